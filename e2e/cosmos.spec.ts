import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding'
import type { Page } from '@playwright/test'
import { COSMOS_DEV_ACCOUNTS, COSMOS_DEVNET } from '../devnet/cosmos/chain.mjs'
import { installCosmosWallet, type CosmosTestWallet } from './fixtures/cosmos-wallet.js'
import { dialog, openConnect, status } from './fixtures/modal.js'
import { expect, test as base } from './fixtures/test.js'

// The playground with its Cosmos plugin: the devnet's local chain ("Cosmos Devnet (local)", REST on 127.0.0.1:8795)
// and the public ones. The `cosmosWallet` fixture is a Keplr-style wallet on `window.keplr` holding Cosmos dev
// account 0; it does not know the devnet chain, so the kit must suggest it.

const test = base.extend<{ cosmosWallet: CosmosTestWallet }>({
  cosmosWallet: async ({ context }, use) => {
    await use(await installCosmosWallet(context))
  },
})

const REST = `http://127.0.0.1:${COSMOS_DEVNET.defaultPort}`
const SIGNED_MESSAGE = 'Hello from the Tessera playground'
const [OWN, OTHER] = COSMOS_DEV_ACCOUNTS as unknown as readonly [(typeof COSMOS_DEV_ACCOUNTS)[number], (typeof COSMOS_DEV_ACCOUNTS)[number]]

async function uatomOf(address: string): Promise<bigint> {
  const response = await fetch(`${REST}/cosmos/bank/v1beta1/balances/${address}`)
  const { balances } = (await response.json()) as { balances: { denom: string; amount: string }[] }
  return BigInt(balances.find((coin) => coin.denom === 'uatom')?.amount ?? '0')
}

/** ADR-36 checked with @cosmjs alone: its amino sign doc and serialisation, its secp256k1. */
async function verifiesAdr36(signer: string, publicKeyHex: string, message: string, signature: string): Promise<boolean> {
  const doc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }], { gas: '0', amount: [] }, '', '', 0, 0)
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature)), sha256(serializeSignDoc(doc)), fromHex(publicKeyHex))
}

async function connectKeplr(page: Page) {
  const connect = await openConnect(page)
  await connect.getByRole('button', { name: 'Keplr' }).click()
  await expect(dialog(page, 'Account').getByTitle(OWN.address)).toBeVisible()
}

test.describe('a Keplr-style Cosmos wallet', () => {
  test('listed in Connect; connects on the devnet chain after suggesting it; the bech32 address and the REST balance show', async ({ page, cosmosWallet }) => {
    const connect = await openConnect(page)
    await expect(connect.getByRole('button', { name: 'Keplr' })).toBeVisible()
    await expect(connect.getByRole('button', { name: 'Keplr' }).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    expect(cosmosWallet.calls).toEqual([])
    await connect.getByRole('button', { name: 'Keplr' }).click()

    const account = dialog(page, 'Account')
    await expect(account.getByTitle(OWN.address)).toBeVisible()
    const atom = (await uatomOf(OWN.address)) / 1_000_000n
    // Whole ATOM, grouped or not, and three decimals.
    await expect(account.locator('.balance')).toHaveText(new RegExp(`^${String(atom).replace(/\B(?=(\d{3})+$)/g, ',?')}\\.000 ATOM$`))
    // The devnet has no explorer to link to.
    await expect(account.getByRole('link', { name: 'Block explorer' })).toHaveCount(0)
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(OWN.address)
    await expect(page.getByTestId('network')).toHaveText(COSMOS_DEVNET.name)
    expect(cosmosWallet.suggestedChains).toEqual([{ chainId: COSMOS_DEVNET.chainId, rest: REST }])
    expect(cosmosWallet.calls.map((call) => call.method)).toEqual(['enable', 'experimentalSuggestChain', 'enable', 'getKey'])
  })

  test('a declined connection says so, and Try again connects', async ({ page, cosmosWallet }) => {
    cosmosWallet.rejectNext('experimentalSuggestChain')
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'Keplr' }).click()
    const connecting = dialog(page, 'Keplr')
    await expect(connecting.getByText('Connection declined')).toBeVisible()
    await expect(status(page)).toHaveText('disconnected')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await expect(dialog(page, 'Account').getByTitle(OWN.address)).toBeVisible()
  })

  test('signs a message the host verifies as ADR-36 with @cosmjs; a declined signature shows the spec’s message', async ({ page, cosmosWallet }) => {
    await connectKeplr(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^[A-Za-z0-9+/]{86}==$/)
    const text = (await signature.textContent())!
    expect(await verifiesAdr36(OWN.address, OWN.publicKey, SIGNED_MESSAGE, text)).toBe(true)
    expect(await verifiesAdr36(OWN.address, OWN.publicKey, `${SIGNED_MESSAGE}!`, text)).toBe(false)

    cosmosWallet.rejectNext('signArbitrary')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByRole('alert')).toContainText('User rejected the request.')
    await expect(status(page)).toHaveText('connected')
  })

  test('a reload reconnects without suggesting the chain again; disconnect ends it', async ({ page, cosmosWallet }) => {
    await connectKeplr(page)
    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(OWN.address)
    await expect(page.getByTestId('network')).toHaveText(COSMOS_DEVNET.name)
    expect(cosmosWallet.suggestedChains).toHaveLength(1)

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(status(page)).toHaveText('disconnected')
    expect(cosmosWallet.calls.at(-1)).toEqual({ method: 'disable', params: [COSMOS_DEVNET.chainId] })
    await page.reload()
    await expect(status(page)).toHaveText('disconnected')
  })

  test('follows the wallet’s keystore change to another account', async ({ page, cosmosWallet }) => {
    await connectKeplr(page)
    await cosmosWallet.switchAccount(OTHER)
    await expect(page.getByTestId('address')).toHaveText(OTHER.address)
    await expect(status(page)).toHaveText('connected')
  })
})

base.describe('a Leap-style Cosmos wallet', () => {
  base('listed as Leap, connects and signs the same way', async ({ page, context }) => {
    const leap = await installCosmosWallet(context, { global: 'leap' })
    const connect = await openConnect(page)
    await expect(connect.getByRole('button', { name: 'Keplr' })).toHaveCount(0)
    await connect.getByRole('button', { name: 'Leap' }).click()
    await expect(dialog(page, 'Account').getByTitle(OWN.address)).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^[A-Za-z0-9+/]{86}==$/)
    expect(await verifiesAdr36(OWN.address, OWN.publicKey, SIGNED_MESSAGE, (await signature.textContent())!)).toBe(true)
    expect(leap.calls.map((call) => call.method)).toContain('signArbitrary')
  })
})
