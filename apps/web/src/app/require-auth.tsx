import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsAuthenticated } from '../features/auth/auth.slice';

/** What the login page receives through navigation; it shows `message` as a toast (§2 /login). */
export type LoginRedirectState = { message: string; from?: string };

/**
 * §2: protected routes send anonymous visitors to /login with 'You need to login first!'.
 * A session that ends while the shopper is on a protected page (Logout) goes to / instead,
 * as Logout does (§2), rather than racing it to the login page.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const [wasAuthenticatedOnArrival] = useState(isAuthenticated);
  if (isAuthenticated) return <Outlet />;
  if (wasAuthenticatedOnArrival) return <Navigate to="/" replace />;
  const state: LoginRedirectState = { message: t('errors.needLogin'), from: location.pathname };
  return <Navigate to="/login" replace state={state} />;
}
