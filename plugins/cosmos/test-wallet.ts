// Test-only: a Keplr-style wallet object with real secp256k1 keys (the devnet's dev accounts), put on `window`
// the way the extension does it.
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { hexToBytes } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import { adr36SignDoc, serializeAminoSignDoc } from './adr36.js'

export interface DevAccount {
  readonly address: string
  readonly privateKey: string
  readonly publicKey: string
}
/** The devnet's dev accounts 0 and 1 (devnet/cosmos/chain.mjs, which shipped code cannot import; a test keeps them equal). */
export const ALICE: DevAccount = {
  address: 'cosmos1wgwnw2jc038kd8pcndv8x2u68gphdqlf6qnlmf',
  privateKey: 'deb152f7b938776327c84de16dce0207c85546b7b11bd22306de5076ed7204eb',
  publicKey: '02baaf2632bd5f86f06a58e94ebcc15ce76787eb2428633ed950c8bff7b70a35a8',
}
export const BOB: DevAccount = {
  address: 'cosmos1609rmafmpjhq32weql58lv30j040uxu4gg736n',
  privateKey: '15bca5be69dac24e5eba6bc1d7b75225564bff44f428f439215b281bff6c3a09',
  publicKey: '037b37773157bc12cb08863516d5f66efbc14ec4cd5b3af2225d778e8ff16999a4',
}

export interface FakeKeplrCall {
  readonly method: string
  readonly args: readonly unknown[]
}

export interface FakeKeplr {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<unknown>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<unknown>
  experimentalSuggestChain(chainInfo: unknown): Promise<void>
  disable(chainIds?: string | string[]): Promise<void>
  readonly calls: FakeKeplrCall[]
  /** Chains the wallet knows; a suggested chain joins them. */
  readonly chains: Set<string>
  /** The next call of this method fails as the visitor's refusal does ("Request rejected"). */
  rejectNext(method: string): void
  /** Replaces the next answer of this method (hostile wallets). */
  answerNext(method: string, answer: unknown): void
  /** Picks another dev account and fires the keystore event, as the extension does. */
  switchAccount(account: DevAccount): void
}

export function createFakeKeplr(options: { chains?: readonly string[]; eventName?: string } = {}): FakeKeplr {
  let account = ALICE
  const calls: FakeKeplrCall[] = []
  const rejections = new Set<string>()
  const answers = new Map<string, unknown>()
  const chains = new Set(options.chains ?? ['cosmoshub-4', 'osmosis-1'])
  async function run<T>(method: string, args: readonly unknown[], answer: () => T | Promise<T>): Promise<T> {
    calls.push({ method, args })
    if (rejections.delete(method)) throw new Error('Request rejected')
    if (answers.has(method)) {
      const next = answers.get(method) as T
      answers.delete(method)
      return next
    }
    return answer()
  }
  const known = (chainId: string) => {
    if (!chains.has(chainId)) throw new Error(`There is no chain info for ${chainId}`)
  }
  return {
    calls,
    chains,
    rejectNext: (method) => void rejections.add(method),
    answerNext: (method, answer) => void answers.set(method, answer),
    switchAccount(next) {
      account = next
      window.dispatchEvent(new Event(options.eventName ?? 'keplr_keystorechange'))
    },
    enable: (chainIds) => run('enable', [chainIds], () => [chainIds].flat().forEach(known)),
    getKey: (chainId) =>
      run('getKey', [chainId], () => {
        known(chainId)
        const pubKey = hexToBytes(account.publicKey)
        return { name: 'Dev', algo: 'secp256k1', pubKey, address: pubKey.slice(0, 20), bech32Address: account.address, isNanoLedger: false }
      }),
    signArbitrary: (chainId, signer, data) =>
      run('signArbitrary', [chainId, signer, data], () => {
        const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
        const digest = sha256(serializeAminoSignDoc(adr36SignDoc(signer, bytes)))
        const signature = secp256k1.sign(digest, hexToBytes(account.privateKey)).toCompactRawBytes()
        return { pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(hexToBytes(account.publicKey)) }, signature: base64.encode(signature) }
      }),
    experimentalSuggestChain: (chainInfo) =>
      run('experimentalSuggestChain', [chainInfo], () => {
        chains.add((chainInfo as { chainId: string }).chainId)
      }),
    disable: (chainIds) => run('disable', [chainIds], () => undefined),
  }
}

/** Puts the wallet on `window[global]`; the returned function takes it away. */
export function injectWallet(wallet: FakeKeplr, global: 'keplr' | 'leap' = 'keplr'): () => void {
  ;(window as unknown as Record<string, unknown>)[global] = wallet
  return () => {
    delete (window as unknown as Record<string, unknown>)[global]
  }
}
