// @ts-check
// The dependency rule of DESIGN.md as ESLint configuration: which imports each layer of src/
// may make. tests/tooling/layer-rules.test.ts proves each rule fails on a forbidden import.

/** Relative or aliased paths into the given layers. */
const intoLayers = (/** @type {string[]} */ layers) => ({
  regex: `^(@/|(\\.\\.?/)+)(${layers.join('|')})(/|$)`,
  message: `This layer may not import ${layers.join(', ')} (DESIGN.md, the dependency rule).`,
});

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'fetch', 'XMLHttpRequest', 'globalThis', 'self'];
const TIMERS = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'queueMicrotask', 'performance'];

const browserGlobals = [...BROWSER_GLOBALS, ...TIMERS].map(
  (name) => ({ name, message: 'The domain is pure: pass time and browser facts in (DESIGN.md).' }),
);

const applicationGlobals = [...BROWSER_GLOBALS, ...TIMERS].map((name) => ({
  name,
  message: 'The application layer reaches the browser through its ports, and time through its Clock port (DESIGN.md).',
}));

/** The clock and the dice read where they are used: `Date.now()`, `new Date()` (no arguments), `Math.random()`. */
const impureCalls = (/** @type {string} */ message) => [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message },
  { selector: "CallExpression[callee.name='Date']", message },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message },
  { selector: "CallExpression[callee.object.name='crypto'][callee.property.name=/^(randomUUID|getRandomValues)$/]", message },
];

/** The server reaching into src/ for anything but the domain. */
const serverIntoSrc = {
  regex: '^((\\.\\./)+src|[@~]|src)/(?!domain(/|$))',
  message: 'The server may import src/domain and nothing else from src/ (DESIGN.md).',
};

/** The catalogue's in-memory engine: one folder, one interface (its index.ts). */
export const CATALOGUE_ENGINE = 'server/src/features/catalogue/engine';

/** The server render's contract, as the server reaches it: `../../../src/domain/page-render-contract.js`. */
const RENDER_CONTRACT = '^((\\.\\./)+src|[@~]|src)/domain/page-render-contract(\\.(js|ts))?$';

/** @type {import('eslint').Linter.Config[]} */
export const layerRules = [
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(?!\\.|@/domain(/|$))', message: 'The domain imports nothing outside src/domain (DESIGN.md).' },
          intoLayers(['application', 'infrastructure', 'ui']),
        ],
      }],
      'no-restricted-globals': ['error', ...browserGlobals],
      'no-restricted-syntax': ['error', ...impureCalls('The domain is pure: time and randomness come in as arguments (DESIGN.md).')],
    },
  },
  {
    files: ['src/application/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            regex: '^(?!\\.|@/(domain|application)(/|$)|rxjs(/|$)|class-validator$)',
            message: 'The application layer imports only domain, rxjs and class-validator (DESIGN.md).',
          },
          intoLayers(['infrastructure', 'ui']),
        ],
      }],
      'no-restricted-globals': ['error', ...applicationGlobals],
      'no-restricted-syntax': ['error', ...impureCalls('The application layer reads time through its Clock port (DESIGN.md).')],
    },
  },
  {
    files: ['src/infrastructure/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(react|react-dom|react-router|react-router-dom|observable-hooks)(/|$)', message: 'Infrastructure never imports React (DESIGN.md).' },
          intoLayers(['ui']),
        ],
      }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/composition/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ ...intoLayers(['infrastructure']), message: 'Only src/ui/composition (the composition root) may import infrastructure (DESIGN.md).' }],
      }],
    },
  },
  {
    // The reference server shares the pure rules of src/domain (one price, one password rule)
    // and nothing else of src/ (DESIGN.md). It reaches them by relative path; from inside
    // server/ a path that climbs to the repository root and enters src/ can only mean src/.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverIntoSrc] }],
      // The one other file of src/ it reads is the server render's contract, and only its types
      // (erased at build): the server loads the built entry, never the SPA's sources.
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          {
            regex: RENDER_CONTRACT,
            allowTypeImports: true,
            message: 'The server imports the render contract with `import type` only: it loads the built entry, never src/ (DESIGN.md).',
          },
        ],
      }],
    },
  },
  {
    // The catalogue engine knows no web framework and no database: its rows come through its
    // CatalogueSource, and everything it uses lives in its own folder (DESIGN.md, the catalogue in memory).
    files: [`${CATALOGUE_ENGINE}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            regex: '^(fastify|@fastify/.*|kysely|pg|pg-.*|fastify-.*)(/|$)',
            message: 'The catalogue engine imports no web framework and no database: it reads through its CatalogueSource (DESIGN.md).',
          },
          {
            regex: '^\\.\\./',
            message: 'The catalogue engine imports nothing outside its folder: what it needs comes through its CatalogueSource (DESIGN.md).',
          },
        ],
      }],
    },
  },
  {
    // The server render's contract holds types only, so that importing it brings no code of src/.
    files: ['src/domain/page-render-contract.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "Program > :not(TSInterfaceDeclaration, TSTypeAliasDeclaration, ExportNamedDeclaration[exportKind='type'], ImportDeclaration[importKind='type'])",
        message: 'The render contract declares types only (server/src/http/page-render.ts imports it with `import type`).',
      }],
    },
  },
  {
    // Every log line goes through the LOGGER port (its adapter, in src/infrastructure, is the one
    // place that writes to the console), so tests and the server decide where it goes.
    files: ['src/domain/**/*.ts', 'src/application/**/*.ts', 'src/ui/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    rules: {
      'no-console': ['error'],
    },
  },
];
