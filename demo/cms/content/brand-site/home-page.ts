import type { PageSpec } from '../model'
import type { Builder } from '../builders'
import type { PageMeta, Picture } from './page-values'

/**
 * A brand's home page: the hero, a story that leads to the brand's topic article, a menu of
 * cards to the main pages and the brand's promise, in this order on every brand site.
 */
export interface HomeValues {
  meta: PageMeta
  hero: Omit<NonNullable<Parameters<Builder['hero']>[1]>, 'image' | 'link' | 'search'> & {
    title: string
    picture: Picture
    /** Text of a link to the products page, if the hero has one. */
    productsLink?: string
  }
  story: {
    title: string
    /** HTML; the link to the topic article follows it in a paragraph of its own. */
    bodytext: string
    topicLink: string
    picture: Picture
    position: 'left' | 'right'
  }
  cards: { title: string; pages: string[]; headerPosition?: 'center' }
  promise: { title: string; bodytext: string; headerPosition?: 'center' }
}

export const homePage = (home: HomeValues, topicKey: string, layoutColor: string): PageSpec => ({
  key: 'home',
  slug: '/',
  ...home.meta,
  layoutColor,
  content: (b) => {
    const { title, picture, productsLink, ...heroOptions } = home.hero
    const { story, cards, promise } = home
    return [
      b.hero(title, {
        ...heroOptions,
        image: b.file(...picture),
        ...(productsLink === undefined
          ? {}
          : { link: { href: b.link('products'), text: productsLink } }),
      }),
      b.textmedia(
        story.title,
        `${story.bodytext}<p><a href="${b.link(topicKey)}">${story.topicLink}</a></p>`,
        b.file(...story.picture),
        { position: story.position, spaceBefore: 'large' },
      ),
      b.menuPages(cards.title, cards.pages, {
        layout: 'menu-with-cards',
        ...(cards.headerPosition ? { headerPosition: cards.headerPosition } : {}),
      }),
      b.text(promise.title, promise.bodytext, {
        frameClass: 'container',
        spaceBefore: 'extra-large',
        ...(promise.headerPosition ? { headerPosition: promise.headerPosition } : {}),
      }),
    ]
  },
})
