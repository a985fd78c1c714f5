import type { Behaviour, Endpoint, SendChannel, Value } from '../../analysis/facts.js';
/**
 * A CLI's or an agent's login file's token in the credentials of a request to the service that issued it,
 * over a channel that only uses it: the login used. The body is judged on its own.
 */
export declare function credentialsToIssuer(cred: Value | undefined, endpoint: Endpoint, channel?: SendChannel): boolean;
/** The issuer of the agent login file a value was read from (its `from`, as written); undefined for others. */
export declare function storeIssuer(v: Value | undefined): {
    service: string;
    domains: readonly string[];
} | undefined;
/**
 * The value is an agent login file's content (or a token taken from it) and the request goes to the
 * service that issued it, over a channel that only uses it (a forge, a bucket or telemetry publishes what it gets).
 */
export declare function toStoreIssuer(v: Value | undefined, endpoint: Endpoint, channel?: SendChannel): boolean;
/**
 * A send whose only secret is an agent login used with its issuer: the token in its credentials or its
 * body goes there and nowhere else, and no other secret rides along.
 */
export declare function sendsLoginToIssuer(b: Behaviour): boolean;
