import { useEffect, type RefObject } from 'react'

/**
 * <details> menus open without JavaScript; this adds what users expect once JS runs: a click
 * outside or on a link inside closes them (client navigation does not reload the page), and
 * Escape closes the innermost one and returns focus to its <summary> (WAI-ARIA disclosure).
 */
export const useDismissableDetails = (ref: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const openDetails = () => [...(ref.current?.querySelectorAll('details[open]') ?? [])]

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const followsLink = Boolean(target?.closest('a'))
      for (const details of openDetails()) {
        if (!target || !details.contains(target) || followsLink) details.removeAttribute('open')
      }
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focused = document.activeElement
      const withFocus = openDetails().filter((details) => focused && details.contains(focused))
      const innermost = withFocus.at(-1)
      if (!innermost) return
      innermost.removeAttribute('open')
      innermost.querySelector('summary')?.focus()
    }

    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [ref])
}
