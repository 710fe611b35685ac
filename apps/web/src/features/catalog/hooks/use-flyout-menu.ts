import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md#category-menu category menu hover: level two and level three open after 100 ms, both close 200 ms after leaving. */
const FLYOUT_OPEN_DELAY_MS = 100;
const FLYOUT_CLOSE_DELAY_MS = 200;

type OpenPath = { top: string | null; second: string | null };
const CLOSED: OpenPath = { top: null, second: null };

type Timer = ReturnType<typeof setTimeout> | undefined;

/**
 * Which top-level and second-level items of the category menu have their flyout open. The
 * delays keep a pointer that only crosses an item on its way elsewhere from opening it; the
 * close delay forgives a pointer that slips off the menu for a moment. Keyboard focus opens
 * at once: there is no passing-by to forgive.
 */
export function useFlyoutMenu() {
  const [open, setOpen] = useState<OpenPath>(CLOSED);
  const topTimer = useRef<Timer>(undefined);
  const secondTimer = useRef<Timer>(undefined);
  const closeTimer = useRef<Timer>(undefined);

  const clear = (timer: { current: Timer }) => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  useEffect(
    () => () => {
      clearTimeout(topTimer.current);
      clearTimeout(secondTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const openTop = useCallback((guid: string) => {
    // A new top-level item shows its own children; its third level starts closed.
    setOpen((current) => (current.top === guid ? current : { top: guid, second: null }));
  }, []);

  const openSecond = useCallback((guid: string) => {
    setOpen((current) => (current.second === guid ? current : { ...current, second: guid }));
  }, []);

  const hoverTop = useCallback(
    (guid: string) => {
      clear(closeTimer);
      clear(topTimer);
      topTimer.current = setTimeout(() => openTop(guid), FLYOUT_OPEN_DELAY_MS);
    },
    [openTop],
  );

  const hoverSecond = useCallback(
    (guid: string) => {
      clear(closeTimer);
      clear(secondTimer);
      secondTimer.current = setTimeout(() => openSecond(guid), FLYOUT_OPEN_DELAY_MS);
    },
    [openSecond],
  );

  const enterMenu = useCallback(() => clear(closeTimer), []);

  const leaveMenu = useCallback(() => {
    // Whatever was about to open stays shut: the pointer has gone.
    clear(topTimer);
    clear(secondTimer);
    clear(closeTimer);
    closeTimer.current = setTimeout(() => setOpen(CLOSED), FLYOUT_CLOSE_DELAY_MS);
  }, []);

  const focusTop = useCallback(
    (guid: string) => {
      clear(topTimer);
      clear(closeTimer);
      openTop(guid);
    },
    [openTop],
  );

  const focusSecond = useCallback(
    (guid: string) => {
      clear(secondTimer);
      clear(closeTimer);
      openSecond(guid);
    },
    [openSecond],
  );

  const closeAll = useCallback(() => {
    clear(topTimer);
    clear(secondTimer);
    clear(closeTimer);
    setOpen(CLOSED);
  }, []);

  return {
    openTop: open.top,
    openSecond: open.second,
    hoverTop,
    hoverSecond,
    enterMenu,
    leaveMenu,
    focusTop,
    focusSecond,
    closeAll,
  };
}
