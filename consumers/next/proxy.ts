import { NextResponse, type NextRequest } from 'next/server'

/**
 * A strict Content Security Policy for /strict. Next.js's own inline scripts carry the request's nonce; Tessera
 * needs nothing inline. The devnet's origins (its RPCs) come from the server's environment.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID())
  const connect = process.env.TESSERA_CSP_CONNECT_SRC ?? ''
  const images = process.env.TESSERA_CSP_IMG_SRC ?? ''
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    `connect-src 'self' ${connect}`.trim(),
    `img-src 'self' data: ${images}`.trim(),
  ].join('; ')
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = { matcher: '/strict' }
