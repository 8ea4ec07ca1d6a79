import { BRAND_NAMES } from '../brand-names'
import { LogoSvg, type LogoProps } from './LogoSvg'

/** Stozzon: two mint leaves around a stem (chlorophyll), geometric wordmark. */
export function StozzonLogo({ title = BRAND_NAMES.stozzon, className }: LogoProps) {
  return (
    <LogoSvg
      title={title}
      viewBox="0 0 156 36"
      brandClass="sf-logo--stozzon"
      className={className}
      wordmark={{ text: 'Stozzon', x: 42, fontSize: 24, fontWeight: 700, textLength: 110 }}
    >
      <path className="sf-logo__accent" d="M18 33C6 29 3 18 6 6c10 3 14 12 12 27z" />
      <path className="sf-logo__mark" d="M18 33c12-4 15-15 12-27-10 3-14 12-12 27zm0 0V14" />
    </LogoSvg>
  )
}
