import { sellerFetch } from './seller-api';

export type UploadedPhoto = { guid: string; width: number; height: number };

export type UploadOutcome =
  | { ok: true; photo: UploadedPhoto }
  | {
      ok: false;
      /** The refusal's code (`photoHeic`, `photoTooLarge`, …), when the server gave one. */
      code: string | undefined;
      /** HTTP status, or 'FETCH_ERROR' when no answer came. */
      status: number | 'FETCH_ERROR';
      message: string;
    };

/**
 * POST v1/seller/images: one photo, multipart in the field `file`. Not an RTK Query call: a
 * photo is uploaded the moment it is picked, one at a time, and its outcome belongs to its tile
 * on the form, not to a cache.
 */
export async function uploadProductPhoto(file: Blob): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await sellerFetch('/v1/seller/images', { method: 'POST', body });
  } catch (error) {
    return {
      ok: false,
      code: undefined,
      status: 'FETCH_ERROR',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const envelope: unknown = await response.json().catch(() => null);
  const record = (typeof envelope === 'object' && envelope !== null ? envelope : {}) as {
    data?: UploadedPhoto;
    code?: unknown;
    message?: unknown;
  };
  if (response.ok && record.data) return { ok: true, photo: record.data };
  return {
    ok: false,
    code: typeof record.code === 'string' ? record.code : undefined,
    status: response.status,
    message: typeof record.message === 'string' ? record.message : '',
  };
}
