import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { SellerImageResponseSchema } from '@storefront/contract/seller-catalog';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, addShop, PNG_1x1 } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addShopSeller, type Seller } from '../../test/seller-fixtures';
import { insertImages } from './images.repository';
import { defaultPhotoPoolSettings } from './photo-pool-settings';
import { drawPhoto, multipartBody } from './test/phone-photos';

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

describe.each(testDialects())('image sizes and share pictures on %s', (dialect) => {
  let t: TestApp;
  let staff: Seller;
  /** A 1,600 px wide upload: stored at 1280 (the image) and 960, 640, 400, 200. */
  let photo: string;
  /** A demo-catalog picture: one 600 × 600 WebP, no other size, no share picture. */
  let demo: string;
  let receipt: string;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

  async function addDemoPicture(): Promise<string> {
    const guid = randomUUID();
    const bytes = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#e8c070' },
    })
      .webp()
      .toBuffer();
    await insertImages(t.db, [
      { guid, kind: 'product', contentType: 'image/webp', bytes, width: 600, height: 600 },
    ]);
    return guid;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    staff = await addShopSeller(t, (await addShop(t.db)).guid);
    const { payload, headers } = multipartBody(
      await drawPhoto({ width: 1600, height: 1200, format: 'jpeg' }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/seller/images',
      headers: { ...headers, ...staff.auth },
      payload,
    });
    photo = parseBody(SellerImageResponseSchema, res.body).data.guid;
    demo = await addDemoPicture();
    receipt = await addImage(t.db, 'receipt', false);
  });
  afterAll(() => t.close());

  it.each([
    [1, 200],
    [200, 200],
    [201, 400],
    [400, 400],
    [600, 640],
    [641, 960],
    [1000, 1280],
    [1280, 1280],
    // Wider than any stored size: the widest.
    [4096, 1280],
  ])('?w=%i answers the stored WebP %i px wide', async (w, expected) => {
    const res = await get(`/v1/image/download/${photo}?w=${w}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await widthOf(res.rawPayload)).toBe(expected);
  });

  it('gives each size its own ETag, and answers 304 only for that size', async () => {
    const small = await get(`/v1/image/download/${photo}?w=400`);
    const large = await get(`/v1/image/download/${photo}?w=1280`);
    const plain = await get(`/v1/image/download/${photo}`);
    const [smallTag, largeTag] = [String(small.headers.etag), String(large.headers.etag)];
    expect(smallTag).toMatch(/^".+"$/);
    expect(smallTag).not.toBe(largeTag);
    // Without w: the image row, which is the widest size.
    expect(plain.headers.etag).toBe(largeTag);
    expect(plain.rawPayload.equals(large.rawPayload)).toBe(true);
    // Another w that picks the same size: the same bytes and ETag.
    expect((await get(`/v1/image/download/${photo}?w=390`)).headers.etag).toBe(smallTag);

    const again = await get(`/v1/image/download/${photo}?w=400`, { 'if-none-match': smallTag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(smallTag);
    const other = await get(`/v1/image/download/${photo}?w=400`, { 'if-none-match': largeTag });
    expect(other.statusCode).toBe(200);
    expect(await widthOf(other.rawPayload)).toBe(400);
  });

  it('answers an image kept in one size with itself for any w', async () => {
    const plain = await get(`/v1/image/download/${demo}`);
    for (const w of [1, 200, 640, 4096]) {
      const res = await get(`/v1/image/download/${demo}?w=${w}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
    const placeholder = await addImage(t.db, 'placeholder', true);
    expect(placeholder).toBeTruthy();
    const named = await get('/v1/image/download/placeholder?w=400');
    expect(named.statusCode).toBe(200);
    expect(named.rawPayload.equals(PNG_1x1)).toBe(true);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '4097', '99999999', '1e3', '0x10', '%20400'])(
    'refuses ?w=%s with 400',
    async (w) => {
      const res = await get(`/v1/image/download/${photo}?w=${w}`);
      expect(res.statusCode).toBe(400);
      expect(parseBody(ErrorEnvelopeSchema, res.body).message).toMatch(/^w must/);
    },
  );

  it('refuses a w given twice', async () => {
    const res = await get(`/v1/image/download/${photo}?w=200&w=400`);
    expect(res.statusCode).toBe(400);
  });

  it('never serves a private image, in any size or as a share picture', async () => {
    expect((await get(`/v1/image/download/${receipt}?w=400`)).statusCode).toBe(404);
    const share = await get(`/v1/image/share/${receipt}`);
    expect(share.statusCode).toBe(404);
    expect(parseBody(ErrorEnvelopeSchema, share.body).message).toBe('Image not found.');
    const made = await t.db.kysely
      .selectFrom('imageRenditions')
      .select('width')
      .where('imageGuid', '=', receipt)
      .execute();
    expect(made).toEqual([]);
  });

  it('answers the share picture of an upload: a 1200 × 630 JPEG with its ETag', async () => {
    const res = await get(`/v1/image/share/${photo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      1200,
      630,
      undefined,
    ]);
    const again = await get(`/v1/image/share/${photo}`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('makes the share picture of an older image once, stores it, then serves it', async () => {
    const before = t.app.photoPipeline.counters().decodes;
    const first = await get(`/v1/image/share/${demo}`);
    expect(first.statusCode).toBe(200);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(t.app.photoPipeline.counters().decodes).toBe(before + 1);
    const stored = await t.db.kysely
      .selectFrom('imageRenditions')
      .select(['kind', 'width', 'height', 'etag'])
      .where('imageGuid', '=', demo)
      .execute();
    expect(stored).toEqual([{ kind: 'share', width: 1200, height: 630, etag: first.headers.etag }]);

    const second = await get(`/v1/image/share/${demo}`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.photoPipeline.counters().decodes).toBe(before + 1);
    // The share picture is not a WebP size: ?w still answers the image itself.
    const sized = await get(`/v1/image/download/${demo}?w=1200`);
    expect(sized.headers['content-type']).toBe('image/webp');
  });

  it('makes a burst of first requests for one share picture once', async () => {
    const fresh = await addDemoPicture();
    const before = t.app.photoPipeline.counters().decodes;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(`/v1/image/share/${fresh}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(t.app.photoPipeline.counters().decodes).toBe(before + 1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get(`/v1/image/share/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/v1/image/share/not-an-id')).statusCode).toBe(400);
  });
});

describe.each(testDialects())('share pictures made on a full pool on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      photos: { ...defaultPhotoPoolSettings(), workers: 1, queue: 0 },
    });
  });
  afterAll(() => t.close());

  it('answers photoBusy with Retry-After rather than waiting without bound', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const guid = randomUUID();
      const bytes = await sharp({
        create: { width: 1200, height: 1200, channels: 3, background: '#70a0e8' },
      })
        .webp()
        .toBuffer();
      await insertImages(t.db, [
        { guid, kind: 'product', contentType: 'image/webp', bytes, width: 1200, height: 1200 },
      ]);
      ids.push(guid);
    }
    const answers = await Promise.all(ids.map((id) => t.app.inject(`/v1/image/share/${id}`)));
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(parseBody(ErrorEnvelopeSchema, answer.body).code).toBe('photoBusy');
      expect(answer.headers['retry-after']).toBe('30');
    }
    expect(t.app.photoPipeline.counters().peakRunning).toBe(1);
    // Once the worker is free, the refused ones are made on request.
    for (const id of ids)
      expect((await t.app.inject(`/v1/image/share/${id}`)).statusCode).toBe(200);
  });
});

describe.each(testDialects())('image and photo calls in the OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('documents the upload under seller, and the image routes under images', async () => {
    type Operation = {
      tags?: string[];
      security?: unknown;
      responses?: object;
      parameters?: { in: string; name: string }[];
      requestBody?: { content?: Record<string, unknown> };
    };
    const doc = JSON.parse((await t.app.inject({ url: '/docs/json' })).body) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const upload = doc.paths['/v1/seller/images']?.post;
    expect(upload?.tags).toEqual(['seller']);
    expect(upload?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(upload?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '415', '422', '503']),
    );
    const download = doc.paths['/v1/image/download/{id}']?.get;
    expect(download?.tags).toEqual(['images']);
    expect(download?.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['w']);
    expect(doc.paths['/v1/image/share/{id}']?.get?.tags).toEqual(['images']);
  });
});
