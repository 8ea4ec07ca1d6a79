// Where the bytes of a bundle come from, from an esbuild metafile: grouped by npm package or by
// src/ folder, so that a failing size budget names its cause.

const groupOf = (input) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)
  if (pkg) return pkg[1]
  return input
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 2)
    .join('/')
}

/** The `n` biggest contributors to one output: [{ name, bytes }], biggest first. */
export const topContributors = (output, n = 6) => {
  const bytes = new Map()
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = groupOf(input)
    bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput)
  }
  return [...bytes]
    .map(([name, size]) => ({ name, bytes: size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, n)
}

export const describeContributors = (list, total) =>
  list
    .map(
      ({ name, bytes }) =>
        `${name} ${(bytes / 1000).toFixed(0)} KB (${Math.round((bytes / total) * 100)}%)`,
    )
    .join(', ')
