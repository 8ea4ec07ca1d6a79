import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessageItems } from './MessageItems'

/** The mark (the svg) a message of a type is shown with. */
const markOf = (type: string) => {
  const html = renderToString(
    <MessageItems
      messages={[{ id: 'm1', message: 'Text', type }]}
      block="sf-message"
      closeLabel={() => 'Schließen'}
      onClose={() => undefined}
    />,
  )
  return /<svg[\s\S]*?<\/svg>/.exec(html)?.[0]
}

describe('MessageItems', () => {
  it('marks a warning as an error is marked, not with the confirmation’s tick', () => {
    expect(markOf('warning')).toBe(markOf('error'))
    expect(markOf('warning')).not.toBe(markOf('success'))
  })
})
