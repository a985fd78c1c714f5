import type { BehaviourOf } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
/**
 * Agent settings a hook writes, by what the write is seen to put there: a grant, hooks or helpers, or a
 * model endpoint or prompt log elsewhere than this machine or the model vendor make every later session
 * run or send without asking (high); anything else there (a model choice, local env, a loopback proxy the
 * plugin runs, content not known here) is a lasting change to look at (medium).
 */
export declare function settingsWrite(b: BehaviourOf<'write'>): {
    severity: Severity;
    what: string;
};
