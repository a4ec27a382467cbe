// @ts-check
// Proves that a broken internal link fails the docs build: builds a throwaway two-page site with the real site's
// configuration, one page linking to a page that does not exist, and expects VitePress to refuse it.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vitepress'

const siteConfig = fileURLToPath(new URL('../.vitepress/config.mts', import.meta.url))
// Inside the repository, so that the build resolves vue and the theme as the real site does.
const cache = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url))
mkdirSync(cache, { recursive: true })
const root = mkdtempSync(join(cache, 'docs-dead-links-'))

try {
  mkdirSync(join(root, '.vitepress'))
  // The site's own options (dead-link check included), writing into the temporary folder only.
  writeFileSync(
    join(root, '.vitepress/config.mts'),
    `import site from ${JSON.stringify(siteConfig)}\nexport default { ...site, outDir: './dist', cacheDir: './cache', themeConfig: {} }\n`,
  )
  writeFileSync(join(root, 'index.md'), '# Home\n\n[A page that exists](./present)\n\n[A page that does not](./missing-page)\n')
  writeFileSync(join(root, 'present.md'), '# Present\n')

  const outcome = await build(root).then(
    () => 'built',
    (/** @type {unknown} */ error) => (error instanceof Error ? error.message : String(error)),
  )
  if (outcome === 'built') {
    console.error('A page linking to a missing page was built: the docs build does not check internal links.')
    process.exitCode = 1
  } else if (!/\b1 dead link\(s\) found/.test(outcome)) {
    console.error(`The throwaway build failed, but not on its one dead link: ${outcome}`)
    process.exitCode = 1
  } else {
    console.log('ok: a broken internal link fails the docs build')
  }
} finally {
  rmSync(root, { recursive: true, force: true })
}
