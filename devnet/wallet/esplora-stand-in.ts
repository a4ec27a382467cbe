import http from 'node:http'
import type { AddressInfo } from 'node:net'
import ecc from '@bitcoinerlab/secp256k1'
import { address as btcAddress, initEccLib, networks, payments, script, Transaction } from 'bitcoinjs-lib'

initEccLib(ecc)

export interface StandInUtxo {
  txid: string
  vout: number
  value: number
}

/**
 * Stands in for the devnet's Bitcoin ledger in esplora's shape (GET /address/:a/utxo, POST /tx), for tests of the
 * wallet alone. It checks transactions with bitcoinjs-lib, not the wallet's library: every input must spend a UTXO it
 * holds, be P2WPKH, and carry a signature that verifies for the key that owns the output, and no input may be spent
 * twice. Accepted transactions are kept, and their outputs to known addresses become spendable.
 */
export async function startEsploraStandIn(funded: Record<string, number[]>, network = networks.regtest) {
  const unspent = new Map<string, { address: string; value: number; script: Buffer }>()
  const accepted: Transaction[] = []
  let counter = 0
  for (const [owner, values] of Object.entries(funded)) {
    for (const value of values) {
      counter += 1
      unspent.set(`${counter.toString(16).padStart(64, '0')}:0`, { address: owner, value, script: Buffer.from(btcAddress.toOutputScript(owner, network)) })
    }
  }
  const verify = (tx: Transaction): string | undefined => {
    const prevouts = tx.ins.map((input) => unspent.get(`${Buffer.from(input.hash).reverse().toString('hex')}:${input.index}`))
    if (prevouts.some((prevout) => !prevout)) return 'bad-txns-inputs-missingorspent'
    for (const [i, input] of tx.ins.entries()) {
      const prevout = prevouts[i]!
      const [der, pubkey] = input.witness
      if (!der || !pubkey || input.witness.length !== 2) return 'non-mandatory-script-verify-flag (witness is not P2WPKH)'
      if (!Buffer.from(payments.p2wpkh({ pubkey, network }).output!).equals(prevout.script)) return 'non-mandatory-script-verify-flag (key does not own the output)'
      const { signature, hashType } = script.signature.decode(der)
      const p2pkh = payments.p2pkh({ pubkey }).output!
      const hash = tx.hashForWitnessV0(i, p2pkh, BigInt(prevout.value), hashType)
      if (!ecc.verify(hash, pubkey, signature)) return 'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)'
    }
    return undefined
  }
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://esplora')
    const send = (status: number, body: string, type = 'text/plain') => response.writeHead(status, { 'content-type': type }).end(body)
    const utxoPath = /^\/address\/([a-z0-9]+)\/utxo$/.exec(url.pathname)
    if (request.method === 'GET' && utxoPath) {
      const list = [...unspent.entries()]
        .filter(([, output]) => output.address === utxoPath[1])
        .map(([outpoint, output]) => ({ txid: outpoint.split(':')[0], vout: Number(outpoint.split(':')[1]), value: output.value, status: { confirmed: true } }))
      return send(200, JSON.stringify(list), 'application/json')
    }
    if (request.method === 'POST' && url.pathname === '/tx') {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        let tx: Transaction
        try {
          tx = Transaction.fromHex(body.trim())
        } catch {
          return send(400, 'TX decode failed')
        }
        const refusal = verify(tx)
        if (refusal) return send(400, `sendrawtransaction RPC error: {"code":-26,"message":"${refusal}"}`)
        for (const input of tx.ins) unspent.delete(`${Buffer.from(input.hash).reverse().toString('hex')}:${input.index}`)
        for (const [vout, output] of tx.outs.entries()) {
          let owner: string
          try {
            owner = btcAddress.fromOutputScript(output.script, network)
          } catch {
            continue
          }
          unspent.set(`${tx.getId()}:${vout}`, { address: owner, value: Number(output.value), script: Buffer.from(output.script) })
        }
        accepted.push(tx)
        send(200, tx.getId())
      })
      return
    }
    send(404, 'Not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accepted,
    balance: (owner: string) => [...unspent.values()].filter((output) => output.address === owner).reduce((sum, output) => sum + output.value, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
