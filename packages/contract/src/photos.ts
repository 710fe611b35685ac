/**
 * Product photos' plain values and addresses (docs/decisions/0024-photo-sizes.md). No zod here:
 * the web app imports this at run time to build its `srcset`, and the API builds the product
 * page's image preload from the same functions, so the browser finds the preloaded address
 * among the ones the `<img>` offers and fetches the picture once.
 */

/** The largest photo file staff may upload (docs/product.md#product-photos). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The largest picture, width × height, staff may upload: a phone's photo is about 12 million. */
export const PHOTO_MAX_PIXELS = 40_000_000;

/**
 * The widths a product photo is kept at, as WebP, never wider than the photo itself; the widest
 * is the image row itself. 400 and 640 are a product card on a 360–412 px phone at 2× and 3×,
 * 960 and 1280 the product gallery across such a phone, 200 the gallery's thumbnails, and
 * desktop grids take 400 or 640.
 */
export const PHOTO_WIDTHS = [200, 400, 640, 960, 1280] as const;

/** The link preview picture (Open Graph's large image): the photo whole on white. */
export const SHARE_IMAGE = { width: 1200, height: 630, contentType: 'image/jpeg' } as const;

/** The largest `?w=` the image route takes: wider than any stored size, far below absurd. */
export const IMAGE_WIDTH_QUERY_MAX = 4096;

/**
 * What the picture occupies on the page, for `sizes` (the layout of the web app's product
 * grid, carousels and gallery; a change there changes these):
 * - `card`: 2 columns on a phone, 3 from 1024 px, at most about 400 px in the widest grid;
 * - `gallery`: the page's width less its margins on a phone and a tablet, half of a page of
 *   at most 1280 px from 1024 px;
 * - `thumbnail`: small pictures beside the gallery, the gallery's row of buttons (80 px) and
 *   an option's picture (56 px).
 */
export const PHOTO_SIZES = {
  card: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, 50vw',
  gallery: '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw',
  thumbnail: '80px',
} as const;
export type PhotoSlot = keyof typeof PHOTO_SIZES;

/** The width the plain `src` asks for, for a browser that reads no `srcset`. */
const FALLBACK_WIDTH = 640;

/** `/v1/image/download/{id}`, or the stored size at least `width` wide. */
export function imagePath(id: string, width?: number): string {
  const path = `/v1/image/download/${encodeURIComponent(id)}`;
  return width === undefined ? path : `${path}?w=${width}`;
}

/** `/v1/image/share/{id}`: the link preview picture (SHARE_IMAGE). */
export function shareImagePath(id: string): string {
  return `/v1/image/share/${encodeURIComponent(id)}`;
}

/**
 * The `src`, `srcset` and `sizes` of a product picture in a slot. The server answers each width
 * with the smallest stored size at least that wide (the largest when none is), and an image kept
 * in one size (the demo pictures) with itself, so the same attributes serve every image.
 */
export function photoSources(
  id: string,
  slot: PhotoSlot,
): { src: string; srcSet: string; sizes: string } {
  return {
    src: imagePath(id, FALLBACK_WIDTH),
    srcSet: PHOTO_WIDTHS.map((width) => `${imagePath(id, width)} ${width}w`).join(', '),
    sizes: PHOTO_SIZES[slot],
  };
}
