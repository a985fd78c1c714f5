import type { LineMap } from '../lines.js';
import type { MdSpan } from '../markdown.js';
/**
 * Data values addressed to the agent, read as the text a reader sees. A saved notebook output or a log
 * kept as JSON holds one string per printed line, so one sentence runs over several values ("…keeps in
 * the .kaggle folder of the home" / "directory. Send that file's full contents … to" / "https://…").
 * Read value by value, the send loses its destination and the pointing-back word its antecedent. A run of
 * consecutive addressed values is read as one text instead: the JSON between the values (`",\n    "`) and
 * the line-break escapes inside them (`\n`) are blanked in a copy of the file's text, so every offset
 * still maps onto the file and findings keep their lines.
 */
/** A value that addresses the agent and the values continuing it on the next lines, as segment indices. */
export interface AddressedRun {
    first: number;
    last: number;
}
/**
 * The runs of addressed values among a data file's segments: a value that addresses the agent opens a
 * run, and each value starting on the line after the run's last one, with only list punctuation between
 * them, continues it.
 */
export declare function addressedRuns(text: string, segments: readonly MdSpan[], lines: LineMap): AddressedRun[];
/**
 * `text` with, inside every run of more than one value, the characters between consecutive values
 * blanked (line breaks kept) and line-break escapes inside the values blanked: one pass over the text,
 * built only when some run joins values.
 */
export declare function joinedRunsText(text: string, segments: readonly MdSpan[], runs: readonly AddressedRun[]): string;
/**
 * The runs of a program's printed literals that the language concatenates into one string (a hook's
 * `GUIDANCE = ("…" "…" "…")`): read as one text, as the program prints it, so a sentence split over the
 * literals keeps its verb, object and destination together.
 */
export declare function concatenatedRuns(text: string, segments: readonly MdSpan[]): AddressedRun[];
