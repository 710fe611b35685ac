import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerReadRoutes } from '../../lib/read-routes';
import { SHOP_READS } from './shop.reads';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReadRoutes(app, SHOP_READS);
};
