import { describe, expect, it } from 'vitest'
import { decodeEntities, isSafeUrl } from './safe-url'

describe('isSafeUrl', () => {
  it.each([
    '/produkte',
    'https://vitalis.example/',
    'mailto:a@b.de',
    'tel:+49',
    '#top',
    '',
    'data:image/webp;base64,AAAA',
    '?page=2',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \t javascript:alert(1)',
    'java\u0000script:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
    '&#X6A;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'livescript:x',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:application/javascript,alert(1)',
  ])('rejects %s', (url) => expect(isSafeUrl(url)).toBe(false))
})

describe('decodeEntities', () => {
  it('decodes numeric references with and without semicolons, in one pass', () => {
    expect(decodeEntities('&#106;&#x61&#0000118;a&colon;')).toBe('java:')
    expect(decodeEntities('&amp;#106;')).toBe('&#106;')
    expect(decodeEntities('&#0;&#x110000;&unknown;')).toBe('\ufffd\ufffd&unknown;')
  })
})
