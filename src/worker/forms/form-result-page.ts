import type { RouteState } from '../../app'
import type { ContentElement } from '../../lib'
import type { FormFrameworkContent } from '../../elements/form_formframework/schema'
import type {
  FormAnswer,
  FormDefinition,
  FormNode,
} from '../../elements/form_formframework/form-model'

/**
 * The page the worker answers a form post without JavaScript with: the form's page as it is
 * cached, its form showing the outcome (`result`), the CMS's messages beside the fields and
 * every field filled in as it was posted, so nothing typed is lost. Only this response carries
 * the values: it is never cached.
 */

/** A node with the posted value as its default (hidden round-trip fields stay the CMS's). */
const withValue = (node: FormNode, values: URLSearchParams): FormNode => {
  switch (node.kind) {
    case 'group':
      return { ...node, children: node.children.map((child) => withValue(child, values)) }
    case 'checkbox':
      return {
        ...node,
        defaultValues: values.getAll(node.name).includes(node.value) ? [node.value] : [],
      }
    case 'checkboxes':
      return { ...node, defaultValues: values.getAll(`${node.name}[]`) }
    case 'input':
    case 'textarea':
    case 'select':
    case 'radio':
      return { ...node, defaultValue: values.get(node.name) ?? '' }
    default:
      return node
  }
}

export const withSubmission = (
  definition: FormDefinition,
  values: URLSearchParams,
  answer: FormAnswer,
): FormDefinition => ({
  ...definition,
  elements: definition.elements.map((node) => withValue(node, values)),
  errors: answer.status === 'invalid' ? answer.errors : {},
  result: answer.status === 'invalid' ? { status: 'invalid' } : answer,
})

const isForm = (element: ContentElement, formId: string): boolean =>
  element.type === 'form_formframework' &&
  !element.problem &&
  (element.content as Partial<FormFrameworkContent>).form?.id === formId

/** The route's page with the submission applied to form `formId`; unchanged without it. */
export const withFormResult = (
  state: RouteState,
  formId: string,
  values: URLSearchParams,
  answer: FormAnswer,
): RouteState => {
  const { payload } = state
  if (payload.kind !== 'page') return state
  const apply = (element: ContentElement): ContentElement => {
    if (!isForm(element, formId)) return element
    const content = element.content as FormFrameworkContent
    return {
      ...element,
      content: { ...content, form: withSubmission(content.form, values, answer) },
    }
  }
  const content = Object.fromEntries(
    Object.entries(payload.page.content).map(([column, elements]) => [column, elements.map(apply)]),
  )
  return { ...state, payload: { ...payload, page: { ...payload.page, content } } }
}
