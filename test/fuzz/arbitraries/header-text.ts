import type fc from 'fast-check'

/**
 * Header values as clients can send them: visible ASCII and tabs. Browsers refuse anything else
 * (a ByteString), and workerd warns on every non-ASCII value, which would drown the output.
 */
export const toHeaderText = (text: string): string => text.replace(/[^\t\x20-\x7e]/g, '?')

export const headerText = (arbitrary: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  arbitrary.map(toHeaderText)
