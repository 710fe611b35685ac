/**
 * The limit: a bare Fastify answering the benchmarked URLs with the very bytes the real API
 * gave, from memory. Whatever the real API does beyond this (validation, queries,
 * serialisation, plugins) is the cost the ratio real/limit shows.
 *
 *   node --import tsx bench/serve-static.ts <responses.json>
 */
import fs from 'node:fs';
import Fastify from 'fastify';

/** url (path and query, exactly as requested) → the recorded response. */
export type RecordedResponses = Record<string, { contentType: string; bodyBase64: string }>;

const file = process.argv[2];
if (!file) throw new Error('usage: serve-static.ts <responses.json>');
const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedResponses;
const responses = new Map(
  Object.entries(recorded).map(([url, r]) => [
    url,
    { contentType: r.contentType, body: Buffer.from(r.bodyBase64, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const response = responses.get(request.url);
  if (!response) return reply.code(404).send();
  return reply.header('content-type', response.contentType).send(response.body);
});
await app.listen({ host: '127.0.0.1', port: 0 });

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`LISTENING ${address.port}\n`);

process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
