/** The appearance layout an editor picks to show the pages as cards rather than a link list. */
export const CARDS_LAYOUT = 'menu-with-cards'
