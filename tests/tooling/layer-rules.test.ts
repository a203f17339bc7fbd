import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules build/layer-rules.js configures. */
const LAYER_RULES = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax', 'no-console'];

/** The layer-rule messages ESLint reports for `code` placed at `filePath`. */
async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => LAYER_RULES.includes(m.ruleId ?? ''))
    .map((m) => m.message);
}

describe('the dependency rule of DESIGN.md, enforced by lint', () => {
  it('domain: imports nothing outside src/domain and touches no browser global or timer', async () => {
    expect(await layerProblems('src/domain/x.ts', "import { of } from 'rxjs';\nexport const a = of;\n")).toHaveLength(1);
    expect(await layerProblems('src/domain/x.ts', "import { AuthStore } from '@/application';\nexport const a = AuthStore;\n")).not.toHaveLength(0);
    expect(await layerProblems('src/domain/x.ts', "import { x } from '../ui/y';\nexport const a = x;\n")).not.toHaveLength(0);
    expect(await layerProblems('src/domain/x.ts', 'export const now = () => window.innerWidth;\n')).toHaveLength(1);
    expect(await layerProblems('src/domain/x.ts', 'export const later = () => setTimeout(() => 1, 5);\n')).toHaveLength(1);
    expect(await layerProblems('src/domain/x.ts', "import { formatMoney } from './money';\nexport const f = formatMoney;\n")).toEqual([]);
  });

  it('domain: reads neither the clock nor the dice; they come in as arguments', async () => {
    for (const code of ['Date.now()', 'new Date()', 'Date()', 'Math.random()', 'crypto.randomUUID()', 'performance.now()', 'queueMicrotask(() => 1)']) {
      expect(await layerProblems('src/domain/x.ts', `export const f = () => ${code};\n`), code).toHaveLength(1);
    }
    const pure = 'export const f = (now: Date, iso: string, roll: number) => [new Date(iso), new Date(now.getTime() + 1), Math.floor(roll), Date.parse(iso)];\n';
    expect(await layerProblems('src/domain/x.ts', pure)).toEqual([]);
  });

  it('application: no browser globals or timers; time through its Clock port', async () => {
    for (const code of ['window.innerWidth', 'document.title', 'localStorage.getItem("x")', 'navigator.onLine', 'location.href', 'fetch("/api")', 'setTimeout(() => 1, 5)', 'setInterval(() => 1, 5)', 'requestAnimationFrame(() => 1)', 'Date.now()', 'new Date()', 'Math.random()']) {
      expect(await layerProblems('src/application/x.ts', `export const f = () => ${code};\n`), code).toHaveLength(1);
    }
    const throughPorts = "export const f = (clock: { now(): Date }, navigator: { navigate(p: string): void }) => [clock.now(), new Date(clock.now().getTime() + 5), navigator.navigate('/')];\n";
    expect(await layerProblems('src/application/x.ts', throughPorts)).toEqual([]);
  });

  it('application: only domain, rxjs and class-validator', async () => {
    expect(await layerProblems('src/application/x.ts', "import axios from 'axios';\nexport const a = axios;\n")).toHaveLength(1);
    expect(await layerProblems('src/application/x.ts', "import { Container } from 'inversify';\nexport const a = Container;\n")).toHaveLength(1);
    expect(await layerProblems('src/application/x.ts', "import { x } from '@/infrastructure';\nexport const a = x;\n")).not.toHaveLength(0);
    expect(
      await layerProblems(
        'src/application/x.ts',
        "import { of } from 'rxjs';\nimport { map } from 'rxjs/operators';\nimport { IsEmail } from 'class-validator';\nimport { formatMoney } from '@/domain';\nexport const a = [of, map, IsEmail, formatMoney];\n",
      ),
    ).toEqual([]);
  });

  it('infrastructure: never React or the UI', async () => {
    expect(await layerProblems('src/infrastructure/x.ts', "import { useState } from 'react';\nexport const a = useState;\n")).toHaveLength(1);
    expect(await layerProblems('src/infrastructure/x.ts', "import { x } from '../ui/app/services';\nexport const a = x;\n")).toHaveLength(1);
    expect(await layerProblems('src/infrastructure/x.ts', "import axios from 'axios';\nexport const a = axios;\n")).toEqual([]);
  });

  it('ui: never infrastructure, except the composition root', async () => {
    const code = "import { ConsoleLogger } from '@/infrastructure';\nexport const a = ConsoleLogger;\n";
    expect(await layerProblems('src/ui/pages/x.tsx', code)).toHaveLength(1);
    expect(await layerProblems('src/ui/pages/x.tsx', "import { x } from '../../infrastructure/y';\nexport const a = x;\n")).toHaveLength(1);
    expect(await layerProblems('src/ui/composition/x.ts', code)).toEqual([]);
  });

  it('server: src/domain and nothing else of src/', async () => {
    const file = 'server/src/features/cart/x.ts';
    expect(await layerProblems(file, "import { AuthStore } from '../../../../src/application/index.js';\nexport const a = AuthStore;\n")).toHaveLength(1);
    expect(await layerProblems(file, "import { x } from '../../../../src/ui/app/services.js';\nexport const a = x;\n")).toHaveLength(1);
    expect(await layerProblems(file, "import { x } from '../../../../src/infrastructure/config.js';\nexport const a = x;\n")).toHaveLength(1);
    expect(await layerProblems(file, "import { x } from '@/application';\nexport const a = x;\n")).toHaveLength(1);
    expect(
      await layerProblems(
        file,
        "import { priceCart } from '../../../../src/domain/cart-pricing.js';\nimport { ApiError } from '../../http/errors.js';\nexport const a = [priceCart, ApiError];\n",
      ),
    ).toEqual([]);
  });

  it('catalogue engine: no Fastify, no Kysely, nothing from outside its folder', async () => {
    const file = 'server/src/features/catalogue/engine/x.ts';
    for (const code of [
      "import Fastify from 'fastify';\nexport const a = Fastify;\n",
      "import type { FastifyReply } from 'fastify';\nexport type A = FastifyReply;\n",
      "import cors from '@fastify/cors';\nexport const a = cors;\n",
      "import { sql } from 'kysely';\nexport const a = sql;\n",
      "import type { Kysely } from 'kysely';\nexport type A = Kysely<never>;\n",
      "import pg from 'pg';\nexport const a = pg;\n",
      "import type { Database } from '../../../db/types.js';\nexport type A = Database;\n",
      "import { readyText } from '../../../http/cached-json.js';\nexport const a = readyText;\n",
      "import { loadProductCards } from '../product-cards.js';\nexport const a = loadProductCards;\n",
    ]) {
      expect(await layerProblems(file, code), code).toHaveLength(1);
    }
    expect(
      await layerProblems(file, "import { SearchIndex } from './search-index.js';\nimport { hash } from 'node:crypto';\nexport const a = [SearchIndex, hash];\n"),
    ).toEqual([]);
    // Outside the folder, the catalogue's loader may use the database.
    expect(await layerProblems('server/src/features/catalogue/catalogue-source.ts', "import { sql } from 'kysely';\nexport const a = sql;\n")).toEqual([]);
  });

  it('server: the render contract of src/domain, with `import type` only; no other file of the render', async () => {
    const file = 'server/src/http/x.ts';
    const contract = '../../../src/domain/page-render-contract.js';
    expect(await layerProblems(file, `import type { PageRequest, ServerEntry } from '${contract}';\nexport type A = [PageRequest, ServerEntry];\n`)).toEqual([]);
    expect(await layerProblems(file, `import { type PageRequest } from '${contract}';\nexport type A = PageRequest;\n`)).toEqual([]);
    // A value import would bring src/ into the server's code (it imports the built entry instead).
    expect(await layerProblems(file, `import { PageRequest } from '${contract}';\nexport const a = PageRequest;\n`)).toHaveLength(1);
    expect(await layerProblems(file, `import * as contract from '${contract}';\nexport const a = contract;\n`)).toHaveLength(1);
    // The render itself and its other files stay out of reach, types or not.
    expect(await layerProblems(file, "import type { RenderPageRequest } from '../../../src/ui/app/rendering/render-page.js';\nexport type A = RenderPageRequest;\n")).toHaveLength(1);
    expect(await layerProblems(file, "import type { BootData } from '../../../src/ui/app/rendering/boot-data.js';\nexport type A = BootData;\n")).toHaveLength(1);
    expect(await layerProblems(file, "import type { ServerEntry } from '../../../src/entry-server.js';\nexport type A = ServerEntry;\n")).toHaveLength(1);
  });

  it('the render contract declares types only', async () => {
    const file = 'src/domain/page-render-contract.ts';
    expect(await layerProblems(file, 'export interface PageAssets {\n  readonly entry: string;\n}\nexport type PageRender = { readonly kind: string };\n')).toEqual([]);
    expect(await layerProblems(file, "export const RENDER_TIMEOUT_MS = 10_000;\n")).toHaveLength(1);
    expect(await layerProblems(file, 'export function renderPage(): void {}\n')).toHaveLength(1);
  });

  it('logging goes through the LOGGER port: no console outside the adapters', async () => {
    for (const file of ['src/ui/pages/errors/x.tsx', 'src/ui/app/rendering/x.tsx', 'src/application/x.ts', 'src/domain/x.ts', 'src/x.tsx']) {
      expect(await layerProblems(file, "export const f = (error: unknown) => console.error('failed', error);\n"), file).toHaveLength(1);
    }
    expect(await layerProblems('src/infrastructure/browser/x.ts', "export const f = (error: unknown) => console.error('failed', error);\n")).toEqual([]);
  });
});
