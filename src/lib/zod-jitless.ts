import * as z from 'zod/mini'

/**
 * zod compiles fast parsers with `new Function`, probing for eval when a schema is defined. The
 * page's CSP forbids eval, and the refused probe is reported as a violation. Every module that
 * defines zod schemas in the browser imports this one first, so the switch is set before any
 * schema exists. Those modules load only with a shopper's action or a cart cookie, never with a
 * page's first script; in the worker (no eval in workerd either) it changes nothing.
 */
z.config({ jitless: true })
