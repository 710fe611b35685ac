import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../lib/api';
import { loggedOut } from './auth.slice';

/**
 * §2/§4 Logout: the token and user data go (auth slice and store persistence), and so does
 * every cached server answer, since some were fetched with this shopper's token (orders,
 * addresses, coupons). Mounted pages fetch what they show again, now anonymously.
 */
export function logOut(): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
  };
}
