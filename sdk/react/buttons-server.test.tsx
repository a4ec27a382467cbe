// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../kernel/index.js'
import { fakeChainPlugin, testNetworks } from '../../kernel/testing/index.js'
import { createKit } from '../create-kit.js'
import { ConnectButton } from './ConnectButton.js'
import { KitProvider } from './KitProvider.js'
import { NetworkButton } from './NetworkButton.js'

// A strict Content Security Policy (`style-src 'self'`) blocks style attributes in server-rendered markup: the
// buttons would paint unstyled. They carry a class instead, which tessera/styles.css styles.
describe('the kit buttons rendered on the server', () => {
  it('carry the tessera-button class and no style attribute', async () => {
    const kit = createKit({ projectId: 'p', networks: [testNetworks.mainnet], plugins: [fakeChainPlugin('eip155')], storage: memoryStorage(), logLevel: 'silent' })
    await kit.ready
    const html = renderToString(
      <KitProvider kit={kit}>
        <ConnectButton />
        <NetworkButton />
      </KitProvider>,
    )
    await kit.destroy()
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
    expect(html.match(/<button [^>]*class="tessera-button"/g)).toHaveLength(2)
    expect(html).not.toMatch(/style=/i)
    expect(html).not.toMatch(/<style/i)
  })
})
