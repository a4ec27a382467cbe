import type { Page } from '@playwright/test'
import { SOLANA_DEVNET } from '../devnet/solana/cluster.mjs'
import { verifiesEd25519 } from './fixtures/ed25519.js'
import { dialog, openConnect, status, switchNetwork } from './fixtures/modal.js'
import { expect, test } from './fixtures/test.js'

// The playground pairs over the devnet relay with the devnet's dev wallet, which serves eip155 (test key #2) and
// solana (Solana dev account 1) and signs Solana requests with its own Ed25519 key. The kit has the eip155 and
// solana plugins, so one proposal asks for both namespaces.

const SIGNED_MESSAGE = 'Hello from the Tessera playground'

async function pairingUri(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { kit: { getState(): { walletconnect: { uri?: string } } } }).kit.getState().walletconnect.uri ?? '')).toMatch(/^wc:/)
  return page.evaluate(() => (window as unknown as { kit: { getState(): { walletconnect: { uri: string } } } }).kit.getState().walletconnect.uri)
}

test('one pairing serves EVM and Solana: the Solana account signs over the session, and disconnecting ends both', async ({ page, devWallet }) => {
  const connect = await openConnect(page)
  await connect.locator('li[data-group="walletConnect"]').getByRole('button', { name: 'WalletConnect' }).click()
  await devWallet.pair(await pairingUri(page))
  await expect(dialog(page, 'Account').getByTitle(devWallet.address)).toBeVisible()

  // One session, both namespaces: the kit connected the Solana side silently from it.
  expect(devWallet.sessions).toHaveLength(1)
  expect(devWallet.sessions[0]!.solana).toMatchObject({ chains: [SOLANA_DEVNET.caipNetworkId], accounts: [devWallet.solanaAddress] })
  await expect.poll(() => page.evaluate(() => (window as unknown as { kit: { getAccount(ns: string): { address?: string } } }).kit.getAccount('solana').address)).toBe(devWallet.solanaAddress)

  // To the local cluster: the Solana account of the same session is the active one now.
  await switchNetwork(page, SOLANA_DEVNET.name)
  await expect(page.getByTestId('address')).toHaveText(devWallet.solanaAddress)

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  expect(verifiesEd25519(devWallet.solanaAddress, SIGNED_MESSAGE, (await signature.textContent())!)).toBe(true)
  const signed = devWallet.requests.filter((request) => request.method === 'solana_signMessage')
  expect(signed).toHaveLength(1)
  expect(signed[0]).toMatchObject({ namespace: 'solana', chainId: SOLANA_DEVNET.caipNetworkId, status: 'approved' })

  // Disconnecting the active (Solana) namespace ends the one session, so the EVM side goes with it (spec §4).
  const ended = devWallet.waitFor('sessionDeleted')
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await ended
  await expect(status(page)).toHaveText('disconnected')
  expect(await page.evaluate(() => (window as unknown as { kit: { getAccount(ns: string): { isConnected: boolean } } }).kit.getAccount('eip155').isConnected)).toBe(false)
  expect(devWallet.sessions).toEqual([])
})
