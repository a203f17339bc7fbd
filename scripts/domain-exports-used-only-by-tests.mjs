// Lists the exports of src/domain that no production code reads (only tests, or nothing).
// Production code: src/ and server/src/, outside the declaring file's own declaration.
// Usage: node scripts/domain-exports-used-only-by-tests.mjs [file-to-skip.ts ...]
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';

const skip = new Set(process.argv.slice(2).map((name) => basename(name)));

/** Every .ts/.tsx file below a folder. */
function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a file exports by declaration. */
function exportedNames(path) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = [];
  for (const statement of file.statements) {
    const exported = ts.getModifiers?.(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) statement.declarationList.declarations.forEach((each) => names.push(each.name.getText(file)));
    else if (statement.name) names.push(statement.name.getText(file));
  }
  return names;
}

/** How often a name occurs as a whole word in a text. */
const occurrences = (text, name) => (text.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length;

const production = [...sourceFiles('src'), ...sourceFiles('server/src')].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const tests = sourceFiles('tests').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

for (const path of sourceFiles('src/domain')) {
  if (basename(path) === 'index.ts' || skip.has(basename(path))) continue;
  for (const name of exportedNames(path)) {
    const elsewhere = production.filter((each) => each.path !== path && occurrences(each.text, name) > 0).length;
    if (elsewhere > 0) continue;
    const ownUses = occurrences(readFileSync(path, 'utf8'), name) - 1;
    const testFiles = tests.filter((each) => occurrences(each.text, name) > 0).map((each) => basename(each.path));
    console.log(`${path}  ${name}  own-file uses: ${ownUses}  tests: ${testFiles.join(', ') || '-'}`);
  }
}
