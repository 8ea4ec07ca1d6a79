import { defineElement } from '../registry/define-element'
import { jobsDetailFill } from './fill'
import { jobsDetailSchema } from './schema'

export const definition = defineElement({
  type: 'jobs_detail',
  schema: jobsDetailSchema,
  fill: jobsDetailFill,
})
