import type { BehaviourOf } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
/** How persistence grades a git setting a skill writes (rules/persistence.md). */
export declare const CONFIG_WORDS: Record<string, string>;
/**
 * A git setting: `--global`/`--system` ones reach every repository of the user. Without a scope it is
 * this repository's: pointing it at the repository's own hooks folder is how projects share hooks (low);
 * a hooks folder elsewhere still runs on every commit here (medium).
 */
export declare function judgeConfig(b: BehaviourOf<'config'>): {
    base: Severity;
    words: string;
};
