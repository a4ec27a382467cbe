// @ts-check
// VitePress fails the build on a link to a missing page, but not on a link to a missing heading of a page that
// exists. This check reads the built site and fails on any internal link whose #fragment names no element there.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const site = fileURLToPath(new URL('../../dist/docs/', import.meta.url))

/** @param {string} dir @returns {string[]} */
const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  )

/** Site path of a built page, as clean URLs name it: 'guide/options', 'api/index'. */
const pageOf = (/** @type {string} */ file) => relative(site, file).split(sep).join('/').replace(/\.html$/, '')

/** @type {Map<string, Set<string>>} */
const ids = new Map()
/** @type {Map<string, string>} */
const sources = new Map()
for (const file of existsSync(site) ? htmlFiles(site) : []) {
  const html = readFileSync(file, 'utf8')
  // The page's own content only: the sidebar and the outline repeat links that the pages check themselves.
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'))
  ids.set(pageOf(file), new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeURIComponent(m[1] ?? ''))))
  sources.set(pageOf(file), main)
}

const broken = []
for (const [page, main] of sources) {
  for (const [, path = '', fragment = ''] of main.matchAll(/\shref="([^"#:]*)#([^"]*)"/g)) {
    const base = posix.dirname(`/${page}`)
    const target = path === '' ? page : posix.normalize(path.startsWith('/') ? path : posix.join(base, path)).replace(/^\//, '').replace(/\.html$/, '')
    const known = ids.get(target) ?? ids.get(`${target.replace(/\/$/, '')}/index`)
    if (known && !known.has(decodeURIComponent(fragment))) broken.push(`${page}: ${path}#${fragment}`)
  }
}

if (sources.size === 0) {
  console.error(`No built pages in ${site}: run the docs build first.`)
  process.exitCode = 1
} else if (broken.length > 0) {
  console.error(`${broken.length} link(s) to a heading that does not exist:\n  ${broken.join('\n  ')}`)
  process.exitCode = 1
} else {
  console.log(`ok: every #link of ${sources.size} pages names a heading that exists`)
}
