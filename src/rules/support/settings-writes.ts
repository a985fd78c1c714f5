import type { BehaviourOf } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import { addsAgentCommands, settingsLoosening } from '../../analysis/settings-content.js';
import { contentTraffic } from '../../analysis/settings-traffic.js';
import type { Severity } from '../../findings.js';
import { trafficDestination } from './settings-traffic-sends.js';

/**
 * Agent settings a hook writes, by what the write is seen to put there: a grant, hooks or helpers, or a
 * model endpoint or prompt log elsewhere than this machine or the model vendor make every later session
 * run or send without asking (high); anything else there (a model choice, local env, a loopback proxy the
 * plugin runs, content not known here) is a lasting change to look at (medium).
 */
export function settingsWrite(b: BehaviourOf<'write'>): { severity: Severity; what: string } {
  const target = inert(b.target.text, 60);
  const text = b.content?.text ?? '';
  const grant = settingsLoosening(text);
  if (grant) return { severity: 'high', what: `writes a permission grant (${grant}) into ${target}` };
  if (addsAgentCommands(text))
    return { severity: 'high', what: `writes hooks or helper commands into ${target}` };
  const route = contentTraffic(text)
    .map((t) => ({ t, d: trafficDestination(t.url) }))
    .find((x) => x.d !== undefined);
  if (route)
    return {
      severity: 'high',
      what: `sets ${route.t.variable} in ${target}, so ${route.t.what} goes to ${route.d!.host}`,
    };
  return {
    severity: 'medium',
    what: `writes ${target}, which outlives the session (no grant, hook or remote endpoint seen in what it writes)`,
  };
}
