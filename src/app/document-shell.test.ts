import { describe, expect, it } from 'vitest'
import { documentShell, escapeHtml } from './document-shell'

const head = {
  title: 'Vitamine <& "mehr">',
  lang: 'de-DE',
  dir: 'ltr' as const,
  bodyClass: 'page-1 default',
  meta: [{ key: 'name' as const, value: 'description', content: '"/><script>alert(1)</script>' }],
  links: [{ rel: 'alternate' as const, href: 'https://x.example/en', hreflang: 'en' }],
  structuredData: [{ '@type': 'Product', name: '</script><script>alert(2)</script>' }],
  imagePreload: { href: 'https://cms.x.example/hero.jpg?a=1&b="2"' },
}

describe('documentShell', () => {
  const shell = documentShell({
    head,
    stylesheet: '/build/vitalis-1.css',
    clientScript: '/build/client-1.js',
    modulePreloads: ['/build/chunk-1.js'],
    nonce: 'n0nce',
  })
  const { prefix } = shell
  const suffix = shell.suffix('{"a":1}')
  it('escapes CMS texts in the title and in attributes', () => {
    expect(prefix).toContain('<title>Vitamine &lt;&amp; &quot;mehr&quot;&gt;</title>')
    expect(prefix).not.toContain('<script>alert(1)')
  })
  it('writes structured data as ld+json in the head, unable to close its script element', () => {
    const head = prefix.slice(0, prefix.indexOf('</head>'))
    expect(head).toContain('<script type="application/ld+json" nonce="n0nce">{"@type":"Product"')
    expect(head).not.toContain('alert(2)</script>')
  })
  it('opens the React root last, and closes it before the bootstrap data and the nonce-d module script', () => {
    expect(prefix.endsWith('<div id="root">')).toBe(true)
    expect(suffix).toMatch(
      /^<\/div><script type="application\/json" id="__BOOTSTRAP__" nonce="n0nce">\{"a":1\}<\/script>/,
    )
    expect(suffix).toContain(
      '<script type="module" async src="/build/client-1.js" nonce="n0nce"></script>',
    )
  })
  it('writes html lang and dir, the body class and the alternate links', () => {
    expect(prefix).toContain('<html lang="de-DE" dir="ltr">')
    expect(prefix).toContain('<body class="page-1 default">')
    expect(prefix).toContain('<link rel="alternate" href="https://x.example/en" hreflang="en">')
  })
})

describe('documentShell image preload', () => {
  const options = {
    stylesheet: '/build/vitalis-1.css',
    clientScript: '/build/client-1.js',
    modulePreloads: [],
    nonce: 'n0nce',
  }
  it('preloads the priority image with high priority in the head, before the stylesheet', () => {
    const { prefix } = documentShell({ ...options, head })
    const preload =
      '<link rel="preload" as="image" href="https://cms.x.example/hero.jpg?a=1&amp;b=&quot;2&quot;" fetchpriority="high">'
    expect(prefix).toContain(preload)
    expect(prefix.indexOf(preload)).toBeLessThan(prefix.indexOf('rel="stylesheet"'))
    expect(prefix.indexOf(preload)).toBeLessThan(prefix.indexOf('</head>'))
  })
  it('preloads no image when the page has no priority image', () => {
    const { prefix } = documentShell({ ...options, head: { ...head, imagePreload: null } })
    expect(prefix).not.toContain('rel="preload"')
  })
})

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })
})
