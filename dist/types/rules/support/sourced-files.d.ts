import type { BehaviourOf, TextIntent, Value } from '../../analysis/facts.js';
import type { Region } from '../../findings.js';
import type { RuleContext } from '../types.js';
/** `~/x`, `$HOME/x` and `${HOME}/x` are one path; quotes dropped. */
export declare function homeForm(p: string): string;
/**
 * The files a start-up file's lines source: `. "$HOME/.x/init.sh"`, `source ~/.x/rc`, also behind a guard
 * (`[ -r ~/.x/rc ] && . ~/.x/rc`, `test -f … && source …`).
 */
export declare function sourcedPaths(content: Value | undefined): Set<string>;
export interface SourcedCode {
    target: string;
    path: string;
    at: Region;
    /** The skill's own file that was copied to the sourced place, when that is what runs. */
    copiedFrom?: string;
    /** What the copied file does, for the message. */
    does?: string;
}
/**
 * A set-up line in a shell start-up file that sources a file written elsewhere in the closure with content
 * that downloads or runs code — or that is a copy of one of the skill's own files (`install -m 0644
 * "$src/assets/x.bash" ~/.local/share/x/x.bash`) which sends secrets or the session, opens a reverse shell
 * or runs downloaded code: the start-up file runs that code each time a shell starts.
 */
export declare function sourcedCode(ctx: RuleContext, path: string, content: Value | undefined): Promise<SourcedCode | undefined>;
/**
 * A file written to a place that runs it by itself (a start-up file, an Oh My Zsh plugin, an autostart
 * entry) as a copy of one of the skill's own files (`cp "$skill_dir/assets/x.plugin.zsh" "$ZSH_CUSTOM/…"`)
 * that sends secrets, opens a reverse shell or runs downloaded code: what the copy does, and where from.
 */
export declare function copiedRisk(ctx: RuleContext, path: string, content: Value | undefined, target?: Value): Promise<{
    copiedFrom: string;
    does: string;
    severity: 'critical' | 'high';
} | undefined>;
/**
 * The modules a Lua start-up file's lines load, beside it (`require("journal").start()` in
 * `~/.hammerspoon/init.lua` loads `~/.hammerspoon/journal.lua` or `journal/init.lua`; `dofile("…")` names
 * its file): the program runs them whenever it starts.
 */
export declare function loadedPaths(target: string, content: Value | undefined): Set<string>;
/**
 * A write that copies (or links) one of the skill's own files into place (`cp "$here/templates/AGENTS.md"
 * "$root/AGENTS.md"`): the copied file and what its text asks (its prose intents, every role), so a rule can
 * read the copy as the instructions it becomes there.
 */
export declare function copiedIntents(ctx: RuleContext, path: string, content: Value | undefined, target?: BehaviourOf<'write'>): Promise<{
    copiedFrom: string;
    intents: readonly TextIntent[];
} | undefined>;
/**
 * A write that copies one of the skill's own files (`install -m 0644 "$here/assets/settings.json"
 * ~/.claude/settings.json`), with the copied file's text as its content: what the copy puts there is that
 * text, so whoever judges the content (a settings file that loosens permissions) reads it.
 */
export declare function withCopiedText(ctx: RuleContext, path: string, b: BehaviourOf<'write'>): Promise<BehaviourOf<'write'>>;
