import { createElement, type ComponentPropsWithoutRef } from 'react'
import type { HeadingLevel } from './heading-level'

/** A heading whose level is chosen per render (see heading-level.ts). */
export function Heading({
  level,
  ...props
}: { level: HeadingLevel } & ComponentPropsWithoutRef<'h2'>) {
  return createElement(`h${level}`, props)
}
