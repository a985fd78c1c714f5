import type { DecodeScheme, Value } from '../../facts.js';
import { SECRET_ENV_NAME } from '../../paths.js';
import { joinPath, literal } from '../values.js';
import type { Call, Ctx, Handler } from './context.js';
import {
  concatGV,
  derive,
  flat,
  type GV,
  holding,
  knownText,
  listGV,
  opaque,
  own,
  slot,
  str,
  structGV,
  taint,
} from './gv.js';
import { sprintf } from './strings.js';

/**
 * Values: formatting and strings (`fmt.Sprintf`, `strings.Join`, `strings.Cut`), paths (`filepath.Join`,
 * `os.UserHomeDir`), the environment (`os.Getenv` — a secret-named variable is a `read` of it —,
 * `os.Environ` — the whole environment), host facts (`os.Hostname`), encoders and decoders (`json.Marshal`,
 * `base64…DecodeString` — a `decode` —), readers that hand on what they wrap (`bytes.NewReader`,
 * `io.ReadAll`, `bufio.Scanner`), and values filled in place (`json.Unmarshal(raw, &t)`, `url.Values.Set`,
 * `strings.Builder.WriteString`).
 */

const HOME_VARS: Record<string, string> = {
  HOME: '~',
  USERPROFILE: '~',
  APPDATA: '~/AppData/Roaming',
  LOCALAPPDATA: '~/AppData/Local',
  XDG_CONFIG_HOME: '~/.config',
  XDG_DATA_HOME: '~/.local/share',
  TMPDIR: '/tmp',
  TEMP: '/tmp',
  TMP: '/tmp',
};

/** The whole environment (`os.Environ()`): each entry may be any variable, secrets included. */
export const ENV_ALL: Value = {
  text: slot('os.Environ()'),
  literal: false,
  taints: ['env', 'secret'],
  secret: 'env-all',
};

const err = () => opaque('err');
const pair = (value: GV): GV => ({ ...value, tuple: [value, err()] });

/** `os.Getenv(name)`: home-like variables are paths, secret-named ones a read of the variable. */
export function envValue(ctx: Ctx, call: Call): GV {
  const name = call.args[0];
  const key = knownText(name);
  if (key === undefined) return taint(derive(slot('env'), [name]), 'env');
  const home = own(HOME_VARS, key.toUpperCase());
  if (home) return str(home);
  const v: Value = {
    text: `\${${key.slice(0, 64)}}`,
    literal: false,
    taints: ['env'],
    vars: [key.slice(0, 64)],
  };
  if (!SECRET_ENV_NAME.test(key)) return { v };
  ctx.emit({ kind: 'read', target: literal(key), secret: 'env-secret' }, call.node, key);
  return { v: { ...v, taints: ['env', 'secret'], secret: 'env-secret' } };
}

/** `strings.TrimSpace(s)` and the like: the same text for a literal, else the same data. */
const sameData =
  (apply?: (s: string) => string): Handler =>
  (_ctx, call) => {
    const s = call.args[0];
    if (!s) return undefined;
    const t = knownText(s);
    return t !== undefined && apply ? str(apply(t)) : derive(s.v.text, [s]);
  };

/** `strings.Join(items, sep)`. */
const join: Handler = (_ctx, call) => {
  const [items, sep] = call.args;
  if (!items) return undefined;
  if (!items.items) return derive(items.v.text, [items, sep]);
  const parts: GV[] = [];
  items.items.forEach((it, i) => {
    if (i > 0 && sep) parts.push(sep);
    parts.push(it);
  });
  return parts.length ? concatGV(parts) : str('');
};

/** `strings.Split(s, sep)`, `strings.Fields(s)`: a literal's parts, else elements carrying its data. */
const split: Handler = (_ctx, call) => {
  const [s, sep] = call.args;
  if (!s) return undefined;
  const t = knownText(s);
  const by = sep ? knownText(sep) : undefined;
  if (t !== undefined && (by !== undefined || !sep))
    return listGV((by !== undefined ? t.split(by) : t.split(/\s+/).filter(Boolean)).slice(0, 64).map(str));
  return derive(s.v.text, [s]);
};

/** `strings.Cut(s, sep)`: before, after, found. */
const cut: Handler = (_ctx, call) => {
  const [s, sep] = call.args;
  if (!s) return undefined;
  const t = knownText(s);
  const by = sep ? knownText(sep) : undefined;
  if (t !== undefined && by !== undefined) {
    const at = t.indexOf(by);
    const parts = at < 0 ? [t, ''] : [t.slice(0, at), t.slice(at + by.length)];
    return { ...str(t), tuple: [str(parts[0]!), str(parts[1]!), opaque('ok')] };
  }
  const before = derive(`${s.v.text}[:…]`, [s]);
  return { ...before, tuple: [before, derive(`${s.v.text}[…:]`, [s]), opaque('ok')] };
};

const concatArgs: Handler = (_ctx, call) => (call.args.length ? concatGV(call.args) : str(''));

const format: Handler = (_ctx, call) => sprintf(call.args[0], call.args.slice(1));

/** A wrapper that hands on what it wraps (`bytes.NewReader(b)`, `bufio.NewScanner(r)`). */
const wraps =
  (ref?: string): Handler =>
  (_ctx, call) => {
    const inner = call.args[0];
    if (!inner) return undefined;
    return { v: flat(inner), ...(ref ? { ref } : {}), ...(inner.state ? { state: inner.state } : {}) };
  };

/** What a reader hands on, read (`io.ReadAll(r)`, `scanner.Text()`, `r.ReadString('\n')`). */
const readAll: Handler = (_ctx, call) => {
  const r = call.args[0];
  return r ? pair(derive(r.v.text, [r])) : undefined;
};
const readSelf: Handler = (_ctx, call) =>
  call.self ? pair(derive(call.self.v.text, [call.self])) : undefined;

/**
 * The JSON text of a value as far as it is known (struct fields and map entries by name, slices, string
 * literals), unknown parts as their placeholders: what a settings file written from it will hold.
 */
export function jsonText(g: GV, depth = 0): string {
  if (depth > 8) return '"…"';
  if (g.fields?.size) {
    const parts = [...g.fields]
      .slice(0, 64)
      .map(([k, v]) => `${JSON.stringify(k)}: ${jsonText(v, depth + 1)}`);
    return `{${parts.join(', ')}}`.slice(0, 4_000);
  }
  if (g.items)
    return `[${g.items
      .slice(0, 64)
      .map((i) => jsonText(i, depth + 1))
      .join(', ')}]`.slice(0, 4_000);
  if (g.num !== undefined) return String(g.num);
  return JSON.stringify(g.v.text);
}

/** `json.Marshal(v)`: everything the value holds, as its JSON text. */
const marshal: Handler = (_ctx, call) => {
  const v = call.args[0];
  return v ? pair({ v: { ...flat(v), text: jsonText(v).slice(0, 2_000), literal: false } }) : undefined;
};

/** Fills the value an out-parameter points at with what flowed in (`json.Unmarshal(raw, &t)`). */
export function fillTarget(ctx: Ctx, call: Call, at: number, from: readonly GV[]): void {
  const target = call.argNodes[at];
  const value = call.args[at];
  if (!target || !value) return;
  const node = target.type === 'unary_expression' ? target.childForFieldName('operand') : target;
  if (!node) return;
  const filled = holding(value, from);
  // A struct filled from a secret: each field read from it is the secret's.
  ctx.evaluator.assign(ctx, node, filled, false);
}

const unmarshal: Handler = (ctx, call) => {
  const data = call.args[0];
  if (data) fillTarget(ctx, call, 1, [data]);
  return err();
};

const decodeInto: Handler = (ctx, call) => {
  const src = call.self;
  if (src) fillTarget(ctx, call, 0, [src]);
  return err();
};

/** Decoders: a `decode` behaviour; a literal input is decoded, so code hidden in it is read. */
const decoder =
  (scheme: DecodeScheme): Handler =>
  (ctx, call) => {
    const input = call.args[0];
    if (!input) return undefined;
    const text = knownText(input);
    let decoded: string | undefined;
    if (text !== undefined) {
      const b = Buffer.from(text, scheme === 'hex' ? 'hex' : 'base64');
      decoded = b.toString('latin1').slice(0, 64 * 1024);
    }
    ctx.emit(
      {
        kind: 'decode',
        scheme,
        input: input.v,
        ...(decoded !== undefined ? { decoded: decoded.slice(0, 2_000) } : {}),
      },
      call.node,
    );
    const out =
      decoded !== undefined
        ? { v: { ...literal(decoded), literal: false, taints: ['decoded' as const] } }
        : taint(derive(slot('decoded'), [input]), 'decoded');
    return pair(out);
  };

/** Methods that add to the value they are called on (`sb.WriteString(s)`, `q.Set(k, v)`, `buf.Write(b)`). */
const addsTo =
  (keyed: boolean): Handler =>
  (ctx, call) => {
    const self = call.self;
    const added = call.args[keyed ? 1 : 0];
    if (!self || !added) return undefined;
    const key = keyed ? knownText(call.args[0]) : undefined;
    if (key !== undefined) {
      const fields = self.fields ?? new Map<string, GV>();
      fields.set(key, added);
      if (call.selfNode)
        ctx.evaluator.assign(ctx, call.selfNode, { ...holding(self, [added]), fields }, false);
    } else if (call.selfNode) ctx.evaluator.assign(ctx, call.selfNode, holding(self, [added]), false);
    return err();
  };

const itself: Handler = (_ctx, call) => (call.self ? { v: flat(call.self) } : undefined);

/**
 * A digest (`sha256.Sum256(data)`) is a fixed-size hash of its input, never its text: a downloaded body
 * hashed to check it is no code in the hash. Other taints (a secret, the environment) still flow.
 */
const digest: Handler = (_ctx, call) => {
  const out = derive(slot('digest'), call.args);
  return { v: { ...out.v, taints: out.v.taints.filter((t) => t !== 'download' && t !== 'decoded') } };
};

const DIGESTS = [
  'crypto/sha256.Sum256',
  'crypto/sha256.Sum224',
  'crypto/sha512.Sum512',
  'crypto/sha512.Sum384',
  'crypto/sha1.Sum',
  'crypto/md5.Sum',
  'hash/crc32.ChecksumIEEE',
  'hash/crc32.Checksum',
];

const hostname: Handler = () => pair(taint(opaque('os.Hostname()'), 'system-info'));

/** `os/user.Current()`: the home folder, and the user's name (a host fact). */
const currentUser: Handler = () =>
  pair(
    structGV('os/user.User', [
      ['HomeDir', str('~')],
      ['Username', taint(opaque('user'), 'system-info')],
    ]),
  );

const paths =
  (p: string): Handler =>
  () =>
    pair(str(p));

const pathJoin: Handler = (_ctx, call) => ({ v: joinPath(call.args.map((a) => a.v)) });

const lookupEnv: Handler = (ctx, call) => {
  const v = envValue(ctx, call);
  return { ...v, tuple: [v, opaque('ok')] };
};

const environ: Handler = () => ({ v: ENV_ALL });

/** `os.ExpandEnv("$HOME/.kube")`: home-like variables as paths, others as the variables they name. */
const expandEnv: Handler = (ctx, call) => {
  const s = call.args[0];
  const t = knownText(s);
  if (t === undefined) return s ? taint(derive(slot('env'), [s]), 'env') : undefined;
  const parts: GV[] = [];
  let last = 0;
  for (const m of t.matchAll(/\$(?:\{(\w{1,64})\}|(\w{1,64}))/g)) {
    if (m.index > last) parts.push(str(t.slice(last, m.index)));
    parts.push(envValue(ctx, { ...call, args: [str(m[1] ?? m[2]!)] }));
    last = m.index + m[0].length;
  }
  if (last < t.length) parts.push(str(t.slice(last)));
  return parts.length ? concatGV(parts) : str('');
};

const STRING_FNS: Array<[string, ((s: string) => string) | undefined]> = [
  ['TrimSpace', (s) => s.trim()],
  ['ToLower', (s) => s.toLowerCase()],
  ['ToUpper', (s) => s.toUpperCase()],
  ['Trim', undefined],
  ['TrimPrefix', undefined],
  ['TrimSuffix', undefined],
  ['TrimLeft', undefined],
  ['TrimRight', undefined],
  ['Replace', undefined],
  ['ReplaceAll', undefined],
  ['Repeat', undefined],
  ['Title', undefined],
];

export const VALUE_HANDLERS: Array<[string, Handler]> = [
  ['fmt.Sprintf', format],
  ['fmt.Errorf', format],
  ['fmt.Sprint', concatArgs],
  ['fmt.Sprintln', concatArgs],
  ['errors.New', sameData()],
  ...STRING_FNS.flatMap(
    ([f, apply]): Array<[string, Handler]> => [
      [`strings.${f}`, sameData(apply)],
      [`bytes.${f}`, sameData(apply)],
    ],
  ),
  ['strings.Join', join],
  ['strings.Split', split],
  ['strings.SplitN', split],
  ['strings.Fields', split],
  ['strings.Cut', cut],
  ['strings.NewReader', wraps()],
  ['strings.NewReplacer', wraps()],
  ['bytes.NewReader', wraps()],
  ['bytes.NewBuffer', wraps('bytes.Buffer')],
  ['bytes.NewBufferString', wraps('bytes.Buffer')],
  ['bytes.Buffer.String', itself],
  ['bytes.Buffer.Bytes', itself],
  ['bytes.Buffer.Write', addsTo(false)],
  ['bytes.Buffer.WriteString', addsTo(false)],
  ['strings.Builder.WriteString', addsTo(false)],
  ['strings.Builder.Write', addsTo(false)],
  ['strings.Builder.String', itself],
  ['net/url.Values.Set', addsTo(true)],
  ['net/url.Values.Add', addsTo(true)],
  ['net/url.Values.Encode', itself],
  ['net/url.QueryEscape', sameData()],
  ['net/url.PathEscape', sameData()],
  ['strconv.Quote', sameData()],
  ['io.ReadAll', readAll],
  ['io/ioutil.ReadAll', readAll],
  ['bufio.NewReader', wraps('bufio.Reader')],
  ['bufio.NewScanner', wraps('bufio.Scanner')],
  ['bufio.Reader.ReadString', readSelf],
  ['bufio.Reader.ReadBytes', readSelf],
  ['bufio.Reader.ReadLine', readSelf],
  ['bufio.Scanner.Text', readSelf],
  ['bufio.Scanner.Bytes', readSelf],
  ['encoding/json.Marshal', marshal],
  ['encoding/json.MarshalIndent', marshal],
  ['encoding/json.Unmarshal', unmarshal],
  ['encoding/json.NewDecoder', wraps('encoding/json.Decoder')],
  ['encoding/json.Decoder.Decode', decodeInto],
  ['encoding/base64.Encoding.DecodeString', decoder('base64')],
  ['encoding/hex.DecodeString', decoder('hex')],
  ['path/filepath.Join', pathJoin],
  ['path.Join', pathJoin],
  ['path/filepath.Clean', sameData()],
  ['path/filepath.Abs', (_c, call) => (call.args[0] ? pair(call.args[0]) : undefined)],
  ['os.UserHomeDir', paths('~')],
  ['os.UserConfigDir', paths('~/.config')],
  ['os.UserCacheDir', paths('~/.cache')],
  ['os.TempDir', () => str('/tmp')],
  ['os.Getenv', envValue],
  ['os.LookupEnv', lookupEnv],
  ['os.Environ', environ],
  ['os.ExpandEnv', expandEnv],
  ['os.Hostname', hostname],
  ['os/user.Current', currentUser],
  ...DIGESTS.map((d): [string, Handler] => [d, digest]),
];
