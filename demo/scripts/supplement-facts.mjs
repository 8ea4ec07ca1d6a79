/**
 * The mandatory facts of the demo catalogue's products: what EU Regulation
 * 1169/2011 (art. 9 and 14: before a distance purchase) and Directive 2002/46/EC (art. 6 and 8)
 * ask a food supplement to show: ingredients with the allergens emphasised, the nutrients per
 * daily dose with their % of the nutrient reference value (NRV, Annex XIII of 1169/2011), the
 * recommended daily dose, the warnings, the net quantity and the food business operator; and
 * the pharmacy article number (PZN) of the pharmacy products. Foods carry their ingredients,
 * allergens, net quantity and operator; cosmetics and medical devices, which other laws govern,
 * their net quantity, operator and PZN. Derived from the product's name and size, German and
 * English, deterministically; catalogue.mjs writes them as Magento product attribute values
 * (0013_product_facts.sql).
 */
import { KOS, LEB, MED, NEM } from './catalogue-content.mjs'

/** The food business operator of each brand (the imprint's company, demo/cms/content). */
const OPERATORS = {
  vitalis: ['Vitalis GmbH', 'Hafenstraße 12', '20457 Hamburg'],
  litozin: ['Litozin GmbH', 'Am Rosenhang 4', '79098 Freiburg im Breisgau'],
  queisser: ['Queisser Gesundheit GmbH', 'Schiffbrückstraße 7', '24937 Flensburg'],
  stozzon: ['Stozzon Naturprodukte GmbH', 'Grüner Weg 21', '50825 Köln'],
}
const COUNTRY = { de: 'Deutschland', en: 'Germany' }

/**
 * Nutrients: [German name, English name, unit, NRV per day (Annex XIII) or null where the
 * regulation sets none, German and English source compound in the ingredients].
 */
const NUTRIENTS = {
  vitA: ['Vitamin A', 'Vitamin A', 'µg', 800, 'Retinylacetat', 'retinyl acetate'],
  vitD: ['Vitamin D', 'Vitamin D', 'µg', 5, 'Cholecalciferol', 'cholecalciferol'],
  vitE: ['Vitamin E', 'Vitamin E', 'mg', 12, 'D-alpha-Tocopherol', 'D-alpha-tocopherol'],
  vitK: ['Vitamin K', 'Vitamin K', 'µg', 75, 'Menachinon (K2)', 'menaquinone (K2)'],
  vitC: ['Vitamin C', 'Vitamin C', 'mg', 80, 'L-Ascorbinsäure', 'L-ascorbic acid'],
  b1: ['Thiamin', 'Thiamin', 'mg', 1.1, 'Thiaminmononitrat', 'thiamin mononitrate'],
  b2: ['Riboflavin', 'Riboflavin', 'mg', 1.4, 'Riboflavin', 'riboflavin'],
  niacin: ['Niacin', 'Niacin', 'mg', 16, 'Nicotinamid', 'nicotinamide'],
  b6: ['Vitamin B6', 'Vitamin B6', 'mg', 1.4, 'Pyridoxinhydrochlorid', 'pyridoxine hydrochloride'],
  folate: [
    'Folsäure',
    'Folic acid',
    'µg',
    200,
    'Pteroylmonoglutaminsäure',
    'pteroylmonoglutamic acid',
  ],
  b12: ['Vitamin B12', 'Vitamin B12', 'µg', 2.5, 'Methylcobalamin', 'methylcobalamin'],
  biotin: ['Biotin', 'Biotin', 'µg', 50, 'D-Biotin', 'D-biotin'],
  panto: [
    'Pantothensäure',
    'Pantothenic acid',
    'mg',
    6,
    'Calcium-D-pantothenat',
    'calcium D-pantothenate',
  ],
  potassium: ['Kalium', 'Potassium', 'mg', 2000, 'Kaliumcitrat', 'potassium citrate'],
  calcium: ['Calcium', 'Calcium', 'mg', 800, 'Calciumcarbonat', 'calcium carbonate'],
  magnesium: ['Magnesium', 'Magnesium', 'mg', 375, 'Magnesiumcitrat', 'magnesium citrate'],
  iron: ['Eisen', 'Iron', 'mg', 14, 'Eisenbisglycinat', 'iron bisglycinate'],
  zinc: ['Zink', 'Zinc', 'mg', 10, 'Zinkgluconat', 'zinc gluconate'],
  manganese: ['Mangan', 'Manganese', 'mg', 2, 'Mangansulfat', 'manganese sulphate'],
  selenium: ['Selen', 'Selenium', 'µg', 55, 'Natriumselenit', 'sodium selenite'],
  iodine: ['Jod', 'Iodine', 'µg', 150, 'Kaliumjodid', 'potassium iodide'],
}

/** Substances without a reference value: [German, English, unit, amount per dose]. */
const SUBSTANCES = [
  [
    /Fischöl|Seefischöl|Omega-3 forte|Omega-3 Familien/,
    'Omega-3-Fettsäuren (EPA und DHA)',
    'omega-3 fatty acids (EPA and DHA)',
    'mg',
    300,
  ],
  [
    /Algenöl/,
    'Omega-3-Fettsäuren (DHA und EPA) aus Algenöl',
    'omega-3 fatty acids (DHA and EPA) from algal oil',
    'mg',
    250,
  ],
  [/Krill/, 'Krillöl', 'krill oil', 'mg', 500],
  [/Q10/, 'Coenzym Q10', 'coenzyme Q10', 'mg', 100],
  [/Kollagen/, 'Kollagenpeptide', 'collagen peptides', 'mg', 2500],
  [/Hagebutte.*Pulver/, 'Hagebuttenpulver', 'rose hip powder', 'mg', 5000],
  [/Hagebutte/, 'Hagebuttenpulver', 'rose hip powder', 'mg', 750],
  [/Hyaluron|Gelenk/, 'Hyaluronsäure', 'hyaluronic acid', 'mg', 120],
  [/Teufelskralle/, 'Teufelskrallenwurzel-Extrakt', "devil's claw root extract", 'mg', 480],
  [/Kurkuma/, 'Kurkuma-Extrakt', 'turmeric extract', 'mg', 400],
  [/Ingwer/, 'Ingwer-Extrakt', 'ginger extract', 'mg', 250],
  [/Knoblauch/, 'Knoblauchpulver', 'garlic powder', 'mg', 300],
  [/OPC/, 'Traubenkernextrakt (OPC)', 'grape seed extract (OPC)', 'mg', 200],
  [/Ginseng/, 'Ginsengwurzel-Extrakt', 'ginseng root extract', 'mg', 200],
  [/Melisse/, 'Melissenblatt-Extrakt', 'lemon balm leaf extract', 'mg', 300],
  [/Melatonin/, 'Melatonin', 'melatonin', 'mg', 1],
  [/Glucosamin/, 'Glucosaminsulfat', 'glucosamine sulphate', 'mg', 750],
  [/Chondroitin/, 'Chondroitinsulfat', 'chondroitin sulphate', 'mg', 400],
  [/MSM/, 'Methylsulfonylmethan (MSM)', 'methylsulfonylmethane (MSM)', 'mg', 1000],
  [/Silizium|Kieselerde/, 'Silicium', 'silicon', 'mg', 40],
  [/Bromelain/, 'Bromelain', 'bromelain', 'mg', 250],
  [/Weihrauch/, 'Weihrauch-Extrakt', 'frankincense extract', 'mg', 400],
  [/Grünlippmuschel/, 'Grünlippmuschelpulver', 'green-lipped mussel powder', 'mg', 500],
  [/Lutein|Augen/, 'Lutein', 'lutein', 'mg', 10],
  [/Heidelbeer/, 'Heidelbeer-Extrakt', 'bilberry extract', 'mg', 160],
  [/Lavendel/, 'Lavendelöl', 'lavender oil', 'mg', 80],
  [/Baldrian|Nerven-Tonikum|Schlaf/, 'Baldrianwurzel-Extrakt', 'valerian root extract', 'mg', 300],
  [/Chlorophyll/, 'Chlorophyllin', 'chlorophyllin', 'mg', 100],
  [/Petersilie|Atemfrisch|Körperfrische/, 'Petersilienöl', 'parsley oil', 'mg', 50],
  [/Darm/, 'Milchsäurebakterien (10 Mrd. KBE)', 'lactic acid bacteria (10 billion CFU)', 'mg', 100],
  [/Flohsamen/, 'Flohsamenschalen', 'psyllium husk', 'mg', 5000],
  [/Artischocke/, 'Artischockenblatt-Extrakt', 'artichoke leaf extract', 'mg', 400],
  [/Mariendistel/, 'Mariendistel-Extrakt', 'milk thistle extract', 'mg', 300],
  [
    /Enzyme/,
    'Verdauungsenzyme (Amylase, Lipase, Protease)',
    'digestive enzymes (amylase, lipase, protease)',
    'mg',
    200,
  ],
  [/Holunder/, 'Holunderbeer-Extrakt', 'elderberry extract', 'mg', 100],
  [/Konzentration/, 'Ginkgo-biloba-Blatt-Extrakt', 'ginkgo biloba leaf extract', 'mg', 120],
  [/Tonikum/, 'Kräuterauszug', 'herbal extract', 'ml', 5],
]

/** German: a number from the name, e.g. 'Magnesium 400' → 400; '20.000' → 20000. */
const numberAfter = (name, word) => {
  const match = new RegExp(`${word}\\s*(\\d[\\d.]*)`).exec(name)
  return match ? Number(match[1].replace(/\./g, '')) : null
}

const MULTI = [
  ['vitA', 400],
  ['vitD', 5],
  ['vitE', 12],
  ['vitC', 80],
  ['b1', 1.1],
  ['b2', 1.4],
  ['niacin', 16],
  ['b6', 1.4],
  ['folate', 200],
  ['b12', 2.5],
  ['biotin', 50],
  ['magnesium', 100],
  ['zinc', 5],
  ['iron', 5],
  ['selenium', 30],
  ['iodine', 100],
]
const B_COMPLEX = [
  ['b1', 1.1],
  ['b2', 1.4],
  ['niacin', 16],
  ['b6', 1.4],
  ['folate', 200],
  ['b12', 2.5],
  ['biotin', 50],
  ['panto', 6],
]

/** The nutrients with a reference value in one dose, by the product's German name. */
const vitaminsOf = (name) => {
  const rows = []
  const add = (key, amount) => {
    if (!rows.some(([k]) => k === key)) rows.push([key, amount])
  }
  if (/A–Z|Multivitamin/.test(name)) MULTI.forEach(([k, a]) => add(k, a))
  if (/B Komplex|B-Vitamine/.test(name)) B_COMPLEX.forEach(([k, a]) => add(k, a))
  if (/Vitamin D|D3/.test(name)) {
    const iu = numberAfter(name, 'D3') ?? 800
    // 40 IU are 1 µg of vitamin D3; names without a number have 20 µg (800 IU).
    add('vitD', (iu < 100 ? 800 : iu) / 40)
  }
  if (/K2/.test(name)) add('vitK', 75)
  if (/Vitamin E/.test(name)) add('vitE', Math.round((numberAfter(name, 'Vitamin E') ?? 18) * 0.67))
  if (/Vitamin C \d/.test(name)) add('vitC', numberAfter(name, 'Vitamin C'))
  if (/Vitamin C|Abwehr|Immun|Kollagen|Hagebutte/.test(name)) add('vitC', 80)
  if (/B12/.test(name)) add('b12', /Tropfen|Depot/.test(name) ? 25 : 2.5)
  if (/B6/.test(name)) add('b6', 1.4)
  if (/B1\b/.test(name)) add('b1', 1.1)
  if (/Folsäure/.test(name)) add('folate', /µg/.test(name) ? numberAfter(name, 'Folsäure') : 400)
  if (/Biotin/.test(name)) add('biotin', (numberAfter(name, 'Biotin') ?? 0.15) * 1000)
  if (/Haare/.test(name)) add('biotin', 150)
  if (/Magnesium|Basen|Nerven/.test(name)) add('magnesium', numberAfter(name, 'Magnesium') ?? 300)
  if (/Calcium|Basen/.test(name)) add('calcium', numberAfter(name, 'Calcium') ?? 500)
  if (/Kalium|Basen/.test(name)) add('potassium', numberAfter(name, 'Kalium') ?? 500)
  if (/Zink|Immun|Abwehr|Augen|Haare/.test(name)) add('zinc', numberAfter(name, 'Zink') ?? 10)
  if (/Eisen/.test(name)) add('iron', 14)
  if (/Selen|Haare/.test(name)) add('selenium', numberAfter(name, 'Selen') ?? 55)
  if (/Jod/.test(name)) add('iodine', numberAfter(name, 'Jod') ?? 150)
  if (/Teufelskralle/.test(name)) add('manganese', 2)
  if (/Teufelskralle|Omega-3 Seefisch|Omega-3 forte/.test(name)) add('vitE', 12)
  return rows
}

/** The product's form, read off its German size as the descriptions' usage sentences are. */
const FORMS = [
  [/Brausetablette/, 'effervescent'],
  [/Kautablette/, 'chewable'],
  [/Lutschtablette|Pastille/, 'lozenge'],
  [/Tablette|Dragee|Stück/, 'tablet'],
  [/Kapsel/, 'capsule'],
  [/Stick/, 'stick'],
  [/Teebeutel/, 'teabag'],
  [/ × /, 'vial'],
  [/ml|\bl\b/, 'liquid'],
  [/\bg\b|kg/, 'powder'],
]
const formOf = (size) => FORMS.find(([pattern]) => pattern.test(size))?.[1] ?? 'tablet'

/** One dose ('1 Kapsel') and the recommendation ('1 Kapsel täglich'), German and English. */
const DOSES = {
  effervescent: ['1 Brausetablette', '1 effervescent tablet'],
  chewable: ['1 Kautablette', '1 chewable tablet'],
  lozenge: ['1 Lutschtablette', '1 lozenge'],
  tablet: ['1 Tablette', '1 tablet'],
  capsule: ['1 Kapsel', '1 capsule'],
  stick: ['1 Stick', '1 stick'],
  teabag: ['1 Beutel', '1 bag'],
  vial: ['1 Trinkampulle', '1 vial'],
  liquid: ['20 ml', '20 ml'],
  drops: ['1 Tropfen', '1 drop'],
  spray: ['1 Sprühstoß', '1 spray'],
  powder: ['1 Messlöffel (5 g)', '1 scoop (5 g)'],
}

const doseOf = (name, size) => {
  if (/Tropfen/.test(name)) return 'drops'
  if (/Spray/.test(name)) return 'spray'
  return formOf(size)
}

/** Carriers and additives of each form, German and English. */
const CARRIERS = {
  tablet: ['Füllstoff Cellulose', 'Trennmittel Magnesiumsalze der Speisefettsäuren'],
  effervescent: [
    'Säuerungsmittel Citronensäure',
    'Säureregulator Natriumhydrogencarbonat',
    'Aroma',
    'Süßungsmittel Sucralose',
  ],
  chewable: ['Füllstoff Sorbit', 'Aroma', 'Trennmittel Magnesiumsalze der Speisefettsäuren'],
  lozenge: ['Isomalt', 'Säuerungsmittel Citronensäure', 'Aroma'],
  capsule: ['Kapselhülle Hydroxypropylmethylcellulose', 'Füllstoff Reismehl'],
  softgel: ['Kapselhülle Gelatine (Rind)', 'Feuchthaltemittel Glycerin'],
  stick: ['Isomalt', 'Säuerungsmittel Citronensäure', 'Aroma'],
  vial: ['Wasser', 'Fruchtsaftkonzentrat', 'Konservierungsstoff Kaliumsorbat'],
  liquid: ['Wasser', 'Fruchtsaftkonzentrat', 'Konservierungsstoff Kaliumsorbat'],
  drops: ['MCT-Öl aus Kokos'],
  spray: ['Wasser', 'Glycerin', 'Aroma'],
  powder: ['Trägerstoff Maltodextrin'],
}
const CARRIERS_EN = {
  tablet: ['bulking agent cellulose', 'anti-caking agent magnesium salts of fatty acids'],
  effervescent: [
    'acid citric acid',
    'acidity regulator sodium bicarbonate',
    'flavouring',
    'sweetener sucralose',
  ],
  chewable: [
    'bulking agent sorbitol',
    'flavouring',
    'anti-caking agent magnesium salts of fatty acids',
  ],
  lozenge: ['isomalt', 'acid citric acid', 'flavouring'],
  capsule: ['capsule shell hydroxypropyl methylcellulose', 'bulking agent rice flour'],
  softgel: ['capsule shell gelatine (beef)', 'humectant glycerol'],
  stick: ['isomalt', 'acid citric acid', 'flavouring'],
  vial: ['water', 'fruit juice concentrate', 'preservative potassium sorbate'],
  liquid: ['water', 'fruit juice concentrate', 'preservative potassium sorbate'],
  drops: ['MCT oil from coconut'],
  spray: ['water', 'glycerol', 'flavouring'],
  powder: ['carrier maltodextrin'],
}

/**
 * The 14 allergens of Annex II (1169/2011) the demo's products contain, as a multiselect's
 * options: [value, German label, English label, the ingredient words that name them].
 */
export const ALLERGENS = [
  ['fish', 'Fisch', 'Fish', /Fisch|Seefisch|Omega-3 forte|Omega-3 Familien/],
  ['crustaceans', 'Krebstiere', 'Crustaceans', /Krill/],
  ['molluscs', 'Weichtiere', 'Molluscs', /Grünlippmuschel/],
  ['milk', 'Milch', 'Milk', /Protein Shake|Kefir/],
  ['soy', 'Soja', 'Soya', /Protein Shake Schoko/],
  ['celery', 'Sellerie', 'Celery', /Gemüsebrühe/],
]

/** The allergen's word in the ingredients, emphasised as art. 21 (1)(b) of 1169/2011 asks. */
const ALLERGEN_INGREDIENTS = {
  fish: ['<strong>Fischöl</strong> (aus <strong>Fisch</strong>)', '<strong>fish</strong> oil'],
  crustaceans: [
    '<strong>Krillöl</strong> (aus <strong>Krebstieren</strong>)',
    'krill oil (<strong>crustaceans</strong>)',
  ],
  molluscs: [
    '<strong>Grünlippmuschelpulver</strong> (<strong>Weichtiere</strong>)',
    'green-lipped mussel powder (<strong>molluscs</strong>)',
  ],
  milk: ['<strong>Milcheiweiß</strong>', '<strong>milk</strong> protein'],
  soy: [
    'Emulgator Lecithine (<strong>Soja</strong>)',
    'emulsifier lecithins (<strong>soya</strong>)',
  ],
  celery: ['<strong>Sellerie</strong>', '<strong>celery</strong>'],
}

/** Ingredients of the foods by their German name: [German, English]. */
const FOOD_INGREDIENTS = [
  [/Tee/, 'Kräuter und Blüten in wechselnden Anteilen', 'herbs and flowers in varying proportions'],
  [/Hagebuttenmark/, 'Hagebuttenmark (70 %)', 'rose hip purée (70%)'],
  [/Hagebutten Direktsaft|Hagebuttentee/, 'Hagebutte (100 %)', 'rose hip (100%)'],
  [/Protein Shake Vanille/, 'Bourbon-Vanille', 'bourbon vanilla'],
  [/Protein Shake Schoko/, 'Kakaopulver', 'cocoa powder'],
  [
    /Elektrolyt/,
    'Dextrose, Natriumcitrat, Kaliumchlorid, Zitronensaftpulver',
    'dextrose, sodium citrate, potassium chloride, lemon juice powder',
  ],
  [
    /Kurkuma Shot/,
    'Apfelsaft, Ingwersaft, Kurkuma (5 %)',
    'apple juice, ginger juice, turmeric (5%)',
  ],
  [
    /Kaugummi|Xylit/,
    'Kaumasse, Süßungsmittel Xylit (60 %), Aroma',
    'gum base, sweetener xylitol (60%), flavouring',
  ],
  [/Pastillen/, 'Isomalt, Salbeiextrakt (1 %), Aroma', 'isomalt, sage extract (1%), flavouring'],
  [/Kefir/, 'Kefirkulturen', 'kefir cultures'],
  [
    /Sauerkraut/,
    'Sauerkrautsaft (100 %), milchsauer vergoren',
    'sauerkraut juice (100%), lacto-fermented',
  ],
  [/Inulin/, 'Inulin aus Chicorée (100 %)', 'inulin from chicory (100%)'],
  [/Leinsamen/, 'Leinsamen geschrotet (100 %)', 'crushed linseed (100%)'],
  [/Apfelpektin/, 'Apfelpektin (100 %)', 'apple pectin (100%)'],
  [/Akazienfaser/, 'Akazienfaser (100 %)', 'acacia fibre (100%)'],
  [
    /Gemüsebrühe/,
    'Meersalz, Gemüse (30 %: Karotte, Zwiebel, Lauch), Hefeextrakt',
    'sea salt, vegetables (30%: carrot, onion, leek), yeast extract',
  ],
  [/Löwenzahn/, 'Löwenzahnpresssaft (100 %)', 'dandelion juice (100%)'],
  [
    /Traubenzucker/,
    'Traubenzucker (95 %), Säuerungsmittel Citronensäure, Vitamin C',
    'dextrose (95%), acid citric acid, vitamin C',
  ],
]

const WARNINGS = {
  de: [
    'Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden.',
    'Außerhalb der Reichweite von kleinen Kindern lagern.',
    'Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise.',
  ],
  en: [
    'Do not exceed the stated recommended daily dose.',
    'Keep out of the reach of young children.',
    'Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.',
  ],
}
const WEEKLY_WARNING = {
  de: 'Die angegebene empfohlene Verzehrmenge (eine Kapsel pro Woche) darf nicht überschritten werden.',
  en: 'Do not exceed the stated recommended dose (one capsule a week).',
}
const VITAMIN_K_WARNING = {
  de: 'Bei Einnahme gerinnungshemmender Arzneimittel vor dem Verzehr ärztlichen Rat einholen.',
  en: 'If you take anticoagulant medicines, ask your doctor before use.',
}
const MELATONIN_WARNING = {
  de: 'Nicht für Schwangere, Stillende und Kinder.',
  en: 'Not suitable for pregnant or breastfeeding women or children.',
}

/** A valid PZN: seven digits and a check digit (weighted sum mod 11, weights 1 to 7). */
export const pznOf = (seed) => {
  for (let n = seed; ; n++) {
    const digits = String(n % 10_000_000).padStart(7, '0')
    const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (i + 1), 0)
    if (sum % 11 !== 10) return `${digits}${sum % 11}`
  }
}

/** The amount of an ingredient in one dose, rounded as labels print it. */
const amountOf = (amount) => Math.round(amount * 100) / 100

const nrvPercent = (amount, nrv) => Math.round((amount / nrv) * 100)

/**
 * The nutrient table of one dose: [{ name, amount, unit, nrv }], nrv in % or null where no
 * reference value exists, in each language.
 */
const nutrientTables = (name, enName) => {
  const vitamins = vitaminsOf(name).map(([key, amount]) => {
    const [de, en, unit, nrv] = NUTRIENTS[key]
    return { de, en, unit, amount: amountOf(amount), nrv: nrvPercent(amount, nrv) }
  })
  const substance = SUBSTANCES.find(([pattern]) => pattern.test(name))
  const others = substance
    ? [
        {
          de: substance[1],
          en: capitalise(substance[2]),
          unit: substance[3],
          amount: substance[4],
          nrv: null,
        },
      ]
    : []
  // A supplement of neither kind is the named preparation itself.
  const rows =
    vitamins.length + others.length > 0
      ? [...others, ...vitamins]
      : [{ de: name, en: enName, unit: 'mg', amount: 500, nrv: null }]
  return {
    de: rows.map(({ de, unit, amount, nrv }) => ({ name: de, amount, unit, nrv })),
    en: rows.map(({ en, unit, amount, nrv }) => ({ name: en, amount, unit, nrv })),
    keys: vitaminsOf(name).map(([key]) => key),
    // The substance heads the ingredients; a preparation of vitamins and minerals has none.
    substance: substance
      ? [substance[1], capitalise(substance[2])]
      : vitamins.length > 0
        ? null
        : [name, enName],
  }
}

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1)

const allergensOf = (name) =>
  ALLERGENS.filter(([, , , pattern]) => pattern.test(name)).map(([value]) => value)

/** The supplement's ingredients, allergens emphasised: substance, nutrient compounds, carriers. */
const supplementIngredients = (name, tables, form, allergens) => {
  const carrier =
    /Fischöl|Omega|Krill|Algen|Q10|Vitamin E|Lavendel/.test(name) && form === 'capsule'
      ? 'softgel'
      : form
  // A supplement's allergen is its substance (fish oil, krill oil, mussel powder).
  const substance = allergens.length > 0 ? ALLERGEN_INGREDIENTS[allergens[0]] : tables.substance
  const head = substance ? [substance] : []
  const de = [
    ...head.map(([g]) => g),
    ...tables.keys.map((key) => NUTRIENTS[key][4]),
    ...CARRIERS[carrier],
  ]
  const en = [
    ...head.map(([, e]) => e),
    ...tables.keys.map((key) => NUTRIENTS[key][5]),
    ...CARRIERS_EN[carrier],
  ]
  return { de: unique(de).join(', '), en: capitalise(unique(en).join(', ')) }
}

const unique = (list) => [...new Set(list)]

/** The net quantity as the pack states it: the count and, for counted units, the weight. */
const netQuantity = (size, net, unit) => {
  const counted = !/^\d[\d.,]*\s*(ml|l|g|kg)$/.test(size)
  return counted && net > 0 ? `${size} (${net} ${unit})` : size
}

/**
 * One product's attribute values: { de: {code: value}, en: {code: value} }, store-scoped ones
 * in each language, global ones (pzn) in `de` only (the default, store 0 in Magento's terms).
 */
export const productFacts = ({ id, store, name, enName, size, enSize, net, unit, type }) => {
  const [company, street, city] = OPERATORS[store]
  const de = {
    net_quantity: netQuantity(size, net, unit),
    food_business_operator: `${company}, ${street}, ${city}, ${COUNTRY.de}`,
  }
  const en = {
    net_quantity: netQuantity(enSize, net, unit),
    food_business_operator: `${company}, ${street}, ${city}, ${COUNTRY.en}`,
  }
  const allergens = allergensOf(name)
  if (allergens.length > 0) de.allergens = allergens.join(',')
  // Pharmacy products have a PZN: the medical devices, and every other supplement.
  if (type === MED || (type === NEM && id % 2 === 0)) de.pzn = pznOf(id * 7919)
  if (type === NEM) {
    const form = doseOf(name, size)
    const tables = nutrientTables(name, enName)
    const ingredients = supplementIngredients(name, tables, form, allergens)
    const weekly = /Woche/.test(name)
    const [doseDe, doseEn] = DOSES[form]
    const warnings = (language) => [
      weekly ? WEEKLY_WARNING[language] : WARNINGS[language][0],
      ...WARNINGS[language].slice(1),
      ...(/K2/.test(name) ? [VITAMIN_K_WARNING[language]] : []),
      ...(/Melatonin/.test(name) ? [MELATONIN_WARNING[language]] : []),
    ]
    Object.assign(de, {
      supplement_ingredients: ingredients.de,
      daily_dose: weekly ? `${doseDe} pro Woche` : `${doseDe} täglich`,
      nutrient_table: JSON.stringify({ per: doseDe, rows: tables.de }),
      warnings: warnings('de').join('\n'),
    })
    Object.assign(en, {
      supplement_ingredients: ingredients.en,
      daily_dose: weekly ? `${doseEn} a week` : `${doseEn} a day`,
      nutrient_table: JSON.stringify({ per: doseEn, rows: tables.en }),
      warnings: warnings('en').join('\n'),
    })
  } else if (type === LEB) {
    const food = FOOD_INGREDIENTS.find(([pattern]) => pattern.test(name))
    if (food) {
      const extra = allergens.map((a) => ALLERGEN_INGREDIENTS[a])
      de.supplement_ingredients = [food[1], ...extra.map(([g]) => g)].join(', ')
      en.supplement_ingredients = capitalise([food[2], ...extra.map(([, e]) => e)].join(', '))
    }
  } else if (type !== KOS && type !== MED) {
    throw new Error(`no facts for the product type ${type}`)
  }
  return { de, en }
}
