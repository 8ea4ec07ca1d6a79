/**
 * The English store views' copy: hand-written British-English shop copy for every
 * category and product of catalogue-content.mjs and of 0002_seed.sql, and the English words of
 * the texts catalogue.mjs builds descriptions, leaflets and picture labels from. Effects keep the
 * wording of the EU-authorised health claims ("contributes to the normal function of …").
 * catalogue.mjs turns this into the '<brand>_en' rows of 0011_store_view_values.sql.
 *
 * Per brand: categories by key → [name, url key, description]; seeded products (0002_seed.sql)
 * by sku → [name, size, product line as 0002_seed.sql names it, short description]; written
 * products by sku → [name, size, short description].
 */
import { KOS, LEB, MED, NEM } from './catalogue-content.mjs'

/** The view's root category: Magento gives it no URL, but it has a name and url key. */
export const ROOT_CATEGORY = ['All products', 'all-products']

export const PRODUCT_TYPES = {
  [NEM]: 'Food supplement',
  [MED]: 'Medical device',
  [KOS]: 'Cosmetic product',
  [LEB]: 'Food',
}

/** Product lines with German words in them; the others (brand names alone) stay as they are. */
export const PRODUCT_LINES = {
  'Vitalis Abwehr': 'Vitalis Immune Defence',
  'Vitalis Basis': 'Vitalis Basics',
  'Vitalis Energie': 'Vitalis Energy',
  'Vitalis Herz': 'Vitalis Heart',
  'Vitalis Nacht': 'Vitalis Night',
  'Litozin Gelenk': 'Litozin Joint',
  'Litozin Gelenk Plus': 'Litozin Joint Plus',
  'Litozin Haut': 'Litozin Skin',
  'Litozin Pflege': 'Litozin Care',
  'Litozin Aktiv': 'Litozin Active',
  'Queisser Aktiv': 'Queisser Active',
  'Queisser Herz': 'Queisser Heart',
  'Queisser Tonikum': 'Queisser Tonic',
  'Queisser Augen': 'Queisser Eyes',
  'Queisser Abwehr': 'Queisser Immune Defence',
  'Queisser Nerven': 'Queisser Nerves',
  'Stozzon Frische': 'Stozzon Freshness',
  'Stozzon Verdauung': 'Stozzon Digestion',
  'Stozzon Kräuter': 'Stozzon Herbs',
}

/** The usage sentence of a description, by the kind catalogue.mjs reads off the German size. */
export const USAGE = {
  effervescent: 'Dissolve one effervescent tablet a day in a glass of water (200 ml).',
  chewable: 'Chew one chewable tablet thoroughly each day.',
  lozenge: 'Let one pastille dissolve slowly in the mouth as needed, up to six a day.',
  tablet: 'Take one tablet a day, swallowed whole with plenty of liquid.',
  capsule: 'Take one capsule a day, swallowed whole with plenty of liquid.',
  stick: 'Empty one stick straight onto the tongue and swallow.',
  teabag:
    'Pour 200 ml of freshly boiled water over one tea bag and leave to infuse for 8–10 minutes.',
  portion: 'Take one portion a day; shake well before drinking.',
  liquid: 'Shake well before use. Once opened, keep refrigerated and use within four weeks.',
  powder: 'Stir one measuring scoop a day into 200 ml of water, juice or yoghurt.',
}

export const NOTICE = {
  [NEM]:
    'Food supplement. Do not exceed the stated recommended daily intake. Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.',
  [MED]: 'Medical device. Please read the instructions for use carefully beforehand.',
  [KOS]: 'Cosmetic product. For external use only. Avoid contact with the eyes.',
  [LEB]: 'Food. Store in a dry place away from heat.',
}

export const LEAFLET_TITLES = {
  [MED]: 'Instructions for use',
  [KOS]: 'Ingredients',
  [NEM]: 'Product information',
}

/** The words after the product name in a picture's label, by the picture's view. */
export const PICTURE_SUFFIXES = {
  '': '',
  '.back': ' – back',
  '.detail': ' – contents',
}

export const BRANDS = {
  vitalis: {
    categories: {
      vit: ['Vitamins', 'vitamins', 'Vitamins from A to K – on their own or combined.'],
      min: ['Minerals', 'minerals', 'Magnesium, zinc, iron, calcium and more.'],
      imm: ['Immune System', 'immune-system', 'For your natural defences in every season.'],
      herz: ['Heart & Circulation', 'heart-circulation', 'Omega-3, potassium and plant extracts.'],
      ene: ['Energy & Focus', 'energy-focus', 'B vitamins, iron and magnesium for everyday life.'],
      schlaf: ['Sleep & Relaxation', 'sleep-relaxation', 'For a calm end to the day.'],
    },
    seeded: {
      'VIT-D3-1000': [
        'Vitamin D3 1000 IU',
        '120 tablets',
        'Vitalis Basis',
        'Vitamin D3 for bones, teeth and a normal immune system – one tablet a day.',
      ],
      'VIT-MG-400': [
        'Magnesium 400',
        '100 tablets',
        'Vitalis Basis',
        'High-strength magnesium for muscles and nerves, ideal when you exercise.',
      ],
      'VIT-ZINK-C': [
        'Zinc + Vitamin C',
        '60 lozenges',
        'Vitalis Abwehr',
        'Zinc and vitamin C as a lemon-flavoured lozenge for your natural defences.',
      ],
      'VIT-B12': [
        'Vitamin B12 Drops',
        '50 ml',
        'Vitalis Energie',
        'Liquid vitamin B12 to help reduce tiredness – vegan and sugar-free.',
      ],
      'VIT-OMEGA3': [
        'Omega-3 Fish Oil 1000 mg',
        '120 capsules',
        'Vitalis Herz',
        'EPA and DHA from sustainable fisheries for normal heart function.',
      ],
      'VIT-EISEN': [
        'Iron + Vitamin C',
        '60 capsules',
        'Vitalis Energie',
        'Gentle iron with vitamin C for blood formation.',
      ],
      'VIT-K2-D3': [
        'Vitamin K2 + D3',
        '60 capsules',
        'Vitalis Basis',
        'Vitamin K2 (MK-7) and D3 in one capsule for bone metabolism.',
      ],
      'VIT-MULTI': [
        'Multivitamin A–Z',
        '100 tablets',
        'Vitalis Basis',
        '23 vitamins and minerals for every day.',
      ],
    },
    products: {
      'VIT-C-1000': [
        'Vitamin C 1000 Slow Release',
        '60 tablets',
        'Slow-release vitamin C – contributes to the normal function of the immune system.',
      ],
      'VIT-D3-K2-TROPFEN': [
        'Vitamin D3 + K2 Drops',
        '20 ml',
        'Vitamin D3 and K2 in MCT oil, easy to dose – one drop a day.',
      ],
      'VIT-D3-20000': [
        'Vitamin D3 20,000 IU Weekly',
        '24 capsules',
        'One capsule a week – vitamin D contributes to the maintenance of normal bones.',
      ],
      'VIT-B-KOMPLEX': [
        'Vitamin B Complex',
        '90 capsules',
        'All eight B vitamins in one capsule, contributing to the reduction of tiredness and fatigue.',
      ],
      'VIT-FOLSAEURE': [
        'Folic Acid 400 µg',
        '120 tablets',
        'Folate contributes to maternal tissue growth during pregnancy.',
      ],
      'VIT-E-400': [
        'Vitamin E 400 IU',
        '60 capsules',
        'Vitamin E contributes to the protection of cells from oxidative stress.',
      ],
      'VIT-MULTI-365': [
        'Multivitamin A–Z Value Pack',
        '365 tablets',
        'A whole year’s supply: 23 vitamins and minerals for every day.',
      ],
      'VIT-MG-BRAUSE': [
        'Magnesium 300 Effervescent Tablets',
        '20 effervescent tablets',
        'Magnesium as a fizzy, orange-flavoured effervescent tablet.',
      ],
      'VIT-MG-CITRAT': [
        'Magnesium Citrate Powder',
        '300 g',
        'Pure magnesium citrate to stir into a drink – contributes to normal muscle function.',
      ],
      'VIT-CALCIUM': [
        'Calcium + Vitamin D3',
        '100 tablets',
        'Calcium and vitamin D3 for the maintenance of normal bones.',
      ],
      'VIT-SELEN': [
        'Selenium 100 µg',
        '120 tablets',
        'Selenium contributes to the normal function of the immune system.',
      ],
      'VIT-ZINK-25': [
        'Zinc 25 mg',
        '100 tablets',
        'High-strength zinc gluconate – contributes to the normal function of the immune system.',
      ],
      'VIT-JOD': [
        'Iodine 200 µg',
        '120 tablets',
        'Iodine contributes to the normal production of thyroid hormones.',
      ],
      'VIT-KALIUM': [
        'Potassium 500',
        '60 capsules',
        'Potassium contributes to the maintenance of normal blood pressure.',
      ],
      'VIT-IMMUN-KOMPLEX': [
        'Immune Complex',
        '30 capsules',
        'Vitamins C and D, zinc and selenium – for the normal function of the immune system.',
      ],
      'VIT-IMMUN-SHOT': [
        'Immune Shots',
        '7 × 25 ml',
        'A fruity shot with vitamin C, zinc and elderberry for on the go.',
      ],
      'VIT-HOLUNDER': [
        'Elderberry Pastilles',
        '40 pastilles',
        'Pastilles with elderberry extract and vitamin C.',
      ],
      'VIT-NASENSPRAY': [
        'Sea Water Nasal Spray',
        '20 ml',
        'Moisturises the nasal mucosa with isotonic sea water – free from preservatives.',
      ],
      'VIT-HALS': [
        'Iceland Moss Throat Pastilles',
        '30 pastilles',
        'Form a protective film over an irritated throat.',
      ],
      'VIT-OMEGA3-VEGAN': [
        'Vegan Omega-3 from Algal Oil',
        '60 capsules',
        'DHA and EPA from microalgae – DHA contributes to the maintenance of normal brain function.',
      ],
      'VIT-Q10': [
        'Coenzyme Q10 100 mg',
        '60 capsules',
        'Coenzyme Q10 with vitamin B1, which contributes to the normal function of the heart.',
      ],
      'VIT-KNOBLAUCH': [
        'Odour-Reduced Garlic Capsules',
        '120 capsules',
        'Garlic oil macerate in odour-reduced soft capsules.',
      ],
      'VIT-OPC': [
        'OPC Grape Seed Extract',
        '90 capsules',
        'Grape seed extract with vitamin C, which contributes to normal collagen formation for the normal function of blood vessels.',
      ],
      'VIT-EISEN-SAFT': [
        'Iron Vital Juice',
        '250 ml',
        'Liquid iron with vitamin C and herbal extracts.',
      ],
      'VIT-GINSENG': [
        'Ginseng + B Vitamins',
        '60 capsules',
        'Ginseng extract with vitamins B6 and B12, contributing to the reduction of tiredness.',
      ],
      'VIT-KONZENTRATION': [
        'Focus Capsules',
        '60 capsules',
        'Zinc and pantothenic acid, which contributes to normal mental performance.',
      ],
      'VIT-MELISSE': [
        'Lemon Balm + Magnesium Evening Capsules',
        '60 capsules',
        'Lemon balm extract with magnesium, which contributes to the normal function of the nervous system.',
      ],
      'VIT-MELATONIN': [
        'Melatonin 1 mg Spray',
        '30 ml',
        'Melatonin contributes to the reduction of time taken to fall asleep – 1 mg shortly before bedtime.',
      ],
      'VIT-ABENDTEE': [
        'Evening Calm Herbal Tea',
        '20 tea bags',
        'Herbal tea with lemon balm, lavender and orange blossom.',
      ],
      'VIT-BALDRIAN-TEE': [
        'Valerian & Hops Tea',
        '20 tea bags',
        'Herbal tea blend with valerian root and hops for winding down in the evening.',
      ],
      'VIT-MAGNESIUM-SPRAY': [
        'Magnesium Body Spray',
        '100 ml',
        'Nourishing body spray with magnesium chloride for massage and skin care.',
      ],
      'VIT-LAVENDEL-BAD': [
        'Lavender Relaxing Bath',
        '250 ml',
        'Bath additive with pure, natural lavender oil.',
      ],
      'VIT-KIDS-D3': [
        'Kids Vitamin D3 Chewable Tablets',
        '60 chewable tablets',
        'Strawberry-flavoured chewable tablets for children aged 4 and over.',
      ],
      'VIT-C-PULVER': [
        'Buffered Vitamin C Powder',
        '250 g',
        'Buffered vitamin C as a stomach-friendly powder to stir into a drink.',
      ],
    },
  },
  litozin: {
    categories: {
      gelenke: [
        'Joints & Cartilage',
        'joints-cartilage',
        'Rosehip, collagen and glucosamine for days on the move.',
      ],
      knochen: ['Bones & Muscles', 'bones-muscles', 'Calcium, vitamin D and magnesium.'],
      haut: ['Skin, Hair & Nails', 'skin-hair-nails', 'Beauty from the inside and out.'],
      hagebutte: [
        'Rosehip',
        'rosehip',
        'Everything from the rosehip: powder, capsules, tea and juice.',
      ],
      sport: ['Exercise & Sport', 'exercise-sport', 'For training, hiking and recovery.'],
      pflege: ['Care & Balms', 'care-balms', 'Gels, balms and supports.'],
    },
    seeded: {
      'LIT-HAGEBUTTE-PULVER': [
        'Rosehip Powder',
        '250 g',
        'Litozin Gelenk',
        'Pure rosehip powder made from whole fruit for supple joints.',
      ],
      'LIT-KOLLAGEN': [
        'Collagen Capsules',
        '120 capsules',
        'Litozin Gelenk',
        'Collagen peptides with vitamin C, which contributes to normal collagen formation for the normal function of cartilage and bones.',
      ],
      'LIT-HAGEBUTTE-KAPSELN': [
        'Rosehip Capsules',
        '120 capsules',
        'Litozin Gelenk',
        'Rosehip in capsule form – handy on the go.',
      ],
      'LIT-GELENK-AMPULLEN': [
        'Joint Complex Drinking Vials',
        '30 drinking vials of 25 ml',
        'Litozin Gelenk Plus',
        'Drinking vials with collagen, hyaluronic acid and rosehip – a month’s supply.',
      ],
      'LIT-HYALURON': [
        'Hyaluronic Acid Capsules',
        '60 capsules',
        'Litozin Haut',
        'High-strength hyaluronic acid for skin and joints.',
      ],
      'LIT-TEUFELSKRALLE': [
        'Devil’s Claw Tablets',
        '90 tablets',
        'Litozin Gelenk',
        'Devil’s claw extract with vitamin E and manganese.',
      ],
      'LIT-KURKUMA': [
        'Turmeric + Ginger Capsules',
        '60 capsules',
        'Litozin Balance',
        'Turmeric and ginger with black pepper for better absorption.',
      ],
    },
    products: {
      'LIT-HAGEBUTTE-VORRAT': [
        'Rosehip Powder Value Tin',
        '750 g',
        'The large tin of pure rosehip powder made from whole fruit.',
      ],
      'LIT-HAGEBUTTE-TEE': [
        'Rosehip Tea',
        '20 tea bags',
        'Fruity tea made from dried rosehip shells.',
      ],
      'LIT-HAGEBUTTE-MARK': [
        'Rosehip Purée',
        '200 g',
        'Finely sieved rosehip purée to stir into muesli and yoghurt.',
      ],
      'LIT-HAGEBUTTE-KAPSELN-240': [
        'Rosehip Capsules Value Pack',
        '240 capsules',
        'Rosehip in capsule form in a value pack for four months.',
      ],
      'LIT-HAGEBUTTE-KAUTABLETTEN': [
        'Rosehip Chewable Tablets',
        '60 chewable tablets',
        'Fruity chewable tablets with rosehip and vitamin C.',
      ],
      'LIT-GELENK-PLUS': [
        'Joint Plus Capsules',
        '90 capsules',
        'Rosehip, glucosamine and vitamin C, which contributes to normal collagen formation for the normal function of cartilage.',
      ],
      'LIT-GLUCOSAMIN': [
        'Glucosamine + Chondroitin',
        '120 tablets',
        'Glucosamine and chondroitin with vitamin C for cartilage function.',
      ],
      'LIT-MSM': [
        'MSM 1000 mg',
        '120 tablets',
        'Methylsulfonylmethane of high purity – one tablet a day.',
      ],
      'LIT-KOLLAGEN-PULVER': [
        'Unflavoured Collagen Powder',
        '300 g',
        'Flavourless collagen peptides – dissolve in coffee, juice or water.',
      ],
      'LIT-KOLLAGEN-DRINK': [
        'Collagen Beauty Drinking Vials',
        '14 × 25 ml',
        'Collagen, hyaluronic acid and biotin, which contributes to the maintenance of normal skin.',
      ],
      'LIT-BIOTIN': [
        'Biotin 10 mg',
        '90 tablets',
        'Biotin contributes to the maintenance of normal hair and normal skin.',
      ],
      'LIT-HAARE-NAEGEL': [
        'Hair & Nails Capsules',
        '60 capsules',
        'Millet, biotin and zinc, which contributes to the maintenance of normal nails.',
      ],
      'LIT-SILIZIUM': [
        'Silica Drinking Gel',
        '500 ml',
        'Silicic acid gel to take by mouth, neat or with juice.',
      ],
      'LIT-HYALURON-SERUM': [
        'Hyaluronic Serum',
        '30 ml',
        'Moisturising serum with two kinds of hyaluronic acid for face and neck.',
      ],
      'LIT-HAGEBUTTE-CREME': [
        'Rosehip Oil Face Cream',
        '50 ml',
        'Rich day cream with cold-pressed rosehip seed oil.',
      ],
      'LIT-ARNIKA-GEL': [
        'Arnica Cooling Gel',
        '100 ml',
        'Cooling gel with arnica and menthol for massage after sport.',
      ],
      'LIT-GELENK-BALSAM': [
        'Warming Joint Balm',
        '100 ml',
        'Warming massage balm with rosemary and camphor.',
      ],
      'LIT-PFERDESALBE': ['Horse Balm', '250 ml', 'Cooling rub with horse chestnut and menthol.'],
      'LIT-KOMPRESSE': [
        'Hot & Cold Compress',
        '1 piece',
        'Reusable gel compress for hot and cold applications.',
      ],
      'LIT-KNIEBANDAGE': [
        'Active Knee Support',
        '1 piece (size M)',
        'Breathable knee support with a silicone pad for everyday life and sport.',
      ],
      'LIT-CALCIUM-K2': [
        'Calcium + K2 + D3',
        '90 tablets',
        'Calcium, vitamin K2 and D3 for the maintenance of normal bones.',
      ],
      'LIT-VITAMIN-D': [
        'Vitamin D3 2000 IU',
        '120 tablets',
        'Vitamin D contributes to the maintenance of normal bones and normal muscle function.',
      ],
      'LIT-MAGNESIUM-STICKS': [
        'Magnesium Sport Sticks',
        '20 sticks',
        'Direct granules with magnesium and potassium – taken without water.',
      ],
      'LIT-PROTEIN-VANILLE': [
        'Vanilla Protein Shake',
        '500 g',
        'Vanilla-flavoured whey protein – protein contributes to the maintenance of muscle mass.',
      ],
      'LIT-PROTEIN-SCHOKO': [
        'Chocolate Protein Shake',
        '500 g',
        'Whey protein with cocoa – protein contributes to a growth in muscle mass.',
      ],
      'LIT-ELEKTROLYT': [
        'Lemon Electrolyte Drink Powder',
        '300 g',
        'Isotonic drink powder with sodium, potassium and magnesium.',
      ],
      'LIT-KURKUMA-SHOT': [
        'Turmeric Shots',
        '6 × 60 ml',
        'Turmeric, ginger and lemon as a fiery morning shot.',
      ],
      'LIT-KRILLOEL': [
        'Krill Oil Capsules',
        '60 capsules',
        'Krill oil from certified fisheries with natural astaxanthin.',
      ],
      'LIT-BROMELAIN': [
        'Bromelain + Papain',
        '60 capsules',
        'Enzymes from pineapple and papaya in gastro-resistant capsules.',
      ],
      'LIT-WEIHRAUCH': [
        'Frankincense Capsules',
        '60 capsules',
        'Boswellia serrata extract, standardised to boswellic acids.',
      ],
      'LIT-GRUENLIPPMUSCHEL': [
        'Green-Lipped Mussel Capsules',
        '90 capsules',
        'Green-lipped mussel powder from New Zealand with vitamin E.',
      ],
      'LIT-TEUFELSKRALLE-GEL': [
        'Devil’s Claw Gel',
        '200 ml',
        'Massage gel with devil’s claw and rosemary oil.',
      ],
      'LIT-KIESELERDE': ['Silica Capsules', '120 capsules', 'Natural silica with biotin and zinc.'],
      'LIT-HAGEBUTTE-SAFT': [
        'Rosehip Juice',
        '750 ml',
        'Cloudy not-from-concentrate juice made from rosehips and apples.',
      ],
      'LIT-GELENK-AMPULLEN-60': [
        'Joint Complex Drinking Vials 60-Pack',
        '60 × 25 ml',
        'The two-month pack of drinking vials with collagen and vitamin C.',
      ],
    },
  },
  queisser: {
    categories: {
      vitmin: [
        'Vitamins & Minerals',
        'vitamins-minerals',
        'The slow-release classics for every day.',
      ],
      herz: ['Heart & Circulation', 'heart-circulation', 'Omega-3, vitamin B1 and hawthorn.'],
      augen: ['Eyes', 'eyes', 'Lutein, bilberry and eye drops.'],
      abwehr: [
        'Immune Defence',
        'immune-defence',
        'Vitamin C, zinc and help through the cold season.',
      ],
      tonika: ['Tonics & Juices', 'tonics-juices', 'The liquid classics from the bottle.'],
      nerven: ['Nerves & Sleep', 'nerves-sleep', 'For balanced days and restful nights.'],
    },
    seeded: {
      'QUE-AZ-DEPOT': [
        'A–Z Slow Release Tablets',
        '100 tablets',
        'Queisser Vital',
        'The slow-release multivitamin with 24 nutrients – released throughout the day.',
      ],
      'QUE-OMEGA3': [
        'Omega-3 Marine Fish Oil 1000 mg',
        '80 capsules',
        'Queisser Herz',
        'Marine fish oil with omega-3 fatty acids and vitamin E.',
      ],
      'QUE-EISEN': [
        'Iron + Folic Acid Slow Release',
        '30 tablets',
        'Queisser Vital',
        'Iron with folic acid, B6 and B12 in slow-release form.',
      ],
      'QUE-MAGNESIUM-500': [
        'Magnesium 500 Slow Release',
        '100 tablets',
        'Queisser Aktiv',
        'Magnesium in two phases – released at once and over time.',
      ],
      'QUE-VITAL-TONIKUM': [
        'Vital Tonic',
        '1000 ml',
        'Queisser Tonikum',
        'The classic tonic with vitamins and herbal extracts.',
      ],
      'QUE-ZINK-HISTIDIN': [
        'Zinc + Histidine Slow Release',
        '30 tablets',
        'Queisser Abwehr',
        'Zinc with histidine for optimal absorption.',
      ],
      'QUE-LUTEIN': [
        'Eye Vital Lutein',
        '30 capsules',
        'Queisser Augen',
        'Lutein, zeaxanthin and zinc for your eyesight.',
      ],
      'QUE-CALCIUM-D3': [
        'Calcium 1000 + D3 Effervescent Tablets',
        '15 effervescent tablets',
        'Queisser Aktiv',
        'Calcium and vitamin D3 as a fizzy, orange-flavoured effervescent tablet.',
      ],
    },
    products: {
      'QUE-AZ-DEPOT-100': [
        'A–Z Slow Release Tablets 100 Pack',
        '100 tablets',
        'The large pack: 24 vitamins and minerals with slow release.',
      ],
      'QUE-AZ-FRAUEN': [
        'A–Z Women Slow Release',
        '40 tablets',
        'With iron, folic acid and biotin, tailored to the needs of women.',
      ],
      'QUE-AZ-50PLUS': [
        'A–Z 50+ Slow Release',
        '40 tablets',
        'With lutein, vitamin D and B12 for people over 50.',
      ],
      'QUE-B12-DEPOT': [
        'Vitamin B12 Slow Release Tablets',
        '60 tablets',
        'Vitamin B12 contributes to the reduction of tiredness and fatigue.',
      ],
      'QUE-D3-DEPOT': [
        'Vitamin D3 2000 Slow Release',
        '60 tablets',
        'Vitamin D contributes to the normal function of the immune system.',
      ],
      'QUE-MAGNESIUM-DIRECT': [
        'Magnesium 400 Direct Sticks',
        '20 sticks',
        'Lemon-flavoured magnesium granules to take straight from the stick.',
      ],
      'QUE-KALIUM-MAGNESIUM': [
        'Potassium + Magnesium Effervescent Tablets',
        '15 effervescent tablets',
        'Potassium contributes to the maintenance of normal blood pressure.',
      ],
      'QUE-CALCIUM-VORRAT': [
        'Calcium 1000 + D3 Value Pack',
        '3 × 15 effervescent tablets',
        'Three tubes of orange-flavoured calcium and vitamin D3.',
      ],
      'QUE-OMEGA3-FORTE': [
        'Omega-3 Forte 1000 mg',
        '120 capsules',
        'EPA and DHA contribute to the normal function of the heart (with a daily intake of 250 mg).',
      ],
      'QUE-OMEGA3-FAMILIE': [
        'Omega-3 Family Pack',
        '240 capsules',
        'Marine fish oil capsules in a value pack for the whole family.',
      ],
      'QUE-Q10': [
        'Coenzyme Q10 + Vitamin B1',
        '60 capsules',
        'Vitamin B1 contributes to the normal function of the heart.',
      ],
      'QUE-HERZ-TONIKUM': [
        'Heart & Circulation Tonic',
        '500 ml',
        'The tonic with hawthorn and vitamins B1 and B6.',
      ],
      'QUE-KNOBLAUCH': [
        'Garlic Coated Tablets',
        '90 coated tablets',
        'Garlic powder in gastro-resistant coated tablets.',
      ],
      'QUE-FOLSAEURE-B': [
        'Folic Acid + B6 + B12',
        '60 tablets',
        'Vitamins B6 and B12 and folate contribute to normal homocysteine metabolism.',
      ],
      'QUE-AUGEN-KAPSELN': [
        'Eye Vital Capsules 60',
        '60 capsules',
        'Lutein, zeaxanthin and zinc, which contributes to the maintenance of normal vision.',
      ],
      'QUE-AUGENTROPFEN': [
        'Hyaluronic Eye Drops',
        '10 ml',
        'Moisturising eye drops with hyaluronic acid, also suitable for contact lenses.',
      ],
      'QUE-LIDSPRAY': [
        'Liposomal Eyelid Spray',
        '10 ml',
        'Spray onto the closed eyelid – for dry and irritated eyes.',
      ],
      'QUE-HEIDELBEERE': [
        'Bilberry Capsules',
        '60 capsules',
        'Bilberry extract with zinc, which contributes to the maintenance of normal vision.',
      ],
      'QUE-ABWEHR-DIRECT': [
        'Immune Defence Direct Sticks',
        '20 sticks',
        'Vitamins C and D and zinc as granules for on the go.',
      ],
      'QUE-VITAMIN-C-500': [
        'Vitamin C 500 Slow Release',
        '60 tablets',
        'Vitamin C contributes to the normal function of the immune system.',
      ],
      'QUE-ZINK-LUTSCH': [
        'Zinc Lozenges',
        '30 lozenges',
        'Zinc with vitamin C as a honey and lemon lozenge.',
      ],
      'QUE-ERKAELTUNGSTEE': [
        'Cold Season Tea with Thyme',
        '20 tea bags',
        'Herbal tea with thyme, lime blossom and elderflower.',
      ],
      'QUE-HUSTENSIRUP': [
        'Ribwort Plantain Cough Syrup',
        '150 ml',
        'Forms a soothing layer over the lining of the throat.',
      ],
      'QUE-VITAL-TONIKUM-1000': [
        'Vital Tonic 1000 ml',
        '1000 ml',
        'The classic in the large bottle.',
      ],
      'QUE-EISEN-TONIKUM': [
        'Iron Vital Tonic',
        '250 ml',
        'Iron contributes to the normal formation of red blood cells.',
      ],
      'QUE-NERVEN-TONIKUM': [
        'Nerve Tonic',
        '500 ml',
        'With lemon balm, hops and B vitamins, which contribute to the normal function of the nervous system.',
      ],
      'QUE-GINSENG-TONIKUM': [
        'Ginseng Tonic',
        '500 ml',
        'Ginseng extract with B vitamins in a tonic with honey.',
      ],
      'QUE-SCHLAF': [
        'Sleep Tablets with Melatonin',
        '30 tablets',
        'Melatonin contributes to the reduction of time taken to fall asleep.',
      ],
      'QUE-NERVEN-DRAGEES': [
        'Nerve Coated Tablets with Valerian',
        '60 coated tablets',
        'Valerian extract with vitamin B6, which contributes to normal psychological function.',
      ],
      'QUE-MAGNESIUM-B': [
        'Magnesium + B Vitamins for Nerves',
        '60 tablets',
        'Magnesium and B vitamins for the normal function of the nervous system.',
      ],
      'QUE-LAVENDEL': [
        'Lavender Oil Capsules',
        '28 capsules',
        'Lavender oil in small soft capsules.',
      ],
      'QUE-NACHTTEE': [
        'Good Night Tea',
        '20 tea bags',
        'Herbal tea with lemon balm, lavender and passion flower.',
      ],
      'QUE-TRAUBENZUCKER': [
        'Glucose Tablets with Vitamin C',
        '75 g',
        'Lemon-flavoured glucose tablets with vitamin C.',
      ],
      'QUE-MULTIVITAMIN-SAFT': [
        'Multivitamin Juice',
        '500 ml',
        'Ten vitamins in a fruity multi-fruit juice.',
      ],
    },
  },
  stozzon: {
    categories: {
      verdauung: ['Stomach & Gut', 'stomach-gut', 'Enzymes, bitters and help for your tummy.'],
      darmflora: ['Gut Flora', 'gut-flora', 'Live cultures and fermented foods.'],
      frische: ['Fresh Breath', 'fresh-breath', 'Chlorophyll, mint and sage.'],
      basen: ['Acid–Base Balance', 'acid-base-balance', 'Alkaline minerals, teas and baths.'],
      kraeuter: ['Teas & Herbs', 'teas-herbs', 'Herbal teas and plant extracts.'],
      ballaststoffe: ['Fibre', 'fibre', 'Psyllium, linseed, inulin and pectin.'],
    },
    seeded: {
      'STO-CHLOROPHYLL': [
        'Chlorophyll Coated Tablets',
        '100 coated tablets',
        'Stozzon Frische',
        'The classic with chlorophyll against mouth and body odour.',
      ],
      'STO-VERDAUUNG': [
        'Digestion Capsules',
        '60 capsules',
        'Stozzon Verdauung',
        'Digestive enzymes with fennel, aniseed and caraway.',
      ],
      'STO-ATEMFRISCH': [
        'Fresh Breath Coated Tablets',
        '50 coated tablets',
        'Stozzon Frische',
        'Fresh breath from within – with peppermint oil.',
      ],
      'STO-DARMFLORA': [
        'Gut Flora Culture Capsules',
        '30 capsules',
        'Stozzon Verdauung',
        'Ten bacterial strains with inulin for the gut flora.',
      ],
      'STO-FLOHSAMEN': [
        'Psyllium Husk Powder',
        '300 g',
        'Stozzon Verdauung',
        'Finely ground Indian psyllium husks for healthy digestion.',
      ],
      'STO-BITTERSTOFFE': [
        'Bitters Drops',
        '50 ml',
        'Stozzon Balance',
        'Bitter herb drops with gentian, dandelion and artichoke.',
      ],
      'STO-BASENPULVER': [
        'Alkaline Powder',
        '300 g',
        'Stozzon Balance',
        'Alkaline minerals with zinc for the acid–base balance.',
      ],
    },
    products: {
      'STO-CHLOROPHYLL-200': [
        'Chlorophyll Coated Tablets Value Pack',
        '200 coated tablets',
        'The chlorophyll classic in the large pack.',
      ],
      'STO-MUNDSPRAY': [
        'Mint Mouth Spray',
        '15 ml',
        'Refreshing mouth spray with peppermint and sage oil.',
      ],
      'STO-MUNDSPUELUNG': [
        'Sage Mouthwash',
        '500 ml',
        'Alcohol-free mouthwash with sage and myrrh.',
      ],
      'STO-KAUGUMMI': [
        'Dental Care Chewing Gum with Xylitol',
        '30 pieces',
        'Sugar-free chewing gum with xylitol and mint.',
      ],
      'STO-SALBEI-PASTILLEN': [
        'Sage Pastilles',
        '40 pastilles',
        'Sugar-free pastilles with sage and menthol.',
      ],
      'STO-ATEMFRISCH-KAPSELN': [
        'Fresh Breath Parsley Capsules',
        '60 capsules',
        'Parsley oil and chlorophyll in small capsules.',
      ],
      'STO-KOERPERFRISCHE': [
        'Body Freshness Capsules',
        '60 capsules',
        'Chlorophyllin and zinc for a fresh feeling all over.',
      ],
      'STO-DARMKUR': [
        '30-Day Gut Programme',
        '30 sticks',
        'Lactic acid bacteria, inulin and vitamin B2 for a daily gut routine.',
      ],
      'STO-DARMFLORA-KIDS': [
        'Gut Flora Kids Powder',
        '30 sticks',
        'Cultures for children aged 3 and over – neutral in taste, to stir into food.',
      ],
      'STO-DARMFLORA-REISE': [
        'Gut Flora Travel Capsules',
        '20 capsules',
        'Cultures in a travel format that keep without refrigeration.',
      ],
      'STO-KEFIR': [
        'Kefir Starter Cultures',
        '5 sachets',
        'Starter cultures for making your own kefir from milk.',
      ],
      'STO-SAUERKRAUTSAFT': [
        'Lacto-Fermented Sauerkraut Juice',
        '750 ml',
        'Cloudy juice from lacto-fermented white cabbage.',
      ],
      'STO-INULIN': ['Inulin Powder', '250 g', 'Dietary fibre from chicory root to stir in.'],
      'STO-FLOHSAMEN-KAPSELN': [
        'Psyllium Husk Capsules',
        '180 capsules',
        'Psyllium husks in capsules – take with plenty of liquid.',
      ],
      'STO-LEINSAMEN': [
        'Crushed Linseed',
        '500 g',
        'Freshly crushed linseed from controlled cultivation.',
      ],
      'STO-APFELPEKTIN': ['Apple Pectin Powder', '200 g', 'Pure pectin from apples to stir in.'],
      'STO-AKAZIENFASER': [
        'Acacia Fibre Powder',
        '300 g',
        'Soluble fibre from acacia gum, neutral in taste.',
      ],
      'STO-FLOHSAMEN-1KG': [
        'Psyllium Husk Powder 1 kg',
        '1 kg',
        'Indian psyllium husks in a bulk pack.',
      ],
      'STO-BASEN-TABLETTEN': [
        'Alkaline Tablets',
        '240 tablets',
        'Alkaline citrates with zinc, which contributes to normal acid-base metabolism.',
      ],
      'STO-BASEN-BAD': [
        'Alkaline Bath Salt',
        '750 g',
        'Bath salt with bicarbonate of soda and sea salt for full baths and foot baths.',
      ],
      'STO-BASEN-TEE': [
        'Alkaline Herbal Tea',
        '20 tea bags',
        'Herbal tea with nettle, birch leaves and fennel.',
      ],
      'STO-GEMUESEBRUEHE': [
        'Alkaline Vegetable Stock',
        '250 g',
        'Clear vegetable stock without yeast or flavour enhancers.',
      ],
      'STO-BASEN-KAPSELN': [
        'Vegan Alkaline Capsules',
        '120 capsules',
        'Alkaline minerals in vegan capsules.',
      ],
      'STO-PH-TESTSTREIFEN': [
        'pH Test Strips',
        '100 strips',
        'Test strips for measuring the pH of urine – with a colour scale.',
      ],
      'STO-MAGEN-DARM-TEE': [
        'Stomach & Gut Tea',
        '20 tea bags',
        'Herbal tea with fennel, camomile and peppermint.',
      ],
      'STO-FENCHELTEE': [
        'Fennel, Anise & Caraway Tea',
        '20 tea bags',
        'The classic blend of three seeds.',
      ],
      'STO-KAMILLENTEE': [
        'Camomile Flower Tea',
        '20 tea bags',
        'Whole camomile flowers of pharmacopoeia quality.',
      ],
      'STO-ARTISCHOCKE': [
        'Artichoke Capsules',
        '60 capsules',
        'Artichoke leaf extract in vegan capsules.',
      ],
      'STO-MARIENDISTEL': [
        'Milk Thistle + Artichoke',
        '60 capsules',
        'Milk thistle and artichoke extracts with choline.',
      ],
      'STO-LOEWENZAHN': ['Dandelion Juice', '200 ml', 'Pressed juice from fresh dandelion plants.'],
      'STO-INGWER': [
        'Ginger Capsules',
        '60 capsules',
        'Ginger root powder in capsules for on the go.',
      ],
      'STO-ENZYME-FORTE': [
        'Digestive Enzymes Forte',
        '90 capsules',
        'Plant enzymes from pineapple, papaya and fungal cultures.',
      ],
      'STO-ENTSCHAEUMER': [
        'Anti-Foaming Chewable Tablets',
        '50 chewable tablets',
        'With simeticone – breaks down gas bubbles in the gut.',
      ],
      'STO-MAGENSCHUTZ': [
        'Stomach Protection Chewable Tablets',
        '30 chewable tablets',
        'With calcium carbonate, which binds excess stomach acid.',
      ],
      'STO-HEILERDE': [
        'Ultrafine Healing Clay',
        '500 g',
        'Finely ground healing clay from loess to take by mouth.',
      ],
    },
  },
}
