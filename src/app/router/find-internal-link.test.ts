// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { findInternalLink, type ClickLike } from './find-internal-link'

const click = (target: Element, overrides: Partial<ClickLike> = {}): ClickLike => ({
  target,
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...overrides,
})

const link = (html: string) => {
  const container = document.createElement('div')
  container.innerHTML = html
  return container
}

describe('findInternalLink', () => {
  it('returns the href of an internal link clicked directly', () => {
    const a = link('<a href="/ratgeber">x</a>').querySelector('a')!
    expect(findInternalLink(click(a))).toBe('/ratgeber')
  })
  it('finds the link up to 5 ancestors above the target', () => {
    const root = link('<a href="/p"><i><i><i><i><b>deep</b></i></i></i></i></a>')
    expect(findInternalLink(click(root.querySelector('b')!))).toBe('/p')
  })
  it('gives up beyond 5 ancestors', () => {
    const root = link('<a href="/p"><i><i><i><i><i><b>deep</b></i></i></i></i></i></a>')
    expect(findInternalLink(click(root.querySelector('b')!))).toBeNull()
  })
  it('leaves external, protocol-relative, _blank and download links to the browser', () => {
    for (const html of [
      '<a href="https://x.org/">x</a>',
      '<a href="//x.org/">x</a>',
      '<a href="/a" target="_blank">x</a>',
      '<a href="/a.pdf" download>x</a>',
    ]) {
      expect(findInternalLink(click(link(html).querySelector('a')!))).toBeNull()
    }
  })
  it('leaves Ctrl/Cmd clicks and other buttons to the browser', () => {
    const a = link('<a href="/a">x</a>').querySelector('a')!
    expect(findInternalLink(click(a, { ctrlKey: true }))).toBeNull()
    expect(findInternalLink(click(a, { metaKey: true }))).toBeNull()
    expect(findInternalLink(click(a, { button: 1 }))).toBeNull()
  })
})
