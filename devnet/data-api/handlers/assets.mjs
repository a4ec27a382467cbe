// @ts-check
import { AVATARS, TOKEN_ICONS } from '../assets.mjs'
import { ApiError } from '../http.mjs'

/**
 * @param {Map<string, string>} files
 * @returns {(context: import('../server.mjs').HandlerContext, params: Record<string, string>) => import('../http.mjs').Reply}
 */
function serveFrom(files) {
  return (_context, params) => {
    const svg = files.get(params.file ?? '')
    if (!svg) throw new ApiError(404, 'file', `No such image: ${params.file}`)
    return { body: svg, contentType: 'image/svg+xml' }
  }
}

/** GET /v1/assets/token/{symbol}.svg */
export const tokenIcon = serveFrom(TOKEN_ICONS)
/** GET /v1/assets/avatar/{file}.svg */
export const avatar = serveFrom(AVATARS)
