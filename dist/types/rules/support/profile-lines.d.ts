import type { Value } from '../../analysis/facts.js';
/** `oh-my-posh init pwsh … | Invoke-Expression`: a tool's own init, run from the profile. */
export declare function isToolInitLine(line: string): boolean;
/** Every line is tool init or everyday set-up (and there is at least one line). */
export declare function everydayProfile(v: Value | undefined): boolean;
/**
 * The content without its tool-init lines: what is left is judged for code it downloads or runs (the
 * `| Invoke-Expression` of an init line runs what the installed tool prints, not fetched code).
 */
export declare function withoutToolInit(v: Value | undefined): Value | undefined;
export declare function everydayRc(v: Value | undefined): boolean;
