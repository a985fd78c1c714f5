import type { RuleContext } from '../types.js';
/**
 * `git config [--global] url.<new>.insteadOf <old>` as a package source: every later clone and fetch of
 * `<old>` — submodules, Go modules fetched from GitHub, cargo git dependencies, pre-commit hook repositories,
 * `pip install git+…` — downloads from `<new>` instead. A raw address or plain http is nobody's code host:
 * **high**; another https host: **medium** (a company's mirror looks the same). A rewrite to the same server
 * and path (SSH instead of HTTPS) is no config fact at all (shell/handlers/git-settings.ts). persistence
 * reports the same line as a lasting change of the user's git.
 */
export declare function reportGitUrlRewrites(ctx: RuleContext): Promise<void>;
