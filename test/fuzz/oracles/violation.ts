/** A property an answer broke: which one, and what exactly. */
export interface Violation {
  property: string
  detail: string
}

export const violation = (property: string, detail: string): Violation => ({ property, detail })

/** The content type without parameters, lower-cased: 'text/html'. */
export const mediaTypeOf = (headers: Headers): string =>
  (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

/** The page without its script elements (they hold JSON, where quotes are escaped as \"). */
export const withoutScripts = (html: string): string =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
