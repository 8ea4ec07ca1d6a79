import type { NewsArchiveSpec } from './news-records'

/** The Litozin guide's articles (EXT:news records): rosehip, mobility and joints. */
export const litozinArticles = (): NewsArchiveSpec => ({
  listPage: 'guide',
  detailSlug: '/ratgeber/artikel',
  pageSize: 3,
  categories: [
    { id: 21, title: 'Hagebutte', slug: 'hagebutte' },
    { id: 22, title: 'Bewegung', slug: 'bewegung' },
    { id: 23, title: 'Gelenke & Ernährung', slug: 'gelenke' },
  ],
  records: [
    {
      key: 'hagebutte-portraet',
      uid: 201,
      pathSegment: 'hagebutte-im-portraet',
      title: 'Die Hagebutte im Porträt: eine rote Frucht mit Geschichte',
      teaser:
        'Schon im Mittelalter wurde sie in Klostergärten gesammelt. Was in der Frucht der Hundsrose steckt und wie wir sie verarbeiten.',
      bodytext:
        '<h2>Die Frucht der Hundsrose</h2><p>Die Hagebutte wächst an Wildrosen entlang von Feldwegen und Waldrändern. Im Herbst leuchten die Früchte tiefrot. Sie enthalten Vitamin C, das zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel beiträgt.</p><h2>Von der Frucht zum Pulver</h2><p>Für Litozin verwenden wir die ganze Frucht mit Schale und Kernen. Die Hagebutten werden direkt nach der Ernte schonend getrocknet und fein vermahlen – ohne Zusatz von Zucker oder Aromen.</p>',
      datetime: '2026-11-05 08:00:00',
      author: 'Katrin Sommer',
      authorEmail: 'ratgeber@litozin.example',
      categories: ['hagebutte'],
      image: ['litozin-rosehip', 'Rote Hagebutten an einem Zweig'],
      related: ['gelenkfreundlich-essen', 'morgenuebungen'],
      keywords: 'Hagebutte, Vitamin C, Knorpel',
      topNews: true,
    },
    {
      key: 'morgenuebungen',
      uid: 202,
      pathSegment: 'beweglich-in-den-tag',
      title: 'Beweglich in den Tag: sechs Übungen für jeden Morgen',
      teaser:
        'Zehn Minuten nach dem Aufstehen genügen, um Schultern, Hüften und Knie sanft in Schwung zu bringen.',
      bodytext:
        '<h2>Sanft starten</h2><p>Über Nacht werden Gelenke und Muskeln steif. Ein kurzes Programm am Morgen bringt den Kreislauf in Gang und macht beweglich für den Tag.</p><ol><li>Schulterkreisen: zehnmal vorwärts, zehnmal rückwärts</li><li>Knie zur Brust ziehen, im Liegen, je Seite zwanzig Sekunden</li><li>Hüftkreisen im Stand</li><li>Katzenbuckel im Vierfüßlerstand</li><li>Fußgelenke kreisen lassen</li><li>Langsame Kniebeugen an der Stuhllehne</li></ol><p>Bewegen Sie sich nur im schmerzfreien Bereich und atmen Sie ruhig weiter.</p>',
      datetime: '2026-10-21 06:30:00',
      author: 'Markus Lehmann',
      categories: ['bewegung'],
      image: ['litozin-hills', 'Spazierweg durch sanfte Hügel'],
      related: ['wandern-herbst', 'hagebutte-portraet'],
      keywords: 'Übungen, Beweglichkeit, Gelenke',
    },
    {
      key: 'wandern-herbst',
      uid: 203,
      pathSegment: 'wandern-im-herbst',
      title: 'Wandern im Herbst: So starten Sie richtig',
      teaser:
        'Klare Luft, bunte Wälder, angenehme Temperaturen: Der Herbst ist die beste Zeit für Touren. Worauf Einsteiger achten.',
      bodytext:
        '<h2>Die richtige Tour wählen</h2><p>Beginnen Sie mit Rundwegen von zwei bis drei Stunden und wenigen Höhenmetern. Gut eingelaufene Schuhe mit griffiger Sohle schonen Knie und Sprunggelenke, Wanderstöcke entlasten bergab.</p><h2>Unterwegs gut versorgt</h2><p>Nehmen Sie ausreichend Wasser und einen kleinen Proviant mit, etwa Nüsse, Obst oder ein Vollkornbrot. Planen Sie Pausen ein, bevor Sie müde werden – und denken Sie daran, dass es im Herbst früh dunkel wird.</p>',
      datetime: '2026-10-02 09:00:00',
      author: 'Markus Lehmann',
      categories: ['bewegung'],
      image: ['litozin-glass', 'Glas mit Hagebuttendrink für unterwegs'],
      related: ['morgenuebungen'],
      keywords: 'Wandern, Herbst, Knie',
    },
    {
      key: 'gelenkfreundlich-essen',
      uid: 204,
      pathSegment: 'gelenkfreundlich-essen',
      title: 'Gelenkfreundlich essen: Was auf den Teller gehört',
      teaser:
        'Bunte Gemüse, gute Öle und genug Eiweiß: Wie die Ernährung Knochen und Knorpel unterstützt.',
      bodytext:
        '<h2>Bausteine für Knochen und Knorpel</h2><p>Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Knochen und Knorpel bei, Calcium und Vitamin D zur Erhaltung normaler Knochen. Gemüse, Obst, Milchprodukte und Seefisch gehören deshalb regelmäßig auf den Speiseplan.</p><h2>Drei einfache Regeln</h2><ul><li>Greifen Sie zu Raps-, Lein- oder Walnussöl.</li><li>Essen Sie jeden Tag eine Handvoll Nüsse oder Saaten.</li><li>Halten Sie ein gesundes Körpergewicht – jedes Kilo weniger entlastet die Knie.</li></ul>',
      datetime: '2026-09-15 07:45:00',
      author: 'Katrin Sommer',
      categories: ['gelenke'],
      image: ['litozin-powder', 'Messlöffel mit Hagebuttenpulver'],
      related: ['hagebutte-portraet'],
      keywords: 'Ernährung, Gelenke, Knorpel',
    },
  ],
})
