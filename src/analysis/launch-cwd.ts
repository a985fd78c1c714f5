import { trimEndChars } from './strings.js';

/**
 * The folder a tool command runs in. `git clone …/tool.git && cd tool && make` runs the Makefile of the
 * clone, not this repository's: a `cd DIR` (or `pushd DIR`) earlier in the same command or code block
 * moves where `make`, `npm install`, `pip install .` … look for their configuration. The launch-tool
 * references (src/analysis/launch-tools.ts) put the configuration under DIR, so it resolves inside the
 * tree when DIR is a folder of it and resolves to nothing when DIR only exists at run time (a clone, a
 * download, an absolute or home path). A folder named by a variable or a command substitution
 * (`cd "$SKILL_DIR"`, `cd "$(dirname "$0")"`) is not known here: the tool's configuration resolves as
 * before (the referring file's folder, the skill's, the project root).
 *
 * Pure functions over text; every pattern is linear (bounded quantifiers, no nesting).
 */

/** `cd`/`pushd` at a command position: line start, after an operator or `(`/`{`, after `then`/`do`. */
const CD_HEAD =
  /(?:^[ \t]{0,8}(?:\$[ \t]{1,4})?|[;&|({][ \t]{0,8}|\b(?:then|do)[ \t]{1,8})(?:cd|pushd)(?=[ \t]|$|[;&|)])/gm;
/** The folder argument after the head: one word, optionally quoted, with `--` skipped. */
const CD_ARG = /^[ \t]{1,8}(?:--[ \t]{1,4})?(?:"([^"\n]{1,256})"|'([^'\n]{1,256})'|([^\s;&|)'"`]{1,256}))/;
/** Bound on the `cd`s considered before one tool head. */
const MAX_CDS = 256;

/** What a `cd` does to the folder: a relative folder, a folder outside the tree, or unknown. */
type CdTarget = { kind: 'relative'; dir: string } | { kind: 'outside' } | { kind: 'unknown' };

function cdTarget(after: string): CdTarget {
  const m = CD_ARG.exec(after);
  // Bare `cd` goes home: outside the tree.
  if (!m) return { kind: 'outside' };
  const dir = (m[1] ?? m[2] ?? m[3] ?? '').trim();
  if (dir === '' || dir === '-') return { kind: 'unknown' };
  if (/[$`{}*?]/.test(dir)) return { kind: 'unknown' };
  if (dir.startsWith('/') || dir.startsWith('~') || /^[A-Za-z]:[\\/]/.test(dir)) return { kind: 'outside' };
  return { kind: 'relative', dir: trimEndChars(dir.replace(/\\/g, '/'), '/') };
}

/**
 * Whether a `cd` at `from` is still in force at `to`: not when a `)` or `}` between them closes a group
 * the `cd` was inside (`(cd tool && make) && make` runs the second `make` where it started).
 */
function stillInForce(text: string, from: number, to: number): boolean {
  let depth = 0;
  const end = Math.min(to, from + 64 * 1024);
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 123)
      depth++; // ( {
    else if (c === 41 || c === 125) {
      // ) }
      if (depth === 0) return false;
      depth--;
    }
  }
  return true;
}

/**
 * The folder the command starting at `index` runs in, relative to where the text's commands start:
 * `undefined` when no `cd` before it applies or its folder is unknown, `null` when it is outside the tree
 * (home, an absolute path), else the relative folder (`cd a && cd b` gives `a/b`).
 */
export function cwdBefore(text: string, index: number): string | null | undefined {
  let cwd: string | null | undefined;
  // Unknown stays unknown through later relative moves (`cd "$X" && cd sub`).
  let unknown = false;
  let count = 0;
  const before = text.slice(0, index);
  // Most commands have no `cd` before them: skip the scan.
  if (!before.includes('cd') && !before.includes('pushd')) return undefined;
  for (const m of before.matchAll(CD_HEAD)) {
    if (++count > MAX_CDS) break;
    const end = m.index + m[0].length;
    if (!stillInForce(text, end, index)) continue;
    const t = cdTarget(text.slice(end, end + 300));
    if (t.kind === 'unknown') unknown = true;
    else if (t.kind === 'outside') [cwd, unknown] = [null, false];
    else if (!unknown && cwd !== null) cwd = cwd ? `${cwd}/${t.dir}` : t.dir;
  }
  return unknown ? undefined : cwd;
}

/** A configuration path as seen from the folder `cwd` (see `cwdBefore`); absolute paths stay as written. */
export function underCwd(target: string, cwd: string | null | undefined): string {
  if (cwd === undefined || target.startsWith('/') || target.startsWith('~')) return target;
  // Outside the tree: a path that resolves to no file of it (never read: resolution drops absolute ones).
  if (cwd === null) return `/${target}`;
  return `${cwd}/${target}`;
}
