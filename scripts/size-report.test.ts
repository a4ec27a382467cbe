// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  KIB,
  budgetVerdict,
  formatTable,
  gzipSize,
  initialChunkKeys,
  initialJsFiles,
  largestModules,
  replaceBetweenMarkers,
  sizeFiles,
  type Manifest,
} from './size-report.mjs'

// Shaped like Vite's .vite/manifest.json: an HTML entry, shared chunks keyed `_name-hash.js`, and a lazily
// imported module that shares a chunk with the entry's graph.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_shared-S.js', '_a-A.js'],
    dynamicImports: ['src/lazy.ts'],
    css: ['assets/index-C.css'],
  },
  '_a-A.js': { file: 'assets/a-A.js', imports: ['_shared-S.js', '_b-B.js'] },
  // b ⇄ a: a cycle must neither loop nor count a twice.
  '_b-B.js': { file: 'assets/b-B.js', imports: ['_a-A.js'] },
  '_shared-S.js': { file: 'assets/shared-S.js' },
  'src/lazy.ts': {
    file: 'assets/lazy-L.js',
    isDynamicEntry: true,
    imports: ['_shared-S.js', '_lazy-only-O.js'],
    dynamicImports: ['src/lazier.ts'],
  },
  '_lazy-only-O.js': { file: 'assets/lazy-only-O.js' },
  'src/lazier.ts': { file: 'assets/lazier-Z.js', isDynamicEntry: true },
}

describe('initialChunkKeys', () => {
  it('follows static imports transitively, entry first, each chunk once', () => {
    expect(initialChunkKeys(manifest)).toEqual(['index.html', '_shared-S.js', '_a-A.js', '_b-B.js'])
  })

  it('leaves out dynamic imports and whatever only they reach', () => {
    const keys = initialChunkKeys(manifest)
    expect(keys).not.toContain('src/lazy.ts')
    expect(keys).not.toContain('_lazy-only-O.js')
    expect(keys).not.toContain('src/lazier.ts')
  })

  it('counts a chunk that is both lazily and statically imported as initial', () => {
    const both: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, imports: ['_shared-S.js', 'src/lazy.ts'] },
    }
    expect(initialChunkKeys(both)).toEqual(['index.html', '_shared-S.js', 'src/lazy.ts', '_lazy-only-O.js'])
  })

  it('survives a cycle that runs back into the entry', () => {
    const cyclic: Manifest = {
      'main.ts': { file: 'main.js', isEntry: true, imports: ['_x.js'] },
      '_x.js': { file: 'x.js', imports: ['main.ts', '_x.js'] },
    }
    expect(initialChunkKeys(cyclic)).toEqual(['main.ts', '_x.js'])
  })

  it('refuses a manifest with no entry or a dangling import rather than under-reporting', () => {
    expect(() => initialChunkKeys({ 'x.ts': { file: 'x.js' } })).toThrow(/no entry/)
    expect(() => initialChunkKeys({ 'x.ts': { file: 'x.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(
      /_gone\.js/,
    )
  })
})

describe('initialJsFiles', () => {
  it('maps keys to JS files only', () => {
    expect(initialJsFiles(manifest)).toEqual(['assets/index-A.js', 'assets/shared-S.js', 'assets/a-A.js', 'assets/b-B.js'])
    const withCssEntry: Manifest = { ...manifest, 'src/style.css': { file: 'assets/style.css', isEntry: true } }
    expect(initialJsFiles(withCssEntry)).not.toContain('assets/style.css')
  })
})

describe('sizeFiles', () => {
  it('adds up each file gzipped on its own', () => {
    const a = 'const a = 1;\n'.repeat(200)
    const b = new TextEncoder().encode('export default 42\n')
    const sized = sizeFiles([
      { file: 'a.js', content: a },
      { file: 'b.js', content: b },
    ])
    expect(sized.raw).toBe(a.length + b.byteLength)
    expect(sized.gzip).toBe(gzipSize(a) + gzipSize(b))
    expect(gzipSize(a)).toBeLessThan(a.length)
  })
})

describe('budgetVerdict', () => {
  const floorGzip = 67_440

  it('passes the limit at exactly floor + 25 KiB and fails one byte past it', () => {
    const at = budgetVerdict({ floorGzip, minimalGzip: floorGzip + 25 * KIB })
    expect(at).toMatchObject({ overFloor: 25 * KIB, withinLimit: true, overLimitBy: 0, goalMet: false })

    const past = budgetVerdict({ floorGzip, minimalGzip: floorGzip + 25 * KIB + 1 })
    expect(past).toMatchObject({ withinLimit: false, overLimitBy: 1, overGoalBy: 10 * KIB + 1 })
  })

  it('meets the goal up to and including floor + 15 KiB', () => {
    expect(budgetVerdict({ floorGzip, minimalGzip: floorGzip + 15 * KIB })).toMatchObject({ goalMet: true, overGoalBy: 0 })
    expect(budgetVerdict({ floorGzip, minimalGzip: floorGzip + 15 * KIB + 1 })).toMatchObject({
      goalMet: false,
      overGoalBy: 1,
      withinLimit: true,
    })
  })

  it('takes other thresholds', () => {
    expect(budgetVerdict({ floorGzip: 0, minimalGzip: 2 * KIB, goalKiB: 1, limitKiB: 2 })).toMatchObject({
      goalMet: false,
      withinLimit: true,
    })
  })
})

describe('formatTable', () => {
  it('puts every example against the floor', () => {
    const table = formatTable([
      { name: 'floor', initial: { gzip: 64 * KIB }, total: { gzip: 64 * KIB } },
      { name: 'minimal', initial: { gzip: 73.5 * KIB }, total: { gzip: 120 * KIB } },
    ])
    expect(table.split('\n')).toEqual([
      '| example | initial gzip | total gzip | initial vs floor |',
      '|---|---:|---:|---:|',
      '| floor | 64.00 KiB | 64.00 KiB | floor |',
      '| minimal | 73.50 KiB | 120.00 KiB | +9.50 KiB |',
    ])
  })
})

describe('largestModules', () => {
  it('ranks modules of the given chunks, leaving out the excluded ones', () => {
    const modules = {
      'assets/index-A.js': { 'react-dom/client.js': 500, 'kernel/store.ts': 40, 'mitt/dist/mitt.mjs': 10 },
      'assets/shared-S.js': { 'kernel/store.ts': 5, 'zod/mini.js': 80 },
      'assets/lazy-L.js': { 'ui/modal.tsx': 900 },
    }
    expect(
      largestModules(modules, {
        files: ['assets/index-A.js', 'assets/shared-S.js'],
        exclude: ['react-dom/client.js'],
        limit: 2,
      }),
    ).toEqual([
      { id: 'zod/mini.js', rendered: 80 },
      { id: 'kernel/store.ts', rendered: 45 },
    ])
  })
})

describe('replaceBetweenMarkers', () => {
  it('replaces only the marked region and keeps the markers', () => {
    const text = '# T\n<!-- size:start -->\nold\n<!-- size:end -->\nafter\n'
    expect(replaceBetweenMarkers(text, '| new |')).toBe('# T\n<!-- size:start -->\n| new |\n<!-- size:end -->\nafter\n')
  })

  it('returns null without both markers in order', () => {
    expect(replaceBetweenMarkers('no markers', 'x')).toBeNull()
    expect(replaceBetweenMarkers('<!-- size:end --> <!-- size:start -->', 'x')).toBeNull()
  })
})
