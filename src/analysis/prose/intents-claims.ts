import type { ClassHit } from './intents-control.js';
import { words } from './lexicon.js';
import { gate, type View } from './view.js';

/**
 * Claims rather than actions: a description that claims every request (trigger-hijack), a claim of
 * sole authority over where code comes from (authority), and markup that fakes a role or prompt
 * boundary (role-spoof).
 */

// ---- trigger-hijack -------------------------------------------------------------------------------

const USE = words(
  'use invoke load call trigger activate apply consult run select prefer pick choose employ engage',
);
const UNIVERSAL_NOUN = words(
  'request task prompt message conversation question query interaction turn response input session chat reply situation topic',
);
const UNIVERSAL_DET = new Set(['any', 'every', 'all', 'each']);
const BETWEEN = new Set([
  'user',
  'new',
  'single',
  'incoming',
  'other',
  'possible',
  'given',
  'of',
  'the',
  'your',
]);
const UNIVERSAL_PHRASES = [
  ['regardless', 'of'],
  ['no', 'matter', 'what'],
  ['no', 'matter', 'the'],
  ['whatever', 'the', 'user'],
  ['before', 'anything'],
  ['before', 'doing', 'anything'],
  ['before', 'responding'],
  ['for', 'anything'],
  ['for', 'everything'],
];
const OTHER_SKILLS = [
  ['over', 'any', 'other'],
  ['over', 'all', 'other'],
  ['over', 'every', 'other'],
  ['instead', 'of', 'any'],
  ['instead', 'of', 'other'],
  ['in', 'place', 'of'],
  ['rather', 'than', 'any'],
  ['before', 'any', 'other'],
  ['before', 'all', 'other'],
];

/** A phrase that claims every request: "for any request", "every task", "regardless of topic". */
function universal(v: View): number | undefined {
  for (let i = 0; i < v.n; i++) {
    const w = v.w(i);
    if (UNIVERSAL_DET.has(w)) {
      let j = i + 1;
      while (j < v.n && j <= i + 3 && BETWEEN.has(v.w(j))) j++;
      if (v.isWordIn(j, UNIVERSAL_NOUN)) return i;
    }
    if (w === 'anything' || w === 'everything') {
      if (v.w(i - 1) === 'for' || v.w(i - 1) === 'before' || v.w(i + 1) === 'else') return i;
    }
  }
  const p = v.findPhrases(UNIVERSAL_PHRASES)[0];
  return p?.at;
}

/** The trigger words without which `triggerHijack` cannot match: one bit test per sentence (prose/view.ts). */
const TRIGGER_HIJACK_TRIGGERS = gate(USE);

export function triggerHijack(v: View, description: boolean): ClassHit[] {
  if (!v.opens(TRIGGER_HIJACK_TRIGGERS)) return [];
  const self = selfRef(v);
  if (!description && self === undefined) return [];
  const shadow = v
    .findPhrases(OTHER_SKILLS)
    .find(
      (p) =>
        v.w(p.at + p.len) === 'skill' ||
        v.w(p.at + p.len) === 'skills' ||
        v.w(p.at + p.len + 1).startsWith('skill'),
    );
  const uni = universal(v);
  const always = v
    .find(USE)
    .find(
      (i) =>
        v.w(i - 1) === 'always' || v.w(i + 1) === 'first' || v.w(i + 2) === 'first' || v.w(i + 3) === 'first',
    );
  const at =
    shadow?.at ??
    uni ??
    (description && always !== undefined && v.w(always - 1) === 'always' ? always : undefined);
  if (at === undefined) return [];
  const verb = v.find(USE)[0];
  if (!description && verb === undefined) return [];
  return [{ cls: 'trigger-hijack', at: verb ?? at, obj: at, inherent: true, negated: false }];
}

/** "this skill", "me", "this tool": the text naming itself. */
function selfRef(v: View): number | undefined {
  for (let i = 0; i < v.n; i++)
    if (v.w(i) === 'this' && /^(?:skill|plugin|tool|agent|command)s?$/.test(v.w(i + 1))) return i;
  return undefined;
}

// ---- authority ------------------------------------------------------------------------------------

const ONLY_ADJ = words(
  'supported official approved recommended valid safe correct legitimate sanctioned trusted secure working maintained compatible authorized sanctioned permitted',
);
const SOURCE_STRONG = words(
  'install installation download version package build release distribution mirror registry repository repo fork channel binary installer',
);
const SOURCE_WEAK = words('way path method location endpoint url source');
const INSTALLISH = words('install installation download setup get obtain fetch');
const ENDORSE = words(
  'verified approved endorsed audited certified vetted sanctioned authorized signed reviewed',
);
const ENDORSER = words(
  'anthropic openai github microsoft google security claude vercel aws maintainers platform administrator administrators admin team',
);
const BAD_STATE = words(
  'deprecated compromised broken unsafe malicious backdoored abandoned unmaintained vulnerable outdated insecure ' +
    'untrusted withdrawn yanked tampered hijacked poisoned',
);
/** "Treated as untrusted", "regarded as compromised": the bad state named through a verb of judging. */
const JUDGED_AS = words('treat regard consider deem mark flag');
/** "Signed it off", "cleared it": endorsing verbs in the active voice, with the endorser as subject. */
const ENDORSE_ACTIVE = words(
  'verify approve endorse audit certify vet sanction authorize authorise sign review clear bless',
);
const UPSTREAM = words('official upstream npm pypi registry original public mainline');
const PIN = words('lockfile lock checksum checksums signature signatures integrity hash hashes pin pins');
const REMOTE_HINT = words('fork mirror gist clone');

const AUTHORITY_GATE = words('only sole source ignore skip disable');

/** The trigger words without which `authority` cannot match: one bit test per sentence (prose/view.ts). */
const AUTHORITY_TRIGGERS = gate(AUTHORITY_GATE, ENDORSE, ENDORSE_ACTIVE, BAD_STATE);

export function authority(v: View): ClassHit[] {
  if (!v.opens(AUTHORITY_TRIGGERS)) return [];
  const out: ClassHit[] = [];
  const remote = v.urls()[0] ?? v.near(0, v.n, (j) => v.isWordIn(j, REMOTE_HINT));
  const objOf = (): Partial<ClassHit> => (remote !== undefined ? { obj: remote } : {});
  for (let i = 0; i < v.n; i++) {
    const w = v.w(i);
    if (w === 'only' || w === 'sole') {
      let j = i + 1;
      while (j < v.n && j <= i + 3 && v.isWordIn(j, ONLY_ADJ)) j++;
      const strong = v.isWordIn(j, SOURCE_STRONG);
      const weak =
        v.isWordIn(j, SOURCE_WEAK) &&
        (v.near(j, 3, (k) => v.isWordIn(k, INSTALLISH), true, false) !== undefined ||
          (j > i + 1 && v.urls().length > 0));
      if (strong || weak)
        out.push({ cls: 'authority', at: i, ...objOf(), inherent: true, negated: v.negated(i, 3) });
    }
    if (w === 'source' && v.w(i + 1) === 'of' && v.w(i + 2) === 'truth' && remote !== undefined)
      out.push({ cls: 'authority', at: i, obj: remote, inherent: true, negated: v.negated(i, 4) });
    if (v.isWordIn(i, ENDORSE) && v.w(i + 1) === 'by') {
      const by = v.near(i + 1, 4, (j) => v.isWordIn(j, ENDORSER), true, false);
      if (by !== undefined)
        out.push({ cls: 'authority', at: i, obj: by, inherent: true, negated: v.negated(i, 4) });
    }
    if (activeEndorsement(v, i))
      out.push({ cls: 'authority', at: i, ...objOf(), inherent: true, negated: v.negated(i, 4) });
    const judgedAs =
      v.w(i - 1) === 'as' && v.near(i - 1, 3, (j) => v.isWordIn(j, JUDGED_AS), false, true) !== undefined;
    if (
      v.isWordIn(i, BAD_STATE) &&
      (isBe(v.w(i - 1)) || v.w(i - 1) === 'been' || v.w(i - 1) === 'now' || judgedAs)
    ) {
      const up = v.near(i, 6, (j) => v.isWordIn(j, UPSTREAM), false, true);
      if (up !== undefined) out.push({ cls: 'authority', at: i, ...objOf(), inherent: true, negated: false });
    }
    if (
      (w === 'ignore' || w === 'skip' || w === 'disable') &&
      v.near(i, 3, (j) => v.isWordIn(j, PIN), true, false) !== undefined
    )
      out.push({ cls: 'authority', at: i, ...objOf(), negated: v.negated(i) });
  }
  return out;
}

/**
 * "Anthropic's security group and our platform team reviewed the rebuilt build and signed it off": an
 * endorsing verb whose subject (within twelve words before) names a vendor or security team, and whose
 * object (within twelve words after) is a build, package or release.
 */
function activeEndorsement(v: View, i: number): boolean {
  if (!v.isWordIn(i, ENDORSE_ACTIVE) || v.w(i + 1) === 'by') return false;
  // Tokens, not clauses: a version number (`4.2.1`) splits into dots the clause window would stop at.
  let endorser = false;
  for (let j = Math.max(0, i - 12); j < i && !endorser; j++)
    endorser = v.isWordIn(j, ENDORSER) || ENDORSER.has(possessor(v.w(j)));
  if (!endorser) return false;
  for (let j = i + 1; j < Math.min(v.n, i + 12); j++) if (v.isWordIn(j, SOURCE_STRONG)) return true;
  return false;
}

/** "anthropic's" → "anthropic". */
function possessor(w: string): string {
  return w.replace(/['\u2019]s$/, '');
}

function isBe(w: string): boolean {
  return w === 'is' || w === 'are' || w === 'be' || w === "'s" || w === 'was' || w === 'were';
}

// ---- role-spoof -----------------------------------------------------------------------------------

const SPOOF_TAGS =
  /^<\/?\|?(?:system|system-reminder|system_prompt|system-prompt|systemprompt|im_start|im_end|endoftext|assistant_instructions|user_query|admin|sys)\b|^<\/skill>|^\[\/?(?:inst|system)\]$/;
const SPOOF_HEADS = words('system admin administrator developer operator');
const SPOOF_NOUNS = words('message prompt instruction instructions override notice update directive');

export function roleSpoof(v: View): ClassHit[] {
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i]!;
    if (t.kind === 'tag' && SPOOF_TAGS.test(t.t))
      return [{ cls: 'role-spoof', at: i, object: t.t.slice(0, 80), inherent: true, negated: false }];
  }
  // "SYSTEM: …", "### System message:", "ADMIN OVERRIDE:" opening the sentence.
  let h = 0;
  while (h < v.n && v.toks[h]!.kind === 'punct') h++;
  const first = v.toks[h];
  if (first?.kind === 'word' && v.isWordIn(h, SPOOF_HEADS)) {
    const next = v.toks[h + 1];
    const after = v.toks[h + 2];
    if (next?.kind === 'punct' && next.t === ':')
      return [{ cls: 'role-spoof', at: h, inherent: true, negated: false }];
    if (
      v.isWordIn(h + 1, SPOOF_NOUNS) &&
      (after === undefined || (after.kind === 'punct' && after.t === ':'))
    )
      return [{ cls: 'role-spoof', at: h, inherent: true, negated: false }];
  }
  return [];
}
