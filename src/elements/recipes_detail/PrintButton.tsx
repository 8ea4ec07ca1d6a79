import { useT } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'

/**
 * Opens the browser's print dialog; the print stylesheet (./styles.css) leaves the recipe alone on
 * the paper. Printing needs the page's script, so the button appears once it runs: before that
 * (or without JavaScript) the browser's own print command prints the same.
 */
export function PrintButton() {
  const t = useT()
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <button type="button" className="ce-recipe__print" onClick={() => window.print()}>
      {t('recipe.print')}
    </button>
  )
}
