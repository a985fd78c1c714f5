import { withoutJsonComments } from '../../analysis/build-json.js';
import { isRecord } from '../../analysis/records.js';
import { CATCH_ALL_TERMINAL_RULE } from '../../analysis/settings-content.js';
import { configShaped, writtenConfigs } from '../../discovery/written-config.js';
import type { Location, Region, Severity } from '../../findings.js';
import type { ConfigDoc } from '../../model/launch.js';
import { JsonDoc } from '../../model/positions.js';
import type { RuleContext } from '../types.js';
import type { Judged } from './command-runners.js';
import { lowerSeverity } from './text-context.js';
import { judgeToolRule } from './tool-rule-judge.js';
import { type WrittenNote, writtenNote } from './written-settings.js';

/**
 * Grants made in other runtimes' project configuration, each read where that runtime reads it and graded
 * by what it lets the agent do unasked (a command tool: high; file writes: medium; read-only tools: quiet).
 * Every finding is reported at the setting and names the skills that reach the file (support/reach.ts).
 *
 * - Codex `.codex/config.toml` (loaded only for trusted projects: developers.openai.com/codex/config-basic):
 *   `approval_policy = "never"` with `sandbox_mode = "danger-full-access"` — unasked and unsandboxed — is one
 *   high finding; each alone keeps its grade (danger-full-access high, never medium: commands stay inside the
 *   sandbox).
 * - Gemini CLI `.gemini/settings.json`: an MCP server's `trust: true` skips every confirmation for that
 *   server's tools (github.com/google-gemini/gemini-cli docs/tools/mcp-server.md, "trust"); `tools.allowed`
 *   (and the older top-level `allowedTools`) lists tools that bypass the confirmation dialog.
 * - VS Code `.vscode/settings.json` (JSONC): `chat.tools.autoApprove` / `chat.tools.global.autoApprove` and
 *   `chat.tools.terminal.autoApprove` rules (code.visualstudio.com/docs/copilot/chat/chat-tools).
 * - Roo Code `.roo/mcp.json` and Kilo Code `.kilocode/mcp.json` (project MCP files those extensions load by
 *   themselves: docs.roocode.com/features/mcp/using-mcp-in-roo): a server's `alwaysAllow` (Cline's
 *   `autoApprove`) list runs those tools without asking. The same keys in an MCP file of a runtime that
 *   does not read them (`.mcp.json`, `.cursor/mcp.json`) are one step lower: they apply only once copied.
 */

/** Words in a tool or server name that say it runs commands or code. */
const COMMAND_WORD =
  /(?:^|[^a-z])(?:shell|bash|zsh|sh|powershell|pwsh|exec|execute|command|commands|cmd|terminal|subprocess|spawn|eval|script|repl|interpreter|code_?runner|run_?code|run_?python|run_?node)(?:$|[^a-z])/;
/** A server's name may run its words together (`shellkit`, `bashtools`, `desktop-commander`). */
const COMMAND_STEM = /(?:^|[^a-z])(?:shell|bash|exec|terminal|command|powershell)/;
/** Words that say it writes, moves or deletes files or other state. */
const WRITE_WORD =
  /(?:^|[^a-z])(?:write|edit|create|delete|remove|rm|move|rename|patch|apply|put|upload|push|commit|save|modify|replace|insert|update|overwrite|append|mkdir)(?:$|[^a-z])/;

/** Splits camelCase so `runCommand` reads as `run_command`. */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** What pre-approving these named tools grants, or undefined when they only read. */
export function judgeToolNames(names: readonly string[]): Judged | undefined {
  const all = names.some((n) => n.trim() === '*');
  const command = names.filter((n) => COMMAND_WORD.test(words(n)));
  if (all || command.length > 0)
    return {
      severity: 'high',
      what: all
        ? 'every tool of the server'
        : `${command.slice(0, 3).join(', ')}, which run${command.length === 1 ? 's' : ''} commands`,
    };
  const write = names.filter((n) => WRITE_WORD.test(words(n)));
  if (write.length > 0)
    return { severity: 'medium', what: `${write.slice(0, 3).join(', ')}, which change files or data` };
  return undefined;
}

async function hit(
  ctx: RuleContext,
  path: string,
  region: Region | undefined,
  severity: Severity,
  message: string,
  key: string,
  note?: WrittenNote,
): Promise<void> {
  await reportNamingReachers(ctx, {
    path,
    ...(region ? { region } : {}),
    severity: note ? note.grade(severity) : severity,
    message: note ? `${message}${note.by}` : message,
    fingerprintKey: key,
    ...(note ? { related: note.related } : {}),
  });
}

/**
 * Reports a setting at its file and names, as related locations, the entry points that reach the file (the
 * skill that sends the agent to it). Unlike `reportReached` the finding keeps the file as its own entry:
 * the file is loaded by its runtime whether or not a skill names it, and a pull-request scan that follows
 * only the changed skill reports the same finding (test/rules/focus-contract.test.ts).
 */
export async function reportNamingReachers(
  ctx: RuleContext,
  hit: {
    path: string;
    region?: Region;
    severity: Severity;
    message: string;
    fingerprintKey: string;
    related?: Location[];
  },
): Promise<void> {
  const graph = await ctx.model.graph();
  const related: Location[] = [...(hit.related ?? [])];
  for (const r of graph.reachers(hit.path))
    if (r.entry !== hit.path && !related.some((x) => x.path === r.entry))
      related.push({ path: r.entry, message: 'entry point that sends the agent here' });
  ctx.report({
    location: { path: hit.path, ...(hit.region ? { region: hit.region } : {}) },
    message: hit.message,
    severity: hit.severity,
    fingerprintKey: hit.fingerprintKey,
    related: related.sort(
      (a, b) =>
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        (a.region?.startLine ?? 0) - (b.region?.startLine ?? 0),
    ),
  });
}

/**
 * A runtime reads these files from the folder it is opened in. One at the root applies to the project; one
 * further down (a linter's `tests/fixtures/bad/.vscode/settings.json`) applies only to whoever opens that
 * folder, so it is reported only when a skill or other entry point names it (lying in a skill's folder is
 * not enough).
 */
async function inUse(ctx: RuleContext, path: string, rel: string): Promise<boolean> {
  if (path === rel) return true;
  const graph = await ctx.model.graph();
  // Named by a reference, not only lying in a skill's folder (a skill's `tests/fixtures/` copy).
  return [...graph.reachers(path)].some((r) => {
    const from = r.chain.at(-2)?.path;
    return (
      r.entry !== path &&
      from !== undefined &&
      graph.edgesFrom(from).some((e) => e.to === path && e.kind !== 'skill-folder')
    );
  });
}

async function reportCodex(ctx: RuleContext): Promise<void> {
  const byPath = new Map<string, Map<string, { value: string; region?: Region }>>();
  for (const p of ctx.model.launchPoints) {
    if (p.kind !== 'permission' || p.origin !== 'mcp-config' || !p.name || !p.value) continue;
    if (p.name !== 'sandbox_mode' && p.name !== 'approval_policy') continue;
    // A profile the file does not select applies only when chosen at launch (support/trust-settings.ts).
    if (p.trust?.profile && !p.trust.profile.selected) continue;
    const keys = byPath.get(p.path) ?? new Map();
    keys.set(p.name, { value: p.value, ...(p.region ? { region: p.region } : {}) });
    byPath.set(p.path, keys);
  }
  for (const [path, keys] of byPath) {
    const approval = keys.get('approval_policy');
    const sandbox = keys.get('sandbox_mode');
    const never = approval?.value === 'never';
    const full = sandbox?.value === 'danger-full-access';
    const trusted = 'for everyone who trusts this project (Codex loads a project config only then)';
    if (never && full) {
      await hit(
        ctx,
        path,
        approval!.region,
        'high',
        `Codex project configuration approval_policy = "never" with sandbox_mode = "danger-full-access": every command Codex decides on runs unasked and outside any sandbox, with full disk and network access, ${trusted}`,
        'codex|never+danger-full-access',
      );
      continue;
    }
    if (full)
      await hit(
        ctx,
        path,
        sandbox!.region,
        'high',
        `Codex project configuration sandbox_mode = "danger-full-access": commands run outside any sandbox, with full disk and network access, ${trusted}`,
        'codex|sandbox_mode|danger-full-access',
      );
    if (never)
      await hit(
        ctx,
        path,
        approval!.region,
        'medium',
        `Codex project configuration approval_policy = "never": Codex never asks before running a command (inside its ${sandbox?.value ?? 'default'} sandbox), ${trusted}`,
        'codex|approval_policy|never',
      );
  }
}

/** A Gemini server's identity words: its name, command and arguments (`@shellkit/mcp-server`). */
function serverWords(name: string, server: Record<string, unknown>): string[] {
  const args = Array.isArray(server.args) ? server.args.filter((a) => typeof a === 'string') : [];
  const out = [name, ...(typeof server.command === 'string' ? [server.command] : []), ...args];
  // The package name's own words, not its scope and version (`@shellkit/mcp-server@latest` → shellkit, mcp-server).
  return out.flatMap((w) => (w as string).split(/[/@]/)).filter((w) => w !== '' && !w.startsWith('-'));
}

function judgeTrusted(name: string, server: Record<string, unknown>): Judged | undefined {
  const include = Array.isArray(server.includeTools)
    ? server.includeTools.filter((t): t is string => typeof t === 'string')
    : undefined;
  if (include) return judgeToolNames(include);
  const cmd = serverWords(name, server).find(
    (w) => COMMAND_WORD.test(words(w)) || COMMAND_STEM.test(words(w)),
  );
  return cmd
    ? { severity: 'high', what: `every tool of a server named for running commands ('${cmd}')` }
    : { severity: 'medium', what: 'every tool of the server, which this file does not list' };
}

async function reportGemini(
  ctx: RuleContext,
  path: string,
  doc: ConfigDoc,
  note?: WrittenNote,
): Promise<void> {
  const data = doc.data;
  const where = note?.whom ?? 'in every session of this project';
  if (!isRecord(data)) return;
  const servers = isRecord(data.mcpServers) ? data.mcpServers : {};
  for (const [name, server] of Object.entries(servers).slice(0, 200)) {
    if (!isRecord(server) || server.trust !== true) continue;
    const j = judgeTrusted(name, server);
    if (!j) continue;
    await hit(
      ctx,
      path,
      doc.regionAt(['mcpServers', name, 'trust']),
      j.severity,
      `Gemini CLI MCP server '${name}' has trust: true — ${j.what} run without a confirmation, ${where}`,
      `gemini-trust|${name}`,
      note,
    );
  }
  const tools = isRecord(data.tools) ? data.tools : {};
  const lists: Array<[unknown, Array<string>]> = [
    [tools.allowed, ['tools', 'allowed']],
    [data.allowedTools, ['allowedTools']],
  ];
  for (const [list, at] of lists) {
    if (!Array.isArray(list)) continue;
    for (const [i, t] of list.slice(0, 500).entries()) {
      if (typeof t !== 'string') continue;
      const j = judgeGeminiTool(t);
      if (!j) continue;
      await hit(
        ctx,
        path,
        doc.regionAt([...at, i]),
        j.severity,
        `Gemini CLI settings ${at.join('.')} pre-approves '${t}' — ${j.what}, ${where}`,
        `gemini-allowed|${t}`,
        note,
      );
    }
  }
}

/** A Gemini CLI tool rule: `run_shell_command` (any command), `run_shell_command(git status)`, `write_file`. */
function judgeGeminiTool(rule: string): Judged | undefined {
  const m = /^([A-Za-z_][\w.-]{0,80})(?:\(([^)]{0,300})\))?$/.exec(rule.trim());
  if (!m) return undefined;
  if (m[1] === 'run_shell_command' || m[1] === 'ShellTool')
    return judgeToolRule(m[2] === undefined ? 'Bash' : `Bash(${m[2]}:*)`);
  return judgeToolNames([m[1]!]);
}

async function reportVscode(ctx: RuleContext): Promise<void> {
  for (const f of ctx.model.files.names.filesAt('.vscode/settings.json')) {
    if (!(await inUse(ctx, f.path, '.vscode/settings.json'))) continue;
    const t = await ctx.model.files.text(f.path);
    if (!t || t.text.length > 1_000_000) continue;
    const doc = new JsonDoc(withoutJsonComments(t.text));
    const s = doc.data;
    if (!isRecord(s)) continue;
    for (const key of ['chat.tools.autoApprove', 'chat.tools.global.autoApprove'])
      if (s[key] === true)
        await hit(
          ctx,
          f.path,
          doc.regionAt([key]),
          'high',
          `VS Code workspace setting ${key}: true — agent mode runs every tool, terminal commands included, without a confirmation in this workspace`,
          `vscode|${key}`,
        );
    const terminal = s['chat.tools.terminal.autoApprove'];
    if (!isRecord(terminal) || s['chat.tools.terminal.enableAutoApprove'] === false) continue;
    for (const [rule, on] of Object.entries(terminal).slice(0, 500)) {
      if (on !== true && !(isRecord(on) && on.approve === true)) continue;
      const j = judgeTerminalRule(rule.trim());
      if (!j) continue;
      await hit(
        ctx,
        f.path,
        doc.regionAt(['chat.tools.terminal.autoApprove', rule]),
        j.severity,
        `VS Code workspace setting chat.tools.terminal.autoApprove approves '${rule.trim()}' — ${j.what}; agent mode runs it in this workspace without a confirmation`,
        `vscode-terminal|${rule.trim()}`,
      );
    }
  }
}

/** A terminal rule: a regex (`/.*\/` approves every command line) or a command prefix (`npm test`). */
function judgeTerminalRule(rule: string): Judged | undefined {
  if (CATCH_ALL_TERMINAL_RULE.test(rule))
    return { severity: 'high', what: 'a pattern that matches every command line' };
  if (rule.startsWith('/')) return undefined;
  return judgeToolRule(`Bash(${rule}:*)`);
}

/** MCP files whose `alwaysAllow` the runtime reading them honours (Roo Code, Kilo Code). */
const APPROVING_MCP_FILES: ReadonlyArray<[string, string]> = [
  ['.roo/mcp.json', 'Roo Code'],
  ['.kilocode/mcp.json', 'Kilo Code'],
];

async function reportAlwaysAllow(ctx: RuleContext): Promise<void> {
  const seen = new Set<string>();
  const docs: Array<{ path: string; doc: ConfigDoc; honoured?: string }> = [];
  for (const [rel, runtime] of APPROVING_MCP_FILES)
    for (const f of ctx.model.files.names.filesAt(rel)) {
      if (!(await inUse(ctx, f.path, rel))) continue;
      const t = await ctx.model.files.text(f.path);
      if (!t || t.text.length > 1_000_000) continue;
      seen.add(f.path);
      docs.push({ path: f.path, doc: new JsonDoc(t.text), honoured: runtime });
    }
  for (const m of ctx.model.mcpFiles)
    if (
      !seen.has(m.path) &&
      m.format !== 'toml' &&
      (await inUse(ctx, m.path, m.path.replace(/^.*\/(?=\.)/, '')))
    )
      docs.push({ path: m.path, doc: m.doc });
  for (const { path, doc, honoured } of docs) {
    const servers = isRecord(doc.data) && isRecord(doc.data.mcpServers) ? doc.data.mcpServers : {};
    for (const [name, server] of Object.entries(servers).slice(0, 200)) {
      if (!isRecord(server)) continue;
      for (const key of ['alwaysAllow', 'autoApprove']) {
        const list = server[key];
        if (!Array.isArray(list)) continue;
        const j = judgeToolNames(list.filter((x): x is string => typeof x === 'string'));
        if (!j) continue;
        const note = honoured
          ? `${honoured} runs them through this server without asking`
          : 'but the runtime that reads this file ignores the key: it applies only once the server is copied into a Roo Code or Cline configuration';
        await hit(
          ctx,
          path,
          doc.regionAt(['mcpServers', name, key]),
          honoured ? j.severity : lowerSeverity(j.severity),
          `MCP server '${name}' ${key} pre-approves ${j.what} — ${note}`,
          `mcp-${key}|${name}`,
        );
      }
    }
  }
}

const GEMINI_SETTINGS = '.gemini/settings.json';

export async function reportAgentConfigGrants(ctx: RuleContext): Promise<void> {
  await reportCodex(ctx);
  for (const m of ctx.model.mcpFiles)
    if (
      (m.path === GEMINI_SETTINGS || m.path.endsWith(`/${GEMINI_SETTINGS}`)) &&
      (await inUse(ctx, m.path, GEMINI_SETTINGS))
    )
      await reportGemini(ctx, m.path, m.doc);
  // Gemini settings a script, recipe or step of the repository writes into `.gemini/settings.json`.
  for (const w of await writtenConfigs(ctx.model.files)) {
    if (w.literal || w.place !== GEMINI_SETTINGS) continue;
    const t = await ctx.model.files.text(w.source);
    const doc = t && t.text.length <= 1_000_000 ? new JsonDoc(withoutJsonComments(t.text)) : undefined;
    if (doc && !doc.error && configShaped(doc.data)) await reportGemini(ctx, w.source, doc, writtenNote(w));
  }
  await reportVscode(ctx);
  await reportAlwaysAllow(ctx);
}
