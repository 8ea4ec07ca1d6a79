/**
 * The checks of the form rules (./check-value.ts, with zod) as a chunk of their own, loaded when
 * a shopper first focuses a form: a page with a form does not load a parser before anyone types,
 * and a page without one never does. A submission before they are there waits for them
 * (./use-form-validation.ts); before the page runs, the browser's own checks guard the form.
 */
import type * as CheckValue from './check-value'

export type FormChecks = typeof CheckValue

// Module state, but only of loaded code, the same for everyone: the worker never loads it (only
// a shopper's focus or submit does), so no request's data can be in it (DESIGN.md section 4).
let loaded: FormChecks | null = null
let loading: Promise<FormChecks> | null = null

/**
 * One load shared by every caller; a failed one is forgotten, so the next focus tries again.
 * ../load-once.ts does the same, but importing it here would split it out of the page's first
 * script into a chunk of its own: one more request on every page, form or not.
 */
export const loadFormChecks = (): Promise<FormChecks> =>
  (loading ??= import('./check-value').then(
    (checks) => {
      loaded = checks
      return checks
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  ))

/** The checks if they have loaded, for a synchronous check (a submit cannot wait). */
export const loadedFormChecks = (): FormChecks | null => loaded
