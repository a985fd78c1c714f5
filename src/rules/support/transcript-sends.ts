import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';

/**
 * A send of a file whose path the script does not name but reads from the event JSON the runtime pipes to
 * hooks and status lines: that JSON carries `transcript_path`, the session's full transcript (every prompt,
 * tool call and output, secrets the agent saw included). A script that reads that key and sends the
 * contents of a file at a computed path is sending the transcript; one that sends a file it names
 * (`~/.cache/stats.json`), or only numbers it computed, is not this.
 */

/** The event key, as a script reads it (`event["transcript_path"]`, `jq -r .transcript_path`, `input.transcript_path`). */
const TRANSCRIPT_KEY = /\btranscript_path\b/;
const MAX_TEXT = 256 * 1024;

/** A `from` that is a path written in the script: a literal, with no substitution or unknown part. */
function namedPath(from: string | undefined): boolean {
  const f = (from ?? '').trim();
  return f !== '' && !/[$…{}()]/.test(f) && /^[~./\w-][^\s]{0,300}$/.test(f);
}

export async function sendsTranscript(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<boolean> {
  const data = loc.b.data;
  if (!data.taints.includes('file') || namedPath(data.from)) return false;
  const file = await ctx.model.files.text(loc.path);
  return !!file && TRANSCRIPT_KEY.test(file.text.slice(0, MAX_TEXT));
}
