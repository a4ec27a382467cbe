import type { ReactNode } from 'react'
import 'tessera/styles.css'

export const metadata = { title: 'Tessera on Next.js' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
