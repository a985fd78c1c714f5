import type { CodeFacts } from '../facts.js';
import type { LineMap } from '../lines.js';
import type { UnitAnalyzer, UnitSpec } from './collector.js';
/**
 * Runs `analyze`, then the shell fragments a tool-input-rewriting hook script glues onto commands and the
 * permission answers a hook script prints (hook-decisions.ts), and agents an SDK starts with approvals off
 * (agent-sdk-launches.ts).
 */
export declare function withToolInputRewrites(analyze: UnitAnalyzer | undefined): UnitAnalyzer | undefined;
/** The settings keys `text` sets by name, as `"key": value` lines. */
export declare function settingsKeyEdits(text: string): string[];
/**
 * Appends the settings keys a script sets by name to its writes of agent settings whose content the
 * value model does not know (the dict it loaded and changed): see 2. above. Each write gets the edits that
 * can reach what it writes (editReaches): in Python, not a dict another function changes and never hands
 * over — one script may write `.claude.json` in one function and `settings.json` in another.
 */
export declare function addSettingsKeyEdits(facts: CodeFacts, units: ReadonlyArray<{
    id: number;
    spec: UnitSpec;
}>, lines: LineMap): void;
