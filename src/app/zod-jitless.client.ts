import * as z from 'zod/mini'

/**
 * zod compiles fast parsers with `new Function`, probing for eval when a schema is defined, at
 * import time. The page's CSP forbids eval, and the refused probe is reported as a violation.
 * This module is the browser entry's first import, so the switch is set before any schema exists.
 */
z.config({ jitless: true })
