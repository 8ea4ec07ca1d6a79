import type { ContentElement } from '../types'
import type { Builder } from './builders'
import { isAustrian, type Company } from './company'
import type { Lang } from './texts'

/**
 * The imprint: § 5 DDG (Germany) or § 5 ECG, § 14 UGB and § 25 MedienG (Austria). The EU's
 * online dispute resolution platform closed on 20 July 2025 (Regulation (EU) 2024/3228), so the
 * dispute note says that instead of linking to it; the § 36 VSBG statement is still required.
 */
export const imprintContent =
  (lang: Lang, c: Company) =>
  (b: Builder): ContentElement[] => {
    const de = lang === 'de'
    const at = isAustrian(c)
    const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`
    const { legal } = c
    const trade = legal.trade
    if (at && !trade) throw new Error(`${c.name}: an Austrian imprint names the trade authority`)
    return [
      b.header(de ? 'Impressum' : 'Legal notice', {
        subheader: at
          ? 'Informationen gemäß § 5 ECG, § 14 UGB und § 25 MedienG'
          : de
            ? 'Angaben gemäß § 5 DDG'
            : 'Information pursuant to § 5 DDG (German Digital Services Act)',
      }),
      b.text(
        de ? 'Anbieter' : 'Provider',
        `<p>${c.name}<br>${c.street}<br>${c.city}<br>${c.country[lang]}</p>`,
        { headerLayout: 2 },
      ),
      // Rich text, as the e-mail address is a link: a bullets element's lines are plain text in
      // TYPO3, and markup there is shown as text.
      b.text(
        de ? 'Kontakt' : 'Contact',
        `<p>${de ? 'Telefon' : 'Phone'}: ${c.phone} (${de ? 'kostenfrei' : 'free of charge'}, ${c.hours[lang]})<br>${de ? 'E-Mail' : 'Email'}: ${mail(c.email)}</p>`,
        { headerLayout: 2 },
      ),
      b.definitions(
        at ? 'Firmenbuch und Gewerbe' : de ? 'Registereintrag' : 'Registration',
        at
          ? [
              ['Geschäftsführung', legal.managingDirectors.join(', ')],
              ['Firmenbuchgericht', legal.register.court],
              ['Firmenbuchnummer', legal.register.number],
              ['UID-Nummer', legal.vatId],
              ['Unternehmensgegenstand', 'Handel mit Nahrungsergänzungsmitteln'],
              ['Gewerbebehörde', trade?.authority ?? ''],
              ['Kammerzugehörigkeit', trade?.chamber ?? ''],
              ['Gewerberechtliche Vorschriften', 'Gewerbeordnung 1994 (GewO), im RIS abrufbar'],
            ]
          : de
            ? [
                ['Vertretungsberechtigte Geschäftsführung', legal.managingDirectors.join(', ')],
                ['Registergericht', legal.register.court],
                ['Registernummer', legal.register.number],
                ['Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG', legal.vatId],
              ]
            : [
                ['Managing directors', legal.managingDirectors.join(', ')],
                ['Register court', legal.register.court],
                ['Registration number', legal.register.number],
                ['VAT identification number (§ 27a UStG)', legal.vatId],
              ],
        { headerLayout: 2 },
      ),
      b.text(
        at
          ? 'Offenlegung gemäß § 25 MedienG'
          : de
            ? 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV'
            : 'Responsible for the content (§ 18(2) MStV)',
        at
          ? `<p>Medieninhaber: ${c.name}, ${c.street}, ${c.city}. Verantwortlich für den Inhalt: ${legal.editor}.</p><p>Grundlegende Richtung: Informationen über unsere Nahrungsergänzungsmittel, über ausgewogene Ernährung und über Bestellungen in unserem Online-Shop.</p>`
          : `<p>${legal.editor}<br>${c.street}<br>${c.city}</p>`,
        { headerLayout: 2 },
      ),
      b.text(
        de ? 'Verbraucherstreitbeilegung' : 'Consumer dispute resolution',
        at
          ? `<p>Wir nehmen an Schlichtungsverfahren der Internet Ombudsstelle teil, einer staatlich anerkannten Verbraucherschlichtungsstelle nach dem Alternative-Streitbeilegung-Gesetz (AStG). Am schnellsten helfen wir Ihnen aber direkt: ${mail(c.email)}.</p><p>Die Online-Streitbeilegungsplattform der EU-Kommission wurde am 20. Juli 2025 eingestellt.</p>`
          : de
            ? `<p>Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Mit Fragen und Beschwerden wenden Sie sich bitte direkt an uns: ${mail(c.email)} – wir finden gemeinsam eine Lösung.</p><p>Die Online-Streitbeilegungsplattform der EU-Kommission wurde am 20. Juli 2025 eingestellt; Beschwerden nehmen wir direkt entgegen.</p>`
            : `<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG). Please bring questions and complaints straight to us at ${mail(c.email)} – we will find a solution together.</p><p>The European Commission's online dispute resolution platform was discontinued on 20 July 2025; we take complaints directly.</p>`,
        { headerLayout: 2 },
      ),
    ]
  }
