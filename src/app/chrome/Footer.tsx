import type { Brand } from '../../brands/brand'
import { BRAND_NAMES } from '../../brands/brand-names'
import { Logo } from '../../brands/Logo'
import { IdScope } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import type { NavItem } from '../../lib/page'
import { leavesSite } from '../../lib/site-link'
import { ExternalMark } from './ExternalMark'
import { navLinkProps } from './nav-link-props'

export interface FooterLinkGroup {
  title: string
  links: NavItem[]
}

/** Where the shop's sign-in and account pages are, and whether a customer is signed in. */
export interface FooterAccount {
  loginLink: string
  accountLink: string
  signedIn: boolean
}

export interface FooterProps {
  brand: Brand
  groups: FooterLinkGroup[]
  /** A footer's link to the sign-in page leads a signed-in customer to the account instead. */
  account?: FooterAccount
  /** Legal note the page must show (e.g. the mandatory text for medicinal products). */
  mandatoryText?: string
  /** The page's origin: links to any other say that they leave the site. */
  origin?: string
}

/**
 * Site footer. The copyright line has no year: reading the clock during render would differ
 * between the cached server HTML and hydration around New Year (DESIGN.md section 4); the CMS
 * text 'footer.copyright' carries the year instead. A link to another website says so (to the eye
 * and to screen readers), so no entry silently takes the visitor off the site.
 */
export function Footer({ brand, groups, account, mandatoryText, origin }: FooterProps) {
  const t = useT()
  // An editor's "Anmelden" in the footer would offer a signed-in customer to sign in again; the
  // header's account link already says "Mein Konto" from the server render on, so this does too.
  const forCustomer = (link: NavItem): NavItem =>
    account?.signedIn && link.link === account.loginLink
      ? { ...link, title: t('header.account'), link: account.accountLink }
      : link
  return (
    <footer className="sf-footer">
      <div className="container">
        <div className="sf-footer__top">
          <IdScope name="footer">
            <Logo brand={brand} className="sf-footer__logo" />
          </IdScope>
          {groups.length > 0 && (
            <nav className="sf-footer__nav" aria-label={t('footer.navigation')}>
              {groups.map((group, index) => (
                <section key={`${group.title}-${index}`} className="sf-footer__group">
                  {/* A flat footer menu (imprint, privacy) has no column title: no empty heading. */}
                  {group.title && <h2 className="sf-footer__title">{group.title}</h2>}
                  <ul className="sf-footer__links">
                    {group.links.map(forCustomer).map((link, linkIndex) => (
                      <li key={`${link.link}-${linkIndex}`}>
                        <a {...navLinkProps(link)} className="sf-footer__link">
                          {link.title}
                          {leavesSite(link.link, origin) && <ExternalMark />}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
          )}
        </div>
        {mandatoryText && <p className="sf-footer__mandatory">{mandatoryText}</p>}
        <p className="sf-footer__copyright">
          {t('footer.copyright', { company: BRAND_NAMES[brand] })}
        </p>
      </div>
    </footer>
  )
}
