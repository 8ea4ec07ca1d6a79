import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeEntities, isSafeUrl, RichText, sanitizeHtml } from './rich-text'

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Magnesium <strong>400 mg</strong> pro Tag</p>'],
    ['<h2>Zink</h2><ul><li>Immunsystem</li><li>Haut</li></ul>'],
    ['<a href="/ratgeber/schlaf">Schlaf</a>'],
    ['<a href="https://www.dge.de/" target="_blank" rel="noopener">DGE</a>'],
    ['<a href="mailto:service@vitalis.example">Mail</a> <a href="tel:+49401234">Telefon</a>'],
    ['<a href="#inhaltsstoffe">Inhaltsstoffe</a>'],
    ['<a href="/suche?q=zink&amp;sort=preis">Zink</a>'],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="">'],
    ['<p style="text-align: center;" class="lead">Neu</p>'],
    ['<table><tbody><tr><td>B12</td></tr></tbody></table>'],
  ])('keeps editor markup unchanged when it is harmless: %s', (html) => {
    expect(sanitizeHtml(html)).toBe(html)
  })

  it.each([
    ['<a href="javascript:alert(1)" title="Mehr">Mehr</a>', '<a title="Mehr">Mehr</a>'],
    ['<p onclick="track()" class="lead">Text</p>', '<p class="lead">Text</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>p{color:red}</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<object data="x.swf"><param name="a"><p>Ersatz</p></object><p>ok</p>', '<p>ok</p>'],
    ['<object><object></object><p>innen</p></object><p>ok</p>', '<p>ok</p>'],
    ['<embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['<p>a<!-- Notiz der Redaktion -->b</p>', '<p>ab</p>'],
    ['<p>5 < 6 & 7 > 3</p>', '<p>5 &lt; 6 & 7 > 3</p>'],
    [`<a title='sagt "hallo"' href=/x>x</a>`, '<a title="sagt &quot;hallo&quot;" href="/x">x</a>'],
    ['<p title="a>b<c">x</p>', '<p title="a&gt;b&lt;c">x</p>'],
    ['<p>ok</p><img src=x onerror=alert(1)', '<p>ok</p>'],
    ['Zeile<br/>Zeile', 'Zeile<br />Zeile'],
    ['<p>Text<o:p></o:p></p>', '<p>Text</p>'],
    ['<SCRIPT SRC=//xss.rocks/.j></SCRIPT><P>ok</P>', '<p>ok</p>'],
    ['<img/src="x"/onerror="alert(1)">', '<img src="x">'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt>alert(1)'],
    ['<!--<img src="--><img src=x onerror=alert(1)//">', '<img src="x">'],
    [
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0"><p>ok</p>',
      '<p>ok</p>',
    ],
    ['<body onload="x()" class="a"><p>ok</p></body>', '<p>ok</p>'],
    [
      '<svg><set attributeName="href" to="javascript:alert(1)" /></svg>',
      '<svg><set attributename="href" /></svg>',
    ],
    [
      '<svg><animate attributeName="href" values="/a;javascript:alert(1)" /></svg>',
      '<svg><animate attributename="href" /></svg>',
    ],
  ])('removes what can run script: %s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected)
  })

  it('returns the same string on every call, so server and client markup agree', () => {
    const html = '<p>Zink <a href="/zink" onclick="x()">kaufen</a></p><script>x()</script>'
    expect(sanitizeHtml(html)).toBe(sanitizeHtml(html))
    expect(sanitizeHtml(sanitizeHtml(html))).toBe(sanitizeHtml(html))
  })
})

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

describe('RichText', () => {
  it('renders sanitised editor HTML inside a rich-text block when given markup', () => {
    const html = renderToString(
      <RichText html={'<p>Hallo<img src=x onerror=alert(1)></p>'} className="intro" />,
    )
    expect(html).toBe('<div class="ce-rich-text intro"><p>Hallo<img src="x"></p></div>')
  })

  it('renders nothing when the HTML is empty or only unsafe', () => {
    expect(renderToString(<RichText html="" />)).toBe('')
    expect(renderToString(<RichText html="<script>alert(1)</script>" />)).toBe('')
  })
})
