import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Who issues access tokens and for whom: checked on every request, so a token minted for another service is refused. */
export const TOKEN_ISSUER = 'storefront-api';
export const TOKEN_AUDIENCE = 'storefront-web';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

export interface AccessTokens {
  /** A signed token whose subject is the user guid. */
  sign(userGuid: string): Promise<string>;
  /** The user guid of a valid token, or null for anything else (forged, expired, malformed). */
  verify(token: string): Promise<string | null>;
}

/**
 * HS256 access tokens (docs/decisions/0008). Verification names the one accepted algorithm,
 * so `alg: none` and algorithm-confusion tokens are refused before any signature check.
 */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userGuid) =>
      new SignJWT({})
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
        const subject = z.uuid().safeParse(payload.sub);
        return subject.success ? subject.data : null;
      } catch {
        return null;
      }
    },
  };
}
