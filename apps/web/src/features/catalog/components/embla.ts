import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export type CarouselApi = EmblaCarouselType;

/** Long enough to read a card's name and price before the row moves on. */
const AUTOPLAY_DELAY_MS = 5000;

/**
 * Turns slides already on the page into an Embla carousel (docs/product.md#carousel: loop, autoplay). Its own
 * module, fetched beside the product data, so neither the carousel library nor its autoplay
 * plugin is part of the first page load; the slides are rendered once, before it arrives, and
 * Embla only takes them over, so no card is built twice.
 */
export function startCarousel(viewport: HTMLElement, options: { autoplay: boolean }): CarouselApi {
  // Any interaction stops autoplay for good (a drag, a hover, keyboard focus on a slide): a
  // shopper who has started looking should not have the row move under them.
  const plugins = options.autoplay
    ? [
        Autoplay({
          delay: AUTOPLAY_DELAY_MS,
          stopOnInteraction: true,
          stopOnMouseEnter: true,
          stopOnFocusIn: true,
        }),
      ]
    : [];
  return EmblaCarousel(viewport, { loop: true, align: 'start' }, plugins);
}
