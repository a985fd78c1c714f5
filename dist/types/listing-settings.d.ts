import { type RuntimeId, type RuntimeProfile } from './discovery/runtimes/index.js';
/**
 * The listing settings (the `listing` section of .skillscan.yml, schemas/config.schema.json), built in
 * one place for every entry point: the scan (listing-overflow, skill-conflict), `skillscan listing`, the
 * Action's job summary and the organisation scan all call `buildListingSettings`.
 */
export interface ExtraSkill {
    name: string;
    description?: string;
    whenToUse?: string;
}
/** Installed skills that are not in the repository: a count with average sizes, or an explicit list. */
export type ExtraSkills = {
    count: number;
    averageDescriptionChars?: number;
    averageNameChars?: number;
} | ExtraSkill[];
export interface ListingSettings {
    /** The model's context window in tokens; unknown = the profile's fallback budget. */
    contextWindow?: number;
    runtimeVersion?: string;
    /** Fixed budget in characters (what the runtime's environment variable does). */
    charBudget?: number;
    budgetFraction?: number;
    maxDescChars?: number;
    extraSkills?: {
        user?: ExtraSkills;
        plugin?: ExtraSkills;
        bundled?: ExtraSkills;
    };
    /** Per-runtime overrides of everything above. */
    runtimes?: Partial<Record<RuntimeId, FlatListingSettings>>;
}
/** Settings without the per-runtime blocks: what one runtime's simulation uses. */
export type FlatListingSettings = Omit<ListingSettings, 'runtimes'>;
/** Reads the free-form `config.listing` defensively (the schema validated files; callers may not). */
export declare function readListingSettings(raw: unknown, registry?: readonly RuntimeProfile[]): ListingSettings;
/** Settings for one runtime: the per-runtime block wins over the top level. */
export declare function settingsFor(settings: ListingSettings, runtime: RuntimeId): FlatListingSettings;
export interface ListingInputs {
    /** The configuration's `listing` section (or a rule's options), as written. */
    raw: unknown;
    /** `--context-window`: the model's context window in tokens, for every runtime. */
    contextWindow?: number;
    /** The environment: a runtime's budget variable (SLASH_COMMAND_TOOL_CHAR_BUDGET) fixes its budget. */
    env?: Readonly<Record<string, string | undefined>>;
    registry?: readonly RuntimeProfile[];
}
/** Configuration, then command-line flags, then the runtimes' own environment variables, as the runtimes do. */
export declare function buildListingSettings(inputs: ListingInputs): ListingSettings;
