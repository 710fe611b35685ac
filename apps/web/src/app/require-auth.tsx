import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../features/auth/api/get-user-brief';
import { selectHasSessionExpired, selectIsAuthenticated } from '../features/auth/auth.slice';
import type { LoginRedirectState } from '../features/auth/login-redirect';
import { selectIsBrowserStateRestored } from './browser-state';
import { LoadingScreen } from './layout/loading-screen';
import { useTranslation } from '../i18n/translation';

export type { LoginRedirectState };

/**
 * docs/product.md#protected-routes: protected routes send anonymous visitors to /login with 'You need to login first!',
 * remembering where they were going so that logging in brings them back. A session the server
 * ends meanwhile (docs/product.md#session: the user fetch answers 401) goes the same way. One the shopper ends with
 * Logout goes to / instead, as Logout does (docs/product.md#top-bar), rather than racing it to the login page.
 */
export function RequireAuth() {
  // A server-rendered page knows the session only once the browser's storage is read.
  const isRestored = useSelector(selectIsBrowserStateRestored);
  return isRestored ? <SessionGate /> : <LoadingScreen />;
}

function SessionGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const hasExpired = useSelector(selectHasSessionExpired);
  const [wasAuthenticatedOnArrival] = useState(isAuthenticated);
  // docs/product.md#session: the token is checked by fetching the user; a refusal ends the session (auth slice).
  useCurrentUser();

  if (isAuthenticated) return <Outlet />;
  if (wasAuthenticatedOnArrival && !hasExpired) return <Navigate to="/" replace />;
  const state: LoginRedirectState = {
    message: t('errors.needLogin'),
    from: `${location.pathname}${location.search}${location.hash}`,
  };
  return <Navigate to="/login" replace state={state} />;
}
