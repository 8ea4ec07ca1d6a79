import type { PageSpec } from './model'

/** Vitalis guide in English: the long content page (every element type). */
export const vitalisGuideEn = (): PageSpec[] => [
  {
    key: 'guide-main',
    parent: 'guide',
    slug: '/guide/immune-system',
    title: 'Immune system: how to support your defences every day',
    navTitle: 'Immune system',
    subtitle: 'Guide',
    abstract:
      'How the immune system works, which nutrients contribute to it and which habits help.',
    description:
      'How the immune system works, which vitamins and minerals contribute to its normal function and what you can do every day.',
    keywords: 'immune system, vitamin C, vitamin D, zinc, selenium',
    layout: 'layout-2',
    themeWorld: 'immune',
    layoutColor: 'green',
    media: ['vitalis-citrus'],
    social: {
      image: 'vitalis-citrus',
      title: 'Immune system guide',
      description: 'Nutrients and habits for every day.',
    },
    content: (b) => ({
      colPos0: [
        b.hero('Understanding your immune system', {
          subheader: 'Guide · 8 minute read',
          bodytext:
            '<p>What happens in the body when germs attack – and how diet, sleep and exercise play their part.</p>',
          image: b.file('vitalis-hero', 'Orange slice, capsules and a sprig'),
        }),
        b.text(
          'Key points',
          '<ul><li>The immune system has an innate and an adaptive branch.</li><li>Vitamin C, vitamin D, zinc and selenium contribute to the normal function of the immune system.</li><li>Sleep, exercise and a varied diet come first – supplements can round them off.</li></ul>',
          { layout: 'layout-1', frameClass: 'box' },
        ),
        b.header('How the immune system works', { headerLayout: 2, spaceBefore: 'large' }),
        b.textmedia(
          'Two lines of defence',
          '<p>The <strong>innate immune system</strong> reacts at once: skin and mucous membranes keep germs out, scavenger cells remove intruders. The <strong>adaptive immune system</strong> needs a few days but learns: it forms antibodies and memory cells that react faster the next time.</p><p>Both work closely together – and both need a good supply of micronutrients.</p>',
          b.file('vitalis-leaf', 'Sprig with three leaves'),
          { position: 'right' },
        ),
        b.text(
          'Why nutrients matter',
          '<p>Immune cells divide constantly and need building blocks and energy to do so. For several vitamins and minerals the EU therefore recognises that they contribute to the normal function of the immune system: <strong>vitamins A, B6, B12, C and D, folate, iron, copper, selenium and zinc</strong>.</p><p>Vitamin C also contributes to the protection of cells from oxidative stress and to the reduction of tiredness and fatigue.</p>',
        ),
        b.table(
          'Nutrients for the immune system',
          [
            ['Nutrient', 'Reference intake per day', 'Good sources'],
            ['Vitamin C', '80 mg', 'Peppers, broccoli, blackcurrants'],
            ['Vitamin D', '5 µg', 'Oily fish, eggs, sunlight'],
            ['Zinc', '10 mg', 'Oats, lentils, cheese'],
            ['Selenium', '55 µg', 'Brazil nuts, fish, eggs'],
            ['Vitamin A', '800 µg', 'Carrots, sweet potatoes, spinach'],
            ['Folate', '200 µg', 'Leafy greens, pulses'],
          ],
          {
            caption: 'Reference intakes for adults under Regulation (EU) No 1169/2011',
            tableClass: 'striped',
          },
        ),
        b.textpic(
          'Vitamin C: fresh every day',
          '<p>Our body can neither make vitamin C nor store it for long, so the daily intake is what counts. Half a red pepper already covers the reference intake – as long as it is not overcooked.</p>',
          b.file('vitalis-citrus', 'Orange slice'),
          { position: 'left' },
        ),
        b.bullets('Rich in vitamin C (per 100 g)', [
          'Red pepper: about 140 mg',
          'Blackcurrants: about 180 mg',
          'Broccoli: about 95 mg',
          'Kiwi: about 45 mg',
          'Orange: about 50 mg',
        ]),
        b.textmedia(
          'Vitamin D: the sunshine vitamin',
          '<p>Our skin makes most of our vitamin D itself – when enough UVB light reaches it. Between October and March the sun in Germany is usually too low for that, and food alone hardly covers the need.</p>',
          b.file('vitalis-sun', 'Shining sun'),
          { position: 'right' },
        ),
        b.html(
          'Good to know',
          '<aside class="callout callout--tip"><p><strong>Tip:</strong> Vitamin D is fat-soluble. Take it with a meal that contains some fat – breakfast with buttered bread or yoghurt, for example.</p></aside>',
        ),
        b.div(),
        b.header('Habits that support your defences', { headerLayout: 2 }),
        b.bullets(
          'Five habits for every day',
          [
            'Sleep seven to eight hours – the body regenerates while you sleep.',
            'Move for at least 30 minutes a day, ideally outdoors.',
            'Eat colourfully: five portions of fruit and vegetables a day.',
            'Drink 1.5 to 2 litres, mainly water and unsweetened tea.',
            'Plan breaks on purpose, because constant stress takes its toll.',
          ],
          { ordered: true },
        ),
        b.image(
          'Small routines for every day',
          [
            b.file('vitalis-glass', 'A glass of water'),
            b.file('vitalis-leaf', 'Fresh greens'),
            b.file('vitalis-capsules', 'Two capsules'),
          ],
          { columns: 3 },
        ),
        b.definitions('Terms explained', [
          [
            'Micronutrients',
            'Vitamins, minerals and trace elements the body needs in small amounts.',
          ],
          ['Reference intake (NRV)', 'The daily amount EU nutrition labels refer to.'],
          [
            'Oxidative stress',
            'An imbalance between free radicals and protective substances in the cells.',
          ],
          ['Antibodies', 'Proteins of the adaptive immune system that recognise specific germs.'],
        ]),
        b.text(
          'When do supplements make sense?',
          '<p>A varied diet covers most nutrients well. In some phases of life a closer look pays off: vitamin D in winter, vitamin B12 on a vegan diet, magnesium if you do a lot of sport. If in doubt, talk to your doctor or pharmacist.</p>',
        ),
        b.productListing('Matching products', b.rootCategoryId, 4, { headerLayout: 3 }),
        b.uploads(
          'Downloads',
          [
            b.file('vitalis-intake-plan.pdf', '', 'To print: when to take which product.'),
            b.file(
              'vitalis-nutrient-overview.pdf',
              '',
              'All nutrients and their sources on one page.',
            ),
          ],
          { displayInformation: 2 },
        ),
        b.text(
          'Frequently asked questions',
          '<p><strong>Can I take too much vitamin C?</strong><br>The body excretes most surplus vitamin C. Still, stick to the recommended daily intake.</p><p><strong>When is the best time to take zinc?</strong><br>Zinc is well absorbed between meals but often better tolerated with food.</p>',
        ),
        b.shortcut('', b.shared('service')),
        b.menuSubpages('More guide topics', 'guide', { layout: 'menu-with-cards' }),
        b.menuPages('You might also like', ['products', 'about']),
        b.menuSitemap('All pages at a glance', { frameClass: 'ruler-before' }),
        b.text(
          'Sources',
          '<p>Regulation (EU) No 432/2012 on permitted health claims; Regulation (EU) No 1169/2011, Annex XIII; nutrient values from the German Nutrient Database.</p>',
          { layout: 'small-print' },
        ),
      ],
      colPos1: [
        b.cart('Your cart', { headerLayout: 2 }),
        b.login('Already a customer?', { headerLayout: 2 }),
        b.account('Your account', { headerLayout: 2 }),
      ],
    }),
  },
]
