import type { LongGuideValues } from './brand-site/long-guide-page'
import type { TopicArticleValues } from './brand-site/topic-article-page'

/** Stozzon guide: the long digestion page (every element type) and a chlorophyll article. */
export const stozzonGuide: { long: LongGuideValues; topic: TopicArticleValues } = {
  long: {
    slug: '/ratgeber/verdauung',
    meta: {
      title: 'Verdauung verstehen: Tipps für ein gutes Bauchgefühl',
      navTitle: 'Verdauung',
      subtitle: 'Ratgeber Bauchgefühl',
      description:
        'Wie die Verdauung funktioniert und welche Gewohnheiten bei Ernährung, Trinken und Bewegung ihr guttun.',
      keywords: 'Verdauung, Darm, Ballaststoffe, Trinken, Bauchgefühl, Chlorophyll',
      layout: 'layout-2',
      themeWorld: 'digestion',
      layoutColor: 'mint',
      media: ['stozzon-bowl'],
      social: { image: 'stozzon-bowl', title: 'Verdauung verstehen' },
    },
    article: (b) => [
      b.hero('Ein gutes Bauchgefühl', {
        subheader: 'Ratgeber Verdauung · 9 Minuten Lesezeit',
        bodytext:
          '<p>Von der ersten Gabel bis zum Dickdarm: was auf der Reise unserer Nahrung passiert – und was ihr guttut.</p>',
        image: b.file('stozzon-hero', 'Blätter, Tabletten und Wasser'),
      }),
      b.text(
        'In Kürze',
        '<ul><li>Verdauung beginnt im Mund: Gründliches Kauen entlastet Magen und Darm.</li><li>30 Gramm Ballaststoffe und 1,5 Liter Flüssigkeit am Tag sind eine gute Orientierung.</li><li>Bewegung nach dem Essen bringt den Darm in Schwung.</li></ul>',
        { layout: 'layout-1', frameClass: 'box' },
      ),
      b.header('Die Reise durch den Verdauungstrakt', { headerLayout: 2 }),
      b.bullets(
        'Station für Station',
        [
          'Mund: Zähne zerkleinern, Speichel beginnt mit der Aufspaltung von Stärke.',
          'Magen: Magensaft zersetzt Eiweiße, der Speisebrei wird portionsweise weitergegeben.',
          'Dünndarm: Hier werden die meisten Nährstoffe aufgenommen.',
          'Dickdarm: Er entzieht dem Speisebrei Wasser; Darmbakterien verwerten Ballaststoffe.',
        ],
        { ordered: true },
      ),
      b.textmedia(
        'Der Darm: länger als gedacht',
        '<p>Dünn- und Dickdarm zusammen sind gut sieben Meter lang. Ihre gefaltete Innenfläche ist so groß, dass sie eine kleine Wohnung auslegen könnte. Auf ihr leben Billionen Bakterien – die Darmflora, auch Mikrobiom genannt.</p>',
        b.file('stozzon-leaf', 'Grüne Blätter'),
        { position: 'right' },
      ),
      b.text(
        'Nährstoffe, die zur Verdauung beitragen',
        '<p>Für einige Nährstoffe ist ein Beitrag zur Verdauung wissenschaftlich anerkannt: <strong>Calcium</strong> trägt zu einer normalen Funktion von Verdauungsenzymen bei. <strong>Biotin, Niacin und Riboflavin</strong> tragen zur Erhaltung normaler Schleimhäute bei – auch im Verdauungstrakt.</p>',
      ),
      b.table(
        'Ballaststoffe im Alltag',
        [
          ['Lebensmittel', 'Portion', 'Ballaststoffe'],
          ['Haferflocken', '50 g', 'etwa 5 g'],
          ['Vollkornbrot', '2 Scheiben', 'etwa 7 g'],
          ['Linsen, gekocht', '150 g', 'etwa 8 g'],
          ['Himbeeren', '125 g', 'etwa 6 g'],
          ['Leinsamen', '1 Esslöffel', 'etwa 3 g'],
          ['Summe', '', 'etwa 29 g'],
        ],
        {
          caption: 'Die DGE empfiehlt Erwachsenen mindestens 30 g Ballaststoffe am Tag.',
          tfoot: true,
        },
      ),
      b.textpic(
        'Ballaststoffe langsam steigern',
        '<p>Wer bisher wenig Vollkorn isst, sollte die Menge über einige Wochen steigern. So kann sich der Darm an die neue Kost gewöhnen. Wichtig dabei: ausreichend trinken, denn Ballaststoffe binden Wasser.</p>',
        b.file('stozzon-bowl', 'Schale mit Getreide und Saaten'),
        { position: 'left' },
      ),
      b.textmedia(
        'Trinken nicht vergessen',
        '<p>Etwa 1,5 Liter am Tag sollten es sein, an heißen Tagen oder beim Sport mehr. Am besten eignen sich Wasser und ungesüßte Kräuter- oder Früchtetees. Ein Glas direkt nach dem Aufstehen ist ein guter Start.</p>',
        b.file('stozzon-glass', 'Glas Wasser'),
        { position: 'right' },
      ),
      b.html(
        'Wann zum Arzt?',
        '<aside class="callout callout--warning"><p><strong>Bitte ärztlich abklären lassen:</strong> anhaltende Beschwerden über mehrere Wochen, Blut im Stuhl, starke Schmerzen oder ungewollter Gewichtsverlust.</p></aside>',
      ),
      b.div(),
      b.header('Chlorophyll: das Grün in Stozzon', { headerLayout: 2 }),
      b.textmedia(
        'Vom Luzernefeld in die Tablette',
        '<p>Luzerne ist eine Futterpflanze mit besonders viel Blattgrün. Wir gewinnen daraus Chlorophyllin, die wasserlösliche Form des Chlorophylls, und pressen es mit wenigen Hilfsstoffen zu kleinen Tabletten. Die grüne Farbe ist gewollt – und völlig harmlos, wenn sie sich kurz auf der Zunge zeigt.</p>',
        b.file('stozzon-tablets', 'Grüne Tabletten'),
        { position: 'left' },
      ),
      b.definitions('Kurz erklärt', [
        ['Mikrobiom', 'Die Gesamtheit der Mikroorganismen, die in unserem Darm leben.'],
        [
          'Ballaststoffe',
          'Pflanzliche Nahrungsbestandteile, die im Dünndarm nicht verdaut werden.',
        ],
        ['Peristaltik', 'Wellenförmige Muskelbewegung, die den Speisebrei weitertransportiert.'],
        [
          'Chlorophyllin',
          'Wasserlösliche Form des Blattgrüns, bei der Magnesium durch Kupfer ersetzt ist.',
        ],
      ]),
      b.bullets('Tipps für entspannte Mahlzeiten', [
        'Langsam essen und jeden Bissen gut kauen',
        'Regelmäßige Mahlzeiten statt ständiger Snacks',
        'Nach dem Essen zehn Minuten spazieren gehen',
        'Abends leichter essen',
        'Ausprobieren, welche Lebensmittel Ihnen guttun',
      ]),
      b.image(
        'Grün, ballaststoffreich, bewegt',
        [
          b.file('stozzon-leaf', 'Blattgrün'),
          b.file('stozzon-bowl', 'Müslischale'),
          b.file('stozzon-hills', 'Spazierweg im Grünen'),
        ],
        { columns: 3 },
      ),
    ],
    products: { title: 'Stozzon entdecken', pageSize: 4 },
    downloads: {
      files: [
        [
          'stozzon-ernaehrungstagebuch.pdf',
          'Zwei Wochen Essen, Trinken und Wohlbefinden notieren.',
        ],
        ['stozzon-einnahmehinweise.pdf', 'So nehmen Sie Stozzon richtig ein.'],
      ],
      options: { fileSize: false },
    },
    questions:
      '<p><strong>Warum ist meine Zunge nach der Einnahme grün?</strong><br>Das ist das Chlorophyllin – harmlos und nach kurzer Zeit verschwunden.</p><p><strong>Kann ich Stozzon mit anderen Nahrungsergänzungsmitteln kombinieren?</strong><br>In der Regel ja. Bei Fragen zu Medikamenten sprechen Sie bitte mit Ihrer Apotheke.</p>',
    menus: { subpages: 'Mehr aus dem Ratgeber', pages: 'Weiter stöbern', sitemap: 'Alle Seiten' },
    sources:
      '<p>Verordnung (EU) Nr. 432/2012; Deutsche Gesellschaft für Ernährung, Richtwert für die Ballaststoffzufuhr.</p>',
    sidebar: [
      ['cart', 'Warenkorb'],
      ['account', 'Mein Konto'],
      ['login', 'Anmelden'],
    ],
    note: {
      title: 'Tagebuch',
      bodytext: '<p>Unser Ernährungs- und Wohlfühltagebuch hilft, Muster zu erkennen.</p>',
    },
  },
  topic: {
    key: 'guide-chlorophyll',
    slug: '/ratgeber/chlorophyll',
    meta: {
      title: 'Chlorophyll: das Grün der Pflanzen',
      navTitle: 'Chlorophyll',
      description: 'Was Chlorophyll ist, wo es vorkommt und wie Stozzon daraus entsteht.',
      layout: 'layout-3',
      themeWorld: 'digestion',
      layoutColor: 'green',
    },
    intro: {
      title: 'Das Blattgrün',
      bodytext:
        '<p>Chlorophyll macht Blätter grün und ermöglicht die Photosynthese. In unserer Ernährung steckt es vor allem in grünem Blattgemüse.</p>',
      picture: ['stozzon-leaf', 'Grüne Blätter'],
    },
    facts: {
      title: 'Besonders grün',
      items: ['Spinat', 'Petersilie', 'Grünkohl', 'Rucola', 'Brokkoli'],
    },
    text: {
      title: 'Vom Chlorophyll zum Chlorophyllin',
      bodytext:
        '<p>Natürliches Chlorophyll ist fettlöslich und lichtempfindlich. Für Tabletten wird es in das stabilere, wasserlösliche Chlorophyllin überführt.</p>',
    },
  },
}
