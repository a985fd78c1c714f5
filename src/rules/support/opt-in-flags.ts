import { optedIn, subcommandGate } from '../../analysis/opt-in-gates.js';
import { basename } from '../../analysis/repo-paths.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';

/** A high change the user asks for by an option is theirs to choose: low, and critical one step lower. */
export const OPTED_IN: Readonly<Record<Severity, Severity>> = {
  critical: 'high',
  high: 'low',
  medium: 'low',
  low: 'low',
  info: 'info',
};

/** `base` for a change in a shell script, lowered when the script makes it only under a user's option. */
export async function optInGrade(
  ctx: RuleContext,
  loc: Located,
  base: Severity,
): Promise<{ base: Severity; why: string }> {
  if (loc.unit.origin !== 'script' || loc.unit.lang !== 'shell') return { base, why: '' };
  const file = await ctx.model.files.text(loc.path);
  if (file && optedIn(file.text, loc.b.at.startLine))
    return { base: OPTED_IN[base], why: ', only when the user passes the script option that turns it on' };
  const why = await unaskedSubcommand(ctx, loc);
  return why ? { base: OPTED_IN[base], why } : { base, why: '' };
}

/** Whether `text` runs the script `name` with one of `words` after it (or hands it every argument, `"$@"`). */
function passes(text: string, name: string, words: readonly string[]): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    const after = text.slice(at + name.length, at + name.length + 120).split('\n', 1)[0]!;
    const args = after.split(/[\s"'`;|&)]+/).filter((w) => w !== '');
    if (args.slice(0, 4).some((w) => words.includes(w) || w === '$@' || w === '${@}')) return true;
  }
  return false;
}

/**
 * A change a shell script makes only under one of its subcommands (`case "$1" in setup) setup_hooks ;;`),
 * when no file on a chain that reaches the script — the SKILL.md, a document it links, a hook command, a
 * script that runs it — passes that word: the agent runs the script for its other commands, and the user
 * types `deploy-hooks.sh setup` in a terminal. Graded as a change behind a user's option (OPTED_IN).
 */
export async function lowerOptedIn(
  ctx: RuleContext,
  loc: Located,
  j: { severity: Severity; why: string },
): Promise<void> {
  const why = await unaskedSubcommand(ctx, loc);
  if (why) [j.severity, j.why] = [OPTED_IN[j.severity], j.why + why];
}

async function unaskedSubcommand(ctx: RuleContext, loc: Located): Promise<string | undefined> {
  if (loc.unit.origin !== 'script' || loc.unit.lang !== 'shell') return undefined;
  const file = await ctx.model.files.text(loc.path);
  const words = file && subcommandGate(file.text, loc.b.at.startLine);
  if (!words) return undefined;
  const name = basename(loc.path);
  const graph = await ctx.model.graph();
  const steps = new Set(graph.reachers(loc.path).flatMap((r) => r.chain.slice(0, -1).map((s) => s.path)));
  for (const step of steps) {
    const text = (await ctx.model.files.text(step))?.text;
    if (text && passes(text, name, words)) return undefined;
  }
  return `, only under its \`${words[0]}\` subcommand, which nothing that reaches the script passes (the user runs it from a terminal)`;
}
