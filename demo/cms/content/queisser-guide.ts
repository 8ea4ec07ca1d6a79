import type { LongGuideValues } from './brand-site/long-guide-page'
import type { TopicArticleValues } from './brand-site/topic-article-page'

/** Queisser guide: the long ABC of micronutrients (every element type) and a magnesium article. */
export const queisserGuide: { long: LongGuideValues; topic: TopicArticleValues } = {
  long: {
    slug: '/ratgeber/vitamine-und-mineralstoffe',
    meta: {
      title: 'Das ABC der Mikronährstoffe: Vitamine und Mineralstoffe erklärt',
      navTitle: 'Vitamine & Mineralstoffe',
      subtitle: 'Gesundheitsratgeber',
      description:
        'Alle 13 Vitamine, die wichtigsten Mineralstoffe und Spurenelemente: was sie im Körper tun und wo sie stecken.',
      keywords: 'Vitamine, Mineralstoffe, Spurenelemente, Magnesium, Omega-3, Etikett',
      layout: 'layout-2',
      themeWorld: 'vitality',
      layoutColor: 'blue',
      media: ['queisser-capsules'],
      social: { image: 'queisser-hero', title: 'Das ABC der Mikronährstoffe' },
    },
    article: (b) => [
      b.hero('Das ABC der Mikronährstoffe', {
        subheader: 'Gesundheitsratgeber · 12 Minuten Lesezeit',
        bodytext:
          '<p>13 Vitamine, rund 20 Mineralstoffe: Wir bringen Ordnung in die Welt der Mikronährstoffe.</p>',
        image: b.file('queisser-hero', 'Siegel, Flasche und Tabletten'),
      }),
      b.text(
        'Auf einen Blick',
        '<ul><li>Vitamine teilen sich in fettlösliche (A, D, E, K) und wasserlösliche (B-Gruppe, C).</li><li>Mineralstoffe unterscheidet man nach der benötigten Menge in Mengen- und Spurenelemente.</li><li>Eine ausgewogene Ernährung ist die Basis; Nahrungsergänzung kann gezielt ergänzen.</li></ul>',
        { layout: 'layout-1', frameClass: 'box' },
      ),
      b.header('Die 13 Vitamine', { headerLayout: 2 }),
      b.table(
        'Vitamine und ihre Aufgaben',
        [
          ['Vitamin', 'Löslichkeit', 'Trägt bei zu … (Auszug)'],
          ['A', 'fettlöslich', 'Erhaltung normaler Sehkraft'],
          ['D', 'fettlöslich', 'Erhaltung normaler Knochen'],
          ['E', 'fettlöslich', 'Schutz der Zellen vor oxidativem Stress'],
          ['K', 'fettlöslich', 'normaler Blutgerinnung'],
          ['B1 (Thiamin)', 'wasserlöslich', 'normaler Herzfunktion'],
          ['B2 (Riboflavin)', 'wasserlöslich', 'Erhaltung normaler Haut'],
          ['B3 (Niacin)', 'wasserlöslich', 'Verringerung von Müdigkeit und Ermüdung'],
          ['B5 (Pantothensäure)', 'wasserlöslich', 'normaler geistiger Leistung'],
          ['B6', 'wasserlöslich', 'Regulierung der Hormontätigkeit'],
          ['B7 (Biotin)', 'wasserlöslich', 'Erhaltung normaler Haare'],
          [
            'B9 (Folat)',
            'wasserlöslich',
            'Wachstum des mütterlichen Gewebes in der Schwangerschaft',
          ],
          ['B12', 'wasserlöslich', 'normaler Bildung roter Blutkörperchen'],
          ['C', 'wasserlöslich', 'normaler Funktion des Immunsystems'],
        ],
        {
          caption: 'Zugelassene Angaben nach Verordnung (EU) Nr. 432/2012 (Auswahl)',
          tableHeader: 1,
          tableClass: 'striped',
        },
      ),
      b.textmedia(
        'Fettlösliche Vitamine',
        '<p>Die Vitamine A, D, E und K lösen sich in Fett und werden gemeinsam mit den Nahrungsfetten aufgenommen. Der Körper kann sie speichern – deshalb sollte man sie nicht unbedacht hoch dosieren.</p>',
        b.file('queisser-capsules', 'Weichkapseln'),
        { position: 'right' },
      ),
      b.textpic(
        'Wasserlösliche Vitamine',
        '<p>Die B-Vitamine und Vitamin C lösen sich in Wasser. Überschüsse scheidet der Körper weitgehend aus, Vorräte legt er kaum an (Ausnahme: Vitamin B12). Wichtig ist deshalb eine regelmäßige Zufuhr.</p>',
        b.file('queisser-tablets', 'Tabletten'),
        { position: 'left' },
      ),
      b.div(),
      b.header('Mineralstoffe und Spurenelemente', { headerLayout: 2 }),
      b.definitions('Zwei Gruppen', [
        [
          'Mengenelemente',
          'Calcium, Magnesium, Kalium, Natrium, Phosphor, Chlorid: Der Körper braucht sie in Mengen von mehr als 50 mg am Tag.',
        ],
        [
          'Spurenelemente',
          'Eisen, Zink, Jod, Selen, Kupfer, Mangan, Chrom, Molybdän: schon wenige Mikro- oder Milligramm genügen.',
        ],
      ]),
      b.textmedia(
        'Omega-3-Fettsäuren',
        '<p>Keine Mineralstoffe, aber ebenso gefragt: EPA und DHA tragen zu einer normalen Herzfunktion bei. Die positive Wirkung stellt sich bei einer täglichen Aufnahme von 250 mg EPA und DHA ein – etwa mit zwei Portionen fettem Seefisch pro Woche.</p>',
        b.file('queisser-heart', 'Herz mit Pulslinie'),
        { position: 'right' },
      ),
      b.bullets('Wer genauer auf die Versorgung achten sollte', [
        'Schwangere und Stillende, vor allem bei Folat und Jod',
        'Menschen, die sich vegan ernähren, beim Vitamin B12',
        'Ältere Menschen, beim Vitamin D',
        'Sportlich sehr Aktive, beim Magnesium',
      ]),
      b.image(
        'Aus unserer Tradition',
        [b.file('queisser-seal', 'Qualitätssiegel'), b.file('queisser-bottle', 'Tonikum-Flasche')],
        { columns: 2 },
      ),
      b.html(
        'Leitsatz',
        '<figure class="quote"><blockquote><p>„Gute Produkte entstehen nicht im Marketing, sondern im Labor.“</p></blockquote><figcaption>Aus dem Leitbild unseres Hauses</figcaption></figure>',
      ),
      b.bullets(
        'So lesen Sie ein Etikett richtig',
        [
          'Verzehrempfehlung: Wie viel nehmen Sie pro Tag?',
          'Nährstoffmenge pro Tagesportion in mg oder µg.',
          'Prozent der Referenzmenge (% NRV).',
          'Zutatenliste, absteigend nach Gewicht.',
          'Warnhinweise, etwa für Schwangere oder Kinder.',
        ],
        { ordered: true },
      ),
      b.text(
        'Wechselwirkungen beachten',
        '<p>Manche Nährstoffe konkurrieren bei der Aufnahme: Calcium und Eisen etwa sollten Sie im Abstand von zwei Stunden einnehmen. Wenn Sie Medikamente nehmen, fragen Sie Ihre Ärztin, Ihren Arzt oder Ihre Apotheke.</p>',
      ),
    ],
    products: { title: 'Unsere Empfehlungen', pageSize: 6 },
    downloads: {
      files: [
        ['queisser-naehrstofftabelle.pdf', 'Referenzmengen aller Nährstoffe auf einen Blick.'],
        ['queisser-einnahmehinweise.pdf', 'Tipps zur richtigen Einnahme.'],
      ],
      options: { displayInformation: 1 },
    },
    questions:
      '<p><strong>Sind Brausetabletten genauso gut wie normale Tabletten?</strong><br>Ja, sie enthalten dieselben Nährstoffe und sind eine gute Wahl, wenn Sie ungern Tabletten schlucken.</p><p><strong>Kann ich mehrere Präparate kombinieren?</strong><br>Addieren Sie die Nährstoffmengen und orientieren Sie sich an den Referenzmengen.</p>',
    menus: { subpages: 'Weitere Themen', pages: 'Auch interessant', sitemap: 'Alle Seiten' },
    sources:
      '<p>Verordnung (EU) Nr. 432/2012; Verordnung (EU) Nr. 1169/2011, Anhang XIII; DGE-Referenzwerte für die Nährstoffzufuhr.</p>',
    sidebar: [
      ['account', 'Ihr Kundenkonto'],
      ['login', 'Anmelden'],
      ['cart', 'Einkaufskorb'],
    ],
    note: {
      title: 'In Ihrer Apotheke',
      bodytext: '<p>Alle Queisser Produkte erhalten Sie auch in Apotheken und Drogerien.</p>',
    },
  },
  topic: {
    key: 'guide-magnesium',
    slug: '/ratgeber/magnesium',
    meta: {
      title: 'Magnesium: der Mineralstoff für Muskeln und Energie',
      navTitle: 'Magnesium',
      description:
        'Wofür der Körper Magnesium braucht, wo es steckt und welche Form zu Ihnen passt.',
      seo: 'object',
      layout: 'layout-1',
      themeWorld: 'vitality',
      layoutColor: 'blue',
    },
    intro: {
      title: 'Magnesium im Alltag',
      bodytext:
        '<p>Magnesium trägt zu einer normalen Muskelfunktion, zu einem normalen Energiestoffwechsel und zur Verringerung von Müdigkeit und Ermüdung bei. Die Referenzmenge für Erwachsene liegt bei 375 mg am Tag.</p>',
      picture: ['queisser-tablets', 'Magnesium-Tabletten'],
    },
    facts: {
      title: 'Gute Magnesiumquellen (je 100 g)',
      rows: [
        ['Lebensmittel', 'Magnesium'],
        ['Kürbiskerne', 'etwa 400 mg'],
        ['Haferflocken', 'etwa 130 mg'],
        ['Vollkornbrot', 'etwa 60 mg'],
        ['Bananen', 'etwa 30 mg'],
      ],
    },
    text: {
      title: 'Welche Form passt?',
      bodytext:
        '<p>Depot-Tabletten geben Magnesium über mehrere Stunden ab, Brausetabletten sind schnell getrunken, Direkt-Granulat braucht kein Wasser. Ergänzend sollten 250 mg am Tag nicht überschritten werden.</p>',
    },
  },
}
