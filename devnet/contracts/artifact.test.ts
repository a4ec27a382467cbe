// @vitest-environment node
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8')

describe('DevnetToken artifact', () => {
  it('was built from the current source (after editing the .sol, run node devnet/contracts/build.mjs)', () => {
    const artifact = JSON.parse(read('./DevnetToken.json')) as { sourceSha256: string; bytecode: string; abi: { name?: string }[] }
    expect(artifact.sourceSha256).toBe(createHash('sha256').update(read('./DevnetToken.sol')).digest('hex'))
    expect(artifact.bytecode).toMatch(/^0x[0-9a-f]+$/)
    const functions = artifact.abi.map((entry) => entry.name)
    for (const name of ['name', 'symbol', 'decimals', 'totalSupply', 'balanceOf', 'transfer', 'approve', 'allowance', 'transferFrom']) {
      expect(functions).toContain(name)
    }
  })
})

describe('SpamNft artifact', () => {
  it('was built from the current source and is an ERC-721', () => {
    const artifact = JSON.parse(read('./SpamNft.json')) as { sourceSha256: string; bytecode: string; abi: { name?: string }[] }
    expect(artifact.sourceSha256).toBe(createHash('sha256').update(read('./SpamNft.sol')).digest('hex'))
    const functions = artifact.abi.map((entry) => entry.name)
    for (const name of ['balanceOf', 'ownerOf', 'transferFrom', 'safeTransferFrom', 'approve', 'setApprovalForAll', 'supportsInterface']) {
      expect(functions).toContain(name)
    }
  })
})
