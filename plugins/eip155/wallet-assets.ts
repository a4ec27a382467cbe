import * as z from 'zod/mini'
import { formatUnits, MAX_TOKENS, usdSchema, type CaipNetwork, type Clock, type Connector, type TokenBalance } from '../../kernel/index.js'
import { isEip1193Provider, toHexChainId } from './provider.js'

/** Spec §9 RPC timeout: a wallet that never answers must not hold the balance path up for longer. */
export const WALLET_ASSETS_TIMEOUT_MS = 10_000

/** EIP-5792 capabilities, per hex chain id; other capabilities are the wallet's business. */
const capabilitiesSchema = z.record(z.string(), z.object({ assetDiscovery: z.optional(z.object({ supported: z.boolean() })) }))

/** Spec §5: a wallet asset is accepted only in exactly this shape. */
const walletAssetSchema = z.object({
  address: z.string(),
  // At most a uint256, as on chain.
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    iconUrl: z.string(),
    decimals: z.number().check(z.int(), z.gte(0), z.lte(255)),
    price: usdSchema,
    value: z.optional(usdSchema),
  }),
})
const assetsSchema = z.record(z.string(), z.unknown())
const assetListSchema = z.array(walletAssetSchema).check(z.maxLength(MAX_TOKENS))
type WalletAsset = z.output<typeof walletAssetSchema>

/**
 * Spec §7 asset discovery (ERC-7811): the wallet's own view of the account's assets, when it offers one for the
 * chain. Undefined when it does not, or when any asset is not in the spec §5 shape (then the whole answer is
 * ignored, not trimmed: a wallet that gets one asset wrong may get the others wrong too).
 */
export async function getWalletAssets(
  connector: Connector | undefined,
  parameters: { readonly address: string; readonly caipNetwork: CaipNetwork; readonly clock: Clock; readonly signal: AbortSignal },
): Promise<TokenBalance[] | undefined> {
  const provider = await connector?.getProvider?.()
  if (!isEip1193Provider(provider)) return undefined
  const { address, caipNetwork } = parameters
  const chainId = toHexChainId(caipNetwork.id)
  const ask = (method: string, params: unknown) => {
    parameters.signal.throwIfAborted()
    return withDeadline(provider.request({ method, params }), parameters)
  }
  try {
    const capabilities = capabilitiesSchema.safeParse(await ask('wallet_getCapabilities', [address]))
    if (!capabilities.success || capabilities.data[chainId]?.assetDiscovery?.supported !== true) return undefined
    const answer = assetsSchema.safeParse(await ask('wallet_getAssets', [{ account: address, chainFilter: [chainId] }]))
    const assets = answer.success ? assetListSchema.safeParse(answer.data[chainId] ?? []) : undefined
    return assets?.success ? assets.data.map((asset) => toTokenBalance(asset, caipNetwork)) : undefined
  } catch {
    // Most wallets implement neither method (-32601); the data API or the RPC answers instead.
    return undefined
  }
}

function toTokenBalance(asset: WalletAsset, network: CaipNetwork): TokenBalance {
  const { name, symbol, iconUrl, decimals, price } = asset.metadata
  const numeric = formatUnits(BigInt(asset.balance), decimals)
  const native = asset.type === 'NATIVE' || asset.address === 'native'
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    ...(native ? {} : { address: `${network.caipNetworkId}:${asset.address}` }),
    value: asset.metadata.value ?? price * Number(numeric),
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl,
  }
}

function withDeadline<T>(promise: Promise<T>, { clock, signal }: { readonly clock: Clock; readonly signal: AbortSignal }): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      promise.catch(() => {})
      return reject(signal.reason)
    }
    const stop = (error: unknown) => {
      clock.clearTimeout(timer)
      signal.removeEventListener('abort', onAbort)
      reject(error)
    }
    const onAbort = () => stop(signal.reason)
    const timer = clock.setTimeout(() => stop(new Error('The wallet did not answer in time')), WALLET_ASSETS_TIMEOUT_MS)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then((value) => {
      clock.clearTimeout(timer)
      signal.removeEventListener('abort', onAbort)
      resolve(value)
    }, stop)
  })
}
