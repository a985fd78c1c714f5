/**
 * Who issued a credential, as far as its name tells: one table of vendors whose name a variable carries
 * (`FIGMA_CLIENT_SECRET`, `STRIPE_SECRET_KEY`, `GH_TOKEN`) and the domains each one's API, OAuth server
 * and webhooks answer on (from the vendors' API references). A credential sent to one of its issuer's
 * domains is that credential used; the domain is compared on what it is registered under, so a host that
 * only contains the vendor's name (`api.github.com.evil.io`, `figma-api.io`, `github.example.net/?u=api.github.com`)
 * is not the vendor. Only vendors whose service nobody else hosts are listed as strict: a product people run
 * on their own domain (GitLab, Jira, Sentry, Grafana) is `selfHosted`, and a host that names it in its own
 * first label (`gitlab.corp.example`) may be the user's instance of it. Shared by the rules' ties between a
 * variable and the host it is sent to (src/rules/support/service-ties.ts) and the prose reading of a
 * destination a text restricts a key to (src/analysis/issuer-restrictions.ts).
 */
export interface Issuer {
    service: string;
    domains: readonly string[];
    /** Users run it on their own domains as well as the vendor's. */
    selfHosted?: true;
}
/** The issuers a variable's name names (`FIGMA_CLIENT_SECRET` → Figma); empty for `API_KEY`. */
export declare function issuersOfName(name: string): Issuer[];
/**
 * The issuers whose own domains a host is on (`api.openai.com` → OpenAI): the service a credential is used
 * with when a request carries it there. Self-hosted products count only on their vendor's domains here.
 */
export declare function issuersOfHost(host: string | undefined): Issuer[];
/** The issuers a sentence names by word ("your GitHub token", "the Stripe key"). */
export declare function issuersNamedIn(text: string): Issuer[];
/**
 * The domain a host is registered under (`api.figma.com` → `figma.com`, `x.acme.co.uk` → `acme.co.uk`);
 * undefined when the host is no host name at all (see `isHostName`).
 */
export declare function registrableDomain(host: string | undefined): string | undefined;
/** The host is one of the domains or a name under one (`uploads.github.com` under `github.com`). */
export declare function onDomains(host: string | undefined, domains: readonly string[]): boolean;
/**
 * The host is the issuer's: under one of its domains, or, for a product users run themselves, a host whose
 * first label names it (`gitlab.corp.example`) — but never one that carries the vendor's own domain in front
 * of another (`gitlab.com.evil.io`).
 */
export declare function issuerHost(host: string | undefined, issuer: Issuer, words?: readonly string[]): boolean;
/** The vendor words of a name that name this issuer (for `issuerHost`'s self-hosted first label). */
export declare function issuerWords(name: string, issuer: Issuer): string[];
/**
 * A name a resolver could answer: labels of letters, digits and hyphens (or of one script's letters, for an
 * internationalised name), and a top-level label that is letters. A non-Latin top-level label is at most
 * five characters in the Chinese, Japanese and Korean scripts (`中国`, `公司`, `한국`) and eight in the others
 * (`рф`, `السعودية`): a pipeline that translated a URL leaves a phrase there (`https://api.相关技术文档`,
 * "related technical docs"), which no registry delegates.
 */
export declare function isHostName(host: string): boolean;
/**
 * A host written in letters outside ASCII that no registry could delegate (`api.相关技术文档`): a URL a
 * translating pipeline rewrote, no destination. ASCII hosts are left to the host classes (templates,
 * documentation names).
 */
export declare function untranslatedHost(host: string | undefined): boolean;
/** The host's top-level label is a delegated one (a country code, or a generic domain of the list above). */
export declare function publicTld(host: string | undefined): boolean;
