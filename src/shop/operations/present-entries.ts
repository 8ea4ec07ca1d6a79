/**
 * A list's entries without the nulls Magento's lists may hold. A module of its own: what reads
 * a list of the shop's answers (a product's reviews) needs no product mapping, nor the checks
 * that mapping brings along.
 */
export const presentEntries = <T>(list: readonly (T | null)[] | null | undefined): T[] =>
  (list ?? []).filter((entry): entry is T => entry !== null && entry !== undefined)
