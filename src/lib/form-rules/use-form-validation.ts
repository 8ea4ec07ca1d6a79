import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { afterPointerPress, watchPointerPresses } from '../after-pointer-press'
import { usePageTexts, useT } from '../i18n'
import { useHydrated } from '../use-hydrated'
import { fillParams, messageOf } from './messages'
import { loadedFormChecks, loadFormChecks, type FormChecks } from './load-form-checks'
import { readValue } from './read-value'
import type { FormRule, FormValue } from './rules'

/** A field as the checks see it: its posted name, its label (for messages) and its rules. */
export interface CheckedField {
  name: string
  label: string
  rules: readonly FormRule[]
}

/** Messages by field name; absent or '': valid (or not checked yet). */
export type FieldMessages = Readonly<Record<string, string>>

/** Shows these messages in place of the form's; true when none of them is a failure. */
export type ShowMessages = (form: HTMLFormElement, messages: FieldMessages) => boolean

export interface FormValidationOptions<F extends CheckedField> {
  fields: readonly F[]
  /** How a field's value is read from its form; by default as the form posts it (./read-value.ts). */
  // Not `valueOf`: every object inherits one, so a default for it would never apply.
  readField?: (form: HTMLFormElement, field: F) => FormValue
  /** Messages to show from the start: the server's answer to a failed submission. */
  initialMessages?: FieldMessages
  /**
   * Called instead of the native submission once the form is valid (a form sent by script, as
   * the account forms will be); without it a valid form posts natively. `showMessages` shows a
   * server's answer to it as the form's own messages.
   */
  onValidSubmit?: (form: HTMLFormElement, showMessages: ShowMessages) => void
  /** The control of a field to focus when a submission fails; by default its first by name. */
  controlOf?: (form: HTMLFormElement, field: F) => Focusable | null
}

/** Controls of a group that are one field: `name[]` of a group of checkboxes is `name`. */
const fieldNameOf = (target: EventTarget | null): string | null =>
  target && 'name' in target && typeof target.name === 'string'
    ? target.name.replace(/\[\]$/, '')
    : null

/** Choices and files are checked when they change; text when it is left (never while typing). */
const checksOnChange = (target: EventTarget): boolean =>
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement &&
    (target.type === 'checkbox' || target.type === 'radio' || target.type === 'file'))

/** What a failed submission focuses (a select is no HTMLElement to TypeScript's strictest). */
type Focusable = Pick<HTMLElement, 'focus'>

const firstControl = (form: HTMLFormElement, name: string): Focusable | null => {
  const control = form.elements.namedItem(name)
  const first = control instanceof RadioNodeList ? control[0] : control
  return first instanceof HTMLElement ? first : null
}

/** An announcement names its field, unless the message does already. */
const spoken = (label: string, message: string) =>
  message.includes(label) ? message : `${label}: ${message}`

/**
 * The checks of a form (SPEC.md section 5): a field is checked when it is left or, for choices
 * and files, changed, never while typing, and every field when the form is submitted. Returns
 * the messages to show beside the fields, one announcement for a live region (so a message is
 * spoken once, politely, not by every field at once), and the props of the <form>.
 *
 * Until the page runs (server HTML, hydration) the form is not `noValidate`: the browser's own
 * constraint validation (./native-constraints.ts) guards a form sent without JavaScript. Once
 * it runs, ours decide, also for a submission before the checks' code arrived (onSubmit waits
 * for it): the browser's bubble would otherwise speak for an early click instead of the site's
 * messages beside the fields.
 */
export function useFormValidation<F extends CheckedField>({
  fields,
  readField = (form, field) => readValue(form, field.name),
  initialMessages = {},
  onValidSubmit,
  controlOf = (form, field) => firstControl(form, field.name),
}: FormValidationOptions<F>) {
  const t = useT()
  // Messages are kept in state: they are made once the texts are there (../i18n.tsx).
  const texts = usePageTexts()
  // False on the server and while hydrating, so the HTML and the first browser render agree.
  const hydrated = useHydrated()
  const [messages, setMessages] = useState<FieldMessages>(initialMessages)
  const [announcement, setAnnouncement] = useState('')
  // Counts the checks of the whole form (a submission, a server's answer); see onBlur.
  const wholeFormChecks = useRef(0)
  useEffect(watchPointerPresses, [])
  const messageFor = (checks: FormChecks, form: HTMLFormElement, field: F): string => {
    const values = Object.fromEntries(fields.map((other) => [other.name, readField(form, other)]))
    const failure = checks.firstFailure(field.rules, values[field.name], values)
    return failure ? messageOf(t, failure, field.label || field.name) : ''
  }

  /**
   * Checks one field and shows, or clears, its message. `since`: the whole-form checks counted
   * when the field was left; one made since (a submission while this check waited for its code
   * or texts) has said everything about the field, and its summary stays what is announced.
   */
  const checkField = async (
    form: HTMLFormElement,
    name: string,
    since = wholeFormChecks.current,
  ) => {
    const field = fields.find((candidate) => candidate.name === name)
    if (!field) return
    const checks = loadedFormChecks() ?? (await loadFormChecks().catch(() => null))
    if (!checks) return // The browser's own checks still guard the form.
    // A file that failed leaves SPEC.md's default message (./messages.ts), never a valid field.
    if (!texts.loaded()) await texts.load().catch(() => undefined)
    if (wholeFormChecks.current !== since) return
    const message = messageFor(checks, form, field)
    setMessages((previous) =>
      (previous[name] ?? '') === message ? previous : { ...previous, [name]: message },
    )
    if (message) setAnnouncement(spoken(field.label, message))
  }

  /** Checks every field; the first invalid one is focused, and the failure announced. */
  const checkAll = (checks: FormChecks, form: HTMLFormElement): boolean => {
    const next: Record<string, string> = {}
    for (const field of fields) next[field.name] = messageFor(checks, form, field)
    return showMessages(form, next)
  }

  /**
   * Shows these messages (every field's own, or a server's answer to a submission) in place of
   * the others; the first invalid field is focused, and the failure announced. True: none.
   */
  const showMessages: ShowMessages = (form, next) => {
    wholeFormChecks.current += 1
    setMessages(next)
    const invalid = fields.filter((field) => next[field.name])
    const [first] = invalid
    if (!first) return true
    const summary = t('form.message.check-fields')
    setAnnouncement(fillParams(summary, { count: invalid.length }))
    controlOf(form, first)?.focus()
    return false
  }

  const onFocus = () => {
    void loadFormChecks().catch(() => undefined)
    void texts.load().catch(() => undefined)
  }
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = fieldNameOf(event.target)
    // Moving between the radios or boxes of one group is not leaving it.
    if (!name || fieldNameOf(event.relatedTarget) === name) return
    // A field left by pressing the submit button or the next box must not move that control
    // away before the press is released (a message going or coming moves everything below it
    // by a line, and the click would be lost): its check waits for the press to end
    // (../after-pointer-press.ts). Left by keyboard, it runs at once, in the next task.
    // Holding the check itself, rather than only the message's space, keeps what is shown and
    // what is announced (aria-invalid, aria-describedby, the live region) one state, and also
    // holds a message that would appear; a line reserved under every field instead would leave
    // gaps in every form and still move for a message of two lines. A check of the whole form since (the click submitted
    // it) has said everything about this field, in its summary, so the waiting one is dropped.
    const form = event.currentTarget
    const checksBefore = wholeFormChecks.current
    afterPointerPress(() => void checkField(form, name, checksBefore))
  }
  // React's onChange fires on every keystroke; text waits for the blur.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = fieldNameOf(event.target)
    if (name && checksOnChange(event.target)) void checkField(event.currentTarget, name)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    const checks = texts.loaded() ? loadedFormChecks() : null
    if (checks) {
      const valid = checkAll(checks, form)
      if (!valid || onValidSubmit) event.preventDefault()
      if (valid) onValidSubmit?.(form, showMessages)
      return
    }
    // Submitted before the checks or the texts arrived: ours decide once they are here.
    event.preventDefault()
    const textsThere = texts.load().catch(() => undefined)
    void loadFormChecks().then(
      async (loaded) => {
        await textsThere
        if (!checkAll(loaded, form)) return
        if (onValidSubmit) onValidSubmit(form, showMessages)
        else form.submit()
      },
      () => (onValidSubmit ? onValidSubmit(form, showMessages) : form.submit()),
    )
  }

  return {
    messages,
    announcement,
    checkField,
    showMessages,
    formProps: { noValidate: hydrated, onFocus, onBlur, onChange, onSubmit },
  }
}
