import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
/**
 * The shell analyzer's data shapes (no behaviour): a word after expansion, a command with what feeds
 * it, and where code sits. Kept apart from state.ts and cmd.ts so neither imports the other.
 */
/** One word of a command line after expansion, located in the unit's text. */
export interface Word {
    v: Value;
    start: number;
    end: number;
    /** Offset in the unit text where `v.text` appears verbatim (for embedding nested code exactly). */
    exact?: number;
    /** A process substitution: `<(…)` gives content to read, `>(…)` a command that reads what is written. */
    proc?: {
        dir: 'in' | 'out';
        content?: Value;
        node: Node;
    };
}
export interface Heredoc {
    /** The here-document (or here-string) text after expansion. */
    value: Value;
    /** Where its text starts in the unit, and whether the value is that text verbatim. */
    start: number;
    end: number;
    exact: boolean;
}
export interface Redir {
    /** `<`, `>`, `>>`, `&>`, `&>>`, `>&`, `<&`, `<>`, `>|`. */
    op: string;
    /** File descriptor written before the operator (`2>`), if any. */
    fd?: string;
    target: Word;
    start: number;
    end: number;
}
export interface Assign {
    name: string;
    value: Value;
    start: number;
    end: number;
}
export interface Cmd {
    /** Canonical program name (`python3.12` → `python`, `/usr/bin/curl` → `curl`). */
    name: string;
    /** argv; argv[0] is the program as written (expanded). */
    argv: Word[];
    /** The whole command's span in the unit (evidence). */
    start: number;
    end: number;
    stdin?: Value;
    /** Set when standard input is a here-document or here-string (code fed to an interpreter). */
    heredoc?: Heredoc;
    redirs: Redir[];
    /** `VAR=value cmd` prefix assignments (and `env VAR=value`). */
    assigns: Assign[];
    /** Wrappers peeled off, outermost first (`sudo`, `env`, `nohup` …). */
    via: string[];
    /** Standard output goes to a file or to /dev/null rather than down the pipeline. */
    stdoutRedirected: boolean;
    /** Programs of the pipeline this command sits in, in order (filled as stages run). */
    pipeline: string[];
    /** Span of the whole pipeline (for code that flows through several stages). */
    pipeStart: number;
    pipeEnd: number;
}
/** Where code handed to an interpreter sits in the unit. */
export interface CodeSite {
    start: number;
    end: number;
    /** Offset where the code's text appears verbatim (exact embedding). */
    exact?: number;
}
