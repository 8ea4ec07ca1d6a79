import type { Translate } from '../../lib/i18n'
import type { FieldSpec } from '../../lib/form-rules/field-spec'

/** The customer's email address, which is also their sign-in name (autocomplete username). */
export const emailField = (t: Translate): FieldSpec => ({
  name: 'email',
  label: t('account.field.email'),
  purpose: 'username',
  required: true,
})

/**
 * A new password and its confirmation (autocomplete new-password): the strength rule of SPEC.md
 * section 5 on the first, `confirmed` on the second.
 */
export const passwordFields = (t: Translate, name: string, label: string): FieldSpec[] => [
  { name, label, purpose: 'newPassword', required: true },
  {
    name: `${name}_confirmation`,
    label: t('account.field.password-confirmation'),
    purpose: 'newPassword',
    required: true,
    rules: [{ kind: 'confirmed', target: name, targetLabel: label }],
  },
]
