import type { ImportResult } from '@storefront/contract/seller-catalog';
import { sellerApi, sellerFetch, sellerRequest } from './seller-api';

type ImportArgs = { file: Blob; dryRun: boolean };

const importApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // POST v1/seller/products/import?dryRun=…: the file's bytes as they are (the server reads
    // their encoding and says so when it is not UTF-8). A preview writes nothing; a commit
    // writes every row or, when any row has an error, none.
    importProducts: build.mutation<ImportResult, ImportArgs>({
      queryFn: ({ file, dryRun }, queryApi, extraOptions) =>
        sellerRequest<ImportResult>(
          {
            url: `v1/seller/products/import?dryRun=${String(dryRun)}`,
            method: 'POST',
            headers: { 'content-type': 'text/csv' },
            body: file,
          },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result && !result.dryRun ? ['SellerProducts'] : []),
    }),
  }),
});

export const { useImportProductsMutation } = importApi;

/** The name a browser saves the export under when the server names none. */
function exportName(now: Date): string {
  return `products-${now.toISOString().slice(0, 10)}.csv`;
}

/** The file name of `Content-Disposition: attachment; filename="…"`, if the server gave one. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1]?.trim() || null;
}

export type ExportOutcome =
  { ok: true } | { ok: false; status: number | 'FETCH_ERROR'; data: unknown };

/**
 * GET v1/seller/products/export, saved as a file. The call needs the staff's token, which a
 * plain link cannot carry, so the file is fetched and handed to the browser as a download.
 */
export async function downloadProductsCsv(now = new Date()): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await sellerFetch('/v1/seller/products/export');
  } catch (error) {
    return { ok: false, status: 'FETCH_ERROR', data: String(error) };
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    return { ok: false, status: response.status, data };
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? exportName(now);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { ok: true };
}
