import {
  AddressCreateRequestSchema,
  AddressCreateResponseSchema,
  AddressDeleteResponseSchema,
  AddressListQuerySchema,
  AddressListResponseSchema,
  AddressUpdateRequestSchema,
  AddressUpdateResponseSchema,
} from '@storefront/contract/account';
import { ErrorEnvelopeSchema, GuidParamsSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, userOf } from '../../plugins/auth';
import {
  changeAddress,
  createAddress,
  listAddressBook,
  removeAddress,
} from './address-book.service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** docs/product.md#calls-address-book address book. Each call reaches only the signed-in user's own addresses. */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/address_book/list_all_address',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Your saved addresses, newest first (guid must be your own user guid)',
        security: BEARER,
        querystring: AddressListQuerySchema,
        response: { 200: AddressListResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok({ items: await listAddressBook(app.db, userOf(request), request.query.guid) }),
  );

  app.post(
    '/v1/address_book/create',
    {
      onRequest: app.authenticate,
      config: { rateLimit: {} },
      schema: {
        tags: ['account'],
        summary: 'Save a new address (township required in Myanmar)',
        security: BEARER,
        body: AddressCreateRequestSchema,
        response: { 200: AddressCreateResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok({ guid: await createAddress(app.db, userOf(request), request.body) }, 'Address saved.'),
  );

  app.put(
    '/v1/address_book/update',
    {
      onRequest: app.authenticate,
      config: { rateLimit: {} },
      schema: {
        tags: ['account'],
        summary: 'Change one of your addresses; data is its guid',
        security: BEARER,
        body: AddressUpdateRequestSchema,
        response: { 200: AddressUpdateResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await changeAddress(app.db, userOf(request), request.body), 'Address updated.'),
  );

  app.delete(
    '/v1/address_book/delete/:guid',
    {
      onRequest: app.authenticate,
      config: { rateLimit: {} },
      schema: {
        tags: ['account'],
        summary: 'Delete one of your addresses; data is its guid',
        security: BEARER,
        params: GuidParamsSchema,
        response: { 200: AddressDeleteResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await removeAddress(app.db, userOf(request), request.params.guid), 'Address deleted.'),
  );
};
