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

  describe('with bip122, polkadot and cosmos', () => {
    const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
    const others = [
      {
        namespace: 'bip122',
        chains: [REGTEST, MAINNET],
        methods: ['getAccountAddresses', 'signMessage', 'sendTransfer'],
        events: ['bip122_addressesChanged'],
        accounts: (chain: string) => (chain === REGTEST ? ['bcrt1qpay', 'bcrt1pord'] : ['bc1qpay', 'bc1pord']),
      },
      { namespace: 'polkadot', chains: ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e'], methods: ['polkadot_signMessage'], accounts: () => ['5Grw'] },
    ]

    it('grants each chain its own accounts, default first, and only the events the namespace emits', () => {
      const granted = approvedNamespaces(
        {
          optionalNamespaces: {
            bip122: { chains: [MAINNET, REGTEST], methods: ['signMessage', 'signPsbt'], events: ['bip122_addressesChanged', 'accountsChanged'] },
            'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': { methods: ['polkadot_signMessage'], events: [] },
          },
        },
        [31337],
        ADDRESS,
        undefined,
        others,
      )
      expect(granted).toEqual({
        bip122: {
          chains: [MAINNET, REGTEST],
          methods: ['signMessage'],
          events: ['bip122_addressesChanged'],
          accounts: [`${MAINNET}:bc1qpay`, `${MAINNET}:bc1pord`, `${REGTEST}:bcrt1qpay`, `${REGTEST}:bcrt1pord`],
        },
        polkadot: {
          chains: ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e'],
          methods: ['polkadot_signMessage'],
          events: [],
          accounts: ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e:5Grw'],
        },
      })
    })

    it('refuses a required namespace, chain or method it does not serve', () => {
      expect(refusal(() => approvedNamespaces({ requiredNamespaces: { cosmos: { chains: ['cosmos:cosmoshub-4'], methods: [], events: [] } } }, [31337], ADDRESS, undefined, others)).code).toBe(5104)
      expect(refusal(() => approvedNamespaces({ requiredNamespaces: { bip122: { chains: [REGTEST], methods: ['signPsbt'], events: [] } } }, [31337], ADDRESS, undefined, others)).code).toBe(5101)
      expect(
        refusal(() => approvedNamespaces({ requiredNamespaces: { bip122: { chains: [REGTEST], methods: [], events: ['accountsChanged'] } } }, [31337], ADDRESS, undefined, others)).code,
      ).toBe(5102)
    })
  })
})
