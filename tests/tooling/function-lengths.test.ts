import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Longest a function in src/ui may be, in lines (issue 10: "no function over about 80 lines"). */
const MAX_LINES = 80;

/** One function and its length in lines. */
interface FunctionLength {
  readonly where: string;
  readonly lines: number;
}

/** Every .ts/.tsx file below a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The name a reader would search for: the function's own, or the variable, property or method it is assigned to. */
function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  return '(anonymous)';
}

/** The length of every function (declarations, expressions, arrows, methods) in a file. */
function functionLengths(path: string): FunctionLength[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ where: `${relative(process.cwd(), path)}:${first + 1} ${nameOf(node)}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('function lengths in src/ui', () => {
  const all = sourceFiles('src/ui')
    .flatMap(functionLengths)
    .sort((a, b) => b.lines - a.lines);

  it(`has no function over ${MAX_LINES} lines`, () => {
    const long = all.filter((each) => each.lines > 40);
    // Printed so that a reviewer sees the longest functions without running another tool.
    console.info(long.map((each) => `${String(each.lines).padStart(4)}  ${each.where}`).join('\n'));
    const tooLong = all.filter((each) => each.lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
