import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../app/router';
import { failure, ok, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  ANDROID,
  CATEGORY_TREE,
  ELECTRONICS,
  FASHION,
  MENS_CLOTHING,
  MOBILE_PHONES,
} from '../category-tree.fixture';
import { CategorySideMenu } from './category-side-menu';

const CATEGORIES = 'GET /v1/pos/category/';

async function renderMenu(
  handler: () => unknown = () => ok({ items: CATEGORY_TREE, totalRecords: 2 }),
) {
  stubApi({ [CATEGORIES]: handler });
  renderApp({
    path: '/menu',
    routeTable: buildRoutes([{ path: 'menu', Component: () => <CategorySideMenu /> }]),
  });
  const menu = await screen.findByRole('navigation', { name: 'SHOP BY CATEGORIES' });
  return menu;
}

const link = (name: string) => screen.queryByRole('link', { name });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/**
 * The pointer moves onto `element`: as in a browser, every element it is now inside gets a
 * mouseenter (which does not bubble), outermost first.
 */
function pointAt(element: Element) {
  const entered: Element[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) entered.unshift(at);
  for (const at of entered) fireEvent.mouseEnter(at);
}

describe('SHOP BY CATEGORIES menu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('links every top-level entry to its products and See All to /categories', async () => {
    const menu = await renderMenu();
    expect(await within(menu).findByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      `/products/${ELECTRONICS.guid}`,
    );
    expect(within(menu).getByRole('link', { name: 'Fashion' })).toHaveAttribute(
      'href',
      `/products/${FASHION.guid}`,
    );
    expect(within(menu).getByRole('link', { name: 'See All' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('opens level two 100 ms after hovering a top-level entry, and level three 100 ms after hovering level two', async () => {
    await renderMenu();
    const electronics = await screen.findByRole('link', { name: 'Electronics' });
    vi.useFakeTimers();

    pointAt(electronics);
    wait(99);
    expect(link('Mobile Phones')).not.toBeInTheDocument();
    wait(1);
    expect(link('Mobile Phones')).toHaveAttribute('href', `/products/${MOBILE_PHONES.guid}`);
    expect(electronics).toHaveAttribute('aria-expanded', 'true');

    pointAt(link('Mobile Phones')!);
    wait(99);
    expect(link('Android Phones')).not.toBeInTheDocument();
    wait(1);
    expect(link('Android Phones')).toHaveAttribute('href', `/products/${ANDROID.guid}`);
    expect(link('Mobile Phones')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes both levels 200 ms after the pointer leaves the menu', async () => {
    const menu = await renderMenu();
    const electronics = await screen.findByRole('link', { name: 'Electronics' });
    vi.useFakeTimers();
    pointAt(electronics);
    wait(100);
    pointAt(link('Mobile Phones')!);
    wait(100);

    fireEvent.mouseLeave(menu);
    wait(199);
    expect(link('Android Phones')).toBeInTheDocument();
    wait(1);
    expect(link('Android Phones')).not.toBeInTheDocument();
    expect(link('Mobile Phones')).not.toBeInTheDocument();
    expect(electronics).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within 200 ms', async () => {
    const menu = await renderMenu();
    const electronics = await screen.findByRole('link', { name: 'Electronics' });
    vi.useFakeTimers();
    pointAt(electronics);
    wait(100);

    fireEvent.mouseLeave(menu);
    wait(150);
    pointAt(link('Mobile Phones')!);
    wait(500);
    expect(link('Mobile Phones')).toBeInTheDocument();
  });

  it('switches flyouts 100 ms after moving to another top-level entry', async () => {
    await renderMenu();
    const electronics = await screen.findByRole('link', { name: 'Electronics' });
    vi.useFakeTimers();
    pointAt(electronics);
    wait(100);

    pointAt(screen.getByRole('link', { name: 'Fashion' }));
    wait(99);
    expect(link('Mobile Phones')).toBeInTheDocument();
    wait(1);
    expect(link('Mobile Phones')).not.toBeInTheDocument();
    expect(link(MENS_CLOTHING.name)).toBeInTheDocument();
  });

  it('opens on keyboard focus, lets Tab walk into the flyout, and closes on Escape', async () => {
    const user = userEvent.setup();
    await renderMenu();
    const electronics = await screen.findByRole('link', { name: 'Electronics' });

    act(() => electronics.focus());
    expect(link('Mobile Phones')).toBeInTheDocument();
    await user.tab();
    expect(link('Mobile Phones')).toHaveFocus();
    expect(link('Android Phones')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(link('Mobile Phones')).not.toBeInTheDocument();
    expect(electronics).toHaveFocus();
    expect(electronics).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows 'Category Error: {error}' when the categories fail", async () => {
    const menu = await renderMenu(() => failure('Categories are resting.', 500));
    expect(await within(menu).findByRole('alert')).toHaveTextContent(
      'Category Error: Categories are resting.',
    );
  });

  it('names categories in Burmese for Burmese shoppers', async () => {
    stubApi({ [CATEGORIES]: () => ok({ items: CATEGORY_TREE, totalRecords: 2 }) });
    renderApp({
      path: '/menu',
      routeTable: buildRoutes([{ path: 'menu', Component: () => <CategorySideMenu /> }]),
      storage: {
        region: '0b6f7c1e-5d0a-4f8e-9c39-1a2b3c4d5e01',
        lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
      },
    });
    const menu = await screen.findByRole('navigation', { name: 'အမျိုးအစားအလိုက် ဈေးဝယ်ရန်' });
    expect(await within(menu).findByRole('link', { name: 'အီလက်ထရောနစ်' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'အားလုံးကြည့်ရန်' })).toBeInTheDocument();
  });
});
