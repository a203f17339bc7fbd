import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The timer-rule messages ESLint reports for `code` placed at `filePath`. */
async function timerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-properties')
    .map((m) => m.message);
}

describe('UI delays run on the app clock, enforced by lint', () => {
  it('refuses the browser timers in src/ui, as globals or through window', async () => {
    expect(await timerProblems('src/ui/x.ts', 'export const later = () => setTimeout(() => 1, 5);\n')).toHaveLength(1);
    expect(await timerProblems('src/ui/x.tsx', 'export const poll = () => setInterval(() => 1, 5);\n')).toHaveLength(1);
    expect(await timerProblems('src/ui/x.tsx', 'export const later = () => window.setTimeout(() => 1, 5);\n')).toHaveLength(1);
    expect(await timerProblems('src/ui/x.tsx', 'export const later = () => globalThis.setInterval(() => 1, 5);\n')).toHaveLength(1);
  });

  it('allows the clock hooks in src/ui and the timers in the infrastructure adapters', async () => {
    expect(await timerProblems('src/ui/x.tsx', "import { useTimeout } from './hooks';\nexport const f = useTimeout;\n")).toEqual([]);
    expect(await timerProblems('src/infrastructure/x.ts', 'export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));\n')).toEqual([]);
  });
});
