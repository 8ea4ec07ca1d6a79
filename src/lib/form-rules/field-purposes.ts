import type { FormRule } from './rules'

/**
 * What a field is for, and what that means for its input before any script runs: the input type
 * (the keyboard, the browser's own checks), the autocomplete token (password managers and
 * address autofill: WHATWG's autofill field names) and the rules it always has. The account
 * forms (login, registration, addresses, password change) name their fields by these.
 * https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill
 */
export interface FieldPurpose {
  type: 'text' | 'email' | 'password' | 'tel' | 'url'
  autoComplete: string
  rules: readonly FormRule[]
}

const EMAIL_RULES: readonly FormRule[] = [{ kind: 'email' }]

export const FIELD_PURPOSES = {
  /** The sign-in name, an email address at Magento: `username` lets managers pair it. */
  username: { type: 'email', autoComplete: 'username', rules: EMAIL_RULES },
  email: { type: 'email', autoComplete: 'email', rules: EMAIL_RULES },
  currentPassword: { type: 'password', autoComplete: 'current-password', rules: [] },
  /** A password being chosen: managers offer a strong one, and the rule of SPEC.md holds it. */
  newPassword: {
    type: 'password',
    autoComplete: 'new-password',
    rules: [{ kind: 'passwordStrength' }],
  },
  givenName: { type: 'text', autoComplete: 'given-name', rules: [] },
  familyName: { type: 'text', autoComplete: 'family-name', rules: [] },
  company: { type: 'text', autoComplete: 'organization', rules: [] },
  /** Street and house number in one line, as German addresses are written. */
  street: {
    type: 'text',
    autoComplete: 'address-line1',
    rules: [{ kind: 'streetNumber' }],
  },
  addressLine2: { type: 'text', autoComplete: 'address-line2', rules: [] },
  /** Not numeric: postcodes of other countries hold letters ('1012 AB', 'SW1A 1AA'). */
  postcode: { type: 'text', autoComplete: 'postal-code', rules: [] },
  city: { type: 'text', autoComplete: 'address-level2', rules: [] },
  country: { type: 'text', autoComplete: 'country', rules: [] },
  telephone: { type: 'tel', autoComplete: 'tel', rules: [] },
} as const satisfies Record<string, FieldPurpose>

export type FieldPurposeName = keyof typeof FIELD_PURPOSES
