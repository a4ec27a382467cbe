// @ts-check
// Compiles the devnet's contracts into the committed artifacts, so starting the devnet never needs a compiler.
// Run it after editing a .sol file: `node devnet/contracts/build.mjs`. Each artifact records its source's hash,
// and a unit test fails while the two disagree.
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
/** @type {{ compile(input: string): string, version(): string }} */
const solc = require('solc')

// Each contract is compiled on its own into `<name>.json`.
const CONTRACTS = ['DevnetToken', 'DevnetNameResolver', 'DevnetAccountFactory', 'SpamNft']
// Fixed rather than the compiler's newest default, so a solc upgrade cannot emit opcodes anvil's fork lacks.
const SETTINGS = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

for (const CONTRACT of CONTRACTS) {
  const sourcePath = fileURLToPath(new URL(`./${CONTRACT}.sol`, import.meta.url))
  const artifactPath = fileURLToPath(new URL(`./${CONTRACT}.json`, import.meta.url))
  const source = await readFile(sourcePath, 'utf8')

  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: 'Solidity', sources: { [`${CONTRACT}.sol`]: { content: source } }, settings: SETTINGS }), {
      import: packageSource,
    }),
  )
  /** @type {{ severity: string, formattedMessage: string }[]} */
  const diagnostics = output.errors ?? []
  for (const diagnostic of diagnostics) console.error(diagnostic.formattedMessage)
  if (diagnostics.some((diagnostic) => diagnostic.severity === 'error')) process.exit(1)

  const contract = output.contracts[`${CONTRACT}.sol`][CONTRACT]
  const artifact = {
    contractName: CONTRACT,
    sourceSha256: createHash('sha256').update(source).digest('hex'),
    compiler: { solc: solc.version(), settings: { evmVersion: SETTINGS.evmVersion, optimizer: SETTINGS.optimizer } },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
  await writeFile(artifactPath, `${JSON.stringify(artifact, null, 2)}\n`)
  console.log(`${CONTRACT}: ${(artifact.bytecode.length - 2) / 2} bytes of init code → ${artifactPath}`)
}

/**
 * Imports (`@account-abstraction/contracts/…`, `@openzeppelin/contracts/…`) come from node_modules, whose versions
 * package-lock.json pins.
 * @param {string} path
 */
function packageSource(path) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found in node_modules: ${path}` }
  }
}
