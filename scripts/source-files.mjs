// @ts-check
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** A TypeScript source file that no test owns: not a test, a type test or a declaration file. */
export const isSourceFile = (/** @type {string} */ file) => /\.tsx?$/.test(file) && !/\.d\.ts$|\.test(-d)?\.tsx?$/.test(file)

/**
 * Every source file (see isSourceFile) under `dirs`, relative to `root` with '/' separators, sorted.
 * @param {string} root
 * @param {readonly string[]} dirs
 */
export function sourceFiles(root, dirs) {
  return dirs
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file.replaceAll('\\', '/')}`))
    .filter((file) => isSourceFile(file) && !file.split('/').includes('node_modules'))
    .sort()
}
