import type { RuleContext } from '../types.js';
/**
 * `git config [--global] url.<new>.insteadOf <old>` as a package source: every later clone and fetch of
 * `<old>` — submodules, Go modules fetched from GitHub, cargo git dependencies, pre-commit hook repositories,
 * `pip install git+…` — downloads from `<new>` instead. A raw address or plain http is nobody's code host:
 * **high**; another https host: **medium** (a company's mirror looks the same for one organisation), but
 * **high** when the rewritten prefix is a whole public forge (`https://github.com/`: every repository of
 * every owner, not the company's own) or when the same text turns git's certificate checks off for the new
 * host (`http.<url>.sslVerify false`): then anyone on the path serves the code too. A rewrite to the same server
 * and path (SSH instead of HTTPS) is no config fact at all (shell/handlers/git-settings.ts). persistence
 * reports the same line as a lasting change of the user's git.
 */
export declare function reportGitUrlRewrites(ctx: RuleContext): Promise<void>;
