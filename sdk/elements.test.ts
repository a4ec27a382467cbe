import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { memoryStorage } from '../kernel/index.js'
import { createFakeConnector, createTestKit, FAKE_ADDRESS, fakeChainPlugin, testNetworks } from '../kernel/testing/index.js'
import { modal } from '../ui/testing/test-kit.js'
import { createKit } from './create-kit.js'
import { defineKitElements } from './elements.js'
import { kitInternals } from '../kernel/internals.js'

// The custom element registry lives as long as the page (this file), so each test below uses its own prefix
// except the first, which checks the default one.

async function evmKit(logLevel: 'silent' | 'error' = 'silent') {
  const wallet = createFakeConnector()
  const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })], logLevel })
  await test.kit.ready
  return { ...test, wallet }
}

/** Puts `<name>` on the page and returns the button inside its shadow root. */
/** Two kits, each with its elements under its own prefix. */
async function twoKits(prefixA: string, prefixB: string) {
  const kits = [await evmKit(), await evmKit()] as const
  defineKitElements(kits[0].kit, { prefix: prefixA })
  defineKitElements(kits[1].kit, { prefix: prefixB })
  return kits
}

function place(name: string): HTMLButtonElement {
  const element = document.createElement(name)
  document.body.appendChild(element)
  const button = element.shadowRoot?.querySelector('button')
  if (!button) throw new Error(`<${name}> rendered no button in its shadow root`)
  return button
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('defineKitElements', () => {
  it('defines <tessera-button>: Connect Wallet, then the truncated address, and a click opens the kit', async () => {
    const wallet = createFakeConnector()
    const kit = createKit({
      projectId: 'p',
      networks: [testNetworks.mainnet],
      plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })],
      storage: memoryStorage(),
      logLevel: 'silent',
    })
    onTestFinished(() => kit.destroy())
    defineKitElements(kit)
    expect(customElements.get('tessera-button')).toBeDefined()
    expect(customElements.get('tessera-network-button')).toBeDefined()

    const button = place('tessera-button')
    expect(button.textContent).toBe('Connect Wallet')
    expect(button.getAttribute('aria-busy')).toBe('false')

    await kit.ready
    await kit.connect('fake')
    expect(button.textContent).toBe('0x1111…1111')

    button.click()
    expect(kit.getState().modal.history).toEqual([{ view: 'Account' }])
    await waitFor(() => modal().getByRole('dialog', { name: 'Account' }))
  })

  it('is harmless to call twice for the same kit: one element, one click handler, no error', async () => {
    const { kit } = await evmKit('error')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    defineKitElements(kit, { prefix: 'twice' })
    defineKitElements(kit, { prefix: 'twice' })
    expect(errors).not.toHaveBeenCalled()

    const opened: string[] = []
    kitInternals(kit).bus.on('modal:opened', (e) => opened.push(e.view))
    place('twice-button').click()
    expect(opened).toEqual(['Connect'])
  })

  it('lets a second kit use its own prefix, each element following its own kit', async () => {
    const [a, b] = await twoKits('alpha', 'beta')
    const alpha = place('alpha-button')
    const beta = place('beta-button')

    await a.kit.connect('fake')
    expect(alpha.textContent).toBe('0x1111…1111')
    expect(beta.textContent).toBe('Connect Wallet')

    beta.click()
    expect(b.kit.getState().modal.open).toBe(true)
    expect(a.kit.getState().modal.open).toBe(false)
  })

  it("speaks the kit's language, following setLocale, each element with its own kit", async () => {
    const [a] = await twoKits('lang-a', 'lang-b')
    const connect = place('lang-a-button')
    const network = place('lang-a-network-button')
    const other = place('lang-b-button')
    expect(connect.textContent).toBe('Connect Wallet')
    a.kit.setLocale('fr')
    await waitFor(() => expect(connect.textContent).toBe('Connecter un portefeuille'))
    expect(other.textContent).toBe('Connect Wallet')
    a.kit.setLocale('es')
    await waitFor(() => expect(connect.textContent).toBe('Conectar billetera'))
    expect(network.textContent).toBe(testNetworks.mainnet.name)
  })

  it('says so when another kit already owns the prefix, instead of silently wiring its buttons to the first kit', async () => {
    const a = await evmKit()
    const b = await evmKit('error')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    defineKitElements(a.kit, { prefix: 'shared' })
    defineKitElements(b.kit, { prefix: 'shared' })
    expect(errors).toHaveBeenCalledWith('[tessera]', expect.stringContaining('<shared-button> is already defined'))
  })

  it('shows "Connecting…" and is busy while connecting', async () => {
    const { kit, wallet } = await evmKit()
    let answer!: () => void
    wallet.connect = () => new Promise((resolve) => (answer = () => resolve({ accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }], chainId: 1 })))
    defineKitElements(kit, { prefix: 'busy' })
    const button = place('busy-button')
    const connected = kit.connect('fake')
    expect(button.textContent).toBe('Connecting…')
    expect(button.getAttribute('aria-busy')).toBe('true')
    answer()
    await connected
    expect(button.getAttribute('aria-busy')).toBe('false')
  })

  it('stops listening to the kit when the element leaves the page', async () => {
    const { kit } = await evmKit()
    defineKitElements(kit, { prefix: 'gone' })
    const before = kitInternals(kit).store.listenerCount()
    const button = place('gone-button')
    expect(kitInternals(kit).store.listenerCount()).toBe(before + 1)
    document.querySelector('gone-button')!.remove()
    expect(kitInternals(kit).store.listenerCount()).toBe(before)
    document.body.append(document.createElement('gone-button'))
    expect(kitInternals(kit).store.listenerCount()).toBe(before + 1)
    expect(button.isConnected).toBe(false)
  })
})

describe('<prefix-network-button>', () => {
  it('shows the active network and opens the network list', async () => {
    const { kit } = await evmKit()
    defineKitElements(kit, { prefix: 'net' })
    const button = place('net-network-button')
    expect(button.textContent).toBe('Ethereum')
    await kit.switchNetwork(testNetworks.optimism)
    expect(button.textContent).toBe('OP Mainnet')
    button.click()
    expect(kit.getState().modal.history).toEqual([{ view: 'Networks' }])
  })

  it("reads 'Unsupported network' on an unknown chain and opens the switch prompt, like the React button", async () => {
    const { kit, wallet } = await evmKit()
    defineKitElements(kit, { prefix: 'unknown' })
    const button = place('unknown-network-button')
    await kit.connect('fake')
    wallet.emit({ type: 'chainChanged', chainId: 999 })
    expect(button.textContent).toBe('Unsupported network')
    kit.close({ force: true })
    button.click()
    expect(kit.getState().modal.history).toEqual([{ view: 'UnsupportedChain' }])
  })
})
