// The demo upstreams' raster photos: every picture the demo CMS and the demo shop
// serve (demo/images/pictures.ts lists them with their SVG drawings) rendered to a 2,000 px JPEG
// original and to every width of the transformation ladder in WebP and JPEG
// (demo/images/ladder.ts), into .build/demo-images/, which the demo worker reads through its
// static-assets binding (demo/wrangler.toml). Each picture's files sit under r/<hash>/, the hash of
// its drawing and of the settings below: a picture already built is not built again, so a second
// build takes under a second. index.json maps each served path to its hash and size.
// `node scripts/demo-images.mjs` runs it alone; scripts/build.mjs runs it with every build.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import sharp from 'sharp'

const root = new URL('..', import.meta.url).pathname
export const outDir = join(root, '.build/demo-images')

/**
 * Everything that shapes the files beside the drawing: a change here builds every picture anew.
 * The drawing is rendered at half the original's width, given a light that falls off towards
 * the corners and a fine grain, and scaled up to the original's width, which softens its edges as
 * a photo's are: the encoders then work as they do on a photo, where flat vector areas would
 * compress to a fraction of a photo's bytes.
 */
const SETTINGS = {
  version: 3,
  renderWidth: 1000,
  grain: 8,
  vignette: 0.16,
  blur: 0.8,
  jpegQuality: 82,
  webpQuality: 80,
  webpEffort: 1,
}

/** The worker's plan (demo/images/ladder.ts) and the list of pictures, bundled for Node. */
const loadDemoModules = async () => {
  const { outputFiles } = await esbuild.build({
    stdin: {
      contents: [
        "export * from './demo/images/ladder.ts'",
        "export { demoPictures } from './demo/images/pictures.ts'",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  })
  const code = outputFiles[0].text
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}

const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  )

/** A seeded random source (mulberry32): the same grain on every build. */
const randomOf = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/**
 * What the light and the grain do to each value of a rendered RGB picture `width` × `height`:
 * a factor (of 256) falling off from the centre towards the corners, and an offset around 0.
 */
const lightOf = (width, height) => {
  const random = randomOf(40)
  const factor = new Uint16Array(width * height)
  const grain = new Int8Array(width * height * 3)
  const cx = width / 2
  const cy = height * 0.45
  const reach = Math.hypot(width, height) / 2
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const r = Math.min(1, Math.hypot(x - cx, y - cy) / reach)
      const falloff = r < 0.45 ? 0 : ((r - 0.45) / 0.55) ** 2
      factor[y * width + x] = Math.round(256 * (1 - SETTINGS.vignette * falloff))
    }
  for (let i = 0; i < grain.length; i++)
    grain[i] = Math.round((random() + random() - 1) * SETTINGS.grain)
  return { factor, grain }
}

/** Applies the light and the grain to raw RGB `data` in place. */
const applyLight = (data, { factor, grain }) => {
  for (let p = 0, i = 0; p < factor.length; p++) {
    const f = factor[p]
    for (let c = 0; c < 3; c++, i++) {
      const value = ((data[i] * f) >> 8) + grain[i]
      data[i] = value < 0 ? 0 : value > 255 ? 255 : value
    }
  }
}

/** Runs `task` over `items`, `limit` at a time. */
const eachLimited = async (items, limit, task) => {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

const encoderOf = (format) =>
  format === 'jpeg'
    ? (image) => image.jpeg({ quality: SETTINGS.jpegQuality, optimiseCoding: false })
    : format === 'webp'
      ? (image) => image.webp({ quality: SETTINGS.webpQuality, effort: SETTINGS.webpEffort })
      : (image) => image.avif({ quality: 50, effort: 0 })

/** Scales raw pixels to `width` (the height keeps the aspect), as raw pixels. */
const scaled = (source, width, options) =>
  sharp(source.data, { raw: source.info })
    .resize(width, null, options)
    .raw()
    .toBuffer({ resolveWithObject: true })

/**
 * Renders one drawing to its files: the original, then the ladder from the widest width down,
 * each width scaled from the one above it (the ones up to the render width from the render).
 */
const renderPicture = async (picture, hash, plan, lights) => {
  const { renderWidth } = SETTINGS
  const original = plan.rasterSize(picture.width, picture.height)
  const rendered = await sharp(Buffer.from(picture.svg), {
    density: (72 * renderWidth) / picture.width,
  })
    .resize(renderWidth, null)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  applyLight(rendered.data, lights(rendered.info.width, rendered.info.height))
  // Nearest-neighbour scaling and a slight blur: as soft as a linear scaling, at half its cost.
  const large = await sharp(rendered.data, { raw: rendered.info })
    .resize(original.width, original.height, { kernel: 'nearest', fit: 'fill' })
    .blur(SETTINGS.blur)
    .raw()
    .toBuffer({ resolveWithObject: true })
  await mkdir(join(outDir, plan.rasterDir(hash)), { recursive: true })
  const files = plan.rasterPlan(hash)
  const write = (pixels, file) =>
    encoderOf(file.format)(sharp(pixels.data, { raw: pixels.info })).toFile(join(outDir, file.path))
  await write(large, files[0])
  let above = large
  for (const width of [...plan.LADDER_WIDTHS].reverse()) {
    const source = width <= renderWidth && above.info.width > renderWidth ? rendered : above
    // Just below the original's width, dropping every 25th row and column is as good as filtering.
    const pixels = await scaled(
      source,
      width,
      width > renderWidth * 1.5 ? { kernel: 'nearest' } : {},
    )
    await Promise.all(
      files
        .filter((file) => file.width === width && file !== files[0])
        .map((file) => write(pixels, file)),
    )
    above = pixels
  }
}

/**
 * Builds what is missing and writes index.json; returns counts for the log.
 * @param {{ log?: (line: string) => void, every?: boolean }} [options] `every`: a photo of every
 *   packshot's own drawing (demo/images/pictures.ts, PhotoMode)
 */
export const buildDemoImages = async ({ log = console.log, every = false } = {}) => {
  const started = Date.now()
  const plan = await loadDemoModules()
  const migrationsDir = join(root, 'demo/migrations')
  const migrations = await Promise.all(
    (await readdir(migrationsDir))
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => readFile(join(migrationsDir, file), 'utf8')),
  )
  const pictures = plan.demoPictures(migrations, every ? 'every' : 'shared')
  const settings = JSON.stringify({
    ...SETTINGS,
    widths: plan.LADDER_WIDTHS,
    formats: plan.LADDER_FORMATS,
    original: plan.ORIGINAL_WIDTH,
  })
  const hashOf = (svg) =>
    createHash('sha256').update(settings).update(svg).digest('hex').slice(0, 16)
  const byHash = new Map()
  const index = {}
  for (const picture of pictures) {
    const hash = hashOf(picture.svg)
    byHash.set(hash, picture)
    index[picture.path] = { hash, ...plan.rasterSize(picture.width, picture.height) }
  }
  const done = (hash) => join(outDir, plan.rasterDir(hash), '.done')
  const missing = []
  for (const hash of byHash.keys()) if (!(await exists(done(hash)))) missing.push(hash)

  const cache = new Map()
  const lights = (width, height) => {
    const key = `${width}x${height}`
    if (!cache.has(key)) cache.set(key, lightOf(width, height))
    return cache.get(key)
  }
  // One picture per core; each runs its steps one after another on one libvips thread.
  sharp.concurrency(1)
  sharp.cache(false)
  await eachLimited(missing, availableParallelism(), async (hash) => {
    await rm(join(outDir, plan.rasterDir(hash)), { recursive: true, force: true })
    await renderPicture(byHash.get(hash), hash, plan, lights)
    await writeFile(done(hash), '')
  })

  // Pictures no longer listed (a drawing or a setting changed) are removed.
  const rasters = join(outDir, 'r')
  await mkdir(rasters, { recursive: true })
  for (const dir of await readdir(rasters))
    if (!byHash.has(dir)) await rm(join(rasters, dir), { recursive: true, force: true })
  // Written whole, then renamed: a running demo worker never reads half of it.
  const indexFile = join(outDir, 'index.json')
  await writeFile(
    `${indexFile}.tmp`,
    JSON.stringify({
      original: plan.ORIGINAL_WIDTH,
      widths: plan.LADDER_WIDTHS,
      formats: plan.LADDER_FORMATS,
      pictures: index,
    }),
  )
  await rename(`${indexFile}.tmp`, indexFile)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  log(
    `demo images: ${pictures.length} pictures, ${byHash.size} drawings, ${missing.length} rendered in ${seconds} s (${outDir})`,
  )
  return { pictures: pictures.length, drawings: byHash.size, rendered: missing.length }
}

if (process.argv[1] === new URL(import.meta.url).pathname)
  await buildDemoImages({ every: process.argv.includes('--every-drawing') })
