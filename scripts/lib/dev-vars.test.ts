import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { devVarOf, ensureDevVars, withDevVar } from './dev-vars.mjs'

describe('the local .dev.vars of npm start', () => {
  const roots: string[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })
  const newRoot = () => {
    const root = mkdtempSync(join(tmpdir(), 'dev-vars-'))
    mkdirSync(join(root, 'demo'))
    roots.push(root)
    return root
  }
  const counter = () => {
    let n = 0
    return () => `secret-${(n += 1)}`
  }
  const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8')

  it('gives a fresh checkout a purge token and one checkout secret for both workers', () => {
    const root = newRoot()
    expect(ensureDevVars(root, counter())).toHaveLength(2)
    expect(read(root, '.dev.vars')).toBe('PURGE_TOKEN=secret-1\nCHECKOUT_SIGNING_SECRET=secret-2\n')
    expect(read(root, 'demo/.dev.vars')).toBe('CHECKOUT_SIGNING_SECRET=secret-2\n')
    // The next start keeps them all and writes nothing.
    expect(ensureDevVars(root, counter())).toEqual([])
    expect(devVarOf(read(root, '.dev.vars'), 'PURGE_TOKEN')).toBe('secret-1')
  })

  it("adds the secret to an earlier .dev.vars, leaves its tokens, and makes the demo's match", () => {
    const root = newRoot()
    writeFileSync(join(root, '.dev.vars'), 'PURGE_TOKEN_JANA="jana"')
    writeFileSync(join(root, 'demo/.dev.vars'), 'OTHER=1\nCHECKOUT_SIGNING_SECRET=stale\n')
    ensureDevVars(root, counter())
    expect(read(root, '.dev.vars')).toBe(
      'PURGE_TOKEN_JANA="jana"\nCHECKOUT_SIGNING_SECRET=secret-1\n',
    )
    expect(read(root, 'demo/.dev.vars')).toBe('OTHER=1\nCHECKOUT_SIGNING_SECRET=secret-1\n')
  })

  it('reads and replaces one variable of a file', () => {
    expect(devVarOf('A=1\nB = "two"\n', 'B')).toBe('two')
    expect(devVarOf('AB=1\n', 'B')).toBeNull()
    expect(devVarOf('B=\n', 'B')).toBeNull()
    expect(withDevVar('A=1\nB=2\n', 'B', '3')).toBe('A=1\nB=3\n')
  })
})
