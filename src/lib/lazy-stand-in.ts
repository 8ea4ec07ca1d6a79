import { loadOnce } from './load-once'

/**
 * An object whose real implementation is a chunk loaded with the first call that needs it: the
 * shop client and the cart actions are a good part of the storefront's JavaScript, and a first
 * visit may never call them. Every async method of `T` is forwarded to the loaded object, so a
 * method added to `T` needs no line here; the few that must answer without loading (a store-only
 * action, a synchronous one) are given in `eager`. A failed load is answered by `onLoadError`
 * for that call (as a value, like a dead shop), and the next call tries again.
 */
export interface LazyStandInOptions<T extends object> {
  load: () => Promise<T>
  /** The answer of a forwarded call whose load failed. */
  onLoadError: (method: string, args: unknown[], error: unknown) => unknown
  /**
   * Methods that do not wait for the load; they may look at it, or wait for it themselves. A
   * method given as undefined is one `T` does not have here (it is then not forwarded either).
   */
  eager?: (access: LazyAccess<T>) => { [K in keyof T]?: T[K] | undefined }
}

export interface LazyAccess<T> {
  /** The loaded object, or null while it has not loaded. */
  loaded: () => T | null
  /** The one load every caller shares (started by the first caller). */
  ready: () => Promise<T>
}

export interface LazyStandIn<T> extends LazyAccess<T> {
  standIn: T
}

type Method = (...args: unknown[]) => unknown

/** Looked up on any object by promises and serialisers: never methods of a stand-in. */
const NOT_METHODS = new Set(['then', 'toJSON'])

export const lazyStandIn = <T extends object>({
  load,
  onLoadError,
  eager,
}: LazyStandInOptions<T>): LazyStandIn<T> => {
  let loaded: T | null = null
  const ready = loadOnce(() => load().then((real) => (loaded = real)))
  const access: LazyAccess<T> = { loaded: () => loaded, ready }
  const now = eager?.(access) ?? {}
  const forwarded = new Map<string, Method>()
  const forward =
    (method: string): Method =>
    async (...args) => {
      let real: T
      try {
        real = await ready()
      } catch (error) {
        return onLoadError(method, args, error)
      }
      return (real[method as keyof T] as Method)(...args)
    }
  const standIn = new Proxy(now, {
    get: (target, name) => {
      if (typeof name !== 'string' || NOT_METHODS.has(name)) return undefined
      if (name in target) return target[name as keyof typeof target]
      let method = forwarded.get(name)
      if (!method) forwarded.set(name, (method = forward(name)))
      return method
    },
  }) as T
  return { standIn, ...access }
}
