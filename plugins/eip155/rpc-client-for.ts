import type { Client } from 'viem'
import type { CaipNetwork } from '../../kernel/index.js'

/**
 * The network's ranked RPC client (rpc-client.ts), loaded at first use; `signal` ends this use's requests. A bare
 * client for viem's actions (`getBalance(client, …)`): one is made per read, and a public client costs 30× more.
 */
export type RpcClientFor = (network: CaipNetwork, signal?: AbortSignal) => Promise<Client>
