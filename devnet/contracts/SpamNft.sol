// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title SpamNft
/// @notice An unsolicited ERC-721 for the local devnet: its tokens are minted straight into the given addresses at
/// deployment, as spam airdrops are, and the devnet's data API flags every transfer of it `is_spam`. Otherwise an
/// honest ERC-721: owners and approved operators can move a token, and safe transfers ask a receiving contract.
contract SpamNft {
    string public constant name = "Claim Your Reward";
    string public constant symbol = "SPAM";

    mapping(uint256 tokenId => address) private owners;
    mapping(address owner => uint256) private balances;
    mapping(uint256 tokenId => address) public getApproved;
    mapping(address owner => mapping(address operator => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error ERC721NonexistentToken(uint256 tokenId);
    error ERC721InvalidReceiver(address receiver);
    error ERC721InsufficientApproval(address operator, uint256 tokenId);
    error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner);

    /// @param holders each receives one token, ids 1, 2, … in order.
    constructor(address[] memory holders) {
        for (uint256 i = 0; i < holders.length; ++i) {
            if (holders[i] == address(0)) revert ERC721InvalidReceiver(address(0));
            owners[i + 1] = holders[i];
            balances[holders[i]] += 1;
            emit Transfer(address(0), holders[i], i + 1);
        }
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165 and ERC-721.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd;
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert ERC721InvalidReceiver(address(0));
        return balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = owners[tokenId];
        if (owner == address(0)) revert ERC721NonexistentToken(tokenId);
        return owner;
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender]) revert ERC721InsufficientApproval(msg.sender, tokenId);
        getApproved[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        if (owner != from) revert ERC721IncorrectOwner(from, tokenId, owner);
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        if (msg.sender != owner && getApproved[tokenId] != msg.sender && !isApprovedForAll[owner][msg.sender]) {
            revert ERC721InsufficientApproval(msg.sender, tokenId);
        }
        delete getApproved[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 answer) {
                if (answer != IERC721Receiver.onERC721Received.selector) revert ERC721InvalidReceiver(to);
            } catch {
                revert ERC721InvalidReceiver(to);
            }
        }
    }
}

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}
