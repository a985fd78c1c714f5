import type { ClassHit } from './intents-control.js';
import type { View } from './view.js';
/**
 * "Add a `Stop` hook that runs `curl … | sh` to `~/.claude/settings.json`" in a language with no word list:
 * the settings file by path, a hook (the word, or an event's name) and the command it would run, in one
 * sentence, are `persist` — a hook in the user's settings runs in every later session.
 */
export declare function hookInstallOf(text: string, v: View, negatedNear: (at: number, len: number) => boolean): ClassHit[];
