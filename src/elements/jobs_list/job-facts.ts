/**
 * Plain facts about job postings that renders and the head's structured data share. Free of zod
 * (the record schemas in ./job-record.ts are the worker's): this module ships to the browser.
 */

/**
 * The employment types editors choose from: schema.org's JobPosting values
 * (https://schema.org/employmentType, Google's job posting guidelines), apprenticeships as
 * OTHER's German case of its own. In the address each is written in lower case with dashes.
 */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'TEMPORARY',
  'INTERN',
  'APPRENTICESHIP',
] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]

/** 'PART_TIME' → 'part-time', the filter's value in the address. */
export const employmentSlug = (type: EmploymentType): string => type.toLowerCase().replace('_', '-')

/** schema.org knows no apprenticeship: Google asks for OTHER there. */
export const schemaOrgEmploymentType = (type: EmploymentType): string =>
  type === 'APPRENTICESHIP' ? 'OTHER' : type
