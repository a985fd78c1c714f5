/**
 * Text spliced into an interpreter's source (src/analysis/code/shell/handlers/exec.ts, python/process.ts):
 * `python3 -c "… json.loads('''$response''') …"`, `node -e "const d = JSON.parse('${body}')"`, a heredoc of
 * Python with `$var` in a string. The source is the program's; the spliced text only fills a string
 * literal of it. Nothing downloaded runs as it stands, but a reply holding the literal's closing quote
 * ends the string there and the rest of it runs as code: an injection, not a download run. Read from the
 * reconstructed text, never run: the analyzers' placeholders for values not known statically (`$(curl …)`,
 * `${name}`, `${call(…)}`, `$name`, `…`) are the spliced parts, and each must sit inside a plain string
 * literal of the language. One outside a literal, inside an f-string or a template literal (whose
 * `{…}`/`${…}` are code), or in a comment (a spliced line break ends it), is code that runs.
 */
export type SourceLang = 'python' | 'javascript' | 'typescript';
/** What was found: the opening quote of the literal the text is spliced into (`'''`, `"`), for the message. */
export interface SplicedLiteral {
    quote: string;
}
/** Each placeholder replaced by one mark: `$(…)` and `${…}` with their nesting, `$name`, `…`. */
export declare function markPlaceholders(text: string): string;
/**
 * The string literal the spliced parts of `text` sit in, when every one sits in a plain literal of `lang`
 * and there is at least one; undefined when any is code (or the text is too long to read).
 */
export declare function splicedIntoLiteral(lang: SourceLang, text: string): SplicedLiteral | undefined;
