import { APPOSED_REACH, apposedFile, frontedTarget } from './apposed-files.js';
import type { ClassHit } from './intents-control.js';
import { phraseText } from './intents-flow.js';
import { words } from './lexicon.js';
import { takenFrom } from './persist-sources.js';
import { contrastBetween, inertKey } from './render-objects.js';
import { gate, type View } from './view.js';

/**
 * Intents that change what runs later or what leaves in a URL: persist (a write that outlives the
 * session: agent memory and settings, shell profiles, autostart, authorized_keys — `paths.ts
 * writeClassOf`), decode-and-follow, assemble (join fragments and run the result), render-exfil (data in an
 * image or link URL the client fetches).
 */

// ---- persist --------------------------------------------------------------------------------------

const PERSIST_VERBS = words(
  'append add write insert put save store place paste inject prepend echo register install edit modify update merge belong belongs',
);
const PERSIST_PHRASES = [
  ['shell', 'profile'],
  ['your', 'memory'],
  ['memory', 'file'],
  ['your', 'system', 'prompt'],
  ['custom', 'instructions'],
  ['crontab'],
  ['cron', 'job'],
  ['launch', 'agent'],
  ['login', 'items'],
  ['startup', 'items'],
  ['startup', 'folder'],
  ['authorized_keys'],
  ['git', 'hooks'],
  ['global', 'gitconfig'],
  // An editor's or agent's settings named by what they are, not by path ("merge into the user settings
  // file:"): prose-writes.ts turns it into a write only when the block after it grants agent permissions.
  ['user', 'settings'],
  ['settings', 'file'],
];
/** The last words of the settings phrases above, which may also come before the verb. */
const SETTINGS = new Set(['settings', 'file']);
const MEMORY_VERBS = words('remember memorize memorise store save persist keep');
const FUTURE = [
  ['future', 'sessions'],
  ['future', 'conversations'],
  ['all', 'future'],
  ['every', 'future'],
  ['from', 'now', 'on'],
  ['permanently'],
];

/** Verbs that take a file in to change it ("Read `~/.zshenv`, …"). */
const TAKE_IN = words('read open load');
/** Verbs that change a file's lines in place, or put the changed copy back ("write back", "save it back"). */
const CHANGE_IN_PLACE = words('upsert append prepend insert replace update modify edit');
const PUT_BACK = words('write save put copy');

/** The trigger words without which `persist` cannot match: one bit test per sentence (prose/view.ts). */
const PERSIST_TRIGGERS = gate(PERSIST_VERBS, MEMORY_VERBS, CHANGE_IN_PLACE);

export function persist(v: View): ClassHit[] {
  if (!v.opens(PERSIST_TRIGGERS)) return [];
  const targets = v.persistPaths();
  for (const at of v.find(PERSIST_VERBS)) {
    if (userDoes(v, at)) continue;
    // The verb's own object: the first path after it ("update SOURCES.md when AGENTS.md …" is not a write
    // to AGENTS.md), or a target before a passive verb ("must be added to ~/.ssh/authorized_keys").
    const first = v.firstPathAfter(at, 10);
    const p =
      first !== undefined && targets.includes(first) && !takenFrom(v, at, first)
        ? first
        : (destinationAfter(v, first ?? at, at + 14, targets) ??
          destinationAfter(v, first ?? at, at + APPOSED_REACH, targets, true) ??
          frontedTarget(v, at, targets) ??
          (v.passive(at) ? targets.find((j) => j < at && at - j <= 6) : undefined) ??
          pointsBack(v, at, targets));
    // "Add .claude/settings.json to version control" tracks the file; it does not write to it.
    const tracked =
      p !== undefined &&
      v.near(p, 4, (j) => v.w(j) === 'version' || v.w(j) === 'git', true, false) !== undefined;
    if (tracked) continue;
    if (p !== undefined)
      return [
        { cls: 'persist', at, obj: p, object: v.persistPathAt(p).slice(0, 300), negated: v.negated(at, 6) },
      ];
    // "Open the user's settings file and add this:" names the settings before the verb.
    const ph = v
      .findPhrases(PERSIST_PHRASES)
      .find(
        (q) =>
          (q.at > at && q.at - at <= 8) ||
          (q.at < at && at - q.at <= 8 && SETTINGS.has(v.w(q.at + q.len - 1))),
      );
    if (ph !== undefined)
      return [
        { cls: 'persist', at, obj: ph.at, object: phraseText(v, ph.at, ph.len), negated: v.negated(at, 6) },
      ];
  }
  const changed = changedInPlace(v, targets);
  if (changed) return [changed];
  const fut = v.findPhrases(FUTURE)[0];
  if (fut !== undefined) {
    const verb = v.near(fut.at, 10, (j) => v.isWordIn(j, MEMORY_VERBS));
    if (verb !== undefined) return [{ cls: 'persist', at: verb, obj: fut.at, negated: v.negated(verb, 6) }];
  }
  return [];
}

/** Someone other than the agent, named as the one who does the change. */
const PEOPLE = words('user users them they reader readers developer developers human');
const DIRECTING = words('tell ask let have instruct remind invite help get');
const MODALS = words('should can may must could will needs need');
/** Verbs whose person acts with a bare verb after them: "let the user add", "have them paste". */
const CAUSATIVE = words('let have help make');

/**
 * "tell them to paste it into …", "ask the user to add …", "have the user paste …", "the user can add …":
 * the change is the person's, made by hand after reading; the agent only shows it. "you" is the agent.
 */
function userDoes(v: View, at: number): boolean {
  for (let j = at - 1; j >= 0 && j >= at - 5; j--) {
    if (v.punctBetween(j, at)) return false;
    if (!v.isWordIn(j, PEOPLE)) continue;
    const before = v.w(j - 1) === 'the' ? j - 2 : j - 1;
    const after = v.w(j + 1);
    // "ask the user whether to add …" asks leave for the agent's own change; "ask them to add …" hands it over.
    const handsOver = v.isWordIn(before, DIRECTING) && (after === 'to' || v.isWordIn(before, CAUSATIVE));
    return handsOver || MODALS.has(after) || (j + 1 === at && v.w(j) === 'they');
  }
  return false;
}

/** Prepositions that make a following "it" the place a line goes ("add the line at the end of it"). */
const PLACE_OF = words('to into in of onto');

/**
 * "Check that the startup file zsh reads sources the tools, and add the line at the end of it if missing":
 * the verb's place is a pronoun ("it", "that profile") after it, pointing back at the last lasting file
 * named before the verb in the same sentence.
 */
function pointsBack(v: View, at: number, targets: readonly number[]): number | undefined {
  const before = targets.filter((j) => j < at);
  if (before.length === 0) return undefined;
  for (let k = at + 2; k < v.n && k <= at + 20; k++) {
    if (!v.isWordIn(k - 1, PLACE_OF)) continue;
    if (v.w(k) === 'it' || (DEMONSTRATIVES.has(v.w(k)) && v.isWordIn(k + 1, FILE_NOUNS)))
      return before[before.length - 1];
  }
  return undefined;
}

/** "at the bottom of that profile": a demonstrative and a word for a file point back like "it". */
const DEMONSTRATIVES = new Set(['that', 'this', 'the']);
const FILE_NOUNS = words('file profile rc dotfile script config');

/**
 * "Read `~/.zshenv`, upsert the export line (or append it if missing), write back": the lasting file is the
 * object of a read earlier in the sentence, and the later verb changes it — in place (upsert, replace,
 * append) or by putting the copy back ("write back"). A change with a destination of its own ("append it to
 * notes.md") writes there instead.
 */
function changedInPlace(v: View, targets: readonly number[]): ClassHit | undefined {
  for (const p of targets) {
    const taken = v.near(p, 3, (j) => v.isWordIn(j, TAKE_IN), false, true);
    if (taken === undefined) continue;
    const verb = [...v.find(CHANGE_IN_PLACE, p + 1, p + 40), ...v.find(PUT_BACK, p + 1, p + 40)]
      .sort((a, b) => a - b)
      .find((j) => (v.isWordIn(j, PUT_BACK) ? putsBack(v, j) : !elsewhere(v, j)));
    if (verb !== undefined)
      return {
        cls: 'persist',
        at: verb,
        obj: p,
        object: v.persistPathAt(p).slice(0, 300),
        negated: v.negated(taken, 6) || v.negated(verb, 4),
      };
  }
  return undefined;
}

/** Where a "back to …" may point and still be the file: "write it back to disk", "save back to the file". */
const FILE_WORDS = new Set(['file', 'disk', 'it', 'same', 'place']);

/** "write back", "write it back", "save the file back to disk" — not "write the notes back to the user". */
function putsBack(v: View, at: number): boolean {
  for (let k = at + 1; k <= at + 3; k++) {
    if (v.w(k) !== 'back') continue;
    if (!INTO.has(v.w(k + 1))) return true;
    let j = k + 2;
    while (j < v.n && DETERMINERS.has(v.w(j))) j++;
    const t = v.toks[j];
    return t?.kind === 'path' || t?.kind === 'code' || FILE_WORDS.has(v.w(j));
  }
  return false;
}

/** A code span that names a file (`config.toml`, `docs/setup.md`), not content (`export_line`). */
const FILE_NAME = /\/|\.[A-Za-z]\w{0,7}$/;

/**
 * The verb names a file of its own: its object ("edit `config.toml`") or its destination ("append the line
 * to notes.md").
 */
function elsewhere(v: View, at: number): boolean {
  const object = v.firstPathAfter(at, 4);
  const t = object === undefined ? undefined : v.toks[object];
  if (t?.kind === 'path' || (t?.kind === 'code' && FILE_NAME.test(t.t))) return true;
  for (let k = at + 1; k < Math.min(v.n, at + 10); k++) {
    if (!INTO.has(v.w(k))) continue;
    let j = k + 1;
    while (j < v.n && DETERMINERS.has(v.w(j))) j++;
    const t = v.toks[j];
    if (t?.kind === 'path' || t?.kind === 'code') return true;
  }
  return false;
}

/** Words that put the path after them in a subordinate clause: not where the verb writes. */
const SUBORDINATE = words('when whenever if unless after before while once until');
const INTO = new Set(['to', 'into', 'in', 'onto']);

/**
 * "Append `alias ls=rm` to ~/.bashrc", "add "Bash(*)" to permissions.allow in .claude/settings.json": the
 * verb's first object is the content, and the lasting file comes after to/into/in within the clause.
 */
function destinationAfter(
  v: View,
  from: number,
  to: number,
  targets: readonly number[],
  apposedOnly = false,
): number | undefined {
  for (const j of targets) {
    if (j <= from || j > to) continue;
    for (let k = from + 1; k < j; k++) {
      const t = v.toks[k]!;
      if (t.kind === 'punct' && t.t !== '.' && t.t !== '(' && t.t !== ')') return undefined;
      if (v.isWordIn(k, SUBORDINATE)) return undefined;
    }
    // The preposition heads the target's phrase ("to ~/.bashrc", "in your .claude/settings.json"); a "to"
    // further back is an infinitive ("add `--claude-md` to also emit CLAUDE.md").
    let k = j - 1;
    while (k > from && DETERMINERS.has(v.w(k))) k--;
    if (!apposedOnly && INTO.has(v.w(k))) return j;
    if (apposedFile(v, from, j)) return j;
  }
  return undefined;
}

const DETERMINERS = new Set([
  'the',
  'your',
  'a',
  'an',
  'its',
  'their',
  'this',
  'that',
  'my',
  'our',
  "project's",
]);

// ---- decode-and-follow, assemble ------------------------------------------------------------------

const DECODE = words(
  'decode decrypt deobfuscate decipher unscramble unbase64 base64-decode un-base64 dehex unhex rot13',
);
const OBEY = words('follow obey execute run do perform carry act apply treat comply eval evaluate');
const RESULT = words(
  'it them result results output instructions instruction what whatever that text command commands says decoded message',
);

/** The trigger words without which `decodeAndFollow` cannot match: one bit test per sentence (prose/view.ts). */
const DECODE_AND_FOLLOW_TRIGGERS = gate(DECODE);

export function decodeAndFollow(v: View): ClassHit[] {
  if (!v.opens(DECODE_AND_FOLLOW_TRIGGERS)) return [];
  for (const at of v.find(DECODE)) {
    if (v.negated(at, 4)) continue;
    const obey = v
      .find(OBEY, at + 1, at + 25)
      .find((j) => v.near(j, 4, (k) => v.isWordIn(k, RESULT), true, true) !== undefined);
    if (obey !== undefined) return [{ cls: 'decode-and-follow', at, obj: obey, negated: v.negated(obey, 4) }];
  }
  return [];
}

const JOIN = words('concatenate combine join merge assemble glue stitch reassemble concat');
const JOIN_PHRASES = [
  ['put', 'together'],
  ['piece', 'together'],
  ['string', 'together'],
] as const;
const PARTS = words(
  'part parts fragment fragments piece pieces half halves segment segments chunk chunks share shares portion portions ' +
    'first second third fourth fifth notes snippets',
);
const EXEC = words('execute run eval evaluate pipe source invoke launch follow');
const JOINED = words(
  'result it them output combined resulting string command whole concatenation everything that',
);

const JOIN_GATE = words('put piece string');

/** The trigger words without which `assemble` cannot match: one bit test per sentence (prose/view.ts). */
const ASSEMBLE_TRIGGERS = gate(JOIN, JOIN_GATE);

export function assemble(v: View): ClassHit[] {
  if (!v.opens(ASSEMBLE_TRIGGERS)) return [];
  const joins = [...v.find(JOIN), ...v.findSplit(JOIN_PHRASES, 6)];
  for (const at of joins) {
    const codes = v.toks.filter((t) => t.kind === 'code').length;
    const parts = v.near(at, 10, (j) => v.isWordIn(j, PARTS), true, true);
    if (parts === undefined && codes < 2) continue;
    const run = v
      .find(EXEC, at + 1, at + 40)
      .find(
        (j) =>
          v.near(j, 4, (k) => v.isWordIn(k, JOINED) || v.w(k) === 'bash' || v.w(k) === 'sh', true, true) !==
          undefined,
      );
    if (run !== undefined)
      return [{ cls: 'assemble', at, obj: run, negated: v.negated(at, 4) || v.negated(run, 3) }];
  }
  return [];
}

// ---- render-exfil ---------------------------------------------------------------------------------

const RENDER = words('render embed include put insert append encode add place display show output attach');
const CARRIER = words(
  'url urls link links image images img pixel src href query parameter parameters param params querystring',
);
const RENDER_DATA = words(
  'summary conversation chat history context secret secrets key keys token tokens password credentials answer messages prompt data contents findings notes transcript input environment',
);
const PREP = words('in into inside within as to onto');

const IMAGE_WORDS = words('image images img');
/** Nouns that make a URL an address a program connects to (a proxy, a database, a git remote), not one rendered. */
const ENDPOINT_URLS = words(
  'proxy database db connection remote registry clone git dsn broker redis jdbc origin upstream mirror',
);

/** The trigger words without which `renderExfil` cannot match: one bit test per sentence (prose/view.ts). */
const RENDER_EXFIL_TRIGGERS = gate(RENDER);
const RENDER_EXFIL_TRIGGERS_2 = gate(CARRIER);

export function renderExfil(v: View): ClassHit[] {
  if (!v.opens(RENDER_EXFIL_TRIGGERS) || !v.opens(RENDER_EXFIL_TRIGGERS_2)) return [];
  for (const at of v.find(RENDER)) {
    const data = v.near(at, 6, (j) => v.isWordIn(j, RENDER_DATA) && !inertKey(v, j), true, false);
    if (data === undefined) continue;
    const prep = v.near(data, 5, (j) => v.isWordIn(j, PREP), true, false);
    if (prep === undefined) continue;
    // "Put credentials in headers, never URLs": a carrier after a contrast word is the place rejected.
    const carrier = v.near(
      prep,
      4,
      (j) => v.isWordIn(j, CARRIER) && !contrastBetween(v, prep, j),
      true,
      false,
    );
    if (carrier === undefined) continue;
    // "an image URL", "a tracking pixel", "query parameters": a URL the client fetches.
    const urlish = [
      'url',
      'urls',
      'src',
      'href',
      'query',
      'parameter',
      'parameters',
      'param',
      'params',
      'pixel',
      'querystring',
    ].some((w) => v.w(carrier) === w || v.w(carrier + 1) === w);
    if (!urlish && !v.isWordIn(carrier, IMAGE_WORDS)) continue;
    // "include credentials in the proxy URL": an address a program connects to, nothing renders it.
    if (v.isWordIn(carrier - 1, ENDPOINT_URLS)) continue;
    return [{ cls: 'render-exfil', at, obj: data, negated: v.negated(at, 5) }];
  }
  // "render an image whose URL contains the conversation": the URL's content said by a verb of its own,
  // beside an ask to render. "The deep link carries a data payload encoded in the URI", "the URL includes
  // a version key": the carrying verb is no render ask, nor is a participle ("encoded"), and a key named
  // for what it versions or looks up is no session data.
  for (let i = 0; i < v.n; i++) {
    if (!['contains', 'carries', 'encodes', 'includes', 'holds'].includes(v.w(i))) continue;
    const carrier = v.near(i, 3, (j) => v.isWordIn(j, CARRIER), false, true);
    const data = v.near(i, 5, (j) => v.isWordIn(j, RENDER_DATA) && !inertKey(v, j), true, false);
    // The ask is an imperative: not a participle, nor a third person that describes ("the image includes").
    const asks = v.find(RENDER).some((r) => r !== i && !/(?:ed|s)$/.test(v.w(r)));
    if (carrier !== undefined && data !== undefined && asks)
      return [{ cls: 'render-exfil', at: i, obj: data, inherent: true, negated: v.negated(i, 8) }];
  }
  return [];
}
