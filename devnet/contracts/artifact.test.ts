// @vitest-environment node
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8')

const CONTRACTS = {
  DevnetToken: ['name', 'symbol', 'decimals', 'totalSupply', 'balanceOf', 'transfer', 'approve', 'allowance', 'transferFrom'],
  // The two calls viem's getEnsAddress and getEnsName make of a UniversalResolver, and the registrar's write.
  DevnetNameResolver: ['resolveWithGateways', 'reverseWithGateways', 'setName', 'registrar'],
  // SimpleAccountFactory v0.7's calls: the same factoryData deploys a DevnetAccount (SimpleAccount with ERC-1271).
  DevnetAccountFactory: ['createAccount', 'getAddress', 'accountImplementation'],
}

describe.each(Object.entries(CONTRACTS))('%s artifact', (contract, functions) => {
  it('was built from the current source (after editing the .sol, run node devnet/contracts/build.mjs)', () => {
    const artifact = JSON.parse(read(`./${contract}.json`)) as { sourceSha256: string; bytecode: string; abi: { name?: string }[] }
    expect(artifact.sourceSha256).toBe(createHash('sha256').update(read(`./${contract}.sol`)).digest('hex'))
    expect(artifact.bytecode).toMatch(/^0x[0-9a-f]+$/)
    const names = artifact.abi.map((entry) => entry.name)
    for (const name of functions) expect(names).toContain(name)
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
