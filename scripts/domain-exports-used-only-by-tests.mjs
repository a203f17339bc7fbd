// Fails (exit 1) on an export of src/domain that no production code reads, in another file or its
// own: dead code kept alive by its tests. Production code is src/ and server/src/. An export kept
// on purpose goes in scripts/domain-exports-allowed.json, its name with the reason; an entry no
// longer needed fails too, so the list stays short. Runs in `npm run lint`, from the repository root.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';

const ALLOW_LIST = 'scripts/domain-exports-allowed.json';

/** Every .ts/.tsx file below a folder (none when it does not exist). */
function sourceFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a file exports by declaration. */
function exportedNames(path, text) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
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

const read = (path) => ({ path, text: readFileSync(path, 'utf8') });
const production = [...sourceFiles('src'), ...sourceFiles('server/src')].map(read);
const tests = sourceFiles('tests').map(read);
/** @type {Record<string, string>} export name → why it stays although production does not read it */
const allowed = existsSync(ALLOW_LIST) ? JSON.parse(readFileSync(ALLOW_LIST, 'utf8')) : {};

const findings = [];
const unread = new Set();
for (const { path, text } of production.filter((each) => each.path.startsWith(join('src', 'domain')) && basename(each.path) !== 'index.ts')) {
  for (const name of exportedNames(path, text)) {
    const readElsewhere = production.some((each) => each.path !== path && occurrences(each.text, name) > 0);
    if (readElsewhere || occurrences(text, name) > 1) continue;
    unread.add(name);
    if (name in allowed) continue;
    const testFiles = tests.filter((each) => occurrences(each.text, name) > 0).map((each) => basename(each.path));
    findings.push(`${path}: ${name} is read by no production code (tests: ${testFiles.join(', ') || 'none'}); delete it, use it, or add it to ${ALLOW_LIST} with the reason`);
  }
}
for (const name of Object.keys(allowed)) {
  if (!unread.has(name)) findings.push(`${ALLOW_LIST}: ${name} is read by production code now (or gone): take it off the list`);
}
for (const finding of findings) console.error(finding);
process.exit(findings.length > 0 ? 1 : 0);
