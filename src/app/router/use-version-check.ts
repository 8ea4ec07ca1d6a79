import { useEffect } from 'react'

/**
 * When the tab becomes visible again, ask the worker whether this page's build is outdated and
 * reload if so (SPEC.md section 4). A failing check is only logged (section 8).
 */
export const useVersionCheck = (buildId: string): void => {
  useEffect(() => {
    const onVisibilityChange = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const response = await fetch('/check-version', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ version: buildId }),
        })
        const { isOutdated } = (await response.json()) as { isOutdated?: unknown }
        if (isOutdated === true) window.location.reload()
      } catch (error) {
        console.warn('check-version failed', error)
      }
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => document.removeEventListener('visibilitychange', onVisibilityChange)
  }, [buildId])
}
