import type { NewsArchiveSpec } from './news-records'

/**
 * The Vitalis guide's articles in English: translations of five of the German ones (same keys
 * and uids, as TYPO3 overlays are); the other two are not translated.
 */
export const vitalisArticlesEn = (): NewsArchiveSpec => ({
  listPage: 'guide',
  detailSlug: '/guide/articles',
  pageSize: 6,
  categories: [
    { id: 11, title: 'Vitamins', slug: 'vitamins' },
    { id: 12, title: 'Minerals', slug: 'minerals' },
    { id: 13, title: 'Nutrition & everyday life', slug: 'nutrition' },
  ],
  records: [
    {
      key: 'vitamin-d-winter',
      uid: 101,
      pathSegment: 'vitamin-d-in-winter',
      title: 'Vitamin D in winter: what matters now',
      teaser:
        'Between October and March the sun is too low in Germany for the skin to make enough vitamin D. Here is what you can do.',
      bodytext:
        '<h2>Why the winter sun is not enough</h2><p>The body makes most of its vitamin D itself, with UV-B light on the skin. In the winter months the radiation in Central Europe is too weak for that, and food covers only a small part of the need: oily fish such as herring and salmon, eggs and mushrooms provide some, but rarely enough.</p><p>Vitamin D contributes to the maintenance of normal bones and normal muscle function and to the normal function of the immune system.</p><h2>What you can do now</h2><ul><li>Use sunny lunchtimes for a walk.</li><li>Put oily fish on the table twice a week.</li><li>If you supplement, take vitamin D with a meal that contains some fat.</li></ul><p>If in doubt, have your level checked by a doctor before taking high doses.</p>',
      datetime: '2026-11-10 07:00:00',
      author: 'Dr. Anna Berger',
      authorEmail: 'redaktion@vitalis.example',
      categories: ['vitamins'],
      image: ['vitalis-sun', 'Low winter sun over a field'],
      related: ['magnesium-sport', 'zink'],
      keywords: 'vitamin D, winter, sun, bones',
      topNews: true,
    },
    {
      key: 'magnesium-sport',
      uid: 102,
      pathSegment: 'magnesium-and-exercise',
      title: 'Magnesium and exercise: what your muscles need',
      teaser:
        'Regular training means losing minerals through sweat. Why magnesium plays a special part.',
      bodytext:
        '<h2>A mineral with many jobs</h2><p>Magnesium takes part in more than 300 enzyme reactions. It contributes to normal muscle function, to the normal functioning of the nervous system and to the reduction of tiredness and fatigue.</p><p>Exercise raises the need: every litre of sweat carries minerals away, noticeably more on long runs or in summer.</p><h2>Good sources on your plate</h2><p>Wholegrain products, oats, nuts, pumpkin seeds and pulses are rich in magnesium, and mineral-rich water helps too. If you supplement, split the daily amount into two servings.</p>',
      datetime: '2026-10-28 09:30:00',
      author: 'Jonas Weber',
      categories: ['minerals'],
      image: ['vitalis-capsules', 'Two magnesium capsules on a light background'],
      related: ['zink', 'fruehstueck'],
      keywords: 'magnesium, exercise, muscles',
    },
    {
      key: 'zink',
      uid: 103,
      pathSegment: 'zinc-small-trace-element',
      title: 'Zinc: a small trace element with big tasks',
      teaser:
        'The body needs only a few milligrams a day and cannot store zinc. How to stay well supplied.',
      bodytext:
        '<h2>What the body needs zinc for</h2><p>Zinc contributes to the normal function of the immune system, to the maintenance of normal skin, hair and nails and to the protection of cells from oxidative stress. As the body hardly keeps any reserves, a regular intake is what counts.</p><h2>Where zinc is found</h2><p>Good sources are cheese, oats, lentils, pumpkin seeds and beef. The body absorbs zinc from plant foods a little less well: soaking, sprouting and sourdough improve its availability.</p>',
      datetime: '2026-10-14 08:00:00',
      author: 'Dr. Anna Berger',
      categories: ['minerals'],
      image: ['vitalis-leaf', 'A fresh green sprig'],
      related: ['vitamin-d-winter', 'b12-vegan'],
      keywords: 'zinc, immune system, skin',
    },
    {
      key: 'fruehstueck',
      uid: 104,
      pathSegment: 'breakfast-for-a-bright-start',
      title: 'The right breakfast for a bright start',
      teaser:
        'Oats, fruit and a glass of water: with these building blocks you get through the morning well supplied.',
      bodytext:
        '<h2>What makes a good breakfast</h2><p>A balanced breakfast combines complex carbohydrates, some protein and fresh fruit. Oats provide fibre and magnesium, yoghurt or quark protein, berries and citrus fruit vitamin C.</p><h2>Three ideas for every day</h2><ul><li>Overnight oats with apple, cinnamon and walnuts</li><li>Wholegrain bread with cream cheese, cucumber and cress</li><li>Natural yoghurt with berries and a spoonful of linseed</li></ul><p>And do not forget a large glass of water in the morning: it makes up for what the body lost overnight.</p>',
      datetime: '2026-09-30 06:45:00',
      author: 'Lea Hoffmann',
      categories: ['nutrition'],
      image: ['vitalis-citrus', 'A sliced orange'],
      related: ['b12-vegan', 'magnesium-sport'],
      keywords: 'breakfast, oats, vitamin C',
    },
    {
      key: 'b12-vegan',
      uid: 106,
      pathSegment: 'vitamin-b12-on-a-vegan-diet',
      title: 'Vitamin B12 on a vegan diet',
      teaser:
        'Vitamin B12 is found almost only in animal foods. What people who eat plant-based should keep in mind.',
      bodytext:
        '<h2>Why B12 is an exception</h2><p>Vitamin B12 contributes to normal energy-yielding metabolism, to normal red blood cell formation and to the reduction of tiredness and fatigue. It is made by microorganisms, which is why meaningful amounts are found only in meat, fish, eggs and dairy products.</p><h2>Well supplied on plants too</h2><p>If you live vegan, supplement vitamin B12 reliably, for example through fortified foods or a food supplement. A doctor can check your status easily.</p>',
      datetime: '2026-08-25 08:30:00',
      author: 'Dr. Anna Berger',
      categories: ['vitamins', 'nutrition'],
      image: ['vitalis-jar', 'Vitalis jar of vitamin B12'],
      related: ['zink', 'fruehstueck'],
      keywords: 'vitamin B12, vegan, energy metabolism',
    },
  ],
})
