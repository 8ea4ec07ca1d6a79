import { BulletsElement, bulletsSchema } from './bullets/BulletsElement'
import { CartElement, cartSchema } from './cart/CartElement'
import { DivElement, divSchema } from './div/DivElement'
import { defineElement, type ElementDefinition } from './element-definition'
import { HeaderElement, headerSchema } from './header/HeaderElement'
import { HeroBannerElement, heroBannerSchema } from './hero_banner/HeroBannerElement'
import { HtmlElement, htmlSchema } from './html/HtmlElement'
import { ImageElement, imageSchema } from './image/ImageElement'
import { MenuPagesElement, menuPagesSchema } from './menu_pages/MenuPagesElement'
import { MenuSitemapElement, menuSitemapSchema } from './menu_sitemap/MenuSitemapElement'
import { MenuSubpagesElement, menuSubpagesSchema } from './menu_subpages/MenuSubpagesElement'
import {
  ProductListingElement,
  productListingSchema,
} from './product_listing/ProductListingElement'
import { shortcutSchema } from './shortcut/schema'
import { ShortcutElement } from './shortcut/ShortcutElement'
import { TableElement, tableSchema } from './table/TableElement'
import { TextElement, textSchema } from './text/TextElement'
import { TextMediaElement, textMediaSchema } from './textmedia/TextMediaElement'
import { TextpicElement, textpicSchema } from './textpic/TextpicElement'
import { UploadsElement, uploadsSchema } from './uploads/UploadsElement'

/**
 * TYPO3 CType → the schema of its `content` and the component that renders it. A CType missing
 * here is an unknown element: nothing in production, a placeholder in development.
 */
export const elementRegistry = {
  header: defineElement(headerSchema, HeaderElement),
  text: defineElement(textSchema, TextElement),
  textmedia: defineElement(textMediaSchema, TextMediaElement),
  textpic: defineElement(textpicSchema, TextpicElement),
  image: defineElement(imageSchema, ImageElement),
  bullets: defineElement(bulletsSchema, BulletsElement),
  table: defineElement(tableSchema, TableElement),
  uploads: defineElement(uploadsSchema, UploadsElement),
  html: defineElement(htmlSchema, HtmlElement),
  menu_pages: defineElement(menuPagesSchema, MenuPagesElement),
  menu_subpages: defineElement(menuSubpagesSchema, MenuSubpagesElement),
  menu_sitemap: defineElement(menuSitemapSchema, MenuSitemapElement),
  shortcut: defineElement(shortcutSchema, ShortcutElement),
  div: defineElement(divSchema, DivElement),
  hero_banner: defineElement(heroBannerSchema, HeroBannerElement),
  product_listing: defineElement(productListingSchema, ProductListingElement),
  cart: defineElement(cartSchema, CartElement),
} satisfies Record<string, ElementDefinition>

export type ElementType = keyof typeof elementRegistry

/** The definition of a CType, or undefined; own keys only, so 'constructor' is no element. */
export const getElementDefinition = (type: string): ElementDefinition | undefined =>
  Object.hasOwn(elementRegistry, type) ? elementRegistry[type as ElementType] : undefined
