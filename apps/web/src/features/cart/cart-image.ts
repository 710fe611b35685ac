import { imageUrl } from '../../lib/image';

/**
 * Cart images (`img`, `variantImg`) are image ids like every other image of the API. A value
 * that is already a path or URL (an item stored by an older build) is used as it is.
 */
export function cartImageUrl(image: string | null | undefined): string {
  if (image && /^(https?:|data:|\/)/.test(image)) return image;
  return imageUrl(image);
}
