import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';
import { inChunks } from '../../db/chunks';

export async function findImage(db: Db, id: string) {
  const query = db.kysely
    .selectFrom('images')
    .select(['contentType', 'bytes', 'etag', 'isPublic', 'ownerGuid']);
  return id === 'placeholder'
    ? query.where('kind', '=', 'placeholder').executeTakeFirst()
    : query.where('guid', '=', id).executeTakeFirst();
}

export interface NewImage {
  guid: string;
  kind: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  isPublic?: boolean;
  ownerGuid?: string | null;
  /** The shop whose staff uploaded it (product photos). */
  shopGuid?: string | null;
}

const etagOf = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Stores pictures with their size and ETag: a checkout's receipt, the seeds' catalog images. */
export async function insertImages(db: Db, images: NewImage[]): Promise<void> {
  await inChunks(images, (chunk) =>
    db.kysely
      .insertInto('images')
      .values(
        chunk.map((i) => ({
          guid: i.guid,
          kind: i.kind,
          contentType: i.contentType,
          bytes: i.bytes,
          byteSize: i.bytes.length,
          etag: etagOf(i.bytes),
          width: i.width,
          height: i.height,
          isPublic: i.isPublic === false ? 0 : 1,
          ownerGuid: i.ownerGuid ?? null,
          shopGuid: i.shopGuid ?? null,
          createdAt: new Date().toISOString(),
        })),
      )
      .execute(),
  );
}

/** What serving an image in another size needs to know of it, without its bytes. */
export async function findImageFacts(db: Db, id: string) {
  const query = db.kysely
    .selectFrom('images')
    .select(['guid', 'contentType', 'etag', 'isPublic', 'width', 'height']);
  return id === 'placeholder'
    ? query.where('kind', '=', 'placeholder').executeTakeFirst()
    : query.where('guid', '=', id).executeTakeFirst();
}

/** The bytes of an image row (the widest stored size of a photo). */
export async function findImageBytes(db: Db, guid: string) {
  return db.kysely
    .selectFrom('images')
    .select(['bytes'])
    .where('guid', '=', guid)
    .executeTakeFirst()
    .then((row) => row?.bytes);
}

/** The image's other sizes of one kind, narrowest first, without their bytes. */
export async function listRenditions(db: Db, imageGuid: string, kind: 'webp' | 'share') {
  return db.kysely
    .selectFrom('imageRenditions')
    .select(['width', 'height', 'contentType', 'etag'])
    .where('imageGuid', '=', imageGuid)
    .where('kind', '=', kind)
    .orderBy('width')
    .execute();
}

export async function findRenditionBytes(
  db: Db,
  imageGuid: string,
  kind: 'webp' | 'share',
  width: number,
) {
  return db.kysely
    .selectFrom('imageRenditions')
    .select(['bytes'])
    .where('imageGuid', '=', imageGuid)
    .where('kind', '=', kind)
    .where('width', '=', width)
    .executeTakeFirst()
    .then((row) => row?.bytes);
}

/** The share picture with its bytes, when the image has one. */
export async function findShareRendition(db: Db, imageGuid: string) {
  return db.kysely
    .selectFrom('imageRenditions')
    .select(['contentType', 'etag', 'bytes'])
    .where('imageGuid', '=', imageGuid)
    .where('kind', '=', 'share')
    .executeTakeFirst();
}

export interface NewRendition {
  kind: 'webp' | 'share';
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Stores an image's other sizes, each with its own ETag. A size already stored is kept as it
 * is: two instances making the same image's share picture at once store it once.
 */
export async function insertRenditions(
  db: Db,
  imageGuid: string,
  renditions: NewRendition[],
): Promise<void> {
  if (renditions.length === 0) return;
  await db.kysely
    .insertInto('imageRenditions')
    .values(
      renditions.map((r) => ({
        imageGuid,
        kind: r.kind,
        width: r.width,
        height: r.height,
        contentType: r.contentType,
        bytes: r.bytes,
        byteSize: r.bytes.length,
        etag: etagOf(r.bytes),
      })),
    )
    .onConflict((oc) => oc.columns(['imageGuid', 'kind', 'width']).doNothing())
    .execute();
}
