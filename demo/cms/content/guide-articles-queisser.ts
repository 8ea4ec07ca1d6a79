import type { NewsArchiveSpec } from './news-records'

/** The Queisser guide's articles (EXT:news records): heart, minerals and well-being. */
export const queisserArticles = (): NewsArchiveSpec => ({
  listPage: 'guide',
  detailSlug: '/ratgeber/artikel',
  pageSize: 3,
  categories: [
    { id: 31, title: 'Herz & Kreislauf', slug: 'herz' },
    { id: 32, title: 'Mineralstoffe', slug: 'mineralstoffe' },
    { id: 33, title: 'Wohlbefinden', slug: 'wohlbefinden' },
  ],
  records: [
    {
      key: 'magnesium-bedarf',
      uid: 301,
      pathSegment: 'magnesium-wann-der-bedarf-steigt',
      title: 'Magnesium: Wann der Bedarf steigt',
      teaser:
        'Sport, Stress, Schwangerschaft oder warme Sommertage: In manchen Lebenslagen braucht der Körper mehr Magnesium.',
      bodytext:
        '<h2>Ein Mineralstoff für Muskeln und Nerven</h2><p>Magnesium trägt zu einer normalen Muskelfunktion, zur normalen Funktion des Nervensystems und zur Verringerung von Müdigkeit und Ermüdung bei. Erwachsene brauchen etwa 300 bis 350 Milligramm am Tag.</p><h2>Wann es mehr sein darf</h2><p>Wer viel schwitzt, sich stark belastet fühlt oder schwanger ist, hat einen höheren Bedarf. Vollkorn, Nüsse, grünes Gemüse und Mineralwasser helfen, ihn zu decken. Ihre Apotheke berät Sie gern, ob eine Ergänzung sinnvoll ist.</p>',
      datetime: '2026-11-12 08:00:00',
      author: 'Apothekerin Claudia Neumann',
      authorEmail: 'gesundheit@queisser.example',
      categories: ['mineralstoffe'],
      image: ['queisser-tablets', 'Drei Magnesium-Tabletten'],
      related: ['schlaf', 'herz-alltag'],
      keywords: 'Magnesium, Muskeln, Nerven',
      topNews: true,
    },
    {
      key: 'herz-alltag',
      uid: 302,
      pathSegment: 'herzgesund-leben',
      title: 'Herzgesund leben: kleine Schritte mit großer Wirkung',
      teaser:
        'Treppe statt Aufzug, Salz sparen, Pausen einplanen: Was Sie im Alltag für Herz und Kreislauf tun können.',
      bodytext:
        '<h2>Bewegung, die in den Alltag passt</h2><p>Schon 150 Minuten moderate Bewegung pro Woche – zügiges Gehen, Radfahren, Schwimmen – tun dem Herz-Kreislauf-System gut. Verteilen Sie sie auf mehrere Tage, dann bleibt es leicht.</p><h2>Auf dem Teller</h2><p>Gemüse, Vollkorn, Hülsenfrüchte und pflanzliche Öle bilden eine gute Grundlage. Würzen Sie mit Kräutern statt mit viel Salz. Lassen Sie Ihren Blutdruck regelmäßig messen – in vielen Apotheken geht das ohne Termin.</p>',
      datetime: '2026-10-25 09:00:00',
      author: 'Dr. Thomas Krüger',
      categories: ['herz'],
      image: ['queisser-heart', 'Herz mit Pulslinie'],
      related: ['omega-3', 'magnesium-bedarf'],
      keywords: 'Herz, Kreislauf, Blutdruck',
    },
    {
      key: 'omega-3',
      uid: 303,
      pathSegment: 'omega-3-fettsaeuren',
      title: 'Omega-3-Fettsäuren: Was sie leisten',
      teaser:
        'EPA und DHA aus Seefisch sind für das Herz von Bedeutung. Wie Sie Ihren Speiseplan danach ausrichten.',
      bodytext:
        '<h2>Gute Fette für das Herz</h2><p>EPA und DHA tragen zu einer normalen Herzfunktion bei; die positive Wirkung stellt sich bei einer täglichen Aufnahme von 250 Milligramm ein. Hauptquelle ist fetter Seefisch wie Lachs, Makrele und Hering.</p><h2>Pflanzliche Alternativen</h2><p>Leinöl, Walnüsse und Chiasamen liefern Alpha-Linolensäure, die der Körper nur zum Teil umwandelt. Wer keinen Fisch isst, kann auf Algenöl zurückgreifen.</p>',
      datetime: '2026-10-08 10:30:00',
      author: 'Dr. Thomas Krüger',
      categories: ['herz'],
      image: ['queisser-capsules', 'Omega-3-Kapseln'],
      related: ['herz-alltag'],
      keywords: 'Omega-3, EPA, DHA, Herz',
    },
    {
      key: 'schlaf',
      uid: 304,
      pathSegment: 'erholsamer-schlaf',
      title: 'Erholsamer Schlaf: Tipps aus der Apotheke',
      teaser:
        'Wer gut schläft, startet ausgeruht in den Tag. Sieben Gewohnheiten, die beim Ein- und Durchschlafen helfen.',
      bodytext:
        '<h2>Ein fester Rhythmus</h2><p>Gehen Sie möglichst jeden Tag zur gleichen Zeit ins Bett und stehen Sie zur gleichen Zeit auf – auch am Wochenende. Das Schlafzimmer sollte ruhig, dunkel und kühl sein, etwa 16 bis 18 Grad.</p><h2>Der Abend entscheidet</h2><ul><li>Verzichten Sie nach 15 Uhr auf Kaffee und schwarzen Tee.</li><li>Legen Sie das Smartphone eine Stunde vor dem Schlafen weg.</li><li>Ein warmes Fußbad oder ein Kräutertee helfen beim Abschalten.</li></ul><p>Halten Schlafprobleme über Wochen an, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt.</p>',
      datetime: '2026-09-18 07:00:00',
      author: 'Apothekerin Claudia Neumann',
      categories: ['wohlbefinden'],
      image: ['queisser-sun', 'Aufgehende Sonne am Morgen'],
      related: ['magnesium-bedarf'],
      keywords: 'Schlaf, Abendroutine, Erholung',
    },
  ],
})
