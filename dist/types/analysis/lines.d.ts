import type { Region } from '../findings.js';
/** Maps string offsets to 1-based line/column (UTF-16 code units, SARIF's default column kind). */
export declare class LineMap {
    readonly text: string;
    private found;
    constructor(text: string);
    /**
     * Where each line starts, found on the first question: most texts read are never asked for a position (a
     * pull-request scan reads 10,000 skill documents for their frontmatter and reports on a few).
     */
    private get starts();
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
