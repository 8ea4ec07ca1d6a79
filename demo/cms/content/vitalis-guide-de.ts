import type { PageSpec } from './model'
import type { VitalisCountry } from './vitalis-company'

/**
 * Vitalis guide articles in German. 'guide-main' is the long content page: it uses every
 * element type the storefront renders, and the benchmarks read it.
 */
export const vitalisGuideDe = (country: VitalisCountry): PageSpec[] => [
  {
    key: 'guide-main',
    parent: 'guide',
    slug: '/ratgeber/immunsystem',
    title: 'Immunsystem: So unterstützen Sie Ihre Abwehr im Alltag',
    navTitle: 'Immunsystem',
    subtitle: 'Ratgeber',
    abstract:
      'Wie das Immunsystem arbeitet, welche Nährstoffe dazu beitragen und welche Gewohnheiten helfen.',
    description:
      'Wie unser Immunsystem arbeitet, welche Vitamine und Mineralstoffe zu seiner normalen Funktion beitragen und was Sie im Alltag tun können.',
    keywords: 'Immunsystem, Vitamin C, Vitamin D, Zink, Selen, Abwehrkräfte',
    layout: 'layout-2',
    themeWorld: 'immune',
    layoutColor: 'green',
    media: ['vitalis-citrus'],
    social: {
      image: 'vitalis-citrus',
      title: 'Ratgeber Immunsystem',
      description: 'Nährstoffe und Gewohnheiten für den Alltag.',
    },
    content: (b) => ({
      colPos0: [
        b.hero('Ihr Immunsystem verstehen', {
          subheader: 'Ratgeber · 8 Minuten Lesezeit',
          bodytext:
            '<p>Was im Körper passiert, wenn Erreger angreifen – und wie Ernährung, Schlaf und Bewegung dazu beitragen.</p>',
          image: b.file('vitalis-hero', 'Orangenscheibe, Kapseln und ein Zweig'),
        }),
        b.text(
          'Das Wichtigste in Kürze',
          '<ul><li>Das Immunsystem besteht aus einer angeborenen und einer erworbenen Abwehr.</li><li>Vitamin C, Vitamin D, Zink und Selen tragen zu einer normalen Funktion des Immunsystems bei.</li><li>Schlaf, Bewegung und eine abwechslungsreiche Ernährung sind die Grundlage – Nahrungsergänzung kann sie sinnvoll ergänzen.</li></ul>',
          { layout: 'layout-1', frameClass: 'box' },
        ),
        b.header('Wie unser Immunsystem arbeitet', { headerLayout: 2, spaceBefore: 'large' }),
        b.textmedia(
          'Zwei Abwehrlinien',
          '<p>Die <strong>angeborene Abwehr</strong> reagiert sofort: Haut und Schleimhäute halten Erreger fern, Fresszellen beseitigen Eindringlinge. Die <strong>erworbene Abwehr</strong> braucht einige Tage, lernt dafür aber dazu: Sie bildet Antikörper und Gedächtniszellen, die bei einem erneuten Kontakt schneller reagieren.</p><p>Beide Systeme arbeiten eng zusammen – und beide brauchen eine gute Versorgung mit Mikronährstoffen.</p>',
          b.file('vitalis-leaf', 'Zweig mit drei Blättern'),
          { position: 'right' },
        ),
        b.text(
          'Warum Nährstoffe eine Rolle spielen',
          '<p>Immunzellen teilen sich ständig und brauchen dafür Bausteine und Energie. Für mehrere Vitamine und Mineralstoffe ist deshalb in der EU anerkannt, dass sie zu einer normalen Funktion des Immunsystems beitragen: <strong>Vitamin A, B6, B12, C und D, Folat, Eisen, Kupfer, Selen und Zink</strong>.</p><p>Vitamin C trägt außerdem dazu bei, die Zellen vor oxidativem Stress zu schützen, und zur Verringerung von Müdigkeit und Ermüdung.</p>',
        ),
        b.table(
          'Nährstoffe für das Immunsystem',
          [
            ['Nährstoff', 'Referenzmenge pro Tag', 'Gute Quellen'],
            ['Vitamin C', '80 mg', 'Paprika, Brokkoli, Johannisbeeren'],
            ['Vitamin D', '5 µg', 'Seefisch, Eier, Sonnenlicht'],
            ['Zink', '10 mg', 'Haferflocken, Linsen, Käse'],
            ['Selen', '55 µg', 'Paranüsse, Fisch, Eier'],
            ['Vitamin A', '800 µg', 'Karotten, Süßkartoffeln, Spinat'],
            ['Folat', '200 µg', 'Blattgemüse, Hülsenfrüchte'],
          ],
          {
            caption: 'Referenzmengen für Erwachsene nach Verordnung (EU) Nr. 1169/2011',
            tableClass: 'striped',
          },
        ),
        b.textpic(
          'Vitamin C: jeden Tag frisch',
          '<p>Unser Körper kann Vitamin C weder selbst bilden noch lange speichern. Deshalb kommt es auf die tägliche Zufuhr an. Schon eine halbe rote Paprika deckt die Referenzmenge – vorausgesetzt, sie wird nicht zu lange gegart.</p>',
          b.file('vitalis-citrus', 'Orangenscheibe'),
          { position: 'left' },
        ),
        b.bullets('Besonders reich an Vitamin C (je 100 g)', [
          'Rote Paprika: etwa 140 mg',
          'Schwarze Johannisbeeren: etwa 180 mg',
          'Brokkoli: etwa 95 mg',
          'Kiwi: etwa 45 mg',
          'Orange: etwa 50 mg',
        ]),
        b.textmedia(
          'Vitamin D: das Sonnenvitamin',
          `<p>Den größten Teil des Vitamin D bildet unsere Haut selbst – wenn genug UV-B-Licht auf sie trifft. Zwischen Oktober und März steht die Sonne in ${country === 'at' ? 'Österreich' : 'Deutschland'} dafür meist zu tief. Über die Nahrung lässt sich der Bedarf kaum decken. <a href="${b.link('guide-vitamin-d')}">Alles über Vitamin D</a></p>`,
          b.file('vitalis-sun', 'Strahlende Sonne'),
          { position: 'right' },
        ),
        b.html(
          'Gut zu wissen',
          '<aside class="callout callout--tip"><p><strong>Tipp:</strong> Vitamin D ist fettlöslich. Nehmen Sie es am besten zu einer Mahlzeit, die etwas Fett enthält – zum Beispiel zum Frühstück mit Butterbrot oder Joghurt.</p></aside>',
        ),
        b.div(),
        b.header('Gewohnheiten, die Ihre Abwehr unterstützen', { headerLayout: 2 }),
        b.bullets(
          'Fünf Gewohnheiten für jeden Tag',
          [
            'Schlafen Sie sieben bis acht Stunden – im Schlaf regeneriert sich der Körper.',
            'Bewegen Sie sich täglich mindestens 30 Minuten, am besten an der frischen Luft.',
            'Essen Sie bunt: fünf Portionen Obst und Gemüse am Tag.',
            'Trinken Sie 1,5 bis 2 Liter, vor allem Wasser und ungesüßten Tee.',
            'Planen Sie bewusst Pausen ein, denn Dauerstress belastet.',
          ],
          { ordered: true },
        ),
        b.image(
          'Kleine Routinen für jeden Tag',
          [
            b.file('vitalis-glass', 'Ein Glas Wasser'),
            b.file('vitalis-leaf', 'Frisches Grün'),
            b.file('vitalis-capsules', 'Zwei Kapseln'),
          ],
          { columns: 3 },
        ),
        b.definitions('Begriffe kurz erklärt', [
          [
            'Mikronährstoffe',
            'Vitamine, Mineralstoffe und Spurenelemente, die der Körper in kleinen Mengen braucht.',
          ],
          [
            'Referenzmenge (NRV)',
            'Die Tagesmenge, an der sich Nährwertangaben in der EU orientieren.',
          ],
          [
            'Oxidativer Stress',
            'Ein Ungleichgewicht zwischen freien Radikalen und schützenden Stoffen in den Zellen.',
          ],
          ['Antikörper', 'Eiweiße der erworbenen Abwehr, die bestimmte Erreger erkennen.'],
        ]),
        b.text(
          'Wann ist Nahrungsergänzung sinnvoll?',
          '<p>Wer abwechslungsreich isst, ist mit den meisten Nährstoffen gut versorgt. In manchen Lebensphasen lohnt sich ein genauerer Blick: in den Wintermonaten beim Vitamin D, bei veganer Ernährung beim Vitamin B12, bei viel Sport beim Magnesium. Sprechen Sie im Zweifel mit Ihrer Ärztin, Ihrem Arzt oder Ihrer Apotheke.</p>',
        ),
        b.productListing('Passende Produkte', b.rootCategoryId, 4, { headerLayout: 3 }),
        b.uploads(
          'Zum Herunterladen',
          [
            b.file(
              'vitalis-einnahmeplan.pdf',
              '',
              'Zum Ausdrucken: wann Sie welches Produkt einnehmen.',
            ),
            b.file(
              'vitalis-naehrstoff-uebersicht.pdf',
              '',
              'Alle Nährstoffe und ihre Quellen auf einer Seite.',
            ),
          ],
          { displayInformation: 2 },
        ),
        b.text(
          'Häufige Fragen',
          '<p><strong>Kann ich zu viel Vitamin C aufnehmen?</strong><br>Überschüssiges Vitamin C scheidet der Körper größtenteils aus. Halten Sie sich trotzdem an die empfohlene Verzehrmenge.</p><p><strong>Wann nehme ich Zink am besten ein?</strong><br>Zink wird zwischen den Mahlzeiten gut aufgenommen, ist aber zum Essen oft besser verträglich.</p>',
        ),
        b.shortcut('', b.shared('service')),
        b.menuSubpages('Weitere Themen im Ratgeber', 'guide', { layout: 'menu-with-cards' }),
        b.menuPages('Auch interessant', ['products', 'about']),
        b.menuSitemap('Alle Seiten im Überblick', { frameClass: 'ruler-before' }),
        b.text(
          'Quellen',
          '<p>Verordnung (EU) Nr. 432/2012 über zugelassene gesundheitsbezogene Angaben; Verordnung (EU) Nr. 1169/2011, Anhang XIII; Nährwertangaben nach Bundeslebensmittelschlüssel.</p>',
          { layout: 'small-print' },
        ),
      ],
      colPos1: [
        b.cart('Ihr Warenkorb', { headerLayout: 2 }),
        b.login('Schon Kundin oder Kunde?', { headerLayout: 2 }),
        b.account('Ihr Konto', { headerLayout: 2 }),
      ],
    }),
  },
  {
    key: 'guide-vitamin-d',
    parent: 'guide',
    slug: '/ratgeber/vitamin-d',
    title: 'Vitamin D: Was Sie über das Sonnenvitamin wissen sollten',
    navTitle: 'Vitamin D',
    description:
      'Wie der Körper Vitamin D bildet, wann die Sonne dafür reicht und worauf Sie bei der Ergänzung achten.',
    layout: 'layout-2',
    themeWorld: 'immune',
    layoutColor: 'yellow',
    content: (b) => [
      b.textmedia(
        'Vitamin D: das Sonnenvitamin',
        '<p>Vitamin D trägt zur Erhaltung normaler Knochen und Muskelfunktion bei und zu einer normalen Funktion des Immunsystems. Anders als andere Vitamine bildet der Körper es überwiegend selbst – mithilfe von Sonnenlicht.</p>',
        b.file('vitalis-sun', 'Sonne'),
        { headerLayout: 1 },
      ),
      b.table(
        'Reicht die Sonne?',
        [
          ['Monat', 'Eigenbildung über die Haut'],
          [
            'April bis September',
            'bei 15–25 Minuten Sonne auf Gesicht und Armen meist ausreichend',
          ],
          ['Oktober bis März', 'kaum möglich, die Sonne steht zu tief'],
        ],
        { caption: 'Für Mitteleuropa, bei unbedeckter Haut', tableClass: 'compact' },
      ),
      b.text(
        'Vitamin D richtig ergänzen',
        '<p>Vitamin D ist fettlöslich und wird zu einer Mahlzeit am besten aufgenommen. Tropfen lassen sich fein dosieren, Tabletten sind praktisch für unterwegs. Eine Tagesdosis von 20 µg sollte ohne ärztlichen Rat nicht überschritten werden.</p>',
      ),
      b.menuPages('Weiterlesen', ['guide-main', 'products']),
    ],
  },
]
