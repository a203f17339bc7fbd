import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of `rules` ESLint reports for `code` placed at `filePath`. */
async function problems(filePath: string, code: string, rules: readonly string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('one decision, one place, kept so by lint', () => {
  it('the browser boots in src/ui/app/boot.ts alone: container, router and chunk-reload guard', async () => {
    const rules = ['@typescript-eslint/no-restricted-imports'];
    const router = "import { createBrowserRouter } from 'react-router-dom';\nexport const a = createBrowserRouter;\n";
    const guard = "import { installChunkReloadGuard } from '../../composition';\nexport const a = installChunkReloadGuard;\n";
    const navigator = "import { RouterNavigator } from '../router-navigator';\nexport const a = RouterNavigator;\n";
    for (const code of [router, guard, navigator]) {
      expect(await problems('src/ui/app/rendering/hydrate.tsx', code, rules), code).toHaveLength(1);
      expect(await problems('src/ui/app/start.tsx', code.replace('../../', '../').replace('../router', './router'), rules), code).toHaveLength(1);
    }
    expect(await problems('src/ui/app/boot.ts', router + guard.replace('../../', '../').replace('export const a', 'export const b'), rules)).toEqual([]);
    // What else those modules export stays open to every file.
    expect(await problems('src/ui/app/start.tsx', "import { RouterProvider } from 'react-router-dom';\nimport { readConfig } from '../composition';\nexport const a = [RouterProvider, readConfig];\n", rules)).toEqual([]);
  });

  it('a page fails one way: the 404 is built in page-data.ts alone, and loaders read Results of use cases', async () => {
    const rules = ['no-restricted-syntax'];
    const page = 'src/ui/pages/x/XPage.tsx';
    expect(await problems(page, "export const f = () => { throw new Response(null, { status: 404, statusText: 'Not Found' }); };\n", rules)).toHaveLength(1);
    expect(await problems('src/ui/catalogue/route-data.ts', 'export const f = () => new Response(null, { status: 404 });\n', rules)).toHaveLength(1);
    const throughGateway =
      "import { CATALOG_GATEWAY } from '@/application';\nexport function createLoader(services: { get: (t: unknown) => { home(): Promise<unknown> } }) {\n  return () => services.get(CATALOG_GATEWAY).home();\n}\n";
    expect(await problems(page, throughGateway, rules)).toHaveLength(1);
    const tryCatch = 'export function createLoader(load: () => Promise<unknown>) {\n  return async () => {\n    try {\n      return await load();\n    } catch {\n      return null;\n    }\n  };\n}\n';
    expect(await problems(page, tryCatch, rules)).toHaveLength(1);
    const throughUseCase =
      "import { CataloguePages } from '@/application';\nimport { pageData } from '../../app/page-data';\nexport function createLoader(services: { get: (t: typeof CataloguePages) => CataloguePages }) {\n  return async () => pageData(await services.get(CataloguePages).home());\n}\n";
    expect(await problems(page, throughUseCase, rules)).toEqual([]);
    expect(await problems('src/ui/app/page-data.ts', 'export const notFound = () => new Response(null, { status: 404 });\n', rules)).toEqual([]);
  });
});
