import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { OrderLine, type OrderLineLabels } from './order-line';

const LABELS: OrderLineLabels = {
  quantity: 'Quantity',
  price: 'Price',
  each: (price) => `${price} each`,
};

const line = (ui: Partial<Parameters<typeof OrderLine>[0]> = {}) => (
  <ul>
    <OrderLine
      name="Ceramic Mug"
      quantity={2}
      unitPrice={12_000}
      totalPrice={24_000}
      currencyCode="MMK"
      labels={LABELS}
      {...ui}
    />
  </ul>
);

describe('OrderLine', () => {
  it('shows picture, name, detail, quantity, total and the price of one unit', () => {
    renderUi(line({ detail: 'Blue', picture: '/v1/images/mug' }));
    const row = screen.getByRole('listitem');
    expect(row.querySelector('img')).toHaveAttribute('src', '/v1/images/mug');
    expect(within(row).getByText('Ceramic Mug')).toBeInTheDocument();
    expect(within(row).getByText('Blue')).toBeInTheDocument();
    expect(row).toHaveTextContent('Quantity: 2');
    expect(row).toHaveTextContent('Price: 24,000 MMK');
    expect(within(row).getByText('12,000 MMK each')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says nothing of one unit’s price when only one was taken', () => {
    renderUi(line({ quantity: 1, totalPrice: 12_000 }));
    expect(screen.queryByText(/each/)).toBeNull();
  });

  it('keeps the picture’s width for a line without one only when asked', () => {
    const { unmount } = renderUi(line({ keepPictureSpace: true }));
    let row = screen.getByRole('listitem');
    expect(row.querySelector('img')).toBeNull();
    expect(row.querySelector('span[aria-hidden="true"]')).toHaveClass('w-14');
    unmount();
    renderUi(line());
    row = screen.getByRole('listitem');
    expect(row.querySelector('span[aria-hidden="true"]')).not.toHaveClass('w-14');
  });

  it('ends the first row with a remove button for a line the shopper may still take out', async () => {
    const onClick = vi.fn();
    renderUi(line({ remove: { label: 'Remove Ceramic Mug (Blue)', text: 'Remove', onClick } }));
    const row = screen.getByRole('listitem');
    expect(row).toHaveClass('grid-cols-[auto_minmax(0,1fr)_auto]');
    await userEvent.click(within(row).getByRole('button', { name: /Remove/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
