import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  InvoiceCreateRequestSchema,
  InvoiceCreateResponseSchema,
  OrderDetailParamsSchema,
  OrderDetailResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  SaleCreateQuerySchema,
  SaleCreateRequestSchema,
  SaleCreateResponseSchema,
} from '@storefront/contract/sales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { BEARER, userOf } from '../../plugins/auth';
import { productTag, shopListsTag } from '../../plugins/catalog-cache';
import { findProductsOfOptions } from '../catalog/catalog.repository';
import { couponTries } from '../promos/coupons.service';
import { rememberLanguage } from '../notifications/notifications.service';
import { announceNewOrder } from '../seller/seller.service';
import { idempotencyKeyOf, idempotentRequest } from './idempotency';
import { createInvoice } from './invoice.service';
import { findOrder, listOrders } from './orders.repository';
import { RECEIPT_BUSY_RETRY_SECONDS, UnusableReceipt } from './receipt-refusals';
import { createSale, refuseOwnShop, releasedTags, sweep } from './sales.service';
import type { ReleasedSale } from './stock.repository';

const INVOICE_BODY_LIMIT = 8 * 1024 * 1024;
const RECEIPT_FAILURES_MAX = 10;
const RECEIPT_FAILURES_WINDOW_MS = 10 * 60_000;

/** How often expired holds are released when no checkout comes along to release them. */
const SWEEP_INTERVAL_MS = 60_000;

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

const IDEMPOTENCY_NOTE =
  ' Send an Idempotency-Key header to make a retry return the first answer (idempotent-replayed: true).';

/**
 * Releases expired stock holds once at start and then every minute, one sweep at a time; the
 * server closes only after a running sweep has finished (docs/decisions/0010).
 */
function startSweeper(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const released: ReleasedSale[] = [];
    running = sweep(app.db, new Date(), released)
      .then(() => {
        // Only what came back: the products' answers and pages and their shops' lists.
        if (released.length > 0) app.catalogCache.invalidate(releasedTags(released));
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'releasing expired sales failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** docs/product.md#calls-checkout checkout (sales, invoice) and orders (invoice list and detail); every call needs a login. */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  startSweeper(app);

  // A picture that cannot be used as a receipt cost a look at its bytes, often a decode; an
  // account may fail a few times (a wrong file, a photo too large), not forever
  // (docs/decisions/0015-abuse-limits.md).
  // Coupon codes are tried a limited number of times a minute, at the preview and here alike
  // (docs/decisions/0032-coupons.md#guessing).
  const countCouponTry = couponTries(app);
  const failedReceipts = app.createRateLimit({
    max: RECEIPT_FAILURES_MAX,
    timeWindow: RECEIPT_FAILURES_WINDOW_MS,
    keyGenerator: (request) => `receipt-failures:${request.userGuid}`,
  });
  const countFailedReceipt = async (request: FastifyRequest) => {
    await failedReceipts(request);
  };
  const refuseAfterFailedReceipts = async (request: FastifyRequest) => {
    const count = await failedReceipts(request, { increment: false });
    if (count.isAllowed || count.remaining > 0) return;
    throw new AppError(
      429,
      `Too many receipts could not be read. Please try again in ${Math.ceil(count.ttl / 60_000)} minutes.`,
      'screenShot',
    );
  };

  app.post(
    '/v1/pos/sales',
    {
      onRequest: app.authenticate,
      config: { rateLimit: {} },
      schema: {
        tags: ['orders'],
        summary:
          "One shop's part of a checkout; data is the sale id. Holds the stock until the invoice." +
          IDEMPOTENCY_NOTE,
        security: BEARER,
        querystring: SaleCreateQuerySchema,
        body: SaleCreateRequestSchema,
        response: { 200: SaleCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userGuid = userOf(request);
      await refuseOwnShop(app.db, request.sellerShopGuid, request.body.shopGuid);
      if (request.body.promoCode) await countCouponTry(request, reply);
      const key = idempotencyKeyOf(request.headers);
      const idempotency = idempotentRequest(userGuid, 'sale', key, request.body);
      const released: ReleasedSale[] = [];
      const answer = await createSale(
        app.db,
        userGuid,
        request.body,
        idempotency,
        app.config.holdLimits,
        undefined,
        released,
      ).finally(() => {
        if (released.length > 0) app.catalogCache.invalidate(releasedTags(released));
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      else if (answer.statusCode === 200) {
        // Stock moved: the products' own answers, and the shop's lists (an option may have sold out).
        const products =
          answer.productGuids ??
          (await findProductsOfOptions(
            app.db,
            request.body.items.map((item) => item.productGuid),
          ));
        app.catalogCache.invalidate([
          shopListsTag(request.body.shopGuid),
          ...products.map(productTag),
        ]);
      }
      return reply.status(answer.statusCode).send(SaleCreateResponseSchema.parse(answer.body));
    },
  );

  app.post(
    '/v1/pos/sales/invoice',
    {
      onRequest: app.authenticate,
      // The one body that carries an image: a 5 MB receipt as base64 is about 6.7 MB.
      bodyLimit: INVOICE_BODY_LIMIT,
      config: { rateLimit: {} },
      schema: {
        tags: ['orders'],
        summary:
          'Pay for your pending sales: ties them into one order (invoice). A refused receipt ' +
          '(field screenShot) may carry a code: receiptUnreadable, receiptTooComplex (422), ' +
          'receiptInProgress (429: the account has a receipt being checked), receiptBusy (503 ' +
          'with Retry-After).' +
          IDEMPOTENCY_NOTE,
        security: BEARER,
        body: InvoiceCreateRequestSchema,
        response: { 200: InvoiceCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userGuid = userOf(request);
      const key = idempotencyKeyOf(request.headers);
      const idempotency = idempotentRequest(userGuid, 'invoice', key, request.body);
      if (request.body.screenShot) await refuseAfterFailedReceipts(request);
      // The order's notifications are written in the language the shopper uses now.
      await rememberLanguage(app.db, request);
      const answer = await createInvoice(
        app.db,
        app.receiptWork,
        userGuid,
        request.body,
        idempotency,
        app.config.holdLimits,
      ).catch(async (error: unknown) => {
        // Every refusal after the receipt's bytes were looked at counts (docs/decisions/0025).
        if (error instanceof UnusableReceipt) await countFailedReceipt(request);
        if (error instanceof AppError && error.code === 'receiptBusy') {
          reply.header('retry-after', String(RECEIPT_BUSY_RETRY_SECONDS));
        }
        throw error;
      });
      const body = InvoiceCreateResponseSchema.parse(answer.body);
      if (answer.replayed) {
        reply.header('idempotent-replayed', 'true');
      } else {
        // Sold counts moved (best-seller lists) in each shop of the order.
        const shops = await announceNewOrder(app, body.data);
        app.catalogCache.invalidate(shops.map(shopListsTag));
      }
      return reply.status(answer.statusCode).send(body);
    },
  );

  app.get(
    '/v1/pos/sales/invoice/list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Your orders, newest first (data.items, data.totalCount)',
        security: BEARER,
        querystring: OrderListQuerySchema,
        response: {
          200: OrderListResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await listOrders(app.db, userOf(request), request.query)),
  );

  app.get(
    '/v1/pos/sales/invoice/:invoiceNo',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One of your orders in full: per-shop blocks, payment, contact, totals',
        security: BEARER,
        params: OrderDetailParamsSchema,
        response: {
          200: OrderDetailResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, userOf(request), request.params.invoiceNo);
      if (!order) throw notFound('Order');
      return ok(order);
    },
  );
};
