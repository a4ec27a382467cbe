// The plugin contract's rules that types cannot enforce: plugins and views reach the kit through their
// PluginContext only. contract-rules.test.ts runs them over the source.
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { sourceFiles } from './source-files.mjs'

export interface SourceText {
  /** Relative to the repository root, '/' separators. */
  readonly path: string
  readonly text: string
}

export type Rule = 'internals-import' | 'internals-call' | 'kit-context-import' | 'cross-plugin-import'

export interface Violation {
  readonly file: string
  readonly rule: Rule
  readonly detail: string
}

/** The kernel's inside and the shell's React door to it, as module paths without extension. */
const INTERNALS = 'kernel/internals'
const KIT_CONTEXT = 'ui/kit-context'
const TESTING = 'kernel/testing'
/** The ways into the kernel's inside that only the kit's own shell and sdk take. */
const INTERNAL_DOORS = ['kitInternals', 'useShellInternals', 'useKitInstance'] as const

const VIEW_DIRS = ['ui/views/', 'ui/parts/', 'ui/primitives/']

/** The plugin owning a file (`plugins/<id>/…`), if any. */
function pluginOf(path: string): string | undefined {
  return /^plugins\/([^/]+)\//.exec(path)?.[1]
}

/** Whether the rules hold for this file: plugins' and views' own code, not their tests and test helpers. */
export function isGuarded(path: string): boolean {
  const name = posix.basename(path)
  if (!/\.tsx?$/.test(name) || /\.test(-d)?\.tsx?$|\.d\.ts$/.test(name)) return false
  if (pluginOf(path)) return !name.startsWith('test-')
  return VIEW_DIRS.some((dir) => path.startsWith(dir))
}

/** The text without comments, so prose may name what code must not use. Strings stay (URLs keep their '//'). */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

/** Every module specifier: `import … from`, `export … from`, `import '…'`, `import('…')`. */
function specifiers(code: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"\n]+)['"]/g)].map((match) => match[1]!)
}

/** A specifier as a repository path without extension ('../../kernel/internals.js' -> 'kernel/internals'). */
function target(from: string, specifier: string): string {
  const path = specifier.startsWith('.')
    ? posix.normalize(posix.join(posix.dirname(from), specifier))
    : specifier.replace(/^tessera\//, '')
  return path.replace(/\.(?:[cm]?js|tsx?)$/, '').replace(/\/index$/, '')
}

export function checkFile({ path, text }: SourceText): Violation[] {
  const code = stripComments(text)
  const violations: Violation[] = []
  const owner = pluginOf(path)
  for (const specifier of specifiers(code)) {
    const module = target(path, specifier)
    // The test helpers hand out the same door: a plugin or view importing them reaches the inside too.
    if (module === INTERNALS || module.startsWith(TESTING)) violations.push({ file: path, rule: 'internals-import', detail: specifier })
    if (module === KIT_CONTEXT) violations.push({ file: path, rule: 'kit-context-import', detail: specifier })
    const other = pluginOf(`${module}/`)
    if (owner && other && other !== owner) violations.push({ file: path, rule: 'cross-plugin-import', detail: specifier })
  }
  for (const door of INTERNAL_DOORS) {
    if (new RegExp(`\\b${door}\\s*\\(`).test(code)) violations.push({ file: path, rule: 'internals-call', detail: `${door}(` })
  }
  return violations
}

export function checkFiles(files: readonly SourceText[]): Violation[] {
  return files.flatMap(checkFile)
}

/** The files the rules guard, read from the repository at `root`. */
export function guardedFiles(root: string): SourceText[] {
  return sourceFiles(root, ['plugins', 'ui'])
    .filter(isGuarded)
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
}
