import type { Value } from '../../facts.js';
import { concat, literal, OWN_DATA_SECTION, tainted } from '../values.js';
import { argsAt, splitTop } from './expr.js';
import { ScriptState, upTo } from './model.js';
import { perlCommandOutputs, perlPipeOpen, perlPipeWrites, pipeOperands } from './perl-pipes.js';
import { assignedValue, credentialFill } from './ruby.js';

/**
 * Perl calls the statement model knows: `$ENV{…}`, file reads (`open(my $fh, '<', $path)`,
 * `path($p)->slurp`, `read_file`), `git credential fill` through `IPC::Open2`/`IPC::Open3`/a piped
 * `open`, HTTP (`HTTP::Tiny`, `LWP::UserAgent` and `Mojo::UserAgent` clients, chained or held in a
 * variable; `LWP::Simple`'s `get`/`getstore`), decoders (`decode_base64`, `unpack 'm'` base64 and `unpack 'u'` uuencode), files written
 * (`open(my $fh, '>', $p)` + `print $fh …`, `getstore`) and code run from a value (`eval $code`,
 * `do $file`/`require $file` of a file the script wrote).
 */

const ENV_READ = /\$ENV\s*\{\s*["']?(\w{1,80})["']?\s*\}/g;
const ENV_ALL = /\\%ENV\b|\{\s*%ENV\s*\}|\bencode_json\s*\(?\s*\\?%ENV/g;
const OPEN_ONE = /\bopen\s{0,8}\(?\s{0,8}(?:my\s{1,8})?(\$\w{1,64}|[A-Z]\w{0,30})\s{0,8},\s{0,8}/;
const SLURP =
  /\bpath\s*\(([^()\n]{1,300})\)\s*->\s*slurp\w{0,10}|\b(?:read_file|slurp|read_text)\s*\(\s*([^(),\n]{1,300})/g;
const DECODE =
  /\b(?:decode_base64|MIME::Base64::decode(?:_base64)?|uncompress|Compress::Zlib::uncompress)\s*\(|\bunpack\s*\(?\s*["'][mu]/g;
const CLIENT = /\b(?:HTTP::Tiny|LWP::UserAgent|Mojo::UserAgent|Furl|WWW::Mechanize)->new\b/;
const VERB = /->\s*(get|head|post|post_form|put|patch|request|mirror)\s*\(/g;
const HAS_VERB = /->\s*(?:get|head|post|post_form|put|patch|request|mirror)\s*\(/;
const SIMPLE_GET = /(?<![>\w$:])(?:LWP::Simple::)?(get|getstore|getprint|mirror)\s*\(/g;
const DATA_READ = /<\s{0,4}(?:DATA|main::DATA)\s{0,4}>/g;
/** Standard input read whole or by line: in a hook, the event JSON the runtime hands it (the prompt, the session). */
const STDIN_READ = /<\s{0,4}(?:STDIN|main::STDIN)\s{0,4}>|\bSTDIN->getlines?\b|\bread_file\s*\(\s*["']-["']/g;
const STDIN_VALUE: Value = { text: '${stdin}', literal: false, taints: ['conversation'] };
const DATA_SECTION: Value = {
  text: '${__DATA__}',
  literal: false,
  taints: ['file'],
  from: OWN_DATA_SECTION,
};

/** `eval $code`, `eval "…"`, and `eval` of a call's result (`eval unpack('u', $blob)`, `eval decode_base64(…)`). */
const EVAL = /(?<![\w$])eval\s{0,8}(?![\s{])\(?\s{0,8}(?=[$"'q]|[A-Za-z_][\w:]{0,60}\s{0,4}\()/g;
const DO_FILE = /(?<![\w$>])(do|require)\s{0,8}\(?\s{0,8}(?=[$"'])/g;
const PRINT_TO = /\bprint[ \t]{0,8}\{?[ \t]{0,8}(\$\w{1,64}|[A-Z]\w{0,30})[ \t]{0,8}\}?\s(?![,;=])/;
const ASSIGN =
  /^(?:(?:my|our|local)\s+)?(?:[$@%](\w{1,64})|\(([^()]{1,300})\))\s*(?:\/\/|\|\||\.)?=(?![=~>])\s*/;

/** `for my $k (@keys)`, `foreach my $k (glob(…))`: the loop variable holds the list's items. */
const LOOP = /^(?:for|foreach)\s+(?:my\s+)?\$(\w{1,64})\s*\(([^()\n]{1,300}(?:\([^()\n]{0,300}\))?)\)\s*$/;
/** `$h{key} = …`, `$h{key} .= …`, `$a[i] = …`: the hash or array accumulates the value. */
const ELEMENT = /^\$(\w{1,64})\s*(?:\{[^{}\n]{0,300}\}|\[[^[\]\n]{0,100}\])\s*\.?=(?![=~>])\s*/;

export function perlStatement(st: ScriptState, usesLwpSimple: boolean): void {
  const s = st.stmt.text;
  const loop = LOOP.exec(s);
  if (loop) st.env.set(loop[1]!, st.text(loop[2]!));
  for (const m of upTo(s.matchAll(ENV_READ)))
    st.addSpan(m.index, m.index + m[0].length, st.readEnv(m[1]!, m.index, m.index + m[0].length));
  for (const m of upTo(s.matchAll(ENV_ALL)))
    st.addSpan(m.index, m.index + m[0].length, ScriptState.EVERY_VARIABLE);
  credentialFill(st);
  const handle = opens(st);
  for (const m of upTo(s.matchAll(SLURP)))
    st.addSpan(m.index, m.index + m[0].length, st.readFile(m[1] ?? m[2]!, m.index, m.index + m[0].length));
  // `<DATA>`: the text after the script's own `__DATA__`/`__END__` line, shipped with it.
  for (const m of upTo(s.matchAll(DATA_READ))) st.addSpan(m.index, m.index + m[0].length, DATA_SECTION);
  perlCommandOutputs(st);
  for (const m of upTo(s.matchAll(STDIN_READ))) st.addSpan(m.index, m.index + m[0].length, STDIN_VALUE);
  for (const m of upTo(s.matchAll(DECODE))) {
    const a = argsAt(s, m.index + m[0].length - (m[0].endsWith('(') ? 1 : 0));
    const v = st.valueIn(m.index, a.end);
    // Not decoded here: the value says so (`${…}`), so no rule quotes the call as the decoded text.
    st.addSpan(
      m.index,
      a.end,
      tainted(v.literal ? v : { ...v, text: `\${${s.slice(m.index, a.end).slice(0, 120)}}` }, 'decoded'),
    );
  }
  http(st, usesLwpSimple);
  const print = PRINT_TO.exec(s);
  const target = print ? st.writeHandles.get(print[1]!) : undefined;
  if (print && target !== undefined) st.wrote(target, st.valueIn(print.index + print[0].length, s.length));
  perlPipeWrites(st);
  for (const m of upTo(s.matchAll(EVAL))) {
    const code = st.valueIn(m.index + m[0].length, s.length);
    // The statement's text is not the code that runs; the code is what its value holds at run time.
    const runs = code.literal
      ? code
      : {
          ...code,
          text: `\${${s
            .slice(m.index + m[0].length)
            .trim()
            .slice(0, 120)}}`,
        };
    st.execute('eval', runs, m.index, s.length);
  }
  for (const m of upTo(s.matchAll(DO_FILE))) {
    const arg = splitTop(argsAt(s, m.index + m[0].length - (m[0].endsWith('(') ? 1 : 0)).text)[0] ?? '';
    const content = arg ? st.written(arg) : undefined;
    if (content) st.execute(m[1]!, content, m.index, s.length);
  }
  assignment(st, handle);
}

/** `open`: a read of a secret path, a pipe from a command, or a write handle; returns the handle's value. */
function opens(st: ScriptState): { name: string; value: Value } | undefined {
  const s = st.stmt.text;
  const m = OPEN_ONE.exec(s);
  if (!m) return undefined;
  const args = splitTop(argsAt(s, m.index + 4).text);
  const name = m[1]!.replace(/^\$/, '');
  let mode = args.length >= 3 ? (args[1] ?? '').replace(/^["']|["']$/g, '').trim() : '';
  let pathExpr = args.length >= 3 ? args[2]! : (args[1] ?? '');
  const pipe = pipeOperands(args);
  if (args.length === 2 && !pipe) {
    const two = /^(["'])\s*(\+?[<>|]{1,2})\s*(.{0,300})\1$/.exec(pathExpr);
    if (two) {
      mode = two[2]!;
      pathExpr = `"${two[3]}"`;
    }
  }
  if (pipe || /[|]/.test(mode)) {
    const spans = st.spans.filter((x) => x.value.secret === 'git-credentials');
    if (spans[0]) return { name, value: spans[0].value };
    const value = pipe ? perlPipeOpen(st, name, pipe, { start: m.index, end: s.length }) : undefined;
    return { name, value: value ?? literal('') };
  }
  if (/>/.test(mode)) {
    const path = st.text(pathExpr).text;
    st.writeHandles.set(name, pathExpr.startsWith('"') || pathExpr.startsWith("'") ? pathExpr : path);
    return undefined;
  }
  if (!pathExpr) return undefined;
  const value = st.readFile(pathExpr, m.index, s.length);
  st.addSpan(m.index, s.length, value);
  return { name, value };
}

function http(st: ScriptState, usesLwpSimple: boolean): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(VERB))) {
    const before = s.slice(0, m.index);
    const receiver = /\$(\w{1,64})\s*$/.exec(before)?.[1];
    if (!(receiver !== undefined && st.clients.has(receiver)) && !CLIENT.test(before)) continue;
    const a = argsAt(s, m.index + m[0].length - 1);
    const args = splitTop(a.text);
    let verb = m[1]!;
    let rest = args.slice(1);
    let urlExpr = args[0] ?? '';
    if (verb === 'request') {
      verb = (args[0] ?? '').replace(/^["']|["']$/g, '').toLowerCase();
      urlExpr = args[1] ?? '';
      rest = args.slice(2);
    }
    const url = st.text(urlExpr);
    const method = /^(?:post|post_form|put|patch)$/i.test(verb) ? 'POST' : 'GET';
    const data: Value[] = [];
    const credentials: Value[] = [];
    for (const r of rest) {
      const at = s.indexOf(r, m.index);
      const v = st.valueIn(at, at + r.length);
      if (/^\{?\s*headers\s*=>/.test(r) && !/content\s*=>/.test(r)) credentials.push(v);
      else if (verb === 'mirror') st.wrote(r, tainted(literal(''), 'download', { from: url.text }));
      else data.push(v);
    }
    st.addSpan(
      m.index,
      a.end,
      st.request(`perl ${verb}`, method, url, data, credentials, { start: m.index, end: a.end }),
    );
  }
  if (!usesLwpSimple) return;
  for (const m of upTo(s.matchAll(SIMPLE_GET))) {
    const a = argsAt(s, m.index + m[0].length - 1);
    const [urlExpr, file] = splitTop(a.text);
    const url = st.text(urlExpr ?? '');
    const response = st.request(
      `LWP::Simple ${m[1]}`,
      'GET',
      url,
      [],
      [],
      { start: m.index, end: a.end },
      file,
    );
    if (file && m[1] !== 'getprint') st.wrote(file, response);
    st.addSpan(m.index, a.end, response);
  }
}

function assignment(st: ScriptState, handle: { name: string; value: Value } | undefined): void {
  const s = st.stmt.text;
  if (handle && !handle.value.literal) st.env.set(handle.name, handle.value);
  // `open2(my $out, my $in, 'git', 'credential', 'fill')`: the handles declared in the call carry its output.
  const fill = st.spans.find((x) => x.value.secret === 'git-credentials');
  if (fill) for (const d of upTo(s.matchAll(/\bmy\s+\$(\w{1,64})/g))) st.env.set(d[1]!, fill.value);
  const element = ELEMENT.exec(s);
  if (element) {
    const v = assignedValue(st, s.slice(element[0].length), element[0].length);
    const prev = st.env.get(element[1]!);
    if (!v.literal) st.env.set(element[1]!, prev && !prev.literal ? concat([prev, v]) : v);
    return;
  }
  const m = ASSIGN.exec(s);
  if (!m) return;
  const rhs = s.slice(m[0].length);
  if (CLIENT.test(rhs) && !HAS_VERB.test(rhs)) {
    if (m[1]) st.clients.set(m[1], literal(''));
    return;
  }
  if (/^@_\s*$|^shift\b/.test(rhs.trim())) return;
  const names = m[1] ? [m[1]] : [...m[2]!.matchAll(/\$(\w{1,64})/g)].map((x) => x[1]!);
  const value = assignedValue(st, rhs, m[0].length);
  for (const n of names.slice(0, 8)) if (!(fill && s.includes(`my $${n}`))) st.env.set(n, value);
}
