import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type Data, failure, gql, login, newCustomer, ok } from './helpers'

const REVIEW_FIELDS = `nickname summary text created_at average_rating
  ratings_breakdown { name value } product { sku }`

const PRODUCT = `query Product($sku: String!, $pageSize: Int = 20, $currentPage: Int = 1) {
  products(filter: { sku: { eq: $sku } }) {
    items {
      sku review_count rating_summary
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items { ${REVIEW_FIELDS} }
        page_info { current_page page_size total_pages }
      }
    }
  }
}`

const CREATE = `mutation Create($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { ${REVIEW_FIELDS} } }
}`

const product = async (sku: string, variables: Record<string, unknown> = {}, brand = 'vitalis') =>
  (await ok<Data>(PRODUCT, { sku, ...variables }, { brand })).products.items[0]

/** The store's rating ('Bewertung', Magento's rating 4) with the value id of `stars`. */
const vote = (stars: number) => [{ id: btoa('4'), value_id: btoa(String(15 + stars)) }]

const input = (overrides: Record<string, unknown> = {}) => ({
  sku: 'VIT-D3-1000',
  nickname: 'Testerin',
  summary: 'Gut verträglich',
  text: 'Nehme die Tabletten seit einem Monat.',
  ratings: vote(3),
  ...overrides,
})

describe('productReviewRatingsMetadata', () => {
  it('has the one rating with its values 1–5 and base64 ids, as Magento encodes them', async () => {
    const data = await ok<Data>(
      '{ productReviewRatingsMetadata { items { id name values { value value_id } } } }',
    )
    expect(data.productReviewRatingsMetadata.items).toEqual([
      {
        id: 'NA==',
        name: 'Bewertung',
        values: [
          { value: '1', value_id: 'MTY=' },
          { value: '2', value_id: 'MTc=' },
          { value: '3', value_id: 'MTg=' },
          { value: '4', value_id: 'MTk=' },
          { value: '5', value_id: 'MjA=' },
        ],
      },
    ])
  })
})

describe('product reviews', () => {
  it('counts and averages only approved reviews (a pending 1-star review is left out)', async () => {
    // Approved 5, 4, 5, 3, 4 → 4.2 stars → 84; the pending 1 would make it 73.
    expect(await product('VIT-D3-1000')).toMatchObject({ review_count: 5, rating_summary: 84 })
    // Approved 5, 4, 2 → 73.33 → 73 (the customer's pending 4 is left out).
    expect(await product('VIT-MG-400')).toMatchObject({ review_count: 3, rating_summary: 73 })
    expect(await product('VIT-K2-D3')).toMatchObject({
      review_count: 0,
      rating_summary: 0,
      reviews: { items: [], page_info: { current_page: 1, page_size: 20, total_pages: 0 } },
    })
  })

  it('keeps each store to its own reviews', async () => {
    const hagebutte = await product('LIT-HAGEBUTTE-PULVER', {}, 'litozin')
    expect(hagebutte).toMatchObject({ review_count: 4, rating_summary: 80 })
    expect(await product('VIT-D3-1000', {}, 'litozin')).toBeUndefined()
  })

  it('keeps each store view to the reviews written in it, as Magento assigns a review its store', async () => {
    // The demo's reviews are German: the English view of the same product has none.
    const english = (await ok<Data>(PRODUCT, { sku: 'VIT-D3-1000' }, { store: 'vitalis_en' }))
      .products.items[0]
    expect(english).toMatchObject({ review_count: 0, rating_summary: 0, reviews: { items: [] } })
    // One written (and approved) in the English view shows there, and not in the German one.
    const nickname = `Reader ${Date.now()}`
    await ok<Data>(
      CREATE,
      { input: input({ nickname, summary: 'Easy to take', text: 'One a day.' }) },
      { store: 'vitalis_en' },
    )
    const row = await env.SHOP_DB.prepare('SELECT store_view FROM reviews WHERE nickname = ?')
      .bind(nickname)
      .first()
    expect(row).toEqual({ store_view: 'vitalis_en' })
    await env.SHOP_DB.prepare("UPDATE reviews SET status = 'approved' WHERE nickname = ?")
      .bind(nickname)
      .run()
    const approved = (await ok<Data>(PRODUCT, { sku: 'VIT-D3-1000' }, { store: 'vitalis_en' }))
      .products.items[0]
    expect(approved.review_count).toBe(1)
    expect(approved.reviews.items.map((review: Data) => review.nickname)).toEqual([nickname])
    expect(await product('VIT-D3-1000')).toMatchObject({ review_count: 5, rating_summary: 84 })
  })

  it('counts another store view’s reviews when asked with its Store header, as an English page asks of the German', async () => {
    // The storefront's count (src/shop/operations/product-review-count.ts), per store view.
    const COUNT = `query products($sku: String!) {
      products(filter: { sku: { eq: $sku } }, pageSize: 1) {
        items { sku review_count rating_summary }
      }
    }`
    const count = async (store: string) =>
      (await ok<Data>(COUNT, { sku: 'VIT-MG-400' }, { store })).products.items[0]
    // Approved 5, 4, 2 in the German view: 3 reviews, 73 (3.7 stars); none in the English one.
    expect(await count('vitalis_en')).toEqual({
      sku: 'VIT-MG-400',
      review_count: 0,
      rating_summary: 0,
    })
    expect(await count('vitalis_de')).toEqual({
      sku: 'VIT-MG-400',
      review_count: 3,
      rating_summary: 73,
    })
  })

  it('lists approved reviews newest first, with their vote and product, page by page', async () => {
    const first = (await product('VIT-D3-1000', { pageSize: 2 })).reviews
    expect(first.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 3 })
    expect(first.items).toEqual([
      {
        nickname: 'Jürgen B.',
        summary: 'Solide',
        text: 'Ordentliches Produkt ohne unnötige Zusätze. Versand war schnell.',
        created_at: '2026-02-21 16:48:00',
        average_rating: 4,
        ratings_breakdown: [{ name: 'Bewertung', value: '4' }],
        product: { sku: 'VIT-D3-1000' },
      },
      expect.objectContaining({ nickname: 'Kerstin', average_rating: 3 }),
    ])
    const last = (await product('VIT-D3-1000', { pageSize: 2, currentPage: 3 })).reviews
    expect(last.items.map((r: Data) => r.nickname)).toEqual(['Petra M.'])
    expect(last.page_info.current_page).toBe(3)
  })

  it('answers a page beyond the last with the last page and an input error, as Magento', async () => {
    const result = await gql(PRODUCT, { sku: 'VIT-D3-1000', pageSize: 2, currentPage: 9 })
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Seite 3 gibt es nicht mehr; bitte laden Sie die Bewertungen neu.',
        path: ['products', 'items', 0, 'reviews', 'page_info', 'current_page'],
        extensions: { category: 'graphql-input' },
      }),
    ])
    const reviews = (result.data as Data).products.items[0].reviews
    expect(reviews.items.map((r: Data) => r.nickname)).toEqual(['Petra M.'])
  })

  it('refuses a page or page size below 1', async () => {
    const page = await failure(PRODUCT, { sku: 'VIT-D3-1000', currentPage: 0 })
    expect(page).toMatchObject({
      message: 'Die Seitenzahl muss größer als 0 sein.',
      category: 'graphql-input',
    })
    const size = await failure(PRODUCT, { sku: 'VIT-D3-1000', pageSize: 0 })
    expect(size.message).toBe('Die Seitengröße muss größer als 0 sein.')
  })
})

describe('createProductReview', () => {
  it('takes a guest review as pending: answered, but neither counted nor listed', async () => {
    const nickname = `Gast ${Date.now()}`
    const data = await ok<Data>(CREATE, { input: input({ nickname }) })
    expect(data.createProductReview.review).toMatchObject({
      nickname,
      summary: 'Gut verträglich',
      text: 'Nehme die Tabletten seit einem Monat.',
      average_rating: 3,
      ratings_breakdown: [{ name: 'Bewertung', value: '3' }],
      product: { sku: 'VIT-D3-1000' },
    })
    expect(data.createProductReview.review.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const after = await product('VIT-D3-1000', { pageSize: 50 })
    expect(after).toMatchObject({ review_count: 5, rating_summary: 84 })
    expect(after.reviews.items.map((r: Data) => r.nickname)).not.toContain(nickname)
    const row = await env.SHOP_DB.prepare(
      'SELECT customer_id, status FROM reviews WHERE nickname = ?',
    )
      .bind(nickname)
      .first()
    expect(row).toEqual({ customer_id: null, status: 'pending' })
  })

  it("links a customer's review to the customer; customer.reviews lists only approved ones", async () => {
    const { token } = await newCustomer()
    const nickname = `Kundin ${Date.now()}`
    await ok(CREATE, { input: input({ nickname, ratings: vote(5) }) }, { token })
    const row = await env.SHOP_DB.prepare(
      'SELECT r.status, c.email FROM reviews r JOIN customers c ON c.id = r.customer_id WHERE nickname = ?',
    )
      .bind(nickname)
      .first<{ status: string; email: string }>()
    expect(row?.status).toBe('pending')
    expect(row?.email).toMatch(/^test-/)
    const own = await ok<Data>(`{ customer { reviews { items { nickname } } } }`, {}, { token })
    expect(own.customer.reviews.items).toEqual([])
    // The demo customer has one approved review (and a pending one, not listed).
    const demo = await ok<Data>(
      `{ customer { reviews(pageSize: 10) { items { ${REVIEW_FIELDS} } page_info { total_pages } } } }`,
      {},
      { token: await login() },
    )
    expect(demo.customer.reviews.items).toEqual([
      expect.objectContaining({
        nickname: 'Anna S.',
        average_rating: 5,
        product: { sku: 'VIT-D3-1000' },
      }),
    ])
  })

  it('refuses customer.reviews to a guest', async () => {
    const error = await failure('{ customer { reviews { items { nickname } } } }')
    expect(error).toMatchObject({
      message: 'Bitte melden Sie sich erneut an.',
      category: 'graphql-authorization',
    })
  })

  it("answers an unknown SKU with Magento's no-such-entity phrase", async () => {
    const error = await failure(CREATE, { input: input({ sku: 'NOPE-1' }) })
    expect(error).toEqual({
      message: 'Das Produkt mit der Artikelnummer „NOPE-1“ gibt es nicht (mehr).',
      category: 'graphql-no-such-entity',
      path: ['createProductReview'],
    })
  })

  it("answers empty texts with the phrases of Magento's Review::validate", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ summary: ' ' }, 'Bitte geben Sie eine Überschrift an.'],
      [{ nickname: '' }, 'Bitte geben Sie einen Namen an.'],
      [{ text: '' }, 'Bitte schreiben Sie Ihre Bewertung.'],
    ]
    for (const [overrides, message] of cases) {
      expect(await failure(CREATE, { input: input(overrides) })).toMatchObject({
        message,
        category: 'graphql-input',
      })
    }
  })

  it('refuses missing, unknown or out-of-range ratings', async () => {
    const message = 'Bitte wählen Sie eine Sternebewertung.'
    const bad = [
      [],
      [{ id: btoa('1'), value_id: btoa('18') }],
      [{ id: btoa('4'), value_id: btoa('15') }],
      [{ id: btoa('4'), value_id: 'not base64!' }],
      [...vote(4), ...vote(5)],
    ]
    for (const ratings of bad) {
      expect(await failure(CREATE, { input: input({ ratings }) })).toMatchObject({
        message,
        category: 'graphql-input',
      })
    }
  })

  it('lets graphql-js refuse a missing field, as the schema makes it required', async () => {
    const result = await gql(CREATE, {
      input: { sku: 'VIT-D3-1000', summary: 'x', text: 'y', ratings: vote(4) },
    })
    expect(result.errors?.[0]?.message).toMatch(/nickname/)
  })
})
