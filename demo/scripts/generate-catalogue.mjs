#!/usr/bin/env node
// Writes demo/migrations/0008_catalogue.sql from the catalogue content (catalogue.mjs):
//   node demo/scripts/generate-catalogue.mjs
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { catalogueSql } from './catalogue.mjs'

const target = fileURLToPath(new URL('../migrations/0008_catalogue.sql', import.meta.url))
writeFileSync(target, catalogueSql())
console.log(`wrote ${target}`)
