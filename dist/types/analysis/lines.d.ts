import type { Region } from '../findings.js';
/** Maps string offsets to 1-based line/column (UTF-16 code units, SARIF's default column kind). */
export declare class LineMap {
    readonly text: string;
    private readonly starts;
    constructor(text: string);
    get lineCount(): number;
    position(offset: number): {
        line: number;
        column: number;
    };
    region(start: number, end: number): Region;
    lineText(line: number): string;
    /** Region covering a whole 1-based line (without its line break). */
    lineRegion(line: number): Region;
    offsetOf(line: number, column?: number): number;
}
