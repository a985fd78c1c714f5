import { isRecord } from '../analysis/records.js';
import { basename, dirname, joinPath } from '../analysis/repo-paths.js';
import type { Region } from '../findings.js';
import type { FileStore } from '../model/files.js';
import type { ConfigDoc, LaunchOrigin, LaunchPoint, McpConfigFile } from '../model/launch.js';
import type { HooksFile, PluginInfo, SkillDoc } from '../model/skill.js';
import { clineHookPoints } from './cline-hooks.js';
import { editorHookPoints } from './editor-hooks.js';
import { extensionServers, geminiHookPoints } from './gemini-hooks.js';
import { geminiToolCommandPoints } from './gemini-tool-commands.js';
import { allHookHandlers, type HookHandler, hookSources } from './hooks.js';
import { findLspServers } from './lsp-files.js';
import { findMcpFiles, serversOf } from './mcp-files.js';
import { headerSecrets } from './mcp-headers.js';
import { pluginBinPoints } from './plugin-bin.js';
import { pluginMonitorPoints } from './plugin-monitors.js';
import { pluginSettingsPoints } from './plugin-settings.js';
import { RUNTIMES } from './runtimes/index.js';
import { argvField, commandLineOf, loaderLine, settingsPoints } from './settings-launch.js';
import { trustPoints, trustTableFor, userTrustPoints, writtenTrustPoints } from './trust-settings.js';

/**
 * Builds every launch point of the model (src/model/launch.ts) from every origin, once. Sources:
 * docs/skills.md §2.4 (hooks, settings helpers), §2.6 (subagent mcpServers/permissionMode, ignored for
 * plugin subagents), §2.7 (plugin .mcp.json, plugin.json `hooks`/`mcpServers`, monitors). MCP config files other
 * runtimes read (.cursor/mcp.json, .vscode/mcp.json, .gemini/settings.json) are included: a skill
 * collection is installed into all of them.
 */

interface LaunchInput {
  files: FileStore;
  skills: readonly SkillDoc[];
  plugins: readonly PluginInfo[];
  hooksFiles: readonly HooksFile[];
}

export interface LaunchModel {
  launchPoints: LaunchPoint[];
  mcpFiles: Array<McpConfigFile & { doc: ConfigDoc }>;
}

const MAX_POINTS = 20_000;

/** Folders of project configuration (`.claude`, `.cursor` …): commands declared there run from the project root. */
const PROJECT_CONFIG_DIRS = new Set(
  RUNTIMES.flatMap((p) => [...(p.settingsFiles ?? []), ...(p.mcpConfigFiles ?? []).map((m) => m.path)])
    .map(dirname)
    .filter((d) => d !== ''),
);

/**
 * Whether a path sits inside a project configuration folder (`.claude/docs/…`, `.cursor/notes/…`): a skill
 * document there that no runtime places (scope `collection`) is a copy kept for reference, which nothing
 * loads as a skill where it is.
 */
export function inProjectConfigFolder(path: string): boolean {
  const parts = path.split('/');
  return parts.slice(0, -1).some((p) => PROJECT_CONFIG_DIRS.has(p));
}

export async function buildLaunchPoints(input: LaunchInput): Promise<LaunchModel> {
  const out: LaunchPoint[] = [];
  const push = (p: LaunchPoint) => {
    if (out.length < MAX_POINTS) out.push(p);
  };
  const handlers = allHookHandlers(input);
  const written = new Map(input.hooksFiles.flatMap((f) => (f.written ? [[f.path, f.written.target]] : [])));
  for (const h of handlers) {
    const to = written.get(h.source.path);
    push({ ...hookPoint(h), ...(to ? { writtenTo: to } : {}) });
  }
  for (const p of misshapenHookCommands(input, handlers)) push(p);
  const isFile = (path: string) => input.files.isFile(path);
  for (const f of input.hooksFiles)
    if (f.kind === 'settings' && !f.doc.error) settingsPoints(f, push, { base: projectBase(f.path), isFile });
  for (const p of await editorHookPoints(input.files)) push(p);
  for (const p of clineHookPoints(input.files)) push(p);
  for (const p of await geminiHookPoints(input.files)) push(p);
  for (const p of await geminiToolCommandPoints(input.files)) push(p);
  const mcpFiles = await findMcpFiles(input);
  for (const m of mcpFiles) {
    const data = m.doc.data;
    const at = isRecord(data) ? serversOf(m, data) : undefined;
    if (at)
      serverPoints(
        extensionServers(m.path, at.servers),
        {
          origin: m.plugin !== undefined ? 'plugin-mcp' : 'mcp-config',
          path: m.path,
          base: at.base,
          regionAt: (at) => m.doc.regionAt(at),
          ...(m.plugin !== undefined ? { plugin: m.plugin } : {}),
        },
        push,
      );
    if (m.format === 'toml' && isRecord(data)) codexConfigPoints(data, m, push);
  }
  await userTrustPoints(input.files, push);
  await writtenTrustPoints(input.files, push);
  for (const p of input.plugins) {
    const data = p.manifest?.data;
    if (!p.manifest || !p.manifestPath || !isRecord(data) || !isRecord(data.mcpServers)) continue;
    const doc = p.manifest;
    serverPoints(
      data.mcpServers,
      {
        origin: 'plugin-manifest',
        path: p.manifestPath,
        base: ['mcpServers'],
        regionAt: (at) => doc.regionAt(at),
        plugin: p.root,
      },
      push,
    );
  }
  for (const l of await findLspServers(input))
    serverPoints(
      l.servers,
      {
        origin: 'plugin-lsp',
        kind: 'lsp-server',
        path: l.path,
        base: l.base,
        regionAt: l.regionAt,
        plugin: l.plugin,
      },
      push,
    );
  for (const d of input.skills) if (d.kind === 'agent') subagentPoints(d, push);
  for (const p of pluginBinPoints(input.files, input.plugins)) push(p);
  for (const p of await pluginSettingsPoints(input.files, input.plugins)) push(p);
  for (const p of await pluginMonitorPoints(input.files, input.plugins)) push(p);
  return { launchPoints: out, mcpFiles };
}

function hookPoint(h: HookHandler): LaunchPoint {
  const s = h.source;
  const line = h.command !== undefined ? commandLineOf(h.command, h.args) : undefined;
  const region = h.valueRegion ?? h.region;
  // Claude Code interpolates `$VAR` in http hook headers for the names listed in allowedEnvVars.
  const allowed = new Set(h.allowedEnvVars ?? []);
  const sendsEnv = Object.values(h.headers ?? {}).flatMap((v) =>
    [...v.matchAll(/\$\{?([A-Za-z_]\w{0,63})\}?/g)].map((m) => m[1]!).filter((n) => allowed.has(n)),
  );
  return {
    ...(sendsEnv.length ? { sendsEnv: [...new Set(sendsEnv)] } : {}),
    kind: 'hook',
    origin: s.origin,
    path: s.path,
    ...(region ? { region } : {}),
    event: h.event,
    ...(h.matcher !== undefined ? { matcher: h.matcher } : {}),
    ...(h.condition !== undefined ? { condition: h.condition } : {}),
    ...(h.type !== undefined ? { type: h.type } : {}),
    ...(line !== undefined ? { commandLine: line, ...argvField(h.command!, h.args) } : {}),
    ...(h.url !== undefined ? { url: h.url } : {}),
    ...(s.plugin !== undefined ? { plugin: s.plugin } : {}),
    auto: true,
    ...(s.origin === 'plugin-agent' ? { ignored: "Claude Code ignores hooks in a plugin's subagents" } : {}),
  };
}

/**
 * Commands inside hook definitions the runtime skips because of their shape (`hooks` as a list, a handler
 * object where a list belongs, a `command` beside `event`): they do not run today, but the command is
 * still reported — a later "fix" of the shape would run it (docs/threats.md §3, malformed hooks).
 */
function misshapenHookCommands(input: LaunchInput, handlers: readonly HookHandler[]): LaunchPoint[] {
  const out: LaunchPoint[] = [];
  const known = new Set(handlers.map((h) => `${h.source.path}|${[...h.source.base, ...h.at].join('/')}`));
  const sources = hookSources(input);
  for (const f of input.hooksFiles) {
    // A hooks file whose top level is not the expected object yields no source: walk it whole.
    if (
      f.kind === 'plugin-hooks' &&
      !f.doc.error &&
      !sources.some((s) => s.path === f.path && isRecord(s.hooks))
    )
      sources.push({
        origin: 'plugin-hooks',
        path: f.path,
        base: [],
        hooks: f.doc.data,
        file: f,
        ...(f.plugin !== undefined ? { plugin: f.plugin } : {}),
        regionAt: (at) => f.doc.regionAt(at),
        keyRegionAt: (at) => f.doc.keyRegionAt(at),
      });
  }
  for (const s of sources) {
    walkCommands(s.hooks, [], 0, (command, at) => {
      const full = [...s.base, ...at];
      if (known.has(`${s.path}|${full.slice(0, -1).join('/')}`)) return;
      const region = s.regionAt(at);
      out.push({
        kind: 'hook',
        origin: s.origin,
        path: s.path,
        ...(region ? { region } : {}),
        event: typeof at[0] === 'string' ? at[0] : 'hooks',
        type: 'command',
        commandLine: command,
        ...(s.plugin !== undefined ? { plugin: s.plugin } : {}),
        auto: true,
        ignored: 'the runtime skips this hook definition because of its shape',
      });
    });
  }
  return out;
}

function walkCommands(
  v: unknown,
  at: Array<string | number>,
  depth: number,
  visit: (command: string, at: Array<string | number>) => void,
): void {
  if (depth > 8) return;
  if (Array.isArray(v))
    v.slice(0, 1000).forEach((x, i) => {
      walkCommands(x, [...at, i], depth + 1, visit);
    });
  else if (isRecord(v))
    for (const [k, x] of Object.entries(v).slice(0, 1000)) {
      if (k === 'command' && typeof x === 'string') visit(x, [...at, k]);
      else walkCommands(x, [...at, k], depth + 1, visit);
    }
}

interface ServerContext {
  origin: LaunchOrigin;
  /** MCP servers unless said otherwise (language servers share their shape: `command`, `args`, `env`). */
  kind?: 'mcp-server' | 'lsp-server';
  path: string;
  base: Array<string | number>;
  regionAt: (at: ReadonlyArray<string | number>) => Region | undefined;
  plugin?: string;
  ignored?: string;
}

function serverPoints(servers: unknown, ctx: ServerContext, push: (p: LaunchPoint) => void): void {
  if (!isRecord(servers)) return;
  for (const [name, def] of Object.entries(servers).slice(0, 1000)) {
    // Codex: `enabled = false` keeps a configured server from starting.
    if (!isRecord(def) || def.enabled === false) continue;
    const where = [...ctx.base, name];
    const command = typeof def.command === 'string' ? def.command : undefined;
    // Gemini CLI names a streamable-HTTP server's address `httpUrl`; Windsurf `serverUrl`.
    const urlKey = ['url', 'serverUrl', 'httpUrl'].find((k) => typeof def[k] === 'string');
    const url = urlKey !== undefined ? (def[urlKey] as string) : undefined;
    if (command === undefined && url === undefined) continue;
    const env = isRecord(def.env)
      ? Object.fromEntries(
          Object.entries(def.env)
            .slice(0, 100)
            .filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : undefined;
    const region = ctx.regionAt(command !== undefined ? [...where, 'command'] : [...where, urlKey ?? 'url']);
    const secrets = command === undefined ? headerSecrets(def, where, ctx.regionAt) : [];
    push({
      kind: ctx.kind ?? 'mcp-server',
      origin: ctx.origin,
      path: ctx.path,
      ...(region ? { region } : {}),
      name,
      type: typeof def.type === 'string' ? def.type : command !== undefined ? 'stdio' : 'http',
      ...(command !== undefined
        ? {
            commandLine: commandLineOf(command, Array.isArray(def.args) ? def.args : []),
            ...argvField(command, def.args),
          }
        : {}),
      ...(url !== undefined ? { url } : {}),
      ...(env && Object.keys(env).length ? { env } : {}),
      ...(secrets.length ? { headerSecrets: secrets } : {}),
      ...(ctx.plugin !== undefined ? { plugin: ctx.plugin } : {}),
      auto: true,
      ...(ctx.ignored ? { ignored: ctx.ignored } : {}),
    });
    // Claude Code runs an MCP server's `headersHelper` at every connection and sends what it prints as headers.
    if (typeof def.headersHelper === 'string') {
      const at = ctx.regionAt([...where, 'headersHelper']);
      push({
        kind: 'helper',
        origin: ctx.origin,
        path: ctx.path,
        ...(at ? { region: at } : {}),
        name: `${name}.headersHelper`,
        commandLine: def.headersHelper,
        ...argvField(def.headersHelper),
        ...(ctx.plugin !== undefined ? { plugin: ctx.plugin } : {}),
        auto: true,
        ...(ctx.ignored ? { ignored: ctx.ignored } : {}),
      });
    }
  }
}

function subagentPoints(d: SkillDoc, push: (p: LaunchPoint) => void): void {
  const fm = d.frontmatter;
  const pluginAgent = d.scope === 'plugin';
  const ignored = pluginAgent
    ? "Claude Code ignores mcpServers and permissionMode in a plugin's subagents"
    : undefined;
  const mode = fm.get('permissionMode');
  if (typeof mode === 'string') {
    const region = fm.regionAt(['permissionMode']);
    push({
      kind: 'permission',
      origin: pluginAgent ? 'plugin-agent' : 'agent',
      path: d.path,
      ...(region ? { region } : {}),
      name: 'permissionMode',
      value: mode,
      auto: true,
      ...(ignored ? { ignored } : {}),
    });
  }
  const servers = fm.get('mcpServers');
  const ctx = {
    origin: pluginAgent ? ('plugin-agent' as const) : ('agent' as const),
    path: d.path,
    regionAt: (at: readonly (string | number)[]) => fm.regionAt(at),
    ...(d.plugin !== undefined ? { plugin: d.plugin } : {}),
    ...(ignored ? { ignored } : {}),
  };
  if (!Array.isArray(servers)) {
    serverPoints(servers, { ...ctx, base: ['mcpServers'] }, push);
    return;
  }
  // The list form: a string names a server configured elsewhere; a `{name: definition}` item is an
  // inline server the subagent starts itself.
  servers.slice(0, 100).forEach((item, i) => {
    if (isRecord(item)) serverPoints(item, { ...ctx, base: ['mcpServers', i] }, push);
  });
}

/**
 * The rest of Codex's project configuration that acts by itself: `notify = ["program", "arg", …]`, a program
 * Codex runs with a JSON argument after every agent turn (a helper like Claude Code's apiKeyHelper), and the
 * approval and sandbox settings, which are permission grants (`approval_policy = "never"`,
 * `sandbox_mode = "danger-full-access"`).
 */
function codexConfigPoints(
  data: Record<string, unknown>,
  m: McpConfigFile & { doc: ConfigDoc },
  push: (p: LaunchPoint) => void,
): void {
  const at = (key: string) => {
    const region = m.doc.regionAt([key]);
    return region ? { region } : {};
  };
  const base = { origin: 'mcp-config' as const, path: m.path, auto: true };
  const argv = data.notify;
  if (Array.isArray(argv) && typeof argv[0] === 'string')
    push({
      ...base,
      kind: 'helper',
      ...at('notify'),
      name: 'notify',
      commandLine: commandLineOf(argv[0], argv.slice(1, 100)),
    });
  // The runtime's trust keys (its profile's trustSettings), at the top level and in named profiles.
  const table = trustTableFor(m.path);
  if (table) trustPoints(table, data, (p) => m.doc.regionAt(p), base, push);
  // `[shell_environment_policy] set = { BASH_ENV = "…" }`: every command Codex runs gets these variables,
  // so a BASH_ENV file is sourced by each of them (like a Claude Code settings `env`).
  const policy = data.shell_environment_policy;
  const set = isRecord(policy) ? policy.set : undefined;
  if (isRecord(set))
    for (const [name, value] of Object.entries(set).slice(0, 200)) {
      const line = typeof value === 'string' ? loaderLine(name, value, set) : undefined;
      const region = m.doc.regionAt(['shell_environment_policy', 'set', name]);
      if (line)
        push({
          ...base,
          kind: 'helper',
          name: `shell_environment_policy.set.${name}`,
          commandLine: line,
          ...(region ? { region } : {}),
        });
    }
}

/** The folder a launch point's relative paths resolve against (its plugin root, else its file's folder). */
export function launchBase(p: LaunchPoint): string {
  if (p.plugin !== undefined) return p.plugin;
  return projectBase(p.path);
}

/** The folder commands declared in this file run from: `.claude/settings.json` ones from the project root. */
function projectBase(path: string): string {
  const dir = dirname(path);
  return PROJECT_CONFIG_DIRS.has(basename(dir)) ? dirname(dir) : joinPath(dir, '');
}
