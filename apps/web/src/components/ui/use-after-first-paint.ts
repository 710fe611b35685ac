import { useEffect, useState } from 'react';
import { yieldToMain } from '../../lib/yield-to-main';

/**
 * False in the first render, true in a task of its own after the first paint. For parts that
 * are never on the first screen (the footer below a screen-tall main): drawn at once, they only
 * lengthen the one long task in which a slow phone draws the page.
 */
export function useAfterFirstPaint(): boolean {
  const [isAfter, setAfter] = useState(false);
  useEffect(() => {
    let active = true;
    void yieldToMain().then(() => {
      if (active) setAfter(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return isAfter;
}
