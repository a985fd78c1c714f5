import { archiveMagic } from '../analysis/archive/sniff.js';
import { decodeBytes, type EncodingAnomaly } from '../analysis/decode.js';
import { LineMap } from '../analysis/lines.js';
import { binaryFormat } from '../analysis/magic.js';
import { type MarkdownDoc, parseMarkdownBody } from '../analysis/markdown.js';
import { gitBlobId } from '../source/git-objects.js';
import type { ReadResult, SourceTree } from '../source/tree.js';
import type { IndexedFile, TreeIndex } from '../source/walk.js';
import { FileNames } from './file-names.js';
import type { TextPassCounter } from './text-passes.js';

/** A file's text as the scanner saw it, read once however many paths and rules reach it. */
export interface TextFile {
  path: string;
  real: string;
  text: string;
  lines: LineMap;
  /** Bytes on disk (the read may have been capped). */
  size: number;
  truncated: boolean;
  bom: boolean;
  anomalies: EncodingAnomaly[];
  /**
   * The bytes as read, kept only for content that is not clean text (binaries, archives, broken
   * encodings) so that archive readers and format checks see the real bytes, not the lossy text.
   */
  bytes?: Uint8Array;
  /**
   * Set on a skill document whose start an earlier scan kept (src/model/doc-heads.ts): the text up to the
   * body and its line map, which discovery reads instead of `text`; `text` reads the whole file when asked.
   */
  head?: { text: string; lines: LineMap };
}

/** A kept parse's key: the real file and where its body starts. */
const parseKey = (file: TextFile, bodyStart: number) => `${file.real}\u0000${Math.max(0, bodyStart)}`;

/** Raw bytes are worth keeping when the text is not all there is to see. */
function keepBytes(bytes: Uint8Array, anomalies: readonly EncodingAnomaly[]): boolean {
  if (anomalies.length > 0) return true;
  const head = bytes.subarray(0, 1024);
  return archiveMagic(head) !== undefined || binaryFormat(head) !== undefined;
}

export interface ReadProblem {
  path: string;
  detail: string;
}

/**
 * Lazy, cached file access for the model. Rules never see the source: they ask the model, which asks
 * this store. Reads are keyed on the real path, so a file reached through a symlinked folder is read once.
 */
export class FileStore {
  private readonly byPath = new Map<string, IndexedFile>();
  /**
   * Texts by real path: the file read (null when it could not be), or the promise of it where the tree reads
   * only asynchronously. A local folder's files are read at once, without a promise per read or per look.
   */
  private readonly cache = new Map<string, TextFile | null | Promise<TextFile | undefined>>();
  readonly readProblems: ReadProblem[] = [];
  /** Real paths of the files read so far (for statistics and the benchmark). */
  readonly readReal = new Set<string>();
  private loadedFiles: TextFile[] = [];
  /** The files read only in part (path and size), in read order: kept when the texts are released. */
  private readonly truncatedByReal = new Map<string, { path: string; size: number }>();
  private readonly parses = new Map<string, MarkdownDoc>();

  constructor(
    private readonly source: SourceTree,
    readonly index: TreeIndex,
    readonly maxFileBytes: number,
    /** Counts each pass over a file's text (`--debug-stats`); absent, nothing is counted. */
    readonly passes?: TextPassCounter,
  ) {
    for (const f of index.files) this.byPath.set(f.path, f);
  }

  has(path: string): boolean {
    return this.byPath.has(path) || this.index.dirs.has(path);
  }

  isFile(path: string): boolean {
    return this.byPath.has(path);
  }

  isDir(path: string): boolean {
    return this.index.dirs.has(path);
  }

  entry(path: string): IndexedFile | undefined {
    return this.byPath.get(path);
  }

  realOf(path: string): string | undefined {
    return this.byPath.get(path)?.real ?? this.index.dirs.get(path);
  }

  private firstPaths: Map<string, string> | undefined;

  /**
   * The first path (in path order) of the file `path` is a path of: one name per real file, chosen from its
   * paths alone, whichever was reached first. `path` itself when it is not an indexed file.
   */
  canonicalPath(path: string): string {
    const real = this.byPath.get(path)?.real;
    if (real === undefined) return path;
    if (!this.firstPaths) {
      this.firstPaths = new Map();
      for (const f of this.index.files) if (!this.firstPaths.has(f.real)) this.firstPaths.set(f.real, f.path);
    }
    return this.firstPaths.get(real) ?? path;
  }

  private fileNames: FileNames | undefined;

  /** The tree's files by name (src/model/file-names.ts), indexed on the first look. */
  get names(): FileNames {
    this.fileNames ??= new FileNames(this.index.files);
    return this.fileNames;
  }

  /**
   * Files directly or indirectly below `dir` (as reached). The index is sorted by path, so the files
   * under a folder are one contiguous run: a binary search finds it without scanning the whole tree.
   */
  filesUnder(dir: string): IndexedFile[] {
    const [start, end] = this.runUnder(dir);
    return this.index.files.slice(start, end);
  }

  /** How many files `filesUnder(dir)` holds, without copying them. */
  countUnder(dir: string): number {
    const [start, end] = this.runUnder(dir);
    return end - start;
  }

  /**
   * The index range of the files below `dir`: from the first path at or after `dir/` to the first at or
   * after `dir0` ('0' follows '/'), two binary searches instead of a walk to the end of the run.
   */
  private runUnder(dir: string): [number, number] {
    const files = this.index.files;
    if (dir === '') return [0, files.length];
    const firstAtOrAfter = (key: string) => {
      let lo = 0;
      let hi = files.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (files[mid]!.path < key) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [firstAtOrAfter(`${dir}/`), firstAtOrAfter(`${dir}0`)];
  }

  text(path: string): Promise<TextFile | undefined> {
    const now = this.textNow(path);
    return now instanceof Promise ? now : Promise.resolve(now);
  }

  /** Whether `textNow` gives texts without a promise (the tree reads synchronously: a local folder). */
  get readsNow(): boolean {
    return this.source.readSync !== undefined;
  }

  /**
   * `text` without a promise when the file is read already or the tree reads synchronously: loading 10,000
   * skill documents through promises (a read, a load and a look, each awaited) cost more than reading them.
   */
  textNow(path: string): TextFile | undefined | Promise<TextFile | undefined> {
    const entry = this.byPath.get(path);
    if (!entry) return undefined;
    let got = this.cache.get(entry.real);
    if (got === undefined) {
      got = this.source.readSync ? (this.loadNow(entry) ?? null) : this.load(entry);
      this.cache.set(entry.real, got);
    }
    // The cached object carries the first path that reached it; callers get their own path.
    if (got instanceof Promise) return got.then((t) => (t && t.path !== path ? atPath(t, path) : t));
    if (got === null) return undefined;
    return got.path !== path ? atPath(got, path) : got;
  }

  /** Blob ids of the bytes read, by real path, once `keepBlobIds` was called (heads are kept under them). */
  private blobIds: Map<string, string> | undefined;

  /** From now on, notes the git blob id of every file read whole (`blobIdOf`). */
  keepBlobIds(): void {
    this.blobIds ??= new Map();
  }

  blobIdOf(real: string): string | undefined {
    return this.blobIds?.get(real);
  }

  /**
   * A skill document known by its head (src/model/doc-heads.ts): a file whose text up to the body is
   * `head.text` and whose whole text is read when first asked for, synchronously (a getter cannot wait).
   * A file already read, or a tree that cannot read synchronously, is read as by `text`.
   */
  deferred(path: string, head: { text: string; size: number; bom: boolean }): Promise<TextFile | undefined> {
    const entry = this.byPath.get(path);
    const source = this.source;
    if (!entry || this.cache.has(entry.real) || !source.readSync || head.size > this.maxFileBytes)
      return this.text(path);
    const whole = (): { text: string; lines: LineMap } => {
      let text = '';
      try {
        text = decodeBytes(source.readSync!(entry.path, this.maxFileBytes).bytes).text;
        this.readReal.add(entry.real);
        this.passes?.count('read', entry.real);
      } catch (e) {
        this.readProblems.push({ path: entry.path, detail: (e as Error).message });
      }
      return { text, lines: new LineMap(text) };
    };
    const lines = new LineMap(head.text);
    const file = new DeferredText(
      entry.path,
      entry.real,
      head.size,
      head.bom,
      { text: head.text, lines },
      new WholeText(whole),
    );
    this.cache.set(entry.real, file);
    return this.text(path);
  }

  /**
   * A file's decoded text for one look, not kept (a pull-request scan searches every file for a few
   * names): the loaded text when there is one; undefined when the file cannot be read (then it has no
   * references either).
   */
  async peek(path: string): Promise<string | undefined> {
    return this.peekNow(path);
  }

  /**
   * `peek` without a promise where it can be: the loaded text, or a tree that reads synchronously (a local
   * folder). The search reads tens of thousands of files through here, an await each otherwise.
   */
  peekNow(path: string): string | undefined | Promise<string | undefined> {
    const entry = this.byPath.get(path);
    if (!entry) return undefined;
    const loaded = this.cache.get(entry.real);
    if (loaded !== undefined) return loaded instanceof Promise ? loaded.then((f) => f?.text) : loaded?.text;
    try {
      const read = this.source.readSync
        ? this.source.readSync(entry.path, this.maxFileBytes)
        : this.source.read(entry.path, this.maxFileBytes);
      if (read instanceof Promise)
        return read.then(
          (r) => this.peeked(entry, r.bytes),
          () => undefined,
        );
      return this.peeked(entry, read.bytes);
    } catch {
      return undefined;
    }
  }

  private peeked(entry: IndexedFile, bytes: Uint8Array): string {
    this.passes?.count('read', entry.real);
    return decodeBytes(bytes).text;
  }

  /**
   * The Markdown parse of a file's body from `bodyStart`, with offsets into the whole text (the
   * frontmatter one prose span: `parseMarkdownBody`), once per real path and body start however many
   * ask, and kept: for the readers that cannot take it from the file's facts (a pull-request scan's
   * reference graph, a scan of a few rules, joined `assemble` parts), which then reuse it (`markdownOnce`).
   * Read-only. Only the whole-text form is kept: a copy with body offsets doubled what a parse holds.
   */
  markdown(file: TextFile, bodyStart: number): MarkdownDoc {
    const parse = this.markdownOnce(file, bodyStart);
    this.parses.set(parseKey(file, bodyStart), parse);
    return parse;
  }

  /**
   * The same parse for a consumer that takes what it needs at once and keeps that (fact extraction keeps
   * the file's references and layout): a kept parse when there is one, else a new one not kept.
   */
  markdownOnce(file: TextFile, bodyStart: number): MarkdownDoc {
    const kept = this.parses.get(parseKey(file, bodyStart));
    if (kept) return kept;
    this.passes?.count('markdown', file.real);
    return parseMarkdownBody(file.text, Math.max(0, bodyStart));
  }

  /** Every file read so far (since `releaseTexts`), once each, in read order. */
  loaded(): readonly TextFile[] {
    return this.loadedFiles;
  }

  /** Every file read only in part (larger than `maxFileBytes`), in read order. */
  truncated(): { path: string; size: number }[] {
    return [...this.truncatedByReal.values()];
  }

  /**
   * Lets the texts read so far and their kept parses go (the scan, once its rules have run and the
   * suppressions are read: held to the end, every read file's text and line map stayed in memory while
   * the report was written). A later `text` reads the file again.
   */
  releaseTexts(): void {
    this.cache.clear();
    this.parses.clear();
    this.loadedFiles = [];
  }

  private async load(entry: IndexedFile): Promise<TextFile | undefined> {
    try {
      return this.fromBytes(entry, await this.source.read(entry.path, this.maxFileBytes));
    } catch (e) {
      this.readProblems.push({ path: entry.path, detail: (e as Error).message });
      return undefined;
    }
  }

  /** `load` from a tree that reads synchronously. */
  private loadNow(entry: IndexedFile): TextFile | undefined {
    try {
      return this.fromBytes(entry, this.source.readSync!(entry.path, this.maxFileBytes));
    } catch (e) {
      this.readProblems.push({ path: entry.path, detail: (e as Error).message });
      return undefined;
    }
  }

  /** A file's text from the bytes read, noted as read. */
  private fromBytes(entry: IndexedFile, r: ReadResult): TextFile {
    this.readReal.add(entry.real);
    this.passes?.count('read', entry.real);
    const decoded = decodeBytes(r.bytes);
    if (this.blobIds && !r.truncated) this.blobIds.set(entry.real, gitBlobId(r.bytes));
    const file: TextFile = {
      path: entry.path,
      real: entry.real,
      text: decoded.text,
      lines: new LineMap(decoded.text),
      size: r.size,
      truncated: r.truncated,
      bom: decoded.bom,
      anomalies: decoded.anomalies,
      ...(keepBytes(r.bytes, decoded.anomalies) ? { bytes: r.bytes } : {}),
    };
    this.loadedFiles.push(file);
    if (file.truncated && !this.truncatedByReal.has(entry.real)) {
      this.truncatedByReal.set(entry.real, { path: file.path, size: file.size });
    }
    return file;
  }
}

/** The whole text of a deferred document, read once for all its paths. */
class WholeText {
  private got: { text: string; lines: LineMap } | undefined;
  constructor(private readonly read: () => { text: string; lines: LineMap }) {}
  get(): { text: string; lines: LineMap } {
    this.got ??= this.read();
    return this.got;
  }
}

/** A skill document of which only the head is read yet; the rest is read on the first look at `text` or `lines`. */
class DeferredText implements TextFile {
  readonly truncated = false;
  readonly anomalies: EncodingAnomaly[] = [];

  constructor(
    readonly path: string,
    readonly real: string,
    readonly size: number,
    readonly bom: boolean,
    readonly head: { text: string; lines: LineMap },
    private readonly whole: WholeText,
  ) {}

  get text(): string {
    return this.whole.get().text;
  }

  get lines(): LineMap {
    return this.whole.get().lines;
  }

  at(path: string): DeferredText {
    return new DeferredText(path, this.real, this.size, this.bom, this.head, this.whole);
  }
}

/** The same file as reached through another path (a spread would drop a deferred file's getters). */
function atPath(t: TextFile, path: string): TextFile {
  return t instanceof DeferredText ? t.at(path) : { ...t, path };
}
