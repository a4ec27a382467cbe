// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title DevnetNameResolver
/// @notice Names for the local devnet, answering the two calls viem's ENS actions make of ENS's UniversalResolver:
/// `resolveWithGateways` (getEnsAddress) and `reverseWithGateways` (getEnsName). So a page with no data API reads
/// names from the chain exactly as it would from ENS on mainnet. One registrar (the devnet's name registry, which
/// checks the account's signature first) writes the records; anyone reads them. There is no offchain lookup, so the
/// gateway URLs are accepted and ignored.
/// @dev Not-found answers use the UniversalResolver's own errors, which viem reads as "no name" rather than a failure.
contract DevnetNameResolver {
    /// `addr(bytes32)` (ENSIP-1) and `addr(bytes32,uint256)` (ENSIP-9): the two profiles getEnsAddress asks for.
    bytes4 private constant ADDR = 0x3b3b57de;
    bytes4 private constant ADDR_COIN_TYPE = 0xf1cb7e06;

    address public immutable registrar;

    /// Forward records: namehash → account.
    mapping(bytes32 node => address) public addressOf;
    /// Primary names: an account's latest registration, by namehash and text.
    mapping(address account => bytes32) public primaryNodeOf;
    mapping(address account => string) public primaryNameOf;

    event NameSet(bytes32 indexed node, address indexed account, string name);

    error NotRegistrar(address caller);
    error ResolverNotFound(bytes name);
    error UnsupportedResolverProfile(bytes4 selector);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    constructor(address registrar_) {
        registrar = registrar_;
    }

    /// @notice Points `name` (whose namehash is `node`) at `account` and makes it the account's primary name.
    function setName(bytes32 node, address account, string calldata name) external {
        if (msg.sender != registrar) revert NotRegistrar(msg.sender);
        addressOf[node] = account;
        primaryNodeOf[account] = node;
        primaryNameOf[account] = name;
        emit NameSet(node, account, name);
    }

    /// @notice Forward resolution: `data` is an `addr` call for the name's namehash; the answer is that call's result.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        bytes4 selector = data.length >= 4 ? bytes4(data[:4]) : bytes4(0);
        if ((selector != ADDR && selector != ADDR_COIN_TYPE) || data.length < 36) revert UnsupportedResolverProfile(selector);
        address account = addressOf[bytes32(data[4:36])];
        if (account == address(0)) revert ResolverNotFound(name);
        bytes memory result = selector == ADDR ? abi.encode(account) : abi.encode(abi.encodePacked(account));
        return (result, address(this));
    }

    /// @notice Reverse resolution: `reverseName` is the account's 20 bytes. A primary name that no longer points back
    /// at the account (registered again by someone else) is no name, as ENS's reverse check has it.
    function reverseWithGateways(bytes calldata reverseName, uint256, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        if (reverseName.length != 20) revert ResolverNotFound(reverseName);
        address account = address(bytes20(reverseName));
        string memory primary = primaryNameOf[account];
        if (bytes(primary).length == 0) revert ResolverNotFound(reverseName);
        address forward = addressOf[primaryNodeOf[account]];
        if (forward != account) revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
        return (primary, address(this), address(this));
    }
}
