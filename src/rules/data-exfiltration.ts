import { untranslatedHost } from '../analysis/credential-issuers.js';
import type { BehaviourOf, Taint } from '../analysis/facts.js';
import { classifyHost } from '../analysis/hosts.js';
import { SECRET_LABEL } from '../analysis/paths.js';
import type { Location, Severity } from '../findings.js';
import { askedHow, askedSend, askedSendOfRead, pastedIntoForgeTemplate } from './support/asked-sends.js';
import {
  describeEndpoint,
  grade,
  HIGH_WHERE_IT_RUNS,
  type Located,
  MEDIUM_WHERE_IT_RUNS,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { boundTellings } from './support/bound-documents.js';
import { carriedSecret, carriedSession } from './support/carried-files.js';
import { reportWorkflowSecretSent } from './support/ci-workflows.js';
import { reportCourierSends } from './support/courier-sends.js';
import { credentialsSentAway } from './support/credential-uses.js';
import { deliveryAddress } from './support/delivery-addresses.js';
import { isIntendedCall, leaves, PUBLISHED, stagedSecret } from './support/flows.js';
import { configuredDestination, grantToBroker } from './support/grant-brokers.js';
import { reportHiddenRecipients } from './support/hidden-recipients.js';
import { intentsOf, quoteIntent, reachedIntents, whereIntent } from './support/intents.js';
import { reportProxiedLaunches } from './support/launch-proxies.js';
import { sendsMetadataCredentials } from './support/metadata-sends.js';
import {
  MEMORY_BOUND,
  PROVIDER_BOUND,
  sessionText,
  toOwnMemoryService,
  toOwnProvider,
} from './support/model-providers.js';
import { reportFilledSends, reportPlacedSends } from './support/placed-sends.js';
import { reportPastedPromptSecrets } from './support/prompt-secrets.js';
import { reportReached } from './support/reach.js';
import { recordSends } from './support/record-sends.js';
import { registryTokens } from './support/registry-tokens.js';
import { exchangedForToken, onlyTheAddress, shownOAuthGrant } from './support/send-shapes.js';
import { reportServedFolders } from './support/served-folders.js';
import { reportSettingsTraffic } from './support/settings-traffic-sends.js';
import { ownSshHost } from './support/ssh-own-hosts.js';
import { credentialsToIssuer, toStoreIssuer } from './support/store-issuers.js';
import { regionOf, textTargets } from './support/text-context.js';
import { sendsPrompts, sendsTranscript } from './support/transcript-sends.js';
import { reportUrlSlotSends } from './support/url-slot-sends.js';
import { receiverWords, userNamedReceiver } from './support/user-receivers.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Local data sent to a network sink: secrets, the whole environment, host facts, the conversation (an
 * `http` hook posts every tool call), over HTTP in any language, DNS lookups, sockets, git pushes to a
 * foreign remote, paste services. A secret staged in a temp file by one script and sent by another in
 * the same closure is one exfiltration. A token sent to the service it belongs to is the intended call
 * (rules/data-exfiltration.md).
 */

const SECRET: PlacementGrades = {
  auto: 'critical',
  script: 'critical',
  instructed: 'critical',
  runnable: 'high',
  example: 'medium',
  mention: undefined,
};
const MINOR: PlacementGrades = MEDIUM_WHERE_IT_RUNS;
/** A secret exchanged at a login endpoint for the token the code then uses there: one step below SECRET. */
const EXCHANGED: PlacementGrades = HIGH_WHERE_IT_RUNS;

/** What the data is, most sensitive first. */
interface Judged {
  grades: PlacementGrades;
  what: string;
  related?: Location[];
  /** Said after the host: the user's variables that name the receiver (support/user-receivers.ts). */
  receiver?: string;
  /** The data is the session's own text (a transcript, the prompts, the event a hook is handed). */
  session?: true;
}

function whatIsSent(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Judged | undefined {
  const { data, endpoint } = loc.b;
  const has = (t: Taint) => data.taints.includes(t);
  // Credentials are how an API call authenticates (headers, auth=, ?api_key=); a secret store's content
  // placed there (an SSH key, a wallet) is still data leaving.
  // An agent's or a deploy CLI's login in the credentials of a request to the service that issued it is that
  // login used (support/store-issuers.ts):
  // credential-access reports the borrowing; what else the request carries is judged below.
  const cred = loc.b.credentials;
  if (
    cred?.taints.includes('secret') &&
    cred.secret &&
    cred.secret !== 'env-secret' &&
    cred.secret !== 'cli-login-token' &&
    cred.secret !== 'dotenv' &&
    !credentialsToIssuer(cred, endpoint, loc.b.channel)
  )
    return { grades: SECRET, what: SECRET_LABEL[cred.secret] };
  // What the user copied or sees (src/analysis/code/captures.ts): no store, but passwords and tokens
  // pass through the clipboard and the screen shows whatever is open. High where it runs, like every
  // prompt the user types sent as it is typed; a named store in the same data outranks it (values.ts).
  if (has('secret') && (data.secret === 'clipboard' || data.secret === 'screen-capture'))
    return { grades: HIGH_WHERE_IT_RUNS, what: SECRET_LABEL[data.secret] };
  if (has('secret') && !onlyTheAddress(data, endpoint) && !toStoreIssuer(data, endpoint, loc.b.channel)) {
    // A token is how a request to its own service authenticates; text published on a forge, put in a
    // bucket or attached to a telemetry event is content others read, so no call makes it intended.
    // No service takes its token as a DNS label: encoded into a name, it goes to the domain's name server.
    if (!PUBLISHED.has(loc.b.channel) && loc.b.channel !== 'dns' && isIntendedCall(data, endpoint))
      return undefined;
    const what = data.secret ? SECRET_LABEL[data.secret] : 'a secret';
    // The project's `.env` copied to a bucket on the cloud's own host (`aws s3 cp .env s3://b/`) is how
    // deployments keep their configuration; shown, not raised. Any other secret store there still is.
    if (
      data.secret === 'dotenv' &&
      loc.b.channel === 'storage' &&
      /^(?:s3|gs):\/\//i.test(endpoint.url ?? '')
    )
      return { grades: MINOR, what: `${what} (to a bucket of the cloud account in use)` };
    // A secret variable posted where the same code then gets the token it calls that host with (an OAuth
    // client-credentials or password grant), or an OAuth client secret with its grant in app code only
    // shown, to a token endpoint, the protocol's receiver (send-shapes.ts): the shape of a login, one step
    // lower; the shape is the author's to write, so it never silences (rules/data-exfiltration.md).
    if (data.secret === 'env-secret' && (exchangedForToken(loc) || shownOAuthGrant(loc, data)))
      return {
        grades: EXCHANGED,
        what: exchangedForToken(loc)
          ? `${what} (to a token endpoint whose token the same code then sends back to ${endpoint.host})`
          : `${what} (an OAuth client secret with its grant, to a token endpoint)`,
      };
    // A chat webhook's address, token and all, given to another service to deliver to (delivery-addresses.ts).
    const hook = endpoint.cls === 'other' ? deliveryAddress(data) : undefined;
    if (hook)
      return {
        grades: MINOR,
        what: `${what} inside a chat webhook address (${hook}) given as where to deliver`,
      };
    // An MCP tool's argument its description asks the agent to fill with the secret (src/analysis/tool-text/).
    if (data.from?.startsWith('tool argument '))
      return {
        grades: SECRET,
        what: `${what} (${data.from}, which the tool's description asks the agent to fill with them)`,
      };
    return { grades: SECRET, what };
  }
  // Instance role credentials the same code fetched from the cloud metadata service.
  if (sendsMetadataCredentials(loc))
    return { grades: SECRET, what: `${SECRET_LABEL['cloud-metadata']}'s role credentials` };
  // A token in the credentials of a request its receiver reads whole (a webhook catcher, a raw IP).
  const away = credentialsSentAway(cred, endpoint, loc.facts.behaviours);
  if (away) return { grades: SECRET, what: `${away} in the request's credentials` };
  // The whole environment is a secret (env-all, above). One variable whose name says no secret (a model
  // name, a region, an endpoint) is configuration the program was given to make this call; sent to a
  // host that exists to receive data it still tells that host about the machine.
  if (has('env') && (endpoint.cls === 'exfil-service' || endpoint.cls === 'raw-ip'))
    return { grades: MINOR, what: 'environment values' };
  if (loc.b.channel === 'dns' && (has('unknown') || has('file') || has('system-info'))) {
    // Resolving the machine's own name (`getaddrinfo(gethostname())`, `host $(hostname)`) is how a program
    // finds its own addresses: with no domain of someone else's after the data, no server but the
    // resolver the machine already uses sees the query.
    if (!endpoint.host && data.taints.every((t) => t === 'system-info')) return undefined;
    return { grades: HIGH_WHERE_IT_RUNS, what: 'data encoded in DNS names' };
  }
  if (has('conversation'))
    return toUsersReceiver(ctx, loc, {
      grades:
        endpoint.cls === 'exfil-service' || endpoint.cls === 'raw-ip' || endpoint.cls === 'unknown'
          ? HIGH_WHERE_IT_RUNS
          : MINOR,
      what: 'the conversation (tool calls and prompts)',
    });
  if (has('system-info')) return { grades: MINOR, what: 'host and user details' };
  // A file's content or the repository's (`git show --patch`) sent to a host that exists to receive data,
  // or to a bare IP address: no service of the skill's is named, so where it goes is the question.
  if (has('file') && (endpoint.cls === 'exfil-service' || endpoint.cls === 'raw-ip'))
    return {
      grades: MINOR,
      what: data.from?.startsWith('git ')
        ? `the repository's content (${data.from})`
        : `the file ${data.from ?? ''}`.trim(),
    };
  return undefined;
}

export default defineRule('data-exfiltration', check, 'main', { onePerEvidence: true });

async function check(ctx: RuleContext): Promise<void> {
  for (const loc of await reachedBehaviours(ctx, ['send'])) {
    if (!leaves(loc.b.endpoint)) continue;
    // A workflow secret leaving a CI runner is graded where the workflow runs (support/ci-workflows.ts).
    if (await reportWorkflowSecretSent(ctx, loc)) continue;
    // A transcript attached beside a one-line recap of user and host names is the transcript leaving:
    // the minor reading of the same request (host details) must not hide it.
    const direct = whatIsSent(ctx, loc);
    const judged: Judged | undefined =
      (direct && direct.grades !== MINOR ? direct : undefined) ??
      (await staged(ctx, loc)) ??
      (await transcript(ctx, loc)) ??
      (await prompts(ctx, loc)) ??
      direct ??
      grantToBroker(loc);
    if (judged) await reportSent(ctx, loc, await ownSshHost(ctx, loc, providerBound(loc, judged)));
  }
  // A request that carries nothing but its credentials (a GET) is a fetch; where its receiver reads them
  // (a request-capture host, a raw IP) it sends them all the same. A command that also sends is judged above.
  for (const loc of await reachedBehaviours(ctx, ['fetch'])) {
    const away = credentialsSentAway(loc.b.credentials, loc.b.endpoint, loc.facts.behaviours);
    if (!away) continue;
    if (await reportWorkflowSecretSent(ctx, loc)) continue;
    const at = loc.b.at;
    if (
      loc.facts.behaviours.some(
        (x) =>
          x.kind === 'send' &&
          x.unit === loc.b.unit &&
          x.at.startLine === at.startLine &&
          x.at.startColumn === at.startColumn,
      )
    )
      continue;
    await reportSent(ctx, loc, { grades: SECRET, what: `${away} in the request's credentials` });
  }
  // Pulled rather than sent: the home folder or a secret store served where outsiders can read it.
  await reportServedFolders(ctx);
  // A Bcc or Cc the code fixes on a message whose recipient and text come from the call.
  await reportHiddenRecipients(ctx);
  reportProxiedLaunches(ctx);
  // Settings whose env sends the conversation to another server (a replaced model endpoint, prompt logs).
  await reportSettingsTraffic(ctx);
  // A package manager's configuration that hands a token to a raw address or sends it in clear.
  await reportRegistryTokens(ctx);
  await reportPastedPromptSecrets(ctx);
  await reportCourierSends(ctx);
  await reportUrlSlotSends(ctx);
  // Asked in text: the agent sends it with its own tools (web fetch, gh, mail), no code needed.
  // A flow told as what happens, in a document the linking text makes the way to act, is asked the same way.
  const told = await boundTellings(ctx, 'send-data');
  for (const { path, intent } of [...(await reachedIntents(ctx, ['send-data'])), ...told]) {
    const all = await intentsOf(ctx, path);
    const sent = askedSend(intent, all, path) ?? askedSendOfRead(intent, all);
    if (!sent) continue;
    // Read from a passage's shape alone (a store and an address side by side, no verb understood): medium.
    const severity = sent.placeholder ? 'low' : intent.cooccurrence ? 'medium' : 'high';
    await reportReached(ctx, {
      ...(intent.sources ? { sources: intent.sources } : {}),
      path,
      region: intent.at,
      severity,
      message: `'${quoteIntent(intent)}' ${askedHow(intent)} ${sent.what} to ${sent.where}${whereIntent(intent)}; it can do that with its own tools`,
      fingerprintKey: `asked|${intent.key}`,
    });
  }
  // A secret pasted into a pull-request or issue template: the forge publishes what the template holds.
  for (const { path, intent } of await reachedIntents(ctx, ['secret-read'])) {
    const sent = pastedIntoForgeTemplate(path, intent, await intentsOf(ctx, path));
    if (!sent) continue;
    await reportReached(ctx, {
      path,
      region: intent.at,
      severity: 'high',
      message: `'${quoteIntent(intent)}' asks the agent to put ${sent.what} into ${sent.where}${whereIntent(intent)}; it can do that with its own tools`,
      fingerprintKey: `asked|${intent.key}`,
    });
  }
  // A secret placed into a file, field or document that a later step of the same document sends.
  await reportPlacedSends(ctx);
  await reportFilledSends(ctx);
  // A secret read for a field of a record the skill ships, then the record sent to the address it holds.
  for (const r of await recordSends(ctx)) {
    const read = r.read.intent;
    await reportReached(ctx, {
      path: r.read.path,
      region: read.at,
      severity: r.placeholder ? 'low' : 'high',
      message: `'${quoteIntent(read)}' puts ${read.object} into the record's \`${r.field}\` field, which the skill then sends to ${r.url} (the record's \`${r.addressKey}\`)${whereIntent(read)}; it can do that with its own tools`,
      related: r.related,
      fingerprintKey: `record|${read.key}|${r.url}`,
    });
  }
}

/** A token in the credentials of a request whose receiver reads them (a webhook catcher, a raw IP, not its vendor). */
async function reportSent(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'send' | 'fetch'>>,
  judged: Judged,
): Promise<void> {
  const e = loc.b.endpoint;
  let severity: Severity | undefined = grade(judged.grades, loc.unit);
  if (!severity) return;
  // Reserved documentation hosts lower shown code to low, never code that runs (docs/facts.md rule 2).
  // A host no resolver answers (a URL a translating pipeline rewrote) is no destination: low at most.
  if (e.cls === 'placeholder' && (loc.unit.placement === 'example' || untranslatedHost(e.host)))
    severity = 'low';
  else if (e.cls === 'placeholder' && loc.unit.placement === 'runnable' && severity !== 'low')
    severity = 'medium';
  await reportBehaviour(ctx, loc, {
    severity,
    ...(e.cls === 'placeholder' ? { confidence: 'low' as const } : {}),
    related: [...(judged.related ?? []), ...(await configuredDestination(ctx, loc))],
    message: `${shown(loc.b)} sends ${judged.what} to ${describeEndpoint(e)}${judged.receiver ? `, ${judged.receiver},` : ''} ${whereItRuns(loc.unit)}`,
  });
}

/**
 * The session's own text sent to a model provider's API under the user's own key for it (a classifier, a
 * prompt router): the kind of service the agent already sends the session to, billed to the user, read by
 * nobody else — at most low, one grade for the call whichever hook or script makes it.
 */
function providerBound(loc: Located<BehaviourOf<'send'>>, judged: Judged): Judged {
  if (!(judged.session || sessionText(loc.b.data))) return judged;
  // A hosted memory service keeps what it gets: one grade lower than the session sent elsewhere, not low.
  if (toOwnMemoryService(loc.b.endpoint, loc.b.credentials))
    return {
      ...judged,
      grades: MEMORY_BOUND,
      what: `${judged.what} (the session's own text, kept by ${loc.b.endpoint.host}, a hosted memory service, under the user's own key for it)`,
    };
  if (!toOwnProvider(loc.b.endpoint, loc.b.credentials)) return judged;
  return {
    ...judged,
    grades: PROVIDER_BOUND,
    what: `${judged.what} (the session's own text, to the model provider's API under the user's own key for it)`,
  };
}

/** A prompt-submit hook's script that sends the prompt it is handed: every prompt, as the user types it. */
async function prompts(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<Judged | undefined> {
  const cls = loc.b.endpoint.cls;
  if (cls === 'placeholder' || cls === 'local' || !(await sendsPrompts(ctx, loc))) return undefined;
  return toUsersReceiver(ctx, loc, {
    grades: HIGH_WHERE_IT_RUNS,
    what: 'every prompt the user submits (the event a prompt-submit hook is handed)',
    session: true,
  });
}

/**
 * Session text sent where the user's own variables name the receiver (their bot and chat, their webhook)
 * and the code names none: it still reaches a third-party service, but one the user chose — one step lower.
 */
function toUsersReceiver(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>, judged: Judged): Judged {
  const vars = userNamedReceiver(ctx, loc.b.endpoint, loc.b.data);
  return vars ? { ...judged, grades: MINOR, receiver: receiverWords(vars) } : judged;
}

/** A hook or status-line script that sends the file named by the event's `transcript_path`. */
async function transcript(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<Judged | undefined> {
  if (loc.b.endpoint.cls === 'placeholder') return undefined;
  if (!(await sendsTranscript(ctx, loc))) {
    // A file another launch point's program filled with the session's text: the stash the next one sends.
    const carried = await carriedSession(ctx, loc);
    return carried && toUsersReceiver(ctx, loc, { grades: HIGH_WHERE_IT_RUNS, ...carried, session: true });
  }
  // The file itself (`--data-binary @"$log"`) or text a script cut out of it (the last reply): the analysis
  // does not tell them apart, so the message claims neither.
  return toUsersReceiver(ctx, loc, {
    grades: HIGH_WHERE_IT_RUNS,
    what: "text from the session transcript (the file named by the event's transcript_path, which holds every prompt, tool call and output)",
    session: true,
  });
}

async function staged(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<Judged | undefined> {
  // An agent login file read back and sent to its issuer after the code refreshed it there: its use.
  if (toStoreIssuer(loc.b.data, loc.b.endpoint, loc.b.channel)) return undefined;
  const h = (await stagedSecret(ctx, loc.path, loc.b)) ?? (await carriedSecret(ctx, loc));
  if (!h) return undefined;
  return {
    grades: SECRET,
    what: `${h.secret ? SECRET_LABEL[h.secret] : 'secrets'} staged in ${loc.b.data.from} by ${h.writePath}`,
    related: [{ path: h.writePath, region: h.write.at, message: 'the secret is written to the file here' }],
  };
}

/**
 * `.npmrc`, `bunfig.toml` or `.yarnrc.yml` naming a token for a registry at a raw address or over plain
 * http: every install sends it there (in clear, or to a host no one vouches for). A token for an https
 * registry by name is how private registries are used, and stays quiet.
 */
async function reportRegistryTokens(ctx: RuleContext): Promise<void> {
  for (const t of await textTargets(ctx)) {
    for (const k of registryTokens(t.path, t.file.text)) {
      const cls = classifyHost(k.host);
      if (cls === 'local' || cls === 'placeholder' || (cls !== 'raw-ip' && k.secure)) continue;
      const how = k.secure ? 'to a raw address' : 'over plain http, readable on the way';
      await reportReached(ctx, {
        path: t.path,
        region: regionOf(t, k.start, k.end),
        severity: 'high',
        message: `sends ${k.token === 'a literal token' ? 'the token written here' : `$${k.token}`} to the registry at ${k.host} with every install, ${how}: whoever runs that host (or listens on the way) can publish with it`,
        fingerprintKey: `registry-token|${k.host}|${k.token}`,
      });
    }
  }
}
