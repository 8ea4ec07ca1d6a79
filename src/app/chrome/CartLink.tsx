import { Icon } from '../../brands/design/Icon'
import { useT } from '../../lib/i18n'

export interface CartLinkProps {
  href: string
  count: number
}

/** Badges cap the number so three digits never break the header. */
const badgeText = (count: number): string => (count > 99 ? '99+' : String(count))

/**
 * The cart link with its item count. The count comes from the server (cart cookie), so SSR and
 * hydration agree (DESIGN.md section 4). The badge is visual only; the link's aria-label says
 * the count, which screen readers would otherwise read as a bare number, as the badge shows it
 * and not in parentheses: a name must hold the visible text (WCAG 2.5.3 Label in Name), and
 * speech input and axe skip what is parenthesised ("Warenkorb (3)" does not hold "3").
 */
export function CartLink({ href, count }: CartLinkProps) {
  const t = useT()
  const label = t('header.cart')
  return (
    <a
      className="sf-header__action sf-cart-link"
      href={href}
      aria-label={`${label}: ${badgeText(count)}`}
    >
      <Icon name="cart" size="lg" />
      {count > 0 && (
        <span className="sf-cart-link__badge" aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </a>
  )
}
