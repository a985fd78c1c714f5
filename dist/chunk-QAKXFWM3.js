import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  spanAt
} from "./chunk-SW6ZBKU2.js";
import {
  trimEndChars
} from "./chunk-2YZPGIQX.js";

// src/analysis/lazy-module.ts
function lazyModule(importer, what, loader) {
  let loaded;
  let loading;
  return {
    load() {
      loading ??= importer().then((m) => {
        loaded = m;
      });
      return loading;
    },
    get() {
      if (loaded === void 0) throw new Error(`${what} is not loaded: await ${loader}() first`);
      return loaded;
    }
  };
}

// src/analysis/markdown-doc.ts
function bySpan(a, b) {
  return a.start - b.start || a.end - b.end;
}

// src/analysis/markdown-guard.ts
var COSTLY = /* @__PURE__ */ new Set(["[", "]", "*", "_", "~", "<", "!", "|", "`"]);
var MAX_DELIMITERS_PER_CHUNK = 1500;
var MAX_CONTAINER_MARKERS = 16;
var MAX_CONTAINER_INDENT = 40;
function guardHostile(text) {
  const chars = needsGuard(text) ? text.split("") : void 0;
  if (!chars) return { text, degraded: [] };
  const degraded = [];
  let chunkStart = 0;
  let chunkCost = 0;
  const closeChunk = (end) => {
    if (chunkCost > MAX_DELIMITERS_PER_CHUNK) {
      for (let i = chunkStart; i < end; i++) if (COSTLY.has(chars[i])) chars[i] = " ";
      degraded.push({ start: chunkStart, end });
    }
    chunkCost = 0;
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf("\n", lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    if (isBlank(text, lineStart, lineEnd)) {
      closeChunk(lineStart);
      chunkStart = lineEnd + 1;
    } else {
      if (guardPrefix(text, chars, lineStart, lineEnd)) degraded.push({ start: lineStart, end: lineEnd });
      for (let i = lineStart; i < lineEnd; i++) {
        const c = text.charCodeAt(i);
        if (c < 128 && COSTLY_CODE[c] === 1) chunkCost++;
      }
    }
    if (nl < 0) break;
    lineStart = nl + 1;
  }
  closeChunk(text.length);
  degraded.sort((a, b) => a.start - b.start || a.end - b.end);
  return { text: chars.join(""), degraded };
}
var COSTLY_CODE = new Uint8Array(128);
for (const c of COSTLY) COSTLY_CODE[c.charCodeAt(0)] = 1;
function needsGuard(text) {
  let cost = 0;
  let lineBlank = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (lineBlank) cost = 0;
      lineBlank = true;
    } else if (c !== 32 && c !== 9 && c !== 13) {
      lineBlank = false;
      if (c < 128 && COSTLY_CODE[c] === 1 && ++cost > MAX_DELIMITERS_PER_CHUNK) return true;
    }
  }
  return /^[ \t]{40}|^(?:[ \t]*(?:>|[-*+][ \t]|\d{1,9}[.)][ \t])){17}/m.test(text);
}
function isBlank(text, start, end) {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}
function guardPrefix(text, chars, start, end) {
  let markers = 0;
  let col = 0;
  let changed = false;
  let i = start;
  while (i < end) {
    const c = text[i];
    if (c === " " || c === "	") {
      col += c === "	" ? 4 - col % 4 : 1;
      i++;
      continue;
    }
    let len = 0;
    if (c === ">") len = 1;
    else if ((c === "-" || c === "*" || c === "+") && (text[i + 1] === " " || text[i + 1] === "	")) len = 1;
    else {
      let j = i;
      while (j < end && j - i < 9 && text[j] >= "0" && text[j] <= "9") j++;
      if (j > i && (text[j] === "." || text[j] === ")") && (text[j + 1] === " " || text[j + 1] === "	"))
        len = j + 1 - i;
    }
    if (len === 0) break;
    markers++;
    if (markers > MAX_CONTAINER_MARKERS || col >= MAX_CONTAINER_INDENT) {
      for (let k = i; k < i + len; k++) chars[k] = " ";
      changed = true;
    }
    col += len;
    i += len;
  }
  return changed;
}
function scanDegradedLinks(text, spans, links) {
  const re = /\]\(\s*<?([^\s()<>]{1,1024})>?[^)\n]{0,128}\)|<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]{1,1024})>/g;
  for (const span of spans) {
    re.lastIndex = span.start;
    for (let m = re.exec(text); m && m.index < span.end; m = re.exec(text)) {
      const at = m.index;
      if (links.some((l) => l.start <= at && at < l.end)) continue;
      if (m[1]) {
        links.push({ start: m.index, end: m.index + m[0].length, kind: "inline", url: m[1], text: "" });
      } else if (m[2]) {
        links.push({ start: m.index, end: m.index + m[0].length, kind: "autolink", url: m[2], text: "" });
      }
    }
  }
  links.sort(bySpan);
}

// src/analysis/markdown.ts
var markdownIt = lazyModule(
  () => import("./chunk-JJWQF2PO.js"),
  "the Markdown parser",
  "loadMarkdownParser"
);
var loadMarkdownParser = () => markdownIt.load();
function unescapeMarkdown(text) {
  return markdownIt.get().unescapeAll(text);
}
function parseMarkdown(text) {
  return parseUncached(text);
}
function parseUncached(text) {
  const { collect } = markdownIt.get();
  const guarded = guardHostile(text);
  const doc = { code: [], inlineCode: [], links: [], html: [], prose: [], blocks: [] };
  try {
    collect(guarded.text, text, doc);
  } catch {
    doc.code = [];
    doc.inlineCode = [];
    doc.links = [];
    doc.html = [];
    doc.blocks = [];
    doc.degraded = [{ start: 0, end: text.length }];
    doc.prose = [{ start: 0, end: text.length }];
    scanDegradedLinks(text, doc.degraded, doc.links);
    return doc;
  }
  if (guarded.degraded.length > 0) {
    doc.degraded = guarded.degraded;
    scanDegradedLinks(text, guarded.degraded, doc.links);
  }
  doc.code.sort(bySpan);
  doc.inlineCode.sort(bySpan);
  doc.links.sort(bySpan);
  doc.html.sort(bySpan);
  doc.blocks?.sort(bySpan);
  doc.prose = complement(text.length, [...doc.code, ...doc.html]);
  return doc;
}
function complement(length, covered) {
  const sorted = [...covered].sort(bySpan);
  const out = [];
  let at = 0;
  for (const s of sorted) {
    if (s.start > at) out.push({ start: at, end: s.start });
    at = Math.max(at, s.end);
  }
  if (at < length) out.push({ start: at, end: length });
  return out;
}
function parseMarkdownBody(text, bodyStart) {
  if (bodyStart <= 0) return parseMarkdown(text);
  return shiftMarkdown(parseMarkdown(text.slice(bodyStart)), bodyStart);
}
function shiftMarkdown(body, bodyStart) {
  if (bodyStart <= 0) return body;
  const shift = (s) => ({ ...s, start: s.start + bodyStart, end: s.end + bodyStart });
  return {
    code: body.code.map((c) => ({ ...shift(c), contentStart: c.contentStart + bodyStart })),
    inlineCode: body.inlineCode.map(shift),
    links: body.links.map(shift),
    html: body.html.map(shift),
    prose: [{ start: 0, end: bodyStart }, ...body.prose.map(shift)],
    ...body.degraded ? { degraded: body.degraded.map(shift) } : {},
    ...body.blocks ? { blocks: body.blocks.map((b) => shiftBlock(b, bodyStart)) } : {}
  };
}
function shiftBlock(b, by) {
  const out = { ...b, start: b.start + by, end: b.end + by };
  if (b.item !== void 0) out.item = b.item + by;
  if (b.table !== void 0) out.table = b.table + by;
  return out;
}

// src/analysis/references.ts
var URL_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]{1,31}:/;
var IGNORED_SCHEMES = /^(?:mailto|tel|javascript|data|about|cid|urn|xmpp|sms):/i;
var MAX_TOKEN = 512;
function isUrl(s) {
  return URL_SCHEME.test(s) && !/^[a-zA-Z]:[\\/]/.test(s);
}
function isIgnoredScheme(s) {
  return IGNORED_SCHEMES.test(s);
}
var FILE_EXT = /\.(?:md|mdx|markdown|txt|sh|bash|zsh|fish|ps1|py|js|mjs|cjs|ts|tsx|jsx|rb|pl|php|go|rs|java|json|jsonc|ya?ml|toml|ini|cfg|conf|env|xml|html?|css|csv|sql|lua|swift|kt|r|ipynb|pdf|png|jpe?g|gif|svg|webp|zip|tar|gz|tgz)$/i;
function looksLikeFileName(s) {
  return FILE_EXT.test(s);
}
function looksLikePath(s) {
  if (s.length === 0 || s.length > MAX_TOKEN || /\s/.test(s)) return false;
  if (isUrl(s)) return false;
  if (/^[@$%]/.test(s) && !/^\$\{?CLAUDE_\w+\}?\//.test(s)) return false;
  if (s.includes("/"))
    return /[A-Za-z0-9_]/.test(s) && !/[<>|*?"'`(){}[\]]/.test(s.replace(/\$\{\w+\}/g, ""));
  return looksLikeFileName(s);
}
function extractMarkdownRefs(text, from = 0, doc) {
  const md = doc ?? parseMarkdown(text);
  const refs = [];
  for (const l of md.links) {
    if (l.end <= from) continue;
    const kind = l.kind === "image" ? "image" : l.kind === "autolink" ? "autolink" : "markdown-link";
    if (l.url === "" || l.url.startsWith("#") || isIgnoredScheme(l.url)) continue;
    if (kind === "autolink") {
      const written = text.slice(l.start, l.end);
      if (!/^(?:[a-z][a-z0-9+.-]{1,31}:|www\.|<)/i.test(written)) {
        if (looksLikePath(written))
          refs.push({
            kind: "bare-path",
            target: written,
            start: l.start,
            end: l.end,
            certainty: "candidate"
          });
        continue;
      }
    }
    refs.push({ kind, target: l.url, start: l.start, end: l.end, certainty: "explicit" });
  }
  for (const c of md.inlineCode) {
    if (c.end <= from) continue;
    const code = c.code.trim();
    if (text[c.start - 1] === "!" && (c.start - 2 < 0 || /\s/.test(text[c.start - 2]))) {
      for (const t of commandPaths(code)) {
        refs.push({
          kind: "dynamic-context",
          target: t,
          start: c.start - 1,
          end: c.end,
          certainty: "candidate"
        });
      }
      continue;
    }
    if (looksLikePath(code)) {
      refs.push({
        kind: "backtick-path",
        target: code,
        start: c.start,
        end: c.end,
        // Backticked paths are often examples or outputs: they only count when they exist.
        certainty: "candidate"
      });
    } else {
      for (const t of commandPaths(code)) {
        refs.push({ kind: "backtick-path", target: t, start: c.start, end: c.end, certainty: "candidate" });
      }
    }
  }
  for (const c of [...md.inlineCode, ...md.code]) {
    if (c.end <= from) continue;
    const code = "code" in c ? c.code : c.content;
    for (const target of toolConfigsRun(code))
      refs.push({ kind: "tool-config", target, start: c.start, end: c.end, certainty: "candidate" });
  }
  for (const block of md.code) {
    if (block.end <= from || block.lang !== "!") continue;
    for (const t of commandPaths(block.content)) {
      refs.push({
        kind: "dynamic-context",
        target: t,
        start: block.start,
        end: block.end,
        certainty: "candidate"
      });
    }
  }
  const covered = [...md.links, ...md.inlineCode].sort((a, b) => a.start - b.start);
  for (const span of md.prose) {
    if (span.end <= from) continue;
    const start = Math.max(span.start, from);
    const part = text.slice(start, span.end);
    for (const m of part.matchAll(AT_IMPORT)) {
      const s = start + m.index + m[0].length - m[1].length - 1;
      if (spanAt(covered, s) !== void 0) continue;
      const target = trimPunct(m[1]);
      if (target.includes("/") || looksLikeFileName(target)) {
        const fileShaped = /^\.{0,2}\//.test(target) || looksLikeFileName(target);
        refs.push({
          kind: "at-import",
          target,
          start: s,
          end: s + 1 + target.length,
          certainty: fileShaped ? "explicit" : "candidate"
        });
      }
    }
    for (const m of part.matchAll(BARE_PATH)) {
      const s = start + m.index;
      if (spanAt(covered, s) !== void 0) continue;
      const target = trimPunct(m[0]);
      if (!looksLikePath(target) || isUrl(target)) continue;
      refs.push({
        kind: "bare-path",
        target,
        start: s,
        end: s + target.length,
        certainty: "candidate"
      });
    }
  }
  return refs;
}
var AT_IMPORT = /(?<![^\s([])@([A-Za-z0-9_.~$/{}-][^\s`'"<>()[\]]{0,511})/g;
var BARE_PATH = /(?<![\w./@$~:-])(?=[\w./-]*[./])(?:\.{1,2}\/)?[A-Za-z0-9_][\w.-]{0,127}(?:\/[\w.-]{1,128}){0,16}/g;
function trimPunct(s) {
  return trimEndChars(s, ".,;:!?'\"`)]");
}
function commandPaths(command) {
  const out = [];
  const words = command.slice(0, 64 * 1024).split(/[\s;|&<>()]+/);
  for (let w of words) {
    if (out.length >= 64) break;
    w = w.replace(/['"]/g, "");
    if (w === "" || w.startsWith("-") || isUrl(w)) continue;
    if (/^\$\{?\w+\}?$/.test(w)) continue;
    if (looksLikePath(w)) out.push(w);
  }
  return out;
}
var SCRIPT_EXT = /\.(?:sh|bash|zsh|ksh|fish|ps1|py|js|mjs|cjs|ts|mts|cts|tsx|jsx|rb|pl)$/i;
function isScriptPath(path) {
  return SCRIPT_EXT.test(path);
}
function isMarkdownPath(path) {
  return /\.(?:md|mdx|markdown|mdc)$/i.test(path);
}
function extractScriptRefs(text) {
  const refs = [];
  const add = (kind, target, start, certainty) => {
    if (refs.length < 4096) refs.push({ kind, target, start, end: start + target.length, certainty });
  };
  for (const m of text.matchAll(SHELL_SOURCE)) {
    const target = m[2].replace(/^['"]|['"]$/g, "");
    if (target.startsWith("$") && !target.startsWith("${")) continue;
    if (/^\/(?:dev\/(?:stdin|fd\/0)|proc\/self\/fd\/0)$/.test(target)) continue;
    add("script-source", target, m.index + m[0].length - m[2].length, "explicit");
  }
  for (const m of text.matchAll(JS_IMPORT)) {
    const target = m[1] ?? m[2] ?? m[3];
    if (!target || !/^\.\.?\//.test(target)) continue;
    const quoteAt = m.index + m[0].lastIndexOf(target);
    add("script-source", target, quoteAt, "explicit");
  }
  for (const m of text.matchAll(PY_FROM)) {
    const dots = m[1];
    const mod = m[2] ?? "";
    const rel = `${dots.length === 1 ? "./" : "../".repeat(dots.length - 1)}${mod.replace(/\./g, "/")}`;
    add("script-source", `${rel}.py`, m.index, "candidate");
  }
  for (const m of text.matchAll(SHELL_RUN)) {
    const target = m[2].replace(/^['"]|['"]$/g, "");
    add("script-source", target, m.index + m[0].length - m[2].length, "candidate");
  }
  for (const m of text.matchAll(TOOL_RUN)) {
    for (const target of configsOf(m)) add("tool-config", target, m.index, "candidate");
  }
  return refs;
}
var TOOL_RUN = /\b(?:(direnv)[ \t]{1,8}(?:allow|permit|grant|exec|reload)|(devcontainer)[ \t]{1,8}(?:up|build|exec|run-user-commands|set-up)|(pre-commit|prek)(?:[ \t]{1,8}(?:install|run|install-hooks|try-repo))?|(?<=^[ \t]{0,8}|[;&|(][ \t]{0,4}|\$[ \t]{1,4})(?:(just)(?=[ \t]+[\w-]|[ \t]*$)|(code)[ \t]{1,8}(?:-[nr][ \t]{1,8})?\.(?=[ \t/]|$)))/gm;
function configsOf(m) {
  if (m[1]) return [".envrc"];
  if (m[2]) return [".devcontainer/devcontainer.json", ".devcontainer.json"];
  if (m[3]) return [".pre-commit-config.yaml"];
  if (m[4]) return ["justfile", "Justfile", ".justfile"];
  return [".vscode/tasks.json"];
}
function toolConfigsRun(code) {
  const out = /* @__PURE__ */ new Set();
  for (const m of code.slice(0, 64 * 1024).matchAll(TOOL_RUN)) {
    for (const t of configsOf(m)) out.add(t);
    if (out.size >= 8) break;
  }
  return [...out];
}
var SHELL_SOURCE = /(^|[;&|({]\s{0,8}|\bthen\s{1,8}|\bdo\s{1,8})(?:source|\.)[ \t]{1,8}(['"]?[^\s;&|'"]{1,512}['"]?)/gm;
var JS_IMPORT = /\b(?:import|export)\b[^'"\n;]{0,512}?\bfrom[ \t]{0,8}['"]([^'"\n]{1,512})['"]|\bimport[ \t]{0,8}\(?[ \t]{0,8}['"]([^'"\n]{1,512})['"]|\brequire[ \t]{0,8}\([ \t]{0,8}['"]([^'"\n]{1,512})['"]/g;
var PY_FROM = /^[ \t]{0,64}from[ \t]{1,8}(\.{1,8})([A-Za-z_][\w.]{0,255})?[ \t]{1,8}import\b/gm;
var SHELL_RUN = /(^|[;&|({]\s{0,8}|\bthen\s{1,8}|\bdo\s{1,8})(?:bash|sh|zsh|python3?|node|ruby|perl|pwsh|exec)[ \t]{1,8}(['"]?(?:\.{1,2}\/|\$\{?\w+\}?\/)[^\s;&|'"]{1,512}['"]?)/gm;
function extractSkillMentions(text, from, names) {
  const refs = [];
  if (names.size === 0) return refs;
  const body = text.slice(from);
  for (const m of body.matchAll(SKILL_MENTION)) {
    const name = (m[1] ?? m[2] ?? m[3] ?? "").toLowerCase();
    if (!names.has(name)) continue;
    const inner = m[0].toLowerCase().indexOf(name);
    const start = from + m.index + Math.max(0, inner);
    refs.push({ kind: "skill-name", target: name, start, end: start + name.length, certainty: "candidate" });
    if (refs.length >= 1024) break;
  }
  return refs;
}
var NAME = "[A-Za-z0-9][\\w:.-]{0,63}";
var SKILL_MENTION = new RegExp(
  `\\b(?:the|use|see|invoke|run|load|call)[ \\t]{1,4}(?:the[ \\t]{1,4})?[\`'"*]{0,2}(${NAME})[\`'"*]{0,2}[ \\t]{1,4}skill\\b|\\bskill[ \\t]{0,4}[:=][ \\t]{0,4}[\`'"]{0,1}(${NAME})|\\bskills?[ \\t]{1,4}(?:named|called)[ \\t]{1,4}[\`'"*]{0,2}(${NAME})`,
  "gi"
);

// src/analysis/records.ts
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/analysis/payloads.ts
var PAYLOAD_LIMITS = { maxBlobs: 200, maxBlobChars: 64 * 1024, maxDecoded: 16 * 1024, maxDepth: 2 };
var HEX = /(?:[0-9a-fA-F]{2}){24,}/g;
var ESCAPES = /(?:\\x[0-9a-fA-F]{2}){8,}/g;
var CHARCODES = /(?:fromCharCode|chr|bytes|bytearray)\s*\(\s*\[?\s*(\d{1,3}(?:\s*,\s*\d{1,3}){7,})/g;
var CHR_CHAIN = /chr\(\d{1,3}\)(?:\s*[+.]\s*chr\(\d{1,3}\)){7,}/g;
function isBase64Char(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122 || c >= 48 && c <= 57 || c === 43 || c === 47;
}
function* base64Runs(text) {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isBase64Char(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isBase64Char(text.charCodeAt(i))) i++;
    if (i - start < 40) continue;
    let end = i;
    if (end < n && text.charCodeAt(end) === 61) end++;
    if (end < n && text.charCodeAt(end) === 61) end++;
    yield { index: start, 0: text.slice(start, end) };
    i = end;
  }
}
function isMostlyPrintable(s) {
  if (s.length === 0) return false;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 32 && c < 127 || c === 9 || c === 10 || c === 13) ok++;
  }
  return ok / s.length >= 0.9;
}
function decodeBase64(raw) {
  const clean = raw.slice(0, PAYLOAD_LIMITS.maxBlobChars);
  if (clean.length % 4 === 1) return void 0;
  const text = Buffer.from(clean, "base64").toString("latin1").slice(0, PAYLOAD_LIMITS.maxDecoded);
  return isMostlyPrintable(text) ? text : void 0;
}
function decodeHex(raw) {
  const text = Buffer.from(raw.slice(0, PAYLOAD_LIMITS.maxBlobChars), "hex").toString("latin1").slice(0, PAYLOAD_LIMITS.maxDecoded);
  return isMostlyPrintable(text) ? text : void 0;
}
function decodeCodes(codes) {
  const text = String.fromCharCode(...codes.slice(0, PAYLOAD_LIMITS.maxDecoded));
  return isMostlyPrintable(text) ? text : void 0;
}
function findEncodedBlobs(text) {
  const out = [];
  const add = (kind, m, decoded) => {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) return;
    out.push({
      kind,
      start: m.index,
      end: m.index + m[0].length,
      raw: m[0],
      ...decoded ? { decoded } : {}
    });
  };
  for (const m of base64Runs(text)) {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (/data:image\/[\w.+-]+;base64,$|sha(?:256|384|512)-$|integrity=["']?$/i.test(before)) continue;
    if (!/[0-9+/]/.test(m[0]) || /^[A-Za-z]+$/.test(m[0])) continue;
    if (/^[0-9a-fA-F]+$/.test(m[0])) continue;
    if (/\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\//.test(m[0]) && !/[+=]/.test(m[0])) continue;
    add("base64", m, decodeBase64(m[0]));
  }
  for (const m of text.matchAll(HEX)) {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
    if (out.some((b) => b.start <= m.index && b.end >= m.index + m[0].length)) continue;
    add("hex", m, decodeHex(m[0]));
  }
  for (const m of text.matchAll(ESCAPES)) {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
    add("escape", m, decodeHex(m[0].replace(/\\x/g, "")));
  }
  for (const re of [CHARCODES, CHR_CHAIN]) {
    for (const m of text.matchAll(re)) {
      if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
      const codes = (m[0].match(/\d{1,3}/g) ?? []).map(Number).filter((n) => n < 256);
      add("charcode", m, decodeCodes(codes));
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
function inert(s, max = 120) {
  const flat = s.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}

// src/analysis/git-programs.ts
var PROGRAM_KEYS = [
  [/^core\.pager$|^pager\.[\w-]{1,64}$/, "every page of output"],
  [/^core\.editor$|^sequence\.editor$/, "every commit message or rebase it edits"],
  [/^core\.sshcommand$/, "every ssh fetch and push"],
  [/^diff\.external$|^diff\..{1,128}\.(?:textconv|command)$/, "every diff of the files it covers"],
  [/^filter\..{1,128}\.(?:clean|smudge|process)$/, "every checkout and add of the files it covers"],
  [/^merge\..{1,128}\.driver$/, "every merge of the files it covers"],
  [/^gpg\.program$|^gpg\.[\w-]{1,32}\.program$/, "every signed commit"]
];
var SCRIPTISH = /(?:^|[\s'"])(?:\.{1,2}\/|~\/|\$\{?HOME\}?\/)\S|[|;`]|\$\(|&&|\b(?:ba|z|da)?sh[ \t]+-c\b|\b(?:curl|wget|nc|python3?|perl|node)\b/;
function whenGitRuns(key) {
  const k = key.toLowerCase();
  if (k === "core.fsmonitor") return "every status, diff and add";
  if (/^alias\./.test(k)) return "every use of the alias";
  return PROGRAM_KEYS.find(([re]) => re.test(k))?.[1];
}

export {
  lazyModule,
  loadMarkdownParser,
  unescapeMarkdown,
  parseMarkdownBody,
  isRecord,
  isUrl,
  isIgnoredScheme,
  extractMarkdownRefs,
  commandPaths,
  isScriptPath,
  isMarkdownPath,
  extractScriptRefs,
  extractSkillMentions,
  PAYLOAD_LIMITS,
  isMostlyPrintable,
  decodeBase64,
  findEncodedBlobs,
  inert,
  PROGRAM_KEYS,
  SCRIPTISH,
  whenGitRuns
};
