import type { Db } from '../../db/connection';

export async function findImage(db: Db, id: string) {
  const query = db.kysely
    .selectFrom('images')
    .select(['contentType', 'bytes', 'etag', 'isPublic', 'ownerGuid']);
  return id === 'placeholder'
    ? query.where('kind', '=', 'placeholder').executeTakeFirst()
    : query.where('guid', '=', id).executeTakeFirst();
}
