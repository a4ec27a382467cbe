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

  describe('with the solana namespace', () => {
    const SOLANA_CHAIN = 'solana:7SWpcXKMxF3SJwhED1sMHh6gokkTgxyY'
    const SOLANA_ADDRESS = 'CaibhLcQDSDGxWVZw1t9krnV9RZ459k3yLiyjM6UKjtt'
    const solana = { chains: [SOLANA_CHAIN], address: SOLANA_ADDRESS }

    it('grants eip155 and solana in one set of namespaces, with the Solana methods and events asked for', () => {
      const granted = approvedNamespaces(
        {
          requiredNamespaces: { solana: { chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: [] } },
          optionalNamespaces: {
            eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
            solana: {
              chains: [SOLANA_CHAIN, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
              methods: ['solana_signTransaction', 'solana_getAccounts', 'solana_signAndSendTransaction'],
              events: ['accountChanged'],
            },
          },
        },
        [31337],
        ADDRESS,
        solana,
      )
      expect(granted).toEqual({
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'], accounts: [`eip155:31337:${ADDRESS}`] },
        solana: {
          chains: [SOLANA_CHAIN],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
          events: ['accountChanged'],
          accounts: [`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`],
        },
      })
    })

    it('grants solana alone, and leaves out a namespace with no chain it knows unless it is required', () => {
      const only = { optionalNamespaces: { [SOLANA_CHAIN]: { methods: ['solana_signMessage'], events: [] } } }
      expect(Object.keys(approvedNamespaces(only, [31337], ADDRESS, solana))).toEqual(['solana'])
      const unknownSolana = {
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods: [], events: [] },
          solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [], events: [] },
        },
      }
      expect(Object.keys(approvedNamespaces(unknownSolana, [31337], ADDRESS, solana))).toEqual(['eip155'])
      expect(
        refusal(() =>
          approvedNamespaces({ requiredNamespaces: { solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [], events: [] } } }, [31337], ADDRESS, solana),
        ).code,
      ).toBe(5100)
      expect(
        refusal(() => approvedNamespaces({ requiredNamespaces: { solana: { chains: [SOLANA_CHAIN], methods: ['solana_signIn'], events: [] } } }, [31337], ADDRESS, solana)).code,
      ).toBe(5101)
      expect(refusal(() => approvedNamespaces({ requiredNamespaces: { bip122: { chains: [], methods: [], events: [] } } }, [31337], ADDRESS, solana)).code).toBe(5104)
    })
  })
})
