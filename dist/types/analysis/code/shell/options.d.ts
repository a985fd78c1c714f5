import type { Word } from './state.js';
/**
 * getopt-style option parsing over expanded words, so that `curl -fsSLo out url` knows `out` is the
 * output file and `url` the operand, and `jq -r '.x' file` knows which word is the filter. Each tool
 * lists the short letters and long names that take a value; everything else is a flag.
 */
export interface OptSpec {
    /** Short option letters that take a value (`o` for `-o FILE`, also `-oFILE` and `-fsSLo FILE`). */
    short?: string;
    /** Long options that take a value (`--output`, given as `output`); `--output=F` always works. */
    long?: readonly string[];
    /** Stop at the first operand (wrappers: `sudo -u x cmd -y` leaves `-y` to `cmd`). */
    stopAtOperand?: boolean;
    /** Single-dash long options (`-Command`, `-enc`, `-name`): matched case-insensitively by prefix. */
    singleDashLong?: boolean;
}
export interface Opt {
    /** `-o`, `--output` (long names without their `=value`). */
    name: string;
    value?: Word;
    word: Word;
}
export interface Parsed {
    opts: Opt[];
    operands: Word[];
    /** Index in the input of the first operand (where `stopAtOperand` stopped). */
    rest: number;
}
/** A word that is part of another word's text (`--output=FILE`, `-oFILE`). */
export declare function subWord(w: Word, from: number): Word;
export declare function parseOpts(words: readonly Word[], spec?: OptSpec): Parsed;
export declare function has(p: Parsed, ...names: string[]): boolean;
export declare function valueOfOpt(p: Parsed, ...names: string[]): Word | undefined;
export declare function valuesOfOpt(p: Parsed, ...names: string[]): Word[];
/** `tar`'s arguments with an old-style bundled first argument (`tar czf out.tgz dir`) given its dash. */
export declare function tarWords(args: readonly Word[]): readonly Word[];
