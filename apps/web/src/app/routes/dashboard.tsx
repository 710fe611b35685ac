import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { DashboardScreen } from '../../features/account/components/dashboard-screen';
import { useCurrentUser } from '../../features/auth/api/get-user-brief';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { logOut } from '../../features/auth/log-out';
import { selectCartCount } from '../../features/cart/cart.slice';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';
import { selectRegionGuid } from '../../features/region/region.slice';
import type { AppDispatch } from '../store';

/**
 * /dashboard (logged in). The account feature knows nothing of the session, the cart or the
 * regions; this route reads them and hands them in.
 */
export function Component() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const { data: user, isLoading, isFetching, error, refetch } = useCurrentUser();
  const cartCount = useSelector(selectCartCount);
  const { data: regions } = useGetRegionsQuery();
  const regionGuid = useSelector(selectRegionGuid);

  // docs/product.md#dashboard: Log Out does what the top bar's Logout does: go home, then end the session (here and
  // on the server). Leaving first means this protected page never sees the session end.
  const onLogOut = useCallback(async () => {
    await navigate('/', { flushSync: true });
    dispatch(logOut());
  }, [dispatch, navigate]);

  return (
    <DashboardScreen
      currentUser={{ user, isLoading, isFetching, error, refetch: () => void refetch() }}
      cartCount={cartCount}
      regions={regions ?? []}
      regionGuid={regionGuid}
      onLogOut={() => void onLogOut()}
      passwordSection={<ChangePasswordForm />}
    />
  );
}
