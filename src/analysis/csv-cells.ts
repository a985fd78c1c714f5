/**
 * The cells of one CSV (or TSV) line, quotes honoured (a quoted cell may hold the separator and doubled
 * quotes), each trimmed; one pass, bounded by the line. Used where one line's cells are needed by column
 * (a labelled sample's row, the values of a column a text asks to run).
 */
export function csvCells(line: string, sep: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length && i < 64 * 1024; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += c;
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  out.push(cell.trim());
  return out;
}
