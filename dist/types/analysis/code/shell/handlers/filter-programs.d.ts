/**
 * Filter programs that only keep or drop what they read: a `jq` filter made of paths, `del(…)`,
 * `select(…)` and maps of those; a `sed` script of deletions (`/re/d`, `3d`, `$!d`) or, with `-n`,
 * prints of addressed lines; an `awk` program of patterns without actions (`!/re/`, `NR>1`). Their output
 * is a part of their input, so the data handlers pass the input through alone; any other program may
 * print text of its own (`.permissions.allow += ["Bash"]`, `s/^/…/`, `END { print … }`), and its text
 * goes into the output beside the input (src/rules/support/write-adds.ts reads what a write adds).
 * Pure: text in, a verdict out; longer programs than the bound are taken as adding.
 */
/** A jq filter that only selects or deletes parts of its input. */
export declare function jqOnlyKeeps(filter: string, depth?: number): boolean;
/** A sed script of deletions, or (with `-n`) of prints of addressed lines. */
export declare function sedOnlyKeeps(script: string, quiet: boolean): boolean;
/** An awk program of patterns without actions: each line is printed or not, as it was. */
export declare function awkOnlyKeeps(program: string): boolean;
export declare function sectionHeadersOnly(pattern: string): boolean;
/**
 * `while IFS= read -r line; do [[ "$line" =~ ^\[([^]]+)\]$ ]] && … "${BASH_REMATCH[1]}" …; done < ~/.aws/credentials`:
 * every use of the line variable is the subject of a match against a section-header pattern, so what the
 * loop keeps of the file is the profile names. Any other use (`echo "$line"`, `keys+=("$line")`) keeps the line.
 */
export declare function sectionHeaderLoop(text: string): boolean;
