// The baseline of the front-end budgets (DESIGN.md): a bare React + react-router app built with
// the same Vite, and served the way the store is (Fastify, compression, static files), so the
// bundle and Lighthouse benches compare the store with the floor any React app with routing sets.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

/** Builds the bare app into `dir`/dist and returns that folder. */
export async function buildBareApp(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title><meta name="description" content="A bare React and react-router app."></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, Outlet } from 'react-router-dom';
const Layout = () => <main><Link to="/">Home</Link><Outlet /></main>;
const router = createBrowserRouter([{ element: <Layout />, children: [{ path: '*', element: <h1>Home</h1> }] }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`,
  );
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = join(dir, 'dist');
  await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir, manifest: true } });
  return outDir;
}

/** Serves a built app on `port` as the store serves its own: compressed, hashed assets immutable, a history fallback. */
export async function serveBareApp(distDir, port) {
  const { default: Fastify } = await import('fastify');
  const { default: fastifyStatic } = await import('@fastify/static');
  const { default: fastifyCompress } = await import('@fastify/compress');
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'));
  await app.listen({ host: '127.0.0.1', port });
  return app;
}
