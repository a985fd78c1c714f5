import { type PrintedFile } from './path-values.js';
/**
 * The fields of a data file a shell or PowerShell program prints (src/analysis/printed/data-fields.ts).
 * Shell: `jq`/`yq`/`gojq` with a filter and a file (an argument, `< FILE`, `cat FILE |`), when their output
 * is the program's (not sent into a file, not captured into a variable nothing prints); the filter's
 * output stage names the fields (`.rules[].reminder` → `reminder`, `.[] | "\(.id): \(.text)"` → `id`,
 * `text`; `.`, `.[]`, `select(…)` → the records whole). PowerShell: `Get-Content FILE | ConvertFrom-Json`
 * (or `-Yaml`) bound to a variable, and the `$x.field` accesses of that data, of a `foreach` variable over
 * it or of `$_` in a `ForEach-Object` block fed from it, outside conditions and `Where-Object` blocks.
 */
export interface DataSite {
    file: PrintedFile;
    fields: string[] | 'all';
}
export declare function shellDataSites(source: string): DataSite[];
/** What a jq filter prints: the last identifiers of its output stage's paths, or every field. */
export declare function filterFields(filter: string): string[] | 'all';
export declare function powershellDataSites(source: string): DataSite[];
