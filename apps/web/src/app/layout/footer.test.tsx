import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { Footer } from './footer';

describe('Footer: the shop’s own links (docs/decisions/0030-shops.md)', () => {
  it('leads Facebook and Viber to the shop’s pages when the business set them', () => {
    renderUi(
      <Footer
        shopName="Golden Tea"
        links={{
          facebookUrl: 'https://facebook.com/goldentea',
          viberUrl: 'viber://chat?number=%2B959450012345',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Facebook: Golden Tea' })).toHaveAttribute(
      'href',
      'https://facebook.com/goldentea',
    );
    expect(screen.getByRole('link', { name: 'Viber: Golden Tea' })).toHaveAttribute(
      'href',
      'viber://chat?number=%2B959450012345',
    );
  });

  it('leads them to the platforms when the shop has none', () => {
    renderUi(<Footer shopName="Golden Tea" links={{ facebookUrl: null }} />);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/',
    );
    expect(screen.getByRole('link', { name: 'Viber' })).toHaveAttribute(
      'href',
      'https://www.viber.com/',
    );
  });
});
