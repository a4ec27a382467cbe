// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findCycles, report } from './check-cycles.mjs'
import { sourceFiles } from './source-files.mjs'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A scratch project with these files (path -> source). */
function project(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'check-cycles-test-'))
  roots.push(root)
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), source)
  }
  return root
}

async function check(files: Record<string, string>) {
  const root = project(files)
  return findCycles({ root, files: sourceFiles(root, ['src']) })
}

describe('check-cycles', () => {
  it('fails on two modules that import each other, naming both', async () => {
    const result = await check({
      'src/a.ts': "import { b } from './b.js'\nexport const a = () => b()\n",
      'src/b.ts': "import { a } from './a.js'\nexport const b = () => a()\n",
    })
    expect(result.cycles).toEqual([['src/a.ts', 'src/b.ts']])
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(report(result, 2)).toBe(1)
    expect(errors.mock.calls.flat().join('\n')).toContain('src/a.ts -> src/b.ts -> src/a.ts')
  })

  it('passes when imports go one way', async () => {
    const result = await check({
      'src/index.ts': "export { a } from './a.js'\n",
      'src/a.ts': "import { b } from './b.js'\nexport const a = () => b()\n",
      'src/b.ts': 'export const b = () => 1\n',
    })
    expect(result).toEqual({ cycles: [], unresolved: [] })
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(report(result, 3)).toBe(0)
    expect(logs).toHaveBeenCalledWith('No import cycles among 3 source files.')
  })

  it('ignores type-only imports, which the compiler erases', async () => {
    const result = await check({
      'src/a.ts': "import type { B } from './b.js'\nimport { type C } from './c.js'\nexport const a = (b: B, c: C) => [b, c]\n",
      'src/b.ts': "import { a } from './a.js'\nexport type B = ReturnType<typeof a>\nexport const b = a\n",
      'src/c.ts': "export type * from './a.js'\nexport type C = string\n",
    })
    expect(result.cycles).toEqual([])
  })

  it('reads .ts files as TypeScript, not TSX: a generic arrow function does not hide the imports used after it', async () => {
    const result = await check({
      'src/a.ts': "import { b } from './b.js'\nconst id = <T>(value: T): T => value\nexport const a = () => id(b)\n",
      'src/b.ts': "import { a } from './a.js'\nexport const b = () => a()\n",
    })
    expect(result.cycles).toEqual([['src/a.ts', 'src/b.ts']])
  })

  it('follows JSX in .tsx files and lazy imports', async () => {
    const result = await check({
      'src/View.tsx': "import { Part } from './Part.js'\nexport default function View() {\n  return <Part />\n}\n",
      'src/Part.tsx': "export function Part() {\n  return <button onClick={() => void import('./View.js')} />\n}\n",
    })
    expect(result.cycles).toEqual([['src/Part.tsx', 'src/View.tsx']])
  })

  it('reports a relative import it cannot follow, and leaves tests and packages out', async () => {
    const result = await check({
      'src/a.ts': "import { x } from './missing.js'\nimport css from './a.css?inline'\nimport { z } from 'zod'\nexport const a = [x, css, z]\n",
      'src/a.test.ts': "import { a } from './a.js'\nexport const t = a\n",
    })
    expect(result).toEqual({ cycles: [], unresolved: ['src/a.ts imports ./missing.js'] })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(report(result, 1)).toBe(1)
  })
})
