import type { FileFacts } from '../../analysis/extract.js';
import type { Behaviour } from '../../analysis/facts.js';
import { normalizeHome } from '../../analysis/paths.js';
import { inert } from '../../analysis/payloads.js';
import type { RuleContext } from '../types.js';
import { describeEndpoint } from './behaviour.js';
import { runTogetherFacts } from './closure.js';
import { sinksIn } from './flows.js';

/**
 * Whether anything that runs with some code can carry data off the machine: a network send (the sinks
 * credential-access and data-exfiltration weigh, src/rules/support/flows.ts), a reverse shell, a public
 * tunnel, a file server open to the network, or a copy into a folder a desktop client uploads. A rule
 * that grades a read of a secret by where it can go asks this before saying "it stays here".
 */

/**
 * Folders a desktop client mirrors to a cloud account (Dropbox, OneDrive and "OneDrive - Org", Google
 * Drive, iCloud Drive and its `Mobile Documents` folder, macOS's `Library/CloudStorage` for all of them,
 * Nextcloud): a file written there leaves the machine with no send in the code.
 */
export const SYNCED_FOLDER =
  /^~\/(?:Dropbox|OneDrive|Google Drive|iCloud Drive|Nextcloud|Library\/Mobile Documents|Library\/CloudStorage)(?:[ -][\w .-]{1,64})?(?:\/|$)/i;

/** A path (as written, quotes and the home folder's spellings allowed) inside a synced folder. */
export function inSyncedFolder(path: string): boolean {
  return SYNCED_FOLDER.test(normalizeHome(path.trim().replace(/^["']|["']$/g, '')));
}

export interface Outlet {
  path: string;
  b: Behaviour;
  /** What it does, as a verb phrase ("sends data to …"). */
  what: string;
}

type ScopeFacts = Array<{ path: string; facts: FileFacts }>;

/** The first way off the machine among the given files, in file order; `skip`: sends that are none here. */
export function outletIn(scope: ScopeFacts, skip?: (b: Behaviour) => boolean): Outlet | undefined {
  const sink = sinksIn(scope).find((x) => !skip?.(x.b));
  if (sink?.b.kind === 'send') return { ...sink, what: `sends data to ${describeEndpoint(sink.b.endpoint)}` };
  for (const { path, facts } of scope) {
    for (const b of facts.behaviours) {
      const unit = facts.units[b.unit];
      if (!unit || unit.placement === 'mention' || unit.placement === 'example') continue;
      if (b.kind === 'reverse-shell') return { path, b, what: 'opens a reverse shell' };
      if (b.kind === 'tunnel') return { path, b, what: `opens a public tunnel (${b.tool})` };
      if (b.kind === 'serve' && b.bind !== 'loopback')
        return { path, b, what: `serves ${inert(b.root.text, 60)} to the network (${b.tool})` };
      if (b.kind === 'write' && inSyncedFolder(b.target.text))
        return {
          path,
          b,
          what: `copies into ${inert(b.target.text, 80)}, a folder its desktop client uploads`,
        };
    }
  }
  return undefined;
}

/** At most this many files are asked for what runs with them (a hook's scripts, a plugin's skills). */
const MAX_FILES = 64;

/**
 * A way off the machine in what runs with any of `paths` (src/rules/support/closure.ts `runTogetherFacts`:
 * the closures of the entry points that own each file and their plugin's launch files) and, for a plugin,
 * in what its skills and commands run: everything the plugin installs shares the session, so an upload
 * in a `/sync` command carries out what a hook kept.
 */
export async function outletFor(
  ctx: RuleContext,
  paths: readonly string[],
  plugin?: string,
  skip?: (b: Behaviour) => boolean,
): Promise<Outlet | undefined> {
  const asked = new Set(paths);
  if (plugin !== undefined)
    for (const d of ctx.model.skills) if (d.plugin === plugin) for (const p of d.paths) asked.add(p);
  const scope = new Map<string, FileFacts>();
  for (const p of [...asked].slice(0, MAX_FILES))
    for (const { path, facts } of await runTogetherFacts(ctx, p)) scope.set(path, facts);
  return outletIn(
    [...scope].sort(([a], [b]) => a.localeCompare(b)).map(([path, facts]) => ({ path, facts })),
    skip,
  );
}
