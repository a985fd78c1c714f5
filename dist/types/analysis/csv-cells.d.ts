/**
 * The cells of one CSV (or TSV) line, quotes honoured (a quoted cell may hold the separator and doubled
 * quotes), each trimmed; one pass, bounded by the line. Used where one line's cells are needed by column
 * (a labelled sample's row, the values of a column a text asks to run).
 */
export declare function csvCells(line: string, sep: string): string[];
