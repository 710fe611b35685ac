import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast';
import { useLocation } from 'react-router';
import { readLoginRedirectState } from '../login-redirect';

/** docs/product.md#login /login: a message passed through navigation shows as a toast for 2.5 s. */
const NAVIGATION_TOAST_MS = 2500;
// One toast per message: a second render (or React's development double effect) updates the
// same toast instead of stacking another.
const NAVIGATION_TOAST_ID = 'navigation-message';

export function useNavigationToast(): void {
  const location = useLocation();
  const { message, tone } = readLoginRedirectState(location.state);

  useEffect(() => {
    if (!message) return;
    const options = { id: NAVIGATION_TOAST_ID, duration: NAVIGATION_TOAST_MS };
    if (tone === 'success') toast.success(message, options);
    else toast.error(message, options);
    // location.key: each arrival with a message toasts, even the same message again.
  }, [message, tone, location.key]);
}
