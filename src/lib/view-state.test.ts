// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { pageSearchOf, useViewState, type ViewState } from './view-state'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('pageSearchOf', () => {
  it('leaves the view state out of a page query', () => {
    expect(pageSearchOf('?sort=price&product=zink-25-mg')).toBe('?sort=price')
    expect(pageSearchOf('?product=zink-25-mg')).toBe('')
    expect(pageSearchOf('')).toBe('')
    expect(pageSearchOf('?q=magnesium&page=2')).toBe('?q=magnesium&page=2')
  })
})

/** Renders the hook and hands out its latest value. */
const mountViewState = () => {
  let latest: ViewState | null = null
  function Probe() {
    latest = useViewState('product')
    return null
  }
  const container = document.createElement('div')
  const root = createRoot(container)
  act(() => root.render(createElement(Probe)))
  return { state: () => latest!, unmount: () => act(() => root.unmount()) }
}

/** Lets the browser's history navigation (back) and its popstate event happen. */
const historySettles = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

describe('useViewState', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('opens a view in a new entry that keeps the page entry’s scroll key, and back closes it', async () => {
    window.history.replaceState({ key: 'page-entry' }, '', '/produkte?sort=name')
    const view = mountViewState()
    expect(view.state().value).toBeNull()
    const entries = window.history.length

    act(() => view.state().open('magnesium-400'))
    expect(window.location.search).toBe('?sort=name&product=magnesium-400')
    expect(window.history.length).toBe(entries + 1)
    expect(window.history.state).toMatchObject({ key: 'page-entry' })
    expect(view.state().value).toBe('magnesium-400')

    act(() => view.state().close())
    await historySettles()
    expect(window.location.search).toBe('?sort=name')
    expect(view.state().value).toBeNull()
    view.unmount()
  })

  it('closes a view the address opened in place: there is no entry of its own to go back to', () => {
    window.history.replaceState({ key: 'shared' }, '', '/produkte?product=zink-25-mg')
    const view = mountViewState()
    expect(view.state().value).toBe('zink-25-mg')
    const entries = window.history.length
    act(() => view.state().close())
    expect(window.location.pathname + window.location.search).toBe('/produkte')
    expect(window.history.length).toBe(entries)
    expect(window.history.state).toEqual({ key: 'shared' })
    expect(view.state().value).toBeNull()
    view.unmount()
  })
})
