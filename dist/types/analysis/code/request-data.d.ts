import type { Value } from '../facts.js';
/**
 * What a request carries, read the same way by the JavaScript, PowerShell and Python analyzers: which
 * header names hold credentials, which values are data about the user or the machine, and how a
 * request's headers split into the two. (The shell analyzer reads `Name: value` header lines instead.)
 */
/**
 * Header names that carry credentials, also a service's own access header (`X-Val-Town-Access`, a bypass
 * token for a restricted val): `-access` as the last word of a name, never `Access-Control-…`.
 */
export declare const CREDENTIAL_HEADER: RegExp;
/**
 * Data about the user, the machine or the session (what exfiltration carries), as opposed to a cache
 * file's etag or a region from the environment: a secret, host facts, the conversation.
 */
export declare function isSensitive(v: Value): boolean;
/**
 * Sensitive data where a request carries its credentials (a URL's query, an auth header): a
 * secret-named environment variable there is how API clients authenticate (`?key=${API_KEY}`,
 * `Authorization: Bearer ${TOKEN}`) and is not counted as data sent. Secrets read from files, the whole
 * environment, host facts and the conversation count wherever they travel.
 */
export declare function isSensitiveBeyondAuth(v: Value): boolean;
/** Header values split into what authenticates the request and what it carries as data. */
export interface HeaderSplit {
    cred: Value[];
    data: Value[];
}
/**
 * A request's headers: name by name where the analyzer sees inside the value (`named` gives the pairs),
 * else read whole as credentials — most are, and data rides in bodies. `read` turns an analyzer's value
 * into a fact value; a literal value is no data, and a credential only in a credential header.
 */
export declare function splitHeaders<V>(headers: V | undefined, named: (headers: V) => ReadonlyMap<string, V> | undefined, read: (v: V) => Value): HeaderSplit;
/** A URL with its credential slots cut out, and how many there were. */
export declare function outsideCredentialSlots(url: string): {
    rest: string;
    slots: number;
};
/**
 * A URL's value split into what authenticates the request and what it carries. Only environment values
 * can be credentials here: a secret store's content, a file, host facts or command output anywhere in
 * the URL is data. Variables left outside the slots are data too (`&text=${GITHUB_TOKEN}` next to the
 * bot token), judged by their names.
 */
export declare function splitUrlValue(v: Value): {
    cred?: Value;
    data?: Value;
};
