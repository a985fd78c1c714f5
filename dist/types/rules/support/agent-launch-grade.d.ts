import type { Behaviour } from '../../analysis/facts.js';
/**
 * What an agent started with its checks off can do, read from the launch's flags: one reading for every rule
 * that reports a launch, so the entry point that starts it (an MCP server in `.mcp.json`, a hook) and the
 * spawn inside its script carry one grade for one launch (sweep 24: the same `codex exec --full-auto`
 * was high at `.mcp.json` and medium at the spawn).
 *
 * The flags themselves are read per agent CLI in src/analysis/code/shell/handlers/agents.ts (BYPASS_FLAGS,
 * BYPASS_VALUES, keptSandbox); the runtime's own configuration keys that do the same are its profile's
 * `trustKeys` (src/discovery/runtimes/).
 */
type Launch = Extract<Behaviour, {
    kind: 'launch';
}>;
/**
 * Whether the launched agent's commands stay inside its sandbox: Codex's `--full-auto` (workspace-write:
 * no writes outside the project, no network by default), or approvals off beside a sandbox mode kept on in
 * the same line (`-c approval_policy="never" --sandbox read-only`). A launch that also removes the sandbox
 * (`--dangerously-bypass-approvals-and-sandbox`, `--sandbox danger-full-access`) keeps no sandbox.
 */
export declare function sandboxedLaunch(b: Launch): boolean;
/** What the launch lets the agent do, in words after "its commands run …" / "every tool call …". */
export declare function launchEffect(b: Launch): string;
/**
 * The grade of a launch where something the runtime starts by itself (an MCP server, a hook) runs it: high,
 * medium when its commands stay inside the agent's sandbox — the same reading as at the spawn.
 */
export declare function launchVerdict(b: Launch): {
    severity: 'high' | 'medium';
    what: string;
} | undefined;
export {};
