import type { ElementProps } from '../registry'
import { NewsDetailView } from './NewsDetailView'
import { NewsList } from './NewsList'

/** EXT:news' plugin: the list or the detail action, whichever the CMS ran for this page. */
export function NewsElement({ content, priority }: ElementProps<'news_pi1'>) {
  const { data, ...fields } = content
  if (data.settings.action === 'detail' && 'detail' in data) {
    return <NewsDetailView detail={data.detail} priority={priority} />
  }
  if ('list' in data) return <NewsList fields={fields} data={data} priority={priority} />
  return null
}
