import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productCard } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { ProductCarousel } from './product-carousel';

/*
 * jsdom has no layout, so Embla's real autoplay never finds a second snap to move to. A
 * stand-in records how the plugin is set up and answers play / stop the way it does (with
 * its events), so the controls around it can be checked.
 */
const autoplay = vi.hoisted(() => ({
  created: [] as unknown[],
  stop: 0,
  play: 0,
}));
vi.mock('embla-carousel-autoplay', () => ({
  default: (options: unknown) => {
    autoplay.created.push(options);
    let isPlaying = true;
    let embla: { emit: (event: string) => unknown } | undefined;
    return {
      name: 'autoplay',
      options,
      init: (api: typeof embla) => (embla = api),
      destroy: () => {},
      play: () => {
        autoplay.play += 1;
        isPlaying = true;
        embla?.emit('autoplay:play');
      },
      stop: () => {
        autoplay.stop += 1;
        isPlaying = false;
        embla?.emit('autoplay:stop');
      },
      reset: () => {},
      isPlaying: () => isPlaying,
      timeUntilNext: () => null,
    };
  },
}));

const products = [productCard(), productCard(), productCard()];

function renderCarousel(props: { autoplay?: boolean } = {}) {
  renderUi(
    <ProductCarousel
      title="New Arrival"
      viewAllTo="/new-arrival"
      state={{ status: 'loaded', products }}
      {...props}
    />,
  );
  return screen.getByRole('region', { name: 'New Arrival' });
}

describe('carousel autoplay (docs/product.md#carousel autoplay flag)', () => {
  const { matchMedia } = window;
  beforeEach(() => {
    autoplay.created.length = 0;
    autoplay.stop = 0;
    autoplay.play = 0;
  });
  afterEach(() => {
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  });

  it('plays by itself and stops for good once the shopper interacts', async () => {
    const section = renderCarousel({ autoplay: true });
    const pause = await within(section).findByRole('button', { name: 'Pause the slideshow' });
    expect(autoplay.created).toEqual([
      { delay: 5000, stopOnInteraction: true, stopOnMouseEnter: true, stopOnFocusIn: true },
    ]);

    const user = userEvent.setup();
    await user.click(pause);
    expect(autoplay.stop).toBe(1);
    await user.click(within(section).getByRole('button', { name: 'Play the slideshow' }));
    expect(autoplay.play).toBe(1);
    expect(within(section).getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();

    // Pressing an arrow is taking over too.
    await user.click(within(section).getByRole('button', { name: 'Next products' }));
    expect(autoplay.stop).toBe(2);
    expect(within(section).getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  });

  it('never moves by itself for visitors who ask for reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        ...matchMedia(query),
        matches: query === '(prefers-reduced-motion: reduce)',
      }),
    });
    const section = renderCarousel({ autoplay: true });
    expect(await within(section).findByRole('button', { name: 'Next products' })).toBeVisible();
    expect(autoplay.created).toEqual([]);
    expect(within(section).queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('stays still without the autoplay flag', async () => {
    const section = renderCarousel();
    expect(await within(section).findByRole('button', { name: 'Next products' })).toBeVisible();
    expect(autoplay.created).toEqual([]);
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });
});
