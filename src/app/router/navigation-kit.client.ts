/**
 * What only a client navigation needs, loaded with the first one (or the first page fetched
 * ahead) rather than with every first view: the head builder of the page reached
 * (../head/route-head.ts, with the schema.org builders of every detail element and the date
 * formatting they use) and the focus and announcement of its arrival.
 */
export { routeHead } from '../head/route-head'
export { arriveAtPage } from './arrive-at-page.client'
