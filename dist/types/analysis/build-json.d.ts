import type { Region } from '../findings.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
/**
 * What the configuration readers share (src/analysis/build-files.ts and the readers beside it): JSON with
 * comments, where a string value sits in the file, argv arrays as shell lines, and the code unit of one
 * command a configuration declares.
 */
export declare const MAX_UNITS = 500;
/** A command a configuration declares: placed like a shipped script (it runs when the tool runs). */
export declare function configUnit(code: string, at: {
    base: number;
} | {
    region?: Region | undefined;
}, label: string, lang?: UnitSpec['lang'], vars?: Readonly<Record<string, string>>): UnitSpec;
/** A shell command taken from a JSON file, placed at the string it starts with (`anchor`). */
export declare function jsonShellUnit(text: string, lines: LineMap, code: string, anchor: string, label: string): UnitSpec;
/** An argv array as one shell line, each argument quoted so it stays one word. */
export declare function argvLine(argv: readonly unknown[]): string | undefined;
/**
 * JSON with line and block comments and trailing commas, as VS Code reads `devcontainer.json`, turned into
 * JSON by blanking them (offsets kept): comments first, then the commas they may have hidden.
 */
export declare function withoutJsonComments(text: string): string;
/** Where a string value sits in the JSON text, found by its encoded form (the first line on a miss). */
export declare function regionOfJsonString(text: string, value: string, lines: LineMap): Region | undefined;
export declare function parseJson(text: string): unknown;
