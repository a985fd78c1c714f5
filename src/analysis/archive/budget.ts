/**
 * Bytes an archive may inflate. An archive's budget draws on the scan's, so a tree of a thousand small
 * archives is bounded as a whole, not one archive at a time.
 */
export class InflateBudget {
  constructor(
    private left: number,
    private readonly parent?: InflateBudget,
  ) {}

  available(): number {
    return Math.max(0, Math.min(this.left, this.parent ? this.parent.available() : Number.POSITIVE_INFINITY));
  }

  spend(n: number): void {
    this.left -= n;
    this.parent?.spend(n);
  }
}
