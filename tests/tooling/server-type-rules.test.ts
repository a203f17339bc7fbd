import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-restricted-syntax messages ESLint reports for `code` placed at `filePath`. */
async function syntaxProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the server forces no type through `unknown` (issue 29: types that are not checked)', () => {
  it('refuses `as unknown as` anywhere in server/', async () => {
    const code = 'export const f = (row: { snapshot: Record<string, unknown> }) => row.snapshot as unknown as { id: number };\n';
    expect(await syntaxProblems('server/src/features/orders/x.ts', code)).toHaveLength(1);
    expect(await syntaxProblems('server/src/x.ts', 'export const n = (1 as unknown) as string;\n')).toHaveLength(1);
  });

  it('lets a plain assertion, a parse or a cast to unknown alone through', async () => {
    const code = "export const f = (value: unknown) => [value as string, JSON.parse('{}') as unknown, typeof value === 'number' ? value : 0];\n";
    expect(await syntaxProblems('server/src/x.ts', code)).toEqual([]);
  });
});
