import * as z from 'zod/mini'
import { HttpRequestError, KitError, type Http } from '../../kernel/index.js'
import { accountId } from './accounts.js'
import { nonceSchema, sessionListSchema, sessionSchema } from './schemas.js'
import type { SiwxSession, SiwxStorage, SiwxVerifier } from './types.js'

const nonceAnswer = z.object({ nonce: nonceSchema })
const sessionAnswer = z.object({ session: sessionSchema })
const sessionsAnswer = z.object({ sessions: sessionListSchema })
const revokeAnswer = z.object({ revoked: z.number().check(z.int(), z.gte(0)) })
const apiFailure = z.object({ reasons: z.array(z.object({ description: z.string().check(z.maxLength(500)) })).check(z.minLength(1)) })

const sessionPath = (session: SiwxSession) => `/v1/sessions/${encodeURIComponent(accountId(session.data.chainId, session.data.accountAddress))}`

/** The data API's first reason when it refused the call (its `{ reasons: [{ description }] }`), else the error itself. */
function refusal(error: unknown): unknown {
  if (!(error instanceof HttpRequestError) || error.status === undefined || error.status >= 500 || !error.details) return error
  try {
    const parsed = apiFailure.safeParse(JSON.parse(error.details))
    if (parsed.success) return new KitError(parsed.data.reasons[0]!.description, { cause: error })
  } catch {
    // Not JSON: the HTTP error says what there is to say.
  }
  return error
}

/**
 * Records the session with the data API (`POST /v1/sessions/{account}`), which checks it over the exact signed text:
 * the signature, its own single-use nonce, the times, and that the domain and URI are the calling page's.
 */
async function record(http: Http, session: SiwxSession): Promise<void> {
  try {
    await http.request({ service: 'api', method: 'POST', path: sessionPath(session), body: session, schema: sessionAnswer })
  } catch (error) {
    throw refusal(error)
  }
}

/** The data API as verifier: it issues the nonce and checks the signed session. */
export function apiVerifier(http: Http): SiwxVerifier {
  return {
    async getNonce(input) {
      try {
        const { nonce } = await http.request({ service: 'api', method: 'POST', path: '/v1/sessions/nonce', body: input, schema: nonceAnswer })
        return nonce
      } catch (error) {
        throw refusal(error)
      }
    },
    async verify(session) {
      await record(http, session)
      return true
    },
  }
}

/**
 * The data API as storage (`/v1/sessions/{account}`, spec §7): sessions follow the visitor across devices, and
 * revoking one is the server's business. Recording a session the API already verified is answered as done.
 */
export function apiSessions(http: Http): SiwxStorage {
  const list = async (chainId: SiwxSession['data']['chainId'], address: string) => {
    const path = `/v1/sessions/${encodeURIComponent(accountId(chainId, address))}`
    return (await http.request({ service: 'api', path, schema: sessionsAnswer })).sessions
  }
  return {
    add: (session) => record(http, session),
    get: list,
    async delete(chainId, address) {
      for (const session of await list(chainId, address)) {
        try {
          await http.request({
            service: 'api',
            method: 'POST',
            path: `${sessionPath(session)}/revoke`,
            body: { pci: session.data.nonce, signature: session.signature },
            schema: revokeAnswer,
          })
        } catch (error) {
          throw refusal(error)
        }
      }
    },
  }
}
