import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import rules of eslint.config.js can fail: each case lints a line of code as if it stood
 * in a file at `path` (the file need not exist) and names the rule's message it must raise, or
 * none. The layers of DESIGN.md section 3, test support out of product code, and the worker's
 * use of the app and lib layers only through their index.
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
})
