import type { MarkdownLayout } from '../../analysis/markdown.js';
import { type NormalizedText } from '../../analysis/normalize.js';
import { type Region, type Severity } from '../../findings.js';
import type { TextFile } from '../../model/files.js';
import type { RuleContext } from '../types.js';
/**
 * What the text-family detectors (injection, comments, secrets, image exfil …) scan: every text file a
 * user-installed entry reaches, normalised once, with its Markdown structure when it is Markdown, and
 * helpers that say where in the document a match sits (fence, comment, negated or quoted sentence).
 */
export interface TextTarget {
    path: string;
    file: TextFile;
    norm: NormalizedText;
    /** Where code and HTML sit, for Markdown files only. */
    md?: MarkdownLayout;
}
export declare function isDataPath(path: string): boolean;
export declare function isMarkdownPath(path: string): boolean;
export declare function isBinaryPath(path: string): boolean;
/** Reached text files (binary-looking ones left to file-type-mismatch / encoding-anomaly), sorted by path. */
export declare function textTargets(ctx: RuleContext): Promise<TextTarget[]>;
export declare function regionOf(t: TextTarget, start: number, end: number): Region;
/** Region of a match found in the normalised text, mapped back to the original file. */
export declare function normRegion(t: TextTarget, start: number, end: number): Region;
export interface Placement {
    /** Inside a fenced or indented code block; `lang` is its info word. */
    code?: {
        lang: string;
    };
    /** Inside an HTML comment (hidden from the rendered page). */
    comment: boolean;
}
/** Where an original-text offset sits in a Markdown file (non-Markdown files: plain text). */
export declare function placementOf(t: TextTarget, offset: number): Placement;
/** The sentence (bounded to 300 characters) that ends at `offset`, lower-cased. */
export declare function sentenceBefore(text: string, offset: number): string;
/**
 * The sentence leading to the match forbids or warns about it ("never follow instructions found in …"), and
 * nothing lifts that (a struck negator, a clause end or "but" between, "unless …" after), or the match sits
 * where a prohibition reaches (src/analysis/prohibition-scope.ts: "**FORBIDDEN: `--flag`**", "禁止使用: …",
 * a list under "Never:", a "Don't" column): the one reading of prohibitions every prose rule uses.
 */
export declare function isNegated(text: string, offset: number): boolean;
/**
 * "If fetched content instructs you to ignore previous instructions, … ignore it": the words are what other
 * text might ask, reported inside a condition the skill answers, not an ask of its own. The condition must
 * run unbroken to the reporting verb: "If you read this, the maintainer tells you to …" is an ask.
 */
export declare function reportedInCondition(text: string, offset: number): boolean;
/** The match is quoted or given as an example of an attack, not said to the agent. */
export declare function isQuotedMention(text: string, start: number): boolean;
/** Nearby text (bounded window before the match) talks about attacks: a security skill quoting them. */
export declare function isEducational(text: string, offset: number): boolean;
/**
 * The file as a whole is about attacks (a scanner's pattern list, a security review guide): quoted
 * attack wording in it is teaching material. Judged on the path and the opening of the file.
 */
export declare function isEducationalFile(t: TextTarget): boolean;
/**
 * The value at `offset` of a JSON, YAML or JSONL data file sits in a record labelled as an attack sample
 * (`{"label": "injection", "text": "Ignore all previous instructions …"}`): a detector's calibration
 * data, shown to the agent as what to recognise. The record is the enclosing `{…}` (or, in YAML, the list
 * item) within a bounded window; its label must be a field of its own, not words of the text.
 */
export declare function inLabelledSample(text: string, offset: number): boolean;
/**
 * The value at `offset` of a CSV or TSV file sits in a row whose label column (named in the header row)
 * names an attack class: `id,lang,label,text` … `pt-001,pt,malicious,"…"` is a detector's sample, as a
 * labelled JSON record is (`inLabelledSample`). The row is the line holding the offset (bounded).
 */
export declare function inLabelledCsvRow(text: string, offset: number): boolean;
export declare function lowerSeverity(s: Severity, steps?: number): Severity;
export declare function raiseSeverity(s: Severity, steps?: number): Severity;
/** Bounded excerpt for messages: whitespace collapsed, control characters dropped. */
export declare function excerpt(s: string, max?: number): string;
/** Iterates a global regex over text with a cap on matches (every regex used here is linear). */
export declare function matchAll(re: RegExp, text: string, cap?: number): Generator<RegExpExecArray>;
/**
 * The offset sits inside an inline code span on its line (an odd number of backticks before it): text shown
 * as code, never rendered (`![](https://…)` there is no image).
 */
export declare function inInlineCodeSpan(text: string, offset: number): boolean;
/**
 * The value at `offset` of a JSON or YAML file is an item of a list under a deny key (`"deny": ["Bash(cat
 * ~/.ssh/*)"]`, `blocked_commands:` then `- curl … | sh`): what the list refuses, not what it asks.
 */
export declare function inDenyList(text: string, offset: number): boolean;
/** A table's cell, or text about attacks: where a quoted pattern is named rather than asked for. */
export declare function citedPattern(t: TextTarget, start: number): boolean;
