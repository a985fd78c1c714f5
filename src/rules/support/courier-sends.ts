import type { BehaviourOf } from '../../analysis/facts.js';
import { SECRET_LABEL } from '../../analysis/paths.js';
import { secretOutputLine } from '../../analysis/printed/secret-output.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { type Located, reachedBehaviours } from './behaviour.js';
import { reportReached } from './reach.js';

/**
 * The agent as courier: a program the skill ships reads a secret store and prints it (encoded, compressed —
 * an opaque "diagnostic code", an "error id", a "build fingerprint"), and the document that names the
 * program asks the agent, a step later, to put a value it fills in into something that leaves the machine —
 * an issue, pull request, gist or discussion (`gh issue create --repo …`), a URL it fetches or posts to
 * (`https://…/lookup?id=<ID>`, a webhook), or commits it pushes. Neither half shows the exfiltration: the
 * program has no network code, and the text names no secret. Joined, the secret leaves with the agent's
 * own tools. Both halves are modelled, not matched: what the program prints comes from its reads
 * (src/analysis/printed/secret-output.ts), and the ask is a send template with a slot the agent fills, in
 * the passage that names the program. A program whose output carries no secret (tool versions, a test's
 * assertion) is never a courier's load, whatever the text asks.
 */

/** Lines after the program's mention that belong to its passage (steps that follow it). */
const PASSAGE_LINES = 14;
/** A place the agent fills in: `<the printed code>`, `<ID de error>`, `{code}`, `$ID` in a URL. */
const SLOT = /<([^<>\n]{2,80})>|\{\{?\s{0,2}[A-Za-z_][\w ]{0,40}\}\}?/g;
/** An HTML tag or comment (`<details>`, `<br/>`, `<a href=…>`, `<!-- … -->`), not a slot. */
const HTML_TAG =
  /^(?:!--|\/?(?:a|b|i|u|p|br|hr|em|strong|code|pre|kbd|sup|sub|div|span|img|details|summary|table|thead|tbody|tr|td|th|ul|ol|li|dl|dt|dd|h[1-6]|picture|source|video|audio|center|small|mark|del|ins|blockquote|q|s|var|samp|abbr|figure|figcaption|section|article|nav|header|footer|input|label|form|button|select|option|iframe)\b)/i;
/** Sends that leave the machine: forge posts, requests to a host, pushed commits. */
const FORGE = /\b(?:gh|glab|hub|tea)\s+(?:issue|pr|gist|discussion|api|release|pull-request)\b/;
const URL_OUT =
  /\bhttps?:\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)\b)[A-Za-z0-9.-]{1,200}\.[A-Za-z]{2,24}\b/;
const PUSH = /\bgit\s+push\b|\bgh\s+pr\s+create\b|\bgit\s+send-email\b/;

const ENTRY_FILE = /^(?:main\.go|index\.[cm]?[jt]s|__main__\.py|main\.rs)$/;

export interface CourierAsk {
  /** 1-based line of the send step. */
  line: number;
  how: string;
}

/** A slot of the line; on the program's own line, only one that names the program (its output). */
function slotIn(line: string, program?: string): boolean {
  for (const m of line.matchAll(SLOT)) {
    const inner = m[1];
    if (program !== undefined && !m[0].includes(program)) continue;
    if (inner === undefined || !HTML_TAG.test(inner.trim())) return true;
  }
  return false;
}

/**
 * In a document, the step that sends a value the agent fills in after the document names `program` (its
 * file name): the passage runs from the mention to the next heading, at most PASSAGE_LINES lines on.
 */
export function courierAsk(text: string, program: string): CourierAsk | undefined {
  const parts = program.split('/');
  // A package's entry file is run by its folder's name (`go run ./cmd/envid`, `node tools/probe`).
  const base = (ENTRY_FILE.test(parts.at(-1) ?? '') ? parts.at(-2) : parts.at(-1)) ?? program;
  if (base.length < 3) return undefined;
  const lines = text.split('\n', 20_000);
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.includes(base)) continue;
    let slot = false;
    let send: CourierAsk | undefined;
    for (let j = i; j < lines.length && j <= i + PASSAGE_LINES; j++) {
      const l = lines[j]!;
      if (j > i && /^#{1,6}\s/.test(l)) break;
      // A slot on the program's own line is its arguments, unless it names the program (its output).
      if (slotIn(l, j === i ? base : undefined)) slot = true;
      if (!send) {
        const how = FORGE.test(l)
          ? 'a post on a code forge'
          : PUSH.test(l)
            ? 'commits pushed to a remote'
            : j > i && URL_OUT.test(l)
              ? 'a request to a remote host'
              : undefined;
        if (how) send = { line: j + 1, how };
      }
    }
    if (slot && send) return send;
  }
  return undefined;
}

/** data-exfiltration: a program's printed secret that the text asks the agent to send out. */
export async function reportCourierSends(ctx: RuleContext): Promise<void> {
  const byProgram = new Map<string, Array<Located<BehaviourOf<'read'>>>>();
  for (const loc of await reachedBehaviours(ctx, ['read'])) {
    const b = loc.b;
    if (loc.unit.origin !== 'script' || b.probe || b.only || b.secret === 'env-all') continue;
    const list = byProgram.get(loc.path) ?? [];
    if (list.length < 16) list.push(loc);
    byProgram.set(loc.path, list);
  }
  if (byProgram.size === 0) return;
  const graph = await ctx.model.graph();
  for (const [path, reads] of byProgram) {
    const file = await ctx.model.files.text(path);
    if (!file) continue;
    const ask = await askingDocument(ctx, graph.reachers(path), path);
    if (!ask) continue;
    const shell = reads[0]!.unit.lang === 'shell';
    for (const loc of reads) {
      const out = secretOutputLine(file.text, loc.b.at.startLine, shell);
      if (!out) continue;
      const label = SECRET_LABEL[loc.b.secret];
      const related: Location[] = [
        { path, region: loc.b.at, message: `where the program reads ${label}` },
        {
          path: ask.path,
          region: ask.region,
          message: `the step that has the agent send the output: ${ask.how}`,
        },
      ];
      await reportReached(ctx, {
        path,
        region: file.lines.lineRegion(out.line),
        severity: 'high',
        message: `the program prints ${label} (read on line ${loc.b.at.startLine}) into its output, and ${ask.path} has the agent put that output into ${ask.how}: the agent carries the secret off the machine`,
        related,
        fingerprintKey: `courier|${loc.b.key}|${ask.path}:${ask.region.startLine}`,
      });
      break;
    }
  }
}

async function askingDocument(
  ctx: RuleContext,
  reaches: ReadonlyArray<{ chain: ReadonlyArray<{ path: string }> }>,
  program: string,
): Promise<(Location & { region: NonNullable<Location['region']>; how: string }) | undefined> {
  let looked = 0;
  const seen = new Set<string>();
  for (const reach of reaches) {
    if (++looked > 32) break;
    const referrer = reach.chain[reach.chain.length - 2]?.path;
    if (!referrer || seen.has(referrer) || !/\.(?:md|mdx|markdown|txt)$/i.test(referrer)) continue;
    seen.add(referrer);
    const doc = await ctx.model.files.text(referrer);
    const ask = doc ? courierAsk(doc.text, program) : undefined;
    if (!ask) continue;
    return { path: referrer, region: doc!.lines.lineRegion(ask.line), how: ask.how };
  }
  return undefined;
}
