// @ts-check
// The dependency rule of DESIGN.md as ESLint configuration: which imports each layer of src/
// may make. tests/tooling/layer-rules.test.ts proves each rule fails on a forbidden import.

/** Relative or aliased paths into the given layers. */
const intoLayers = (/** @type {string[]} */ layers) => ({
  regex: `^(@/|(\\.\\.?/)+)(${layers.join('|')})(/|$)`,
  message: `This layer may not import ${layers.join(', ')} (DESIGN.md, the dependency rule).`,
});

const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'setTimeout', 'setInterval', 'location'].map(
  (name) => ({ name, message: 'The domain is pure: pass time and browser facts in (DESIGN.md).' }),
);

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
      'no-restricted-imports': ['error', {
        patterns: [
          {
            regex: '^((\\.\\./)+src|[@~]|src)/(?!domain(/|$))',
            message: 'The server may import src/domain and nothing else from src/ (DESIGN.md).',
          },
        ],
      }],
    },
  },
];
