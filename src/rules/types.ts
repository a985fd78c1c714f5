import {
  type Category,
  type Confidence,
  type FindingInput,
  type Severity,
  severityRank,
} from '../findings.js';
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
export function defineRule(
  id: string,
  check: Rule['check'],
  phase: Rule['phase'] = 'main',
  how: { onePerEvidence?: boolean } = {},
): Rule {
  return { id, phase, check: how.onePerEvidence ? onePerEvidence(check) : check };
}

/**
 * A rule whose readings can meet at one place (a decoded command and the sentence that carries it, both at the
 * carrier) reports it once, with the more severe finding (the first of equals), in the order first reported
 * (docs/taxonomy.md: one finding per evidence). Rules that report several findings at one place on purpose
 * (one per problem or per runtime) do not ask for this.
 */
function onePerEvidence(check: Rule['check']): Rule['check'] {
  return async (ctx) => {
    const held = new Map<string, FindingInput>();
    await check({
      model: ctx.model,
      meta: ctx.meta,
      options: ctx.options,
      report(f) {
        const r = f.location.region;
        const key = `${f.location.path}|${r?.startLine}:${r?.startColumn}|${f.entry ?? ''}`;
        const before = held.get(key);
        const rank = (x: FindingInput) => severityRank(x.severity ?? ctx.meta.severity);
        if (!before || rank(f) > rank(before)) held.set(key, f);
      },
    });
    for (const f of held.values()) ctx.report(f);
  };
}
