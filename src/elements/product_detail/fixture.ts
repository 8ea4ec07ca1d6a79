import { element } from '../testing/element'
import { magnesium, vitaminD3, zinc } from '../testing/commerce'
import { productDetailOf } from './product-detail'

/**
 * The product detail element as the worker renders it: the url key from TYPO3's route enhancer,
 * `detail` filled from the shop (src/elements/product_detail/fill.ts). Magnesium 400, linked to
 * the two other products of the fixture.
 */
export const fixture = element(807, 'product_detail', {
  urlKey: 'magnesium-400',
  detail: productDetailOf({
    product: magnesium,
    urlKey: 'magnesium-400',
    metaTitle: '',
    metaDescription: '',
    sizeFacts: {},
    shortDescriptionHtml: '<p>Hochdosiertes Magnesium für Muskeln und Nerven.</p>',
    descriptionHtml:
      '<p>Magnesium trägt zur normalen Muskelfunktion bei.</p><script>alert(1)</script>',
    images: [
      { url: 'https://shop.example/media/MAG-400.jpg', label: 'Magnesium 400' },
      { url: 'https://shop.example/media/MAG-400-back.jpg', label: 'Rückseite der Packung' },
    ],
    ratingSummary: 90,
    reviewCount: 3,
    related: [vitaminD3],
    crosssell: [zinc],
    leaflets: [
      {
        title: 'Gebrauchsinformation',
        url: 'https://shop.example/vitalis/leaflets/MAG-400-gebrauchsinformation.pdf',
        fileName: 'MAG-400-gebrauchsinformation.pdf',
      },
    ],
    facts: {
      ingredientsHtml:
        'Magnesiumcitrat, Füllstoff Cellulose, Emulgator Lecithine (<strong>Soja</strong>)<script>alert(1)</script>',
      nutrients: {
        per: '1 Tablette',
        rows: [
          { name: 'Magnesium', amount: 400, unit: 'mg', nrv: 107 },
          { name: 'Hopfenextrakt', amount: 12.5, unit: 'mg', nrv: null },
        ],
      },
      dailyDose: '1 Tablette täglich',
      warnings: [
        'Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden.',
        'Außerhalb der Reichweite von kleinen Kindern lagern.',
      ],
      allergens: ['Soja'],
      noAllergens: false,
      nutrition: null,
      netQuantity: '100 Tabletten (150 g)',
      operator: 'Vitalis GmbH, Hafenstraße 12, 20457 Hamburg, Deutschland',
      pzn: '12345678',
    },
  }),
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Magnesium trägt zur normalen Muskelfunktion bei.'
