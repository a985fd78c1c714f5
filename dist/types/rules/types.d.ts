import { type Category, type Confidence, type FindingInput, type Severity } from '../findings.js';
import type { ScanModel } from '../model/model.js';
/** Everything about a rule except its logic; lives in `rules/<id>.md` and is generated into meta.generated.ts. */
export interface RuleMeta {
    id: string;
    title: string;
    category: Category;
    severity: Severity;
    confidence: Confidence;
    /** Runtimes the rule is about (`all` when it applies everywhere). */
    runtimes: readonly string[];
    tags: readonly string[];
    /** The Markdown body of `rules/<id>.md`: what, why, a bad and a fixed example. */
    help: string;
    /** JSON schema of `rules.<id>.options` (validated with the configuration, before any rule runs). */
    options?: Readonly<Record<string, unknown>>;
}
export interface RuleContext {
    readonly model: ScanModel;
    readonly meta: RuleMeta;
    /** Options from the configuration (`rules.<id>.options`), validated against the rule's declared schema. */
    readonly options: Readonly<Record<string, unknown>>;
    report(finding: FindingInput): void;
}
export interface Rule {
    id: string;
    /** `post` rules run after every other rule, when all lazily read files are known (blind spots, encodings). */
    phase: 'main' | 'post';
    check(ctx: RuleContext): void | Promise<void>;
}
/** Keeps rule modules short and typed: `export default defineRule('id', (ctx) => { … })`. */
export declare function defineRule(id: string, check: Rule['check'], phase?: Rule['phase'], how?: {
    onePerEvidence?: boolean;
}): Rule;
