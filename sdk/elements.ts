import { formatBalance, truncateAddress, type Kit, type KitState } from '../kernel/index.js'
import { kitInternals } from '../kernel/internals.js'
import { adoptStyles } from '../ui/adopt-styles.js'
import { BUTTON_CLASS, BUTTON_CSS } from './button-sheet.js'
import { baseMessages } from '../ui/i18n/base-messages.js'
import { localizeDecimal } from '../ui/i18n/format-number.js'
import { createTranslator } from '../ui/i18n/translate.js'

/**
 * `<tessera-button>` and `<tessera-network-button>` for hosts without React. Each element class closes over
 * one kit, so two kits on a page use two prefixes.
 */
export function defineKitElements(kit: Kit, { prefix = 'tessera' }: { prefix?: string } = {}): void {
  if (typeof customElements === 'undefined') return
  // The buttons' texts in the kit's locale: English at once, another language once its chunk has loaded.
  const text = { t: createTranslator(baseMessages, undefined, kit.locale.get().messages), locale: 'en' }
  const redraws = new Set<() => void>()
  const relocalize = () => {
    const { locale, messages } = kit.locale.get()
    const loading = /^en(-|$)/i.test(locale) ? Promise.resolve(undefined) : baseMessages.load(locale).catch(() => undefined)
    void loading.then((loaded) => {
      if (kit.locale.get().locale !== locale) return
      Object.assign(text, { t: createTranslator(baseMessages, loaded?.messages, messages), locale })
      for (const redraw of redraws) redraw()
    })
  }
  relocalize()
  kitInternals(kit).onDestroy(kit.locale.subscribe(relocalize))
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
          const off = kit.subscribeState(update)
          redraws.add(update)
          this.#off = () => {
            off()
            redraws.delete(update)
          }
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
          ? `${account.balance !== undefined ? `${localizeDecimal(formatBalance(account.balance), text.locale)} ${account.balanceSymbol ?? ''} · ` : ''}${account.profileName ?? truncateAddress(account.address)}`
          : text.t(busy ? 'button.connecting' : 'button.connect')
      button.setAttribute('aria-busy', String(busy))
    },
    () => kit.open(),
  )
  define(
    `${prefix}-network-button`,
    (button) => {
      const s = kit.getState()
      button.textContent = isUnsupported(s) ? text.t('network.unsupported') : (s.activeCaipNetwork?.name ?? text.t('button.selectNetwork'))
    },
    () => kit.open({ view: isUnsupported(kit.getState()) ? 'UnsupportedChain' : 'Networks' }),
  )
}

/** The wallet sits on a network the kit was not configured with (as the React NetworkButton reads it). */
const isUnsupported = (s: Readonly<KitState>) => Boolean(s.activeNamespace && s.chains[s.activeNamespace]?.networkState.unsupportedChainId)
