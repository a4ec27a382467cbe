import { hexToBigInt, parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import type { Page } from '@playwright/test'
import { expect, test, TEST_WALLET_NAME, TEST_WALLET_RDNS } from './fixtures/test.js'

// The harness on its own: a bare page that finds wallets the way any dapp does, no product code.
interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): unknown
  removeListener(event: string, listener: (payload: unknown) => void): unknown
}
declare global {
  interface Window {
    announced: { info: { uuid: string; name: string; icon: string; rdns: string }; provider: Eip1193Provider }[]
    ethereum?: Eip1193Provider
  }
}

const HARNESS_PAGE = `<!doctype html><meta charset="utf-8"><title>Wallet harness</title>
<script>
  window.announced = []
  window.addEventListener('eip6963:announceProvider', (event) => window.announced.push(event.detail))
  window.dispatchEvent(new Event('eip6963:requestProvider'))
</script>`

/** Called from each test body, so the wallet fixture is installed before the page loads. */
async function openHarness(page: Page) {
  await page.route('**/__harness', (route) => route.fulfill({ contentType: 'text/html', body: HARNESS_PAGE }))
  await page.goto('/__harness')
}

type Outcome = { result: unknown } | { error: { code: unknown; message: string } }

function request(page: Page, method: string, params?: unknown, wallet = 0): Promise<Outcome> {
  return page.evaluate(
    ([method, params, wallet]) =>
      window.announced[wallet]!.provider.request({ method, params }).then(
        (result) => ({ result }),
        (error: Error & { code?: unknown }) => ({ error: { code: error.code, message: error.message } }),
      ),
    [method, params, wallet] as const,
  )
}

async function result(page: Page, method: string, params?: unknown): Promise<unknown> {
  const outcome = await request(page, method, params)
  if ('error' in outcome) throw new Error(`${method} failed: ${outcome.error.code} ${outcome.error.message}`)
  return outcome.result
}

/** Collects one provider event in the page, through a listener registered with `on`. */
function listenFor(page: Page, event: string) {
  return page.evaluate((event) => {
    const seen: unknown[] = []
    const provider = window.announced[0]!.provider
    provider.on(event, (payload) => seen.push(payload))
    ;(window as unknown as Record<string, unknown[]>)[`seen:${event}`] = seen
  }, event)
}

function seen(page: Page, event: string) {
  return page.evaluate((event) => (window as unknown as Record<string, unknown[]>)[`seen:${event}`], event)
}

test('announces itself over EIP-6963 with an inline icon', async ({ page, wallet }) => {
  await openHarness(page)
  const infos = await page.evaluate(() => window.announced.map((detail) => detail.info))
  expect(infos).toEqual([{ uuid: wallet.infos[0]!.uuid, name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS, icon: expect.stringMatching(/^data:image\/svg\+xml/) }])
  expect(await page.evaluate(() => window.ethereum)).toBeUndefined()
})

test('connects, stays authorised across a reload, and the reload asks for nothing', async ({ page, wallet }) => {
  await openHarness(page)
  expect(await result(page, 'eth_accounts')).toEqual([])
  expect(await result(page, 'eth_requestAccounts')).toEqual([wallet.address])
  expect(await result(page, 'eth_chainId')).toBe('0x7a69')

  wallet.clearRequests()
  await page.reload()
  expect(await result(page, 'eth_accounts')).toEqual([wallet.address])
  expect(wallet.requests).toEqual(['eth_accounts'])

  expect(await result(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
  expect(await result(page, 'eth_accounts')).toEqual([])
})

test('is funded with exactly 1.234567 ETH on both chains', async ({ page, wallet, devnet }) => {
  await openHarness(page)
  const balance = await result(page, 'eth_getBalance', [wallet.address, 'latest'])
  expect(hexToBigInt(balance as Hex)).toBe(parseEther('1.234567'))
  const onB = await devnet.request(31338, 'eth_getBalance', [wallet.address, 'latest'])
  expect(hexToBigInt(onB as Hex)).toBe(parseEther('1.234567'))
})

test('signs messages and typed data with its own key', async ({ page, wallet }) => {
  await openHarness(page)
  await result(page, 'eth_requestAccounts')
  const message = 'Sign in to Tessera'
  const signature = (await result(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, wallet.address])) as Hex
  expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

  const typedData = {
    domain: { name: 'Tessera', version: '1', chainId: 31337 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'hello' },
  } as const
  const typedSignature = (await result(page, 'eth_signTypedData_v4', [wallet.address, JSON.stringify(typedData)])) as Hex
  expect(await verifyTypedData({ address: wallet.address, signature: typedSignature, ...typedData })).toBe(true)
})

test('refuses to sign before the site is authorised', async ({ page, wallet }) => {
  await openHarness(page)
  const outcome = await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])
  expect(outcome).toEqual({ error: { code: 4100, message: expect.stringContaining('not been authorized') } })
})

test('switches chains with chainChanged, and answers 4902 for a chain it does not know', async ({ page, wallet, devnet }) => {
  await openHarness(page)
  await listenFor(page, 'chainChanged')
  expect(await result(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
  expect(await seen(page, 'chainChanged')).toEqual(['0x7a6a'])
  expect(await result(page, 'eth_chainId')).toBe('0x7a6a')
  expect(wallet.chainId).toBe(31338)

  const unknown = await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])
  expect(unknown).toMatchObject({ error: { code: 4902 } })

  // Added under another id, backed by chain B's node: enough to switch to it.
  const rpcUrl = devnet.chains[1]!.rpcUrl
  await result(page, 'wallet_addEthereumChain', [{ chainId: '0x2a', chainName: 'Added', rpcUrls: [rpcUrl], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }])
  expect(await result(page, 'wallet_switchEthereumChain', [{ chainId: '0x2a' }])).toBeNull()
  expect(await seen(page, 'chainChanged')).toEqual(['0x7a6a', '0x2a'])
})

test('rejectNext makes the next calls fail with 4001, then works again', async ({ page, wallet }) => {
  await openHarness(page)
  wallet.rejectNext('eth_requestAccounts', 2)
  const rejected = { error: { code: 4001, message: 'User rejected the request.' } }
  expect(await request(page, 'eth_requestAccounts')).toEqual(rejected)
  expect(await request(page, 'eth_requestAccounts')).toEqual(rejected)
  expect(await result(page, 'eth_requestAccounts')).toEqual([wallet.address])
  expect(await request(page, 'wallet_getCapabilities', [wallet.address])).toMatchObject({ error: { code: -32601 } })
})

test('events from the test reach listeners until they are removed', async ({ page, wallet }) => {
  await openHarness(page)
  await result(page, 'eth_requestAccounts')
  await page.evaluate(() => {
    const provider = window.announced[0]!.provider
    const log: unknown[] = ((window as unknown as { log: unknown[] }).log = [])
    const listener = (accounts: unknown) => log.push(accounts)
    provider.on('accountsChanged', listener)
    ;(window as unknown as { stop: () => void }).stop = () => provider.removeListener('accountsChanged', listener)
  })
  await wallet.emitAccountsChanged([wallet.addresses[1]!])
  expect(await result(page, 'eth_accounts')).toEqual([wallet.addresses[1]])
  await page.evaluate(() => (window as unknown as { stop: () => void }).stop())
  await wallet.emitAccountsChanged([])
  expect(await page.evaluate(() => (window as unknown as { log: unknown[] }).log)).toEqual([[wallet.addresses[1]]])
  expect(await result(page, 'eth_accounts')).toEqual([])

  await listenFor(page, 'chainChanged')
  await wallet.emitChainChanged('0x1')
  expect(await seen(page, 'chainChanged')).toEqual(['0x1'])
  expect(await request(page, 'eth_blockNumber')).toMatchObject({ error: { code: 4901 } })
})

test.describe('several wallets, and window.ethereum', () => {
  test.use({
    walletOptions: {
      legacy: true,
      wallets: [
        { name: 'Tessera Test Wallet', rdns: 'dev.tessera.testwallet' },
        { name: 'Second Wallet', rdns: 'dev.tessera.second' },
      ],
    },
  })

  test('announces every wallet, each authorised on its own', async ({ page, wallet }) => {
    await openHarness(page)
    expect(await page.evaluate(() => window.announced.map((detail) => detail.info.name))).toEqual([
      'Tessera Test Wallet',
      'Second Wallet',
    ])
    expect(await page.evaluate(() => window.ethereum === window.announced[0]!.provider)).toBe(true)
    await request(page, 'eth_requestAccounts', [], 1)
    expect(await request(page, 'eth_accounts', [], 1)).toEqual({ result: [wallet.address] })
    expect(await request(page, 'eth_accounts', [], 0)).toEqual({ result: [] })
    expect(wallet.calls.map((call) => call.rdns)).toEqual(['dev.tessera.second', 'dev.tessera.second', 'dev.tessera.testwallet'])
  })
})

test.describe.serial('chain state', () => {
  const recipient: Address = '0x000000000000000000000000000000000000dEaD'

  test('sends a transaction signed in the wallet', async ({ page, wallet, devnet }) => {
    await openHarness(page)
    await result(page, 'eth_requestAccounts')
    const hash = await result(page, 'eth_sendTransaction', [{ from: wallet.address, to: recipient, value: '0x2386f26fc10000' }])
    const receipt = (await devnet.request(31337, 'eth_getTransactionReceipt', [hash])) as { status: Hex; from: string }
    expect(receipt).toMatchObject({ status: '0x1', from: wallet.address.toLowerCase() })
  })

  test('is reset between tests', async ({ wallet, devnet }) => {
    expect(await devnet.request(31337, 'eth_getTransactionCount', [wallet.address, 'latest'])).toBe('0x0')
    expect(await devnet.request(31337, 'eth_getBalance', [recipient, 'latest'])).toBe('0x0')
  })
})
