import type { RuleContext } from '../types.js';
/**
 * Text that asks the agent to make something outlive the session without giving the content (so the
 * persistence rule analysed no write): "remember in all future sessions that …", "add a line to the
 * CLAUDE.md in your home folder saying …". Medium when the ask is about every later session or reaches
 * beyond the project (the home folder), high when the text then asks to keep it from the user ("… leave it
 * out of the summary"); an everyday "update CLAUDE.md when the build changes" stays quiet.
 */
export declare function askedWithoutContent(ctx: RuleContext, writes: ReadonlySet<string>): Promise<void>;
