import { imagePath, photoSources, type PhotoSlot } from '@storefront/contract/photos';

/** docs/product.md#global-behaviour: the placeholder shown wherever an image id is missing. */
export const PLACEHOLDER_IMAGE = '/assets/placeholder.png';
export const LOGO_IMAGE = '/assets/logo.png';

/** Image ids (`image`, `flagImage`, `avartarPhoto`, …) are served by the API on the same origin. */
export function imageUrl(id: string | null | undefined): string {
  return id ? imagePath(id) : PLACEHOLDER_IMAGE;
}

/**
 * The `src`, `srcSet` and `sizes` of a product picture where `slot` puts it (a product card,
 * the gallery, its thumbnails), so the browser fetches the stored size that fills it on the
 * screen's density (docs/decisions/0024-photo-sizes.md); the placeholder when there is none.
 * The server preloads the product page's first picture from the same attributes, so the
 * gallery's `<img>` finds it already on its way.
 */
export function productImageSources(
  id: string | null | undefined,
  slot: PhotoSlot,
): { src: string; srcSet?: string; sizes?: string } {
  return id ? photoSources(id, slot) : { src: PLACEHOLDER_IMAGE };
}

/**
 * Swaps a broken image for the placeholder once (never loops if the placeholder itself fails).
 * Its `srcset` goes too: a browser shows a candidate of `srcset` rather than `src`.
 */
export function fallBackToPlaceholder(event: { currentTarget: HTMLImageElement }): void {
  const img = event.currentTarget;
  if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = PLACEHOLDER_IMAGE;
}
