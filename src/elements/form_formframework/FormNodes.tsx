import { useDomId } from '../../lib/dom-id'
import { useStorefront } from '../../lib/storefront-context'
import { CheckboxField, ChoiceGroupField } from './ChoiceFields'
import type { FormField, FormNode } from './form-model'
import { InputField, SelectField, TextareaField } from './TextFields'
import type { FieldErrors } from './use-form-checks'

const FIELD_VIEWS = {
  input: InputField,
  textarea: TextareaField,
  select: SelectField,
  checkbox: CheckboxField,
  checkboxes: ChoiceGroupField,
  radio: ChoiceGroupField,
} as const satisfies Record<FormField['kind'], unknown>

/**
 * The spam trap: a text field people never see or reach (off-screen, hidden from screen readers,
 * out of the tab order), which bots fill in. TYPO3 rejects a submission that fills it.
 */
function Honeypot({ node }: { node: Extract<FormNode, { kind: 'honeypot' }> }) {
  const id = useDomId('field', node.identifier)
  if (node.hidden) return <input type="hidden" name={node.name} value="" />
  return (
    <div className="ce-form__trap" aria-hidden="true">
      {/* Never perceived by a person, so not translated. */}
      <label htmlFor={id}>Leave this field empty</label>
      <input
        type="text"
        id={id}
        name={node.name}
        defaultValue=""
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  )
}

/** A field type the storefront does not render: named in development, absent in production. */
function Unsupported({ node }: { node: Extract<FormNode, { kind: 'unsupported' }> }) {
  const { dev } = useStorefront()
  return dev ? (
    <p className="ce-dev-placeholder" role="note">
      Unsupported form field: {node.type} ({node.identifier})
    </p>
  ) : null
}

function Node({ node, errors }: { node: FormNode; errors: FieldErrors }) {
  switch (node.kind) {
    case 'hidden':
      return <input type="hidden" name={node.name} value={node.value} />
    case 'honeypot':
      return <Honeypot node={node} />
    case 'static-text':
      return (
        <div className="ce-form__static">
          {node.label && <p className="ce-form__static-title">{node.label}</p>}
          {node.text && <p className="ce-form__static-text">{node.text}</p>}
        </div>
      )
    case 'group':
      return node.type === 'Fieldset' ? (
        <fieldset className="ce-form__fieldset">
          {node.label && <legend className="ce-form__legend">{node.label}</legend>}
          <FormNodes nodes={node.children} errors={errors} />
        </fieldset>
      ) : (
        <div className="ce-form__row">
          <FormNodes nodes={node.children} errors={errors} />
        </div>
      )
    case 'unsupported':
      return <Unsupported node={node} />
    default: {
      const View = FIELD_VIEWS[node.kind]
      return <View field={node} error={errors[node.name] ?? ''} />
    }
  }
}

/** The nodes of a form (or of one fieldset or row) in the editor's order. */
export function FormNodes({ nodes, errors }: { nodes: readonly FormNode[]; errors: FieldErrors }) {
  return nodes.map((node) => <Node key={node.identifier} node={node} errors={errors} />)
}
