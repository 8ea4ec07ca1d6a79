/** TYPO3's header_layout value for 'Hidden'. Apart from the schema, for the browser's sake. */
export const HIDDEN_HEADER_LAYOUT = 100
