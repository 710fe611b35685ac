import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectIsAuthenticated } from '../../features/auth/auth.slice';
import { loadPageStrings } from '../../i18n/i18n';

// Visitors never load the bell; a signed-in person loads it, with the page strings it words
// itself in, after the first screen (docs/decisions/0034-notifications.md).
const NotificationBell = lazy(() =>
  Promise.all([
    import('../../features/notifications/components/notification-bell'),
    loadPageStrings(),
  ]).then(([module]) => ({ default: module.NotificationBell })),
);

/** The header's notification bell, for signed-in shoppers only. */
export function NotificationBellSlot() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={<span className="inline-block size-11" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
