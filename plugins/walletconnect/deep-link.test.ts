import { describe, expect, it } from 'vitest'
import { buildWalletLink, isLoopbackHost, safeWalletLink } from './deep-link.js'

const URI = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1750000000'
const ENCODED = encodeURIComponent(URI)

describe('buildWalletLink', () => {
  it('appends wc?uri= to a universal link, adding the missing slash', () => {
    expect(buildWalletLink('https://metamask.app.link/', URI)).toBe(`https://metamask.app.link/wc?uri=${ENCODED}`)
    expect(buildWalletLink('https://metamask.app.link', URI)).toBe(`https://metamask.app.link/wc?uri=${ENCODED}`)
    expect(buildWalletLink('https://wallet.example/connect', URI)).toBe(`https://wallet.example/connect/wc?uri=${ENCODED}`)
  })

  it('keeps a universal link’s own query, and drops its fragment', () => {
    expect(buildWalletLink('https://wallet.example/app?ref=tessera', URI)).toBe(`https://wallet.example/app/wc?ref=tessera&uri=${ENCODED}`)
    expect(buildWalletLink('https://wallet.example/#/home', URI)).toBe(`https://wallet.example/wc?uri=${ENCODED}`)
  })

  it('builds {scheme}://wc?uri= for app schemes', () => {
    expect(buildWalletLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(buildWalletLink('trust://', URI)).toBe(`trust://wc?uri=${ENCODED}`)
    expect(buildWalletLink('rainbow://', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(buildWalletLink('my-wallet.app+v2://', URI)).toBe(`my-wallet.app+v2://wc?uri=${ENCODED}`)
  })

  it('keeps an app link’s path (with a trailing slash) but not its query or fragment', () => {
    expect(buildWalletLink('cbwallet://wsegue', URI)).toBe(`cbwallet://wsegue/wc?uri=${ENCODED}`)
    expect(buildWalletLink('wallet://open?x=1', URI)).toBe(`wallet://open/wc?uri=${ENCODED}`)
    expect(buildWalletLink('wallet://#frag', URI)).toBe(`wallet://wc?uri=${ENCODED}`)
  })

  it('lower-cases the scheme, which is case-insensitive anyway', () => {
    expect(buildWalletLink('MetaMask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(buildWalletLink('HTTPS://Wallet.Example', URI)).toBe(`https://wallet.example/wc?uri=${ENCODED}`)
  })

  it('encodes the whole URI so its own ? and & stay inside the uri parameter', () => {
    const link = buildWalletLink('https://wallet.example/', URI)!
    expect(new URL(link).searchParams.get('uri')).toBe(URI)
    expect([...new URL(link).searchParams.keys()]).toEqual(['uri'])
  })

  it('allows plain http only on loopback (the devnet wallet)', () => {
    expect(buildWalletLink('http://127.0.0.1:8793/', URI)).toBe(`http://127.0.0.1:8793/wc?uri=${ENCODED}`)
    expect(buildWalletLink('http://localhost:8793', URI)).toBe(`http://localhost:8793/wc?uri=${ENCODED}`)
    expect(buildWalletLink('http://[::1]:8793/', URI)).toBe(`http://[::1]:8793/wc?uri=${ENCODED}`)
    expect(buildWalletLink('http://wallet.example/', URI)).toBeUndefined()
    expect(buildWalletLink('http://127.0.0.1.evil.example/', URI)).toBeUndefined()
    expect(buildWalletLink('http://192.168.1.10/', URI)).toBeUndefined()
  })

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['javascript://%0aalert(1)'],
    ['JAVASCRIPT://wallet/'],
    ['  javascript:alert(1)'],
    ['\njavascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\tscript://x'],
    ['vbscript:msgbox(1)'],
    ['vbscript://x'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data://text/html,x'],
    ['file:///etc/passwd'],
    ['blob:https://wallet.example/1234'],
    ['blob://x'],
    ['about:blank'],
    ['about://blank'],
    ['view-source://x'],
    ['//evil.com'],
    ['//evil.com/wc'],
    ['/relative/path'],
    ['wallet.example/'],
    ['metamask:'],
    ['metamask:/'],
    ['metamask'],
    ['1password://'],
    ['-wallet://'],
    ['https:evil.com'],
    ['https:/evil.com'],
    ['https://'],
    ['https://wallet.example@evil.example/'],
    ['https://user:pass@wallet.example/'],
    ['wallet://a b/'],
    ['wallet://"onmouseover="x'],
    ['wallet://<script>/'],
    ['wallet://a\u0007b'],
    [''],
    ['   '],
  ])('refuses %j', (link) => {
    expect(buildWalletLink(link, URI)).toBeUndefined()
    expect(safeWalletLink(link)).toBeUndefined()
  })

  it('reads a link with whitespace at its ends as the browser does', () => {
    expect(buildWalletLink('  https://wallet.example/ \n', URI)).toBe(`https://wallet.example/wc?uri=${ENCODED}`)
    expect(buildWalletLink('\ttrust://', URI)).toBe(`trust://wc?uri=${ENCODED}`)
  })

  it('refuses values that are not strings, and URIs that are not pairing URIs', () => {
    for (const value of [undefined, null, 42, {}, ['https://wallet.example/']]) expect(buildWalletLink(value, URI)).toBeUndefined()
    expect(buildWalletLink('https://wallet.example/', 'https://evil.example')).toBeUndefined()
    expect(buildWalletLink('https://wallet.example/', 'wc:abc def')).toBeUndefined()
    expect(buildWalletLink('https://wallet.example/', '')).toBeUndefined()
  })
})

describe('safeWalletLink', () => {
  it('says which kind of link it is', () => {
    expect(safeWalletLink('https://wallet.example')).toEqual({ href: 'https://wallet.example/', kind: 'universal' })
    expect(safeWalletLink('trust://')).toEqual({ href: 'trust://', kind: 'native' })
  })
})

describe('isLoopbackHost', () => {
  it('knows the loopback names', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '[::1]'].map(isLoopbackHost)).toEqual([true, true, true, true])
    expect(['localhost.evil.example', '128.0.0.1', '::1', '0.0.0.0', '127.0.0.1.nip.io'].map(isLoopbackHost)).toEqual([false, false, false, false, false])
  })
})
