/**
 * Japanese and Chinese phrase families for intents-cjk.ts (docs/prose.md): lower case, written without
 * blanks (the recogniser removes them from the sentence before searching).
 */
export declare const SECRET: string[];
export declare const SEND: string[];
export declare const WEBHOOK: string[];
export declare const FETCH: string[];
/** A hand-over to a shell: what the shell is given runs. */
export declare const HAND_TO_SHELL: string[];
export declare const RUN: string[];
export declare const CONFIG: string[];
export declare const CONFIG_TOKEN: RegExp;
export declare const CHANGE: string[];
export declare const WIDE: string[];
export declare const CHECKS_OFF: string[];
export declare const MODE: string[];
export declare const CONCEAL: string[];
/** Chinese: a "need not / do not" before a telling verb a few characters on ("不必在回复中提及"). */
export declare const ZH_NOT: string[];
export declare const ZH_TELL: string[];
/** Japanese: a telling stem with a negative ending right after it ("報告に含めなくて", "伝えないで"). */
export declare const JA_TELL: string[];
export declare const JA_NOT: string[];
/** The user, or what the user reads. */
export declare const AUDIENCE: string[];
export declare const ASK: string[];
export declare const NEG_BEFORE: string[];
export declare const NEG_AFTER: string[];
