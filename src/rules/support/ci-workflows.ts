import type { BehaviourOf, Value } from '../../analysis/facts.js';
import { workflowSecretOf } from '../../analysis/workflow-secrets.js';
import type { RuleContext } from '../types.js';
import { describeEndpoint, type Located, reportBehaviour, shown } from './behaviour.js';
import { credentialsExposed, isIntendedCall, PUBLISHED } from './flows.js';

/**
 * GitHub Actions workflows a skill hands to a CI runner. A workflow's `run:` steps run on the user's machine
 * only under `act` (src/rules/support/behaviour.ts); otherwise they run on the CI runner of whatever
 * repository the workflow lands in, with that repository's secrets. A skill puts it there when it ships the
 * workflow in its own folder (an `assets/ci.yml`, a `.github/workflows/` of its own: nothing else in a
 * skill's folder needs one) or when the text that links it speaks of `.github/workflows/` (copy it there).
 * The scanned repository's own `.github/workflows/`, only linked from a skill, is that repository's CI:
 * a workflow linter's to judge.
 */

export interface Delivery {
  how: 'ships' | 'installs';
}

const INSTALL_TARGET = '.github/workflows';

/** How a skill that reaches the workflow at `path` gets it onto a CI runner, or undefined when none does. */
export async function workflowDelivery(ctx: RuleContext, path: string): Promise<Delivery | undefined> {
  if (path.startsWith(`${INSTALL_TARGET}/`)) return undefined;
  const graph = await ctx.model.graph();
  let installs: Delivery | undefined;
  for (const r of graph.reachers(path).slice(0, 200)) {
    const doc = ctx.model.skills.find((s) => s.path === r.entry);
    if (doc?.kind === 'skill') {
      const dir = doc.dir === '.' || doc.dir === '' ? '' : `${doc.dir}/`;
      if (path.startsWith(dir)) return { how: 'ships' };
    }
    const referrer = r.chain.at(-2)?.path;
    if (installs || referrer === undefined) continue;
    const text = await ctx.model.files.text(referrer);
    if (text?.text.includes(INSTALL_TARGET)) installs = { how: 'installs' };
  }
  return installs;
}

/**
 * A send of a workflow secret from a step that runs on a CI runner (not under `act`, where the step is the
 * user's machine and the usual grades apply): reported here, **high** where a skill ships or installs the
 * workflow (low to a documentation placeholder host), and not at all from the repository's own CI. True when
 * the send is settled here; false leaves it to the rule's usual reading (no workflow secret in it, or one
 * sent to its own service: `NPM_TOKEN` to registry.npmjs.org, `GITHUB_TOKEN` to api.github.com).
 */
export async function reportWorkflowSecretSent(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'send' | 'fetch'>>,
): Promise<boolean> {
  if (loc.unit.runner !== 'ci' || loc.unit.placement === 'script') return false;
  const { b } = loc;
  const e = b.endpoint;
  let secret: Value | undefined;
  if (b.kind === 'send' && workflowSecretOf(b.data)) {
    // A token is how a request to its own service authenticates; published text is read by anyone.
    if (!PUBLISHED.has(b.channel) && isIntendedCall(b.data, e)) return false;
    secret = b.data;
  } else if (b.credentials && workflowSecretOf(b.credentials) && credentialsExposed(b.credentials, e))
    secret = b.credentials;
  if (!secret) return false;
  const d = await workflowDelivery(ctx, loc.path);
  if (!d) return true;
  const placeholder = e.cls === 'placeholder';
  await reportBehaviour(ctx, loc, {
    severity: placeholder ? 'low' : 'high',
    ...(placeholder ? { confidence: 'low' as const } : {}),
    message: `${shown(b)} sends ${describeWorkflowSecret(secret)} to ${describeEndpoint(e)} ${whereWorkflowRuns(d)}`,
  });
  return true;
}

/** What the workflow sends, in words: the whole secrets context, the job's token, or one named secret. */
function describeWorkflowSecret(v: Value): string {
  const from = workflowSecretOf(v) ?? '';
  if (from === '${{ toJSON(secrets) }}')
    return 'every secret of the repository, its environments and organisation (`${{ toJSON(secrets) }}`)';
  if (from === '${{ toJSON(github) }}')
    return "the github context, which holds the job's GITHUB_TOKEN (`${{ toJSON(github) }}`)";
  if (from === '${{ github.token }}') return "the job's GITHUB_TOKEN (`${{ github.token }}`)";
  return `the repository secret \`${from}\``;
}

/** Where the send runs, for the message; the skill's entry is a related location in every output. */
function whereWorkflowRuns(d: Delivery): string {
  return d.how === 'ships'
    ? "in a GitHub Actions workflow the skill ships, which runs on the CI runner of any repository it is added to, with that repository's secrets"
    : "in a GitHub Actions workflow the skill's text installs in `.github/workflows/`, where it runs on the CI runner with the repository's secrets";
}
