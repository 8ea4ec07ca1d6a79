import type { SafeHtml } from './sanitize-html'

export interface RichTextProps {
  /** Sanitised by the worker when it parsed the CMS answer (src/lib/sanitize-html.ts). */
  html: SafeHtml
  className?: string
}

/**
 * Editor HTML from the CMS, rendered as HTML. Internal links stay plain <a href="/…">: the app
 * router intercepts them.
 */
export function RichText({ html, className }: RichTextProps) {
  if (html.trim() === '') return null
  const classes = className ? `ce-rich-text ${className}` : 'ce-rich-text'
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />
}
