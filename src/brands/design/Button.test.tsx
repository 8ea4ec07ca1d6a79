// @vitest-environment happy-dom
import { createRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../../test/support/render'
import { Button } from './Button'

describe('Button', () => {
  it('renders a primary md <button type="button"> when given no options', () => {
    expect(renderToStaticMarkup(<Button>Buy</Button>)).toBe(
      '<button type="button" class="sf-button sf-button--primary sf-button--md">Buy</button>',
    )
  })

  it('renders an <a> with the variant classes when given an href', () => {
    const html = renderToStaticMarkup(
      <Button href="/cart" variant="outline" size="lg" className="x">
        Cart
      </Button>,
    )
    expect(html).toBe(
      '<a href="/cart" class="sf-button sf-button--outline sf-button--lg x">Cart</a>',
    )
  })

  it.each(['secondary', 'ghost', 'link'] as const)(
    'adds the %s variant class when asked',
    (variant) => {
      expect(renderToStaticMarkup(<Button variant={variant}>x</Button>)).toContain(
        `sf-button--${variant}`,
      )
    },
  )

  it('keeps an explicit submit type when inside a form', () => {
    expect(renderToStaticMarkup(<Button type="submit">Send</Button>)).toContain('type="submit"')
  })

  it('forwards native props, handlers and the ref when rendered', () => {
    const onClick = vi.fn()
    const ref = createRef<HTMLButtonElement>()
    const { container, unmount } = render(
      <Button ref={ref} onClick={onClick} aria-label="Add" data-sku="42" disabled={false}>
        +
      </Button>,
    )
    const button = container.querySelector('button')
    expect(ref.current).toBe(button)
    expect(button?.getAttribute('aria-label')).toBe('Add')
    expect(button?.dataset.sku).toBe('42')
    button?.click()
    expect(onClick).toHaveBeenCalledOnce()
    unmount()
  })
})
