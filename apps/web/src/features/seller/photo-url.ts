import { imageUrl } from '../../lib/image';

/**
 * A product photo at about `width` px: the server answers the smallest size it keeps that is at
 * least that wide (docs/architecture.md#images), so a thumbnail never downloads the original.
 */
export function photoUrl(guid: string | null | undefined, width = 400): string {
  return guid ? `${imageUrl(guid)}?w=${width}` : imageUrl(null);
}
