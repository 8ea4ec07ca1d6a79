import type { Coordinates } from './pharmacy-model'

/**
 * Lays coordinates out on the self-hosted map (an SVG of its own, no tiles, no third-party
 * script): an equirectangular projection around the area shown, which over a few dozen
 * kilometres is as true as any, fitted into the map's box with a margin.
 */
export const MAP_WIDTH = 480
export const MAP_HEIGHT = 360
const MARGIN = 36
const KM_PER_DEGREE = 111.32
/** Never closer than this much around the place searched from (one pharmacy next door). */
const MIN_SPAN_KM = 4

export interface MapLayout {
  /** Where a coordinate lies on the map, in its units (rounded: the same on server and browser). */
  point(at: Coordinates): { x: number; y: number }
  /** How many map units a kilometre is. */
  unitsPerKm: number
}

const round = (value: number) => Math.round(value * 10) / 10

export const layoutMap = (points: readonly Coordinates[]): MapLayout => {
  const lats = points.map((point) => point.lat)
  const lngs = points.map((point) => point.lng)
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2
  const xScale = Math.cos((midLat * Math.PI) / 180)
  const kmX = (lng: number) => lng * KM_PER_DEGREE * xScale
  const kmY = (lat: number) => lat * KM_PER_DEGREE
  const xs = lngs.map(kmX)
  const ys = lats.map(kmY)
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), MIN_SPAN_KM)
  const spanY = Math.max(Math.max(...ys) - Math.min(...ys), MIN_SPAN_KM)
  const unitsPerKm = Math.min((MAP_WIDTH - 2 * MARGIN) / spanX, (MAP_HEIGHT - 2 * MARGIN) / spanY)
  const centreX = (Math.max(...xs) + Math.min(...xs)) / 2
  const centreY = (Math.max(...ys) + Math.min(...ys)) / 2
  return {
    unitsPerKm,
    point: (at) => ({
      x: round(MAP_WIDTH / 2 + (kmX(at.lng) - centreX) * unitsPerKm),
      // North is up: a larger latitude is a smaller y.
      y: round(MAP_HEIGHT / 2 - (kmY(at.lat) - centreY) * unitsPerKm),
    }),
  }
}

const RING_STEPS_KM = [1, 2, 5, 10, 20, 50, 100, 200]

/** A round distance for the scale ring: the largest step within the farthest pharmacy. */
export const ringKm = (farthestKm: number): number =>
  RING_STEPS_KM.filter((step) => step <= farthestKm).at(-1) ?? 1
