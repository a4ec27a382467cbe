import type { PublicClient } from 'viem'
import type { CaipNetwork } from '../../kernel/index.js'

/** The network's ranked RPC client (rpc-client.ts), loaded at first use; `signal` ends this use's requests. */
export type RpcClientFor = (network: CaipNetwork, signal?: AbortSignal) => Promise<PublicClient>
