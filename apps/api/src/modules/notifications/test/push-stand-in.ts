import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// A maintained implementation of RFC 8188/8291 content encoding (the one web-push encrypts with).
import * as ece from 'http_ece';

export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** What the stand-in answered. */
  status?: number;
}

/**
 * A push service on loopback, as a browser's would be on the internet: it takes what the server
 * POSTs to a subscription's endpoint and answers with the status `answer` gives (201 unless told).
 */
export async function startPushStandIn(
  answer: (request: PushRequest, index: number) => number = () => 201,
) {
  const received: PushRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      const status = answer(request, received.length);
      received.push({ ...request, status });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** Decrypts a push message's body (RFC 8291, aes128gcm) as the browser holding `keys` would. */
export function decryptPush(body: Buffer, keys: BrowserKeys): unknown {
  const plain = ece.decrypt(body, {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  });
  return JSON.parse(plain.toString('utf8'));
}

/**
 * Checks the request's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the key
 * the server publishes, an ES256 signature that verifies against it, the audience the push
 * service's origin and an expiry in the future. Answers the JWT's claims.
 */
export function verifyVapid(
  headers: http.IncomingHttpHeaders,
  publicKey: string,
  audience: string,
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('VAPID key is not the published one');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header.alg !== 'ES256') throw new Error(`VAPID alg ${header.alg}`);
  const point = Buffer.from(publicKey, 'base64url');
  const keyObject = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: keyObject, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (body.aud !== audience) throw new Error(`VAPID aud ${body.aud}, not ${audience}`);
  if (body.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return body;
}
