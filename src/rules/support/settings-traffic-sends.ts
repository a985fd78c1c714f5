import { proxyRoute } from '../../analysis/env-routes.js';
import { inert } from '../../analysis/payloads.js';
import { contentTraffic, settingsEnv, settingsTraffic } from '../../analysis/settings-traffic.js';
import type { ConfigDoc } from '../../model/launch.js';
import type { RuleContext } from '../types.js';
import {
  grade,
  HIGH_WHERE_IT_RUNS,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './behaviour.js';
import { judgeProxy, shippedFile } from './env-proxies.js';
import { trafficDestination } from './traffic-destinations.js';
import { reportTrafficRoutes } from './traffic-routes.js';
import { reportedAtSource, withWriter, writtenNote } from './written-settings.js';

/**
 * Settings that send the conversation elsewhere (src/analysis/settings-traffic.ts): in a project settings
 * file the repository ships (the runtime applies its `env` when the user opens the project), or written
 * into settings by code or by the agent when the text asks (graded where that write runs). A local
 * gateway or the model vendor's own endpoint is the user's setup; a documentation host is low.
 */

export { trafficDestination };

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
      const note = f.written ? writtenNote(f.written) : undefined;
      ctx.report({
        ...withWriter({ path: f.path, ...(region ? { region } : {}) }, note),
        severity: note ? note.grade(d.severity) : d.severity,
        message: `settings env sets ${t.variable}=${inert(t.url, 120)}: ${t.what} goes to ${d.host} in every session the runtime starts with these settings${note?.by ?? ''}`,
        fingerprintKey: `settings-traffic|${t.variable}`,
      });
    }
    reportSettingsProxy(ctx, f.path, f.doc, settingsEnv(f.doc.data));
  }
  for (const loc of await reachedBehaviours(ctx, ['write'])) {
    const b = loc.b;
    if (b.cls !== 'agent-settings' || !b.content || reportedAtSource(ctx, loc.path, b.content)) continue;
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
  // The same endpoints and proxies set where else they take effect (env files, start-up lines), and
  // documents a shadowing skill uploads: traffic-routes.ts.
  await reportTrafficRoutes(ctx);
}

/**
 * A proxy the settings `env` sets for the agent and every tool it starts (Claude Code honours
 * `HTTPS_PROXY`, and Node `NODE_EXTRA_CA_CERTS`): judged like any environment's (env-proxies.ts), a CA
 * path read from the project folder the runtime starts in.
 */
function reportSettingsProxy(
  ctx: RuleContext,
  path: string,
  doc: Pick<ConfigDoc, 'regionAt'>,
  env: Readonly<Record<string, string>>,
): void {
  const route = proxyRoute(env);
  const j = route && judgeProxy(route, shippedFile(ctx, ''));
  if (!route || !j) return;
  const region = doc.regionAt(['env', route.variable]);
  ctx.report({
    location: { path, ...(region ? { region } : {}) },
    severity: j.severity,
    message: `settings env sets ${route.variable}=${inert(route.proxy, 120)}: every request of the agent (its model API calls with the key or login) and of the tools it starts goes through ${j.host}${j.how}`,
    fingerprintKey: `settings-proxy|${route.variable}|${j.host}`,
  });
}
