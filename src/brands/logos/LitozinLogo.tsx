import { BRAND_NAMES } from '../brand-names'
import { LogoSvg, type LogoProps } from './LogoSvg'

/** Litozin: a rosehip (round hip with sepals), warm capitalised wordmark. */
export function LitozinLogo({ title = BRAND_NAMES.litozin, className }: LogoProps) {
  return (
    <LogoSvg
      title={title}
      viewBox="0 0 150 36"
      brandClass="sf-logo--litozin"
      className={className}
      wordmark={{ text: 'Litozin', x: 42, fontSize: 24, fontWeight: 700, textLength: 104 }}
    >
      <ellipse className="sf-logo__accent" cx="18" cy="21" rx="13" ry="14" />
      <path className="sf-logo__mark" d="M18 9 12 2m6 7 6-7m-6 7V1" />
    </LogoSvg>
  )
}
