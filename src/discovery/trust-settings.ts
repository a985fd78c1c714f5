import { LineMap } from '../analysis/lines.js';
import { isRecord } from '../analysis/records.js';
import { loadToml } from '../analysis/toml-lib.js';
import type { Region } from '../findings.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import { JsonDoc } from '../model/positions.js';
import { TomlDoc } from '../model/toml-doc.js';
import { type HomeTarget, homeTargetOf } from './dotfile-targets.js';
import { RUNTIMES } from './runtimes/index.js';
import type { TrustSettings } from './runtimes/types.js';
import { type WrittenConfig, writtenConfigs } from './written-config.js';

/**
 * Trust settings (a runtime profile's `trustSettings`: the keys that switch its sandbox or approvals off) read
 * from every place the runtime's configuration is written: a project's file (launch.ts), the user's own file
 * as a dotfiles repository keeps it — plain, a template, or a chezmoi modify-template that sets keys in the
 * user's existing file — and each named profile, applied only when the file selects it. Every value of a
 * table key becomes a permission launch point; rules grade it with the same table.
 */

type Push = (p: LaunchPoint) => void;
type RegionAt = (path: readonly string[]) => Region | undefined;
type Base = Omit<LaunchPoint, 'kind' | 'name' | 'value' | 'region' | 'trust'>;
type Extra = {
  target?: string;
  via?: string;
  written?: { path: string; region: Region; home: boolean; optIn?: true };
};

const MAX_PROFILES = 50;
const MAX_SOURCES = 40;

/** The runtimes whose configuration tables name trust keys, with the table. */
const TABLES = RUNTIMES.flatMap((r) => (r.trustSettings ? [{ runtime: r.id, spec: r.trustSettings }] : []));

/** The table of the runtime whose configuration file `path` is (a project's `.codex/config.toml`). */
export function trustTableFor(path: string): { runtime: string; spec: TrustSettings } | undefined {
  return TABLES.find((t) => path === t.spec.userFile || path.endsWith(`/${t.spec.userFile}`));
}

function valueAt(data: Record<string, unknown>, key: string): unknown {
  let cur: unknown = data;
  for (const k of key.split('.')) {
    if (!isRecord(cur)) return undefined;
    cur = cur[k];
  }
  return cur;
}

/** A permission point for every trust key `data` sets, at its top level and in each named profile. */
export function trustPoints(
  table: { runtime: string; spec: TrustSettings },
  data: Record<string, unknown>,
  regionAt: RegionAt,
  base: Base & Extra,
  push: Push,
  startedWith: ReadonlyMap<string, string> = new Map(),
): void {
  const { target, via, written, ...rest } = base;
  const emit = (
    t: Record<string, unknown>,
    at: string[],
    profile?: { name: string; selected: boolean; startedWith?: string },
  ) => {
    for (const k of table.spec.keys) {
      const v = valueAt(t, k.key);
      if (typeof v !== 'string' && typeof v !== 'boolean') continue;
      const region = regionAt([...at, ...k.key.split('.')]);
      push({
        ...rest,
        kind: 'permission',
        name: k.key,
        value: String(v),
        ...(region ? { region } : {}),
        trust: {
          runtime: table.runtime,
          ...(profile ? { profile } : {}),
          ...(target ? { target } : {}),
          ...(via ? { via } : {}),
          ...(written ? { written } : {}),
        },
      });
    }
  };
  emit(data, []);
  const p = table.spec.profiles;
  const profiles = p ? data[p.table] : undefined;
  if (!p || !isRecord(profiles)) return;
  const selected = data[p.selector];
  for (const [name, t] of Object.entries(profiles).slice(0, MAX_PROFILES))
    if (isRecord(t)) {
      const started = startedWith.get(name);
      emit(t, [p.table, name], {
        name,
        selected: selected === name,
        ...(started ? { startedWith: started } : {}),
      });
    }
}

/** Template actions (`{{ … }}`) blanked to spaces, so what is left parses with its offsets kept. */
function blankActions(text: string): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('{{'); open >= 0; open = text.indexOf('{{', from)) {
    const close = text.indexOf('}}', open + 2);
    const end = close < 0 ? text.length : close + 2;
    out += text.slice(from, open) + text.slice(open, end).replace(/[^\n]/g, ' ');
    from = end;
  }
  return out + text.slice(from);
}

/** chezmoi's `setValueAtPath "a.b" value $config` and sprig's `set $config "key" value`, with the value. */
const SET_VALUE =
  /\b(?:setValueAtPath[ \t]{1,8}"([^"\n]{1,200})"|set[ \t]{1,8}\$\w{1,40}[ \t]{1,8}"([^"\n]{1,200})")[ \t]{1,8}(?:"([^"\n]{0,200})"|([\w.-]{1,40}))/g;

/** The keys a modify-template sets, as a nested object, with the region of each call. */
function modifyTemplateData(text: string): { data: Record<string, unknown>; regionAt: RegionAt } {
  const lines = new LineMap(text);
  const data: Record<string, unknown> = {};
  const regions = new Map<string, Region>();
  for (const m of text.matchAll(SET_VALUE)) {
    const key = (m[1] ?? m[2])!;
    const raw = m[3] ?? m[4]!;
    const value: unknown = m[3] !== undefined ? raw : raw === 'true' ? true : raw === 'false' ? false : raw;
    const parts = key.split('.');
    let cur = data;
    for (const k of parts.slice(0, -1)) {
      const next = cur[k];
      const table: Record<string, unknown> = isRecord(next) ? next : {};
      cur[k] = table;
      cur = table;
    }
    cur[parts.at(-1)!] = value;
    regions.set(key, lines.region(m.index, m.index + m[0].length));
  }
  return { data, regionAt: (path) => regions.get(path.join('.')) };
}

/** `[profiles.fast]` table headers and `key = "value"` / `key = true` lines of a TOML text. */
const TOML_HEADER = /^[ \t]*\[[ \t]*([\w.-]{1,200})[ \t]*\][ \t]*(?:#.*)?$/;
const TOML_PAIR = /^[ \t]*([\w.-]{1,200})[ \t]*=[ \t]*(?:"([^"\n]{0,200})"|'([^'\n]{0,200})'|(true|false))/;

/**
 * A TOML template whose branches set one key twice (`{{ if … }}sandbox_mode = "danger-full-access"{{ else }}
 * sandbox_mode = "workspace-write"{{ end }}`) does not parse once its actions are blanked: read line by line,
 * any branch may be the one rendered, so a value the table marks as removing a check is kept over the others.
 */
function tomlLinesData(
  body: string,
  spec: TrustSettings,
): { data: Record<string, unknown>; regionAt: RegionAt } {
  const lines = new LineMap(body);
  const data: Record<string, unknown> = {};
  const regions = new Map<string, Region>();
  let table: string[] = [];
  let offset = 0;
  for (const line of body.split('\n').slice(0, 5000)) {
    const h = TOML_HEADER.exec(line);
    const m = h ? undefined : TOML_PAIR.exec(line);
    if (h) table = h[1]!.split('.');
    else if (m) {
      const path = [...table, ...m[1]!.split('.')];
      const value = m[2] ?? m[3] ?? m[4] === 'true';
      const name = path.at(-1)!;
      const removing = spec.keys.some((k) => k.key.split('.').at(-1) === name && k.removes[String(value)]);
      let cur = data;
      for (const k of path.slice(0, -1)) {
        const next = cur[k];
        const t: Record<string, unknown> = isRecord(next) ? next : {};
        cur[k] = t;
        cur = t;
      }
      if (cur[name] === undefined || removing) {
        cur[name] = value;
        regions.set(path.join('.'), lines.region(offset, offset + line.length));
      }
    }
    offset += line.length + 1;
  }
  return { data, regionAt: (path) => regions.get(path.join('.')) };
}

async function sourceData(
  text: string,
  t: HomeTarget,
  spec: TrustSettings,
): Promise<{ data: Record<string, unknown>; regionAt: RegionAt } | undefined> {
  if (t.kind === 'modify-template') return modifyTemplateData(text);
  const templated = t.kind === 'template' || text.includes('{{');
  const body = templated ? blankActions(text) : text;
  if (spec.format === 'toml') await loadToml();
  const doc = spec.format === 'toml' ? new TomlDoc(body) : new JsonDoc(body);
  if (isRecord(doc.data) && !doc.error) return { data: doc.data, regionAt: (p) => doc.regionAt(p) };
  return templated && spec.format === 'toml' ? tomlLinesData(body, spec) : undefined;
}

const MANAGER_WORDS: Record<HomeTarget['manager'], string> = {
  chezmoi: 'chezmoi',
  stow: 'GNU Stow',
  yadm: 'yadm',
};

function viaWords(t: HomeTarget): string {
  const what =
    t.kind === 'modify-template'
      ? 'modify-template, which sets these keys in'
      : t.kind === 'template'
        ? 'template, which generates'
        : 'source, which becomes';
  return `this ${MANAGER_WORDS[t.manager]} ${what} ~/${t.target}`;
}

/**
 * The files that may be a dotfiles manager's source of `userFile`: one pass over the paths (cheap tests
 * only), the folder spelt as a manager spells it (`dot_codex/`, `private_dot_codex/`, `dot-codex/`) or the
 * file as a yadm alternate (`config.toml##os.Linux`); homeTargetOf decides.
 */
function candidateSources(files: FileStore, userFile: string): string[] {
  const folder = userFile.slice(0, userFile.indexOf('/'));
  const name = userFile.slice(userFile.lastIndexOf('/') + 1);
  // Each pattern built once and the index read in place: per path, a template string, a closure and a copy
  // of the whole listing per runtime table were 18 MB of short-lived objects on a 10,000-skill tree.
  const dotted = folder.startsWith('.');
  const underscore = `dot_${folder.slice(1)}/`;
  const dash = `dot-${folder.slice(1)}/`;
  const alternate = `/${name}##`;
  const out: string[] = [];
  for (const f of files.index.files) {
    const p = f.path;
    if ((dotted && (p.includes(underscore) || p.includes(dash))) || p.includes(alternate)) out.push(p);
    if (out.length >= 2000) break;
  }
  return out;
}

/** Trust settings in the user's own configuration files as a dotfiles repository writes them. */
export async function userTrustPoints(files: FileStore, push: Push): Promise<void> {
  for (const table of TABLES) {
    const userFile = table.spec.userFile;
    const found: Array<{ path: string; t: HomeTarget }> = [];
    for (const path of candidateSources(files, userFile)) {
      const t = homeTargetOf(path, userFile);
      if (t) found.push({ path, t });
      if (found.length >= MAX_SOURCES) break;
    }
    for (const { path, t } of found) {
      const text = await files.text(path);
      if (!text) continue;
      const read = await sourceData(text.text, t, table.spec);
      if (!read) continue;
      trustPoints(
        table,
        read.data,
        read.regionAt,
        { origin: 'user-config', path, auto: true, target: `~/${userFile}`, via: viaWords(t) },
        push,
      );
    }
  }
}

function writerWords(w: WrittenConfig): string {
  const verb = { link: 'links', copy: 'copies', merge: 'merges', append: 'appends', write: 'writes' }[w.how];
  const what = w.literal ? 'this text' : 'this file';
  const gate = w.optIn
    ? ', only when the user passes the script option that turns it on (one step lower)'
    : '';
  return `${w.writer.path}:${w.writer.region.startLine} ${verb} ${what} into ${w.target}${gate}`;
}

/**
 * Trust settings in configuration a script, recipe or step of the repository writes into a runtime's file
 * (written-config.ts): TOML it appends from a string or a here-document is read line by line, as a
 * template is, so only its table headers and `key = value` lines count.
 */
export async function writtenTrustPoints(files: FileStore, push: Push): Promise<void> {
  for (const w of await writtenConfigs(files)) {
    const table = TABLES.find((t) => t.spec.userFile === w.place);
    if (!table) continue;
    const text = await files.text(w.source);
    if (!text) continue;
    const read = w.literal
      ? tomlLinesData(text.text, table.spec)
      : await sourceData(text.text, { target: w.place, kind: 'plain', manager: 'chezmoi' }, table.spec);
    if (!read) continue;
    const flag = table.spec.profiles?.flag;
    const started = flag ? await profileLaunches(files, w.writer.path, flag) : new Map<string, string>();
    trustPoints(
      table,
      read.data,
      read.regionAt,
      {
        origin: w.home ? 'user-config' : 'settings',
        path: w.source,
        auto: true,
        target: w.target,
        via: writerWords(w),
        written: {
          path: w.writer.path,
          region: w.writer.region,
          home: w.home,
          ...(w.optIn ? { optIn: true } : {}),
        },
      },
      push,
      started,
    );
  }
}

/**
 * The profiles the writer's folder starts the runtime with (`codex exec --profile batch`, `--profile=batch`),
 * each with the file that does: a profile written only to be used by the skill's own launches applies to
 * them as a selected one does.
 */
async function profileLaunches(files: FileStore, writer: string, flag: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const parts = writer.split('/');
  const root = parts.slice(0, Math.max(0, parts.length - 2)).join('/');
  let n = 0;
  for (const f of files.filesUnder(root)) {
    if (++n > 200 || out.size >= 20) break;
    if (!/\.(?:md|sh|bash|py|js|mjs|ts|toml|ya?ml)$|(?:^|\/)(?:Makefile|justfile)$/i.test(f.path)) continue;
    const t = await files.text(f.path);
    if (!t || t.text.length > 300_000) continue;
    for (let i = t.text.indexOf(flag); i >= 0 && out.size < 20; i = t.text.indexOf(flag, i + flag.length)) {
      const m = /^[ =]{1,3}["']?([\w.-]{1,60})/.exec(t.text.slice(i + flag.length, i + flag.length + 70));
      if (m && !out.has(m[1]!)) out.set(m[1]!, f.path);
    }
  }
  return out;
}
