import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, memoryStorage, type Kit, type RequestProvider } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/testing/index.js'
import { getPolkadotProvider } from './get-provider.js'
import { kusama, polkadotMainnet, westend } from './networks.js'
import { polkadot } from './plugin.js'
import { installTestExtension } from './test-extension.js'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const SIGNATURE = `0x${'ab'.repeat(64)}`

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).reverse().map((c) => c()))
  delete (window as { injectedWeb3?: unknown }).injectedWeb3
})
async function adapterOf() {
  const k: Kit = createKernel({ projectId: 'p', networks: [polkadotMainnet, kusama, westend], plugins: [polkadot()], storage: memoryStorage(), logLevel: 'silent' })
  cleanups.push(() => k.destroy())
  await k.ready
  return { k, adapter: kitInternals(k).adapters.get('polkadot')! }
}
/** A pairing session's transport that records what it was asked and answers `answer`. */
function transport(answer: unknown) {
  const asked: unknown[] = []
  const provider: RequestProvider = { request: async (request) => (asked.push(request), answer) }
  return { provider, asked }
}

describe('polkadot adapter', () => {
  it('asks a pairing for the two methods WalletConnect names for polkadot, and no events', async () => {
    const { adapter } = await adapterOf()
    expect(adapter.pairing).toEqual({ methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [] })
  })

  it('reads chain ids and addresses by the namespace’s rules', async () => {
    const { adapter } = await adapterOf()
    expect(adapter.chainReference?.('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe('91b171bb158e2d3848fa23a9f1c25182')
    expect(adapter.isAddress?.(ALICE)).toBe(true)
    expect(adapter.isAddress?.('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  })

  it('links an account to its network’s Subscan page', async () => {
    const { adapter } = await adapterOf()
    expect(adapter.addressExplorerUrl?.({ address: ALICE, caipNetwork: kusama })).toBe(`https://kusama.subscan.io/account/${ALICE}`)
  })

  it('signs over a pairing with polkadot_signMessage { address, message }, returning the wallet’s hex signature', async () => {
    const { adapter } = await adapterOf()
    const { provider, asked } = transport({ id: 0, signature: SIGNATURE.toUpperCase().replace('0X', '0x') })
    await expect(adapter.walletRequests!.signMessage(provider, { message: 'hello', address: ALICE })).resolves.toBe(SIGNATURE)
    expect(asked).toEqual([{ method: 'polkadot_signMessage', params: { address: ALICE, message: 'hello' } }])
  })

  it.each([['nothing', undefined], ['a short signature', { signature: '0x1234' }], ['not hex', { signature: 'z'.repeat(130) }], ['a string', SIGNATURE]])(
    'refuses a pairing wallet answering %s',
    async (_, answer) => {
      const { adapter } = await adapterOf()
      await expect(adapter.walletRequests!.signMessage(transport(answer).provider, { message: 'hello', address: ALICE })).rejects.toThrow('invalid response to polkadot_signMessage')
    },
  )
})

describe('getPolkadotProvider', () => {
  it('is undefined until an extension is connected, then signs raw bytes for host code', async () => {
    const extension = await installTestExtension()
    extension.accounts = [{ address: extension.alice }]
    const { k } = await adapterOf()
    expect(await getPolkadotProvider(k)).toBeUndefined()
    await k.connect('polkadot-js')
    const provider = (await getPolkadotProvider(k))!
    expect(provider.address).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
    await expect(provider.signRaw({ data: '0x0102' })).resolves.toMatch(/^0x[0-9a-f]{128}$/)
    expect(extension.calls.at(-1)).toEqual({ method: 'signRaw', params: { address: extension.alice, data: '0x0102', type: 'bytes' } })
    await expect(provider.signRaw({ data: '0x01', address: extension.bob })).rejects.toThrow(`The wallet has not shared ${extension.bob}`)
  })
})
