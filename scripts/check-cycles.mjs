// @ts-check
// `npm run cycles`: fails when the shipped source has a runtime import cycle (a module that, through its imports,
// imports itself). Type-only imports are erased first, as the compiler erases them, so only imports that run count.
// Dynamic imports count too: a lazily loaded module that imports its loader back is still a cycle.
//
// dpdm resolves the imports (with the tsconfig's rules) and finds the cycles. Its own type erasure (`--transform`)
// cannot be used: it parses every file as TSX, so in a .ts file a generic arrow function (`<T>(x: T) => …`)
// reads as a JSX element that swallows the rest of the file, and the imports used there are erased as unused
// (kernel/shell.ts lost two of its imports that way). So each file is erased here with its own kind first, into
// a scratch copy of the tree, and dpdm reads that copy.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import dpdm from 'dpdm'
import { sourceFiles } from './source-files.mjs'

/** The shipped source: entry points, lazily loaded modules, everything a test does not own. */
export const SOURCE_DIRS = ['kernel', 'plugins', 'ui', 'sdk']

/**
 * The TypeScript dpdm uses. TypeScript 7 (the root's) has no compiler API; npm nests a TypeScript 5 under dpdm.
 * @returns {any}
 */
function dpdmTypescript() {
  const ts = createRequire(createRequire(import.meta.url).resolve('dpdm'))('typescript')
  if (typeof ts.transpileModule !== 'function') {
    throw new Error(`dpdm resolved typescript ${ts.version}, which has no compiler API; it needs its own typescript 5`)
  }
  return ts
}

/**
 * The runtime import cycles among `files` and the relative imports that resolve to nothing (an import the
 * check cannot follow could hide a cycle), paths relative to `root`. Imports resolve with `tsconfig`'s
 * compiler options (`paths`, module resolution), bundler resolution when there is none.
 * @param {{ root: string, files: readonly string[], tsconfig?: string }} input
 * @returns {Promise<{ cycles: string[][], unresolved: string[] }>}
 */
export async function findCycles({ root, files, tsconfig = join(root, 'tsconfig.json') }) {
  const ts = dpdmTypescript()
  const compilerOptions = existsSync(tsconfig)
    ? ts.readConfigFile(tsconfig, ts.sys.readFile).config?.compilerOptions
    : { module: 'ESNext', moduleResolution: 'bundler' }
  const copy = mkdtempSync(join(tmpdir(), 'check-cycles-'))
  try {
    writeFileSync(join(copy, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [] }))
    for (const file of files) {
      const { outputText } = ts.transpileModule(readFileSync(join(root, file), 'utf8'), {
        fileName: file,
        compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve, isolatedModules: true },
      })
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      writeFileSync(join(copy, file), outputText)
    }
    const tree = await dpdm.parseDependencyTree(
      files.map((file) => join(copy, file)),
      { cwd: copy, context: copy, tsconfig: join(copy, 'tsconfig.json'), transform: false, skipDynamicImports: false },
    )
    const unresolved = Object.values(tree)
      .flatMap((dependencies) => dependencies ?? [])
      // Vite asset imports ('./modal.css?inline') are not modules that import anything.
      .filter((dependency) => dependency.id === null && dependency.request.startsWith('.') && !dependency.request.includes('?'))
      .map((dependency) => `${dependency.issuer} imports ${dependency.request}`)
    return { cycles: dpdm.parseCircular(tree), unresolved }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/**
 * Prints what is wrong; returns the exit code.
 * @param {{ cycles: string[][], unresolved: string[] }} result
 * @param {number} fileCount
 */
export function report({ cycles, unresolved }, fileCount) {
  for (const line of unresolved) console.error(`unresolved import: ${line}`)
  cycles.forEach((cycle, index) => console.error(`cycle ${index + 1}: ${[...cycle, cycle[0]].join(' -> ')}`))
  if (cycles.length === 0 && unresolved.length === 0) {
    console.log(`No import cycles among ${fileCount} source files.`)
    return 0
  }
  console.error(`${cycles.length} import cycle(s), ${unresolved.length} unresolved import(s).`)
  return 1
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const files = sourceFiles(root, SOURCE_DIRS)
  process.exitCode = report(await findCycles({ root, files }), files.length)
}
