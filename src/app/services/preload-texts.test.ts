import { describe, expect, it, vi } from 'vitest'
import { preloadTextsOnInteraction } from './preload-texts.client'

describe('preloadTextsOnInteraction', () => {
  it('fetches the texts ahead once, on the first interaction, and stops listening', () => {
    const target = new EventTarget()
    const preload = vi.fn()
    preloadTextsOnInteraction({ preload }, target)
    expect(preload).not.toHaveBeenCalled()
    target.dispatchEvent(new Event('focusin'))
    target.dispatchEvent(new Event('pointerdown'))
    target.dispatchEvent(new Event('keydown'))
    expect(preload).toHaveBeenCalledTimes(1)
  })
})
