import { jobPages } from './job-pages'
import { recipePages } from './recipe-pages'
import { legalFooter } from './legal-pages'
import { vitalisArticlesEn } from './guide-articles-vitalis-en'
import type { LocaleSpec } from './model'
import { euro, serviceBlock, servicePages, shippingTerms } from './service-pages'
import { MANDATORY_TEXT, uiTexts } from './texts'
import { vitalisGuideEn } from './vitalis-guide-en'
import { vitalisCompany } from './vitalis-company'

/** Vitalis Germany, English pages (prefix /en). The vitamin D article has no translation. */
export const vitalisEnglish = (): LocaleSpec => {
  const company = vitalisCompany('de')
  return {
    code: 'en',
    languageId: 1,
    locale: 'en_GB.UTF-8',
    title: 'English',
    hreflang: 'en-DE',
    flag: 'flags-gb',
    texts: uiTexts('en', company.name),
    author: 'Vitalis editorial team',
    mandatoryText: MANDATORY_TEXT.en,
    shared: { service: serviceBlock('en', company) },
    news: vitalisArticlesEn(),
    footer: [
      {
        title: 'Shop',
        links: [
          'products',
          'cart',
          'account',
          'login',
          'account-orders-lookup',
          'contact',
          'pharmacies',
        ],
      },
      {
        title: 'Vitalis',
        links: ['about', 'guide', 'jobs', 'press'],
      },
      legalFooter('en'),
    ],
    redirects: {
      '/offers-old': { redirectUrl: '/en/products', statusCode: 301 },
      '/immune-system': { redirectUrl: '/en/guide/immune-system', statusCode: 308 },
    },
    pages: [
      {
        key: 'home',
        slug: '/',
        title: 'Vitalis – vitamins & minerals for every day',
        navTitle: 'Home',
        description:
          'Carefully dosed vitamins and minerals from the Vitalis house brand, with a health guide and fast delivery.',
        keywords: 'vitamins, minerals, food supplements, immune system, Vitalis',
        layout: 'layout-1',
        themeWorld: 'immune',
        layoutColor: 'green',
        social: {
          image: 'vitalis-hero',
          title: 'Vitalis – well supplied every day',
          description: 'Vitamins and minerals, carefully dosed.',
        },
        ecommerce: { staticBanner: true },
        content: (b) => [
          b.hero('Vitamins that fit into your day', {
            subheader: 'The house brand for vitamins and minerals',
            bodytext:
              '<p>Carefully dosed, clearly labelled and free from needless additives – so you can focus on what matters.</p>',
            image: b.file(
              'vitalis-hero',
              'Orange slice, capsules and a green sprig on a green background',
            ),
            search: {
              placeholder: 'Search products or topics …',
              buttonLabel: 'Search',
            },
          }),
          b.textmedia(
            'Well supplied through the cold season',
            `<p>Vitamin C, vitamin D and zinc contribute to the normal function of the immune system. Our <strong>Immune Complex</strong> combines all three in one capsule a day – vegan and without artificial colours.</p><p><a href="${b.link('guide-main')}">Read more in our immune system guide</a></p>`,
            b.file('vitalis-citrus', 'Orange cut in half'),
            { spaceBefore: 'large', link: { href: b.link('products'), text: 'Shop the range' } },
          ),
          b.menuPages('Discover Vitalis', ['products', 'guide', 'about'], {
            layout: 'menu-with-cards',
            headerPosition: 'center',
          }),
          b.text(
            'Our promise',
            `<p>Every Vitalis product is developed together with nutrition scientists and filled in Germany. We rely on doses that follow the reference intakes rather than on superlatives.</p><ul><li>Every batch tested in the lab</li><li>Recyclable amber glass jars</li><li>Free shipping from ${euro('en', shippingTerms(company).freeFrom)}</li></ul>`,
            { frameClass: 'container', spaceBefore: 'extra-large' },
          ),
        ],
      },
      {
        key: 'products',
        parent: 'home',
        slug: '/products',
        title: 'All products',
        navTitle: 'Products',
        description: 'Vitamins, minerals and combination products from Vitalis at a glance.',
        layout: 'layout-3',
        themeWorld: 'shop',
        layoutColor: 'green',
        ecommerce: { dynamicBanner: true },
        content: (b) => [
          b.header('Our range', { subheader: 'Vitamins and minerals for every need' }),
          b.text(
            '',
            '<p>From vitamin D drops to magnesium for active days: our whole range, every product with its price, contents and unit price at a glance.</p>',
          ),
          b.productListing('All products', b.rootCategoryId, 12, { headerLayout: 2 }),
          b.bullets(
            'Why shop with Vitalis',
            [
              `Free shipping from ${euro('en', shippingTerms(company).freeFrom)}`,
              `Delivery within ${company.shipping.days} working days`,
              '30-day returns on unopened items',
              'Personal advice by phone',
            ],
            { headerLayout: 3, layout: 'layout-1' },
          ),
        ],
      },
      {
        key: 'guide',
        parent: 'home',
        slug: '/guide',
        title: 'Health guide',
        navTitle: 'Guide',
        description: 'Know-how on vitamins, minerals and healthy everyday habits.',
        layout: 'layout-2',
        themeWorld: 'guide',
        layoutColor: 'green',
        content: (b) => [
          b.header('The Vitalis guide', { subheader: 'Clearly explained by our editorial team' }),
          b.textpic(
            'Knowledge that helps',
            '<p>Which nutrients does my body really need? How do I recognise good quality? In our guide nutrition experts answer the most common questions – without scaremongering and without miracle promises.</p>',
            b.file('vitalis-leaf', 'Green sprig'),
            { position: 'left' },
          ),
          b.newsList('New in the guide', { subheader: 'Recent articles by our editorial team' }),
          b.menuSubpages('All topics', 'guide', { layout: 'menu-with-cards' }),
        ],
      },
      ...vitalisGuideEn(),
      ...recipePages({
        brand: 'vitalis',
        lang: 'en',
        recipes: [
          'overnight-oats',
          'green-smoothie',
          'lentil-salad',
          'pumpkin-soup',
          'oven-salmon',
          'shakshuka',
        ],
        intro:
          '<p>A balanced, varied diet comes first – food supplements can only add to it. Our nutrition team has put together recipes that fit into everyday life: few ingredients, clear amounts and the nutrition values per serving.</p>',
        author: 'Vitalis nutrition team',
        layoutColor: 'green',
      }),
      ...jobPages({
        brand: 'vitalis',
        brandName: 'Vitalis',
        lang: 'en',
        company,
        jobs: [
          'field-sales',
          'product-manager',
          'online-marketing',
          'pta',
          'apprenticeship',
          'warehouse-temp',
        ],
        intro:
          '<p>At Vitalis, nutrition scientists, pharmacy technicians, marketers and logistics staff work towards one goal: food supplements you can trust. We are about 80 colleagues in Hamburg – and we would like to meet you.</p>',
        layoutColor: 'green',
      }),
      {
        key: 'about',
        parent: 'home',
        slug: '/about-us',
        title: 'About Vitalis',
        navTitle: 'About us',
        description: 'Who is behind Vitalis and what we stand for.',
        seo: 'list',
        layout: 'default',
        themeWorld: 'brand',
        layoutColor: 'sand',
        social: { image: 'vitalis-jar' },
        content: (b) => [
          b.textmedia(
            'We are Vitalis',
            '<p>Vitalis is the house brand of our health shop. Since 2009 we have been developing food supplements in Hamburg that we like to take ourselves: with traceable doses, well-tolerated compounds and honest labels.</p>',
            b.file('vitalis-jar', 'Vitalis jar with a green label'),
            { headerLayout: 1 },
          ),
          b.bullets('What we hold ourselves to', [
            'Nutrients in well-absorbed forms such as magnesium citrate or zinc bisglycinate',
            'No artificial colours, no needless fillers',
            'Every batch tested by an independent laboratory',
            'Packaging made of glass and recycled cardboard',
          ]),
          b.image(
            'A look inside',
            [
              b.file('vitalis-capsules', 'Green capsules'),
              b.file('vitalis-leaf', 'Sprig with leaves'),
              b.file('vitalis-glass', 'A glass of water'),
            ],
            { columns: 3 },
          ),
          b.text(
            'The team',
            `<p>28 people from nutrition science, pharmacy, logistics and customer service work at Vitalis. Got an idea or some criticism? Write to us at <a href="mailto:${company.email}">${company.email}</a>.</p>`,
          ),
        ],
      },
      ...servicePages('en', company, { layoutColor: 'green', privacySeo: 'object' }),
    ],
  }
}
