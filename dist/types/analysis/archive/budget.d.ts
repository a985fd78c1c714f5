/**
 * Bytes an archive may inflate. An archive's budget draws on the scan's, so a tree of a thousand small
 * archives is bounded as a whole, not one archive at a time.
 */
export declare class InflateBudget {
    private left;
    private readonly parent?;
    constructor(left: number, parent?: InflateBudget | undefined);
    available(): number;
    spend(n: number): void;
}
