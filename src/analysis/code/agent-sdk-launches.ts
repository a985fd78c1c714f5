import type { UnitHandle } from './collector.js';

/**
 * Agents started through their SDKs instead of their CLIs: the Claude Agent SDK's `query()` and sessions
 * (`permissionMode: "bypassPermissions"`, `allowDangerouslySkipPermissions: true`; Python's
 * `ClaudeAgentOptions(permission_mode="bypassPermissions")`) and the Codex SDK's threads
 * (`approvalPolicy: "never"`, `sandboxMode: "danger-full-access"`) are the same launch as
 * `claude -p --permission-mode bypassPermissions` or `codex exec --dangerously-bypass-approvals-and-sandbox`:
 * a nested agent that runs every tool call unasked. The options are literals in the call, so they are read
 * as written, in a unit that imports the SDK; a commented-out line is not an option.
 */

const SDK_IMPORT =
  /@anthropic-ai\/claude-(?:agent-sdk|code)\b|\bclaude_(?:agent|code)_sdk\b|@openai\/codex-sdk\b/;

interface Option {
  re: RegExp;
  program: string;
  flag: string;
}

const Q = `["'\`]`;
/**
 * The CLI each SDK drives, as the program a launch fact names (program names, not runtime ids: kept in one
 * string like shell/handlers/agents.ts's list, test/architecture/runtime-literals.test.ts).
 */
const [CLAUDE, CODEX] = 'claude codex'.split(' ') as [string, string];
const OPTIONS: readonly Option[] = [
  {
    re: new RegExp(`\\bpermission(?:Mode|_mode)${Q}?\\s{0,4}[:=]\\s{0,4}${Q}bypassPermissions${Q}`, 'g'),
    program: CLAUDE,
    flag: '--permission-mode bypassPermissions',
  },
  {
    re: new RegExp(
      `\\b(?:allow_?[Dd]angerously_?[Ss]kip_?[Pp]ermissions)${Q}?\\s{0,4}[:=]\\s{0,4}(?:true|True)\\b`,
      'g',
    ),
    program: CLAUDE,
    flag: '--allow-dangerously-skip-permissions',
  },
  {
    re: new RegExp(`\\bsandbox(?:Mode|_mode)${Q}?\\s{0,4}[:=]\\s{0,4}${Q}danger-full-access${Q}`, 'g'),
    program: CODEX,
    flag: '--sandbox danger-full-access',
  },
  {
    re: new RegExp(`\\bapproval(?:Policy|_policy)${Q}?\\s{0,4}[:=]\\s{0,4}${Q}never${Q}`, 'g'),
    program: CODEX,
    flag: '--ask-for-approval never',
  },
];

const SDK_LANGS = new Set(['javascript', 'typescript', 'python']);
const MAX_LAUNCHES = 8;
const MAX_HITS = 64;
/** Characters between two options that still belong to one call's options. */
const SAME_CALL = 400;

export function addSdkLaunches(unit: UnitHandle): void {
  if (!SDK_LANGS.has(unit.spec.lang) || !SDK_IMPORT.test(unit.text)) return;
  const hits: Array<{ at: number; end: number; program: string; flag: string }> = [];
  for (const opt of OPTIONS) {
    for (const m of unit.text.matchAll(opt.re)) {
      if (!commentedOut(unit.text, m.index)) hits.push({ at: m.index, end: m.index + m[0].length, ...opt });
      if (hits.length >= MAX_HITS) break;
    }
  }
  hits.sort((a, b) => a.at - b.at);
  // Options of one call sit together (`permissionMode` and `allowDangerouslySkipPermissions` in one
  // object): one launch with both flags, not two.
  const launches: typeof hits = [];
  for (const h of hits) {
    const last = [...launches].reverse().find((l) => l.program === h.program);
    if (last && h.at - last.end < SAME_CALL && !last.flag.includes(h.flag)) {
      last.end = h.end;
      last.flag = `${last.flag}\n${h.flag}`;
    } else launches.push({ ...h });
  }
  for (const l of launches.slice(0, MAX_LAUNCHES))
    unit.emit(
      { kind: 'launch', what: 'agent-cli', program: l.program, bypass: l.flag.split('\n') },
      l.at,
      l.end,
    );
}

/** Whether the line holding `at` is a comment before it (`//`, `#`, `*` of a block comment). */
function commentedOut(text: string, at: number): boolean {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  return /^\s*(?:\/\/|#|\*|\/\*)/.test(text.slice(start, at));
}
