import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_SENTENCES,
  SentenceWalker,
  View,
  documentSentences,
  evidenceOf,
  intentsOf,
  keyOf,
  linkContent,
  linkFetch,
  linkHeadings,
  linkIncomingInstructions,
  linkSecretRead,
  linkStoreNamed,
  sectionFraming,
  splitSentences,
  tokenize,
  words
} from "./chunk-RACGJWWH.js";
import {
  looksLikeCommands
} from "./chunk-54V2PKOB.js";
import {
  EXPECTED_KEY,
  TEST_CASES,
  addressesAgentInData,
  spanAt
} from "./chunk-5IYXR757.js";
import {
  COMMENT_NEGATIVE_WORDS,
  LEAD_NEGATIVE_WORDS,
  NEGATOR_WORDS,
  afterLastAlternative,
  blankAskBans,
  blankExclusions,
  negativeWordIn,
  prohibitedAt,
  readWords
} from "./chunk-QYKJFDWI.js";
import {
  LineMap
} from "./chunk-AFEN3ORC.js";
import {
  emailDestination,
  isProjectConfig,
  publishedBy,
  urlDestination
} from "./chunk-LBF7LI7H.js";
import {
  classifyHost
} from "./chunk-4DOYWDGL.js";
import {
  askedWriteClassOf
} from "./chunk-N4Y7GMVX.js";

// src/analysis/prose/addressed-runs.ts
function addressedRuns(text, segments, lines) {
  const runs = [];
  let open;
  let lastLine = -1;
  segments.forEach((seg, i) => {
    const continues = open !== void 0 && lines.position(seg.start).line <= lastLine + 1 && joinsAsText(text, segments[i - 1].end, seg);
    if (!continues && !addressesAgentInData(text.slice(seg.start, seg.end))) {
      open = void 0;
      return;
    }
    if (continues) open.last = i;
    else {
      open = { first: i, last: i };
      runs.push(open);
    }
    lastLine = lines.position(seg.end).line;
  });
  return runs;
}
var TEXT_GAP = /^[\s"',-]{0,200}$/;
var KEY_AFTER = /^"?[ \t]*:/;
function joinsAsText(text, prevEnd, seg) {
  if (!TEXT_GAP.test(text.slice(prevEnd, Math.min(seg.start, prevEnd + 201)))) return false;
  return !KEY_AFTER.test(text.slice(seg.end, seg.end + 8));
}
var LINE_ESCAPE = /\\[nrt]/g;
function joinedRunsText(text, segments, runs) {
  const pieces = [];
  let at = 0;
  for (const run of runs) {
    if (run.last === run.first) continue;
    for (let i = run.first; i <= run.last; i++) {
      const seg = segments[i];
      pieces.push(text.slice(at, seg.start), text.slice(seg.start, seg.end).replace(LINE_ESCAPE, "  "));
      at = seg.end;
      const next = i < run.last ? segments[i + 1] : void 0;
      if (next) {
        pieces.push(text.slice(at, next.start).replace(/[^\n]/g, " "));
        at = next.start;
      }
    }
  }
  if (at === 0) return text;
  pieces.push(text.slice(at));
  return pieces.join("");
}
function concatenates(gap) {
  const m = /^["'`]([\s+]{0,160})[rRfFbBuU]{0,2}["'`]$/.exec(gap);
  if (!m) return false;
  const between = m[1];
  return between.split("\n").length <= 2 && between.split("+").length <= 2;
}
function concatenatedRuns(text, segments) {
  const runs = [];
  let open;
  segments.forEach((seg, i) => {
    const prev = segments[i - 1];
    const joins = prev !== void 0 && concatenates(text.slice(prev.end, Math.min(seg.start, prev.end + 170)));
    if (joins && open) open.last = i;
    else if (joins) {
      open = { first: i - 1, last: i };
      runs.push(open);
    } else open = void 0;
  });
  return runs;
}

// src/analysis/prose/concealed-sends.ts
var LOOK_BACK_LINES = 6;
var MAX_HITS = 4;
var NEGATION = /* @__PURE__ */ new Set(["not", "never", "doesn't", "don't", "needn't", "no", "without"]);
var TELLING = new Set(
  "mention mentioned bring brought tell told raise raised report reported surface surfaced flag flagged note noted describe described explain explained".split(
    " "
  )
);
var TELL_WINDOW = 6;
function notTold(text) {
  const ws = text.toLowerCase().split(/[^a-z'’]+/, 200);
  for (let i = 0; i < ws.length; i++) {
    if (!NEGATION.has(ws[i].replace("\u2019", "'"))) continue;
    for (let k = i + 1; k <= i + TELL_WINDOW && k < ws.length; k++) if (TELLING.has(ws[k])) return true;
  }
  return false;
}
var AUDIENCE = /\b(?:users?|operator|reply|replies|summary|response)\b/i;
var NAMED = /\b(?:the|this|that|any)\s+([a-z][a-z-]{2,30})(?:\s+([a-z][a-z-]{2,30}))?/gi;
var COMMON = new Set(
  "user users reply summary response step steps thing things part result results output file files data text way time one same other".split(
    " "
  )
);
function concealedSends(analysed, lines, intents) {
  const sends = intents.filter((i) => i.cls === "send-data" && i.role !== "mention" && !i.negated);
  if (sends.length === 0) return [];
  const out = [];
  for (const a of analysed) {
    if (out.length >= MAX_HITS) break;
    if (a.container === "heading" || a.container === "table" || a.role.framing) continue;
    if (!notTold(a.text) || !AUDIENCE.test(a.text)) continue;
    const at = lines.region(a.start, a.end);
    const send = sends.find(
      (s) => s.at.endLine <= at.startLine && at.startLine - s.at.endLine <= LOOK_BACK_LINES && shares(a.text, s.evidence)
    );
    if (!send) continue;
    if (intents.some((i) => i.cls === "concealment" && i.at.startLine === at.startLine)) continue;
    const evidence = evidenceOf(a.text);
    out.push({
      cls: "concealment",
      role: send.role,
      at,
      evidence,
      key: keyOf("concealment", evidence),
      container: a.container,
      negated: false,
      object: send.object ?? ""
    });
  }
  return out;
}
function shares(telling, send) {
  const low = send.toLowerCase();
  for (const m of telling.matchAll(NAMED)) {
    for (const w of [m[1], m[2]]) {
      if (!w) continue;
      const word = w.toLowerCase();
      if (!COMMON.has(word) && new RegExp(`\\b${word}\\b`).test(low)) return true;
    }
  }
  return false;
}

// src/analysis/prose/data.ts
var MAX_SEGMENTS = 1e5;
function dataSegments(text, kind) {
  const out = [];
  const push = (start, end) => {
    if (end > start && out.length < MAX_SEGMENTS) out.push({ start, end });
  };
  if (kind === "json") jsonStrings(text, push);
  else if (kind === "csv") csvCells(text, push);
  else if (kind === "svg") svgText(text, push);
  else if (kind === "yaml") yamlValues(text, push);
  else push(0, text.length);
  return { segments: out, capped: out.length >= MAX_SEGMENTS };
}
function jsonStrings(text, push) {
  const cases = TEST_CASES.test(text);
  let i = 0;
  let key = "";
  while (i < text.length) {
    const q = text.indexOf('"', i);
    if (q < 0) return;
    let j = q + 1;
    while (j < text.length && text[j] !== '"' && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
    const isKey = /^\s{0,40}:/.test(text.slice(j + 1, j + 42));
    const expected = !isKey && cases && EXPECTED_KEY.test(key);
    if (!expected) push(q + 1, Math.min(j, text.length));
    key = isKey ? text.slice(q + 1, j) : "";
    i = j + 1;
  }
}
function csvCells(text, push) {
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      let j2 = i + 1;
      while (j2 < text.length && !(text[j2] === '"' && text[j2 + 1] !== '"')) j2 += text[j2] === '"' ? 2 : 1;
      push(i + 1, Math.min(j2, text.length));
      i = j2 + 1;
      while (i < text.length && text[i] !== "," && text[i] !== "\n") i++;
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && text[j] !== "," && text[j] !== "\n") j++;
    push(i, j);
    i = j + 1;
  }
}
function svgText(text, push) {
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    const end = lt < 0 ? text.length : lt;
    if (text.slice(i, end).trim()) push(i, end);
    if (lt < 0) return;
    if (text.startsWith("<!--", lt)) {
      const close = text.indexOf("-->", lt + 4);
      const ce = close < 0 ? text.length : close;
      push(lt + 4, ce);
      i = ce + 3;
      continue;
    }
    const gt = text.indexOf(">", lt);
    if (gt < 0) return;
    i = gt + 1;
  }
}
var GRADER_TYPE = /^["']?(?:llm-rubric|model-graded-[\w-]{1,40}|g-eval|factuality|answer-relevance|context-(?:faithfulness|recall|relevance)|select-best|classifier)["']?$/;
function yamlValues(text, push) {
  const cases = TEST_CASES.test(text);
  let ls = 0;
  let rubricCol = -1;
  while (ls <= text.length) {
    const nl = text.indexOf("\n", ls);
    const le = nl < 0 ? text.length : nl;
    let i = ls;
    while (i < le && (text[i] === " " || text[i] === "	" || text[i] === "-")) i++;
    const colon = text.indexOf(": ", i);
    const keyed = colon >= 0 && colon < le && /^[\w"'.-]{1,80}$/.test(text.slice(i, colon));
    let from = keyed ? colon + 2 : i;
    let end = le;
    const key = keyed ? text.slice(i, colon) : "";
    const col = i - ls;
    if (rubricCol >= 0 && i < le && (col < rubricCol || col === rubricCol && text.slice(ls, i).includes("-")))
      rubricCol = -1;
    if (key === "type" && GRADER_TYPE.test(text.slice(from, le).trim())) rubricCol = col;
    const rubric = key === "value" && col === rubricCol || cases && EXPECTED_KEY.test(key);
    while (end > from && (text[end - 1] === " " || text[end - 1] === "	" || text[end - 1] === "\r")) end--;
    const q = text[from];
    if ((q === '"' || q === "'") && end - from >= 2 && text[end - 1] === q) {
      from++;
      end--;
    }
    if (nl >= 0 && BLOCK_SCALAR.test(text.slice(from, end))) {
      const block = blockScalarEnd(text, nl + 1, indentOf(text, ls));
      if (block.contentEnd > block.contentStart && !rubric) push(block.contentStart, block.contentEnd);
      if (block.next >= text.length) return;
      ls = block.next;
      continue;
    }
    if (text[i] !== "#" && !rubric) push(from, end);
    if (nl < 0) return;
    ls = nl + 1;
  }
}
var BLOCK_SCALAR = /^[|>](?:[1-9]?[+-]?|[+-][1-9]?)$/;
function indentOf(text, ls) {
  let i = ls;
  while (text[i] === " ") i++;
  return i - ls;
}
function blockScalarEnd(text, ls, keyIndent) {
  let contentStart = -1;
  let contentEnd = -1;
  let at = ls;
  while (at < text.length) {
    const nl = text.indexOf("\n", at);
    const le = nl < 0 ? text.length : nl;
    const indent = indentOf(text, at);
    const blank = text.slice(at + indent, le).trim() === "";
    if (!blank && indent <= keyIndent) break;
    if (!blank) {
      if (contentStart < 0) contentStart = at + indent;
      contentEnd = le;
      while (contentEnd > contentStart && /[ \t\r]/.test(text[contentEnd - 1])) contentEnd--;
    }
    if (nl < 0) return { contentStart, contentEnd, next: text.length };
    at = nl + 1;
  }
  return { contentStart, contentEnd, next: at };
}

// src/analysis/prose/diagram-labels.ts
var MAX_LABELS = 2e3;
var QUOTED_MAX = 1e3;
var EDGE_MAX = 300;
function isSpace(c) {
  if (c === 32 || c >= 9 && c <= 13) return true;
  if (c < 160) return false;
  return c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
var QUOTE = 34;
var BRACKET_OPEN = 91;
var BRACKET_CLOSE = 93;
var PAREN_OPEN = 40;
var PAREN_CLOSE = 41;
var BRACE_OPEN = 123;
var BRACE_CLOSE = 125;
var PIPE = 124;
var DASH = 45;
var NEWLINE = 10;
var Closer = class {
  constructor(s, ch, stats) {
    this.s = s;
    this.ch = ch;
    this.stats = stats;
  }
  s;
  ch;
  stats;
  from = 0;
  at = -1;
  next(x) {
    const s = this.s;
    if (x > this.at) {
      const p = s.indexOf(this.ch, x);
      this.at = p < 0 ? s.length : p;
      this.stats.steps += Math.max(1, this.at - x + 1);
    } else if (x < this.from) {
      for (let k = x; k < this.from; k++) {
        this.stats.steps++;
        if (s[k] === this.ch) {
          this.at = k;
          break;
        }
      }
    }
    this.from = x;
    return this.at;
  }
};
var Scanner = class {
  constructor(s) {
    this.s = s;
    const stats = this.stats;
    this.quote = new Closer(s, '"', stats);
    this.bracket = new Closer(s, "]", stats);
    this.paren = new Closer(s, ")", stats);
    this.brace = new Closer(s, "}", stats);
    this.pipe = new Closer(s, "|", stats);
    this.dash = new Closer(s, "-", stats);
    this.gt = new Closer(s, ">", stats);
    this.newline = new Closer(s, "\n", stats);
  }
  s;
  from = 0;
  to = 0;
  /** This call's own count (a shared one would outgrow a small integer and slow every increment). */
  stats = { steps: 0 };
  quote;
  bracket;
  paren;
  brace;
  pipe;
  dash;
  gt;
  newline;
  /** `\s{0,4}` from x: greedy, and nothing after it is a space, so the count is the match's. */
  spaces(x) {
    let k = 0;
    while (k < 4 && isSpace(this.s.charCodeAt(x + k))) k++;
    this.stats.steps += k + 1;
    return x + k;
  }
  /** `"([^"\n]{1,1000})"` at x (the opening quote): the closing quote's position or -1. */
  quoted(x) {
    if (this.s.charCodeAt(x) !== QUOTE) return -1;
    const q = Math.min(this.quote.next(x + 1), this.newline.next(x + 1));
    return this.s.charCodeAt(q) === QUOTE && q - x - 1 >= 1 && q - x - 1 <= QUOTED_MAX ? q : -1;
  }
  /** A label from x ending at the first closer, quote (when stopped by quotes) or newline: its end or -1. */
  plain(x, closer, ch, quoteStops, max) {
    let q = Math.min(closer.next(x), this.newline.next(x));
    if (quoteStops) q = Math.min(q, this.quote.next(x));
    return this.s.charCodeAt(q) === ch && q - x >= 1 && q - x <= max ? q : -1;
  }
  found(from, to, next) {
    this.from = from;
    this.to = to;
    return next;
  }
  /** Alternatives 1 to 3: the opener at i, then `[` for the stadium, a quoted label, its closer. */
  quotedAt(i, open, close) {
    const s = this.s;
    const o = this.spaces(open === PAREN_OPEN && s.charCodeAt(i + 1) === BRACKET_OPEN ? i + 2 : i + 1);
    const q = this.quoted(o);
    if (q < 0) return 0;
    let p = this.spaces(q + 1);
    if (open === PAREN_OPEN && s.charCodeAt(p) === BRACKET_CLOSE) p++;
    return s.charCodeAt(p) === close ? this.found(o + 1, q, p + 1) : 0;
  }
  /** The match at position i (an opener), trying the alternatives in the pattern's order. */
  at(i) {
    const s = this.s;
    const c = s.charCodeAt(i);
    if (c === BRACKET_OPEN) {
      const m = this.quotedAt(i, c, BRACKET_CLOSE);
      if (m) return m;
      const e = this.plain(i + 1, this.bracket, BRACKET_CLOSE, true, QUOTED_MAX);
      return e >= 0 ? this.found(i + 1, e, e + 1) : 0;
    }
    if (c === PAREN_OPEN) {
      const m = this.quotedAt(i, c, PAREN_CLOSE);
      if (m) return m;
      if (s.charCodeAt(i + 1) === BRACKET_OPEN) {
        const e2 = this.plain(i + 2, this.bracket, BRACKET_CLOSE, false, QUOTED_MAX);
        if (e2 >= 0 && s.charCodeAt(e2 + 1) === PAREN_CLOSE) return this.found(i + 2, e2, e2 + 2);
      }
      const e = this.plain(i + 1, this.paren, PAREN_CLOSE, true, QUOTED_MAX);
      return e >= 0 ? this.found(i + 1, e, e + 1) : 0;
    }
    if (c === BRACE_OPEN) {
      const m = this.quotedAt(i, c, BRACE_CLOSE);
      if (m) return m;
      const e = this.plain(i + 1, this.brace, BRACE_CLOSE, true, QUOTED_MAX);
      return e >= 0 ? this.found(i + 1, e, e + 1) : 0;
    }
    if (c === PIPE) {
      const e = this.plain(i + 1, this.pipe, PIPE, false, EDGE_MAX);
      return e >= 0 ? this.found(i + 1, e, e + 1) : 0;
    }
    return c === DASH ? this.edge(i) : 0;
  }
  /**
   * `--\s([^-\n>]{1,300})\s--` at i. The label runs at most to r, the first `-`, newline or `>`; the
   * `--` after it must start at r or r + 1, so the greedy label ends at r (a newline there, then `--`)
   * or else at r - 1 (a space there, `--` at r).
   */
  edge(i) {
    const s = this.s;
    if (s.charCodeAt(i + 1) !== DASH || !isSpace(s.charCodeAt(i + 2))) return 0;
    const x = i + 3;
    const r = Math.min(this.dash.next(x), this.newline.next(x), this.gt.next(x));
    if (r - x >= 1 && r - x <= EDGE_MAX && s.charCodeAt(r) === NEWLINE) {
      if (s.charCodeAt(r + 1) === DASH && s.charCodeAt(r + 2) === DASH) return this.found(x, r, r + 3);
    }
    if (r - 1 - x >= 1 && r - 1 - x <= EDGE_MAX && isSpace(s.charCodeAt(r - 1))) {
      if (s.charCodeAt(r) === DASH && s.charCodeAt(r + 1) === DASH) return this.found(x, r - 1, r + 2);
    }
    return 0;
  }
};
function mermaidLabels(text, start, end, stats) {
  const out = [];
  const body = text.slice(start, end);
  const scanner = new Scanner(body);
  const opener = /[[({|-]/g;
  for (let i = 0; i < body.length; ) {
    opener.lastIndex = i;
    const o = opener.exec(body);
    if (!o) break;
    scanner.stats.steps += o.index - i + 1;
    i = o.index;
    const next = scanner.at(i);
    if (next === 0) {
      i++;
      continue;
    }
    if (out.length >= MAX_LABELS) break;
    i = next;
    const { from, to } = scanner;
    if (!/[a-z]{2}/i.test(body.slice(from, to))) continue;
    out.push({ start: start + from, end: start + to });
  }
  if (stats) stats.steps += scanner.stats.steps;
  return out;
}

// src/analysis/prose/passage-words-africa-west-asia.ts
var AFRICA_WEST_ASIA_WORDS = [
  {
    lang: "sw",
    send: "~tuma ~tumw ~itume ~atume ~pakia ~pakiw ~chapish ~wasilish",
    write: "~weka ~ongez ~andik",
    neg: "=si =hapana =bila =sio =kamwe usi hali hai haku",
    user: "mtumiaji watumiaji",
    tell: "~taj ~ambi ~elez ~julish",
    noNeed: "halihitaji haihitaji hazihitaji hakuna_haja si_lazima",
    secret: "ufunguo funguo nenosiri =siri tokeni =token",
    session: "mazungumzo muhtasari",
    content: "yaliyomo =yote faili"
  },
  {
    // Zulu and Xhosa.
    lang: "zu",
    send: "~thumel ~layish ~shicilel",
    write: "~bhal ~engez",
    neg: "unga =musa =hhayi =akukho",
    user: "umsebenzisi abasebenzisi",
    tell: "~tshel ~xel ~khulum ~chaz ~yazis",
    noNeed: "akudingeki akudingekile akuyimfuneko",
    secret: "iphasiwedi =token ukhiye isitshixo",
    session: "ingxoxo incoko isifinyezo",
    content: "okuqukethwe konke ifayela"
  },
  {
    lang: "ha",
    send: "=aika =aike =loda wallafa",
    neg: "=kada =ba",
    user: "mai_amfani masu_amfani",
    tell: "fa\u0257a =fada ambata sanar",
    noNeed: "babu_bukata babu_bu\u0199ata",
    secret: "kalmar_sirri =token ma\u0253alli",
    session: "tattaunawa",
    content: "=duka fayil"
  },
  {
    lang: "yo",
    send: "fi_ran\u1E63\u1EB9 ran\u1E63\u1EB9 fi_ranse",
    neg: "=m\xE1 =k\xF2 =ko",
    user: "ol\xF9m\xFAl\xF2 olumulo",
    tell: "s\u1ECD_f\xFAn so_fun m\u1EB9\u0301nuba",
    noNeed: "k\xF2_n\xEDl\xF2 ko_nilo",
    content: "akoonu =gbogbo"
  },
  {
    lang: "so",
    send: "u_dir soo_dir la_diro loo_diro",
    neg: "=ha =ma =aan",
    user: "isticmaale",
    tell: "sheeg xus",
    noNeed: "looma_baahna uma_baahna",
    secret: "furaha erayga_sirta =token",
    session: "wada_hadal",
    content: "nuxurka dhammaan faylka"
  },
  {
    lang: "am",
    send: "~\u120B\u12AD ~\u12ED\u120B\u12AB\u120D ~\u1270\u120B\u12A8 ~\u1235\u1240\u120D",
    user: "~\u1270\u1320\u1243\u121A",
    tell: "~\u1295\u1308\u122D ~\u12ED\u1295\u1308\u1229 ~\u1325\u1240\u1235 ~\u121B\u1233\u12C8\u1245",
    noNeed: "~\u12A0\u12EB\u1235\u1348\u120D\u130D\u121D",
    secret: "~\u1276\u12A8\u1295 ~\u1241\u120D\u134D",
    session: "~\u12CD\u12ED\u12ED\u1275",
    content: "~\u12ED\u12D8\u1275 ~\u1219\u1209 ~\u134B\u12ED\u120D"
  },
  {
    lang: "tr",
    send: "g\xF6nder y\xFCkle payla\u015F yay\u0131nla",
    write: "=yaz yaz\u0131n yaz\u0131l\u0131r ekle eklen ayarla",
    neg: "=de\u011Fil =asla g\xF6nderme g\xF6ndermeyin y\xFCkleme payla\u015Fma",
    user: "kullan\u0131c\u0131",
    tell: "bahset s\xF6yle bildir",
    noNeed: "gerek_yok gerekmez gerekli_de\u011Fil",
    secret: "anahtar \u015Fifre parola =token",
    session: "konu\u015Fma sohbet \xF6zet",
    content: "i\xE7eri\u011F =t\xFCm tamam\u0131 dosya"
  },
  {
    lang: "az",
    send: "g\xF6nd\u0259r y\xFCkl\u0259 payla\u015F d\u0259rc",
    write: "=yaz yaz\u0131l \u0259lav\u0259",
    neg: "=yox =deyil he\xE7_vaxt",
    user: "istifad\u0259\xE7i",
    tell: "bildir qeyd_et x\u0259b\u0259r",
    noNeed: "ehtiyac_yoxdur laz\u0131m_deyil",
    secret: "a\xE7ar \u015Fifr\u0259 =token",
    session: "s\xF6hb\u0259t x\xFClas\u0259",
    content: "m\u0259zmun =b\xFCt\xFCn fayl"
  },
  {
    lang: "uz",
    send: "yubor yukla",
    write: "=yoz yozil",
    neg: "=emas hech_qachon",
    user: "foydalanuvchi",
    tell: "ayt xabar_ber esla",
    noNeed: "shart_emas kerak_emas",
    secret: "kalit parol =token",
    session: "suhbat xulosa",
    content: "mazmun =butun fayl"
  },
  {
    // Kazakh and Mongolian (Cyrillic).
    lang: "kk",
    send: "\u0436\u0456\u0431\u0435\u0440 \u0436\u04AF\u043A\u0442\u0435 \u0436\u0430\u0440\u0438\u044F\u043B\u0430 \u0438\u043B\u0433\u044D\u044D",
    write: "\u0436\u0430\u0437 \u049B\u043E\u0441",
    neg: "=\u0435\u043C\u0435\u0441 =\u0436\u043E\u049B \u0435\u0448\u049B\u0430\u0448\u0430\u043D =\u0431\u04AF\u04AF =\u04AF\u0433\u04AF\u0439",
    user: "\u043F\u0430\u0439\u0434\u0430\u043B\u0430\u043D\u0443\u0448\u044B \u0445\u044D\u0440\u044D\u0433\u043B\u044D\u0433\u0447",
    tell: "\u0430\u0439\u0442 \u0445\u0430\u0431\u0430\u0440\u043B\u0430 \u0435\u0441\u043A\u0435\u0440\u0442 \u043C\u044D\u0434\u044D\u0433\u0434",
    noNeed: "\u049B\u0430\u0436\u0435\u0442_\u0435\u043C\u0435\u0441 \u0448\u0430\u0430\u0440\u0434\u043B\u0430\u0433\u0430\u0433\u04AF\u0439",
    secret: "\u043A\u0456\u043B\u0442 \u049B\u04B1\u043F\u0438\u044F\u0441\u04E9\u0437 \u0442\u043E\u043A\u0435\u043D \u0442\u04AF\u043B\u0445\u04AF\u04AF\u0440",
    session: "\u04D9\u04A3\u0433\u0456\u043C\u0435 \u0441\u04B1\u0445\u0431\u0430\u0442",
    content: "\u043C\u0430\u0437\u043C\u04B1\u043D \u0431\u04AF\u043A\u0456\u043B"
  },
  {
    lang: "ka",
    send: "\u10D2\u10D0\u10D2\u10D6\u10D0\u10D5\u10DC \u10D2\u10D6\u10D0\u10D5\u10DC \u10D0\u10E2\u10D5\u10D8\u10E0\u10D7",
    write: "\u10E9\u10D0\u10EC\u10D4\u10E0 \u10D3\u10D0\u10D0\u10DB\u10D0\u10E2",
    neg: "=\u10D0\u10E0 =\u10DC\u10E3 \u10D0\u10E0\u10D0\u10E1\u10DD\u10D3\u10D4\u10E1",
    user: "\u10DB\u10DD\u10DB\u10EE\u10DB\u10D0\u10E0\u10D4\u10D1",
    tell: "\u10E3\u10D7\u10EE\u10D0\u10E0 \u10D0\u10EE\u10E1\u10D4\u10DC \u10D0\u10EA\u10DC\u10DD\u10D1",
    noNeed: "\u10E1\u10D0\u10ED\u10D8\u10E0\u10DD_\u10D0\u10E0",
    secret: "\u10D2\u10D0\u10E1\u10D0\u10E6\u10D4\u10D1 \u10DE\u10D0\u10E0\u10DD\u10DA \u10E2\u10DD\u10D9\u10D4\u10DC",
    session: "\u10E1\u10D0\u10E3\u10D1\u10D0\u10E0",
    content: "\u10E8\u10D8\u10D2\u10D7\u10D0\u10D5\u10E1 \u10DB\u10D7\u10DA\u10D8\u10D0\u10DC \u10E4\u10D0\u10D8\u10DA"
  },
  {
    lang: "hy",
    send: "\u0578\u0582\u0572\u0561\u0580\u056F \u057E\u0565\u0580\u0562\u0565\u057C\u0576",
    write: "\u0563\u0580\u056B \u0563\u0580\u0565\u056C \u0561\u057E\u0565\u056C\u0561\u0581\u0580",
    neg: "=\u0574\u056B \u0565\u0580\u0562\u0565\u0584 \u0579\u0578\u0582\u0572\u0561\u0580\u056F",
    user: "\u0585\u0563\u057F\u0561\u057F\u0565\u0580 \u0585\u0563\u057F\u057E\u0578\u0572",
    tell: "\u0561\u057D\u0561 \u0576\u0577 \u057F\u0565\u0572\u0565\u056F\u0561\u0581",
    noNeed: "\u056F\u0561\u0580\u056B\u0584_\u0579\u056F\u0561",
    secret: "\u0562\u0561\u0576\u0561\u056C\u056B \u0563\u0561\u0572\u057F\u0576\u0561\u0562\u0561\u057C \u057F\u0578\u056F\u0565\u0576",
    session: "\u0566\u0580\u0578\u0582\u0575\u0581",
    content: "\u0562\u0578\u057E\u0561\u0576\u0564\u0561\u056F \u0561\u0574\u0562\u0578\u0572\u057B \u0586\u0561\u0575\u056C"
  },
  {
    lang: "ar",
    send: "~\u0623\u0631\u0633\u0644 ~\u0627\u0631\u0633\u0644 ~\u064A\u0631\u0633\u0644 ~\u064A\u064F\u0631\u0633\u0644 ~\u062A\u0631\u0633\u0644 ~\u062A\u064F\u0631\u0633\u0644 ~\u0625\u0631\u0633\u0627\u0644 ~\u0627\u0631\u0633\u0627\u0644 ~\u0627\u0646\u0634\u0631 ~\u064A\u0646\u0634\u0631 ~\u064A\u064F\u0646\u0634\u0631 ~\u0627\u0631\u0641\u0639 ~\u064A\u0631\u0641\u0639 ~\u064A\u064F\u0631\u0641\u0639",
    write: "~\u0627\u0643\u062A\u0628 ~\u064A\u0643\u062A\u0628 ~\u064A\u064F\u0643\u062A\u0628 ~\u0623\u0636\u0641 ~\u064A\u0636\u064A\u0641 ~\u064A\u064F\u0636\u0627\u0641",
    neg: "=\u0644\u0627 =\u0644\u0646 =\u0644\u0645 =\u0623\u0628\u062F\u0627 =\u062F\u0648\u0646 =\u0628\u062F\u0648\u0646",
    user: "~\u0627\u0644\u0645\u0633\u062A\u062E\u062F\u0645 ~\u0645\u0633\u062A\u062E\u062F\u0645",
    tell: "~\u062A\u0630\u0643\u0631 ~\u0625\u062E\u0628\u0627\u0631 ~\u0627\u062E\u0628\u0627\u0631 ~\u0623\u062E\u0628\u0631 ~\u0630\u0643\u0631 ~\u0625\u0628\u0644\u0627\u063A ~\u0627\u0628\u0644\u0627\u063A",
    noNeed: "\u0644\u0627_\u062F\u0627\u0639\u064A \u0644\u0627_\u062D\u0627\u062C\u0629",
    secret: "~\u0645\u0641\u062A\u0627\u062D ~\u0643\u0644\u0645\u0629_\u0627\u0644\u0645\u0631\u0648\u0631 ~\u062A\u0648\u0643\u0646",
    session: "~\u0627\u0644\u0645\u062D\u0627\u062F\u062B\u0629 ~\u0645\u0644\u062E\u0635",
    content: "~\u0645\u062D\u062A\u0648\u0649 ~\u0643\u0627\u0645\u0644 ~\u0627\u0644\u0645\u0644\u0641"
  },
  {
    // Persian and Urdu.
    lang: "fa",
    send: "~\u0628\u0641\u0631\u0633\u062A ~\u0641\u0631\u0633\u062A\u0627\u062F ~\u0627\u0631\u0633\u0627\u0644 ~\u0622\u067E\u0644\u0648\u062F ~\u0645\u0646\u062A\u0634\u0631 ~\u0628\u06BE\u06CC\u062C ~\u0627\u067E\u0644\u0648\u0688",
    write: "~\u0628\u0646\u0648\u06CC\u0633 ~\u0627\u0636\u0627\u0641\u0647 ~\u0644\u06A9\u06BE ~\u0634\u0627\u0645\u0644",
    neg: "=\u0646\u0647 =\u0646\u0628\u0627\u06CC\u062F =\u0647\u0631\u06AF\u0632 =\u0646\u06C1\u06CC\u06BA =\u0645\u062A =\u0646\u06C1",
    user: "~\u06A9\u0627\u0631\u0628\u0631 ~\u0635\u0627\u0631\u0641",
    tell: "~\u0628\u06AF\u0648 ~\u0627\u0637\u0644\u0627\u0639 ~\u0630\u06A9\u0631 ~\u0627\u0634\u0627\u0631\u0647 ~\u0628\u062A\u0627",
    noNeed: "\u0644\u0627\u0632\u0645_\u0646\u06CC\u0633\u062A \u0646\u06CC\u0627\u0632\u06CC_\u0646\u06CC\u0633\u062A \u0636\u0631\u0648\u0631\u062A_\u0646\u06C1\u06CC\u06BA",
    secret: "~\u06A9\u0644\u06CC\u062F ~\u0631\u0645\u0632 ~\u062A\u0648\u06A9\u0646 ~\u0679\u0648\u06A9\u0646",
    session: "~\u06AF\u0641\u062A\u06AF\u0648 ~\u0645\u06A9\u0627\u0644\u0645\u0647 ~\u062E\u0644\u0627\u0635\u0647 ~\u062E\u0644\u0627\u0635\u06C1",
    content: "~\u0645\u062D\u062A\u0648\u0627 ~\u06A9\u0627\u0645\u0644 ~\u0641\u0627\u06CC\u0644 ~\u067E\u0648\u0631\u06CC ~\u0641\u0627\u0626\u0644"
  },
  {
    lang: "he",
    send: "~\u05E9\u05DC\u05D7 ~\u05E9\u05D5\u05DC\u05D7 ~\u05E0\u05E9\u05DC\u05D7 ~\u05D4\u05E2\u05DC\u05D4 ~\u05DE\u05E2\u05DC\u05D4 ~\u05E4\u05E8\u05E1\u05DD ~\u05DE\u05E4\u05E8\u05E1\u05DD ~\u05DE\u05EA\u05E4\u05E8\u05E1\u05DD",
    write: "~\u05DB\u05EA\u05D5\u05D1 ~\u05E0\u05DB\u05EA\u05D1 ~\u05D4\u05D5\u05E1\u05E3 ~\u05DE\u05D5\u05E1\u05D9\u05E3 ~\u05E0\u05D5\u05E1\u05E3",
    neg: "=\u05D0\u05DC =\u05DC\u05D0 =\u05D0\u05D9\u05DF =\u05D1\u05DC\u05D9 =\u05DC\u05DC\u05D0",
    user: "~\u05DE\u05E9\u05EA\u05DE\u05E9",
    tell: "~\u05EA\u05D6\u05DB\u05D9\u05E8 ~\u05DC\u05D4\u05D6\u05DB\u05D9\u05E8 ~\u05EA\u05E1\u05E4\u05E8 ~\u05DC\u05E1\u05E4\u05E8 ~\u05DC\u05D9\u05D9\u05D3\u05E2 ~\u05DC\u05E6\u05D9\u05D9\u05DF ~\u05DE\u05D5\u05D6\u05DB\u05E8",
    noNeed: "\u05D0\u05D9\u05DF_\u05E6\u05D5\u05E8\u05DA",
    secret: "~\u05DE\u05E4\u05EA\u05D7 ~\u05E1\u05D9\u05E1\u05DE ~\u05D8\u05D5\u05E7\u05DF",
    session: "~\u05E9\u05D9\u05D7\u05D4 ~\u05E1\u05D9\u05DB\u05D5\u05DD",
    content: "~\u05EA\u05D5\u05DB\u05DF ~\u05D4\u05DE\u05DC\u05D0 ~\u05D4\u05E7\u05D5\u05D1\u05E5"
  }
];

// src/analysis/prose/passage-words-central.ts
var CENTRAL_WORDS = [
  {
    lang: "fi",
    send: "l\xE4het\xE4 l\xE4hett\xE4 l\xE4hetet\xE4\xE4n julkaise",
    write: "kirjoita lis\xE4\xE4 aseta",
    neg: "=ei =\xE4l\xE4 =\xE4lk\xE4\xE4 =eik\xE4",
    user: "k\xE4ytt\xE4j\xE4",
    tell: "mainitse mainita kerro kertoa ilmoita",
    noNeed: "ei_tarvitse",
    secret: "avain salasana =token salaisuu",
    session: "keskustelu yhteenveto",
    content: "sis\xE4lt\xF6 sis\xE4ll\xF6n =koko tiedosto"
  },
  {
    lang: "et",
    send: "saadab saadet =saata saatke avalda postita edasta \xFCleslaadi laadi_\xFCles laaditakse_\xFCles",
    write: "kirjut =lisa lisab lisada lisatakse lisage lisatud m\xE4\xE4ra seadista",
    neg: "=ei =\xE4ra =mitte =kunagi",
    user: "kasutaja vastus vastuse",
    tell: "maini \xFCtle selgit teavit r\xE4\xE4ki",
    noNeed: "pole_vaja ei_ole_vaja ei_pea",
    secret: "v\xF5ti v\xF5tme parool salas\xF5na =token",
    session: "vestlus kokkuv\xF5t",
    content: "sisu =kogu faili =fail kogutud"
  },
  {
    lang: "lt",
    send: "siun\u010D si\u0173s siunt i\u0161siun\u010D i\u0161si\u0173s i\u0161siunt nusiun\u010D nusi\u0173s nusiunt persiun\u010D persi\u0173s persiunt paskelb skelbia skelbiam \u012Fkel publikuo",
    write: "\u012Fra\u0161 ra\u0161o ra\u0161y prided prid\u0117 nustat",
    neg: "=ne =niekada nesiun\u010D nesi\u0173s neskelb",
    user: "naudotoj vartotoj",
    tell: "min\u0117 =mini pamin\u0117 pasaky sakyt informuo prane\u0161 ai\u0161kin paai\u0161kin",
    noNeed: "nereikia neb\u016Btina",
    secret: "rakt slapta\u017Eod \u017Eeton =token paslapt",
    session: "pokalb santrauk",
    content: "turin =vis\u0105 =visas fail\u0105 failo surinkt"
  },
  {
    lang: "lv",
    send: "s\u016Bt nos\u016Bt public\u0113 aug\u0161upiel\u0101d",
    write: "ierakst pievieno iestat",
    neg: "=ne =nekad nes\u016Bt",
    user: "lietot\u0101j",
    tell: "piemin\u0113 min\u0113 pasak inform\u0113 st\u0101st",
    noNeed: "nav_nepiecie\u0161ams nevajag",
    secret: "atsl\u0113g parol \u017Eeton =token",
    session: "sarun kopsavilk",
    content: "saturu saturs =visu failu sav\u0101kt"
  },
  {
    lang: "pl",
    send: "wy\u015Blij wysy\u0142 wys\u0142an prze\u015Blij przesy\u0142 przes\u0142an opublikuj publikuj wgraj wklej",
    write: "zapisz zapisuj dopisz dodaj ustaw wpisz",
    neg: "=nie =nigdy =bez",
    user: "u\u017Cytkownik",
    tell: "wspomin wspomni =m\xF3w informuj powiedz powiadom",
    noNeed: "nie_trzeba nie_ma_potrzeby",
    secret: "klucz has\u0142o =token sekret",
    session: "rozmow podsumowan",
    content: "zawarto\u015B\u0107 =ca\u0142 plik zebran"
  },
  {
    lang: "cs",
    send: "po\u0161li pos\xEDl ode\u0161li odes\xEDl odesl\xE1n nahraj nahr\xE1 zve\u0159ejn",
    write: "zapi\u0161 zapsat p\u0159idej p\u0159idat nastav",
    neg: "=ne =nikdy =bez nepos\xEDl nepo\u0161l",
    user: "u\u017Eivatel",
    tell: "zmi\u0148 zm\xEDn \u0159ekni \u0159\xEDk informuj oznam sd\u011Bl",
    noNeed: "nen\xED_t\u0159eba net\u0159eba nen\xED_pot\u0159eba",
    secret: "kl\xED\u010D heslo =token tajn",
    session: "konverzac rozhovor shrnut\xED",
    content: "obsah cel\xFD celou soubor shrom\xE1\u017Ed\u011Bn"
  },
  {
    lang: "sk",
    send: "po\u0161li posiel odo\u0161li odosiel odoslan nahraj zverejn",
    write: "zap\xED\u0161 pridaj nastav",
    neg: "=ne =nie =nikdy",
    user: "pou\u017E\xEDvate\u013E",
    tell: "spome\u0148 spom\xEDn povedz informuj ozn\xE1m",
    noNeed: "nie_je_potrebn\xE9 netreba",
    secret: "k\u013E\xFA\u010D heslo =token tajn",
    session: "konverz\xE1ci rozhovor zhrnut",
    content: "obsah cel\xFD cel\xFA s\xFAbor zozbieran"
  },
  {
    lang: "sl",
    send: "po\u0161lj po\u0161ilj poslan objav nalo\u017Ei",
    write: "zapi\u0161 vpi\u0161 dodaj nastav",
    neg: "=ne =nikoli",
    user: "uporabnik",
    tell: "omen povej obvest",
    noNeed: "ni_treba ni_potrebno",
    secret: "klju\u010D geslo \u017Eeton",
    session: "pogovor povzet",
    content: "vsebin celot datotek zbran"
  },
  {
    // Croatian, Bosnian and Serbian in Latin script.
    lang: "hr",
    send: "\u0161alj po\u0161alj poslat poslan objav proslijed proslje\u0111 dostav uploadaj",
    write: "upi\u0161 upisuj upisat zapi\u0161 zapisat dodaj dodaje postav",
    neg: "=ne =nikad =nikada =nemoj =nemojte =bez",
    user: "korisnik",
    tell: "obavje\u0161t obavijest obave\u0161t spomin spomen =re\u0107i =reci =ka\u017Ei kazat navod informir",
    noNeed: "nije_potrebno ne_treba nije_nu\u017Eno",
    secret: "klju\u010D lozink =token tajn vjerodajn",
    session: "razgovor sa\u017Eet",
    content: "sadr\u017Eaj cijel datotek prikupljen"
  },
  {
    lang: "ro",
    send: "trimite trimis trimit \xEEncarc\u0103 \xEEnc\u0103rca public\u0103 =publica postea",
    write: "scrie adaug\u0103 seteaz\u0103",
    neg: "=nu =niciodat\u0103",
    user: "utilizator",
    tell: "men\u021Biona men\u0163iona spune informa",
    noNeed: "nu_e_nevoie nu_este_nevoie nu_trebuie",
    secret: "cheie cheia parol =token secret",
    session: "conversa\u021Bi rezumat",
    content: "con\u021Binut con\u0163inut \xEEntreg fi\u0219ier colectat"
  },
  {
    lang: "hu",
    send: "k\xFCld elk\xFCld felt\xF6lt k\xF6zz\xE9tesz k\xF6zz\xE9te",
    write: "\xEDrd be\xEDr hozz\xE1ad \xE1ll\xEDtsd",
    neg: "=ne =nem =soha",
    user: "felhaszn\xE1l\xF3",
    tell: "eml\xEDt mondd mondja t\xE1j\xE9koztas sz\xF3lj",
    noNeed: "nem_kell nem_sz\xFCks\xE9ges",
    secret: "kulcs jelsz\xF3 =token titk",
    session: "besz\xE9lget \xF6sszefoglal",
    content: "tartalm teljes =eg\xE9sz f\xE1jl \xF6sszegy\u0171jt\xF6tt"
  },
  {
    lang: "sq",
    send: "d\xEBrgo d\xEBrgoj d\xEBrgohet d\xEBrgon publiko ngarko",
    write: "shkruaj shkruhet =shto shton shtohet vendos",
    neg: "=mos =nuk =kurr\xEB",
    user: "p\xEBrdorues",
    tell: "p\xEBrmend thuaj njofto trego",
    noNeed: "nuk_ka_nevoj\xEB s'ka_nevoj\xEB",
    secret: "\xE7el\xEBs fjal\xEBkalim =token sekret",
    session: "bised p\xEBrmbledhje",
    content: "p\xEBrmbajtj =gjith\xEB skedar mbledhur"
  },
  {
    lang: "el",
    send: "\u03C3\u03C4\u03B5\u03AF\u03BB \u03C3\u03C4\u03AD\u03BB\u03BD \u03B1\u03C0\u03BF\u03C3\u03C4\u03AD\u03BB \u03B1\u03C0\u03BF\u03C3\u03C4\u03BF\u03BB \u03B1\u03BD\u03AD\u03B2\u03B1\u03C3 \u03B1\u03BD\u03B5\u03B2\u03AC\u03B6 \u03B4\u03B7\u03BC\u03BF\u03C3\u03B9\u03B5",
    write: "\u03B3\u03C1\u03AC\u03C8 \u03B3\u03C1\u03AC\u03C6 \u03C0\u03C1\u03CC\u03C3\u03B8\u03B5\u03C3",
    neg: "=\u03BC\u03B7\u03BD =\u03BC\u03B7 =\u03B4\u03B5\u03BD =\u03C0\u03BF\u03C4\u03AD",
    user: "\u03C7\u03C1\u03AE\u03C3\u03C4",
    tell: "\u03B1\u03BD\u03B1\u03C6\u03AD\u03C1 \u03B1\u03BD\u03B1\u03C6\u03B5\u03C1 =\u03C0\u03B5\u03B9\u03C2 =\u03C0\u03B5\u03AF\u03C4\u03B5 \u03B5\u03BD\u03B7\u03BC\u03B5\u03C1",
    noNeed: "\u03B4\u03B5\u03BD_\u03C7\u03C1\u03B5\u03B9\u03AC\u03B6\u03B5\u03C4\u03B1\u03B9",
    secret: "\u03BA\u03BB\u03B5\u03B9\u03B4 \u03BA\u03C9\u03B4\u03B9\u03BA =token",
    session: "\u03C3\u03C5\u03BD\u03BF\u03BC\u03B9\u03BB \u03C0\u03B5\u03C1\u03AF\u03BB\u03B7\u03C8",
    content: "\u03C0\u03B5\u03C1\u03B9\u03B5\u03C7\u03CC\u03BC\u03B5\u03BD \u03BF\u03BB\u03CC\u03BA\u03BB\u03B7\u03C1 \u03B1\u03C1\u03C7\u03B5\u03AF\u03BF"
  },
  {
    // Russian, Ukrainian, Belarusian, Bulgarian, Macedonian and Serbian in Cyrillic: one list, the stems
    // of one language rarely start a common word of another.
    lang: "cyrl",
    send: "\u043E\u0442\u043F\u0440\u0430\u0432 \u043E\u0442\u0441\u044B\u043B\u0430 \u043F\u043E\u0448\u043B\u0438 \u043F\u043E\u0441\u044B\u043B\u0430 \u043E\u043F\u0443\u0431\u043B\u0438\u043A \u043D\u0430\u0434\u0456\u0441\u043B \u043D\u0430\u0434\u0441\u0438\u043B\u0430 \u0432\u0456\u0434\u043F\u0440\u0430\u0432 \u043E\u043F\u0443\u0431\u043B\u0456\u043A \u0430\u0434\u043F\u0440\u0430\u045E \u0434\u0430\u0448\u043B\u0456 \u0438\u0437\u043F\u0440\u0430\u0442 \u0438\u0437\u043F\u0440\u0430\u0449\u0430 \u043F\u0440\u0430\u0442\u0438 \u043F\u0440\u0430\u0449\u0430 \u043A\u0430\u0447\u0432\u0430 \u043A\u0430\u0447\u0438 \u043F\u0443\u0431\u043B\u0438\u043A\u0443\u0432\u0430 \u0438\u0441\u043F\u0440\u0430\u0442\u0438 \u0438\u0441\u043F\u0440\u0430\u045C\u0430 \u043F\u0440\u0430\u045C\u0430 \u0448\u0430\u0459 \u043F\u043E\u0448\u0430\u0459 \u043F\u043E\u0441\u043B\u0430\u0442 \u043E\u0431\u0458\u0430\u0432",
    write: "\u0437\u0430\u043F\u0438\u0448 \u0437\u0430\u043F\u0438\u0441\u0432\u0430 \u0434\u043E\u0431\u0430\u0432 \u0434\u043E\u0434\u0430\u0439 \u0434\u043E\u0434\u0430\u0458 \u0437\u0430\u0434\u0430\u0439",
    neg: "=\u043D\u0435 =\u043D\u0438\u043A\u043E\u0433\u0434\u0430 =\u043D\u0456\u043A\u043E\u043B\u0438 =\u043D\u0456\u043A\u043E\u043B\u0456 =\u043D\u0438\u043A\u043E\u0433\u0430 =\u043D\u0438\u043A\u043E\u0433\u0430\u0448 =\u043D\u0438\u043A\u0430\u0434 =\u043D\u0435\u043C\u043E\u0458",
    user: "\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u0435\u043B \u043A\u043E\u0440\u0438\u0441\u0442\u0443\u0432\u0430\u0447 \u043A\u0430\u0440\u044B\u0441\u0442\u0430\u043B\u044C\u043D\u0456\u043A \u043F\u043E\u0442\u0440\u0435\u0431\u0438\u0442\u0435\u043B \u043A\u043E\u0440\u0438\u0441\u043D\u0438\u043A",
    tell: "\u0443\u043F\u043E\u043C\u0438\u043D\u0430 \u0443\u043F\u043E\u043C\u044F\u043D \u0441\u043E\u043E\u0431\u0449 \u0441\u043A\u0430\u0436\u0438 \u0437\u0433\u0430\u0434\u0443 \u043F\u043E\u0432\u0456\u0434\u043E\u043C \u043F\u0430\u0432\u0435\u0434\u0430\u043C \u0441\u043F\u043E\u043C\u0435\u043D \u0441\u043F\u043E\u043C\u0438\u043D\u0430 \u043A\u0430\u0437\u0432\u0430 \u043A\u0430\u0436\u0438 \u0438\u043D\u0444\u043E\u0440\u043C\u0438\u0440\u0430 \u0443\u0432\u0435\u0434\u043E\u043C \u0438\u0437\u0432\u0435\u0441\u0442 \u043E\u0431\u0430\u0432\u0435\u0441\u0442 \u043F\u043E\u043C\u0435\u043D",
    noNeed: "\u043D\u0435_\u043D\u0443\u0436\u043D\u043E \u043D\u0435_\u043D\u0430\u0434\u043E \u043D\u0435\u0442_\u043D\u0435\u043E\u0431\u0445\u043E\u0434\u0438\u043C\u043E\u0441\u0442\u0438 \u043D\u0435_\u043F\u043E\u0442\u0440\u0456\u0431\u043D\u043E \u043D\u0435_\u0442\u0440\u0435\u0431\u0430 \u043D\u0435\u043C\u0430\u0454_\u043F\u043E\u0442\u0440\u0435\u0431\u0438 \u043D\u0435_\u0442\u0440\u044D\u0431\u0430 \u043D\u0435_\u0435_\u043D\u0443\u0436\u043D\u043E \u043D\u044F\u043C\u0430_\u043D\u0443\u0436\u0434\u0430 \u043D\u0435_\u0435_\u043F\u043E\u0442\u0440\u0435\u0431\u043D\u043E \u043D\u0435\u043C\u0430_\u043F\u043E\u0442\u0440\u0435\u0431\u0430 \u043D\u0438\u0458\u0435_\u043F\u043E\u0442\u0440\u0435\u0431\u043D\u043E",
    secret: "\u043A\u043B\u044E\u0447 \u043A\u043B\u0443\u0447 \u043A\u0459\u0443\u0447 \u043F\u0430\u0440\u043E\u043B\u044C \u043F\u0430\u0440\u043E\u043B \u043B\u043E\u0437\u0438\u043D\u043A \u0442\u043E\u043A\u0435\u043D \u0441\u0435\u043A\u0440\u0435\u0442 \u0442\u0430\u0439\u043D",
    session: "\u0440\u0430\u0437\u0433\u043E\u0432\u043E\u0440 \u043F\u0435\u0440\u0435\u043F\u0438\u0441\u043A \u0440\u043E\u0437\u043C\u043E\u0432 \u0440\u0435\u0437\u044E\u043C\u0435 \u043F\u0456\u0434\u0441\u0443\u043C\u043E\u043A \u043E\u0431\u043E\u0431\u0449\u0435\u043D\u0438\u0435",
    content: "\u0441\u043E\u0434\u0435\u0440\u0436\u0438\u043C =\u0432\u0435\u0441\u044C =\u0432\u0441\u0451 \u0446\u0435\u043B\u0438\u043A\u043E\u043C \u0444\u0430\u0439\u043B \u0441\u043E\u0431\u0440\u0430\u043D\u043D \u0432\u043C\u0456\u0441\u0442 =\u0443\u0432\u0435\u0441\u044C \u0437\u0456\u0431\u0440\u0430\u043D \u0441\u044A\u0434\u044A\u0440\u0436\u0430\u043D\u0438\u0435 \u0446\u0435\u043B\u0438\u044F"
  },
  {
    lang: "cy",
    send: "anfon uwchlwyth cyhoedd",
    write: "ysgrifenn ychwaneg",
    neg: "=peidiwch =nid =ddim =na",
    user: "defnyddiwr",
    tell: "s\xF4n dweud soniwch rhowch_wybod",
    noNeed: "nid_oes_angen dim_angen",
    secret: "allwedd cyfrinair tocyn",
    session: "sgwrs crynodeb",
    content: "cynnwys =cyfan ffeil"
  },
  {
    lang: "ga",
    send: "uasl\xF3d\xE1il",
    neg: "=n\xE1 =n\xEDl =n\xED",
    user: "\xFAs\xE1ideoir",
    tell: "luaigh inis",
    noNeed: "n\xEDl_g\xE1",
    secret: "eochair pasfhocal",
    session: "comhr\xE1 achoimre",
    content: "\xE1bhar =ioml\xE1n comhad"
  },
  {
    lang: "eu",
    send: "bidal argitara",
    write: "idatz gehit",
    neg: "=ez =inoiz",
    user: "erabiltzaile",
    tell: "aipa =esan jakinaraz",
    noNeed: "ez_da_beharrezkoa ez_dago_beharrik",
    secret: "gako pasahitz =token",
    session: "elkarrizketa laburpen",
    content: "edukia osoa fitxategi"
  },
  {
    lang: "mt",
    send: "ibg\u0127at jibg\u0127at jintbag\u0127at tibg\u0127at ippubblika",
    write: "ikteb \u017Cid",
    neg: "=qatt =mhux",
    user: "utent",
    tell: "semmi ssemmi =g\u0127id infurma",
    noNeed: "m'hemmx_b\u017Conn mhux_me\u0127tie\u0121",
    secret: "\u010Bavetta password =token sigriet",
    session: "konversazzjoni sommarju",
    content: "kontenut =kollu fajl"
  },
  {
    lang: "eo",
    send: "sendu sendas sendi sendit al\u015Dut publikig",
    write: "skrib aldon",
    neg: "=ne =neniam",
    user: "uzanto",
    tell: "menci =diru =diri inform",
    noNeed: "ne_necesas",
    secret: "\u015Dlosil pasvort =token sekret",
    session: "konversacio resum",
    content: "enhavo =tuta dosiero"
  }
];

// src/analysis/prose/passage-words-east.ts
var EAST_WORDS = [
  {
    lang: "tl",
    send: "~padala ~ipasa ~ipinasa ~ipinapasa ~i-upload ~ina-upload ~inu-upload ~i-post ~ipost ~ilathala ~inilathala ~isumite",
    write: "~isulat ~isinulat ~isinusulat ~idagdag ~idinagdag ~idinadagdag ~ilagay ~inilagay ~inilalagay ~itakda ~itinakda",
    neg: "=hindi =huwag =wag =di",
    user: "=user =users gumagamit tagagamit",
    tell: "~banggit ~sabihin ~sinabi ~ipaalam ~ipinaalam ~sabihan ~ipaliwanag",
    noNeed: "hindi_na_kailangan hindi_kailangan di_na_kailangan",
    secret: "=susi =token =password =lihim kredensyal",
    session: "usapan pag-uusap =buod",
    content: "laman =buong ~nito talaksan"
  },
  {
    lang: "id",
    send: "kirim dikirim mengirim hantar dihantar menghantar unggah diunggah mengunggah muat_naik terbitkan diterbitkan menerbitkan =poskan",
    write: "tulis ditulis menulis tambah ditambah menambah atur tetapkan",
    neg: "=jangan =tidak =tak =bukan =tanpa",
    user: "pengguna",
    tell: "sebut disebut menyebut beritahu diberitahu memberitahu bagitahu laporkan dilaporkan jelaskan",
    noNeed: "tidak_perlu tak_perlu tidak_usah",
    secret: "kunci kata_sandi kata_laluan =token rahasia rahsia",
    session: "percakapan perbualan ringkasan",
    content: "=isi isinya seluruh berkas"
  },
  {
    lang: "vi",
    send: "g\u1EEDi t\u1EA3i_l\xEAn \u0111\u0103ng_l\xEAn =\u0111\u0103ng",
    write: "=ghi =vi\u1EBFt =th\xEAm",
    neg: "=kh\xF4ng =\u0111\u1EEBng =ch\u1EDB",
    user: "ng\u01B0\u1EDDi_d\xF9ng",
    tell: "nh\u1EAFc \u0111\u1EC1_c\u1EADp =b\xE1o =n\xF3i",
    noNeed: "kh\xF4ng_c\u1EA7n",
    secret: "kh\xF3a m\u1EADt_kh\u1EA9u =token b\xED_m\u1EADt",
    session: "tr\xF2_chuy\u1EC7n h\u1ED9i_tho\u1EA1i t\xF3m_t\u1EAFt",
    content: "n\u1ED9i_dung to\xE0n_b\u1ED9 =t\u1EC7p"
  },
  {
    // Hindi, Marathi and Nepali (Devanagari).
    lang: "hi",
    send: "\u092D\u0947\u091C \u0905\u092A\u0932\u094B\u0921 \u092A\u094B\u0938\u094D\u091F \u092A\u094D\u0930\u0915\u093E\u0936\u093F\u0924 \u092A\u093E\u0920\u0935 \u092A\u0920\u093E\u0909 \u092A\u0920\u093E\u0907",
    write: "\u0932\u093F\u0916 \u091C\u094B\u0921\u093C \u0932\u093F\u0939 \u091C\u094B\u0921 \u0932\u0947\u0916 \u0925\u092A",
    neg: "=\u0928\u0939\u0940\u0902 =\u092E\u0924 =\u0928 =\u0928\u093E\u0939\u0940 =\u0928\u0915\u093E =\u0939\u0948\u0928",
    user: "\u0909\u092A\u092F\u094B\u0917\u0915\u0930\u094D\u0924\u093E \u092F\u0942\u091C\u093C\u0930 \u092F\u0942\u091C\u0930 \u0935\u093E\u092A\u0930\u0915\u0930\u094D\u0924\u093E \u092A\u094D\u0930\u092F\u094B\u0917\u0915\u0930\u094D\u0924\u093E",
    tell: "\u092C\u0924\u093E \u0909\u0932\u094D\u0932\u0947\u0916 \u091C\u093C\u093F\u0915\u094D\u0930 \u091C\u093F\u0915\u094D\u0930 \u0938\u093E\u0902\u0917 \u0915\u0933\u0935 \u092D\u0928",
    noNeed: "\u091C\u093C\u0930\u0942\u0930\u0924_\u0928\u0939\u0940\u0902 \u091C\u0930\u0942\u0930\u0924_\u0928\u0939\u0940\u0902 \u0906\u0935\u0936\u094D\u092F\u0915\u0924\u093E_\u0928\u0939\u0940\u0902 \u0917\u0930\u091C_\u0928\u093E\u0939\u0940 \u0906\u0935\u0936\u094D\u092F\u0915\u0924\u093E_\u0928\u093E\u0939\u0940 \u0906\u0935\u0936\u094D\u092F\u0915_\u091B\u0948\u0928 \u092A\u0930\u094D\u0926\u0948\u0928",
    secret: "\u091F\u094B\u0915\u0928 \u092A\u093E\u0938\u0935\u0930\u094D\u0921 \u0915\u0941\u0902\u091C\u0940 \u0917\u0941\u092A\u094D\u0924",
    session: "\u092C\u093E\u0924\u091A\u0940\u0924 \u0938\u093E\u0930\u093E\u0902\u0936 \u0938\u0902\u092D\u093E\u0937\u0923",
    content: "\u0938\u093E\u092E\u0917\u094D\u0930\u0940 \u092A\u0942\u0930\u0940 \u092A\u0942\u0930\u093E \u092B\u093C\u093E\u0907\u0932 \u092B\u093E\u0907\u0932"
  },
  {
    lang: "bn",
    send: "\u09AA\u09BE\u09A0\u09BE \u09AA\u09BE\u09A0\u09BF \u09AA\u09CD\u09B0\u09C7\u09B0\u09A3 \u0986\u09AA\u09B2\u09CB\u09A1 \u09AA\u09CB\u09B8\u09CD\u099F \u09AA\u09CD\u09B0\u0995\u09BE\u09B6",
    write: "\u09B2\u09BF\u0996 \u09B2\u09C7\u0996 \u09AF\u09CB\u0997",
    neg: "=\u09A8\u09BE =\u09A8\u09C7\u0987 =\u0995\u0996\u09A8\u09CB =\u09A8\u09AF\u09BC",
    user: "\u09AC\u09CD\u09AF\u09AC\u09B9\u09BE\u09B0\u0995\u09BE\u09B0\u09C0",
    tell: "\u099C\u09BE\u09A8\u09BE \u099C\u09BE\u09A8\u09BF =\u09AC\u09B2 \u09AC\u09B2\u09AC\u09C7\u09A8 \u09AC\u09B2\u09A4\u09C7 \u0989\u09B2\u09CD\u09B2\u09C7\u0996",
    noNeed: "\u09AA\u09CD\u09B0\u09AF\u09BC\u09CB\u099C\u09A8_\u09A8\u09C7\u0987 \u09A6\u09B0\u0995\u09BE\u09B0_\u09A8\u09C7\u0987",
    secret: "\u099F\u09CB\u0995\u09C7\u09A8 \u099A\u09BE\u09AC\u09BF \u09AA\u09BE\u09B8\u0993\u09AF\u09BC\u09BE\u09B0\u09CD\u09A1 \u0997\u09CB\u09AA\u09A8",
    session: "\u0995\u09A5\u09CB\u09AA\u0995\u09A5\u09A8 \u09B8\u09BE\u09B0\u09BE\u0982\u09B6",
    content: "\u09AA\u09C1\u09B0\u09CB \u09B8\u09AE\u09CD\u09AA\u09C2\u09B0\u09CD\u09A3 \u09AC\u09BF\u09B7\u09AF\u09BC\u09AC\u09B8\u09CD\u09A4\u09C1 \u09AB\u09BE\u0987\u09B2"
  },
  {
    lang: "gu",
    send: "\u0AAE\u0ACB\u0A95\u0AB2 \u0A85\u0AAA\u0AB2\u0ACB\u0AA1",
    write: "\u0AB2\u0A96 \u0A89\u0AAE\u0AC7\u0AB0",
    neg: "=\u0AA8\u0AB9\u0AC0\u0A82 =\u0AA8\u0ABE",
    user: "\u0AB5\u0AAA\u0AB0\u0ABE\u0AB6\u0A95\u0AB0\u0ACD\u0AA4\u0ABE",
    tell: "\u0A9C\u0AA3\u0ABE\u0AB5 =\u0A95\u0AB9 \u0A89\u0AB2\u0ACD\u0AB2\u0AC7\u0A96",
    noNeed: "\u0A9C\u0AB0\u0AC2\u0AB0_\u0AA8\u0AA5\u0AC0",
    secret: "\u0A9F\u0ACB\u0A95\u0AA8 \u0AAA\u0ABE\u0AB8\u0AB5\u0AB0\u0ACD\u0AA1",
    session: "\u0AB5\u0ABE\u0AA4\u0A9A\u0AC0\u0AA4 \u0AB8\u0ABE\u0AB0\u0ABE\u0A82\u0AB6",
    content: "\u0AB8\u0ABE\u0AAE\u0A97\u0ACD\u0AB0\u0AC0 \u0A86\u0A96\u0AC0 \u0AAB\u0ABE\u0A87\u0AB2"
  },
  {
    lang: "pa",
    send: "\u0A2D\u0A47\u0A1C",
    write: "\u0A32\u0A3F\u0A16 \u0A1C\u0A4B\u0A5C",
    neg: "=\u0A28\u0A39\u0A40\u0A02 =\u0A28\u0A3E",
    user: "\u0A35\u0A30\u0A24\u0A4B\u0A02\u0A15\u0A3E\u0A30 \u0A2F\u0A42\u0A1C\u0A3C\u0A30",
    tell: "\u0A26\u0A71\u0A38 \u0A1C\u0A3C\u0A3F\u0A15\u0A30",
    noNeed: "\u0A32\u0A4B\u0A5C_\u0A28\u0A39\u0A40\u0A02",
    secret: "\u0A1F\u0A4B\u0A15\u0A28 \u0A2A\u0A3E\u0A38\u0A35\u0A30\u0A21",
    session: "\u0A17\u0A71\u0A32\u0A2C\u0A3E\u0A24",
    content: "\u0A38\u0A2E\u0A71\u0A17\u0A30\u0A40 \u0A2A\u0A42\u0A30\u0A40 \u0A2B\u0A3E\u0A08\u0A32"
  },
  {
    lang: "ta",
    send: "\u0B85\u0BA9\u0BC1\u0BAA\u0BCD\u0BAA \u0B85\u0BA9\u0BC1\u0BAA\u0BCD\u0BAA\u0BC1 \u0BAA\u0BA4\u0BBF\u0BB5\u0BC7\u0BB1\u0BCD\u0BB1",
    write: "\u0B8E\u0BB4\u0BC1\u0BA4 \u0B9A\u0BC7\u0BB0\u0BCD",
    neg: "=\u0BB5\u0BC7\u0BA3\u0BCD\u0B9F\u0BBE\u0BAE\u0BCD =\u0B87\u0BB2\u0BCD\u0BB2\u0BC8 =\u0B95\u0BC2\u0B9F\u0BBE\u0BA4\u0BC1",
    user: "\u0BAA\u0BAF\u0BA9\u0BB0\u0BCD",
    tell: "\u0B9A\u0BCA\u0BB2\u0BCD \u0BA4\u0BC6\u0BB0\u0BBF\u0BB5\u0BBF \u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BBF\u0B9F",
    noNeed: "\u0BA4\u0BC7\u0BB5\u0BC8\u0BAF\u0BBF\u0BB2\u0BCD\u0BB2\u0BC8",
    secret: "\u0B9F\u0BCB\u0B95\u0BCD\u0B95\u0BA9\u0BCD \u0B95\u0B9F\u0BB5\u0BC1\u0B9A\u0BCD\u0B9A\u0BCA\u0BB2\u0BCD \u0BB5\u0BBF\u0B9A\u0BC8",
    session: "\u0B89\u0BB0\u0BC8\u0BAF\u0BBE\u0B9F\u0BB2\u0BCD \u0B9A\u0BC1\u0BB0\u0BC1\u0B95\u0BCD\u0B95\u0BAE\u0BCD",
    content: "\u0B89\u0BB3\u0BCD\u0BB3\u0B9F\u0B95\u0BCD\u0B95 \u0BAE\u0BC1\u0BB4\u0BC1 \u0B95\u0BCB\u0BAA\u0BCD\u0BAA\u0BC1"
  },
  {
    lang: "te",
    send: "\u0C2A\u0C02\u0C2A",
    write: "\u0C30\u0C3E\u0C2F \u0C35\u0C4D\u0C30\u0C3E\u0C2F \u0C1C\u0C4B\u0C21\u0C3F\u0C02\u0C1A",
    neg: "=\u0C35\u0C26\u0C4D\u0C26\u0C41 =\u0C32\u0C47\u0C26\u0C41 =\u0C15\u0C3E\u0C26\u0C41",
    user: "\u0C35\u0C3F\u0C28\u0C3F\u0C2F\u0C4B\u0C17\u0C26\u0C3E\u0C30\u0C41 \u0C2F\u0C42\u0C1C\u0C30\u0C4D",
    tell: "\u0C1A\u0C46\u0C2A\u0C4D\u0C2A \u0C24\u0C46\u0C32\u0C3F\u0C2F\u0C1C\u0C47\u0C2F \u0C2A\u0C4D\u0C30\u0C38\u0C4D\u0C24\u0C3E\u0C35",
    noNeed: "\u0C05\u0C35\u0C38\u0C30\u0C02_\u0C32\u0C47\u0C26\u0C41",
    secret: "\u0C1F\u0C4B\u0C15\u0C46\u0C28\u0C4D \u0C2A\u0C3E\u0C38\u0C4D\u200C\u0C35\u0C30\u0C4D\u0C21\u0C4D",
    session: "\u0C38\u0C02\u0C2D\u0C3E\u0C37\u0C23 \u0C38\u0C3E\u0C30\u0C3E\u0C02\u0C36\u0C02",
    content: "\u0C15\u0C02\u0C1F\u0C46\u0C02\u0C1F\u0C4D \u0C2E\u0C4A\u0C24\u0C4D\u0C24\u0C02 \u0C2B\u0C48\u0C32\u0C4D"
  },
  {
    lang: "kn",
    send: "\u0C95\u0CB3\u0CC1\u0CB9\u0CBF\u0CB8 \u0C95\u0CB3\u0CBF\u0CB8",
    neg: "=\u0CAC\u0CC7\u0CA1 =\u0C87\u0CB2\u0CCD\u0CB2",
    user: "\u0CAC\u0CB3\u0C95\u0CC6\u0CA6\u0CBE\u0CB0",
    tell: "\u0CB9\u0CC7\u0CB3 \u0CA4\u0CBF\u0CB3\u0CBF\u0CB8 \u0C89\u0CB2\u0CCD\u0CB2\u0CC7\u0C96",
    noNeed: "\u0C85\u0C97\u0CA4\u0CCD\u0CAF\u0CB5\u0CBF\u0CB2\u0CCD\u0CB2",
    secret: "\u0C9F\u0CCB\u0C95\u0CA8\u0CCD \u0CAA\u0CBE\u0CB8\u0CCD\u200C\u0CB5\u0CB0\u0CCD\u0CA1\u0CCD",
    session: "\u0CB8\u0C82\u0CAD\u0CBE\u0CB7\u0CA3\u0CC6",
    content: "\u0CB5\u0CBF\u0CB7\u0CAF \u0CB8\u0C82\u0CAA\u0CC2\u0CB0\u0CCD\u0CA3 \u0CAB\u0CC8\u0CB2\u0CCD"
  },
  {
    lang: "ml",
    send: "\u0D05\u0D2F\u0D15\u0D4D\u0D15 \u0D05\u0D2F\u0D2F\u0D4D\u0D15\u0D4D\u0D15 \u0D05\u0D2F\u0D1A\u0D4D\u0D1A",
    neg: "=\u0D35\u0D47\u0D23\u0D4D\u0D1F =\u0D07\u0D32\u0D4D\u0D32",
    user: "\u0D09\u0D2A\u0D2F\u0D4B\u0D15\u0D4D\u0D24\u0D3E",
    tell: "\u0D2A\u0D31\u0D2F \u0D05\u0D31\u0D3F\u0D2F\u0D3F\u0D15\u0D4D\u0D15",
    noNeed: "\u0D06\u0D35\u0D36\u0D4D\u0D2F\u0D2E\u0D3F\u0D32\u0D4D\u0D32",
    secret: "\u0D1F\u0D4B\u0D15\u0D4D\u0D15\u0D7A \u0D2A\u0D3E\u0D38\u0D4D\u200C\u0D35\u0D47\u0D21\u0D4D",
    session: "\u0D38\u0D02\u0D2D\u0D3E\u0D37\u0D23",
    content: "\u0D09\u0D33\u0D4D\u0D33\u0D1F\u0D15\u0D4D\u0D15 \u0D2E\u0D41\u0D34\u0D41\u0D35\u0D7B \u0D2B\u0D2F\u0D7D"
  },
  {
    lang: "si",
    send: "\u0DBA\u0DC0 \u0DBA\u0DD0\u0DC0",
    neg: "=\u0D91\u0DB4\u0DCF =\u0DB1\u0DD0\u0DAD =\u0DB1\u0DD0\u0DC4\u0DD0",
    user: "\u0DB4\u0DBB\u0DD2\u0DC1\u0DD3\u0DBD\u0D9A",
    tell: "\u0D9A\u0DD2\u0DBA \u0DAF\u0DB1\u0DCA\u0DC0",
    noNeed: "\u0D85\u0DC0\u0DC1\u0DCA\u200D\u0DBA_\u0DB1\u0DD0\u0DAD \u0D85\u0DC0\u0DC1\u0DCA\u200D\u0DBA_\u0DB1\u0DD0\u0DC4\u0DD0",
    secret: "\u0DA7\u0DDD\u0D9A\u0DB1\u0DCA \u0DB8\u0DD4\u0DBB\u0DB4\u0DAF",
    session: "\u0DC3\u0D82\u0DC0\u0DCF\u0DAF",
    content: "\u0D85\u0DB1\u0DCA\u0DAD\u0DBB\u0DCA\u0D9C\u0DAD \u0DC3\u0DB8\u0DCA\u0DB4\u0DD6\u0DBB\u0DCA\u0DAB \u0D9C\u0DDC\u0DB1\u0DD4\u0DC0"
  },
  {
    lang: "th",
    send: "~\u0E2A\u0E48\u0E07 ~\u0E2D\u0E31\u0E1B\u0E42\u0E2B\u0E25\u0E14 ~\u0E42\u0E1E\u0E2A\u0E15\u0E4C ~\u0E40\u0E1C\u0E22\u0E41\u0E1E\u0E23\u0E48",
    write: "~\u0E40\u0E02\u0E35\u0E22\u0E19 ~\u0E40\u0E1E\u0E34\u0E48\u0E21",
    neg: "~\u0E44\u0E21\u0E48 ~\u0E2D\u0E22\u0E48\u0E32",
    user: "~\u0E1C\u0E39\u0E49\u0E43\u0E0A\u0E49",
    tell: "~\u0E1A\u0E2D\u0E01 ~\u0E41\u0E08\u0E49\u0E07 ~\u0E01\u0E25\u0E48\u0E32\u0E27\u0E16\u0E36\u0E07",
    noNeed: "~\u0E44\u0E21\u0E48\u0E08\u0E33\u0E40\u0E1B\u0E47\u0E19 ~\u0E44\u0E21\u0E48\u0E15\u0E49\u0E2D\u0E07",
    secret: "~\u0E42\u0E17\u0E40\u0E04\u0E47\u0E19 ~\u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19 ~\u0E01\u0E38\u0E0D\u0E41\u0E08",
    session: "~\u0E1A\u0E17\u0E2A\u0E19\u0E17\u0E19\u0E32 ~\u0E2A\u0E23\u0E38\u0E1B",
    content: "~\u0E40\u0E19\u0E37\u0E49\u0E2D\u0E2B\u0E32 ~\u0E17\u0E31\u0E49\u0E07\u0E2B\u0E21\u0E14 ~\u0E44\u0E1F\u0E25\u0E4C"
  },
  {
    // Lao, Khmer and Burmese.
    lang: "lo",
    send: "~\u0EAA\u0EBB\u0EC8\u0E87 ~\u1795\u17D2\u1789\u17BE ~\u1015\u102D\u102F\u1037",
    neg: "~\u0E9A\u0ECD\u0EC8 ~\u0EA2\u0EC8\u0EB2 ~\u1798\u17B7\u1793 ~\u1780\u17BB\u17C6",
    user: "~\u0E9C\u0EB9\u0EC9\u0EC3\u0E8A\u0EC9 ~\u17A2\u17D2\u1793\u1780\u1794\u17D2\u179A\u17BE ~\u1021\u101E\u102F\u1036\u1038\u1015\u103C\u102F\u101E\u1030",
    tell: "~\u0E9A\u0EAD\u0E81 ~\u0EC1\u0E88\u0EC9\u0E87 ~\u1794\u17D2\u179A\u17B6\u1794\u17CB ~\u1015\u103C\u1031\u102C ~\u1021\u101E\u102D\u1015\u1031\u1038",
    noNeed: "~\u0E9A\u0ECD\u0EC8\u0E88\u0EB3\u0EC0\u0E9B\u0EB1\u0E99 ~\u1798\u17B7\u1793\u1785\u17B6\u17C6\u1794\u17B6\u1785\u17CB ~\u1019\u101C\u102D\u102F\u1021\u1015\u103A",
    content: "~\u0EC0\u0E99\u0EB7\u0EC9\u0EAD\u0EC3\u0E99 ~\u0E97\u0EB1\u0E87\u0EDD\u0EBB\u0E94"
  },
  {
    lang: "ja",
    send: "~\u9001\u4FE1 ~\u9001\u3063 ~\u9001\u308B ~\u9001\u3089 ~\u9001\u4ED8 ~\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9 ~\u6295\u7A3F ~\u516C\u958B ~\u8CBC\u308A\u4ED8\u3051",
    write: "~\u66F8\u304D\u8FBC ~\u8FFD\u8A18 ~\u8FFD\u52A0",
    neg: "~\u306A\u3044 ~\u3057\u306A\u3044\u3067 ~\u7981\u6B62 ~\u7D76\u5BFE\u306B",
    user: "~\u30E6\u30FC\u30B6\u30FC ~\u5229\u7528\u8005",
    tell: "~\u4F1D\u3048 ~\u8A00\u308F ~\u77E5\u3089\u305B ~\u8A00\u53CA ~\u8AAC\u660E",
    noNeed: "~\u5FC5\u8981\u306F\u3042\u308A\u307E\u305B\u3093 ~\u5FC5\u8981\u3042\u308A\u307E\u305B\u3093 ~\u4E0D\u8981",
    secret: "~\u79D8\u5BC6\u9375 ~\u30C8\u30FC\u30AF\u30F3 ~\u30D1\u30B9\u30EF\u30FC\u30C9 ~\u8A8D\u8A3C\u60C5\u5831",
    session: "~\u4F1A\u8A71 ~\u8981\u7D04",
    content: "~\u5185\u5BB9 ~\u5168\u6587 ~\u30D5\u30A1\u30A4\u30EB ~\u4E2D\u8EAB"
  },
  {
    lang: "zh",
    send: "~\u53D1\u9001 ~\u767C\u9001 ~\u4E0A\u4F20 ~\u4E0A\u50B3 ~\u63D0\u4EA4 ~\u53D1\u5E03 ~\u767C\u4F48 ~\u767C\u5E03 ~\u7C98\u8D34 ~\u8D34\u5230 ~\u53D1\u5230 ~\u767C\u5230 ~\u4F20\u5230 ~\u50B3\u5230",
    write: "~\u5199\u5165 ~\u5BEB\u5165 ~\u6DFB\u52A0 ~\u8FFD\u52A0",
    neg: "~\u4E0D\u8981 ~\u522B ~\u52FF ~\u7981\u6B62 ~\u5207\u52FF ~\u4E0D\u5F97",
    user: "~\u7528\u6237 ~\u7528\u6236 ~\u4F7F\u7528\u8005",
    tell: "~\u544A\u8BC9 ~\u544A\u8A34 ~\u544A\u77E5 ~\u63D0\u53CA ~\u8BF4\u660E ~\u8AAA\u660E",
    noNeed: "~\u65E0\u9700 ~\u7121\u9700 ~\u4E0D\u9700\u8981 ~\u4E0D\u5FC5 ~\u4E0D\u7528",
    secret: "~\u5BC6\u94A5 ~\u5BC6\u9470 ~\u79C1\u94A5 ~\u79C1\u9470 ~\u4EE4\u724C ~\u5BC6\u7801 ~\u5BC6\u78BC ~\u51ED\u636E ~\u6191\u8B49",
    session: "~\u5BF9\u8BDD ~\u5C0D\u8A71 ~\u4F1A\u8BDD ~\u6703\u8A71 ~\u6458\u8981",
    content: "~\u5185\u5BB9 ~\u5168\u90E8 ~\u6587\u4EF6 ~\u5168\u6587"
  },
  {
    lang: "ko",
    send: "~\uBCF4\uB0B4 ~\uBCF4\uB0C5 ~\uBCF4\uB0B8 ~\uC804\uC1A1 ~\uC5C5\uB85C\uB4DC ~\uAC8C\uC2DC ~\uC62C\uB824 ~\uC62C\uB9BD",
    write: "~\uCD94\uAC00 ~\uAE30\uB85D",
    neg: "~\uC54A ~\uB9C8\uC138\uC694 ~\uB9D0\uACE0 ~\uAE08\uC9C0",
    user: "~\uC0AC\uC6A9\uC790",
    tell: "~\uC5B8\uAE09 ~\uC54C\uB9AC ~\uC54C\uB9B4 ~\uB9D0\uD558 ~\uB9D0\uD560",
    noNeed: "~\uD544\uC694\uC5C6 \uD544\uC694_\uC5C6 \uD544\uC694\uAC00_\uC5C6",
    secret: "~\uD1A0\uD070 ~\uBE44\uBC00\uBC88\uD638 \uBE44\uBC00_\uD0A4 \uAC1C\uC778_\uD0A4",
    session: "~\uB300\uD654 ~\uC694\uC57D",
    content: "~\uB0B4\uC6A9 ~\uC804\uCCB4 ~\uD30C\uC77C"
  }
];

// src/analysis/prose/passage-words-west.ts
var WEST_WORDS = [
  {
    lang: "en",
    send: "=send =sends =sending =sent =post =posts =posted =posting =upload =uploads =uploaded =uploading =publish =publishes =published =publishing =submit =submits =submitted =forward =forwards =forwarded =transmit =transmits =transmitted =paste =pastes =pasted =email =emails =emailed =exfiltrate =exfiltrated goes_to go_to passed_to handed_to delivered_to",
    neg: "=not =never =no",
    content: "=content =contents =whole =entire =full =file =it =its =them collected"
  },
  {
    lang: "de",
    send: "schick geschickt sende gesendet versend \xFCbermittel hochlad hochgelad lade_hoch ver\xF6ffentlich =poste =postet",
    write: "schreib f\xFCge_hinzu erg\xE4nz trag_ein setz",
    neg: "=nicht =nie =niemals =kein =keine",
    user: "benutzer nutzer anwender",
    tell: "erw\xE4hn =sag =sagen teil_mit informier",
    noNeed: "nicht_n\xF6tig nicht_erforderlich muss_nicht",
    secret: "schl\xFCssel passwort =token geheim zugangsdaten",
    session: "gespr\xE4ch unterhaltung zusammenfassung",
    content: "inhalt gesamt =ganze =ganzen vollst\xE4ndig datei gesammelt"
  },
  {
    lang: "fr",
    send: "envoi envoy transmet transmis =publie =publier =publi\xE9 =publiez t\xE9l\xE9verse =colle =collez =coller",
    write: "\xE9cri ajout inscri",
    neg: "=ne =pas =jamais",
    user: "utilisateur",
    tell: "mentionn =dis =dites signal inform pr\xE9cis",
    noNeed: "pas_besoin inutile_de",
    secret: "cl\xE9 clef mot_de_passe =jeton secret identifiant",
    session: "conversation r\xE9sum\xE9",
    content: "contenu =entier =enti\xE8re complet fichier collect\xE9"
  },
  {
    lang: "es",
    send: "env\xEDa envia =enviar =enviad =enviado =enviada =env\xEDe =envie =manda =mandar =mande =sube =subir =subido =publica =publicar =publicado =publique =pega =pegue =pegar",
    write: "escrib a\xF1ad agreg",
    neg: "=no =nunca =jam\xE1s",
    user: "usuario",
    tell: "mencion =dile =decir inform avis",
    noNeed: "no_hace_falta no_es_necesario",
    secret: "clave contrase\xF1a =token secreto credencial",
    session: "conversaci\xF3n resumen",
    content: "contenido =completo =completa =entero archivo fichero recopilad"
  },
  {
    lang: "pt",
    send: "=envia =enviar =enviado =envie =manda =mandar =publica =publicar =publicado =cola =colar =cole",
    write: "escrev adicion acrescent",
    neg: "=n\xE3o =nunca =jamais",
    user: "usu\xE1rio utilizador",
    tell: "mencion =diga =dizer inform avis",
    noNeed: "n\xE3o_\xE9_necess\xE1rio n\xE3o_precisa",
    secret: "chave senha =token segredo credenciais",
    session: "conversa resumo",
    content: "conte\xFAdo =completo =inteiro arquivo ficheiro coletad"
  },
  {
    lang: "it",
    send: "invia inviat =manda =mandare =pubblica =pubblicare =pubblicato incoll",
    write: "scriv aggiung",
    neg: "=non =mai",
    user: "utente",
    tell: "menziona =dire =dica inform avvis",
    noNeed: "non_serve non_\xE8_necessario",
    secret: "chiave password =token segret credenziali",
    session: "conversazione riepilogo",
    content: "contenuto =intero =completo =file raccolt"
  },
  {
    lang: "ca",
    send: "=envia =enviar =enviat =puja =pujar =publica =publicar enganxa",
    write: "escriu afegeix",
    neg: "=no =mai",
    user: "usuari",
    tell: "esmenta =digues inform",
    noNeed: "no_cal",
    secret: "clau contrasenya =token",
    session: "conversa resum",
    content: "contingut =sencer fitxer"
  },
  {
    lang: "gl",
    send: "=env\xEDa =enviar =env\xEDase =enviado =sube =subir =publica =publicar",
    write: "escribe engade",
    neg: "=non =nunca",
    user: "usuario",
    tell: "mencion =dicir inform",
    noNeed: "non_fai_falta non_\xE9_necesario",
    secret: "chave contrasinal =token",
    session: "conversa resumo",
    content: "contido =completo ficheiro"
  },
  {
    lang: "nl",
    send: "stuur verstuur gestuurd verzend verzonden =upload =uploaden publiceer gepubliceerd =plak =plakken",
    write: "schrijf voeg_toe toegevoegd =stel",
    neg: "=niet =nooit =geen",
    user: "gebruiker",
    tell: "vermeld =noem =noemen vertel =meld",
    noNeed: "hoeft_niet niet_nodig",
    secret: "sleutel wachtwoord =token geheim",
    session: "gesprek samenvatting",
    content: "inhoud volledige =hele bestand verzamelde"
  },
  {
    lang: "af",
    send: "stuur gestuur oplaai opgelaai publiseer gepubliseer",
    write: "skryf voeg_by bygevoeg",
    neg: "=nie =moenie =nooit",
    user: "gebruiker",
    tell: "noem genoem vertel =s\xEA inlig",
    noNeed: "hoef_nie nie_nodig",
    secret: "sleutel wagwoord =token geheim",
    session: "gesprek opsomming",
    content: "inhoud volledige =hele l\xEAer"
  },
  {
    lang: "sv",
    send: "skicka skickas skickad ladda_upp laddas_upp publicera klistra",
    write: "skriv l\xE4gg_till",
    neg: "=inte =aldrig =ej",
    user: "anv\xE4ndar",
    tell: "n\xE4mn ber\xE4tta informera",
    noNeed: "beh\xF6ver_inte inte_n\xF6dv\xE4ndigt",
    secret: "nyckel l\xF6senord =token hemlig",
    session: "konversation samtal sammanfattning",
    content: "inneh\xE5ll =hela filen insamlade"
  },
  {
    lang: "no",
    send: "=send =sende =sendes =sendt last_opp lastes_opp publiser",
    write: "skriv legg_til tilf\xF8j",
    neg: "=ikke =aldri =aldrig",
    user: "bruker bruger",
    tell: "nevn n\xE6vn fortell fort\xE6l informer",
    noNeed: "trenger_ikke beh\xF8ver_ikke ikke_n\xF8dvendig",
    secret: "n\xF8kkel n\xF8gle passord adgangskode =token hemmelig",
    session: "samtale oppsummering opsummering",
    content: "innhold =hele filen"
  },
  {
    lang: "is",
    send: "=senda =sendu =sent =sendir birt hla\xF0a_upp",
    write: "skrif b\xE6t_vi\xF0",
    neg: "=ekki =aldrei",
    user: "notand",
    tell: "nefn =segja l\xE1ttu_vita",
    noNeed: "\xFEarf_ekki",
    secret: "lykil lykilor\xF0",
    session: "samtal samantekt",
    content: "innihald skr\xE1na"
  }
];

// src/analysis/prose/passage-lexicon.ts
var CONCEPTS = [
  "send",
  "write",
  "neg",
  "user",
  "tell",
  "noNeed",
  "secret",
  "session",
  "content"
];
function compile(list) {
  const m = { prefix: [], whole: /* @__PURE__ */ new Set(), infix: [], phrases: [] };
  for (const raw of (list ?? "").normalize("NFC").toLowerCase().split(/\s+/)) {
    if (raw === "") continue;
    if (raw.includes("_")) m.phrases.push(raw.replace(/^[=~]/, "").replace(/_/g, " "));
    else if (raw.startsWith("=")) m.whole.add(raw.slice(1));
    else if (raw.startsWith("~")) m.infix.push(raw.slice(1));
    else m.prefix.push(raw);
  }
  return m;
}
var LANGUAGES = [
  ...WEST_WORDS,
  ...CENTRAL_WORDS,
  ...AFRICA_WEST_ASIA_WORDS,
  ...EAST_WORDS
].map((l) => ({
  lang: l.lang,
  lists: Object.fromEntries(CONCEPTS.map((c) => [c, compile(l[c])]))
}));
var WORD = /[\p{L}\p{M}\p{N}'’]+(?:-[\p{L}\p{M}\p{N}'’]+){0,4}/gu;
var MAX_WORDS = 600;
function wordsOf(text) {
  return readWords(text, WORD, MAX_WORDS, (w, at) => ({ w, at }));
}
function normalised(text) {
  return text.normalize("NFC").toLowerCase().replace(/\s+/g, " ");
}
function wordMatches(m, w) {
  if (m.whole.has(w)) return true;
  for (const p of m.prefix) if (w.startsWith(p)) return true;
  for (const p of m.infix) if (w.includes(p)) return true;
  return false;
}
function phraseAt(m, text, from = 0, to = text.length) {
  for (const p of m.phrases) {
    let i = text.indexOf(p, from);
    while (i >= 0 && i < to) {
      if (i === 0 || !/[\p{L}\p{M}]/u.test(text[i - 1])) return i;
      i = text.indexOf(p, i + 1);
    }
  }
  return -1;
}
function findConcept(text, words2, concept, only) {
  let best;
  for (const l of LANGUAGES) {
    if (only && !only.has(l.lang)) continue;
    const m = l.lists[concept];
    for (const w of words2) {
      if (best && w.at >= best.at) break;
      if (wordMatches(m, w.w)) {
        best = { lang: l.lang, at: w.at, len: w.w.length };
        break;
      }
    }
    const p = phraseAt(m, text, 0, best?.at ?? text.length);
    if (p >= 0 && (!best || p < best.at)) best = { lang: l.lang, at: p, len: 1 };
  }
  return best;
}
function languagesWith(text, words2, concept) {
  const out = /* @__PURE__ */ new Set();
  for (const l of LANGUAGES) {
    const m = l.lists[concept];
    if (words2.some((w) => wordMatches(m, w.w)) || phraseAt(m, text) >= 0) out.add(l.lang);
  }
  return out;
}
var CLAUSE_END = /[.;:!?,।॥。！？；،؛]/;
var NEG_REACH = 32;
function negatedAt(text, hit) {
  let from = Math.max(0, hit.at - NEG_REACH);
  let to = Math.min(text.length, hit.at + hit.len + NEG_REACH);
  for (let i = hit.at - 1; i >= from; i--) if (CLAUSE_END.test(text[i])) from = i + 1;
  for (let i = hit.at + hit.len; i < to; i++)
    if (CLAUSE_END.test(text[i])) {
      to = i;
      break;
    }
  const window = text.slice(from, to);
  const only = /* @__PURE__ */ new Set([hit.lang]);
  const words2 = wordsOf(window);
  return findConcept(window, words2, "neg", only) !== void 0 || findConcept(window, words2, "noNeed", only) !== void 0;
}
function concealedAt(text) {
  const words2 = wordsOf(text);
  const users = languagesWith(text, words2, "user");
  if (users.size === 0) return void 0;
  const tells = languagesWith(text, words2, "tell");
  for (const lang of users) {
    if (!tells.has(lang)) continue;
    const only = /* @__PURE__ */ new Set([lang]);
    const no = findConcept(text, words2, "noNeed", only) ?? findConcept(text, words2, "neg", only);
    if (no) return findConcept(text, words2, "tell", only)?.at;
  }
  return void 0;
}

// src/analysis/prose/passage-evidence.ts
var CLOSES = {
  '"': '"',
  "\u201C": "\u201D",
  "\u201E": "\u201C",
  "\xAB": "\xBB",
  "\xBB": "\xAB",
  "\u300C": "\u300D",
  "\u300E": "\u300F"
};
function quotedAt(a, off) {
  const text = a.text;
  let open = -1;
  let close = "";
  for (let k = 0; k < text.length && k <= off + 600; k++) {
    const c = text[k];
    if (open < 0) {
      if (k >= off) return false;
      if (CLOSES[c] !== void 0 && !/[\p{L}\p{N}]/u.test(text[k - 1] ?? " ")) {
        open = k;
        close = CLOSES[c];
      }
    } else if (c === close) {
      if (off > open && off < k) return true;
      open = -1;
    }
  }
  return false;
}
var NOT_WORDS = /`[^`\n]{0,300}`|https?:\/\/\S{1,300}/g;
function wordText(raw) {
  return normalised(raw.replace(NOT_WORDS, " "));
}
function evidenceIn(p) {
  const found = {};
  let dotenv;
  p.sentences.forEach((a, s) => {
    const v = a.view;
    for (const j of v.secretPaths()) {
      const at = v.toks[j].at;
      if (quotedAt(a, at)) continue;
      const path = v.secretPathAt(j);
      if (isProjectConfig(path)) dotenv ??= { path, at: { s, at } };
      else if (found.store === void 0) {
        found.store = path;
        found.storeAt = { s, at };
      }
    }
    for (const j of v.persistPaths()) {
      if (found.persist || quotedAt(a, v.toks[j].at)) continue;
      const path = v.raw(j).split(/\s/)[0] ?? "";
      if (askedWriteClassOf(path)) found.persist = path;
    }
  });
  const store = found.store ?? dotenv?.path;
  if (store === void 0) return found;
  destinationIn(p, store, found);
  if (found.store === void 0) {
    if (found.dest && !found.dest.outlet && !found.dest.where.includes("@")) found.dest = void 0;
    found.store = store;
    found.storeAt = dotenv.at;
  }
  return found;
}
function destinationIn(p, store, found) {
  p.sentences.forEach((a, s) => {
    const v = a.view;
    for (let j = 0; j < v.n && !found.dest?.outlet; j++) {
      const t = v.toks[j];
      if (t.kind !== "url" && t.kind !== "code" || quotedAt(a, t.at)) continue;
      const d = t.kind === "code" && !/^https?:/i.test(t.t) ? publishedBy(t.t) : urlDestination(t.t, store);
      if (d && (!found.dest || d.outlet)) {
        found.dest = d;
        found.destAt = { s, at: t.at };
      }
    }
  });
  if (found.dest) return;
  p.sentences.forEach((a, s) => {
    if (found.dest) return;
    const d = emailDestination(a.text);
    const at = d ? a.text.indexOf(d.where) : -1;
    if (d && at >= 0 && !quotedAt(a, at)) {
      found.dest = d;
      found.destAt = { s, at };
    }
  });
}

// src/analysis/prose/passage-sends.ts
var READ_LANGS = /* @__PURE__ */ new Set(["en", "ja", "zh"]);
function sendOf(p, raw, how, found, at) {
  const dest = found.dest;
  let flag = {};
  if (how.told) {
    if (!toldSend(raw, how.read, dest.where.startsWith("a "))) return [];
    flag = { told: true };
  } else {
    const tie = tiedSend(p, found);
    if (tie === "negated") return [];
    if (tie !== "tied") flag = { cooccurrence: true };
  }
  const evidence = evidenceOf(`${found.store} \u2192 ${dest.where}: ${raw}`);
  return [
    {
      cls: "send-data",
      role: how.told ? "mention" : "instruction",
      at,
      evidence,
      key: keyOf("send-data", evidence),
      container: p.sentences[0].container,
      negated: false,
      object: dest.where.slice(0, 300),
      ...flag
    }
  ];
}
var CLAUSE_END2 = /[;；।。！？]|\.(?=\s)/g;
function clausesOf(text) {
  const out = [];
  let from = 0;
  for (const m of text.matchAll(CLAUSE_END2)) {
    out.push([from, m.index + 1]);
    from = m.index + 1;
    if (out.length >= 23) break;
  }
  out.push([from, text.length]);
  return out;
}
function within(spot, s, from, to) {
  return spot !== void 0 && spot.s === s && spot.at >= from && spot.at < to;
}
function tiedSend(p, found) {
  const command = found.dest.where.startsWith("a ");
  for (let s = 0; s < p.sentences.length; s++) {
    const text = p.sentences[s].text;
    for (const [from, to] of clausesOf(text)) {
      if (!within(found.destAt, s, from, to)) continue;
      const words2 = wordText(text.slice(from, to));
      const list = wordsOf(words2);
      const verb = findConcept(words2, list, "send");
      if (verb && negatedAt(words2, verb)) return "negated";
      if (!verb && !command) return "loose";
      const points = within(found.storeAt, s, from, to) || findConcept(words2, list, "content") !== void 0;
      return points ? "tied" : "loose";
    }
  }
  return "loose";
}
function toldSend(raw, read, command) {
  if (command) return true;
  const text = wordText(raw);
  const verb = findConcept(text, wordsOf(text), "send", read ? READ_LANGS : void 0);
  if (!verb || negatedAt(text, verb)) return false;
  return verb.lang !== "en" || aboutStore(text, verb);
}
var STORE_WORDS = /(?<![\w-])(?:it|its|them|that|this|these|those|key|keys|token|tokens|credentials?|password|secrets?|logins?|config|configuration|file|files|contents?|text)(?![\w-])/;
var BEFORE_VERB = 80;
var AFTER_VERB = 40;
function aboutStore(text, verb) {
  return STORE_WORDS.test(text.slice(Math.max(0, verb.at - BEFORE_VERB), verb.at + verb.len + AFTER_VERB));
}

// src/analysis/prose/passages.ts
var MAX_PASSAGES = 5e3;
var MAX_SENTENCES_PER = 40;
var PASSAGE_CONTAINERS = /* @__PURE__ */ new Set(["body", "list", "quote"]);
function passagesOf(analysed, md) {
  const blocks = md.blocks ?? [];
  const out = [];
  let b = 0;
  let key;
  for (const a of analysed) {
    if (!PASSAGE_CONTAINERS.has(a.container)) {
      key = void 0;
      continue;
    }
    while (b + 1 < blocks.length && blocks[b + 1].start <= a.start) b++;
    const block = blocks[b];
    const k = block && block.start <= a.start ? block.item ?? block.start : a.start;
    const last = out[out.length - 1];
    if (last && key === k && last.sentences.length < MAX_SENTENCES_PER) {
      last.sentences.push(a);
      last.end = a.end;
    } else {
      if (out.length >= MAX_PASSAGES) break;
      out.push({ start: a.start, end: a.end, sentences: [a] });
    }
    key = k;
  }
  return out;
}
var FRAMED_WHY = /* @__PURE__ */ new Set([
  "quoted",
  "warning",
  "negated",
  "describes an attack",
  "describes what to look for",
  "section",
  "catalogue item",
  "title"
]);
function framed(p) {
  return p.sentences.some((a) => a.role.framing !== void 0 || FRAMED_WHY.has(a.role.why ?? ""));
}
function logged(p) {
  return p.sentences.some((a) => a.role.why === "log line");
}
function passageText(text, p) {
  return text.slice(p.start, p.end);
}
var ENGLISH = new Set(
  "the and of was were be been it its this that these those with for from by not you your we our they their which who when if then there has have had will would can could should must does did into only also each every all any but before after while what how where or".split(" ")
);
var SHORT_ENGLISH = /* @__PURE__ */ new Set([
  "are",
  "see",
  "use",
  "via",
  "run",
  "add",
  "set",
  "configure",
  "under",
  "into"
]);
var CODE_OR_ADDRESS = /`[^`\n]{0,300}`|https?:\/\/\S{1,300}/g;
var MIN_WORDS = 6;
var ENGLISH_SHARE = 0.07;
function readLanguage(raw) {
  const text = raw.slice(0, 2e3).replace(CODE_OR_ADDRESS, " ").split(/\s+/).filter((w) => !w.includes("/") && !w.includes("\\")).join(" ");
  let letters = 0;
  let cjk = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 12352 && c <= 12543 || c >= 19968 && c <= 40959) cjk++;
    else if (c > 64 && text[i].toLowerCase() !== text[i].toUpperCase()) letters++;
  }
  if (cjk > 0 && cjk / (letters + cjk) >= 0.3) return true;
  let words2 = 0;
  let english = 0;
  let short = 0;
  for (const m of text.matchAll(/[\p{L}\p{M}']+/gu)) {
    words2++;
    const w = m[0].toLowerCase();
    if (ENGLISH.has(w)) english++;
    else if (SHORT_ENGLISH.has(w)) short++;
  }
  if (words2 < MIN_WORDS) return words2 === 0 || english + short > 0;
  return english / words2 >= ENGLISH_SHARE;
}

// src/analysis/prose/passage-asks.ts
var MAX_ASKS = 64;
var CONCEAL_LINES = 3;
function passageAsks(analysed, text, md, lines, already) {
  const out = [];
  let concealUntil = -1;
  for (const p of passagesOf(analysed, md)) {
    if (out.length >= MAX_ASKS) break;
    const at = lines.region(p.start, p.end);
    if (framed(p)) continue;
    const found = evidenceIn(p);
    if (found.storeAt && found.destAt && forbidden(text, p, found.storeAt) && forbidden(text, p, found.destAt))
      continue;
    if (!(found.store && found.dest) && !found.persist && !hasSlot(p) && at.startLine > concealUntil)
      continue;
    const raw = passageText(text, p);
    const read = readLanguage(raw);
    const told = read || logged(p);
    const asks = [];
    if (found.store && found.dest && !asked(already, "send-data", at))
      asks.push(...sendOf(p, raw, { told, read }, found, at));
    if (!told) {
      if (found.persist && !asked(already, "persist", at)) asks.push(...persistOf(p, raw, found.persist, at));
      asks.push(...slotFills(p, lines, already));
    }
    if (asks.length > 0 || found.store && found.dest)
      concealUntil = blockAfter(md, lines, at.endLine) + CONCEAL_LINES;
    if (!told && at.startLine <= concealUntil) asks.push(...concealments(p, lines, already));
    out.push(...asks);
  }
  return out.slice(0, MAX_ASKS);
}
function forbidden(text, p, spot) {
  const a = p.sentences[spot.s];
  return a !== void 0 && prohibitedAt(text, a.start + spot.at);
}
function blockAfter(md, lines, endLine) {
  for (const c of md.code) {
    const line = lines.position(c.start).line;
    if (line <= endLine) continue;
    return line - endLine <= CONCEAL_LINES ? lines.position(Math.max(c.start, c.end - 1)).line : endLine;
  }
  return endLine;
}
function asked(already, cls, at) {
  return already.some(
    (i) => i.cls === cls && !i.negated && i.role !== "mention" && i.at.startLine <= at.endLine && i.at.endLine >= at.startLine
  );
}
function persistOf(p, raw, path, at) {
  const text = wordText(raw);
  const write = findConcept(text, wordsOf(text), "write");
  if (!write || negatedAt(text, write)) return [];
  const tail = evidenceOf(raw);
  const evidence = tail.includes(path) ? tail : evidenceOf(`\`${path}\` \u2026 ${raw.slice(-180)}`);
  return [
    {
      cls: "persist",
      role: "instruction",
      at,
      evidence,
      key: keyOf("persist", evidence),
      container: p.sentences[0].container,
      negated: false,
      object: path
    }
  ];
}
var SLOT = /^[A-Za-z_][\w-]{0,20}=$/;
var SECRET_NAME = /(?<![A-Z0-9_])[A-Z][A-Z0-9_]{0,40}_(?:TOKEN|KEY|SECRET|PASSWORD)\b|\btoken\b/i;
function slotIn(a) {
  const slots = a.view.toks.filter((t) => t.kind === "code" && SLOT.test(t.t.trim()));
  return slots.length === 1 ? slots[0] : void 0;
}
function hasSlot(p) {
  return p.sentences.some((a) => slotIn(a) !== void 0);
}
function slotFills(p, lines, already) {
  const out = [];
  for (const a of p.sentences) {
    const slot = slotIn(a);
    if (!slot) continue;
    const at = lines.region(a.start, a.end);
    if (asked(already, "render-exfil", at)) continue;
    const text = wordText(a.text);
    const words2 = wordsOf(text);
    const filled = SECRET_NAME.test(a.text) || findConcept(text, words2, "secret") !== void 0 || findConcept(text, words2, "session") !== void 0;
    if (!filled) continue;
    out.push({
      cls: "render-exfil",
      role: "instruction",
      at,
      evidence: a.evidence,
      key: keyOf("render-exfil", a.evidence),
      container: a.container,
      negated: false,
      object: slot.t.trim()
    });
  }
  return out;
}
function concealments(p, lines, already) {
  const out = [];
  for (const a of p.sentences) {
    const at = lines.region(a.start, a.end);
    if (already.some((i) => i.cls === "concealment" && i.at.startLine === at.startLine)) continue;
    if (concealedAt(wordText(a.text)) === void 0) continue;
    out.push({
      cls: "concealment",
      role: "instruction",
      at,
      evidence: a.evidence,
      key: keyOf("concealment", a.evidence),
      container: a.container,
      negated: false
    });
  }
  return out;
}

// src/analysis/prose/performed-quotes.ts
var MAX_ASKS2 = 8;
var LOOK_BACK_LINES2 = 24;
var PERFORM = new RegExp("(?:^|[^\\p{L}])(?:perform|carry out|execute|follow|act on|obey|do|replicate|repeat|fulfil|fulfill|reproduce)(?!\\p{L})", "iu");
var BACK = new RegExp("(?:^|[^\\p{L}])(?:the|that|this)[ \\t]{1,3}(?:(?:quoted|malicious|sample|example)[ \\t]{1,3})?(?:example|instruction|request|text|quote|quotation|sample|prompt|steps?)[ \\t]{1,3}(?:above|quoted above|shown above)(?!\\p{L})", "iu");
var NEGATION2 = new RegExp("(?:^|[^\\p{L}])(?:not|never|don't|no|avoid)(?!\\p{L})", "iu");
function performedQuotes(analysed, md, lines, intents) {
  if (!md.blocks?.some((b) => b.quoteDepth > 0)) return [];
  const out = [];
  for (const a of analysed) {
    if (out.length >= MAX_ASKS2) break;
    if (a.container === "heading" || a.container === "table" || a.container === "quote") continue;
    if (a.role.role !== "instruction" || a.role.framing || a.role.negative) continue;
    const back = BACK.exec(a.text);
    if (!back) continue;
    const lead = a.text.slice(0, back.index);
    if (!PERFORM.test(lead) || NEGATION2.test(lead)) continue;
    const quote = quoteAbove(md, lines, a.start);
    if (!quote) continue;
    for (const i of intents) {
      if (i.at.startLine < quote.first || i.at.startLine > quote.last) continue;
      if (i.role !== "mention" || i.negated || i.told || i.cooccurrence) continue;
      out.push({ ...i, role: "instruction", key: `${i.key}|performed` });
    }
  }
  return out;
}
function quoteAbove(md, lines, offset) {
  let last;
  let first;
  for (const b of md.blocks ?? []) {
    if (b.start >= offset) break;
    if (b.quoteDepth === 0) continue;
    if (!last || b.start - last.end > 2) first = b.start;
    last = b;
  }
  if (!last || first === void 0) return void 0;
  const from = lines.position(first).line;
  const to = lines.position(last.end).line;
  return lines.position(offset).line - to <= LOOK_BACK_LINES2 ? { first: from, last: to } : void 0;
}

// src/analysis/prose/persona.ts
var CAST = /* @__PURE__ */ new Map([
  ["you", /* @__PURE__ */ new Set(["are", "'re"])],
  ["du", /* @__PURE__ */ new Set(["bist"])],
  ["sie", /* @__PURE__ */ new Set(["sind"])],
  ["tu", /* @__PURE__ */ new Set(["es", "sei"])],
  ["vous", /* @__PURE__ */ new Set(["\xEAtes"])],
  ["voc\xEA", /* @__PURE__ */ new Set(["\xE9"])],
  ["lei", /* @__PURE__ */ new Set(["\xE8"])]
]);
var NOW = /* @__PURE__ */ new Set([
  "now",
  "from",
  "on",
  "henceforth",
  "ab",
  "jetzt",
  "nun",
  "von",
  "an",
  "sofort",
  "d\xE9sormais",
  "maintenant",
  "dor\xE9navant",
  "ahora",
  "agora",
  "ora",
  "d'ora",
  "in",
  "poi",
  "a",
  "partir",
  "de"
]);
var CAST_WITHIN = 40;
var NAME = new RegExp("^\\p{Lu}[\\p{L}-]{1,30}$", "u");
var NOT_NAMES = /* @__PURE__ */ new Set(["ein", "eine", "der", "die", "das", "un", "une", "le", "la", "the", "a", "an"]);
var LEADING_QUOTES = /^[„“‚‘«"']+/;
function castName(v, text) {
  for (let i = 0; i + 2 < v.n && i < 12; i++) {
    const verbs = CAST.get(v.w(i));
    if (!verbs?.has(v.w(i + 1))) continue;
    let k = i + 2;
    while (k < v.n && k < i + 8 && (NOW.has(v.w(k)) || v.toks[k].kind === "quote")) k++;
    const t = v.toks[k];
    if (t?.kind !== "word") return void 0;
    const word = text.slice(t.at, t.at + t.t.length).replace(LEADING_QUOTES, "");
    if (NOT_NAMES.has(word.toLowerCase()) || !NAME.test(word)) return void 0;
    return word.toLowerCase();
  }
  return void 0;
}
var PersonaActions = class {
  name;
  seen = 0;
  read(a) {
    const i = this.seen++;
    if (this.name === void 0) {
      if (i < CAST_WITHIN && a.container === "body" && a.role.role !== "data")
        this.name = castName(a.view, a.text);
      return;
    }
    if (a.role.role !== "mention" || a.role.why !== "descriptive" || a.container !== "body") return;
    if (!a.view.toks.some((t) => t.kind === "word" && t.t.replace(LEADING_QUOTES, "") === this.name)) return;
    const { why: _why, ...rest } = a.role;
    a.role = { ...rest, role: "instruction", directive: true };
  }
};

// src/analysis/prose/block-alternatives.ts
var COMMENT = /^[ \t]*(?:#(?!!)|\/\/)[ \t]*/;
var TRAILING = /[ \t]#[ \t].*$|[ \t]#$/;
var PLAIN_WORD = /^[a-z][a-z0-9-]{0,30}$/;
var ENV_ASSIGN = /^[A-Za-z_]\w{0,60}=/;
var ASSIGN_CALL = /^[ \t]*(?:(?:const|let|var|val|auto)[ \t]+)?([A-Za-z_$][\w$]{0,60})((?:[ \t]*,[ \t]*[A-Za-z_$][\w$]{0,60}){0,4})[ \t]*:?=[ \t]*(?:await[ \t]+)?([A-Za-z_$][\w$]{0,60}(?:\.[A-Za-z_$][\w$]{0,60}){0,6})[ \t]*\(/;
var CALL_HEAD = /^[ \t]*(?:await[ \t]+|return[ \t]+)?([A-Za-z_$][\w$]{0,60}(?:\.[A-Za-z_$][\w$]{0,60}){0,6})[ \t]*\(/;
var MAX_LINES = 400;
function groupsOf(content) {
  const groups = [];
  let cur;
  let labelPending = false;
  const raw = content.split("\n");
  for (let i = 0; i < raw.length && i < MAX_LINES; i++) {
    let line = raw[i];
    while (line.endsWith("\\") && i + 1 < raw.length && i < MAX_LINES)
      line = `${line.slice(0, -1)} ${raw[++i]}`;
    if (line.trim() === "") continue;
    if (COMMENT.test(line)) {
      if (line.replace(COMMENT, "").trim() !== "") labelPending = true;
      continue;
    }
    if (labelPending || !cur) {
      cur = { labelled: labelPending, lines: [] };
      groups.push(cur);
      labelPending = false;
    }
    cur.lines.push(line);
  }
  return groups;
}
function shellShape(line) {
  const toks = line.replace(TRAILING, "").trim().split(/[ \t]+/);
  let i = 0;
  while (i < toks.length && (toks[i] === "$" || toks[i] === "sudo" || ENV_ASSIGN.test(toks[i]))) i++;
  const prog = toks[i];
  if (!prog || !/^[A-Za-z]/.test(prog)) return void 0;
  i++;
  const sub = toks[i] && PLAIN_WORD.test(toks[i]) ? toks[i++] : "";
  const form = [];
  const names = [];
  for (; i < toks.length; i++) {
    const t = toks[i];
    if (t.startsWith("-")) form.push(t.split("=", 1)[0]);
    else if (t.includes(":")) form.push("source");
    else if (t.indexOf("@", 1) > 0) {
      form.push("version");
      names.push(t.slice(0, t.indexOf("@", 1)));
    } else {
      form.push("name");
      names.push(t);
    }
  }
  return { key: `${prog} ${sub}`, form: form.join(" "), names };
}
function isCatalogue(groups, named) {
  const byKey = /* @__PURE__ */ new Map();
  groups.forEach((g, gi) => {
    if (!g.labelled) return;
    for (const l of g.lines) {
      const s = shellShape(l);
      if (!s) continue;
      const e = byKey.get(s.key) ?? { groups: /* @__PURE__ */ new Set(), forms: /* @__PURE__ */ new Set(), names: [] };
      e.groups.add(gi);
      e.forms.add(s.form);
      e.names.push(...s.names);
      byKey.set(s.key, e);
    }
  });
  for (const e of byKey.values())
    if (e.groups.size >= 2 && e.forms.size >= 3 && !e.names.some((n) => n.length >= 3 && named(n)))
      return true;
  return false;
}
function mentions(line, word) {
  for (let at = line.indexOf(word); at >= 0; at = line.indexOf(word, at + 1)) {
    const before = line[at - 1] ?? " ";
    const after = line[at + word.length] ?? " ";
    if (!/[\w$]/.test(before) && !/[\w$]/.test(after)) return true;
  }
  return false;
}
function headOf(line) {
  const a = ASSIGN_CALL.exec(line);
  if (a) return { head: `${a[1]}${a[2].replace(/[ \t]/g, "")} = ${a[3]}`, target: a[1] };
  const c = CALL_HEAD.exec(line);
  return c ? { head: c[1] } : void 0;
}
function isBeforeAfter(groups) {
  const labelled2 = groups.filter((g) => g.labelled);
  if (labelled2.length < 2 || labelled2.length !== groups.length) return false;
  for (let i = 0; i + 1 < labelled2.length; i++) {
    const a = headOf(labelled2[i].lines[0]);
    const b = headOf(labelled2[i + 1].lines[0]);
    if (!a || !b || a.head !== b.head) continue;
    const target = a.target;
    const rest = labelled2[i].lines.slice(1);
    if (target === void 0 ? rest.length === 0 : !rest.some((l) => mentions(l, target))) return true;
  }
  return false;
}
function shownAlternatives(c, shell, codeLangs, sents) {
  if (!shell && !codeLangs.has(c.lang)) return void 0;
  const groups = groupsOf(c.content);
  if (groups.length < 2) return void 0;
  const named = proseNames(sents);
  const cue = shell && isCatalogue(groups, named) ? "forms of one command listed under labels" : isBeforeAfter(groups) ? "two versions of one line under labels" : void 0;
  return cue ? { placement: "runnable", framing: "illustrative", cue } : void 0;
}
var PROSE = /* @__PURE__ */ new WeakMap();
function proseNames(sents) {
  return (name) => {
    let prose = PROSE.get(sents);
    if (prose === void 0) {
      prose = sents.map((s) => s.text).join("\n");
      PROSE.set(sents, prose);
    }
    for (let at = prose.indexOf(name); at >= 0; at = prose.indexOf(name, at + 1)) {
      const before = prose[at - 1] ?? " ";
      const after = prose[at + name.length] ?? " ";
      if (!/[\w@/.-]/.test(before) && !/[\w/-]/.test(after)) return true;
    }
    return false;
  };
}

// src/analysis/prose/block-labels.ts
function firstLineFraming(c) {
  const first = (c.content.split("\n", 1)[0] ?? "").trim().toLowerCase();
  if (!/^(?:#|\/\/|--|rem\b|::)/.test(first)) return void 0;
  if (negativeWordIn(first, COMMENT_NEGATIVE_WORDS) || first.includes("\u274C")) return "negated";
  if (/\b(?:attack|attacker|malicious|payload|exploit)\b/.test(first)) return "illustrative";
  if (/\b(?:examples|samples|patterns|indicators)\b/.test(first) && SPECIMEN_CHECK.test(first))
    return "illustrative";
  return void 0;
}
var SPECIMEN_CHECK = /\b(?:trigger|triggers|triggered|flag|flags|flagged|match|matches|matched|catch|catches|caught|detect|detects|detected|blocks|blocked|deny|denies|denied|require|requires)\b/;
var COMMENT2 = /^[ \t]*(?:#|\/\/|--|rem\b|::)[ \t]*(?:\*\*)?[ \t]*/i;
var NOT_TO_DO = /^(?:❌|🚫|⛔|✗|✘|👎|(?:bad|wrong|don'?t|never|avoid|insecure|unsafe|vulnerable)\b)/iu;
var VERDICT = /^(?:✅|✔|☑|👍|❌|🚫|⛔|✗|✘|👎|(?:good|bad|right|wrong|correct|incorrect|do|don'?t|never|avoid|better|safe|unsafe|secure|insecure|preferred|recommended)\b[ \t]*[:(-])/iu;
function labelledNotToDo(c) {
  const out = [];
  const lines = c.content.split("\n");
  let at = c.contentStart;
  let open;
  let blank = false;
  for (let i = 0; i < lines.length && i < 2e3; i++) {
    const line = lines[i];
    const comment = COMMENT2.exec(line);
    const rest = comment ? line.slice(comment[0].length) : "";
    const verdict = comment !== null && VERDICT.test(rest);
    if (open !== void 0 && (verdict || comment && blank)) {
      out.push([open, at]);
      open = void 0;
    }
    if (i > 0 && comment && NOT_TO_DO.test(rest)) open = at;
    blank = line.trim() === "";
    at += line.length + 1;
  }
  if (open !== void 0) out.push([open, c.contentStart + c.content.length]);
  return out;
}

// src/analysis/prose/governing-verb.ts
var USE = words("use prefer employ fall switch");
var CLOSERS = words("or and otherwise else");
var CLAUSE_OPEN = /* @__PURE__ */ new Set([":", "\u2192", ";", ".", "?", "!", "|", "("]);
var PROGRAM = /^[A-Za-z][\w.+-]{0,40}$/;
function isCommandLine(code) {
  const words2 = code.slice(0, 2e3).trim().split(/\s+/, 2);
  return words2.length === 2 && PROGRAM.test(words2[0]);
}
function orderingVerb(v, k, code, run) {
  return v.near(k, 6, run, false, true) ?? governingVerb(v, k, code, run);
}
function governingVerb(v, k, code, run) {
  const command = isCommandLine(code);
  const orders = (j) => run(j) || command && v.isWordIn(j, USE);
  if (command) {
    const near = v.near(k, 3, (j) => v.isWordIn(j, USE), false, true);
    if (near !== void 0) return near;
  }
  return seriesHead(v, k, orders);
}
function seriesHead(v, k, orders) {
  const toks = v.toks;
  const prev = toks[k - 1];
  if (!prev) return void 0;
  const joined = prev.kind === "word" && v.isWordIn(k - 1, CLOSERS);
  if (!joined && !(prev.kind === "punct" && prev.t === ",")) return void 0;
  if (!joined && !closedLater(v, k)) return void 0;
  for (let j = k - 2; j >= 0 && j >= k - 40; j--) {
    const t = toks[j];
    if (t.kind === "punct" && CLAUSE_OPEN.has(t.t)) return void 0;
    const before = toks[j - 1];
    const opensItem = !before || before.kind === "punct" && (before.t === "," || CLAUSE_OPEN.has(before.t));
    if (t.kind === "word" && opensItem && orders(j)) return j;
  }
  return void 0;
}
function closedLater(v, k) {
  const toks = v.toks;
  for (let j = k + 1; j < toks.length && j <= k + 30; j++) {
    const t = toks[j];
    if (t.kind === "punct" && CLAUSE_OPEN.has(t.t)) return false;
    if (t.kind === "word" && v.isWordIn(j, CLOSERS)) return true;
  }
  return false;
}

// src/analysis/prose/lead-clauses.ts
function negativeLastClause(text) {
  const last = text.slice(Math.max(text.lastIndexOf(";"), text.lastIndexOf(". ")) + 1).toLowerCase();
  const clause = blankExclusions(blankAskBans(last.replace(/`[^`\n]{0,200}`/g, " "))).replace(LEADING_CONDITION, "").replace(PURPOSE_CLAUSE, " ");
  return negativeWordIn(afterLastAlternative(clause), LEAD_NEGATIVE_WORDS);
}
var PURPOSE_CLAUSE = /\b(?:so that|so as|so|in order|lest)\s[^,;\n]{0,300}/g;
var LEADING_CONDITION = /^[\s*_>-]{0,8}(?:if|when|whenever|once|unless|in case|should)\s[^,\n]{0,200},/;
var CONDITION_ONLY = /^(?:if|when|whenever|once|wherever)\s[^,\n]{1,300}:$/i;
function conditionOnly(text) {
  return CONDITION_ONLY.test(text.trim());
}

// src/analysis/prose/placement.ts
var RUN = words(
  "run execute exec paste type enter invoke launch start call install try issue source pipe eval spawn dispatch ex\xE9cute ex\xE9cutez ex\xE9cuter d'ex\xE9cuter ex\xE9cutant lance lancez lancer lan\xE7ant ejecuta ejecute ejecutar ejecutando executa executar executando rode rodar rodando esegui eseguire eseguendo f\xFChre ausf\xFChren"
);
var RUN_OBJ = words(
  "following below this these command commands script snippet code block it them that once above previous earlier anti-pattern antipattern example terminal shell"
);
var NOUN_BEFORE = words("from");
var BACK_RUN = words("run execute exec paste type enter invoke launch try source pipe eval");
var BACK_REF = words(
  "above previous earlier preceding anti-pattern antipattern example snippet block command script"
);
var PRONOUN_REF = words("it this that once again");
var ILLUSTRATIVE = words(
  "attacker attackers malicious payload payloads exploit exploits injection adversary adversarial phishing"
);
var SHELL_LANGS = /* @__PURE__ */ new Set([
  "bash",
  "sh",
  "shell",
  "zsh",
  "console",
  "terminal",
  "powershell",
  "ps1",
  "pwsh",
  "ps",
  "cmd",
  "bat",
  "batch",
  "fish",
  "ksh",
  "shellsession",
  "shell-session",
  "sh-session",
  "!"
]);
var CODE_LANGS = /* @__PURE__ */ new Set([
  "python",
  "py",
  "python3",
  "js",
  "javascript",
  "mjs",
  "cjs",
  "node",
  "ts",
  "typescript",
  "ruby",
  "rb",
  "perl",
  "php",
  "applescript",
  "osascript",
  "vbscript",
  "lua",
  "r"
]);
function looksShell(content) {
  const first = content.trimStart().split("\n", 1)[0] ?? "";
  return /^(?:\$ |# ?(?:!\/)|(?:sudo|curl|wget|npm|npx|pip|pip3|git|cd|ls|cat|echo|export|brew|apt|apt-get|yarn|pnpm|docker|kubectl|chmod|mkdir|rm|cp|mv|bash|sh|python3?|node|uv|uvx|make|go|cargo|iwr|iex|powershell)\b)/.test(
    first
  ) || looksLikeCommands(content);
}
function isShellFence(c) {
  return SHELL_LANGS.has(c.lang) || c.lang === "" && looksShell(c.content);
}
function sentenceBefore(sents, offset) {
  let lo = 0;
  let hi = sents.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    if (sents[mid].start < offset) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}
function hasWord(a, set) {
  return a.view.find(set).length > 0;
}
function leadCue(a) {
  const cue = a.evidence;
  if (a.role.framing === "negated" || a.role.negative || negativeLastClause(a.text) && a.text.trimEnd().endsWith(":"))
    return { placement: "example", framing: "negated", cue };
  if (/^(?:[-*+] )?(?:\*\*)?(?:❌|🚫|⛔|✗|✘)/u.test(a.text.trimStart()))
    return { placement: "example", framing: "negated", cue };
  const runs = a.view.find(RUN).filter((r) => !a.view.isWordIn(r - 1, NOUN_BEFORE));
  const asksToRun = runs.length > 0 && (a.role.directive || a.text.trimEnd().endsWith(":"));
  const fromSection = a.role.why === "section";
  const asks = asksToRun && (a.role.directive || !conditionOnly(a.text));
  if (hasWord(a, ILLUSTRATIVE) || a.role.framing === "illustrative" && !(fromSection && asks))
    return { placement: "example", framing: "illustrative", cue };
  if (asksToRun) return { placement: "instructed", cue };
  return void 0;
}
function backReference(a, adjacent) {
  if (a.role.negative || a.role.why === "warning") return false;
  if (a.role.role !== "instruction" && !(a.role.directive && a.role.why === "section")) return false;
  for (const r of a.view.find(BACK_RUN)) {
    if (a.view.negated(r, 4)) continue;
    const refs = (j) => a.view.isWordIn(j, BACK_REF) || adjacent && a.view.isWordIn(j, PRONOUN_REF);
    if (a.view.near(r, 6, refs, true, false) !== void 0) return true;
  }
  return false;
}
function sectionOfHeading(h) {
  return sectionFraming(h.view.toks);
}
function placeFences(md, sents) {
  const blockAt = /* @__PURE__ */ new Map();
  for (const b of md.blocks ?? []) if (b.kind === "code") blockAt.set(b.start, b);
  return md.code.map((c, idx) => {
    const i = sentenceBefore(sents, c.start);
    const prevEnd = md.code[idx - 1]?.end ?? -1;
    const before = i >= 0 && sents[i].start > prevEnd ? sents[i] : void 0;
    const lead = before && before.container !== "heading" && before.nextHeading > c.start ? before : void 0;
    const block = blockAt.get(c.start);
    let cue = lead ? leadCue(lead) : void 0;
    const inner = firstLineFraming(c);
    if (!cue && inner)
      cue = { placement: "example", framing: inner, cue: c.content.split("\n", 1)[0].slice(0, 200) };
    const section = lead?.section ?? (before?.container === "heading" ? sectionOfHeading(before) ?? before.section : before?.section);
    if (!cue && section) cue = { placement: "example", framing: section, cue: "section heading" };
    const nextCode = md.code[idx + 1]?.start ?? Number.POSITIVE_INFINITY;
    for (let k = i + 1, seen = 0; k < sents.length && seen < 6; k++) {
      const a = sents[k];
      if (a.start < c.end) continue;
      if (a.start > nextCode) break;
      seen++;
      if (a.container !== "heading" && backReference(a, seen === 1))
        return {
          placement: "instructed",
          ...cue?.framing ? { framing: cue.framing } : {},
          cue: a.evidence
        };
    }
    if (cue)
      return { placement: cue.placement, ...cue.framing ? { framing: cue.framing } : {}, cue: cue.cue };
    const shown = shownAlternatives(c, isShellFence(c), CODE_LANGS, sents);
    if (shown) return shown;
    if (block?.ordered && block.listDepth > 0 && (isShellFence(c) || CODE_LANGS.has(c.lang)))
      return { placement: "instructed", cue: "numbered step" };
    if (!isShellFence(c) && !CODE_LANGS.has(c.lang)) return { placement: "mention" };
    const notToRun = labelledNotToDo(c);
    if (notToRun.length > 0)
      return { placement: "runnable", framing: "illustrative", cue: "verdict labels in the block", notToRun };
    return { placement: "runnable" };
  });
}
function placeInline(md, sents) {
  const tables = new TableLeads(sents);
  return md.inlineCode.map((code) => placeOneInline(code, sents, tables));
}
function placeOneInline(code, sents, tables) {
  const i = sentenceBefore(sents, code.start + 1);
  const a = i >= 0 ? sents[i] : void 0;
  if (!a || code.start >= a.end) return { placement: "mention" };
  const framing = a.role.framing ? { framing: a.role.framing } : {};
  if (a.container === "table") {
    const lead = tables.cue(i, code.start);
    if (lead && !a.catalogue && a.role.why !== "quoted") return { placement: "instructed", cue: lead };
  }
  const listed = a.container === "table" && a.role.role !== "instruction";
  if (a.container === "heading" || listed || a.catalogue || a.role.why === "quoted")
    return { placement: "mention", ...framing };
  const rel = code.start - a.start;
  const k = a.view.toks.findIndex((t) => t.kind === "code" && t.at === rel);
  if (a.view.n <= 2 && k === 0 && i > 0 && sents[i - 1].nextHeading > code.start) {
    let l = i - 1;
    while (l > 0 && i - l < 50 && sents[l].listDepth > 0 && sents[l].view.n <= 2 && sents[l].view.toks[0]?.kind === "code")
      l--;
    const lead = leadCue(sents[l]);
    if (lead)
      return { placement: lead.placement, ...lead.framing ? { framing: lead.framing } : {}, cue: lead.cue };
  }
  const run = k < 0 ? void 0 : orderingVerb(a.view, k, code.code, (j) => a.view.isWordIn(j, RUN));
  const objOfRun = run !== void 0;
  if (a.role.framing === "negated" || a.role.negative)
    return objOfRun ? { placement: "example", framing: "negated", cue: a.evidence } : { placement: "mention", framing: "negated" };
  if (a.role.framing === "illustrative")
    return objOfRun ? { placement: "example", framing: "illustrative", cue: a.evidence } : { placement: "mention", framing: "illustrative" };
  const label = labelled(a, rel, code);
  if (label) return { placement: label, cue: a.evidence };
  if (a.view.n === 1 && k === 0 && a.container === "body") {
    const lead = i > 0 && sents[i - 1].nextHeading > code.start ? leadCue(sents[i - 1]) : void 0;
    if (lead)
      return { placement: lead.placement, ...lead.framing ? { framing: lead.framing } : {}, cue: lead.cue };
    return { placement: "runnable" };
  }
  if (a.role.role !== "instruction") return { placement: "mention", ...framing };
  if (objOfRun && !a.view.negated(run, 4)) return { placement: "instructed", cue: a.evidence };
  if (objOfRun) return { placement: "example", framing: "negated", cue: a.evidence };
  if (k > 0 && a.view.find(SPECIMEN, 0, k).length > 0) return { placement: "example", cue: a.evidence };
  if (k > 0 && stepsAfterColon(a, k)) return { placement: "instructed", cue: a.evidence };
  return { placement: "mention" };
}
var SPECIMEN = words("example examples specimen sample illustration indicator indicators shown");
var STEP_JOINERS = words("then and first next finally after afterwards or");
function stepsAfterColon(a, k) {
  const toks = a.view.toks;
  let colon = -1;
  let prev = -1;
  for (let j = 0; j < k; j++) {
    const t = toks[j];
    if (t.kind === "punct" && t.t === ":") [prev, colon] = [colon, j];
  }
  if (colon < 0) return false;
  let clause = 0;
  for (let j = prev + 1; j < colon; j++) if (toks[j].kind === "word") clause++;
  if (clause < 2) return false;
  for (let j = colon + 1, depth = 0; j < toks.length; j++) {
    const t = toks[j];
    if (t.kind === "punct" && (t.t === "(" || t.t === ")"))
      depth = Math.max(0, depth + (t.t === "(" ? 1 : -1));
    if (depth > 0 || t.kind === "code" || t.kind === "punct" && t.t !== ":") continue;
    if (t.kind === "word" && STEP_JOINERS.has(t.t)) continue;
    return false;
  }
  return true;
}
var TABLE_RUN = words("run execute perform follow carry work do complete apply");
var TABLE_REF = words("table column columns row rows runbook step steps checklist");
var TABLE_LEAD_WINDOW = 8;
var JOINS = words("and then");
var TableLeads = class {
  constructor(sents) {
    this.sents = sents;
    for (let i = 0; i < sents.length; i++)
      this.before.push(i === 0 ? -1 : sents[i - 1].container === "table" ? this.before[i - 1] : i - 1);
  }
  sents;
  /** For each sentence, the nearest earlier one outside a table (-1: none). */
  before = [];
  memo = /* @__PURE__ */ new Map();
  cue(i, at) {
    const from = this.before[i] ?? -1;
    if (!this.memo.has(from)) this.memo.set(from, this.find(from, at));
    return this.memo.get(from);
  }
  find(from, at) {
    for (let l = from, seen = 0; l >= 0 && seen < TABLE_LEAD_WINDOW; l = this.before[l], seen++) {
      const s = this.sents[l];
      if (s.nextHeading <= at) return void 0;
      if (s.container !== "body" && s.container !== "list" || s.role.negative) continue;
      if (s.role.framing === "negated" || s.role.framing === "illustrative" || hasWord(s, ILLUSTRATIVE))
        continue;
      for (const r of s.view.find(TABLE_RUN)) {
        const prev = s.view.toks[r - 1];
        const opens = r === 0 || prev?.kind === "punct" || prev?.kind === "word" && JOINS.has(prev.t);
        if (s.role.role !== "instruction" && !opens || s.view.negated(r, 4)) continue;
        if (s.view.near(r, 8, (j) => s.view.isWordIn(j, TABLE_REF)) !== void 0) return s.evidence;
      }
    }
    return void 0;
  }
};
var SHOWN_LABEL = /^(?:example|e\.g|output|returns?|result|results|note|for instance|default|type|format|syntax|pattern|signature)$/i;
function labelled(a, rel, code) {
  const lead = a.text.slice(0, rel).replace(/[*_`]/g, "").trim();
  const m = /^(?:[-+*]\s+|\d{1,2}[.)]\s+)?([A-Za-z][A-Za-z -]{0,30}):$/.exec(lead);
  if (!m) return void 0;
  const rest = a.text.slice(rel + (code.end - code.start)).trim();
  if (rest !== "" && !/^[.;]?$/.test(rest)) return void 0;
  if (m[1].trim().split(/\s+/).length > 3) return void 0;
  return SHOWN_LABEL.test(m[1].trim()) ? "runnable" : "instructed";
}

// src/analysis/prose/struck-text.ts
var MAX_STRUCK = 64;
var STRUCK = /~~(?=\S)([^~\n]{1,200}?)~~/g;
function struckReading(text, md, bodyStart, lines, known) {
  if (!text.includes("~~")) return [];
  const spans = [];
  let negating = false;
  for (const m of text.matchAll(STRUCK)) {
    if (m.index < bodyStart) continue;
    spans.push({ start: m.index, end: m.index + m[0].length });
    if (m[1].toLowerCase().split(/[^\p{L}']+/u).some((w) => NEGATOR_WORDS.has(w)))
      negating = true;
    if (spans.length >= MAX_STRUCK) break;
  }
  if (!negating) return [];
  let blanked = "";
  let at = 0;
  for (const s of spans) {
    blanked += text.slice(at, s.start) + " ".repeat(s.end - s.start);
    at = s.end;
  }
  blanked += text.slice(at);
  const have = new Set(
    known.filter((i) => !i.negated && i.role !== "mention").map((i) => `${i.cls}|${i.at.startLine}`)
  );
  const walker = new SentenceWalker(blanked);
  const out = [];
  const { sentences } = documentSentences(blanked, md, bodyStart);
  for (const s of sentences) {
    const touches = (x) => x.start < s.end && (x.end > s.start || s.start - x.end < 16 && blanked.slice(x.end, s.start).trim() === "");
    if (!spans.some(touches)) continue;
    for (const i of intentsOf(walker.analyse(s), lines, { links: [] })) {
      if (i.negated || i.role === "mention" || have.has(`${i.cls}|${i.at.startLine}`)) continue;
      out.push({ ...i, evidence: text.slice(s.start, s.end).replace(/\s+/g, " ").slice(0, 300) });
    }
  }
  return out;
}

// src/analysis/prose/table-asks.ts
var MAX_ROWS = 50;
var MAX_ASKED = 8;
var TABLE = words("table tabela tabella tableau tabelle");
var ROW = words("row rows entry entries line lines item items part parts linha linhas riga righe");
var EVERY = words("every each all todas todos cada ogni tutte tutti");
var DIRECTION = words("above below");
var ASKING = words(
  "good should must need needs ensure sure please expected expects taken done complete completed handled covered included uploaded"
);
var SEND = words("upload uploaded post posts posted send sent submit submitted target accepts push");
var FOOTNOTE_REF = /\[\^([^\]\s]{1,40})\]/g;
var FOOTNOTE_DEF = /^\[\^([^\]\s]{1,40})\]:[ \t]*/;
function tableAsks(analysed, text, md, lines) {
  const asking2 = analysed.filter(asksForTable).slice(0, MAX_ASKED);
  if (asking2.length === 0) return [];
  const tables = tablesOf(text, md);
  if (tables.size === 0) return [];
  const notes = footnotes(text, md);
  const out = [];
  const done = /* @__PURE__ */ new Set();
  for (const a of asking2) {
    const start = pickTable(a, tables);
    if (start === void 0 || done.has(start)) continue;
    done.add(start);
    out.push(...rowIntents(tables.get(start), notes, a, lines));
  }
  return out;
}
function asksForTable(a) {
  if (a.container === "table" || a.container === "heading" || a.role.framing) return false;
  if (a.role.role === "mention" && a.role.why !== "descriptive") return false;
  const v = a.view;
  const table = v.find(TABLE);
  if (table.length === 0) return false;
  const every = v.find(EVERY).some((e) => v.near(e, 3, (j) => v.isWordIn(j, ROW), true, false) !== void 0);
  const dir = table.some((t) => v.isWordIn(t + 1, DIRECTION));
  if (!every && !dir) return false;
  if (table.some((t) => v.negatorBefore(t, 8) !== void 0)) return false;
  return a.role.role === "instruction" || v.find(ASKING).length > 0;
}
function tablesOf(text, md) {
  const out = /* @__PURE__ */ new Map();
  for (const b of md.blocks ?? []) {
    if (b.kind !== "table-cell" || b.table === void 0 || b.row === void 0 || b.header) continue;
    let rows = out.get(b.table);
    if (!rows) {
      rows = [];
      out.set(b.table, rows);
    }
    if (b.row > MAX_ROWS) continue;
    const cell = text.slice(b.start, Math.min(b.end, b.start + 600));
    const row = rows[b.row];
    if (row) {
      row.text += ` \u2014 ${cell}`;
      row.end = b.end;
    } else rows[b.row] = { start: b.start, end: b.end, text: cell };
  }
  return out;
}
function pickTable(a, tables) {
  const below = a.view.find(DIRECTION).some((j) => a.view.w(j) === "below");
  let before;
  let after;
  for (const start of tables.keys()) {
    if (start < a.start && (before === void 0 || start > before)) before = start;
    if (start > a.end && (after === void 0 || start < after)) after = start;
  }
  return below ? after ?? before : before ?? after;
}
function footnotes(text, md) {
  const out = /* @__PURE__ */ new Map();
  for (const b of md.blocks ?? []) {
    if (b.kind !== "paragraph" || text.charCodeAt(b.start) !== 91) continue;
    const body = text.slice(b.start, Math.min(b.end, b.start + 800));
    const m = FOOTNOTE_DEF.exec(body);
    if (m && !out.has(m[1])) out.set(m[1], body.slice(m[0].length));
  }
  return out;
}
function withNotes(row, notes) {
  let s = row.text;
  for (const m of row.text.matchAll(FOOTNOTE_REF)) {
    const note = notes.get(m[1]);
    if (note) s += ` \u2014 ${note}`;
  }
  return s;
}
function rowIntents(rows, notes, a, lines) {
  let secret;
  let dest;
  const sendAsked = a.view.find(SEND).length > 0;
  for (const row of rows) {
    if (!row) continue;
    const full = withNotes(row, notes);
    const v = new View(tokenize(full.slice(0, 1200)), full);
    const paths = v.secretPaths();
    if (secret === void 0 && paths.length > 0)
      secret = { row, text: full, path: v.secretPathAt(paths[0]) };
    if (dest === void 0 && (sendAsked || v.find(SEND).length > 0)) dest = remoteUrl(v);
  }
  if (secret === void 0 || dest === void 0) return [];
  const evidence = evidenceOf(`${secret.text} \u2192 ${dest}; ${a.text}`);
  const at = lines.region(secret.row.start, secret.row.end);
  const base = { role: "instruction", at, evidence, container: "table", negated: false };
  return [
    { cls: "secret-read", ...base, key: keyOf("secret-read", evidence), object: secret.path },
    { cls: "send-data", ...base, key: keyOf("send-data", evidence), object: dest.slice(0, 300) }
  ];
}
function remoteUrl(v) {
  for (const u of v.urls()) {
    const t = v.toks[u];
    if (t.kind === "placeholder") continue;
    const c = classifyHost(t.t);
    if (c !== "local" && c !== "registry" && c !== "vendor-installer") return t.t;
  }
  return void 0;
}

// src/analysis/prose/use-asks.ts
var MAX_ASKS3 = 8;
var LOOK_BACK_LINES3 = 12;
var RUN2 = new RegExp("(?:^|[^\\p{L}])(?:run|re-?run|execute|exec|type|enter|replay|reproduce|paste|invoke|ex[\xE9e]cute[rz]?|lance[rz]?|tape[rz]?|rejoue[rz]?|reproduis(?:ez)?|ejecut[ae]n?|ejecutar|reproduz[ai]|reproduza|execut[ae]|executar|rode|esegui(?:te|re)?|f[\xFCu]hre|tippe|digite|digita)(?!\\p{L})|\uC2E4\uD589|\uC7AC\uD604|\uC785\uB825|\u5B9F\u884C|\u6267\u884C|\u8FD0\u884C|\u518D\u73FE|\u590D\u73B0", "iu");
var CONTINUE = new RegExp("(?:^|[^\\p{L}])(?:continue|resume|finish|complete|carry on|pick up|continuez|continue[rz]|terminez|reprenez|contin[u\xFA]a|termina|fortsetzen|setze)(?!\\p{L})|\uACC4\uC18D|\u7EE7\u7EED|\u7D9A\u3051", "iu");
var TURN_WORDS = new RegExp("(?:^|[^\\p{L}])(?:assistant|agent|bot|transcript|conversation|chat|assistente|asistente|assistent)(?!\\p{L})|\uC5B4\uC2DC\uC2A4\uD134\uD2B8|\u52A9\u624B|\u30A2\u30B7\u30B9\u30BF\u30F3\u30C8", "iu");
var PROMPT = /^\s?[\w@.:~/-]{0,30}[$#>%]\s?$/;
var DESIGNATOR = /(?:^|[^\p{L}])(?:sample|row|entry|item|example|case|caso|exemple|exemplo|ejemplo|esempio|beispiel|échantillon|amostra|élément|entrée|ligne|linha|fila|riga|eintrag|zeile)s?[ \t]{1,3}(?:(?:n[°º.]|no\.|nr\.?|#|number|num[ée]ro|n[úu]mero)[ \t]{0,2})?[*_`]{0,2}([A-Za-z]{0,4}-?\d{1,4}[a-z]?)(?![\w-])/iu;
var BLOCK = new RegExp("(?:^|[^\\p{L}])(?:block|snippet|command|code|bloc|bloque|bloco|blocco|befehl)(?!\\p{L})", "iu");
var QUOTED = /["“«]\s?([^"”»\n]{12,160}?)\s?["”»]/g;
var QUOTED_ANY = /["“«][^"”»\n]{0,160}["”»]/g;
var NEGATION3 = new RegExp("(?:^|[^\\p{L}])(?:not|never|don't|do not|nicht|nie|jamais|ne|nunca|n\xE3o|no|non|mai)(?!\\p{L})|\uD558\uC9C0\\s?\uB9C8|\uB9C8\uC138\uC694|\uB9D0\uACE0|\uC54A", "iu");
var CODE_OBJECT = /^\s{1,3}(?:(?:the|this|that|a|le|la|el|o)\s{1,3})?`/i;
var CJK_ASK = /(?:세요|십시오|하라|해라|ください|しなさい|して下さい|请)\s*[.。]?\s*$/u;
var PATH_CODE = /^\.{0,2}\/?[\w.-]+(?:\/[\w.-]+){0,8}(?:\/|\.[A-Za-z]{1,8})$/;
function useAsks(analysed, text, md, lines) {
  if (!RUN2.test(text) && !CONTINUE.test(text)) return [];
  const blocks = md.blocks ?? [];
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const a of analysed) {
    if (out.length >= MAX_ASKS3) break;
    if (!asking(a)) continue;
    const passage = passageOf(blocks, a);
    const body = text.slice(passage.start, Math.min(passage.end, passage.start + 2e3));
    const found = useOf(a, body, md, passage);
    if (!found) continue;
    const targets = targetsOf(md, lines, passage);
    if (targets.length === 0) continue;
    const object = `use:${found.kind}:${encodeURIComponent(found.arg)}:${targets.join("|")}`.slice(0, 600);
    if (seen.has(object)) continue;
    seen.add(object);
    const evidence = evidenceOf(a.text);
    out.push({
      cls: "run-linked",
      role: "instruction",
      at: lines.region(a.start, a.end),
      evidence,
      key: keyOf("run-linked", evidence),
      container: a.container,
      negated: false,
      object
    });
  }
  return out;
}
function asking(a) {
  if (a.container === "heading" || a.container === "table" || a.container === "quote") return false;
  if (a.role.framing || a.role.negative) return false;
  const bare = a.text.replace(QUOTED_ANY, " ");
  if (!RUN2.test(bare) && !CONTINUE.test(bare)) return false;
  if (NEGATION3.test(bare)) return false;
  return a.role.role === "instruction" || CJK_ASK.test(a.text) || opensWithRun(bare);
}
function opensWithRun(bare) {
  const s = bare.replace(/^[\s*>\d.)-]{0,8}/, "");
  const comma = s.indexOf(",");
  const main = comma >= 0 && comma <= 80 ? s.slice(comma + 1).trimStart() : s;
  return RUN2.exec(s)?.index === 0 || RUN2.exec(main)?.index === 0;
}
function useOf(a, body, md, passage) {
  const bare = a.text.replace(QUOTED_ANY, " ");
  if (CONTINUE.test(bare) && TURN_WORDS.test(body)) return { kind: "turn", arg: "" };
  const verb = RUN2.exec(bare);
  if (!verb || CODE_OBJECT.test(bare.slice(verb.index + verb[0].length, verb.index + verb[0].length + 40)))
    return void 0;
  for (const c of md.inlineCode) {
    if (c.start < passage.start) continue;
    if (c.start >= passage.end) break;
    if (PROMPT.test(c.code) && c.code.trim().length > 0) return { kind: "prefix", arg: c.code };
  }
  const d = DESIGNATOR.exec(a.text) ?? DESIGNATOR.exec(body);
  if (d) {
    const section = [...a.text.matchAll(QUOTED)][0]?.[1] ?? "";
    return { kind: "row", arg: section ? `${d[1]}
${section}` : d[1] };
  }
  if (BLOCK.test(bare)) {
    const quoted = [...body.matchAll(QUOTED)].find((m) => m[1].trim().split(/\s+/).length >= 3);
    if (quoted) return { kind: "quote", arg: quoted[1].trim() };
  }
  return void 0;
}
function passageOf(blocks, a) {
  let lo = 0;
  let hi = blocks.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    if (blocks[mid].start <= a.start) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const b = blocks[at];
  if (!b || b.end < a.start) return { start: a.start, end: a.end };
  if (b.item === void 0) return { start: b.start, end: Math.max(b.end, a.end) };
  let start = b.start;
  let end = b.end;
  for (let k = at - 1, n = 0; k >= 0 && n < 16 && blocks[k].item === b.item; k--, n++)
    start = blocks[k].start;
  for (let k = at + 1, n = 0; k < blocks.length && n < 16 && blocks[k].item === b.item; k++, n++)
    end = blocks[k].end;
  return { start, end: Math.max(end, a.end) };
}
function targetsOf(md, lines, passage) {
  const from = lines.position(passage.start).line - LOOK_BACK_LINES3;
  const inRange = (start) => start < passage.end && lines.position(start).line >= from;
  const out = [];
  const add = (t) => {
    const clean = t.split("#")[0].trim();
    if (!clean || /^[a-z][\w+.-]{0,20}:/i.test(clean) || clean.includes("|") || out.includes(clean)) return;
    if (out.length < 4) out.push(clean);
  };
  for (const l of md.links) {
    if (l.start >= passage.end) break;
    if ((l.kind === "inline" || l.kind === "reference") && inRange(l.start)) add(l.url);
  }
  for (const c of md.inlineCode) {
    if (c.start >= passage.end) break;
    if (inRange(c.start) && PATH_CODE.test(c.code.trim()) && /[/.]/.test(c.code)) add(c.code.trim());
  }
  return out;
}

// src/analysis/prose/index.ts
var MAX_INTENTS = 2e3;
var TEXT_LANGS = /* @__PURE__ */ new Set([
  "text",
  "txt",
  "markdown",
  "md",
  "prompt",
  "plaintext",
  "plain",
  "xml",
  "html",
  ""
]);
function analyzeProse(input) {
  const { text, md, bodyStart, lines } = input;
  const { sentences, capped } = documentSentences(text, md, bodyStart);
  const walker = new SentenceWalker(text);
  const slotImage = slotImageIn(text);
  const persona = new PersonaActions();
  const zonesOf = zoneFinder(text, md);
  const intents = [];
  let limitHit = capped ? `more than ${MAX_SENTENCES} sentences` : void 0;
  const add = (found) => {
    for (const i of found) {
      if (intents.length >= MAX_INTENTS) {
        limitHit ??= `more than ${MAX_INTENTS} intents`;
        return;
      }
      intents.push(i);
    }
  };
  const analysed = [];
  for (const s of sentences) {
    const a = walker.analyse(s);
    const prev = analysed[analysed.length - 1];
    linkFetch(prev, a);
    linkSecretRead(prev, a);
    linkStoreNamed(prev, a);
    linkIncomingInstructions(prev, a);
    linkContent(prev, a);
    persona.read(a);
    if (slotImage) a.slotImage = true;
    analysed.push(a);
    add(intentsOf(a, lines, zonesOf(a)));
  }
  linkHeadings(analysed);
  add(tableAsks(analysed, text, md, lines));
  add(passageAsks(analysed, text, md, lines, intents));
  add(useAsks(analysed, text, md, lines));
  add(performedQuotes(analysed, md, lines, intents));
  add(concealedSends(analysed, lines, intents));
  add(struckReading(text, md, bodyStart, lines, intents));
  const code = placeFences(md, analysed);
  const inline = placeInline(md, analysed);
  fencedTextSentences(text, md, code, (a, instructed, diagram) => {
    const found = intentsOf(a, lines, { links: [] }, false, "code");
    const shown = diagram ? "data" : "mention";
    add(found.map((i) => instructed || i.role !== "instruction" ? i : { ...i, role: shown }));
  });
  intents.sort(
    (x, y) => x.at.startLine - y.at.startLine || x.at.startColumn - y.at.startColumn || x.cls.localeCompare(y.cls)
  );
  const roles = flattenRoles(analysed, md, code, inline, zonesOf);
  return { intents, placements: { code, inline }, roles, ...limitHit ? { limitHit } : {} };
}
var IMAGE_URL = /!\[[^\]\n]{0,200}\]\(\s{0,4}<?(https?:\/\/[^\s)]{1,600})|<img\b[^>]{0,300}?\bsrc\s{0,4}=\s{0,4}["'](https?:\/\/[^"'\s]{1,600})/gi;
var SLOT2 = /<[A-Za-z_][\w.-]{0,40}>|\{\{?[A-Za-z_][\w.-]{0,40}\}\}?|\$\{?[A-Za-z_]\w{0,40}\}?/;
function slotImageIn(text) {
  let n = 0;
  for (const m of text.matchAll(IMAGE_URL)) {
    if (SLOT2.test(m[1] ?? m[2] ?? "")) return true;
    if (++n >= 200) return false;
  }
  return false;
}
function zoneFinder(text, md) {
  const spans = linkTextSpans(text, md);
  let k = 0;
  return (a) => {
    while (k < spans.length && spans[k].end <= a.start) k++;
    const links = [];
    for (let j = k; j < spans.length && spans[j].start < a.end; j++)
      links.push({ start: spans[j].start - a.start, end: spans[j].end - a.start, alt: spans[j].alt });
    return { links, forbids: (off) => prohibitedAt(text, a.start + off) };
  };
}
function linkTextSpans(text, md) {
  const out = [];
  for (const l of md.links) {
    if (l.kind !== "inline" && l.kind !== "reference" && l.kind !== "image") continue;
    const start = l.start + (l.kind === "image" ? 2 : 1);
    const close = text.indexOf("]", start);
    if (close < 0 || close > l.end) continue;
    out.push({ start, end: close, alt: l.kind === "image" });
  }
  return out.sort((a, b) => a.start - b.start);
}
function fencedTextSentences(text, md, placements, visit) {
  let count = 0;
  const walker = new SentenceWalker(text);
  md.code.forEach((c, i) => {
    const diagram = c.lang === "mermaid";
    if (!TEXT_LANGS.has(c.lang) && !diagram || isShellFence(c)) return;
    const instructed = placements[i].placement === "instructed";
    const end = Math.min(c.contentStart + c.content.length, c.end);
    const spans = diagram ? mermaidLabels(text, c.contentStart, end) : [{ start: c.contentStart, end }];
    for (const span of spans)
      splitSentences(text, span.start, span.end, [], (s, e) => {
        if (count >= MAX_SENTENCES) return;
        count++;
        const sent = {
          start: s,
          end: e,
          container: "code",
          blockIndex: -1,
          first: false,
          last: false
        };
        visit(walker.analyse(sent), instructed, diagram);
      });
  });
}
function flattenRoles(analysed, md, code, inline, zonesOf) {
  const outers = analysed.map((a) => {
    const inner = zonesOf(a).links.map((z) => ({
      start: a.start + z.start,
      end: a.start + z.end,
      role: z.alt ? "data" : "mention",
      container: z.alt ? "alt-text" : "link-text"
    }));
    return {
      start: a.start,
      end: a.end,
      role: a.role.role,
      container: a.container,
      ...a.role.framing ? { framing: a.role.framing } : {},
      inner
    };
  });
  md.code.forEach((c, i) => {
    const p = code[i];
    outers.push({ start: c.start, end: c.end, ...codeRole(p), container: "code", inner: [] });
  });
  outers.sort((x, y) => x.start - y.start || x.end - y.end);
  let o = 0;
  md.inlineCode.forEach((c, i) => {
    while (o < outers.length && outers[o].end <= c.start) o++;
    const host = outers[o];
    if (host && host.start <= c.start)
      host.inner.push({ start: c.start, end: c.end, ...codeRole(inline[i]), container: host.container });
  });
  const out = [];
  let at = 0;
  for (const s of outers) {
    const { inner, ...outer } = s;
    inner.sort((x, y) => x.start - y.start);
    let from = Math.max(at, outer.start);
    for (const r of inner) {
      if (r.start < from) continue;
      if (r.start > from) out.push({ ...outer, start: from, end: r.start });
      out.push(r);
      from = r.end;
    }
    if (outer.end > from) out.push({ ...outer, start: from, end: outer.end });
    at = Math.max(at, outer.end);
  }
  return out;
}
function codeRole(p) {
  return {
    role: p.placement === "instructed" ? "instruction" : "mention",
    ...p.framing ? { framing: p.framing } : {}
  };
}
function roleAt(roles, offset) {
  return spanAt(roles, offset);
}
function analyzeDescription(text, place) {
  const bounded = text.slice(0, 16384);
  const lines = place?.lines ?? new LineMap(bounded);
  const offset = place?.offset ?? 0;
  const walker = new SentenceWalker(bounded);
  const out = [];
  splitSentences(bounded, 0, bounded.length, [], (s, e) => {
    const a = walker.analyse({
      start: s,
      end: e,
      container: "description",
      blockIndex: -1,
      first: false,
      last: false
    });
    const shifted = { ...a, start: a.start + offset, end: a.end + offset };
    out.push(...intentsOf(shifted, lines, { links: [] }, true));
  });
  return out;
}
function analyzeDataText(text, kind, spans) {
  const lines = new LineMap(text);
  const container = kind === "alt-text" ? "alt-text" : kind === "code-comment" ? "code-comment" : kind === "hook-output" ? "hook-output" : "data-file";
  const walker = new SentenceWalker(text, true);
  const intents = [];
  const roles = [];
  const { segments, capped } = spans ? { segments: [...spans], capped: false } : dataSegments(text, kind);
  let limitHit = capped ? "too many data segments" : void 0;
  let prev;
  const read = [];
  const visit = (w, s, e, where) => {
    if (roles.length >= MAX_SENTENCES) {
      limitHit ??= `more than ${MAX_SENTENCES} sentences`;
      return;
    }
    const a = w.analyse({ start: s, end: e, container: where, blockIndex: -1, first: false, last: false });
    if (read.length < MAX_SENTENCES) read.push(a);
    linkSecretRead(prev, a);
    linkStoreNamed(prev, a);
    prev = a;
    roles.push({ start: s, end: e, role: "data", container: where });
    if (intents.length < MAX_INTENTS) intents.push(...intentsOf(a, lines, { links: [] }, false, where));
  };
  const runs = container === "data-file" ? addressedRuns(text, segments, lines) : container === "hook-output" ? concatenatedRuns(text, segments) : [];
  const joined = joinedRunsText(text, segments, runs);
  const joinedWalker = joined === text ? walker : new SentenceWalker(joined, true);
  let next = 0;
  for (let i = 0; i < segments.length; i++) {
    const run = runs[next]?.first === i ? runs[next++] : void 0;
    const seg = segments[i];
    if (!run) {
      splitSentences(text, seg.start, seg.end, [], (s, e) => visit(walker, s, e, container));
      continue;
    }
    const end = segments[run.last].end;
    const where = container === "hook-output" ? container : "addressed-data";
    splitSentences(joined, seg.start, end, [], (s, e) => visit(joinedWalker, s, e, where));
    i = run.last;
  }
  if (intents.length < MAX_INTENTS) intents.push(...concealedSends(read, lines, intents));
  return { intents, roles, segments, ...limitHit ? { limitHit } : {} };
}

export {
  MAX_INTENTS,
  analyzeProse,
  roleAt,
  analyzeDescription,
  analyzeDataText
};
