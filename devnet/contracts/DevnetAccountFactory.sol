// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

import "@account-abstraction/contracts/samples/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";

/**
 * SimpleAccount v0.7 (user operations signed by the owner as an EIP-191 message over the user operation hash) that
 * also answers ERC-1271, so signatures asked of the account verify against the account's own address.
 *
 * Replay protection: the owner does not sign `hash` itself but an EIP-712 message `DevnetAccountMessage(bytes32 hash)`
 * whose domain is this account (name, version, chain id, verifyingContract = the account's address). One owner key
 * behind several accounts, or one account on several chains, thus gives signatures that verify for one account on one
 * chain only. It is EIP-712 rather than a bare keccak256(hash, account) so the owner key never signs a raw 32-byte
 * digest (which could be a transaction's). ERC-7739's nested typed data would let a wallet show the original
 * contents to the owner; it is not needed here because the wallet that signs shows the original request itself.
 */
contract DevnetAccount is SimpleAccount, EIP712, IERC1271 {
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("DevnetAccountMessage(bytes32 hash)");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) EIP712("DevnetAccount", "1") {}

    /// The digest the owner signs for `hash`: bound to this account and this chain.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view override returns (bytes4) {
        (address signer, ECDSA.RecoverError recoverError, ) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (recoverError == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return bytes4(0xffffffff);
    }
}

/// SimpleAccountFactory v0.7 for DevnetAccount: the same calls, so the same factoryData deploys an account.
contract DevnetAccountFactory {
    DevnetAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new DevnetAccount(anEntryPoint);
    }

    /// Creates the account, or returns it when it exists (so EntryPoint.getSenderAddress works either way).
    function createAccount(address owner, uint256 salt) public returns (DevnetAccount ret) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return DevnetAccount(payable(addr));
        ret = DevnetAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
            )
        );
    }

    /// The account's address before and after createAccount.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return
            Create2.computeAddress(
                bytes32(salt),
                keccak256(
                    abi.encodePacked(
                        type(ERC1967Proxy).creationCode,
                        abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                    )
                )
            );
    }
}
