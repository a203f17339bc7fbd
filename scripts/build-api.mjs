// `npm run build:api`: the API as JavaScript in dist-api/ (server/tsconfig.build.json), which
// `NODE_ENV=production npm start` runs on node alone. tsc emits import paths as written; the
// server's own name their files (`./config.js`), but the rules of src/domain it imports do not
// (the SPA's bundler resolves them), so the relative paths are completed for Node's ES module
// loader: `./money` becomes `./money.js`, `./catalogue` `./catalogue/index.js`. A path that names
// no compiled file fails the build.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const OUTPUT = 'dist-api';

/** Every .js file below a folder. */
function javascriptFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return javascriptFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The string literals naming modules: static imports and exports, and `import('...')` with a literal. */
function moduleSpecifiers(file) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The completed path for a relative specifier, or undefined when it already names a file. */
function completed(fromFile, specifier) {
  const target = resolve(dirname(fromFile), specifier);
  if (existsSync(target) && statSync(target).isFile()) return undefined;
  if (existsSync(`${target}.js`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.js'))) return `${specifier}/index.js`;
  throw new Error(`${relative(process.cwd(), fromFile)}: "${specifier}" names no compiled file`);
}

/** Completes the relative import paths of every .js file below `folder`; answers how many. */
function completeImportPaths(folder) {
  let changed = 0;
  for (const path of javascriptFiles(folder)) {
    const text = readFileSync(path, 'utf8');
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const edits = moduleSpecifiers(file)
      .filter((literal) => literal.text.startsWith('./') || literal.text.startsWith('../'))
      .map((literal) => ({ literal, path: completed(path, literal.text) }))
      .filter((edit) => edit.path !== undefined);
    if (edits.length === 0) continue;
    // From the end, so that earlier positions stay valid; the quotes tsc wrote are kept.
    let result = text;
    for (const { literal, path: full } of edits.sort((a, b) => b.literal.getStart(file) - a.literal.getStart(file))) {
      const start = literal.getStart(file) + 1;
      result = result.slice(0, start) + full + result.slice(literal.end - 1);
    }
    writeFileSync(path, result);
    changed += edits.length;
  }
  return changed;
}

// A fresh folder: tsc leaves the output of a source that was since removed.
rmSync(OUTPUT, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', 'server/tsconfig.build.json'], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
// Files the server reads beside its modules (the flag sprite): tsc emits only JavaScript.
const ASSETS = ['server/src/features/media/flags.svg'];
for (const asset of ASSETS) copyFileSync(asset, join(OUTPUT, asset));
console.log(`build-api: the API compiled into ${OUTPUT}/, ${completeImportPaths(OUTPUT)} import paths completed, ${ASSETS.join(', ')} copied`);
