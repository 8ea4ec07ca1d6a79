import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import type { BulletsContent } from './schema'

/** bulletsType as TYPO3 stores it; 0, the default, is an unordered list. */
const ORDERED = 1
const DEFINITION = 2

function BulletList({ content }: { content: BulletsContent }) {
  if (content.bulletsType === DEFINITION) {
    const rows = content.bodytext.filter(([term, definition]) => term || definition)
    if (rows.length === 0) return null
    return (
      <dl className="ce-bullets ce-bullets--definition">
        {rows.map(([term, definition], index) => (
          <div className="ce-bullets__pair" key={index}>
            <dt>{term}</dt>
            <dd>{definition}</dd>
          </div>
        ))}
      </dl>
    )
  }
  // A plain list has one cell a row; a '|' in raw text made more, which belong together.
  const items = content.bodytext.map((row) => row.join(' | ')).filter(Boolean)
  if (items.length === 0) return null
  const List = content.bulletsType === ORDERED ? 'ol' : 'ul'
  return (
    <List className={`ce-bullets ce-bullets--${List}`}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </List>
  )
}

export function BulletsElement({ content }: ElementProps<'bullets'>) {
  return (
    <div className="ce-bullets-element">
      <ElementHeader fields={content} />
      <BulletList content={content} />
    </div>
  )
}
