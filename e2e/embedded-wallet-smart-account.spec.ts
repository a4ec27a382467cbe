import type { Page } from '@playwright/test'
import { createPublicClient, http, numberToHex, parseAbi, parseEther, type Hex } from 'viem'
import { SIMPLE_ACCOUNT_FACTORY_07_ADDRESS } from '../devnet/simple-account.mjs'
import { FRAME_ORIGIN, signIn } from './fixtures/embedded-wallet.js'
import { devnetChains } from './fixtures/environment.js'
import { dialog, status } from './fixtures/modal.js'
import { expect, test } from './fixtures/test.js'

// The playground's embedded wallet on the real devnet: the secure frame, its auth service, the mailbox, the anvil
// chains with EntryPoint v0.7 and the SimpleAccountFactory, and the devnet's bundler. Spec §9: an EVM visitor gets
// the smart account by default.

const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])

type KitWindow = {
  kit: {
    getAccount(): { address?: string; allAccounts: { address: string; type: string }[]; embeddedWalletInfo?: { accountType?: string; isSmartAccountDeployed?: boolean } }
    getProvider(ns: string): Promise<{ request(a: unknown): Promise<string> }>
  }
}
const account = (page: Page) => page.evaluate(() => (window as unknown as KitWindow).kit.getAccount())
const eoaOf = async (page: Page) => (await account(page)).allAccounts.find((a) => a.type === 'eoa')!.address as Hex

/** Host code sending ETH through the kit's provider; the visitor approves it in ApproveTransaction. */
async function approvedSend(page: Page, from: string, value: Hex): Promise<Hex> {
  const hash = page.evaluate(
    ({ from, to, value }) =>
      (window as unknown as KitWindow).kit.getProvider('eip155').then((p) => p.request({ method: 'eth_sendTransaction', params: [{ from, to, value }] })),
    { from, to: RECEIVER, value },
  )
  await dialog(page, 'Approve Transaction').getByRole('button', { name: 'Approve' }).click()
  return (await hash) as Hex
}

test.describe('smart accounts of the embedded wallet', () => {
  test('the visitor gets the factory’s smart account; the first send deploys it, a second goes through it', async ({ page, devnet }) => {
    await signIn(page, `smart-${Date.now()}@example.com`)
    const chain = devnetChains().find((c) => c.id === 31337)!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const address = (await page.getByTestId('address').textContent()) as Hex
    const owner = await eoaOf(page)
    expect(await client.readContract({ abi: factoryAbi, address: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS, functionName: 'getAddress', args: [owner, 0n] })).toBe(address)
    expect((await account(page)).embeddedWalletInfo).toMatchObject({ accountType: 'smartAccount', isSmartAccountDeployed: false })
    const view = dialog(page, 'Account')
    await expect(view.getByTestId('account-type')).toHaveText('Smart account · Not deployed yet')
    expect(await client.getCode({ address })).toBeUndefined()

    await devnet.request(31337, 'anvil_setBalance', [address, numberToHex(parseEther('1'))])
    const before = await client.getBalance({ address: RECEIVER })
    const first = await client.getTransactionReceipt({ hash: await approvedSend(page, address, numberToHex(parseEther('0.1'))) })
    expect(first.status).toBe('success')
    // The bundle went to the EntryPoint, and the account's code is on the chain now.
    expect(first.to?.toLowerCase()).toBe('0x0000000071727de22e5e9d8baf0edac6f37da032')
    expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/)
    await expect(view.getByTestId('account-type')).toHaveText('Smart account · Deployed')
    expect((await account(page)).embeddedWalletInfo).toMatchObject({ isSmartAccountDeployed: true })

    const second = await client.getTransactionReceipt({ hash: await approvedSend(page, address, numberToHex(parseEther('0.2'))) })
    expect(second.status).toBe('success')
    expect(await client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.3'))
    // The account paid its own gas: less than 0.7 ETH is left, and not much less.
    const left = await client.getBalance({ address })
    expect(left < parseEther('0.7') && left > parseEther('0.69')).toBe(true)
  })

  test('switching to the EOA and back from the Account view, each choice surviving a reload', async ({ page }) => {
    await signIn(page, `switcher-${Date.now()}@example.com`)
    const smart = (await page.getByTestId('address').textContent())!
    const owner = await eoaOf(page)

    await dialog(page, 'Account').getByRole('button', { name: 'Switch to your EOA' }).click()
    const choice = dialog(page, 'Smart Account')
    await expect(choice.getByTestId('smart-account-status')).toHaveText('Not deployed yet')
    await choice.getByRole('button', { name: 'Switch to your EOA' }).click()
    await expect(page.getByTestId('address')).toHaveText(owner)
    await expect(dialog(page, 'Account').getByTestId('account-type')).toHaveCount(0)
    expect((await account(page)).embeddedWalletInfo).toMatchObject({ accountType: 'eoa' })

    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(owner)
    expect((await account(page)).embeddedWalletInfo).toMatchObject({ accountType: 'eoa' })

    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog(page, 'Account').getByRole('button', { name: 'Switch to your smart account' }).click()
    await dialog(page, 'Smart Account').getByRole('button', { name: 'Switch to your smart account' }).click()
    await expect(page.getByTestId('address')).toHaveText(smart)
    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(smart)
  })

  test("a network without smart accounts: the EOA, and choosing the smart account says 'This application might not support Smart Accounts'", async ({ page }) => {
    // The frame's configuration with no bundler for the default chain: the project has no smart accounts there.
    await page.context().route(`${FRAME_ORIGIN}/config.json*`, async (route) => {
      const response = await route.fetch()
      const config = (await response.json()) as { chains: { id: number; bundlerUrl?: string }[] }
      const chains = config.chains.map(({ bundlerUrl, ...chain }) => (chain.id === 31337 ? chain : { ...chain, bundlerUrl }))
      await route.fulfill({ response, json: { ...config, chains } })
    })
    await signIn(page, `no-bundler-${Date.now()}@example.com`)
    const owner = await eoaOf(page)
    await expect(page.getByTestId('address')).toHaveText(owner)
    expect((await account(page)).allAccounts).toEqual([expect.objectContaining({ address: owner, type: 'eoa' })])

    await dialog(page, 'Account').getByRole('button', { name: 'Switch to your smart account' }).click()
    const choice = dialog(page, 'Smart Account')
    await expect(choice.getByTestId('smart-account-address')).toHaveText('Not available on this network')
    await choice.getByRole('button', { name: 'Switch to your smart account' }).click()
    await expect(page.getByText('This application might not support Smart Accounts')).toBeVisible()
    await expect(page.getByTestId('address')).toHaveText(owner)
    expect((await account(page)).embeddedWalletInfo).toMatchObject({ accountType: 'eoa' })
  })
})
