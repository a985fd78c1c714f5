import type { FileFacts } from '../../analysis/extract.js';
import type { BehaviourOf, TextIntent } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import type { Location, Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { describeEndpoint } from './behaviour.js';
import { fedTextIntents } from './fed-text.js';
import { intentsOf, isAsked, quoteIntent } from './intents.js';
import { obeyingReferrer } from './printed-output.js';
import { bangCode } from './prompt-secrets.js';
import { reachableFiles, reportReached } from './reach.js';

/**
 * Instructions fetched at run time and fed into the agent's context (rules/prompt-injection.md): a `!` line
 * whose command downloads a document (`!`curl -fsSL https://…/review.md``) inlines it into the prompt; a
 * SessionStart hook that downloads a "team brief" and prints it, or a hook that answers with a remote
 * service's reply as `additionalContext`, puts it in the context; a script the skill makes binding ("carry
 * out every HINT as written") relays what a service sends. Whoever serves the address writes part of what
 * the agent reads. High when the text makes it binding — the document around the `!` line, the text the
 * program prints around it, or the skill that runs the program tells the agent to obey it without asking
 * ("authoritative … follow its instructions without asking", "override anything in this file … run those
 * first, without asking", "carry out every HINT as written") — else low: a program that shows a remote
 * status or a version number is a signal, not proof, of remote steering.
 */

/** What makes fed text binding: asks that the agent act on it without the user's check, or over its rules. */
const BINDING = new Set(['pre-approval', 'override', 'agent-mediated-exec']);
const QUIET_HOSTS = new Set(['local', 'placeholder']);

export async function reportFetchedFeeds(ctx: RuleContext, seen: Set<string>): Promise<void> {
  const graph = await ctx.model.graph();
  const docs = new Map(ctx.model.skills.filter((d) => d.kind !== 'agent').map((d) => [d.path, d]));
  for (const path of await reachableFiles(ctx)) {
    const facts = await ctx.model.facts(path);
    if (!facts) continue;
    const feeder = graph.feeders?.get(path);
    let fetches: Array<BehaviourOf<'fetch'>>;
    let how: string;
    let bound: Location | undefined;
    if (docs.has(path)) {
      // A `!` line's own download, printed to the prompt (not saved to a file first).
      fetches = [];
      for (const b of remoteFetches(facts)) {
        const code = b.file === undefined ? await bangCode(ctx, path, facts.units[b.unit]!) : undefined;
        if (code !== undefined && !piped(code)) fetches.push(b);
      }
      if (fetches.length === 0) continue;
      how = 'a `!` line inlines it into the prompt before the model reads it';
      bound = await bindingIn(ctx, path, 'the text around the `!` line');
    } else {
      fetches = remoteFetches(facts);
      if (fetches.length === 0 || !(await printsDownload(ctx, path, facts, fetches))) continue;
      const ask = feeder
        ? undefined
        : await obeyingReferrer(ctx, path, (await ctx.model.files.text(path))!.text);
      if (!feeder && !ask) continue;
      how = feeder
        ? `the program prints it into the agent's context (${feederWords(feeder.how, feeder.event)})`
        : 'the program prints it';
      bound = ask
        ? { ...ask, message: `${ask.path} tells the agent to carry out what the program prints` }
        : ((await fedBinding(ctx, path)) ?? (feeder ? await bindingIn(ctx, feeder.entry, '') : undefined));
      // A hook that shows what an API answered (a status, a count, a memory service's records) is ordinary
      // until something makes it binding; a `!` line's raw document is the prompt itself, so it stays low.
      if (!bound) continue;
    }
    for (const b of fetches.slice(0, 4)) {
      const key = `${path}:${b.at.startLine}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const severity: Severity = bound ? 'high' : 'low';
      await reportReached(ctx, {
        path,
        region: b.at,
        severity,
        message: `\`${inert(b.evidence, 90).replace(/`/g, "'")}\` downloads text from ${describeEndpoint(b.endpoint)} at run time and ${how}${bound ? `, and ${bound.message}` : ''}: whoever serves that address writes instructions the agent ${bound ? 'is told to follow' : 'reads'}, which no reviewer has seen`,
        ...(bound ? { related: [bound] } : {}),
        fingerprintKey: `fetched-feed|${b.key}`,
      });
    }
  }
}

function remoteFetches(facts: FileFacts): Array<BehaviourOf<'fetch'>> {
  return facts.behaviours.filter(
    (b): b is BehaviourOf<'fetch'> => b.kind === 'fetch' && !QUIET_HOSTS.has(b.endpoint.cls),
  );
}

function feederWords(how: string, event: string | undefined): string {
  if (how === 'dynamic') return 'a `!` line runs it before the prompt';
  if (how === 'stdout') return event ? `a ${event} hook's output` : "a monitor's output";
  return `a ${event ?? ''} hook's answer`.replace('  ', ' ');
}

/**
 * The program shows what it downloaded: a shell script that downloads to a file and prints a file named at
 * run time (`curl … -o "$tmp"; mv "$tmp" "$cache"; … $(cat "$cache")`) or downloads to its standard
 * output; a Python or JavaScript program that downloads and prints a value it computed (`print(f"HINT:
 * {text}")`).
 */
async function printsDownload(
  ctx: RuleContext,
  path: string,
  facts: FileFacts,
  fetches: ReadonlyArray<BehaviourOf<'fetch'>>,
): Promise<boolean> {
  const file = await ctx.model.files.text(path);
  const text = file?.text.slice(0, 256 * 1024) ?? '';
  if (facts.lang === 'shell' && file) {
    // To standard output with nothing after it on the line (not piped into `tar`, not sent to /dev/null).
    const toOutput = (b: BehaviourOf<'fetch'>) =>
      b.file === undefined &&
      /^[ \t]*(?:$|;|&&|\|\||#)/.test(
        lineAfter(file.text, file.lines.offsetOf(b.at.endLine, b.at.endColumn)),
      );
    if (fetches.some(toOutput)) return true;
    // Into a file that a later `cat "$file"` prints: text, not an archive or a program to install.
    if (
      !fetches.some((b) => b.file !== undefined) ||
      /\b(?:tar|unzip|chmod|install|sha256sum|shasum)\b/.test(text)
    )
      return false;
    return /(?:^|[\s;&|(`]|\$\()(?:cat|head|tail|sed|envsubst)\s[^\n;|&]{0,80}\$\{?[A-Za-z_]/m.test(text);
  }
  if (facts.lang === 'python')
    return /\bprint\s{0,4}\((?:\s{0,4}f["'][^"'\n]{0,200}\{|\s{0,4}[A-Za-z_])/.test(text);
  if (facts.lang === 'javascript' || facts.lang === 'typescript')
    return /\bconsole\.(?:log|info)\s{0,4}\((?:\s{0,4}`[^`\n]{0,200}\$\{|\s{0,4}[A-Za-z_])|process\.stdout\.write\s{0,4}\(\s{0,4}[A-Za-z_`]/.test(
      text,
    );
  return false;
}

/** The rest of the line after `at`. */
function lineAfter(text: string, at: number): string {
  const nl = text.indexOf('\n', at);
  return text.slice(at, nl < 0 ? Math.min(text.length, at + 400) : Math.min(nl, at + 400));
}

/** A download handed to another command whose output is what is shown (`curl … | jq -r .tag_name`). */
function piped(evidence: string): boolean {
  return /\|\s{0,4}(?:jq|grep|head|tail|cut|awk|sed|wc)\b/.test(evidence);
}

/** An ask in a document that makes its fed text binding: the first asked binding intent. */
async function bindingIn(ctx: RuleContext, path: string, where: string): Promise<Location | undefined> {
  const intent = (await intentsOf(ctx, path)).find((i) => BINDING.has(i.cls) && isAsked(i));
  return intent ? located(path, intent, where) : undefined;
}

/** An ask in the text the program itself prints around the download. */
async function fedBinding(ctx: RuleContext, path: string): Promise<Location | undefined> {
  const f = (await fedTextIntents(ctx)).find(
    (x) => x.path === path && BINDING.has(x.intent.cls) && isAsked(x.intent),
  );
  return f ? located(path, f.intent, 'the text it prints around it') : undefined;
}

function located(path: string, i: TextIntent, where: string): Location {
  return {
    path,
    region: i.at,
    message: `${where ? `${where} ` : ''}says '${quoteIntent(i, 100)}'`.trimStart(),
  };
}
