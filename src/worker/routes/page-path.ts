/**
 * The route check of the page routes (SPEC.md section 8, 'Route check fails'): a path the CMS
 * could hold. Anything else (undecodable escapes, dot segments, control characters, absurd
 * length) is a fatal not-found without asking the CMS.
 */
const MAX_PATH_LENGTH = 512
const SAFE_PATH = /^\/[\p{L}\p{N}\-._~!$&'()*+,;=:@%/]*$/u

export const isValidPagePath = (path: string): boolean => {
  if (path.length > MAX_PATH_LENGTH || !SAFE_PATH.test(path) || path.includes('//')) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return false
  return !decoded.split('/').some((segment) => segment === '..' || segment === '.')
}
