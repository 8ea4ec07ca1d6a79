/** Magento's price range label '10-20' ('40-*' open-ended) in the shop's currency. */
export const priceRangeLabel = (value: string, format: (amount: number) => string): string => {
  const [from = '0', to = '*'] = value.split('_')
  return to === '*'
    ? `≥ ${format(Number(from))}`
    : `${format(Number(from))} – ${format(Number(to))}`
}
