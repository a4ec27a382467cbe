// @ts-check

/**
 * The two local EVM chains. Two chain ids (rather than one) let tests and the playground exercise network switching.
 * @type {readonly { key: string, id: number, name: string, defaultPort: number, portEnv: string }[]}
 */
export const DEVNET_CHAINS = Object.freeze([
  { key: 'chainA', id: 31337, name: 'Devnet', defaultPort: 8545, portEnv: 'DEVNET_RPC_PORT_A' },
  { key: 'chainB', id: 31338, name: 'Devnet B', defaultPort: 8546, portEnv: 'DEVNET_RPC_PORT_B' },
])

export const DEVNET_HOST = '127.0.0.1'
