import { useId, useRef, useState, type MouseEvent } from 'react'
import type { Kit } from '../kernel/index.js'
import { kitInternals, type KitInternals } from '../kernel/internals.js'
import { AlertBanner } from './shell/AlertBanner.js'
import { Header } from './shell/Header.js'
import { createLazyViewCache, type LazyViewCache } from './shell/lazy-view-cache.js'
import { LoadingOverlay } from './shell/LoadingOverlay.js'
import { requestClose } from './shell/request-close.js'
import { Toast } from './shell/Toast.js'
import { useDialogKeyboard } from './shell/use-dialog-keyboard.js'
import { useFocusOnOpen } from './shell/use-focus-on-open.js'
import { useViewFocus } from './shell/use-view-focus.js'
import { viewTitle } from './shell/view-title.js'
import { ViewOutlet } from './shell/ViewOutlet.js'
import { useKitSelector } from './use-kit-selector.js'
import { useCoreMessages } from './i18n/core-messages.js'
import { useKitMessages } from './i18n/use-kit-messages.js'

export interface ModalRootProps {
  readonly kit: Kit
  /** Inline in the host's own element: always shown, no overlay, no focus trap. */
  readonly embedded?: boolean
}

export function ModalRoot({ kit, embedded = false }: ModalRootProps) {
  const open = useKitSelector(kit, (s) => s.modal.open)
  // Lives as long as the mount, so closing and reopening reuses the loaded views.
  const [cache] = useState(createLazyViewCache)
  if (!open && !embedded) return null
  return <Card internals={kitInternals(kit)} cache={cache} embedded={embedded} />
}

function Card({ internals, cache, embedded }: { readonly internals: KitInternals; readonly cache: LazyViewCache; readonly embedded: boolean }) {
  const { store, views } = internals
  const route = useKitSelector(store, (s) => s.modal.history.at(-1))
  const canGoBack = useKitSelector(store, (s) => s.modal.history.length > 1)
  const shake = useKitSelector(store, (s) => s.modal.shake)
  // Selected from state (not derived from the route alone) because a title may name a connector that registers later.
  const { t, lang, dir } = useCoreMessages()
  // Any plugin's key: a plugin view's title is in its plugin's texts.
  const { t: tAny } = useKitMessages()
  const title = useKitSelector(store, (s) => viewTitle(views, s.modal.history.at(-1), tAny))
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const pressedOverlay = useRef(false)
  useFocusOnOpen(cardRef, !embedded)
  useDialogKeyboard(cardRef, internals, !embedded)
  const onViewShown = useViewFocus(cardRef, bodyRef, embedded)

  const close = () => requestClose(internals)
  // A prompt the visitor must answer offers neither a way back nor a close button: only its own buttons leave it
  // (Esc and the overlay still just shake the card).
  const mustAnswer = route?.prompt?.dismissible === false
  const backable = route && !mustAnswer && views.get(route.view)?.back !== false
  const back = canGoBack && backable ? () => internals.router.goBack() : undefined

  const card = (
    <div
      ref={cardRef}
      className={`card${shake ? ' shake' : ''}${embedded ? ' card-embedded' : ''}`}
      role={embedded ? 'region' : 'dialog'}
      aria-modal={embedded ? undefined : true}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('modal.label')}
      tabIndex={-1}
      lang={lang}
      dir={dir}
    >
      <AlertBanner internals={internals} />
      <Header t={t} titleId={titleId} title={title} onBack={back} onClose={embedded || mustAnswer ? undefined : close} />
      <div className="body" ref={bodyRef}>
        <ViewOutlet internals={internals} cache={cache} route={route} onViewShown={onViewShown} />
      </div>
      <LoadingOverlay internals={internals} label={t('modal.loading')} />
      <Toast internals={internals} />
    </div>
  )
  if (embedded) return card

  // A text selection dragged from the card onto the overlay ends in a click there; only a press that began on the overlay closes.
  const onOverlayMouseDown = (event: MouseEvent) => {
    pressedOverlay.current = event.target === event.currentTarget
  }
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && pressedOverlay.current) close()
    pressedOverlay.current = false
  }
  return (
    <div className="overlay" lang={lang} dir={dir} onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      {card}
    </div>
  )
}
