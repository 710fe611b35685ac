import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What the page before left in the history entry on its way here (a save's outcome, a deleted
 * product's name), read once: the entry is then replaced without it, so a reload or a return by
 * Back does not say it again.
 */
export function useArrivalState<T>(read: (state: unknown) => T | null): T | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState(() => read(location.state));
  const hasState = location.state !== null && location.state !== undefined;
  useEffect(() => {
    if (hasState)
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return arrival;
}
