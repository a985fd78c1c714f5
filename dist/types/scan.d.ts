import { type Config, type Gate } from './config.js';
import { type RuntimeProfile } from './discovery/runtimes/index.js';
import { type Finding } from './findings.js';
import { type ListingInputs } from './listing-settings.js';
import { type EntryAnalysability } from './model/analysability.js';
import { type ChangedAfterWalk } from './model/change-reach.js';
import { type DocHeadStore } from './model/doc-heads.js';
import type { FactCache } from './model/fact-cache.js';
import type { ScanModel } from './model/model.js';
import { type SearchDigests } from './model/pooled-search.js';
import { type TextPassSummary } from './model/text-passes.js';
import type { PhaseClock } from './phases.js';
import type { RuleMeta } from './rules/types.js';
import { type ScanFocus } from './scan-finish.js';
import type { SourceTree } from './source/tree.js';
export type { ChangedAfterWalk };
export interface ScanOptions {
    /** A local folder to scan (default `.`); ignored when `source` is given. */
    root?: string;
    /** Any tree: a git revision, the GitHub API, an in-memory tree. */
    source?: SourceTree;
    /** A ready configuration; otherwise `configText`, else `.skillscan.yml` at the root, else defaults. */
    config?: Config;
    configText?: {
        text: string;
        origin: string;
    };
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
    stats: {
        entries: number;
        filesRead: number;
        skills: number;
    };
    /** A pull-request scan (`changed` given): what it followed and what it left out. */
    focus?: ScanFocus;
    /** With `textPasses`: how many times each kind of pass went over the files' text. */
    textPasses?: TextPassSummary[];
    /** Per entry point, the share of its closure's bytes skillscan analysed, sorted by entry. */
    analysability: EntryAnalysability[];
}
export declare function metaOf(id: string): RuleMeta;
/** Discovery → model → rules → findings. The one code path behind the CLI, the Action and the org scan. */
export declare function scan(options?: ScanOptions): Promise<ScanResult>;
/** Findings that count against the gate: unsuppressed and at or above it. */
export declare function gated(findings: readonly Finding[], gate: Gate): Finding[];
