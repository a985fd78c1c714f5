import type { Analysed } from './sentence.js';
import type { View } from './view.js';

/**
 * A role-play persona: "You are now Kai, the on-call engineer", "Du bist ab jetzt „Kai“", "Vous êtes
 * désormais Léa". Once a text casts the agent as a named character, what it says that character does
 * ("Kai opens the file and sends …", "Kai holt keine Bestätigung mehr ein") is what the agent is asked to
 * do, though each such sentence reads as a description in the third person. Only sentences the role
 * reader calls descriptive are turned into instructions: a warning, a quoted example, a heading or a
 * negated sentence about the persona stays what it was.
 */

/** "you are", in the languages the prose recognisers read (the verb after the pronoun). */
const CAST: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['you', new Set(['are', "'re"])],
  ['du', new Set(['bist'])],
  ['sie', new Set(['sind'])],
  ['tu', new Set(['es', 'sei'])],
  ['vous', new Set(['êtes'])],
  ['você', new Set(['é'])],
  ['lei', new Set(['è'])],
]);
/** Words between the verb and the name: "now", "from now on", "ab jetzt", "désormais", "d'ora in poi". */
const NOW = new Set([
  'now',
  'from',
  'on',
  'henceforth',
  'ab',
  'jetzt',
  'nun',
  'von',
  'an',
  'sofort',
  'désormais',
  'maintenant',
  'dorénavant',
  'ahora',
  'agora',
  'ora',
  "d'ora",
  'in',
  'poi',
  'a',
  'partir',
  'de',
]);
/** How many sentences from the start of a text a cast may sit (a persona is set up front). */
const CAST_WITHIN = 40;
/** A name: a capitalised word of letters, not a sentence-initial pronoun or article. */
const NAME = /^\p{Lu}[\p{L}-]{1,30}$/u;
const NOT_NAMES = new Set(['ein', 'eine', 'der', 'die', 'das', 'un', 'une', 'le', 'la', 'the', 'a', 'an']);

/** Opening quotation marks the tokenizer leaves on a word ("„Kai"). */
const LEADING_QUOTES = /^[„“‚‘«"']+/;

/** The persona's name (lower case) when the sentence casts the agent as one; `text` is the sentence's. */
function castName(v: View, text: string): string | undefined {
  for (let i = 0; i + 2 < v.n && i < 12; i++) {
    const verbs = CAST.get(v.w(i));
    if (!verbs?.has(v.w(i + 1))) continue;
    let k = i + 2;
    while (k < v.n && k < i + 8 && (NOW.has(v.w(k)) || v.toks[k]!.kind === 'quote')) k++;
    const t = v.toks[k];
    if (t?.kind !== 'word') return undefined;
    const word = text.slice(t.at, t.at + t.t.length).replace(LEADING_QUOTES, '');
    if (NOT_NAMES.has(word.toLowerCase()) || !NAME.test(word)) return undefined;
    return word.toLowerCase();
  }
  return undefined;
}

/**
 * Turns descriptive sentences about a cast persona into instructions, in place. `read` is given the
 * sentences of one text in order, each before its intents are read: the cast is the first of the first
 * CAST_WITHIN sentences that casts one, and the sentences after it are read for the persona's actions.
 */
export class PersonaActions {
  private name: string | undefined;
  private seen = 0;

  read(a: Analysed): void {
    const i = this.seen++;
    if (this.name === undefined) {
      if (i < CAST_WITHIN && a.container === 'body' && a.role.role !== 'data')
        this.name = castName(a.view, a.text);
      return;
    }
    if (a.role.role !== 'mention' || a.role.why !== 'descriptive' || a.container !== 'body') return;
    if (!a.view.toks.some((t) => t.kind === 'word' && t.t.replace(LEADING_QUOTES, '') === this.name)) return;
    const { why: _why, ...rest } = a.role;
    a.role = { ...rest, role: 'instruction', directive: true };
  }
}
