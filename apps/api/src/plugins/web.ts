import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const API_PREFIXES = ['/v1/', '/docs'];

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is always
 * revalidated. Unknown non-API paths get index.html (the SPA routes them); unknown API
 * paths get a JSON 404, never the page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable =
          filePath.includes(`${path.sep}assets${path.sep}`) && /[-.][\w-]{8,}\./.test(filePath);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
    app.get('/', (_request, reply) => sendIndex(reply));
  } else {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply);
    }
    return reply.status(404).send({
      success: false,
      data: null,
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
