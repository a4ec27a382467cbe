import type { NextConfig } from 'next'

// One app, built twice (Turbopack, the default, and webpack) into two folders so both builds can be served.
const config: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
}

export default config
