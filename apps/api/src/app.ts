import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/config';
import type { Db } from './db/connection';
import { accountRoutes } from './modules/account/account.routes';
import { auditRoutes } from './modules/admin/audit.routes';
import { staffRoutes } from './modules/admin/staff.routes';
import { adminShopRoutes } from './modules/admin/shops.routes';
import { adminPaymentRoutes } from './modules/admin/payments.routes';
import { adminShippingRoutes } from './modules/admin/shipping.routes';
import { adminCouponRoutes } from './modules/admin/coupons.routes';
import { reportsRoutes } from './modules/admin/reports.routes';
import { addressBookRoutes } from './modules/account/address-book.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imageRoutes } from './modules/images/images.routes';
import { PhotoPipeline } from './modules/images/photo-pipeline';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { registerNotifications } from './modules/notifications/notifications.plugin';
import { orderEventRoutes } from './modules/notifications/order-events.routes';
import { ReceiptReader } from './modules/receipt-reading/receipt-reader';
import { ReceiptWork } from './modules/sales/receipt-work';
import { sellerImageRoutes } from './modules/images/seller-images.routes';
import { seoRoutes } from './modules/pages/seo.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { promoRoutes } from './modules/promos/promos.routes';
import { receiptRoutes } from './modules/receipts/receipts.routes';
import { regionRoutes } from './modules/region/region.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { salesRoutes } from './modules/sales/sales.routes';
import { codHoldRoutes } from './modules/seller/cod-holds.routes';
import { sellerEventRoutes } from './modules/seller/seller-events.routes';
import { sellerProductImportRoutes } from './modules/seller/product-import.routes';
import { sellerProductRoutes } from './modules/seller/products.routes';
import { sellerRoutes } from './modules/seller/seller.routes';
import { shopRoutes } from './modules/shop/shop.routes';
import { registerAuth } from './plugins/auth';
import { registerCatalogCache } from './plugins/catalog-cache';
import { registerCatalogInvalidation } from './plugins/catalog-invalidation';
import { registerDocs } from './plugins/docs';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import {
  createLocalEventBus,
  createRedisEventBus,
  registerSellerEvents,
  type SellerEventBus,
} from './plugins/seller-events';
import { registerOwnerConsoleAudit } from './plugins/owner-console-audit';
import { registerTokenRevocations } from './plugins/token-revocations';
import { registerWebApp } from './plugins/web';
import { compileSerializer } from './lib/response-serializer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Set when the instance begins to shut down: readiness answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
    /** Product photos' bounded pool of workers (docs/architecture.md#images). */
    photoPipeline: PhotoPipeline;
    /** Reads wallet receipts in the background (docs/decisions/0026-receipt-reading.md). */
    receiptReader: ReceiptReader;
    /** Payment receipts' bounded pool of workers (docs/decisions/0025-receipt-work-bounds.md). */
    receiptWork: ReceiptWork;
  }
}

const DEFAULT_BODY_LIMIT = 256 * 1024;

export interface AppDeps {
  config: AppConfig;
  db: Db;
  redis?: Redis;
  /**
   * Where seller events go (docs/decisions/0014-order-life-cycle.md). Unset: Redis pub/sub
   * when there is Redis (the `redis` client, else `config.redisUrl`), in-process otherwise.
   */
  eventBus?: SellerEventBus;
  logger?: boolean;
  /**
   * Parse every answer with its zod schema before it is written, and fail it when the compiled
   * serializer would write other bytes than zod (the test harness). Off in production: the
   * answers leave through the compiled serializers alone (docs/architecture.md#errors).
   */
  validateResponses?: boolean;
}

/** Builds the whole app: plugins, then modules. It never listens (server.ts does). */
export async function buildApp({
  config,
  db,
  redis,
  eventBus,
  logger = true,
  validateResponses = false,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // Bodies are not logged; should one ever be, its passwords and hashes are not.
          redact: [
            'req.headers.authorization',
            '*.password',
            '*.*.password',
            '*.passwordHash',
            '*.*.passwordHash',
          ],
        }
      : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Every body but the invoice's (which carries the receipt and sets its own) is small
    // JSON: a login or a sale of a full cart is a few kilobytes.
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Refusals made before the error handler runs answer with the envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled from their schemas, not validated on the way
  // out (docs/decisions/0036-compiled-response-serializers.md).
  app.setSerializerCompiler(({ schema, method, url }) =>
    compileSerializer(schema as z.ZodType, { validate: validateResponses, method, url }),
  );
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('lifecycle', { shuttingDown: false });
  app.decorate('photoPipeline', new PhotoPipeline(config.photos));
  app.decorate('receiptReader', new ReceiptReader(db, config.receiptReading, app.log));
  // Graceful shutdown: no new receipt is taken, and the one being read is finished first.
  app.addHook('onReady', async () => app.receiptReader.start());
  app.addHook('onClose', async () => app.receiptReader.stop());
  app.decorate('receiptWork', new ReceiptWork(config.receipts));
  // Order notifications' channels and delivery worker (docs/decisions/0034-notifications.md).
  registerNotifications(app, config, db);

  registerErrorHandling(app);
  // First of the onRequest hooks: a cache hit replays the stored headers, security ones included.
  registerCatalogCache(app, {
    ttlMs: config.catalogCacheTtlMs,
    maxEntries: 5_000,
    maxBytes: 256 * 1024,
  });
  await registerSecurity(app, config, redis);
  registerAuth(app, config.jwtSecret);
  registerOwnerConsoleAudit(app);
  const redisForEvents = redis ?? config.redisUrl;
  registerSellerEvents(
    app,
    eventBus ??
      (redisForEvents
        ? createRedisEventBus(redisForEvents, app.log)
        : createLocalEventBus(app.log)),
  );
  registerTokenRevocations(app, redisForEvents);
  // Every instance drops what another's catalog write changed (docs/architecture.md#caching).
  if (redisForEvents) registerCatalogInvalidation(app, redisForEvents);
  await registerDocs(app);

  await app.register(healthRoutes);
  await app.register(regionRoutes);
  await app.register(shopRoutes);
  await app.register(catalogRoutes);
  await app.register(imageRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(addressBookRoutes);
  await app.register(reviewRoutes);
  await app.register(promoRoutes);
  await app.register(paymentRoutes);
  await app.register(salesRoutes);
  await app.register(sellerRoutes);
  await app.register(sellerProductRoutes);
  await app.register(sellerProductImportRoutes);
  await app.register(codHoldRoutes);
  await app.register(sellerEventRoutes, {
    maxStreams: config.eventStreams.max,
    maxStreamsPerAccount: config.eventStreams.perAccount,
  });
  await app.register(sellerImageRoutes);
  await app.register(receiptRoutes);
  await app.register(auditRoutes);
  await app.register(staffRoutes);
  await app.register(adminShopRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(adminShippingRoutes);
  await app.register(adminCouponRoutes);
  await app.register(reportsRoutes);
  await app.register(notificationRoutes);
  await app.register(orderEventRoutes, {
    maxStreams: config.eventStreams.max,
    maxStreamsPerAccount: config.eventStreams.perAccount,
  });
  await app.register(seoRoutes);

  await registerWebApp(app, config.webDist, { pageCacheTtlMs: config.catalogCacheTtlMs });
  return app;
}
