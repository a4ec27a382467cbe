import * as solana from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { SOLANA_DEVNET } from '../devnet/solana/cluster.mjs'
import { createPublicClient, http, numberToHex, parseEther, verifyMessage, type Hex } from 'viem'
import { verifiesEd25519 } from './fixtures/ed25519.js'
import { loginKeys, ownerAddress, signIn } from './fixtures/embedded-wallet.js'
import { devnetChains } from './fixtures/environment.js'
import { codeFor } from './fixtures/mailbox.js'
import { dialog, openConnect, status, switchNetwork } from './fixtures/modal.js'
import { expect, test } from './fixtures/test.js'

// The playground, which adds embeddedWallet({ frameUrl: 'http://127.0.0.1:8798' }): the devnet's secure frame on its own
// origin, its auth service, and the mail catch-all whose JSON inbox the test reads the codes from. No browser wallet.

test.describe('email login through the secure frame', () => {
  test('an email and its mailed code connect an EVM account; signing asks for approval and verifies; reload keeps it; disconnect clears it', async ({ page, devnet }) => {
    const email = `visitor-${Date.now()}@example.com`
    await signIn(page, email, { tryWrongInput: true })
    const address = (await page.getByTestId('address').textContent())!
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(dialog(page, 'Account').getByTestId('account-email')).toHaveText(email)
    const info = await page.evaluate(() => (window as unknown as { kit: { getAccount(): { embeddedWalletInfo?: unknown } } }).kit.getAccount().embeddedWalletInfo)
    // Spec §9: the smart account is the EVM account in use.
    expect(info).toMatchObject({ user: { email, address }, authProvider: 'email', accountType: 'smartAccount', isSmartAccountDeployed: false })
    await expect.poll(() => loginKeys(page)).toEqual([JSON.stringify(email), 'true', expect.stringMatching(/^\d+$/)])

    const message = 'Sign in to the Tessera playground'
    const signature = page.evaluate((m) => (window as unknown as { kit: { signMessage(p: { message: string }): Promise<string> } }).kit.signMessage({ message: m }), message)
    const approve = dialog(page, 'Approve Transaction')
    await expect(approve.getByText(message)).toBeVisible()
    await approve.getByRole('button', { name: 'Approve' }).click()
    const signed = (await signature) as Hex
    expect(await verifyMessage({ address: await ownerAddress(page), message, signature: signed })).toBe(true)

    // A transaction: ApproveTransaction shows its recipient, value and data; once sent (as the smart account's first
    // user operation), the balance is read again.
    const chain = devnetChains().find((c) => c.id === 31337)!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await devnet.request(31337, 'anvil_setBalance', [address, numberToHex(parseEther('1'))])
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = page.evaluate(
      ({ from, to }) =>
        (window as unknown as { kit: { getProvider(ns: string): Promise<{ request(a: unknown): Promise<string> }> } }).kit
          .getProvider('eip155')
          .then((p) => p.request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x3782dace9d90000', data: '0xc0ffee' }] })),
      { from: address, to },
    )
    const tx = dialog(page, 'Approve Transaction')
    await expect(tx.getByRole('definition')).toHaveText([to, '0.25 ETH', '0xc0ffee'])
    await tx.getByRole('button', { name: 'Approve' }).click()
    const receipt = await client.waitForTransactionReceipt({ hash: (await hash) as Hex })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to as Hex })).toBeGreaterThan(0n)
    await expect(page.getByRole('region', { name: 'Account' })).toContainText(/0\.74\d* ETH/)

    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(address)

    await page.evaluate(() => (window as unknown as { kit: { disconnect(): Promise<void> } }).kit.disconnect())
    await expect(status(page)).toHaveText('disconnected')
    expect(await loginKeys(page)).toEqual([null, null, null])
  })

  test('a rejected request sends nothing to sign, and another code within 30 s is refused with the seconds left', async ({ page }) => {
    const email = `rejecter-${Date.now()}@example.com`
    await signIn(page, email)
    const signature = page.evaluate(() =>
      (window as unknown as { kit: { signMessage(p: { message: string }): Promise<string> } }).kit.signMessage({ message: 'no' }).then(
        () => 'signed',
        (e: Error) => e.message,
      ),
    )
    const approve = dialog(page, 'Approve Transaction')
    await approve.getByRole('button', { name: 'Reject' }).click()
    expect(await signature).not.toBe('signed')

    await page.evaluate(() => (window as unknown as { kit: { disconnect(): Promise<void> } }).kit.disconnect())
    await expect(status(page)).toHaveText('disconnected')
    const connect = await openConnect(page, '/')
    await connect.getByRole('textbox', { name: 'Email' }).fill(email)
    await connect.getByRole('button', { name: 'Continue' }).click()
    await expect(connect.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/^Please try again after \d+ seconds$/)
  })

  test('changes the email from the Account view: a code to the current address, then one to the new, and signs in with it', async ({ page }) => {
    const email = `mover-${Date.now()}@example.com`
    const moved = `moved-${Date.now()}@example.com`
    await signIn(page, email)
    // Connected, the modal shows the Account view.
    await dialog(page, 'Account').getByRole('button', { name: 'Change email' }).click()
    const change = dialog(page, 'Change Email')
    await change.getByRole('textbox', { name: 'New email' }).fill(moved)
    const asked = Date.now() - 1_000
    await change.getByRole('button', { name: 'Continue' }).click()
    await expect(change.getByText('Enter the code we sent to your current email')).toBeVisible()
    await change.getByRole('textbox', { name: 'Code' }).fill(await codeFor(email, asked, /email change/i))
    await change.getByRole('button', { name: 'Confirm' }).click()
    await expect(change.getByText('Enter the code we sent to your new email')).toBeVisible()
    await change.getByRole('textbox', { name: 'Code' }).fill(await codeFor(moved, asked, /new .*email/i))
    await change.getByRole('button', { name: 'Confirm' }).click()
    await expect(change.getByText(`You now sign in with ${moved}.`)).toBeVisible()
    // The Account view shows the new address at once.
    await change.getByRole('button', { name: 'Back' }).click()
    await expect(dialog(page, 'Account').getByTestId('account-email')).toHaveText(moved)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('@appkit-wallet/email'))).toBe(JSON.stringify(moved))
    const user = () => page.evaluate(() => (window as unknown as { kit: { getAccount(): { embeddedWalletInfo?: { user: { email?: string } } } } }).kit.getAccount().embeddedWalletInfo?.user.email)
    // The frame knows the new address too: a reload asks it for the user.
    await page.reload()
    await expect(status(page)).toHaveText('connected')
    await expect.poll(user).toBe(moved)
  })

  test('a Solana account too: the same login signs a Solana message the host verifies as Ed25519, and sends SOL once approved', async ({ page }) => {
    await signIn(page, `solana-${Date.now()}@example.com`)
    await switchNetwork(page, 'Solana Devnet (local)')
    const address = (await page.getByTestId('address').textContent())!
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Sign message' }).click()
    const approve = dialog(page, 'Approve Transaction')
    await expect(approve.getByText('Hello from the Tessera playground')).toBeVisible()
    await approve.getByRole('button', { name: 'Approve' }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(verifiesEd25519(address, 'Hello from the Tessera playground', (await signature.textContent())!)).toBe(true)

    // Host code sending SOL: the frame signs once the visitor approves, and sends to the local cluster.
    const rpc = solana.createSolanaRpc(`http://127.0.0.1:${SOLANA_DEVNET.defaultPort}`)
    await rpc.requestAirdrop(solana.address(address), solana.lamports(1_000_000_000n)).send()
    const receiver = solana.address('8apBKiED8sFLDqPM5mksCBAvw9eLf5qnHKzFwrHYGL6Y')
    const before = (await rpc.getBalance(receiver).send()).value
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const message = solana.pipe(
      solana.createTransactionMessage({ version: 0 }),
      (tx) => solana.setTransactionMessageFeePayer(solana.address(address), tx),
      (tx) => solana.setTransactionMessageLifetimeUsingBlockhash(latest, tx),
      (tx) => solana.appendTransactionMessageInstruction(getTransferSolInstruction({ source: solana.createNoopSigner(solana.address(address)), destination: receiver, amount: solana.lamports(10_000_000n) }), tx),
    )
    const transaction = Buffer.from(solana.getTransactionEncoder().encode(solana.compileTransaction(message))).toString('base64')
    const sent = page.evaluate(
      ({ transaction, pubkey }) =>
        (window as unknown as { kit: { getProvider(ns: string): Promise<{ request(a: unknown): Promise<{ signature: string }> }> } }).kit
          .getProvider('solana')
          .then((p) => p.request({ method: 'solana_signAndSendTransaction', params: { transaction, pubkey } })),
      { transaction, pubkey: address },
    )
    await dialog(page, 'Approve Transaction').getByRole('button', { name: 'Approve' }).click()
    expect((await sent).signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await expect.poll(async () => (await rpc.getBalance(receiver).send()).value).toBe(before + 10_000_000n)
  })
})
