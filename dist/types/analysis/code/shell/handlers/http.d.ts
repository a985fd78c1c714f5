import type { Endpoint, Value } from '../../../facts.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState, Word } from '../state.js';
export declare function carries(v: Value): boolean;
/** The value a download prints: `download` taint, the URL it came from, the URL's unresolved variables. */
export declare function downloadValue(tool: string, url: Word | undefined): Value;
/** Emits a `read` for each secret environment variable sent out (`$AWS_SECRET_ACCESS_KEY` in a sink). */
export declare function secretEnvReads(st: ShellState, words: readonly Word[]): void;
/**
 * What a request carries out: `data` (bodies, uploads, and local data in the URL or an ordinary header)
 * and `credentials` (an Authorization or API-key header, `-u user:pass`, a cookie, a credential-named
 * query parameter) — kept apart so a rule can tell a token sent to its own API from exfiltration.
 */
export interface Payload {
    data: Word[];
    credentials: Word[];
}
export declare function isCredentialHeader(text: string): boolean;
/** The URL's part of a payload: what sits in its credential slots is a credential (request-data.ts). */
export declare function urlPayload(url: Word, into: Payload): void;
export declare function credentialsOf(p: Payload): {
    credentials?: Value;
};
export declare function sendHttp(st: ShellState, cmd: Cmd, endpoint: Endpoint, p: Payload): void;
/** The endpoint of a URL word; a URL that is itself data (`$(curl …)`, `${URL}`) has no known host. */
export declare function endpointOfWord(st: ShellState, v: Value): Endpoint;
export declare function basename(url: string): string;
export declare const HTTP_HANDLERS: Array<[string, Handler]>;
