export interface CycleReport {
  /** Each cycle as the files in import order, relative to the root; the last imports the first. */
  cycles: string[][]
  /** Relative imports that resolve to no file: `<file> imports <request>`. */
  unresolved: string[]
}

export declare const SOURCE_DIRS: readonly string[]
export declare function findCycles(input: { root: string; files: readonly string[]; tsconfig?: string }): Promise<CycleReport>
export declare function report(result: CycleReport, fileCount: number): 0 | 1
