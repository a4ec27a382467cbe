import { encodeFunctionData, erc20Abi, isAddress, isHex, numberToHex, type Address, type Hex } from 'viem'
import { estimateGas, getGasPrice, waitForTransactionReceipt } from 'viem/actions'
import { KitError, type CaipNetwork, type Connector, type Http, type RequestProvider, type SendCallParameters, type SendCapability, type SendParameters } from '../../kernel/index.js'
import { dataApiGasPrice } from './gas-price.js'
import { NATIVE_TOKEN_PLACEHOLDER } from './prices.js'
import { sendError } from './node-errors.js'
import type { RpcClientFor } from './rpc-client-for.js'

/** Spec §5: a transaction hash is 0x and exactly 64 hex characters. */
export const isEvmTransactionHash = (hash: string): boolean => /^0x[0-9a-fA-F]{64}$/.test(hash)
/** How long a sent transaction is watched before the visitor is told it is not mined yet. */
export const RECEIPT_TIMEOUT_MS = 120_000

/** A token's contract from the forms a balance list gives it (`0x…`, or CAIP-10 `eip155:1:0x…`). */
const contractOf = (address: string) => address.slice(address.lastIndexOf(':') + 1) as Address

/** The call a transfer is: value to the receiver, or the token contract's transfer(to, amount). */
export function transferCall(p: Pick<SendParameters, 'from' | 'to' | 'token' | 'amount'>): { from: Address; to: Address; value?: Hex; data?: Hex } {
  const from = p.from as Address
  if (!p.token.address || contractOf(p.token.address).toLowerCase() === NATIVE_TOKEN_PLACEHOLDER) return { from, to: p.to as Address, value: numberToHex(p.amount) }
  return { from, to: contractOf(p.token.address), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [p.to as Address, p.amount] }) }
}

/** A built call as eth_sendTransaction takes it: quantities in hex, the gas limit only when the service set one. */
export function contractCall(p: Pick<SendCallParameters, 'from' | 'to' | 'data' | 'value' | 'gas'>): { from: Address; to: Address; data: Hex; value: Hex; gas?: Hex } {
  if (!isAddress(p.to, { strict: false }) || !isHex(p.data)) throw new KitError('The call to send is not a contract call')
  return { from: p.from as Address, to: p.to, data: p.data, value: numberToHex(p.value), ...(p.gas !== undefined ? { gas: numberToHex(p.gas) } : {}) }
}

/** eth_sendTransaction through whichever wallet the connector reaches; the answer must be a transaction hash. */
async function sendTransaction(connector: Connector, call: object): Promise<string> {
  const provider = connector.requester?.() ?? (await connector.getProvider?.())
  if (!isRequestProvider(provider)) throw new KitError('The wallet cannot send transactions')
  let answer: unknown
  try {
    answer = await provider.request({ method: 'eth_sendTransaction', params: [call] })
  } catch (error) {
    throw sendError(error)
  }
  if (typeof answer !== 'string' || !isEvmTransactionHash(answer)) {
    throw new KitError('The wallet answered without a transaction hash', { metaMessages: [`Answer: ${String(answer).slice(0, 100)}`] })
  }
  return answer
}

function isRequestProvider(value: unknown): value is RequestProvider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

/**
 * EVM transfers through whichever wallet is connected: eth_sendTransaction over its request function (an injected
 * wallet, a pairing's eip155 requests, an embedded wallet), the fee and the receipt from the chain's RPC.
 */
export function createEip155Send(deps: { readonly http: Http; readonly rpc: RpcClientFor }): SendCapability {
  return {
    async estimateFee(p) {
      const call = transferCall(p)
      try {
        const client = await deps.rpc(p.caipNetwork, p.signal)
        const [gas, price] = await Promise.all([
          estimateGas(client, { account: call.from, to: call.to, ...(call.value ? { value: BigInt(call.value) } : {}), ...(call.data ? { data: call.data } : {}) }),
          dataApiGasPrice(deps.http, p.caipNetwork, p.signal).then((fromApi) => fromApi ?? getGasPrice(client)),
        ])
        const { symbol, decimals } = p.caipNetwork.nativeCurrency
        return { amount: gas * price, symbol, decimals }
      } catch (error) {
        throw sendError(error)
      }
    },

    send: (p) => sendTransaction(p.connector, transferCall(p)),

    sendCall: (p) => sendTransaction(p.connector, contractCall(p)),

    async wait({ caipNetwork, hash, signal }) {
      let status: 'success' | 'reverted'
      try {
        const client = await deps.rpc(caipNetwork, signal)
        ;({ status } = await waitForTransactionReceipt(client, { hash: hash as Hex, timeout: RECEIPT_TIMEOUT_MS }))
      } catch (error) {
        throw sendError(error)
      }
      if (status !== 'success') throw new KitError('Execution reverted for an unknown reason.', { metaMessages: [`Transaction: ${hash}`] })
    },

    isTransactionHash: isEvmTransactionHash,
    transactionExplorerUrl: ({ caipNetwork, hash }) =>
      caipNetwork.blockExplorers ? `${caipNetwork.blockExplorers.default.url.replace(/\/$/, '')}/tx/${hash}` : undefined,
  }
}
