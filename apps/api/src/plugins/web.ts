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
      // Files are looked up per request, so a new build is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies (apps/web/scripts/compress-dist.mjs).
      preCompressed: true,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
    app.get('/', (_request, reply) => sendIndex(reply));
  } else {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = API_PREFIXES.some((p) => pathname.startsWith(p));
    // A missing file (an old build's asset) must be a 404: answering it with the page would
    // make the browser parse HTML as a script.
    const isFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    if (!isApi && !isFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply);
    }
    return reply.status(404).send({
      success: false,
      data: null,
      message: isApi ? `No such endpoint: ${request.method} ${pathname}` : `Not found: ${pathname}`,
    });
  });
}

/** Vite names built assets `name-<hash>.ext`: those never change and are cached for a year. */
function cacheControlFor(filePath: string): string {
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  const isHashedAsset =
    filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(filePath);
  return isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

function sendIndex(reply: FastifyReply) {
  return reply.sendFile('index.html');
}
