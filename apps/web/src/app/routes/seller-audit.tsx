import { AuditScreen } from '../../features/admin/audit/audit-screen';

/** /seller/audit: owners read the audit log of every owner action. */
export function Component() {
  return <AuditScreen />;
}
