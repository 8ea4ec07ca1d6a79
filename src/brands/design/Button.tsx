import type { ComponentPropsWithRef } from 'react'

/** Button variants (SPEC.md section 9: variants exist, the default is primary). */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'link'] as const
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const
export type ButtonSize = (typeof BUTTON_SIZES)[number]

interface StyleProps {
  variant?: ButtonVariant
  size?: ButtonSize
}

/** Without href: a <button>; every native button prop passes through (ref is a prop in React 19). */
export type ButtonAsButton = StyleProps & ComponentPropsWithRef<'button'> & { href?: undefined }
/** With href: an <a>, since navigation must stay a link (middle-click, copy link, crawlers). */
export type ButtonAsLink = StyleProps & ComponentPropsWithRef<'a'> & { href: string }
export type ButtonProps = ButtonAsButton | ButtonAsLink

export const buttonClassName = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string =>
  ['sf-button', `sf-button--${variant}`, `sf-button--${size}`, extra].filter(Boolean).join(' ')

const isLink = (props: ButtonProps): props is ButtonAsLink => typeof props.href === 'string'

export function Button(props: ButtonProps) {
  if (isLink(props)) {
    const { variant, size, className, children, ...rest } = props
    return (
      <a {...rest} className={buttonClassName(variant, size, className)}>
        {children}
      </a>
    )
  }
  const { variant, size, className, type, children, ...rest } = props
  // type="button" by default: a design-system button inside a form must not submit it by
  // accident; submit buttons say so.
  return (
    <button {...rest} type={type ?? 'button'} className={buttonClassName(variant, size, className)}>
      {children}
    </button>
  )
}
