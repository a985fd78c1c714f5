import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
type Emit = (code: string, path: Array<string | number>, label: string) => void;
export declare const skaffoldCommands: (text: string, lines: LineMap) => UnitSpec[];
export declare const goreleaserCommands: (text: string, lines: LineMap) => UnitSpec[];
/**
 * The commands of a lint-staged or simple-git-hooks configuration object: each value a command string or
 * a list of them (lint-staged runs each with the staged files appended; simple-git-hooks writes each as a
 * git hook). Other value types (simple-git-hooks' `preserveUnused` list of names) are not commands.
 */
export declare function commandMapNodes(data: unknown, tool: string, emit: Emit, listsAreCommands: boolean): void;
/** `.lintstagedrc` (JSON or YAML) and `.simple-git-hooks.json`. */
export declare function commandMapCommands(text: string, lines: LineMap, tool: 'lint-staged' | 'simple-git-hooks'): UnitSpec[];
export {};
