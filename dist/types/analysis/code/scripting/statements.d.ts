/**
 * Statements of a Ruby or Perl script, found without a parser: one left-to-right pass that tracks quotes,
 * comments, here-documents and bracket depth. Perl ends a statement at `;` and at the braces of a block
 * (`sub x {`, `if (…) {`, `}`); Ruby at a line end, unless a bracket is open or the line ends with an
 * operator or comma, or the next line starts with `.`. Every statement is bounded (characters and lines)
 * so a quote left open by an unmodelled construct (a regex, `%q`) cannot swallow the rest of the file.
 */
export type ScriptLang = 'ruby' | 'perl';
export interface Statement {
    text: string;
    start: number;
    end: number;
    /** Columns of leading blanks on the statement's first line (Ruby method extents). */
    indent: number;
}
/** The language of a script file: shebang first, then which language's everyday words it uses more. */
export declare function scriptLanguage(text: string): ScriptLang | undefined;
/** The statements of `text` (at most 4,000), with offsets into it. */
/** Adds the statement `raw` (read from `src` at `start`) trimmed, with its indent; bounded in count. */
export declare function pushStatement(out: Statement[], src: string, start: number, raw: string): void;
export declare function splitStatements(text: string, lang: ScriptLang): Statement[];
