import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render-ui';
import { Stars } from './stars';

/** How much of the 100-unit-wide row of five stars is drawn in amber. */
function filledWidth(container: HTMLElement): number {
  const clip = container.querySelector('clipPath rect');
  return clip ? Number(clip.getAttribute('width')) : 0;
}

describe('Stars', () => {
  it('fills whole stars, then half a star for any fraction (docs/product.md#rating-stars)', () => {
    const cases: [rating: number, width: number][] = [
      [0, 0],
      [0.2, 10],
      [3, 60],
      [3.5, 70],
      [3.9, 70],
      [5, 100],
      [7, 100],
    ];
    for (const [rating, width] of cases) {
      const { container, unmount } = renderUi(<Stars rating={rating} />);
      expect(filledWidth(container), `rating ${rating}`).toBe(width);
      unmount();
    }
  });

  it('draws no amber star at all for no rating', () => {
    const { container } = renderUi(<Stars rating={0} />);
    expect(container.querySelectorAll('path')).toHaveLength(1);
  });

  it('reads as one image with the rating for screen readers', () => {
    renderUi(<Stars rating={4.25} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  });
});
