import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `margin` of the viewport: false
 * until it has, then true for good. For parts below the first screen that fetch and draw on their
 * own (a strip of products under the cart): started as they come near, they leave the page's
 * start to what the shopper sees. In a browser without IntersectionObserver, true at once.
 */
export function useHasNearedViewport<T extends Element>(
  margin = '400px',
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [hasNeared, setHasNeared] = useState(false);
  useEffect(() => {
    if (hasNeared || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasNeared(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, hasNeared, margin]);
  const ref = useCallback((next: T | null) => setElement(next), []);
  return [ref, hasNeared || (typeof window !== 'undefined' && !canObserve())];
}

function canObserve(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}
