import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './rich-text'
import { sanitizeHtml, type SafeHtml } from './sanitize-html'

describe('RichText', () => {
  it('renders sanitised editor HTML inside a rich-text block when given markup', () => {
    const html = renderToString(
      <RichText
        html={sanitizeHtml('<p>Hallo<img src=x onerror=alert(1)></p>')}
        className="intro"
      />,
    )
    expect(html).toBe('<div class="ce-rich-text intro"><p>Hallo<img src="x"></p></div>')
  })

  it('renders nothing when the HTML is empty or only unsafe', () => {
    expect(renderToString(<RichText html={'' as SafeHtml} />)).toBe('')
    expect(renderToString(<RichText html={sanitizeHtml('<script>alert(1)</script>')} />)).toBe('')
  })
})
