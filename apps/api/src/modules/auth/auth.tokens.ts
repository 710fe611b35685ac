import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Who issues access tokens and for whom: checked on every request, so a token minted for another service is refused. */
export const TOKEN_ISSUER = 'storefront-api';
export const TOKEN_AUDIENCE = 'storefront-web';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

/** Who a token speaks for: the user, their role and, for shop staff, their shop (0014). */
export interface TokenSubject {
  userGuid: string;
  role: string;
  shopGuid: string | null;
}

export interface AccessTokens {
  /** A signed token whose subject is the user guid, with the role and shop as claims. */
  sign(subject: TokenSubject): Promise<string>;
  /** Who a valid token speaks for, or null for anything else (forged, expired, malformed). */
  verify(token: string): Promise<TokenSubject | null>;
}

/** Tokens issued before roles were claimed carry none: they were all customers' tokens. */
const ClaimsSchema = z.object({
  sub: z.uuid(),
  role: z.string().max(20).default('Customer'),
  shop: z.uuid().nullish(),
});

/**
 * HS256 access tokens (docs/decisions/0008). Verification names the one accepted algorithm,
 * so `alg: none` and algorithm-confusion tokens are refused before any signature check.
 */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userGuid, role, shopGuid }) =>
      new SignJWT(shopGuid ? { role, shop: shopGuid } : { role })
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
        };
      } catch {
        return null;
      }
    },
  };
}
