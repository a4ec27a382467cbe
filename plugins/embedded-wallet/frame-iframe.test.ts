import { afterEach, describe, expect, it, vi } from 'vitest'
import { frameUrl, mountFrame } from './frame-iframe.js'

afterEach(() => {
  document.body.innerHTML = ''
})

const FRAME = 'https://frame.example/embedded'

describe('the hidden frame', () => {
  it('loads the frame with spec §7’s query, hidden from the page and from assistive technology', () => {
    const url = frameUrl(FRAME, { projectId: 'p1', chainId: 'eip155:1', version: 'html-core-0.1.0', enableLogger: false })
    expect(url.href).toBe('https://frame.example/embedded?projectId=p1&chainId=eip155%3A1&version=html-core-0.1.0&enableLogger=false')
    const { iframe } = mountFrame(url)
    expect(document.body.contains(iframe)).toBe(true)
    expect([iframe.hidden, iframe.getAttribute('aria-hidden'), iframe.tabIndex]).toEqual([true, 'true', -1])
  })

  it('posts with the frame’s origin as target and hears only the frame’s window from the frame’s origin', () => {
    const frame = mountFrame(new URL(FRAME))
    // This DOM does not load frames: the frame's window is played by an object of its own.
    const post = vi.fn()
    const target = { postMessage: post } as unknown as Window
    Object.defineProperty(frame.iframe, 'contentWindow', { value: target })
    frame.channel.post({ type: '@tessera-app/GET_USER', id: 'r1' })
    expect(post).toHaveBeenCalledWith({ type: '@tessera-app/GET_USER', id: 'r1' }, 'https://frame.example')

    const heard: unknown[] = []
    const stop = frame.channel.listen((data) => heard.push(data))
    const send = (data: string, origin: string, source: Window | null) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
    send('from the frame', 'https://frame.example', target)
    send('another origin', 'https://evil.example', target)
    send('the page itself', 'https://frame.example', window)
    send('no window', 'https://frame.example', null)
    expect(heard).toEqual(['from the frame'])
    stop()
    send('after stop', 'https://frame.example', target)
    expect(heard).toEqual(['from the frame'])
    frame.remove()
    expect(document.querySelector('iframe')).toBeNull()
  })
})
