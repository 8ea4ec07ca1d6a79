import type { Brand } from './brand'

/** How each brand writes its own name: logo titles, copyright lines, alt texts. */
export const BRAND_NAMES: Record<Brand, string> = {
  vitalis: 'Vitalis',
  litozin: 'Litozin',
  queisser: 'Queisser',
  stozzon: 'Stozzon',
}
