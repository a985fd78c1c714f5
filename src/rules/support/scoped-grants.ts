import type { FileFacts } from '../../analysis/extract.js';
import type { TextIntent } from '../../analysis/facts.js';
import { settingsLoosening } from '../../analysis/settings-content.js';

/**
 * "For command execution without permission prompts, add these permissions to your project's
 * `.claude/settings.json`:" followed by `Bash(gh pr *)`, `Bash(git status *)` …: the write the sentence asks
 * for (its content the block after it, src/analysis/prose-writes.ts) is a permissions list with scoped
 * rules only — how permissions are meant to be used, so "without prompts" beside it pre-approves nothing
 * wide. The content must be a JSON object holding `permissions` and nothing else that runs (no hooks, no
 * MCP servers, no environment), every rule list under it, and no grant settingsLoosening reports (a bare
 * `Bash`, `Bash(*)`, `bypassPermissions`): `"allow": ["Bash"]` keeps the sentence risky.
 */
export function scopedGrantWrite(o: TextIntent, facts: FileFacts | undefined): boolean {
  if (o.cls !== 'persist' || !facts) return false;
  const suffix = `:${o.key}`;
  const write = facts.behaviours.find(
    (b) => b.kind === 'write' && b.key.startsWith('write:prose:') && b.key.endsWith(suffix),
  );
  if (write?.kind !== 'write' || write.cls !== 'agent-settings' || !write.content) return false;
  const text = write.content.text;
  if (settingsLoosening(text) !== undefined) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (!isRecord(parsed) || !isRecord(parsed.permissions)) return false;
  if (Object.keys(parsed).some((k) => k !== 'permissions' && k !== '$schema')) return false;
  return Object.entries(parsed.permissions).every(
    ([k, rules]) => RULE_LISTS.has(k) && Array.isArray(rules) && rules.every((r) => typeof r === 'string'),
  );
}

/** Keys of a permissions object that only list rules. */
const RULE_LISTS = new Set(['allow', 'ask', 'deny']);

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
