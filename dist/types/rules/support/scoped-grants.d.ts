import type { FileFacts } from '../../analysis/extract.js';
import type { TextIntent } from '../../analysis/facts.js';
/**
 * "For command execution without permission prompts, add these permissions to your project's
 * `.claude/settings.json`:" followed by `Bash(gh pr *)`, `Bash(git status *)` …: the write the sentence asks
 * for (its content the block after it, src/analysis/prose-writes.ts) is a permissions list with scoped
 * rules only — how permissions are meant to be used, so "without prompts" beside it pre-approves nothing
 * wide. The content must be a JSON object holding `permissions` and nothing else that runs (no hooks, no
 * MCP servers, no environment), every rule list under it, and no grant settingsLoosening reports (a bare
 * `Bash`, `Bash(*)`, `bypassPermissions`): `"allow": ["Bash"]` keeps the sentence risky.
 */
export declare function scopedGrantWrite(o: TextIntent, facts: FileFacts | undefined): boolean;
