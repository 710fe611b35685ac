import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { PHOTO_MAX_BYTES, PHOTO_WIDTHS, SHARE_IMAGE } from '@storefront/contract/photos';
import { SellerImageResponseSchema } from '@storefront/contract/seller-catalog';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import { addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addShopSeller, type Seller } from '../../test/seller-fixtures';
import { defaultPhotoPoolSettings } from './photo-pool-settings';
import {
  BOTTOM_COLOUR,
  drawGif,
  drawPhoto,
  exifHasGps,
  heicStart,
  multipartBody,
  PDF_START,
  pngBomb,
  TOP_COLOUR,
} from './test/phone-photos';

/** Every stored picture of an image: the image row, its WebP sizes and its share JPEG. */
async function storedPictures(t: TestApp, guid: string) {
  const image = await t.db.kysely
    .selectFrom('images')
    .selectAll()
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();
  const renditions = await t.db.kysely
    .selectFrom('imageRenditions')
    .selectAll()
    .where('imageGuid', '=', guid)
    .orderBy('kind')
    .orderBy('width')
    .execute();
  return { image, renditions };
}

/**
 * The mean colour of a horizontal band of a picture's right half (the white mark is on the
 * left), from `from` to `to` of its height.
 */
async function bandColour(bytes: Buffer, from: number, to: number) {
  const { width, height } = await sharp(bytes).metadata();
  const top = Math.round(height * from);
  // stats() reads the pipeline's input: the band is cut out first.
  const band = await sharp(bytes)
    .extract({
      left: Math.floor(width / 2),
      top,
      width: width - Math.floor(width / 2),
      height: Math.max(1, Math.round(height * to) - top),
    })
    .png()
    .toBuffer();
  const { channels } = await sharp(band).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

const near = (a: { r: number; g: number; b: number }, b: typeof TOP_COLOUR) =>
  Math.abs(a.r - b.r) < 25 && Math.abs(a.g - b.g) < 25 && Math.abs(a.b - b.b) < 25;

describe.each(testDialects())('product photo upload on %s', (dialect) => {
  let t: TestApp;
  let staff: Seller;
  let customer: Customer;

  const upload = (
    bytes: Buffer,
    who: { auth: Record<string, string> } | null = staff,
    part: Parameters<typeof multipartBody>[1] = {},
  ) => {
    const { payload, headers } = multipartBody(bytes, part);
    return t.app.inject({
      method: 'POST',
      url: '/v1/seller/images',
      headers: { ...headers, ...(who?.auth ?? {}) },
      payload,
    });
  };

  const refusal = (res: { statusCode: number; body: string }) => ({
    status: res.statusCode,
    ...parseBody(ErrorEnvelopeSchema, res.body),
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const shop = await addShop(t.db);
    staff = await addShopSeller(t, shop.guid);
    customer = await addCustomer(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['JPEG', 'jpeg'],
    ['PNG', 'png'],
    ['WebP', 'webp'],
  ] as const)('accepts a %s photo and stores it in every size', async (_name, format) => {
    const photo = await drawPhoto({ width: 1500, height: 1000, format });
    // What the browser declares plays no part: the bytes decide.
    const res = await upload(photo, staff, { filename: 'IMG_0001.txt', contentType: 'text/plain' });
    expect(res.statusCode, res.body).toBe(200);
    const { guid, width, height } = parseBody(SellerImageResponseSchema, res.body).data;
    expect([width, height]).toEqual([1280, 853]);

    const { image, renditions } = await storedPictures(t, guid);
    expect(image).toMatchObject({
      kind: 'product',
      contentType: 'image/webp',
      width: 1280,
      height: 853,
      isPublic: 1,
      shopGuid: staff.shopGuid,
      ownerGuid: staff.guid,
      byteSize: image.bytes.length,
    });
    expect(renditions.map((r) => [r.kind, r.width, r.contentType])).toEqual([
      ['share', SHARE_IMAGE.width, 'image/jpeg'],
      ...PHOTO_WIDTHS.filter((w) => w < 1280).map((w) => ['webp', w, 'image/webp']),
    ]);
    // Every stored picture has its own ETag, and is what its row says it is.
    const etags = new Set([image.etag, ...renditions.map((r) => r.etag)]);
    expect(etags.size).toBe(1 + renditions.length);
    for (const r of renditions) {
      const meta = await sharp(r.bytes).metadata();
      expect([meta.width, meta.height, r.byteSize]).toEqual([r.width, r.height, r.bytes.length]);
    }
  });

  it('never enlarges a photo narrower than the widest size', async () => {
    const res = await upload(await drawPhoto({ width: 500, height: 700, format: 'png' }));
    expect(res.statusCode, res.body).toBe(200);
    const { guid, width, height } = parseBody(SellerImageResponseSchema, res.body).data;
    expect([width, height]).toEqual([500, 700]);
    const { renditions } = await storedPictures(t, guid);
    expect(renditions.filter((r) => r.kind === 'webp').map((r) => r.width)).toEqual([200, 400]);
  });

  it('turns a phone photo upright and keeps no EXIF, GPS or colour profile in any size', async () => {
    const photo = await drawPhoto({
      width: 1200,
      height: 1600,
      format: 'jpeg',
      orientation: 6,
      exif: true,
    });
    const sent = await sharp(photo).metadata();
    // The file as a phone sends it: pixels lying on their side, a GPS position, a profile.
    expect([sent.width, sent.height, sent.orientation]).toEqual([1600, 1200, 6]);
    expect(exifHasGps(sent.exif)).toBe(true);
    expect(sent.icc).toBeDefined();

    const res = await upload(photo);
    expect(res.statusCode, res.body).toBe(200);
    const { guid, width, height } = parseBody(SellerImageResponseSchema, res.body).data;
    expect([width, height]).toEqual([1200, 1600]);

    const { image, renditions } = await storedPictures(t, guid);
    const pictures = [image, ...renditions];
    expect(pictures).toHaveLength(1 + 4 + 1);
    for (const picture of pictures) {
      const meta = await sharp(picture.bytes).metadata();
      expect(meta.exif, `${picture.width} px`).toBeUndefined();
      expect(exifHasGps(meta.exif)).toBe(false);
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      // Upright: red above, blue below (the share picture has white beside the photo).
      const crop = picture.width === SHARE_IMAGE.width && picture.height === SHARE_IMAGE.height;
      const photoPart = crop
        ? await sharp(picture.bytes)
            .extract({ left: 600 - 100, top: 0, width: 200, height: 630 })
            .png()
            .toBuffer()
        : picture.bytes;
      expect(near(await bandColour(photoPart, 0.1, 0.45), TOP_COLOUR)).toBe(true);
      expect(near(await bandColour(photoPart, 0.6, 0.9), BOTTOM_COLOUR)).toBe(true);
      if (!crop) expect(picture.height).toBeGreaterThan(picture.width);
    }
    // The raw bytes too: no 'Exif' block and no Apple make anywhere in what is stored.
    for (const picture of pictures) {
      expect(picture.bytes.includes(Buffer.from('Exif\0'))).toBe(false);
      expect(picture.bytes.includes(Buffer.from('iPhone'))).toBe(false);
    }
  });

  it('makes the share picture: the photo whole on white, 1200 × 630 JPEG', async () => {
    const res = await upload(await drawPhoto({ width: 1000, height: 1000, format: 'jpeg' }));
    const { guid } = parseBody(SellerImageResponseSchema, res.body).data;
    const share = (await storedPictures(t, guid)).renditions.find((r) => r.kind === 'share')!;
    const meta = await sharp(share.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // A square photo stands in the middle, 630 high; the sides are white.
    const left = await bandColourOfColumns(share.bytes, 0, 250);
    expect(near(left, { r: 255, g: 255, b: 255 })).toBe(true);
  });

  it.each([
    ['HEIC', () => heicStart(), 415, 'photoHeic', /Most Compatible/],
    ['GIF', () => drawGif(), 415, 'photoType', /GIF/],
    ['PDF', () => PDF_START, 415, 'photoType', /PDF/],
    [
      'text',
      () => Buffer.from('name,price\nLongyi,12000\n'),
      415,
      'photoType',
      /JPEG, PNG or WebP/,
    ],
    ['empty', () => Buffer.alloc(0), 400, 'photoEmpty', /empty/],
  ] as const)('refuses a %s file with its code', async (_name, make, status, code, message) => {
    const before = t.app.photoPipeline.counters().decodes;
    const res = await upload(await make());
    expect(refusal(res)).toMatchObject({ status, code, success: false, data: null });
    expect(refusal(res).message).toMatch(message);
    expect(t.app.photoPipeline.counters().decodes).toBe(before);
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const photo = await drawPhoto({ width: 1600, height: 1200, format: 'jpeg' });
    const res = await upload(photo.subarray(0, Math.floor(photo.length * 0.6)));
    expect(refusal(res)).toMatchObject({ status: 422, code: 'photoUnreadable' });
    expect(refusal(res).message).toMatch(/damaged or incomplete/);
  });

  it('refuses a file over 15 MB', async () => {
    // A real JPEG start, padded past the limit: refused for its size before anything else.
    const photo = await drawPhoto({ width: 400, height: 300, format: 'jpeg' });
    const big = Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES + 1 - photo.length, 0)]);
    const res = await upload(big);
    expect(refusal(res)).toMatchObject({ status: 413, code: 'photoTooLarge' });
    expect(refusal(res).message).toMatch(/larger than 15 MB/);
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(150_000);
    const before = t.app.photoPipeline.counters();
    const res = await upload(bomb, staff, { filename: 'bomb.png', contentType: 'image/png' });
    expect(refusal(res)).toMatchObject({ status: 422, code: 'photoTooManyPixels' });
    expect(refusal(res).message).toMatch(/30000 × 30000 pixels/);
    const after = t.app.photoPipeline.counters();
    expect(after.decodes).toBe(before.decodes);
    expect(after.prepared).toBe(before.prepared);
    // The place it took in line was given back.
    expect(after.waiting).toBe(0);
  });

  it('counts a decode for each photo it prepares', async () => {
    const before = t.app.photoPipeline.counters();
    const res = await upload(await drawPhoto({ width: 800, height: 600, format: 'webp' }));
    expect(res.statusCode).toBe(200);
    const after = t.app.photoPipeline.counters();
    expect(after.decodes - before.decodes).toBe(1);
    expect(after.prepared - before.prepared).toBe(1);
  });

  it('answers a request without a photo in the field "file" with photoMissing', async () => {
    const photo = await drawPhoto({ width: 400, height: 300, format: 'jpeg' });
    const wrongField = await upload(photo, staff, { field: 'picture' });
    expect(refusal(wrongField)).toMatchObject({ status: 400, code: 'photoMissing' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/seller/images',
      headers: staff.auth,
      payload: { file: photo.toString('base64') },
    });
    expect(refusal(json)).toMatchObject({ status: 400, code: 'photoMissing' });
    expect(t.app.photoPipeline.counters().waiting).toBe(0);
  });

  it('is for shop staff only: a shopper gets 403, no token 401', async () => {
    const photo = await drawPhoto({ width: 400, height: 300, format: 'jpeg' });
    const before = await t.db.kysely
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const shopper = await upload(photo, customer);
    expect(shopper.statusCode).toBe(403);
    expect(refusal(shopper).message).toMatch(/shop staff only/);
    const nobody = await upload(photo, null);
    expect(nobody.statusCode).toBe(401);
    const forged = await upload(photo, { auth: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    const after = await t.db.kysely
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

/** The mean colour of the columns from `from` to `to` (px) of a picture. */
async function bandColourOfColumns(bytes: Buffer, from: number, to: number) {
  const { height } = await sharp(bytes).metadata();
  const band = await sharp(bytes)
    .extract({ left: from, top: 0, width: to - from, height })
    .png()
    .toBuffer();
  const { channels } = await sharp(band).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

describe.each(testDialects())('product photo pool on %s', (dialect) => {
  const WORKERS = 2;
  const QUEUE = 3;
  let t: TestApp;
  let staff: Seller;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      photos: { ...defaultPhotoPoolSettings(), workers: WORKERS, queue: QUEUE, uploadSeconds: 1 },
    });
    staff = await addShopSeller(t, (await addShop(t.db)).guid);
  });
  afterAll(() => t.close());

  it('never prepares more than its workers at once, and refuses past its line with photoBusy', async () => {
    const photo = await drawPhoto({ width: 1600, height: 1200, format: 'jpeg' });
    const sent = WORKERS + QUEUE + 4;
    const answers = await Promise.all(
      Array.from({ length: sent }, () => {
        const { payload, headers } = multipartBody(photo);
        return t.app.inject({
          method: 'POST',
          url: '/v1/seller/images',
          headers: { ...headers, ...staff.auth },
          payload,
        });
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(WORKERS + QUEUE);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(parseBody(ErrorEnvelopeSchema, answer.body)).toMatchObject({ code: 'photoBusy' });
      expect(parseBody(ErrorEnvelopeSchema, answer.body).message).toMatch(/try again/);
      expect(answer.headers['retry-after']).toBe('30');
    }
    const counters = t.app.photoPipeline.counters();
    expect(counters.peakRunning).toBe(WORKERS);
    expect(counters.refusedBusy).toBe(busy.length);
    expect(counters.prepared).toBe(sent - busy.length);
    expect([counters.running, counters.waiting]).toEqual([0, 0]);
  });

  it('gives the place back when an upload stops arriving, with photoTimeout', async () => {
    const photo = await drawPhoto({ width: 800, height: 600, format: 'jpeg' });
    const { payload, headers } = multipartBody(photo);
    // The form's start and half the photo, then nothing more: a phone that lost its signal.
    const stalled = new PassThrough();
    stalled.write(payload.subarray(0, Math.floor(payload.length / 2)));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/seller/images',
      headers: { ...headers, ...staff.auth },
      payload: stalled,
    });
    stalled.destroy();
    expect(res.statusCode).toBe(408);
    expect(parseBody(ErrorEnvelopeSchema, res.body)).toMatchObject({ code: 'photoTimeout' });
    expect(parseBody(ErrorEnvelopeSchema, res.body).message).toMatch(/took too long to arrive/);
    expect(t.app.photoPipeline.counters().waiting).toBe(0);
  });
});
