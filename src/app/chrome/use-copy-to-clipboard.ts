import { useCallback, useEffect, useRef, useState } from 'react'

/** How long the 'copied' flag stays up (SPEC.md section 9). */
export const COPIED_FLAG_MS = 1500

export const CLIPBOARD_UNSUPPORTED = 'Your browser does not support Clipboard API'

/**
 * Copies text with the async Clipboard API and raises `copied` for COPIED_FLAG_MS. The API
 * exists only in secure contexts (https, localhost), so plain-http previews log instead of
 * failing. A copy while the flag is up restarts its timer.
 */
export const useCopyToClipboard = () => {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async (text: string): Promise<boolean> => {
    const clipboard = (navigator as Partial<Navigator>).clipboard
    if (!clipboard?.writeText) {
      console.log(CLIPBOARD_UNSUPPORTED)
      return false
    }
    try {
      await clipboard.writeText(text)
    } catch {
      // Permission denied or the document lost focus: nothing was copied, so no flag.
      return false
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_FLAG_MS)
    return true
  }, [])

  return { copied, copy }
}
