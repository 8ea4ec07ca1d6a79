// ESLint: typescript-eslint, react-hooks, jsx-a11y, and the import layers of DESIGN.md section 3
// (each folder of src/ may import only the folders below it; worker-only APIs stay in src/worker).
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const WORKER_ONLY = [
  { group: ['hono', 'hono/*', '@hono/*'], message: 'hono belongs to src/worker only.' },
  { group: ['cloudflare:*', '@cloudflare/*'], message: 'Workers APIs belong to src/worker only.' },
]
/**
 * Tests and test support: a layer's fakes in <layer>/testing, shared harnesses in test/, and a
 * content element's fixture beside it (src/elements/<CType>/fixture.ts).
 */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/test/**',
  '**/test-*.ts',
  'src/elements/*/fixture.ts',
]
/** Product code never imports them (a lint rule, so that no fake reaches a bundle). */
const NO_TEST_SUPPORT = {
  group: [
    '**/testing',
    '**/testing/**',
    '**/test/**',
    '**/test-support',
    '**/test-entry',
    '**/fixture',
  ],
  message:
    "Product code never imports test support (<layer>/testing, test/, an element's fixture.ts).",
}
const restrictImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
})

/**
 * Outside src/shop, its index.ts is the layer's public face and src/shop/testing/index.ts that
 * of its test support: `../shop` and `../shop/testing` pass, `../shop/catalogue/pack-sizes` and
 * `../shop/testing/fake-shop` do not. A specifier names src/shop only by climbing to src/ (the
 * worker has a shop/ folder of its own, `../shop/` from a sibling folder), so the pattern counts
 * the climbs: one per folder the importing file sits below src/ (see SRC_DEPTHS).
 */
const SHOP_INTERNALS_MESSAGE =
  'Outside src/shop, import src/shop through its index.ts and its test support through src/shop/testing (DESIGN.md section 3).'
const shopInternals = (depth) => ({
  regex: `^(\\.\\./){${depth}}shop/(?!testing$)`,
  message: SHOP_INTERNALS_MESSAGE,
})
/** The same seen from test/, demo/, bench/ and scripts/, which name src/ on the way. */
const SHOP_INTERNALS_FROM_ROOT = {
  regex: '^(\\.\\./)+src/shop/(?!testing$)',
  message: SHOP_INTERNALS_MESSAGE,
}
/** How deep a file may sit below src/: src/account/x.ts is 1, src/elements/cart/x.tsx 2. */
const SRC_DEPTHS = [1, 2, 3, 4, 5, 6]

/**
 * One folder of src/: its product files may import only the allowed layers and no test
 * support; its tests and test support the same layers; outside src/shop, none of them src/shop
 * past its index. Two configs per depth below src/ (shopInternals), the tests' first: a later
 * config's options for a rule replace an earlier one's, so product files get the second.
 */
const layer = (name, allowed) => {
  const all = ['lib', 'brands', 'shop', 'account', 'elements', 'app', 'worker']
  const forbidden = all.filter((folder) => folder !== name && !allowed.includes(folder))
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
  return (name === 'shop' ? [null] : SRC_DEPTHS).flatMap((depth) => {
    const files = [
      depth === null
        ? `src/${name}/**/*.{ts,tsx}`
        : `src/${name}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`,
    ]
    const own = depth === null ? patterns : [...patterns, shopInternals(depth)]
    return [
      { files, rules: restrictImports(own) },
      { files, ignores: TEST_FILES, rules: restrictImports([...own, NO_TEST_SUPPORT]) },
    ]
  })
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
  // Outside src/, src/shop only through its index too.
  {
    files: [
      'test/**/*.{ts,tsx,mjs}',
      'demo/**/*.{ts,tsx}',
      'bench/**/*.{ts,mjs}',
      'scripts/**/*.mjs',
    ],
    rules: restrictImports([SHOP_INTERNALS_FROM_ROOT]),
  },
  // The demo upstreams are product code too, beside their own tests.
  {
    files: ['demo/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: restrictImports([SHOP_INTERNALS_FROM_ROOT, NO_TEST_SUPPORT]),
  },
)
