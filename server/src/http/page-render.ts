import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RETRY_AFTER_SECONDS } from './errors.js';
import { withHeadScript } from './head-script.js';
import type { PageAssets, PageRequest, ServerEntry } from '../../../src/domain/page-render-contract.js';

// The server render's entry is the SPA's own code, built by `npm run build` (src/entry-server.tsx,
// a Vite SSR build): loaded from the build, never from the SPA's sources (DESIGN.md). The contract
// between the two is declared once, as types, in src/domain/page-render-contract.ts.

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest's key of the one stylesheet of a build whose styles are not split by chunk. */
const SHARED_STYLESHEET = 'style.css';

/** Where the built server entry is, beside the browser build. */
export const SERVER_ENTRY = join('dist-server', 'entry-server.js');

/** How long a page may take to render before it is abandoned (its shopper gets a 500). */
const RENDER_TIMEOUT_MS = 10_000;

/** Every chunk a manifest key imports (itself first), each once. */
function importedChunks(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => importedChunks(manifest, imported, seen))];
}

/**
 * What the entry imports to hydrate a server-rendered page (src/main.tsx), one after another, each
 * evaluated in a task of its own; preloaded together with the entry, so none waits to be fetched.
 */
const HYDRATION_IMPORTS = [
  'src/ui/app/rendering/framework.ts',
  'src/ui/app/rendering/router-framework.ts',
  'src/ui/app/rendering/startup-packages.ts',
  'src/ui/app/rendering/hydrate.tsx',
];

/** A page's files from the manifest: the entry's styles then the page's, and the modules it needs to hydrate. */
export function pageAssetsFrom(manifest: Manifest): (sources: readonly string[]) => PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
  const seen = new Set<string>();
  const entryChunks = [entryKey, ...HYDRATION_IMPORTS].flatMap((key) => importedChunks(manifest, key, seen));
  const entryFiles = new Set(entryChunks.map((chunk) => chunk.file));
  const url = (file: string) => `/${file}`;
  // A build with one stylesheet for every page (vite.config.ts: cssCodeSplit off) names it apart
  // from the chunks; a split build lists each chunk's own styles instead.
  const sharedStyles = manifest[SHARED_STYLESHEET] ? [manifest[SHARED_STYLESHEET].file] : [];
  return (sources) => {
    const pageChunks = sources.flatMap((source) => importedChunks(manifest, source)).filter((chunk) => !entryFiles.has(chunk.file));
    const styles = [...new Set([...sharedStyles, ...[...entryChunks, ...pageChunks].flatMap((chunk) => chunk.css ?? [])])];
    const modules = [...new Set([...entryChunks.slice(1), ...pageChunks].map((chunk) => chunk.file))];
    const pages = Object.fromEntries(sources.flatMap((source) => (manifest[source] ? [[source, url(manifest[source].file)]] : [])));
    return { entry: url(entryChunks[0]?.file ?? 'index.js'), styles: styles.map(url), modules: modules.map(url), pages };
  };
}

/** Whether `npm run build` left a server entry beside the browser build in `root`. */
export function serverRenderBuilt(root: string): boolean {
  return existsSync(join(root, SERVER_ENTRY)) && existsSync(join(root, 'dist', '.vite', 'manifest.json'));
}

/** The nonce of this response's inline script, made once per page response (the CSP names it). */
export function scriptNonce(response: ServerResponse): string {
  const holder = response as ServerResponse & { scriptNonce?: string };
  holder.scriptNonce ??= randomBytes(16).toString('base64');
  return holder.scriptNonce;
}

export interface PageRenderer {
  /** Answers a page request with the server-rendered page. */
  (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The page renderer over the built entry in `root`: each request gets its own render, whose API
 * calls go in process through Fastify's inject (no HTTP to itself). An anonymous page may be held
 * by a shared cache for a minute; a page with the shopper's own data never is.
 */
export async function createPageRenderer(app: FastifyInstance, root: string, fallbackHtml: string, publicOrigin: string | undefined): Promise<PageRenderer> {
  const entry = (await import(pathToFileURL(join(root, SERVER_ENTRY)).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(join(root, 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const assetsFor = pageAssetsFrom(manifest);
  /** The in-process API, noting when it answered that the store is briefly unavailable. */
  const transportNoting = (unavailable: { seen: boolean }): PageRequest['transport'] => async ({ method, url, headers, body }) => {
    const answer = await app.inject({ method: method as 'GET', url, headers, ...(body === null ? {} : { payload: body }) });
    if (answer.statusCode === 503) unavailable.seen = true;
    return { status: answer.statusCode, contentType: answer.headers['content-type']?.toString() ?? null, body: answer.body };
  };

  return async (request, reply) => {
    const unavailable = { seen: false };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
    reply.raw.once('close', () => {
      clearTimeout(timer);
      controller.abort();
    });
    const origin = publicOrigin ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    try {
      const render = await entry.renderPage({
        url: `${origin}${request.url}`,
        cookieHeader: request.headers.cookie,
        transport: transportNoting(unavailable),
        assetsFor,
        nonce: scriptNonce(reply.raw),
        signal: controller.signal,
      });
      if (render.kind === 'redirect') return reply.redirect(render.location, render.status);
      // The error page of a render that failed because the database is unavailable is a 503 a
      // client or a CDN may retry, like the API's own answer, not a 500.
      const status = render.status >= 500 && unavailable.seen ? 503 : render.status;
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('vary', 'Cookie')
        .header('cache-control', render.personal || status !== 200 ? 'private, no-store' : 'public, max-age=0, s-maxage=60');
      if (request.method === 'HEAD') return reply.send();
      const body = render.headScript === undefined ? new PassThrough() : withHeadScript(render.headScript, scriptNonce(reply.raw));
      await render.pipe(body);
      return reply.send(body);
    } catch (error) {
      // A page that cannot render on the server still works: the browser renders it from the shell.
      request.log.error({ err: error }, 'server render failed');
      if (unavailable.seen) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(unavailable.seen ? 503 : 500).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(fallbackHtml);
    }
  };
}
