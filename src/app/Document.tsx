import type { ReactNode } from 'react'
import { BOOTSTRAP_ELEMENT_ID } from './bootstrap'
import type { PageHead } from './head/page-head'

/**
 * The HTML document the worker streams. Only #root is hydrated: the head is written here on the
 * server and kept in step by the client router on navigation (src/app/router/apply-head.ts).
 */
interface DocumentProps {
  head: PageHead
  stylesheet: string
  /** Scripts to preload; React's bootstrapModules adds the module script itself. */
  modulePreloads: string[]
  /** Bootstrap JSON, already escaped for a script element (src/lib/safe-json.ts). */
  bootstrapJson: string
  nonce: string
  children: ReactNode
}

export const Document = ({
  head,
  stylesheet,
  modulePreloads,
  bootstrapJson,
  nonce,
  children,
}: DocumentProps) => (
  <html lang={head.lang} dir={head.dir}>
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      {head.meta.map((tag) =>
        tag.key === 'name' ? (
          <meta key={`n:${tag.value}`} name={tag.value} content={tag.content} />
        ) : (
          <meta key={`p:${tag.value}`} property={tag.value} content={tag.content} />
        ),
      )}
      {head.links.map((link) => (
        <link
          key={`${link.rel}:${link.hreflang ?? ''}`}
          rel={link.rel}
          href={link.href}
          hrefLang={link.hreflang}
        />
      ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={stylesheet} />
      {modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </head>
    <body className={head.bodyClass}>
      <div id="root">{children}</div>
      <script
        type="application/json"
        id={BOOTSTRAP_ELEMENT_ID}
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: bootstrapJson }}
      />
    </body>
  </html>
)
