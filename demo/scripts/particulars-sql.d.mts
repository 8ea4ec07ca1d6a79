/** Types of particulars-sql.mjs, for its unit test. */
import type { GeneratedBrand } from './catalogue.d.mts'

export declare const PARTICULAR_CODES: string[]
export declare const wordingStatements: (where?: string) => string[]
export declare const particularsSql: (catalogue: GeneratedBrand[]) => string
