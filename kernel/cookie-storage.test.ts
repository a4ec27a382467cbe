import { afterEach, describe, expect, it } from 'vitest'
import { cookieToInitialState } from './cookie-initial-state.js'
import { COOKIE_MAX_AGE_S, cookieStorage, MAX_COOKIE_BYTES } from './cookie-storage.js'
import { createFakeConnector } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { createTestKit } from './testing/test-kit.js'

const KEY = '@appkit-wallet/eip155:connected_connector_id'
/** The browser's own document.cookie accessor, wherever on the prototype chain it lives. */
function cookieAccessor(): PropertyDescriptor {
  for (let proto: object | null = Object.getPrototypeOf(document); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie')
    if (descriptor) return descriptor
  }
  throw new Error('document.cookie has no accessor')
}

/** Every string the storage assigns to document.cookie (attributes included, which reading never shows). */
function recordWrites(): string[] {
  const writes: string[] = []
  const native = cookieAccessor()
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document),
    set: (value: string) => {
      writes.push(value)
      native.set!.call(document, value)
    },
  })
  return writes
}

/** happy-dom's own control of the page's address (the browser's is read-only). */
const setURL = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)

afterEach(() => {
  delete (document as unknown as Record<string, unknown>).cookie
  for (const url of ['https://dapp.example/', 'http://localhost:3000/']) {
    setURL(url)
    for (const pair of document.cookie.split(';')) {
      const name = pair.split('=')[0]!.trim()
      if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
    }
  }
})

describe('cookieStorage', () => {
  it('keeps the kit’s keys in cookies, names and values encoded, and removes them', () => {
    const storage = cookieStorage()
    storage.setItem(KEY, '"io.metamask; x=1"')
    expect(document.cookie).toBe('%40appkit-wallet%2Feip155%3Aconnected_connector_id=%22io.metamask%3B%20x%3D1%22')
    expect(storage.getItem(KEY)).toBe('"io.metamask; x=1"')
    storage.removeItem(KEY)
    expect(storage.getItem(KEY)).toBeNull()
    expect(document.cookie).toBe('')
  })

  it('writes a year-long, same-site cookie for the whole site, secure on https', () => {
    const writes = recordWrites()
    const storage = cookieStorage()
    storage.setItem(KEY, '"a"')
    expect(writes.at(-1)).toBe(`%40appkit-wallet%2Feip155%3Aconnected_connector_id=%22a%22; Path=/; SameSite=Lax; Max-Age=${COOKIE_MAX_AGE_S}`)
    expect(COOKIE_MAX_AGE_S).toBe(31_536_000)

    setURL('https://dapp.example/')
    storage.setItem(KEY, '"b"')
    expect(writes.at(-1)).toMatch(/; Path=\/; SameSite=Lax; Max-Age=\d+; Secure$/)
  })

  it('leaves other keys and other cookies alone', () => {
    document.cookie = 'session=abc; Path=/'
    const writes = recordWrites()
    const storage = cookieStorage()
    storage.setItem('session', 'stolen')
    storage.removeItem('session')
    expect(writes).toEqual([])
    expect(storage.getItem('session')).toBeNull()
    expect(document.cookie).toBe('session=abc')
  })

  it('skips a value too large for a cookie, without throwing, and drops the older one', () => {
    const storage = cookieStorage()
    storage.setItem(KEY, '"small"')
    expect(() => storage.setItem(KEY, 'x'.repeat(MAX_COOKIE_BYTES))).not.toThrow()
    expect(storage.getItem(KEY)).toBeNull()
    // Escaping counts: a value that fits raw but not encoded is skipped too.
    expect(() => storage.setItem(KEY, '"'.repeat(MAX_COOKIE_BYTES / 3))).not.toThrow()
    expect(storage.getItem(KEY)).toBeNull()
  })

  it('ignores a cookie whose encoding is malformed', () => {
    document.cookie = '%40appkit-wallet%2Fwallet_name=%E0%A4%A; Path=/'
    expect(cookieStorage().getItem('@appkit-wallet/wallet_name')).toBeNull()
  })

  it("keeps two kits' connections apart in one page's cookies, each read back by its id", async () => {
    const wallets = () => [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })]
    const main = createTestKit({ storage: cookieStorage(), plugins: wallets() })
    const shop = createTestKit({ storage: cookieStorage(), plugins: wallets(), id: 'shop' })
    await Promise.all([main.kit.ready, shop.kit.ready])
    await shop.kit.connect('fake')
    expect(document.cookie).toContain(`${encodeURIComponent('@appkit-wallet/shop/connection_status')}=${encodeURIComponent('"connected"')}`)
    expect(document.cookie).toContain(`${encodeURIComponent('@appkit-wallet/connection_status')}=${encodeURIComponent('"disconnected"')}`)
    expect(cookieToInitialState(document.cookie, { id: 'shop' })?.connections).toEqual({ eip155: expect.objectContaining({ connectorId: 'fake' }) })
    expect(cookieToInitialState(document.cookie)).toBeUndefined()
  })
})
