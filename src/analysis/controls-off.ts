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

/** A value that empties a setting: JSON/JS null, Python None, Ruby nil, an empty string, false. */
const EMPTY = '(?:null|None|nil|""|\'\'|false|False)';
const VERCEL_OFF = new RegExp(
  String.raw`["']?(ssoProtection|passwordProtection|trustedIps)["']?\s*[:=]\s*${EMPTY}(?![\w"'])`,
);
const GH_BRANCH_PROTECTION =
  /\/repos\/[^/\s]+\/[^/\s]+\/branches\/([^/\s?]+)\/protection(?:\/(enforce_admins|required_pull_request_reviews|required_status_checks|required_signatures))?\/?(?:$|\?)/;
const GH_RULESET = /\/repos\/[^/\s]+\/[^/\s]+\/rulesets\/[^/\s?]+\/?(?:$|\?)/;
const GH_REPO = /\/repos\/[^/\s]+\/[^/\s]+\/?(?:$|\?)/;
const GH_ADMINS_OFF = new RegExp(String.raw`["']?enforce_admins["']?\s*[:=]\s*${EMPTY}(?![\w"'])`);
const GH_REVIEWS_OFF = /["']?required_pull_request_reviews["']?\s*[:=]\s*(?:null|None|nil)(?![\w"'])/;
const GH_SCANNING_OFF =
  /(secret_scanning(?:_push_protection)?)["']?\s*[:=]\s*(?:\{\s*)?["']?status["']?\s*[:=]\s*["']?disabled\b/;
const GL_PROTECTED_BRANCH = /\/api\/v4\/projects\/[^/\s]+\/protected_branches\/[^/\s?]+/;

const PART: Record<string, string> = {
  enforce_admins: 'admin enforcement of',
  required_pull_request_reviews: 'required reviews of',
  required_status_checks: 'required status checks of',
  required_signatures: 'required signed commits of',
};

/** Whether the host is the forge's API (api.github.com, or GitHub Enterprise's `/api/v3`). */
function githubApi(host: string | undefined, path: string): boolean {
  return host === 'api.github.com' || /\/api\/v3\//.test(path) || host === undefined;
}

/**
 * An HTTP call (any language's send, `gh api`): the host (undefined for `gh api`, whose paths are GitHub's),
 * the URL's path, the method in upper case and the body as written.
 */
export function controlOffOfRequest(
  host: string | undefined,
  path: string,
  method: string,
  body: string,
): ControlOff | undefined {
  const p = path.slice(0, 2_000);
  const b = body.slice(0, 20_000);
  if (host === 'api.vercel.com' && /\/projects\//.test(p) && method !== 'GET') {
    const m = VERCEL_OFF.exec(b);
    if (m)
      return {
        control: `turns the project's deployment protection off (\`${m[1]}\` emptied): its deployments are open to anyone with the address`,
        service: 'Vercel',
      };
  }
  if (githubApi(host, p)) {
    const bp = GH_BRANCH_PROTECTION.exec(p);
    if (bp && method === 'DELETE')
      return {
        control: `removes the ${bp[2] ? `${PART[bp[2]]} ` : ''}branch protection of \`${bp[1]}\`: pushes no longer need what it required`,
        service: 'GitHub',
      };
    if (bp && !bp[2] && method === 'PUT' && (GH_ADMINS_OFF.test(b) || GH_REVIEWS_OFF.test(b)))
      return {
        control: `rewrites the branch protection of \`${bp[1]}\` ${GH_ADMINS_OFF.test(b) ? 'so administrators bypass it' : 'without required reviews'}`,
        service: 'GitHub',
      };
    if (GH_RULESET.test(p) && method === 'DELETE')
      return {
        control: 'deletes a repository ruleset (the branch or tag rules it enforced)',
        service: 'GitHub',
      };
    const scan = GH_REPO.test(p) && method === 'PATCH' ? GH_SCANNING_OFF.exec(b) : null;
    if (scan)
      return {
        control: `turns ${scan[1] === 'secret_scanning' ? 'secret scanning' : 'secret-scanning push protection'} off for the repository`,
        service: 'GitHub',
      };
  }
  if (method === 'DELETE' && GL_PROTECTED_BRANCH.test(p))
    return {
      control: 'unprotects a branch (anyone with push access can push or force-push to it)',
      service: 'GitLab',
    };
  return undefined;
}

/** Every address: IPv4's and IPv6's catch-all ranges, as CLIs take them. */
const ANY_ADDRESS = /(?:^|[=\s,"'[{])(?:0\.0\.0\.0\/0|::\/0)(?![\d.])/;

/** A cloud CLI command line, argv without the program: the control it switches off, or undefined. */
export function controlOffOfCli(program: string, args: readonly string[]): ControlOff | undefined {
  const words = args.slice(0, 200);
  const text = words.join(' ').slice(0, 8_000);
  const has = (w: string) => words.includes(w);
  if (program === 'aws') {
    if (has('authorize-security-group-ingress') && ANY_ADDRESS.test(text))
      return {
        control: 'opens a security group to every address on the internet (0.0.0.0/0)',
        service: 'AWS',
      };
    if (has('deactivate-mfa-device') || has('delete-virtual-mfa-device'))
      return {
        control: "removes a user's MFA device: the account signs in with its password alone",
        service: 'AWS',
      };
    if (has('delete-public-access-block') || (has('put-public-access-block') && /=false\b/i.test(text)))
      return { control: "turns S3's public-access block off: buckets can be made public", service: 'AWS' };
    if (has('cloudtrail') && (has('stop-logging') || has('delete-trail')))
      return { control: 'stops CloudTrail logging (the account audit trail)', service: 'AWS' };
    if (has('guardduty') && has('delete-detector'))
      return { control: 'deletes the GuardDuty detector (threat detection off)', service: 'AWS' };
  }
  if (
    program === 'gcloud' &&
    has('firewall-rules') &&
    (has('create') || has('update')) &&
    ANY_ADDRESS.test(text)
  )
    return {
      control: 'admits every address on the internet (0.0.0.0/0) through a firewall rule',
      service: 'Google Cloud',
    };
  if (program === 'az' && has('nsg') && has('rule') && /--access\s+allow/i.test(text)) {
    if (
      ANY_ADDRESS.test(text) ||
      /--source-address-prefix(?:es)?\s+["']?(?:\*|Internet)["']?(?:\s|$)/i.test(text)
    )
      return {
        control: 'allows inbound traffic from every address through a network security group',
        service: 'Azure',
      };
  }
  return undefined;
}
