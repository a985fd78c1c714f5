import type { CodeUnit } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/** What starts the file by itself, in words for a message (`in …`), or undefined. */
export type LaunchedBy = (path: string) => string | undefined;
export declare function dotfilesLaunched(ctx: RuleContext): LaunchedBy;
/** Marks a shipped script's unit as started by itself (whereItRuns words it): see the module comment. */
export declare const LAUNCHED_LABEL = "launched by itself: ";
export declare function launchedUnit(unit: CodeUnit, by: string): CodeUnit;
/** Whether the unit is a dotfiles file that runs by itself (set by behaviour.ts through `launchedUnit`). */
export declare function launchedUnitOf(unit: CodeUnit): boolean;
