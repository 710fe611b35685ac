import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  base: string;
  /** Requests forwarded to each target, in the order the targets were given. */
  forwarded: number[];
  close(): Promise<void>;
}

/**
 * A round-robin HTTP load balancer on 127.0.0.1, as a deployment puts in front of its
 * instances: each request goes to the next target in turn, with the caller's address
 * appended to X-Forwarded-For. A target that cannot be reached is answered 502.
 */
export async function startBalancer(targets: () => string[]): Promise<Balancer> {
  const forwarded = targets().map(() => 0);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const all = targets();
    const index = next++ % all.length;
    forwarded[index] = (forwarded[index] ?? 0) + 1;
    const target = new URL(all[index]!);
    const headers = { ...req.headers };
    const from = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${String(headers['x-forwarded-for'])}, ${from}`
      : from;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, data: null, message: 'Bad gateway' }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
