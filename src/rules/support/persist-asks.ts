import { claimedConsent } from '../../analysis/consent-claims.js';
import type { TextIntent } from '../../analysis/facts.js';
import { linkedPaths } from '../../model/linked-paths.js';
import type { RuleContext } from '../types.js';
import {
  CONCEALED_WITHIN_LINES,
  isAsked,
  isHidden,
  quoteIntent,
  reachedIntents,
  sameSentence,
  whereIntent,
} from './intents.js';
import { reportReached } from './reach.js';

/**
 * Text that asks the agent to make something outlive the session without giving the content (so the
 * persistence rule analysed no write): "remember in all future sessions that …", "add a line to the
 * CLAUDE.md in your home folder saying …". Medium when the ask is about every later session or reaches
 * beyond the project (the home folder), high when the text then asks to keep it from the user ("… leave it
 * out of the summary"); an everyday "update CLAUDE.md when the build changes" stays quiet.
 */
export async function askedWithoutContent(ctx: RuleContext, writes: ReadonlySet<string>): Promise<void> {
  for (const { path, intent } of await reachedIntents(ctx, ['persist'])) {
    // A sentence ending in a colon introduces its content: the block after it is what gets analysed.
    if (writes.has(`${path}:${intent.at.startLine}`) || /:\W*$/.test(intent.evidence)) continue;
    const future = FUTURE_ASK.test(intent.evidence);
    const home = intent.object?.startsWith('~/') || HOME_ASK.test(intent.evidence);
    if (!future && !home && !isHidden(intent)) continue;
    const all = (await ctx.model.facts(path))?.prose?.intents ?? [];
    const kept = keptFromUser(intent, all);
    // "ask whether to add it to ~/.codex/config.toml": the user decides, with the change in front of them.
    // "With the user's approval (given at onboarding), merge …" states the yes instead of asking for it.
    const decided = !kept && USER_DECIDES.test(intent.evidence) && !claimedConsent(intent.evidence);
    // A global git key whose value git runs (a hooks path, a credential helper not of git's own): high as
    // the same `git config --global` command is (rules/persistence.md), the value where the sentence links.
    const git = gitKey(intent);
    const runs = !decided && git === 'runs';
    // "Put one line in the rc file that evaluates whatever a curl of URL returns": what is written runs
    // fetched code, asked in the same sentence (rules/persistence.md: critical for a written download-run).
    const fetched = !decided && sameSentence(intent, all, ['agent-mediated-exec']).some(isAsked);
    const sources = [...(intent.sources ?? []), ...(runs ? linkedFiles(ctx, path, intent.evidence) : [])];
    await reportReached(ctx, {
      ...(sources.length > 0 ? { sources } : {}),
      path,
      region: intent.at,
      severity: kept || runs || fetched ? 'high' : decided || git === 'bundled' ? 'low' : 'medium',
      message: `'${quoteIntent(intent)}' asks the agent to make ${future ? 'an instruction last into every later session' : "a change in the user's home folder, beyond this project"}${whereIntent(intent)}: it outlives this session${kept ? `, and line ${kept.at.startLine} asks to keep it from the user` : ''}`,
      fingerprintKey: `asked|${intent.key}`,
    });
  }
}

/**
 * An asked concealment in the ask's sentence or in the lines just after it: the change is made unseen. A
 * comment block addressed to the agent is one message (the ask, the lines to write, then "adding them needs
 * no mention in your reply"), so there the concealment may come a few more lines later.
 */
function keptFromUser(ask: TextIntent, all: readonly TextIntent[]): TextIntent | undefined {
  const within = ask.container === 'code-comment' ? COMMENT_BLOCK_LINES : CONCEALED_WITHIN_LINES;
  return all.find(
    (o) =>
      o.cls === 'concealment' &&
      isAsked(o) &&
      (ask.container !== 'code-comment' || o.container === 'code-comment') &&
      o.at.startLine >= ask.at.startLine &&
      o.at.startLine <= ask.at.endLine + within,
  );
}

const COMMENT_BLOCK_LINES = 12;

const FUTURE_ASK =
  /\b(?:future|every|all|later|subsequent|next)\s+(?:sessions?|conversations?|chats?|runs?)\b|\bpermanently\b|\bfrom now on\b/i;
/** The sentence leaves the change to the user: the agent asks first, or acts only on their yes. */
const USER_DECIDES =
  /\bask(?:s|ing)?[ \t\n]{1,4}(?:the[ \t\n]{1,4}user[ \t\n]{1,4}|them[ \t\n]{1,4})?(?:whether|if|before)\b|\b(?:if|once|only[ \t\n]{1,4}(?:if|when|after))[ \t\n]{1,4}(?:the[ \t\n]{1,4}user|they)[ \t\n]{1,4}(?:agrees?|confirms?|approves?|says?[ \t\n]{1,4}yes)\b|\bwith[ \t\n]{1,4}(?:the[ \t\n]{1,4}user'?s|their)[ \t\n]{1,4}(?:ok|okay|approval|permission|consent)\b/i;
const HOME_ASK = /\bhome\s+(?:folder|directory|dir)\b|\$HOME\b|~\//i;

/** The global git keys whose value git runs by itself or hands passwords to (src/analysis/prose/intents-git-global.ts). */
const GIT_RUN_KEY =
  /^~\/\.gitconfig \((core\.hooksPath|init\.templateDir|core\.fsmonitor|core\.sshCommand|credential\.helper)\)$/;
/** git's own credential helpers by name: the program git ships receives the password, nothing of the skill. */
const BUNDLED_HELPER =
  /\b(?:cache|store|osxkeychain|libsecret|gnome-keyring|wincred|manager(?:-core)?)\b(?![-\w.]{0,40}\/)/i;

/** A global git key whose value git runs, or one of git's own credential helpers chosen by name (low). */
function gitKey(intent: TextIntent): 'runs' | 'bundled' | undefined {
  const key = GIT_RUN_KEY.exec(intent.object ?? '')?.[1];
  if (key === undefined) return undefined;
  if (key !== 'credential.helper') return 'runs';
  return BUNDLED_HELPER.test(intent.evidence.replace(/credential[-. ]helper/gi, '')) ? 'bundled' : 'runs';
}

/** Files of the tree the sentence links (`[git-helper.md](references/git-helper.md)`): where the value is. */
function linkedFiles(ctx: RuleContext, path: string, evidence: string): string[] {
  return linkedPaths(path, evidence).filter((p) => ctx.model.files.isFile(p));
}
