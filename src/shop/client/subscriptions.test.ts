import { describe, expect, it, vi } from 'vitest'
import { createShopClient } from './create-shop-client'

/** Just enough of a browser WebSocket for graphql-ws: the test plays the server. */
class FakeWebSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  static instances: FakeWebSocket[] = []
  readyState = FakeWebSocket.CONNECTING
  sent: { type: string; payload?: unknown }[] = []
  onopen: ((event: unknown) => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeWebSocket.instances.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string })
  }
  close() {
    this.readyState = FakeWebSocket.CLOSED
  }
  open() {
    this.readyState = FakeWebSocket.OPEN
    this.onopen?.({})
  }
  serverClose(code: number) {
    this.readyState = FakeWebSocket.CLOSED
    this.onclose?.({ code, reason: 'test' })
  }
}

const ticks = async (count = 10) => {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => setTimeout(resolve))
}

const subscribeWith = (token: string | null) => {
  FakeWebSocket.instances = []
  const client = createShopClient({
    url: 'https://shop.test/graphql',
    websocketUrl: 'wss://shop.test/graphql',
    getToken: () => token,
    webSocketImpl: FakeWebSocket,
  })
  const results: unknown[] = []
  const stop = client.subscribe?.('subscription cartChanged { x }', {}, (r) => results.push(r))
  return { results, stop }
}

describe('shop subscriptions', () => {
  it('connects over graphql-transport-ws with the bearer token in connection_init', async () => {
    const { stop } = subscribeWith('secret-token')
    await ticks()
    const [socket] = FakeWebSocket.instances
    expect(socket?.url).toBe('wss://shop.test/graphql')
    expect(socket?.protocol).toBe('graphql-transport-ws')
    socket?.open()
    await ticks()
    expect(socket?.sent[0]).toEqual({
      type: 'connection_init',
      payload: { Authorization: 'Bearer secret-token' },
    })
    stop?.()
  })

  it('gives up without reconnecting when the server closes with 4403', async () => {
    const { results, stop } = subscribeWith(null)
    await ticks()
    FakeWebSocket.instances[0]?.serverClose(4403)
    await ticks()
    expect(FakeWebSocket.instances).toHaveLength(1)
    expect(results).toEqual([expect.objectContaining({ ok: false })])
    stop?.()
  })

  it('reconnects after an abnormal close (1006), after the back-off', async () => {
    vi.useFakeTimers()
    try {
      const { stop } = subscribeWith(null)
      await vi.advanceTimersByTimeAsync(10)
      FakeWebSocket.instances[0]?.open()
      await vi.advanceTimersByTimeAsync(10)
      FakeWebSocket.instances[0]?.serverClose(1006)
      await vi.advanceTimersByTimeAsync(900)
      expect(FakeWebSocket.instances).toHaveLength(1) // still waiting: 1 s plus jitter
      await vi.advanceTimersByTimeAsync(1200)
      expect(FakeWebSocket.instances).toHaveLength(2)
      stop?.()
    } finally {
      vi.useRealTimers()
    }
  })
})
