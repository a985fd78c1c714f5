import { isHttpUrl } from '../../hosts.js';
import { type CaptureClass, captureValue } from '../captures.js';
import { attributeOf } from './attributes.js';
import { arg, unknownCall } from './call-values.js';
import { parsedConfig, shippedConfig } from './config-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { envValue, serialised } from './files.js';
import { braceFormat, pathJoin } from './format.js';
import { importAfterDownload } from './loaders.js';
import { normalizeRef } from './names.js';
import { elementsOf } from './operators.js';
import {
  concatPV,
  derive,
  dictPV,
  knownText,
  listPV,
  MAX_ITEMS,
  num,
  opaque,
  own,
  type PV,
  slot,
  str,
  taint,
  unknownPV,
} from './pv.js';

/**
 * Functions that build values rather than act: paths, environment lookups, dynamic name resolution
 * (`getattr`, `__import__`, `importlib.import_module`), character codes, string methods. Each returns
 * the best static reconstruction and lets taints flow.
 */

const path = (p: PV): PV => ({ ...p, ref: 'pathlib.Path()' });
const first = (call: Call): PV => call.args[0] ?? str('');
const same: Handler = (_ctx, call) => call.args[0];
const selfPath: Handler = (_ctx, call) => call.self;

/** `p.with_suffix(".tmp")`: the same path with another extension (a temporary file renamed into place later). */
const withSuffix: Handler = (_ctx, call) => {
  const suffix = knownText(call.args[0]);
  const self = call.self;
  if (!self || suffix === undefined || !self.v.literal) return undefined;
  return path(str(self.v.text.replace(/\.[^./]*$/, '') + suffix));
};

/** A module or function named by a string (`__import__("o"+"s")`, `importlib.import_module(x)`). */
const importByName: Handler = (ctx, call) => {
  const name = knownText(call.args[0]);
  importAfterDownload(ctx, call.node, name);
  // A module named by a value the analysis cannot fix: what it loads may be anything the program read.
  if (name === undefined) ctx.unit.dataUses.load(call.name);
  if (name === undefined) return undefined;
  return { v: opaque(name), ref: normalizeRef(name) };
};

const SYSTEM_INFO = [
  'socket.gethostname',
  'socket.getfqdn',
  'platform.node',
  'platform.uname',
  'platform.platform',
  'platform.system',
  'platform.version',
  'getpass.getuser',
  'os.getlogin',
  'os.uname',
  'uuid.getnode',
  'os.getuid',
];

/** The argument is the process's standard input (`sys.stdin`, `sys.stdin.buffer`). */
function isStdin(node: { text: string } | undefined): boolean {
  return node !== undefined && /^sys\.stdin(?:\.buffer)?$/.test(node.text.replace(/\s+/g, ''));
}

/**
 * A variable with a URL shipped as its default (`os.environ.get("CACHE_URL", "http://…/x.pkl")`): unless the
 * user sets it, the program talks to the default, so its host is the one classified (the env taint stays).
 */
function envWithDefault(ctx: Ctx, value: PV, call: Call): PV {
  const fallback = call.args[1] ?? arg(call, 1, 'default');
  const text = fallback?.v.literal ? fallback.v.text.trim() : undefined;
  // A folder variable with a home path as its default (`os.environ.get("DOCKER_CONFIG", Path.home() /
  // ".docker")`): the file under it is one of both, and unless the user moved it, the default one.
  if (fallback && !value.v.secret && /^~(?:\/|$)/.test(fallback.v.text))
    return { ...value, alts: [...(value.alts ?? [value]), ...(fallback.alts ?? [fallback])].slice(0, 8) };
  // A configuration file the skill ships as the default (`os.environ.get("X_CONFIG", HERE / "x.json")`):
  // unless the user sets the variable, that file is the one read (config-values.ts).
  if (fallback && !value.v.secret && shippedConfig(ctx, fallback) !== undefined)
    return {
      ...fallback,
      v: { ...fallback.v, taints: [...new Set([...fallback.v.taints, 'env' as const])] },
    };
  if (!text || !isHttpUrl(text) || value.v.secret) return value;
  return { ...value, v: { ...value.v, text } };
}

/** Python's clipboard and screen-grab calls. */
const CAPTURE_CALLS: ReadonlyArray<[string, CaptureClass]> = [
  ['pyperclip.paste', 'clipboard'],
  ['clipboard.paste', 'clipboard'],
  ['PIL.ImageGrab.grabclipboard', 'clipboard'],
  ['PIL.ImageGrab.grab', 'screen-capture'],
  ['pyautogui.screenshot', 'screen-capture'],
  ['pyscreenshot.grab', 'screen-capture'],
];

/** Each printed value serialised (the whole environment printed is read there); the call's own result. */
const printed: Handler = (ctx, call) => {
  for (const a of call.args.slice(0, 8)) serialised(ctx, call, a);
  return unknownCall(call);
};

export const VALUE_HANDLERS: Array<[string, Handler]> = [
  ['os.path.join', (_ctx, call) => pathJoin(call.args)],
  ['os.path.expanduser', same],
  ['os.path.expandvars', same],
  ['os.path.abspath', same],
  ['os.path.realpath', same],
  ['os.path.normpath', same],
  ['os.fspath', same],
  ['os.fsencode', same],
  ['pathlib.Path', (_ctx, call) => path(call.args.length ? pathJoin(call.args) : str('.'))],
  ['pathlib.Path.home', () => path(str('~'))],
  ['pathlib.Path.cwd', () => path(str('.'))],
  ['pathlib.Path().expanduser', selfPath],
  ['pathlib.Path().resolve', selfPath],
  ['pathlib.Path().absolute', selfPath],
  ['pathlib.Path().with_suffix', withSuffix],
  ['pathlib.Path().joinpath', (_ctx, call) => path(pathJoin([call.self ?? str('.'), ...call.args]))],
  ['os.getenv', (ctx, call) => envWithDefault(ctx, envValue(ctx, first(call), call.node), call)],
  ['os.environ.get', (ctx, call) => envWithDefault(ctx, envValue(ctx, first(call), call.node), call)],
  ['os.environ.copy', (ctx) => envValue(ctx, undefined)],
  // Iterating the environment's values (`{k: v for k, v in os.environ.items() if k.endswith("TOKEN")}`).
  ['os.environ.items', (ctx) => envValue(ctx, undefined)],
  ['os.environ.values', (ctx) => envValue(ctx, undefined)],
  ['tempfile.gettempdir', () => str('/tmp')],
  ['getattr', (ctx, call) => dynamicAttribute(ctx, call)],
  ['__import__', importByName],
  ['importlib.import_module', importByName],
  ['chr', (_ctx, call) => charOf(first(call))],
  ['ord', (_ctx, call) => ordOf(first(call))],
  ['int', (_ctx, call) => intOf(call)],
  ['len', (_ctx, call) => countOf(call)],
  ['sum', (_ctx, call) => countOf(call)],
  ['bytes', (ctx, call) => bytesOf(ctx, call)],
  ['bytearray', (ctx, call) => bytesOf(ctx, call)],
  ['str', (ctx, call) => serialised(ctx, call, first(call))],
  // Printing is serialising to the output: `print(dict(os.environ))` reads the whole environment out (kept
  // in a notebook's saved output, a CI log); what the call returns is left as any call's.
  ...['print', 'pprint.pprint', 'pprint.pp', 'display', 'IPython.display.display'].map(
    (name): [string, Handler] => [name, printed],
  ),
  ['repr', (ctx, call) => serialised(ctx, call, first(call))],
  ['urllib.parse.urlencode', (_ctx, call) => formFields(first(call))],
  ['json.dumps', (ctx, call) => serialised(ctx, call, first(call))],
  ['pickle.dumps', (ctx, call) => serialised(ctx, call, first(call))],
  ['yaml.dump', (ctx, call) => serialised(ctx, call, first(call))],
  ['yaml.safe_dump', (ctx, call) => serialised(ctx, call, first(call))],
  ['dict', (ctx, call) => (call.args[0]?.ref === 'os.environ' ? envValue(ctx, undefined) : dictOf(call))],
  ['list', (_ctx, call) => listOf(first(call), false)],
  ['tuple', (_ctx, call) => listOf(first(call), false)],
  ['reversed', (_ctx, call) => listOf(first(call), true)],
  // The same elements in some order (`sorted(folder.glob("*.sh"))` still yields the listed paths).
  ['sorted', (_ctx, call) => listOf(first(call), false)],
  ['input', (_ctx, call) => taint(derive(slot('input'), call.args), 'conversation')],
  ['sys.stdin.read', () => taint(str(slot('stdin')), 'conversation')],
  ['sys.stdin.readline', () => taint(str(slot('stdin')), 'conversation')],
  ['sys.stdin.readlines', () => taint(str(slot('stdin')), 'conversation')],
  // `json.load(sys.stdin)`: a hook's event (the prompt, the tool input) parsed straight from standard input.
  [
    'json.load',
    (ctx, call) =>
      isStdin(call.argNodes[0]) ? taint(str(slot('stdin')), 'conversation') : parsedConfig(ctx, call),
  ],
  ...SYSTEM_INFO.map((n): [string, Handler] => [n, () => taint(str(`\${${n}()}`), 'system-info')]),
  // `ipaddress.IPv4Address(2852039166)`: an address written as one integer is its dotted text.
  ['ipaddress.IPv4Address', (_ctx, call) => dottedAddress(first(call))],
  ['ipaddress.ip_address', (_ctx, call) => dottedAddress(first(call))],
  // What the user copied or sees (src/analysis/code/captures.ts): a secret-like value, no read.
  ...CAPTURE_CALLS.map(([n, cls]): [string, Handler] => [n, () => captured(cls, n)]),
];

/** `dict(base, key=value, …)`: the base's known entries updated with the keywords (a form built per call). */
function dictOf(call: Call): PV | undefined {
  const base = call.args[0];
  if (call.args.length > 1 || (base && !base.entries) || call.rest.length > 0) return undefined;
  return dictPV([...(base?.entries ?? []), ...call.kwargs]);
}

/**
 * `urlencode({"grant_type": "refresh_token", "refresh_token": tok})`: a form body spelled `key=value&…` with
 * the dict's known keys, so what the fields are (an OAuth grant, a client secret) stays readable; the values
 * flow as they are. A dict whose keys are unknown stays an opaque derivation.
 */
function formFields(fields: PV): PV | undefined {
  if (!fields.entries || fields.entries.size === 0) return undefined;
  const parts = [...fields.entries].map(([k, v]) => `${k}=${v.v.text}`);
  const out = derive(parts.join('&'), [...fields.entries.values()]);
  return fields.v.literal ? str(out.v.text) : out;
}

function captured(cls: CaptureClass, name: string): PV {
  const v = captureValue(cls, `${name}()`);
  return taint(str(v.text), 'secret', { secret: cls, from: cls });
}

function dottedAddress(n: PV): PV | undefined {
  if (n.num === undefined || !Number.isInteger(n.num) || n.num < 0 || n.num > 0xffffffff) return undefined;
  return str([24, 16, 8, 0].map((k) => Math.floor(n.num! / 2 ** k) % 256).join('.'));
}

function dynamicAttribute(ctx: Ctx, call: Call): PV | undefined {
  const obj = call.args[0];
  const name = knownText(call.args[1]);
  if (!obj || name === undefined) return undefined;
  return attributeOf(ctx, obj, name);
}

/**
 * Characters an f-string expression could not hold before Python 3.12 (`{chr(10)}` for a newline, quotes,
 * a backslash): written as a code because the syntax asks for it, they hide no word from a reader.
 */
const SPELLED_FOR_SYNTAX = new Set(['\t', '\n', '\r', ' ', '"', "'", '\\']);

/** `chr(n)`: one decoded character (several joined are a decode: see `join`). */
function charOf(code: PV): PV | undefined {
  if (code.num === undefined || code.num < 0 || code.num > 0x10ffff) return undefined;
  const ch = String.fromCodePoint(code.num);
  const out = code.scheme === undefined && SPELLED_FOR_SYNTAX.has(ch) ? str(ch) : taint(str(ch), 'decoded');
  out.scheme = code.scheme === 'xor' ? 'xor' : 'charcode';
  return out;
}

function ordOf(ch: PV): PV | undefined {
  const t = knownText(ch);
  if (t === undefined || t.length === 0) return undefined;
  return num(t.codePointAt(0)!);
}

/**
 * `len(x)`, `sum(1 for line in fh)`: a number computed from the data, not the data — counting the lines of
 * a transcript or a secret's characters carries neither along (the taints stop here).
 */
function countOf(call: Call): PV | undefined {
  const src = call.args[0];
  // `sum(lists, [])` joins lists: data, not a count (the call falls back to carrying its inputs).
  const start = call.args[1] ?? call.kwargs.get('start');
  if (start && start.num === undefined) return undefined;
  const items = src?.items;
  if (call.name === 'len') {
    const text = knownText(src);
    if (items) return num(items.length);
    if (text !== undefined) return num(text.length);
  } else if (items?.every((i) => i.num !== undefined)) {
    return num(items.reduce((total, i) => total + i.num!, 0));
  }
  return unknownPV(`${call.name}(…)`);
}

function intOf(call: Call): PV | undefined {
  const t = knownText(call.args[0]);
  if (t === undefined) return call.args[0]?.num !== undefined ? call.args[0] : undefined;
  const base = call.args[1]?.num ?? 10;
  const n = Number.parseInt(t.trim(), base);
  return Number.isFinite(n) ? num(n) : undefined;
}

/** `bytes([105, 100])`, `bytearray(x ^ 7 for x in data)`: character codes read as text. */
function bytesOf(ctx: Ctx, call: Call): PV | undefined {
  const src = call.args[0];
  if (!src) return str('');
  if (!src.items) return src.num !== undefined ? str('') : src;
  const codes = src.items.map((i) => i.num);
  if (codes.length === 0 || codes.some((c) => c === undefined || c < 0 || c > 255)) {
    return derive(slot('bytes'), src.items);
  }
  const text = String.fromCharCode(...(codes as number[]).slice(0, MAX_ITEMS));
  const scheme = src.items.some((i) => i.scheme === 'xor') ? 'xor' : 'charcode';
  if (codes.length >= 4) {
    ctx.emit({ kind: 'decode', scheme, input: src.v, decoded: text.slice(0, 2_000) }, call.node);
  }
  return { ...taint(str(text), 'decoded'), scheme };
}

function listOf(p: PV, reverse: boolean): PV | undefined {
  const items = elementsOf(p);
  if (!items) return undefined;
  return listPV(reverse ? [...items].reverse() : items);
}

/** `sep.join(items)`: a static join; joined `chr()` codes are a decode. */
function join(ctx: Ctx, call: Call): PV | undefined {
  const sep = call.self ?? str('');
  const src = call.args[0];
  if (!src) return undefined;
  const items = elementsOf(src);
  if (!items) return serialised(ctx, call, derive(src.v.text, [sep, src]));
  const parts: PV[] = [];
  items.forEach((item, i) => {
    if (i > 0 && sep.v.text !== '') parts.push(sep);
    parts.push(item);
  });
  const joined = concatPV(parts.length ? parts : [str('')]);
  const scheme = items.find((i) => i.scheme)?.scheme;
  if (scheme && items.length >= 4) {
    const decoded = knownText(joined);
    ctx.emit(
      {
        kind: 'decode',
        scheme,
        input: src.v,
        ...(decoded !== undefined ? { decoded: decoded.slice(0, 2_000) } : {}),
      },
      call.node,
    );
    return { ...taint(joined, 'decoded'), scheme };
  }
  return joined;
}

const TEXT_METHODS: Record<string, (s: string, a: Array<string | undefined>) => string | undefined> = {
  strip: (s, a) => (a[0] === undefined ? s.trim() : undefined),
  lstrip: (s, a) => (a[0] === undefined ? s.trimStart() : undefined),
  rstrip: (s, a) => (a[0] === undefined ? s.trimEnd() : undefined),
  lower: (s) => s.toLowerCase(),
  upper: (s) => s.toUpperCase(),
  replace: (s, a) =>
    a[0] !== undefined && a[1] !== undefined && a[0] !== '' ? s.split(a[0]).join(a[1]) : undefined,
};

/** Methods of strings and bytes whose result we can compute (or whose input flows through). */
export function stringMethod(ctx: Ctx, call: Call, method: string): PV | undefined {
  const self = call.self!;
  if (method === 'join') return join(ctx, call);
  if (method === 'format') return braceFormat(self, call.args, call.kwargs);
  if (method === 'encode' || method === 'decode') {
    const codec = knownText(arg(call, 0, 'encoding'))?.toLowerCase();
    return codec === undefined || /^(?:utf[-_]?8|ascii|latin[-_]?1|utf[-_]?16|utf[-_]?32|cp\d+)$/.test(codec)
      ? self
      : undefined;
  }
  const known = knownText(self);
  const fn = own(TEXT_METHODS, method);
  if (fn) {
    const out = known !== undefined ? fn(known, call.args.map(knownText)) : undefined;
    if (out === undefined) return derive(self.v.text, [self, ...call.args]);
    return self.v.literal && call.args.every((a) => a.v.literal) ? str(out) : taint(str(out), 'decoded');
  }
  if (method === 'split' && known !== undefined) {
    const sep = knownText(call.args[0]);
    const pieces = sep === undefined ? known.trim().split(/\s+/) : known.split(sep);
    return listPV(
      pieces.slice(0, MAX_ITEMS).map((p) => (self.v.literal ? str(p) : taint(str(p), 'decoded'))),
    );
  }
  if (method === 'get' && self.entries) {
    const key = knownText(call.args[0]);
    if (key !== undefined && self.entries.has(key)) return self.entries.get(key);
  }
  if (method === 'copy') return self;
  return undefined;
}
