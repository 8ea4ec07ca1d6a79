import type { NewsArchiveSpec } from './news-records'

/** The Stozzon guide's articles (EXT:news records): digestion, freshness and green food. */
export const stozzonArticles = (): NewsArchiveSpec => ({
  listPage: 'guide',
  detailSlug: '/ratgeber/artikel',
  pageSize: 3,
  categories: [
    { id: 41, title: 'Verdauung', slug: 'verdauung' },
    { id: 42, title: 'Frische', slug: 'frische' },
    { id: 43, title: 'Grüne Küche', slug: 'gruene-kueche' },
  ],
  records: [
    {
      key: 'ballaststoffe',
      uid: 401,
      pathSegment: 'ballaststoffe-fuer-die-verdauung',
      title: 'Ballaststoffe: So kommt die Verdauung in Schwung',
      teaser:
        'Dreißig Gramm am Tag empfehlen Fachgesellschaften – die meisten Menschen essen deutlich weniger. So gelingt der Umstieg.',
      bodytext:
        '<h2>Warum Ballaststoffe zählen</h2><p>Ballaststoffe aus Vollkorn, Gemüse, Obst und Hülsenfrüchten sättigen lange und sind Futter für die nützlichen Bakterien im Darm. Haferkornfasern tragen zur Erhöhung des Stuhlvolumens bei.</p><h2>Schritt für Schritt</h2><p>Steigern Sie die Menge langsam über zwei bis drei Wochen, damit sich der Darm gewöhnen kann, und trinken Sie dazu ausreichend: mindestens anderthalb Liter am Tag.</p>',
      datetime: '2026-11-08 08:00:00',
      author: 'Dr. Miriam Falk',
      authorEmail: 'ratgeber@stozzon.example',
      categories: ['verdauung'],
      image: ['stozzon-bowl', 'Schale mit Getreide und Saaten'],
      related: ['blattgruen', 'frischer-atem'],
      keywords: 'Ballaststoffe, Verdauung, Darm',
      topNews: true,
    },
    {
      key: 'frischer-atem',
      uid: 402,
      pathSegment: 'frischer-atem',
      title: 'Frischer Atem: Was wirklich hilft',
      teaser:
        'Meist liegt die Ursache im Mund selbst. Mit der richtigen Pflege und ein paar Gewohnheiten bleibt der Atem frisch.',
      bodytext:
        '<h2>Wo unangenehmer Atem entsteht</h2><p>In den meisten Fällen sind Bakterien auf dem Zungenrücken und in den Zahnzwischenräumen verantwortlich. Gründliches Zähneputzen, Zahnseide und ein Zungenschaber beseitigen die Beläge.</p><h2>Kleine Helfer für unterwegs</h2><ul><li>Trinken Sie regelmäßig Wasser – ein trockener Mund begünstigt Gerüche.</li><li>Kauen Sie zuckerfreien Kaugummi nach dem Essen.</li><li>Frische Petersilie oder Minze wirken schnell.</li></ul><p>Hält der Geruch an, lassen Sie die Ursache zahnärztlich abklären.</p>',
      datetime: '2026-10-19 09:15:00',
      author: 'Dr. Miriam Falk',
      categories: ['frische'],
      image: ['stozzon-glass', 'Ein Glas frisches Wasser'],
      related: ['blattgruen'],
      keywords: 'Atem, Mundhygiene, Frische',
    },
    {
      key: 'blattgruen',
      uid: 403,
      pathSegment: 'warum-blattgruen-so-wertvoll-ist',
      title: 'Grünes Gemüse: Warum Blattgrün so wertvoll ist',
      teaser:
        'Spinat, Mangold, Grünkohl und Kräuter liefern Folat, Vitamin K und Ballaststoffe. Ideen für mehr Grün auf dem Teller.',
      bodytext:
        '<h2>Was im Grün steckt</h2><p>Grünes Blattgemüse ist reich an Folat, das zur normalen Blutbildung beiträgt, und an Vitamin K, das zur Erhaltung normaler Knochen beiträgt. Dazu kommen Ballaststoffe und der Pflanzenfarbstoff Chlorophyll.</p><h2>Mehr Grün im Alltag</h2><ul><li>Eine Handvoll Babyspinat in Rührei oder Pasta</li><li>Kräuter großzügig über Salate und Suppen</li><li>Grünkohl als Ofenchips mit etwas Öl und Salz</li></ul>',
      datetime: '2026-10-01 10:00:00',
      author: 'Jana Brandt',
      categories: ['gruene-kueche', 'verdauung'],
      image: ['stozzon-leaf', 'Frische grüne Blätter'],
      related: ['ballaststoffe', 'gruene-pause'],
      keywords: 'Blattgemüse, Folat, Chlorophyll',
    },
    {
      key: 'gruene-pause',
      uid: 404,
      pathSegment: 'die-gruene-mittagspause',
      title: 'Die grüne Mittagspause: leicht essen, frisch bleiben',
      teaser:
        'Ein schweres Mittagessen macht müde. Mit diesen Ideen bleiben Sie am Nachmittag wach und fühlen sich wohl.',
      bodytext:
        '<h2>Leicht und sättigend</h2><p>Kombinieren Sie Gemüse, eine Eiweißquelle und Vollkorn: etwa eine Bowl aus Quinoa, Kichererbsen, Gurke und Kräutern oder ein Vollkornwrap mit Hummus und Rohkost.</p><h2>Bewegung nach dem Essen</h2><p>Ein Spaziergang von zehn Minuten nach dem Essen bringt den Kreislauf in Schwung und unterstützt die Verdauung. Nehmen Sie sich ein Glas Wasser mit an den Schreibtisch.</p>',
      datetime: '2026-09-10 11:30:00',
      author: 'Jana Brandt',
      categories: ['gruene-kueche', 'frische'],
      image: ['stozzon-hills', 'Spaziergang im Grünen'],
      related: ['blattgruen', 'ballaststoffe'],
      keywords: 'Mittagspause, leichte Küche, Frische',
    },
  ],
})
