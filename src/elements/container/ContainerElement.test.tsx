// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { containerElement, element, itemsContainerElement, textElement } from '../testing'
import { column, renderStatic } from '../testing/harness'
import { parseContentElement } from '../registry/schemas'
import {
  ContainerLayoutsContext,
  containerLayoutFor,
  type ContainerLayoutProps,
} from './container-layouts'

const columnTexts = (host: HTMLElement, id: number) =>
  [...host.querySelectorAll(`#c${id} .ce-container__column`)].map((column) =>
    [...column.querySelectorAll(':scope > .ce-frame')].map((frame) => frame.id),
  )

function Stacked({ content, columns }: ContainerLayoutProps) {
  return (
    <ol className="brand-stack" data-type={content.containerType}>
      {columns.map((column) => (
        <li key={column.name}>{column.name}</li>
      ))}
    </ol>
  )
}

describe('ContainerElement', () => {
  it('renders the columns of a container in a generic grid, each child in its own frame', () => {
    const host = renderStatic(column([containerElement]))
    const frame = host.querySelector('#c1101')
    expect(frame?.className).toContain('frame-type-container')
    expect(frame?.querySelector('.ce-container--b13-2cols-with-header-container')).not.toBeNull()
    expect(frame?.querySelector('.ce-container__grid--cols-2')).not.toBeNull()
    expect(frame?.querySelector('h2')?.textContent).toBe('Gut versorgt im Alltag')
    expect(columnTexts(host, 1101)).toEqual([['c1102'], ['c1103', 'c1104']])
  })

  it('reads the items shape of itplusx/headless_container the same way', () => {
    const host = renderStatic(column([itemsContainerElement]))
    expect(columnTexts(host, 1111)).toEqual([['c1112'], ['c1113']])
    expect(host.querySelector('.ce-container__column--links')).not.toBeNull()
  })

  it('leaves out a column without children rather than an empty grid cell', () => {
    const half = element(820, 'container-2cols', {
      items: [
        { config: { name: 'left', colPos: 201 }, contentElements: [textElement] },
        { config: { name: 'right', colPos: 202 }, contentElements: [] },
      ],
    })
    const host = renderStatic(column([half]))
    expect(columnTexts(host, 820)).toEqual([['c502']])
    expect(host.querySelector('.ce-container__grid--cols-1')).not.toBeNull()
  })

  it('renders a container in the layout its brand registers for the CType', () => {
    const layouts = { vitalis: { 'b13-2cols-with-header-container': Stacked } }
    const host = renderStatic(
      <ContainerLayoutsContext value={layouts}>
        {column([containerElement])}
      </ContainerLayoutsContext>,
    )
    expect(host.querySelector('#c1101 .brand-stack')?.textContent).toBe('leftright')
    expect(host.querySelector('#c1101 .ce-container__grid')).toBeNull()
  })

  it('keeps the generic grid for another brand and for another CType', () => {
    const layouts = { queisser: { 'b13-2cols-with-header-container': Stacked } }
    expect(containerLayoutFor(layouts, 'vitalis', 'b13-2cols-with-header-container')).toBeNull()
    expect(containerLayoutFor(layouts, 'queisser', 'b13-3cols')).toBeNull()
    expect(containerLayoutFor(layouts, 'queisser', 'constructor')).toBeNull()
    expect(containerLayoutFor(layouts, 'queisser', 'b13-2cols-with-header-container')).toBe(Stacked)
  })

  it('keeps the good columns of a container one of whose columns is broken, and names it', () => {
    const broken = element(830, 'container-2cols', {
      items: [
        { config: { name: 'left', colPos: 201 }, contentElements: [textElement] },
        { config: { name: 'right', colPos: 202 }, contentElements: 'oops' },
        { config: { name: 'more', colPos: 203 } },
      ],
    })
    const parsed = parseContentElement(broken)
    expect(parsed.problem).toBeUndefined()
    expect(parsed.content).toMatchObject({ brokenColumns: ['right', 'more'] })
    expect(columnTexts(renderStatic(column([broken])), 830)).toEqual([['c502']])
  })

  it('makes a container without one readable column an invalid element, named by its CType', () => {
    const broken = element(840, 'container-2cols', {
      items: [{ config: { name: 'left', colPos: 201 }, children: null }],
    })
    expect(parseContentElement(broken)).toMatchObject({
      type: 'container-2cols',
      content: {},
      problem: 'invalid-content',
    })
    const host = renderStatic(column([broken], { dev: true }))
    expect(host.textContent).toBe('Invalid content for container-2cols')
  })

  it('parses each child by its own type, and a container nested in a container', () => {
    const inner = element(851, 'b13-2cols', { a: [textElement], b: [element(852, 'div', {})] })
    const outer = element(850, 'b13-1col', { main: [{ ...inner, colPos: 201 }] })
    const parsed = parseContentElement(outer)
    const host = renderStatic(column([outer]))
    expect(parsed.type).toBe('container')
    expect(host.querySelector('#c850 #c851 #c502 .ce-text')).not.toBeNull()
  })
})
