/**
 * What EU food law asks a food to show before a distance purchase (Regulation (EU) 1169/2011
 * art. 9 and 14), for every food ('Lebensmittel') of the demo catalogue: the ingredients in
 * descending order of weight (art. 18), each named in the product's name or stressed in its
 * description with its quantity (QUID, art. 22 and Annex VIII), allergens emphasised (art. 21)
 * or, where there are none, the explicit option 'none'; the nutrition declaration per 100 g or
 * 100 ml (art. 30-32, Annex XV; teas as the infusion they are drunk as, art. 31(3)); and the
 * statements Annex III asks of sweeteners and polyols. Each recipe is whole: its shares add up to
 * 100 % and the label declares the ones it must. particulars-sql.mjs writes them into
 * 0017_food_particulars.sql; German and English, as the shop's two store views hold them.
 */
import { nutritionDeclaration } from './nutrition-declaration.mjs'

/** An ingredient the label quantifies: German, English, its share of the recipe in %. */
const q = (de, en, share) => ({ de, en, share, quid: true })
/** An ingredient the label lists without its quantity. */
const i = (de, en, share) => ({ de, en, share, quid: false })

const PER = {
  g: ['100 g', '100 g'],
  ml: ['100 ml', '100 ml'],
  infusion: ['100 ml Aufguss', '100 ml infusion'],
}

/** An infusion of 1 bag in 200 ml: a trace of sugars and protein, nothing else worth a gram. */
const INFUSION = { fat: 0, saturates: 0, carbohydrate: 0.3, sugars: 0.1, protein: 0.1, salt: 0.005 }

const SWEETENER = ['Mit Süßungsmittel.', 'With sweetener.']
const SWEETENERS = ['Mit Süßungsmitteln.', 'With sweeteners.']
/** Annex III point 2.3: more than 10 % added polyols. */
const LAXATIVE = [
  'Kann bei übermäßigem Verzehr abführend wirken.',
  'Excessive consumption may produce laxative effects.',
]

const LEMON_BALM = ['Melisse', 'lemon balm']
const PEPPERMINT = ['Pfefferminze', 'peppermint']
const ROSEHIP_SHELLS = ['Hagebuttenschalen', 'rosehip shells']
const PASSION_FLOWER = ['Passionsblumenkraut', 'passion flower herb']
const HOPS = ['Hopfenzapfen', 'hop cones']
const LAVENDER = ['Lavendelblüten', 'lavender flowers']
const ORANGE_BLOSSOM = ['Orangenblüten', 'orange blossom']
const FENNEL = ['Fenchel', 'fennel']
const CARAWAY = ['Kümmel', 'caraway']
const CAMOMILE = ['Kamillenblüten', 'camomile flowers']
const CITRIC_ACID = ['Säuerungsmittel Citronensäure', 'acid: citric acid']
const FLAVOURING = ['Aroma', 'flavouring']
const SUCRALOSE = ['Süßungsmittel Sucralose', 'sweetener: sucralose']
const XANTHAN = ['Verdickungsmittel Xanthan', 'thickener: xanthan gum']
const INULIN = ['Inulin', 'inulin']
const WHEY = [
  'Molkenproteinkonzentrat ({%}, aus <strong>Milch</strong>)',
  'whey protein concentrate ({%}, from <strong>milk</strong>)',
]

/**
 * Every food by sku: `recipe` (its ingredients by weight), `allergens` (values of the allergens
 * multiselect, 0013_product_facts.sql), `per` and `amounts` (grams per 100 g or 100 ml, organic
 * acids only for the energy), `micronutrients` ([German, English, amount, unit, NRV per day]:
 * vitamins and minerals its name or description claims, art. 7 of Regulation (EC) 1924/2006) and
 * `statements` (Annex III, [German, English]).
 */
export const FOODS = {
  'VIT-ABENDTEE': {
    recipe: [
      q(...LEMON_BALM, 35),
      q('Zitronenverbene', 'lemon verbena', 20),
      q('Rooibos', 'rooibos', 15),
      q(...LAVENDER, 12),
      q(...ORANGE_BLOSSOM, 10),
      q(...ROSEHIP_SHELLS, 8),
    ],
    per: PER.infusion,
    amounts: INFUSION,
  },
  'VIT-BALDRIAN-TEE': {
    recipe: [
      q(...LEMON_BALM, 30),
      q('Baldrianwurzel', 'valerian root', 25),
      q(...PEPPERMINT, 20),
      q(...HOPS, 15),
      q(...PASSION_FLOWER, 10),
    ],
    per: PER.infusion,
    amounts: INFUSION,
  },
  'LIT-HAGEBUTTE-TEE': {
    recipe: [q(...ROSEHIP_SHELLS, 100)],
    per: PER.infusion,
    amounts: { ...INFUSION, carbohydrate: 0.6, sugars: 0.4 },
  },
  'LIT-HAGEBUTTE-MARK': {
    recipe: [
      q('Hagebuttenmark', 'rosehip purée', 70),
      i('Zucker', 'sugar', 25),
      i('Wasser', 'water', 4),
      i(...CITRIC_ACID, 0.6),
      i('Geliermittel Pektin', 'gelling agent: pectin', 0.4),
    ],
    per: PER.g,
    amounts: {
      fat: 0.21,
      saturates: 0.04,
      carbohydrate: 34.8,
      sugars: 32,
      fibre: 3.9,
      protein: 0.7,
      salt: 0.007,
      organicAcids: 1.3,
    },
  },
  'LIT-PROTEIN-VANILLE': {
    recipe: [
      q(...WHEY, 85),
      i(...INULIN, 8),
      i(...FLAVOURING, 4),
      i(...XANTHAN, 1.5),
      i('Emulgator Lecithine (Sonnenblume)', 'emulsifier: lecithins (sunflower)', 1.25),
      q('gemahlene Bourbon-Vanille', 'ground bourbon vanilla', 0.2),
      i(...SUCRALOSE, 0.05),
    ],
    allergens: ['milk'],
    per: PER.g,
    amounts: {
      fat: 6.3,
      saturates: 3.6,
      carbohydrate: 7.2,
      sugars: 6.4,
      fibre: 9.5,
      protein: 66.3,
      salt: 0.45,
    },
    statements: [SWEETENER],
  },
  'LIT-PROTEIN-SCHOKO': {
    recipe: [
      q(...WHEY, 78),
      q('fettarmes Kakaopulver', 'fat-reduced cocoa powder', 12),
      i(...INULIN, 6),
      i(...FLAVOURING, 2.5),
      i(...XANTHAN, 1),
      i(
        'Emulgator Lecithine (<strong>Soja</strong>)',
        'emulsifier: lecithins (<strong>soya</strong>)',
        0.45,
      ),
      i(...SUCRALOSE, 0.05),
    ],
    allergens: ['milk', 'soy'],
    per: PER.g,
    amounts: {
      fat: 6.4,
      saturates: 4,
      carbohydrate: 7.6,
      sugars: 6.2,
      fibre: 10.6,
      protein: 63.4,
      salt: 0.4,
    },
    statements: [SWEETENER],
  },
  'LIT-ELEKTROLYT': {
    recipe: [
      i('Dextrose', 'dextrose', 50),
      i('Maltodextrin', 'maltodextrin', 38),
      i(...CITRIC_ACID, 4),
      i('Säureregulator Natriumcitrate', 'acidity regulator: sodium citrates', 3.5),
      q('Zitronensaftpulver', 'lemon juice powder', 3),
      i('Kaliumchlorid', 'potassium chloride', 1),
      i('Magnesiumcarbonat', 'magnesium carbonate', 0.35),
      i(...FLAVOURING, 0.15),
    ],
    per: PER.g,
    amounts: {
      fat: 0,
      saturates: 0,
      carbohydrate: 91,
      sugars: 53.5,
      protein: 0,
      salt: 2.05,
      organicAcids: 4,
    },
    // 1 g potassium chloride and 0.35 g magnesium carbonate per 100 g.
    micronutrients: [
      ['Kalium', 'Potassium', 524, 'mg', 2000],
      ['Magnesium', 'Magnesium', 101, 'mg', 375],
    ],
  },
  'LIT-KURKUMA-SHOT': {
    recipe: [
      q('Apfelsaft', 'apple juice', 64),
      q('Ingwersaft', 'ginger juice', 18),
      q('Zitronensaft', 'lemon juice', 11.9),
      q('Kurkumasaft', 'turmeric juice', 6),
      q('schwarzer Pfeffer', 'black pepper', 0.1),
    ],
    per: PER.ml,
    amounts: {
      fat: 0.1,
      saturates: 0.02,
      carbohydrate: 8.3,
      sugars: 6.9,
      protein: 0.24,
      salt: 0.01,
      organicAcids: 0.9,
    },
  },
  'LIT-HAGEBUTTE-SAFT': {
    recipe: [
      q('Apfel-Direktsaft', 'not-from-concentrate apple juice', 60),
      q('Hagebuttenmark', 'rosehip purée', 40),
    ],
    per: PER.ml,
    amounts: {
      fat: 0.18,
      saturates: 0.03,
      carbohydrate: 12.2,
      sugars: 10,
      fibre: 2,
      protein: 0.46,
      salt: 0.005,
      organicAcids: 0.8,
    },
  },
  'QUE-ERKAELTUNGSTEE': {
    recipe: [
      q('Lindenblüten', 'lime blossom', 30),
      q('Holunderblüten', 'elderflower', 25),
      q('Thymian', 'thyme', 20),
      q(...PEPPERMINT, 15),
      q(...ROSEHIP_SHELLS, 10),
    ],
    per: PER.infusion,
    amounts: INFUSION,
  },
  'QUE-NACHTTEE': {
    recipe: [
      q(...LEMON_BALM, 30),
      q(...PASSION_FLOWER, 25),
      q(...ORANGE_BLOSSOM, 20),
      q(...LAVENDER, 15),
      q(...HOPS, 10),
    ],
    per: PER.infusion,
    amounts: INFUSION,
  },
  'QUE-TRAUBENZUCKER': {
    recipe: [
      q('Traubenzucker', 'glucose', 95),
      i(...CITRIC_ACID, 3),
      i(...FLAVOURING, 1),
      i(
        'Trennmittel Magnesiumsalze der Speisefettsäuren',
        'anti-caking agent: magnesium salts of fatty acids',
        0.8,
      ),
      q('Vitamin C (L-Ascorbinsäure, {%})', 'vitamin C (L-ascorbic acid, {%})', 0.2),
    ],
    per: PER.g,
    // Dextrose monohydrate: 91 % carbohydrate; the magnesium salts are stearates, saturated fat.
    amounts: {
      fat: 0.7,
      saturates: 0.7,
      carbohydrate: 86.5,
      sugars: 86.5,
      protein: 0,
      salt: 0,
      organicAcids: 3,
    },
    micronutrients: [['Vitamin C', 'Vitamin C', 200, 'mg', 80]],
  },
  'STO-KAUGUMMI': {
    recipe: [
      q('Süßungsmittel Xylit', 'sweetener: xylitol', 60),
      i('Kaumasse', 'gum base', 28),
      i('Süßungsmittel Sorbit', 'sweetener: sorbitol', 8),
      i(...FLAVOURING, 2.5),
      i('Überzugsmittel Carnaubawachs', 'glazing agent: carnauba wax', 0.9),
      q('Pfefferminzöl', 'peppermint oil', 0.5),
      i(...SUCRALOSE, 0.1),
    ],
    per: PER.g,
    amounts: {
      fat: 0.6,
      saturates: 0.3,
      carbohydrate: 68,
      sugars: 0,
      polyols: 68,
      protein: 0,
      salt: 0.03,
    },
    statements: [SWEETENERS, LAXATIVE],
  },
  'STO-SALBEI-PASTILLEN': {
    recipe: [
      i('Süßungsmittel Isomalt', 'sweetener: isomalt', 96.3),
      i(...CITRIC_ACID, 1.5),
      q('Salbeiextrakt', 'sage extract', 1),
      i(...FLAVOURING, 0.9),
      q('Menthol', 'menthol', 0.3),
    ],
    per: PER.g,
    amounts: {
      fat: 0,
      saturates: 0,
      carbohydrate: 96.3,
      sugars: 0,
      polyols: 96.3,
      protein: 0,
      salt: 0,
      organicAcids: 1.5,
    },
    statements: [SWEETENER, LAXATIVE],
  },
  'STO-KEFIR': {
    recipe: [
      i('<strong>Magermilchpulver</strong>', 'skimmed <strong>milk</strong> powder', 98),
      q(
        'Kefirkulturen ({%}; Milchsäurebakterien, Hefen)',
        'kefir cultures ({%}; lactic acid bacteria, yeasts)',
        2,
      ),
    ],
    allergens: ['milk'],
    per: PER.g,
    amounts: { fat: 1, saturates: 0.6, carbohydrate: 51, sugars: 51, protein: 34, salt: 1.3 },
  },
  'STO-SAUERKRAUTSAFT': {
    recipe: [
      q(
        'Sauerkrautsaft ({%}, milchsauer vergoren aus Weißkohl und Meersalz)',
        'sauerkraut juice ({%}, lacto-fermented from white cabbage and sea salt)',
        100,
      ),
    ],
    per: PER.ml,
    amounts: {
      fat: 0.1,
      saturates: 0.02,
      carbohydrate: 1,
      sugars: 0.6,
      protein: 0.7,
      salt: 1.25,
      organicAcids: 1.2,
    },
  },
  'STO-INULIN': {
    recipe: [q('Inulin aus Chicorée', 'inulin from chicory', 100)],
    per: PER.g,
    amounts: {
      fat: 0,
      saturates: 0,
      carbohydrate: 8,
      sugars: 8,
      fibre: 90,
      protein: 0,
      salt: 0.05,
    },
  },
  'STO-LEINSAMEN': {
    recipe: [q('Leinsamen geschrotet', 'crushed linseed', 100)],
    per: PER.g,
    amounts: {
      fat: 42,
      saturates: 3.7,
      mono_unsaturates: 7.5,
      polyunsaturates: 28.7,
      carbohydrate: 1.6,
      sugars: 1.6,
      fibre: 27,
      protein: 18,
      salt: 0.08,
    },
  },
  'STO-APFELPEKTIN': {
    recipe: [q('Apfelpektin', 'apple pectin', 100)],
    per: PER.g,
    amounts: {
      fat: 0.3,
      saturates: 0.05,
      carbohydrate: 3,
      sugars: 0.4,
      fibre: 86,
      protein: 0.4,
      salt: 0.25,
    },
  },
  'STO-AKAZIENFASER': {
    recipe: [q('Akazienfaser', 'acacia fibre', 100)],
    per: PER.g,
    amounts: {
      fat: 0,
      saturates: 0,
      carbohydrate: 1,
      sugars: 0.4,
      fibre: 90,
      protein: 1.5,
      salt: 0.05,
    },
  },
  'STO-BASEN-TEE': {
    recipe: [
      q('Brennnesselblätter', 'nettle leaves', 30),
      q('Birkenblätter', 'birch leaves', 25),
      q(...FENNEL, 20),
      q(...PEPPERMINT, 15),
      q('Schafgarbe', 'yarrow', 10),
    ],
    per: PER.infusion,
    amounts: INFUSION,
  },
  'STO-GEMUESEBRUEHE': {
    recipe: [
      i('Meersalz', 'sea salt', 45),
      q(
        'Gemüse ({%}: Karotte, Zwiebel, <strong>Sellerie</strong>, Lauch, Pastinake)',
        'vegetables ({%}: carrot, onion, <strong>celery</strong>, leek, parsnip)',
        32,
      ),
      i('Kartoffelstärke', 'potato starch', 15),
      i('Sonnenblumenöl', 'sunflower oil', 5),
      i('Kräuter (Petersilie, Liebstöckel)', 'herbs (parsley, lovage)', 2),
      i('Kurkuma', 'turmeric', 0.7),
      i('Muskatnuss', 'nutmeg', 0.3),
    ],
    allergens: ['celery'],
    per: PER.g,
    amounts: {
      fat: 5.2,
      saturates: 0.6,
      carbohydrate: 30.7,
      sugars: 11.2,
      starch: 13.5,
      fibre: 7.2,
      protein: 3,
      salt: 45,
    },
  },
  'STO-MAGEN-DARM-TEE': {
    recipe: [
      q(...FENNEL, 35),
      q(...CAMOMILE, 25),
      q(...PEPPERMINT, 20),
      q(...CARAWAY, 10),
      q(...LEMON_BALM, 10),
    ],
    per: PER.infusion,
    amounts: INFUSION,
  },
  'STO-FENCHELTEE': {
    recipe: [q(...FENNEL, 40), q('Anis', 'anise', 30), q(...CARAWAY, 30)],
    per: PER.infusion,
    amounts: INFUSION,
  },
  'STO-KAMILLENTEE': {
    recipe: [q(...CAMOMILE, 100)],
    per: PER.infusion,
    amounts: INFUSION,
  },
  'STO-LOEWENZAHN': {
    recipe: [q('Presssaft aus frischem Löwenzahn', 'juice pressed from fresh dandelion', 100)],
    per: PER.ml,
    amounts: {
      fat: 0.1,
      saturates: 0.02,
      carbohydrate: 2.5,
      sugars: 0.8,
      protein: 0.6,
      salt: 0.03,
    },
  },
}

/** '35 %' and '0,2 %' as German labels write a share, '35%' and '0.2%' as English ones do. */
const percent = {
  de: (share) => `${String(share).replace('.', ',')} %`,
  en: (share) => `${share}%`,
}

/** One ingredient as the label lists it: its share in place of {%}, or after its name. */
const ingredientText = (ingredient, language) => {
  const name = ingredient[language]
  if (!ingredient.quid) return name
  const share = percent[language](ingredient.share)
  return name.includes('{%}') ? name.replace('{%}', share) : `${name} (${share})`
}

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1)

/** The ingredients list of a recipe in one language. */
export const ingredientsOf = (recipe, language) => {
  const list = recipe.map((ingredient) => ingredientText(ingredient, language)).join(', ')
  return language === 'en' ? capitalise(list) : list
}

/**
 * A food's attribute values: { de: {code: value}, en: {code: value} }; the allergens (a
 * multiselect's option values, the same in every view) in `de` only, 'none' where it has none.
 */
export const foodParticulars = ({
  recipe,
  allergens = [],
  per,
  amounts,
  micronutrients = [],
  statements = [],
}) => {
  const total = recipe.reduce((sum, { share }) => sum + share, 0)
  if (Math.abs(total - 100) > 1e-9) throw new Error(`a recipe adds up to ${total} %`)
  const language = (index, code) => ({
    supplement_ingredients: ingredientsOf(recipe, code),
    nutrition_declaration: JSON.stringify(
      nutritionDeclaration(
        per[index],
        amounts,
        micronutrients.map(([de, en, ...rest]) => [index === 0 ? de : en, ...rest]),
      ),
    ),
    ...(statements.length > 0
      ? { warnings: statements.map((statement) => statement[index]).join('\n') }
      : {}),
  })
  return {
    de: { ...language(0, 'de'), allergens: allergens.length > 0 ? allergens.join(',') : 'none' },
    en: language(1, 'en'),
  }
}
