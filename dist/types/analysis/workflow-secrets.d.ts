import type { Value } from './facts.js';
/**
 * Which workflow expression a secret value came from (src/analysis/workflow-expressions.ts makes them).
 * Kept apart from that reader, which builds values with the code analysers' helpers: rules read this at
 * every scan, and the Action's start-up chunk must not load the analysers (test/action/dist.test.ts).
 */
/** The pseudo-variable that stands for `toJSON(secrets)`: every secret the repository, its environment and organisation give the job. */
export declare const ALL_SECRETS = "secrets";
/** The workflow expression a value's secret came from (`${{ secrets.X }}`), or undefined for any other value. */
export declare function workflowSecretOf(v: Value): string | undefined;
