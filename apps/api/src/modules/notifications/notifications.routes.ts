import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationPreferencesResponseSchema,
  NotificationPreferencesSchema,
  NotificationReadRequestSchema,
  NotificationReadResponseSchema,
  PushKeyResponseSchema,
  PushSubscribeRequestSchema,
  PushSubscribeResponseSchema,
  PushUnsubscribeRequestSchema,
} from '@storefront/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, userOf } from '../../plugins/auth';
import { deletePushSubscription } from './notifications.repository';
import {
  markRead,
  notificationPage,
  preferencesOf,
  rememberLanguage,
  setPreferences,
  subscribePush,
} from './notifications.service';

const denied = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema };
const tags = ['notifications'];

/**
 * The signed-in person's notifications, shopper or staff alike (docs/decisions/0034): the
 * bell's list, marking read, channel choices and web push subscriptions. Each call sees only
 * the caller's own.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Your notifications, newest first, in the language you last used (data.items, ' +
          'data.totalRecords, data.unread)',
        security: BEARER,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...denied },
      },
    },
    async (request, reply) => {
      await rememberLanguage(app.db, request);
      reply.header('cache-control', 'no-store');
      const { first, max } = request.query;
      return ok(await notificationPage(app.db, userOf(request), first, max));
    },
  );

  app.post(
    '/v1/notifications/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mark the notifications named in guids read, or all of yours without guids',
        security: BEARER,
        body: NotificationReadRequestSchema,
        response: { 200: NotificationReadResponseSchema, ...denied },
      },
    },
    async (request) => ok(await markRead(app.db, userOf(request), request.body.guids)),
  );

  app.get(
    '/v1/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Your channels: push, e-mail, and (staff) a notice of each new order',
        security: BEARER,
        response: { 200: NotificationPreferencesResponseSchema, ...denied },
      },
    },
    async (request) => ok(await preferencesOf(app.db, userOf(request))),
  );

  app.put(
    '/v1/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Turn your channels on or off ({ push, email, newOrders })',
        security: BEARER,
        body: NotificationPreferencesSchema,
        response: { 200: NotificationPreferencesResponseSchema, ...denied },
      },
    },
    async (request) => {
      await rememberLanguage(app.db, request);
      return ok(await setPreferences(app.db, userOf(request), request.body), 'Saved.');
    },
  );

  app.get(
    '/v1/notifications/push-key',
    {
      schema: {
        tags,
        summary:
          "The server's VAPID public key: the applicationServerKey a browser subscribes with",
        response: { 200: PushKeyResponseSchema },
      },
    },
    async () => ok({ publicKey: app.notifications.push.publicKey }),
  );

  app.post(
    '/v1/notifications/push-subscriptions',
    {
      onRequest: app.authenticate,
      config: { rateLimit: {} },
      schema: {
        tags,
        summary:
          "Subscribe this browser to web push (its PushSubscription's JSON). The endpoint must be " +
          'an https address on a public host; an account keeps its 10 newest browsers.',
        security: BEARER,
        body: PushSubscribeRequestSchema,
        response: { 200: PushSubscribeResponseSchema, ...denied },
      },
    },
    async (request) => {
      await rememberLanguage(app.db, request);
      await subscribePush(
        app.db,
        userOf(request),
        request.body,
        app.notifications.settings.allowPrivatePushHosts,
      );
      return ok({ subscribed: true }, 'Subscribed.');
    },
  );

  app.delete(
    '/v1/notifications/push-subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Unsubscribe a browser (its endpoint) from your account's web push",
        security: BEARER,
        body: PushUnsubscribeRequestSchema,
        response: { 200: PushSubscribeResponseSchema, ...denied },
      },
    },
    async (request) => {
      await deletePushSubscription(app.db, {
        userGuid: userOf(request),
        endpoint: request.body.endpoint,
      });
      return ok({ subscribed: false }, 'Unsubscribed.');
    },
  );
};
