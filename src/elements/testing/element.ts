import type { ContentElement } from '../../lib/page'

/** Builds a content element as the worker hands it to the React tree. */
export const element = (
  id: number,
  type: string,
  content: Record<string, unknown>,
  appearance: Partial<ContentElement['appearance']> = {},
): ContentElement => ({
  id,
  type,
  colPos: 0,
  appearance: {
    layout: 'default',
    frameClass: 'container',
    spaceBefore: '',
    spaceAfter: '',
    ...appearance,
  },
  content,
})

/**
 * The header fields of a plugin's element as the demo CMS sends them
 * (demo/cms/content/account-pages-*.ts).
 */
export const pluginHeader = (text: string) => ({
  header: text,
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
})
