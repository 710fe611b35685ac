import { ReportQuerySchema, SalesReportResponseSchema } from '@storefront/contract/admin-reports';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { OWNER_ROLE, SELLER_ROLE } from '@storefront/contract/seller';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { BEARER } from '../../plugins/auth';
import { ordersCsv, rangeOf, salesReport, shopOfReport, type Reader } from './reports.service';

const refusals = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

export const REPORTS_FOR =
  "Sales reports are for shop staff and the business's owners only. Please sign in with your shop account.";

const RANGE_RULES =
  'from and to are Myanmar calendar days (YYYY-MM-DD, to included; UTC+06:30), at most 366 ' +
  'days, from ≤ to; without them the last 30 days, today included. An owner sees the whole ' +
  'business, or one shop with shopGuid (404 when there is no such shop); shop staff see their ' +
  'own shop, and naming another is refused (403). An order is a sale tied to an invoice, dated when it was placed.';

/**
 * How sales go (docs/decisions/0033-sales-reports.md). The one business call staff may make
 * too: the console's Sales page is theirs as well, for their own shop. Every other token is
 * refused as the other business calls refuse it.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const authenticateReader = async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.userRole === OWNER_ROLE) return;
    if (request.userRole === SELLER_ROLE && request.sellerShopGuid) return;
    throw new AppError(403, REPORTS_FOR);
  };
  const readerOf = (request: FastifyRequest): Reader =>
    request.userRole === OWNER_ROLE
      ? { role: 'Owner', ownShopGuid: null }
      : { role: 'Seller', ownShopGuid: request.sellerShopGuid };

  app.get(
    '/v1/admin/reports/sales',
    {
      onRequest: authenticateReader,
      // A year of a whole business reads every order of it: one account may not keep asking.
      config: { rateLimit: {} },
      schema: {
        tags: ['admin'],
        summary:
          'How sales went, per Myanmar day and in total. data.days: every day of the range with ' +
          'orders (Rejected not counted) and revenue (their order totals: goods, tax and ' +
          'delivery, in MMK major units). data.totals and data.averageOrderValue (revenue ÷ ' +
          'orders). data.byStatus: every status with its orders and amount, Rejected included ' +
          '(what was refused, never revenue). data.byPaymentType: orders, revenue and their ' +
          'shares (0–1) per payment method. data.topProducts: the 10 products with most units ' +
          'and the 10 with most revenue (line totals). Amounts in other currencies are converted ' +
          'to MMK at the region rate; a currency without one is listed in ' +
          `data.unconvertedCurrencies and left out. ${RANGE_RULES}`,
        security: BEARER,
        querystring: ReportQuerySchema,
        response: { 200: SalesReportResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const range = rangeOf(request.query);
      const reader = readerOf(request);
      const shopGuid = await shopOfReport(app.db, reader, request.query.shopGuid);
      return ok(await salesReport(app.db, range, shopGuid, reader));
    },
  );

  app.get(
    '/v1/admin/reports/orders.csv',
    {
      onRequest: authenticateReader,
      config: { rateLimit: {} },
      schema: {
        tags: ['admin'],
        summary:
          'The orders of the range as a CSV file (UTF-8 with a byte order mark, RFC 4180, CRLF), ' +
          'one row per order line, oldest first: invoice_no, order_date (Myanmar time), shop, ' +
          'status, payment_method, buyer_name, township, product, option, quantity, unit_price, ' +
          'line_total, shipping_fee and order_total (on the order’s first line only), currency. ' +
          'Every status is included. A cell starting with = + - or @ is written with a leading ' +
          `apostrophe. Sent as it is read, page by page. ${RANGE_RULES}`,
        security: BEARER,
        querystring: ReportQuerySchema,
        // The file itself (text/csv), streamed: Fastify sends a stream as it is, unserialised.
        response: { 200: z.string().describe('The CSV file (text/csv)'), ...refusals },
      },
    },
    async (request, reply) => {
      const range = rangeOf(request.query);
      const shopGuid = await shopOfReport(app.db, readerOf(request), request.query.shopGuid);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-${range.from}-${range.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(ordersCsv(app.db, range, shopGuid)) as unknown as string);
    },
  );
};
