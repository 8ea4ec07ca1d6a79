// ESLint: typescript-eslint, react-hooks, jsx-a11y, and the import layers of DESIGN.md section 3
// (each folder of src/ may import only the folders below it; worker-only APIs stay in src/worker).
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const WORKER_ONLY = [
  { group: ['hono', 'hono/*', '@hono/*'], message: 'hono belongs to src/worker only.' },
  { group: ['cloudflare:*', '@cloudflare/*'], message: 'Workers APIs belong to src/worker only.' },
]
const layer = (name, allowed) => {
  const all = ['lib', 'brands', 'cart', 'account', 'elements', 'app', 'worker']
  const forbidden = all.filter((folder) => folder !== name && !allowed.includes(folder))
  return {
    files: [`src/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(name === 'worker' ? [] : WORKER_ONLY),
            ...forbidden.map((folder) => ({
              group: [`**/${folder}`, `**/${folder}/**`],
              message: `src/${name} may not import src/${folder} (DESIGN.md section 3).`,
            })),
          ],
        },
      ],
    },
  }
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
  layer('lib', []),
  layer('brands', ['lib']),
  layer('cart', ['lib', 'brands']),
  layer('account', ['lib', 'brands', 'cart']),
  layer('elements', ['lib', 'brands', 'cart', 'account']),
  layer('app', ['lib', 'brands', 'cart', 'account', 'elements']),
  layer('worker', ['lib', 'brands', 'cart', 'account', 'elements', 'app']),
)
