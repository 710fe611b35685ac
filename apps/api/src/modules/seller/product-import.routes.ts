import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { ImportQuerySchema, ImportResponseSchema } from '@storefront/contract/seller-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { BEARER, sellerShopOf, userOf } from '../../plugins/auth';
import { exportCatalog } from './product-export';
import { importCatalog } from './product-import';
import { announceCatalogChange } from './products.routes';

/** A file of 10,000 rows with long Burmese descriptions fits; 5,000 ordinary rows take ~1 MB. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** Past this many products one import drops every cached catalog answer rather than list them. */
const MOST_TAGS = 1_000;

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/**
 * The catalog as a CSV file (docs/product.md#catalog-csv): staff export their shop's products
 * and import a file of them back, previewed first. Seller token only, the staff member's shop
 * only; another shop's products can be neither seen nor changed through a file.
 */
export const sellerProductImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file arrives as it was saved: bytes, decoded (and refused when not UTF-8) by the import.
  // Excel on Windows labels a .csv file application/vnd.ms-excel.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/v1/seller/products/import',
    {
      onRequest: app.authenticateSeller,
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { rateLimit: {} },
      schema: {
        tags: ['seller'],
        summary:
          'Import a catalog file (body text/csv, UTF-8): one row per option, rows grouped into ' +
          'products by product_key, matched by SKU, then by product id (docs/product.md#catalog-csv). ' +
          'dryRun=true (the default) checks and counts without writing; dryRun=false writes ' +
          'every product in one transaction, or nothing when any row has an error (answered 200 ' +
          'with the errors). Never changes an existing option’s stock.',
        security: BEARER,
        querystring: ImportQuerySchema,
        response: {
          200: ImportResponseSchema,
          400: ErrorEnvelopeSchema,
          ...denied,
          409: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      // Another body (JSON, a form) reached Fastify's own parsers: not a file of ours.
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(
          415,
          'Send the catalog file itself, as text/csv.',
          undefined,
          'notACsvFile',
        );
      }
      const { result, change } = await importCatalog(
        app.db,
        { userGuid: userOf(request), shopGuid: sellerShopOf(request) },
        request.body,
        request.query.dryRun,
      );
      if (change) {
        // One word to the caches for the whole file: its products, or everything when many.
        if (change.productGuids.length > MOST_TAGS) app.catalogCache.invalidate();
        else announceCatalogChange(app, change);
      }
      return ok(result, messageOf(result));
    },
  );

  app.get(
    '/v1/seller/products/export',
    {
      onRequest: app.authenticateSeller,
      config: { rateLimit: {} },
      schema: {
        tags: ['seller'],
        summary:
          'The shop’s catalog as a CSV file (UTF-8 with a byte order mark, for Excel): one row ' +
          'per live option of every product, all statuses; imports back unchanged',
        security: BEARER,
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportCatalog(app.db, sellerShopOf(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName.replace(/[^\w.-]/g, '-')}"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

function messageOf(r: {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  errors: unknown[];
}): string {
  const counts = `${r.created} to create, ${r.updated} to update, ${r.unchanged} unchanged`;
  if (r.errors.length > 0) {
    const problems = `${r.errors.length} ${r.errors.length === 1 ? 'problem' : 'problems'}`;
    return r.dryRun
      ? `Preview: ${problems} to fix before this file can be imported (${counts}). Nothing has been saved.`
      : `Nothing was imported: ${problems} to fix. Correct the rows listed and import the file again.`;
  }
  return r.dryRun
    ? `Preview: ${counts}. Nothing has been saved yet.`
    : `Imported: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged.`;
}
