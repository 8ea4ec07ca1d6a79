/** Texts of the demo downloads (PDF), written per brand and language. */
export interface DocumentText {
  title: string
  paragraphs: string[]
}

export const DOCUMENTS: Record<string, DocumentText> = {
  'vitalis-einnahmeplan': {
    title: 'Vitalis – Ihr persönlicher Einnahmeplan',
    paragraphs: [
      'Regelmäßigkeit ist wichtiger als der perfekte Zeitpunkt. Nehmen Sie Ihre Nahrungsergänzung am besten immer zur gleichen Mahlzeit ein, zum Beispiel zum Frühstück.',
      'Morgens: Vitalis Immun Komplex – 1 Kapsel mit ausreichend Flüssigkeit. Mittags: nichts. Abends: Vitalis Magnesium 400 – 1 Tablette.',
      'Fettlösliche Vitamine wie Vitamin D werden gemeinsam mit einer fetthaltigen Mahlzeit besonders gut aufgenommen.',
      'Die empfohlene tägliche Verzehrmenge darf nicht überschritten werden. Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise.',
    ],
  },
  'vitalis-naehrstoff-uebersicht': {
    title: 'Vitalis – Nährstoffe im Überblick',
    paragraphs: [
      'Vitamin C trägt zu einer normalen Funktion des Immunsystems bei und hilft, die Zellen vor oxidativem Stress zu schützen.',
      'Vitamin D trägt zu einer normalen Funktion des Immunsystems bei. Zink und Selen tragen ebenfalls zu einer normalen Funktion des Immunsystems bei.',
      'Gute Quellen im Alltag: Paprika, Brokkoli und Zitrusfrüchte (Vitamin C), fetter Seefisch und Eier (Vitamin D), Hülsenfrüchte, Nüsse und Vollkorn (Zink).',
    ],
  },
  'vitalis-intake-plan': {
    title: 'Vitalis – your personal intake plan',
    paragraphs: [
      'Regularity matters more than the perfect moment. Take your supplement with the same meal every day, breakfast for example.',
      'Morning: Vitalis Immune Complex – 1 capsule with plenty of water. Evening: Vitalis Magnesium 400 – 1 tablet.',
      'Fat-soluble vitamins such as vitamin D are best taken together with a meal that contains some fat.',
      'Do not exceed the recommended daily intake. Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.',
    ],
  },
  'vitalis-nutrient-overview': {
    title: 'Vitalis – nutrients at a glance',
    paragraphs: [
      'Vitamin C contributes to the normal function of the immune system and to the protection of cells from oxidative stress.',
      'Vitamin D, zinc and selenium contribute to the normal function of the immune system.',
      'Everyday sources: peppers, broccoli and citrus fruit (vitamin C), oily fish and eggs (vitamin D), pulses, nuts and whole grains (zinc).',
    ],
  },
  'litozin-gelenk-tagebuch': {
    title: 'Litozin – Mein Bewegungstagebuch',
    paragraphs: [
      'Notieren Sie vier Wochen lang, wie viel Sie sich täglich bewegen: Schritte, Treppen, Radfahren, Schwimmen oder Gymnastik.',
      'Woche 1: ______ Woche 2: ______ Woche 3: ______ Woche 4: ______',
      'Tipp: Sanfte, gleichmäßige Bewegung wie Radfahren oder Schwimmen ist ideal, um dranzubleiben. Kleine Ziele sind leichter zu erreichen als große Vorsätze.',
    ],
  },
  'litozin-hagebutten-rezepte': {
    title: 'Litozin – Rezepte mit Hagebutte',
    paragraphs: [
      'Hagebutten-Porridge: 50 g Haferflocken mit 200 ml Milch oder Haferdrink aufkochen, mit einem Teelöffel Hagebuttenmark, Zimt und Apfelwürfeln servieren.',
      'Hagebutten-Tee: 2 Teelöffel getrocknete Hagebuttenschalen mit 250 ml kochendem Wasser übergießen und 10 Minuten ziehen lassen.',
      'Joghurt-Bowl: Naturjoghurt mit Beeren, gehackten Walnüssen und einem Löffel Hagebuttenmark verfeinern.',
    ],
  },
  'queisser-naehrstofftabelle': {
    title: 'Queisser – Nährstofftabelle',
    paragraphs: [
      'Magnesium: Referenzmenge 375 mg pro Tag. Calcium: 800 mg. Zink: 10 mg. Eisen: 14 mg. Vitamin B12: 2,5 µg. Folsäure: 200 µg. Vitamin D: 5 µg.',
      'Die Referenzmengen (NRV) stammen aus der Lebensmittelinformationsverordnung (EU) Nr. 1169/2011 und gelten für Erwachsene.',
    ],
  },
  'queisser-einnahmehinweise': {
    title: 'Queisser – Hinweise zur Einnahme',
    paragraphs: [
      'Tabletten unzerkaut mit einem Glas Wasser einnehmen. Brausetabletten in 200 ml Wasser auflösen.',
      'Magnesium und Calcium nicht zeitgleich mit Eisenpräparaten einnehmen; ein Abstand von zwei Stunden hat sich bewährt.',
      'Bei Einnahme von Arzneimitteln fragen Sie Ihre Ärztin, Ihren Arzt oder Ihre Apotheke.',
    ],
  },
  'stozzon-ernaehrungstagebuch': {
    title: 'Stozzon – Mein Ernährungs- und Wohlfühltagebuch',
    paragraphs: [
      'Schreiben Sie zwei Wochen lang auf, was und wann Sie essen und trinken und wie Sie sich danach fühlen. So erkennen Sie Muster.',
      'Uhrzeit – Mahlzeit – Getränke – Bewegung – Wohlbefinden (1 bis 5)',
      'Tipp: Trinken Sie über den Tag verteilt etwa 1,5 Liter, essen Sie ballaststoffreich und nehmen Sie sich Zeit für Ihre Mahlzeiten.',
    ],
  },
  'stozzon-einnahmehinweise': {
    title: 'Stozzon – Hinweise zur Einnahme',
    paragraphs: [
      'Erwachsene nehmen 2 Tabletten täglich zu einer Mahlzeit mit reichlich Flüssigkeit ein.',
      'Chlorophyll färbt grün: Eine leichte Grünfärbung von Zunge oder Stuhl ist harmlos und vergeht von selbst.',
      'Die empfohlene tägliche Verzehrmenge darf nicht überschritten werden.',
    ],
  },
}
