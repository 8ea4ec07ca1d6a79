import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No tracked text file may point at "issue N": the tracker those numbers belong to is not in the
 * repository, so the reference tells a reader nothing. A comment, a title or a heading says what
 * the thing is and why instead. Links to other projects' trackers (`…/issues/8004`) are not
 * references of this kind and pass.
 */
const root = new URL('../..', import.meta.url).pathname
const ISSUE_REFERENCE = /\bissues? #?\d+/i

/** Each line of `text` that names an issue, as `path:line: text`. */
const issueReferences = (path: string, text: string): string[] =>
  text
    .split('\n')
    .flatMap((line, index) =>
      ISSUE_REFERENCE.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
    )

const trackedFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })
    .split('\0')
    .filter((path) => path !== '')

/** A file's text, or null for one deleted from the work tree or binary (it holds a NUL byte). */
const textOf = (path: string): string | null => {
  const file = join(root, path)
  if (!existsSync(file) || !statSync(file).isFile()) return null
  const text = readFileSync(file, 'utf8')
  return text.includes('\0') ? null : text
}

// Built from parts, so that this file does not name an issue itself.
const named = (word: string, number: string) => `${word} ${number}`

describe('issue references', () => {
  it('has none in any tracked text file', () => {
    const files = trackedFiles()
    expect(files.length).toBeGreaterThan(100)
    const references = files.flatMap((path) => {
      const text = textOf(path)
      return text === null ? [] : issueReferences(path, text)
    })
    expect(references).toEqual([])
  })

  it('names the file and line of each reference, in any case and with or without #', () => {
    const text = [
      'const a = 1',
      `// Kept per store view (${named('issue', '25')}).`,
      `## Images (${named('Issue', '#40')})`,
      `${named('issues', '10')} and 26 were about the account.`,
    ].join('\n')
    expect(issueReferences('src/probe.ts', text)).toEqual([
      `src/probe.ts:2: // Kept per store view (${named('issue', '25')}).`,
      `src/probe.ts:3: ## Images (${named('Issue', '#40')})`,
      `src/probe.ts:4: ${named('issues', '10')} and 26 were about the account.`,
    ])
  })

  it('passes words that merely contain the word and links to other trackers', () => {
    const text = [
      'const issues = body.issues.map((issue) => issue.message)',
      'zod reports 3 issues',
      'see https://github.com/cloudflare/workers-sdk/issues/8004',
      named('tissue', '5'),
    ].join('\n')
    expect(issueReferences('src/probe.ts', text)).toEqual([])
  })
})
