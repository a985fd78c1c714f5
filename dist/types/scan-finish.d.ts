import type { Finding } from './findings.js';
import type { FactStore } from './model/facts.js';
import type { FileStore } from './model/files.js';
import type { ScanModel } from './model/model.js';
import type { Blindspot } from './model/skill.js';
/** The last steps of a scan over its files and findings: blind spots, duplicates, suppressions, release. */
export declare function blindspotsOf(files: FileStore): Blindspot[];
export declare function dedupe(findings: Finding[]): Finding[];
export declare function applySuppressions(findings: Finding[], files: FileStore): Promise<void>;
/**
 * What only the rules read goes once they have run: every reached file's text, its facts and what rules
 * derived from them were held while the report was written (on 10,000 skills the peak of the scan). The
 * model stays whole for its readers after the scan (the job summary, `--graph`, the library): each of
 * these is computed again on demand, to the same value.
 */
export declare function releaseRuleState(model: ScanModel, factStore: FactStore): void;
