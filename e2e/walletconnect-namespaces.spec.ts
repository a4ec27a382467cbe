import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding'
import type { Page } from '@playwright/test'
import { decodeAddress, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { BITCOIN_DEVNET } from '../devnet/bitcoin/ledger-constants.mjs'
import { COSMOS_DEV_ACCOUNTS, COSMOS_DEVNET } from '../devnet/cosmos/chain.mjs'
import { dialog, openConnect, status, switchNetwork } from './fixtures/modal.js'
import { expect, test } from './fixtures/test.js'

// The playground (eip155, solana, polkadot, cosmos and bip122 plugins) pairs over the devnet relay with the dev
// wallet, which serves all five namespaces with its own keys. One proposal asks for every namespace; the wallet's
// answers are checked by libraries the kit does not use.

const SIGNED_MESSAGE = 'Hello from the Tessera playground'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

type PageKit = { kit: { getState(): { walletconnect: { uri?: string } }; getAccount(ns: string): { address?: string; isConnected: boolean } } }
const pageKit = (page: Page) => ({
  uri: () => page.evaluate(() => (window as unknown as PageKit).kit.getState().walletconnect.uri ?? ''),
  account: (ns: string) => page.evaluate((n) => (window as unknown as PageKit).kit.getAccount(n), ns),
})

/** Makes `network` active, signs with the page's button, and returns the signature the page shows. */
async function signOn(page: Page, network: string): Promise<string> {
  await switchNetwork(page, network)
  await page.keyboard.press('Escape')
  const signature = page.getByTestId('signature')
  const before = (await signature.count()) ? await signature.textContent() : null
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect.poll(async () => ((await signature.count()) ? await signature.textContent() : null), { timeout: 20_000 }).not.toBe(before)
  return (await signature.textContent())!
}

test('one pairing serves Bitcoin, Polkadot and Cosmos beside EVM and Solana: each signs over the session, verified independently, and disconnecting ends them all', async ({ page, devWallet }) => {
  const kit = pageKit(page)
  const connect = await openConnect(page)
  await connect.locator('li[data-group="walletConnect"]').getByRole('button', { name: 'WalletConnect' }).click()
  await expect.poll(kit.uri).toMatch(/^wc:/)
  await devWallet.pair(await kit.uri())
  await expect(dialog(page, 'Account').getByTitle(devWallet.address)).toBeVisible()

  // One session holding every namespace; the kit connected the others silently from it.
  expect(devWallet.sessions).toHaveLength(1)
  const [session] = devWallet.sessions
  expect(session!.bip122?.chains).toContain(BITCOIN_DEVNET.caipNetworkId)
  expect(session!.polkadot?.chains).toContain(POLKADOT)
  expect(session!.cosmos?.chains).toContain(COSMOS_DEVNET.caipNetworkId)
  const polkadotAddress = encodeAddress(decodeAddress(devWallet.polkadotAddress), 0)
  await expect.poll(() => kit.account('bip122').then((a) => a.address)).toBe(devWallet.bitcoinAddress)
  await expect.poll(() => kit.account('polkadot').then((a) => a.address)).toBe(polkadotAddress)
  await expect.poll(() => kit.account('cosmos').then((a) => a.address)).toBe(devWallet.cosmosAddress)

  // Bitcoin: the payment address signs BIP-322 over the session.
  const btc = await signOn(page, BITCOIN_DEVNET.name)
  await expect(page.getByTestId('address')).toHaveText(devWallet.bitcoinAddress)
  expect(Verifier.verifySignature(devWallet.bitcoinAddress, SIGNED_MESSAGE, btc)).toBe(true)

  // Polkadot: sr25519 over the <Bytes>-wrapped message, as extensions sign.
  const dot = await signOn(page, 'Polkadot')
  await expect(page.getByTestId('address')).toHaveText(polkadotAddress)
  expect(signatureVerify(`<Bytes>${SIGNED_MESSAGE}</Bytes>`, dot, polkadotAddress)).toMatchObject({ isValid: true, crypto: 'sr25519' })

  // Cosmos: an ADR-36 signature through cosmos_signAmino, checked with @cosmjs alone.
  const atom = await signOn(page, 'Cosmos Devnet (local)')
  await expect(page.getByTestId('address')).toHaveText(devWallet.cosmosAddress)
  const doc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer: devWallet.cosmosAddress, data: toBase64(new TextEncoder().encode(SIGNED_MESSAGE)) } }], { gas: '0', amount: [] }, '', '', 0, 0)
  const publicKey = fromHex(COSMOS_DEV_ACCOUNTS[1]!.publicKey)
  expect(await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(atom)), sha256(serializeSignDoc(doc)), publicKey)).toBe(true)

  const methods = devWallet.requests.filter((r) => r.status === 'approved').map((r) => [r.namespace, r.method])
  expect(methods).toEqual([
    ['bip122', 'signMessage'],
    ['polkadot', 'polkadot_signMessage'],
    ['cosmos', 'cosmos_signAmino'],
  ])

  // Disconnecting the active namespace ends the one session, so every namespace goes with it (spec §4).
  const ended = devWallet.waitFor('sessionDeleted')
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await ended
  await expect(status(page)).toHaveText('disconnected')
  for (const ns of ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']) expect((await kit.account(ns)).isConnected).toBe(false)
  expect(devWallet.sessions).toEqual([])
})
