export declare const DEVNET_CHAINS: readonly {
  readonly key: string
  readonly id: number
  readonly name: string
  readonly defaultPort: number
  readonly portEnv: string
}[]
export declare const DEVNET_HOST: string
