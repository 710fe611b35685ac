import { StaffScreen } from '../../features/admin/staff/staff-screen';

/** /seller/staff: owners manage the staff accounts of every shop. */
export function Component() {
  return <StaffScreen />;
}
