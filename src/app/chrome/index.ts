/**
 * app/chrome: the frame around every page: header (logo, primary nav, locale switcher,
 * account and cart links), footer, breadcrumbs, skip link, loading bar and the error-page body.
 * May import: src/lib, src/brands, src/elements (DESIGN.md section 3). Components render the
 * same on the worker and in the browser; browser APIs only run in effects and handlers.
 */
export { Header, type HeaderProps } from './Header'
export { PrimaryNav, type PrimaryNavProps } from './PrimaryNav'
export { LocaleSwitcher, type LocaleSwitcherProps } from './LocaleSwitcher'
export { CartLink, type CartLinkProps } from './CartLink'
export { Footer, type FooterProps, type FooterLinkGroup } from './Footer'
export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs'
export { visibleBreadcrumbs } from './visible-breadcrumbs'
export { useCopyToClipboard, COPIED_FLAG_MS, CLIPBOARD_UNSUPPORTED } from './use-copy-to-clipboard'
export { BypassLink, type BypassLinkProps } from './BypassLink'
export { LoadingBar, LOADING_BAR, type LoadingBarProps } from './LoadingBar'
export { ErrorView, type ErrorViewProps } from './ErrorView'
export { navLinkProps } from './nav-link-props'
