import { fieldLabelClassName } from '../../brands/design/Field'
import { FieldMessage } from '../../brands/design/FieldMessage'
import { useDomId } from '../../lib/dom-id'
import { Description, LabelText, type FieldViewProps } from './TextFields'

const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined

/**
 * One checkbox ('I agree to …'). A hidden twin of the same name comes first, as in TYPO3's Fluid
 * checkbox: an unchecked box then still sends its field (empty), which the form expects.
 */
export function CheckboxField({ field, error }: FieldViewProps) {
  const id = useDomId('field', field.identifier)
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  return (
    <div className="ce-form__field ce-form__check">
      <input type="hidden" name={field.name} value="" />
      <input
        type="checkbox"
        id={id}
        name={field.name}
        value={field.value}
        defaultChecked={field.defaultValues.includes(field.value)}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          error !== '' && errorId,
          !!field.description && descriptionId,
        )}
      />
      <label htmlFor={id} className="ce-form__check-label">
        <LabelText field={field} />
      </label>
      <Description id={descriptionId}>{field.description}</Description>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </div>
  )
}

/**
 * Radio buttons, or a group of checkboxes (MultiCheckbox, sent as `name[]` with an empty hidden
 * twin), in a fieldset whose legend is the field's label; the group is described by the help
 * text and the message.
 */
export function ChoiceGroupField({ field, error }: FieldViewProps) {
  const id = useDomId('field', field.identifier)
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const radio = field.kind === 'radio'
  return (
    <fieldset
      className={`ce-form__field ce-form__choices ce-form__field--${field.type.toLowerCase()}`}
      aria-describedby={describedBy(error !== '' && errorId, !!field.description && descriptionId)}
    >
      <legend className={fieldLabelClassName()}>
        <LabelText field={field} />
      </legend>
      {!radio && <input type="hidden" name={field.name} value="" />}
      {field.options.map((option, index) => (
        <div key={option.value} className="ce-form__check">
          <input
            type={radio ? 'radio' : 'checkbox'}
            id={`${id}-${index}`}
            name={radio ? field.name : `${field.name}[]`}
            value={option.value}
            defaultChecked={
              radio
                ? field.defaultValue === option.value
                : field.defaultValues.includes(option.value)
            }
            // A radio group needs one choice; a box of a group is no answer of its own.
            required={radio && field.required}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={`${id}-${index}`} className="ce-form__check-label">
            {option.label}
          </label>
        </div>
      ))}
      <Description id={descriptionId}>{field.description}</Description>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </fieldset>
  )
}
