/**
 * The job plugins as the CMS sends them: EXT:news records in EXT:headless_news' list and detail
 * shapes (`data.list`, `data.detail`, `settings.action`) with the project's job fields.
 */
export const hamburg = {
  slug: 'hamburg',
  title: 'Hamburg',
  streetAddress: 'Elbchaussee 12',
  postalCode: '22765',
  addressLocality: 'Hamburg',
  addressCountry: 'DE',
}
export const remote = {
  slug: 'remote',
  title: 'Remote (Deutschland)',
  streetAddress: '',
  postalCode: '',
  addressLocality: '',
  addressCountry: 'DE',
}

export const jobRecord = {
  uid: 91,
  title: 'Pharmazeutisch-technische Assistenz (m/w/d)',
  teaser: 'Sie beraten Apotheken und Kundinnen zu unseren Nahrungsergänzungsmitteln.',
  isTopNews: 0,
  datetime: '2026-03-02 08:00:00',
  author: { author: 'Personalabteilung', authorEmail: '' },
  media: [],
  categories: [],
  tags: [],
  metaData: { keywords: '', description: '', alternativeTitle: '' },
  slug: '/karriere/pta-kundenservice',
  pathSegment: 'pta-kundenservice',
}
