import { useT } from '../../lib/i18n'
import { isSafeUrl } from '../../lib/safe-url'
import { Heading } from '../shared/Heading'
import type { HeadingLevel } from '../shared/heading-level'
import { MediaImage } from '../shared/MediaImage'
import { totalMinutes } from './recipe-facts'
import type { RecipeTeaser } from './recipe-record'

/** One recipe of the list: picture, title linking to the recipe, teaser, time and diets. */
export function RecipeCard({ recipe, level }: { recipe: RecipeTeaser; level: HeadingLevel }) {
  const t = useT()
  const image = recipe.media.find((file) => file.type === 'image')
  const minutes = totalMinutes(recipe.recipe)
  return (
    <li className="ce-recipe-card">
      {image && <MediaImage media={{ ...image, alt: '' }} className="ce-recipe-card__image" />}
      <Heading level={level} className="ce-recipe-card__title">
        <a href={isSafeUrl(recipe.slug) ? recipe.slug : undefined}>{recipe.title}</a>
      </Heading>
      {recipe.teaser && <p className="ce-recipe-card__teaser">{recipe.teaser}</p>}
      <ul className="ce-recipe-card__facts">
        {minutes > 0 && <li>{t('recipe.card-time', { minutes })}</li>}
        {recipe.categories.map((category) => (
          <li key={category.id} className="ce-recipe-card__diet">
            {category.title}
          </li>
        ))}
      </ul>
    </li>
  )
}
