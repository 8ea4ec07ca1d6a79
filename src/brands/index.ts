/**
 * brands: everything that makes one storefront look like Litozin rather than Queisser.
 *
 * Owns: the brand list and sites registry (brand.ts, sites.ts), a theme per brand
 * (themes/<brand>.css: custom properties only), base.css (reset, typography, container, focus,
 * skip link, grid, the theme values all brands share), logos, and the design-system primitives
 * (Button, Icon, Field, QuantityField, breakpoints).
 * May import: src/lib only (DESIGN.md section 3). No browser globals at import time.
 *
 * CSS: the build concatenates base.css first (with the theme values all brands share), then every
 * other src CSS file, then the site's theme last (the values that differ per brand); so themes
 * only set variables and all component CSS reads THEME_VARIABLES.
 */
export { BRANDS, DEFAULT_BRAND, DEFAULT_COUNTRY, type Brand } from './brand'
// Types only: the registry's zod schemas are built at module load and belong to the worker,
// which imports './sites' directly; the browser bundle should not carry them.
export type { PublicSite, SiteConfig, SiteLocale, SitesRegistry } from './sites'
export { BRAND_NAMES } from './brand-names'
export {
  THEME_VARIABLES,
  SHARED_THEME_VARIABLES,
  BRAND_THEME_VARIABLES,
  CONTRAST_PAIRS,
  type ThemeVariable,
} from './theme-variables'
// Each brand's logo only through Logo, so a new brand adds no export here (docs/adding-a-brand.md).
export { Logo, type LogoProps } from './Logo'
export { BREAKPOINTS, mediaQuery, type Breakpoint } from './design/breakpoints'
export {
  Button,
  buttonClassName,
  BUTTON_VARIANTS,
  BUTTON_SIZES,
  type ButtonProps,
  type ButtonAsButton,
  type ButtonAsLink,
  type ButtonVariant,
  type ButtonSize,
} from './design/Button'
export { Icon, iconSizeClass, ICON_SIZES, type IconProps, type IconSize } from './design/Icon'
export { ICON_NAMES, type IconName } from './design/icon-paths'
export {
  Field,
  FieldError,
  fieldLabelClassName,
  FIELD_LABEL_LOOKS,
  type FieldProps,
  type FieldControlProps,
  type FieldLabelLook,
} from './design/Field'
export { QuantityField, type QuantityFieldProps, type QuantitySteps } from './design/QuantityField'
