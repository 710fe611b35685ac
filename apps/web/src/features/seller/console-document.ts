import { useLayoutEffect } from 'react';

/** The mark on <html> under which the console's stylesheet (console.css) applies. */
export const CONSOLE_MARK = 'data-seller-console';

let mountedScreens = 0;

/**
 * Marks the document while a console screen (the sign-in or the signed-in frame) is mounted, before
 * it is first painted. The console's stylesheet stays in the document once loaded; scoped to this
 * mark, it leaves the shop's pages as they are when a visitor goes on to them without a reload.
 */
export function useConsoleDocument(): void {
  useLayoutEffect(() => {
    mountedScreens += 1;
    document.documentElement.setAttribute(CONSOLE_MARK, '');
    return () => {
      mountedScreens -= 1;
      if (mountedScreens === 0) document.documentElement.removeAttribute(CONSOLE_MARK);
    };
  }, []);
}
