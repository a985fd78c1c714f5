import type { UnitHandle } from '../collector.js';
import { type ScriptLang } from './statements.js';
/** Runs the model over `unit`; returns the spans of the executes it reported. */
export declare function analyzeScriptFlow(unit: UnitHandle, lang: ScriptLang): Array<{
    start: number;
    end: number;
}>;
