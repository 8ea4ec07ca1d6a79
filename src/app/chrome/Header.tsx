import { useRef } from 'react'
import type { Brand } from '../../brands/brand'
import { Icon } from '../../brands/design/Icon'
import { Logo } from '../../brands/Logo'
import { IdScope } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import type { LanguageLink, NavItem } from '../../lib/page'
import { AccountLink } from './AccountLink'
import { CartLink } from './CartLink'
import { HeaderSearch } from './HeaderSearch'
import { LocaleSwitcher } from './LocaleSwitcher'
import { PrimaryNav } from './PrimaryNav'
import { useDismissableDetails } from './use-dismissable-details'

/** The header's way into the shop: the cart with its count, and the customer's account. */
export interface HeaderShop {
  cartLink: string
  cartCount: number
  loginLink: string
  accountLink: string
  /** A customer is signed in (token cookie): the account link says so and leads to the account. */
  signedIn: boolean
}

export interface HeaderProps {
  brand: Brand
  /** The CMS navigation; its first entry is the root whose children form the primary nav. */
  navigation: NavItem[]
  languages: LanguageLink[]
  homeLink: string
  /**
   * Null where the site does not sell (`ecommerce.enabled` false): its cart and account pages
   * answer 404 (src/worker/guards/route-guard.ts), so the header offers no way to them.
   */
  shop: HeaderShop | null
  /** The products page, where the header's search leads (`?q=`); no search without it. */
  searchAction?: string
  /** The page's origin: menu entries linking to any other say that they leave the site. */
  origin?: string
}

/**
 * Site header. Every menu is a <details>, so it opens without JavaScript; the nav is rendered
 * twice (inline from lg up, inside the mobile menu below) because a closed <details> cannot be
 * shown by CSS in all browsers. CSS hides one copy with display:none, which also hides it from
 * assistive technology, so only one navigation landmark is ever exposed.
 */
export function Header(props: HeaderProps) {
  const { brand, navigation, languages, homeLink, shop, origin, searchAction } = props
  const t = useT()
  const ref = useRef<HTMLElement>(null)
  useDismissableDetails(ref)
  const items = navigation[0]?.children ?? []
  const navLabel = t('header.navigation')
  return (
    <header ref={ref} className="sf-header">
      <div className="container sf-header__inner">
        <a className="sf-header__logo" href={homeLink}>
          <IdScope name="header">
            <Logo brand={brand} />
          </IdScope>
        </a>
        <PrimaryNav
          items={items}
          label={navLabel}
          group="sf-header"
          className="sf-header__nav"
          origin={origin}
        />
        <div className="sf-header__actions">
          {searchAction && <HeaderSearch action={searchAction} />}
          <LocaleSwitcher languages={languages} group="sf-header" />
          {shop && (
            <>
              <AccountLink
                loginHref={shop.loginLink}
                accountHref={shop.accountLink}
                signedIn={shop.signedIn}
              />
              <CartLink href={shop.cartLink} count={shop.cartCount} />
            </>
          )}
          <details className="sf-header__mobile" name="sf-header">
            <summary className="sf-header__action sf-header__menu-toggle">
              <Icon name="menu" size="lg" className="sf-header__menu-open" />
              <Icon name="close" size="lg" className="sf-header__menu-close" />
              <span className="sf-header__menu-label">{t('header.menu')}</span>
            </summary>
            <div className="sf-header__mobile-panel">
              <PrimaryNav items={items} label={navLabel} group="sf-header-mobile" origin={origin} />
            </div>
          </details>
        </div>
      </div>
    </header>
  )
}
