// ESLint: typescript-eslint, react-hooks, jsx-a11y, and the import layers of DESIGN.md section 3
// (each folder of src/ may import only the folders below it; worker-only APIs stay in src/worker).
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const WORKER_ONLY = [
  { group: ['hono', 'hono/*', '@hono/*'], message: 'hono belongs to src/worker only.' },
  { group: ['cloudflare:*', '@cloudflare/*'], message: 'Workers APIs belong to src/worker only.' },
]
/** Tests and test support: a layer's fakes in <layer>/testing, shared harnesses in test/. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**', '**/test-*.ts']
/** Product code never imports them (a lint rule, so that no fake reaches a bundle). */
const NO_TEST_SUPPORT = {
  group: ['**/testing', '**/testing/**', '**/test/**', '**/test-support', '**/test-entry'],
  message: 'Product code never imports test support (<layer>/testing, test/).',
}
const restrictImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
})

/**
 * One folder of src/: its product files may import only the allowed layers and no test
 * support; its tests and test support the same layers. Two configs, as a later config's options
 * for a rule replace an earlier one's.
 */
const layer = (name, allowed) => {
  const all = ['lib', 'brands', 'shop', 'account', 'elements', 'app', 'worker']
  const forbidden = all.filter((folder) => folder !== name && !allowed.includes(folder))
  const files = [`src/${name}/**/*.{ts,tsx}`]
  const patterns = [
    ...(name === 'worker' ? [] : WORKER_ONLY),
    ...forbidden.map((folder) => ({
      group: [`**/${folder}`, `**/${folder}/**`],
      message: `src/${name} may not import src/${folder} (DESIGN.md section 3).`,
    })),
    // The worker sees src/app and src/lib only through their index.ts, their public face:
    // `../../app` passes, `../../app/bootstrap` does not. Only paths that climb out and
    // then name app/ or lib/ are caught, never a package's own lib/ folder.
    ...(name === 'worker'
      ? [
          {
            regex: '^(\\.\\./)+(app|lib)/',
            message: 'src/worker imports src/app and src/lib through their index.ts only.',
          },
        ]
      : []),
  ]
  return [
    { files, ignores: TEST_FILES, rules: restrictImports([...patterns, NO_TEST_SUPPORT]) },
    { files: TEST_FILES.map((glob) => `src/${name}/${glob}`), rules: restrictImports(patterns) },
  ]
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'build',
      'public/build',
      'dist',
      '**/.wrangler/**',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...layer('lib', []),
  ...layer('brands', ['lib']),
  ...layer('shop', ['lib', 'brands']),
  ...layer('account', ['lib', 'brands', 'shop']),
  ...layer('elements', ['lib', 'brands', 'shop', 'account']),
  ...layer('app', ['lib', 'brands', 'shop', 'account', 'elements']),
  ...layer('worker', ['lib', 'brands', 'shop', 'account', 'elements', 'app']),
  // The demo upstreams are product code too, beside their own tests.
  { files: ['demo/**/*.{ts,tsx}'], ignores: TEST_FILES, rules: restrictImports([NO_TEST_SUPPORT]) },
)
