// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { render, type Rendered } from '../../../test/support/render'
import { BypassLink } from './BypassLink'

describe('BypassLink', () => {
  let view: Rendered | undefined
  afterEach(() => {
    view?.unmount()
    document.body.innerHTML = ''
  })

  const clickLink = () =>
    view!.container
      .querySelector('a')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))

  it('renders a skip link to the target with the default text', () => {
    view = render(<BypassLink targetId="main-content" />)
    const link = view.container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('#main-content')
    expect(link?.textContent).toBe('Zum Inhalt springen')
    expect(link?.classList.contains('skip-link')).toBe(true)
  })

  it('moves focus to the target and makes it focusable when activated', () => {
    const main = document.createElement('main')
    main.id = 'main-content'
    document.body.appendChild(main)
    view = render(<BypassLink targetId="main-content" />)
    const notPrevented = clickLink()
    expect(notPrevented).toBe(false)
    expect(main.getAttribute('tabindex')).toBe('-1')
    expect(document.activeElement).toBe(main)
  })

  it('keeps a tabindex the target already has', () => {
    const target = document.createElement('section')
    target.id = 'content'
    target.tabIndex = 0
    document.body.appendChild(target)
    view = render(<BypassLink targetId="content" />)
    clickLink()
    expect(target.getAttribute('tabindex')).toBe('0')
    expect(document.activeElement).toBe(target)
  })

  it('leaves the fragment link alone when the target is missing', () => {
    view = render(<BypassLink targetId="nowhere" />)
    expect(clickLink()).toBe(true)
  })
})
