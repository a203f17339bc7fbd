// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerRules } from './build/layer-rules.js';

const uiTimers = ['setTimeout', 'setInterval'];
const bootMessage = 'The browser boots in one place: use bootBrowser (src/ui/app/boot.ts).';
const uiTimerMessage = 'UI delays run on the app clock: use useTimeout or useDelayedCallback (src/ui/hooks), which tests can drive.';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dist-api', 'coverage', 'node_modules', 'playwright-report', 'test-results', '.data', '.scratch', 'bench/.tmp', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...layerRules,
  {
    // What the server reads (JSONB columns, rows, bodies) is parsed or typed, never forced:
    // `x as unknown as T` silences the type checker exactly where a check belongs.
    // tests/tooling/server-type-rules.test.ts proves the rule fails.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation",
        message: 'No `as unknown as` in the server: parse the value (see features/orders/order-line-snapshot.ts) or type its source.',
      }],
    },
  },
  {
    // One boot (src/ui/app/boot.ts) makes the browser's container, router and chunk-reload guard,
    // whether the storefront renders from scratch (start.tsx) or hydrates (hydrate.tsx).
    // tests/tooling/one-place-rules.test.ts proves the rule fails.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/app/boot.ts', 'src/ui/composition/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '^react-router(-dom)?$', importNames: ['createBrowserRouter'], message: bootMessage },
          { regex: '(^|/)composition$', importNames: ['installChunkReloadGuard'], message: bootMessage },
          { regex: '(^|/)router-navigator$', importNames: ['RouterNavigator'], message: bootMessage },
        ],
      }],
    },
  },
  {
    // One way to fail a page: a loader reads its use case's Result, and src/ui/app/page-data.ts
    // turns it into the page's data or the route's 404 (the one place that builds that response).
    // tests/tooling/one-place-rules.test.ts proves the rule fails.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/app/page-data.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Response']", message: 'A route answers 404 or fails through src/ui/app/page-data.ts (notFound, pageData, pageValue).' },
        { selector: "FunctionDeclaration[id.name='createLoader'] Identifier[name=/_GATEWAY$/]", message: 'A page loader reads through a use case that answers a Result, not a gateway (STYLE.md rule 6).' },
        { selector: "FunctionDeclaration[id.name='createLoader'] TryStatement", message: 'A page loader fails one way: its use case\'s Result, through pageData or pageValue (src/ui/app/page-data.ts).' },
      ],
    },
  },
  {
    // Every UI delay runs on the app's clock (the CLOCK port, through useTimeout and
    // useDelayedCallback in src/ui/hooks) so tests move time on instead of sleeping.
    // tests/tooling/ui-timer-rule.test.ts proves the rule fails.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...uiTimers.map((name) => ({ name, message: uiTimerMessage }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => uiTimers.map((property) => ({ object, property, message: uiTimerMessage }))),
      ],
    },
  },
);
