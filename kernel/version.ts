// Written by scripts/write-version.mjs from package.json (`npm version` runs it); kernel/version.test.ts checks it.
export const SDK_VERSION = '0.1.0'
