import type { UnitSpec } from '../analysis/code/index.js';
import type { FileFacts } from '../analysis/extract.js';
import type { ClassifyOptions } from '../analysis/hosts.js';
import type { LineMap } from '../analysis/lines.js';
import { type Analyzers, readyAnalyzers } from '../analysis/load-analyzers.js';
import { isPdf } from '../analysis/pdf/sniff.js';
import { pickleBytes } from '../analysis/pickle/sniff.js';
import { isPng } from '../analysis/png-sniff.js';
import type { ArchiveStore } from './archives.js';
import { addAssembledUnits } from './assembled.js';
import { runByDoctests, runByRustdoc } from './doctest-run.js';
import type { FactCache } from './fact-cache.js';
import type { FactJob } from './fact-job.js';
import type { FactExtractor, JobPriority } from './fact-pool.js';
import type { FileStore } from './files.js';
import { notesFollowed } from './followed-notes.js';
import { importedAddresses, importedConstants } from './imported-constants.js';
import { importedPowerShell, mayBePowerShell } from './imported-ps-modules.js';
import { jsonModules } from './json-modules.js';
import type { LaunchPoint } from './launch.js';
import { declaredBehaviours } from './launch-behaviours.js';
import { RealPathMemo } from './real-path-memo.js';
import { addRunLinkedUnits } from './run-linked.js';
import { envFor, type ProjectEnv } from './settings-env.js';
import { shellDataFiles } from './shell-data-files.js';
import type { SkillDoc } from './skill.js';
import { mayBeShellScript, sourcedShell } from './sourced-vars.js';

/**
 * Behaviour facts per file (src/analysis/extract.ts), computed once per real path however many entry
 * points and rules ask, with the launch points discovery found in the file turned into code units that
 * run with no one typing them. An archive's facts are its text members' facts, each unit labelled with
 * its member (src/analysis/archive/facts.ts).
 */
export class FactStore {
  private readonly memo: RealPathMemo<FileFacts | undefined>;
  private readonly docs = new Map<string, SkillDoc>();
  private readonly launches = new Map<string, LaunchPoint[]>();
  /** Real paths some consumer waits on now: extracted in this thread instead of queued on a worker. */
  private readonly wanted = new Set<string>();
  /** Jobs queued on the pool, by real path: what `facts` claims when a consumer needs one now. */
  private readonly queued = new Map<string, number>();
  private ready: Promise<Extractors> | undefined;
  private loaded: Extractors | undefined;
  /** Facts still holding Markdown links for the reference graph; undefined once they are let go. */
  private withRefs: FileFacts[] | undefined = [];

  constructor(
    private readonly files: FileStore,
    skills: readonly SkillDoc[],
    launchPoints: readonly LaunchPoint[],
    private readonly hosts: ClassifyOptions = {},
    private readonly archives?: ArchiveStore,
    /** Worker threads that extract facts; without, they are extracted in this thread (same facts). */
    private readonly pool?: FactExtractor,
    /** Facts of earlier scans (`--cache`): a file whose job is stored is not analysed again. */
    private readonly cache?: FactCache,
    /** The `env` project settings set for every command the agent runs (src/model/settings-env.ts). */
    private readonly projectEnv: readonly ProjectEnv[] = [],
  ) {
    for (const d of skills) for (const p of d.paths) if (!this.docs.has(p)) this.docs.set(p, d);
    // An entry document's path first (in path order), so its frontmatter and body are read as such.
    const docPathByReal = new Map<string, string>();
    for (const p of [...this.docs.keys()].sort()) {
      const real = files.realOf(p) ?? p;
      if (!docPathByReal.has(real)) docPathByReal.set(real, p);
    }
    this.memo = new RealPathMemo(
      files,
      (p) => docPathByReal.get(files.realOf(p) ?? p) ?? files.canonicalPath(p),
    );
    for (const l of launchPoints) {
      const list = this.launches.get(l.path) ?? [];
      list.push(l);
      this.launches.set(l.path, list);
    }
  }

  /**
   * The facts of the file at `path` (as reached), or undefined when it cannot be read. A file reached by
   * several paths is analysed once, under an entry document's path when one of its paths is one (its
   * frontmatter and body are read as such), else under the store-wide choice (`RealPathMemo`).
   */
  facts(path: string, when: 'now' | 'soon' | 'started' = 'now'): Promise<FileFacts | undefined> {
    if (when === 'started') return this.memo.peek(path) ?? Promise.resolve(undefined);
    const real = this.files.realOf(path) ?? path;
    if (when === 'now') this.wanted.add(real);
    // Nearly every call finds the promise started (rules ask again for each reached file): no closure then.
    const facts = this.memo.started(real) ?? this.memo.getReal(path, real, (p) => this.compute(p, when));
    // Already queued (prefetched, behind every file asked for `soon`): a caller waits on it, so it runs
    // here unless a worker has started it.
    const job = this.queued.get(real);
    if (job !== undefined && this.loaded) this.pool?.claim(job);
    return facts;
  }

  /**
   * The same facts, for a caller that does not need them yet (src/model/fact-prefetch.ts): with a pool
   * the file is queued on a worker behind the files asked for `soon`, and this thread runs it only if it
   * claims the job first.
   */
  prefetch(path: string): Promise<FileFacts | undefined> {
    return this.memo.get(path, (p) => this.compute(p, 'later'));
  }

  /**
   * Lets the Markdown links in every file's facts go once the reference graph is built: the graph is their
   * one reader, and they were ~10 MB on 10,000 skills held to the end of the scan. Facts extracted later
   * drop them at once; a reader that finds none parses the file (src/model/file-references.ts).
   */
  releaseMarkdownRefs(): void {
    for (const f of this.withRefs ?? []) withoutRefs(f);
    this.withRefs = undefined;
  }

  /**
   * Lets every file's facts go (the scan, once its rules have run and the pool has retired): a later
   * `facts` extracts them again, in this thread, with the same result.
   */
  releaseFacts(): void {
    this.releaseMarkdownRefs();
    this.memo.clear();
    this.wanted.clear();
    this.queued.clear();
  }

  get pooled(): boolean {
    return this.pool !== undefined;
  }

  /** Runs the queued jobs no worker has started, newest first (see FactExtractor.claimAll). */
  async claimQueued(): Promise<number> {
    // Nothing queued, nothing to load: a tree without skills never compiles the analyzers here.
    if (!this.pool || this.queued.size === 0) return 0;
    await this.prepared();
    return this.pool.claimAll();
  }

  /**
   * Loads the analyzers and their grammars in this thread once (archives, and extraction without a pool):
   * on first use, so a scan that analyses nothing never compiles them.
   */
  private prepared(): Promise<Extractors> {
    this.ready ??= Promise.all([readyAnalyzers(), import('./fact-job.js')]).then(([a, job]) => ({
      archiveFacts: a.archiveFacts,
      pdfFacts: a.pdfFacts,
      pickleFacts: a.pickleFacts,
      pngFacts: a.pngFacts,
      runFactJob: job.runFactJob,
    }));
    void this.ready.then((x) => {
      this.loaded = x;
    });
    return this.ready;
  }

  private async compute(path: string, when: 'now' | JobPriority): Promise<FileFacts | undefined> {
    const file = this.files.isFile(path) ? await this.files.text(path) : undefined;
    if (!file) return undefined;
    const archive = file.bytes && this.archives ? await this.archives.report(path) : undefined;
    // A PDF's extracted text is prose the agent reads (src/analysis/pdf/facts.ts).
    if (!archive && file.bytes && isPdf(path, file.bytes))
      return (await this.prepared()).pdfFacts(file.bytes, path, this.hosts);
    // A pickle's calls, written out as the Python they amount to (src/analysis/pickle/facts.ts).
    const pickle = archive ? undefined : pickleBytes(path, file);
    if (pickle) {
      const facts = (await this.prepared()).pickleFacts(pickle, path, this.hosts);
      if (facts) return facts;
    }
    // A PNG's text chunks, the only part of an image read (src/analysis/png-text.ts).
    if (!archive && file.bytes && isPng(path, file.bytes)) {
      const followed = await notesFollowed(path, this.docs.keys(), this.files);
      return (await this.prepared()).pngFacts(file.bytes, followed, this.hosts);
    }
    if (!archive && file.anomalies.some((a) => a.kind === 'binary')) return undefined;
    if (archive) return (await this.prepared()).archiveFacts(archive, this.hosts);
    const doc = this.docs.get(path);
    const launches = this.launches.get(path) ?? [];
    const job: FactJob = {
      path,
      text: file.text,
      markdown: MARKDOWN.test(path) || doc !== undefined,
      launchUnits: launches.flatMap(launchUnit),
      hosts: this.hosts,
      ...(doc ? { bodyStart: doc.bodyStart, dynamicContext: doc.kind !== 'agent' } : {}),
    };
    // A shell script's variables and functions from the files it sources (read here: the job itself is
    // pure text).
    if (!doc && mayBeShellScript(path, file.text)) {
      const { vars, libraries } = await sourcedShell(path, file.text, this.files);
      const settings = envFor(path, this.projectEnv);
      if (vars || settings) job.shellVars = { ...settings, ...vars };
      if (libraries) job.libraries = libraries;
      const data = await shellDataFiles(path, file.text, this.files);
      if (data) job.shellDataFiles = data;
    }
    // The functions of the PowerShell modules and scripts a script loads from the tree.
    if (!doc && mayBePowerShell(path)) {
      const libraries = await importedPowerShell(path, file.text, this.files);
      if (libraries) job.libraries = libraries;
    }
    // An MCP server's descriptions kept in its own modules (read here for the same reason).
    if (!doc) {
      const imported = await importedConstants(path, file.text, this.files);
      if (imported) job.importedConstants = imported;
      const addresses = await importedAddresses(path, file.text, this.files);
      if (addresses) job.importedAddresses = addresses;
      // The JSON files a script loads as modules: their values are the script's data.
      const json = await jsonModules(path, file.text, this.files);
      if (json) job.jsonModules = json;
      // Code a test tool runs out of documentation: doctest examples, rustdoc fences.
      if (
        (await runByDoctests(path, file.text, this.files)) ||
        (await runByRustdoc(path, file.text, this.files))
      )
        job.doctests = true;
      if (await notesFollowed(path, this.docs.keys(), this.files)) job.notesFollowed = true;
    }
    // This thread holds the file's line map (and its Markdown parse when a consumer parsed it first).
    // Synchronous once the analyzers are loaded here, which is when this thread claims jobs.
    const here = () =>
      this.loaded!.runFactJob(
        job,
        file.lines,
        job.markdown ? this.files.markdownOnce(file, doc?.bodyStart ?? 0) : undefined,
      );
    const real = this.files.realOf(path) ?? path;
    let facts = this.cache?.get(job);
    if (facts) return this.completed(path, facts, launches, file.lines);
    this.files.passes?.count('facts', real);
    if (this.pool && when !== 'now' && !this.wanted.has(real)) {
      void this.prepared();
      let claimedHere = false;
      const local = () => {
        claimedHere = true;
        return this.loaded ? here() : this.prepared().then(here);
      };
      const ticket = this.pool.submit(job, local, when);
      this.queued.set(real, ticket.id);
      facts = await ticket.facts;
      this.queued.delete(real);
      // A worker parsed the Markdown from the text (counted here: the worker cannot reach the counter).
      if (!claimedHere && job.markdown) this.files.passes?.count('markdown', real);
    } else {
      await this.prepared();
      facts = here();
    }
    // Stored before the launch points and assembled units below are added: those depend on other files.
    this.cache?.put(job, facts);
    return this.completed(path, facts, launches, file.lines);
  }

  /** Adds to a file's own facts what depends on the rest of the tree, and keeps its links for the graph. */
  private async completed(
    path: string,
    facts: FileFacts,
    launches: readonly LaunchPoint[],
    lines: LineMap,
  ): Promise<FileFacts> {
    for (const l of launches) declaredBehaviours(l, facts, this.hosts);
    const linked = { path, facts, lines, files: this.files, hosts: this.hosts };
    await addAssembledUnits(linked);
    await addRunLinkedUnits(linked);
    if (facts.markdown?.refs) {
      if (this.withRefs) this.withRefs.push(facts);
      else withoutRefs(facts);
    }
    return facts;
  }
}

/** The facts' Markdown part without its links (a whole literal: the same hidden class for every file). */
function withoutRefs(facts: FileFacts): void {
  const md = facts.markdown;
  if (md) facts.markdown = { bodyStart: md.bodyStart, layout: md.layout };
}

interface Extractors {
  archiveFacts: Analyzers['archiveFacts'];
  pdfFacts: Analyzers['pdfFacts'];
  pickleFacts: Analyzers['pickleFacts'];
  pngFacts: Analyzers['pngFacts'];
  runFactJob: typeof import('./fact-job.js')['runFactJob'];
}

/** What extractFacts parses as Markdown (with entry documents): the same test, so the parse is shared. */
const MARKDOWN = /\.(?:md|mdx|markdown|mdc)$/i;

const ORIGIN: Record<LaunchPoint['kind'], UnitSpec['origin'] | undefined> = {
  hook: 'hook',
  'mcp-server': 'mcp',
  'lsp-server': 'mcp',
  // A monitor runs by itself like a status line or a SessionStart hook: its command is launched code.
  monitor: 'status-line',
  'status-line': 'status-line',
  helper: 'status-line',
  permission: undefined,
};

/** A launch point's command as a code unit. Ignored ones do not run, but a later fix would run them. */
function launchUnit(l: LaunchPoint): UnitSpec[] {
  const origin = ORIGIN[l.kind];
  if (!origin || l.commandLine === undefined || l.commandLine.trim() === '') return [];
  return [
    {
      lang: 'shell',
      text: l.commandLine,
      origin,
      placement: l.ignored ? 'runnable' : 'auto',
      ...(l.region ? { region: l.region } : { base: 0 }),
      label:
        l.kind === 'lsp-server'
          ? `language server '${l.name ?? ''}'`
          : l.kind === 'monitor'
            ? `monitor '${l.name ?? ''}'`
            : (l.event ?? l.name ?? l.kind),
      // The launch point's `env` (an MCP server's): the command runs with it set (`GOPRIVATE`, `GOPROXY`).
      ...(l.env ? { vars: l.env } : {}),
    },
  ];
}
