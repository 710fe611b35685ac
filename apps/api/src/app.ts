import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/config';
import type { Db } from './db/connection';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { imageRoutes } from './modules/images/images.routes';
import { regionRoutes } from './modules/region/region.routes';
import { shopRoutes } from './modules/shop/shop.routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

export interface AppDeps {
  config: AppConfig;
  db: Db;
  redis?: Redis;
  logger?: boolean;
}

/** Builds the whole app: plugins, then modules. It never listens (server.ts does). */
export async function buildApp({
  config,
  db,
  redis,
  logger = true,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers.authorization', '*.password'] }
      : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 8 * 1024 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);

  registerErrorHandling(app);
  await registerSecurity(app, config, redis);
  await registerDocs(app);

  await app.register(regionRoutes);
  await app.register(shopRoutes);
  await app.register(catalogRoutes);
  await app.register(imageRoutes);

  await registerWebApp(app, config.webDist);
  return app;
}
