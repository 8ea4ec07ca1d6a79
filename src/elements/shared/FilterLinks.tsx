/** One option of a filter: its label and the address of the list with it chosen. */
export interface FilterOption {
  key: string
  label: string
  href: string
}

/**
 * A list filter as a row of links (recipes by diet, jobs by location): plain links work before
 * hydration and without JavaScript; after it the router loads them as payloads. The chosen
 * option is marked with aria-current, which screen readers read as 'current page'.
 */
export function FilterLinks({
  label,
  options,
  current,
}: {
  label: string
  options: FilterOption[]
  current: string
}) {
  return (
    <nav className="ce-filter-links" aria-label={label}>
      <span className="ce-filter-links__label" aria-hidden="true">
        {label}
      </span>
      <ul>
        {options.map((option) => (
          <li key={option.key}>
            <a href={option.href} aria-current={option.key === current ? 'page' : undefined}>
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
