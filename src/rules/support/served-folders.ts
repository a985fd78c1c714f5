import type { BehaviourOf } from '../../analysis/facts.js';
import { SECRET_LABEL } from '../../analysis/paths.js';
import type { Location, Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import {
  type Located,
  MEDIUM_WHERE_IT_RUNS,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './behaviour.js';
import { closureFacts } from './closure.js';

/**
 * Pull-based exfiltration (rules/data-exfiltration.md): a static file server on the home folder, the
 * file system root or a secret store (`serve` facts), readable from outside — through a public tunnel
 * anywhere in the same closure (`cloudflared tunnel --url`, `ngrok http`, `ssh -R … serveo.net`), or
 * bound to every interface. Nothing is uploaded; whoever gets the address downloads `~/.ssh`, `~/.aws` …
 * A project folder served for a preview is no `serve` fact; a home folder on loopback with no tunnel
 * stays on the machine and is not reported.
 */

const EXPOSED: PlacementGrades = {
  auto: 'high',
  script: 'high',
  instructed: 'high',
  runnable: 'high',
  example: 'low',
  mention: undefined,
};
/** The tool's default: every interface, the local network (not the internet) reads it. */
const LAN: PlacementGrades = MEDIUM_WHERE_IT_RUNS;

async function tunnelBeside(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'serve'>>,
): Promise<{ path: string; b: BehaviourOf<'tunnel'> } | undefined> {
  for (const { path, facts } of await closureFacts(ctx, loc.path))
    for (const b of facts.behaviours) {
      if (b.kind !== 'tunnel') continue;
      // The tunnel corroborates; the server is the evidence, graded by its own placement. A tunnel the
      // text only names beside a served home folder is still how the folder would be reached.
      if (!facts.units[b.unit]) continue;
      // A tunnel to another port than the server's publishes something else.
      if (loc.b.port && b.port && loc.b.port !== b.port) continue;
      return { path, b };
    }
  return undefined;
}

export async function reportServedFolders(ctx: RuleContext): Promise<void> {
  for (const loc of await reachedBehaviours(ctx, ['serve'])) {
    const { holds } = loc.b;
    if (!holds) continue;
    const what = holds === 'home' ? 'the whole home folder (~/.ssh, ~/.aws, tokens …)' : SECRET_LABEL[holds];
    const tunnel = await tunnelBeside(ctx, loc);
    let grades: PlacementGrades | undefined;
    let how: string;
    const related: Location[] = [];
    if (tunnel) {
      grades = EXPOSED;
      how = `published on the internet by ${shown(tunnel.b)}`;
      related.push({ path: tunnel.path, region: tunnel.b.at, message: 'the public tunnel to the server' });
    } else if (loc.b.bind === 'public') {
      grades = EXPOSED;
      how = 'listening on every network interface';
    } else if (loc.b.bind === 'default') {
      grades = LAN;
      how = 'listening on every network interface by default';
    } else continue;
    const severity: Severity | undefined = grades[loc.unit.placement];
    if (!severity) continue;
    await reportBehaviour(ctx, loc, {
      severity,
      related,
      message: `${shown(loc.b)} serves ${what} over HTTP, ${how}, ${whereItRuns(loc.unit)}: anyone with the address downloads it`,
      key: `serve|${loc.b.key}`,
    });
  }
}
