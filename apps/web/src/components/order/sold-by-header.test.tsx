import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { SoldByHeader } from './sold-by-header';

describe('SoldByHeader', () => {
  it("writes 'Sold by' over the shop's name, the heading at the level asked for", () => {
    renderUi(
      <SoldByHeader headingId="shop-1" level={2} label="Sold by">
        Yangon Mart
      </SoldByHeader>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Yangon Mart' });
    expect(heading).toHaveAttribute('id', 'shop-1');
    expect(screen.getByRole('banner')).toHaveTextContent('Sold byYangon Mart');
  });

  it('lets the heading say it all, with what stands at the far end', () => {
    renderUi(
      <SoldByHeader headingId="shop-2" level={3} aside={<p>Pending</p>}>
        Sold By Yangon Mart
      </SoldByHeader>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Sold By Yangon Mart' })).toBeVisible();
    expect(screen.getByRole('banner').lastElementChild).toHaveTextContent('Pending');
  });
});
