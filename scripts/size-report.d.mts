export interface ManifestChunk {
  file: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  [key: string]: unknown
}
export type Manifest = Record<string, ManifestChunk>

export interface SizedFile {
  file: string
  raw: number
  gzip: number
}
export interface Sizes {
  files: SizedFile[]
  raw: number
  gzip: number
}

export interface BudgetVerdict {
  overFloor: number
  goalBytes: number
  limitBytes: number
  goalMet: boolean
  overGoalBy: number
  withinLimit: boolean
  overLimitBy: number
}

export declare const KIB: 1024
export declare const GOAL_KIB: number
export declare const LIMIT_KIB: number

export declare function initialChunkKeys(manifest: Manifest): string[]
export declare function initialJsFiles(manifest: Manifest): string[]
export declare function isJsFile(file: string): boolean
export declare function gzipSize(content: Uint8Array | string): number
export declare function sizeFiles(files: { file: string; content: Uint8Array | string }[]): Sizes
export declare function budgetVerdict(input: {
  floorGzip: number
  minimalGzip: number
  goalKiB?: number
  limitKiB?: number
}): BudgetVerdict
export declare function formatKiB(bytes: number): string
export declare function formatBytes(bytes: number): string
export declare function formatDelta(bytes: number): string
export declare function formatTable(
  results: { name: string; initial: { gzip: number }; total: { gzip: number } }[],
  floorName?: string,
): string
export declare function formatVerdict(verdict: BudgetVerdict, name?: string): string[]
export declare function largestModules(
  modulesByChunk: Record<string, Record<string, number>>,
  options: { files: string[]; exclude?: Iterable<string>; limit?: number },
): { id: string; rendered: number }[]
export declare function replaceBetweenMarkers(
  text: string,
  content: string,
  markers?: { start?: string; end?: string },
): string | null
