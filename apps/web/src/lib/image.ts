/** docs/product.md#global-behaviour: the placeholder shown wherever an image id is missing. */
export const PLACEHOLDER_IMAGE = '/assets/placeholder.png';
export const LOGO_IMAGE = '/assets/logo.png';

/** Image ids (`image`, `flagImage`, `avartarPhoto`, …) are served by the API on the same origin. */
export function imageUrl(id: string | null | undefined): string {
  return id ? `/v1/image/download/${encodeURIComponent(id)}` : PLACEHOLDER_IMAGE;
}

/** Swaps a broken image for the placeholder once (never loops if the placeholder itself fails). */
export function fallBackToPlaceholder(event: { currentTarget: HTMLImageElement }): void {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}
