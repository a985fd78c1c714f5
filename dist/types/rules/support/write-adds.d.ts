import type { BehaviourOf, IntentClass } from '../../analysis/facts.js';
/**
 * What a write adds to the file it writes. A file rewritten from its own text — read back and filtered
 * (`jq 'del(.enabledPlugins["x"])' "$f" > "$t"; mv "$t" "$f"`, `crontab -l | grep -v job | crontab -`),
 * cut to its last lines under a fixed header (a memory rotation) — keeps what was there already: what is
 * new is only the literal text around the file's own, which is judged as any written content is. The
 * shell's readers, `grep`, `jq`, `sed` and `awk` carry their own text into what they print when their program
 * adds any (src/analysis/code/shell/handlers/data.ts), so a filter that only deletes prints the file alone.
 */
export interface SelfRewrite {
    /** The literal text written beside the file's own (holes removed); empty when there is none. */
    added: string;
    /**
     * Some of the file's own text went through steps not known here (a JavaScript `split`/`slice`, an
     * object parsed and stringified): what is kept cannot be shown to be only the file's own text.
     */
    opaque: boolean;
}
/** The write's content as the target's own text plus literal additions, or undefined when it is not that. */
export declare function selfRewrite(b: BehaviourOf<'write'>): SelfRewrite | undefined;
/** What added instruction text may ask that makes it an attack on every later session, not notes. */
export declare const RISKY_ASKS: ReadonlySet<IntentClass>;
/** Instruction text that asks for nothing risky, read as the instructions it becomes (docs/prose.md). */
export declare function asksNothingRisky(text: string): Promise<boolean>;
/**
 * `nothing`: the write keeps the file's own text and adds nothing (or, in an instruction file, text that
 * asks nothing risky); `own-lines`: the same, but the kept text went through steps not known here, so it is
 * shown at low rather than left out. Undefined: judge the write by its place and content as usual.
 */
export declare function whatWriteAdds(b: BehaviourOf<'write'>): Promise<'nothing' | 'own-lines' | undefined>;
