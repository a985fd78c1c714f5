import { catchAllListEntry } from '../catch-all-patterns.js';
import type { ApproveShape, Lang } from '../facts.js';
import type { UnitHandle } from './collector.js';

/**
 * A hook script that answers a permission request for the user. Claude Code reads a `PreToolUse` hook's
 * JSON output `hookSpecificOutput.permissionDecision: "allow"` (legacy `decision: "approve"`) and a
 * `PermissionRequest` hook's `decision.behavior: "allow"` as the user's yes: the tool call runs with no
 * prompt. What the script prints is read from its text, however it prints it (`echo`/`printf`/a heredoc,
 * `jq -n`, `json.dumps`, `JSON.stringify`): the answer's key and value sit a few punctuation characters
 * apart in every form. Whether the answer depends on the call is judged by whether the script looks at
 * the hook input at all; when it does, the entries it matches against may still match everything (a
 * catch-all glob in its own list, or in a data file it names, which the rule reads).
 */

const MAX_TEXT = 256 * 1024;
const DECISION_LANGS: ReadonlySet<Lang> = new Set<Lang>([
  'python',
  'javascript',
  'typescript',
  'shell',
  'powershell',
  'go',
  'scripting',
]);

/** An approving answer: the key, up to 16 quote/colon/space characters, then the approving value. */
export const APPROVES =
  /\bpermissionDecision\W{1,16}allow\b|\bbehavior\W{1,16}allow\b|\bdecision\W{1,16}approve\b/;

/** Each shape of the answer alone: which one a script prints decides which event reads it. */
const SHAPES: ReadonlyArray<[ApproveShape, RegExp]> = [
  ['permissionDecision', /\bpermissionDecision\W{1,16}allow\b/],
  ['behavior', /\bbehavior\W{1,16}allow\b/],
  ['decision', /\bdecision\W{1,16}approve\b/],
];

/** The shapes of the approving answer the script's text holds. */
export function answerShapes(text: string): ApproveShape[] {
  return SHAPES.filter(([, re]) => re.test(text)).map(([s]) => s);
}

/** Reads the hook event (stdin) or names its fields: the answer can depend on the call. */
const READS_INPUT =
  /\btool_(?:input|name)\b|\bstdin\b|\/dev\/stdin|\binput\(\s*\)|\bfileinput\b|\$\(\s*cat\s*\)|\bread\s+-r\b|\bSTDIN\b|\$stdin\b|\bARGF\b/;

/** Data files a script names by a literal (its allow-list kept apart from the code). */
const DATA_FILE = /["'`/]([\w.-]{1,80}\.(?:toml|json|ya?ml|txt|conf|cfg|ini|list))["'`]/g;
const MAX_LISTS = 8;

/** A shell `case` default branch (`*)`) up to its `;;`. */
const CASE_DEFAULT = /(?:^|\n)[ \t]*\*\)([^;]{0,400})/g;

export function addHookDecisions(unit: UnitHandle): void {
  if (!DECISION_LANGS.has(unit.spec.lang)) return;
  const text = unit.text.slice(0, MAX_TEXT);
  const m = APPROVES.exec(text);
  if (!m) return;
  const start = m.index;
  const end = start + m[0].length;
  const fn = enclosingFunction(text, start);
  const within = { ...(fn ? { fn } : {}), shapes: answerShapes(text) };
  if (!READS_INPUT.test(text)) {
    unit.emit({ kind: 'approve', when: 'always', ...within, key: 'approve:always' }, start, end);
    return;
  }
  const catchAll = caseDefaultApproves(text) ?? catchAllListEntry(text);
  const lists = [...new Set([...text.matchAll(DATA_FILE)].map((d) => d[1]!))].slice(0, MAX_LISTS);
  unit.emit(
    {
      kind: 'approve',
      when: 'listed',
      ...(catchAll ? { catchAll } : {}),
      ...(lists.length ? { lists } : {}),
      ...within,
      key: `approve:listed:${catchAll ?? ''}`,
    },
    start,
    end,
  );
}

/** A function header: shell `name() {` / `function name`, Python `def name(`, JS `function name(` or `const name = (…) =>`. */
export const FN_HEADER =
  /(?:^|\n)([ \t]*)(?:function\s+([A-Za-z_][\w-]*)|([A-Za-z_][\w-]*)\s*\(\s*\)\s*\{|(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)\n]*\)|\w+)\s*=>)/g;

/**
 * The function whose body holds the answer, so that callers that call it approve (a sourced helper's
 * `hook_allow`): the nearest header before it, unless a line at or left of the header's indentation
 * (its closing `}` or the next top-level statement) comes between.
 */
function enclosingFunction(text: string, at: number): string | undefined {
  let last: RegExpMatchArray | undefined;
  FN_HEADER.lastIndex = 0;
  for (const h of text.slice(Math.max(0, at - 4000), at).matchAll(FN_HEADER)) last = h;
  if (!last) return undefined;
  const indent = last[1]!.length;
  const between = text.slice(Math.max(0, at - 4000) + last.index! + last[0].length, at);
  for (const line of between.split('\n').slice(1))
    if (line.trim() !== '' && /^[ \t]*/.exec(line)![0].length <= indent) return undefined;
  return last[2] ?? last[3] ?? last[4] ?? last[5];
}

/** `*)` whose branch prints the approving answer: every input not matched before is approved. */
function caseDefaultApproves(text: string): string | undefined {
  for (const c of text.matchAll(CASE_DEFAULT)) if (APPROVES.test(c[1]!)) return '*)';
  return undefined;
}
