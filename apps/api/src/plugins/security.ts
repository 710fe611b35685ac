import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';

export const tooManyRequests = (seconds: number) =>
  `Too many requests. Please try again in ${seconds} seconds.`;

/**
 * Strict security headers for the API and the web app it serves, and rate limiting that is
 * off by default and switched on per route (login, register, writes); with REDIS_URL the
 * counters live in Redis so a limit holds across API instances (docs/architecture.md#scaling).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (carousel transforms); no inline <style> from users exists.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Product images are fetched by the page itself; nothing cross-origin needs embedding.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.timeWindowMs,
    ...(redis ? { redis, nameSpace: 'storefront-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      data: null,
      message: tooManyRequests(Math.ceil(context.ttl / 1000)),
    }),
  });
}
