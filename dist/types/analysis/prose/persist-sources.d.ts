import type { View } from './view.js';
/**
 * "Add relevant skills from .claude/skills/" (an author's note above a list it fills): the lasting path
 * after "from" is the source the items come from, and the change lands in this document. A destination of
 * its own after it ("copy the hook from here to ~/.claude/settings.json") is found by the callers' other
 * readings; "remove the line from ~/.bashrc" is no bring-in verb and keeps its target.
 */
export declare function takenFrom(v: View, at: number, p: number): boolean;
