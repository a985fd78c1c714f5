import { classifyHost } from '../hosts.js';
import {
  AGENT_NAMES,
  AGENT_NOT,
  ASK,
  AUDIENCE,
  CHANGE,
  CHECKS_OFF,
  CONCEAL,
  CONFIG,
  CONFIG_TOKEN,
  FETCH,
  HAND_TO_SHELL,
  JA_NOT,
  JA_TELL,
  MODE,
  NEG_AFTER,
  NEG_BEFORE,
  RUN,
  SECRET,
  SEND,
  STORE_FILE,
  STORE_HOLDS,
  WEBHOOK,
  WIDE,
  ZH_NOT,
  ZH_REMEMBER,
  ZH_TELL,
  ZH_TELL_TO_USER,
} from './cjk-words.js';
import { storeOfTool } from './described-stores.js';
import type { ClassHit } from './intents-control.js';
import type { View } from './view.js';

/**
 * Japanese and Chinese asks (docs/prose.md). These languages put no blanks between words, so the word
 * tokens the other recognisers pair do not exist: a whole clause is one token. This reads the sentence
 * as a string instead, blanks removed, and looks for bounded phrase families near each other — a secret
 * (SSH鍵, 秘密鍵, 认证…, 私钥, 凭证, 令牌) with a send verb (送信, アップロード, 发送, 上传) and a remote
 * URL; a remote URL followed by a hand-over to a shell (交给 bash, bash に渡して) or, when fetched, a run
 * verb (执行, 運行, 実行); the permission allow list (許可リスト, 允许列表) changed to let a bare shell in
 * or to stop asking; a telling verb negated with the user or the reply named (伝えないで, 不必…提及).
 * Each family is a short list searched with indexOf, so the cost is linear in the sentence (itself
 * bounded at 600 characters); a sentence without a kana or ideograph returns at the first test.
 *
 * A request marker (ください, もらえますか, 请, 即可, 需要) makes a hit `inherent`, as a wish does in
 * intents-romance.ts: a sentence the role reader calls descriptive still asks. Without one the
 * sentence's role decides ("このスクリプトは … 送信します" describes).
 */

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Characters that end a clause in these languages (and in ASCII). */
const CLAUSE = '。；！？;!?';
/** How far apart (characters of the blank-free text) the parts of one ask may be. */
const SPAN = 80;
/** What an unrestricted grant must be about: the shell, its commands, the agent's tools. */
const SHELL_WORDS = ['bash', 'shell', 'シェル', 'コマンド', '命令', '终端', 'ターミナル', 'ツール', '工具'];

interface Text {
  /** Lower-cased, blanks removed. */
  s: string;
  /** Offset in the sentence of each character of `s`. */
  map: number[];
}

function compact(text: string): Text {
  let s = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u3000') continue;
    s += c.toLowerCase();
    map.push(i);
  }
  return { s, map };
}

/** Start positions of every phrase of the family (at most 8 per phrase). */
function findAll(s: string, family: readonly string[]): number[] {
  const out: number[] = [];
  for (const p of family) {
    let at = s.indexOf(p);
    for (let k = 0; at >= 0 && k < 8; k++) {
      out.push(at);
      at = s.indexOf(p, at + p.length);
    }
  }
  return out.sort((a, b) => a - b);
}

function has(s: string, family: readonly string[]): boolean {
  for (const p of family) if (s.includes(p)) return true;
  return false;
}

/** No clause end between positions a and b of the compact text. */
function sameClause(s: string, a: number, b: number): boolean {
  for (let k = Math.min(a, b); k < Math.max(a, b); k++) if (CLAUSE.includes(s[k]!)) return false;
  return true;
}

/** A negator right before 把/将 that fronts the verb's object, earlier in the clause of `at` (80 characters). */
function fronted(s: string, at: number): boolean {
  let from = at;
  while (from > 0 && at - from < 80 && !CLAUSE.includes(s[from - 1]!) && s[from - 1] !== '，') from--;
  const clause = s.slice(from, at);
  return NEG_BEFORE.some((n) => clause.includes(`${n}把`) || clause.includes(`${n}将`));
}

/** A negator in the clause just before `at` or a negative ending just after it. */
function negatedAt(s: string, at: number, len: number): boolean {
  let from = at;
  while (
    from > 0 &&
    at - from < 16 &&
    !CLAUSE.includes(s[from - 1]!) &&
    s[from - 1] !== '，' &&
    s[from - 1] !== '、'
  )
    from--;
  const before = s.slice(from, at);
  if (NEG_BEFORE.some((n) => before.includes(n))) return true;
  // "不要把 <a long object> 提交到 …": the negation governs the verb across the object 把/将 fronts.
  if (fronted(s, at)) return true;
  const after = s.slice(at + len, at + len + 8);
  // "送信することは絶対にしないでください": the verb made a noun (こと), then the negation a few words on.
  // Only a prohibition: "…することを忘れないで" (don't forget to) and "…することは問題ありません" (is fine) ask.
  const nominal = /^(?:する)?こと[はも]/.exec(s.slice(at + len, at + len + 6));
  if (nominal) {
    const rest = s.slice(at + len + nominal[0].length, at + len + nominal[0].length + 12);
    if (
      !/忘れ|問題|構いません|かまいません|大丈夫/.test(rest) &&
      /(?:しない|しません|してはいけ|禁止)/.test(rest)
    )
      return true;
  }
  return NEG_AFTER.some(
    (n) => after.startsWith(n) || after.startsWith(`し${n}`) || after.slice(0, 4).includes(n),
  );
}

/** Leaking, exposing or carrying verbs (zh) whose negation keeps the secret after them out of a send. */
const LEAK_ZH =
  /(?:不|勿|别|無|无|避免|禁止|不得|不会|不能)(?:泄露|泄漏|外泄|暴露|透露|包含|含有|携带|附带|带上)$/;
/** The same after the secret (ja): "認証情報を漏らさない", "トークンを含めず". */
const LEAK_JA = /^[をは]?(?:漏らさ|漏洩させ|含め|含ま|露出させ)(?:ない|ず)/;

/**
 * "只能向既有 runtime URL 发送已授权、安全且不泄露凭证的请求" (send only safe requests that do not leak
 * credentials): the secret is the object of a negated leak verb, a property of what is sent, not its
 * content. A send of the secret itself ("把凭证发送到 …") has no such verb before it.
 */
function keptBack(s: string, pos: number): boolean {
  return (
    LEAK_ZH.test(s.slice(Math.max(0, pos - 6), pos)) ||
    LEAK_JA.test(s.slice(pos, pos + 16).replace(/^[^をは]{0,8}/, ''))
  );
}

export function cjkIntents(text: string, v: View): ClassHit[] {
  if (!CJK.test(text)) return [];
  const t = compact(text.slice(0, 2_000));
  const tokenAt = (pos: number) => tokenIndex(v, t.map[Math.min(pos, t.map.length - 1)] ?? 0);
  const inherent = has(t.s, ASK) || agentSubject(t.s);
  const urls = remoteUrls(v, t);
  const out: ClassHit[] = [];
  // A secret sent to a remote URL or a webhook.
  const dests = [...urls.map((u) => u.pos), ...findAll(t.s, WEBHOOK)];
  if (dests.length > 0) {
    const secrets = [
      ...describedStores(t.s),
      ...findAll(t.s, SECRET).map((pos) => ({ pos, name: secretName(t.s, pos) })),
      ...v.secretPaths().map((j) => ({ pos: compactPos(t, v.toks[j]!.at), name: v.secretPathAt(j) })),
    ];
    for (const p of findAll(t.s, SEND)) {
      const s = secrets.find(
        (x) => Math.abs(x.pos - p) <= SPAN && sameClause(t.s, x.pos, p) && !keptBack(t.s, x.pos),
      );
      if (s === undefined) continue;
      const negated = negatedAt(t.s, p, 2);
      const at = tokenAt(p);
      const dest = urls[0]?.raw ?? 'webhook';
      out.push(
        { cls: 'secret-read', at, obj: tokenAt(s.pos), object: s.name, negated, inherent },
        { cls: 'send-data', at, obj: tokenAt(s.pos), object: dest, negated, inherent },
      );
      break;
    }
  }
  const exec = execHit(t, urls, inherent, tokenAt);
  if (exec) out.push(exec);
  out.push(...permissionHits(t, v, inherent, tokenAt));
  const conceal = findAll(t.s, CONCEAL)[0] ?? splitConceal(t.s);
  if (conceal !== undefined && has(t.s, AUDIENCE))
    out.push({ cls: 'concealment', at: tokenAt(conceal), absorbed: true, inherent: true, negated: false });
  return out;
}

/** Characters after which a clause begins. */
const CLAUSE_START = '，、：:。；';

/** The agent named at the start of a clause and not negated right after ("处理…前，助手先打开…"). */
function agentSubject(s: string): boolean {
  for (const p of findAll(s, AGENT_NAMES)) {
    if (p > 0 && !CLAUSE_START.includes(s[p - 1]!)) continue;
    const name = AGENT_NAMES.find((a) => s.startsWith(a, p))!;
    if (!AGENT_NOT.some((x) => s.startsWith(x, p + name.length))) return true;
  }
  return false;
}

/** A concealment whose negation and telling verb are a few characters apart. */
function splitConceal(s: string): number | undefined {
  for (const p of findAll(s, ZH_NOT)) {
    // "别忘了…说明" (don't forget to explain) asks for the telling.
    if (ZH_REMEMBER.some((r) => s.startsWith(r, p))) continue;
    const window = s.slice(p, p + 12);
    if (ZH_TELL.some((x) => window.includes(x)) || ZH_TELL_TO_USER.some((x) => window.includes(x))) return p;
  }
  for (const p of findAll(s, JA_TELL)) {
    const rest = s.slice(p + 2, p + 6);
    if (JA_NOT.some((x) => rest.startsWith(x) || rest.slice(1).startsWith(x))) return p;
  }
  return undefined;
}

/** Remote URLs (not local, a registry or a vendor's installer) with their position in the compact text. */
function remoteUrls(v: View, t: Text): Array<{ pos: number; end: number; raw: string }> {
  const out: Array<{ pos: number; end: number; raw: string }> = [];
  for (const u of v.urls()) {
    const tok = v.toks[u]!;
    if (tok.kind === 'placeholder') continue;
    const c = classifyHost(tok.t);
    if (c === 'local' || c === 'registry' || c === 'vendor-installer') continue;
    const pos = compactPos(t, tok.at);
    out.push({ pos, end: pos + tok.t.length, raw: tok.t.slice(0, 300) });
  }
  return out;
}

/** A remote URL handed to a shell after it, or fetched (or a script) and then run. */
function execHit(
  t: Text,
  urls: ReadonlyArray<{ pos: number; end: number; raw: string }>,
  inherent: boolean,
  tokenAt: (p: number) => number,
): ClassHit | undefined {
  if (urls.length === 0) return undefined;
  const hands = findAll(t.s, HAND_TO_SHELL);
  const runs = findAll(t.s, RUN);
  const fetches = findAll(t.s, FETCH);
  for (const u of urls) {
    const after = (p: number) => p >= u.end && p - u.end <= SPAN;
    const hand = hands.find(after);
    if (hand !== undefined)
      return {
        cls: 'agent-mediated-exec',
        at: tokenAt(hand),
        object: u.raw,
        negated: negatedAt(t.s, hand, 2),
        inherent,
      };
    const fetched =
      /\.(?:sh|bash|ps1|py)(?:[?#]|$)/i.test(u.raw) ||
      fetches.some((f) => Math.abs(f - u.pos) <= 24 || (f >= u.end && f - u.end <= 24));
    const run = runs.find(after);
    if (fetched && run !== undefined)
      return {
        cls: 'agent-mediated-exec',
        at: tokenAt(run),
        object: u.raw,
        negated: negatedAt(t.s, run, 2),
        inherent,
      };
  }
  return undefined;
}

/** The allow list changed to let a bare shell in or to stop asking: pre-approval and persist. */
function permissionHits(t: Text, v: View, inherent: boolean, tokenAt: (p: number) => number): ClassHit[] {
  const off = findAll(t.s, CHECKS_OFF)[0];
  // "无限制" / "制限なし" alone is any limit ("版本无限制": any version); it widens a grant only about a
  // shell or its commands.
  const shells = findAll(t.s.toLowerCase(), SHELL_WORDS);
  const wide = findAll(t.s, WIDE).find((w) => shells.some((k) => Math.abs(k - w) <= SPAN));
  if (off === undefined && wide === undefined) return [];
  const tokenConfig = v.toks.findIndex(
    (k) => (k.kind === 'code' || k.kind === 'path') && CONFIG_TOKEN.test(k.t.slice(0, 300)),
  );
  const config =
    findAll(t.s, CONFIG)[0] ?? (tokenConfig >= 0 ? compactPos(t, v.toks[tokenConfig]!.at) : undefined);
  const change = findAll(t.s, CHANGE).find((c) => config !== undefined && Math.abs(c - config) <= SPAN);
  const at = change ?? off ?? wide!;
  const negated = negatedAt(t.s, at, 2);
  if (config !== undefined && change !== undefined) {
    const what =
      wide !== undefined
        ? 'an unrestricted shell in the permission allow list'
        : 'a permission mode that skips the permission checks';
    const where = tokenConfig >= 0 ? v.raw(tokenConfig).slice(0, 200) : 'agent permission settings';
    return [
      { cls: 'pre-approval', at: tokenAt(at), object: what, negated, inherent },
      { cls: 'persist', at: tokenAt(at), object: where, negated, inherent },
    ];
  }
  if (off !== undefined && has(t.s, MODE))
    return [
      { cls: 'pre-approval', at: tokenAt(off), object: 'a mode that never asks', negated: false, inherent },
    ];
  return [];
}

/** A tool's name in the compact text: ASCII letters, digits, dots and dashes, at most 20. */
const TOOL_NAME = /[a-z][a-z0-9.-]{1,19}/g;
/** How far (characters) what a store holds and its file word may sit from the tool's name. */
const STORE_SPAN = 40;

/**
 * Stores described instead of named: a tool that keeps its login in one file of the home folder (npm,
 * docker, kubectl …), with what the file holds (登录信息, 凭证, ログイン情報) and a file word (配置文件,
 * 設定ファイル) near it in one clause. Each at the tool's position, named by the store's path.
 */
function describedStores(s: string): Array<{ pos: number; name: string }> {
  const out: Array<{ pos: number; name: string }> = [];
  let n = 0;
  for (const m of s.matchAll(TOOL_NAME)) {
    if (++n > 40) break;
    // Inside a URL or a longer name ("registry.npmjs.org") the word is no tool.
    const before = s[m.index - 1] ?? '';
    if (/[a-z0-9./:_-]/.test(before)) continue;
    const path = storeOfTool(m[0]);
    if (path === undefined) continue;
    const near = (family: readonly string[]) =>
      findAll(s, family).some((x) => Math.abs(x - m.index) <= STORE_SPAN && sameClause(s, x, m.index));
    if (near(STORE_HOLDS) && near(STORE_FILE)) out.push({ pos: m.index, name: path });
  }
  return out;
}

/** The secret phrase at `pos` of the compact text, as written there. */
function secretName(s: string, pos: number): string {
  for (const p of SECRET) if (s.startsWith(p, pos)) return p;
  return s.slice(pos, pos + 40);
}

/** Position in the compact text of sentence offset `off` (binary search over the map). */
function compactPos(t: Text, off: number): number {
  let lo = 0;
  let hi = t.map.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t.map[mid]! < off) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the token that holds sentence offset `off`. */
export function tokenIndex(v: View, off: number): number {
  let lo = 0;
  let hi = v.n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (v.toks[mid]!.at <= off) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}
