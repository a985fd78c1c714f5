import type { BehaviourOf, SecretClass } from '../../analysis/facts.js';
import { producedPath } from '../../analysis/produced-files.js';
import type { Location } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
import { reachableFiles } from './reach.js';
import { receivesEvent } from './transcript-sends.js';

/**
 * Carried files: data one launch point's program stages in a file that another program, started at
 * another moment, sends. A SessionEnd hook copies the event's transcript to a fixed cache file and the next
 * SessionStart hook posts that cache file; a doctor script copies a token cache into a git-ignored archive
 * and a pre-push hook uploads the archive. The sender names a plain file and the stager has no network: the
 * join is the path both spell the same way (src/analysis/produced-files.ts `producedPath`). What a file
 * carries is what the writing code put in — a secret store's content (taint `secret`) or the session
 * transcript (taint `conversation`, or a copy of the file the runtime's event names as `transcript_path`,
 * in a program the runtime starts) — never its name. Built once per scan, only when a send reads a file.
 */

export interface Carried {
  /** The program that stages the data, and the write. */
  path: string;
  write: BehaviourOf<'write'>;
  secret?: SecretClass;
  /** Text of the session: the transcript file, or what the runtime's event carried (a prompt, a tool call). */
  session?: true;
}

const INDEX = derivedKey<Promise<Map<string, Carried>>>('files written with a secret or the transcript');
const MAX_PROGRAMS = 4_000;
const MAX_ENTRIES = 256;
/** The event's key for the session transcript, as the analyzers spell where a copy came from. */
const TRANSCRIPT_FROM = /\btranscript_path\b/;

/** What the file a send reads (`from`, as the sender spells it) was given by another program. */
export async function carriedInto(
  ctx: RuleContext,
  sender: string,
  from: string | undefined,
): Promise<Carried | undefined> {
  const p = from ? producedPath(from, sender) : undefined;
  if (!p || p.endsWith('/*')) return undefined;
  const index = await ctx.model.derived.get(INDEX, () => buildIndex(ctx));
  if (index.size === 0) return undefined;
  const hit = index.get(p);
  if (hit) return hit.path === sender ? undefined : hit;
  // A folder sent whole carries what was staged inside it.
  for (const [path, c] of index) if (path.startsWith(`${p}/`) && c.path !== sender) return c;
  return undefined;
}

async function buildIndex(ctx: RuleContext): Promise<Map<string, Carried>> {
  const index = new Map<string, Carried>();
  for (const file of (await reachableFiles(ctx)).slice(0, MAX_PROGRAMS)) {
    const facts = await ctx.model.facts(file);
    if (!facts?.behaviours.some((b) => b.kind === 'write' && b.content)) continue;
    let launched: boolean | undefined;
    for (const b of facts.behaviours) {
      if (index.size >= MAX_ENTRIES) return index;
      if (b.kind !== 'write' || !b.content) continue;
      const c = b.content;
      const path = producedPath(b.target.text, file);
      if (!path || path.endsWith('/*') || index.has(path)) continue;
      if (c.taints.includes('secret') && c.secret && c.secret !== 'env-secret' && c.secret !== 'env-all')
        index.set(path, { path: file, write: b, secret: c.secret });
      else if (
        c.taints.includes('conversation') ||
        (c.taints.includes('file') && TRANSCRIPT_FROM.test(c.from ?? ''))
      ) {
        // Only the runtime hands a program an event whose transcript_path names the session's transcript.
        launched ??= await receivesEvent(ctx, file);
        if (launched) index.set(path, { path: file, write: b, session: true });
      }
    }
  }
  return index;
}

/** A secret another launch point's program staged in the file a send reads. */
export async function carriedSecret(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'send'>>,
): Promise<{ write: BehaviourOf<'write'>; writePath: string; secret: SecretClass } | undefined> {
  if (!loc.b.data.taints.includes('file')) return undefined;
  const c = await carriedInto(ctx, loc.path, loc.b.data.from);
  return c?.secret ? { write: c.write, writePath: c.path, secret: c.secret } : undefined;
}

/** The session's text another program the runtime starts wrote into the file a send reads. */
export async function carriedSession(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'send'>>,
): Promise<{ what: string; related: Location[] } | undefined> {
  if (!loc.b.data.taints.includes('file')) return undefined;
  const c = await carriedInto(ctx, loc.path, loc.b.data.from);
  if (!c?.session) return undefined;
  return {
    what: `text of a session (${loc.b.data.from}, which ${c.path} fills with the session's transcript or the event the runtime hands it)`,
    related: [
      { path: c.path, region: c.write.at, message: "the session's text is written to the file here" },
    ],
  };
}
