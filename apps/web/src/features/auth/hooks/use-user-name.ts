import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { isObject, readStoredJson, STORAGE_KEYS } from '../../../lib/storage';
import { useCurrentUser } from '../api/get-user-brief';
import { selectIsAuthenticated } from '../auth.slice';

const hasName = (value: unknown): value is { name: string } =>
  isObject(value) && typeof value.name === 'string';

/**
 * The logged-in shopper's name for the header (docs/product.md#header), or null when there is none to show (the
 * header then says 'User'). Until the user record arrives, the copy kept under `userData`
 * from the last visit stands in, so a returning shopper sees their name at once.
 */
export function useUserName(): string | null {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const { data } = useCurrentUser();
  const stored = useMemo(
    () => (isAuthenticated ? readStoredJson(STORAGE_KEYS.userData, hasName) : null),
    [isAuthenticated],
  );
  const name = (data ?? stored)?.name.trim();
  return name || null;
}
