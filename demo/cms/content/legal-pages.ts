import type { Company } from './company'
import { imprintContent } from './legal-imprint'
import { privacyContent } from './legal-privacy'
import { shippingContent } from './legal-shipping'
import { termsContent } from './legal-terms'
import { withdrawalContent } from './legal-withdrawal'
import type { LocaleSpec, PageSpec } from './model'
import type { Lang } from './texts'

/**
 * The pages a German (or Austrian) web shop must have, for every site and language, from one
 * source: imprint, terms and conditions, privacy notice, right of withdrawal, shipping and
 * payment. Each site links them from a footer column (legalFooter).
 */

export const LEGAL_KEYS = ['imprint', 'terms', 'privacy', 'withdrawal', 'shipping'] as const
export type LegalKey = (typeof LEGAL_KEYS)[number]

export const legalSlugs = (lang: Lang): Record<LegalKey, string> =>
  lang === 'de'
    ? {
        imprint: '/impressum',
        terms: '/agb',
        privacy: '/datenschutz',
        withdrawal: '/widerrufsbelehrung',
        shipping: '/versand-und-zahlung',
      }
    : {
        imprint: '/legal-notice',
        terms: '/terms-and-conditions',
        privacy: '/privacy',
        withdrawal: '/right-of-withdrawal',
        shipping: '/shipping-and-payment',
      }

/** The footer column that links every legal page. */
export const legalFooter = (lang: Lang): LocaleSpec['footer'][number] => ({
  title: lang === 'de' ? 'Rechtliches' : 'Legal',
  links: [...LEGAL_KEYS],
})

export const legalPages = (
  lang: Lang,
  c: Company,
  o: { layoutColor: string; privacySeo?: 'list' | 'object' },
): PageSpec[] => {
  const de = lang === 'de'
  const slugs = legalSlugs(lang)
  // Out of the main navigation, as the other service pages: the footer column links them.
  const common = { parent: 'home', hidden: true, layoutColor: o.layoutColor, themeWorld: 'legal' }
  return [
    {
      ...common,
      key: 'imprint',
      slug: slugs.imprint,
      title: de ? 'Impressum' : 'Legal notice',
      description: de
        ? `Anbieterkennzeichnung der ${c.name}.`
        : `Legal information about ${c.name}.`,
      content: imprintContent(lang, c),
    },
    {
      ...common,
      key: 'terms',
      slug: slugs.terms,
      title: de ? 'Allgemeine Geschäftsbedingungen' : 'Terms and conditions',
      navTitle: de ? 'AGB' : 'Terms and conditions',
      description: de
        ? `Die Bedingungen für Bestellungen bei der ${c.name}.`
        : `The terms for orders placed with ${c.name}.`,
      content: termsContent(lang, c),
    },
    {
      ...common,
      key: 'privacy',
      slug: slugs.privacy,
      title: de ? 'Datenschutz' : 'Privacy',
      navTitle: de ? 'Datenschutz' : 'Privacy policy',
      description: de ? `Wie ${c.name} Ihre Daten schützt.` : `How ${c.name} protects your data.`,
      ...(o.privacySeo ? { seo: o.privacySeo } : {}),
      content: privacyContent(lang, c),
    },
    {
      ...common,
      key: 'withdrawal',
      slug: slugs.withdrawal,
      title: de ? 'Widerrufsbelehrung' : 'Right of withdrawal',
      description: de
        ? 'Ihr Widerrufsrecht, seine Folgen und das Muster-Widerrufsformular.'
        : 'Your right of withdrawal, its effects and the model withdrawal form.',
      content: withdrawalContent(lang, c),
    },
    {
      ...common,
      key: 'shipping',
      slug: slugs.shipping,
      title: de ? 'Versand und Zahlung' : 'Shipping and payment',
      description: de
        ? 'Versandkosten, Lieferzeiten und Zahlungsarten im Überblick.'
        : 'Shipping costs, delivery times and payment methods at a glance.',
      content: shippingContent(lang, c),
    },
  ]
}
