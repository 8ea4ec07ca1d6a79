import type { NewsArchiveSpec } from './news-records'
import type { VitalisCountry } from './vitalis-company'

/**
 * The Vitalis guide's articles in German (EXT:news records), for Germany and Austria. Their
 * English translations share the keys (./guide-articles-vitalis-en.ts); 'trinken' and
 * 'routinen' have none, so the language menu of those leads to the English home page.
 */
export const vitalisArticlesDe = (country: VitalisCountry): NewsArchiveSpec => {
  const land = country === 'at' ? 'Österreich' : 'Deutschland'
  return {
    listPage: 'guide',
    detailSlug: '/ratgeber/artikel',
    pageSize: 6,
    categories: [
      { id: 11, title: 'Vitamine', slug: 'vitamine' },
      { id: 12, title: 'Mineralstoffe', slug: 'mineralstoffe' },
      { id: 13, title: 'Ernährung & Alltag', slug: 'ernaehrung' },
    ],
    records: [
      {
        key: 'vitamin-d-winter',
        uid: 101,
        pathSegment: 'vitamin-d-im-winter',
        title: 'Vitamin D im Winter: Worauf es jetzt ankommt',
        teaser: `Zwischen Oktober und März steht die Sonne in ${land} zu tief, als dass die Haut genug Vitamin D bilden könnte. Was Sie jetzt tun können.`,
        bodytext: `<h2>Warum die Sonne im Winter nicht reicht</h2><p>Den größten Teil seines Vitamin D bildet der Körper selbst – mithilfe von UV-B-Licht auf der Haut. In den Wintermonaten ist die Strahlung in ${land} dafür zu schwach, und über die Ernährung lässt sich der Bedarf nur zu einem kleinen Teil decken: Seefisch wie Hering und Lachs, Eier und Pilze liefern etwas, aber selten genug.</p><p>Vitamin D trägt zur Erhaltung normaler Knochen und einer normalen Muskelfunktion bei und zu einer normalen Funktion des Immunsystems.</p><h2>Was Sie jetzt tun können</h2><ul><li>Nutzen Sie sonnige Mittagsstunden für einen Spaziergang.</li><li>Bringen Sie zweimal pro Woche fetten Seefisch auf den Tisch.</li><li>Wer ergänzen möchte, nimmt Vitamin D am besten zu einer Mahlzeit, die etwas Fett enthält.</li></ul><p>Lassen Sie Ihren Spiegel im Zweifel ärztlich bestimmen, bevor Sie hoch dosieren.</p>`,
        datetime: '2026-11-10 07:00:00',
        author: 'Dr. Anna Berger',
        authorEmail: 'redaktion@vitalis.example',
        categories: ['vitamine'],
        image: ['vitalis-sun', 'Tief stehende Wintersonne über einem Feld'],
        related: ['magnesium-sport', 'routinen'],
        keywords: 'Vitamin D, Winter, Sonne, Knochen',
        topNews: true,
      },
      {
        key: 'magnesium-sport',
        uid: 102,
        pathSegment: 'magnesium-und-sport',
        title: 'Magnesium und Sport: Was Ihre Muskeln brauchen',
        teaser:
          'Wer regelmäßig trainiert, verliert über den Schweiß Mineralstoffe. Warum Magnesium dabei eine besondere Rolle spielt.',
        bodytext:
          '<h2>Ein Mineralstoff mit vielen Aufgaben</h2><p>Magnesium ist an über 300 Enzymreaktionen beteiligt. Es trägt zu einer normalen Muskelfunktion, zur normalen Funktion des Nervensystems und zur Verringerung von Müdigkeit und Ermüdung bei.</p><p>Beim Sport steigt der Bedarf, denn mit jedem Liter Schweiß gehen Mineralstoffe verloren – bei langen Läufen oder im Sommer spürbar mehr.</p><h2>Gute Quellen im Speiseplan</h2><p>Vollkornprodukte, Haferflocken, Nüsse, Kürbiskerne und Hülsenfrüchte liefern reichlich Magnesium. Auch mineralstoffreiches Wasser trägt zur Versorgung bei. Wer ergänzt, verteilt die Tagesmenge am besten auf zwei Portionen.</p>',
        datetime: '2026-10-28 09:30:00',
        author: 'Jonas Weber',
        categories: ['mineralstoffe'],
        image: ['vitalis-capsules', 'Zwei Magnesium-Kapseln auf hellem Grund'],
        related: ['zink', 'trinken'],
        keywords: 'Magnesium, Sport, Muskeln',
      },
      {
        key: 'zink',
        uid: 103,
        pathSegment: 'zink-kleines-spurenelement',
        title: 'Zink: Kleines Spurenelement, große Aufgaben',
        teaser:
          'Der Körper braucht nur wenige Milligramm am Tag – und kann Zink nicht speichern. Wie Sie gut versorgt bleiben.',
        bodytext:
          '<h2>Wofür der Körper Zink braucht</h2><p>Zink trägt zu einer normalen Funktion des Immunsystems bei, zur Erhaltung normaler Haut, Haare und Nägel und zum Schutz der Zellen vor oxidativem Stress. Weil der Körper kaum Vorräte anlegt, kommt es auf die regelmäßige Zufuhr an.</p><h2>Wo Zink steckt</h2><p>Gute Quellen sind Käse, Haferflocken, Linsen, Kürbiskerne und Rindfleisch. Aus pflanzlichen Lebensmitteln nimmt der Körper Zink etwas schlechter auf: Einweichen, Keimen und Sauerteig verbessern die Verfügbarkeit.</p>',
        datetime: '2026-10-14 08:00:00',
        author: 'Dr. Anna Berger',
        categories: ['mineralstoffe'],
        image: ['vitalis-leaf', 'Frischer grüner Zweig'],
        related: ['vitamin-d-winter', 'b12-vegan'],
        keywords: 'Zink, Immunsystem, Haut',
      },
      {
        key: 'fruehstueck',
        uid: 104,
        pathSegment: 'fruehstueck-fuer-einen-wachen-start',
        title: 'Das richtige Frühstück für einen wachen Start',
        teaser:
          'Haferflocken, Obst und ein Glas Wasser: Mit diesen Bausteinen kommen Sie gut versorgt durch den Vormittag.',
        bodytext:
          '<h2>Was ein gutes Frühstück ausmacht</h2><p>Ein ausgewogenes Frühstück verbindet komplexe Kohlenhydrate, etwas Eiweiß und frisches Obst. Haferflocken liefern Ballaststoffe und Magnesium, Joghurt oder Quark Eiweiß, Beeren und Zitrusfrüchte Vitamin C.</p><h2>Drei Ideen für jeden Tag</h2><ul><li>Overnight Oats mit Apfel, Zimt und Walnüssen</li><li>Vollkornbrot mit Frischkäse, Gurke und Kresse</li><li>Naturjoghurt mit Beeren und einem Löffel Leinsamen</li></ul><p>Und nicht vergessen: Ein großes Glas Wasser am Morgen gleicht aus, was der Körper über Nacht verloren hat.</p>',
        datetime: '2026-09-30 06:45:00',
        author: 'Lea Hoffmann',
        categories: ['ernaehrung'],
        image: ['vitalis-citrus', 'Aufgeschnittene Orange'],
        related: ['trinken', 'b12-vegan'],
        keywords: 'Frühstück, Haferflocken, Vitamin C',
      },
      {
        key: 'trinken',
        uid: 105,
        pathSegment: 'genug-trinken',
        title: 'Genug trinken: Wie viel Wasser braucht der Körper?',
        teaser:
          'Anderthalb Liter am Tag sind eine gute Richtschnur – bei Hitze und Sport darf es mehr sein. So behalten Sie den Überblick.',
        bodytext:
          '<h2>Wasser ist Transportmittel und Kühlsystem</h2><p>Der Körper eines Erwachsenen besteht zu gut der Hälfte aus Wasser. Es transportiert Nährstoffe, reguliert die Temperatur und hält die Schleimhäute feucht. Schon ein leichter Mangel kann sich in Kopfschmerzen und Konzentrationsschwäche bemerkbar machen.</p><h2>Tipps für den Alltag</h2><ul><li>Stellen Sie sich morgens eine Karaffe sichtbar auf den Schreibtisch.</li><li>Trinken Sie zu jeder Mahlzeit ein Glas Wasser.</li><li>Ungesüßter Kräuter- oder Früchtetee zählt mit.</li></ul>',
        datetime: '2026-09-12 10:15:00',
        author: 'Lea Hoffmann',
        categories: ['ernaehrung'],
        image: ['vitalis-glass', 'Ein Glas frisches Wasser'],
        related: ['fruehstueck', 'magnesium-sport'],
        keywords: 'Trinken, Wasser, Alltag',
      },
      {
        key: 'b12-vegan',
        uid: 106,
        pathSegment: 'vitamin-b12-bei-veganer-ernaehrung',
        title: 'Vitamin B12 bei veganer Ernährung',
        teaser:
          'Vitamin B12 kommt nahezu nur in tierischen Lebensmitteln vor. Worauf Menschen achten sollten, die sich pflanzlich ernähren.',
        bodytext:
          '<h2>Warum B12 eine Ausnahme ist</h2><p>Vitamin B12 trägt zu einem normalen Energiestoffwechsel, zur normalen Bildung roter Blutkörperchen und zur Verringerung von Müdigkeit und Ermüdung bei. Gebildet wird es von Mikroorganismen – in nennenswerter Menge steckt es deshalb nur in Fleisch, Fisch, Eiern und Milchprodukten.</p><h2>Gut versorgt, auch pflanzlich</h2><p>Wer vegan lebt, sollte Vitamin B12 zuverlässig ergänzen, etwa über angereicherte Lebensmittel oder ein Nahrungsergänzungsmittel. Die Versorgung lässt sich ärztlich einfach überprüfen.</p>',
        datetime: '2026-08-25 08:30:00',
        author: 'Dr. Anna Berger',
        categories: ['vitamine', 'ernaehrung'],
        image: ['vitalis-jar', 'Vitalis Dose mit Vitamin B12'],
        related: ['zink', 'fruehstueck'],
        keywords: 'Vitamin B12, vegan, Energiestoffwechsel',
      },
      {
        key: 'routinen',
        uid: 107,
        pathSegment: 'fuenf-routinen-fuer-den-herbst',
        title: 'Fünf Routinen für gute Abwehrkräfte im Herbst',
        teaser:
          'Schlaf, Bewegung an der frischen Luft und ein bunter Teller: kleine Gewohnheiten, die in der Erkältungszeit zählen.',
        bodytext:
          '<h2>Kleine Schritte, die sich summieren</h2><ol><li>Schlafen Sie sieben bis acht Stunden – im Schlaf regeneriert sich der Körper.</li><li>Gehen Sie täglich mindestens eine halbe Stunde an die frische Luft.</li><li>Essen Sie fünf Portionen Obst und Gemüse am Tag.</li><li>Waschen Sie die Hände gründlich, vor allem nach Bus und Bahn.</li><li>Lüften Sie mehrmals täglich stoßweise.</li></ol><p>Vitamin C, Vitamin D und Zink tragen zu einer normalen Funktion des Immunsystems bei. Eine abwechslungsreiche Ernährung ist die beste Grundlage.</p>',
        datetime: '2026-08-05 07:30:00',
        author: 'Jonas Weber',
        categories: ['ernaehrung', 'vitamine'],
        image: ['vitalis-hero', 'Orangenscheibe, Kapseln und ein Zweig'],
        related: ['vitamin-d-winter', 'zink'],
        keywords: 'Immunsystem, Herbst, Gewohnheiten',
      },
    ],
  }
}
