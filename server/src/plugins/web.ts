import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app on the API's port. Every built file gets its own route (wildcard: false);
 * any other GET that is not an API call and does not name a file gets index.html, so deep links
 * (/tender/..., /dashboard?q=...) load the app and its router takes over.
 */
export const registerWeb = async (app: FastifyInstance, webDistDir: string): Promise<void> => {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app not built; serving the API only (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || path.extname(pathname) !== '') {
      return reply.status(404).send({ detail: `Not found: GET ${pathname}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
