import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  looksLikeCommands
} from "./chunk-LANDCZWW.js";
import {
  MAX_SENTENCES,
  SentenceWalker,
  View,
  documentSentences,
  evidenceOf,
  intentsOf,
  keyOf,
  linkFetches,
  linkHeadings,
  linkIncomingInstructions,
  linkSecretRead,
  linkSecretReads,
  linkStoreNamed,
  linkStoresNamed,
  sectionFraming,
  splitSentences,
  tokenize,
  words
} from "./chunk-KSYUWRKT.js";
import {
  addressesAgentInData,
  spanAt
} from "./chunk-PEXWQS2N.js";
import {
  LineMap,
  classifyHost
} from "./chunk-ZB6WB575.js";

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
  let i = 0;
  while (i < text.length) {
    const q = text.indexOf('"', i);
    if (q < 0) return;
    let j = q + 1;
    while (j < text.length && text[j] !== '"' && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
    push(q + 1, Math.min(j, text.length));
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
    const rubric = key === "value" && col === rubricCol;
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
var LABEL = /\[\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]|\(\[?\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]?\)|\{\s{0,4}"([^"\n]{1,1000})"\s{0,4}\}|\(\[([^\]\n]{1,1000})\]\)|\[([^\]"\n]{1,1000})\]|\(([^)"\n]{1,1000})\)|\{([^}"\n]{1,1000})\}|\|([^|\n]{1,300})\||--\s([^-\n>]{1,300})\s--/g;
var MAX_LABELS = 2e3;
function mermaidLabels(text, start, end) {
  const out = [];
  const body = text.slice(start, end);
  for (const m of body.matchAll(LABEL)) {
    if (out.length >= MAX_LABELS) break;
    const group = m.slice(1).findIndex((g) => g !== void 0);
    const label = m[group + 1];
    if (!/[a-z]{2}/i.test(label)) continue;
    const at = start + m.index + m[0].indexOf(label);
    out.push({ start: at, end: at + label.length });
  }
  return out;
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
function readPersonaActions(sents) {
  let name;
  let from = -1;
  for (let i = 0; i < sents.length && i < CAST_WITHIN; i++) {
    if (sents[i].container !== "body" || sents[i].role.role === "data") continue;
    name = castName(sents[i].view, sents[i].text);
    if (name !== void 0) {
      from = i + 1;
      break;
    }
  }
  if (name === void 0) return;
  for (let i = from; i < sents.length; i++) {
    const a = sents[i];
    if (a.role.role !== "mention" || a.role.why !== "descriptive" || a.container !== "body") continue;
    if (!a.view.toks.some((t) => t.kind === "word" && t.t.replace(LEADING_QUOTES, "") === name)) continue;
    const { why: _why, ...rest } = a.role;
    a.role = { ...rest, role: "instruction", directive: true };
  }
}

// src/analysis/prose/lead-clauses.ts
var NEGATIVE = words(
  "bad wrong incorrect insecure unsafe dangerous vulnerable avoid never don't not anti-pattern antipattern"
);
function negativeLastClause(text) {
  const clause = text.slice(Math.max(text.lastIndexOf(";"), text.lastIndexOf(". ")) + 1).toLowerCase();
  return (clause.match(/[a-z'’-]+/g) ?? []).some((w) => NEGATIVE.has(w.replace(/’/g, "'")));
}
var CONDITION_ONLY = /^(?:if|when|whenever|once|wherever)\s[^,\n]{1,300}:$/i;
function conditionOnly(text) {
  return CONDITION_ONLY.test(text.trim());
}

// src/analysis/prose/placement.ts
var RUN = words(
  "run execute exec paste type enter invoke launch start call install try issue source pipe eval spawn dispatch"
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
function firstLineFraming(c) {
  const first = (c.content.split("\n", 1)[0] ?? "").trim().toLowerCase();
  if (!/^(?:#|\/\/|--|rem\b|::)/.test(first)) return void 0;
  if (/\b(?:bad|wrong|don'?t|never|avoid|insecure|vulnerable|unsafe)\b|❌/u.test(first)) return "negated";
  if (/\b(?:attack|attacker|malicious|payload|exploit)\b/.test(first)) return "illustrative";
  return void 0;
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
    if (block?.ordered && block.listDepth > 0 && (isShellFence(c) || CODE_LANGS.has(c.lang)))
      return { placement: "instructed", cue: "numbered step" };
    if (isShellFence(c) || CODE_LANGS.has(c.lang)) return { placement: "runnable" };
    return { placement: "mention" };
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
  const run = k < 0 ? void 0 : a.view.near(k, 6, (j) => a.view.isWordIn(j, RUN), false, true);
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
  for (let j = colon + 1; j < toks.length; j++) {
    const t = toks[j];
    if (t.kind === "code" || t.kind === "punct" && t.t !== ":") continue;
    if (t.kind === "word" && STEP_JOINERS.has(t.t)) continue;
    return false;
  }
  return true;
}
var TABLE_RUN = words("run execute perform follow carry work do complete apply");
var TABLE_REF = words("table column columns row rows runbook step steps checklist");
var TABLE_LEAD_WINDOW = 8;
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
        const opens = r === 0 || s.view.toks[r - 1]?.kind === "punct";
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
  const asking = analysed.filter(asksForTable).slice(0, MAX_ASKED);
  if (asking.length === 0) return [];
  const tables = tablesOf(text, md);
  if (tables.size === 0) return [];
  const notes = footnotes(text, md);
  const out = [];
  const done = /* @__PURE__ */ new Set();
  for (const a of asking) {
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
  const analysed = sentences.map((s) => walker.analyse(s));
  linkHeadings(analysed);
  linkFetches(analysed);
  linkSecretReads(analysed);
  linkStoresNamed(analysed);
  linkIncomingInstructions(analysed);
  readPersonaActions(analysed);
  if (slotImageIn(text)) for (const a of analysed) a.slotImage = true;
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
  for (const a of analysed) add(intentsOf(a, lines, zonesOf(a)));
  add(tableAsks(analysed, text, md, lines));
  const code = placeFences(md, analysed);
  const inline = placeInline(md, analysed);
  const fenced = fencedTextSentences(text, md, code);
  for (const { a, instructed, diagram } of fenced) {
    const found = intentsOf(a, lines, { links: [] }, false, "code");
    const shown = diagram ? "data" : "mention";
    add(found.map((i) => instructed || i.role !== "instruction" ? i : { ...i, role: shown }));
  }
  intents.sort(
    (x, y) => x.at.startLine - y.at.startLine || x.at.startColumn - y.at.startColumn || x.cls.localeCompare(y.cls)
  );
  const roles = flattenRoles(analysed, md, code, inline, zonesOf);
  return { intents, placements: { code, inline }, roles, ...limitHit ? { limitHit } : {} };
}
var IMAGE_URL = /!\[[^\]\n]{0,200}\]\(\s{0,4}<?(https?:\/\/[^\s)]{1,600})|<img\b[^>]{0,300}?\bsrc\s{0,4}=\s{0,4}["'](https?:\/\/[^"'\s]{1,600})/gi;
var SLOT = /<[A-Za-z_][\w.-]{0,40}>|\{\{?[A-Za-z_][\w.-]{0,40}\}\}?|\$\{?[A-Za-z_]\w{0,40}\}?/;
function slotImageIn(text) {
  let n = 0;
  for (const m of text.matchAll(IMAGE_URL)) {
    if (SLOT.test(m[1] ?? m[2] ?? "")) return true;
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
    return { links };
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
function fencedTextSentences(text, md, placements) {
  const out = [];
  const walker = new SentenceWalker(text);
  md.code.forEach((c, i) => {
    const diagram = c.lang === "mermaid";
    if (!TEXT_LANGS.has(c.lang) && !diagram || isShellFence(c)) return;
    const instructed = placements[i].placement === "instructed";
    const end = Math.min(c.contentStart + c.content.length, c.end);
    const spans = diagram ? mermaidLabels(text, c.contentStart, end) : [{ start: c.contentStart, end }];
    for (const span of spans)
      splitSentences(text, span.start, span.end, [], (s, e) => {
        if (out.length >= MAX_SENTENCES) return;
        const sent = {
          start: s,
          end: e,
          container: "code",
          blockIndex: -1,
          first: false,
          last: false
        };
        out.push({ a: walker.analyse(sent), instructed, diagram });
      });
  });
  return out;
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
  const visit = (w, s, e, where) => {
    if (roles.length >= MAX_SENTENCES) {
      limitHit ??= `more than ${MAX_SENTENCES} sentences`;
      return;
    }
    const a = w.analyse({ start: s, end: e, container: where, blockIndex: -1, first: false, last: false });
    linkSecretRead(prev, a);
    linkStoreNamed(prev, a);
    prev = a;
    roles.push({ start: s, end: e, role: "data", container: where });
    if (intents.length < MAX_INTENTS) intents.push(...intentsOf(a, lines, { links: [] }, false, where));
  };
  const runs = container === "data-file" ? addressedRuns(text, segments, lines) : [];
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
    splitSentences(joined, seg.start, end, [], (s, e) => visit(joinedWalker, s, e, "addressed-data"));
    i = run.last;
  }
  return { intents, roles, segments, ...limitHit ? { limitHit } : {} };
}

export {
  MAX_INTENTS,
  analyzeProse,
  roleAt,
  analyzeDescription,
  analyzeDataText
};
