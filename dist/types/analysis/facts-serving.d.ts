/**
 * Behaviour facts of file servers and tunnels (part of `Behaviour` in src/analysis/facts.ts), read by
 * src/analysis/code/shell/handlers/serving.ts and judged by rules/data-exfiltration.md. Generic over
 * facts.ts's value, endpoint and secret types so this module does not import the one that imports it.
 */
/** A local HTTP file server (`python -m http.server`, `npx serve`, `php -S`): who can read `root`. */
export interface ServeFact<Value, SecretClass> {
    kind: 'serve';
    tool: string;
    /** The folder served, as the command names it (after `cd`); `~` when it is the home folder. */
    root: Value;
    /** Where it listens: loopback only, every interface (explicit `0.0.0.0`), or the tool's default (every interface). */
    bind: 'loopback' | 'public' | 'default';
    /** What the folder holds: the home folder (or the whole file system), or one secret store. */
    holds?: 'home' | SecretClass;
    port?: string;
}
/** A public tunnel to a local port (`cloudflared tunnel --url`, `ngrok http`, `ssh -R … serveo.net`). */
export interface TunnelFact<Endpoint> {
    kind: 'tunnel';
    tool: string;
    endpoint: Endpoint;
    port?: string;
}
export type ServingFact<Value, Endpoint, SecretClass> = ServeFact<Value, SecretClass> | TunnelFact<Endpoint>;
