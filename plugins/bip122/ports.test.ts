import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { KitError, UserRejectedRequestError } from '../../kernel/index.js'
import { createStandardPort } from './standard-port.js'
import { ORDINAL, PAYMENT, PAYMENT_2, SIGNATURE, TXID } from './test-wallet.js'
import { createUnisatPort, type UnisatWallet } from './unisat-port.js'
import { orderAccounts } from './wallet-port.js'

const KEY = `03${'44'.repeat(32)}`

function unisat(overrides: Partial<UnisatWallet> = {}): UnisatWallet {
  return {
    requestAccounts: async () => [PAYMENT],
    getAccounts: async () => [PAYMENT],
    getPublicKey: async () => KEY,
    signMessage: async () => SIGNATURE,
    sendBitcoin: async () => TXID,
    ...overrides,
  }
}

describe('UniSat port', () => {
  it('connects its one address as the payment account, with its key', async () => {
    await expect(createUnisatPort(unisat()).connect()).resolves.toEqual([{ address: PAYMENT, type: 'payment', publicKey: KEY }])
    // A wallet that will not tell its key still connects.
    await expect(createUnisatPort(unisat({ getPublicKey: async () => 'nope' })).connect()).resolves.toEqual([{ address: PAYMENT, type: 'payment' }])
  })

  it('asks for BIP-322 simple signatures unless ECDSA is asked for', async () => {
    const types: unknown[] = []
    const port = createUnisatPort(unisat({ signMessage: async (_, type) => (types.push(type), SIGNATURE) }))
    await port.signMessage({ address: PAYMENT, message: 'm', protocol: 'bip322' })
    await port.signMessage({ address: PAYMENT, message: 'm', protocol: 'ecdsa' })
    expect(types).toEqual(['bip322-simple', 'ecdsa'])
  })

  it('refuses hostile answers and maps 4001 to the user-rejected error', async () => {
    await expect(createUnisatPort(unisat({ requestAccounts: async () => ['<img src=x>'] })).connect()).rejects.toThrow('invalid response to requestAccounts')
    await expect(createUnisatPort(unisat({ requestAccounts: async () => Array(50).fill(PAYMENT) })).connect()).rejects.toThrow('invalid response')
    await expect(createUnisatPort(unisat({ sendBitcoin: async () => ({ txid: TXID }) })).sendTransfer([{ address: PAYMENT_2, amount: 1n }])).rejects.toThrow('invalid response to sendBitcoin')
    const rejecting = unisat({ signMessage: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) })
    await expect(createUnisatPort(rejecting).signMessage({ address: PAYMENT, message: 'm', protocol: 'bip322' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('reconnects silently only while the wallet still lists an account, and follows accountsChanged', async () => {
    await expect(createUnisatPort(unisat({ getAccounts: async () => [] })).reconnect()).resolves.toBeUndefined()
    let emit: (payload: unknown) => void = () => {}
    const port = createUnisatPort(unisat({ on: (_: string, l: (p: unknown) => void) => (emit = l) }))
    const seen: unknown[] = []
    const errors: unknown[] = []
    port.watch((accounts) => seen.push(accounts.map((a) => a.address)), (e) => errors.push(e))
    const tick = () => new Promise((r) => setTimeout(r, 0))
    emit([PAYMENT_2])
    await tick()
    emit('garbage')
    emit([PAYMENT])
    emit([])
    await tick()
    // The empty list came last: the change before it, still reading its key, is dropped.
    expect(seen).toEqual([[PAYMENT_2], []])
    expect(errors).toHaveLength(1)
  })
})

function standardWallet(accounts: unknown[], features: Record<string, unknown> = {}): Wallet & { calls: unknown[] } {
  const calls: unknown[] = []
  return {
    version: '1.0.0',
    name: 'Std BTC',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['bitcoin:regtest'],
    accounts: accounts as Wallet['accounts'],
    calls,
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async (input: unknown) => (calls.push(input), { accounts }) },
      'bitcoin:signMessage': { version: '1.0.0', signMessage: async (...inputs: unknown[]) => (calls.push(...inputs), [{ signedMessage: new Uint8Array(1), signature: new Uint8Array(65).fill(9) }]) },
      ...features,
    },
  }
}
const account = (address: string) => ({ address, publicKey: new Uint8Array(33).fill(2), chains: ['bitcoin:regtest'], features: [] })

describe('Wallet Standard port', () => {
  it('connects for payment and ordinals, typing taproot addresses as ordinals, and leaves other chains’ accounts out', async () => {
    const wallet = standardWallet([account(ORDINAL), account(PAYMENT), account('CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL')])
    const accounts = orderAccounts(await createStandardPort(wallet).connect())
    expect(wallet.calls[0]).toEqual({ purposes: ['payment', 'ordinals'] })
    expect(accounts).toEqual([
      { address: PAYMENT, type: 'payment', publicKey: '02'.repeat(33) },
      { address: ORDINAL, type: 'ordinal', publicKey: '02'.repeat(33) },
    ])
  })

  it('signs with the wallet’s own account object, returning the signature in base64', async () => {
    const original = account(PAYMENT)
    const wallet = standardWallet([original])
    const port = createStandardPort(wallet)
    await port.connect()
    await expect(port.signMessage({ address: PAYMENT, message: 'hi', protocol: 'bip322' })).resolves.toBe(SIGNATURE)
    expect((wallet.calls[1] as { account: unknown }).account).toBe(original)
  })

  it('refuses hostile answers and what the standard cannot do', async () => {
    await expect(createStandardPort(standardWallet('x' as never)).connect()).rejects.toThrow('invalid response to bitcoin:connect')
    await expect(createStandardPort(standardWallet([{ address: PAYMENT, publicKey: 'not bytes' }])).connect()).rejects.toThrow('invalid response')
    const port = createStandardPort(standardWallet([account(PAYMENT)], { 'bitcoin:signMessage': { signMessage: async () => [{ signature: 'x' }] } }))
    await port.connect()
    await expect(port.signMessage({ address: PAYMENT, message: 'hi', protocol: 'bip322' })).rejects.toThrow('invalid response to bitcoin:signMessage')
    await expect(port.sendTransfer([{ address: PAYMENT_2, amount: 1n }])).rejects.toBeInstanceOf(KitError)
  })
})
