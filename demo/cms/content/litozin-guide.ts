import type { LongGuideValues } from './brand-site/long-guide-page'
import type { TopicArticleValues } from './brand-site/topic-article-page'

/** Litozin guide: the long page on joints (every element type) and a short rosehip article. */
export const litozinGuide: { long: LongGuideValues; topic: TopicArticleValues } = {
  long: {
    slug: '/ratgeber/gelenke',
    meta: {
      title: 'Gelenke verstehen: Knorpel, Kollagen und Bewegung',
      navTitle: 'Gelenke & Knorpel',
      subtitle: 'Ratgeber Beweglichkeit',
      description:
        'Wie Gelenke aufgebaut sind, welche Nährstoffe zur Kollagenbildung beitragen und welche Bewegung Gelenken guttut.',
      keywords: 'Gelenke, Knorpel, Kollagen, Vitamin C, Bewegung, Hagebutte',
      layout: 'layout-2',
      themeWorld: 'joints',
      layoutColor: 'orange',
      media: ['litozin-hills'],
      social: {
        image: 'litozin-hills',
        title: 'Gelenke verstehen',
        description: 'Knorpel, Kollagen und die richtige Bewegung.',
      },
    },
    article: (b) => [
      b.hero('Beweglich durchs Leben', {
        subheader: 'Ratgeber Gelenke · 10 Minuten Lesezeit',
        bodytext:
          '<p>Was in unseren Gelenken passiert, warum Bewegung so wichtig ist und welche Rolle Kollagen spielt.</p>',
        image: b.file('litozin-hero', 'Hagebutten und Hügellandschaft'),
      }),
      b.header('Wie ein Gelenk aufgebaut ist', { headerLayout: 2 }),
      b.textmedia(
        'Ein kleines Wunderwerk',
        '<p>Wo zwei Knochen aufeinandertreffen, sorgt ein Gelenk dafür, dass sie sich reibungsarm gegeneinander bewegen. Die Knochenenden sind mit glattem <strong>Knorpel</strong> überzogen, die <strong>Gelenkflüssigkeit</strong> wirkt wie ein Schmierfilm. Knorpel hat keine eigenen Blutgefäße: Er wird über die Gelenkflüssigkeit versorgt – und die kommt vor allem durch Bewegung in Fluss.</p>',
        b.file('litozin-hills', 'Spazierweg durch Hügel'),
        { position: 'right' },
      ),
      b.definitions('Das Gelenk im Überblick', [
        [
          'Knorpel',
          'Elastische Schutzschicht auf den Knochenenden, besteht zu einem großen Teil aus Kollagen.',
        ],
        ['Gelenkflüssigkeit', 'Zähe Flüssigkeit, die den Knorpel versorgt und Reibung mindert.'],
        ['Gelenkkapsel', 'Hülle aus Bindegewebe, die das Gelenk umschließt.'],
        ['Bänder und Sehnen', 'Verbinden Knochen miteinander beziehungsweise mit den Muskeln.'],
      ]),
      b.text(
        'Kollagen: das Gerüst des Bindegewebes',
        '<p>Kollagen ist das häufigste Eiweiß im menschlichen Körper. Es gibt Knorpel, Knochen, Sehnen und Haut ihre Festigkeit. Damit der Körper Kollagen bilden kann, braucht er unter anderem <strong>Vitamin C</strong>: Es trägt zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel und der Knochen bei.</p>',
      ),
      b.textpic(
        'Die Hagebutte: klein, rot, vitaminreich',
        '<p>Die Frucht der Hundsrose enthält von Natur aus reichlich Vitamin C – je nach Sorte und Reife mehr als eine Zitrone. Dazu kommen Carotinoide und sekundäre Pflanzenstoffe aus Schale und Kernen.</p>',
        b.file('litozin-rosehip', 'Hagebutten'),
        { position: 'left' },
      ),
      b.table(
        'Nährstoffe für Knochen und Knorpel',
        [
          ['Nährstoff', 'Zugelassene Angabe (Auszug)', 'Referenzmenge'],
          [
            'Vitamin C',
            'normale Kollagenbildung für eine normale Funktion der Knorpel und Knochen',
            '80 mg',
          ],
          ['Vitamin D', 'Erhaltung normaler Knochen und einer normalen Muskelfunktion', '5 µg'],
          ['Calcium', 'Erhaltung normaler Knochen', '800 mg'],
          ['Mangan', 'normale Bildung von Bindegewebe', '2 mg'],
          ['Kupfer', 'Erhaltung normaler Bindegewebe', '1 mg'],
        ],
        { caption: 'Angaben nach Verordnung (EU) Nr. 432/2012', tableClass: 'striped' },
      ),
      b.div(),
      b.header('Bewegung: sanft, aber regelmäßig', { headerLayout: 2 }),
      b.bullets(
        'So starten Sie beweglich in den Tag',
        [
          'Noch im Bett die Füße zehnmal kreisen lassen, dann die Hände.',
          'Im Sitzen die Knie abwechselnd langsam strecken und beugen.',
          'Im Stehen die Schultern locker nach hinten kreisen.',
          'Zum Schluss einige Schritte auf der Stelle gehen.',
        ],
        { ordered: true },
      ),
      b.image(
        'Draußen unterwegs',
        [b.file('litozin-hills', 'Wanderweg'), b.file('litozin-glass', 'Ein Glas Hagebuttendrink')],
        { columns: 2 },
      ),
      b.html(
        'Wichtig',
        '<aside class="callout callout--warning"><p><strong>Bitte beachten:</strong> Schmerzen, Schwellungen, Rötungen oder Überwärmung eines Gelenks gehören ärztlich abgeklärt. Unser Ratgeber ersetzt keine medizinische Beratung.</p></aside>',
      ),
      b.bullets('Gelenkfreundliche Sportarten', [
        'Schwimmen und Aquafitness',
        'Radfahren, auch auf dem Heimtrainer',
        'Nordic Walking',
        'Yoga und Pilates',
        'Tanzen',
      ]),
      b.textmedia(
        'Hagebuttenpulver im Alltag',
        '<p>Ein gestrichener Messlöffel Litozin Pulver lässt sich in Joghurt, Quark, Müsli oder Saft einrühren. Der Geschmack ist fruchtig-herb. Tipp: Nicht in kochend heiße Speisen geben – so bleibt das Vitamin C erhalten.</p>',
        b.file('litozin-powder', 'Messlöffel mit Hagebuttenpulver'),
        { position: 'left' },
      ),
      b.text(
        'Gewicht und Gelenke',
        '<p>Beim Treppensteigen wirkt auf das Knie ein Mehrfaches des Körpergewichts. Schon wenige Kilo weniger können sich deshalb im Alltag bemerkbar machen. Crash-Diäten sind dabei keine gute Idee: Eine ausgewogene Ernährung mit ausreichend Eiweiß schont die Muskulatur, die die Gelenke stabilisiert.</p>',
      ),
    ],
    products: { title: 'Litozin für jeden Tag', pageSize: 3 },
    downloads: {
      files: [
        ['litozin-gelenk-tagebuch.pdf', 'Vier Wochen Bewegung im Blick behalten.'],
        ['litozin-hagebutten-rezepte.pdf', 'Porridge, Tee und Joghurt-Bowl mit Hagebutte.'],
      ],
    },
    questions:
      '<p><strong>Wie lange sollte ich Litozin einnehmen?</strong><br>Viele Kundinnen und Kunden nehmen Litozin dauerhaft als Teil ihrer Morgenroutine. Wichtig ist die regelmäßige Einnahme.</p><p><strong>Ist Litozin für Veganer geeignet?</strong><br>Das Hagebuttenpulver und die Kapseln ja, Kollagen Plus enthält Kollagen vom Rind.</p>',
    menus: { subpages: 'Mehr aus dem Ratgeber', pages: 'Weiterlesen', sitemap: 'Seitenübersicht' },
    sources:
      '<p>Verordnung (EU) Nr. 432/2012; Deutsche Gesellschaft für Ernährung, Referenzwerte für die Nährstoffzufuhr.</p>',
    sidebar: [
      ['login', 'Willkommen zurück'],
      ['cart', 'Ihr Warenkorb'],
      ['account', 'Mein Litozin'],
    ],
    note: {
      title: 'Bewegungstagebuch',
      bodytext:
        '<p>Laden Sie sich unser Tagebuch herunter und halten Sie vier Wochen lang fest, wie viel Sie unterwegs sind.</p>',
    },
  },
  topic: {
    key: 'guide-rosehip',
    slug: '/ratgeber/hagebutte',
    meta: {
      title: 'Die Hagebutte: Porträt einer unterschätzten Frucht',
      navTitle: 'Hagebutte',
      description:
        'Woher die Hagebutte kommt, was in ihr steckt und wie Sie sie in der Küche verwenden.',
      layout: 'layout-3',
      themeWorld: 'joints',
      layoutColor: 'red',
    },
    intro: {
      title: 'Die Frucht der Hundsrose',
      bodytext:
        '<p>Im Herbst leuchten sie an Waldrändern und Hecken: Hagebutten, die Sammelnussfrüchte der Wildrosen. Schon unsere Großeltern kochten aus ihnen Mus und Tee.</p>',
      picture: ['litozin-rosehip', 'Hagebutten'],
    },
    facts: {
      title: 'Was in der Hagebutte steckt',
      items: [
        'Vitamin C',
        'Carotinoide wie Lycopin',
        'Pflanzliche Fette aus den Kernen',
        'Ballaststoffe aus der Schale',
      ],
    },
    text: {
      title: 'In der Küche',
      bodytext:
        '<p>Hagebuttenmark verfeinert Porridge und Joghurt, getrocknete Schalen ergeben einen fruchtigen Tee. Frische Früchte sollten Sie entkernen – die feinen Härchen im Inneren kratzen.</p>',
    },
  },
}
