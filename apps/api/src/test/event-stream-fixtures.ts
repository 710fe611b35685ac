import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free port of the loopback; answers the base address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** An open event stream read through fetch, as the console and the shop's pages read it. */
export async function openStream(base: string, token: string, path = '/v1/seller/events') {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  /** Reads until `pattern` appears in what came after `from`; returns that text. */
  const readUntil = async (pattern: RegExp, from = 0): Promise<string> => {
    while (!pattern.test(text.slice(from))) {
      if (done) throw new Error(`the stream ended before ${pattern}; it carried:\n${text}`);
      const chunk = await reader.read();
      if (chunk.done) done = true;
      else text += decoder.decode(chunk.value, { stream: true });
    }
    return text.slice(from);
  };
  return {
    response,
    readUntil,
    /** Everything read so far. */
    text: () => text,
    /** Resolves when the server has ended the stream. */
    ended: async () => {
      while (!done) {
        const chunk = await reader.read();
        if (chunk.done) done = true;
        else text += decoder.decode(chunk.value, { stream: true });
      }
    },
    abort: () => controller.abort(),
  };
}

/**
 * After an aborted request, fetch's connection pool opens a spare connection that never
 * carries a request; Node does not count it as idle, so the server's close would wait for it.
 * Only the test's own client does this, hence only tests drop it.
 */
export function dropSpareConnections(app: FastifyInstance): void {
  app.server.closeAllConnections();
}

export type Stream = Awaited<ReturnType<typeof openStream>>;

/**
 * Runs `close` (the app's, or a test app's whole close) while dropping connections as they come:
 * a stream aborted a moment ago may leave its spare connection behind only after `close` began.
 */
export async function closeDroppingConnections(
  app: FastifyInstance,
  close: () => Promise<unknown>,
): Promise<void> {
  const dropping = setInterval(() => app.server.closeAllConnections(), 50);
  try {
    dropSpareConnections(app);
    await close();
  } finally {
    clearInterval(dropping);
  }
}
