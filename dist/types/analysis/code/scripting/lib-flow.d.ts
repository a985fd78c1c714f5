import type { UnitHandle } from '../collector.js';
import { type LibLang } from './lib-lang.js';
/** Runs the model over `unit`; returns the spans of the executes it reported. */
export declare function analyzeLibFlow(unit: UnitHandle, lang: LibLang): Array<{
    start: number;
    end: number;
}>;
