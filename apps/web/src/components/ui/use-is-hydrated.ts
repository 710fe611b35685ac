import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true from the render after it (and always in a page
 * the browser draws itself). What the server cannot draw (a portal into <body>) waits for it,
 * so the first browser render matches the server's HTML (docs/architecture.md#server-rendering).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
