/**
 * Where a passage sends what it names (passage-asks.ts): an address no language translates — a remote URL,
 * an e-mail address, a publishing command written in code (`gh gist create --public`). Hosts that cannot
 * be the receiver of a secret store are left out: this machine, package registries and source forges
 * (github.com, pypi.org: they receive nothing by a URL in prose), the vendor whose login the store holds
 * (twine's `~/.pypirc` and pypi.org, the Stripe CLI's config and stripe.com: the token going home) and
 * documentation hosts. What is left out is decided by the host alone, never by the URL's path, which the
 * author of the passage chooses freely.
 */
export interface Destination {
    /** The address as written, or the outlet a command publishes to. */
    where: string;
    /** A reserved documentation host (`attacker.example`): shown, not a real address. */
    placeholder: boolean;
    /** A host that exists to receive data (a paste, a webhook, a tunnel), a raw IP, or a publishing command. */
    outlet: boolean;
}
/** The label a host's domain is registered under: `pypi` of upload.pypi.org, `kubewatch` of a.kubewatch.com.bd. */
export declare function registrableLabel(host: string): string;
/** The destination a URL of the passage is for a store, or undefined when that host cannot receive it. */
export declare function urlDestination(raw: string, store: string | undefined): Destination | undefined;
/** The outlet a code span publishes to (`gh gist create --public` → a public gist), if it is one. */
export declare function publishedBy(code: string): Destination | undefined;
/**
 * An e-mail address in the prose of the text (not in code), unless it is a placeholder's (`you@example.com`),
 * a forge's or one written as an scp-style login (`git@host:org/repo`).
 */
export declare function emailDestination(text: string): Destination | undefined;
/**
 * The project's own `.env` is where an API's key is kept, so ".env" beside that API's URL is setup, not a
 * send: it counts only with an outlet (a paste, a webhook, a raw IP, a publishing command, an e-mail).
 */
export declare function isProjectConfig(store: string): boolean;
