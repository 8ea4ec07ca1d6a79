import type { Company } from './company'
import type { PageSpec } from './model'
import type { Lang } from './texts'
import { contactForm, formLink } from './typo3-form'

/**
 * The contact page every brand site has (issue: contact form): a short introduction, the TYPO3
 * form (./typo3-form.ts), posted through the storefront's worker to the CMS, and the service
 * team's phone and address beside it for those who would rather call.
 */
export const contactSlug = (lang: Lang) => (lang === 'de' ? '/kontakt' : '/contact')

/** Page uid of the contact page on a site whose uids start at `base` (vitalis-de 0 …). */
export const contactPageIds = (base: number): Record<string, number> => ({
  contact: base + 85,
})

export const contactPages = (lang: Lang, c: Company, o: { layoutColor: string }): PageSpec[] => {
  const de = lang === 'de'
  return [
    {
      key: 'contact',
      parent: 'home',
      slug: contactSlug(lang),
      hidden: true,
      layoutColor: o.layoutColor,
      themeWorld: 'brand',
      title: de ? 'Kontakt' : 'Contact',
      subtitle: de ? 'Wir sind für Sie da' : 'We are here to help',
      description: de
        ? `Fragen zu Produkten, zu Ihrer Bestellung oder zur Einnahme? Schreiben Sie dem Service-Team der ${c.name}.`
        : `Questions about our products, your order or how to take them? Write to the ${c.name} service team.`,
      mandatory: false,
      content: (b) => [
        b.text(
          de ? 'Schreiben Sie uns' : 'Write to us',
          de
            ? '<p>Sie haben eine Frage zu einem unserer Produkte, zu Ihrer Bestellung oder zur richtigen Einnahme? Unser Service-Team hilft Ihnen gern weiter und antwortet in der Regel innerhalb von zwei Werktagen.</p><p>Bei Fragen zu Ihrer persönlichen Gesundheit wenden Sie sich bitte an Ihre Ärztin, Ihren Arzt oder Ihre Apotheke: Eine individuelle Beratung können wir per E-Mail nicht leisten.</p>'
            : '<p>Do you have a question about one of our products, your order or how to take them? Our service team is glad to help and usually replies within two working days.</p><p>For questions about your own health, please talk to your doctor or pharmacist: we cannot give individual medical advice by email.</p>',
          { headerLayout: 1 },
        ),
        b.form(
          de ? 'Ihre Nachricht an uns' : 'Your message to us',
          formLink(b.link('contact')),
          contactForm(lang, b.pageId),
          { headerLayout: 2 },
        ),
        b.shortcut('', b.shared('service')),
      ],
    },
  ]
}
