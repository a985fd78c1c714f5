import type { Value, WriteClass } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
/** The base severity of a write to a program's own configuration, when it is one of these; else undefined. */
export declare function programConfigWrite(cls: WriteClass, target: string, v: Value | undefined): {
    base: Severity;
    why: string;
} | undefined;
