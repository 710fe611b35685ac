import net from 'node:net';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, type TestApp } from '../test/harness';

// Refusals Fastify and Node make before any route or error handler runs: found by the fuzzer
// (apps/api/src/proof), which once got Fastify's own JSON shape with the raw path as message.
describe('refusals before routing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers a path with a broken %-escape with the envelope', async () => {
    for (const url of ['/v1/pos/category/%zz', '/v1/seller/orders/%E1%80', '/v1/receipts/%']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(parseBody(ErrorEnvelopeSchema, res.body).message).toBe(
        'The address of this request is not valid.',
      );
    }
  });

  it('answers a path parameter over the length limit with the envelope', async () => {
    const res = await t.app.inject({ url: `/v1/image/download/${'a'.repeat(260)}` });
    expect(res.statusCode).toBe(414);
    expect(parseBody(ErrorEnvelopeSchema, res.body).message).toBe(
      'The address of this request is too long.',
    );
  });

  it('answers headers over Node’s size limit with the envelope, on the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'k'.repeat(20_000)}\r\n\r\n`);
      });
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(parseBody(ErrorEnvelopeSchema, body).message).toBe('The request headers are too large.');
  });
});
