import type { Endpoint, Value } from '../../facts.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import { type Env } from './expr.js';
import type { ScriptLang, Statement } from './statements.js';
/**
 * Variables that move a tool's home folder, with the folder the tool uses when they are unset: Composer
 * (`auth.json`), Cargo (`credentials.toml`), Gradle (`gradle.properties`), GnuPG, Docker (`config.json`).
 */
export declare const TOOL_HOMES: Readonly<Record<string, string>>;
/**
 * The state of the linear statement model (src/analysis/code/scripting/flow.ts): variables, files
 * written, HTTP clients and request objects, method values; and how one statement's sources (reads,
 * environment, downloads) become values that later statements mention.
 */
/** A request object built before it is sent (`Net::HTTP::Post.new(uri)`, then `http.request(req)`). */
export interface PendingRequest {
    url: Value;
    method: string;
    data: Value[];
    credentials: Value[];
}
/** What printing to a Perl write handle open on a program does (perl-pipes.ts). */
export type PipeSink = {
    kind: 'send';
    tool: string;
    url: string;
} | {
    kind: 'run';
    via: string;
};
export interface Span {
    start: number;
    end: number;
    value: Value;
}
/** The first `n` items: each call table reads at most 16 matches of a statement (linear in the file). */
export declare function upTo<T>(items: Iterable<T>, n?: number): Generator<T>;
export declare class ScriptState {
    readonly unit: UnitHandle;
    readonly lang: ScriptLang;
    /** False in the first pass, which only gathers method values. */
    emitting: boolean;
    readonly env: Map<string, Value>;
    /** Files the script wrote, by path text: what `load`/`require`/`do` of that path runs. */
    readonly files: Map<string, Value>;
    /** Perl write handles: `open(my $fh, '>', $path)`, by handle name. */
    readonly writeHandles: Map<string, string>;
    /** Perl handles open on a program's standard input (`open(my $out, '|-', 'curl', …)`): what printing does. */
    readonly pipeSinks: Map<string, PipeSink>;
    /** HTTP clients by variable: their base URL (Faraday's `url:`, `Net::HTTP.new(host)`), or ''. */
    readonly clients: Map<string, Value>;
    readonly requests: Map<string, PendingRequest>;
    /** Values that flowed through each method or sub, read by its callers (filled in the first pass). */
    readonly methods: Map<string, Value>;
    /** Ruby pipes to a shell's standard input (`IO.popen("sh", "w")`), by variable: what writing runs. */
    readonly sinkVars: Map<string, string>;
    /** Ruby ERB templates by variable: the text a later `.result` renders. */
    readonly templates: Map<string, Value>;
    /**
     * Ruby literal arrays and hashes by variable (their items as written, `k => v` pairs for a hash), and the
     * block parameters that walk one (`paths.each do |p|`): the item expressions each takes (ruby-loops.ts).
     */
    readonly collections: Map<string, string[]>;
    readonly walked: Map<string, string[]>;
    /** Raw connections by the variable they were assigned to, with where they go (socket-sends.ts). */
    readonly sockets: Map<string, Endpoint>;
    /** Ruby digests of files by variable (`actual = Digest::SHA256.file(zip).hexdigest`): the path text. */
    readonly digests: Map<string, string>;
    /** A Ruby `unless`/`if` whose body (the next statement) decides whether a digest check stops the run. */
    pendingCheck: {
        paths: string[];
        indent: number;
    } | undefined;
    /** Spans of executes emitted (the one-statement `remoteEvals` reading skips them). */
    readonly executed: Array<{
        start: number;
        end: number;
    }>;
    /** Sources found in the current statement, in offsets of the statement text. */
    spans: Span[];
    stmt: Statement;
    constructor(unit: UnitHandle, lang: ScriptLang, 
    /** False in the first pass, which only gathers method values. */
    emitting: boolean);
    emit(b: BehaviourInput, start: number, end: number): void;
    /** Variables and method values in scope, for `textOf`/`mentioned`. */
    get scope(): Env;
    text(expr: string): Value;
    /** What flows into the statement text at [start, end): the sources found there and the variables it names. */
    valueIn(start: number, end: number): Value;
    private methodValues;
    addSpan(start: number, end: number, value: Value): void;
    /** A file read: a secret store is a `read` fact; the contents carry `file` (and what was written there). */
    readFile(pathExpr: string, start: number, end: number): Value;
    /** A file read of a path whose text is known (readFile's work, also for paths a loop spells out). */
    readPath(path: Value, start: number, end: number): Value;
    /** The whole environment (Perl `%ENV`, Ruby `ENV.to_h`, PHP `getenv()`): every variable, secrets included. */
    static readonly EVERY_VARIABLE: Value;
    /** An environment variable: secret names are a read of `env-secret`, HOME is the home folder. */
    readEnv(name: string, start: number, end: number): Value;
    /** A request: a `send` when it carries data or writes, else a `fetch`; returns the response. */
    request(tool: string, method: string, url: Value, data: readonly Value[], credentials: readonly Value[], at: {
        start: number;
        end: number;
    }, file?: string): Value;
    /** Code run from a value: reported when it was downloaded or decoded (else it is the script's own code). */
    execute(via: string, code: Value, start: number, end: number): void;
    /** A file written with `content`: remembered by path so a later load of it runs that content. */
    wrote(pathExpr: string, content: Value): void;
    /** The content a load of `pathExpr` runs, when the script wrote that file. */
    written(pathExpr: string): Value | undefined;
}
