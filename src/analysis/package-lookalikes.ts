import type { InstallSource } from './facts.js';
import { DISTINCT, type Ecosystem, WELL_KNOWN } from './well-known-packages.js';

/**
 * Look-alike (typosquatted) package names: a registry name that is not a well-known package
 * (./well-known-packages.ts) but one small change away from one, the way typosquatting detectors compare
 * names (one insertion, deletion, substitution or transposition of neighbours; separators added, removed
 * or swapped; characters that render alike, `rn`/`m`, `1`/`l`, `0`/`o`). For npm, a scope one such change
 * from a well-known scope is a different scope anyone can register, and a well-known scoped name used
 * without its scope is a different, unscoped package. A name inside a well-known scope is never a
 * look-alike: only the scope's owner can publish there (a typo just fails to install).
 *
 * Bounded: names of 5 to 120 characters, a table of a few dozen names, comparisons linear in the name.
 * Letter edits (insert, delete, substitute) count only inside a word of six characters or more of the
 * well-known name: one letter changed in `git` or `time` makes another real word, not a disguise.
 */

export interface PackageLookalike {
  /** The well-known package, or npm scope (`@modelcontextprotocol`), the name resembles. */
  of: string;
  /** What differs, for messages: `a hyphen added to the scope`, `'ct' swapped to 'tc'`. */
  how: string;
}

const MIN_NAME = 5;
const MAX_NAME = 120;
/** The shortest word of a well-known name in which a letter edit is judged a disguise. */
const MIN_EDITED_WORD = 6;

const SEPARATOR = /[-_.]/;
const SEPARATORS = /[-_.]/g;
const SEPARATOR_WORDS: Record<string, string> = { '-': 'a hyphen', _: 'an underscore', '.': 'a dot' };

/**
 * Characters that render alike in most fonts: the second reads as the first. Single characters first, so
 * that a `1` read as `l` can then join a `c` into the `cl` read as `d`, on both names alike.
 */
const CONFUSABLES: ReadonlyArray<readonly [string, string]> = [
  ['l', '1'],
  ['o', '0'],
  ['m', 'rn'],
  ['w', 'vv'],
  ['d', 'cl'],
];

const NPM_RUNNERS = new Set(['npm', 'npx', 'pnpm', 'pnpx', 'yarn', 'bun', 'bunx']);
const PYPI_RUNNERS = new Set(['pip', 'pip3', 'uv', 'uvx', 'pipx']);

/** The registry a package manager (as the `install` fact names it: `npx`, `pnpm dlx`, `uvx`) installs from. */
export function ecosystemOf(manager: string): Ecosystem | undefined {
  const tool = manager.split(' ')[0] ?? '';
  return NPM_RUNNERS.has(tool) ? 'npm' : PYPI_RUNNERS.has(tool) ? 'pypi' : undefined;
}

const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]{0,100}\/)?[a-z0-9][a-z0-9._~-]{0,150}$/;
/** A PEP 508 name at the start of a requirement (`name[extra]==1.0`, `name@1.0` for uvx). */
const PYPI_NAME = /^[a-z0-9](?:[a-z0-9._-]{0,150}[a-z0-9])?(?=$|[[\s=<>!~@;(,])/;

/** PEP 503: PyPI treats runs of `-`, `_`, `.` as one `-` and ignores case, so those are the same package. */
function pypiNormal(name: string): string {
  return name.replace(/[-_.]{1,50}/g, '-');
}

/** The package name of an install spec (no version, extras or markers), or undefined when it names none. */
export function packageName(spec: string, eco: Ecosystem): string | undefined {
  const s = spec.slice(0, 300).trim().toLowerCase();
  if (eco === 'pypi') {
    const m = PYPI_NAME.exec(s);
    return m ? pypiNormal(m[0]) : undefined;
  }
  if (s.includes(':')) return undefined; // `alias@npm:pkg`, `workspace:`, `file:`: not a registry name
  const at = s.lastIndexOf('@');
  const name = at > 0 ? s.slice(0, at) : s;
  return NPM_NAME.test(name) ? name : undefined;
}

interface Table {
  known: ReadonlySet<string>;
  distinct: ReadonlySet<string>;
  unscoped: readonly string[];
  /** Well-known scopes, with the names listed under each. */
  scopes: ReadonlyMap<string, ReadonlySet<string>>;
  /** The name part of each scoped entry (`server-filesystem`), to the whole name. */
  byNamePart: ReadonlyMap<string, string>;
}

function tableOf(eco: Ecosystem): Table {
  const norm = (n: string) => (eco === 'pypi' ? pypiNormal(n) : n);
  const known = WELL_KNOWN[eco].map(norm);
  const scopes = new Map<string, Set<string>>();
  const byNamePart = new Map<string, string>();
  for (const k of known) {
    const slash = k.indexOf('/');
    if (!k.startsWith('@') || slash < 0) continue;
    const scope = k.slice(0, slash);
    const part = k.slice(slash + 1);
    scopes.set(scope, (scopes.get(scope) ?? new Set()).add(part));
    byNamePart.set(part, k);
  }
  return {
    known: new Set(known),
    distinct: new Set(DISTINCT[eco].map(norm)),
    unscoped: known.filter((k) => !k.startsWith('@')),
    scopes,
    byNamePart,
  };
}

let tables: Record<Ecosystem, Table> | undefined;

/** The look-alike an `install` fact's spec is, when it installs from the registry (paths, git, URLs never are). */
export function lookalikeOf(
  manager: string,
  spec: string,
  source: InstallSource,
): PackageLookalike | undefined {
  if (source !== 'registry') return undefined;
  const eco = ecosystemOf(manager);
  const name = eco && packageName(spec, eco);
  return eco && name ? lookalikeName(name, eco) : undefined;
}

/** The well-known package `name` (already normalised by `packageName`) imitates, if any. */
export function lookalikeName(name: string, eco: Ecosystem): PackageLookalike | undefined {
  if (name.length < MIN_NAME || name.length > MAX_NAME) return undefined;
  tables ??= { npm: tableOf('npm'), pypi: tableOf('pypi') };
  const t = tables[eco];
  if (t.known.has(name) || t.distinct.has(name)) return undefined;
  if (name.startsWith('@')) return scopeLookalike(name, t);
  const full = t.byNamePart.get(name);
  if (full && name.length >= MIN_EDITED_WORD)
    return { of: full, how: "its scope left out: unscoped, it is another publisher's package" };
  for (const k of t.unscoped) {
    const how = difference(name, k);
    if (how) return { of: k, how };
  }
  return undefined;
}

function scopeLookalike(name: string, t: Table): PackageLookalike | undefined {
  const slash = name.indexOf('/');
  const scope = name.slice(0, slash);
  const part = name.slice(slash + 1);
  if (slash < 0 || t.scopes.has(scope)) return undefined;
  for (const [known, parts] of t.scopes) {
    const how = difference(scope.slice(1), known.slice(1));
    if (!how) continue;
    return {
      of: parts.has(part) ? `${known}/${part}` : known,
      how: `${how} in the scope: ${scope} is another scope, which anyone can register`,
    };
  }
  return undefined;
}

/** How `name` differs from `known` when it is one small change away; undefined otherwise (or when equal). */
export function difference(name: string, known: string): string | undefined {
  if (name === known || name.length > MAX_NAME || known.length > MAX_NAME) return undefined;
  const alike = confusable(name, known);
  if (alike) return alike;
  if (Math.abs(name.length - known.length) > 1) {
    // Only separators can differ by more than one character and still read the same.
    return name.replace(SEPARATORS, '') === known.replace(SEPARATORS, '') ? 'separators changed' : undefined;
  }
  let i = 0;
  while (i < name.length && i < known.length && name[i] === known[i]) i++;
  if (name.length === known.length) {
    if (name.slice(i + 1) === known.slice(i + 1)) return substituted(name[i]!, known, i);
    if (name[i] === known[i + 1] && name[i + 1] === known[i] && name.slice(i + 2) === known.slice(i + 2))
      return `'${known.slice(i, i + 2)}' swapped to '${name.slice(i, i + 2)}'`;
  } else if (name.length > known.length) {
    if (name.slice(i + 1) === known.slice(i)) return inserted(name[i]!, known, i);
  } else if (name.slice(i) === known.slice(i + 1)) {
    const c = known[i]!;
    if (SEPARATOR.test(c)) return `${SEPARATOR_WORDS[c]} removed`;
    if (wordAt(known, i) >= MIN_EDITED_WORD) return `'${c}' left out`;
  }
  // Separators swapped for one another (`create_react_app`), several at once.
  return name.replace(SEPARATORS, '') === known.replace(SEPARATORS, '') ? 'separators changed' : undefined;
}

function substituted(c: string, known: string, i: number): string | undefined {
  const was = known[i]!;
  if (SEPARATOR.test(c) && SEPARATOR.test(was))
    return `${SEPARATOR_WORDS[c]} in place of ${SEPARATOR_WORDS[was]}`;
  return wordAt(known, i) >= MIN_EDITED_WORD ? `'${c}' in place of '${was}'` : undefined;
}

function inserted(c: string, known: string, i: number): string | undefined {
  if (SEPARATOR.test(c)) return `${SEPARATOR_WORDS[c]} added`;
  // Inserted before known[i]: the word it lengthens is the one on either side that is not a separator.
  const at = i < known.length && !SEPARATOR.test(known[i]!) ? i : i - 1;
  return at >= 0 && wordAt(known, at) >= MIN_EDITED_WORD ? `'${c}' inserted` : undefined;
}

/** The length of the word (characters between separators) of `s` that holds index `i`. */
function wordAt(s: string, i: number): number {
  if (i < 0 || i >= s.length || SEPARATOR.test(s[i]!)) return 0;
  let start = i;
  let end = i;
  while (start > 0 && !SEPARATOR.test(s[start - 1]!)) start--;
  while (end < s.length && !SEPARATOR.test(s[end]!)) end++;
  return end - start;
}

/** Each look-alike sequence read as the letter it imitates (a TR39-style skeleton, for these few pairs). */
function skeleton(s: string): string {
  let out = s;
  for (const [letter, alike] of CONFUSABLES) out = out.split(alike).join(letter);
  return out;
}

const count = (s: string, part: string) => s.split(part).length - 1;

/** `rn` for `m`, `1` for `l` …: different names that read the same once look-alike characters are mapped. */
function confusable(name: string, known: string): string | undefined {
  if (skeleton(name) !== skeleton(known)) return undefined;
  for (const [letter, alike] of CONFUSABLES) {
    if (count(name, alike) > count(known, alike)) return `'${alike}' in place of '${letter}'`;
    if (count(known, alike) > count(name, alike)) return `'${letter}' in place of '${alike}'`;
  }
  return 'characters that look alike';
}
