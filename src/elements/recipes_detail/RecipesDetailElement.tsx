import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { isSafeUrl } from '../../lib/safe-url'
import type { ElementProps } from '../registry'
import { Heading } from '../shared/Heading'
import { MediaImage } from '../shared/MediaImage'
import { PrintButton } from './PrintButton'
import { RecipeFacts } from './RecipeFacts'
import { RecipeIngredients } from './RecipeIngredients'
import { RecipeNutrition } from './RecipeNutrition'

/**
 * One recipe: the page's <h1> (a detail page is one template for every recipe, as the product
 * detail is), times, ingredients, steps and nutrition values. Its schema.org Recipe goes into
 * the document head (./structured-data.ts); the print stylesheet keeps it on paper without the
 * site around it.
 */
export function RecipesDetailElement({ content, priority }: ElementProps<'recipes_detail'>) {
  const t = useT()
  const recipe = content.data.detail
  const image = recipe.media.find((file) => file.type === 'image')
  const steps = recipe.recipe.steps.filter((step) => step !== '')
  return (
    <article className="ce-recipe">
      <header className="ce-recipe__header">
        {recipe.categories.length > 0 && (
          <ul className="ce-recipe__diets">
            {recipe.categories.map((category) => (
              <li key={category.id}>{category.title}</li>
            ))}
          </ul>
        )}
        <h1 className="ce-recipe__title">{recipe.title}</h1>
        {recipe.teaser && <p className="ce-recipe__teaser">{recipe.teaser}</p>}
        {recipe.author.author && (
          <p className="ce-recipe__author">
            {t('recipe.author', { author: recipe.author.author })}
          </p>
        )}
        <RecipeFacts recipe={recipe.recipe} />
        <PrintButton />
      </header>
      {image && <MediaImage media={image} className="ce-recipe__image" priority={priority} />}
      <div className="ce-recipe__body">
        <RecipeIngredients
          ingredients={recipe.recipe.ingredients}
          servings={recipe.recipe.servings}
          level={2}
        />
        {steps.length > 0 && (
          <section className="ce-recipe__steps">
            <Heading level={2}>{t('recipe.steps')}</Heading>
            <ol>
              {steps.map((step, index) => (
                <li key={index}>
                  <RichText html={step} />
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
      {recipe.bodytext && <RichText html={recipe.bodytext} className="ce-recipe__tips" />}
      <RecipeNutrition nutrition={recipe.recipe.nutrition} level={2} />
      {content.link && isSafeUrl(content.link) && (
        <p className="ce-recipe__back">
          <a href={content.link}>{t('recipe.back')}</a>
        </p>
      )}
    </article>
  )
}
