import type { Company } from './company'
import type { PageSpec } from './model'
import type { Lang } from './texts'

/**
 * The press page every brand site has, below 'about' and linked from the footer: the press
 * office's contact (the company's own address, telephone and a press mailbox at its domain), the
 * company in brief and what the press may use. The footer's press link leads here, on the site,
 * not to an address elsewhere.
 */
export const pressSlug = (lang: Lang) => (lang === 'de' ? '/presse' : '/press')

/** Page uid of the press page on a site whose uids start at `base` (vitalis-de 0 …). */
export const pressPageIds = (base: number): Record<string, number> => ({
  press: base + 87,
})

const pressMailOf = (c: Company) => `presse@${c.email.split('@')[1] ?? ''}`

export const pressPages = (lang: Lang, c: Company, o: { layoutColor: string }): PageSpec[] => {
  const de = lang === 'de'
  const mail = pressMailOf(c)
  const country = c.country[lang]
  return [
    {
      key: 'press',
      parent: 'about',
      slug: pressSlug(lang),
      hidden: true,
      layoutColor: o.layoutColor,
      themeWorld: 'brand',
      title: de ? 'Presse' : 'Press',
      subtitle: de ? 'Informationen für Journalistinnen und Journalisten' : 'For journalists',
      description: de
        ? `Pressekontakt, Unternehmensprofil und Bildmaterial der ${c.name}.`
        : `Press contact, company profile and pictures of ${c.name}.`,
      mandatory: false,
      content: (b) => [
        b.text(
          de ? 'Pressekontakt' : 'Press contact',
          de
            ? `<p>Sie schreiben über Nahrungsergänzung, über unsere Produkte oder über ${c.name}? Unsere Pressestelle beantwortet Ihre Fragen, vermittelt Gespräche mit unseren Fachleuten und schickt Ihnen Produktmuster.</p><p>E-Mail: <a href="mailto:${mail}">${mail}</a><br>Telefon: ${c.phone} (${c.hours.de})</p>`
            : `<p>Are you writing about food supplements, our products or ${c.name}? Our press office answers your questions, arranges interviews with our experts and sends you product samples.</p><p>Email: <a href="mailto:${mail}">${mail}</a><br>Phone: ${c.phone} (${c.hours.en})</p>`,
          { headerLayout: 1 },
        ),
        b.text(
          de ? 'Das Unternehmen' : 'The company',
          de
            ? `<p>${c.name}, ${c.street}, ${c.city}, ${country}. Wir entwickeln Nahrungsergänzungsmittel und verkaufen sie über unseren Onlineshop und Apotheken.</p>`
            : `<p>${c.name}, ${c.street}, ${c.city}, ${country}. We develop food supplements and sell them in our online shop and through pharmacies.</p>`,
          { headerLayout: 2 },
        ),
        b.text(
          de ? 'Bildmaterial' : 'Pictures',
          de
            ? `<p>Produktfotos und Logos in Druckqualität schicken wir Ihnen gern auf Anfrage an <a href="mailto:${mail}">${mail}</a> – zur redaktionellen Verwendung mit Quellenangabe „${c.name}“.</p>`
            : `<p>We are glad to send product photos and logos in print quality on request to <a href="mailto:${mail}">${mail}</a> – for editorial use, credited “${c.name}”.</p>`,
          { headerLayout: 2 },
        ),
      ],
    },
  ]
}
