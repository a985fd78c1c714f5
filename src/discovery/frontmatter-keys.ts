import type { RuntimeId } from '../model/skill.js';

/**
 * Which frontmatter keys each runtime reads, as data (docs/skills.md §1.3, §2.2, §2.6, §3).
 * Runtimes not listed for a key ignore it silently (Codex, OpenCode, Gemini: unknown keys are dropped),
 * except the spec validator and claude.ai / Skills API uploads, which reject any key outside the six.
 */

/** The six keys of the Agent Skills specification; skills-ref and claude.ai uploads allow nothing else. */
export const SPEC_KEYS: readonly string[] = [
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
];

/** Claude Code's skill frontmatter on top of the spec keys (docs/skills.md §2.2). */
export const CLAUDE_SKILL_KEYS: readonly string[] = [
  ...SPEC_KEYS,
  'when_to_use',
  'argument-hint',
  'arguments',
  'disable-model-invocation',
  'user-invocable',
  'disallowed-tools',
  'model',
  'effort',
  'context',
  'agent',
  'background',
  'hooks',
  'paths',
  'shell',
];

/** Keys each runtime acts on for a skill. Claude Code's list also applies to legacy commands. */
export const SKILL_KEYS_BY_RUNTIME: Readonly<Record<RuntimeId, readonly string[]>> = {
  'claude-code': CLAUDE_SKILL_KEYS,
  codex: ['name', 'description', 'metadata'],
  copilot: [
    'name',
    'description',
    'license',
    'allowed-tools',
    'argument-hint',
    'user-invocable',
    'disable-model-invocation',
  ],
  vscode: ['name', 'description', 'license', 'argument-hint', 'user-invocable', 'disable-model-invocation'],
  cursor: ['name', 'description', 'license', 'compatibility', 'metadata', 'disable-model-invocation'],
  gemini: ['name', 'description', 'license', 'compatibility', 'metadata'],
  opencode: ['name', 'description', 'license', 'compatibility', 'metadata'],
  goose: ['name', 'description', 'license', 'compatibility', 'metadata'],
  amp: ['name', 'description', 'license', 'compatibility', 'metadata'],
  agentskills: SPEC_KEYS,
};

/** Subagent frontmatter (`.claude/agents/*.md`, plugin `agents/`), docs/skills.md §2.6. */
export const AGENT_KEYS: readonly string[] = [
  'name',
  'description',
  'tools',
  'disallowedTools',
  'model',
  'permissionMode',
  'maxTurns',
  'skills',
  'mcpServers',
  'hooks',
  'memory',
  'background',
  'effort',
  'isolation',
  'color',
  'initialPrompt',
];

/** Keys community skills carry that no runtime reads; reported by frontmatter-types, not as unknown keys. */
export const MEANINGLESS_KEYS: readonly string[] = ['version'];

/** Every key any runtime reads on a skill or subagent: the vocabulary typo suggestions are drawn from. */
export const ALL_KNOWN_KEYS: readonly string[] = [
  ...new Set([...Object.values(SKILL_KEYS_BY_RUNTIME).flat(), ...AGENT_KEYS]),
].sort();

export const EFFORT_VALUES: readonly string[] = ['low', 'medium', 'high', 'xhigh', 'max'];
export const SHELL_VALUES: readonly string[] = ['bash', 'powershell'];
/** `/model` aliases; full ids (`claude-…`) and provider ids are accepted as well. */
export const MODEL_ALIASES: readonly string[] = [
  'default',
  'inherit',
  'sonnet',
  'opus',
  'haiku',
  'fable',
  'opusplan',
  'sonnet[1m]',
  'opus[1m]',
];
export const PERMISSION_MODES: readonly string[] = [
  'default',
  'acceptEdits',
  'auto',
  'dontAsk',
  'bypassPermissions',
  'plan',
  'manual',
];
export const MEMORY_SCOPES: readonly string[] = ['user', 'project', 'local'];
export const ISOLATION_VALUES: readonly string[] = ['worktree'];
export const AGENT_COLORS: readonly string[] = [
  'red',
  'blue',
  'green',
  'yellow',
  'purple',
  'orange',
  'pink',
  'cyan',
];

/** Plain Levenshtein distance, stopping early once it exceeds `max` (keys are short; bounded work). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** `allowed_tools`, `allowedTools`, `Allowed-Tools` all fold to `allowedtools`. */
export function foldKey(k: string): string {
  return k.toLowerCase().replace(/[-_\s]/g, '');
}

/**
 * The known key a misspelt one most likely meant: same letters in another case or separator style, or
 * within two edits (one for short keys). Undefined when nothing is close enough to be a confident guess.
 */
export function closestKey(key: string, vocabulary: readonly string[]): string | undefined {
  if (key.length > 64) return undefined;
  const folded = foldKey(key);
  const sameFold = vocabulary.find((k) => foldKey(k) === folded);
  if (sameFold !== undefined) return sameFold;
  const max = folded.length <= 5 ? 1 : 2;
  let best: string | undefined;
  let bestD = max + 1;
  for (const k of vocabulary) {
    const d = editDistance(folded, foldKey(k), max);
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return bestD <= max ? best : undefined;
}
