import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { readStoredString, STORAGE_KEYS } from '../../lib/storage';

/**
 * docs/product.md#records-account "Auth". The token is the session (docs/product.md#session: logged-in status follows its presence); request
 * status and errors live with the login and register calls themselves. `hasExpired` tells a
 * session the server ended (a 401) from one the shopper ended with Logout: only the first
 * should send them back to /login.
 */
export type AuthState = { token: string | null; hasExpired: boolean };

/** The bearer token a rejected RTK Query call was sent with, when it was answered 401. */
function tokenRefusedBy(action: UnknownAction): string | null {
  if (!isRejectedWithValue(action)) return null;
  const payload = action.payload as { status?: unknown } | undefined;
  if (payload?.status !== 401) return null;
  const meta = action.meta as { baseQueryMeta?: { request?: Request } };
  const authorization = meta.baseQueryMeta?.request?.headers.get('authorization') ?? '';
  return authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({
    token: readStoredString(STORAGE_KEYS.authToken),
    hasExpired: false,
  }),
  reducers: {
    // docs/product.md#session: login success stores the access token and marks the shopper authenticated.
    loggedIn: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
      state.hasExpired = false;
    },
    // docs/product.md#session: logout clears the stored token and user data (the store's persistence removes both).
    loggedOut: (state) => {
      state.token = null;
      state.hasExpired = false;
    },
  },
  extraReducers: (builder) => {
    // docs/product.md#session: when fetching the user fails because the server no longer accepts the token, the
    // token and user data go. Any call refused with the current token means the same (it has
    // expired or its account is gone). A 401 for an older token, or for a call sent without
    // one, says nothing about this session and is ignored.
    builder.addMatcher(
      (action: UnknownAction) => tokenRefusedBy(action) !== null,
      (state, action) => {
        if (state.token === null || tokenRefusedBy(action) !== state.token) return;
        state.token = null;
        state.hasExpired = true;
      },
    );
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectIsAuthenticated = (state: WithAuth): boolean => Boolean(state.auth.token);
/** The shopper's bearer token, null when signed out. */
export const selectToken = (state: WithAuth): string | null => state.auth.token;
export const selectHasSessionExpired = (state: WithAuth): boolean => state.auth.hasExpired;
