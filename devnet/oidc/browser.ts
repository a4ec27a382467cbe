/**
 * A browser as far as sign-in pages need one: cookies per host, redirects followed one by one (so each hop can be
 * checked), and forms submitted as a person would click them (action and hidden fields read from the page).
 * `stopAt`: an origin not running in the test (a host's page); the browser stops where it would load it.
 */
export function browser(options: { stopAt?: string } = {}) {
  const jar = new Map<string, Map<string, string>>()
  const cookiesFor = (url: URL) => [...(jar.get(url.host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ')
  const keep = (url: URL, response: Response) => {
    const cookies = jar.get(url.host) ?? new Map<string, string>()
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    jar.set(url.host, cookies)
  }

  /** Goes to `start`, following redirects; `hops` are the addresses passed through, the last one the page's. */
  const go = async (start: string, init: { method?: string; body?: URLSearchParams; origin?: string } = {}) => {
    let url = new URL(start)
    let method = init.method ?? 'GET'
    let body: URLSearchParams | undefined = init.body
    const hops: string[] = []
    for (let i = 0; i < 20; i++) {
      hops.push(url.href)
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        headers: {
          cookie: cookiesFor(url),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(init.origin && method === 'POST' ? { origin: init.origin } : {}),
        },
        ...(body ? { body } : {}),
      })
      keep(url, response)
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        url = new URL(location, url)
        if (url.origin === options.stopAt) return { response, html: '', url, hops: [...hops, url.href] }
        // 302 and 303 after a POST become a GET, as in a browser.
        method = 'GET'
        body = undefined
        continue
      }
      return { response, html: await response.text(), url, hops }
    }
    throw new Error(`too many redirects: ${hops.join(' → ')}`)
  }

  /** Submits the form on `page` whose HTML contains `marker` (a button's text), with `fields` typed in. */
  const submit = async (page: { html: string; url: URL }, marker: string, fields: Record<string, string> = {}) => {
    const forms = page.html.match(/<form[\s\S]*?<\/form>/g) ?? []
    const form = forms.find((candidate) => candidate.includes(marker))
    if (!form) throw new Error(`no form with "${marker}" on ${page.url.href}: ${page.html}`)
    const action = /action="([^"]*)"/.exec(form)?.[1] ?? ''
    const body = new URLSearchParams()
    for (const input of form.match(/<input[^>]*>/g) ?? []) {
      const name = /name="([^"]*)"/.exec(input)?.[1]
      if (name) body.set(name, unescape(/value="([^"]*)"/.exec(input)?.[1] ?? ''))
    }
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    return go(new URL(unescape(action), page.url).href, { method: 'POST', body, origin: page.url.origin })
  }

  return { go, submit }
}

/** Undoes the pages' escaping (`&#NN;`) and the named entities. */
function unescape(text: string) {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&')
}
