import { LineMap } from '../analysis/lines.js';
import { optedIn } from '../analysis/opt-in-gates.js';
import { isRecord } from '../analysis/records.js';
import { basename, dirname } from '../analysis/repo-paths.js';
import type { FileStore } from '../model/files.js';
import type { WrittenInto } from '../model/skill.js';
import { RUNTIMES } from './runtimes/index.js';

/**
 * Configuration a repository puts in a runtime's place by a script, a build recipe or a written step, read
 * as that runtime's configuration (round 39 a04/a10/a21/a22, sweep 25 JoshKarpel): the runtime loads
 * `~/.claude/settings.json` or `~/.codex/config.toml`, so a profile in the skill folder that a script merges
 * there, a dotfiles folder a link script symlinks into `~/.claude/`, or TOML text a script appends is that
 * file's content. A fact is "content C becomes runtime file T, put there by the writer W at line L": C is a
 * data file W names (by its name, or its folder with the extension when W builds the name), every file of
 * a folder W links wholesale into the runtime folder, or TOML lines inside W itself. The scanner reads the
 * text and never runs it: W must name T (its folder and file name, or the folder for a wholesale link) and
 * hold a verb that writes, copies or links; a written step (Markdown) must name C and T on one line with
 * such a verb and no word that forbids it ("never copy …" is an anti-example).
 */

export interface WrittenConfig extends WrittenInto {
  /** The tree file whose content becomes the target (the writer itself for TOML it holds). */
  source: string;
  format: 'json' | 'toml';
  /** The content is lines of the writer (a string or a here-document), not a data file. */
  literal: boolean;
}

/** One runtime file a repository may write: its place, format and runtime. */
interface Place {
  place: string;
  dir: string;
  file: string;
  format: 'json' | 'toml';
  runtime: string;
}

/** The runtime files read as configuration, from the runtime profiles (one place per runtime). */
const PLACES: Place[] = (() => {
  const out = new Map<string, Place>();
  const add = (runtime: string, place: string, format: 'json' | 'toml') => {
    const cut = place.lastIndexOf('/');
    if (cut <= 0 || out.has(place)) return;
    out.set(place, { place, dir: place.slice(0, cut), file: place.slice(cut + 1), format, runtime });
  };
  for (const r of RUNTIMES) {
    for (const s of r.settingsFiles ?? []) add(r.id, s, 'json');
    if (r.trustSettings) add(r.id, r.trustSettings.userFile, r.trustSettings.format);
    for (const m of r.mcpConfigFiles ?? []) add(r.id, m.path, m.format === 'toml' ? 'toml' : 'json');
  }
  return [...out.values()];
})();

const CODE_EXT = /\.(?:sh|bash|zsh|fish|py|js|mjs|cjs|ts|mts|rb|ps1|pl)$/i;
const BUILD_NAMES = new Set(['Makefile', 'makefile', 'GNUmakefile', 'justfile', 'Justfile', 'Taskfile.yml']);
const MAX_WRITERS = 400;
const MAX_TEXT = 300_000;
const MAX_FACTS = 60;

/** A verb that writes, copies, merges or links a file, in code or a build recipe. */
const CODE_VERB =
  /\b(?:ln|cp|install|rsync|stow|mv|tee|jq|write|writeFile|writeFileSync|write_text|dump|copyfile|copy2|copyFile|copyFileSync|symlink|symlinkSync|symlink_to|Copy-Item|Set-Content|Out-File)\b|>>?[ \t]*["'$~]/;
/** The same in a written step, and the words that make the line an anti-example. */
const STEP_VERB = /\b(?:copy|cp|link|symlink|ln|merge|install|apply|put|place|move|mv)\b/i;
const FORBIDS = /\b(?:never|not|don'?t|avoid|instead of|wrong|bad|unsafe)\b/i;
/** Words before a path that put it in the user's home folder. */
const HOME_WORDS = /~|\bHOME\b|\$\{?HOME\b|\bhome\(\)|homedir|expanduser|USERPROFILE|\bhome_dir|Path\.home/;

type Mention = { at: number; home: boolean; wholesale: boolean };

/** Where `text` names `place` (its folder, then its file name close after), or the folder followed by a variable. */
function mentions(text: string, p: Place): Mention[] {
  const out: Mention[] = [];
  for (let i = text.indexOf(p.dir); i >= 0 && out.length < 20; i = text.indexOf(p.dir, i + p.dir.length)) {
    const before = text.charCodeAt(i - 1);
    // `.claude` inside `foo.claude` or `x/.claude.json` is another name.
    if (i > 0 && /[\w.]/.test(String.fromCharCode(before))) continue;
    const after = text.slice(i + p.dir.length, i + p.dir.length + 80);
    const lineStart = text.lastIndexOf('\n', i) + 1;
    const home = HOME_WORDS.test(text.slice(Math.max(lineStart, i - 160), i + 1));
    const near = after.indexOf(p.file);
    const sep = near >= 0 ? after.slice(0, near) : '';
    if (near >= 0 && /^[\s"'`/,+)(]*$/.test(sep.replace(/\bjoinpath\b|\/\//g, ''))) {
      out.push({ at: i, home, wholesale: false });
      continue;
    }
    // `~/.claude/"$rel"`, `$HOME/.claude/${name}`: every file of a linked folder lands there.
    if (/^\/["']?\$/.test(after)) out.push({ at: i, home, wholesale: true });
  }
  return out;
}

/** The folder the writer's relative names start from: its skill folder, or above a `scripts/` or `bin/` folder. */
function writerRoot(files: FileStore, writer: string): string {
  for (let d = dirname(writer); d !== '' && d !== '.'; d = dirname(d))
    if (files.isFile(`${d}/SKILL.md`)) return d;
  const dir = dirname(writer);
  if (/^(?:scripts?|bin|tools|tasks|hack)$/.test(basename(dir))) return dirname(dir);
  return dir === '.' ? '' : dir;
}

const under = (root: string) => (root === '' || root === '.' ? '' : root);

/** Whether `text` names `name` as a whole path segment or file name. */
function namesSegment(text: string, name: string): boolean {
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    const b = text[i - 1] ?? ' ';
    const a = text[i + name.length] ?? ' ';
    if (/[\s"'`/(=,[{]/.test(b) && /[\s"'`/),\]}.;]/.test(a)) return true;
  }
  return false;
}

/** Settings keys that show a JSON object is meant as that runtime's file (not any JSON beside a script). */
const SHAPE_KEYS = [
  'permissions',
  'env',
  'hooks',
  'enableAllProjectMcpServers',
  'statusLine',
  'apiKeyHelper',
  'mcpServers',
  'tools',
  'autoAccept',
  'sandbox',
  'disableAllHooks',
];

function shaped(data: unknown): boolean {
  return isRecord(data) && SHAPE_KEYS.some((k) => k in data);
}

const BUILT: Record<'json' | 'toml', RegExp> = {
  json: /(?:\}|\$\w{1,40}|\+[ \t]{0,4}["'`])\.json\b/,
  toml: /(?:\}|\$\w{1,40}|\+[ \t]{0,4}["'`])\.toml\b/,
};

/** The data files of the writer's folder that it names, in the place's format. */
function namedSources(
  files: FileStore,
  writer: string,
  text: string,
  p: Place,
  wholesale: boolean,
): string[] {
  const root = under(writerRoot(files, writer));
  const ext = `.${p.format}`;
  const out: string[] = [];
  // The writer builds the name (`f"{name}.json"`, `$profile.json`, `name + ".json"`): its folder is enough.
  const builds = BUILT[p.format].test(text);
  // A name several files share (`hooks.json` of each plugin) counts only with its folder (`hooks/hooks.json`).
  const seen = new Map<string, number>();
  for (const f of files.filesUnder(root).slice(0, 20_000))
    if (f.path.endsWith(ext)) seen.set(basename(f.path), (seen.get(basename(f.path)) ?? 0) + 1);
  for (const f of files.filesUnder(root)) {
    if (out.length >= 12) break;
    const path = f.path;
    if (
      path === writer ||
      !path.endsWith(ext) ||
      PLACES.some((x) => path === x.place || path.endsWith(`/${x.place}`))
    )
      continue;
    if (wholesale) {
      // `ln -sf "$file" ~/.claude/"$rel"` over `$BASEDIR/claude`: the folder's `settings.json` lands on the place.
      const folder = dirname(path);
      if (basename(path) === p.file && folder !== '' && namesSegment(text, basename(folder))) out.push(path);
      continue;
    }
    const name = basename(path);
    const shown = (seen.get(name) ?? 0) > 1 ? `${basename(dirname(path))}/${name}` : name;
    if (namesSegment(text, shown) || (builds && namesSegment(text, basename(dirname(path))))) out.push(path);
  }
  return out;
}

function howOf(text: string): WrittenInto['how'] {
  if (/\bln\b|symlink/i.test(text)) return 'link';
  if (/\bjq\b|merge|update\(|setdefault|Object\.assign|\.\.\./.test(text)) return 'merge';
  // `open(path, "a")`, `CONFIG.open("a")`, `>>`, `appendFile`.
  if (/,[ \t]{0,4}["']a\+?["'][ \t]{0,4}\)|>>|appendFile|\.open\(["']a["']/.test(text)) return 'append';
  if (/\bcp\b|copy|install/i.test(text)) return 'copy';
  return 'write';
}

/** Per-user files of shells and other tools: at the root or one folder down, the marks of a dotfiles repository. */
const DOTFILE_NAMES =
  /^\.?(?:bashrc|bash_profile|zshrc|zshenv|zprofile|profile|gitconfig|vimrc|tmux\.conf|inputrc)$/;

const DOTFILES = new WeakMap<FileStore, boolean>();

function dotfilesRepo(files: FileStore): boolean {
  const known = DOTFILES.get(files);
  if (known !== undefined) return known;
  const found = scanDotfiles(files);
  DOTFILES.set(files, found);
  return found;
}

function scanDotfiles(files: FileStore): boolean {
  let n = 0;
  for (const f of files.filesUnder('')) {
    if (++n > 20_000) break;
    const parts = f.path.split('/');
    if (parts.length <= 2 && DOTFILE_NAMES.test(parts.at(-1)!)) return true;
  }
  return false;
}

/** A comment or docstring line: it names the target, but the code below it does the write. */
const COMMENT_LINE = /^[ \t]*(?:#|\/\/|\/\*|\*|"""|''')/;

/**
 * Mentions on code lines only: a comment that names the file describes it (sweep 24: a hook script's comment
 * "Deliberately NOT wired to .claude/settings.json" is not a write).
 */
function codeOnly(text: string, ms: Mention[]): Mention[] {
  return ms.filter((m) => !COMMENT_LINE.test(text.slice(text.lastIndexOf('\n', m.at) + 1, m.at)));
}

/**
 * A shell writer whose every line naming the content (or, for TOML it holds, the runtime folder) runs only
 * under an option the user passes (src/analysis/opt-in-gates.ts: `--fast) FAST=true` … `if [ "$FAST" = true ]`).
 */
function optIn(text: string, step: boolean, names: readonly string[]): { optIn?: true } {
  if (step || !/^#!.{0,40}\b(?:ba|z)?sh\b/.test(text)) return {};
  const lines: number[] = [];
  text.split('\n', 20_000).forEach((l, i) => {
    if (names.some((n) => n !== '' && n !== '.' && l.includes(n))) lines.push(i + 1);
  });
  return lines.length > 0 && lines.every((n) => optedIn(text, n)) ? { optIn: true } : {};
}

/** What one writer puts in runtime places. */
async function writerFacts(
  files: FileStore,
  writer: string,
  text: string,
  step: boolean,
): Promise<WrittenConfig[]> {
  const out: WrittenConfig[] = [];
  const inSkill = files.isFile(`${writerRoot(files, writer)}/SKILL.md`);
  const lines = new LineMap(text);
  for (const p of PLACES) {
    for (const m of step ? mentions(text, p) : codeOnly(text, mentions(text, p))) {
      const lineStart = text.lastIndexOf('\n', m.at) + 1;
      const lineEnd = text.indexOf('\n', m.at) < 0 ? text.length : text.indexOf('\n', m.at);
      const line = text.slice(lineStart, lineEnd);
      if (step && (!STEP_VERB.test(line) || FORBIDS.test(line))) continue;
      const scope = step ? line : text;
      const fact = {
        target: `${m.home ? '~/' : ''}${p.place}`,
        place: p.place,
        runtime: p.runtime,
        home: m.home,
        writer: { path: writer, region: lines.region(lineStart, lineEnd) },
        how: howOf(step ? line : text),
        format: p.format,
        ...(m.home && !inSkill && !step && dotfilesRepo(files) ? { dotfiles: true as const } : {}),
      };
      for (const source of namedSources(files, writer, scope, p, m.wholesale))
        if (!out.some((o) => o.source === source && o.place === p.place))
          out.push({
            ...fact,
            ...optIn(text, step, [basename(source), basename(dirname(source))]),
            source,
            literal: false,
          });
      // TOML the writer holds (a string it appends, a here-document): its lines are the content.
      if (!step && p.format === 'toml' && /^[ \t]*\[[\w.-]{1,200}\][ \t]*$/m.test(text))
        if (!out.some((o) => o.literal && o.place === p.place))
          out.push({ ...fact, ...optIn(text, step, [p.dir]), source: writer, literal: true });
    }
  }
  return out;
}

function isWriter(path: string): 'code' | 'step' | undefined {
  const name = basename(path);
  if (CODE_EXT.test(name) || BUILD_NAMES.has(name)) return 'code';
  if (/(?:^|\/)bin\/[\w.-]+$/.test(path) && !name.includes('.')) return 'code';
  if (/\.md$/i.test(name)) return 'step';
  return undefined;
}

const CACHE = new WeakMap<FileStore, Promise<WrittenConfig[]>>();

/**
 * Every configuration the tree's scripts, recipes and steps put in a runtime's place (cached per tree; the
 * first call decides). `changed` (a pull-request scan) limits the search to writers whose folder (its skill
 * folder, see writerRoot) holds a changed file: a pull-request scan reads no bystander skill's scripts, and
 * the skills it reports on — those holding a changed file — see the same writers as in a full scan.
 */
export function writtenConfigs(files: FileStore, changed?: ReadonlySet<string>): Promise<WrittenConfig[]> {
  let got = CACHE.get(files);
  if (!got) {
    got = findWrittenConfigs(files, changed);
    CACHE.set(files, got);
  }
  return got;
}

function inChangedFolder(files: FileStore, path: string, changed: ReadonlySet<string>): boolean {
  if (changed.has(path)) return true;
  const root = writerRoot(files, path);
  if (root === '') return true;
  for (const c of changed) if (c.startsWith(`${root}/`)) return true;
  return false;
}

async function findWrittenConfigs(files: FileStore, changed?: ReadonlySet<string>): Promise<WrittenConfig[]> {
  const out: WrittenConfig[] = [];
  let seen = 0;
  for (const f of files.filesUnder('')) {
    const kind = isWriter(f.path);
    // Bundled and vendored code writes no configuration of its own (and reading it would only add size limits).
    if (!kind || /(?:^|\/)(?:node_modules|vendor|dist|third_party)\/|\.min\.[cm]?js$/.test(f.path)) continue;
    if (changed && !inChangedFolder(files, f.path, changed)) continue;
    if (++seen > MAX_WRITERS * 10) break;
    const t = await files.text(f.path);
    if (!t || t.text.length > MAX_TEXT) continue;
    const text = t.text;
    if (!PLACES.some((p) => text.includes(p.dir))) continue;
    if (kind === 'code' && !CODE_VERB.test(text)) continue;
    for (const fact of await writerFacts(files, f.path, text, kind === 'step'))
      if (!out.some((o) => o.source === fact.source && o.place === fact.place)) out.push(fact);
    if (out.length >= MAX_FACTS) break;
  }
  return out;
}

/** Whether a JSON text has the shape of the runtime's configuration (see SHAPE_KEYS). */
export function configShaped(data: unknown): boolean {
  return shaped(data);
}
