import type { ErrorObject } from 'ajv';
import schema from '../../schemas/hooks.schema.json' with { type: 'json' };
import { isHttpUrl } from '../analysis/hosts.js';
import { isRecord } from '../analysis/records.js';
import type { Region } from '../findings.js';
import type { LaunchOrigin } from '../model/launch.js';
import type { ScanModel } from '../model/model.js';
import type { HooksFile, SkillDoc } from '../model/skill.js';
import { generatedValidator } from '../validators.js';

/**
 * Hook definitions wherever Claude Code reads them — skill, command and subagent frontmatter `hooks:`,
 * a plugin's hooks file, inline `hooks` in plugin.json, and `.claude/settings*.json` — in one shape, with
 * positions. `hook-misconfigured` validates them against schemas/hooks.schema.json; security rules reuse
 * `hookHandlers()` to see what the hooks execute.
 */

/** Every place a launch point comes from but the MCP configurations, which declare servers, not hooks. */
export type HookOrigin = Exclude<
  LaunchOrigin,
  'plugin-mcp' | 'plugin-lsp' | 'plugin-monitor' | 'mcp-config' | 'user-config'
>;

export type HookPath = ReadonlyArray<string | number>;

export interface HookSource {
  origin: HookOrigin;
  /** The file that holds the definitions. */
  path: string;
  /** Where the hooks map sits inside the file's document (`['hooks']`). */
  base: HookPath;
  /** The hooks map as parsed (anything: validation decides). */
  hooks: unknown;
  /** The skill, command or subagent whose frontmatter declares the hooks. */
  doc?: SkillDoc;
  /** The hooks or settings file. */
  file?: HooksFile;
  /** Plugin root for plugin hooks and plugin agents. */
  plugin?: string;
  /** Region of a value, by path relative to `base`. */
  regionAt(at: HookPath): Region | undefined;
  /** Region of a key, by path relative to `base`. */
  keyRegionAt(at: HookPath): Region | undefined;
}

export interface HookHandler {
  source: HookSource;
  event: string;
  matcher?: string;
  /** Path of the handler relative to the source's base: `[event, group, 'hooks', index]`. */
  at: HookPath;
  type?: string;
  /** The handler's `if` permission rule (`Bash(git *)`): the handler runs only for calls it matches. */
  condition?: string;
  command?: string;
  args?: string[];
  url?: string;
  prompt?: string;
  server?: string;
  tool?: string;
  /** `http` hooks: header values (env interpolation `$VAR` applies to names in `allowedEnvVars`). */
  headers?: Record<string, string>;
  allowedEnvVars?: string[];
  region?: Region;
  /** Region of the `command` / `url` / `prompt` value when present. */
  valueRegion?: Region;
}

export const HOOK_EVENTS: readonly string[] = Object.keys(schema.properties).sort();
export const HANDLER_TYPES: readonly string[] = schema.definitions.handler.properties.type.enum;

/** Events on which Claude Code ignores `matcher` (skills.md §2.4). */
export const EVENTS_WITHOUT_MATCHER: ReadonlySet<string> = new Set([
  'UserPromptSubmit',
  'PostToolBatch',
  'Stop',
  'TeammateIdle',
  'TaskCreated',
  'TaskCompleted',
  'WorktreeCreate',
  'WorktreeRemove',
  'MessageDisplay',
  'CwdChanged',
]);

/** Events about one tool call, where a handler's `if` permission rule applies. */
export const TOOL_EVENTS: ReadonlySet<string> = new Set([
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PermissionRequest',
  'PermissionDenied',
]);

function prefixed(base: HookPath, at: HookPath): Array<string | number> {
  return [...base, ...at];
}

function frontmatterSource(doc: SkillDoc): HookSource | undefined {
  const fm = doc.frontmatter;
  if (!fm.has('hooks')) return undefined;
  const base = ['hooks'];
  const pluginAgent = doc.kind === 'agent' && doc.scope === 'plugin';
  return {
    origin: pluginAgent ? 'plugin-agent' : doc.kind === 'agent' ? 'agent' : doc.kind,
    path: doc.path,
    base,
    hooks: fm.get('hooks'),
    doc,
    ...(doc.plugin !== undefined ? { plugin: doc.plugin } : {}),
    regionAt: (at) => fm.regionAt(prefixed(base, at)),
    keyRegionAt: (at) => fm.keyRegionAt(prefixed(base, at)),
  };
}

function jsonSource(
  origin: HookOrigin,
  path: string,
  doc: HooksFile['doc'],
  base: HookPath,
  hooks: unknown,
  extra: Partial<HookSource>,
): HookSource {
  return {
    origin,
    path,
    base,
    hooks,
    ...extra,
    regionAt: (at) => doc.regionAt(prefixed(base, at)),
    keyRegionAt: (at) => doc.keyRegionAt(prefixed(base, at)),
  };
}

/** The parts of the model hooks are declared in. */
export interface HookModel {
  skills: readonly SkillDoc[];
  hooksFiles: readonly HooksFile[];
  plugins: readonly ScanModel['plugins'][number][];
}

/**
 * Every place the model declares hooks, sorted by path. Files that are not valid JSON are left out:
 * `hooksFileErrors()` reports them. A plugin hooks file without a `hooks` key still yields a source
 * (with `hooks` undefined) so its shape can be reported.
 */
export function hookSources(model: HookModel): HookSource[] {
  const out: HookSource[] = [];
  for (const doc of model.skills) {
    const s = frontmatterSource(doc);
    if (s) out.push(s);
  }
  for (const f of model.hooksFiles) {
    if (f.doc.error) continue;
    const data = f.doc.data;
    const extra = { file: f, ...(f.plugin !== undefined ? { plugin: f.plugin } : {}) };
    if (f.kind === 'plugin-hooks') {
      out.push(
        jsonSource('plugin-hooks', f.path, f.doc, ['hooks'], isRecord(data) ? data.hooks : undefined, extra),
      );
    } else if (isRecord(data) && Object.hasOwn(data, 'hooks')) {
      out.push(jsonSource('settings', f.path, f.doc, ['hooks'], data.hooks, extra));
    }
  }
  for (const p of model.plugins) {
    const data = p.manifest?.data;
    if (!p.manifest || !p.manifestPath || !isRecord(data) || !isRecord(data.hooks)) continue;
    out.push(
      jsonSource('plugin-manifest', p.manifestPath, p.manifest, ['hooks'], data.hooks, { plugin: p.root }),
    );
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Hooks and settings files that are not valid JSON: the runtime loads none of their hooks. */
export function hooksFileErrors(
  model: ScanModel,
): Array<{ file: HooksFile; message: string; region: Region }> {
  return model.hooksFiles
    .filter((f) => f.doc.error !== undefined && !f.unmodelled)
    .map((f) => ({ file: f, message: f.doc.error!.message, region: f.doc.error!.region }));
}

/** An ajv error with its instance path turned back into keys and indexes, relative to the source's base. */
export interface SchemaError {
  keyword: string;
  at: Array<string | number>;
  params: Record<string, unknown>;
  message: string;
  /** A plugin hooks file error above the hooks map (no `hooks` key, not an object). */
  fileLevel?: boolean;
}

function decodePointer(pointer: string, root: unknown): Array<string | number> {
  if (pointer === '') return [];
  const out: Array<string | number> = [];
  let node: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const key: string | number = Array.isArray(node) && /^\d+$/.test(seg) ? Number(seg) : seg;
    out.push(key);
    node = Array.isArray(node) ? node[key as number] : isRecord(node) ? node[seg] : undefined;
  }
  return out;
}

function toSchemaErrors(
  errors: ErrorObject[] | null | undefined,
  root: unknown,
  strip: number,
): SchemaError[] {
  return (errors ?? [])
    .filter((e) => e.keyword !== 'if') // "must match then schema" repeats the error inside `then`
    .map((e) => ({
      keyword: e.keyword,
      at: decodePointer(e.instancePath, root).slice(strip),
      params: e.params as Record<string, unknown>,
      message: e.message ?? e.keyword,
    }));
}

/**
 * Validates a source against the hooks schema. Plugin hooks files are validated as whole files (the map
 * under `hooks`); errors above the map come back with an empty `at` and keyword `required`/`type`.
 */
export function schemaErrors(source: HookSource): SchemaError[] {
  const hooksMap = generatedValidator('hooks-validator', 'hooksMap');
  const pluginHooksFile = generatedValidator('hooks-validator', 'pluginHooksFile');
  if (source.origin === 'plugin-hooks') {
    const whole = source.file?.doc.data;
    if (!pluginHooksFile(whole)) {
      // Paths below `/hooks` are made relative to the map; file-level errors keep an empty path.
      return toSchemaErrors(pluginHooksFile.errors, whole, 0).map((e) =>
        e.at[0] === 'hooks' ? { ...e, at: e.at.slice(1) } : { ...e, at: [], fileLevel: true },
      );
    }
    return [];
  }
  if (hooksMap(source.hooks)) return [];
  return toSchemaErrors(hooksMap.errors, source.hooks, 0);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

const MAX_HANDLERS = 10_000;

/** Every handler object under a source, in document order, tolerant of any shape (bounded). */
export function hookHandlers(source: HookSource): HookHandler[] {
  const out: HookHandler[] = [];
  if (!isRecord(source.hooks)) return out;
  for (const [event, groups] of Object.entries(source.hooks)) {
    if (!Array.isArray(groups)) continue;
    groups.forEach((group, gi) => {
      if (!isRecord(group) || !Array.isArray(group.hooks)) return;
      const matcher = str(group.matcher);
      group.hooks.forEach((h, hi) => {
        if (!isRecord(h) || out.length >= MAX_HANDLERS) return;
        const at = [event, gi, 'hooks', hi];
        const valueKey = ['command', 'url', 'prompt'].find((k) => typeof h[k] === 'string');
        const handler: HookHandler = { source, event, at, region: source.regionAt(at) };
        if (matcher !== undefined) handler.matcher = matcher;
        if (str(h.type) !== undefined) handler.type = h.type as string;
        if (str(h.if) !== undefined) handler.condition = h.if as string;
        if (str(h.command) !== undefined) handler.command = h.command as string;
        if (Array.isArray(h.args)) handler.args = h.args.filter((a): a is string => typeof a === 'string');
        if (str(h.url) !== undefined) handler.url = h.url as string;
        if (str(h.prompt) !== undefined) handler.prompt = h.prompt as string;
        if (str(h.server) !== undefined) handler.server = h.server as string;
        if (str(h.tool) !== undefined) handler.tool = h.tool as string;
        // An `mcp_tool` hook whose input puts the event's fields into a URL (`url: "https://…?q=${prompt}"`
        // for a fetch server): the server requests it on every event, so the prompt leaves as an http
        // hook's body would. Read as that hook's URL.
        const carried = h.type === 'mcp_tool' ? urlCarryingInput(h.input) : undefined;
        if (carried !== undefined) handler.url = carried;
        if (isRecord(h.headers))
          handler.headers = Object.fromEntries(
            Object.entries(h.headers)
              .slice(0, 100)
              .filter((e): e is [string, string] => typeof e[1] === 'string'),
          );
        if (Array.isArray(h.allowedEnvVars))
          handler.allowedEnvVars = h.allowedEnvVars
            .filter((v): v is string => typeof v === 'string')
            .slice(0, 100);
        if (valueKey) {
          const r = source.regionAt([...at, valueKey]);
          if (r) handler.valueRegion = r;
        }
        out.push(handler);
      });
    });
  }
  return out;
}

/** Every handler in the model (all sources, plugin agents included — check `source.origin`). */
export function allHookHandlers(model: HookModel): HookHandler[] {
  return hookSources(model).flatMap(hookHandlers);
}

/** A URL among an `mcp_tool` hook's input values (two levels deep) that substitutes the hook input. */
function urlCarryingInput(input: unknown, depth = 0): string | undefined {
  if (typeof input === 'string')
    return isHttpUrl(input) && /\$\{[\w.]{1,80}\}/.test(input) ? input.trim() : undefined;
  if (depth >= 2 || !isRecord(input)) return undefined;
  for (const v of Object.values(input).slice(0, 50)) {
    const found = urlCarryingInput(v, depth + 1);
    if (found) return found;
  }
  return undefined;
}
