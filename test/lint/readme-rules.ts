/**
 * What keeps the README a newcomer's page: at most 250 lines, and the rest in
 * docs/, every page of it linked from the README and every docs link of the README to a page that
 * exists. Pure over the texts, so the test can show each rule failing.
 */
export const README_MAX_LINES = 250

export interface DocsTree {
  readme: string
  /** docs/*.md by file name ('architecture.md') → its text. */
  pages: ReadonlyMap<string, string>
}

/** Targets of markdown links `[text](target#anchor)` that lead to a .md file, without the anchor. */
const markdownLinks = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)\s]*)?\)/g)].map((match) => match[1] ?? '')

export const readmeProblems = ({ readme, pages }: DocsTree): string[] => {
  const problems: string[] = []
  const lineCount = readme.replace(/\n$/, '').split('\n').length
  if (lineCount > README_MAX_LINES) {
    problems.push(`README.md has ${lineCount} lines, more than ${README_MAX_LINES}`)
  }
  const linked = new Set(
    markdownLinks(readme)
      .filter((target) => target.startsWith('docs/'))
      .map((target) => target.slice('docs/'.length)),
  )
  for (const name of linked) {
    if (!pages.has(name)) problems.push(`README.md links docs/${name}, which does not exist`)
  }
  for (const name of pages.keys()) {
    if (!linked.has(name)) problems.push(`docs/${name} is not linked from README.md`)
  }
  // Pages link each other by file name (operations.md#purging-editors).
  for (const [name, text] of pages) {
    for (const target of markdownLinks(text)) {
      if (!target.includes('/') && !pages.has(target)) {
        problems.push(`docs/${name} links ${target}, which does not exist`)
      }
    }
  }
  return problems
}
