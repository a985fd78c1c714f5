import type { Region } from '../findings.js';

/** Maps string offsets to 1-based line/column (UTF-16 code units, SARIF's default column kind). */
export class LineMap {
  private found: number[] | undefined;
  constructor(readonly text: string) {}

  /**
   * Where each line starts, found on the first question: most texts read are never asked for a position (a
   * pull-request scan reads 10,000 skill documents for their frontmatter and reports on a few).
   */
  private get starts(): number[] {
    if (this.found === undefined) {
      const starts = [0];
      const text = this.text;
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
      this.found = starts;
    }
    return this.found;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): { line: number; column: number } {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  }

  region(start: number, end: number): Region {
    const a = this.position(start);
    const b = this.position(Math.max(start + 1, end));
    return { startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
  }

  lineText(line: number): string {
    const s = this.starts[line - 1];
    if (s === undefined) return '';
    const e = this.starts[line] ?? this.text.length + 1;
    return this.text.slice(s, e - 1).replace(/\r$/, '');
  }

  /** Region covering a whole 1-based line (without its line break). */
  lineRegion(line: number): Region {
    const len = this.lineText(line).length;
    return { startLine: line, startColumn: 1, endLine: line, endColumn: len + 1 };
  }

  offsetOf(line: number, column = 1): number {
    return (this.starts[line - 1] ?? this.text.length) + column - 1;
  }
}
