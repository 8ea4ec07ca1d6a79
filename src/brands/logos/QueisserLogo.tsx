import { BRAND_NAMES } from '../brand-names'
import { LogoSvg, type LogoProps } from './LogoSvg'

/** Queisser: a square crest with a gold rule, spaced serif capitals (heritage pharma). */
export function QueisserLogo({ title = BRAND_NAMES.queisser, className }: LogoProps) {
  return (
    <LogoSvg
      title={title}
      viewBox="0 0 170 36"
      brandClass="sf-logo--queisser"
      className={className}
      wordmark={{ text: 'QUEISSER', x: 44, fontSize: 22, fontWeight: 600, textLength: 122 }}
    >
      <path className="sf-logo__mark" d="M3 3h30v20c0 6-7 10-15 12C10 33 3 29 3 23z" />
      <path className="sf-logo__accent" d="M8 20h20v2H8z" />
    </LogoSvg>
  )
}
