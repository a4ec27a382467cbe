/**
 * Aborts when either signal does (`call` may be absent). AbortSignal.any is too new for some hosts' browsers; this
 * one also lets go of its listeners (`release`) once the work is done.
 */
export function anySignal(kit: AbortSignal, call: AbortSignal | undefined): { signal: AbortSignal; release(): void } {
  if (!call) return { signal: kit, release: () => {} }
  const controller = new AbortController()
  const onKit = () => controller.abort(kit.reason)
  const onCall = () => controller.abort(call.reason)
  if (kit.aborted) onKit()
  else if (call.aborted) onCall()
  kit.addEventListener('abort', onKit, { once: true })
  call.addEventListener('abort', onCall, { once: true })
  return {
    signal: controller.signal,
    release() {
      kit.removeEventListener('abort', onKit)
      call.removeEventListener('abort', onCall)
    },
  }
}
