/** Names a tile's quick view button by the product's url key: focus returns to it on close. */
export const QUICK_VIEW_ATTRIBUTE = 'data-quick-view'
