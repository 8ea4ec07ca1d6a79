import { describe, expect, it } from 'vitest'
import { parseContentElement } from '../registry/schemas'
import { contactFormDefinition, element, formFrameworkElement } from '../testing'
import { fieldsOf, type FormField } from './form-model'
import { formFrameworkSchema } from './schema'
import { toPattern } from './form-validators'

const parse = (content: Record<string, unknown>) => formFrameworkSchema.safeParse(content)
const parsedFixture = () => formFrameworkSchema.parse(formFrameworkElement.content)
const fieldNamed = (identifier: string): FormField | undefined =>
  fieldsOf(parsedFixture().form.elements).find((field) => field.identifier === identifier)

/** The fixture with one element of its definition replaced. */
const withElements = (elements: unknown[]) => ({
  ...formFrameworkElement.content,
  form: { ...contactFormDefinition, elements },
})

describe('formFrameworkSchema', () => {
  it("reads the action URL from the element's link, its HTML escaping undone", () => {
    expect(parsedFixture().form.action).toBe(
      '/kontakt?tx_form_formframework%5Baction%5D=perform&tx_form_formframework%5Bcontroller%5D=FormFrontend',
    )
  })

  it('takes the URL of a custom decorator when the element has no link', () => {
    const content = { ...formFrameworkElement.content, link: '' }
    const form = { ...contactFormDefinition, action: '/kontakt/#kontakt-801' }
    expect(parse({ ...content, form }).data?.form.action).toBe('/kontakt/#kontakt-801')
  })

  it.each([[''], ['javascript:alert(1)']])('fails the element when the action is %j', (link) => {
    const parsed = parseContentElement(
      element(9, 'form_formframework', { ...formFrameworkElement.content, link }),
    )
    expect(parsed.problem).toBe('invalid-content')
  })

  it('fails the element when the CMS sent no definition', () => {
    expect(parse({ ...formFrameworkElement.content, form: '<!--INT_SCRIPT-->' }).success).toBe(
      false,
    )
  })

  it('keeps the nesting of rows and the order of the editor', () => {
    const { elements } = parsedFixture().form
    expect(elements.map((node) => node.kind)).toEqual([
      'group',
      'input',
      'select',
      'textarea',
      'radio',
      'static-text',
      'checkbox',
      'honeypot',
      'hidden',
      'hidden',
      'hidden',
    ])
    expect(
      fieldsOf(elements)
        .map((field) => field.identifier)
        .slice(0, 2),
    ).toEqual(['vorname', 'nachname'])
  })

  it("reads validators into rules with the editor's messages, required first", () => {
    expect(fieldNamed('email')?.rules).toEqual([
      { kind: 'required', message: 'Bitte ausfüllen.' },
      { kind: 'email', message: 'Diese E-Mail-Adresse stimmt so nicht.' },
    ])
    // Without an editor's message the rule has none: the locale's text for it is shown.
    expect(fieldNamed('nachricht')?.rules).toEqual([
      { kind: 'required', message: 'Bitte ausfüllen.' },
      { kind: 'minLength', min: 10 },
    ])
    expect(fieldNamed('anliegen')?.required).toBe(false)
  })

  it('makes a field required by its required attribute alone, and an Email field checked as one', () => {
    const [field] = fieldsOf(
      formFrameworkSchema.parse(
        withElements([
          {
            type: 'Email',
            identifier: 'mail',
            label: 'Mail',
            properties: { fluidAdditionalAttributes: { required: 'required' } },
          },
        ]),
      ).form.elements,
    )
    expect(field?.rules).toEqual([{ kind: 'required' }, { kind: 'email' }])
  })

  it('reads options as a map, as a PHP list and as value/label pairs', () => {
    const options = (value: unknown) =>
      fieldsOf(
        formFrameworkSchema.parse(
          withElements([
            { type: 'RadioButton', identifier: 'r', label: 'R', properties: { options: value } },
          ]),
        ).form.elements,
      )[0]?.options
    expect(options({ a: 'A' })).toEqual([{ value: 'a', label: 'A' }])
    expect(options(['Eins', 'Zwei'])).toEqual([
      { value: '0', label: 'Eins' },
      { value: '1', label: 'Zwei' },
    ])
    expect(options([{ _value: 'x', _label: 'X' }])).toEqual([{ value: 'x', label: 'X' }])
  })

  it('reads PHP empty properties ([]), names a field without a name, and drops broken elements', () => {
    const { elements } = formFrameworkSchema.parse(
      withElements([
        { type: 'Text', identifier: 'plz', label: 'PLZ', properties: [] },
        { label: 'kaputt' },
        'junk',
      ]),
    ).form
    expect(elements).toHaveLength(1)
    expect(elements[0]).toMatchObject({
      kind: 'input',
      name: 'tx_form_formframework[kontakt-801][plz]',
    })
  })

  it('labels the button for the next page while pages follow', () => {
    const form = {
      ...contactFormDefinition,
      api: {
        ...contactFormDefinition.api,
        page: { current: 0, nextPage: 1, pages: 2, labels: { nextButtonLabel: 'Weiter' } },
      },
    }
    expect(parse({ ...formFrameworkElement.content, form }).data?.form.submitLabel).toBe('Weiter')
  })

  it('survives the KV cache as JSON unchanged', () => {
    const parsed = parsedFixture()
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed)
  })
})

describe('toPattern', () => {
  it.each([
    ['/^\\d{5}$/', { source: '^\\d{5}$', flags: '' }],
    ['#^[a-z]+$#i', { source: '^[a-z]+$', flags: 'i' }],
    ['{^a/b$}', { source: '^a/b$', flags: '' }],
    ['/^\\w+$/Du', { source: '^\\w+$', flags: 'u' }],
    [
      { expression: '^[a-z]+$', flags: 'i' },
      { source: '^[a-z]+$', flags: 'i' },
    ],
  ])('reads %j', (input, pattern) => {
    expect(toPattern(input)).toEqual(pattern)
  })

  it.each([['/^a b$/x'], ['abc'], ['/(/'], ['']])('leaves %j to TYPO3', (input) => {
    expect(toPattern(input)).toBeNull()
  })
})
