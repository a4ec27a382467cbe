import { act, fireEvent } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { Kit } from '../../kernel/index.js'
import { fakeChainPlugin, testNetworks } from '../../kernel/testing/index.js'
import { createTestKit, fakeConnector, modal } from '../testing/test-kit.js'

const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

/** One browser wallet announced twice: through EIP-6963 for EVM and through the Wallet Standard for Solana. */
function duoWallet() {
  const evm = fakeConnector({ id: 'app.duo', name: 'Duo Wallet' })
  const solana = fakeConnector({
    id: 'Duo Wallet',
    name: 'Duo Wallet',
    chain: 'solana',
    connect: vi.fn(async () => ({ accounts: [{ address: SOL, type: 'eoa' as const }], chainId: testNetworks.solana.id })),
  })
  return { evm, solana }
}

it('shows a wallet serving EVM and Solana once; choosing it asks for the chain family, and connects only that one', async () => {
  const { evm, solana } = duoWallet()
  kit = await createTestKit({
    connectors: [evm],
    networks: [testNetworks.mainnet, testNetworks.optimism, testNetworks.solana],
    plugins: [fakeChainPlugin('solana', { connectors: [solana] })],
  })
  await act(async () => kit!.open())
  const rows = await modal().findAllByRole('button', { name: /Duo Wallet/ })
  expect(rows).toHaveLength(1)

  fireEvent.click(rows[0]!)
  expect(await modal().findByRole('dialog', { name: 'Select Chain' })).toBeTruthy()
  const families = await modal().findByRole('list', { name: 'Chains' })
  expect([...families.querySelectorAll('.list-item-name')].map((name) => name.textContent)).toEqual(['EVM Networks', 'Solana'])

  fireEvent.click(modal().getByRole('button', { name: 'Solana' }))
  await vi.waitFor(() => expect(kit!.getAccount('solana')).toMatchObject({ address: SOL, isConnected: true }))
  expect(solana.connect).toHaveBeenCalledTimes(1)
  expect(evm.connect).not.toHaveBeenCalled()
  expect(kit.getAccount('eip155').isConnected).toBe(false)
})

it('goes straight to the wallet when the modal was opened for one namespace', async () => {
  const { evm, solana } = duoWallet()
  kit = await createTestKit({
    connectors: [evm],
    networks: [testNetworks.mainnet, testNetworks.solana],
    plugins: [fakeChainPlugin('solana', { connectors: [solana] })],
  })
  await act(async () => kit!.open({ namespace: 'eip155' }))
  fireEvent.click(await modal().findByRole('button', { name: /Duo Wallet/ }))
  await vi.waitFor(() => expect(kit!.getAccount('eip155').isConnected).toBe(true))
  expect(evm.connect).toHaveBeenCalledTimes(1)
  expect(solana.connect).not.toHaveBeenCalled()
})
