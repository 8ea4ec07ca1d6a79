/**
 * The errors the stand-in answers, in the v4 API's `{ code, message }` form. Where production's
 * code and wording are known (seen in answers quoted in public reports) they are production's;
 * where they are not, the stand-in uses STAND_IN_CODE, so that nobody mistakes its wording for
 * Cloudflare's. A client should branch on the status and `success`, never on these numbers.
 */
export interface CloudflareError {
  code: number
  message: string
}

/** Item and server errors whose production code is unknown: the stand-in's own number. */
export const STAND_IN_CODE = 1099

const error = (code: number, message: string): CloudflareError => ({ code, message })

export const ERRORS = {
  /** https://community.cloudflare.com/t/how-to-list-urls-for-purge-cache/395157 (also for two kinds). */
  noKind: error(
    1012,
    'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
  ),
  /** cloudflare/cloudflare-php#61 (2018, before prefixes existed). */
  notArray: error(1014, '"files", "tags", "hosts" or "prefixes" must be an array'),
  malformedJson: error(6007, 'Malformed JSON in request body'),
  /** Follows every item error (opennextjs/opennextjs-cloudflare#655, 2025). */
  purgeErrors: error(1016, 'One or more cache purge errors'),
  tagTooLong: (tag: string) => error(1100, `Tag exceeds maximum length of 1024 characters: ${tag}`),
  tagNonPrintable: error(1315, 'Non-printable characters are forbidden in tags'),
  /** What the API answers an identifier it cannot route, with 7000 behind it. */
  cannotRoute: (path: string) =>
    error(7003, `Could not route to ${path}, perhaps your object identifier is invalid?`),
  noRoute: error(7000, 'No route for that URI'),
  authentication: error(10000, 'Authentication error'),
  /** The API's rate limit (https://developers.cloudflare.com/fundamentals/api/reference/limits/). */
  rateLimited: error(971, 'Please wait and consider throttling your request speed'),
  item: (message: string) => error(STAND_IN_CODE, message),
  server: (status: number) =>
    error(STAND_IN_CODE, status === 503 ? 'Service unavailable' : 'Internal server error'),
} as const
