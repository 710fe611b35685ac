import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerReadRoutes } from '../../lib/read-routes';
import { REGION_READS } from './region.reads';

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReadRoutes(app, REGION_READS);
};
