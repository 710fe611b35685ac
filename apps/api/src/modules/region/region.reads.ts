import { RegionListResponseSchema, TownshipListResponseSchema } from '@storefront/contract/region';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { ok } from '../../lib/envelope';
import { readRoute, type ReadRoute } from '../../lib/read-routes';
import { listRegions, listTownships } from './region.repository';

/**
 * The regions' reads, one table: `region.routes.ts` registers the routes from it, and a
 * server-rendered page's calls are answered from it without HTTP (pages/page-data.ts,
 * docs/architecture.md#page-calls). One definition: the page cannot answer an address
 * differently from its route.
 */
export const REGION_READS: readonly ReadRoute[] = [
  readRoute({
    method: 'GET',
    url: '/v1/currency/region',
    catalogCache: true,
    docs: { tag: 'region', summary: 'Regions with their currency and MMK rate' },
    response: { 200: RegionListResponseSchema, 500: ErrorEnvelopeSchema },
    answer: async (db) => ok({ items: await listRegions(db) }),
  }),

  readRoute({
    method: 'GET',
    url: '/v1/township/list',
    catalogCache: true,
    docs: { tag: 'region', summary: 'Townships of Myanmar that addresses can name' },
    response: { 200: TownshipListResponseSchema },
    answer: async (db) => ok({ items: await listTownships(db) }),
  }),
];
