import type { Endpoint, Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { normalizeHome, SECRET_ENV_NAME, writeClassOf } from '../../paths.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import { secretOfGlob } from '../shell/secrets.js';
import { concat, derived, literal, tainted } from '../values.js';
import { type Env, mentioned, textOf } from './expr.js';
import type { ScriptLang, Statement } from './statements.js';

/**
 * Variables that move a tool's home folder, with the folder the tool uses when they are unset: Composer
 * (`auth.json`), Cargo (`credentials.toml`), Gradle (`gradle.properties`), GnuPG, Docker (`config.json`).
 */
export const TOOL_HOMES: Readonly<Record<string, string>> = {
  COMPOSER_HOME: '~/.composer',
  CARGO_HOME: '~/.cargo',
  GRADLE_USER_HOME: '~/.gradle',
  GNUPGHOME: '~/.gnupg',
  DOCKER_CONFIG: '~/.docker',
};

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
export type PipeSink = { kind: 'send'; tool: string; url: string } | { kind: 'run'; via: string };

export interface Span {
  start: number;
  end: number;
  value: Value;
}

/** The first `n` items: each call table reads at most 16 matches of a statement (linear in the file). */
export function* upTo<T>(items: Iterable<T>, n = 16): Generator<T> {
  let i = 0;
  for (const x of items) {
    if (i++ >= n) return;
    yield x;
  }
}

export class ScriptState {
  readonly env = new Map<string, Value>();
  /** Files the script wrote, by path text: what `load`/`require`/`do` of that path runs. */
  readonly files = new Map<string, Value>();
  /** Perl write handles: `open(my $fh, '>', $path)`, by handle name. */
  readonly writeHandles = new Map<string, string>();
  /** Perl handles open on a program's standard input (`open(my $out, '|-', 'curl', …)`): what printing does. */
  readonly pipeSinks = new Map<string, PipeSink>();
  /** HTTP clients by variable: their base URL (Faraday's `url:`, `Net::HTTP.new(host)`), or ''. */
  readonly clients = new Map<string, Value>();
  readonly requests = new Map<string, PendingRequest>();
  /** Values that flowed through each method or sub, read by its callers (filled in the first pass). */
  readonly methods = new Map<string, Value>();
  /** Ruby pipes to a shell's standard input (`IO.popen("sh", "w")`), by variable: what writing runs. */
  readonly sinkVars = new Map<string, string>();
  /** Ruby ERB templates by variable: the text a later `.result` renders. */
  readonly templates = new Map<string, Value>();
  /**
   * Ruby literal arrays and hashes by variable (their items as written, `k => v` pairs for a hash), and the
   * block parameters that walk one (`paths.each do |p|`): the item expressions each takes (ruby-loops.ts).
   */
  readonly collections = new Map<string, string[]>();
  readonly walked = new Map<string, string[]>();
  /** Raw connections by the variable they were assigned to, with where they go (socket-sends.ts). */
  readonly sockets = new Map<string, Endpoint>();
  /** Ruby digests of files by variable (`actual = Digest::SHA256.file(zip).hexdigest`): the path text. */
  readonly digests = new Map<string, string>();
  /** A Ruby `unless`/`if` whose body (the next statement) decides whether a digest check stops the run. */
  pendingCheck: { paths: string[]; indent: number } | undefined;
  /** Spans of executes emitted (the one-statement `remoteEvals` reading skips them). */
  readonly executed: Array<{ start: number; end: number }> = [];
  /** Sources found in the current statement, in offsets of the statement text. */
  spans: Span[] = [];
  stmt: Statement = { text: '', start: 0, end: 0, indent: 0 };

  constructor(
    readonly unit: UnitHandle,
    readonly lang: ScriptLang,
    /** False in the first pass, which only gathers method values. */
    public emitting: boolean,
  ) {}

  emit(b: BehaviourInput, start: number, end: number): void {
    if (!this.emitting) return;
    if (b.kind === 'execute')
      this.executed.push({ start: this.stmt.start + start, end: this.stmt.start + end });
    this.unit.emit(b, this.stmt.start + start, this.stmt.start + end);
  }

  /** Variables and method values in scope, for `textOf`/`mentioned`. */
  get scope(): Env {
    return this.env;
  }

  text(expr: string): Value {
    return textOf(expr, this.env, this.lang);
  }

  /** What flows into the statement text at [start, end): the sources found there and the variables it names. */
  valueIn(start: number, end: number): Value {
    const slice = this.stmt.text.slice(start, end);
    const inputs = [...mentioned(slice, this.env, this.lang), ...this.methodValues(slice)];
    for (const s of this.spans) if (s.start >= start && s.end <= end) inputs.push(s.value);
    const useful = inputs.filter((v) => !v.literal);
    if (useful.length === 0) return literal(slice.trim().slice(0, 300));
    return derived(slice.trim().slice(0, 300), useful);
  }

  private methodValues(slice: string): Value[] {
    if (this.methods.size === 0) return [];
    const out: Value[] = [];
    const re =
      this.lang === 'perl'
        ? /&?\b([A-Za-z_]\w{0,63})\s*\(/g
        : /(?<![\w.:@$])([a-z_]\w{0,63}[?!]?)(?![\w(:])/g;
    let n = 0;
    for (const m of slice.matchAll(re)) {
      if (n++ >= 64) break;
      const v = this.methods.get(m[1]!);
      if (v) out.push(v);
    }
    return out;
  }

  addSpan(start: number, end: number, value: Value): void {
    if (this.spans.length < 64) this.spans.push({ start, end, value });
  }

  /** A file read: a secret store is a `read` fact; the contents carry `file` (and what was written there). */
  readFile(pathExpr: string, start: number, end: number): Value {
    return this.readPath(this.text(pathExpr), start, end);
  }

  /** A file read of a path whose text is known (readFile's work, also for paths a loop spells out). */
  readPath(path: Value, start: number, end: number): Value {
    // A glob over a secret folder (`glob("$ssh/id_*")` looped over and opened) reads what it matches.
    const secret = secretOfGlob(normalizeHome(path.text));
    let v = tainted(derived(`contents of ${path.text.slice(0, 200)}`, [path]), 'file', { from: path.text });
    const written = this.files.get(path.text);
    if (written) v = concat([v, written]);
    if (secret) {
      this.emit({ kind: 'read', target: path, secret: secret.cls }, start, end);
      v = tainted(v, 'secret', { secret: secret.cls });
    }
    return v;
  }

  /** The whole environment (Perl `%ENV`, Ruby `ENV.to_h`, PHP `getenv()`): every variable, secrets included. */
  static readonly EVERY_VARIABLE: Value = {
    text: '${ENV}',
    literal: false,
    taints: ['env', 'secret'],
    secret: 'env-all',
  };

  /** An environment variable: secret names are a read of `env-secret`, HOME is the home folder. */
  readEnv(name: string, start: number, end: number): Value {
    if (name === 'HOME') return literal('~');
    // A tool's own home (`$COMPOSER_HOME/auth.json`): unset, the tool uses its default folder; set, it is
    // the user's same store moved. Either way the path names that store.
    const home = TOOL_HOMES[name];
    if (home) return literal(home);
    const v: Value = { text: `\${${name}}`, literal: false, taints: ['env'], vars: [name] };
    if (!SECRET_ENV_NAME.test(name)) return v;
    this.emit({ kind: 'read', target: literal(name), secret: 'env-secret' }, start, end);
    return { ...v, taints: ['env', 'secret'], secret: 'env-secret' };
  }

  /** A request: a `send` when it carries data or writes, else a `fetch`; returns the response. */
  request(
    tool: string,
    method: string,
    url: Value,
    data: readonly Value[],
    credentials: readonly Value[],
    at: { start: number; end: number },
    file?: string,
  ): Value {
    const endpoint = endpointOf(url.text, this.unit.hosts);
    const cred = credentials.filter((c) => !c.literal);
    const creds = cred.length ? { credentials: concat(cred) } : {};
    const body = data.filter((d) => !(d.literal && d.text.trim() === ''));
    const carries = url.taints.some((t) => t === 'secret' || t === 'system-info');
    if (body.length || carries || /^(?:POST|PUT|PATCH)$/i.test(method)) {
      const parts = body.length ? [...body, ...(carries ? [url] : [])] : [carries ? url : literal('')];
      const all = parts.length > 1 ? derived(parts.map((p) => p.text).join(', '), parts) : parts[0]!;
      this.emit({ kind: 'send', endpoint, channel: 'http', data: all, ...creds }, at.start, at.end);
      if (all.secret === 'env-all')
        this.emit({ kind: 'read', target: literal('ENV'), secret: 'env-all' }, at.start, at.end);
    } else {
      this.emit({ kind: 'fetch', endpoint, tool, ...(file ? { file } : {}), ...creds }, at.start, at.end);
    }
    return tainted(derived(`response of ${url.text.slice(0, 200)}`, []), 'download', { from: url.text });
  }

  /** Code run from a value: reported when it was downloaded or decoded (else it is the script's own code). */
  execute(via: string, code: Value, start: number, end: number): void {
    if (!code.taints.includes('download') && !code.taints.includes('decoded')) return;
    const endpoint = code.from !== undefined ? { endpoint: endpointOf(code.from, this.unit.hosts) } : {};
    // Checked against a digest the script pins, with a mismatch that stops it (ruby-commands.ts).
    const pinned = code.taints.includes('verified') ? { pinned: true } : {};
    this.emit({ kind: 'execute', via, code, ...endpoint, ...pinned }, start, end);
  }

  /** A file written with `content`: remembered by path so a later load of it runs that content. */
  wrote(pathExpr: string, content: Value): void {
    const target = this.text(pathExpr);
    const path = target.text;
    if (path && this.files.size < 256) this.files.set(path, content);
    // A download saved to a file: data until something runs it (rules/support/produced-runs.ts).
    if (path && content.taints.includes('download')) {
      const cls = writeClassOf(normalizeHome(path))?.cls ?? 'other';
      this.emit({ kind: 'write', target, cls, content, append: false }, 0, this.stmt.text.length);
    }
  }

  /** The content a load of `pathExpr` runs, when the script wrote that file. */
  written(pathExpr: string): Value | undefined {
    return this.files.get(this.text(pathExpr).text);
  }
}
