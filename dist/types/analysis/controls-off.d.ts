/**
 * Calls that switch a security control off on the user's account (sweep 20: "If you see 401, disable
 * protection via the Vercel API" sent `PATCH /v9/projects/<id> {"ssoProtection":null,"passwordProtection":
 * null}`, which makes every preview deployment public). Read from what the call does — the service's
 * address, the method, the body or the options — never from the prose around it:
 * - Vercel: a project PATCH whose body sets `ssoProtection`, `passwordProtection` or `trustedIps` to
 *   nothing (null, None, an empty string, false); `{"ssoProtection": {"deploymentType": "preview"}}` turns
 *   it on and is not read.
 * - GitHub (api.github.com, `gh api`, a GitHub Enterprise `/api/v3/`): DELETE of a branch's protection or
 *   of one of its parts (admin enforcement, required reviews, status checks, signatures), DELETE of a
 *   ruleset, a protection PUT with `enforce_admins: false` or `required_pull_request_reviews: null`, and a
 *   repository PATCH that sets secret scanning or push protection to "disabled".
 * - GitLab: DELETE of a protected branch (`/projects/:id/protected_branches/:name`).
 * - Cloud CLIs: AWS security-group ingress opened to every address (`--cidr 0.0.0.0/0`, `::/0`, an
 *   `--ip-permissions` range of either), an MFA device deactivated or deleted, an S3 public-access block
 *   deleted or set to false, CloudTrail logging stopped, a GuardDuty detector deleted; a gcloud firewall
 *   rule that admits `0.0.0.0/0`; an Azure NSG rule that allows `*`, `Internet` or `0.0.0.0/0` in.
 * Returns what is switched off, in words for a message, and the service.
 */
export interface ControlOff {
    control: string;
    service: string;
}
/**
 * An HTTP call (any language's send, `gh api`): the host (undefined for `gh api`, whose paths are GitHub's),
 * the URL's path, the method in upper case and the body as written.
 */
export declare function controlOffOfRequest(host: string | undefined, path: string, method: string, body: string): ControlOff | undefined;
/** A cloud CLI command line, argv without the program: the control it switches off, or undefined. */
export declare function controlOffOfCli(program: string, args: readonly string[]): ControlOff | undefined;
