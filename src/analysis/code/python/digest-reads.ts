import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
import { DIGEST_CALLS } from './digests.js';

/**
 * Reads of a secret store that keep nothing secret of it, marked on the read behaviour (`only`) for
 * credential-access: a file-integrity check that hashes `/etc/shadow` (`hashlib.sha256(f.read())` — a
 * digest reveals none of the bytes it was made from) and a forensic tool that queries a browser's cookie
 * database for host, name and timestamps but never `value` or `encrypted_value`. Both are decided from
 * the code itself; any other use of the file handle, or any query that selects a secret column, keeps the
 * read a read of the store.
 */

/** A file opened by a call whose handle the `with` binds. */
const OPENER = /^(?:open|io\.open|[\w.]{1,80}\.open)$/;
/** Nodes of a `with` body looked at for the handle's uses. */
const MAX_NODES = 20_000;

function calleeText(call: Node | undefined): string {
  return call?.type === 'call' ? (call.childForFieldName('function')?.text ?? '') : '';
}

/** A digest call, or `h.update(…)` on a name the file binds to a `hashlib`/`hmac` object. */
function digestCall(ctx: Ctx, call: Node | undefined): boolean {
  const name = calleeText(call);
  if (DIGEST_CALLS.has(name)) return true;
  const m = /^([A-Za-z_]\w{0,63})\.update$/.exec(name);
  return m !== null && new RegExp(`\\b${m[1]}\\s*=\\s*(?:hashlib|hmac)\\.`).test(ctx.text);
}

/**
 * `with open(p, "rb") as f:` whose body uses `f` only as `f.read(…)` handed straight to a digest
 * (`hashlib.sha256(f.read())`, `h.update(f.read())`) or as `hashlib.file_digest(f, …)`.
 */
export function digestedHandle(
  ctx: Ctx,
  opener: Node | undefined,
  alias: string,
  body: Node | null,
): boolean {
  if (!opener || !body || !OPENER.test(calleeText(opener)) || !/^[A-Za-z_]\w{0,63}$/.test(alias))
    return false;
  let uses = 0;
  let seen = 0;
  // Each entry: a node and its nearest ancestors (parent first), enough to see the call around `f.read()`.
  const stack: Array<[Node, Node[]]> = [[body, []]];
  while (stack.length > 0) {
    const [node, up] = stack.pop()!;
    if (++seen > MAX_NODES) return false;
    if (node.type === 'identifier' && node.text === alias) {
      if (!digestUse(ctx, node, up)) return false;
      uses++;
      continue;
    }
    const chain = [node, ...up].slice(0, 6);
    for (const c of node.children) stack.push([c, chain]);
  }
  return uses > 0;
}

function digestUse(ctx: Ctx, id: Node, up: Node[]): boolean {
  const [parent, grand, great, outer] = up;
  if (parent?.type === 'argument_list' && calleeText(grand) === 'hashlib.file_digest') return true;
  if (chunkLoopDigest(ctx, id, up)) return true;
  return (
    parent?.type === 'attribute' &&
    parent.childForFieldName('object') === id &&
    parent.childForFieldName('attribute')?.text === 'read' &&
    grand?.type === 'call' &&
    great?.type === 'argument_list' &&
    great.namedChildren.length === 1 &&
    digestCall(ctx, outer)
  );
}

/**
 * `for chunk in iter(lambda: f.read(N), b""): h.update(chunk)`: the chunked form of `h.update(f.read())`,
 * when the loop body uses each chunk only as the one argument of a digest call.
 */
function chunkLoopDigest(ctx: Ctx, id: Node, [read, call, lambda, args, iterCall, loop]: Node[]): boolean {
  if (
    read?.type !== 'attribute' ||
    read.childForFieldName('object') !== id ||
    read.childForFieldName('attribute')?.text !== 'read' ||
    lambda?.type !== 'lambda' ||
    lambda.childForFieldName('body') !== call ||
    args?.type !== 'argument_list' ||
    calleeText(iterCall) !== 'iter' ||
    loop?.type !== 'for_statement' ||
    loop.childForFieldName('right') !== iterCall
  )
    return false;
  const chunk = loop.childForFieldName('left');
  const body = loop.childForFieldName('body');
  if (chunk?.type !== 'identifier' || !body) return false;
  let uses = 0;
  let seen = 0;
  const stack: Array<[Node, Node | undefined, Node | undefined]> = [[body, undefined, undefined]];
  while (stack.length > 0) {
    const [node, parent, grand] = stack.pop()!;
    if (++seen > MAX_NODES) return false;
    if (node.type === 'identifier' && node.text === chunk.text) {
      if (parent?.type !== 'argument_list' || parent.namedChildren.length !== 1 || !digestCall(ctx, grand))
        return false;
      uses++;
      continue;
    }
    for (const c of node.children) stack.push([c, node, parent]);
  }
  return uses > 0;
}

/**
 * A digest call whose one argument is a read of a handle no name keeps (`hashlib.sha256(open(p,
 * "rb").read())`, `hashlib.md5(Path(p).read_bytes())`): the bytes go nowhere but into the digest.
 */
export function inlineDigest(ctx: Ctx, call: Node): boolean {
  if (!digestCall(ctx, call)) return false;
  const args = call.childForFieldName('arguments')?.namedChildren ?? [];
  const read = args[0];
  if (args.length !== 1 || read?.type !== 'call') return false;
  const fn = read.childForFieldName('function');
  return (
    fn?.type === 'attribute' &&
    /^read(?:_bytes|_text)?$/.test(fn.childForFieldName('attribute')?.text ?? '') &&
    fn.childForFieldName('object')?.type === 'call'
  );
}

/** Tables of a browser's databases that hold secrets in some columns: cookies, saved logins, cards. */
const SECRET_TABLE = /\b(?:cookies|moz_cookies|logins|moz_logins|credit_cards)\b/;
/** A column list that may take a secret: a secret column, every column, or columns built at run time. */
const SECRET_COLUMNS =
  /\*|[{}%+]|\b(?:value|encrypted_value|password_value|card_number_encrypted|password)\b/;
/** Calls that copy a whole database whatever the queries say. */
const WHOLE_DB = /\biterdump\b|\.backup\(|\bread_sql_table\b/;
const MAX_QUERIES = 200;

/**
 * Every SQL query of the file that reads a browser's secret table names its columns, none of which holds
 * a secret (`SELECT host_key, name, path, creation_utc FROM cookies`), and there is at least one such
 * query: a connection opened in this file reads metadata of the store, not its cookies or passwords.
 */
export function metadataOnlySql(text: string): boolean {
  if (WHOLE_DB.test(text)) return false;
  const lower = text.toLowerCase();
  let found = false;
  let pos = 0;
  for (let n = 0; ; n++) {
    const at = lower.indexOf('select', pos);
    if (at < 0) break;
    // Past the bound, a query not looked at may read secrets: not metadata only.
    if (n >= MAX_QUERIES) return false;
    pos = at + 6;
    if (/\w/.test(lower[at - 1] ?? ' ') || /\w/.test(lower[pos] ?? ' ')) continue;
    const from = /\bfrom\b/.exec(lower.slice(pos, pos + 1_000));
    if (!from) continue;
    const columns = lower.slice(pos, pos + from.index);
    // The tables: up to where the string or statement ends.
    const tail = lower.slice(pos + from.index + 4, pos + from.index + 300);
    const tables = tail.slice(0, tail.search(/["';]|$/));
    if (!SECRET_TABLE.test(tables)) continue;
    if (SECRET_COLUMNS.test(columns)) return false;
    found = true;
  }
  return found;
}
