import { useEffect, useEffectEvent, useState } from 'react';
import type { SellerEvent } from '@storefront/contract/seller';
import { createEventStreamParser } from './event-stream';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;
/** The server writes a keep-alive comment every 20 s: a stream silent for longer is dead. */
const SILENCE_LIMIT_MS = 45_000;

/**
 * How long to wait before the `attempt`-th reconnection (0-based): 1 s, 2 s, 4 s … up to 30 s,
 * each somewhere between half and all of that, so that the consoles of a shop cut off together
 * do not all call back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * (0.5 + random() / 2));
}

const EVENT_TYPES: ReadonlySet<string> = new Set(['order-created', 'order-status']);

/** The event's JSON, when it is one of the contract's; anything else is skipped. */
export function readOrderEvent(type: string, data: string): SellerEvent | null {
  if (!EVENT_TYPES.has(type)) return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const event = value as Partial<SellerEvent>;
    if (event.type !== type || typeof event.saleGuid !== 'string') return null;
    return event as SellerEvent;
  } catch {
    return null;
  }
}

export type OrderStreamSource = {
  /** The stream's path: `/v1/seller/events` (a shop's orders) or `/v1/notifications/events`. */
  path: string;
  /** Sends the request with `token`; a refusal (401/403) ends the listening. */
  fetch: (path: string, init: RequestInit, token: string) => Promise<Response>;
};

type Handlers = {
  onEvent: (event: SellerEvent) => void;
  /** The stream is back after a break: events of the meantime were missed. */
  onResumed: () => void;
};

/**
 * Listens to an order event stream while `token` is set: fetch with the bearer header, the
 * stream read as it arrives, and a new connection with backoff whenever it drops. A refused
 * token ends the listening (the source's fetch ends the session). Stops on unmount or when the
 * token changes.
 */
export function useOrderEvents(
  token: string | null,
  source: OrderStreamSource,
  handlers: Handlers,
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const onEvent = useEffectEvent(handlers.onEvent);
  const onResumed = useEffectEvent(handlers.onResumed);
  const send = useEffectEvent(source.fetch);
  const { path } = source;

  useEffect(() => {
    if (!token) return;
    const bearer = token;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let hasBeenLive = false;

    const markLive = () => {
      attempt = 0;
      setState('live');
      if (hasBeenLive) onResumed();
      hasBeenLive = true;
    };

    async function listen(): Promise<'ended' | 'refused'> {
      // One connection; a silent one (no keep-alive for too long) is dropped and made again.
      const connection = new AbortController();
      const dropConnection = () => connection.abort();
      controller.signal.addEventListener('abort', dropConnection);
      let watchdog = setTimeout(dropConnection, SILENCE_LIMIT_MS);
      try {
        const response = await send(
          path,
          {
            headers: { accept: 'text/event-stream' },
            cache: 'no-store',
            signal: connection.signal,
          },
          bearer,
        );
        if (response.status === 401 || response.status === 403) return 'refused';
        if (!response.ok || !response.body) return 'ended';
        const reader = response.body.getReader();
        connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));
        const decoder = new TextDecoder();
        let isLive = false;
        const parser = createEventStreamParser({
          onComment(text) {
            if (text === 'connected' && !isLive) {
              isLive = true;
              markLive();
            }
          },
          onMessage({ event, data }) {
            const orderEvent = readOrderEvent(event, data);
            if (orderEvent) onEvent(orderEvent);
          },
        });
        for (;;) {
          const { done, value } = await reader.read();
          if (done || connection.signal.aborted) return 'ended';
          clearTimeout(watchdog);
          watchdog = setTimeout(dropConnection, SILENCE_LIMIT_MS);
          parser.push(decoder.decode(value, { stream: true }));
        }
      } finally {
        clearTimeout(watchdog);
        controller.signal.removeEventListener('abort', dropConnection);
      }
    }

    async function run() {
      const outcome = await listen().catch(() => 'ended' as const);
      if (controller.signal.aborted || outcome === 'refused') return;
      setState('reconnecting');
      timer = setTimeout(() => void run(), reconnectDelay(attempt));
      attempt += 1;
    }

    void run();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token, path]);

  return state;
}
