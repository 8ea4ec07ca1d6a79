import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { README_MAX_LINES, readmeProblems } from './readme-rules'

const root = new URL('../..', import.meta.url).pathname
const docsDir = join(root, 'docs')
const repositoryTree = () => ({
  readme: readFileSync(join(root, 'README.md'), 'utf8'),
  pages: new Map(
    readdirSync(docsDir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, readFileSync(join(docsDir, name), 'utf8')] as const),
  ),
})

describe('README.md and docs/', () => {
  it('keep the README short, with every docs page linked and every link leading to a page', () => {
    const tree = repositoryTree()
    expect(tree.pages.size).toBeGreaterThan(0)
    expect(readmeProblems(tree)).toEqual([])
  })

  it('names a README that grew too long', () => {
    const readme = `# Title\n${'line\n'.repeat(README_MAX_LINES)}[a](docs/a.md)\n`
    expect(readmeProblems({ readme, pages: new Map([['a.md', '# A\n']]) })).toEqual([
      `README.md has ${README_MAX_LINES + 2} lines, more than ${README_MAX_LINES}`,
    ])
  })

  it('names a link to a missing page and a page no link leads to', () => {
    const readme = '# Title\n\nSee [cart](docs/cart.md#checkout) and [gone](docs/gone.md).\n'
    const pages = new Map([
      ['cart.md', '# Cart\n\nAs [ops](operations.md#deploying) says.\n'],
      ['orphan.md', '# Orphan\n'],
    ])
    expect(readmeProblems({ readme, pages })).toEqual([
      'README.md links docs/gone.md, which does not exist',
      'docs/orphan.md is not linked from README.md',
      'docs/cart.md links operations.md, which does not exist',
    ])
  })
})
