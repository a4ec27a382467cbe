// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { approvedNamespaces, ProposalRefused } from './namespaces.mjs'

const ADDRESS = '0xB2bf9820D382356090449e0Dc531567C2368EDf7'
const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    if (error instanceof ProposalRefused) return error.reason
    throw error
  }
  throw new Error('not refused')
}

describe('approvedNamespaces', () => {
  it('grants the requested chains it knows, in the dapp’s order, with the supported methods and events', () => {
    const granted = approvedNamespaces(
      {
        requiredNamespaces: {},
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31338', 'eip155:1', 'eip155:31337'],
            methods: ['eth_sendTransaction', 'personal_sign', 'eth_signTransaction'],
            events: ['chainChanged', 'accountsChanged', 'message'],
          },
          solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] },
        },
      },
      [31337, 31338],
      ADDRESS,
    )
    expect(granted).toEqual({
      eip155: {
        chains: ['eip155:31338', 'eip155:31337'],
        methods: ['eth_sendTransaction', 'personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [`eip155:31338:${ADDRESS}`, `eip155:31337:${ADDRESS}`],
      },
    })
  })

  it('reads namespaces keyed by chain as well', () => {
    const granted = approvedNamespaces(
      { optionalNamespaces: { 'eip155:31337': { methods: ['personal_sign'], events: [] } } },
      [31337],
      ADDRESS,
    )
    expect(granted.eip155?.chains).toEqual(['eip155:31337'])
  })

  it('refuses what it cannot grant, with the SDK’s codes', () => {
    expect(refusal(() => approvedNamespaces({ requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } } }, [31337], ADDRESS))).toEqual({
      code: 5100,
      message: 'Unsupported chains: eip155:1',
    })
    expect(refusal(() => approvedNamespaces({ optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } } }, [31337], ADDRESS)).code).toBe(5100)
    expect(
      refusal(() =>
        approvedNamespaces({ requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['eth_sign'], events: [] } } }, [31337], ADDRESS),
      ).code,
    ).toBe(5101)
    expect(
      refusal(() => approvedNamespaces({ requiredNamespaces: { solana: { chains: [], methods: [], events: [] } } }, [31337], ADDRESS)).code,
    ).toBe(5104)
  })
})
