import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Who issues access tokens and for whom: checked on every request, so a token minted for another service is refused. */
export const TOKEN_ISSUER = 'storefront-api';
export const TOKEN_AUDIENCE = 'storefront-web';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

/**
 * Who a token speaks for: the user, their role and, for shop staff, their shop (0014); and the
 * account's token version when it was issued, which must still be the account's (0016).
 */
export interface TokenSubject {
  userGuid: string;
  role: string;
  shopGuid: string | null;
  tokenVersion: number;
}

export interface AccessTokens {
  /** A signed token whose subject is the user guid, with the role and shop as claims. */
  sign(subject: TokenSubject): Promise<string>;
  /** Who a valid token speaks for, or null for anything else (forged, expired, malformed). */
  verify(token: string): Promise<TokenSubject | null>;
}

/**
 * Tokens issued before roles were claimed carry none: they were all customers' tokens. Tokens
 * issued before versions were claimed carry no `ver`: they are version 0, every account's
 * first, so they work until the account's first logout or password change.
 */
const ClaimsSchema = z.object({
  sub: z.uuid(),
  role: z.string().max(20).default('Customer'),
  shop: z.uuid().nullish(),
  ver: z.number().int().nonnegative().default(0),
});

/**
 * HS256 access tokens (docs/decisions/0008). Verification names the one accepted algorithm,
 * so `alg: none` and algorithm-confusion tokens are refused before any signature check.
 */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userGuid, role, shopGuid, tokenVersion }) =>
      new SignJWT(
        shopGuid ? { role, shop: shopGuid, ver: tokenVersion } : { role, ver: tokenVersion },
      )
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userGuid)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const claims = ClaimsSchema.safeParse(payload);
        if (!claims.success) return null;
        return {
          userGuid: claims.data.sub,
          role: claims.data.role,
          shopGuid: claims.data.shop ?? null,
          tokenVersion: claims.data.ver,
        };
      } catch {
        return null;
      }
    },
  };
}
