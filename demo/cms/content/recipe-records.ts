import type { Lang } from './texts'

/**
 * The recipes of the demo sites: EXT:news records of the project's recipe type, in German and
 * English (a translation shares the record's uid, as TYPO3's language overlays do). Each brand
 * shows a selection (./recipe-pages.ts). Nutrition values are per serving, as the EU nutrition
 * declaration lists them, and computed from the ingredients with standard tables (rounded).
 */

type Text = Record<Lang, string>

export type DietKey = 'vegan' | 'vegetarian' | 'gluten-free' | 'lactose-free'

/** Diets are news categories (uid, title and slug per language). */
export const DIETS: Record<DietKey, { id: number; title: Text; slug: Text }> = {
  vegan: { id: 41, title: { de: 'Vegan', en: 'Vegan' }, slug: { de: 'vegan', en: 'vegan' } },
  vegetarian: {
    id: 42,
    title: { de: 'Vegetarisch', en: 'Vegetarian' },
    slug: { de: 'vegetarisch', en: 'vegetarian' },
  },
  'gluten-free': {
    id: 43,
    title: { de: 'Glutenfrei', en: 'Gluten-free' },
    slug: { de: 'glutenfrei', en: 'gluten-free' },
  },
  'lactose-free': {
    id: 44,
    title: { de: 'Laktosefrei', en: 'Lactose-free' },
    slug: { de: 'laktosefrei', en: 'lactose-free' },
  },
}

/**
 * The diets a recipe is filed under: its own and those they imply (every vegan dish is
 * vegetarian), so a shopper choosing 'vegetarian' finds the vegan recipes too, as an editor
 * files them under both categories in EXT:news.
 */
export const dietsOf = (recipe: { diets: readonly DietKey[] }): DietKey[] => {
  const diets = new Set(recipe.diets)
  if (diets.has('vegan')) diets.add('vegetarian')
  return (Object.keys(DIETS) as DietKey[]).filter((diet) => diets.has(diet))
}

/** The category folder the diets live in (their `pid`). */
export const DIET_FOLDER = 40

const UNITS = {
  g: { de: 'g', en: 'g' },
  ml: { de: 'ml', en: 'ml' },
  el: { de: 'EL', en: 'tbsp' },
  tl: { de: 'TL', en: 'tsp' },
  none: { de: '', en: '' },
} satisfies Record<string, Text>

export interface IngredientSpec {
  amount: number | null
  unit: Text
  name: Text
  note: Text
}

const item = (
  amount: number | null,
  unit: keyof typeof UNITS,
  de: string,
  en: string,
  note: Text = { de: '', en: '' },
): IngredientSpec => ({ amount, unit: UNITS[unit], name: { de, en }, note })

export interface NutritionSpec {
  energy: number
  protein: number
  carbohydrates: number
  sugar: number
  fat: number
  saturatedFat: number
  fibre: number
  salt: number
}

export interface RecipeSpec {
  /** Page key suffix and English path segment. */
  key: string
  uid: number
  pathSegment: Text
  title: Text
  teaser: Text
  /** Editor HTML: the tip below the steps. */
  tip: Text
  diets: DietKey[]
  preparationTime: number
  cookingTime: number
  servings: number
  ingredients: IngredientSpec[]
  steps: Text[]
  nutrition: NutritionSpec
  /** Picture motifs in order of preference; the brand's first existing picture is shown. */
  pictures: string[]
  datetime: string
}

const step = (de: string, en: string): Text => ({ de: `<p>${de}</p>`, en: `<p>${en}</p>` })

export const RECIPES: Record<string, RecipeSpec> = {
  'overnight-oats': {
    key: 'overnight-oats',
    uid: 501,
    pathSegment: { de: 'overnight-oats-zimt-apfel', en: 'overnight-oats-cinnamon-apple' },
    title: {
      de: 'Overnight Oats mit Zimt und Apfel',
      en: 'Overnight oats with cinnamon and apple',
    },
    teaser: {
      de: 'Am Abend in fünf Minuten angerührt, am Morgen fertig: ein Frühstück mit Ballaststoffen aus Hafer und Magnesium, das lange satt hält.',
      en: 'Stirred together in five minutes the night before, ready in the morning: a breakfast with fibre from oats and magnesium that keeps you full for longer.',
    },
    tip: {
      de: '<p><strong>Tipp:</strong> Ein Esslöffel gemahlene Leinsamen liefert zusätzlich pflanzliche Omega-3-Fettsäuren. Im Schraubglas halten die Oats zwei Tage im Kühlschrank.</p>',
      en: '<p><strong>Tip:</strong> A tablespoon of ground linseed adds plant-based omega-3 fatty acids. In a screw-top jar the oats keep for two days in the fridge.</p>',
    },
    diets: ['vegan', 'lactose-free'],
    preparationTime: 10,
    cookingTime: 0,
    servings: 2,
    ingredients: [
      item(80, 'g', 'zarte Haferflocken', 'rolled oats'),
      item(250, 'ml', 'Haferdrink', 'oat drink', { de: 'ungesüßt', en: 'unsweetened' }),
      item(1, 'none', 'Apfel', 'apple'),
      item(1, 'el', 'Mandelmus', 'almond butter'),
      item(0.5, 'tl', 'Zimt', 'ground cinnamon'),
      item(null, 'none', 'eine Prise Salz', 'a pinch of salt'),
    ],
    steps: [
      step(
        'Haferflocken, Haferdrink, Mandelmus, Zimt und Salz in einer Schüssel gut verrühren und auf zwei Gläser verteilen.',
        'Stir the oats, oat drink, almond butter, cinnamon and salt together well and divide between two jars.',
      ),
      step(
        'Abgedeckt über Nacht, mindestens aber vier Stunden im Kühlschrank quellen lassen.',
        'Cover and leave to soak in the fridge overnight, or for at least four hours.',
      ),
      step(
        'Morgens den Apfel waschen, grob reiben und unter die Oats heben. Nach Belieben mit etwas Zimt bestreuen.',
        'In the morning wash the apple, grate it coarsely and fold it into the oats. Dust with a little cinnamon if you like.',
      ),
    ],
    nutrition: {
      energy: 330,
      protein: 8.5,
      carbohydrates: 50,
      sugar: 15,
      fat: 9.5,
      saturatedFat: 1,
      fibre: 7,
      salt: 0.2,
    },
    pictures: ['bowl', 'citrus'],
    datetime: '2026-01-12 07:00:00',
  },
  'lentil-salad': {
    key: 'lentil-salad',
    uid: 502,
    pathSegment: { de: 'linsensalat-rote-bete', en: 'lentil-salad-beetroot' },
    title: {
      de: 'Linsensalat mit Roter Bete und Walnüssen',
      en: 'Lentil salad with beetroot and walnuts',
    },
    teaser: {
      de: 'Berglinsen liefern Eisen und Eiweiß, Rote Bete Folat: ein sättigender Salat, der auch am nächsten Tag im Büro noch schmeckt.',
      en: 'Puy lentils bring iron and protein, beetroot adds folate: a filling salad that still tastes good at the office the next day.',
    },
    tip: {
      de: '<p><strong>Tipp:</strong> Der Zitronensaft im Dressing ist kein Zufall: Vitamin C erhöht die Eisenaufnahme aus pflanzlichen Lebensmitteln.</p>',
      en: '<p><strong>Tip:</strong> The lemon juice in the dressing is no accident: vitamin C increases iron absorption from plant foods.</p>',
    },
    diets: ['vegan', 'gluten-free', 'lactose-free'],
    preparationTime: 15,
    cookingTime: 20,
    servings: 4,
    ingredients: [
      item(200, 'g', 'Berglinsen', 'Puy lentils'),
      item(300, 'g', 'Rote Bete', 'beetroot', { de: 'vorgegart', en: 'cooked' }),
      item(50, 'g', 'Walnusskerne', 'walnut halves'),
      item(1, 'none', 'Bund glatte Petersilie', 'bunch of flat-leaf parsley'),
      item(1, 'none', 'rote Zwiebel', 'red onion'),
      item(3, 'el', 'Rapsöl', 'rapeseed oil'),
      item(2, 'el', 'Zitronensaft', 'lemon juice'),
      item(1, 'tl', 'Senf', 'mustard'),
      item(null, 'none', 'Salz und Pfeffer', 'salt and pepper'),
    ],
    steps: [
      step(
        'Die Linsen in der doppelten Menge Wasser etwa 20 Minuten bissfest garen, abgießen und abkühlen lassen.',
        'Simmer the lentils in twice their volume of water for about 20 minutes until just tender, drain and leave to cool.',
      ),
      step(
        'Währenddessen die Walnüsse in einer Pfanne ohne Fett rösten, die Rote Bete würfeln, die Zwiebel fein schneiden und die Petersilie hacken.',
        'Meanwhile toast the walnuts in a dry pan, dice the beetroot, finely chop the onion and chop the parsley.',
      ),
      step(
        'Öl, Zitronensaft und Senf verquirlen, salzen und pfeffern. Alles mit den Linsen mischen und 10 Minuten durchziehen lassen.',
        'Whisk the oil, lemon juice and mustard, season with salt and pepper. Mix everything with the lentils and leave for 10 minutes for the flavours to blend.',
      ),
    ],
    nutrition: {
      energy: 390,
      protein: 17,
      carbohydrates: 42,
      sugar: 9,
      fat: 16,
      saturatedFat: 1.5,
      fibre: 11,
      salt: 0.6,
    },
    pictures: ['bowl', 'leaf'],
    datetime: '2026-02-03 07:00:00',
  },
  'oven-salmon': {
    key: 'oven-salmon',
    uid: 503,
    pathSegment: {
      de: 'ofenlachs-brokkoli-suesskartoffel',
      en: 'oven-salmon-broccoli-sweet-potato',
    },
    title: {
      de: 'Ofenlachs mit Brokkoli und Süßkartoffel',
      en: 'Oven-baked salmon with broccoli and sweet potato',
    },
    teaser: {
      de: 'Ein Blech, wenig Abwasch: Lachs liefert die Omega-3-Fettsäuren EPA und DHA und Vitamin D, Brokkoli reichlich Vitamin C.',
      en: 'One tray, little washing-up: salmon provides the omega-3 fatty acids EPA and DHA and vitamin D, broccoli plenty of vitamin C.',
    },
    tip: {
      de: '<p><strong>Tipp:</strong> EPA und DHA tragen zu einer normalen Herzfunktion bei; die positive Wirkung stellt sich bei einer täglichen Aufnahme von 250 mg ein. Eine Portion Lachs deckt das für mehrere Tage.</p>',
      en: '<p><strong>Tip:</strong> EPA and DHA contribute to the normal function of the heart; the beneficial effect is obtained with a daily intake of 250 mg. One portion of salmon covers that for several days.</p>',
    },
    diets: ['gluten-free', 'lactose-free'],
    preparationTime: 15,
    cookingTime: 25,
    servings: 2,
    ingredients: [
      item(2, 'none', 'Lachsfilets (à 125 g)', 'salmon fillets (125 g each)'),
      item(1, 'none', 'große Süßkartoffel', 'large sweet potato'),
      item(300, 'g', 'Brokkoli', 'broccoli'),
      item(2, 'el', 'Olivenöl', 'olive oil'),
      item(1, 'none', 'Bio-Zitrone', 'unwaxed lemon'),
      item(1, 'tl', 'Paprikapulver', 'paprika'),
      item(null, 'none', 'Salz und Pfeffer', 'salt and pepper'),
    ],
    steps: [
      step(
        'Den Backofen auf 200 °C (Umluft 180 °C) vorheizen. Die Süßkartoffel schälen, in 2 cm große Würfel schneiden, mit 1 EL Öl, Paprika und Salz mischen und 10 Minuten auf dem Blech backen.',
        'Heat the oven to 200 °C (180 °C fan). Peel the sweet potato, cut it into 2 cm cubes, toss with 1 tbsp oil, the paprika and salt and roast on the tray for 10 minutes.',
      ),
      step(
        'Den Brokkoli in Röschen teilen, mit dem übrigen Öl mischen und mit den Lachsfilets auf das Blech geben.',
        'Cut the broccoli into florets, toss with the remaining oil and add to the tray with the salmon fillets.',
      ),
      step(
        'Zitronenschale über den Lachs reiben, salzen, pfeffern und alles weitere 12 bis 15 Minuten backen, bis der Lachs innen glasig-rosa ist. Mit Zitronenspalten servieren.',
        'Grate the lemon zest over the salmon, season and bake for another 12 to 15 minutes until the salmon is just cooked. Serve with lemon wedges.',
      ),
    ],
    nutrition: {
      energy: 560,
      protein: 34,
      carbohydrates: 38,
      sugar: 10,
      fat: 29,
      saturatedFat: 5,
      fibre: 9,
      salt: 0.9,
    },
    pictures: ['heart', 'sun', 'leaf'],
    datetime: '2026-02-17 07:00:00',
  },
  'rosehip-porridge': {
    key: 'rosehip-porridge',
    uid: 504,
    pathSegment: { de: 'hagebutten-porridge-beeren', en: 'rosehip-porridge-berries' },
    title: { de: 'Hagebutten-Porridge mit Beeren', en: 'Rosehip porridge with berries' },
    teaser: {
      de: 'Warmes Frühstück für kalte Morgen: Hagebuttenpulver gibt dem Porridge eine fruchtig-herbe Note, Beeren bringen Farbe und Vitamin C.',
      en: 'A warm breakfast for cold mornings: rosehip powder gives the porridge a fruity, tart note, berries add colour and vitamin C.',
    },
    tip: {
      de: '<p><strong>Tipp:</strong> Das Hagebuttenpulver erst zum Schluss einrühren: So bleibt sein Aroma erhalten. Tiefgekühlte Beeren eignen sich genauso gut wie frische.</p>',
      en: '<p><strong>Tip:</strong> Stir the rosehip powder in at the end to keep its aroma. Frozen berries work just as well as fresh ones.</p>',
    },
    diets: ['vegetarian'],
    preparationTime: 5,
    cookingTime: 10,
    servings: 2,
    ingredients: [
      item(80, 'g', 'kernige Haferflocken', 'jumbo oats'),
      item(300, 'ml', 'Milch', 'milk'),
      item(100, 'ml', 'Wasser', 'water'),
      item(2, 'tl', 'Hagebuttenpulver', 'rosehip powder'),
      item(150, 'g', 'Beeren', 'berries', { de: 'frisch oder TK', en: 'fresh or frozen' }),
      item(1, 'tl', 'Honig', 'honey'),
      item(1, 'el', 'gehackte Mandeln', 'chopped almonds'),
    ],
    steps: [
      step(
        'Haferflocken mit Milch und Wasser aufkochen und bei kleiner Hitze unter Rühren 5 bis 8 Minuten cremig köcheln.',
        'Bring the oats to the boil with the milk and water and simmer gently, stirring, for 5 to 8 minutes until creamy.',
      ),
      step(
        'Vom Herd nehmen, Hagebuttenpulver und Honig einrühren.',
        'Take off the heat and stir in the rosehip powder and honey.',
      ),
      step(
        'In Schalen füllen, mit Beeren und Mandeln bestreuen und warm servieren.',
        'Spoon into bowls, top with the berries and almonds and serve warm.',
      ),
    ],
    nutrition: {
      energy: 340,
      protein: 13,
      carbohydrates: 48,
      sugar: 16,
      fat: 10,
      saturatedFat: 3,
      fibre: 7,
      salt: 0.2,
    },
    pictures: ['rosehip', 'bowl'],
    datetime: '2026-01-20 07:00:00',
  },
  'green-smoothie': {
    key: 'green-smoothie',
    uid: 505,
    pathSegment: { de: 'gruener-smoothie-spinat-kiwi', en: 'green-smoothie-spinach-kiwi' },
    title: {
      de: 'Grüner Smoothie mit Spinat, Kiwi und Petersilie',
      en: 'Green smoothie with spinach, kiwi and parsley',
    },
    teaser: {
      de: 'Frisch, grün und in fünf Minuten gemixt: Kiwi und Petersilie liefern Vitamin C, Spinat Folat und Gurke viel Flüssigkeit.',
      en: 'Fresh, green and blended in five minutes: kiwi and parsley provide vitamin C, spinach folate and cucumber plenty of fluid.',
    },
    tip: {
      de: '<p><strong>Tipp:</strong> Smoothies am besten direkt trinken. Wer es weniger süß mag, ersetzt die Banane durch eine halbe Avocado.</p>',
      en: '<p><strong>Tip:</strong> Drink smoothies straight away. If you like it less sweet, swap the banana for half an avocado.</p>',
    },
    diets: ['vegan', 'gluten-free', 'lactose-free'],
    preparationTime: 10,
    cookingTime: 0,
    servings: 2,
    ingredients: [
      item(60, 'g', 'junger Spinat', 'baby spinach'),
      item(2, 'none', 'Kiwis', 'kiwis'),
      item(1, 'none', 'reife Banane', 'ripe banana'),
      item(0.5, 'none', 'Salatgurke', 'cucumber'),
      item(0.5, 'none', 'Bund Petersilie', 'bunch of parsley'),
      item(250, 'ml', 'kaltes Wasser', 'cold water'),
      item(1, 'el', 'Limettensaft', 'lime juice'),
    ],
    steps: [
      step(
        'Spinat und Petersilie waschen, Kiwis und Banane schälen, Gurke in Stücke schneiden.',
        'Wash the spinach and parsley, peel the kiwis and banana, cut the cucumber into chunks.',
      ),
      step(
        'Alles mit Wasser und Limettensaft im Mixer etwa eine Minute fein pürieren.',
        'Blend everything with the water and lime juice for about a minute until smooth.',
      ),
      step('In Gläser füllen und sofort servieren.', 'Pour into glasses and serve straight away.'),
    ],
    nutrition: {
      energy: 150,
      protein: 3.5,
      carbohydrates: 29,
      sugar: 21,
      fat: 1,
      saturatedFat: 0.2,
      fibre: 6,
      salt: 0.1,
    },
    pictures: ['glass', 'leaf'],
    datetime: '2026-03-02 07:00:00',
  },
  'energy-balls': {
    key: 'energy-balls',
    uid: 506,
    pathSegment: { de: 'dattel-mandel-energiekugeln', en: 'date-almond-energy-balls' },
    title: { de: 'Dattel-Mandel-Energiekugeln', en: 'Date and almond energy balls' },
    teaser: {
      de: 'Der Snack für die Sporttasche: Mandeln und Kakao liefern Magnesium, Datteln schnelle Energie, ganz ohne zugesetzten Zucker.',
      en: 'The snack for your gym bag: almonds and cocoa provide magnesium, dates quick energy, with no added sugar.',
    },
    tip: {
      de: '<p><strong>Tipp:</strong> In einer Dose halten die Kugeln eine Woche im Kühlschrank. Magnesium trägt zu einer normalen Muskelfunktion bei.</p>',
      en: '<p><strong>Tip:</strong> Kept in a tin, the balls last a week in the fridge. Magnesium contributes to normal muscle function.</p>',
    },
    diets: ['vegan', 'gluten-free', 'lactose-free'],
    preparationTime: 20,
    cookingTime: 0,
    servings: 12,
    ingredients: [
      item(200, 'g', 'weiche Datteln', 'soft dates', { de: 'entsteint', en: 'pitted' }),
      item(120, 'g', 'Mandeln', 'almonds'),
      item(2, 'el', 'Kakaopulver', 'cocoa powder', { de: 'ungesüßt', en: 'unsweetened' }),
      item(2, 'el', 'Kokosraspel', 'desiccated coconut'),
      item(1, 'el', 'Chiasamen', 'chia seeds'),
      item(null, 'none', 'eine Prise Salz', 'a pinch of salt'),
    ],
    steps: [
      step(
        'Die Mandeln im Mixer grob zerkleinern.',
        'Pulse the almonds in a food processor until coarsely chopped.',
      ),
      step(
        'Datteln, Kakao, Chiasamen und Salz dazugeben und mixen, bis eine klebrige Masse entsteht.',
        'Add the dates, cocoa, chia seeds and salt and blend until the mixture sticks together.',
      ),
      step(
        'Mit feuchten Händen 12 Kugeln formen und in den Kokosraspeln wälzen. 30 Minuten kühlen.',
        'With damp hands shape 12 balls and roll them in the coconut. Chill for 30 minutes.',
      ),
    ],
    nutrition: {
      energy: 120,
      protein: 3,
      carbohydrates: 13,
      sugar: 11,
      fat: 6,
      saturatedFat: 1,
      fibre: 2.5,
      salt: 0.05,
    },
    pictures: ['bowl', 'powder', 'tablets'],
    datetime: '2026-02-24 07:00:00',
  },
  'pumpkin-soup': {
    key: 'pumpkin-soup',
    uid: 507,
    pathSegment: { de: 'kuerbissuppe-ingwer', en: 'pumpkin-soup-ginger' },
    title: {
      de: 'Kürbissuppe mit Ingwer und Kürbiskernen',
      en: 'Pumpkin soup with ginger and pumpkin seeds',
    },
    teaser: {
      de: 'Wärmt von innen: Hokkaido-Kürbis liefert Beta-Carotin, Kürbiskerne Zink und Magnesium. Die Schale darf mit in den Topf.',
      en: 'Warms you from within: Hokkaido pumpkin provides beta-carotene, pumpkin seeds zinc and magnesium. The skin can go in the pot too.',
    },
    tip: {
      de: '<p><strong>Tipp:</strong> Ein Schuss Kokosmilch macht die Suppe cremig. Sie lässt sich gut portionsweise einfrieren.</p>',
      en: '<p><strong>Tip:</strong> A dash of coconut milk makes the soup creamy. It freezes well in portions.</p>',
    },
    diets: ['vegan', 'gluten-free', 'lactose-free'],
    preparationTime: 15,
    cookingTime: 30,
    servings: 4,
    ingredients: [
      item(1, 'none', 'Hokkaido-Kürbis (ca. 1 kg)', 'Hokkaido pumpkin (about 1 kg)'),
      item(1, 'none', 'Zwiebel', 'onion'),
      item(20, 'g', 'frischer Ingwer', 'fresh ginger'),
      item(800, 'ml', 'Gemüsebrühe', 'vegetable stock'),
      item(100, 'ml', 'Kokosmilch', 'coconut milk'),
      item(1, 'el', 'Rapsöl', 'rapeseed oil'),
      item(4, 'el', 'Kürbiskerne', 'pumpkin seeds'),
      item(null, 'none', 'Salz, Pfeffer, Muskat', 'salt, pepper, nutmeg'),
    ],
    steps: [
      step(
        'Den Kürbis waschen, entkernen und mit Schale würfeln. Zwiebel und Ingwer schälen und fein hacken.',
        'Wash the pumpkin, remove the seeds and dice it with the skin on. Peel and finely chop the onion and ginger.',
      ),
      step(
        'Zwiebel und Ingwer im Öl glasig dünsten, den Kürbis kurz mitdünsten, mit Brühe ablöschen und zugedeckt 25 Minuten weich kochen.',
        'Sweat the onion and ginger in the oil until translucent, add the pumpkin briefly, pour in the stock and simmer covered for 25 minutes until soft.',
      ),
      step(
        'Kokosmilch zugeben, fein pürieren und abschmecken. Die Kürbiskerne ohne Fett rösten und über die Suppe streuen.',
        'Add the coconut milk, blend until smooth and season. Toast the pumpkin seeds in a dry pan and scatter over the soup.',
      ),
    ],
    nutrition: {
      energy: 230,
      protein: 7,
      carbohydrates: 24,
      sugar: 10,
      fat: 12,
      saturatedFat: 4.5,
      fibre: 6,
      salt: 1.6,
    },
    pictures: ['sun', 'bowl', 'leaf'],
    datetime: '2026-01-27 07:00:00',
  },
  shakshuka: {
    key: 'shakshuka',
    uid: 508,
    pathSegment: { de: 'shakshuka-spinat-feta', en: 'shakshuka-spinach-feta' },
    title: { de: 'Shakshuka mit Spinat und Feta', en: 'Shakshuka with spinach and feta' },
    teaser: {
      de: 'Eier in würziger Tomatensauce aus einer Pfanne: reich an Eiweiß, Vitamin B12 aus den Eiern und Folat aus dem Spinat.',
      en: 'Eggs poached in a spiced tomato sauce, all in one pan: rich in protein, with vitamin B12 from the eggs and folate from the spinach.',
    },
    tip: {
      de: '<p><strong>Tipp:</strong> Dazu passt glutenfreies Brot oder ein Klecks Joghurt. Wer es schärfer mag, gibt eine halbe Chili in die Sauce.</p>',
      en: '<p><strong>Tip:</strong> Serve with gluten-free bread or a spoonful of yoghurt. For more heat, add half a chilli to the sauce.</p>',
    },
    diets: ['vegetarian', 'gluten-free'],
    preparationTime: 10,
    cookingTime: 25,
    servings: 2,
    ingredients: [
      item(4, 'none', 'Eier', 'eggs'),
      item(400, 'g', 'stückige Tomaten', 'chopped tomatoes', { de: 'Dose', en: 'tinned' }),
      item(1, 'none', 'rote Paprika', 'red pepper'),
      item(1, 'none', 'Zwiebel', 'onion'),
      item(100, 'g', 'junger Spinat', 'baby spinach'),
      item(60, 'g', 'Feta', 'feta'),
      item(1, 'tl', 'Kreuzkümmel', 'ground cumin'),
      item(1, 'el', 'Olivenöl', 'olive oil'),
    ],
    steps: [
      step(
        'Zwiebel und Paprika würfeln und im Öl 5 Minuten anbraten. Kreuzkümmel kurz mitrösten.',
        'Dice the onion and pepper and fry in the oil for 5 minutes. Add the cumin and toast briefly.',
      ),
      step(
        'Tomaten zugeben, salzen und 10 Minuten einkochen lassen. Den Spinat unterheben, bis er zusammenfällt.',
        'Add the tomatoes, season and simmer for 10 minutes. Stir in the spinach until it wilts.',
      ),
      step(
        'Vier Mulden in die Sauce drücken, die Eier hineinschlagen und zugedeckt 6 bis 8 Minuten stocken lassen. Mit zerbröseltem Feta servieren.',
        'Make four hollows in the sauce, crack in the eggs and cook covered for 6 to 8 minutes until set. Serve with crumbled feta.',
      ),
    ],
    nutrition: {
      energy: 380,
      protein: 22,
      carbohydrates: 18,
      sugar: 13,
      fat: 24,
      saturatedFat: 8,
      fibre: 5,
      salt: 1.8,
    },
    pictures: ['sun', 'citrus', 'bowl'],
    datetime: '2026-03-09 07:00:00',
  },
}
