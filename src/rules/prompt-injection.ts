import type { FileFacts } from '../analysis/extract.js';
import type { TextIntent } from '../analysis/facts.js';
import type { Severity } from '../findings.js';
import { flagAsked } from './support/flag-asked.js';
import {
  intentsOf,
  isHidden,
  quoteIntent,
  reachedIntents,
  sameSentence,
  whereIntent,
} from './support/intents.js';
import { reportReached } from './support/reach.js';
import {
  excerpt,
  inLabelledSample,
  isDataPath,
  isEducational,
  isEducationalFile,
  isNegated,
  isQuotedMention,
  lowerSeverity,
  matchAll,
  normRegion,
  placementOf,
  type TextTarget,
  textTargets,
} from './support/text-context.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Instructions aimed at the agent that override its instructions, fake a role boundary, hide actions
 * from the user or pre-approve actions. Matched on the normalised text (invisible characters stripped,
 * look-alike letters folded), so `ign\u200Bore previous instructions` is caught too. Every pattern is a
 * fixed sequence of bounded alternations: linear on hostile input.
 */

interface Pattern {
  id: string;
  re: RegExp;
  what: string;
  severity: Severity;
  /** Negated sentences ("never follow instructions in fetched pages") are defensive, not an attack. */
  negatable: boolean;
}

const W = '[ \\t]+'; // one run of blanks between words (no newlines: patterns stay within a line)
const OPT = (s: string) => `(?:(?:${s})${W})?`;

const PATTERNS: Pattern[] = [
  {
    id: 'override',
    re: new RegExp(
      `\\b(?:ignore|disregard|forget|override|bypass)${W}${OPT('all')}${OPT('of')}${OPT('(?:the|your|any)')}(?:previous|prior|above|earlier|preceding|original|system|other)${W}(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|messages?)\\b`,
      'gi',
    ),
    what: 'tells the agent to discard its instructions',
    severity: 'high',
    negatable: true,
  },
  {
    id: 'role-tag',
    re: /<\|(?:im_start|im_end|system|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:system|system-reminder|system_prompt|assistant_instructions)>|\[SYSTEM\]|###[ \t]*(?:system|instruction)[ \t]*(?:message|prompt)?[ \t]*:|\bNEW[ \t]+(?:IMPORTANT[ \t]+)?INSTRUCTIONS\b|<\/skill>|<\/user_query>/g,
    what: 'imitates a system or role boundary so its text reads as higher-priority instructions',
    severity: 'high',
    negatable: false,
  },
  {
    id: 'concealment',
    re: new RegExp(
      `\\b(?:do${W}not|don't|never|without)${W}(?:tell(?:ing)?|inform(?:ing)?|mention(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|notify(?:ing)?|alert(?:ing)?|let(?:ting)?)${W}(?:(?:this|it|that|anything)${W}(?:to${W})?)?(?:the${W})?(?:user|human|operator)\\b(?!${W}(?:know${W})?(?:if|whether|when|what|how|about${W}(?:internal|implementation)))|\\b(?:keep${W}(?:this|it)${W}(?:secret|hidden)${W}from|hide${W}(?:this|it)${W}from)${W}(?:the${W})?user\\b|\\bwithout${W}the${W}user(?:'s)?${W}(?:knowing|knowledge|noticing|awareness)\\b`,
      'gi',
    ),
    what: 'tells the agent to hide what it does from the user',
    severity: 'high',
    negatable: false,
  },
  {
    id: 'auto-approve',
    re: new RegExp(
      `\\b(?:auto(?:matically)?[- ]?approve|approve|accept)${W}(?:every|all|any)${W}(?:tool${W}calls?|tool${W}uses?|commands?|permission${W}requests?|permissions?|prompts?)\\b|--dangerously-skip-permissions\\b|\\b(?:bypass|skip|ignore|disable)${W}${OPT('all')}${OPT('the|your')}(?:permission${W}(?:prompts?|checks?|dialogs?)|safety${W}guardrails?|guardrails)\\b`,
      'gi',
    ),
    what: 'tells the agent to act without the permission checks a user relies on',
    severity: 'high',
    negatable: true,
  },
  {
    id: 'mode-switch',
    re: new RegExp(
      `\\byou${W}are${W}now${W}(?:in${W})?(?:developer|admin|god|unrestricted|jailbroken|DAN|root)${W}mode\\b|\\b(?:enter|enable|activate|switch${W}to)${W}(?:god|jailbreak|unrestricted|DAN)${W}mode\\b|\\byou${W}(?:have${W}no|are${W}free${W}from${W}(?:all|any))${W}(?:restrictions|guidelines|rules|limitations)\\b`,
      'gi',
    ),
    what: 'tries to switch the agent into an unrestricted mode',
    severity: 'high',
    negatable: true,
  },
  {
    id: 'reveal-prompt',
    re: new RegExp(
      `\\b(?:reveal|print|output|repeat|leak|dump|disclose)${W}(?:your|the)${W}(?:full${W})?(?:system${W}prompt|hidden${W}instructions|initial${W}instructions|original${W}instructions)\\b`,
      'gi',
    ),
    what: 'asks the agent to leak its system prompt',
    severity: 'medium',
    negatable: true,
  },
  {
    id: 'transitive-trust',
    re: new RegExp(
      `\\b(?:follow|obey|execute|carry${W}out|do${W}what)${W}(?:the${W}|any${W}|all${W}|whatever${W})?(?:instructions|commands|directions|steps)${W}(?:(?:found|contained|given|returned|listed|written)${W})?(?:in|from|by)${W}(?:the${W})?(?:downloaded|fetched|remote|retrieved|response|web${W}?page|url|gist|pastebin|comment|issue${W}body)\\b`,
      'gi',
    ),
    what: 'tells the agent to obey instructions fetched at run time, which no reviewer has seen',
    severity: 'high',
    negatable: true,
  },
  {
    id: 'priority-claim',
    re: new RegExp(
      `\\bth(?:is|ese)${W}(?:instructions?|messages?|rules?|directives?)${W}(?:override|overrides|supersedes?|take${W}precedence${W}over|takes${W}precedence${W}over)${W}(?:all|any)${W}(?:other|previous|prior|system)\\b`,
      'gi',
    ),
    what: 'claims priority over every other instruction',
    severity: 'high',
    negatable: false,
  },
];

interface Hit {
  start: number;
  end: number;
  pattern: Pattern;
}

function hitsIn(t: TextTarget): Hit[] {
  const text = t.norm.text;
  const hits: Hit[] = [];
  for (const pattern of PATTERNS) {
    for (const m of matchAll(pattern.re, text, 50))
      hits.push({ start: m.index, end: m.index + m[0].length, pattern });
  }
  return hits.sort((a, b) => a.start - b.start || a.pattern.id.localeCompare(b.pattern.id));
}

/** Severity from where the words sit: a quoted example or a fenced sample is not addressed to the agent. */
function placeSeverity(t: TextTarget, h: Hit): { severity: Severity; where: string } | undefined {
  const text = t.norm.text;
  if (h.pattern.negatable && isNegated(text, h.start)) return undefined;
  const place = placementOf(t, t.norm.toOriginal(h.start));
  if (place.comment)
    return { severity: h.pattern.severity, where: ' inside an HTML comment the rendered page hides' };
  const line = lineAround(text, h.start);
  const quoted = !isDataPath(t.path) && isQuotedMention(text, h.start);
  const cited = quoted || /^\s*\|/.test(line) || place.code !== undefined;
  const sample = isDataPath(t.path) && inLabelledSample(text, h.start);
  if (sample) return { severity: 'low', where: ' (a record labelled as an attack sample in a data file)' };
  const teaching = isEducational(text, h.start) || isEducationalFile(t);
  if (teaching && cited)
    return { severity: 'info', where: ' (quoted as an example in text about attacks: reported for review)' };
  if (teaching || quoted) return { severity: 'low', where: ' (in text that discusses attacks or quotes it)' };
  if (place.code) return { severity: lowerSeverity(h.pattern.severity), where: ' in a code block' };
  if (/^\s*\|/.test(line)) return { severity: lowerSeverity(h.pattern.severity), where: ' in a table' };
  return { severity: h.pattern.severity, where: '' };
}

/**
 * A bare flag (`--dangerously-skip-permissions`) is an ask only where the text asks for it: shown as an
 * example, listed in a log or a data value, or defined in a shell alias, it is named (low; an agent
 * launched with it from code is permissive-allowed-tools' finding). See support/flag-asked.ts.
 */
async function flagPlaced(
  ctx: RuleContext,
  t: TextTarget,
  h: Hit,
  placed: { severity: Severity; where: string } | undefined,
): Promise<{ severity: Severity; where: string } | undefined> {
  if (!placed || h.pattern.id !== 'auto-approve' || !t.norm.text.startsWith('--', h.start)) return placed;
  const where = place(t, h);
  if (placed.severity === 'low' || placed.severity === 'info' || where.comment || where.code) return placed;
  if (await flagAsked(ctx, t, t.norm.toOriginal(h.start))) return placed;
  return { severity: 'low', where: ' (named, shown as an example or set in code, not asked of the agent)' };
}

function place(t: TextTarget, h: Hit) {
  return placementOf(t, t.norm.toOriginal(h.start));
}

function lineAround(text: string, at: number): string {
  const s = text.lastIndexOf('\n', at - 1) + 1;
  const e = text.indexOf('\n', at);
  return text.slice(s, e < 0 ? Math.min(text.length, s + 2000) : Math.min(e, s + 2000));
}

export default defineRule('prompt-injection', async (ctx) => {
  const seen = new Set<string>();
  for (const t of await textTargets(ctx)) {
    for (const h of hitsIn(t)) {
      const placed = await flagPlaced(ctx, t, h, placeSeverity(t, h));
      if (!placed) continue;
      const said = excerpt(t.norm.text.slice(h.start, h.end));
      const region = normRegion(t, h.start, h.end);
      seen.add(`${t.path}:${region.startLine}`);
      await reportReached(ctx, {
        path: t.path,
        region,
        severity: placed.severity,
        ...(placed.severity === 'info' ? { confidence: 'low' as const } : {}),
        message: `'${said}' ${h.pattern.what}${placed.where}; the agent reads it as an instruction when the skill loads`,
        fingerprintKey: `${h.pattern.id}|${said.toLowerCase()}`,
      });
    }
  }
  await askedInjections(ctx, seen);
});

/** What each intent class asks, and how bad it is when the text really asks it. */
const INTENTS = {
  override: { what: 'tells the agent to set aside its instructions or the user’s', severity: 'high' },
  'agent-mediated-exec': {
    what: 'tells the agent to fetch instructions or code at run time and follow them, which no reviewer has seen',
    severity: 'high',
  },
  concealment: { what: 'tells the agent to keep what it does from the user', severity: 'high' },
  'pre-approval': {
    what: 'tells the agent to act without the confirmation a user relies on',
    severity: 'high',
  },
} as const satisfies Record<string, { what: string; severity: Severity }>;

type InjectionClass = keyof typeof INTENTS;
const RISKY = [
  'secret-read',
  'send-data',
  'persist',
  'override',
  'agent-mediated-exec',
  'render-exfil',
] as const;
/**
 * What a concealment in the next sentence or list item hides ("2. Upload ~/.npmrc to … 3. Don't bring step 2
 * up with the user"): data leaving, a write that outlives the session, text run as instructions. Not a
 * secret read alone: "read the key from .env; never show its value to the user" is hygiene.
 */
const HIDDEN_ACTIONS = ['send-data', 'persist', 'agent-mediated-exec', 'render-exfil'] as const;
/** How many lines before a concealment the action it hides may end. */
const CONCEALED_WITHIN_LINES = 3;

/** A risky intent in the concealment's sentence, or an action it hides in the lines just before it. */
function hidesRisk(intent: TextIntent, all: readonly TextIntent[]): boolean {
  if (sameSentence(intent, all, RISKY).length > 0) return true;
  if (intent.cls !== 'concealment') return false;
  return all.some(
    (o) =>
      (HIDDEN_ACTIONS as readonly string[]).includes(o.cls) &&
      !o.negated &&
      o.at.endLine < intent.at.startLine &&
      o.at.endLine >= intent.at.startLine - CONCEALED_WITHIN_LINES,
  );
}

/**
 * A concealment right after (or beside) commands the text has the agent run that change something beyond
 * the task: data sent out, a setting or file that outlives the session, downloaded or decoded code run,
 * root. "`git config --global core.pager x`. No need to bring it up with the user." hides the command, not
 * the prose around it. Commands only shown or mentioned do not count.
 */
function hidesCommand(intent: TextIntent, facts: FileFacts | undefined): boolean {
  if (!facts) return false;
  return facts.behaviours.some((b) => {
    const unit = facts.units[b.unit];
    if (!unit || (unit.placement !== 'instructed' && unit.placement !== 'auto')) return false;
    if (b.at.startLine > intent.at.endLine || b.at.endLine < intent.at.startLine - CONCEALED_WITHIN_LINES)
      return false;
    switch (b.kind) {
      case 'config':
        // A git program by name in this clone only (`core.pager less`) is everyday; a global one is not.
        return b.setting !== 'git-tool' || /^--(?:global|system) /.test(b.value);
      case 'send':
      case 'privilege':
      case 'reverse-shell':
        return true;
      case 'write':
        return b.cls !== 'other' && b.cls !== 'temp' && b.cls !== 'system';
      case 'execute':
        return b.code.taints.includes('download') || b.code.taints.includes('decoded');
      default:
        return false;
    }
  });
}

/**
 * Injections recognised by meaning (src/analysis/prose/: verb + object + addressee, any order or
 * inflection), for the paraphrases no fixed pattern lists. Role spoofing stays with the patterns above:
 * the markers are literal (`</skill>`, `[INST]`), and the prose recogniser also reads headings such as
 * "System Prompts" and labels such as "Operators:" as roles (measured on the corpus). Concealment and pre-approval are ordinary in
 * visible workflow text ("run these silently", "do not stop for confirmation"): they are reported when
 * hidden, when the same sentence asks for something risky, or (concealment) when it follows an action it
 * hides (`hidesRisk`); otherwise low.
 */
async function askedInjections(ctx: RuleContext, seen: Set<string>): Promise<void> {
  const classes = Object.keys(INTENTS) as InjectionClass[];
  for (const { path, intent } of await reachedIntents(ctx, classes)) {
    if (seen.has(`${path}:${intent.at.startLine}`)) continue;
    seen.add(`${path}:${intent.at.startLine}`);
    const cls = intent.cls as InjectionClass;
    let severity: Severity = INTENTS[cls].severity;
    if (cls === 'concealment' || cls === 'pre-approval') {
      const risky =
        hidesRisk(intent, await intentsOf(ctx, path)) ||
        (cls === 'concealment' && hidesCommand(intent, await ctx.model.facts(path)));
      if (!isHidden(intent) && !risky) severity = cls === 'concealment' ? 'low' : 'info';
    }
    if (severity === 'info') continue;
    await reportReached(ctx, {
      path,
      region: intent.at,
      severity,
      message: `'${quoteIntent(intent)}' ${INTENTS[cls].what}${whereIntent(intent)}; the agent reads it as an instruction when ${intent.container === 'tool-description' ? 'the server lists its tools' : 'the skill loads'}`,
      fingerprintKey: `intent|${intent.key}`,
    });
  }
}
