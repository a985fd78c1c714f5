import type { Region, Severity } from '../findings.js';
import type { TextFile } from '../model/files.js';
import type { ScanModel } from '../model/model.js';
import type { SkillDoc } from '../model/skill.js';
import type { MarkdownDoc } from './markdown.js';
import { programName, type ShellCommand } from './shell.js';
import { type ShellSnippet } from './shell-sources.js';
/**
 * Execution-family evidence found in one file: what the text makes a machine do when an agent (or a
 * hook, or the renderer) follows it. Rules pick the kinds they own and report them against every
 * entry point that reaches the file; closure-level rules combine kinds across files.
 */
export type SignalKind = 'remote-code-execution' | 'reverse-shell' | 'obfuscated-payload' | 'credential-access' | 'data-exfiltration' | 'network-sink' | 'persistence' | 'privileged-command' | 'script-code-sink' | 'fragment' | 'assembly';
export interface Signal {
    kind: SignalKind;
    path: string;
    start: number;
    end: number;
    region: Region;
    severity: Severity;
    message: string;
    /** Stable identity of the evidence (no offsets). */
    key: string;
    snippet?: ShellSnippet['kind'];
    /** credential-access: how sensitive the source is ('secret' — keys, tokens; 'env' — .env files). */
    grade?: 'secret' | 'env';
    /** fragment: label order and value. */
    fragment?: {
        order: number;
        value: string;
    };
}
/** Programs that fetch from the network (shared with hook-command-exec). */
export declare const DOWNLOADERS: ReadonlySet<string>;
export declare function hostOf(url: string): string;
export declare function isLocalHost(host: string): boolean;
/** Installer hosts whose `curl … | sh` is the vendor's documented install path (down-ranked, still shown). */
export declare const DEFAULT_TRUSTED_INSTALLERS: string[];
export declare function secretPathIn(text: string): {
    label: string;
    grade: 'secret' | 'env';
} | undefined;
/** Does this interpreter run what arrives on stdin? (`bash`, `sh -s`, `python3 -`, `iex`, not `python -m json.tool`). */
export declare function execsStdin(cmd: ShellCommand): boolean;
export declare function dangerOf(decoded: string, depth?: number): {
    dangerous?: string;
};
/** The shell snippets `analyzeFile` found in a file (empty until it ran for that path). */
export declare function snippetsOf(model: ScanModel, path: string): ShellSnippet[];
export interface AnalyzeOptions {
    trustedInstallers?: readonly string[];
}
export declare function analyzeFile(model: ScanModel, path: string, options?: AnalyzeOptions): Promise<Signal[]>;
export interface AnalyzeTextOptions extends AnalyzeOptions {
    hooks?: ShellSnippet[];
    doc?: SkillDoc;
    /** The file's Markdown parse (of the body, for an entry document); prose checks and fences need it. */
    md?: MarkdownDoc;
}
/**
 * Every detector over one file's text, without a model: what `analyzeFile` runs, exposed so the
 * detectors can be measured apart from parsing (hostile-input tests).
 */
export declare function analyzeText(path: string, file: TextFile | undefined, options?: AnalyzeTextOptions): {
    signals: Signal[];
    snippets: ShellSnippet[];
};
export { programName };
