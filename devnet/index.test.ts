// @vitest-environment node
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { startDevnet } from './index.mjs'
import { rpcRequest } from './json-rpc.mjs'
import { freePort } from './free-port.mjs'
import { SOLANA_DEVNET } from './solana/cluster.mjs'
import { BITCOIN_DEVNET } from './bitcoin/ledger-constants.mjs'
import { COSMOS_DEV_ACCOUNTS } from './cosmos/chain.mjs'


describe('startDevnet', () => {
  it('runs both chains with funded dev accounts, refuses a port already taken, and frees its ports on stop', async () => {
    const [rpcPortA, rpcPortB] = [await freePort(), await freePort()]
    const devnet = await startDevnet({ rpcPortA, rpcPortB, solanaPort: 0, bitcoinPort: 0, cosmosPort: 0, dataApiPort: 0, onrampPort: 0, relayPort: 0, devWalletPort: 0, registryPort: 0, collectorPort: 0, mailPort: 0, mailSmtpPort: 0, authPort: 0, framePort: 0, bundlerPort: 0, rpcProxyPort: 0 })
    try {
      expect(devnet.chains).toEqual([
        { id: 31337, name: 'Devnet', rpcUrl: `http://127.0.0.1:${rpcPortA}` },
        { id: 31338, name: 'Devnet B', rpcUrl: `http://127.0.0.1:${rpcPortB}` },
      ])
      expect(Object.keys(devnet.services)).toEqual(['chainA', 'chainB', 'solana', 'bitcoin', 'cosmos', 'rpcProxy', 'dataApi', 'onramp', 'bundler', 'relay', 'devWallet', 'registry', 'collector', 'mail', 'frame', 'auth', 'oidc'])
      expect(devnet.services.dataApi?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await rpcRequest(devnet.chains[1]!.rpcUrl, 'eth_chainId')).toBe('0x7a6a')
      expect(await rpcRequest(devnet.chains[0]!.rpcUrl, 'eth_accounts')).toHaveLength(10)
      expect(devnet.solana).toEqual({
        rpcUrl: devnet.services.solana?.url,
        wsUrl: expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+$/),
        caipNetworkId: SOLANA_DEVNET.caipNetworkId,
      })
      expect(await rpcRequest(devnet.solana!.rpcUrl, 'getGenesisHash')).toBe(SOLANA_DEVNET.genesisHash)
      expect(devnet.bitcoin).toEqual({ url: devnet.services.bitcoin?.url, caipNetworkId: BITCOIN_DEVNET.caipNetworkId })
      expect(await (await fetch(`${devnet.bitcoin!.url}/block-height/0`)).text()).toBe(BITCOIN_DEVNET.genesisHash)
      const chains = (await (await fetch(`${devnet.services.dataApi!.url}/v1/supported-chains?projectId=tessera-devnet-project&st=a&sv=b`)).json()) as { http: string[] }
      expect(chains.http).toContain(BITCOIN_DEVNET.caipNetworkId)
      expect(devnet.cosmos).toEqual({ restUrl: devnet.services.cosmos?.url, caipNetworkId: 'cosmos:tessera-devnet-1', chainId: 'tessera-devnet-1' })
      const balances = await (await fetch(`${devnet.cosmos!.restUrl}/cosmos/bank/v1beta1/balances/${COSMOS_DEV_ACCOUNTS[1]!.address}`)).json()
      expect(balances.balances).toEqual([{ denom: 'uatom', amount: '1000000000' }])
      expect(await rpcRequest(devnet.rpcProxy!.urls[31338]!, 'eth_chainId')).toBe('0x7a6a')
      expect(devnet.bundler?.urls).toEqual({ 31337: `${devnet.services.bundler?.url}/31337`, 31338: `${devnet.services.bundler?.url}/31338` })

      const otherB = await freePort()
      await expect(startDevnet({ rpcPortA, rpcPortB: otherB, dataApiPort: 0 })).rejects.toThrow(
        `127.0.0.1:${rpcPortA} is already in use by an EVM node answering chain id 31337`,
      )
    } finally {
      await devnet.stop()
    }
    await expect(rpcRequest(devnet.chains[0]!.rpcUrl, 'eth_chainId', [], { timeoutMs: 500 })).rejects.toThrow()
    await expect(fetch(`${devnet.services.dataApi?.url}/__devnet/info`)).rejects.toThrow()
    await expect(fetch(`${devnet.services.registry?.url}/getAnalyticsConfig`)).rejects.toThrow()
    await expect(fetch(`${devnet.services.collector?.url}/events`)).rejects.toThrow()
    await expect(fetch(`${devnet.services.devWallet?.url}/`)).rejects.toThrow()
    await expect(fetch(devnet.services.relay!.url.replace('ws:', 'http:'))).rejects.toThrow()
    await expect(rpcRequest(devnet.solana!.rpcUrl, 'getHealth', [], { timeoutMs: 500 })).rejects.toThrow()
    await expect(fetch(`${devnet.bitcoin!.url}/blocks/tip/height`)).rejects.toThrow()
    await expect(fetch(`${devnet.cosmos!.restUrl}/health`)).rejects.toThrow()
    await expect(fetch(`${devnet.frame!.url}/`)).rejects.toThrow()
    await expect(fetch(`${devnet.bundler!.url}/`)).rejects.toThrow()
    await expect(fetch(devnet.rpcProxy!.controlUrl)).rejects.toThrow()
  })
})
