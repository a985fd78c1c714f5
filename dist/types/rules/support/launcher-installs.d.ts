import type { CodeUnit } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import { type Located } from './behaviour.js';
/**
 * Code a launch point fetches and runs every time the runtime starts it: a package runner (`npx`, `uvx`,
 * `pipx run`, `bunx`, `uv tool run`, `dlx`) given a git repository or a URL instead of a registry package,
 * and a container image, not pinned by digest, run with the host's home, root or container socket mounted
 * (src/analysis/launch-runners.ts). Nobody types these: an MCP server or hook starts with every session.
 * The same runners in a script or a code block are supply-chain-redirect's (installs outside the registry).
 */
/** Launch-point units (and what they embed): hooks, MCP and language servers, status lines, helpers. */
export declare function inLaunchPoint(unit: CodeUnit, facts: Located['facts']): boolean;
export declare function reportLauncherRuns(ctx: RuleContext): Promise<void>;
