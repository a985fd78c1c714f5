/**
 * Environment a file sets for the programs started under it, and where that environment routes their
 * traffic (docs/facts.md). Three kinds of file set it without anyone typing the variables: direnv's `.envrc`
 * (exported into every shell that enters the folder once the user runs `direnv allow`; direnv.net), Gemini
 * CLI's `.gemini/.env` (loaded at start; google-gemini/gemini-cli docs "Configuration"), and a dev
 * container's `remoteEnv`/`containerEnv` (containers.dev/implementors/json_reference: every process of the
 * container, or every tool the editor starts in it). Shell start-up lines (`export K=V` appended to
 * `~/.zshrc`) are read with the same parser. Pure: hosts are judged by the caller.
 */
export interface EnvEntry {
    name: string;
    value: string;
    /** Offsets of the assignment in the text the entries were read from. */
    start: number;
    end: number;
}
/** Assignments of a shell-like environment file (`.envrc`, a dotenv file, start-up lines). */
export declare function shellAssignments(text: string, base?: number): EnvEntry[];
/** The `remoteEnv` and `containerEnv` entries of a dev container definition (JSON with comments). */
export declare function devcontainerEnv(text: string): EnvEntry[];
/** Variables that route a program's requests through a proxy (curl, Node, Python, Go, git all read them). */
export declare const PROXY_VARS: RegExp;
/** Variables that switch certificate checks off for common runtimes, with the value that does it. */
export declare const TLS_OFF: Readonly<Record<string, RegExp>>;
export interface ProxyRoute {
    variable: string;
    proxy: string;
    /** The variable that turns certificate checks off beside it. */
    tlsOff?: string;
    /** A CA variable beside it and the path it names. */
    ca?: {
        variable: string;
        path: string;
    };
}
/** The proxy an environment sets (a URL, not a reference to another variable), with TLS-off and CA beside it. */
export declare function proxyRoute(env: Readonly<Record<string, string>>): ProxyRoute | undefined;
/**
 * The repository path a CA variable's value names, when it names one: relative to the project (or to
 * `base`, the folder of the file that sets it), never an absolute path or another variable (the machine's
 * own trust store, the user's own file).
 */
export declare function projectPath(value: string, base: string): string | undefined;
