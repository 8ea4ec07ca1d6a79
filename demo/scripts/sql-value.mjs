/** A value as an SQLite literal: NULL, a number, or a quoted string ('' for a quote). */
export const sqlValue = (value) =>
  value === null || value === undefined
    ? 'NULL'
    : typeof value === 'number'
      ? String(value)
      : `'${String(value).replace(/'/g, "''")}'`
