import type { Company } from './service-pages'

/** The two Vitalis companies: vitalis-de and vitalis-at share the German pages and differ here. */
export type VitalisCountry = 'de' | 'at'

const COMPANY: Record<VitalisCountry, Company> = {
  de: {
    name: 'Vitalis GmbH',
    street: 'Hafenstraße 12',
    city: '20457 Hamburg',
    country: { de: 'Deutschland', en: 'Germany' },
    phone: '0800 484 825 47',
    email: 'service@vitalis.example',
    hours: { de: 'montags bis freitags von 8 bis 18 Uhr', en: 'Monday to Friday, 8 am to 6 pm' },
    shipping: { country: 'DE', days: '1–3' },
    legal: {
      managingDirectors: ['Dr. Anna Petersen', 'Jonas Albrecht'],
      register: { court: 'Amtsgericht Hamburg', number: 'HRB 154872' },
      vatId: 'DE318452967',
      editor: 'Dr. Anna Petersen',
      privacyEmail: 'datenschutz@vitalis.example',
    },
  },
  at: {
    name: 'Vitalis Österreich GmbH',
    street: 'Mariahilfer Straße 88',
    city: '1070 Wien',
    country: { de: 'Österreich', en: 'Austria' },
    phone: '0800 221 730',
    email: 'service@vitalis-at.example',
    hours: { de: 'Montag bis Freitag von 8 bis 17 Uhr', en: 'Monday to Friday, 8 am to 5 pm' },
    shipping: { country: 'AT', days: '2–4' },
    legal: {
      managingDirectors: ['Mag. Katharina Huber'],
      register: { court: 'Handelsgericht Wien', number: 'FN 523817 p' },
      vatId: 'ATU73829146',
      editor: 'Mag. Katharina Huber',
      privacyEmail: 'datenschutz@vitalis-at.example',
      trade: {
        authority: 'Magistratisches Bezirksamt für den 7. Bezirk (Wien)',
        chamber: 'Wirtschaftskammer Wien, Sparte Handel',
      },
    },
  },
}

export const vitalisCompany = (country: VitalisCountry) => COMPANY[country]
