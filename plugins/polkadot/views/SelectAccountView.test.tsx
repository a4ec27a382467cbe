import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { kitInternals } from '../../../kernel/internals.js'
import { createTestKit, modal, modalHost } from '../../../ui/testing/test-kit.js'
import { polkadot } from '../plugin.js'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
/** A label an extension lets its user type: must stay text. */
const HOSTILE = '<img src=x onerror="alert(1)">'

/** The view, prompted with two accounts in a real kit (gone when the test ends). */
async function ask(options: Parameters<typeof createTestKit>[0] = {}, listName = 'Accounts') {
  const kit = await createTestKit({ plugins: [polkadot({ extensions: false })], ...options })
  onTestFinished(async () => {
    await kit.destroy()
    document.body.replaceChildren()
  })
  let answer: Promise<string>
  act(() => {
    answer = kitInternals(kit).modal.prompt<string>({ view: 'polkadot/SelectAccount', params: { wallet: 'Talisman', accounts: [{ address: ALICE, name: HOSTILE }, { address: BOB }] } })
  })
  await modal().findByRole('list', { name: listName })
  // Wrapped: an async function returning the promise itself would wait for the answer.
  return { kit, answer: answer! }
}

describe('Choose Account', () => {
  it('lists each account by its label (as text) or, without one, its shortened address; choosing one answers it', async () => {
    const { answer } = await ask()
    expect(modal().getByText('Talisman shares 2 accounts with this site. Choose the one to connect.')).toBeTruthy()
    const rows = modal().getAllByRole('button').filter((b) => b.classList.contains('list-item'))
    expect(rows.map((row) => row.querySelector('.list-item-name')!.textContent)).toEqual([HOSTILE, '5FHneW…M694ty'])
    expect(rows[0]!.querySelector('.list-item-description')!.textContent).toBe('5Grwva…GKutQY')
    expect(modalHost().shadowRoot!.querySelector('img[src="x"]')).toBeNull()
    fireEvent.click(rows[1]!)
    await expect(answer).resolves.toBe(BOB)
  })

  it('closing it declines', async () => {
    const { kit, answer } = await ask()
    act(() => void kit.close())
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  it("reads in the visitor's language, with the host's own wording over it", async () => {
    const { answer } = await ask({ options: { locale: 'fr', messages: { 'polkadot.accounts': 'Vos comptes Polkadot' } } }, 'Vos comptes Polkadot')
    expect(await modal().findByRole('dialog', { name: 'Choisir un compte' })).toBeTruthy()
    expect(await modal().findByText('Talisman partage 2 comptes avec ce site. Choisissez celui à connecter.')).toBeTruthy()
    fireEvent.click(modal().getAllByRole('button').find((b) => b.classList.contains('list-item'))!)
    await expect(answer).resolves.toBe(ALICE)
  })
})
