import type { ElementProps } from '../registry'

export function DivElement(_props: ElementProps<'div'>) {
  return <hr className="ce-divider" />
}
