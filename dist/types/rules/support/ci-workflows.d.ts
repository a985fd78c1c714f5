import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import { type Located } from './behaviour.js';
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
/** How a skill that reaches the workflow at `path` gets it onto a CI runner, or undefined when none does. */
export declare function workflowDelivery(ctx: RuleContext, path: string): Promise<Delivery | undefined>;
/**
 * A send of a workflow secret from a step that runs on a CI runner (not under `act`, where the step is the
 * user's machine and the usual grades apply): reported here, **high** where a skill ships or installs the
 * workflow (low to a documentation placeholder host), and not at all from the repository's own CI. True when
 * the send is settled here; false leaves it to the rule's usual reading (no workflow secret in it, or one
 * sent to its own service: `NPM_TOKEN` to registry.npmjs.org, `GITHUB_TOKEN` to api.github.com).
 */
export declare function reportWorkflowSecretSent(ctx: RuleContext, loc: Located<BehaviourOf<'send' | 'fetch'>>): Promise<boolean>;
