import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { ROUTE_PIPELINE } from '../shared/http/route-pipeline';

/** Built files whose names carry a content hash never change: a browser may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the favicon) is revalidated on each visit, so a new release shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built React app on the API's port. Every built file gets its own route (wildcard: false), sent as
 * the brotli or gzip copy the build wrote beside it when the browser accepts one; hashed assets are cached for a
 * year, the rest revalidated; source maps are never served. Any other GET that is not an API call and does not
 * name a file gets index.html, so deep links (/tender/..., /dashboard?q=...) load the app and its router takes over.
 */
const registerWeb = async (app: FastifyInstance, { webDistDir }: { webDistDir: string }): Promise<void> => {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app not built; serving the API only (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders: (response, filePath) => {
      const immutable = path.relative(webDistDir, filePath).startsWith(`assets${path.sep}`);
      response.setHeader('cache-control', immutable ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || path.extname(pathname) !== '') {
      throw new AppError('not_found', 'http.notFound', { params: { method: 'GET', path: pathname } });
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
};

/**
 * The last plugin the app registers. Its catch-all never shadows an API path whatever the order (the router
 * prefers a static or parametric path to a wildcard), and it answers behind the same hooks as the API.
 */
export const web = fastifyPlugin(registerWeb, { name: 'web', dependencies: [...ROUTE_PIPELINE] });
