// CSS per brand: each brand page links exactly one stylesheet, named in build/manifest.json
// (scripts/build.mjs writes base + component styles + the brand's theme into it).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sizes } from '../../scripts/lib/http.mjs'
import { info } from '../lib/table.mjs'

const kb = (bytes) => bytes / 1000

export const measureCss = async ({ root }) => {
  const manifest = JSON.parse(await readFile(join(root, 'build/manifest.json'), 'utf8'))
  const rows = []
  for (const [brand, href] of Object.entries(manifest.css)) {
    const size = sizes(await readFile(join(root, 'public', href)))
    rows.push(
      info({
        id: `css.${brand}.gzip`,
        figure: `CSS ${brand} (gzip)`,
        value: kb(size.gzip),
        unit: 'KB',
        display: `${kb(size.gzip).toFixed(1)} KB (raw ${kb(size.raw).toFixed(1)} KB)`,
      }),
    )
  }
  return rows
}
