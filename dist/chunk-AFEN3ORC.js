import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/lines.ts
var LineMap = class {
  constructor(text) {
    this.text = text;
  }
  text;
  found;
  /**
   * Where each line starts, found on the first question: most texts read are never asked for a position (a
   * pull-request scan reads 10,000 skill documents for their frontmatter and reports on a few).
   */
  get starts() {
    if (this.found === void 0) {
      const starts = [0];
      const text = this.text;
      for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
      this.found = starts;
    }
    return this.found;
  }
  get lineCount() {
    return this.starts.length;
  }
  position(offset) {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }
  region(start, end) {
    const a = this.position(start);
    const b = this.position(Math.max(start + 1, end));
    return { startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
  }
  lineText(line) {
    const s = this.starts[line - 1];
    if (s === void 0) return "";
    const e = this.starts[line] ?? this.text.length + 1;
    return this.text.slice(s, e - 1).replace(/\r$/, "");
  }
  /** Region covering a whole 1-based line (without its line break). */
  lineRegion(line) {
    const len = this.lineText(line).length;
    return { startLine: line, startColumn: 1, endLine: line, endColumn: len + 1 };
  }
  offsetOf(line, column = 1) {
    return (this.starts[line - 1] ?? this.text.length) + column - 1;
  }
};

export {
  LineMap
};
