import type { MessagesStore } from '../../lib/messages'
import type { ShopUserError } from '../types'

/** The CMS texts of the page's locale (flat keys, as in the initial data). */
export type ShopTexts = Readonly<Record<string, string>>

const SOURCES = ['ecommerce.', 'backend.'] as const

interface Template {
  pattern: RegExp
  text: string
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The texts whose key holds placeholders (`Could not find a product with SKU "%1"`), per source,
 * as patterns that match a filled-in message. Made once per texts object.
 */
const templatesCache = new WeakMap<ShopTexts, Record<string, Template[]>>()
const templatesOf = (texts: ShopTexts): Record<string, Template[]> => {
  let templates = templatesCache.get(texts)
  if (!templates) {
    templates = Object.fromEntries(SOURCES.map((source) => [source, [] as Template[]]))
    for (const [key, text] of Object.entries(texts)) {
      const source = SOURCES.find((prefix) => key.startsWith(prefix))
      if (!source || !/%\d/.test(key) || text === '') continue
      const phrase = escape(key.slice(source.length)).replace(/%(\d+)/g, '(?<p$1>.+?)')
      templates[source]!.push({ pattern: new RegExp(`^${phrase}$`, 's'), text })
    }
    templatesCache.set(texts, templates)
  }
  return templates
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/%(\d+)/g, (placeholder, index: string) => values[`p${index}`] ?? placeholder)

/**
 * Shop messages are Magento's English sentences (its `__()` phrases, values filled in). They are
 * looked up in the ecommerce texts, then in the backend texts, and shown raw when neither has
 * them (SPEC.md section 8). A text may be keyed by the phrase itself, placeholders and all, as
 * Magento's translation files are: the message's values go into the translation's %1, %2 ….
 */
export const translateShopMessage = (texts: ShopTexts, message: string): string => {
  for (const source of SOURCES) {
    const exact = texts[`${source}${message}`]
    if (exact) return exact
    for (const template of templatesOf(texts)[source]!) {
      const match = template.pattern.exec(message)
      if (match) return fill(template.text, match.groups ?? {})
    }
  }
  return message
}

/**
 * Input errors of the shop (user_errors, errors, userInputErrors): cart-area errors, shown
 * together in place of the area's earlier messages.
 */
export const showUserErrors = (
  messages: MessagesStore,
  texts: ShopTexts,
  errors: readonly ShopUserError[],
): void => {
  if (errors.length === 0) return
  messages.getState().show(
    'cart',
    errors.map((error) => ({ message: translateShopMessage(texts, error.message), type: 'error' })),
  )
}
