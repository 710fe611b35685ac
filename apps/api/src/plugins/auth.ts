import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { createAccessTokens, type AccessTokens } from '../modules/auth/auth.tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
    /** Refuses a request without a valid bearer token (401) and sets `request.userGuid`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's guid; '' until `authenticate` has run. */
    userGuid: string;
  }
}

/** §2/§8: the message the web app shows when it sends a visitor to /login. */
export const LOGIN_REQUIRED = 'You need to login first!';

/** The OpenAPI security requirement of the routes that take a bearer token (§6). */
export const BEARER = [{ bearer: [] }] as const;

const unauthorized = () => new AppError(401, LOGIN_REQUIRED);
const BEARER_HEADER = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i;

/**
 * Bearer-token authentication. It verifies the token and loads nothing else: a route that
 * needs the account reads it itself. Routes use it as an onRequest hook, so a request without
 * a valid token is refused before its body is even parsed.
 */
export function registerAuth(app: FastifyInstance, secret: string | undefined): void {
  if (secret === undefined) {
    // server.ts always supplies one (JWT_SECRET or DATA_DIR/jwt-secret); embedded uses such as
    // benchmarks may not, and get tokens that only this process accepts.
    app.log.warn('no JWT secret configured: access tokens will not survive a restart');
  }
  const tokens = createAccessTokens(secret ?? randomBytes(32).toString('base64url'));
  app.decorate('tokens', tokens);
  app.decorateRequest('userGuid', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = BEARER_HEADER.exec(request.headers.authorization ?? '');
    const userGuid = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!userGuid) throw unauthorized();
    request.userGuid = userGuid;
  });
}

/** The signed-in user of a route behind `authenticate`; a route that forgot it fails closed. */
export function userOf(request: FastifyRequest): string {
  if (!request.userGuid) throw unauthorized();
  return request.userGuid;
}
