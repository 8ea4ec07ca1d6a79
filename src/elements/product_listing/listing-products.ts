/** A grid row at most, as placeholders while the shop answers. */
export const placeholderCount = (pageSize: number): number => Math.max(1, Math.min(pageSize, 4))
