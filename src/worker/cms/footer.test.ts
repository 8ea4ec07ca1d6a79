import { describe, expect, it } from 'vitest'
import { footerOf } from './footer'

const item = (title: string, link: string, children: unknown[] = []) => ({
  title,
  link,
  target: '',
  active: 0,
  current: 0,
  spacer: 0,
  hasSubpages: children.length > 0 ? 1 : 0,
  ...(children.length > 0 ? { children } : {}),
})

const links = (groups: ReturnType<typeof footerOf>) =>
  groups.map((group) => [group.title, group.links.map((link) => link.link)])

describe('footerOf', () => {
  it('reads the project field of link groups by default', () => {
    const data = { footer: [{ title: 'Service', links: [item('Kontakt', '/kontakt')] }] }
    expect(links(footerOf(data, { source: 'groups', field: 'footer' }))).toEqual([
      ['Service', ['/kontakt']],
    ])
  })

  it('makes columns of a footer menu: subpages under their entry, loose entries first, untitled', () => {
    const data = {
      navigation: [],
      footerNavigation: [
        item('Impressum', '/impressum'),
        item('Service', '/service', [item('Kontakt', '/kontakt'), item('FAQ', '/faq')]),
        item('Datenschutz', '/datenschutz'),
      ],
    }
    expect(links(footerOf(data, { source: 'menu', field: 'footerNavigation' }))).toEqual([
      ['', ['/impressum', '/datenschutz']],
      ['Service', ['/kontakt', '/faq']],
    ])
  })

  it('gives no links, and no error, when the named field is missing or malformed', () => {
    const menu = { source: 'menu', field: 'footerNavigation' } as const
    expect(footerOf({ navigation: [] }, menu)).toEqual([])
    expect(footerOf({ footerNavigation: 'nope' }, menu)).toEqual([])
    expect(footerOf({ footer: { broken: true } }, { source: 'groups', field: 'footer' })).toEqual(
      [],
    )
    expect(footerOf(null, menu)).toEqual([])
  })
})
