import type { Value } from '../../facts.js';
import { literal, tainted } from '../values.js';
import { argsAt, splitTop } from './expr.js';
import { ScriptState, upTo } from './model.js';
import { bindResponseBlock, rubyCommands, rubyDigestChecks } from './ruby-commands.js';
import { readEach, rubyCollectionAssigned, rubyWalks, storedInto } from './ruby-loops.js';
import { rubyPipes } from './ruby-pipes.js';
import { rubyStores } from './ruby-stores.js';
import { rubyValueBlocks } from './ruby-value-blocks.js';

/**
 * Ruby calls the statement model knows: environment and file reads (`ENV[…]`, `File.read`, `IO.read`,
 * `File.open`, `YAML.load_file`), HTTP (`Net::HTTP.get/get_response/post/post_form`, `Net::HTTP.new/
 * start` clients and `Net::HTTP::Post.new` request objects, `URI.open`/open-uri, `Faraday`, `HTTParty`,
 * `RestClient`), decoders (`Base64.decode64`, `unpack1("m")`), files written (`File.write`,
 * `File.open(p, "w") { … .write(x) }`, `IO.copy_stream`) and code run from a value (`eval` and its
 * `instance_eval`/`class_eval`/`Kernel.eval` family, `RubyVM::InstructionSequence.compile(x).eval`,
 * `load`/`require` of a file the script wrote).
 */

const ENV_READ = /\bENV\s*(?:\[\s*["'](\w{1,80})["']\s*\]|\.fetch\s*\(\s*["'](\w{1,80})["'])/g;
const ENV_ALL = /\bENV\.(?:to_h|to_hash|to_a|inspect|each|map|select|filter|sort|keys\.zip)\b|\bENV\.to_s\b/g;
const FILE_READ =
  /\b(?:(?:File|IO)\.(?:read|binread|readlines|foreach|open|new)|YAML\.(?:load_file|safe_load_file|unsafe_load_file)|JSON\.load_file|Psych\.load_file)\b/g;
const PATHNAME_READ = /\bPathname(?:\.new)?\s*\(([^()\n]{1,300})\)\.(?:read|binread|readlines)\b/g;
const DECODE =
  /\b(?:Base64\.(?:decode64|strict_decode64|urlsafe_decode64)|Zlib::Inflate\.inflate|Zlib\.inflate)\b/g;
/** Class-level HTTP calls: `Net::HTTP.get(uri)`, `HTTParty.post(url, body: …)`, `Faraday.get(url)`. */
const HTTP_CALL =
  /\b(Net::HTTP|HTTParty|Faraday|RestClient|HTTP|Excon|Typhoeus)\.(get|get_response|get_print|post|post_form|put|patch|delete|head)\b/g;
const URI_OPEN =
  /\bURI\.open\b|\bURI(?:\.parse)?\s*\(([^()\n]{1,300})\)\.(?:open|read)\b|(?<![.\w])open\s*\(\s*(?=["'](?:https?:|#\{)|[A-Z_]+\s*\+|[a-z_]\w*\s*[,)])/g;
/** RubyGems' own downloader (`Gem::RemoteFetcher.fetcher.fetch_path(url)`): the response body. */
const GEM_FETCH = /\bGem::RemoteFetcher\.(?:fetcher|new)\.(?:fetch_path|fetch_https?)\b/g;
const CLIENT_NEW = /\b(?:Faraday\.new|Net::HTTP\.(?:new|start)|HTTP\.persistent|Excon\.new)\b/;
const REQUEST_NEW = /\bNet::HTTP::(Get|Post|Put|Patch|Delete)\.new\b/;
/** `eval` alone or on Kernel/a binding; the `*_eval` family on any receiver; never a block (`{`/`do`). */
const EVAL_CALL =
  /(?:(?<![\w.])(?:Kernel\.|binding\.|TOPLEVEL_BINDING\.)?(eval)|(?<!\w)(instance_eval|class_eval|module_eval))\b(?!\s*(?:\{|do\b))/g;
const ISEQ = /\bRubyVM::InstructionSequence\.(?:compile|new|load_from_binary|compile_option)\b/g;
const LOAD = /(?<![\w.])(load|require|require_relative)\b/g;
const FILE_WRITE = /\b(?:File|IO)\.(?:write|binwrite)\b|\bIO\.copy_stream\b/g;
const ASSIGN = /^(@{0,2}[A-Za-z_]\w{0,63})\s*(?:\|\||&&|\+)?=(?![=~>])\s*/;
const ATTR_SET =
  /^([a-z_]\w{0,63})(?:\.(body|form_data)\s*=(?!=)|\.set_form_data\s*\(?|\[\s*(["'][\w-]{1,60}["'])\s*\]\s*=(?!=))\s*/;

export function rubyStatement(st: ScriptState): void {
  const s = st.stmt.text;
  rubyWalks(st);
  for (const m of upTo(s.matchAll(ENV_READ)))
    st.addSpan(m.index, m.index + m[0].length, st.readEnv(m[1] ?? m[2]!, m.index, m.index + m[0].length));
  for (const m of upTo(s.matchAll(ENV_ALL)))
    st.addSpan(m.index, m.index + m[0].length, ScriptState.EVERY_VARIABLE);
  for (const m of upTo(s.matchAll(FILE_READ))) {
    const a = argsAt(s, m.index + m[0].length);
    const [path, mode] = splitTop(a.text);
    if (!path) continue;
    if (mode && /^["'][wa]/.test(mode)) {
      const wrote = /\.(?:write|print|puts|<<)\s*\(?([^)}\n]{1,300})/.exec(s.slice(a.end));
      if (wrote) st.wrote(path, st.valueIn(a.end + wrote.index, a.end + wrote.index + wrote[0].length));
      continue;
    }
    st.addSpan(m.index, a.end, readEach(st, path, m.index, a.end));
  }
  for (const m of upTo(s.matchAll(PATHNAME_READ)))
    st.addSpan(m.index, m.index + m[0].length, st.readFile(m[1]!, m.index, m.index + m[0].length));
  credentialFill(st);
  rubyStores(st);
  for (const m of upTo(s.matchAll(DECODE))) {
    const a = argsAt(s, m.index + m[0].length);
    st.addSpan(m.index, a.end, tainted(st.valueIn(m.index + m[0].length, a.end), 'decoded'));
  }
  http(st);
  sinks(st);
  rubyPipes(st);
  computedCommands(st);
  for (const m of upTo(s.matchAll(FILE_WRITE))) {
    const [first, second] = splitTop(argsAt(s, m.index + m[0].length).text);
    if (!first || !second) continue;
    // `IO.copy_stream(src, dest)`: the source comes first.
    if (m[0].endsWith('copy_stream'))
      st.wrote(second, st.valueIn(m.index, m.index + m[0].length + first.length + 2));
    else st.wrote(first, st.valueIn(s.indexOf(second, m.index), s.indexOf(second, m.index) + second.length));
  }
  rubyDigestChecks(st);
  rubyCommands(st);
  assignment(st);
  rubyValueBlocks(st);
}

/** `system(cmd)`, `exec(cmd)`, `spawn(cmd)`, `Kernel.system(cmd)`: a command line handed to the shell. */
const COMMAND_CALL = /(?<![\w.])(?:Kernel\.)?(?:system|exec|spawn)\b(?!\s*(?:\{|do\b))/g;

/**
 * A shell command the script computes (`system(hook.reverse)`, `exec(parts.join(" "))` of known parts):
 * analysed as embedded shell where it is run, as a literal one is (foreign-code.ts reads those).
 */
function computedCommands(st: ScriptState): void {
  // The first pass only gathers values; units are embedded once, when the statement's facts are emitted.
  if (!st.emitting) return;
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(COMMAND_CALL), 4)) {
    const args = argsAt(s, m.index + m[0].length);
    // One argument: a list (`system "brew", "services", …`) runs no shell.
    const parts = splitTop(args.text);
    const first = parts[0]?.trim() ?? '';
    if (parts.length !== 1 || first === '' || /^["'`%]/.test(first)) continue;
    const cmd = st.text(first);
    if (!cmd.literal || cmd.text.trim() === '') continue;
    st.unit.embed('shell', cmd.text, st.stmt.start + m.index, st.stmt.start + args.end, {
      label: `command computed by ${m[0]}`,
    });
  }
}

/** `git credential fill` started from Ruby or Perl: prints the stored password for a host (src/analysis/code/shell). */
export const GIT_CREDENTIAL =
  /\bgit\b["']?\s{0,8},?\s{0,8}["']?credential\b["']?\s{0,8},?\s{0,8}["']?(?:fill|get)\b|\bgit-credential-\w{1,30}["']?\s{0,8},?\s{0,8}["']?get\b/;

export function credentialFill(st: ScriptState): void {
  const m = GIT_CREDENTIAL.exec(st.stmt.text);
  if (!m) return;
  st.emit(
    { kind: 'read', target: literal('git credential fill'), secret: 'git-credentials' },
    0,
    st.stmt.text.length,
  );
  const v: Value = {
    text: '$(git credential fill)',
    literal: false,
    taints: ['secret'],
    secret: 'git-credentials',
  };
  st.addSpan(0, st.stmt.text.length, v);
}

function http(st: ScriptState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(HTTP_CALL))) {
    const a = argsAt(s, m.index + m[0].length);
    const args = splitTop(a.text);
    const verb = m[2]!;
    let url = st.text(args[0] ?? '');
    let rest = args.slice(1);
    // `Net::HTTP.get("host.example", "/path")`: a host and a path.
    if (
      m[1] === 'Net::HTTP' &&
      /^get/.test(verb) &&
      args[1] &&
      !/^\w+:/.test(args[1]) &&
      !/^(?:https?:|\$)/.test(url.text)
    ) {
      url = { ...url, text: `http://${url.text}${st.text(args[1]).text}` };
      rest = [];
    }
    const method = /^(?:post|post_form|put|patch)$/.test(verb) ? 'POST' : 'GET';
    const { data, credentials } = bodyOf(st, rest, s, a.end);
    st.addSpan(
      m.index,
      a.end,
      st.request(`${m[1]}.${verb}`, method, url, data, credentials, { start: m.index, end: a.end }),
    );
  }
  for (const m of upTo(s.matchAll(URI_OPEN))) {
    const a = argsAt(s, m.index + m[0].length);
    const urlExpr = m[1] ?? splitTop(a.text)[0] ?? '';
    const url = st.text(urlExpr);
    if (m[0].startsWith('open') && !/^https?:|^\$\{/.test(url.text)) continue;
    const response = st.request('URI.open', 'GET', url, [], [], { start: m.index, end: a.end });
    st.addSpan(m.index, a.end, response);
    bindResponseBlock(st, a.end, response);
  }
  for (const m of upTo(s.matchAll(GEM_FETCH))) {
    const a = argsAt(s, m.index + m[0].length);
    const url = st.text(splitTop(a.text)[0] ?? '');
    const at = { start: m.index, end: a.end };
    st.addSpan(m.index, a.end, st.request('Gem::RemoteFetcher', 'GET', url, [], [], at));
  }
  // A client's own verbs: `conn.post("/x", body)`, `http.get(path)`; and request objects sent.
  for (const m of upTo(s.matchAll(/\b([a-z_]\w{0,63})\.(get|post|put|patch|request)\b/g))) {
    const a = argsAt(s, m.index + m[0].length);
    const args = splitTop(a.text);
    if (m[2] === 'request') {
      const req = /^[a-z_]\w{0,63}$/.test(args[0] ?? '') ? st.requests.get(args[0]!) : undefined;
      if (req)
        st.addSpan(
          m.index,
          a.end,
          st.request('Net::HTTP', req.method, req.url, req.data, req.credentials, {
            start: m.index,
            end: a.end,
          }),
        );
      continue;
    }
    const base = st.clients.get(m[1]!);
    if (!base) continue;
    const path = st.text(args[0] ?? '');
    const url = /^https?:/.test(path.text)
      ? path
      : { ...path, text: `${base.text.replace(/\/$/, '')}/${path.text.replace(/^\//, '')}` };
    const { data, credentials } = bodyOf(st, args.slice(1), s, a.end);
    st.addSpan(
      m.index,
      a.end,
      st.request(`${m[1]}.${m[2]}`, m[2] === 'get' ? 'GET' : 'POST', url, data, credentials, {
        start: m.index,
        end: a.end,
      }),
    );
  }
}

/** A request's arguments after the URL: `headers:`/`basic_auth:` are credentials, the rest data. */
function bodyOf(
  st: ScriptState,
  rest: readonly string[],
  s: string,
  from: number,
): { data: Value[]; credentials: Value[] } {
  const data: Value[] = [];
  const credentials: Value[] = [];
  for (const r of rest) {
    const at = s.lastIndexOf(r, from);
    if (at < 0) continue;
    const v = st.valueIn(at, at + r.length);
    if (
      /^:?(?:headers|basic_auth|digest_auth|auth)\b\s*(?::|=>)/.test(r) ||
      /^\{\s*["'](?:Authorization|[\w-]*(?:token|key))["']\s*=>/i.test(r)
    )
      credentials.push(v);
    else if (/^:?(?:timeout|open_timeout|read_timeout|verify|use_ssl|format|follow_redirects)\b/.test(r))
      continue;
    else data.push(v);
  }
  return { data, credentials };
}

function sinks(st: ScriptState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(EVAL_CALL))) {
    const a = argsAt(s, m.index + m[0].length);
    const first = splitTop(a.text)[0] ?? '';
    const at = s.indexOf(first, m.index + m[0].length);
    if (first) st.execute((m[1] ?? m[2])!, st.valueIn(at, at + first.length), m.index, a.end);
  }
  for (const m of upTo(s.matchAll(ISEQ))) {
    const a = argsAt(s, m.index + m[0].length);
    const first = splitTop(a.text)[0] ?? '';
    const at = s.indexOf(first, m.index + m[0].length);
    if (first) st.execute('RubyVM::InstructionSequence', st.valueIn(at, at + first.length), m.index, a.end);
  }
  for (const m of upTo(s.matchAll(LOAD))) {
    const a = argsAt(s, m.index + m[0].length);
    const first = splitTop(a.text)[0] ?? '';
    if (!first) continue;
    const content = st.written(first);
    if (content) st.execute(m[1]!, content, m.index, a.end);
  }
}

function assignment(st: ScriptState): void {
  const s = st.stmt.text;
  const set = ATTR_SET.exec(s);
  if (set) {
    const req = st.requests.get(set[1]!);
    if (!req) return;
    const v = st.valueIn(set[0].length, s.length);
    if (set[3] && /authorization|token|key|cookie|auth/i.test(set[3])) req.credentials.push(v);
    else if (!set[3]) req.data.push(v);
    return;
  }
  if (storedInto(st)) return;
  // `Net::HTTP.start(host) do |http|`: the block's parameter is the client.
  const block = BLOCK_CLIENT.exec(s);
  if (block) clientFrom(st, block[2]!, s, block.index + block[1]!.length);
  const m = ASSIGN.exec(s);
  if (!m) return;
  const name = m[1]!;
  const rhs = s.slice(m[0].length);
  const client = CLIENT_NEW.exec(rhs);
  if (client) {
    clientFrom(st, name, rhs, client.index + client[0].length);
    return;
  }
  const req = REQUEST_NEW.exec(rhs);
  if (req) {
    const args = splitTop(argsAt(rhs, req.index + req[0].length).text);
    const headers = args[1] ? [st.valueIn(m[0].length + rhs.indexOf(args[1]), s.length)] : [];
    st.requests.set(name, {
      url: st.text(args[0] ?? ''),
      method: req[1]!.toUpperCase(),
      data: [],
      credentials: headers,
    });
    return;
  }
  rubyCollectionAssigned(st, name, rhs);
  st.env.set(name, assignedValue(st, rhs, m[0].length));
}

const BLOCK_CLIENT =
  /(\b(?:Faraday\.new|Net::HTTP\.start))\s*\([^\n]{0,300}?\)\s*(?:do\s*|\{\s*)\|\s*([a-z_]\w{0,63})\s*\|/;

/** A client held in `name`: its base URL from `url:` or the first argument (a host gets `https://`). */
function clientFrom(st: ScriptState, name: string, s: string, argsFrom: number): void {
  const args = splitTop(argsAt(s, argsFrom).text);
  const urlArg =
    args.find((x) => /^:?url\s*(?::|=>)/.test(x))?.replace(/^:?url\s*(?::|=>)\s*/, '') ?? args[0] ?? '';
  const base = st.text(urlArg);
  st.clients.set(name, /^https?:/.test(base.text) ? base : { ...base, text: `https://${base.text}` });
}

/** The value of an assigned expression: its text where it spells a path or URL, its taints either way. */
export function assignedValue(st: ScriptState, rhs: string, offset: number): Value {
  const flow = st.valueIn(offset, offset + rhs.length);
  const text = st.text(rhs);
  if (flow.literal) return text;
  // The text is what the expression spells (`${…}` where it is opaque), never the summary of its
  // inputs: a URL read from it must not be the expression's source text.
  return { ...flow, text: text.text, taints: [...new Set([...flow.taints, ...text.taints])] };
}
