import { numberToHex, parseEther, type Address } from 'viem'
import type { Locator, Page } from '@playwright/test'
import { dialog, openConnect, status } from './fixtures/modal.js'
import { expect, PLAYGROUND_URL, test, TEST_WALLET_NAME, TEST_WALLET_RDNS, type TestWallet, type TestWalletOptions } from './fixtures/test.js'
import { TEST_WALLET_PRIVATE_KEYS } from './fixtures/wallet-defaults.js'
import { answerRpc } from './fixtures/answer-rpc.js'

// The playground: createKit with the eip155 plugin and networks Devnet, Devnet B, Ethereum, Sepolia, Base, and the
// devnet's data API (names, token balances).

/**
 * The devnet's data API names test wallet #1 (devnet/README.md), and the kit then shows that name instead of the
 * address. Most tests here want the truncated address, so they connect as #2, which has no name.
 */
const NAMED = 'tessera-tester.eth'
const UNNAMED: TestWalletOptions = { privateKeys: [TEST_WALLET_PRIVATE_KEYS[1], TEST_WALLET_PRIVATE_KEYS[0]] }
test.use({ walletOptions: UNNAMED })

/** How the kit shortens an address: `0x` and 4 characters, an ellipsis, the last 4. */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`


/** Connect through the modal with the test wallet (which the test must use, or no wallet is installed), ending on the Account view. */
async function connectWith(page: Page, wallet: TestWallet) {
  const connect = await openConnect(page)
  await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await expect(status(page)).toHaveText('connected')
  return account
}

/** Methods that open a popup in a real wallet: a page load must never call them on its own. */
const PROMPTS = ['eth_requestAccounts', 'wallet_requestPermissions', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']

const count = (wallet: TestWallet, method: string) => wallet.requests.filter((m) => m === method).length

/**
 * The browser's own wallets in the Connect view. The list also holds WalletConnect, registry wallets and (outside
 * it) All Wallets; e2e/walletconnect.spec.ts covers those.
 */
const installedRows = (connect: Locator) => connect.getByRole('list', { name: 'Wallets' }).locator('li[data-group="injected"]')

test.describe('Connect view', () => {
  test('lists the announced wallet by name and icon', async ({ page, wallet }) => {
    const connect = await openConnect(page)
    const installed = installedRows(connect)
    const row = installed.getByRole('button', { name: TEST_WALLET_NAME })
    await expect(row).toBeVisible()
    await expect(row).toContainText('Installed')
    await expect(row.locator('img')).toHaveAttribute('src', wallet.infos[0]!.icon)
    await expect(installed).toHaveCount(1)
    // Shown once: not again as a registry wallet to pair with, though the registry lists it too.
    await expect(connect.getByRole('button', { name: TEST_WALLET_NAME })).toHaveCount(1)
    // Nothing is asked of the wallet just by looking.
    expect(wallet.requests).not.toContain('eth_requestAccounts')
  })

  test.describe('two announced wallets, one also window.ethereum', () => {
    test.use({
      walletOptions: {
        ...UNNAMED,
        legacy: true,
        wallets: [
          { name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS },
          { name: 'Second Wallet', rdns: 'dev.tessera.second' },
        ],
      },
    })

    test('lists both, and no duplicate "Browser Wallet" for the announced window.ethereum', async ({ page, wallet }) => {
      expect(wallet.infos).toHaveLength(2)
      const connect = await openConnect(page)
      const rows = installedRows(connect)
      await expect(rows).toHaveCount(2)
      await expect(rows.nth(0)).toContainText(TEST_WALLET_NAME)
      await expect(rows.nth(1)).toContainText('Second Wallet')
      await expect(connect.getByText('Browser Wallet')).toHaveCount(0)
    })
  })

  test.describe('a wallet that only sets window.ethereum', () => {
    test.use({ walletOptions: { ...UNNAMED, legacy: 'only' } })

    test('is offered as "Browser Wallet" and connects', async ({ page, wallet }) => {
      const connect = await openConnect(page)
      const rows = installedRows(connect)
      await expect(rows).toHaveCount(1)
      await expect(rows).toContainText('Browser Wallet')
      await rows.getByRole('button').click()
      await expect(dialog(page, 'Account')).toContainText(short(wallet.address))
    })
  })
})

test('choosing the wallet shows the connecting view, then the account; the wallet is asked once', async ({ page, wallet }) => {
  const connect = await openConnect(page)
  const held = wallet.holdNext('eth_requestAccounts')
  await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()

  const connecting = dialog(page, TEST_WALLET_NAME)
  await expect(connecting.getByText(`Continue in ${TEST_WALLET_NAME}`)).toBeVisible()
  await expect(connecting.getByText('Accept the connection request in the wallet')).toBeVisible()
  await expect(page.getByTestId('connect-button')).toHaveText('Connecting…')
  await expect.poll(() => count(wallet, 'eth_requestAccounts')).toBe(1)
  held.release()

  const account = dialog(page, 'Account')
  await expect(account).toContainText(short(wallet.address))
  await expect(account.getByTitle(wallet.address)).toBeVisible()
  await expect(account).toContainText('1.234 ETH')
  await expect(account.getByRole('button', { name: 'Devnet Network' })).toBeVisible()
  await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
  await expect(page.getByTestId('account-button')).toContainText('1.234 ETH')
  await expect(status(page)).toHaveText('connected')
  await expect(page.getByTestId('address')).toHaveText(wallet.address)
  // StrictMode mounts the connecting view twice: still one popup in the wallet.
  expect(count(wallet, 'eth_requestAccounts')).toBe(1)
})

test('a declined connection says so, connects nothing, and "Try again" connects', async ({ page, wallet }) => {
  wallet.rejectNext('eth_requestAccounts')
  const connect = await openConnect(page)
  await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()

  const connecting = dialog(page, TEST_WALLET_NAME)
  await expect(connecting.getByRole('alert').filter({ hasText: 'Connection declined' })).toBeVisible()
  const retry = connecting.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeVisible()
  await expect(status(page)).toHaveText('disconnected')
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  expect(count(wallet, 'eth_requestAccounts')).toBe(1)

  await retry.click()
  await expect(dialog(page, 'Account')).toContainText(short(wallet.address))
  await expect(status(page)).toHaveText('connected')
  expect(count(wallet, 'eth_requestAccounts')).toBe(2)
})

test('Account view: copy the address, see the network, disconnect', async ({ page, context, wallet }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PLAYGROUND_URL })
  const account = await connectWith(page, wallet)

  await account.getByRole('button', { name: 'Copy address' }).click()
  await expect(account.getByRole('status')).toHaveText('Address copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)

  await expect(account.getByRole('button', { name: 'Devnet Network' })).toContainText('Devnet')

  // The toast floats over the bottom of the view: while it shows, a click on Disconnect must still reach Disconnect.
  const disconnect = account.getByRole('button', { name: 'Disconnect' })
  await expect(account.getByText('Address copied')).toBeVisible()
  // With every feature button the view is taller than the window: the visitor scrolls down to Disconnect.
  await disconnect.scrollIntoViewIfNeeded()
  const hit = await disconnect.evaluate((button) => {
    const box = button.getBoundingClientRect()
    const target = (button.getRootNode() as ShadowRoot).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return target?.closest('button') === button
  })
  expect(hit, 'a click in the middle of Disconnect reaches it').toBe(true)
  await disconnect.click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible()
  await expect(status(page)).toHaveText('disconnected')
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  expect(wallet.requests).toContain('wallet_revokePermissions')
})

test.describe('network switch from the modal', () => {
  test('to Devnet B: the wallet switches and the balance is read on the new chain', async ({ page, wallet, devnet }) => {
    await devnet.request(31338, 'anvil_setBalance', [wallet.address, numberToHex(parseEther('2.5'))])
    const account = await connectWith(page, wallet)
    await expect(account).toContainText('1.234 ETH')

    await account.getByRole('button', { name: 'Devnet Network' }).click()
    const networks = dialog(page, 'Choose Network')
    await expect(networks.getByRole('button', { name: 'Devnet', exact: true })).toHaveAttribute('aria-current', 'true')
    await networks.getByRole('button', { name: 'Devnet B' }).click()

    await expect(account.getByRole('button', { name: 'Devnet B Network' })).toBeVisible()
    await expect(account).toContainText('2.500 ETH')
    await expect(page.getByTestId('network-button')).toHaveText('Devnet B')
    await expect(page.getByTestId('account-button')).toContainText('2.500 ETH')
    expect(wallet.calls.find((call) => call.method === 'wallet_switchEthereumChain')?.params).toEqual([{ chainId: '0x7a6a' }])
    expect(wallet.chainId).toBe(31338)
  })

  test("a balance that cannot be read on the new network is unavailable: neither the old network's nor 0.000", async ({ page, wallet, devnet }) => {
    await devnet.request(31338, 'anvil_setBalance', [wallet.address, numberToHex(parseEther('2.5'))])
    const account = await connectWith(page, wallet)
    await expect(account.getByText('1.234 ETH', { exact: true })).toBeVisible()
    // The page cannot reach Devnet B's node (the wallet, in Node, still can).
    await page.route('http://127.0.0.1:8546/**', (route) => route.abort('internetdisconnected'))
    // Nor its second RPC URL, the devnet's RPC proxy.
    await page.route('http://127.0.0.1:8810/31338', (route) => route.abort('internetdisconnected'))

    await account.getByRole('button', { name: 'Devnet Network' }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Devnet B' }).click()
    await expect(account.getByRole('button', { name: 'Devnet B Network' })).toBeVisible()
    // Once the kit has given up reading (its retries done), Devnet's 1.234 must not stand in for Devnet B's 2.5.
    await expect(account.locator('[aria-busy="true"]')).toHaveCount(0)
    // Unknown, not zero: "0.000 ETH" would read as an empty wallet.
    await expect(account.getByRole('img', { name: 'Balance unavailable' })).toBeVisible()
    await expect(account.getByTestId('account-balance')).toHaveText('—')
    await expect(account).not.toContainText('0.000 ETH')
    await expect(account).not.toContainText('1.234')
    await expect(page.getByTestId('account-button')).not.toContainText('1.234')
    await expect(page.getByTestId('account-button').getByRole('img', { name: 'Balance unavailable' })).toBeVisible()
  })

  test('to a chain the wallet does not know: declined, the network stays; accepted, the kit adds it and switches', async ({ page, wallet }) => {
    await answerRpc(page, 'https://mainnet.base.org', { balance: parseEther('0.42') })
    const account = await connectWith(page, wallet)
    await account.getByRole('button', { name: 'Devnet Network' }).click()
    const networks = dialog(page, 'Choose Network')

    // The wallet answers 4902 (unknown chain), the kit asks it to add Base, and the user refuses.
    wallet.rejectNext('wallet_addEthereumChain')
    await networks.getByRole('button', { name: 'Base' }).click()
    await expect(networks.getByRole('alert')).toHaveText('Switch declined')
    await expect(networks.getByRole('button', { name: 'Devnet', exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(networks.getByRole('button', { name: 'Base' })).toBeEnabled()
    await expect(page.getByTestId('network-button')).toHaveText('Devnet')
    await expect(page.getByTestId('network')).toHaveText('Devnet')
    expect(wallet.chainId).toBe(31337)

    // Again, and this time the user accepts.
    wallet.clearRequests()
    await networks.getByRole('button', { name: 'Base' }).click()
    await expect(account.getByRole('button', { name: 'Base Network' })).toBeVisible()
    await expect(page.getByTestId('network-button')).toHaveText('Base')
    await expect(account.getByText('0.420 ETH', { exact: true })).toBeVisible()
    const add = wallet.calls.find((call) => call.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      {
        chainId: '0x2105',
        chainName: 'Base',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['https://mainnet.base.org'],
        blockExplorerUrls: ['https://basescan.org'],
      },
    ])
    expect(wallet.requests.filter((m) => m === 'wallet_switchEthereumChain' || m === 'wallet_addEthereumChain')).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.chainId).toBe(8453)
  })
})

test('the wallet moving to an unknown chain, then other accounts, then none', async ({ page, wallet }) => {
  await connectWith(page, wallet)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // 42 is none of the playground's networks.
  await wallet.emitChainChanged('0x2a')
  const unsupported = dialog(page, 'Switch Network')
  await expect(unsupported).toContainText("This app doesn't support your current network")
  const list = unsupported.getByRole('list', { name: 'Networks' })
  for (const name of ['Devnet', 'Devnet B', 'Ethereum', 'Sepolia', 'Base']) {
    await expect(list.getByRole('button', { name, exact: true })).toBeVisible()
  }
  await expect(unsupported.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await expect(page.getByTestId('network-button')).toHaveText('Unsupported network')

  await list.getByRole('button', { name: 'Devnet', exact: true }).click()
  await expect(unsupported).toHaveCount(0)
  await expect(page.getByTestId('network-button')).toHaveText('Devnet')
  expect(wallet.chainId).toBe(31337)
  await expect(page.getByTestId('account-button')).toContainText('1.234 ETH')

  // The other account is test wallet #1, which the data API names.
  const second = wallet.addresses[1]! as Address
  await wallet.emitAccountsChanged([second])
  await expect(page.getByTestId('address')).toHaveText(second)
  await expect(page.getByTestId('account-button')).toContainText(NAMED)
  await expect(page.getByTestId('account-button')).not.toContainText(short(wallet.address))

  await wallet.emitAccountsChanged([])
  await expect(status(page)).toHaveText('disconnected')
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
})

test.describe('reload', () => {
  test('restores the connection without prompting', async ({ page, wallet }) => {
    await connectWith(page, wallet)
    await page.keyboard.press('Escape')
    wallet.clearRequests()

    await page.reload()
    await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('account-button')).toContainText('1.234 ETH')
    expect(wallet.requests).toContain('eth_accounts')
    expect(wallet.requests.filter((m) => PROMPTS.includes(m))).toEqual([])
  })

  test.describe('an address with a name', () => {
    test.use({ walletOptions: {} })

    test('shows the name instead of the address, before and after the reload', async ({ page, wallet }) => {
      const account = await connectWith(page, wallet)
      await expect(account.getByTitle(wallet.address)).toHaveText(NAMED)
      await expect(page.getByTestId('account-button')).toHaveText(`1.234 ETH · ${NAMED}`)
      wallet.clearRequests()

      await page.reload()
      await expect(page.getByTestId('account-button')).toHaveText(`1.234 ETH · ${NAMED}`)
      expect(wallet.requests.filter((m) => PROMPTS.includes(m))).toEqual([])
    })
  })

  test('after Disconnect stays disconnected, without prompting', async ({ page, wallet }) => {
    const account = await connectWith(page, wallet)
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await expect(status(page)).toHaveText('disconnected')
    wallet.clearRequests()

    await page.reload()
    await expect(status(page)).toHaveText('disconnected')
    await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(wallet.requests.filter((m) => PROMPTS.includes(m))).toEqual([])
  })
})
