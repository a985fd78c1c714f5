import type { Endpoint, Value } from '../../analysis/facts.js';
/**
 * Whether the secret variables' names name the host (`IPINFO_TOKEN` and ipinfo.io): true, false, or
 * undefined when every word of them is generic (`API_KEY`, `TOKEN`). A value that may hold any of several
 * tokens (`${GITHUB_TOKEN:-$GITLAB_TOKEN}`, the first of a list that is set) is the host's own only when
 * no name in it is plainly another vendor's: one host cannot be both GitHub's and GitLab's service. A name
 * counts as another vendor's when it is secret-named, one of its words is long enough to be a vendor's
 * name (four letters or more) and none of its words names the host; short words (`GH`, `CI`) never decide
 * that alone. A name that holds no secret (`$VERIFY_SCAN_ID` in the same text) decides nothing, while any
 * other word of a name the code gives the value (`payload`, `DEPLOY_KEY`) must name the host.
 */
export declare function namesHost(data: Value, endpoint: Endpoint): boolean | undefined;
/** A secret variable whose name plainly names another service than the host (`AWS_SECRET_ACCESS_KEY` to ci-box). */
export declare function foreignSecret(data: Value, endpoint: Endpoint): boolean;
/**
 * The request's whole host is one variable the code leaves to the user (`https://$QRADAR_HOST/api/…`,
 * Python's `f"https://{os.environ['QRADAR_HOST']}/api"`: the analysis never resolved it to a literal), and
 * that variable's name names the service of the secret sent (`QRADAR_TOKEN`): the user points both at the
 * same product, so the token goes to the host the user chose for it. Every variable in the data that may
 * hold a secret must be generic or tied that way, and one must be tied: `AWS_SECRET_ACCESS_KEY` beside it
 * is not the QRadar host's. A host variable the document itself fills is resolved before this
 * (shell/doc-values.ts).
 */
export declare function tiedToHostVariable(data: Value, endpoint: Endpoint): boolean;
/**
 * An OAuth 2.0 token request (RFC 6749 §4): a `grant_type` field with a grant — in a form body
 * (`grant_type=client_credentials`) or a JSON/dict one (`"grant_type": "client_credentials"`). Only a
 * token endpoint takes that field, and the client authenticates there with the secret it carries.
 */
export declare function isTokenGrant(data: Value): boolean;
/**
 * A host whose first label the user's configuration fills and whose domain the code writes
 * (`https://${MC_SUBDOMAIN}.auth.vendorcloud.io`, `https://<subdomain>.auth.vendorcloud.io`): a tenant of
 * that domain. It is classed as a placeholder for grading shown code; for whose token it receives it is the
 * literal domain, chosen by the author like any literal host, so the endpoint is returned with that
 * domain's class (the host text, variable included, is kept for the name tie). Undefined for anything else.
 */
export declare function tenantOfLiteralDomain(endpoint: Endpoint): Endpoint | undefined;
/**
 * A credential named for a vendor of the issuer table (`GITHUB_TOKEN`, `STRIPE_SECRET_KEY`) in the request's
 * credentials, sent to a literal host that is none of that vendor's (`api.github.com.evil.io`, `figma-api.io`):
 * the token authenticates nothing there, so whoever runs the host reads it. Its service, for the message.
 */
export declare function vendorTokenElsewhere(cred: Value, endpoint: Endpoint): string | undefined;
