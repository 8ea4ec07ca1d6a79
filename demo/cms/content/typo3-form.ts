/**
 * The contact form of every demo site (the reference site's and each brand's contact page,
 * ./contact-pages.ts) as EXT:headless answers a TYPO3 EXT:form element (FormFrontendController's
 * definition: id, api, i18n, elements with their names, validators and the round-trip fields),
 * in the page's language. `link` is the typolink of the page with the form's perform action,
 * HTML-escaped as EXT:headless's Form.typoscript writes it. The message's length is checked by
 * a StringLength validator only, not by an attribute: without JavaScript the CMS finds it (the
 * demo CMS answers posts as TYPO3 does: ../form-post.ts), with it the form's own checks.
 */

interface FormTexts {
  name: string
  email: string
  topic: string
  chooseTopic: string
  topics: Record<string, string>
  message: string
  messageHelp: string
  messageLength: string
  consent: string
  submit: string
  required: string
}

export const FORM_TEXTS: Record<'de' | 'en', FormTexts> = {
  de: {
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    topic: 'Worum geht es?',
    chooseTopic: 'Bitte wählen',
    topics: {
      product: 'Frage zu einem Produkt',
      order: 'Frage zu einer Bestellung',
      intake: 'Einnahme und Verträglichkeit',
      other: 'Etwas anderes',
    },
    message: 'Ihre Nachricht',
    messageHelp:
      'Bei Fragen zu einer Bestellung nennen Sie bitte die Bestellnummer. Bitte schicken Sie uns keine Gesundheitsdaten, die wir nicht brauchen.',
    messageLength: 'Bitte beschreiben Sie Ihr Anliegen in mindestens 20 Zeichen.',
    consent: 'Ich bin einverstanden, dass meine Angaben zur Beantwortung gespeichert werden.',
    submit: 'Absenden',
    required: 'Dieses Feld ist ein Pflichtfeld.',
  },
  en: {
    name: 'Your name',
    email: 'Email address',
    topic: 'What is it about?',
    chooseTopic: 'Please choose',
    topics: {
      product: 'A question about a product',
      order: 'A question about an order',
      intake: 'Taking our products',
      other: 'Something else',
    },
    message: 'Your message',
    messageHelp:
      'For questions about an order, please give your order number. Please do not send us health details we do not need.',
    messageLength: 'Please describe your request in at least 20 characters.',
    consent: 'I agree that my details are stored to answer my request.',
    submit: 'Send',
    required: 'This field is mandatory.',
  },
}

export const formLink = (pagePath: string) =>
  `${pagePath}?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend&amp;cHash=4f1c2a9e0b7d`

export const contactForm = (language: 'de' | 'en', pageUid: number) => {
  const texts = FORM_TEXTS[language]
  const id = `contact-${pageUid}`
  const name = (identifier: string) => `tx_form_formframework[${id}][${identifier}]`
  const notEmpty = { identifier: 'NotEmpty', code: 1221560910, errorMessage: texts.required }
  const required = { fluidAdditionalAttributes: { required: 'required' } }
  const hidden = (identifier: string, defaultValue: string | number) => ({
    type: 'Hidden',
    identifier,
    label: '',
    defaultValue,
    properties: [],
    name: name(identifier),
  })
  return {
    id,
    api: {
      status: null,
      errors: null,
      actionAfterSuccess: null,
      page: { current: 0, nextPage: null, pages: 1 },
    },
    i18n: { submitButtonLabel: texts.submit },
    elements: [
      {
        type: 'Text',
        identifier: 'name',
        label: texts.name,
        defaultValue: '',
        properties: required,
        validators: [notEmpty],
        name: name('name'),
      },
      {
        type: 'Email',
        identifier: 'email',
        label: texts.email,
        defaultValue: '',
        properties: required,
        validators: [notEmpty, { identifier: 'EmailAddress', code: 1221559976 }],
        name: name('email'),
      },
      {
        type: 'SingleSelect',
        identifier: 'topic',
        label: texts.topic,
        defaultValue: '',
        properties: { prependOptionLabel: texts.chooseTopic, options: texts.topics },
        name: name('topic'),
      },
      {
        type: 'Textarea',
        identifier: 'message',
        label: texts.message,
        defaultValue: '',
        properties: { ...required, elementDescription: texts.messageHelp },
        validators: [
          notEmpty,
          {
            identifier: 'StringLength',
            options: { minimum: '20', maximum: '2000' },
            code: 1238108068,
            errorMessage: texts.messageLength,
          },
        ],
        name: name('message'),
      },
      {
        type: 'Checkbox',
        identifier: 'consent',
        label: texts.consent,
        defaultValue: null,
        properties: { value: '1', ...required },
        validators: [notEmpty],
        name: name('consent'),
      },
      hidden('__currentPage', 1),
      hidden('__trustedProperties', `{"${id}":{"name":1,"email":1}}7c1e`),
      hidden('__state', 'c3RhdGU=2b9d'),
    ],
  }
}
