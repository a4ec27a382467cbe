// @vitest-environment node
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic, type StaticServer } from './static-server.mjs'

/** Sends the path exactly as given: fetch() would normalise `..` away before it reached the server. */
function rawGet(url: string, rawPath: string) {
  return new Promise<{ status: number; type: string | undefined; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(url)
    http
      .get({ hostname, port, path: rawPath }, (response) => {
        let body = ''
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], headers: response.headers, body }))
      })
      .on('error', reject)
  })
}

describe('serveStatic', () => {
  let dir: string
  let server: StaticServer

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tessera-static-'))
    await mkdir(path.join(dir, 'site/assets'), { recursive: true })
    await writeFile(path.join(dir, 'site/index.html'), '<h1>home</h1>')
    await writeFile(path.join(dir, 'site/assets/app.js'), 'export {}')
    await writeFile(path.join(dir, 'site/assets/icon.svg'), '<svg/>')
    await writeFile(path.join(dir, 'secret.txt'), 'outside')
    await symlink(path.join(dir, 'secret.txt'), path.join(dir, 'site/link.txt'))
    server = await serveStatic({ root: path.join(dir, 'site') })
  })

  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves files with their content type and index.html for /', async () => {
    expect(await rawGet(server.url, '/')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', body: '<h1>home</h1>' })
    expect(await rawGet(server.url, '/assets/app.js?v=1')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' })
    expect(await rawGet(server.url, '/assets/icon.svg')).toMatchObject({ status: 200, type: 'image/svg+xml' })
    expect(await rawGet(server.url, '/missing.js')).toMatchObject({ status: 404 })
  })

  it('never serves a file outside its root', async () => {
    for (const rawPath of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/link.txt']) {
      const response = await rawGet(server.url, rawPath)
      expect(response.status, rawPath).toBe(404)
      expect(response.body, rawPath).not.toContain('outside')
    }
  })

  it('sends no extra header unless asked', async () => {
    expect((await rawGet(server.url, '/')).headers['content-security-policy']).toBeUndefined()
  })

  it('adds the given headers to every response, the 404s included', async () => {
    const policy = "default-src 'self'; style-src 'self'"
    const strict = await serveStatic({ root: path.join(dir, 'site'), headers: { 'Content-Security-Policy': policy } })
    try {
      for (const rawPath of ['/', '/assets/app.js', '/missing.js']) {
        expect((await rawGet(strict.url, rawPath)).headers['content-security-policy'], rawPath).toBe(policy)
      }
    } finally {
      await strict.close()
    }
  })

  it('refuses a header that could not be sent, before it listens', async () => {
    await expect(serveStatic({ root: path.join(dir, 'site'), headers: { 'x-bad': 'a\nb' } })).rejects.toThrow(/x-bad/)
  })
})
