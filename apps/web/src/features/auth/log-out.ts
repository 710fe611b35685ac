import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../lib/api';
import { endSessionEndpoint } from './api/end-session';
import { loggedOut, type AuthState } from './auth.slice';

/**
 * docs/product.md#top-bar/docs/product.md#session Logout: the token and user data go (auth slice and store persistence), and so does
 * every cached server answer, since some were fetched with this shopper's token (orders,
 * addresses, coupons). Mounted pages fetch what they show again, now anonymously.
 *
 * The server is then told, in the background, to end the token (docs/decisions/0016): a
 * copy of it taken from this phone stops working too. The local session is cleared first and
 * whatever the answer, so a shopper offline or facing a server error is still logged out
 * here. The call is started after the cache reset, which would abort it.
 */
export function logOut(): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { token } = (getState() as { auth: AuthState }).auth;
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
    // Untracked: nothing shows its progress, and its answer is not kept in the store.
    if (token) void dispatch(endSessionEndpoint.initiate(token, { track: false }));
  };
}
