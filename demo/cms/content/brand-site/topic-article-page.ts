import type { PageSpec } from '../model'
import type { PageMeta, Picture } from './page-values'

/**
 * A brand's short article on its topic (rosehip, magnesium, chlorophyll): an introduction with
 * a picture, the facts as a list or a table, a text, and where to read on.
 */
export interface TopicArticleValues {
  key: string
  slug: string
  meta: PageMeta
  intro: { title: string; bodytext: string; picture: Picture }
  facts: { title: string } & ({ items: string[] } | { rows: string[][] })
  text: { title: string; bodytext: string }
}

export const topicArticlePage = (article: TopicArticleValues): PageSpec => ({
  key: article.key,
  parent: 'guide',
  slug: article.slug,
  ...article.meta,
  content: (b) => {
    const { intro, facts, text } = article
    return [
      b.textmedia(intro.title, intro.bodytext, b.file(...intro.picture), { headerLayout: 1 }),
      'items' in facts ? b.bullets(facts.title, facts.items) : b.table(facts.title, facts.rows),
      b.text(text.title, text.bodytext),
      b.menuPages('Weiterlesen', ['guide-main', 'products']),
    ]
  },
})
