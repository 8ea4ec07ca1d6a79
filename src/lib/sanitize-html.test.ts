import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

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
