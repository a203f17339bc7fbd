import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as domain from '@/domain';

const folder = fileURLToPath(new URL('../../src/domain/', import.meta.url));

describe('domain barrel', () => {
  it('re-exports every domain module', async () => {
    const modules = readdirSync(folder).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
    for (const name of modules) {
      const module: Record<string, unknown> = await import(`../../src/domain/${name.replace(/\.ts$/, '')}.ts`);
      for (const exported of Object.keys(module)) {
        expect(domain, `${name} exports ${exported}`).toHaveProperty(exported, module[exported]);
      }
    }
  });

  it('exposes the main rules', () => {
    expect(domain.formatMoney(4999)).toBe('$49.99');
    expect(typeof domain.priceCart).toBe('function');
  });
});
