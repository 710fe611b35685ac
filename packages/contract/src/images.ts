import { z } from 'zod';
import { IMAGE_WIDTH_QUERY_MAX } from './photos';

/**
 * `GET v1/image/download/{id}?w=NNN`: the stored size at least NNN px wide
 * (docs/architecture.md#images). Digits only, so that `1e3`, `0x10` or ` 400` are refused
 * rather than read as a number the sender did not write.
 */
export const ImageSizeQuerySchema = z.object({
  w: z
    .string({ message: 'w must be a width in pixels, written once.' })
    .regex(/^[0-9]{1,6}$/, 'w must be a whole number of pixels.')
    .transform(Number)
    .refine(
      (w) => w >= 1 && w <= IMAGE_WIDTH_QUERY_MAX,
      `w must be from 1 to ${IMAGE_WIDTH_QUERY_MAX} pixels.`,
    )
    .optional(),
});
export type ImageSizeQuery = z.infer<typeof ImageSizeQuerySchema>;
