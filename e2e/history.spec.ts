import { DEV_ACCOUNT_0 } from '../devnet/dev-accounts.mjs'
import { SPAM_NFT } from '../devnet/spam-nft.mjs'
import { connectTestWallet } from './fixtures/connect-test-wallet.js'
import { dialog } from './fixtures/modal.js'
import { expect, test } from './fixtures/test.js'

// Activity in the playground: the devnet's data API indexes the anvil chains (devnet/data-api/history), 20
// transactions a page. The test wallet starts with three token mints and the spam NFT airdrop (hidden).

const DATA_API = 'http://127.0.0.1:8790'
const SDK_QUERY = 'projectId=tessera-devnet-project&st=appkit&sv=html-wagmi-4.2.2'
const SEEDED = 45
const DAY = 24 * 60 * 60

const connect = connectTestWallet

test('Activity lists transfers by month, newest first, pages past 40 as it scrolls, and hides the spam NFT', async ({ page, wallet, devnet }) => {
  // 40 transfers now, the last 5 forty days later, so they fall in a later month.
  const latest = Number(((await devnet.request(31337, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string }).timestamp)
  let previous: unknown
  for (let i = 1; i <= SEEDED; i++) {
    if (i === SEEDED - 4) {
      // Anvil answers with the hash before it mines: the 40th must be in its block before the clock jumps.
      await expect.poll(() => devnet.request(31337, 'eth_getTransactionReceipt', [previous])).not.toBeNull()
      await devnet.request(31337, 'evm_setNextBlockTimestamp', [latest + 40 * DAY])
    }
    previous = await devnet.request(31337, 'eth_sendTransaction', [{ from: DEV_ACCOUNT_0.address, to: wallet.address, value: `0x${(BigInt(i) * 10n ** 16n).toString(16)}` }])
  }
  await expect.poll(() => devnet.request(31337, 'eth_getTransactionReceipt', [previous])).not.toBeNull()
  // The index does list the spam transfer: hiding it is the kit's doing.
  const raw = await (await fetch(`${DATA_API}/v1/account/${wallet.address}/history?chainId=eip155:31337&${SDK_QUERY}`)).json()
  expect(raw.next).toEqual(expect.any(String))

  const account = await connect(page, wallet)
  await account.getByRole('tab', { name: 'Activity' }).click()
  const rows = account.getByTestId('activity-item')
  await expect(rows).toHaveCount(20)
  // Newest first: the 45th transfer (0.45 ETH) heads the list, under its own month.
  await expect(rows.first()).toHaveAttribute('aria-label', /^Received, \+0\.450 ETH, from 0xf39f.*, Confirmed$/i)
  const later = new Date((latest + 40 * DAY) * 1000)
  const now = new Date(latest * 1000)
  const monthTitle = (date: Date) => `${date.toLocaleString('en-US', { month: 'long' })} ${date.getFullYear()}`
  const headings = account.getByTestId('activity').getByRole('heading')
  await expect(headings).toHaveText([monthTitle(later), monthTitle(now)])
  await expect(account.getByRole('list', { name: monthTitle(later) }).getByTestId('activity-item')).toHaveCount(5)

  await account.getByTestId('activity-more').scrollIntoViewIfNeeded()
  await expect(rows).toHaveCount(40)
  await account.getByTestId('activity-more').scrollIntoViewIfNeeded()
  // 45 seeded + DUSD, TSR and ZERO minted at start; the spam NFT's airdrop is not shown.
  await expect(rows).toHaveCount(SEEDED + 3)
  await expect(account.getByTestId('activity-more')).toHaveCount(0)
  await expect(rows.last()).toHaveAttribute('aria-label', /^Minted, \+\d{1,3}(,\d{3})*\.\d{3} (DUSD|TSR|ZERO)/)
  await expect(account.getByText(SPAM_NFT.name, { exact: false })).toHaveCount(0)
  await expect(account.getByTestId('activity-empty')).toHaveCount(0)
})

test('a failed page toasts and offers a retry', async ({ page, wallet }) => {
  const account = await connect(page, wallet)
  // The kit retries 3 times: four failures make the call fail.
  await fetch(`${DATA_API}/__devnet/faults`, { method: 'POST', body: JSON.stringify({ mode: 'status', status: 500, pathPrefix: `/v1/account/${wallet.address}/history`, count: 4 }) })
  try {
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch transactions' })).toBeVisible()
    await account.getByRole('button', { name: 'Try again' }).click()
    await expect(account.getByTestId('activity-item').first()).toBeVisible()
  } finally {
    await fetch(`${DATA_API}/__devnet/faults`, { method: 'DELETE' })
  }
})

test('with no data API, a send made through the kit shows pending at once, then settles, listed as local', async ({ page, wallet, devnet }) => {
  // Mined only when the test says so, to see it pending.
  await devnet.request(31337, 'evm_setAutomine', [false])
  try {
    const account = await connect(page, wallet, '/?noDataApi')
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(account.getByTestId('activity-local-note')).toBeVisible()
    await expect(account.getByTestId('activity-empty')).toBeVisible()

    const events = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const kit = (window as unknown as { kit: { subscribeEvents(fn: (type: string, payload: unknown) => void): () => void } }).kit
          const off = kit.subscribeEvents((type, payload) => {
            if (type !== 'transaction:sent') return
            off()
            resolve(payload)
          })
        }),
    )
    const hash = await page.evaluate(async (to) => {
      const kit = (window as unknown as { kit: { getProvider(ns: string): Promise<{ request(a: { method: string; params: unknown[] }): Promise<string> }> } }).kit
      const provider = await kit.getProvider('eip155')
      const from = ((await provider.request({ method: 'eth_accounts', params: [] })) as unknown as string[])[0]
      return provider.request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x6f05b59d3b20000' }] })
    }, DEV_ACCOUNT_0.address)
    expect(await events).toMatchObject({ namespace: 'eip155', caipNetworkId: 'eip155:31337', hash, amount: '0.5', symbol: 'ETH', to: DEV_ACCOUNT_0.address })

    const row = account.locator(`[data-hash="${hash}"]`)
    await expect(row).toHaveAttribute('data-status', 'pending')
    await expect(row).toHaveAttribute('aria-label', /^Sent, -0\.500 ETH, to 0xf39f.*, Pending$/i)
    await devnet.request(31337, 'evm_mine')
    await expect(row).toHaveAttribute('data-status', 'confirmed', { timeout: 10_000 })
    await expect(account.getByTestId('activity-empty')).toHaveCount(0)

    // Kept in this browser: still listed after a reload.
    await page.reload()
    await page.getByTestId('account-button').click()
    await dialog(page, 'Account').getByRole('tab', { name: 'Activity' }).click()
    await expect(dialog(page, 'Account').locator(`[data-hash="${hash}"]`)).toHaveAttribute('data-status', 'confirmed')
  } finally {
    await devnet.request(31337, 'evm_setAutomine', [true])
  }
})
