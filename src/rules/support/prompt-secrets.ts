import type { BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import { SECRET_LABEL } from '../../analysis/paths.js';
import type { Location } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { type Located, reachedBehaviours } from './behaviour.js';
import { reportReached } from './reach.js';

/**
 * A secret a `!` line prints into the prompt (`!`gh auth status --show-token``, `!`cat .env``): the
 * command runs before the model reads the text and its output is inlined there, so the secret is in the
 * conversation — the model provider receives it, the transcript keeps it, and any later step of the
 * command can pass it on. A token that is configuration when a program uses it to call its vendor
 * (`gh auth token` in an `Authorization` header: src/analysis/code/cli-tokens.ts) is exposed here all the
 * same. Only a read whose output is the line's own output counts: `$(gh auth token)` handed to another
 * command, or output sent into a file, is not printed.
 */

const PROMPT_SECRETS = derivedKey<Promise<Array<Located<BehaviourOf<'read'>>>>>(
  'secrets `!` lines print into prompts',
);

export function promptSecretReads(ctx: RuleContext): Promise<Array<Located<BehaviourOf<'read'>>>> {
  return ctx.model.derived.get(PROMPT_SECRETS, async () => {
    const out: Array<Located<BehaviourOf<'read'>>> = [];
    for (const loc of await reachedBehaviours(ctx, ['read']))
      if (await printedIntoPrompt(ctx, loc)) out.push(loc);
    return out;
  });
}

/** The read is the whole output of a `!` line (its first command, not captured, not sent into a file). */
export async function printedIntoPrompt(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'read'>>,
): Promise<boolean> {
  if (loc.b.secret === 'env-all' || loc.b.probe || loc.b.only) return false;
  const code = await bangCode(ctx, loc.path, loc.unit);
  if (code === undefined) return false;
  const first = loc.b.evidence.trim().split(/\s+/)[0] ?? '';
  // The read's own command (`gh auth status --show-token`), or a file printed whole (`cat ~/.npmrc`).
  if (first === '' || !(code.startsWith(first) || (PRINTER.test(code) && code.includes(first)))) return false;
  // Captured (`$(…)`, an assignment) or written to a file: not the line's output.
  return !/\$\(|`|^\w+=|>\s{0,4}(?!&|\/dev\/std)[^\s|&]/.test(code);
}

const PRINTER = /^(?:cat|head|tail|sed|awk|jq|grep|type|more|less|bat|tac|nl)\s/;

/** The command of a `!` line (a `dynamic` unit), as written. */
export async function bangCode(ctx: RuleContext, path: string, unit: CodeUnit): Promise<string | undefined> {
  if (unit.origin !== 'dynamic' && unit.origin !== 'dynamic-block') return undefined;
  const file = await ctx.model.files.text(path);
  if (!file) return undefined;
  const u = unit.at;
  return file.text
    .slice(file.lines.offsetOf(u.startLine, u.startColumn), file.lines.offsetOf(u.endLine, u.endColumn))
    .replace(/^!?`+|`+$/g, '')
    .trim();
}

/** A step that publishes or sends what the prompt holds: "Paste the Environment section above verbatim". */
const PASTE_ASK =
  /\b(?:paste|include|copy|add|attach|put|quote)\b[^.\n]{0,160}\b(?:above|verbatim|as[- ]is|unchanged|word for word|in full)\b|\b(?:above|verbatim)\b[^.\n]{0,60}\b(?:paste|include|copy)\b/i;

/**
 * data-exfiltration: a command whose `!` line prints a secret into the prompt and whose text then asks to
 * paste that output into what it publishes or sends — a public issue (`gh issue create`), a gist, a
 * request — hands the secret to whoever reads it there. Reported at the sentence that asks for the paste.
 */
export async function reportPastedPromptSecrets(ctx: RuleContext): Promise<void> {
  const byDoc = new Map<string, Array<Located<BehaviourOf<'read'>>>>();
  for (const loc of await promptSecretReads(ctx)) byDoc.set(loc.path, [...(byDoc.get(loc.path) ?? []), loc]);
  for (const [path, reads] of byDoc) {
    const facts = await ctx.model.facts(path);
    const file = await ctx.model.files.text(path);
    if (!facts || !file) continue;
    // The publishing step may be named as a mention ("File it with `gh issue create …`"): the paste ask
    // is what makes it the secret's way out.
    const out = facts.behaviours.find((b) => b.kind === 'send' && b.endpoint.cls !== 'local');
    if (out?.kind !== 'send') continue;
    const first = reads[0]!;
    const after = file.lines.offsetOf(first.b.at.endLine + 1, 1);
    const m = PASTE_ASK.exec(file.text.slice(after, after + 20_000));
    if (!m) continue;
    const at = after + m.index;
    const where =
      out.channel === 'forge'
        ? `a post on ${out.endpoint.host ?? 'a forge'}`
        : `a request to ${out.endpoint.host ?? 'a remote host'}`;
    const related: Location[] = [
      {
        path,
        region: first.b.at,
        message: `the \`!\` line that prints ${SECRET_LABEL[first.b.secret]} into the prompt`,
      },
      { path, region: out.at, message: 'where the pasted text goes' },
    ];
    await reportReached(ctx, {
      path,
      region: file.lines.region(at, at + m[0].length),
      severity: 'high',
      message: `the text asks to paste the command's own context — where a \`!\` line printed ${SECRET_LABEL[first.b.secret]} (line ${first.b.at.startLine}) — into ${where}: the secret goes wherever that text is published or sent`,
      related,
      fingerprintKey: `prompt-secret-paste|${first.b.key}|${out.key}`,
    });
  }
}
