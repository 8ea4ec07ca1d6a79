import type { FormRule } from '../../lib/form-rules/rules'

/**
 * A TYPO3 EXT:form definition as the storefront renders it: what the worker's schema
 * (./schema.ts) makes of EXT:headless's JSON. Types only, so the browser's chunk needs no zod.
 */

export interface FormOption {
  value: string
  label: string
}

/** A field a shopper fills in, of one of the kinds the form renders. */
export interface FormField {
  kind: 'input' | 'textarea' | 'checkbox' | 'checkboxes' | 'select' | 'radio'
  /** TYPO3's element type ('Text', 'Email', 'RadioButton', …), for classes. */
  type: string
  identifier: string
  /** The name TYPO3 expects back: tx_form_formframework[<form id>][<identifier>]. */
  name: string
  label: string
  /** The editor's help text ('elementDescription'). */
  description: string
  /** `input` only: text, email, tel, url, number, password or date. */
  inputType: string
  placeholder: string
  /** Text fields, selects and radios: the preset value. */
  defaultValue: string
  /** Checkbox groups: the values checked at first. A checkbox: whether it is. */
  defaultValues: string[]
  /** A checkbox: the value it sends when checked. */
  value: string
  /** Selects, radios and checkbox groups. */
  options: FormOption[]
  /** A select's empty first option ('Please choose'), '' for none. */
  prependOptionLabel: string
  required: boolean
  /** Constraint attributes for the browser's own checks, as the editor set them. */
  attributes: FieldAttributes
  rules: FormRule[]
}

export interface FieldAttributes {
  minLength?: number
  maxLength?: number
  min?: string
  max?: string
  step?: string
  pattern?: string
  autoComplete?: string
}

export type FormNode =
  | FormField
  /** TYPO3's round-trip fields (__state, __trustedProperties, __currentPage) and Hidden. */
  | { kind: 'hidden'; identifier: string; name: string; value: string }
  /** A spam trap: left empty by people, so never shown to them. */
  | { kind: 'honeypot'; identifier: string; name: string; hidden: boolean }
  | { kind: 'static-text'; identifier: string; label: string; text: string }
  /** Fieldset (with its label as legend) or GridRow (a row of fields). */
  | {
      kind: 'group'
      type: 'Fieldset' | 'GridRow'
      identifier: string
      label: string
      children: FormNode[]
    }
  /** A type the storefront does not render (FileUpload, DatePicker, …): named in development. */
  | { kind: 'unsupported'; type: string; identifier: string; label: string }

export interface FormDefinition {
  /** The form's runtime identifier, '<form>-<content element uid>'. */
  id: string
  /** Where the form posts: the element's `link`, TYPO3's action URL. */
  action: string
  submitLabel: string
  elements: FormNode[]
  /** The CMS's messages by field identifier after a failed submission; empty otherwise. */
  errors: Record<string, string>
  /**
   * What became of the shopper's submission: set only on the page the worker renders as its
   * answer to a post without JavaScript (src/worker/forms), never in the cached page.
   */
  result?: FormResult
}

/**
 * The worker's answer to a submission (POST of the form's action URL), as JSON to the form's
 * script and, on the page it renders without JavaScript, as `FormDefinition.result`:
 * - success: the CMS's finisher accepted it; `message` is its confirmation ('' for none);
 * - invalid: the CMS's validators refused it; `errors` by field identifier;
 * - limited: too many submissions from this client; try again in `retryAfter` seconds;
 * - unavailable: the CMS could not be reached or answered unexpectedly: nothing was sent;
 * - refused: the request itself was not acceptable (another site's page, too large).
 */
export type FormAnswer =
  | { status: 'success'; message: string }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'limited'; retryAfter: number }
  | { status: 'unavailable' }
  | { status: 'refused'; reason: 'origin' | 'too-large' | 'malformed' }

/** The answers a page shows in place of, or above, the form (the errors stand beside fields). */
export type FormResult = Exclude<FormAnswer, { status: 'invalid' }> | { status: 'invalid' }

export const isField = (node: FormNode): node is FormField =>
  node.kind === 'input' ||
  node.kind === 'textarea' ||
  node.kind === 'checkbox' ||
  node.kind === 'checkboxes' ||
  node.kind === 'select' ||
  node.kind === 'radio'

/** Every field of a form, those inside fieldsets and rows included, in the order shown. */
export const fieldsOf = (nodes: readonly FormNode[]): FormField[] =>
  nodes.flatMap((node) =>
    node.kind === 'group' ? fieldsOf(node.children) : isField(node) ? [node] : [],
  )
