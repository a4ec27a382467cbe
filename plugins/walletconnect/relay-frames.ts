/**
 * The SDK reads each relay frame with `"id" in frame`: a frame that is not a JSON object (`null`, a number, text)
 * throws inside the socket's message handler, uncaught in the host's page. The kit created that socket, so it
 * drops such frames before the SDK sees them; a relay that misbehaves once does not end the pairing.
 */
type FrameHandler = (event: { readonly data?: unknown }) => void

const guarded = new WeakSet<object>()

/** Guards the relayer's current connection and each one it creates later (it makes a new one per reconnect). */
export function guardRelayFrames(core: Record<string, unknown> | undefined): void {
  const relayer = core?.relayer
  if (typeof relayer !== 'object' || relayer === null) return
  const r = relayer as { provider?: unknown; createProvider?: (...args: unknown[]) => Promise<unknown> }
  guardConnection(r.provider)
  const create = r.createProvider
  if (typeof create !== 'function' || guarded.has(r)) return
  guarded.add(r)
  r.createProvider = async (...args: unknown[]) => {
    const result = await create.apply(r, args)
    guardConnection(r.provider)
    return result
  }
}

function guardConnection(rpcProvider: unknown): void {
  const connection = typeof rpcProvider === 'object' && rpcProvider !== null ? (rpcProvider as { connection?: unknown }).connection : undefined
  if (typeof connection !== 'object' || connection === null || guarded.has(connection)) return
  const c = connection as { onPayload?: FrameHandler }
  const onPayload = c.onPayload
  if (typeof onPayload !== 'function') return
  guarded.add(connection)
  c.onPayload = (event) => {
    if (isObjectFrame(event?.data)) onPayload.call(c, event)
  }
}

export function isObjectFrame(data: unknown): boolean {
  let value = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      return false
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
