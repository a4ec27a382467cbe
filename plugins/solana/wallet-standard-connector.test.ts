import { appendTransactionMessageInstruction, address, compileTransaction, createNoopSigner, createTransactionMessage, getTransactionEncoder, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash, type Blockhash } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
// web3.js 1.x only here: the plugin tells its objects apart by shape, never importing it.
import { PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { KitError, type ConnectorEvent } from '../../kernel/index.js'
import { encodeBase58 } from './base58.js'
import { solanaDevnet, solanaLocal } from './networks.js'
import type { SolanaWalletProvider } from './solana-provider.js'
import { ALICE, BOB, createFakeWallet, fakeAccount, SIGNATURE } from './test-wallet.js'
import { createWalletStandardConnector } from './wallet-standard-connector.js'

const BLOCKHASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

function setup(wallet = createFakeWallet(), active = solanaLocal) {
  const errors: unknown[] = []
  const connector = createWalletStandardConnector({ wallet, name: wallet.name, icon: wallet.icon, activeNetwork: () => active, onError: (e) => errors.push(e) })
  return { wallet, connector, errors }
}

async function connected(wallet = createFakeWallet()) {
  const s = setup(wallet)
  await s.connector.connect({})
  const provider = (await s.connector.getProvider!()) as SolanaWalletProvider
  return { ...s, provider }
}

const sent = (wallet: ReturnType<typeof createFakeWallet>, feature = 'solana:signAndSendTransaction') =>
  wallet.calls.filter((c) => c.feature === feature).at(-1)?.inputs[0] as { transaction: Uint8Array; chain: string; options?: { commitment?: string }; account: { address: string } }

function legacyTransfer() {
  const from = new PublicKey(ALICE)
  return new Transaction({ feePayer: from, recentBlockhash: BLOCKHASH }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(BOB), lamports: 1_000 }))
}

describe('Wallet Standard connector: connecting', () => {
  it('lands on the asked cluster when the account lists it, else on the kit’s', async () => {
    const { connector } = setup()
    await expect(connector.connect({ chainId: solanaDevnet.id })).resolves.toEqual({ accounts: [{ address: ALICE, type: 'eoa' }], chainId: solanaDevnet.id })
    await expect(connector.connect({})).resolves.toMatchObject({ chainId: solanaLocal.id })
    const mainnetOnly = setup(createFakeWallet({ accounts: [fakeAccount(ALICE, ['solana:mainnet'])] }))
    await expect(mainnetOnly.connector.connect({ chainId: solanaDevnet.id })).resolves.toMatchObject({ chainId: solanaLocal.id })
  })

  it('keeps only Solana accounts, and refuses a wallet that shares none or answers garbage', async () => {
    const mixed = setup(createFakeWallet({ accounts: [fakeAccount(BOB, ['eip155:1']), fakeAccount(ALICE)] }))
    await expect(mixed.connector.connect({})).resolves.toMatchObject({ accounts: [{ address: ALICE, type: 'eoa' }] })
    const none = setup(createFakeWallet({ accounts: [] }))
    await expect(none.connector.connect({})).rejects.toThrow('did not share a Solana account')
    const garbage = setup(createFakeWallet({ features: { 'standard:connect': { connect: async () => ({ accounts: [{ address: 'x' }] }) } } }))
    await expect(garbage.connector.connect({})).rejects.toThrow('invalid response to standard:connect')
  })

  it('reconnects silently: no accounts means the site is no longer authorised', async () => {
    const { connector, wallet } = setup()
    await expect(connector.reconnect!()).resolves.toBeUndefined()
    expect(wallet.calls[0]).toEqual({ feature: 'standard:connect', inputs: [{ silent: true }] })
    wallet.authorised = true
    await expect(connector.reconnect!()).resolves.toMatchObject({ accounts: [{ address: ALICE }] })
  })

  it('accepts a switch to any Solana cluster and refuses another namespace', async () => {
    const { connector } = setup()
    await expect(connector.switchNetwork!(solanaDevnet)).resolves.toBeUndefined()
    await expect(connector.switchNetwork!({ ...solanaDevnet, chainNamespace: 'eip155', caipNetworkId: 'eip155:1', id: 1 })).rejects.toThrow('Unsupported chain')
  })
})

describe('Wallet Standard connector: wallet events', () => {
  it('accounts changed → accountsChanged; empty → disconnect; garbage ignored and reported once', async () => {
    const { connector, wallet, errors } = setup()
    await connector.connect({})
    const events: ConnectorEvent[] = []
    const off = connector.subscribe!((event) => events.push(event))
    for (let i = 0; i < 10; i++) wallet.emit({ accounts: 'garbage' })
    wallet.emit({ accounts: Array.from({ length: 101 }, () => fakeAccount(ALICE)) })
    wallet.emit({ features: {} })
    wallet.emit({ accounts: [fakeAccount(BOB)] })
    wallet.emit({ accounts: [] })
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [{ address: BOB, type: 'eoa' }] }, { type: 'disconnect' }])
    expect(errors).toHaveLength(1)
    off()
    expect(wallet.listeners()).toBe(0)
  })
})

describe('Wallet Standard connector: signing', () => {
  it('signMessage sends the UTF-8 bytes and returns the signature in base58', async () => {
    const { connector, wallet } = await connected()
    await expect(connector.signMessage!({ message: 'hi ✓', address: ALICE })).resolves.toBe(encodeBase58(SIGNATURE))
    const [input] = wallet.calls.find((c) => c.feature === 'solana:signMessage')!.inputs as [{ message: Uint8Array }]
    expect(new TextDecoder().decode(input.message)).toBe('hi ✓')
    await expect(connector.signMessage!({ message: 'x', address: BOB })).rejects.toThrow(`has not shared ${BOB}`)
  })

  it('hands the wallet back its own account object', async () => {
    const own = fakeAccount(ALICE)
    const { provider, wallet } = await connected(createFakeWallet({ accounts: [own] }))
    await provider.signMessage(new Uint8Array([1]))
    await provider.signAndSendTransaction(legacyTransfer())
    expect((wallet.calls.find((c) => c.feature === 'solana:signMessage')!.inputs[0] as { account: unknown }).account).toBe(own)
    expect(sent(wallet).account).toBe(own)
  })

  it('refuses a signature that is not 64 bytes', async () => {
    const bad = createFakeWallet({ features: { 'solana:signMessage': { signMessage: async () => [{ signature: new Uint8Array(10) }] } } })
    const { provider } = await connected(bad)
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toThrow('invalid response to solana:signMessage')
  })

  it('the provider knows the account, and signAndSendTransaction passes a web3.js 1.x Transaction’s bytes on the kit’s cluster', async () => {
    const { provider, wallet, connector } = await connected()
    expect(provider.publicKey).toBe(ALICE)
    const transaction = legacyTransfer()
    await expect(provider.signAndSendTransaction(transaction, { commitment: 'confirmed' })).resolves.toBe(encodeBase58(SIGNATURE))
    const input = sent(wallet)
    expect(input.transaction).toEqual(Uint8Array.from(transaction.serialize({ requireAllSignatures: false, verifySignatures: false })))
    expect(input.chain).toBe('solana:localnet')
    expect(input.options).toEqual({ commitment: 'confirmed' })
    expect(input.account.address).toBe(ALICE)
    await connector.switchNetwork!(solanaDevnet)
    await provider.signAndSendTransaction(transaction, { commitment: 'max' })
    expect(sent(wallet)).toMatchObject({ chain: 'solana:devnet', options: { commitment: 'finalized' } })
  })

  it('takes a VersionedTransaction, an @solana/kit transaction and wire bytes', async () => {
    const { provider, wallet } = await connected()
    const versioned = new VersionedTransaction(
      new TransactionMessage({ payerKey: new PublicKey(ALICE), recentBlockhash: BLOCKHASH, instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(ALICE), toPubkey: new PublicKey(BOB), lamports: 1 })] }).compileToV0Message(),
    )
    await provider.signAndSendTransaction(versioned)
    expect(sent(wallet).transaction).toEqual(Uint8Array.from(versioned.serialize()))
    expect(sent(wallet).options).toBeUndefined()

    const kitTransaction = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(ALICE), m),
        (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: BLOCKHASH as Blockhash, lastValidBlockHeight: 10n }, m),
        (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(address(ALICE)), destination: address(BOB), amount: 1n }), m),
      ),
    )
    await provider.signAndSendTransaction(kitTransaction)
    expect(sent(wallet).transaction).toEqual(Uint8Array.from(getTransactionEncoder().encode(kitTransaction)))

    const bytes = Uint8Array.from(legacyTransfer().serialize({ requireAllSignatures: false, verifySignatures: false }))
    await expect(provider.signTransaction(bytes)).resolves.toEqual(bytes)
  })

  it('refuses a commitment outside spec §5 and a non-transaction before the wallet is asked', async () => {
    const { provider, wallet } = await connected()
    const before = wallet.calls.length
    const refused = provider.signAndSendTransaction(legacyTransfer(), { commitment: 'fast' as never })
    await expect(refused).rejects.toBeInstanceOf(KitError)
    await expect(provider.signAndSendTransaction(legacyTransfer(), { commitment: 'fast' as never })).rejects.toThrow(/Invalid Solana commitment/)
    await expect(provider.signAndSendTransaction({ not: 'a transaction' } as never)).rejects.toThrow('Not a Solana transaction')
    await expect(provider.signAndSendTransaction(new Uint8Array(2000))).rejects.toThrow('Not a Solana transaction')
    expect(wallet.calls.length).toBe(before)
  })

  it('disconnect forgets the account and asks the wallet to forget the site', async () => {
    const { connector, provider, wallet } = await connected()
    await connector.disconnect()
    expect(provider.publicKey).toBeUndefined()
    expect(wallet.authorised).toBe(false)
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toThrow('Connector not connected')
  })
})
