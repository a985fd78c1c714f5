import type { Value } from './facts-values.js';
/**
 * What a program does with files as data, beside the behaviours it shows (docs/facts.md "Data uses"):
 * the paths it reads and the folders it lists, whatever they hold, and whether it loads or runs code
 * from a value no literal fixes. Behaviours record only the reads that matter by themselves (secret
 * stores); a checker that lists `tests/fixtures/` and reads each sample as text shows none, and this is
 * what says so. The language analyzers (Python, JavaScript/TypeScript, Go, PowerShell) record them where
 * they model a file read, a listing or a dynamic load; rules ask `readsFolder` and `loadsCode`
 * (src/rules/support/read-folders.ts) and never the program's text. Plain data, bounded.
 */
export interface DataUses {
    /** Paths passed to file-read calls (`read_text`, `readFileSync`, `os.ReadFile`, `Get-Content`), as rebuilt. */
    reads: string[];
    /** Folders listed or globbed (`iterdir`, `readdirSync`, `os.ReadDir`, `Get-ChildItem`), as rebuilt. */
    lists: string[];
    /**
     * Calls that load or run code from a value the analysis could not fix to a literal module or file, by
     * what loads it (`importlib.import_module`, `require`, `plugin.Open`, `&`, `pickle`): what they run may
     * be what the program read. Calls whose code the analysis does know are `execute`/`source` behaviours.
     */
    loads: string[];
}
/** The languages whose analyzers record data uses (a program in another language has none recorded). */
export declare const DATA_USE_LANGS: ReadonlySet<string>;
/** Collects one file's data uses across its units (src/analysis/code/collector.ts); repeats are kept once. */
export declare class DataUseRecorder {
    private readonly reads;
    private readonly lists;
    private readonly loads;
    /** A file read (`how: 'read'`) or a folder listed (`'list'`) at `path`. */
    use(how: 'read' | 'list', path: Value): void;
    /** Code loaded or run from a value, by `via`. */
    load(via: string): void;
    result(): DataUses | undefined;
}
/** Whether `name` stands as a whole segment of the path `text` (`samples` in `${root}/../samples/${entry}`). */
export declare function hasSegment(text: string, name: string): boolean;
/**
 * Whether the program reads files of the folder `name` as data: it reads a path with that segment, or
 * it lists a folder with that segment and reads files (the entries it listed, joined with the folder or
 * not: an entry's path is rarely rebuilt in full).
 */
export declare function readsFolder(uses: DataUses | undefined, name: string): boolean;
/** Whether the program loads or runs code from a value the analysis could not fix (see `DataUses.loads`). */
export declare function loadsCode(uses: DataUses | undefined): boolean;
