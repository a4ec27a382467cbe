export interface StaticServer {
  /** e.g. http://127.0.0.1:4173, no trailing slash. */
  readonly url: string
  close(): Promise<void>
}

export interface ServeStaticOptions {
  /** The folder to serve; `/` and folders answer with their index.html. */
  root: string
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 0: a free port. */
  port?: number | undefined
  /** Sent with every response, e.g. `{ 'content-security-policy': "default-src 'self'" }`. */
  headers?: Readonly<Record<string, string>> | undefined
}

export declare function serveStatic(options: ServeStaticOptions): Promise<StaticServer>
