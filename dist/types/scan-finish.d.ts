import type { Finding } from './findings.js';
import type { EntryAnalysability } from './model/analysability.js';
import type { FactStore } from './model/facts.js';
import type { FileStore } from './model/files.js';
import type { ReferenceGraph } from './model/graph.js';
import type { ScanModel } from './model/model.js';
import type { Blindspot, SkillDoc } from './model/skill.js';
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
/** What a pull-request scan followed and left out (`ScanResult.focus`). */
export interface ScanFocus {
    /** Changed paths it was given. */
    changed: number;
    /** Entry points followed: those whose closure holds a changed file. */
    followed: number;
    /** Entry points the repository has. */
    entryPoints: number;
    /** Findings of the catalogue checks about unchanged files only, left out of the findings. */
    outside: number;
}
/** The changed paths and every file a followed entry point reaches: where a kept finding can sit. */
export declare function touchedPaths(graph: ReferenceGraph, changed: ReadonlySet<string>): Set<string>;
/**
 * The skills whose own document a pull-request scan can report on (`ScanModel.skillsInFocus`): a finding
 * located in a document outside `touchedPaths`, with no entry or related location elsewhere, is left out
 * by `withinChange`, so a check that looks at one document at a time need not look at it.
 */
export declare function skillsInFocus(skills: readonly SkillDoc[], touched: ReadonlySet<string>): SkillDoc[];
/** `ScanModel.skillsInFocus`: every skill without a change, else those `skillsInFocus` keeps, once. */
export declare function focusOf(skills: readonly SkillDoc[], graph: () => Promise<ReferenceGraph>, changed: ReadonlySet<string> | undefined): () => Promise<readonly SkillDoc[]>;
/**
 * A pull-request scan reports what the change can have affected: a finding in a file that some followed entry
 * point reaches, reached from one, or naming such a file among its related locations (the other half of a
 * conflict). The catalogue checks still run over every skill, because a changed skill's listing cut or name
 * clash depends on all the others; their findings about unchanged skills only (on a large repository thousands
 * of listing cuts the base branch already had) are counted, not reported: a full scan reports them.
 */
export declare function withinChange(findings: Finding[], graph: ReferenceGraph, changed: ReadonlySet<string>): {
    kept: Finding[];
    focus: ScanFocus;
};
/** After the rules, so that every file they read is classified once and the score sees the same content. */
export declare function analysabilityAfterRules(model: ScanModel, ruleErrors: {
    ruleId: string;
    message: string;
}[]): Promise<EntryAnalysability[]>;
