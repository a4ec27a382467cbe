import { formatBalance, truncateAddress, type Kit, type KitState } from '../kernel/index.js'
import { kitInternals } from '../kernel/internals.js'
import { adoptStyles } from '../ui/adopt-styles.js'
import { BUTTON_CLASS, BUTTON_CSS } from './button-sheet.js'

/**
 * `<tessera-button>` and `<tessera-network-button>` for hosts without React. Each element class closes over
 * one kit, so two kits on a page use two prefixes.
 */
export function defineKitElements(kit: Kit, { prefix = 'tessera' }: { prefix?: string } = {}): void {
  if (typeof customElements === 'undefined') return
  const define = (name: string, render: (button: HTMLButtonElement) => void, onClick: () => void) => {
    const existing: (CustomElementConstructor & { kit?: Kit }) | undefined = customElements.get(name)
    if (existing) {
      // Harmless for the same kit; for another kit its buttons would silently drive the first one.
      if (existing.kit !== kit) kitInternals(kit).log.error(`<${name}> is already defined by another kit or script: pass defineKitElements a prefix of its own`)
      return
    }
    customElements.define(
      name,
      class extends HTMLElement {
        static readonly kit = kit
        #off?: () => void
        connectedCallback() {
          const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
          // Built node by node, styled by a constructed sheet shared by every element: nothing a strict CSP blocks.
          adoptStyles(root, BUTTON_CSS)
          const button = document.createElement('button')
          button.type = 'button'
          button.className = BUTTON_CLASS
          button.setAttribute('part', 'button')
          root.replaceChildren(button)
          button.addEventListener('click', onClick)
          const update = () => render(button)
          update()
          this.#off = kit.subscribeState(update)
        }
        disconnectedCallback() {
          this.#off?.()
        }
      },
    )
  }
  define(
    `${prefix}-button`,
    (button) => {
      const s = kit.getState()
      const ns = s.activeNamespace
      const account = ns ? s.chains[ns]?.accountState : undefined
      const busy = account?.status === 'connecting' || account?.status === 'reconnecting'
      button.textContent =
        account?.status === 'connected' && account.address
          ? `${account.balance !== undefined ? `${formatBalance(account.balance)} ${account.balanceSymbol ?? ''} · ` : ''}${account.profileName ?? truncateAddress(account.address)}`
          : busy
            ? 'Connecting…'
            : 'Connect Wallet'
      button.setAttribute('aria-busy', String(busy))
    },
    () => kit.open(),
  )
  define(
    `${prefix}-network-button`,
    (button) => {
      const s = kit.getState()
      button.textContent = isUnsupported(s) ? 'Unsupported network' : (s.activeCaipNetwork?.name ?? 'Select Network')
    },
    () => kit.open({ view: isUnsupported(kit.getState()) ? 'UnsupportedChain' : 'Networks' }),
  )
}

/** The wallet sits on a network the kit was not configured with (as the React NetworkButton reads it). */
const isUnsupported = (s: Readonly<KitState>) => Boolean(s.activeNamespace && s.chains[s.activeNamespace]?.networkState.unsupportedChainId)
