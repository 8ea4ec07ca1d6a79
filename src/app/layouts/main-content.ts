/** id of the <main> element Layout renders: the target of the BypassLink skip link. */
export const MAIN_CONTENT_ID = 'main-content'
