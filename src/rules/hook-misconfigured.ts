import { isRecord } from '../analysis/records.js';
import { resolveRelative } from '../analysis/repo-paths.js';
import { trimEndChars } from '../analysis/strings.js';
import {
  EVENTS_WITHOUT_MATCHER,
  HOOK_EVENTS,
  type HookSource,
  hookHandlers,
  hookSources,
  hooksFileErrors,
  schemaErrors,
  TOOL_EVENTS,
} from '../discovery/hooks.js';
import type { Region } from '../findings.js';
import type { ScanModel } from '../model/model.js';
import { bodyOf } from '../model/skill.js';
import { type Described, describeSchemaError } from './support/hook-schema-problems.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Hook definitions Claude Code drops or misreads without a word: wrong shapes, unknown events, handlers
 * without their required field, matchers that cannot compile or that the event ignores, fields honoured
 * only elsewhere. Shapes come from schemas/hooks.schema.json; the rest is checked on the parsed values.
 */

const MAX_MATCHER = 4096;
/** Matchers made only of these characters are exact tool names, not regular expressions (docs/skills.md §2.4). */
const EXACT_MATCHER = /^[A-Za-z0-9_\- ,|]*$/;

function where(source: HookSource): string {
  switch (source.origin) {
    case 'skill':
    case 'command':
      return 'skill frontmatter';
    case 'agent':
    case 'plugin-agent':
      return 'subagent frontmatter';
    case 'plugin-hooks':
      return 'a plugin hooks file';
    case 'plugin-manifest':
      return 'plugin.json';
    case 'settings':
      return 'a settings file';
  }
}

/** Guard wording near "hook": the author relies on the hook to stop something. */
const HOOK_WORD = /\bhooks?\b/gi;
const GUARD_WORD =
  /\b(?:block(?:s|ed|ing)?|prevent(?:s|ed|ing)?|guard(?:s|ed|rails?)?|protect(?:s|ed|ion|ing)?|enforce(?:s|d|ment)?|forbid(?:s|den)?|den(?:y|ies)|safeguards?|safety)\b/i;

export function presentsHookAsGuard(text: string): boolean {
  HOOK_WORD.lastIndex = 0;
  let seen = 0;
  for (let m = HOOK_WORD.exec(text); m && seen < 200; m = HOOK_WORD.exec(text), seen++) {
    const window = text.slice(Math.max(0, m.index - 150), m.index + 150);
    if (GUARD_WORD.test(window)) return true;
  }
  return false;
}

function ownText(model: ScanModel, source: HookSource): string {
  if (source.doc) {
    const d = source.doc.frontmatter.get('description');
    return `${typeof d === 'string' ? d : ''}\n${bodyOf(source.doc)}`;
  }
  const parts: string[] = [];
  const data = source.file?.doc.data;
  if (isRecord(data) && typeof data.description === 'string') parts.push(data.description);
  const plugin = model.plugins.find((p) => p.root === source.plugin);
  const m = plugin?.manifest?.data;
  if (isRecord(m) && typeof m.description === 'string') parts.push(m.description);
  return parts.join('\n');
}

/** A problem found on the parsed values, said like a schema problem (support/hook-schema-problems.ts). */
type Problem = Described;

function semanticProblems(source: HookSource): Problem[] {
  const out: Problem[] = [];
  if (!isRecord(source.hooks)) return out;
  const skillLike = source.origin === 'skill' || source.origin === 'command';
  for (const [event, groups] of Object.entries(source.hooks)) {
    if (!Array.isArray(groups)) continue;
    groups.forEach((group, gi) => {
      if (!isRecord(group)) return;
      const m = group.matcher;
      if (typeof m === 'string' && m !== '' && m !== '*') {
        if (EVENTS_WITHOUT_MATCHER.has(event)) {
          out.push({
            message: `'${event}' ignores matchers: the matcher '${m.slice(0, 80)}' is dropped and these hooks run on every ${event}`,
            at: [event, gi, 'matcher'],
            onKey: false,
            key: `nomatcher:${event}:${m}`,
          });
        } else if (!EXACT_MATCHER.test(m)) {
          if (m.length > MAX_MATCHER) {
            out.push({
              message: `matcher is ${m.length} characters long; it was not compiled or checked`,
              at: [event, gi, 'matcher'],
              onKey: false,
              key: `longmatcher:${event}`,
            });
          } else {
            try {
              // Compiled only, never run: a syntax check on the pattern the runtime would build.
              new RegExp(m);
            } catch (err) {
              out.push({
                message: `matcher '${m.slice(0, 80)}' is not a valid JavaScript regular expression (${(err as Error).message.replace(/^Invalid regular expression: (\/.*\/[a-z]*: )?/s, '')}): the group matches nothing and its hooks will never run`,
                at: [event, gi, 'matcher'],
                onKey: false,
                key: `regex:${event}:${m}`,
              });
            }
          }
        }
      }
      if (!Array.isArray(group.hooks)) return;
      group.hooks.forEach((h, hi) => {
        if (!isRecord(h)) return;
        const at = [event, gi, 'hooks', hi];
        if ('once' in h && !skillLike) {
          out.push({
            message: `"once" is honoured only in skill frontmatter; in ${where(source)} it is ignored and the hook runs every time`,
            at: [...at, 'once'],
            onKey: true,
            key: `once:${event}`,
          });
        }
        if (typeof h.if === 'string' && HOOK_EVENTS.includes(event) && !TOOL_EVENTS.has(event)) {
          out.push({
            message: `"if" applies only to tool events; on '${event}' the condition '${h.if.slice(0, 80)}' is ignored and the hook runs every time`,
            at: [...at, 'if'],
            onKey: true,
            key: `if:${event}:${h.if}`,
          });
        }
      });
    });
  }
  return out;
}

/** Words that run the next token as a script: `bash x.sh`, `node x.js`, `FOO=1 python3 x.py`. */
const RUNNERS = new Set([
  'bash',
  'sh',
  'zsh',
  'node',
  'python',
  'python3',
  'ruby',
  'perl',
  'deno',
  'bun',
  'pwsh',
  'exec',
]);

/** The script a command handler starts, when it is a relative path (`./hooks/x.sh`, `scripts/x.py`). */
export function relativeScript(command: string): string | undefined {
  const words = command.trim().slice(0, 2_000).split(/\s+/);
  let i = 0;
  while (i < words.length && i < 8 && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!) || RUNNERS.has(words[i]!)))
    i++;
  const word = words[i];
  const raw = word === undefined ? undefined : trimEndChars(word.replace(/^["']/, ''), '"\';&|');
  if (!raw?.includes('/') || /^(?:\/|~|\$|%|[A-Za-z]:|[a-z]+:\/\/)/.test(raw)) return undefined;
  return raw.replace(/^\.\//, '');
}

/**
 * Hook commands run in the session's working directory (the user's project), not in the skill or plugin
 * folder. A relative script path that exists only inside the component is not found at run time.
 */
function scriptBaseProblems(ctx: RuleContext, source: HookSource): Problem[] {
  const out: Problem[] = [];
  const home =
    source.origin === 'plugin-hooks' || source.origin === 'plugin-manifest'
      ? { dir: source.plugin ?? '', kind: 'plugin', variable: `\${CLAUDE_PLUGIN_ROOT}` }
      : source.doc && (source.origin === 'skill' || source.origin === 'command')
        ? { dir: source.doc.dir, kind: 'skill', variable: `\${CLAUDE_SKILL_DIR}` }
        : undefined;
  if (!home || home.dir === '') return out;
  for (const h of hookHandlers(source)) {
    if (h.type !== 'command' || h.command === undefined) continue;
    const script = relativeScript(h.command);
    if (!script) continue;
    const inside = resolveRelative(home.dir, script);
    if (inside === undefined || !ctx.model.files.isFile(inside)) continue;
    if (ctx.model.files.isFile(script)) continue; // also there from the repository root
    out.push({
      message: `hook command runs '${script}' relative to the session's working directory, not the ${home.kind} folder: the script is not found and this hook fails every time — use "${home.variable}/${script}"`,
      at: [...h.at, 'command'],
      onKey: false,
      key: `script-base:${script}`,
    });
  }
  return out;
}

/** mcpServers and permissionMode in plugin agents are subagent-frontmatter's; hooks are ours. */
const PLUGIN_AGENT_IGNORED = ['hooks'] as const;

function reportPluginAgents(ctx: RuleContext): void {
  for (const doc of ctx.model.skills) {
    if (doc.kind !== 'agent' || doc.scope !== 'plugin') continue;
    for (const k of PLUGIN_AGENT_IGNORED) {
      const info = doc.frontmatter.keys.get(k);
      if (!info) continue;
      const effect = 'these hooks will never run';
      ctx.report({
        message: `Claude Code ignores "${k}" in plugin subagents for security reasons — ${effect}`,
        location: { path: doc.path, region: info.keyRegion },
        fingerprintKey: `plugin-agent:${k}`,
      });
    }
  }
}

export default defineRule('hook-misconfigured', (ctx) => {
  for (const { file, message, region } of hooksFileErrors(ctx.model)) {
    const what = file.kind === 'plugin-hooks' ? 'plugin hooks file' : 'settings file';
    ctx.report({
      message: `${what} is not valid JSON (${message}): Claude Code loads none of its hooks`,
      location: { path: file.path, region },
      fingerprintKey: 'invalid-json',
    });
  }
  // An MCP configuration that does not parse starts no server, and none of its commands was checked.
  for (const f of ctx.model.mcpFiles) {
    if (!f.doc.error) continue;
    const format = f.format === 'toml' ? 'TOML' : 'JSON';
    ctx.report({
      message: `MCP configuration file is not valid ${format} (${f.doc.error.message.slice(0, 200)}): the runtime starts none of its servers, and their commands were not checked`,
      location: { path: f.path, region: f.doc.error.region },
      fingerprintKey: 'invalid-mcp-config',
    });
  }
  reportPluginAgents(ctx);
  for (const source of hookSources(ctx.model)) {
    if (source.origin === 'plugin-agent') continue; // the whole key is ignored; reported above
    // A hook format skillscan does not model (a Codex plugin's): Claude Code's rules would misjudge it.
    if (source.file?.unmodelled) continue;
    const guard = presentsHookAsGuard(ownText(ctx.model, source));
    const seen = new Set<string>();
    const problems = [
      ...schemaErrors(source).map((e) => describeSchemaError(source, e, source.hooks)),
      ...semanticProblems(source),
      ...scriptBaseProblems(ctx, source),
    ];
    for (const p of problems) {
      if (!p || seen.has(p.key)) continue;
      seen.add(p.key);
      const fileLevel =
        source.origin === 'plugin-hooks' && p.at.length === 0 && p.message.startsWith('plugin hooks file');
      const region = fileLevel
        ? (firstEventKeyRegion(source) ?? source.file?.doc.regionAt([]))
        : p.onKey
          ? source.keyRegionAt(p.at)
          : source.regionAt(p.at);
      ctx.report({
        message: guard
          ? `${p.message} — the ${owner(source)}'s own text presents this hook as a safeguard`
          : p.message,
        location: { path: source.path, ...(region ? { region } : {}) },
        ...(guard ? { severity: 'high' as const } : {}),
        fingerprintKey: p.key,
      });
    }
  }
});

function owner(source: HookSource): string {
  if (!source.doc) return source.origin === 'settings' ? 'settings file' : 'plugin';
  return source.doc.kind === 'agent' ? 'subagent' : 'skill';
}

function firstEventKeyRegion(source: HookSource): Region | undefined {
  const data = source.file?.doc.data;
  if (!isRecord(data)) return undefined;
  const ev = Object.keys(data).find((k) => HOOK_EVENTS.includes(k));
  return ev ? source.file?.doc.keyRegionAt([ev]) : undefined;
}
