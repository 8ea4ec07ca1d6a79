import { defineElement } from '../registry/define-element'
import { jobsListFill } from './fill'
import { jobsListSchema } from './schema'

export const definition = defineElement({
  type: 'jobs_list',
  schema: jobsListSchema,
  fill: jobsListFill,
})
