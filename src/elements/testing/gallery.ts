/** A gallery in the EXT:headless shape (`gallery` of textpic, textmedia and image). */
export const gallery = (
  position: { horizontal: string; vertical: string; noWrap: boolean },
  rows: Record<string, Record<string, unknown>>,
) => ({
  position,
  width: 600,
  count: {
    files: Object.values(rows).flatMap((row) => Object.values(row)).length,
    columns: 2,
    rows: Object.keys(rows).length,
  },
  columnSpacing: 10,
  border: { enabled: false, width: 2, padding: 0 },
  rows: Object.fromEntries(Object.entries(rows).map(([row, columns]) => [row, { columns }])),
})
