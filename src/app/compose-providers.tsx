import type { ReactNode, Context as ReactContext } from 'react'

/** One context provider, to be nested with others by composeProviders. */
export type Provider = (children: ReactNode) => ReactNode

/** Provides `value` as `Context` to what it wraps. */
export const provide =
  <T,>(Context: ReactContext<T>, value: T): Provider =>
  (children) => <Context value={value}>{children}</Context>

/**
 * Nests providers written as a flat list: the first outermost, `children` innermost. The tree is
 * the same as nested JSX; the list reads without eleven levels of indentation.
 */
export const composeProviders = (providers: readonly Provider[], children: ReactNode): ReactNode =>
  providers.reduceRight((tree, wrap) => wrap(tree), children)
