import { describe, expect, it } from 'vitest'
import { testSites } from '../testing/sites'
import { EMPTY_FORM, formValuesOf, requestOfForm, scopeGroupsOf } from './purge-form'

describe('requestOfForm', () => {
  it('makes one address per non-empty line a urls request', () => {
    const values = { ...EMPTY_FORM, urls: ' /a \r\n\r\nhttp://localhost/b\n' }
    expect(requestOfForm(values)).toEqual({
      ok: true,
      value: {
        kind: 'scoped',
        request: { scope: 'urls', urls: ['/a', 'http://localhost/b'] },
        mode: 'hard',
      },
    })
  })

  it.each([
    ['site:vitalis-de', { scope: 'site', site: 'vitalis-de' }],
    ['locale:en:vitalis-de', { scope: 'site', site: 'vitalis-de', locale: 'en' }],
    ['catalogue:litozin-de', { scope: 'catalogue', site: 'litozin-de' }],
  ])('makes the list choice %s a scoped request', (scope, request) => {
    expect(requestOfForm({ ...EMPTY_FORM, what: 'scope', scope })).toEqual({
      ok: true,
      value: { kind: 'scoped', request, mode: 'hard' },
    })
  })

  it('makes the products field a purge by sku on the chosen site', () => {
    const values = {
      ...EMPTY_FORM,
      what: 'skus' as const,
      skus: 'VIT-D3, MAG-400\nZINC',
      skuSite: 'litozin-de',
    }
    expect(requestOfForm(values)).toEqual({
      ok: true,
      value: {
        kind: 'scoped',
        request: { scope: 'sku', site: 'litozin-de', skus: ['VIT-D3', 'MAG-400', 'ZINC'] },
        mode: 'hard',
      },
    })
  })

  it.each([
    ['no sku', { ...EMPTY_FORM, what: 'skus' as const, skus: ' , ' }, 'Enter at least one sku'],
    ['no address', { ...EMPTY_FORM, urls: ' \n ' }, 'Enter at least one page address'],
    ['no choice', { ...EMPTY_FORM, what: 'scope' as const }, 'Choose a site or a language'],
    ['an unknown choice', { ...EMPTY_FORM, what: 'scope' as const, scope: 'all' }, 'Choose a site'],
  ])('says what is missing when the form has %s', (_, values, issue) => {
    expect(requestOfForm(values)).toEqual({ ok: false, issues: [expect.stringContaining(issue)] })
  })
})

describe('formValuesOf', () => {
  it('takes text fields only and defaults the rest', () => {
    expect(formValuesOf({ action: 'drop', what: 'x', urls: ['a'], scope: 'site:x' })).toEqual({
      ...EMPTY_FORM,
      scope: 'site:x',
    })
    expect(formValuesOf({ what: 'skus', skus: 'A', skuSite: 'vitalis-de' })).toMatchObject({
      what: 'skus',
      skus: 'A',
      skuSite: 'vitalis-de',
    })
  })
})

describe('scopeGroupsOf', () => {
  it('offers each language of a site that has several, and the site and its catalogue', () => {
    const groups = scopeGroupsOf(testSites)
    const vitalis = groups.find((group) => group.label === 'vitalis-de (www.vitalis.example)')
    expect(vitalis?.options.map((option) => option.value)).toEqual([
      'site:vitalis-de',
      'locale:de:vitalis-de',
      'locale:en:vitalis-de',
      'catalogue:vitalis-de',
    ])
  })

  it('offers no language of its own for a site of one language', () => {
    const litozin = scopeGroupsOf(testSites).find((group) => group.label.startsWith('litozin-de'))
    expect(litozin?.options.map((option) => option.value)).toEqual([
      'site:litozin-de',
      'catalogue:litozin-de',
    ])
  })
})
