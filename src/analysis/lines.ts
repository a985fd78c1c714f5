import type { Region } from '../findings.js';

/** Maps string offsets to 1-based line/column (UTF-16 code units, SARIF's default column kind). */
export class LineMap {
  private readonly starts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
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
