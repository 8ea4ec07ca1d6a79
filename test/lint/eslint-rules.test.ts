import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import rules of eslint.config.js can fail: each case lints a line of code as if it stood
 * in a file at `path` (the file need not exist) and names the rule's message it must raise, or
 * none. The layers of DESIGN.md section 3, test support out of product code, the worker's use
 * of the app and lib layers only through their index, and src/shop seen from outside only
 * through its index (and its test support through src/shop/testing).
 */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

const messagesFor = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1\n`, { filePath: path })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('eslint import rules', () => {
  it('forbids a layer to import a layer below it', async () => {
    const messages = await messagesFor('src/lib/probe.ts', "import { useCart } from '../shop'")
    expect(messages.join('\n')).toMatch(/src\/lib may not import src\/shop/)
  })

  it('lets a layer import the layers above it', async () => {
    expect(await messagesFor('src/shop/probe.ts', "import { cx } from '../lib/page'")).toEqual([])
  })

  it('forbids product code to import test support', async () => {
    for (const code of [
      "import { renderAndHydrate } from './testing/harness'",
      "import { createFakeShop } from '../../shop/testing/fake-shop'",
      "import { render } from '../../../test/support/render'",
    ]) {
      const messages = await messagesFor('src/elements/cart/probe.tsx', code)
      expect(messages.join('\n'), code).toMatch(/test support/)
    }
  })

  it('lets tests and test support import test support', async () => {
    const harness = "import { renderAndHydrate } from '../testing/harness'"
    expect(await messagesFor('src/elements/cart/probe.test.tsx', harness)).toEqual([])
    expect(
      await messagesFor(
        'src/elements/testing/probe.tsx',
        "import { render } from '../../../test/support/render'",
      ),
    ).toEqual([])
  })

  it('lets the worker import src/app and src/lib only through their index', async () => {
    const deep = await messagesFor(
      'src/worker/routes/probe.ts',
      "import { parseBootstrap } from '../../app/bootstrap'",
    )
    expect(deep.length).toBeGreaterThan(0)
    expect(
      await messagesFor('src/worker/routes/probe.ts', "import { parseBootstrap } from '../../app'"),
    ).toEqual([])
  })

  it('lets code outside src/shop import it only through its index and its testing index', async () => {
    const deep: [path: string, code: string][] = [
      ['src/account/probe.ts', "import { asListed } from '../shop/catalogue/pack-sizes'"],
      ['src/elements/cart/probe.tsx', "import type { Product } from '../../shop/types'"],
      [
        'src/worker/shop/probe.ts',
        "import { fetchProductListing } from '../../shop/operations/product-listing'",
      ],
      [
        'src/elements/product_detail/reviews/probe.ts',
        "import { useCart } from '../../../shop/react/cart-context'",
      ],
      [
        'src/elements/cart/probe.test.tsx',
        "import { createCartHarness } from '../../shop/testing/cart-harness'",
      ],
      [
        'test/worker/probe.test.ts',
        "import { FAKE_PRODUCTS } from '../../src/shop/testing/fake-shop-model'",
      ],
      ['demo/shop/probe.ts', "import { asListed } from '../../src/shop/catalogue/pack-sizes'"],
    ]
    for (const [path, code] of deep) {
      const messages = await messagesFor(path, code)
      expect(messages.join('\n'), `${path}: ${code}`).toMatch(/import src\/shop through its index/)
    }
    const throughIndex: [path: string, code: string][] = [
      ['src/account/probe.ts', "import { asListed } from '../shop'"],
      [
        'src/elements/cart/probe.test.tsx',
        "import { createCartHarness } from '../../shop/testing'",
      ],
      ['test/worker/probe.test.ts', "import { asListed } from '../../src/shop'"],
      // The worker's own shop/ folder is not src/shop.
      ['src/worker/routes/probe.ts', "import { loadListing } from '../shop/load-listing'"],
      // Inside src/shop, by path.
      ['src/shop/catalogue/probe.ts', "import { toProduct } from '../operations/map-shop-data'"],
    ]
    for (const [path, code] of throughIndex) {
      expect(await messagesFor(path, code), `${path}: ${code}`).toEqual([])
    }
  })
})
