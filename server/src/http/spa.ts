import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { basename, extname } from 'node:path';
import { sendError } from './errors.js';
import type { PageRenderer } from './page-render.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Paths that never fall back to index.html: the API, media and gateway answer their own 404.
const SERVER_PATHS = /^\/(api|media|sandbox-gateway)(\/|$)/;

/**
 * Serves the built SPA: hashed assets cached forever, index.html and build-version.json
 * revalidated. With `serverRendered`, no page is a file: `/` renders on the server too.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, serverRendered = false) {
  await app.register(fastifyStatic, {
    root: distDir,
    index: serverRendered ? false : 'index.html',
    cacheControl: false,
    // The build writes each text file's .br and .gz beside it (build/precompress-plugin.ts): sent
    // as they are, with no compression per request.
    preCompressed: true,
    setHeaders(reply, path) {
      const hashed = path.includes('/assets/');
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
}

/**
 * Unknown routes: JSON 404 for server paths and missing files; SPA routes are rendered on the
 * server when the renderer is there (`pages()`), else answered with index.html.
 */
export function notFoundHandler(spaEnabled: boolean, pages: () => PageRenderer | undefined = () => undefined) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRoute = (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(path) && extname(basename(path)) === '';
    const renderPage = pages();
    if (spaEnabled && isPageRoute && renderPage) return renderPage(request, reply);
    if (spaEnabled && isPageRoute) {
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendError(reply, 404, `Not found: ${request.method} ${path}`);
  };
}
