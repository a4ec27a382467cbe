// @ts-check
/**
 * The Solana test wallet's page side: runs in every page and frame before the page's own scripts, as a wallet
 * extension's content script would, and registers itself through the Wallet Standard. It holds the keys and signs
 * with the page's WebCrypto Ed25519, and sends through the cluster's JSON-RPC with the page's fetch, as a real
 * wallet does. Under the browser tests Node decides whether a request goes ahead (reject, hold) and records it; for a
 * person (no binding) the page's confirm dialog does.
 *
 * The functions are shipped as text (`solanaWalletInitScript`, and the dev wallet server's /solana-wallet.js), so
 * neither may use anything from its module scope.
 */

/** @typedef {import('./solana-page-wallet.mjs').SolanaPageWalletConfig} SolanaPageWalletConfig */
/** @typedef {import('./solana-page-wallet.mjs').Base58} Base58 */

/** Base58 (Bitcoin alphabet), the encoding of Solana addresses and signatures. Self-contained: it runs in the page. */
/** @returns {Base58} */
export function createBase58() {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    return {
        encode(bytes) {
            let zeros = 0;
            while (zeros < bytes.length && bytes[zeros] === 0)
                zeros++;
            // Base-256 to base-58 by repeated division of a little-endian digit array: the inputs are keys and signatures (≤ 64 bytes).
            const digits = [];
            for (let i = zeros; i < bytes.length; i++) {
                let carry = bytes[i];
                for (let j = 0; j < digits.length; j++) {
                    carry += digits[j] * 256;
                    digits[j] = carry % 58;
                    carry = Math.floor(carry / 58);
                }
                while (carry > 0) {
                    digits.push(carry % 58);
                    carry = Math.floor(carry / 58);
                }
            }
            return '1'.repeat(zeros) + digits.reverse().map((digit) => alphabet[digit]).join('');
        },
        decode(text) {
            let zeros = 0;
            while (zeros < text.length && text[zeros] === '1')
                zeros++;
            const bytes = [];
            for (let i = zeros; i < text.length; i++) {
                let carry = alphabet.indexOf(text[i]);
                if (carry < 0)
                    throw new Error(`Not base58: ${JSON.stringify(text[i])}.`);
                for (let j = 0; j < bytes.length; j++) {
                    carry += bytes[j] * 58;
                    bytes[j] = carry & 0xff;
                    carry >>= 8;
                }
                while (carry > 0) {
                    bytes.push(carry & 0xff);
                    carry >>= 8;
                }
            }
            return Uint8Array.from([...new Array(zeros).fill(0), ...bytes.reverse()]);
        },
    };
}
/**
 * @param {SolanaPageWalletConfig} config
 * @param {Base58} base58
 * @returns {void}
 */
export function installSolanaPageWallet(config, base58) {
    const hexToBytes = (hex) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
    const toBase64 = (bytes) => btoa(String.fromCharCode(...bytes));
    // Phantom's and Solflare's shape for a declined prompt: an Error with the EIP-1193 code.
    const walletError = (error) => Object.assign(new Error(error.message), { name: 'WalletError', code: error.code });
    const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'];
    const accountFor = (address) => Object.freeze({
        address,
        publicKey: base58.decode(address),
        chains: [...config.chains],
        features: [...features],
        label: config.name,
    });
    // The private key is imported once per address and never leaves WebCrypto.
    const cryptoKeys = new Map();
    const cryptoKeyOf = (address) => {
        let key = cryptoKeys.get(address);
        if (!key) {
            const seed = config.keys.find((entry) => entry.address === address)?.seed;
            if (!seed)
                throw walletError({ code: 4100, message: `The wallet has no key for ${address}.` });
            // PKCS#8 for Ed25519 is a fixed 16-byte header and the 32-byte seed (RFC 8410).
            const pkcs8 = hexToBytes(`302e020100300506032b657004220420${seed}`);
            key = crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign']);
            cryptoKeys.set(address, key);
        }
        return key;
    };
    const sign = async (address, bytes) => new Uint8Array(await crypto.subtle.sign('Ed25519', await cryptoKeyOf(address), new Uint8Array(bytes)));
    let accounts = [];
    const listeners = new Set();
    const setAccounts = (next) => {
        const changed = next.length !== accounts.length || next.some((address, i) => accounts[i]?.address !== address);
        accounts = next.map(accountFor);
        if (!changed)
            return;
        for (const listener of [...listeners]) {
            // One faulty listener must not keep the change from the others.
            try {
                listener({ accounts });
            }
            catch (error) {
                setTimeout(() => {
                    throw error;
                });
            }
        }
    };
    const isAuthorised = () => {
        try {
            return localStorage.getItem(config.storageKey) === '1';
        }
        catch {
            return false;
        }
    };
    const setAuthorised = (value) => {
        try {
            if (value)
                localStorage.setItem(config.storageKey, '1');
            else
                localStorage.removeItem(config.storageKey);
        }
        catch {
            // An opaque origin (about:blank, sandboxed frame) has no storage: authorisation then lasts for the page only.
        }
    };
    /** Node's say on a request: it records it, may hold it, and may reject it as the user would. */
    /**
     * Whether a request goes ahead: Node's say under the tests (it records it, may hold it, may reject it as the
     * user would), else the person's, in a confirm dialog showing `prompt`; none is shown for a silent connect or a
     * disconnect, which a real wallet does not ask about either.
     * @param {string} method
     * @param {unknown} params
     * @param {string} [prompt]
     * @returns {Promise<readonly string[]>}
     */
    const ask = async (method, params, prompt) => {
        if (config.binding === undefined) {
            if (prompt !== undefined && !window.confirm(`${config.name}\n\n${prompt}`)) {
                throw walletError({ code: 4001, message: 'User rejected the request.' });
            }
            return config.keys.map((key) => key.address);
        }
        const call = /** @type {any} */ (window)[config.binding];
        if (!call)
            throw walletError({ code: 4900, message: 'The test wallet is not connected to Node.' });
        const answer = await call({ method, params });
        if ('error' in answer)
            throw walletError(answer.error);
        return answer.accounts;
    };
    /**
     * What a person is shown of a transaction: its fee payer (the first account key) and instruction count, read
     * from the wire format described at `signTransactionBytes`.
     * @param {Uint8Array} wire
     */
    const summarise = (wire) => {
        try {
            const count = readCompactU16(wire, 0);
            const message = wire.subarray(count.size + count.value * 64);
            let offset = ((message[0] ?? 0) & 0x80 ? 1 : 0) + 3;
            const keys = readCompactU16(message, offset);
            offset += keys.size;
            const feePayer = base58.encode(message.subarray(offset, offset + 32));
            const instructions = readCompactU16(message, offset + keys.value * 32 + 32);
            return `fee payer ${feePayer}, ${instructions.value} instruction${instructions.value === 1 ? '' : 's'}`;
        }
        catch {
            return `${wire.length} bytes that do not read as a transaction`;
        }
    };
    /** @param {readonly { transaction: Uint8Array }[]} inputs */
    const transactionsPrompt = (inputs) => inputs.map((input) => `• ${summarise(input.transaction)}`).join('\n');
    /** The connected account an input names: a wallet signs only for what it showed the site. */
    const ownAccount = (account) => {
        const own = accounts.find((entry) => entry.address === account?.address);
        if (!own)
            throw walletError({ code: 4100, message: 'The requested account has not been authorized by the user.' });
        return own.address;
    };
    const checkChain = (chain) => {
        if (chain !== undefined && !config.chains.includes(chain)) {
            throw walletError({ code: -32602, message: `The wallet does not support the chain ${chain}.` });
        }
    };
    /**
     * Wire format: compact-u16 signature count, the 64-byte signatures, then the message, whose header (after a
     * version byte when the top bit is set) is the count of required signers, two read-only counts, then the
     * compact-u16 count of account keys and the keys: the first `required` keys sign, in signature order.
     */
    const readCompactU16 = (bytes, offset) => {
        let value = 0;
        for (let i = 0; i < 3; i++) {
            const byte = bytes[offset + i];
            if (byte === undefined)
                throw new Error('Truncated transaction.');
            value |= (byte & 0x7f) << (7 * i);
            if ((byte & 0x80) === 0)
                return { value, size: i + 1 };
        }
        throw new Error('Malformed compact-u16.');
    };
    const signTransactionBytes = async (address, wire) => {
        const count = readCompactU16(wire, 0);
        const messageStart = count.size + count.value * 64;
        const message = wire.subarray(messageStart);
        let offset = (message[0] ?? 0) & 0x80 ? 1 : 0;
        const required = message[offset];
        if (required === undefined)
            throw walletError({ code: -32602, message: 'The transaction has no message.' });
        offset += 3;
        const keys = readCompactU16(message, offset);
        offset += keys.size;
        const publicKey = base58.decode(address);
        let index = -1;
        for (let i = 0; i < Math.min(required, keys.value) && index < 0; i++) {
            const key = message.subarray(offset + i * 32, offset + (i + 1) * 32);
            if (key.length === 32 && key.every((byte, j) => byte === publicKey[j]))
                index = i;
        }
        if (index < 0 || index >= count.value) {
            throw walletError({ code: -32602, message: `${address} is not a required signer of this transaction.` });
        }
        const signature = await sign(address, message);
        const signed = wire.slice();
        signed.set(signature, count.size + index * 64);
        return signed;
    };
    const rpc = async (url, method, params) => {
        const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        });
        const body = (await response.json());
        if (body.error)
            throw walletError(body.error);
        return body.result;
    };
    const levels = ['processed', 'confirmed', 'finalized'];
    const confirm = async (url, signature, commitment) => {
        const deadline = Date.now() + 30_000;
        while (Date.now() < deadline) {
            const statuses = (await rpc(url, 'getSignatureStatuses', [[signature]]));
            const status = statuses.value[0];
            if (status?.err)
                throw walletError({ code: -32003, message: `Transaction ${signature} failed: ${JSON.stringify(status.err)}` });
            if (status && levels.indexOf(status.confirmationStatus ?? '') >= levels.indexOf(commitment))
                return;
            await new Promise((resolve) => setTimeout(resolve, 250));
        }
        throw walletError({ code: -32603, message: `Transaction ${signature} was not ${commitment} within 30 s.` });
    };
    /** A summary for Node's log: addresses and sizes, not megabytes of bytes through the binding. */
    const describe = (inputs) => inputs.map((input) => ({ account: input.account?.address, chain: input.chain, options: input.options }));
    const wallet = {
        version: '1.0.0',
        name: config.name,
        icon: config.icon,
        chains: [...config.chains],
        get accounts() {
            return accounts;
        },
        features: {
            'standard:connect': {
                version: '1.0.0',
                async connect(input) {
                    if (input?.silent) {
                        // No prompt: a site approved before in this origin gets its accounts back, any other gets none.
                        const granted = await ask('standard:connect', { silent: true });
                        if (isAuthorised())
                            setAccounts(granted);
                        return { accounts };
                    }
                    const granted = await ask('standard:connect', {}, `Connect ${location.origin} to ${config.keys.map((key) => key.address).join(', ')}?`);
                    setAuthorised(true);
                    setAccounts(granted);
                    return { accounts };
                },
            },
            'standard:disconnect': {
                version: '1.0.0',
                async disconnect() {
                    await ask('standard:disconnect', {});
                    setAuthorised(false);
                    setAccounts([]);
                },
            },
            'standard:events': {
                version: '1.0.0',
                on(event, listener) {
                    if (event !== 'change')
                        return () => { };
                    listeners.add(listener);
                    return () => listeners.delete(listener);
                },
            },
            'solana:signMessage': {
                version: '1.1.0',
                async signMessage(...inputs) {
                    await ask('solana:signMessage', describe(inputs), `Sign ${inputs.length === 1 ? 'this message' : `these ${inputs.length} messages`}?\n\n${inputs.map((input) => new TextDecoder().decode(input.message)).join('\n\n')}`);
                    return Promise.all(inputs.map(async (input) => ({
                        signedMessage: input.message,
                        signature: await sign(ownAccount(input.account), input.message),
                        signatureType: 'ed25519',
                    })));
                },
            },
            'solana:signTransaction': {
                version: '1.0.0',
                supportedTransactionVersions: ['legacy', 0],
                async signTransaction(...inputs) {
                    await ask('solana:signTransaction', describe(inputs), `Sign without sending:\n${transactionsPrompt(inputs)}`);
                    return Promise.all(inputs.map(async (input) => {
                        checkChain(input.chain);
                        return { signedTransaction: await signTransactionBytes(ownAccount(input.account), input.transaction) };
                    }));
                },
            },
            'solana:signAndSendTransaction': {
                version: '1.0.0',
                supportedTransactionVersions: ['legacy', 0],
                async signAndSendTransaction(...inputs) {
                    await ask('solana:signAndSendTransaction', describe(inputs), `Sign and send:\n${transactionsPrompt(inputs)}`);
                    const outputs = [];
                    // One after another, as the feature's contract has it: a later transaction may depend on an earlier one.
                    for (const input of inputs) {
                        checkChain(input.chain);
                        const url = config.rpcUrls[input.chain];
                        if (!url)
                            throw walletError({ code: -32602, message: `The wallet has no RPC URL for ${input.chain}.` });
                        const signed = await signTransactionBytes(ownAccount(input.account), input.transaction);
                        const options = input.options ?? {};
                        const sent = await rpc(url, 'sendTransaction', [
                            toBase64(signed),
                            {
                                encoding: 'base64',
                                preflightCommitment: options.preflightCommitment ?? options.commitment,
                                skipPreflight: options.skipPreflight,
                                maxRetries: options.maxRetries,
                                minContextSlot: options.minContextSlot,
                            },
                        ]);
                        if (typeof sent !== 'string')
                            throw walletError({ code: -32603, message: 'sendTransaction answered no signature.' });
                        if (options.commitment)
                            await confirm(url, sent, options.commitment);
                        outputs.push({ signature: base58.decode(sent) });
                    }
                    return outputs;
                },
            },
        },
    };
    Object.defineProperty(window, Symbol.for(config.emitKey), {
        value: (change) => {
            // The wallet's own UI: another account picked, or the site's access revoked ([]).
            if (change.accounts.length === 0)
                setAuthorised(false);
            if (accounts.length > 0 || change.accounts.length === 0)
                setAccounts(change.accounts);
        },
    });
    // Both halves of the Wallet Standard handshake: announce now for an app already listening, and answer an app
    // that starts later and asks with app-ready.
    const register = (api) => api.register(wallet);
    try {
        window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
    }
    catch (error) {
        console.error('The Solana test wallet could not register.', error);
    }
    window.addEventListener('wallet-standard:app-ready', (event) => register(event.detail));
}
/** The init script: both functions as source, so the page gets exactly what the Node tests evaluate. */
/**
 * @param {SolanaPageWalletConfig} config
 * @returns {string}
 */
export function solanaWalletInitScript(config) {
    return `(${installSolanaPageWallet.toString()})(${JSON.stringify(config)}, (${createBase58.toString()})());`;
}
