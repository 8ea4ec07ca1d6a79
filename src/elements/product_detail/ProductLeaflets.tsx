import type { ProductLeaflet } from '../../shop'
import { useT } from '../../lib/i18n'

/**
 * The product's PDF downloads (package leaflet, product information), from the shop. Each link
 * says it is a PDF, so that nobody is surprised by a download; the shop serves them.
 */
export function ProductLeaflets({ leaflets, id }: { leaflets: ProductLeaflet[]; id: string }) {
  const t = useT()
  if (leaflets.length === 0) return null
  return (
    <section className="ce-product-detail__leaflets" aria-labelledby={id}>
      <h2 id={id}>{t('product.downloads')}</h2>
      <ul className="ce-product-detail__downloads">
        {leaflets.map((leaflet) => (
          <li key={leaflet.url}>
            <a href={leaflet.url} type="application/pdf">
              {leaflet.title}
              <span className="ce-product-detail__file-type">{t('product.download-pdf')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
