import { describe, expect, it } from 'vitest'
import { createSharedReads } from './shared-reads.js'

/** A read the test answers by hand, recording how often it started and whether it was told to stop. */
function pendingRead() {
  const started: AbortSignal[] = []
  let answer: (value: string) => void = () => {}
  const start = (signal: AbortSignal) => {
    started.push(signal)
    return new Promise<string>((resolve) => (answer = resolve))
  }
  return { started, start, answer: (value: string) => answer(value) }
}

describe('shared reads', () => {
  it('serves every caller of a key from one read', async () => {
    const reads = createSharedReads<string>(new AbortController().signal)
    const { started, start, answer } = pendingRead()
    const a = reads.read('k', start, new AbortController().signal)
    const b = reads.read('k', start)
    answer('1 ETH')
    await expect(Promise.all([a, b])).resolves.toEqual(['1 ETH', '1 ETH'])
    expect(started).toHaveLength(1)
  })

  it('ends the read once every caller has left, not before; a new caller then starts afresh', async () => {
    const reads = createSharedReads<string>(new AbortController().signal)
    const { started, start } = pendingRead()
    const one = new AbortController()
    const two = new AbortController()
    const first = reads.read('k', start, one.signal)
    const second = reads.read('k', start, two.signal)
    one.abort(new Error('left'))
    await expect(first).rejects.toThrow('left')
    expect(started[0]!.aborted).toBe(false)
    two.abort(new Error('left too'))
    await expect(second).rejects.toThrow('left too')
    expect(started[0]!.aborted).toBe(true)
    void reads.read('k', start)
    expect(started).toHaveLength(2)
  })

  it("a caller without a signal keeps the read alive; the kit's end stops it", async () => {
    const kit = new AbortController()
    const reads = createSharedReads<string>(kit.signal)
    const { started, start } = pendingRead()
    const leaving = new AbortController()
    void reads.read('k', start).catch(() => {})
    void reads.read('k', start, leaving.signal).catch(() => {})
    leaving.abort()
    expect(started[0]!.aborted).toBe(false)
    kit.abort()
    expect(started[0]!.aborted).toBe(true)
  })
})
