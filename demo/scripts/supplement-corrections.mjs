/**
 * Food supplements whose particulars in 0013_product_facts.sql (supplement-facts.mjs) misstate
 * them, put right in 0017_food_particulars.sql: Directive 2002/46/EC art. 8 asks the amount of
 * every nutrient or substance with a nutritional or physiological effect per daily dose, and
 * 0013 gave a product of two named substances only the first ('Glucosamin + Chondroitin'), named
 * a preparation by the product ('Verdauungs-Kapseln 500 mg'), or put more in one capsule or scoop
 * than it holds (2,500 mg of collagen in a 600 mg capsule; 5,000 mg of a powder and a carrier in
 * a 5 g scoop). Each entry: `ingredients` and `per` [German, English], `rows` [German, English,
 * amount, unit, NRV per day or null (no reference value, Annex XIII of 1169/2011)], optionally a
 * new `dailyDose` and the `allergens` its ingredients emphasise.
 */

const CAPSULE = ['1 Kapsel', '1 capsule']
const TABLET = ['1 Tablette', '1 tablet']
const SCOOP = ['1 Messlöffel (5 g)', '1 scoop (5 g)']

const HPMC = [
  'Kapselhülle Hydroxypropylmethylcellulose',
  'capsule shell hydroxypropyl methylcellulose',
]
const RICE_FLOUR = ['Füllstoff Reismehl', 'bulking agent rice flour']
const CELLULOSE = ['Füllstoff Cellulose', 'bulking agent cellulose']
const STEARATES = [
  'Trennmittel Magnesiumsalze der Speisefettsäuren',
  'anti-caking agent magnesium salts of fatty acids',
]

/** Ingredients [German, English] pairs joined into the two lists. */
const list = (...pairs) => [
  pairs.map(([de]) => de).join(', '),
  pairs.map(([, en]) => en).join(', '),
]

/** Pure rose hip powder: 5 g of it bring 25 mg of its own vitamin C. */
const ROSEHIP_POWDER = {
  ingredients: ['Hagebuttenpulver (100 %)', 'Rosehip powder (100%)'],
  per: SCOOP,
  rows: [
    ['Hagebuttenpulver', 'Rosehip powder', 5000, 'mg', null],
    ['Vitamin C', 'Vitamin C', 25, 'mg', 80],
  ],
}

const PSYLLIUM_POWDER = {
  ingredients: ['Flohsamenschalen (100 %)', 'Psyllium husk (100%)'],
  per: SCOOP,
  rows: [['Flohsamenschalen', 'Psyllium husk', 5000, 'mg', null]],
}

export const SUPPLEMENT_CORRECTIONS = {
  'LIT-HAGEBUTTE-PULVER': ROSEHIP_POWDER,
  'LIT-HAGEBUTTE-VORRAT': ROSEHIP_POWDER,
  'STO-FLOHSAMEN': PSYLLIUM_POWDER,
  'STO-FLOHSAMEN-1KG': PSYLLIUM_POWDER,
  'LIT-KOLLAGEN': {
    ingredients: list(
      ['Kollagenpeptide', 'Collagen peptides'],
      ['L-Ascorbinsäure', 'L-ascorbic acid'],
      HPMC,
      RICE_FLOUR,
    ),
    per: CAPSULE,
    rows: [
      ['Kollagenpeptide', 'Collagen peptides', 500, 'mg', null],
      ['Vitamin C', 'Vitamin C', 80, 'mg', 80],
    ],
  },
  'STO-FLOHSAMEN-KAPSELN': {
    ingredients: list(['Flohsamenschalen', 'Psyllium husk'], HPMC, RICE_FLOUR),
    per: CAPSULE,
    rows: [['Flohsamenschalen', 'Psyllium husk', 500, 'mg', null]],
  },
  'LIT-KURKUMA': {
    ingredients: list(
      ['Kurkuma-Extrakt', 'Turmeric extract'],
      ['Ingwer-Extrakt', 'ginger extract'],
      HPMC,
      RICE_FLOUR,
      ['Schwarzer-Pfeffer-Extrakt', 'black pepper extract'],
    ),
    per: CAPSULE,
    rows: [
      ['Kurkuma-Extrakt', 'Turmeric extract', 400, 'mg', null],
      ['Ingwer-Extrakt', 'Ginger extract', 100, 'mg', null],
      ['Schwarzer-Pfeffer-Extrakt', 'Black pepper extract', 5, 'mg', null],
    ],
  },
  'LIT-GLUCOSAMIN': {
    // Glucosamine is won from the shells of crabs and shrimps.
    ingredients: list(
      [
        'Glucosaminsulfat (aus <strong>Krebstieren</strong>)',
        'Glucosamine sulphate (from <strong>crustaceans</strong>)',
      ],
      ['Chondroitinsulfat', 'chondroitin sulphate'],
      ['L-Ascorbinsäure', 'L-ascorbic acid'],
      CELLULOSE,
      STEARATES,
    ),
    per: TABLET,
    rows: [
      ['Glucosaminsulfat', 'Glucosamine sulphate', 750, 'mg', null],
      ['Chondroitinsulfat', 'Chondroitin sulphate', 300, 'mg', null],
      ['Vitamin C', 'Vitamin C', 80, 'mg', 80],
    ],
    allergens: ['crustaceans'],
  },
  'LIT-BROMELAIN': {
    ingredients: list(['Bromelain', 'Bromelain'], ['Papain', 'papain'], HPMC, RICE_FLOUR),
    per: CAPSULE,
    rows: [
      ['Bromelain', 'Bromelain', 250, 'mg', null],
      ['Papain', 'Papain', 100, 'mg', null],
    ],
  },
  'QUE-ZINK-HISTIDIN': {
    ingredients: list(
      ['Zinkgluconat', 'Zinc gluconate'],
      ['L-Histidin', 'L-histidine'],
      CELLULOSE,
      STEARATES,
    ),
    per: TABLET,
    rows: [
      ['Zink', 'Zinc', 10, 'mg', 10],
      ['L-Histidin', 'L-histidine', 20, 'mg', null],
    ],
  },
  'STO-VERDAUUNG': {
    ingredients: list(
      [
        'Verdauungsenzyme (Amylase, Lipase, Protease)',
        'Digestive enzymes (amylase, lipase, protease)',
      ],
      ['Fenchelsamenpulver', 'fennel seed powder'],
      HPMC,
      ['Anissamenpulver', 'anise seed powder'],
      ['Kümmelpulver', 'caraway powder'],
    ),
    per: CAPSULE,
    rows: [
      [
        'Verdauungsenzyme (Amylase, Lipase, Protease)',
        'Digestive enzymes (amylase, lipase, protease)',
        200,
        'mg',
        null,
      ],
      ['Fenchelsamenpulver', 'Fennel seed powder', 100, 'mg', null],
      ['Anissamenpulver', 'Anise seed powder', 50, 'mg', null],
      ['Kümmelpulver', 'Caraway powder', 50, 'mg', null],
    ],
  },
  'STO-ENZYME-FORTE': {
    ingredients: list(
      ['Bromelain', 'Bromelain'],
      RICE_FLOUR,
      ['Papain', 'papain'],
      [
        'Verdauungsenzyme aus Pilzkulturen (Amylase, Lipase, Protease)',
        'digestive enzymes from fungal cultures (amylase, lipase, protease)',
      ],
      HPMC,
    ),
    per: CAPSULE,
    rows: [
      ['Bromelain', 'Bromelain', 150, 'mg', null],
      ['Papain', 'Papain', 100, 'mg', null],
      [
        'Verdauungsenzyme aus Pilzkulturen (Amylase, Lipase, Protease)',
        'Digestive enzymes from fungal cultures (amylase, lipase, protease)',
        100,
        'mg',
        null,
      ],
    ],
  },
  'STO-MARIENDISTEL': {
    ingredients: list(
      ['Mariendistelfrucht-Extrakt', 'Milk thistle fruit extract'],
      ['Artischockenblatt-Extrakt', 'artichoke leaf extract'],
      ['Cholinbitartrat', 'choline bitartrate'],
      HPMC,
    ),
    per: CAPSULE,
    rows: [
      ['Mariendistelfrucht-Extrakt', 'Milk thistle fruit extract', 250, 'mg', null],
      ['Artischockenblatt-Extrakt', 'Artichoke leaf extract', 150, 'mg', null],
      ['Cholin', 'Choline', 40, 'mg', null],
    ],
  },
  'STO-BITTERSTOFFE': {
    // Bitters are taken by the 20 drops, not by the drop.
    ingredients: list(
      ['Wasser', 'Water'],
      ['Glycerin', 'glycerol'],
      ['Enzianwurzel-Extrakt', 'gentian root extract'],
      ['Löwenzahnwurzel-Extrakt', 'dandelion root extract'],
      ['Artischockenblatt-Extrakt', 'artichoke leaf extract'],
    ),
    per: ['20 Tropfen (1 ml)', '20 drops (1 ml)'],
    dailyDose: ['20 Tropfen (1 ml) täglich', '20 drops (1 ml) a day'],
    rows: [
      ['Enzianwurzel-Extrakt', 'Gentian root extract', 50, 'mg', null],
      ['Löwenzahnwurzel-Extrakt', 'Dandelion root extract', 50, 'mg', null],
      ['Artischockenblatt-Extrakt', 'Artichoke leaf extract', 50, 'mg', null],
    ],
  },
}

/** A correction's attribute values, as foodParticulars gives a food's: { de, en }. */
export const supplementParticulars = ({ ingredients, per, rows, dailyDose, allergens }) => {
  const table = (index) =>
    JSON.stringify({
      per: per[index],
      rows: rows.map(([de, en, amount, unit, reference]) => ({
        name: index === 0 ? de : en,
        amount,
        unit,
        nrv: reference === null ? null : Math.round((amount / reference) * 100),
      })),
    })
  const language = (index) => ({
    supplement_ingredients: ingredients[index],
    nutrient_table: table(index),
    ...(dailyDose ? { daily_dose: dailyDose[index] } : {}),
  })
  return {
    de: { ...language(0), ...(allergens ? { allergens: allergens.join(',') } : {}) },
    en: language(1),
  }
}
