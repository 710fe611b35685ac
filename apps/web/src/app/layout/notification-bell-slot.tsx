import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectToken } from '../../features/auth/auth.slice';

// Visitors never load the bell's code; a signed-in person loads it after the first screen
// (docs/decisions/0034-notifications.md). Its few words are in the first load's strings.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

/** The header's notification bell, for signed-in shoppers only. */
export function NotificationBellSlot() {
  const token = useSelector(selectToken);
  if (!token) return null;
  return (
    <Suspense fallback={<span className="inline-block size-11" aria-hidden="true" />}>
      <NotificationBell token={token} />
    </Suspense>
  );
}
