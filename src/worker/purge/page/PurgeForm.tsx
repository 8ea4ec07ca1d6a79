import type { PurgeFormValues, ScopeGroup } from './purge-form'
import { TokenFields } from './SignInForm'

export interface PurgeFormProps {
  values: PurgeFormValues
  groups: ScopeGroup[]
  /** The scope chosen when the editor has not chosen one: the site the page is opened on. */
  defaultScope: string
  /** That site's id, for the products' site list. */
  defaultSite: string
  /** This site's address, for the example in the address field's hint. */
  origin: string
}

/**
 * The purge form, shown after a valid token: it lists every site, so ./SignInForm.tsx stands in
 * for it before. Its token field is the sign-in's (./SignInForm.tsx): a page without JavaScript
 * posts the token with each purge.
 */
/** One of the ways to name what goes: a radio button the fields below it belong to. */
const WhatChoice = ({
  value,
  chosen,
  children,
}: {
  value: PurgeFormValues['what']
  chosen: PurgeFormValues['what']
  children: string
}) => (
  <div className="choice">
    <input
      type="radio"
      id={`purge-what-${value}`}
      name="what"
      value={value}
      defaultChecked={chosen === value}
    />
    <label htmlFor={`purge-what-${value}`}>{children}</label>
  </div>
)

export const PurgeForm = ({
  values,
  groups,
  defaultScope,
  defaultSite,
  origin,
}: PurgeFormProps) => (
  <form id="purge-form" method="post" action="/_cache">
    <TokenFields />

    <fieldset>
      <legend>What to purge</legend>
      <WhatChoice value="urls" chosen={values.what}>
        Pages by address
      </WhatChoice>
      <label htmlFor="purge-urls">Page addresses, one per line</label>
      <textarea
        id="purge-urls"
        name="urls"
        rows={4}
        defaultValue={values.urls}
        aria-describedby="purge-urls-hint"
        spellCheck={false}
      />
      <p id="purge-urls-hint" className="hint">
        Any site&apos;s address, e.g. {origin}/produkte; a path alone means this site. Every version
        of the page (sorting, paging) goes.
      </p>

      <WhatChoice value="scope" chosen={values.what}>
        A whole site or one of its languages
      </WhatChoice>
      <label htmlFor="purge-scope">Site or language</label>
      <select id="purge-scope" name="scope" defaultValue={values.scope || defaultScope}>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>

      <WhatChoice value="skus" chosen={values.what}>
        Pages showing products
      </WhatChoice>
      <label htmlFor="purge-skus">Skus, separated by commas or lines</label>
      <textarea
        id="purge-skus"
        name="skus"
        rows={2}
        defaultValue={values.skus}
        aria-describedby="purge-skus-hint"
        spellCheck={false}
      />
      <p id="purge-skus-hint" className="hint">
        After a price or stock change in the shop: the listings and product pages of the site that
        show one of these products, e.g. VIT-D3, MAG-400.
      </p>
      <label htmlFor="purge-sku-site">On the site</label>
      <select id="purge-sku-site" name="skuSite" defaultValue={values.skuSite || defaultSite}>
        {groups.map((group) => (
          <option key={group.site} value={group.site}>
            {group.label}
          </option>
        ))}
      </select>
    </fieldset>

    <div className="actions">
      <button type="submit" name="action" value="purge">
        Purge
      </button>
      <button type="submit" name="action" value="log">
        Show recent purges
      </button>
    </div>
  </form>
)
