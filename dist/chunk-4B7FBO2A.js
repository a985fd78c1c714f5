import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";

// src/analysis/prohibition-scope.ts
var L = "(?![\\p{L}\\p{N}])";
var HEAD_WORDS = [
  "forbidden|prohibited|disallowed|banned|not allowed|not permitted|never|do not|don['\u2019]?t|dont|must not|must never",
  "mustn['\u2019]t|should not|should never|shouldn['\u2019]t|avoid|what not to do|anti-?patterns?|don['\u2019]?ts",
  "verboten|nicht erlaubt|untersagt|niemals|keinesfalls|vermeiden|vermeide|interdite?s?|\xE0 ne pas|a ne pas",
  "ne jamais|ne pas|jamais|\xE0 \xE9viter|\xE9viter|\xE9vitez|d\xE9fendu|prohibid[oa]s?|nunca|no usar|no uses|no hagas",
  "no ejecutes|evitar|evita|proibid[oa]s?|n\xE3o use|n\xE3o usar|vietat[oaie]|non usare|evitare|verboden|nooit",
  "vermijd|\u0437\u0430\u043F\u0440\u0435\u0449\u0435\u043D\u043E|\u043D\u0435\u043B\u044C\u0437\u044F|\u043D\u0438\u043A\u043E\u0433\u0434\u0430"
].join("|");
var HEAD_CJK = "\u7981\u6B62|\u4E25\u7981|\u56B4\u7981|\u53B3\u7981|\u5207\u52FF|\u8BF7\u52FF|\u8ACB\u52FF|\u8BF7\u4E0D\u8981|\u8ACB\u4E0D\u8981|\u7EDD\u5BF9\u4E0D\u8981|\u7D55\u5C0D\u4E0D\u8981|\u5343\u4E07\u4E0D\u8981|\u5343\u842C\u4E0D\u8981|\u4E0D\u8981|\u4E0D\u5F97|\u4E0D\u53EF|\u4E0D\u80FD|\u4E0D\u8BB8|\u4E0D\u51C6|\u52FF|\u907F\u514D|\u7D76\u5BFE\u306B|\u6C7A\u3057\u3066|\uAE08\uC9C0|\uC808\uB300";
var LABEL_WORDS = "bad|wrong|incorrect|falsch|mauvais|incorrecto|errado|sbagliato|ng|no|nicht|non|\u043D\u0435";
var HEAD = new RegExp(`^(?:(?:${HEAD_WORDS})${L}|${HEAD_CJK})`, "iu");
var LABEL_ONLY = new RegExp(`^(?:${LABEL_WORDS})[*_ \\t]{0,4}[:\uFF1A]`, "iu");
var LABEL_WORD = new RegExp(`^(?:${LABEL_WORDS})$`, "iu");
var ANY_MARKER = new RegExp(`(?<![\\p{L}\\p{N}])(?:${HEAD_WORDS})${L}|${HEAD_CJK}`, "iu");
var POSTPOSED = new RegExp(
  [
    `\\b(?:is|are|be)[ \\t]{1,4}(?:(?:strictly|absolutely|explicitly|always)[ \\t]{1,4})?(?:forbidden|prohibited|disallowed|banned|not allowed|not permitted|never allowed|never permitted)${L}`,
    `\\b(?:must|should|may)[ \\t]{1,4}(?:never|not)[ \\t]{1,4}be[ \\t]{1,4}(?:used|run|passed|set|enabled|added|given)${L}`,
    `\\b(?:ist|sind)[ \\t]{1,4}(?:streng[ \\t]{1,4})?(?:verboten|nicht erlaubt|untersagt)${L}`,
    `\\b(?:niemals|nie|nicht)[ \\t]{1,4}(?:verwenden|benutzen|nutzen|ausf\xFChren|setzen)${L}`,
    `\\b(?:est|sont)[ \\t]{1,4}(?:strictement[ \\t]{1,4})?(?:interdite?s?|proscrite?s?)${L}`,
    `(?:est\xE1|est\xE1n|es|\xE9|s\xE3o|\xE8|sono)[ \\t]{1,4}(?:(?:estrictamente|estritamente|severamente|rigorosamente)[ \\t]{1,4})?(?:prohibid[oa]s?|proibid[oa]s?|vietat[oaie])${L}`,
    "\u7981\u6B62|\u4E25\u7981|\u56B4\u7981|\u53B3\u7981|\u4E0D\u5141\u8BB8|\u4E0D\u5141\u8A31|\u4E0D\u5F97\u4F7F\u7528|\u4E0D\u8981\u4F7F\u7528|\u4E0D\u53EF\u4F7F\u7528|\u3057\u306A\u3044\u3067\u304F\u3060\u3055\u3044|\u3057\u306A\u3044\u3053\u3068|\u4F7F\u7528\u3057\u306A\u3044|\u4F7F\u308F\u306A\u3044|\uAE08\uC9C0|\uD558\uC9C0 ?\uB9C8"
  ].join("|"),
  "iu"
);
var ALLOWS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:unless|except|excepting|other than|au\xDFer|ausser|sauf|excepto|salvo|exceto|tranne|eccetto|tenzij|\u0435\u0441\u043B\u0438 \u0442\u043E\u043B\u044C\u043A\u043E)${L}|\u9664\u975E|\u9664\u4E86|\u4F8B\u5916|\u4EE5\u5916\u306F|\u3092\u9664\u304D|\u3092\u9664\u3044\u3066`,
  "iu"
);
var USER_GATE = /^[^.;:\n]{0,40}?(?:the user|the human|the operator|you are asked|explicitly (?:asked|requested|told)|with (?:the user's )?(?:permission|consent|approval)|用户|用戶|ユーザー|Nutzer|utilisateur|usuario|usuário|utente)/iu;
function allows(clause) {
  const m = ALLOWS.exec(clause);
  return m !== null && !USER_GATE.test(clause.slice(m.index + m[0].length, m.index + m[0].length + 80));
}
var ALTERNATIVE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:but|however|instead|otherwise|rather|sondern|stattdessen|aber|jedoch|mais|plut\xF4t|sinon|pero|sino|en cambio|mas|invece|ma|maar|\u043D\u043E)${L}|\u4F46\u662F|\u4F46|\u800C\u662F|\u6539\u4E3A|\u6539\u7528|\u5426\u5219|\u4EE3\u308F\u308A\u306B|\u305F\u3060\u3057|\u3057\u304B\u3057`,
  "iu"
);
var ORDER_HEAD = new RegExp(
  `^(?:(?:always|instead|must|required|immer|toujours|siempre|sempre|altijd|\u0432\u0441\u0435\u0433\u0434\u0430)${L}|(?:do|dos|allowed|ok|okay|good|correct|right|prefer|preferred|required|erlaubt|autoris\xE9|permitido)[*_ \\t]{0,4}[:\uFF1A]|\u2705|\u2714|\u2611|\u{1F44D}|\u5FC5\u987B|\u5FC5\u9808|\u52A1\u5FC5|\u52D9\u5FC5|\u4E00\u5B9A\u8981|\u5E94\u8BE5|\u61C9\u8A72|\u8BF7\u4F7F\u7528|\u8ACB\u4F7F\u7528|\u5FC5\u305A|\u5E38\u306B)`,
  "iu"
);
var ORDER_AFTER_COLON = new RegExp(
  `^[*_\\s]{0,6}(?:(?:run|execute|use|send|upload|post|install|add|set|call|fetch|download|paste|read|copy|open|ignore|skip|type|enter|launch|start|pass|include|append|write|save|always|then|instead|just|simply|go|make|do|please|f\xFChre|lance|ejecuta|esegui|execute)${L}|\u8BF7|\u57F7\u884C|\u6267\u884C|\u8FD0\u884C|\u5B9F\u884C)`,
  "iu"
);
var STRUCK = /~~(?=\S)[^~\n]{1,200}?~~/g;
var blankStruck = (s) => s.includes("~~") ? s.replace(STRUCK, (m) => " ".repeat(m.length)) : s;
var LINE_MARKUP = /^[ \t]{0,16}(?:>[ \t]{0,4}){0,3}(?:(?:[-*+]|\d{1,3}[.)])[ \t]{1,4})?(?:\[[ xX]\][ \t]{1,4})?(?:#{1,6}[ \t]{1,4})?/;
var EMPHASIS = /^(?:[*_]{1,3}|❌|🚫|⛔|✗|✘|👎|⚠️|⚠|❗|‼️)[ \t]{0,4}/u;
var LIST_ITEM = /^[ \t]{0,16}(?:>[ \t]{0,4}){0,3}(?:[-*+]|\d{1,3}[.)])[ \t]/;
var HEADING = /^[ \t]{0,3}#{1,6}[ \t]/;
var TABLE_ROW = /^[ \t]{0,12}\|/;
var CLAUSE_END = /[.!?]["'”’)\]]{0,2}(?=[ \t]|$)|[;；。！？]|[ \t][—–-][ \t]|—/u;
var LOOK_BACK_LINES = 60;
var LABEL_MAX = 60;
function contentFrom(line) {
  let from = LINE_MARKUP.exec(line)?.[0].length ?? 0;
  for (let k = 0; k < 4; k++) {
    const m = EMPHASIS.exec(line.slice(from));
    if (!m) break;
    from += m[0].length;
  }
  while (from < line.length && (line[from] === " " || line[from] === "	")) from++;
  return from;
}
var CLAUSE_ENDS = new RegExp(CLAUSE_END.source, "gu");
function lastClauseStart(s, from, to) {
  let start = from;
  for (const m of s.slice(from, to).matchAll(CLAUSE_ENDS)) start = from + m.index + m[0].length;
  return start;
}
function clauseEnd(s, from) {
  const m = CLAUSE_END.exec(s.slice(from));
  return m ? from + m.index : s.length;
}
function labelWords(line) {
  const body = trimEndChars(line.slice(contentFrom(line)), "*_ 	");
  const colon = Math.max(body.lastIndexOf(":"), body.lastIndexOf("\uFF1A"));
  if (colon < 0 || body.slice(colon + 1).replace(/[*_ \t]/g, "") !== "") return void 0;
  const head = body.slice(0, colon);
  const from = lastClauseStart(head, 0, head.length);
  const words = head.slice(from).replace(/[*_`]/g, "").trim();
  return words.length <= LABEL_MAX ? words : void 0;
}
var CONDITION_LEAD = /^(?:if|when|whenever|unless|in case|once|wenn|falls|si|quand|cuando|se|als|如果|若|もし)(?![\p{L}])/iu;
function isLabel(line) {
  const words = labelWords(line);
  if (words === void 0 || CONDITION_LEAD.test(words)) return false;
  if (allows(words) || ALTERNATIVE.test(words)) return false;
  return ANY_MARKER.test(words) || LABEL_WORD.test(words);
}
function isProhibitionHeading(line) {
  if (!HEADING.test(line)) return false;
  const words = line.slice(contentFrom(line)).replace(/[*_`:：]/g, " ").trim();
  if (allows(words) || ALTERNATIVE.test(words)) return false;
  return HEAD.test(words) || words.length <= LABEL_MAX && ANY_MARKER.test(words);
}
function clauseStarts(line, from, col) {
  let start = lastClauseStart(line, from, col);
  while (start < col && /[ \t*_]/.test(line[start])) start++;
  const colons = [];
  for (let k = start; k < col && colons.length < 3; k++)
    if (line[k] === ":" || line[k] === "\uFF1A") colons.push(k);
  return { start, colons };
}
function headScope(line, s, col, end) {
  const clause = line.slice(s, end);
  const head = HEAD.exec(clause) ?? LABEL_ONLY.exec(clause);
  if (!head) return void 0;
  const after = s + head[0].length;
  const colon = line.slice(after, col).search(/[:：]/);
  if (colon >= 0) {
    const label = line.slice(after, after + colon).trim();
    if (label.split(/\s+/).length > 1 && ORDER_AFTER_COLON.test(line.slice(after + colon + 1)))
      return void 0;
  }
  const alt = ALTERNATIVE.exec(line.slice(after, end));
  const z = alt ? after + alt.index : end;
  return col < z ? z : void 0;
}
function clauseForbids(line, col) {
  const { start, colons } = clauseStarts(line, contentFrom(line), col);
  const end = clauseEnd(line, col);
  if (allows(line.slice(start, end))) return false;
  for (const s of [start, ...colons.map((c) => c + 1)]) {
    let k = s;
    while (k < col && /[ \t*_]/.test(line[k])) k++;
    if (headScope(line, k, col, end) !== void 0) return true;
  }
  const post = POSTPOSED.exec(line.slice(col, end));
  return post !== null && !ALTERNATIVE.test(line.slice(start, col + post.index));
}
var LINE_REACH = 2e3;
var LINE_ABOVE_MAX = 400;
function breakBefore(text, pos, reach) {
  const from = Math.max(0, pos - reach);
  const i = text.slice(from, pos).lastIndexOf("\n");
  if (i >= 0) return from + i;
  return from === 0 ? -1 : void 0;
}
function lineAt(text, offset) {
  const b = breakBefore(text, offset, LINE_REACH);
  const lineStart = b === void 0 ? offset - LINE_REACH : b + 1;
  const ahead = text.slice(offset, offset + LINE_REACH);
  const nl = ahead.indexOf("\n");
  const end = nl < 0 ? offset + ahead.length : offset + nl;
  return {
    lineStart,
    line: blankStruck(text.slice(lineStart, end)),
    col: offset - lineStart,
    cut: b === void 0
  };
}
function linesAbove(text, lineStart) {
  const out = [];
  let end = lineStart - 1;
  while (end >= 0 && out.length < LOOK_BACK_LINES) {
    const b = breakBefore(text, end, LINE_ABOVE_MAX);
    if (b === void 0) {
      out.push(text.slice(end - LINE_ABOVE_MAX, end));
      break;
    }
    out.push(blankStruck(text.slice(b + 1, end)));
    end = b;
  }
  return out;
}
var indentOf = (line) => /^[ \t>]*/.exec(line)[0].length;
function ledByProhibition(text, lineStart, line) {
  const item = LIST_ITEM.test(line);
  let indent = indentOf(line);
  let blanks = 0;
  for (const t of linesAbove(text, lineStart)) {
    if (t.trim() === "") {
      if (!item || ++blanks > 1) return false;
      continue;
    }
    blanks = 0;
    if (HEADING.test(t)) return item && isProhibitionHeading(t);
    if (TABLE_ROW.test(t)) return false;
    const isItem = LIST_ITEM.test(t);
    const ind = indentOf(t);
    if (isItem && ind >= indent) continue;
    if (isLabel(t)) return true;
    if (!item) continue;
    if (!isItem) {
      if (ind > indent) continue;
      return false;
    }
    if (ORDER_HEAD.test(t.slice(contentFrom(t)))) return false;
    indent = ind;
  }
  return false;
}
function cellsOf(row) {
  const out = [];
  let start = row.indexOf("|") + 1;
  let code = false;
  for (let i = start; i < row.length; i++) {
    const c = row[i];
    if (c === "`") code = !code;
    else if (c === "\\") i++;
    else if (c === "|" && !code) {
      out.push({ start, end: i });
      start = i + 1;
    }
  }
  if (row.slice(start).trim() !== "") out.push({ start, end: row.length });
  return out;
}
var CELL_MARKER = new RegExp(
  `^(?:(?:${HEAD_WORDS})${L}|(?:${LABEL_WORDS})$|${HEAD_CJK}|\u274C|\u{1F6AB}|\u26D4|\u2717|\u2718|\u{1F44E})`,
  "iu"
);
var SEPARATOR_ROW = /^[|:\- \t]{3,}$/;
function cellForbids(cell) {
  const words = cell.replace(/[*_`:：]/g, " ").trim();
  return words.length <= 40 && CELL_MARKER.test(words) && !allows(words) && !ALTERNATIVE.test(words);
}
function tableForbids(text, lineStart, line, col) {
  const cells = cellsOf(line);
  const k = cells.findIndex((c) => col >= c.start && col < c.end);
  if (k < 0) return false;
  const own = line.slice(cells[k].start, cells[k].end);
  if (ORDER_HEAD.test(own.slice(contentFrom(own)))) return false;
  if (clauseForbids(own, col - cells[k].start)) return true;
  if (k > 0 && cellForbids(line.slice(cells[0].start, cells[0].end))) return true;
  const above = linesAbove(text, lineStart);
  for (let i = 0; i < above.length; i++) {
    const t = above[i];
    if (!TABLE_ROW.test(t) && !SEPARATOR_ROW.test(t)) return false;
    if (!SEPARATOR_ROW.test(t) || !t.includes("--")) continue;
    const header = above[i + 1];
    const h = header === void 0 ? void 0 : cellsOf(header)[k];
    return h !== void 0 && cellForbids(header.slice(h.start, h.end));
  }
  return false;
}
function prohibitedAt(text, offset) {
  const { lineStart, line, col, cut } = lineAt(text, offset);
  if (cut) return clauseForbids(line, col);
  if (TABLE_ROW.test(line)) return tableForbids(text, lineStart, line, col);
  if (clauseForbids(line, col)) return true;
  const from = contentFrom(line);
  const words = line.slice(from);
  if (ORDER_HEAD.test(words) || allows(words.slice(0, clauseEnd(words, 0)))) return false;
  if (ALTERNATIVE.test(line.slice(from, col))) return false;
  return ledByProhibition(text, lineStart, line);
}
function negationLifted(text, negator, offset) {
  if (negator >= offset || offset - negator > LINE_REACH) return false;
  const { lineStart, line: span } = lineAt(text, negator);
  const a = negator - lineStart;
  const b = offset - lineStart;
  if (span[a] === " " && text[negator] !== " ") return true;
  const between = span.slice(a, b);
  if (CLAUSE_END.test(between) || ALTERNATIVE.test(between)) return true;
  return allows(span.slice(a, clauseEnd(span, b)));
}
function opensOrder(sentence) {
  const s = blankStruck(sentence.slice(0, LINE_ABOVE_MAX));
  return ORDER_HEAD.test(s.slice(contentFrom(s)));
}

// src/analysis/copy-sources.ts
function scriptRelativeSource(from) {
  if (/^(?:\$\{?(?:HOME|USERPROFILE|[0-9@*])\}?|~)(?:\/|$)/.test(from)) return void 0;
  if (from.startsWith("${__file__}/../")) from = `./${from.slice("${__file__}/../".length)}`;
  const rel = from.replace(/^(?:\$\([^)]{0,80}\)|\$\{[^}]{0,80}\}|\$\w{1,40}|\.)\//, "");
  return rel === from && !rel.startsWith(".") ? void 0 : rel;
}
var RUNS_OR_LOADS = /* @__PURE__ */ new Set([
  "shell-rc",
  "editor-startup",
  "tool-startup",
  "office-macros",
  "build-startup",
  "python-startup",
  "site-packages",
  "autostart",
  "git-hooks",
  "agent-hooks",
  "agent-settings",
  "agent-memory",
  "agent-skill",
  "agent-program"
]);
function copiedIntoRunningPlaces(behaviours) {
  const out = [];
  for (const b of behaviours.slice(0, 2e3)) {
    if (b.kind !== "write" || !RUNS_OR_LOADS.has(b.cls) || !b.content?.taints.includes("file")) continue;
    const from = b.content.from;
    const rel = from ? scriptRelativeSource(from) : void 0;
    if (rel !== void 0 && /^(?:\.\.?\/)*[\w.-]+(?:\/[\w.-]+){0,12}$/.test(rel))
      out.push({ target: rel, b });
    if (out.length >= 32) break;
  }
  return out;
}

export {
  prohibitedAt,
  negationLifted,
  opensOrder,
  scriptRelativeSource,
  RUNS_OR_LOADS,
  copiedIntoRunningPlaces
};
