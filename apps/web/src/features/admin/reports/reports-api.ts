import type { SalesReport } from '@storefront/contract/admin-reports';
import { sellerApi, sellerFetch, sellerRequest } from '../../seller/api/seller-api';

/** The range and shop a report is asked for; no shop: the whole business (owners) or one's own. */
export interface ReportArgs {
  from: string;
  to: string;
  shopGuid?: string | undefined;
}

const paramsOf = ({ from, to, shopGuid }: ReportArgs) => ({
  from,
  to,
  ...(shopGuid ? { shopGuid } : {}),
});

const reportsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/admin/reports/sales: the figures of the range (docs/decisions/0033-sales-reports.md).
    getSalesReport: build.query<SalesReport, ReportArgs>({
      queryFn: (args, queryApi, extraOptions) =>
        sellerRequest<SalesReport>(
          { url: 'v1/admin/reports/sales', params: paramsOf(args) },
          queryApi,
          extraOptions,
        ),
      providesTags: ['SellerSession', 'SellerOrders'],
    }),
  }),
});

export const { useGetSalesReportQuery } = reportsApi;

export type DownloadOutcome =
  { ok: true } | { ok: false; status: number | 'FETCH_ERROR'; data: unknown };

/**
 * GET v1/admin/reports/orders.csv, saved as a file. The call needs the console's token, which a
 * plain link cannot carry, so the file is fetched and handed to the browser as a download.
 */
export async function downloadOrdersCsv(args: ReportArgs): Promise<DownloadOutcome> {
  const query = new URLSearchParams(paramsOf(args)).toString();
  let response: Response;
  try {
    response = await sellerFetch(`/v1/admin/reports/orders.csv?${query}`);
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
  link.download = `orders-${args.from}-${args.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { ok: true };
}
