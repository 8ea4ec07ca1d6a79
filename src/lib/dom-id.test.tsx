import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { IdScope, useDomId } from './dom-id'

function Labelled({ parts }: { parts: (string | number)[] }) {
  const id = useDomId(...parts)
  return <span id={id} />
}

describe('useDomId', () => {
  it('joins the scope and the parts when inside a scope', () => {
    expect(
      renderToString(
        <IdScope name="c12">
          <Labelled parts={['product', 'VIT-D3', 'name']} />
        </IdScope>,
      ),
    ).toBe('<span id="c12-product-VIT-D3-name"></span>')
  })

  it('uses the parts alone when outside any scope', () => {
    expect(renderToString(<Labelled parts={['error-title']} />)).toBe(
      '<span id="error-title"></span>',
    )
  })

  it('replaces characters an id should not carry when a part is a SKU or a base64 uid', () => {
    expect(renderToString(<Labelled parts={['item', 'MTI=', 'a/b c']} />)).toBe(
      '<span id="item-MTI_-a_b_c"></span>',
    )
  })

  it('replaces the outer scope when scopes nest, so a scope name alone decides its ids', () => {
    expect(
      renderToString(
        <IdScope name="header">
          <IdScope name="c7">
            <Labelled parts={['title']} />
          </IdScope>
        </IdScope>,
      ),
    ).toBe('<span id="c7-title"></span>')
  })

  it('gives the same id wherever the component sits, unlike a position-based useId', () => {
    const alone = renderToString(
      <IdScope name="footer">
        <Labelled parts={['logo-title']} />
      </IdScope>,
    )
    const afterOthers = renderToString(
      <IdScope name="footer">
        <Labelled parts={['first']} />
        <p>
          <Labelled parts={['logo-title']} />
        </p>
      </IdScope>,
    )
    expect(afterOthers).toContain(alone)
  })
})
