import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerReadRoutes } from '../../lib/read-routes';
import { CATALOG_READS } from './catalog.reads';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReadRoutes(app, CATALOG_READS);
};
