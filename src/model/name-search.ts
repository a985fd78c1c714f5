import { isMarkdownPath } from '../analysis/references.js';
import { dirname } from '../analysis/repo-paths.js';
import { searchableForms } from '../analysis/search-forms.js';
import { cmp } from '../findings.js';
import { gramsOf, mayHoldAny, probesOf, type WordProbes } from './search-digest.js';

/**
 * The text side of a pull-request scan's backward name search (src/model/change-reach.ts): every file's
 * text in its searchable forms, and the test of which files may name a target. Pure (texts and paths in,
 * paths out), so a shard of the files can be searched in this thread or in a fact worker
 * (src/model/search-service.ts) with the same answer.
 */

/**
 * A name a reference to a target must contain. A file name `B` in folder `D` resolves bare only against
 * the referring file's folder, its skill folder or the root, so from a file outside `D` (and its
 * subfolders) the reference must name `D` too and put a separator before `B` (`../D/B`, `D/./B`).
 */
export type Token =
  | { kind: 'path'; text: string; dir: string }
  /** A Python module path names the file without `.py`; only code imports it. */
  | { kind: 'module'; text: string }
  /** A skill named in prose or in a subagent's `skills:`, matched case-insensitively. */
  | { kind: 'name'; text: string };

export type PathToken = Extract<Token, { kind: 'path' }>;

/**
 * Where a path token's search is anchored: a small folder around the target whose files are checked one
 * by one (`under`), and the name every file outside it must contain to reach the target (`word`).
 */
export interface Anchor {
  under?: string;
  word: string;
}

/** One round of the search: its tokens, an anchor per path token (in order), the real paths to skip. */
export interface SearchQuery {
  tokens: Token[];
  anchors: Anchor[];
  skip: ReadonlySet<string>;
}

export interface SearchFile {
  path: string;
  real: string;
}

/**
 * Reads a file's text for the search (undefined: unreadable, so it names nothing). A text at hand (loaded by
 * discovery, or read synchronously) comes without a promise: the first round reads every file it has not
 * read yet, and an await per file cost a promise and a turn of the microtask queue each (10,000 skill
 * documents on the 10,000-skill tree).
 */
export type ReadForSearch = (file: SearchFile) => string | undefined | Promise<string | undefined>;

/**
 * Some of the tree's files (all of them, or one worker's share: every path of a real file in the same
 * share) with their texts' searchable forms, read once for all rounds. A file may instead be known by its
 * digest (src/model/search-digest.ts, kept from an earlier scan): it is read only in a round whose names
 * the digest may hold, and from then on searched like any other.
 */
export class SearchShard {
  /**
   * Each real file's slot in the arrays below, and each listed file's slot: a round tests every file, and
   * indexing arrays costs it far less than looking each real path up in maps (40,000 files a round).
   */
  private readonly slotOfReal = new Map<string, number>();
  private readonly slotOfFile: Int32Array;
  private formsAt: (readonly string[] | undefined)[] = [];
  private digestAt: (Uint8Array | undefined)[] = [];

  /** `files` sorted by path, as the tree's index is. */
  constructor(readonly files: readonly SearchFile[]) {
    this.slotOfFile = Int32Array.from(files, (f) => this.slot(f.real));
  }

  private slot(real: string): number {
    let s = this.slotOfReal.get(real);
    if (s === undefined) {
      s = this.slotOfReal.size;
      this.slotOfReal.set(real, s);
    }
    return s;
  }

  /** Whether the file's text was read (or given). */
  has(real: string): boolean {
    return this.formsOf(real) !== undefined;
  }

  /** The file's searchable forms, when it was read (or given). */
  formsOf(real: string): readonly string[] | undefined {
    const s = this.slotOfReal.get(real);
    return s === undefined ? undefined : this.formsAt[s];
  }

  /** Whether the file need not be read before the first round: read, or known by a digest. */
  known(real: string): boolean {
    const s = this.slotOfReal.get(real);
    return s !== undefined && (this.formsAt[s] !== undefined || this.digestAt[s] !== undefined);
  }

  /** Records a file's text (undefined: unreadable, so it names nothing); returns its searchable forms. */
  add(real: string, text: string | undefined): readonly string[] {
    const forms = text === undefined ? [] : searchableForms(text);
    const s = this.slot(real);
    this.formsAt[s] = forms;
    this.digestAt[s] = undefined;
    return forms;
  }

  /** Records what an earlier scan kept of an unchanged file's text, instead of reading it. */
  addDigest(real: string, digest: Uint8Array): void {
    const s = this.slot(real);
    if (this.formsAt[s] === undefined) this.digestAt[s] = digest;
  }

  /** Drops a digest that no longer describes the file (the change touched it): it will be read. */
  forget(real: string): void {
    const s = this.slotOfReal.get(real);
    if (s !== undefined) this.digestAt[s] = undefined;
  }

  clear(): void {
    this.formsAt = [];
    this.digestAt = [];
  }

  /**
   * The paths (every alias) of this shard's files outside `skip` whose text may refer to a token's target.
   * A file neither read nor known by a digest, or whose digest may hold one of the round's names, is read
   * with `read` first.
   */
  async match(query: SearchQuery, read: ReadForSearch): Promise<string[]> {
    const { tokens, anchors, skip } = query;
    const out = new Set<string>();
    const paths = tokens.filter((t): t is PathToken => t.kind === 'path');
    // Files in a small folder around a path token's target are checked one by one; every other file
    // must name that folder to reach the target, so one case-insensitive test per text finds the few
    // that do (with the skill and module names), and only those are checked in full.
    const near = new Map<SearchFile, PathToken[]>();
    paths.forEach((t, i) => {
      const under = anchors[i]!.under;
      if (under === undefined) return;
      for (const file of this.filesUnder(under)) {
        const list = near.get(file);
        if (list) list.push(t);
        else near.set(file, [t]);
      }
    });
    const words = [
      ...anchors.map((a) => a.word),
      ...tokens.filter((t) => t.kind !== 'path').map((t) => t.text),
    ];
    const any = patternOf(words, true);
    const modules = patternOf(
      tokens.filter((t) => t.kind === 'module').map((t) => t.text),
      false,
    );
    const names = patternOf(
      tokens.filter((t) => t.kind === 'name').map((t) => t.text),
      true,
    );
    const grams = new Grams();
    const wordProbes = any ? [...new Set(words)].map((w) => grams.of(w)) : [];
    const skipped = new Set<number>();
    for (const real of skip) {
      const s = this.slotOfReal.get(real);
      if (s !== undefined) skipped.add(s);
    }
    for (let i = 0; i < this.files.length; i++) {
      const file = this.files[i]!;
      const slot = this.slotOfFile[i]!;
      if (skipped.has(slot)) continue;
      const nearTokens = near.size > 0 ? near.get(file) : undefined;
      if (!nearTokens && !any) continue;
      let forms = this.formsAt[slot];
      if (forms === undefined) {
        const digest = this.digestAt[slot];
        if (
          digest &&
          !mayHoldAny(digest, wordProbes) &&
          !(
            nearTokens &&
            mayHoldAny(
              digest,
              nearTokens.map((t) => grams.of(t.text)),
            )
          )
        )
          continue;
        const got = read(file);
        forms = this.add(file.real, got instanceof Promise ? await got : got);
      }
      if (nearTokens?.some((t) => mayName(file, t, forms))) {
        out.add(file.path);
        continue;
      }
      if (!any || !forms.some((s) => any.test(s))) continue;
      const has = (re: RegExp | undefined) => re !== undefined && forms.some((s) => re.test(s));
      if (
        has(names) ||
        (!isMarkdownPath(file.path) && has(modules)) ||
        paths.some((t) => mayName(file, t, forms))
      )
        out.add(file.path);
    }
    return [...out].sort(cmp);
  }

  /** This shard's files below `dir`: one contiguous run of the sorted list, found by two binary searches. */
  private filesUnder(dir: string): readonly SearchFile[] {
    if (dir === '') return this.files;
    const firstAtOrAfter = (key: string) => {
      let lo = 0;
      let hi = this.files.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.files[mid]!.path < key) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return this.files.slice(firstAtOrAfter(`${dir}/`), firstAtOrAfter(`${dir}0`));
  }
}

/** Each word's digest probes, computed once per round. */
class Grams {
  private readonly byWord = new Map<string, WordProbes>();
  of(word: string): WordProbes {
    let g = this.byWord.get(word);
    if (!g) {
      g = probesOf(gramsOf(word));
      this.byWord.set(word, g);
    }
    return g;
  }
}

/**
 * Whether a file's text may hold a reference to a path token's target, from where the file sits. From
 * outside the target's folder a reference climbs to a common ancestor and names every folder below it
 * on the way down (`../../skills/x/scripts/run.sh`), whichever base it resolves against (the file's
 * folder, its skill folder, a runtime variable's folder or the root are all at or above that ancestor).
 */
function mayName(file: SearchFile, t: PathToken, forms: readonly string[]): boolean {
  const holds = (s: string) => forms.some((f) => f.includes(s));
  if (!holds(t.text)) return false;
  if (t.dir === '' || file.path.startsWith(`${t.dir}/`)) return true;
  if (!holds(`/${t.text}`)) return false;
  return foldersBelowCommon(dirname(file.path), t.dir).every(holds);
}

/** The folder names of `dir` below its deepest common ancestor with `from`. */
function foldersBelowCommon(from: string, dir: string): string[] {
  const a = from === '' ? [] : from.split('/');
  const b = dir.split('/');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return b.slice(i);
}

function patternOf(words: readonly string[], caseless: boolean): RegExp | undefined {
  if (words.length === 0) return undefined;
  const unique = [...new Set(words)].sort(cmp);
  return new RegExp(
    unique.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    caseless ? 'i' : '',
  );
}
