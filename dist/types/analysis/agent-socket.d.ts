/**
 * The ssh-agent's socket as code names it: `$SSH_AUTH_SOCK`, gpg-agent's SSH socket (`S.gpg-agent.ssh`), the
 * agents of 1Password and Bitwarden, macOS's launchd listener. Connecting to it is asking the agent to sign:
 * bridged to another machine, the other end authenticates as the user with every key loaded. A socket, not
 * a file: only code that wires it to a connection uses this (a `[ -S "$SSH_AUTH_SOCK" ]` test reads nothing).
 */
export declare function isAgentSocket(path: string): boolean;
