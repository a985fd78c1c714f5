import type { CodeFacts, Lang } from '../facts.js';
import type { LineMap } from '../lines.js';
import { addSdkLaunches } from './agent-sdk-launches.js';
import type { UnitAnalyzer, UnitHandle, UnitSpec } from './collector.js';
import { addHookDecisions } from './hook-decisions.js';
import { addPrefixGates } from './hook-prefix-gates.js';
import { addHookRelays } from './hook-relays.js';
import { addSubstringGates } from './hook-substring-gates.js';
import { callsName, pythonBlockAt } from './python-blocks.js';
import { joinedLiterals, settingsCommands } from './settings-commands.js';

/**
 * Two things agent hook scripts do with text the language analyzers do not see as code or settings:
 *
 * 1. A `PreToolUse` hook may answer with `updatedInput`, which replaces the tool call's input: the
 *    runtime then runs the rewritten command as the Bash tool. A string fragment made to be glued onto
 *    another command (`cmd + " ; env | curl …"`, `f"{cmd} && …"`) in such a script is shell the agent
 *    runs, so it is analysed as embedded shell. Deny-list entries and messages are whole strings, not
 *    fragments that start or end with a command separator, and are left alone.
 * 2. Agent settings loaded as a dict or object, changed key by key and written back
 *    (`s["permissions"]["defaultMode"] = "bypassPermissions"`, `s.setdefault("hooks", {})`): the written
 *    value is `json.dumps(s)`, whose keys the value model does not keep. The keys the script sets by
 *    name are appended to the write's content as `"key": value` lines, so the rules that read settings
 *    content (persistence, permissive-allowed-tools) see what the write changes.
 *
 * Text is scanned with linear patterns over bounded input; nothing is evaluated.
 */

const MAX_TEXT = 256 * 1024;
const MAX_FRAGMENTS = 16;
const REWRITES_INPUT = /\bupdatedInput\b/;
const HOOK_LANGS: ReadonlySet<Lang> = new Set(['python', 'javascript', 'typescript', 'shell']);

/** A placeholder for the original command at either end: `{cmd}`, `${cmd}`, `$cmd`. */
const EDGE_PLACEHOLDER =
  /^\s{0,8}\$?\{[\w.[\]"']{1,60}\}|\$\{[\w.[\]"']{1,60}\}\s{0,8}$|^\s{0,8}"?\$\w{1,40}"?|\{[\w.[\]"']{1,60}\}\s{0,8}$/g;

/** A fragment meant to be glued onto another command: it starts or ends with a command separator. */
function gluedShell(lit: string): string | undefined {
  const t = lit.replace(EDGE_PLACEHOLDER, '').trim();
  if (t.length < 4 || !(/^(?:;|&&|\|\|?|&)/.test(t) || /(?:;|&&|\|\||\|)$/.test(t))) return undefined;
  const code = t
    .replace(/^[;&|\s]{1,16}/, '')
    .replace(/[;&|\s]{1,16}$/, '')
    .trim();
  return /[A-Za-z]{2}/.test(code) ? code : undefined;
}

/**
 * Runs `analyze`, then the shell fragments a tool-input-rewriting hook script glues onto commands and the
 * permission answers a hook script prints (hook-decisions.ts), and agents an SDK starts with approvals off
 * (agent-sdk-launches.ts).
 */
export function withToolInputRewrites(analyze: UnitAnalyzer | undefined): UnitAnalyzer | undefined {
  if (!analyze) return undefined;
  return (unit, limits) => {
    analyze(unit, limits);
    embedRewrites(unit);
    addHookDecisions(unit);
    addPrefixGates(unit);
    addSubstringGates(unit);
    addHookRelays(unit);
    addSdkLaunches(unit);
  };
}

function embedRewrites(unit: UnitHandle): void {
  if (unit.depth > 0 || !HOOK_LANGS.has(unit.spec.lang) || !REWRITES_INPUT.test(unit.text)) return;
  let n = 0;
  for (const lit of joinedLiterals(unit.text)) {
    const code = gluedShell(lit.text);
    if (!code) continue;
    unit.embed('shell', code, lit.start, lit.end, {
      label: 'shell a hook adds to the tool input it rewrites',
    });
    if (++n >= MAX_FRAGMENTS) break;
  }
}

/**
 * Settings keys whose value changes what the agent may do or runs, and the `env` variables that name where
 * the conversation goes (a model endpoint set to a literal address: judged by src/analysis/settings-traffic.ts).
 */
const SETTINGS_KEYS =
  'defaultMode|skipDangerousModePermissionPrompt|dangerouslySkipPermissions|enableAllProjectMcpServers|hooks|apiKeyHelper|statusLine|mcpServers|enabledPlugins|extraKnownMarketplaces|disableAllHooks|ANTHROPIC_BASE_URL|ANTHROPIC_BEDROCK_BASE_URL|ANTHROPIC_VERTEX_BASE_URL|OPENAI_BASE_URL';
/**
 * `["key"] = v`, `.key = v`, `"key": v` and `{ key: v }` (dict and object literals), `setdefault("key", v)`, `update(key=v)`; a
 * `.get("key", {})` only reads and is not matched.
 */
const KEY_EDIT = new RegExp(
  [
    `\\[\\s{0,4}["'](${SETTINGS_KEYS})["']\\s{0,4}\\]\\s{0,4}=(?!=)\\s{0,4}([^\\n]{1,120})`,
    `\\.(${SETTINGS_KEYS})\\s{0,4}=(?!=)\\s{0,4}([^\\n]{1,120})`,
    `["'](${SETTINGS_KEYS})["']\\s{0,4}:\\s{0,4}([^\\n]{1,120})`,
    `setdefault\\(\\s{0,4}["'](${SETTINGS_KEYS})["']\\s{0,4},\\s{0,4}([^\\n]{1,120})`,
    `[(,]\\s{0,4}(${SETTINGS_KEYS})\\s{0,4}=(?!=)\\s{0,4}([^\\n]{1,120})`,
    `[{,]\\s{0,8}(${SETTINGS_KEYS})\\s{0,4}:\\s{0,4}([^\\n]{1,120})`,
  ].join('|'),
  'g',
);
const MAX_EDITS = 32;

/** The value as JSON text: a string or boolean literal as such, a container as `{}`/`[]`. */
function jsonValue(raw: string): string | undefined {
  const v = raw.trim();
  const s = /^["']([^"'\n]{0,100})["']/.exec(v);
  if (s) return JSON.stringify(s[1]);
  if (/^(?:True|true)\b/.test(v)) return 'true';
  if (/^(?:False|false)\b/.test(v)) return 'false';
  if (v.startsWith('{')) return '{}';
  if (v.startsWith('[')) return '[]';
  return undefined;
}

/** One settings key set by name: its `"key": value` line, where the match starts, the dict it is set on. */
interface KeyEdit {
  line: string;
  at: number;
  /** The variable the key is set on (`s` in `s["permissions"]["defaultMode"] = …`), when the form names one. */
  root?: string;
}

function keyEditsIn(text: string): KeyEdit[] {
  const out: KeyEdit[] = [];
  for (const m of text.slice(0, MAX_TEXT).matchAll(KEY_EDIT)) {
    if (out.length >= MAX_EDITS) break;
    const key = m[1] ?? m[3] ?? m[5] ?? m[7] ?? m[9] ?? m[11];
    const value = jsonValue(m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10] ?? m[12] ?? '');
    if (!key || value === undefined) continue;
    const root = rootBefore(text, m.index);
    out.push({ line: `"${key}": ${value}`, at: m.index, ...(root ? { root } : {}) });
  }
  // The commands of the hooks or servers the script adds (settings-commands.ts): what runs on each event.
  for (const c of settingsCommands(text))
    out.push({ line: `"command": ${JSON.stringify(c.command)}`, at: c.at });
  return out;
}

/**
 * The variable a subscript or attribute chain ending at `i` starts from: `settings` for
 * `settings["permissions"]` + `["defaultMode"]`, `cfg` for `cfg.permissions` + `.defaultMode`, `s` for
 * `s.setdefault(`. Brackets are skipped without nesting (keys are string literals); bounded look-back.
 */
function rootBefore(text: string, i: number): string | undefined {
  let k = i;
  const stop = Math.max(0, i - 200);
  for (;;) {
    if (k > stop && text[k - 1] === ']') {
      const open = text.lastIndexOf('[', k - 1);
      if (open < stop) return undefined;
      k = open;
      continue;
    }
    let j = k;
    while (j > stop && /\w/.test(text[j - 1]!)) j--;
    if (j === k) return undefined;
    if (j > stop && text[j - 1] === '.') {
      k = j - 1;
      continue;
    }
    // A leading `.setdefault(`/`.update(` match starts at `setdefault`: the word before is the dict.
    const word = text.slice(j, k);
    return /^\d/.test(word) ? undefined : word;
  }
}

/** The settings keys `text` sets by name, as `"key": value` lines. */
export function settingsKeyEdits(text: string): string[] {
  return [...new Set(keyEditsIn(text).map((e) => e.line))];
}

const DICT_LANGS: ReadonlySet<Lang> = new Set(['python', 'javascript', 'typescript']);

/**
 * Appends the settings keys a script sets by name to its writes of agent settings whose content the
 * value model does not know (the dict it loaded and changed): see 2. above. Each write gets the edits that
 * can reach what it writes (editReaches): in Python, not a dict another function changes and never hands
 * over — one script may write `.claude.json` in one function and `settings.json` in another.
 */
export function addSettingsKeyEdits(
  facts: CodeFacts,
  units: ReadonlyArray<{ id: number; spec: UnitSpec }>,
  lines: LineMap,
): void {
  for (const { id, spec } of units) {
    if (!DICT_LANGS.has(spec.lang)) continue;
    let edits: KeyEdit[] | undefined;
    let unitLines: string[] | undefined;
    for (const b of facts.behaviours) {
      // A write with no content (`open(p, "w")` whose handle `json.dump` fills) writes the edited dict too.
      if (b.kind !== 'write' || b.unit !== id || b.content?.literal) continue;
      if (b.cls !== 'agent-settings' && b.cls !== 'agent-hooks') continue;
      edits ??= keyEditsIn(spec.text);
      if (edits.length === 0) break;
      if (spec.lang === 'python' && spec.base !== undefined && !spec.region) {
        unitLines ??= spec.text.slice(0, MAX_TEXT).split('\n');
        const first = lines.position(spec.base).line;
        const scope = { lines: unitLines, write: b.at.startLine - first, evidence: b.evidence };
        const reaching = edits.filter((e) => editReaches(scope, e));
        appendEdits(b, reaching);
      } else appendEdits(b, edits);
    }
  }
}

function appendEdits(b: CodeFacts['behaviours'][number], edits: readonly KeyEdit[]): void {
  if (b.kind !== 'write' || edits.length === 0) return;
  const text = [...new Set(edits.map((e) => e.line))].join('\n');
  b.content = b.content
    ? { ...b.content, text: `${b.content.text}\n${text}` }
    : { text, literal: false, taints: ['unknown'] };
}

/**
 * A Python edit can reach a write unless both sit in different functions and nothing links them: the
 * write's own line does not name the edited dict (`json.dumps(settings)`), and the write's function does
 * not call the function that made the edit (a `build()` that returns the dict it changed).
 */
function editReaches(
  scope: { lines: readonly string[]; write: number; evidence: string },
  e: KeyEdit,
): boolean {
  const writeBlock = pythonBlockAt(scope.lines, scope.write);
  const editBlock = pythonBlockAt(scope.lines, lineOf(scope.lines, e.at));
  if (!writeBlock || !editBlock || writeBlock.start === editBlock.start) return true;
  if (e.root && new RegExp(`(?<![\\w.])${e.root}\\b`).test(scope.evidence)) return true;
  const body = scope.lines.slice(writeBlock.start + 1, writeBlock.end).join('\n');
  return callsName(body, editBlock.name);
}

/** The 0-based line of offset `at` in the text split into `lines`. */
function lineOf(lines: readonly string[], at: number): number {
  let off = 0;
  for (let k = 0; k < lines.length; k++) {
    off += lines[k]!.length + 1;
    if (off > at) return k;
  }
  return lines.length - 1;
}
