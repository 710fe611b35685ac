import { SalesReportScreen } from '../../features/admin/reports/sales-report-screen';

/** /seller/reports: how sales go, for the staff's shop or, for owners, the whole business. */
export function Component() {
  return <SalesReportScreen />;
}
