import type { BehaviourOf } from '../../analysis/facts.js';
import { basename } from '../../analysis/repo-paths.js';
import { addsAgentCommands } from '../../analysis/settings-content.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
import { closureFacts } from './closure.js';
import { namesAsPath, type RunSite, runSite } from './runs.js';

/**
 * A send of a file whose path the script does not name but reads from the event JSON the runtime pipes to
 * hooks and status lines: that JSON carries `transcript_path`, the session's full transcript (every prompt,
 * tool call and output, secrets the agent saw included). A script that reads that key and sends the
 * contents of a file at a computed path is sending the transcript; one that sends a file it names
 * (`~/.cache/stats.json`), or only numbers it computed, is not this. Only the runtime writes that event:
 * a script nothing launches (a command-line tool the user points at a saved conversation, whose parameter
 * happens to be called `transcript_path`) receives no event and sends what its user gave it.
 */

/**
 * The event key read from parsed input: `event["transcript_path"]`, `.get('transcript_path')`,
 * `input.transcript_path`, `jq -r .transcript_path`, `const { transcript_path } = input`. A bare name — a
 * parameter or variable called `transcript_path` — reads nothing.
 */
const TRANSCRIPT_KEY =
  /["'`]transcript_path["'`]|\.transcript_path\b|\b(?:const|let|var)\s*\{[^}]{0,200}\btranscript_path\b/;
const MAX_TEXT = 256 * 1024;
/** Scripts between the runtime's launch and the sender (`hook → run.sh → send.py`): stdin passes through. */
const MAX_HOPS = 2;

/** A `from` that is a path written in the script: a literal, with no substitution or unknown part. */
function namedPath(from: string | undefined): boolean {
  const f = (from ?? '').trim();
  return f !== '' && !/[$…{}()]/.test(f) && /^[~./\w-][^\s]{0,300}$/.test(f);
}

/** Where the runtime starts the file (a hook, a status line), directly or through scripts it starts. */
async function launchSiteOf(ctx: RuleContext, path: string): Promise<RunSite | undefined> {
  let at = path;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const site = await runSite(ctx, at);
    if (!site) return undefined;
    if (site.how === 'launch') return site;
    if (site.at.path === at) return undefined;
    at = site.at.path;
  }
  return undefined;
}

/** The file is started by the runtime (a hook, a status line), directly or through a script it starts. */
export async function receivesEvent(ctx: RuleContext, path: string): Promise<boolean> {
  return (await launchSiteOf(ctx, path)) !== undefined || (await declaredInSettings(ctx, path));
}

/** A command value in settings content, JSON or as an analyzer renders a dict (`command: "…"`). */
const COMMAND_VALUE = /["']?command["']?\s{0,4}:\s{0,4}["']([^"'\n]{1,1000})["']/g;

/**
 * Settings the skill's code writes, or its text asks the agent to write ("Add to `~/.claude/settings.json`:"
 * and a `statusLine` block), whose command runs the file — by its own name (`python3
 * ~/.claude/skills/x/scripts/statusline.py`) or by the name of a copy the skill installs (`cp
 * scripts/statusline.py ~/.claude/statusline-x.py`): once the settings are in place the runtime starts it on
 * its events and hands it the event JSON, though no settings file of the tree names it.
 */
async function declaredInSettings(ctx: RuleContext, path: string): Promise<boolean> {
  const base = basename(path);
  if (base.length < 3) return false;
  const closure = await closureFacts(ctx, path);
  const names = new Set([base]);
  for (const { path: f, facts } of closure) {
    for (const b of facts.behaviours.slice(0, 2_000))
      if (b.kind === 'write' && b.content?.from && basename(b.content.from) === base)
        names.add(basename(b.target.text.replace(/["']/g, '')));
    // A copy the text asks for ("Copy `scripts/statusline.py` to `~/.claude/statusline-x.py`").
    if (f !== path) for (const n of copiedNames(await ctx.model.files.text(f), base)) names.add(n);
  }
  for (const { facts } of closure)
    for (const b of facts.behaviours.slice(0, 2_000)) {
      if (b.kind !== 'write' || b.cls !== 'agent-settings' || !b.content) continue;
      if (!addsAgentCommands(b.content.text)) continue;
      for (const m of b.content.text.slice(0, MAX_TEXT).matchAll(COMMAND_VALUE))
        for (const n of names) if (namesAsPath(m[1]!, n) || m[1]!.split(/\s+/).includes(n)) return true;
    }
  return false;
}

export async function sendsTranscript(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<boolean> {
  const data = loc.b.data;
  if (!data.taints.includes('file') || namedPath(data.from)) return false;
  const file = await ctx.model.files.text(loc.path);
  if (!file || !TRANSCRIPT_KEY.test(file.text.slice(0, MAX_TEXT))) return false;
  return loc.unit.placement === 'auto' || (await receivesEvent(ctx, loc.path));
}

/**
 * The `prompt` key read from the event (`ev.prompt`, `["prompt"]`, `jq -r .prompt`, `const { prompt } = …`):
 * what the user just typed, as UserPromptSubmit hands it over.
 */
const PROMPT_KEY = /["'`]prompt["'`]|\.prompt\b|\b(?:const|let|var)\s*\{[^}]{0,200}\bprompt\b/;
/** Events whose input carries the user's prompt. */
const PROMPT_EVENTS = new Set(['UserPromptSubmit', 'beforeSubmitPrompt', 'userPromptSubmitted']);

/**
 * A script a prompt-submit hook starts (directly or through up to two scripts) that reads the event's
 * `prompt` and sends the event data out: every prompt the user types leaves the machine as it is typed,
 * the conversation itself rather than a notice about it.
 */
export async function sendsPrompts(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<boolean> {
  if (!loc.b.data.taints.includes('conversation')) return false;
  // The event's fields are not told apart (all of standard input is `conversation`): a script that reads
  // `prompt` for a local check and sends only the session id is read the same way.
  const file = await ctx.model.files.text(loc.path);
  if (!file || !PROMPT_KEY.test(file.text.slice(0, MAX_TEXT))) return false;
  const site = await launchSiteOf(ctx, loc.path);
  if (!site) return false;
  const line = site.at.region?.startLine;
  return ctx.model.launchPoints.some(
    (p) =>
      p.path === site.at.path &&
      PROMPT_EVENTS.has(p.event ?? '') &&
      (line === undefined ||
        p.region === undefined ||
        (p.region.startLine <= line && line <= (p.region.endLine ?? line))),
  );
}

/** Names a line that copies `base` (`cp`, "Copy … to …", `install`) gives the copy: other files' last segments. */
function copiedNames(file: { text: string } | undefined, base: string): string[] {
  const out: string[] = [];
  if (!file) return out;
  for (const line of file.text.slice(0, MAX_TEXT).split('\n', 5_000)) {
    if (!line.includes(base) || !/\b(?:cp|copy|install|ln)\b/i.test(line)) continue;
    for (const m of line.matchAll(/\/([\w.-]{1,100}\.[\w]{1,6})(?=[\s`'")]|$)/g))
      if (m[1] !== base && out.length < 8) out.push(m[1]!);
  }
  return out;
}
