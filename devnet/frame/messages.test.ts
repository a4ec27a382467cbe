import { describe, expect, it } from 'vitest'
import { AppRequest, Envelope, FrameMessage, FrameQuery, User, replyType } from './messages.mjs'

describe('frame messages (spec §7)', () => {
  it('reads each app event the frame answers, by name', () => {
    const requests = [
      { type: '@tessera-app/CONNECT_EMAIL', id: 'a1', payload: { email: 'visitor@example.com' } },
      { type: '@tessera-app/CONNECT_OTP', id: 'a2', payload: { otp: '123456' } },
      { type: '@tessera-app/CONNECT_DEVICE', id: 'a3' },
      { type: '@tessera-app/GET_USER', id: 'a4', payload: { chainId: 'solana:7SWpcXKMxF3SJwhED1sMHh6gokkTgxyY', preferredAccountType: 'eoa' } },
      { type: '@tessera-app/SWITCH_NETWORK', id: 'a5', payload: { chainId: 31337 } },
      { type: '@tessera-app/RPC_REQUEST', id: 'a6', payload: { method: 'personal_sign', params: ['0x68', '0x0000000000000000000000000000000000000000'] } },
      { type: '@tessera-app/UPDATE_EMAIL', id: 'a7', payload: { email: 'new@example.com' } },
      { type: '@tessera-app/UPDATE_EMAIL_PRIMARY_OTP', id: 'a8', payload: { otp: '1' } },
      { type: '@tessera-app/UPDATE_EMAIL_SECONDARY_OTP', id: 'a9', payload: { otp: '2' } },
      { type: '@tessera-app/IS_CONNECTED', id: 'b1', payload: {} },
      { type: '@tessera-app/SIGN_OUT', id: 'b2' },
      { type: '@tessera-app/GET_SOCIAL_REDIRECT_URI', id: 'b3', payload: { provider: 'google' } },
      { type: '@tessera-app/GET_SOCIAL_REDIRECT_URI', id: 'b4', payload: { provider: 'x', redirectUri: 'http://127.0.0.1:4173/?a=1' } },
      { type: '@tessera-app/CONNECT_SOCIAL', id: 'b5', payload: { uri: 'http://127.0.0.1:8799/v1/social/redeem?result=abc', state: 'A'.repeat(43) } },
      { type: '@tessera-app/CONNECT_SOCIAL', id: 'b6', payload: { uri: 'http://127.0.0.1:8799/v1/social/redeem?result=abc', preferredAccountType: 'eoa' } },
      { type: '@tessera-app/GET_FARCASTER_URI', id: 'b7' },
      { type: '@tessera-app/CONNECT_FARCASTER', id: 'b8' },
    ]
    for (const request of requests) expect(AppRequest.safeParse(request).success, request.type).toBe(true)
  })

  it('refuses what is malformed or unbounded', () => {
    const bad = [
      { type: '@tessera-app/CONNECT_EMAIL', id: 'a1', payload: { email: 'not an email' } },
      { type: '@tessera-app/CONNECT_EMAIL', id: 'a1', payload: { email: `${'a'.repeat(300)}@example.com` } },
      { type: '@tessera-app/CONNECT_OTP', id: 'a2', payload: { otp: 123456 } },
      { type: '@tessera-app/CONNECT_DEVICE', id: 'a3', payload: { extra: true } },
      { type: '@tessera-app/SWITCH_NETWORK', id: 'a5', payload: { chainId: -1 } },
      { type: '@tessera-app/SWITCH_NETWORK', id: 'a5', payload: { chainId: 'not a caip id' } },
      { type: '@tessera-app/RPC_REQUEST', id: 'a6', payload: { method: 'eth sign' } },
      { type: '@tessera-app/RPC_REQUEST', id: 'a6', payload: { method: 'eth_call', params: Array.from({ length: 17 }, () => 0) } },
      { type: '@tessera-app/CONNECT_SOCIAL', id: 'a7', payload: { uri: 'x' } },
      { type: '@tessera-app/CONNECT_SOCIAL', id: 'a7', payload: { uri: `http://127.0.0.1:8799/v1/social/redeem?result=${'a'.repeat(2100)}` } },
      { type: '@tessera-app/CONNECT_SOCIAL', id: 'a7', payload: { uri: 'http://127.0.0.1:8799/v1/social/redeem?result=abc', state: 'short' } },
      { type: '@tessera-app/GET_SOCIAL_REDIRECT_URI', id: 'a8', payload: { provider: 'farcaster' } },
      { type: '@tessera-app/GET_SOCIAL_REDIRECT_URI', id: 'a8', payload: { provider: 'google', redirectUri: 'not a url' } },
      { type: '@tessera-app/GET_FARCASTER_URI', id: 'a9', payload: { channelToken: 'mine' } },
      { type: '@tessera-app/SIGN_OUT', id: 'has spaces' },
      { type: '@tessera-app/SIGN_OUT', id: 'x'.repeat(65) },
      { type: '@tessera-app/SIGN_OUT' },
    ]
    for (const request of bad) expect(AppRequest.safeParse(request).success, JSON.stringify(request).slice(0, 80)).toBe(false)
    // An unknown event still has an envelope, so the frame can answer it with an error rather than leave it waiting.
    expect(Envelope.safeParse({ type: '@tessera-app/CONNECT_SOCIAL', id: 'a7' }).success).toBe(true)
    expect(Envelope.safeParse({ type: '@other/SIGN_OUT', id: 'a7' }).success).toBe(false)
  })

  it('names each reply after its request, and reads replies, notices and the User', () => {
    expect(replyType('@tessera-app/CONNECT_OTP', true)).toBe('@tessera-frame/CONNECT_OTP_SUCCESS')
    expect(replyType('@tessera-app/RPC_REQUEST', false)).toBe('@tessera-frame/RPC_REQUEST_ERROR')
    expect(FrameMessage.safeParse({ type: '@tessera-frame/CONNECT_OTP_SUCCESS', id: 'a', payload: { action: 'CONNECT' } }).success).toBe(true)
    expect(FrameMessage.safeParse({ type: '@tessera-frame/RPC_REQUEST_ERROR', id: 'a', payload: { message: 'Requested RPC call is not allowed', code: 4200 } }).success).toBe(true)
    expect(FrameMessage.safeParse({ type: '@tessera-frame/RPC_REQUEST_ERROR', id: 'a', payload: {} }).success).toBe(false)
    expect(FrameMessage.safeParse({ type: '@tessera-frame/READY', payload: { version: '1' } }).success).toBe(true)
    expect(FrameMessage.safeParse({ type: '@tessera-frame/FRAME_ERROR', payload: { code: 'INVALID_APP_CONFIGURATION', message: 'Origin not allowed' } }).success).toBe(true)
    expect(User.safeParse({ email: 'a@b.co', address: '0x1', chainId: 1, accounts: [{ address: '0x1', type: 'eoa' }] }).success).toBe(true)
    expect(User.safeParse({ email: 'a@b.co', address: '0x1', chainId: 1, accounts: [{ address: '0x1', type: 'wizard' }] }).success).toBe(false)
  })

  it('reads the frame query', () => {
    expect(FrameQuery.parse({ projectId: 'p', chainId: 31337, version: '1', enableLogger: 'true' })).toEqual({ projectId: 'p', chainId: 31337, version: '1', enableLogger: 'true' })
    expect(FrameQuery.safeParse({ chainId: 1 }).success).toBe(false)
    expect(FrameQuery.safeParse({ projectId: 'p'.repeat(129) }).success).toBe(false)
  })
})
