// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

/**
 * XSS filter evasion examples after the OWASP cheat sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html) and
 * known mutation-XSS payloads. Each output is parsed by a second parser (happy-dom) and checked
 * for anything that could run script.
 */
const vectors = [
  `<SCRIPT SRC=https://cdn.example/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `\\<a onmouseover="alert(document.cookie)"\\>xxs link\\</a\\>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<IMG SRC="\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml">`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="javas&#99;ript:alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href="java&Tab;script:alert(1)">x</a>`,
  `<a href="&#x6A;avascript&#x3A;alert(1)">x</a>`,
  `<a href="java\u0000script:alert(1)">x</a>`,
  `<a href="javascript\u2028:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>`,
  `<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
  `<svg><animate attributeName="href" values="javascript:alert(1)" /></svg>`,
  `<svg><set attributeName="href" to="javascript:alert(1)" /></svg>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">CLICK</maction></math>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<scr<script>ipt>alert(1)</script>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<svg><style><img src=x onerror=alert(1)></style></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<img srcset="javascript:alert(1) 1x, /a.png 2x">`,
  `<details open ontoggle=alert(1)>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<object data="javascript:alert(1)">`,
  `<embed src="javascript:alert(1)">`,
  `<input autofocus onfocus=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<textarea></textarea><img src=x onerror=alert(1)>`,
  `<a href="j&#x61;v&#97;script:alert(1)">x</a>`,
  `<p/onmouseover=alert(1)>x`,
  `<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>`,
]

const FORBIDDEN_TAGS = new Set(
  'SCRIPT STYLE IFRAME OBJECT EMBED BASE META LINK FRAME FRAMESET TEMPLATE NOSCRIPT'.split(' '),
)
const URL_ATTRIBUTES =
  /^(href|src|action|formaction|xlink:href|background|dynsrc|lowsrc|data|to|from|values|srcset)$/
const SCRIPT_URL = /(^|[;,\s])(javascript|vbscript|data(?!:image\/(?!svg))):/i

/** Throws if the parsed HTML holds anything that could run script. */
function assertInert(html: string) {
  const container = document.createElement('div')
  container.innerHTML = html
  for (const node of container.querySelectorAll('*')) {
    if (FORBIDDEN_TAGS.has(node.tagName.toUpperCase()))
      throw new Error(`<${node.tagName}> in ${html}`)
    for (const { name, value } of node.attributes) {
      const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0\u2028\u2029]/g, '')
      if (name.startsWith('on') || name === 'srcdoc') throw new Error(`${name} in ${html}`)
      if (URL_ATTRIBUTES.test(name) && SCRIPT_URL.test(compact)) throw new Error(`${name}=${value}`)
      if (name === 'style' && /expression|javascript|behavior|\\/i.test(compact))
        throw new Error(value)
    }
  }
}

describe('sanitizeHtml against XSS filter evasion', () => {
  it('has a checker that catches script, handlers and script URLs', () => {
    expect(() => assertInert('<img src=x onerror=alert(1)>')).toThrow()
    expect(() => assertInert('<a href="&#106;avascript:alert(1)">x</a>')).toThrow()
    expect(() => assertInert('<svg><script>alert(1)</script></svg>')).toThrow()
    expect(() => assertInert('<div style="width: expression(alert(1))"></div>')).toThrow()
    expect(() => assertInert('<a href="/ok">ok</a>')).not.toThrow()
  })

  it.each(vectors)('leaves nothing that runs script from %s', (vector) => {
    assertInert(sanitizeHtml(vector))
    // Wrapped in a rich-text block as the page renders it, and after a second pass.
    assertInert(`<div>${sanitizeHtml(vector)}</div>`)
    assertInert(sanitizeHtml(sanitizeHtml(vector)))
  })

  it('still shows the text around removed markup', () => {
    expect(sanitizeHtml('<p>Vor<script>x()</script>nach</p>')).toBe('<p>Vornach</p>')
    expect(sanitizeHtml('<a href="javascript:alert(1)">Zum Angebot</a>')).toBe('<a>Zum Angebot</a>')
  })
})
