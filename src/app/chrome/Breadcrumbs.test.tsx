// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, type Rendered } from '../../../test/support/render'
import { Breadcrumbs } from './Breadcrumbs'
import { crumb } from '../testing/chrome'
import { CLIPBOARD_UNSUPPORTED, COPIED_FLAG_MS } from './use-copy-to-clipboard'

const trail = [
  crumb('Home'),
  crumb('Produkte', { permaLink: '/?id=12' }),
  crumb('Gelenke', { current: true, permaLink: '/?id=34' }),
]

/** Replaces navigator.clipboard (a fake, not a mock of our code); undefined = unsupported. */
const setClipboard = (clipboard: { writeText: (text: string) => Promise<void> } | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })

const click = async (element: Element | null | undefined, init: MouseEventInit = {}) => {
  let notPrevented = true
  await act(async () => {
    notPrevented = element!.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ...init }),
    )
  })
  return { prevented: !notPrevented }
}

describe('Breadcrumbs', () => {
  let view: Rendered | undefined
  const writes: string[] = []
  beforeEach(() => {
    writes.length = 0
    setClipboard({ writeText: async (text) => void writes.push(text) })
  })
  afterEach(() => {
    view?.unmount()
    view = undefined
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('renders links for ancestors and plain text for the current entry', () => {
    view = render(<Breadcrumbs items={trail} />)
    const nav = view.container.querySelector('nav')
    expect(nav?.getAttribute('aria-label')).toBeTruthy()
    const entries = [...view.container.querySelectorAll('ol > li')]
    expect(entries.map((li) => li.textContent)).toEqual(['Produkte', 'Gelenke'])
    expect(entries[0]?.querySelector('a')?.getAttribute('href')).toBe('/produkte')
    const current = entries[1]?.querySelector('[aria-current="page"]')
    expect(current?.tagName).toBe('SPAN')
    expect(entries[1]?.querySelector('a')).toBeNull()
  })

  it('shows the first entry when showFirst is set', () => {
    view = render(<Breadcrumbs items={trail} showFirst />)
    expect(view.container.querySelectorAll('li')).toHaveLength(3)
  })

  it('renders no bar when exactly one entry remains', () => {
    view = render(<Breadcrumbs items={[crumb('Home'), crumb('Gelenke', { current: true })]} />)
    expect(view.container.innerHTML).toBe('')
  })

  it('renders no bar when exceptions leave one entry', () => {
    const items = [
      crumb('Home'),
      crumb('Ordner', { exception: true }),
      crumb('A', { current: true }),
    ]
    view = render(<Breadcrumbs items={items} />)
    expect(view.container.querySelector('nav')).toBeNull()
  })

  it('copies the absolute permaLink instead of navigating when Ctrl-clicked', async () => {
    view = render(<Breadcrumbs items={trail} />)
    const { prevented } = await click(view.container.querySelector('a'), { ctrlKey: true })
    expect(prevented).toBe(true)
    expect(writes).toEqual([`${window.location.origin}/?id=12`])
    expect(writes[0]).toMatch(/^https?:\/\/[^/]+\/\?id=12$/)
  })

  it('copies the current entry when Cmd-clicked', async () => {
    view = render(<Breadcrumbs items={trail} />)
    await click(view.container.querySelector('[aria-current]'), { metaKey: true })
    expect(writes).toEqual([`${window.location.origin}/?id=34`])
  })

  it('navigates normally when clicked without a modifier', async () => {
    view = render(<Breadcrumbs items={trail} />)
    const { prevented } = await click(view.container.querySelector('a'))
    expect(prevented).toBe(false)
    expect(writes).toEqual([])
  })

  it('logs and copies nothing when the Clipboard API is missing', async () => {
    setClipboard(undefined)
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    view = render(<Breadcrumbs items={trail} />)
    await click(view.container.querySelector('a'), { ctrlKey: true })
    expect(log).toHaveBeenCalledWith('Your browser does not support Clipboard API')
    expect(CLIPBOARD_UNSUPPORTED).toBe('Your browser does not support Clipboard API')
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('')
  })

  it('shows the copied flag for 1500 ms after a copy', async () => {
    vi.useFakeTimers()
    view = render(<Breadcrumbs items={trail} />)
    const status = () => view?.container.querySelector('[role="status"]')?.textContent
    expect(status()).toBe('')
    await click(view.container.querySelector('a'), { ctrlKey: true })
    expect(status()).toBe('Link kopiert')
    act(() => void vi.advanceTimersByTime(COPIED_FLAG_MS - 1))
    expect(status()).toBe('Link kopiert')
    act(() => void vi.advanceTimersByTime(1))
    expect(status()).toBe('')
    expect(COPIED_FLAG_MS).toBe(1500)
  })

  it('raises no flag when the browser refuses the write', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) })
    view = render(<Breadcrumbs items={trail} />)
    await click(view.container.querySelector('a'), { ctrlKey: true })
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('')
  })
})
