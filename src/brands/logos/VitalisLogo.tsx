import { BRAND_NAMES } from '../brand-names'
import { LogoSvg, type LogoProps } from './LogoSvg'

/** Vitalis: a leaf in a lime disc, rounded lowercase wordmark. */
export function VitalisLogo({ title = BRAND_NAMES.vitalis, className }: LogoProps) {
  return (
    <LogoSvg
      title={title}
      viewBox="0 0 150 36"
      brandClass="sf-logo--vitalis"
      className={className}
      wordmark={{ text: 'vitalis', x: 44, fontSize: 24, fontWeight: 700, textLength: 100 }}
    >
      <circle className="sf-logo__accent" cx="18" cy="18" r="17" />
      <path className="sf-logo__mark" d="M10 27c0-10 6-17 17-17 0 11-6 17-15 17zm2-2 9-9" />
    </LogoSvg>
  )
}
