import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, PNG_1x1 } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';

describe.each(testDialects())('image download on %s', (dialect) => {
  let t: TestApp;
  let publicImage: string;
  let privateImage: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    publicImage = await addImage(t.db, 'product', true);
    privateImage = await addImage(t.db, 'receipt', false);
    await addImage(t.db, 'placeholder', true);
  });
  afterAll(() => t.close());

  it('serves the bytes with type, ETag and a year of caching', async () => {
    const res = await t.app.inject({ url: `/v1/image/download/${publicImage}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.rawPayload.equals(PNG_1x1)).toBe(true);
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await t.app.inject({ url: `/v1/image/download/${publicImage}` });
    const again = await t.app.inject({
      url: `/v1/image/download/${publicImage}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves the placeholder by name', async () => {
    const res = await t.app.inject({ url: '/v1/image/download/placeholder' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('never serves a private image', async () => {
    const res = await t.app.inject({ url: `/v1/image/download/${privateImage}` });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ url: `/v1/image/download/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(parseBody(ErrorEnvelopeSchema, unknown.body).message).toBe('Image not found.');
    const bad = await t.app.inject({ url: '/v1/image/download/..%2F..%2Fetc%2Fpasswd' });
    expect(bad.statusCode).toBe(400);
    expect(parseBody(ErrorEnvelopeSchema, bad.body).message).toBe('Not a valid image id.');
  });
});
