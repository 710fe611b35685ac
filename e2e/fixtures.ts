import { expect, test as base, type Page } from '@playwright/test';

/**
 * Pages start as a first-time visitor: empty storage, then the region chooser answered, as a
 * shopper would on first arrival. `chooseRegion` picks Myanmar (MMK) by default.
 */
export async function chooseRegion(page: Page, name = 'Myanmar'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please Select Your Region' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').selectOption({ label: name });
  await expect(dialog).toBeHidden();
}

export const test = base;
export { expect };
