// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SDK_VERSION } from './version.js'

describe('SDK version', () => {
  it('is the version in package.json, so `sv` on every call names the release the host installed', () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(SDK_VERSION).toBe(version)
  })
})
