// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title DevnetToken
/// @notice A plain ERC-20 for the local devnet. The whole supply is minted to the given holders at deployment, so
/// one transaction per token sets up every balance the playground and the tests start from; there is no owner and
/// no later minting, which keeps balances a pure function of the deployment and the transfers made since.
/// @dev Errors follow ERC-6093, so wallets and viem decode them by name.
contract DevnetToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;

    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidReceiver(address receiver);
    error ERC20InvalidSpender(address spender);
    error HoldersAndAmountsDiffer(uint256 holders, uint256 amounts);

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256[] memory amounts
    ) {
        if (holders.length != amounts.length) revert HoldersAndAmountsDiffer(holders.length, amounts.length);
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        for (uint256 i = 0; i < holders.length; ++i) {
            if (holders[i] == address(0)) revert ERC20InvalidReceiver(address(0));
            totalSupply += amounts[i];
            balanceOf[holders[i]] += amounts[i];
            emit Transfer(address(0), holders[i], amounts[i]);
        }
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        if (spender == address(0)) revert ERC20InvalidSpender(address(0));
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // The maximum allowance is treated as unlimited and never spent, as most tokens and wallets expect.
        if (allowed != type(uint256).max) {
            if (allowed < value) revert ERC20InsufficientAllowance(msg.sender, allowed, value);
            unchecked {
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == address(0)) revert ERC20InvalidReceiver(address(0));
        uint256 fromBalance = balanceOf[from];
        if (fromBalance < value) revert ERC20InsufficientBalance(from, fromBalance, value);
        unchecked {
            // Cannot overflow: the sum of all balances is totalSupply, which fitted in a uint256 when minted.
            balanceOf[from] = fromBalance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
