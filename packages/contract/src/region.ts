import { z } from 'zod';
import { envelopeOf, listOf } from './envelope';

export const RegionSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  nameMm: z.string(),
  currencyCode: z.string().length(3),
  /** MMK per one unit of this currency (docs/product.md#currency-conversion); 1 for MMK. */
  rate: z.number().positive(),
  /** Image id, downloaded from v1/image/download/{id}. */
  flagImage: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;

export const RegionListResponseSchema = envelopeOf(listOf(RegionSchema));

export const TownshipSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  nameMm: z.string(),
  /** The state or region of Myanmar the township belongs to, e.g. 'Yangon'. */
  division: z.string(),
});
export type Township = z.infer<typeof TownshipSchema>;

export const TownshipListResponseSchema = envelopeOf(listOf(TownshipSchema));
