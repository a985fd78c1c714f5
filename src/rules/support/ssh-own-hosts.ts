import type { BehaviourOf } from '../../analysis/facts.js';
import { classifyHost, isPrivateNetworkName } from '../../analysis/hosts.js';
import type { RuleContext } from '../types.js';
import type { Located, PlacementGrades } from './behaviour.js';
import { LOW_WHERE_IT_RUNS } from './behaviour.js';

/**
 * The project's `.env` copied over ssh (`rsync -av --chmod=F600 .env.local krypton-vps:~/src/app/`, `scp`,
 * `sftp`) to a one-label name: an alias of the user's `~/.ssh/config` or a name only the user's own resolver
 * answers, which no outsider can hold. Putting the project's configuration on the server the user set up is
 * how a deployment gets it, not exfiltration: low wherever it runs. The document may say what the alias is:
 * a `Host <alias>` entry of an ssh config it shows whose `HostName` is a documentation address or the
 * user's own network keeps it the user's; a public address or name there is the host the file goes to, and
 * the send keeps its grade (an attacker writes both the alias and the copy). Other secret stores (SSH keys,
 * cloud logins) copied to another machine keep their grade too.
 */

/** `Host a b c` then, within a few lines, `HostName x` (ssh_config(5), case-insensitive keywords). */
const HOST_LINE = /^[ \t]{0,8}Host[ \t]([^\n#]{1,300})/gim;
const HOSTNAME_LINE = /^[ \t]{0,8}HostName[ \t]+(\S{1,255})/im;
/** How many lines after `Host` its `HostName` may be. */
const ENTRY_LINES = 12;

/** The HostName the document's ssh config gives `alias`, if it shows one. */
function hostNameOf(text: string, alias: string): string | undefined {
  for (const m of text.matchAll(HOST_LINE)) {
    if (
      !m[1]!
        .trim()
        .split(/[ \t]+/)
        .includes(alias)
    )
      continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 2000);
    const entry = after.split('\n').slice(1, ENTRY_LINES + 1);
    const end = entry.findIndex((l) => /^[ \t]{0,8}(?:Host|Match)[ \t]/i.test(l) || l.startsWith('```'));
    const hn = HOSTNAME_LINE.exec((end < 0 ? entry : entry.slice(0, end)).join('\n'))?.[1];
    if (hn !== undefined) return hn;
  }
  return undefined;
}

/** The send is the project's `.env` copied over ssh to the user's own host (see above). */
export async function toOwnSshHost(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'send'>>,
): Promise<{ grades: PlacementGrades; host: string } | undefined> {
  const { endpoint: e, data } = loc.b;
  // ssh, rsync, scp and sftp name a bare host (no scheme) and send on the 'other' channel.
  if (loc.b.channel !== 'other' || data.secret !== 'dotenv' || e.cls !== 'unknown') return undefined;
  if (!e.host || e.url !== e.host || !isPrivateNetworkName(e.host)) return undefined;
  const file = await ctx.model.files.text(loc.path);
  const hostName = file === undefined ? undefined : hostNameOf(file.text, e.host);
  if (hostName !== undefined) {
    const cls = classifyHost(hostName);
    if (cls !== 'placeholder' && cls !== 'local' && !isPrivateNetworkName(hostName)) return undefined;
  }
  return { grades: LOW_WHERE_IT_RUNS, host: e.host };
}

/** `judged` lowered to low when the send is the project's `.env` copied over ssh to the user's own host. */
export async function ownSshHost<J extends { grades: PlacementGrades; receiver?: string }>(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'send'>>,
  judged: J,
): Promise<J> {
  const own = await toOwnSshHost(ctx, loc);
  if (!own) return judged;
  const receiver = "an ssh alias or a name only the user's own configuration resolves: the user's own server";
  return { ...judged, grades: own.grades, receiver };
}
