import picomatch from 'picomatch';
import { compileAhead, loadParsers } from './analysis/load-parsers.js';
import { basename } from './analysis/repo-paths.js';
import {
  CONFIG_FILE_NAMES,
  type Config,
  ConfigError,
  checkRuleIds,
  checkRuleSettings,
  defaultConfig,
  type Gate,
  parseConfigText,
  trustedInstallersOf,
} from './config.js';
import { discover, isSkillDocumentName } from './discovery/discover.js';
import { explicitOnlySkills } from './discovery/interface-files.js';
import { buildLaunchPoints } from './discovery/launch.js';
import { RUNTIMES, type RuntimeProfile } from './discovery/runtimes/index.js';
import { atLeast, buildFinding, compareFindings, type Finding } from './findings.js';
import { buildListingSettings, type ListingInputs } from './listing-settings.js';
import { computeAnalysability, type EntryAnalysability } from './model/analysability.js';
import { ArchiveStore } from './model/archives.js';
import {
  askedAfterWalk,
  type ChangedAfterWalk,
  changedWhileReading,
  type NameSearch,
} from './model/change-reach.js';
import { ContentStore } from './model/content.js';
import { DerivedFacts } from './model/derived.js';
import { type DocHeadStore, type DocHeads, docHeadsFor, keepHeads } from './model/doc-heads.js';
import type { FactCache } from './model/fact-cache.js';
import { type FactExtractor, keepEarlyPool, startPoolEarly } from './model/fact-pool.js';
import { prefetchChangedFacts, prefetchFacts, prefetchSkillFacts } from './model/fact-prefetch.js';
import { FactStore } from './model/facts.js';
import { FileStore } from './model/files.js';
import type { ReferenceGraph } from './model/graph.js';
import type { ScanModel } from './model/model.js';
import { nameSearchFor, type SearchDigests } from './model/pooled-search.js';
import { buildReferenceGraph } from './model/references.js';
import { projectEnvs } from './model/settings-env.js';
import type { SkillDoc } from './model/skill.js';
import { TextPassCounter, type TextPassSummary } from './model/text-passes.js';
import type { PhaseClock } from './phases.js';
import { RULE_META } from './rules/meta.generated.js';
import { RULES } from './rules/registry.js';
import type { Rule, RuleMeta } from './rules/types.js';
import {
  analysabilityAfterRules,
  applySuppressions,
  blindspotsOf,
  dedupe,
  focusOf,
  releaseRuleState,
  type ScanFocus,
  withinChange,
} from './scan-finish.js';
import { LocalSource } from './source/local.js';
import type { SourceTree } from './source/tree.js';
import { indexTree, walkedSource } from './source/walk.js';

export type { ChangedAfterWalk };

export interface ScanOptions {
  /** A local folder to scan (default `.`); ignored when `source` is given. */
  root?: string;
  /** Any tree: a git revision, the GitHub API, an in-memory tree. */
  source?: SourceTree;
  /** A ready configuration; otherwise `configText`, else `.skillscan.yml` at the root, else defaults. */
  config?: Config;
  configText?: { text: string; origin: string };
  /** Run only these rules (tests, `--rule`); an unknown id is a ConfigError. */
  only?: readonly string[];
  /** Listing settings given besides the configuration: `--context-window`, the environment. */
  listing?: Omit<ListingInputs, 'raw' | 'registry'>;
  /** The runtime profiles to emulate (default: every runtime in src/discovery/runtimes/). */
  registry?: readonly RuntimeProfile[];
  /**
   * Root-relative paths a change touched (`--changed-since`): only entry points whose closure holds one
   * are followed (src/model/union-walk.ts); catalogue-wide checks still see every skill. A promise is
   * awaited only once discovery is done, so asking git what changed overlaps the walk; a function is
   * asked once the tree is walked, with the paths the walk found not through a link.
   */
  changed?: ReadonlySet<string> | Promise<ReadonlySet<string>> | ChangedAfterWalk;
  /** Count every pass over each file's text (`--debug-stats`): `ScanResult.textPasses`. */
  textPasses?: boolean;
  /** Times each phase (walk, discovery, graph, each rule, suppressions) when given: the benchmark's view. */
  clock?: PhaseClock;
  /**
   * Threads that extract facts (`--jobs`): 1 = this thread only; default: one per core (at most four)
   * for a tree large enough to repay starting them (src/model/fact-pool.ts). Findings do not depend on it.
   */
  jobs?: number;
  /**
   * Facts of earlier scans (`--cache DIR`, src/model/fact-cache.ts): unchanged files are not analysed
   * again, with the same findings. The caller ends its use (`finish`), pruning after whole scans.
   */
  factCache?: FactCache;
  /**
   * With `changed` (`--cache DIR --changed-since REF`): digests of files' texts by blob id, and REF (its
   * blob ids are the unchanged files'), so the name search reads only the files none describes.
   */
  searchIndex?: Omit<SearchDigests, 'changed'> & Partial<Pick<SearchDigests, 'changed'>>;
  /** With `changed`: skill documents' heads by blob id, so unchanged documents' bodies are read on demand. */
  docHeads?: DocHeadStore;
}

export interface RuleError {
  ruleId: string;
  message: string;
}

export interface ScanResult {
  rootDescription: string;
  config: Config;
  model: ScanModel;
  /** Every finding, suppressed ones included (they carry `suppression`), sorted. */
  findings: Finding[];
  /** Metadata of the rules that ran. */
  rules: RuleMeta[];
  /** Rules that threw: the scan is incomplete and the CLI exits 2. */
  ruleErrors: RuleError[];
  stats: { entries: number; filesRead: number; skills: number };
  /** A pull-request scan (`changed` given): what it followed and what it left out. */
  focus?: ScanFocus;
  /** With `textPasses`: how many times each kind of pass went over the files' text. */
  textPasses?: TextPassSummary[];
  /** Per entry point, the share of its closure's bytes skillscan analysed, sorted by entry. */
  analysability: EntryAnalysability[];
}

export function metaOf(id: string): RuleMeta {
  const meta = RULE_META[id];
  if (!meta) throw new Error(`rule ${id} has no rules/${id}.md`);
  return meta;
}

async function loadConfig(source: SourceTree, options: ScanOptions): Promise<Config> {
  if (options.config) return options.config;
  if (options.configText) return parseConfigText(options.configText.text, options.configText.origin);
  for (const name of CONFIG_FILE_NAMES) {
    const st = await source.stat(name);
    if (st?.kind !== 'file') continue;
    const r = await source.read(name, 1024 * 1024);
    if (r.truncated) throw new ConfigError(`${name}: larger than 1 MiB`);
    return parseConfigText(new TextDecoder().decode(r.bytes), name);
  }
  return defaultConfig();
}

/** Discovery → model → rules → findings. The one code path behind the CLI, the Action and the org scan. */
export async function scan(options: ScanOptions = {}): Promise<ScanResult> {
  if (options.only) checkRuleIds(options.only, 'rules to run');
  const source = options.source ?? (await LocalSource.open(options.root ?? '.'));
  const config = await loadConfig(source, options);
  // Checked before anything runs: an unknown rule id or option is an error, never a silent no-op.
  checkRuleSettings(config.rules, 'configuration');
  // git lists the blob ids of the index while the walk runs (this thread is busy with it meanwhile).
  const local = source instanceof LocalSource ? source.rootReal : undefined;
  const heads = options.changed ? docHeadsFor(local, options.docHeads) : undefined;
  // A pull-request scan's name search reads every file on a worker: it starts loading now, not after the walk.
  const early = options.changed ? startPoolEarly(options.jobs, config.limits.maxEntries) : undefined;
  const walked = await walkedSource(source, options.changed, compileAhead);
  const index = await indexTree(walked, config.limits).catch(async (e: unknown) => {
    await early?.close();
    throw e;
  });
  const files = new FileStore(
    source,
    index,
    config.limits.maxFileBytes,
    options.textPasses ? new TextPassCounter() : undefined,
  );
  if (heads) files.keepBlobIds();
  const clock = options.clock;
  clock?.lap('walk');
  // With a skill document there will be jobs (unless a fact cache holds most files; a pull-request scan's
  // name search needs the workers anyway): they start now and load their analyzers during discovery.
  const pool = await keepEarlyPool(early, {
    fileCount: index.files.length,
    ...(options.jobs !== undefined ? { jobs: options.jobs } : {}),
    startNow:
      (!options.factCache || options.changed !== undefined) &&
      index.files.some((f) => isSkillDocumentName(basename(f.path))),
  });
  const changed =
    typeof options.changed === 'function' ? askedAfterWalk(options.changed, index) : options.changed;
  // A pull-request scan's name search reads every file: on the workers, from now on, when there are some.
  const digests = changed && options.searchIndex ? { changed, ...options.searchIndex } : undefined;
  const search = changed ? nameSearchFor(files, pool, local, digests) : undefined;
  try {
    // The Markdown and YAML parsers are loaded only when there is something to parse (an empty tree, the
    // Action's start-up on a repository without skills, never evaluates them), after the workers started.
    if (index.files.length > 0) await loadParsers();
    const { changed: _asked, ...rest } = options;
    const focus = changed && search ? { changed, search, ...(heads ? { heads } : {}) } : undefined;
    const result = await scanTree(source, { ...rest, ...(focus ? { focus } : {}) }, config, files, pool);
    if (heads) keepHeads(heads.store, result.model.skills, files);
    return result;
  } finally {
    // A released search may still be handing its digests over (`--cache`): they are kept for the next scan.
    await search?.settled?.();
    await pool?.close();
  }
}

type ChangeFocus = {
  changed: ReadonlySet<string> | Promise<ReadonlySet<string>>;
  search: NameSearch;
  heads?: DocHeads;
};

/** Discovery, the model and the rules over a listed tree (`scan` owns the fact pool around it). */
async function scanTree(
  source: SourceTree,
  options: Omit<ScanOptions, 'changed'> & { focus?: ChangeFocus },
  config: Config,
  files: FileStore,
  pool: FactExtractor | undefined,
): Promise<ScanResult> {
  const registry = options.registry ?? RUNTIMES;
  const profiles = registry.filter((p) => config.runtimes.includes(p.id));
  const clock = options.clock;
  const found = await discover(files, {
    layout: config.layout,
    runtimes: config.runtimes,
    registry,
    ...(source.rootName ? { rootName: source.rootName } : {}),
    frontmatterLimits: {
      maxBytes: config.limits.maxFrontmatterBytes,
      maxAliasCount: config.limits.maxAliasCount,
      maxDepth: 32,
    },
    ...(options.focus?.heads ? { heads: options.focus.heads } : {}),
    ...(options.focus ? { changed: options.focus.changed } : {}),
  });
  const launch = await buildLaunchPoints({ files, ...found });
  const search = options.focus?.search;
  const changed = search ? await changedWhileReading(options.focus!.changed, search) : undefined;
  const trusted = trustedInstallersOf(config);
  const opaque = opaqueContent(files, found.skills, () => model.graph());
  const hosts = trusted ? { trustedInstallers: trusted } : {};
  const { skills, hooksFiles } = found;
  const env = projectEnvs(hooksFiles);
  const factStore = new FactStore(
    files,
    skills,
    launch.launchPoints,
    hosts,
    opaque.archives,
    pool,
    options.factCache,
    env,
  );
  if (changed && pool) prefetchChangedFacts(changed, files, factStore);
  let graphPromise: Promise<ReferenceGraph> | undefined;
  const model: ScanModel = {
    rootDescription: source.description,
    layout: found.layout,
    runtimes: config.runtimes,
    profiles,
    registry,
    files,
    skills: found.skills,
    skillsInFocus: focusOf(found.skills, () => model.graph(), changed),
    plugins: found.plugins,
    marketplaces: found.marketplaces,
    hooksFiles: found.hooksFiles,
    launchPoints: launch.launchPoints,
    mcpFiles: launch.mcpFiles,
    listing: buildListingSettings({ ...options.listing, raw: config.listing, registry }),
    explicitOnly: await explicitOnlySkills(files, found.skills, profiles),
    blindspots: () => blindspotsOf(files),
    facts: (path, when) => factStore.facts(path, when),
    graph: () => {
      graphPromise ??= buildReferenceGraph(model, {
        maxDepth: config.limits.maxReferenceDepth,
        markdownFromFacts: !options.only,
        ...(changed && search ? { changed, texts: search } : {}),
      }).finally(() => factStore.releaseMarkdownRefs());
      return graphPromise;
    },
    archive: opaque.archive,
    content: opaque.content,
    analysability: opaque.analysability,
    derived: new DerivedFacts(),
  };
  clock?.lap('discovery');
  const { focus: _focus, ...rest } = options;
  return runRules(model, config, { ...rest, ...(changed ? { changed } : {}) }, { pool, store: factStore });
}

/** The scan after the model is built: facts, rules, suppressions, the result. */
async function runRules(
  model: ScanModel,
  config: Config,
  options: Omit<ScanOptions, 'changed'> & { changed?: ReadonlySet<string> },
  facts: { pool: FactExtractor | undefined; store: FactStore },
): Promise<ScanResult> {
  const { pool, store: factStore } = facts;
  const { clock } = options;
  const { files } = model;
  // With workers, skill documents and the other files of their folders are analysed while this thread
  // builds the graph (a full scan only: a pull-request scan needs the few entries the change reaches,
  // which the graph decides).
  const early =
    pool && !options.only && !options.changed
      ? prefetchSkillFacts(model.skills, files, factStore)
      : undefined;
  // Timed runs build the graph (and the facts of the scripts it follows) up front, so it has its own row.
  if (clock) {
    await model.graph();
    clock.lap('graph');
  }
  // A full scan needs nearly every reached file's facts: all at once, on every core; then the workers go.
  if (!options.only) {
    await Promise.all([prefetchFacts(await model.graph(), factStore), early]);
    await pool?.retire();
    clock?.lap(pool ? `facts (${pool.size} worker thread${pool.size > 1 ? 's' : ''})` : 'facts');
  }
  const active = RULES.filter((r) => {
    if (options.only && !options.only.includes(r.id)) return false;
    return config.rules[r.id]?.enabled !== false;
  });
  const findings: Finding[] = [];
  const ruleErrors: RuleError[] = [];
  const run = async (rule: Rule) => {
    const meta = metaOf(rule.id);
    const setting = config.rules[rule.id];
    const ctx = {
      model,
      meta,
      options: setting?.options ?? {},
      report: (input: Parameters<typeof buildFinding>[1]) => {
        const f = buildFinding(meta, input);
        // A configured severity is the user's word on every finding of the rule.
        if (setting?.severity) f.severity = setting.severity;
        findings.push(f);
      },
    };
    try {
      await rule.check(ctx);
    } catch (e) {
      ruleErrors.push({ ruleId: rule.id, message: (e as Error).stack ?? String(e) });
    }
    clock?.lap(`rule:${rule.id}`);
  };
  for (const rule of active.filter((r) => r.phase === 'main')) await run(rule);
  for (const rule of active.filter((r) => r.phase === 'post')) await run(rule);

  const analysability = await analysabilityAfterRules(model, ruleErrors);
  const ignored = config.ignore.length > 0 ? picomatch(config.ignore, { dot: true }) : undefined;
  const all = dedupe(findings.filter((f) => !ignored?.(f.location.path)));
  const { kept, focus } = options.changed
    ? withinChange(all, await model.graph(), options.changed)
    : { kept: all, focus: undefined };
  await applySuppressions(kept, files);
  kept.sort(compareFindings);
  clock?.lap('analysability, suppressions, sort');
  releaseRuleState(model, factStore);
  return {
    ...(focus ? { focus } : {}),
    ...(files.passes ? { textPasses: files.passes.summary() } : {}),
    rootDescription: model.rootDescription,
    config,
    model,
    findings: kept,
    rules: active.map((r) => metaOf(r.id)),
    ruleErrors,
    analysability,
    stats: {
      entries: files.index.files.length + files.index.dirs.size,
      filesRead: files.readReal.size,
      skills: model.skills.length,
    },
  };
}

/** Archives read in memory, what each file is, and the analysability score built on both. */
function opaqueContent(files: FileStore, skills: SkillDoc[], graph: () => Promise<ReferenceGraph>) {
  const archives = new ArchiveStore(files);
  const contents = new ContentStore(files, archives);
  const content = (path: string) => contents.content(path);
  let score: Promise<EntryAnalysability[]> | undefined;
  return {
    archives,
    archive: (path: string) => archives.report(path),
    content,
    analysability: () => {
      score ??= computeAnalysability({ files, skills, graph, content });
      return score;
    },
  };
}

/** Findings that count against the gate: unsuppressed and at or above it. */
export function gated(findings: readonly Finding[], gate: Gate): Finding[] {
  if (gate === 'never') return [];
  return findings.filter((f) => !f.suppression && atLeast(f.severity, gate));
}
