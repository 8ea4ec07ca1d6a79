import type { ComponentType } from 'react'
import type { Brand } from './brand'
import { LitozinLogo } from './logos/LitozinLogo'
import type { LogoProps } from './logos/LogoSvg'
import { QueisserLogo } from './logos/QueisserLogo'
import { StozzonLogo } from './logos/StozzonLogo'
import { VitalisLogo } from './logos/VitalisLogo'

// A Record over Brand: adding a brand without a logo is a type error, not a blank header.
const LOGOS: Record<Brand, ComponentType<LogoProps>> = {
  vitalis: VitalisLogo,
  litozin: LitozinLogo,
  queisser: QueisserLogo,
  stozzon: StozzonLogo,
}

export type { LogoProps }

export function Logo({ brand, ...props }: LogoProps & { brand: Brand }) {
  const BrandLogo = LOGOS[brand]
  return <BrandLogo {...props} />
}
