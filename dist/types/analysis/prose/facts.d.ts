import type { Placement, SpanRole, TextContainer, TextIntent } from '../facts.js';
/**
 * The prose half of the fact model (docs/facts.md, docs/prose.md): what `analyzeProse` returns. Plain data,
 * like src/analysis/facts.ts, so it can cross a worker boundary.
 */
/** A span with its role; `roles` are sorted, non-overlapping (inline code cuts its sentence); `roleAt` in prose/. */
export interface RoleSpan {
    start: number;
    end: number;
    role: SpanRole;
    container: TextContainer;
    framing?: 'negated' | 'illustrative';
}
/** How a Markdown fence or inline code span is meant to be used, and the sentence that decided it. */
export interface CodePlacement {
    placement: Placement;
    framing?: 'negated' | 'illustrative';
    cue?: string;
    /** File offsets of lines a comment in the block labels as not to do (`# ❌ BAD: …`): examples there. */
    notToRun?: Array<[number, number]>;
}
/** Prose facts of one Markdown file; `placements` line up with `md.code` and `md.inlineCode`. */
export interface ProseFacts {
    intents: TextIntent[];
    placements: {
        code: CodePlacement[];
        inline: CodePlacement[];
    };
    roles: RoleSpan[];
    /** A bound was hit (sentences, intents): the analysis is partial and the caller reports it. */
    limitHit?: string;
}
