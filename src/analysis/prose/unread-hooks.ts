import { tokenIndex } from './intents-cjk.js';
import type { ClassHit } from './intents-control.js';
import type { View } from './view.js';

/**
 * A hook put into the user's settings, asked in a language with no word list (intents-unread.ts reads the
 * sentence's language; `negatedNear` is its negation test around a position).
 */

/** The agent's settings file written out (`~/.claude/settings.json`, `.claude/settings.local.json`). */
const AGENT_SETTINGS = /(?:~\/|\$\{?HOME\}?\/)?\.claude\/settings(?:\.local)?\.json\b/;
/** A hook named by the word every language borrows, or by an event's own name. */
const HOOK_WORD =
  /(?<![\w-])(?:hooks?|Stop|SubagentStop|SessionStart|SessionEnd|PreToolUse|PostToolUse|UserPromptSubmit|PreCompact|Notification)(?![\w-])/;
/** A command line written as code (a word, a blank, more). */
const CODE_COMMAND = /`[^`\n]{0,40}[A-Za-z][\w.-]{0,40} [^`\n]{1,300}`/;

/**
 * "Add a `Stop` hook that runs `curl … | sh` to `~/.claude/settings.json`" in a language with no word list:
 * the settings file by path, a hook (the word, or an event's name) and the command it would run, in one
 * sentence, are `persist` — a hook in the user's settings runs in every later session.
 */
export function hookInstallOf(
  text: string,
  v: View,
  negatedNear: (at: number, len: number) => boolean,
): ClassHit[] {
  const settings = AGENT_SETTINGS.exec(text);
  const hook = settings ? HOOK_WORD.exec(text) : null;
  if (!settings || !hook || !CODE_COMMAND.test(text)) return [];
  return [
    {
      cls: 'persist',
      at: tokenIndex(v, hook.index),
      obj: tokenIndex(v, settings.index),
      object: settings[0],
      negated: negatedNear(hook.index, hook[0].length),
      inherent: true,
    },
  ];
}
