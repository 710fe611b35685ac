import { randomBytes } from 'node:crypto';
import { OWNER_ROLE, SELLER_ROLE, SHOP_HEADER } from '@storefront/contract/seller';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { findOwnerShop, findTokenVersion } from '../modules/auth/auth.repository';
import { createAccessTokens, type AccessTokens } from '../modules/auth/auth.tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
    /**
     * Refuses a request without a valid bearer token of the account's current token version
     * (401), and sets `request.userGuid`.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * Like `authenticate`, and refuses (403) a token that is not shop staff's; sets
     * `request.sellerShopGuid` (docs/decisions/0014-order-life-cycle.md).
     */
    authenticateSeller: (request: FastifyRequest) => Promise<void>;
    /**
     * Like `authenticate`, and refuses (403) every token but an owner's: the business's calls
     * under `v1/admin/` (docs/decisions/0029-owners.md).
     */
    authenticateOwner: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's guid; '' until `authenticate` has run. */
    userGuid: string;
    /** The signed-in user's role ('Customer', 'Seller' or 'Owner'); '' until `authenticate` has run. */
    userRole: string;
    /** The token version the request's token carries (docs/decisions/0016); -1 until then. */
    tokenVersion: number;
    /** The account must choose its own password before any console call but `GET v1/seller/me`. */
    mustChangePassword: boolean;
    /**
     * The shop a console call acts in: a Seller's own, or the one an Owner's request names
     * (`x-shop-guid`, else the default shop); '' until `authenticateSeller` has run.
     */
    sellerShopGuid: string;
  }
}

/** docs/product.md#protected-routes/docs/product.md#error-messages: the message the web app shows when it sends a visitor to /login. */
export const LOGIN_REQUIRED = 'You need to login first!';

/** The OpenAPI security requirement of the routes that take a bearer token (docs/product.md#roles). */
export const BEARER = [{ bearer: [] }] as const;

/** What a shopper's token hears at a shop staff's call. */
export const STAFF_ONLY = 'This is for shop staff only. Please sign in with your shop account.';

/** What a shopper's or a staff member's token hears at the business's calls. */
export const OWNERS_ONLY = "This is for the business's owners only.";

/** An owner's request names a shop that does not exist. */
export const NO_SUCH_SHOP = 'There is no such shop. Choose one of the shops in the list.';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The shop an owner's console call acts in: the one the `x-shop-guid` header names, or the
 * default shop when it names none; undefined when the named shop does not exist.
 */
export type OwnerShopLookup = (shopGuid: string | undefined) => Promise<string | undefined>;

const unauthorized = () => new AppError(401, LOGIN_REQUIRED);
const BEARER_HEADER = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i;

/**
 * The account's current token version, role and shop, whether it is switched off and whether it
 * must choose its own password first, or undefined when there is no such account.
 */
export type TokenVersionLookup = (userGuid: string) => Promise<
  | {
      tokenVersion: number;
      role: string;
      shopGuid: string | null;
      disabled?: boolean;
      mustChangePassword?: boolean;
    }
  | undefined
>;

/** What a token of a switched-off account hears (docs/decisions/0029-owners.md#staff). */
export const ACCOUNT_SWITCHED_OFF =
  "This account has been switched off. Ask the business's owner to switch it on again.";

/** What a console call of an account that must choose its own password first hears. */
export const PASSWORD_CHANGE_FIRST =
  'Please choose your own password first: the one you were given is for the first sign-in only.';

/** The one console call such an account may make: who it is (the console then asks for it). */
const BEFORE_PASSWORD_CHANGE = new Set(['GET /v1/seller/me']);

/**
 * Bearer-token authentication. It verifies the token, then reads one row, the account's
 * token version, role and shop, by primary key: a token of an older version (the account
 * logged out or changed its password since), of an account that is gone, or whose role or shop
 * is not the account's, is refused. The read is made on
 * every request, uncached, so a logout ends the token on every instance at once
 * (docs/decisions/0016-token-revocation.md). A route that needs more of the account reads it
 * itself. Routes use it as an onRequest hook, so a request without a valid token is refused
 * before its body is even parsed.
 */
export function registerAuth(
  app: FastifyInstance,
  secret: string | undefined,
  tokenVersionOf: TokenVersionLookup = (userGuid) => findTokenVersion(app.db, userGuid),
  ownerShopOf: OwnerShopLookup = (shopGuid) => findOwnerShop(app.db, shopGuid),
): void {
  if (secret === undefined) {
    // server.ts always supplies one (JWT_SECRET or DATA_DIR/jwt-secret); embedded uses such as
    // benchmarks may not, and get tokens that only this process accepts.
    app.log.warn('no JWT secret configured: access tokens will not survive a restart');
  }
  const tokens = createAccessTokens(secret ?? randomBytes(32).toString('base64url'));
  app.decorate('tokens', tokens);
  app.decorateRequest('userGuid', '');
  app.decorateRequest('userRole', '');
  app.decorateRequest('tokenVersion', -1);
  app.decorateRequest('mustChangePassword', false);
  app.decorateRequest('sellerShopGuid', '');
  const authenticate = async (request: FastifyRequest) => {
    const match = BEARER_HEADER.exec(request.headers.authorization ?? '');
    const subject = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!subject) throw unauthorized();
    const account = await tokenVersionOf(subject.userGuid);
    // Told only to whoever holds a token the server signed for the account, as the login tells
    // only whoever knows the password: switching off ended every token, and the console says why.
    if (account?.disabled) {
      throw new AppError(401, ACCOUNT_SWITCHED_OFF, undefined, 'accountDisabled');
    }
    if (account?.tokenVersion !== subject.tokenVersion) throw unauthorized();
    // A token speaks for the account as it is: one whose role or shop is not the account's
    // (a staff member moved or made a shopper since) is refused like a revoked one.
    if (
      account.role !== subject.role ||
      (account.shopGuid ?? null) !== (subject.shopGuid ?? null)
    ) {
      throw unauthorized();
    }
    request.userGuid = subject.userGuid;
    request.userRole = subject.role;
    request.tokenVersion = subject.tokenVersion;
    request.mustChangePassword = account.mustChangePassword === true;
    if (subject.role === SELLER_ROLE && subject.shopGuid) request.sellerShopGuid = subject.shopGuid;
  };
  app.decorate('authenticate', authenticate);
  // An answer to a request that carries a token may speak of that account: no browser, proxy
  // or CDN may keep it. Registered after the catalog micro-cache, whose onSend has already
  // kept its copy of a public answer with that answer's own headers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization === undefined) return payload;
    // A route that already forbids keeping its answer (receipts: private, no-store) keeps its own.
    const current = reply.getHeader('cache-control');
    if (!String(current ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.decorate('authenticateSeller', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.userRole === OWNER_ROLE) {
      const named = request.headers[SHOP_HEADER];
      const wanted = typeof named === 'string' && named !== '' ? named : undefined;
      if (wanted !== undefined && !GUID.test(wanted)) throw new AppError(404, NO_SUCH_SHOP);
      const shopGuid = await ownerShopOf(wanted);
      if (!shopGuid) throw new AppError(404, NO_SUCH_SHOP);
      request.sellerShopGuid = shopGuid;
    }
    if (!request.sellerShopGuid) throw new AppError(403, STAFF_ONLY);
    refuseBeforePasswordChange(request);
  });
  app.decorate('authenticateOwner', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.userRole !== OWNER_ROLE) throw new AppError(403, OWNERS_ONLY);
    refuseBeforePasswordChange(request);
  });
}

/**
 * An account whose password an owner chose works in the console only once it has chosen its
 * own (`POST v1/user/password`): every console and business call but `GET v1/seller/me` is
 * refused, whatever the web app shows (docs/decisions/0029-owners.md#staff).
 */
function refuseBeforePasswordChange(request: FastifyRequest): void {
  if (!request.mustChangePassword) return;
  if (BEFORE_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
  throw new AppError(403, PASSWORD_CHANGE_FIRST, undefined, 'mustChangePassword');
}

/** The shop of the signed-in staff member, behind `authenticateSeller`; fails closed. */
export function sellerShopOf(request: FastifyRequest): string {
  if (!request.sellerShopGuid) throw new AppError(403, STAFF_ONLY);
  return request.sellerShopGuid;
}

/** The signed-in user and their token's version, behind `authenticate`; fails closed. */
export function sessionOf(request: FastifyRequest): { userGuid: string; tokenVersion: number } {
  if (!request.userGuid || request.tokenVersion < 0) throw unauthorized();
  return { userGuid: request.userGuid, tokenVersion: request.tokenVersion };
}

/** The signed-in user of a route behind `authenticate`; a route that forgot it fails closed. */
export function userOf(request: FastifyRequest): string {
  if (!request.userGuid) throw unauthorized();
  return request.userGuid;
}

/** The signed-in owner, behind `authenticateOwner`; anyone else fails closed. */
export function ownerOf(request: FastifyRequest): string {
  if (!request.userGuid || request.userRole !== OWNER_ROLE) throw new AppError(403, OWNERS_ONLY);
  return request.userGuid;
}
