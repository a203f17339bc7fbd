// The baseline of the front-end budgets (DESIGN.md): a bare React + react-router app built with
// the same Vite, and served the way the store is (Fastify, compression, static files), so the
// bundle and Lighthouse benches compare the store with the floor any React app with routing sets.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, defaultClientConditions } from 'vite';

/**
 * The floor the store's required packages set: the bare app, plus the container, stores, hooks and
 * cookies the store starts with (inversify with reflect-metadata/lite, rxjs, observable-hooks,
 * js-cookie), used as the store's start-up uses them so that none of it is tree-shaken away.
 */
const PACKAGES_MAIN = `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, Outlet } from 'react-router-dom';
import { Container, ContainerModule } from 'inversify';
import { BehaviorSubject, Subject, EMPTY, asyncScheduler, catchError, distinctUntilChanged, exhaustMap, filter, firstValueFrom, interval, map, timer } from 'rxjs';
import { useObservableEagerState } from 'observable-hooks';
import Cookies from 'js-cookie';
class Store { subject = new BehaviorSubject({ count: Number(Cookies.get('count') ?? 0) }); state$ = this.subject.pipe(map((s) => s.count), distinctUntilChanged()); }
const STORE = Symbol('Store');
const container = new Container({ defaultScope: 'Singleton' });
container.load(new ContainerModule(({ bind }) => { bind(STORE).toDynamicValue(() => new Store()); }));
const store = container.get(STORE);
const navigations = new Subject();
interval(3600000, asyncScheduler).pipe(exhaustMap(() => timer(1)), catchError(() => EMPTY)).subscribe(() => navigations.next(null));
void firstValueFrom(store.state$.pipe(filter((count) => count >= 0))).then((count) => Cookies.set('count', String(count + 1), { sameSite: 'strict' }));
const Count = () => <p>{useObservableEagerState(store.state$)}</p>;
const Layout = () => <main><Link to="/">Home</Link><Count /><Outlet /></main>;
const router = createBrowserRouter([{ element: <Layout />, children: [{ path: '*', element: <h1>Home</h1> }] }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`;

/** Builds the bare app into `dir`/dist and returns that folder; `withPackages`: with the store's required packages (the floor). */
export async function buildBareApp(dir, { withPackages = false } = {}) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title><meta name="description" content="A bare React and react-router app."></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    withPackages
      ? PACKAGES_MAIN
      : `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, Outlet } from 'react-router-dom';
const Layout = () => <main><Link to="/">Home</Link><Outlet /></main>;
const router = createBrowserRouter([{ element: <Layout />, children: [{ path: '*', element: <h1>Home</h1> }] }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`,
  );
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = join(dir, 'dist');
  // As the store resolves them: rxjs's ES2015 build (vite.config.ts).
  const resolve = withPackages ? { conditions: ['es2015', ...defaultClientConditions] } : {};
  await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [react()], resolve, build: { outDir, manifest: true, sourcemap: process.env.BARE_SOURCEMAP === '1' } });
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
