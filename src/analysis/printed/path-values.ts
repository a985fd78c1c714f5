/**
 * Paths a program builds, reconstructed from its text without running it (src/analysis/printed/): each
 * value is a string whose start may be a marker for a folder the text cannot spell — the program's own
 * file (`FILE`), its folder (`DIR`) or a runtime variable's folder (`VAR`, `${CLAUDE_PLUGIN_ROOT}`) — and
 * whose parts computed at run time are `*`. Each language's reader (shell.ts, python.ts, js.ts) turns
 * an expression into a few of these; `targetOf` writes one as the path pattern the reference graph
 * resolves (src/model/context-feeds.ts).
 */

/** Runtime variables that name a folder the scanner knows (src/model/runtime-folders.ts). */
export const RUNTIME_VARS: ReadonlySet<string> = new Set([
  'CLAUDE_PLUGIN_ROOT',
  'CLAUDE_PROJECT_DIR',
  'CLAUDE_SKILL_DIR',
]);

/** Markers for the start of a path; a NUL never occurs in the text read. */
export const FILE = '\u0000F';
export const DIR = '\u0000D';
export const varMarker = (name: string): string => `\u0000V${name}\u0000`;

/** The value of a part the text cannot know. */
export const ANY = '*';

/** Alternatives kept per expression: a loop over a tuple of names, a variable assigned in branches. */
export const MAX_ALTS = 8;

/** Every concatenation of one alternative of each part, bounded. */
export function concat(parts: ReadonlyArray<readonly string[]>): string[] {
  let out = [''];
  for (const alts of parts) {
    const next: string[] = [];
    for (const a of out) for (const b of alts) if (next.length < MAX_ALTS) next.push(a + b);
    out = next;
  }
  return out;
}

/** Paths joined with `/` (`os.path.join`, `path.join`, pathlib's `/`): an absolute part starts over. */
export function joinAll(parts: ReadonlyArray<readonly string[]>): string[] {
  let out: string[] | undefined;
  for (const alts of parts) {
    if (!out) {
      out = [...alts];
      continue;
    }
    const next: string[] = [];
    for (const a of out)
      for (const b of alts) {
        if (next.length >= MAX_ALTS) break;
        next.push(b.startsWith('/') || b.startsWith('\u0000') ? b : a === '' ? b : `${a}/${b}`);
      }
    out = next;
  }
  return out ?? [];
}

/** The folder holding a path (`dirname`, `.parent`): the program's file gives its folder. */
export function dirOf(path: string): string {
  if (path === FILE) return DIR;
  const slash = path.lastIndexOf('/');
  const marker = path.startsWith('\u0000') ? markerEnd(path) : 0;
  if (slash >= marker && slash > 0) {
    const last = path.slice(slash + 1);
    if (last !== '..') return path.slice(0, slash);
  }
  return path.startsWith('\u0000') ? `${path}/..` : path === '' || path === '.' ? '..' : `${path}/..`;
}

function markerEnd(path: string): number {
  if (path.startsWith(FILE) || path.startsWith(DIR)) return 2;
  const close = path.indexOf('\u0000', 2);
  return close < 0 ? path.length : close + 1;
}

/** Extensions of documents a program prints as text: what the agent then reads. */
const TEXT_DOC = /\.(?:md|mdx|markdown|mdc|txt|text|rst|adoc|org)$/i;
/** Extensions of data files a program loads as records and may print fields of (src/analysis/printed/data-fields.ts). */
export const DATA_FILE = /\.(?:json|ya?ml|toml)$/i;

/**
 * The path pattern a value stands for, when it names a text document: `${VAR}/rest`, `./rest` or
 * `../rest` from the program's folder, or `rest` when the start is not known (resolved from the
 * program's folder, its skill folder and the root). Undefined for anything else: a path out of the
 * tree, the program itself, a name computed whole at run time (`cat "$1"`).
 */
export function targetOf(value: string, kind: RegExp = TEXT_DOC): string | undefined {
  let base = 'unknown';
  let rest = value;
  if (value.startsWith(FILE)) return undefined;
  if (value.startsWith(DIR)) {
    base = 'dir';
    rest = value.slice(DIR.length);
  } else if (value.startsWith('\u0000V')) {
    const end = value.indexOf('\u0000', 2);
    if (end < 0) return undefined;
    base = value.slice(2, end);
    rest = value.slice(end + 1);
  }
  if (rest.includes('\u0000') || (base === 'unknown' && /^[/~]/.test(rest))) return undefined;
  const segs = normalise(rest.split('/').filter((s) => s !== '' && s !== '.'));
  const last = segs[segs.length - 1];
  if (!last || !kind.test(last) || last.startsWith('-')) return undefined;
  // A folder wholly unknown before the name (`$dir/*.md` with `dir` from an argument) is too wide a net.
  if (base === 'unknown' && (segs[0] === ANY || segs[0] === '..' || !segs.some((s) => !s.includes('*'))))
    return undefined;
  const path = segs.join('/');
  if (base === 'dir') return path.startsWith('..') ? path : `./${path}`;
  if (base === 'unknown') return path;
  return `\${${base}}/${path}`;
}

/** Segments with `..` folded into what precedes it; leading `..` kept. */
function normalise(segs: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of segs) {
    if (s === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(s);
  }
  return out;
}

/** One site where the program reads a file it prints. */
export interface PrintedFile {
  /** The path pattern (`targetOf`). */
  target: string;
  /** Offsets of the read in the program's text. */
  start: number;
  end: number;
}

export const MAX_PRINTED = 32;

/** Adds each value's target once, bounded (text documents, or the files `kind` matches). */
export function pushTargets(
  out: PrintedFile[],
  values: readonly string[],
  start: number,
  end: number,
  kind: RegExp = TEXT_DOC,
): void {
  for (const v of values) {
    const target = targetOf(v, kind);
    if (target === undefined || out.some((o) => o.target === target) || out.length >= MAX_PRINTED) continue;
    out.push({ target, start, end });
  }
}

/** A document whose text a program or command prints (`.md`, `.txt` …), not code it runs. */
export function isTextDocument(path: string): boolean {
  return TEXT_DOC.test(path);
}
