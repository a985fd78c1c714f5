/** The programmatic API: `scan()` in, findings out. */
import { loadParsers } from './analysis/load-parsers.js';

export { type Config, defaultConfig, parseConfig, parseConfigText } from './config.js';
export type { RuntimeProfile } from './discovery/runtimes/index.js';
export { RUNTIMES } from './discovery/runtimes/index.js';
export type { Category, Confidence, Finding, Location, Region, Severity } from './findings.js';
export { buildListingSettings, type ListingInputs, type ListingSettings } from './listing-settings.js';
export type { ScanModel } from './model/model.js';
export type { RuntimeId, SkillDoc } from './model/skill.js';
export { formatJson } from './report/json.js';
export { buildSarif, formatSarif } from './report/sarif.js';
export { formatText } from './report/text.js';
export { RULE_META } from './rules/meta.generated.js';
export type { RuleMeta } from './rules/types.js';
export { type ChangedAfterWalk, gated, type ScanOptions, type ScanResult, scan } from './scan.js';
export { LocalSource } from './source/local.js';
export { MemorySource } from './source/memory.js';
export type { SourceTree } from './source/tree.js';
export { TOOL } from './version.js';

// The executables load the parsers when a scan first needs them (start-up on an empty repository skips them);
// the library loads them on import, so `parseConfig` and everything else can be called synchronously.
await loadParsers();
