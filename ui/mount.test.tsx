import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kit } from '../kernel/index.js'
import { mountModal } from './mount.js'
import { createTestKit, fakeConnector } from './testing/test-kit.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

describe('mountModal', () => {
  it('adds one host per kit and its unmount removes it', async () => {
    kit = await createTestKit({ mount: false })
    const before = document.body.childNodes.length
    const unmount = mountModal(kit)
    expect(mountModal(kit)).toBe(unmount)
    expect(document.querySelectorAll('tessera-modal')).toHaveLength(1)
    unmount()
    unmount()
    expect(document.querySelector('tessera-modal')).toBeNull()
    expect(document.body.childNodes.length).toBe(before)
  })

  it('gives two kits two independent modals', async () => {
    kit = await createTestKit({ mount: false })
    const other = await createTestKit({ mount: false })
    mountModal(kit)
    mountModal(other)
    expect(document.querySelectorAll('tessera-modal')).toHaveLength(2)
    await other.destroy()
    expect(document.querySelectorAll('tessera-modal')).toHaveLength(1)
  })

  it('does nothing for a destroyed kit', async () => {
    kit = await createTestKit({ mount: false })
    await kit.destroy()
    mountModal(kit)()
    expect(document.querySelector('tessera-modal')).toBeNull()
  })

  it('renders inline in a container, always visible, without overlay or close button', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], mount: false, options: { enableEmbedded: true } })
    const container = document.createElement('section')
    const own = document.createElement('p')
    container.appendChild(own)
    document.body.appendChild(container)
    const unmount = mountModal(kit, { container })
    const host = container.querySelector('tessera-modal')!
    expect(host.hasAttribute('data-embedded')).toBe(true)
    const ui = within(host.shadowRoot!.querySelector('[data-tessera-root]') as HTMLElement)
    const region = await ui.findByRole('region', { name: 'Connect Wallet' })
    expect(region.closest('.overlay')).toBeNull()
    expect(ui.queryByRole('button', { name: 'Close' })).toBeNull()
    // It must not pull focus from the page on load.
    expect(document.activeElement).toBe(document.body)

    fireEvent.click(await ui.findByRole('button', { name: /Good Wallet/ }))
    expect(await ui.findByText('1.234 ETH')).toBeTruthy()
    await act(async () => void kit!.close())
    expect(ui.getByRole('region', { name: 'Account' })).toBeTruthy()

    unmount()
    expect(container.childNodes).toHaveLength(1)
    expect(container.firstChild).toBe(own)
  })

  it('places a regular modal in a container when appending to the body is disabled', async () => {
    kit = await createTestKit({ mount: false, options: { disableAppend: true } })
    const container = document.createElement('div')
    document.body.appendChild(container)
    mountModal(kit, { container })
    const host = container.querySelector('tessera-modal')!
    expect(host.hasAttribute('data-embedded')).toBe(false)
    const ui = within(host.shadowRoot!.querySelector('[data-tessera-root]') as HTMLElement)
    expect(ui.queryByRole('dialog')).toBeNull()
    await act(async () => kit!.open())
    expect(await ui.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('keeps page styles out and its own styles in', async () => {
    kit = await createTestKit()
    const host = document.querySelector('tessera-modal')!
    const root = host.shadowRoot!
    const sheets = root.adoptedStyleSheets.length + root.querySelectorAll('style').length
    expect(sheets).toBe(1)
    await waitFor(() => expect(root.querySelector('[data-tessera-root]')).not.toBeNull())
  })
})
