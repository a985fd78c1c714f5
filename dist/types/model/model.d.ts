import type { ArchiveReport } from '../analysis/archive/types.js';
import type { ContentInfo } from '../analysis/content.js';
import type { FileFacts, MarkdownFacts } from '../analysis/extract.js';
import type { RuntimeProfile } from '../discovery/runtimes/index.js';
import type { ListingSettings } from '../listing-settings.js';
import type { EntryAnalysability } from './analysability.js';
import type { DerivedFacts } from './derived.js';
import type { FileStore } from './files.js';
import type { ReferenceGraph } from './graph.js';
import type { ConfigDoc, LaunchPoint, McpConfigFile } from './launch.js';
import type { Blindspot, HooksFile, MarketplaceInfo, PluginInfo, RuntimeId, SkillDoc } from './skill.js';
/**
 * Everything rules may look at. Rules never see the source or the filesystem: they read files through
 * `files` (lazy, cached, bounded), which is what lets the local scan and the API scan share one path.
 */
export interface ScanModel {
    /** Shown in messages (the scanned path or `owner/repo@ref`). */
    rootDescription: string;
    layout: 'project' | 'home';
    runtimes: readonly RuntimeId[];
    /** The profiles of the emulated runtimes, in list order: everything rules know about a runtime. */
    profiles: readonly RuntimeProfile[];
    /** Every runtime profile known, emulated or not (vocabularies: every key or tool name some runtime reads). */
    registry: readonly RuntimeProfile[];
    files: FileStore;
    /** Skills, legacy commands and subagents, deduplicated on their real path. */
    skills: SkillDoc[];
    /**
     * The skills a check of one document at a time needs to look at: every skill in a full scan; in a
     * pull-request scan those whose document the change touched or a followed entry point reaches, since a
     * finding located only in another skill's document is not reported (src/scan-finish.ts). Checks that
     * compare skills with each other (the listing, conflicts, catalogues) read `skills`.
     */
    skillsInFocus(): Promise<readonly SkillDoc[]>;
    plugins: PluginInfo[];
    marketplaces: MarketplaceInfo[];
    hooksFiles: HooksFile[];
    /** Everything a runtime starts or grants without the user typing it (src/model/launch.ts). */
    launchPoints: LaunchPoint[];
    /** MCP configuration files (.mcp.json and the other runtimes' equivalents). */
    mcpFiles: Array<McpConfigFile & {
        doc: ConfigDoc;
    }>;
    /** Listing-budget simulation settings (configuration, flags, environment), built by buildListingSettings. */
    listing: ListingSettings;
    /**
     * Per runtime, the skills its interface file keeps out of the model's listing (Codex
     * `agents/openai.yaml` with `policy.allow_implicit_invocation: false`): invoked explicitly only.
     */
    explicitOnly: ReadonlyMap<RuntimeId, ReadonlySet<SkillDoc>>;
    /** Limits hit and things not read while building the model. Grows as files load lazily. */
    blindspots(): Blindspot[];
    /**
     * Behaviour facts of one file (src/model/facts.ts), computed once per real path. `soon`: the caller has
     * other work to do meanwhile (the reference graph), so the file goes to a fact worker ahead of the
     * prefetched ones instead of being extracted in this thread at once. `started`: only when the file's
     * extraction has begun (a full scan starts every reached file's before the rules), else undefined;
     * nothing is started.
     */
    facts(path: string, when?: 'now' | 'soon' | 'started'): Promise<FileFacts | undefined>;
    /** The reference graph, built on first use and shared by every rule. */
    graph(): Promise<ReferenceGraph>;
    /** The archive report of a file read in memory (src/model/archives.ts), or undefined for non-archives. */
    archive(path: string): Promise<ArchiveReport | undefined>;
    /** What a file is and how many of its bytes were analysed (src/model/content.ts), once per real path. */
    content(path: string): Promise<ContentInfo | undefined>;
    /** Facts rules derive from the model and share, computed once (src/model/derived.ts). */
    readonly derived: DerivedFacts;
    /** Per entry point, the share of its closure's bytes skillscan analysed (src/model/analysability.ts). */
    analysability(): Promise<EntryAnalysability[]>;
}
export declare function skillsOfKind(model: ScanModel, kind: SkillDoc['kind']): SkillDoc[];
/**
 * A Markdown file's links and layout from its facts, whose extraction parsed it (`when`: ask for them now,
 * or take them only if their extraction has begun). Undefined when the facts read another body (one real
 * file as a skill document and, through a link, as plain Markdown) or failed (the rules that use the facts
 * report that): the caller parses the file itself.
 */
export declare function markdownFactsOf(model: Pick<ScanModel, 'facts'>, path: string, bodyStart: number, when: 'now' | 'started'): Promise<MarkdownFacts | undefined>;
