/** Types of ./brands.mjs for its TypeScript tests. */
import type { BRANDS as SOURCE } from '../../src/brands/brand'

export declare const BRANDS: typeof SOURCE
