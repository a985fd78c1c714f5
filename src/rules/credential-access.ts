import type { BehaviourOf, TextIntent } from '../analysis/facts.js';
import { SECRET_LABEL, secretOf } from '../analysis/paths.js';
import { inert } from '../analysis/payloads.js';
import { type Location, type Severity, severityRank } from '../findings.js';
import { namesDestination, sentOnAfter } from './support/asked-sends.js';
import {
  type BehaviourReport,
  describeEndpoint,
  grade,
  HIGH_WHERE_IT_RUNS,
  type Located,
  reachedBehaviours,
  reportBehaviour,
  runsWhereItSits,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { runTogetherFacts } from './support/closure.js';
import { CONFIG_SECRETS, locationOf, sinksIn, stagedSecret } from './support/flows.js';
import {
  intentsOf,
  isHidden,
  quoteIntent,
  reachedIntents,
  sameSentence,
  whereIntent,
} from './support/intents.js';
import { joinedScope } from './support/joined-facts.js';
import { openProjectDotenv } from './support/project-dotenv.js';
import { printedIntoPrompt } from './support/prompt-secrets.js';
import { publishedEnv } from './support/published-env.js';
import { reportReached } from './support/reach.js';
import { sendsLoginToIssuer, storeIssuer } from './support/store-issuers.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Code that reads a secret store: SSH keys, cloud and registry credentials, wallets, keychains, browser
 * data, agent credentials and transcripts, shell history (src/analysis/paths.ts). A `.env` file or a
 * secret-named variable is configuration a program reads to do its job: those are reported only when
 * they leave the machine (data-exfiltration). A way out for the secret in what runs with the read (the
 * owning skill's closure and its plugin's launch files: a send of a secret, an upload of the file a script
 * filled with one, a webhook or raw IP) raises a read that runs to critical (rules/credential-access.md).
 */

export default defineRule('credential-access', async (ctx) => {
  // One finding per evidence line: `stat -f%z "$f" || stat -c%s "$f"` and a call that reads two keychain
  // items are one read each; the most severe reading of the line is the one reported.
  const byLine = new Map<
    string,
    { loc: Located<BehaviourOf<'read'>>; r: BehaviourReport; stores: Set<string> }
  >();
  const ways = new Map<string, Promise<WayOut | undefined>>();
  for (const loc of await reachedBehaviours(ctx, ['read'])) {
    const r = await judgeRead(ctx, loc, ways);
    if (!r) continue;
    const at = `${loc.path}:${loc.unit.member ?? ''}:${loc.b.at.startLine}`;
    const seen = byLine.get(at);
    const stores = seen?.stores ?? new Set<string>();
    stores.add(SECRET_LABEL[loc.b.secret]);
    if (!seen || severityRank(r.severity) > severityRank(seen.r.severity)) byLine.set(at, { loc, r, stores });
  }
  for (const { loc, r, stores } of sameStoreOnce(byLine.values())) {
    // Other stores the line reads are named, so the one finding still says everything the line takes.
    stores.delete(SECRET_LABEL[loc.b.secret]);
    const also = stores.size ? ` (the line also reads ${[...stores].join(', ')})` : '';
    await reportBehaviour(ctx, loc, { ...r, message: `${r.message}${also}` });
  }
  await askedReads(ctx);
});

type LineRead = { loc: Located<BehaviourOf<'read'>>; r: BehaviourReport; stores: Set<string> };

/**
 * One finding per store a file reads: the same path read again in the same file (a loader and the
 * writer that re-reads it to keep its other fields) is the same evidence, reported once where it is
 * first read, at the most severe reading, with the other reads as related places (docs/taxonomy.md).
 */
function sameStoreOnce(reads: Iterable<LineRead>): LineRead[] {
  const byStore = new Map<string, LineRead>();
  for (const x of [...reads].sort((a, b) => a.loc.b.at.startLine - b.loc.b.at.startLine)) {
    // A presence check or a read that keeps no secret is another kind of evidence than a read of the text.
    const b = x.loc.b;
    const key = `${x.loc.path}\0${x.loc.unit.member ?? ''}\0${b.target.text}\0${b.probe ? 'probe' : (b.only ?? '')}`;
    const first = byStore.get(key);
    if (!first) {
      byStore.set(key, x);
      continue;
    }
    const again = locationOf(x.loc.path, x.loc.b, 'reads the same store again here');
    const worse = severityRank(x.r.severity) > severityRank(first.r.severity);
    const r = worse ? { ...x.r } : first.r;
    r.related = [...(r.related ?? []), again];
    byStore.set(key, { ...first, r, stores: new Set([...first.stores, ...x.stores]) });
  }
  return [...byStore.values()];
}

async function judgeRead(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'read'>>,
  ways: Map<string, Promise<WayOut | undefined>>,
): Promise<BehaviourReport | undefined> {
  // A `!` line that prints the secret puts it in the conversation, whatever the secret is for.
  if (await printedIntoPrompt(ctx, loc))
    return {
      severity: 'high',
      message: `${shown(loc.b)} prints ${SECRET_LABEL[loc.b.secret]} into the prompt ${whereItRuns(loc.unit)}: the model reads it, the session's transcript keeps it, and any later step can pass it on`,
    };
  // A plugin's hook that takes the open project's `.env`: not its own configuration (support/project-dotenv.ts).
  const projectEnv = await openProjectDotenv(ctx, loc);
  if (projectEnv) return projectEnv;
  if (CONFIG_SECRETS.has(loc.b.secret)) return undefined;
  // The whole environment read alone is how scripts pass settings; sending it is exfiltration. Printed
  // into a notebook that the skill then sends on, it leaves inside the file (support/published-env.ts).
  if (loc.b.secret === 'env-all') return publishedEnv(ctx, loc);
  let severity: Severity | undefined = grade(HIGH_WHERE_IT_RUNS, loc.unit);
  if (!severity) return undefined;
  const label = SECRET_LABEL[loc.b.secret];
  // `grep -q '"api_key"' ~/.claude/.credentials.json`: a presence check prints nothing of the store, so
  // no send can carry it either.
  if (loc.b.probe)
    return {
      severity: severityRank(severity) > severityRank('low') ? 'low' : severity,
      message: `${shown(loc.b)} tests ${label} ${whereItRuns(loc.unit)} (a presence check: nothing of the file is printed or kept)`,
    };
  // A file-integrity digest of `/etc/shadow`, or a cookie database queried for host, name and timestamps
  // only: the code keeps nothing secret of the store, so no send can carry it (digest-reads.ts).
  if (loc.b.only)
    return {
      severity: severityRank(severity) > severityRank('low') ? 'low' : severity,
      message: `${shown(loc.b)} opens ${label} ${whereItRuns(loc.unit)} (${ONLY_KEPT[loc.b.only]})`,
    };
  const own = ownUse(loc.b);
  if (own) severity = severity === 'high' ? 'medium' : severity === 'medium' ? 'low' : severity;
  let tail = '';
  const related = [];
  // The secret flows into a network call in the same code: as bad as the exfiltration it feeds.
  // An agent login sent only to the service that issued it is no way out (support/store-issuers.ts).
  const sentHere = loc.facts.behaviours.find(
    (x) =>
      x.kind === 'send' &&
      x.unit === loc.b.unit &&
      x.data.taints.includes('secret') &&
      x.endpoint.cls !== 'local' &&
      !sendsLoginToIssuer(x),
  );
  if (sentHere && severity !== 'critical') {
    severity = runsWhereItSits(loc.unit) ? 'critical' : severity === 'medium' ? 'high' : severity;
    tail = '; the same command sends it over the network';
  } else if (runsWhereItSits(loc.unit)) {
    let way = ways.get(loc.path);
    if (!way) {
      way = wayOut(ctx, loc.path);
      ways.set(loc.path, way);
    }
    const sink = await way;
    if (sink) {
      severity = 'critical';
      tail = `; ${sink.path === loc.path ? 'this file' : sink.path} ${sink.why}, so the secret has a way out`;
      related.push(locationOf(sink.path, sink.b, 'network sink in what runs with this read'));
    }
  }
  // `cp ~/.codex/auth.json "$(mktemp -d)/auth.json"` so an isolated run of the tool can log in: a copy into
  // a folder made for this run, with nothing that runs with it carrying data off the machine.
  if (!tail && !own && stagedInTemp(loc)) {
    severity = severity === 'high' ? 'medium' : severity === 'medium' ? 'low' : severity;
    tail = ' (copied into a folder made for this run; nothing that runs with it sends it on)';
  }
  // Another agent's login taken and used with its issuer: the borrowing is the finding, and the places
  // that use it are where it goes (support/store-issuers.ts).
  if (!tail) {
    const used = await loginUses(ctx, loc);
    if (used) {
      tail = used.tail;
      related.push(...used.related);
    }
  }
  return {
    severity,
    related,
    message: `${shown(loc.b)} reads ${label} ${whereItRuns(loc.unit)}${tail}${own && !tail ? own : ''}`,
  };
}

/** The sends that use an agent login file's token with its issuer, among what runs with the read. */
async function loginUses(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'read'>>,
): Promise<{ tail: string; related: Location[] } | undefined> {
  const issuer = storeIssuer({ ...loc.b.target, secret: loc.b.secret, from: loc.b.target.text });
  if (!issuer) return undefined;
  // The token usually reaches the call through another module (`getCodexTokens()`): the joined behaviours.
  const scope = await joinedScope(ctx, await runTogetherFacts(ctx, loc.path));
  const uses = sinksIn(scope).filter((s) => s.b.kind === 'send' && sendsLoginToIssuer(s.b));
  if (uses.length === 0) return undefined;
  const hosts = [...new Set(uses.map((u) => (u.b.kind === 'send' ? (u.b.endpoint.host ?? '') : '')))];
  return {
    tail: `; its tokens are sent only to ${issuer.service} (${hosts.join(', ')}), the service that issued them: another agent's login used by this code`,
    related: uses
      .slice(0, 8)
      .map((u) => locationOf(u.path, u.b, `uses the login with ${issuer.service}, its issuer`)),
  };
}

/** What code that marks a read `only` keeps of the store. */
const ONLY_KEPT = {
  digest: 'only a digest of its bytes is kept: nothing of the file is printed or sent',
  metadata: 'every query of the file selects columns that hold no secret (no cookie values or passwords)',
  attributes: 'only its size, times or type are printed: nothing of its content',
  headers: 'only its section header lines are kept, the profile names: the keys under them are not',
} as const;

/** A folder made for this run (`mktemp -d`, `mkdtemp`, `TemporaryDirectory()`), not the shared `/tmp`. */
const RUN_FOLDER =
  /^\$\(mktemp\b[^)]{0,80}\)\/|^\$\{?(?:[\w]{1,20}\.){0,2}(?:mkdtemp(?:Sync)?|TemporaryDirectory)\b/;

/**
 * The read on its line is a copy of the store under its own name into a folder made for this run (an
 * archive of it in `/tmp`, the classic staging step, is not).
 */
function stagedInTemp(loc: Located<BehaviourOf<'read'>>): boolean {
  const name = loc.b.target.text.split('/').pop();
  return loc.facts.behaviours.some(
    (x) =>
      x.kind === 'write' &&
      x.unit === loc.b.unit &&
      x.cls === 'temp' &&
      x.at.startLine === loc.b.at.startLine &&
      x.content?.from === loc.b.target.text &&
      RUN_FOLDER.test(x.target.text) &&
      x.target.text.split('/').pop() === name,
  );
}

/** Keychain items of browsers, chat apps, password managers, source hosts and agents: never a tool's own. */
const THIRD_PARTY_ITEM =
  /safe storage|chrom|brave|edge|opera|vivaldi|firefox|safari|slack|discord|teams|zoom|1password|bitwarden|lastpass|keepass|github|gitlab|bitbucket|aws|docker|npm|icloud|apple|google|microsoft|azure|wi-?fi|airport|ssh|login|claude|codex|copilot|cursor|openai|anthropic/i;

/**
 * Reads that are how a tool uses its own data, not theft, while nothing sends them anywhere: one
 * keychain item fetched by a name that is no other application's (`security find-generic-password -s
 * wiki-token`, `keytar.getPassword('wiki-cli', user)`: where a careful tool keeps its API key), and the agent's session logs read on this
 * machine (cost and status-line tools). One level lower; a way out for the data still makes it
 * critical.
 */
function ownUse(b: BehaviourOf<'read'>): string | undefined {
  if (b.secret === 'agent-transcript') return ' (read here; nothing in the closure sends it on)';
  if (b.secret !== 'keychain') return undefined;
  const item =
    /^(?:security find-generic-password -[sl]|keytar\.(?:getPassword|findPassword)|keyring\.get_(?:password|credential)) (.{1,80})$/.exec(
      b.target.text,
    )?.[1];
  // A URL or host names a site's login (`keyring.get_credential("https://pypi.org/simple", None)`: the
  // user's index password), never an item a tool keeps under its own name.
  if (!item || THIRD_PARTY_ITEM.test(item) || /^\$|^\{|:\/\/|^[\w-]{1,60}\.[a-z]{2,}(?:[/:]|$)/i.test(item))
    return undefined;
  return ` (one item by its own name, ${inert(item, 40).replace(/`/g, "'")}; nothing in the closure sends it on)`;
}

/**
 * A send among the files that run with the read (the reading skill's closure and its plugin's launch
 * files, src/rules/support/closure.ts) that can carry the secret out: one that sends a secret or a file a
 * script there filled with one (one script stages, another uploads), or any send to a host that exists to
 * receive data (a webhook, paste or tunnel service, a raw IP). A skill that reads its own API token and
 * also calls an API somewhere is how API clients work: without a path for the secret, the read stays
 * high; another plugin's notifier elsewhere in the repository is no path (rules/credential-access.md).
 */
interface WayOut {
  path: string;
  b: BehaviourOf<'send'>;
  why: string;
}

async function wayOut(ctx: RuleContext, path: string): Promise<WayOut | undefined> {
  // Joined across modules: a token another module read is carried by the call that sends it.
  const scope = await joinedScope(ctx, await runTogetherFacts(ctx, path));
  for (const sink of sinksIn(scope)) {
    const b = sink.b;
    // An agent login used with its issuer (and written back there after a refresh) is no way out.
    if (b.kind !== 'send' || sendsLoginToIssuer(b)) continue;
    if (b.endpoint.cls === 'exfil-service' || b.endpoint.cls === 'raw-ip')
      return { path: sink.path, b, why: `also sends data to ${describeEndpoint(b.endpoint)}` };
    if (b.data.taints.includes('secret') && !CONFIG_SECRETS.has(b.data.secret ?? 'dotenv'))
      return { path: sink.path, b, why: 'also sends a secret over the network' };
    const staged = await stagedSecret(ctx, sink.path, b, scope);
    if (staged) return { path: sink.path, b, why: `uploads ${b.data.from}, which ${staged.writePath} fills` };
  }
  return undefined;
}

/** Words for an image or archive whose root file system the text unpacks or mounts. */
const UNPACKED_IMAGE =
  /\b(?:unsquashfs|binwalk|sasquatch|jefferson|ubi_?reader|squashfs|rootfs|root file ?system|firmware|(?:disk|container|filesystem|file system) image|(?:extracted|unpacked|mounted) (?:image|file ?system|tree|root|firmware|output))\b/i;

/** An absolute path asked to be read in a sentence that names an unpacked or mounted image. */
function inUnpackedImage(intent: TextIntent): boolean {
  return (intent.object ?? '').startsWith('/') && UNPACKED_IMAGE.test(intent.evidence);
}

/**
 * Text that asks the agent to read a secret store ("read ~/.ssh/id_ed25519 and include it"): the agent
 * does it with its own tools, no code needed. High when it names a secret store (or the same sentence
 * also asks to send data); asked without naming one, only hidden text is reported (medium) — visible
 * setup steps that collect credentials from the user are how onboarding works.
 */
async function askedReads(ctx: RuleContext): Promise<void> {
  for (const { path, intent } of await reachedIntents(ctx, ['secret-read'])) {
    const named = intent.object
      ? (secretOf(intent.object) ??
        (intent.secret ? { cls: intent.secret, label: SECRET_LABEL[intent.secret] } : undefined))
      : undefined;
    const all = await intentsOf(ctx, path);
    // Sent on only when the sentence says where: "upload the certificate and private key pair" describes
    // what a command does; "…and paste it into https://…" is the exfiltration. "POST them to https://…"
    // as the next step sends what this one read.
    const sends =
      sameSentence(intent, all, ['send-data', 'render-exfil']).some(
        (i) => i.cls === 'render-exfil' || namesDestination(`${i.evidence} ${i.object ?? ''}`),
      ) || sentOnAfter(intent, all) !== undefined;
    // A project's configuration (`.env`) is read by its tools all the time; sent out, it is the secret.
    // A CLI's login token that an MCP server's own text asks the agent to print and hand to it is the
    // user's login given to the server's code, not configuration used with its vendor.
    const handedToServer = intent.container === 'tool-description' && named?.cls === 'cli-login-token';
    if (named && CONFIG_SECRETS.has(named.cls) && !sends && !handedToServer) continue;
    // A record in a data file (an issue log, a settings list) is read as data first; asked there, the
    // read is medium unless the same sentence also sends it.
    const inData = intent.container === 'data-file' && !sends;
    // "Mount with `unsquashfs` and inspect `/etc/shadow`": a system path in a sentence about an image it
    // unpacks is the image's file, not the machine's; one step lower, as the words are the author's.
    const inImage = !sends && named !== undefined && inUnpackedImage(intent);
    // The agent's own session logs read on this machine ("find local sessions by scanning
    // ~/.claude/projects/…/*.jsonl and resume one") are one level lower while nothing sends them, as in code.
    const ownLogs =
      named?.cls === 'agent-transcript' && !sends && !isHidden(intent) && !(await wayOut(ctx, path));
    const severity: Severity | undefined =
      (named || sends) && !inData && !inImage && !ownLogs
        ? 'high'
        : named || isHidden(intent)
          ? 'medium'
          : undefined;
    if (!severity) continue;
    await reportReached(ctx, {
      ...(intent.sources ? { sources: intent.sources } : {}),
      path,
      region: intent.at,
      severity,
      message: `'${quoteIntent(intent)}' asks the agent to read ${named ? SECRET_LABEL[named.cls] : 'credentials'}${whereIntent(intent)}${sends ? ' and to send them on' : ''}; the agent does it with its own file tools${ownLogs ? ' (on this machine; nothing in reach sends them on)' : ''}`,
      fingerprintKey: `intent|${intent.key}`,
    });
  }
}
