import { sellerFetch } from '../../../seller/api/seller-api';
import type { UploadOutcome } from '../../../seller/api/upload-photo';

/**
 * POST v1/admin/images: a shop's logo or banner, multipart in the field `file`, through the
 * product photos' pipeline. Not an RTK Query call: the picture belongs to its field on the form.
 */
export async function uploadShopPicture(file: Blob): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await sellerFetch('/v1/admin/images', { method: 'POST', body });
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
    data?: { guid: string; width: number; height: number };
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
