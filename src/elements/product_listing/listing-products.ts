/** More placeholders than this stand below the fold of any screen. */
const MAX_PLACEHOLDERS = 24

/**
 * A page of tiles, as placeholders while the shop answers: the room the tiles will take, so the
 * page's elements below the listing do not move when they arrive.
 */
export const placeholderCount = (pageSize: number): number =>
  Math.max(1, Math.min(pageSize, MAX_PLACEHOLDERS))
