export declare function isSourceFile(file: string): boolean
export declare function sourceFiles(root: string, dirs: readonly string[]): string[]
