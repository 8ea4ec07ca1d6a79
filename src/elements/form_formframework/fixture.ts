import { element } from '../testing/element'

/**
 * A contact form as EXT:headless sends a TYPO3 EXT:form element (FormDefinitionDecorator): the
 * fields with their validators and the editor's messages, a row of two fields, the honeypot and
 * the round-trip fields, and `link`, HTML-escaped as its TypoScript writes it.
 */
const FORM_ID = 'kontakt-801'
const nameOf = (identifier: string) => `tx_form_formframework[${FORM_ID}][${identifier}]`

const required = { identifier: 'NotEmpty', code: 1221560910, errorMessage: 'Bitte ausfüllen.' }

export const contactFormDefinition = {
  id: FORM_ID,
  api: {
    status: null,
    errors: null,
    actionAfterSuccess: null,
    page: { current: 0, nextPage: null, pages: 1 },
  },
  i18n: { submitButtonLabel: 'Nachricht senden' },
  elements: [
    {
      type: 'GridRow',
      identifier: 'gridrow-1',
      label: 'Grid: Row',
      properties: [],
      elements: [
        {
          type: 'Text',
          identifier: 'vorname',
          label: 'Vorname',
          defaultValue: '',
          properties: {
            fluidAdditionalAttributes: { required: 'required', autocomplete: 'given-name' },
          },
          validators: [required],
          name: nameOf('vorname'),
        },
        {
          type: 'Text',
          identifier: 'nachname',
          label: 'Nachname',
          defaultValue: '',
          properties: { fluidAdditionalAttributes: { required: 'required' } },
          validators: [required],
          name: nameOf('nachname'),
        },
      ],
    },
    {
      type: 'Email',
      identifier: 'email',
      label: 'E-Mail-Adresse',
      defaultValue: '',
      properties: {
        elementDescription: 'Wir antworten Ihnen an diese Adresse.',
        fluidAdditionalAttributes: { required: 'required', placeholder: 'name@beispiel.de' },
        validationErrorMessages: [
          { code: 1221559976, message: 'Diese E-Mail-Adresse stimmt so nicht.' },
        ],
      },
      validators: [required, { identifier: 'EmailAddress', code: 1221559976 }],
      name: nameOf('email'),
    },
    {
      type: 'SingleSelect',
      identifier: 'anliegen',
      label: 'Ihr Anliegen',
      defaultValue: '',
      properties: {
        prependOptionLabel: 'Bitte wählen',
        options: { produkt: 'Frage zu einem Produkt', bestellung: 'Meine Bestellung' },
      },
      name: nameOf('anliegen'),
    },
    {
      type: 'Textarea',
      identifier: 'nachricht',
      label: 'Ihre Nachricht',
      defaultValue: '',
      properties: { fluidAdditionalAttributes: { required: 'required', minlength: '10' } },
      validators: [
        required,
        { identifier: 'StringLength', options: { minimum: '10', maximum: '' } },
      ],
      name: nameOf('nachricht'),
    },
    {
      type: 'RadioButton',
      identifier: 'rueckruf',
      label: 'Rückruf gewünscht?',
      defaultValue: 'nein',
      properties: { options: { ja: 'Ja, bitte', nein: 'Nein, danke' } },
      name: nameOf('rueckruf'),
    },
    {
      type: 'StaticText',
      identifier: 'statictext-1',
      label: 'Datenschutz',
      properties: { text: 'Ihre Angaben nutzen wir nur, um Ihre Anfrage zu beantworten.' },
      name: nameOf('statictext-1'),
    },
    {
      type: 'Checkbox',
      identifier: 'datenschutz',
      label: 'Ich bin mit der Verarbeitung meiner Angaben einverstanden.',
      defaultValue: null,
      properties: { value: '1', fluidAdditionalAttributes: { required: 'required' } },
      validators: [{ identifier: 'NotEmpty', code: 1221560910 }],
      name: nameOf('datenschutz'),
    },
    {
      type: 'Honeypot',
      identifier: 'Xq3Lw9Rt',
      label: '',
      properties: { renderAsHiddenField: false },
      name: nameOf('Xq3Lw9Rt'),
    },
    {
      type: 'Hidden',
      identifier: '__currentPage',
      defaultValue: 1,
      properties: [],
      label: '',
      name: nameOf('__currentPage'),
    },
    {
      type: 'Hidden',
      identifier: '__trustedProperties',
      defaultValue: '{"kontakt-801":{"vorname":1}}0a1b2c',
      properties: [],
      label: '',
      name: nameOf('__trustedProperties'),
    },
    {
      type: 'Hidden',
      identifier: '__state',
      defaultValue: 'c3RhdGU=9f8e7d',
      properties: [],
      label: '',
      name: nameOf('__state'),
    },
  ],
}

export const fixture = element(801, 'form_formframework', {
  header: 'Schreiben Sie uns',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  link: '/kontakt?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend',
  form: contactFormDefinition,
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Ihre Nachricht'
