export interface SellerEventStream {
  /** Each `event:` of the stream with its parsed `data:` line, in arrival order. */
  events: { type: string; data: Record<string, unknown> }[];
  /** Resolves once the server has said `: connected`. */
  connected: Promise<void>;
  /** Waits until `test` holds for the events heard so far, or throws after `ms`. */
  waitFor(test: (events: SellerEventStream['events']) => boolean, ms: number): Promise<void>;
  close(): void;
}

/** Opens GET /v1/seller/events with fetch (the console's way: it sends the bearer header). */
export function openSellerEvents(base: string, auth: Record<string, string>): SellerEventStream {
  const abort = new AbortController();
  const events: SellerEventStream['events'] = [];
  let onConnected: () => void = () => {};
  let onFailed: (error: unknown) => void = () => {};
  const connected = new Promise<void>((resolve, reject) => {
    onConnected = resolve;
    onFailed = reject;
  });
  void (async () => {
    try {
      const res = await fetch(`${base}/v1/seller/events`, { headers: auth, signal: abort.signal });
      if (res.status !== 200 || !res.body)
        throw new Error(`events: ${res.status} ${await res.text()}`);
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(': connected')) onConnected();
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data)
            events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
        }
      }
    } catch (error) {
      onFailed(error);
    }
  })();
  return {
    events,
    connected,
    async waitFor(test, ms) {
      const deadline = Date.now() + ms;
      while (!test(events)) {
        if (Date.now() > deadline) throw new Error(`not heard within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => abort.abort(),
  };
}
