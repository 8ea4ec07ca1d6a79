import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { get, getWithEnv } from './helpers'

const IMAGE =
  'http://localhost/cdn-cgi/image/width=320,format=auto,fit=scale-down/http://127.0.0.1:8788/media/hero.jpg'

/** Replaces the worker's fetch (the tests' isolate's) for one test; returns what it was asked. */
const standInAnswering = (answer: () => Response | Promise<Response>) => {
  const asked: Request[] = []
  globalThis.fetch = async (input, init) => {
    asked.push(new Request(input, init))
    return answer()
  }
  return asked
}

const original = globalThis.fetch
afterEach(() => {
  globalThis.fetch = original
})

describe("GET /cdn-cgi/image/…: the zone's image transformations, locally the stand-in's", () => {
  it('hands the whole address and the Accept header to the stand-in, and answers what it answered', async () => {
    const asked = standInAnswering(
      () =>
        new Response('webp bytes', {
          headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000' },
        }),
    )
    const response = await get(IMAGE, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('webp bytes')
    expect(asked.map((request) => request.url)).toEqual([
      `${env.IMAGE_TRANSFORM_STAND_IN}/cdn-cgi/image/width=320,format=auto,fit=scale-down/http://127.0.0.1:8788/media/hero.jpg`,
    ])
    expect(asked[0]!.headers.get('accept')).toBe('image/avif,image/webp,*/*')
    // Nothing of the shopper's but what the transformation depends on.
    expect(asked[0]!.headers.get('cookie')).toBeNull()
  })

  it("passes the stand-in's refusal on as it is: status and cf-resized error", async () => {
    standInAnswering(
      () =>
        new Response('ERROR 9404: not found\n', {
          status: 404,
          headers: { 'cf-resized': 'err=9404' },
        }),
    )
    const response = await get(IMAGE, { headers: { cookie: 'vitalis_session=x' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('cf-resized')).toBe('err=9404')
  })

  it('answers 502, saying which, when the stand-in is down', async () => {
    standInAnswering(() => {
      throw new TypeError('connection refused')
    })
    const response = await get(IMAGE)
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('did not answer')
  })

  it('answers 404 where no stand-in is set, as a zone without transformations would', async () => {
    const asked = standInAnswering(() => new Response('never'))
    const { response, body } = await getWithEnv(IMAGE, { IMAGE_TRANSFORM_STAND_IN: '' })
    expect(response.status).toBe(404)
    expect(body).toContain('Images > Transformations')
    expect(asked).toEqual([])
  })
})
