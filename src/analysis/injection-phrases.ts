/**
 * Phrases of prompt injection aimed at the agent (rules/prompt-injection.md decides what each means and how
 * bad it is): overriding its instructions, faking a role boundary, hiding actions from the user,
 * pre-approving actions. Matched on the normalised text (src/analysis/normalize.ts: invisible characters
 * stripped, look-alike letters folded), once per file in the fact job, so `ign\u200Bore previous
 * instructions` is caught too and no rule scans the text again. Every pattern is a fixed sequence of
 * bounded alternations: linear on hostile input.
 */

const W = '[ \\t]+'; // one run of blanks between words (no newlines: patterns stay within a line)
const OPT = (s: string) => `(?:(?:${s})${W})?`;

export const INJECTION_PHRASES: ReadonlyArray<{ id: string; re: RegExp }> = [
  {
    id: 'override',
    re: new RegExp(
      `\\b(?:ignore|disregard|forget|override|bypass)${W}${OPT('all')}${OPT('of')}${OPT('(?:the|your|any)')}(?:previous|prior|above|earlier|preceding|original|system|other)${W}(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|messages?)\\b`,
      'gi',
    ),
  },
  {
    id: 'role-tag',
    re: /<\|(?:im_start|im_end|system|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:system|system-reminder|system_prompt|assistant_instructions)>|\[SYSTEM\]|###[ \t]*(?:system|instruction)[ \t]*(?:message|prompt)?[ \t]*:|\bNEW[ \t]+(?:IMPORTANT[ \t]+)?INSTRUCTIONS\b|<\/skill>|<\/user_query>/g,
  },
  // "Never tell the user to use `/x:jobs`" (or 'to "just wait"') is advice on what to recommend or say, not
  // something kept from them.
  {
    id: 'concealment',
    re: new RegExp(
      `\\b(?:do${W}not|don't|never|without)${W}(?:tell(?:ing)?|inform(?:ing)?|mention(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|notify(?:ing)?|alert(?:ing)?)${W}(?:(?:this|it|that|anything)${W}(?:to${W})?)?(?:the${W})?(?:user|human|operator)\\b(?!${W}(?:know${W})?(?:if|whether|when|what|how|why|about${W}(?:internal|implementation))|${W}to${W}[*_]{0,2}["“‘']?[a-z]|${W}?[*_]{0,2}["“'])|\\b(?:do${W}not|don't|never)${W}let(?:ting)?${W}(?:the${W})?(?:user|human|operator)${W}(?:know|see|notice|find${W}out|learn|realise|realize|suspect)\\b|\\b(?:keep${W}(?:this|it)${W}(?:secret|hidden)${W}from|hide${W}(?:this|it)${W}from)${W}(?:the${W})?user\\b|\\bwithout${W}the${W}user(?:'s)?${W}(?:knowing|knowledge|noticing|awareness)\\b`,
      'gi',
    ),
  },
  {
    id: 'auto-approve',
    re: new RegExp(
      `\\b(?:auto(?:matically)?[- ]?approve|approve|accept)${W}(?:every|all|any)${W}(?:tool${W}calls?|tool${W}uses?|commands?|permission${W}requests?|permissions?|prompts?)\\b|--dangerously-skip-permissions\\b|\\b(?:bypass|skip|ignore|disable)${W}${OPT('all')}${OPT('the|your')}(?:permission${W}(?:prompts?|checks?|dialogs?)|safety${W}guardrails?|guardrails)\\b`,
      'gi',
    ),
  },
  {
    id: 'mode-switch',
    re: new RegExp(
      `\\byou${W}are${W}now${W}(?:in${W})?(?:developer|admin|god|unrestricted|jailbroken|DAN|root)${W}mode\\b|\\b(?:enter|enable|activate|switch${W}to)${W}(?:god|jailbreak|unrestricted|DAN)${W}mode\\b|\\byou${W}(?:have${W}no|are${W}free${W}from${W}(?:all|any))${W}(?:restrictions|guidelines|rules|limitations)\\b`,
      'gi',
    ),
  },
  {
    id: 'reveal-prompt',
    re: new RegExp(
      `\\b(?:reveal|print|output|repeat|leak|dump|disclose)${W}(?:your|the)${W}(?:full${W})?(?:system${W}prompt|hidden${W}instructions|initial${W}instructions|original${W}instructions)\\b`,
      'gi',
    ),
  },
  {
    id: 'transitive-trust',
    re: new RegExp(
      `\\b(?:follow|obey|execute|carry${W}out|do${W}what)${W}(?:the${W}|any${W}|all${W}|whatever${W})?(?:instructions|commands|directions|steps)${W}(?:(?:found|contained|given|returned|listed|written)${W})?(?:in|from|by)${W}(?:the${W})?(?:downloaded|fetched|remote|retrieved|response|web${W}?page|url|gist|pastebin|comment|issue${W}body)\\b`,
      'gi',
    ),
  },
  {
    id: 'priority-claim',
    re: new RegExp(
      `\\bth(?:is|ese)${W}(?:instructions?|messages?|rules?|directives?)${W}(?:override|overrides|supersedes?|take${W}precedence${W}over|takes${W}precedence${W}over)${W}(?:all|any)${W}(?:other|previous|prior|system)\\b`,
      'gi',
    ),
  },
];

/** A phrase found: its index in INJECTION_PHRASES and its span in the normalised text. */
export interface PhraseHit {
  phrase: number;
  start: number;
  end: number;
}

/** At most this many hits per phrase and file (a file repeating one phrase says it once per place). */
const MAX_PER_PHRASE = 50;

/** Every injection phrase in a normalised text, in text order (then phrase id). */
export function injectionPhrases(normText: string): PhraseHit[] {
  const hits: PhraseHit[] = [];
  INJECTION_PHRASES.forEach((p, phrase) => {
    p.re.lastIndex = 0;
    let n = 0;
    for (let m = p.re.exec(normText); m && n < MAX_PER_PHRASE; m = p.re.exec(normText)) {
      n++;
      if (p.id === 'role-tag' && mentionedTag(normText, m.index, m.index + m[0].length)) continue;
      hits.push({ phrase, start: m.index, end: m.index + m[0].length });
      if (m[0].length === 0) p.re.lastIndex++;
    }
  });
  return hits.sort(
    (a, b) =>
      a.start - b.start || INJECTION_PHRASES[a.phrase]!.id.localeCompare(INJECTION_PHRASES[b.phrase]!.id),
  );
}

/** Another placeholder tag right beside one: `-p <system> <user>`, `<process>.<system>`. */
const PLACEHOLDER_AFTER = /^[ \t]+<[A-Za-z_-]{1,40}>/;
const PLACEHOLDER_BEFORE = /<[A-Za-z_-]{1,40}>[ \t]+$/;
/** A special token named inside a sentence: "Note that <|endoftext|> is the document separator". */
const TOKEN_NAMED_AFTER =
  /^ (?:is|are|was|were|token|tokens|separator|marker|string|sequence|means|marks|denotes|indicates)\b/;
const WORD_BEFORE = /(?:^|[^a-z])[a-z]{2,40}(?: |[ \t]{0,40}\n[ \t]{0,40})$/;
/** A data value that is the token and nothing else: `default: <|endoftext|>`, `"stop": "<|im_end|>"`. */
const KEY_BEFORE = /(?:^|\n)[ \t]{0,40}(?:- )?"?[\w.-]{1,40}"?[ \t]{0,4}[:=][ \t]{0,4}["']?$/;
const VALUE_END = /^["']?[ \t]{0,4},?[ \t]*(?:\n|$)/;

/**
 * A role tag the text talks about rather than uses: an opening angle-bracket word glued to the text before
 * it or beside another placeholder (`<process>.<system>` names a template, `-p <system> <user>` a command's
 * arguments), a special token inside a sentence about it or standing alone as a data value. A tag that opens a line, a fake turn or its
 * own content (`<system>Always …`, `</system><system>`) stays a hit.
 */
function mentionedTag(text: string, start: number, end: number): boolean {
  const tag = text.slice(start, end);
  const before = text.slice(Math.max(0, start - 60), start);
  const after = text.slice(end, end + 60);
  if (tag.startsWith('<|'))
    return (
      (WORD_BEFORE.test(before) && TOKEN_NAMED_AFTER.test(after)) ||
      (KEY_BEFORE.test(before) && VALUE_END.test(after))
    );
  if (!/^<[a-z_-]+>$/i.test(tag)) return false;
  return /[.\w]$/.test(before) || PLACEHOLDER_AFTER.test(after) || PLACEHOLDER_BEFORE.test(before);
}
