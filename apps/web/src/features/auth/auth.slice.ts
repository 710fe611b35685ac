import { createSlice } from '@reduxjs/toolkit';
import { readStoredString, STORAGE_KEYS } from '../../lib/storage';

/**
 * §3 "Auth". Only the token for now: the header needs to know whether someone is logged in.
 * Login, register and the user record arrive with the auth feature.
 */
export type AuthState = { token: string | null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: readStoredString(STORAGE_KEYS.authToken) }),
  reducers: {
    // §4: logout clears the stored token and user data (the store's persistence removes both).
    loggedOut: (state) => {
      state.token = null;
    },
  },
});

export const { loggedOut } = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectIsAuthenticated = (state: WithAuth): boolean => Boolean(state.auth.token);
