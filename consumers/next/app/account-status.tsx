'use client'
import { useKitAccount } from 'tessera/react'

export function AccountStatus() {
  const { status, address } = useKitAccount()
  return <p data-testid="account-status">{address ? `${status}: ${address}` : (status ?? 'disconnected')}</p>
}
