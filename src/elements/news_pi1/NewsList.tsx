import { useT } from '../../lib/i18n'
import { ElementHeader } from '../shared/ElementHeader'
import { useLevelBelow } from '../shared/heading-level'
import type { HeaderFields } from '../shared/header-fields'
import { CategoryMenu } from './CategoryMenu'
import { NewsPages } from './NewsPages'
import { NewsTeaser } from './NewsTeaser'
import type { NewsListData } from './schema'

interface NewsListProps {
  fields: HeaderFields
  data: NewsListData
  priority: boolean
}

/** The list action: category menu, the page of teasers (or why there are none), the pages. */
export function NewsList({ fields, data, priority }: NewsListProps) {
  const t = useT()
  const level = useLevelBelow(fields)
  return (
    <div className="ce-news">
      <ElementHeader fields={fields} />
      {data.categoryMenu && <CategoryMenu menu={data.categoryMenu} />}
      {data.list.length > 0 ? (
        <ul className="ce-news__list">
          {data.list.map((record, index) => (
            <li key={record.uid} className="ce-news__item">
              <NewsTeaser record={record} level={level} priority={priority && index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="ce-news__empty">{t('news.empty')}</p>
      )}
      <NewsPages pagination={data.pagination} />
    </div>
  )
}
