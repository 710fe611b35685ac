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
  /** The shop whose staff uploaded a product photo. */
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
