import type { PageHead } from '../head/page-head'

/** Brings the live document head in step with a page reached by client navigation. */
export const applyHead = (head: PageHead): void => {
  document.title = head.title
  document.documentElement.lang = head.lang
  document.documentElement.dir = head.dir
  document.body.className = head.bodyClass
  for (const element of document.head.querySelectorAll(
    'meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], link[rel="alternate"], link[rel="preload"][as="image"], script[type="application/ld+json"]',
  )) {
    element.remove()
  }
  for (const tag of head.meta) {
    const meta = document.createElement('meta')
    meta.setAttribute(tag.key, tag.value)
    meta.content = tag.content
    document.head.appendChild(meta)
  }
  for (const link of head.links) {
    const element = document.createElement('link')
    element.rel = link.rel
    element.href = link.href
    if (link.hreflang) element.hreflang = link.hreflang
    document.head.appendChild(element)
  }
  if (head.imagePreload) {
    const preload = document.createElement('link')
    preload.rel = 'preload'
    preload.as = 'image'
    preload.href = head.imagePreload.href
    preload.fetchPriority = 'high'
    document.head.appendChild(preload)
  }
  for (const data of head.structuredData) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = JSON.stringify(data)
    document.head.appendChild(script)
  }
}
