import type { RuntimeProfile } from '../../discovery/runtimes/index.js';
import type { StrictAgentFormat } from '../../discovery/runtimes/types.js';
import { type ListingSettings } from '../../listing-settings.js';
import type { ScanModel } from '../../model/model.js';
import type { RuntimeId, SkillDoc } from '../../model/skill.js';
import type { RuleContext } from '../types.js';
/**
 * What rules ask about runtimes, answered from the profiles on the model (src/discovery/runtimes/):
 * rules never compare a runtime id with a literal.
 */
/** The profile of an emulated runtime. */
export declare function profileIn(model: ScanModel, id: RuntimeId): RuntimeProfile | undefined;
/** The profiles of the runtimes that load this entry, in list order. */
export declare function loadersOf(model: ScanModel, doc: SkillDoc): RuntimeProfile[];
/**
 * Whether a runtime that loads this document reads frontmatter `key` in that kind of file: a subagent takes
 * the runtime's subagent keys (Claude Code's read `tools`, an availability list, never a skill's
 * `allowed-tools`), a legacy command its command keys. A document no runtime places is judged by every
 * runtime that has that kind of file. Skills are not judged here (each rule weighs who acts on a skill key).
 */
export declare function kindReadsKey(model: ScanModel, doc: SkillDoc, key: string): boolean;
/**
 * The strict subagent format a document is judged by, with the runtime that rejects a bad file: when every
 * runtime that loads it validates its agents strictly (Gemini CLI), or, for a file no runtime loads, when
 * it sits in such a runtime's agents folder (`.gemini/agents/<category>/x.md`, copied in by hand). A file a
 * lenient runtime loads as well (Claude Code) is judged by that runtime's rule, as before.
 */
export declare function strictAgentFormatOf(model: ScanModel, doc: SkillDoc): {
    format: StrictAgentFormat;
    keys: readonly string[];
    runtime: string;
} | undefined;
/** Display names, in list order, for a message. */
export declare function namesOf(model: ScanModel, ids: readonly RuntimeId[]): string;
/** Skills some runtime keeps out of the model's listing (explicit invocation only). */
export declare function explicitOnlyAnywhere(model: ScanModel): Set<SkillDoc>;
/** The listing settings a listing rule uses: its own options when given, else the scan's. */
export declare function listingSettingsOf(ctx: RuleContext): ListingSettings;
/**
 * The folder a nested skill root sits under (`apps/web` for `apps/web/.claude/skills/x/SKILL.md`), from
 * the runtime's project skill folders; '' at the repository root.
 */
export declare function nestedPrefix(model: ScanModel, runtime: RuntimeId, via: string): string;
/**
 * The repository's marketplace for the runtimes that act on this document's `allowed-tools` leaves its
 * plugin out, while another runtime's marketplace lists it (a `plugins-copilot/` copy published through
 * `.github/plugin/marketplace.json` beside a `.claude-plugin/marketplace.json` that lists `plugins-claude/`):
 * users who add the marketplace never get this copy, so a grant in it applies only to someone who loads the
 * folder by path. The marketplace files that leave it out, or undefined when that is not the case.
 */
export declare function leftOutOfActingMarketplaces(model: ScanModel, doc: SkillDoc): string[] | undefined;
