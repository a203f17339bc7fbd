// The files a server-rendered page names, read from Vite's build manifest (page-render.ts).
import { describe, expect, it } from 'vitest';
import { pageAssetsFrom } from '../../server/src/http/page-render.js';

const chunk = (file: string, extra: { imports?: string[]; css?: string[]; isEntry?: boolean } = {}) => ({ file, ...extra });

describe('a page’s assets', () => {
  it('names the entry, the modules the page needs to hydrate and their styles, each once', () => {
    const assets = pageAssetsFrom({
      'index.html': chunk('assets/index.js', { isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] }),
      '_react.js': chunk('assets/react.js'),
      'src/ui/pages/home/HomePage.tsx': chunk('assets/home.js', { imports: ['_grid.js'], css: ['assets/home.css'] }),
      '_grid.js': chunk('assets/grid.js', { css: ['assets/grid.css'] }),
    })(['src/ui/pages/home/HomePage.tsx']);
    expect(assets).toEqual({
      entry: '/assets/index.js',
      styles: ['/assets/index.css', '/assets/home.css', '/assets/grid.css'],
      modules: ['/assets/react.js', '/assets/home.js', '/assets/grid.js'],
      // The page module's own chunk, which hydrating imports by its URL.
      pages: { 'src/ui/pages/home/HomePage.tsx': '/assets/home.js' },
    });
  });

  it('names the chunks the entry imports to hydrate (React’s renderer, the router, the container, then the store) with the entry’s, each once', () => {
    const assets = pageAssetsFrom({
      'index.html': chunk('assets/index.js', { isEntry: true }),
      'src/ui/app/rendering/framework.ts': chunk('assets/framework.js', { imports: ['_react.js'] }),
      'src/ui/app/rendering/router-framework.ts': chunk('assets/router.js', { imports: ['_react.js'] }),
      'src/ui/app/rendering/startup-packages.ts': chunk('assets/container.js', { imports: ['_reflect.js'] }),
      'src/ui/app/rendering/hydrate.tsx': chunk('assets/hydrate.js', { imports: ['_react.js', 'src/ui/app/rendering/startup-packages.ts', '_rxjs.js'] }),
      '_react.js': chunk('assets/react.js'),
      '_reflect.js': chunk('assets/reflect.js'),
      '_rxjs.js': chunk('assets/rxjs.js'),
      'src/ui/app/start.tsx': chunk('assets/start.js'),
      'src/ui/pages/home/HomePage.tsx': chunk('assets/home.js', { imports: ['_react.js'] }),
    })(['src/ui/pages/home/HomePage.tsx']);
    // The browser's own start (a page rendered in the browser) is not a server-rendered page's.
    expect(assets.modules).toEqual([
      '/assets/framework.js', '/assets/react.js', '/assets/router.js', '/assets/container.js', '/assets/reflect.js', '/assets/hydrate.js', '/assets/rxjs.js', '/assets/home.js',
    ]);
  });

  it('names the one stylesheet of a build whose styles are not split by chunk', () => {
    const assets = pageAssetsFrom({
      'index.html': chunk('assets/index.js', { isEntry: true }),
      'src/ui/pages/home/HomePage.tsx': chunk('assets/home.js'),
      'style.css': chunk('assets/style-1a2b.css'),
    })(['src/ui/pages/home/HomePage.tsx']);
    expect(assets.styles).toEqual(['/assets/style-1a2b.css']);
  });
});
