import type { Clock } from '../../kernel/index.js'
import type { FrameClient } from './frame-client.js'
import type { LoginFlow } from './login-flow.js'

/** Spec §9: how long a disconnect waits on the frame's sign-out. */
export const SIGN_OUT_WAIT_MS = 3_000

/**
 * The one embedded-wallet session that every AUTH connector (one per namespace) shares: the kernel disconnects
 * them together, and the frame is signed out once.
 */
export interface AuthSession {
  readonly frame: () => Promise<FrameClient>
  readonly login: LoginFlow
  /** Spec §4: the frame confirms the session on restore; "no" clears the cached login data. */
  confirm(): Promise<boolean>
  /** A connector got the frame's user: the next disconnect signs out. */
  opened(): void
  /**
   * Signs the frame out, waiting at most SIGN_OUT_WAIT_MS; the cached login data goes either way. The kernel
   * disconnects every namespace's connector: the first signs out, the others find it done.
   */
  signOut(): Promise<void>
  /** Heard by every connected namespace's connector, which reads its user again (a new email). */
  onUserChange(listener: () => void): () => void
  userChanged(): void
}

export function createAuthSession(deps: { readonly frame: () => Promise<FrameClient>; readonly login: LoginFlow; readonly clock: Clock }): AuthSession {
  const { frame, login, clock } = deps
  let confirming: Promise<boolean> | undefined
  let signingOut: Promise<void> | undefined
  let open = false
  const userListeners = new Set<() => void>()
  return {
    frame,
    login,
    confirm() {
      // Both namespaces restore at once; one question answers both.
      return (confirming ??= login.isConnected().then(
        (yes) => {
          if (!yes) login.forget()
          confirming = undefined
          return yes
        },
        (error: unknown) => {
          confirming = undefined
          throw error
        },
      ))
    },
    opened() {
      open = true
    },
    onUserChange(listener) {
      userListeners.add(listener)
      return () => void userListeners.delete(listener)
    },
    userChanged() {
      for (const listener of [...userListeners]) listener()
    },
    signOut() {
      if (!open && !signingOut) return Promise.resolve()
      open = false
      return (signingOut ??= (async () => {
        let timer: ReturnType<Clock['setTimeout']> | undefined
        const waited = new Promise<void>((resolve) => (timer = clock.setTimeout(resolve, SIGN_OUT_WAIT_MS)))
        try {
          await Promise.race([frame().then((client) => client.request('SIGN_OUT')), waited])
        } catch {
          // A frame that cannot sign out (gone, refused) leaves nothing the page could still use.
        } finally {
          clock.clearTimeout(timer)
          login.forget()
          signingOut = undefined
        }
      })())
    },
  }
}
