import type { z } from 'zod'

export declare const APP_PREFIX: '@tessera-app/'
export declare const FRAME_PREFIX: '@tessera-frame/'
export declare const FRAME_READY: string
export declare const FRAME_ERROR: string
export declare const ORIGIN_NOT_ALLOWED: string
export declare const RPC_NOT_ALLOWED: string
export declare const ChainId: z.ZodType<number | string>
export declare const AppRequest: z.ZodType<{ type: string; id: string; payload?: unknown }>
export declare const Envelope: z.ZodType<{ type: string; id: string }>
export declare const FrameQuery: z.ZodType<{ projectId: string; chainId?: number | string | undefined; version?: string | undefined; enableLogger?: 'true' | 'false' | undefined }>
export declare const FrameAction: z.ZodType<'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'>
export declare const EmailUpdateAction: z.ZodType<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>
export interface FrameUser {
  email: string | null
  address: string
  chainId: number | string
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string | undefined
  provider?: string | undefined
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  smartAccountDeployed?: boolean | undefined
}
export declare const User: z.ZodType<FrameUser>
export declare const FrameMessage: z.ZodType<{ type: string; id?: string; payload: unknown }>
export declare function replyType(requestType: string, ok: boolean): string
