import type { Finding } from './findings.js';
import type { FileStore } from './model/files.js';
import type { Blindspot } from './model/skill.js';
/** The last steps of a scan over its files and findings: blind spots, duplicates, suppressions. */
export declare function blindspotsOf(files: FileStore): Blindspot[];
export declare function dedupe(findings: Finding[]): Finding[];
export declare function applySuppressions(findings: Finding[], files: FileStore): Promise<void>;
