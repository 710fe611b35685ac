import { RegionListResponseSchema, TownshipListResponseSchema } from '@storefront/contract/region';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { listRegions, listTownships } from './region.repository';

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/currency/region',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['region'],
        summary: 'Regions with their currency and MMK rate',
        response: { 200: RegionListResponseSchema, 500: ErrorEnvelopeSchema },
      },
    },
    async () => ok({ items: await listRegions(app.db) }),
  );

  app.get(
    '/v1/township/list',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['region'],
        summary: 'Townships of Myanmar that addresses can name',
        response: { 200: TownshipListResponseSchema },
      },
    },
    async () => ok({ items: await listTownships(app.db) }),
  );
};
