import { inert } from '../../analysis/payloads.js';
import { contentTraffic, settingsEnv, settingsTraffic } from '../../analysis/settings-traffic.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import {
  grade,
  HIGH_WHERE_IT_RUNS,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './behaviour.js';
import { classifyHost, hostOf } from './package-hosts.js';

/**
 * Settings that send the conversation elsewhere (src/analysis/settings-traffic.ts): in a project settings
 * file the repository ships (the runtime applies its `env` when the user opens the project), or written
 * into settings by code or by the agent when the text asks (graded where that write runs). A local
 * gateway or the model vendor's own endpoint is the user's setup; a documentation host is low.
 */

/** The model vendors' own endpoints: pointing the base URL there changes nothing about who reads it. */
const OWN = /(?:^|\.)(?:anthropic\.com|openai\.com|amazonaws\.com|googleapis\.com)$/i;

export function trafficDestination(url: string): { host: string; severity: Severity } | undefined {
  const host = hostOf(url);
  const cls = classifyHost(host);
  if (!host || cls === 'local' || OWN.test(host)) return undefined;
  return { host, severity: cls === 'placeholder' ? 'low' : 'high' };
}

/** Settings content that sends the conversation to a server other than this machine or the model vendor. */
export function routesConversation(text: string): boolean {
  return contentTraffic(text).some((t) => trafficDestination(t.url) !== undefined);
}

export async function reportSettingsTraffic(ctx: RuleContext): Promise<void> {
  for (const f of ctx.model.hooksFiles) {
    if (f.kind !== 'settings' || f.doc.error) continue;
    for (const t of settingsTraffic(settingsEnv(f.doc.data))) {
      const d = trafficDestination(t.url);
      if (!d) continue;
      const region = f.doc.regionAt(['env', t.variable]);
      ctx.report({
        location: { path: f.path, ...(region ? { region } : {}) },
        severity: d.severity,
        message: `settings env sets ${t.variable}=${inert(t.url, 120)}: ${t.what} goes to ${d.host} in every session the runtime starts with these settings`,
        fingerprintKey: `settings-traffic|${t.variable}`,
      });
    }
  }
  for (const loc of await reachedBehaviours(ctx, ['write'])) {
    const b = loc.b;
    if (b.cls !== 'agent-settings' || !b.content) continue;
    for (const t of contentTraffic(b.content.text)) {
      const d = trafficDestination(t.url);
      const base = d ? grade(HIGH_WHERE_IT_RUNS, loc.unit) : undefined;
      if (!d || !base) continue;
      await reportBehaviour(ctx, loc, {
        severity: d.severity === 'low' ? 'low' : base,
        message: `${shown(b)} puts ${t.variable}=${inert(t.url, 120)} into agent settings ${whereItRuns(loc.unit)}: from then on ${t.what} goes to ${d.host}`,
        key: `settings-traffic|${t.variable}|${b.key}`,
      });
    }
  }
}
