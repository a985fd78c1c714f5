import type * as Yaml from 'yaml';
import { yamlData } from './build-compose.js';
import {
  argvLine,
  configUnit,
  jsonShellUnit,
  MAX_UNITS,
  parseJson,
  withoutJsonComments,
} from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';

/**
 * Commands in the configurations of development and release tools (followed from the commands that run
 * them: src/analysis/launch-devtools-table.ts), read as code units:
 * - Skaffold (`skaffold.yaml`, every document of it, profiles included): host hooks — `hooks.before`/`after`
 *   items' `command` (an argv list) and deploy hooks' `host.command` — custom builds' `buildCommand` and
 *   `dependencies.command`, custom tests' `command`. A hook's `container` command runs in the cluster and
 *   is not read here;
 * - GoReleaser (`.goreleaser.yaml`): `before`/`after` hooks, each build's `hooks.pre`/`post`, signing
 *   commands (`cmd` + `args`), custom publishers' `cmd`, and the webhook announcer, which GoReleaser itself POSTs: written out as
 *   the `curl` request it amounts to, the `message_template` as the body and `{{ .Env.NAME }}` as the
 *   environment variable it reads, so the rules grade what is sent where;
 * - lint-staged (`.lintstagedrc`, JSON or YAML) and simple-git-hooks (`.simple-git-hooks.json`): each
 *   command string (or list of them) of the configuration. Their JavaScript forms are modules
 *   (`UnitSpec.commandModule`, read by src/analysis/code/javascript/interp.ts), and their package.json fields are read with the
 *   npm scripts (src/analysis/build-files.ts).
 * Nothing is run; bounded walks.
 */

const MAX_DOCS = 16;
const MAX_NODES = 5_000;

/** The YAML documents of a text (`---` separated), each with the offset of its first character. */
function yamlDocs(text: string): Array<{ data: unknown; doc: Yaml.Document; offset: number }> {
  const out: Array<{ data: unknown; doc: Yaml.Document; offset: number }> = [];
  const starts = [0];
  for (const m of text.matchAll(/^---[ \t]*$/gm)) {
    if (starts.length > MAX_DOCS) break;
    starts.push(m.index + m[0].length);
  }
  starts.forEach((from, i) => {
    const to = i + 1 < starts.length ? text.lastIndexOf('---', starts[i + 1]!) : text.length;
    const parsed = yamlData(text.slice(from, to));
    if (parsed) out.push({ ...parsed, offset: from });
  });
  return out;
}

/** The region of the node at `path` of a document starting at `offset` (its first line). */
function regionIn(doc: Yaml.Document, offset: number, path: ReadonlyArray<string | number>, lines: LineMap) {
  const range = (doc.getIn(path, true) as { range?: [number, number, number] } | undefined)?.range;
  if (!range) return undefined;
  const start = offset + range[0];
  return lines.region(start, Math.min(offset + range[1], lines.offsetOf(lines.position(start).line + 1, 1)));
}

type Emit = (code: string, path: Array<string | number>, label: string) => void;

/** Every node of a YAML value with its path, depth first, bounded. */
function walk(value: unknown, visit: (v: unknown, path: Array<string | number>) => void): void {
  let seen = 0;
  const go = (v: unknown, path: Array<string | number>) => {
    if (++seen > MAX_NODES || path.length > 16) return;
    visit(v, path);
    if (Array.isArray(v)) for (const [i, x] of v.slice(0, 500).entries()) go(x, [...path, i]);
    else if (isRecord(v)) for (const [k, x] of Object.entries(v).slice(0, 500)) go(x, [...path, k]);
  };
  go(value, []);
}

function skaffoldNodes(data: unknown, emit: Emit): void {
  walk(data, (v, path) => {
    const key = path[path.length - 1];
    const parent = path[path.length - 2];
    const inHooks = path.includes('hooks');
    // `hooks.before[n].command` (build hooks run on the host) and `…hooks.before[n].host.command`.
    if (key === 'command' && Array.isArray(v) && inHooks && !path.includes('container'))
      emit(argvLine(v) ?? '', path, 'Skaffold host hook (runs on this machine)');
    else if (key === 'buildCommand' && typeof v === 'string')
      emit(v, path, 'Skaffold custom build command (runs on this machine)');
    else if (
      key === 'command' &&
      typeof v === 'string' &&
      (parent === 'dependencies' || path.includes('custom'))
    )
      emit(v, path, 'Skaffold custom command (runs on this machine)');
  });
}

function yamlCommands(text: string, lines: LineMap, nodes: (data: unknown, emit: Emit) => void): UnitSpec[] {
  const out: UnitSpec[] = [];
  for (const { data, doc, offset } of yamlDocs(text)) {
    nodes(data, (code, path, label) => {
      if (code.trim() === '' || out.length >= MAX_UNITS) return;
      out.push(configUnit(code, { region: regionIn(doc, offset, path, lines) }, label));
    });
  }
  return out;
}

export const skaffoldCommands = (text: string, lines: LineMap): UnitSpec[] =>
  yamlCommands(text, lines, skaffoldNodes);

/**
 * A GoReleaser template as shell text: `{{ .Env.NAME }}` is the variable `${NAME}` (GoReleaser fills it
 * from the environment); other fields (`.Version`, `.Tag`, `.ProjectName`) are the release's own values,
 * kept as their names.
 */
function templateText(t: string): Array<{ env?: string; text: string }> {
  const out: Array<{ env?: string; text: string }> = [];
  let last = 0;
  for (const m of t.slice(0, 16_000).matchAll(/\{\{-?\s{0,8}([^{}]{0,200}?)\s{0,8}-?\}\}/g)) {
    out.push({ text: t.slice(last, m.index) });
    const env = /^\.Env\.([A-Za-z_]\w{0,63})$/.exec(m[1]!.trim())?.[1];
    out.push(
      env
        ? { env, text: '' }
        : {
            text: m[1]!
              .trim()
              .replace(/^\./, '')
              .replace(/[^\w.]/g, '_'),
          },
    );
    last = m.index + m[0].length;
  }
  out.push({ text: t.slice(last, 16_000) });
  return out;
}

/** A template as one double-quoted shell word: literal parts escaped, environment fields expanded. */
function quotedTemplate(t: string): string {
  const parts = templateText(t).map((p) =>
    p.env ? `\${${p.env}}` : p.text.replace(/["\\$`]/g, (c) => `\\${c}`),
  );
  return `"${parts.join('')}"`;
}

/** A command as GoReleaser runs it: the environment fields of its template as variables. */
function templatedCommand(t: string): string {
  return templateText(t)
    .map((p) => (p.env ? `\${${p.env}}` : p.text))
    .join('');
}

/** A hooks list: strings, or `{ cmd: … }` items. */
function hookItems(v: unknown, path: Array<string | number>, label: string, emit: Emit): void {
  const items = Array.isArray(v) ? v : [v];
  items.slice(0, 100).forEach((item, i) => {
    const at = Array.isArray(v) ? [...path, i] : path;
    if (typeof item === 'string') emit(templatedCommand(item), at, label);
    else if (isRecord(item) && typeof item.cmd === 'string')
      emit(templatedCommand(item.cmd), [...at, 'cmd'], label);
  });
}

function goreleaserNodes(data: unknown, emit: Emit): void {
  if (!isRecord(data)) return;
  for (const stage of ['before', 'after'])
    if (isRecord(data[stage]))
      hookItems(data[stage].hooks, [stage, 'hooks'], `GoReleaser ${stage} hook`, emit);
  const builds = Array.isArray(data.builds) ? data.builds : [];
  builds.slice(0, 100).forEach((b, i) => {
    if (!isRecord(b) || !isRecord(b.hooks)) return;
    for (const when of ['pre', 'post'])
      hookItems(b.hooks[when], ['builds', i, 'hooks', when], `GoReleaser build ${when} hook`, emit);
  });
  for (const key of ['signs', 'docker_signs', 'binary_signs']) {
    const list = Array.isArray(data[key]) ? data[key] : [];
    list.slice(0, 50).forEach((s, i) => {
      if (!isRecord(s) || typeof s.cmd !== 'string') return;
      const args = Array.isArray(s.args) ? s.args.filter((a) => typeof a === 'string') : [];
      emit(
        templatedCommand(argvLine([s.cmd, ...args]) ?? s.cmd),
        [key, i, 'cmd'],
        `GoReleaser ${key} command`,
      );
    });
  }
  // Custom publishers run their `cmd` for each artifact of `goreleaser release`.
  const publishers = Array.isArray(data.publishers) ? data.publishers : [];
  publishers.slice(0, 50).forEach((p, i) => {
    if (isRecord(p) && typeof p.cmd === 'string')
      emit(templatedCommand(p.cmd), ['publishers', i, 'cmd'], 'GoReleaser publisher command');
  });
  const hook = isRecord(data.announce) && isRecord(data.announce.webhook) ? data.announce.webhook : undefined;
  if (hook && hook.enabled !== false && typeof hook.endpoint_url === 'string') {
    const type = typeof hook.content_type === 'string' ? hook.content_type : 'application/json';
    const headers = isRecord(hook.headers)
      ? Object.entries(hook.headers)
          .slice(0, 20)
          .filter(([, v]) => typeof v === 'string')
          .map(([k, v]) => ` -H ${quotedTemplate(`${k}: ${v as string}`)}`)
          .join('')
      : '';
    const message =
      typeof hook.message_template === 'string' ? hook.message_template : '{{ .ProjectName }} {{ .Tag }}';
    const code = `curl -fsS -X POST -H ${quotedTemplate(`Content-Type: ${type}`)}${headers} --data ${quotedTemplate(message)} ${quotedTemplate(hook.endpoint_url)}`;
    emit(
      code,
      ['announce', 'webhook', 'endpoint_url'],
      'GoReleaser webhook announcement (posted by goreleaser release)',
    );
  }
}

export const goreleaserCommands = (text: string, lines: LineMap): UnitSpec[] =>
  yamlCommands(text, lines, goreleaserNodes);

/**
 * The commands of a lint-staged or simple-git-hooks configuration object: each value a command string or
 * a list of them (lint-staged runs each with the staged files appended; simple-git-hooks writes each as a
 * git hook). Other value types (simple-git-hooks' `preserveUnused` list of names) are not commands.
 */
export function commandMapNodes(data: unknown, tool: string, emit: Emit, listsAreCommands: boolean): void {
  if (!isRecord(data)) return;
  for (const [key, v] of Object.entries(data).slice(0, 200)) {
    if (typeof v === 'string') emit(v, [key], `${tool} '${key.slice(0, 60)}'`);
    else if (Array.isArray(v) && listsAreCommands)
      v.slice(0, 50).forEach((c, i) => {
        if (typeof c === 'string') emit(c, [key, i], `${tool} '${key.slice(0, 60)}'`);
      });
  }
}

/** `.lintstagedrc` (JSON or YAML) and `.simple-git-hooks.json`. */
export function commandMapCommands(
  text: string,
  lines: LineMap,
  tool: 'lint-staged' | 'simple-git-hooks',
): UnitSpec[] {
  const lists = tool === 'lint-staged';
  const json = parseJson(withoutJsonComments(text));
  if (json !== undefined) {
    const out: UnitSpec[] = [];
    commandMapNodes(
      json,
      tool,
      (code, _path, label) => {
        if (code.trim() !== '' && out.length < MAX_UNITS)
          out.push(jsonShellUnit(text, lines, code, code, label));
      },
      lists,
    );
    return out;
  }
  return yamlCommands(text, lines, (data, emit) => commandMapNodes(data, tool, emit, lists));
}
