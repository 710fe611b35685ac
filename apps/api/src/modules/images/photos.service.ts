import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import {
  findImageBytes,
  findImageFacts,
  findRenditionBytes,
  findShareRendition,
  insertImages,
  insertRenditions,
  listRenditions,
} from './images.repository';
import type { PhotoPipeline, PhotoPlace, PreparedPhoto } from './photo-pipeline';

/**
 * Product photos staff upload, and the share pictures of every public image
 * (docs/architecture.md#images, docs/product.md#product-photos).
 */

export interface StoredPhoto {
  guid: string;
  width: number;
  height: number;
  prepared: PreparedPhoto;
}

/**
 * Prepares an upload on the pipeline (`place` is its place in line) and stores it: the widest
 * WebP as a public `product` image of the staff member's shop, the narrower ones and the share
 * picture as its renditions, in one transaction.
 */
export async function storePhoto(
  db: Db,
  pipeline: PhotoPipeline,
  place: PhotoPlace,
  /** The uploader, and their shop (null: an owner's picture of no shop, such as a shop's logo). */
  staff: { userGuid: string; shopGuid: string | null },
  bytes: Buffer,
): Promise<StoredPhoto> {
  const prepared = await pipeline.prepareUpload(place, bytes);
  const guid = randomUUID();
  const { main, smaller, share } = prepared;
  await inTransaction(db, async (trx) => {
    await insertImages(trx, [
      {
        guid,
        kind: 'product',
        contentType: main.contentType,
        bytes: main.bytes,
        width: main.width,
        height: main.height,
        isPublic: true,
        ownerGuid: staff.userGuid,
        shopGuid: staff.shopGuid,
      },
    ]);
    await insertRenditions(trx, guid, [
      ...smaller.map((size) => ({ kind: 'webp' as const, ...size })),
      { kind: 'share', ...share },
    ]);
  });
  return { guid, width: main.width, height: main.height, prepared };
}

/**
 * The stored size to answer `?w=` with: the narrowest at least `width` wide, the widest when
 * none is (docs/decisions/0024-photo-sizes.md).
 */
export function chooseSize<T extends { width: number }>(sizes: readonly T[], width: number): T {
  const widest = sizes.reduce((a, b) => (b.width > a.width ? b : a));
  return sizes.filter((s) => s.width >= width).sort((a, b) => a.width - b.width)[0] ?? widest;
}

/**
 * A public image in the stored size `chooseSize` picks among the image row and its WebP sizes;
 * an image kept in one size (the demo pictures, logos) is itself for any width. The bytes are
 * read only when asked for: a 304 needs the ETag alone.
 */
export async function sizedImageOf(db: Db, id: string, width: number) {
  const image = await findImageFacts(db, id);
  // Private images (payment receipts) are not served here to anyone.
  if (!image || image.isPublic !== 1) throw notFound('Image');
  const renditions = await listRenditions(db, image.guid, 'webp');
  const chosen = chooseSize<{ width: number; contentType: string; etag: string }>(
    [image, ...renditions],
    width,
  );
  const isRow = chosen === image;
  return {
    contentType: chosen.contentType,
    etag: chosen.etag,
    width: chosen.width,
    bytes: () =>
      isRow
        ? findImageBytes(db, image.guid)
        : findRenditionBytes(db, image.guid, 'webp', chosen.width),
  };
}

export interface ServedPicture {
  contentType: string;
  etag: string;
  bytes: Buffer;
}

/**
 * Share pictures being made in this process, by image: a burst of first requests for one
 * image (a link posted to a busy group) makes it once.
 */
const makingShares = new Map<string, Promise<ServedPicture>>();

/**
 * The share picture of a public image. An image without one (stored before share pictures
 * were made on upload: the demo catalog's) gets it made once, on the photo pipeline, stored
 * beside its sizes, then served like any other. `enter` takes the place in line, and refuses
 * with photoBusy when the line is full.
 */
export async function shareImageOf(
  db: Db,
  pipeline: PhotoPipeline,
  id: string,
): Promise<ServedPicture> {
  const image = await findImageFacts(db, id);
  // Private images (receipts) have no share picture for anyone.
  if (!image || image.isPublic !== 1) throw notFound('Image');
  const stored = await findShareRendition(db, image.guid);
  if (stored) return stored;
  const making = makingShares.get(image.guid);
  if (making) return making;
  const place = pipeline.enter();
  const made = makeShare(db, pipeline, place, image.guid).finally(() =>
    makingShares.delete(image.guid),
  );
  makingShares.set(image.guid, made);
  return made;
}

async function makeShare(
  db: Db,
  pipeline: PhotoPipeline,
  place: PhotoPlace,
  imageGuid: string,
): Promise<ServedPicture> {
  const bytes = await findImageBytes(db, imageGuid).catch((error: unknown) => {
    place.cancel();
    throw error;
  });
  if (!bytes) {
    place.cancel();
    throw notFound('Image');
  }
  const share = await pipeline.makeShare(place, bytes);
  await insertRenditions(db, imageGuid, [{ kind: 'share', ...share }]);
  // Another instance may have stored its own a moment earlier: serve what is stored.
  const stored = await findShareRendition(db, imageGuid);
  if (!stored) throw notFound('Image');
  return stored;
}
