// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { replayEarlyInput } from './replay-early-input'

/** Server HTML in a container, with every input and change event on it recorded by field name. */
const page = (html: string) => {
  const root = document.createElement('div')
  root.innerHTML = html
  const events: string[] = []
  for (const type of ['input', 'change'])
    root.addEventListener(type, (event) =>
      events.push(`${type} ${(event.target as HTMLInputElement).name}`),
    )
  const field = <T>(name: string) => root.querySelector(`[name="${name}"]`) as T
  return { root, events, field }
}

describe('replayEarlyInput', () => {
  it('sends input and change for a text typed before hydration', () => {
    const { root, events, field } = page('<input name="q" value=""><input name="n" value="1">')
    field<HTMLInputElement>('q').value = 'Vit'
    replayEarlyInput(root)
    expect(events).toEqual(['input q', 'change q'])
  })

  it('sends nothing when no field changed since the server rendered it', () => {
    const { root, events } = page(
      '<input name="q" value="a"><textarea name="t">x</textarea><input type="checkbox" name="c" checked>' +
        '<select name="s"><option>DE</option><option selected>AT</option></select>' +
        '<select name="u"><option>DE</option><option>AT</option></select>',
    )
    replayEarlyInput(root)
    expect(events).toEqual([])
  })

  it('notices a changed choice, a checkbox and a textarea when each was changed', () => {
    const { root, events, field } = page(
      '<select name="s"><option>DE</option><option selected>AT</option></select>' +
        '<input type="checkbox" name="c"><textarea name="t">x</textarea>',
    )
    field<HTMLSelectElement>('s').value = 'DE'
    field<HTMLInputElement>('c').checked = true
    field<HTMLTextAreaElement>('t').value = 'y'
    replayEarlyInput(root)
    expect(events).toEqual(['input s', 'change s', 'input c', 'change c', 'input t', 'change t'])
  })
})
