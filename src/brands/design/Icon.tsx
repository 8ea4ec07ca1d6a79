import type { SVGProps } from 'react'
import { DIRECTIONAL_ICONS, ICON_PATHS, type IconName } from './icon-paths'

/** Icon sizes (SPEC.md section 9). `base` follows the surrounding font size (1em). */
export const ICON_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', 'base'] as const
export type IconSize = (typeof ICON_SIZES)[number]

export const iconSizeClass = (size: IconSize): string => `sf-icon--${size}`

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  name: IconName
  size?: IconSize
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string
}

/**
 * The outline style (stroke, no fill, width 2, round caps and joins) is in icon.css, not in
 * attributes: a page shows a dozen icons, and every attribute costs the server render and the
 * HTML bytes.
 */
export function Icon({ name, size = 'base', label, className, ...rest }: IconProps) {
  const classes = ['sf-icon', iconSizeClass(size)]
  if (DIRECTIONAL_ICONS.has(name)) classes.push('sf-icon--flip-rtl')
  if (className) classes.push(className)
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const)
  return (
    <svg viewBox="0 0 24 24" {...rest} {...a11y} className={classes.join(' ')}>
      {ICON_PATHS[name]}
    </svg>
  )
}
