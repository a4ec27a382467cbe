#!/usr/bin/env node
// @ts-check
// Writes kernel/version.ts from package.json's version: the `sv` the kit sends with every call is the version the
// host installed. Run by `npm version` (the "version" script), so a release commit carries both.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = new URL('..', import.meta.url)
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))
if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`package.json has no usable version: ${version}`)
const file = fileURLToPath(new URL('kernel/version.ts', root))
writeFileSync(
  file,
  `// Written by scripts/write-version.mjs from package.json (\`npm version\` runs it); kernel/version.test.ts checks it.\nexport const SDK_VERSION = '${version}'\n`,
)
console.log(`kernel/version.ts: ${version}`)
