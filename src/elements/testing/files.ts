/**
 * FILE references in the EXT:headless shape (see ../shared/typo3/page.json), with this shop's
 * own products. Properties are null where editors typically leave them empty.
 */

interface FileFixtureOptions {
  url: string
  mimeType: string
  type?: string
  alternative?: string | null
  title?: string | null
  description?: string | null
  size?: string
  width?: number
  height?: number
  link?: string | null
}

export const file = (options: FileFixtureOptions) => {
  const filename = options.url.split('/').pop() ?? ''
  return {
    publicUrl: options.url,
    properties: {
      title: options.title ?? null,
      alternative: options.alternative ?? null,
      description: options.description ?? null,
      mimeType: options.mimeType,
      type: options.type ?? options.mimeType.split('/')[0],
      filename,
      originalUrl: options.url.replace('https://cms.vitalis.example', ''),
      uidLocal: 12,
      fileReferenceUid: 340,
      size: options.size ?? '184 KB',
      link: options.link ?? null,
      dimensions:
        options.width && options.height ? { width: options.width, height: options.height } : null,
      cropDimensions: null,
      crop: '',
      autoplay: null,
      extension: filename.split('.').pop() ?? '',
    },
  }
}

export const magnesiumImage = file({
  url: 'https://cms.vitalis.example/fileadmin/products/magnesium-400-direkt.jpg',
  mimeType: 'image/jpeg',
  alternative: 'Magnesium 400 Direkt Sticks mit Zitronengeschmack',
  description: 'Magnesium trägt zur normalen Muskelfunktion bei.',
  width: 1600,
  height: 1067,
})

export const breakfastImage = file({
  url: 'https://cms.vitalis.example/fileadmin/ratgeber/fruehstueck-haferflocken.webp',
  mimeType: 'image/webp',
  alternative: null,
  width: 1200,
  height: 800,
  link: '/ratgeber/gesundes-fruehstueck',
})

export const zincImage = file({
  url: 'https://cms.vitalis.example/fileadmin/products/zink-25-tabletten.png',
  mimeType: 'image/png',
  alternative: 'Zink 25 Tabletten, Packung mit 100 Stück',
  width: 800,
  height: 800,
})

export const heroImage = file({
  url: 'https://cms.vitalis.example/fileadmin/hero/immunsystem-winter.jpg',
  mimeType: 'image/jpeg',
  alternative: 'Frau beim Joggen im winterlichen Park',
  width: 2400,
  height: 1350,
})

export const leafletPdf = file({
  url: 'https://cms.vitalis.example/fileadmin/downloads/gebrauchsinformation-magnesium-400.pdf',
  mimeType: 'application/pdf',
  title: 'Gebrauchsinformation Magnesium 400',
  description: 'Dosierung, Inhaltsstoffe und Hinweise zur Einnahme.',
  size: '1.2 MB',
})

export const nutritionTablePdf = file({
  url: 'https://cms.vitalis.example/fileadmin/downloads/naehrwerttabelle-2025.pdf',
  mimeType: 'application/pdf',
  size: '356 KB',
})
