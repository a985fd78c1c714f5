import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_UNITS,
  argvLine,
  composeCommands,
  configUnit,
  isRecord,
  jsonShellUnit,
  keyMatches,
  lazyModule,
  parseJson,
  regionOfJsonString,
  tomlStrings,
  withoutJsonComments,
  yamlCodeSpans,
  yamlData,
  yamlDoc,
  yamlRanges,
  yamlRegion
} from "./chunk-UPHTETEJ.js";
import {
  concat,
  literal,
  secretEnv,
  tainted
} from "./chunk-4F2PRZX4.js";
import {
  spanAt,
  withoutLineComments
} from "./chunk-5IYXR757.js";
import {
  copyNameOf,
  languageOfShebang
} from "./chunk-C7QD4XT3.js";
import {
  isPythonInterpreter,
  pythonMainFiles,
  withoutTrailingSlashes
} from "./chunk-PBUGHLOV.js";
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";
import {
  SECRET_LABEL,
  normalizeHome,
  secretOf
} from "./chunk-N4Y7GMVX.js";

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
      const at2 = m.index;
      if (links.some((l) => l.start <= at2 && at2 < l.end)) continue;
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
  () => import("./chunk-BZ5H5IHW.js"),
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
  let at2 = 0;
  for (const s of sorted) {
    if (s.start > at2) out.push({ start: at2, end: s.start });
    at2 = Math.max(at2, s.end);
  }
  if (at2 < length) out.push({ start: at2, end: length });
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

// src/analysis/build-dockerfile.ts
var MAX_TEXT = 256 * 1024;
var MAX_INSTRUCTIONS = 2e3;
function instructions(text) {
  const continuation = /^#[ \t]*escape[ \t]*=[ \t]*`/im.test(text.slice(0, 512)) ? "`" : "\\";
  const out = [];
  let at2 = 0;
  while (at2 < text.length && out.length < MAX_INSTRUCTIONS) {
    let end = text.indexOf("\n", at2);
    if (end < 0) end = text.length;
    const head = /^[ \t]*([A-Za-z]{2,12})[ \t]+/.exec(text.slice(at2, Math.min(end, at2 + 40)));
    if (!head || text[at2] === "#") {
      at2 = end + 1;
      continue;
    }
    while (end < text.length && text.slice(at2, end).trimEnd().endsWith(continuation)) {
      const next = text.indexOf("\n", end + 1);
      end = next < 0 ? text.length : next;
    }
    const doc = /<<-?[ \t]*["']?([A-Za-z_]\w{0,30})["']?/.exec(text.slice(at2, end));
    if (doc) {
      const close = new RegExp(`^[ \\t]*${doc[1]}[ \\t]*$`, "m").exec(text.slice(end));
      if (close) end = Math.min(text.length, end + close.index + close[0].length);
    }
    const start = at2 + head[0].length;
    out.push({ keyword: head[1].toUpperCase(), text: text.slice(start, end), start, end });
    at2 = end + 1;
  }
  return out;
}
function runFlags(args) {
  const secrets = [];
  let code = args;
  for (let i = 0; i < 16; i++) {
    const flag = /^(?:[ \t]|\\\r?\n)*(--[a-z-]{1,20}(?:=(?:"[^"\n]{0,500}"|[^\s"]{0,500}))?)/.exec(code);
    if (!flag) break;
    const value = flag[1];
    const mount = /^--mount=/.exec(value) ? value.slice(8).replace(/^"|"$/g, "") : void 0;
    if (mount && /(?:^|,)type=secret(?:,|$)/.test(mount)) {
      const id = /(?:^|,)id=([^,]{1,100})/.exec(mount)?.[1];
      const target = /(?:^|,)(?:target|dst|destination)=([^,]{1,300})/.exec(mount)?.[1];
      if (id || target)
        secrets.push({ id: id ?? target.replace(/^.*\//, ""), target: target ?? `/run/secrets/${id}` });
    }
    const from = flag.index + flag[0].length - value.length;
    code = code.slice(0, from) + " ".repeat(value.length) + code.slice(from + value.length);
  }
  return { code, secrets };
}
function heredocBody(code) {
  const m = /^[ \t]*<<-?[ \t]*["']?([A-Za-z_]\w{0,30})["']?[^\n]*\n/.exec(code);
  if (!m) return void 0;
  const body = code.slice(m[0].length);
  const close = new RegExp(`^[ \\t]*${m[1]}[ \\t]*$`, "m").exec(body);
  return close ? body.slice(0, close.index) : body;
}
function execForm(code) {
  let argv;
  try {
    argv = JSON.parse(code);
  } catch {
    return void 0;
  }
  if (!Array.isArray(argv) || argv.some((a) => typeof a !== "string")) return void 0;
  const words2 = argv;
  if (words2.length >= 3 && /^(?:\/(?:usr\/)?bin\/)?(?:ba|da|z|a)?sh$/.test(words2[0]) && /^-[a-z]{0,4}c$/.test(words2[1]))
    return words2[2];
  return argvLine(words2);
}
function secretPaths(code, secrets) {
  let out = code;
  for (const s of secrets) {
    const runPath = `/run/secrets/${s.id}`;
    if (s.target === runPath || secretOf(normalizeHome(s.target))) continue;
    out = out.split(s.target).join(runPath);
  }
  return out;
}
function addVars(ins, vars) {
  const text = ins.text.replace(/\\\r?\n/g, " ").trim();
  const pairs = /^[A-Za-z_]\w{0,127}[ \t]+[^=\s]/.test(text) && ins.keyword === "ENV" ? [[text.slice(0, text.search(/[ \t]/)), text.slice(text.search(/[ \t]/)).trim()]] : [...text.matchAll(/([A-Za-z_]\w{0,127})=("[^"\n]{0,500}"|'[^'\n]{0,500}'|[^\s"']{0,500})/g)].map(
    (m) => [m[1], m[2].replace(/^["']|["']$/g, "")]
  );
  for (const [k, v] of pairs.slice(0, 32))
    if (k && v !== void 0 && !v.includes("$") && Object.keys(vars).length < 200) vars[k] = v;
}
function dockerfileRuns(text, lines) {
  if (text.length > MAX_TEXT) return [];
  const out = [];
  const vars = {};
  for (const ins of instructions(text)) {
    if (out.length >= MAX_UNITS) break;
    if (ins.keyword === "ENV" || ins.keyword === "ARG") addVars(ins, vars);
    if (ins.keyword === "FROM") for (const k of Object.keys(vars)) delete vars[k];
    if (ins.keyword !== "RUN") continue;
    const flags = runFlags(ins.text);
    const secrets = flags.secrets;
    const code = flags.code.replace(/(?<=\n)[ \t]*#[^\n]*/g, (c) => " ".repeat(c.length));
    const trimmed = code.trim();
    const script = trimmed.startsWith("[") ? execForm(trimmed) : heredocBody(code) ?? void 0;
    const region = { region: lines.region(ins.start, ins.end) };
    const v = Object.keys(vars).length ? { ...vars } : void 0;
    const contained = secrets.length === 0 ? { runner: "container" } : {};
    if (script !== void 0) {
      out.push({
        ...configUnit(secretPaths(script, secrets), region, "Dockerfile RUN", "shell", v),
        ...contained
      });
      continue;
    }
    const mapped = secretPaths(code, secrets);
    const at2 = mapped === code ? { base: ins.start } : region;
    out.push({ ...configUnit(mapped, at2, "Dockerfile RUN", "shell", v), ...contained });
  }
  return out;
}
var INSTRUCTION = /^(?:FROM|RUN|ENV|ARG|COPY|ADD|WORKDIR|USER|CMD|ENTRYPOINT|LABEL|EXPOSE|VOLUME|SHELL|HEALTHCHECK|ONBUILD|STOPSIGNAL|MAINTAINER)\b/i;
function isDockerfileFence(lang, content) {
  if (!/^(?:dockerfile|containerfile)$/i.test(lang) || content.length > MAX_TEXT) return false;
  let continued = false;
  let seen = 0;
  for (const raw of content.split("\n")) {
    const line = raw.trim();
    const carry = continued;
    continued = line.endsWith("\\");
    if (line === "" || line.startsWith("#") || carry) continue;
    if (!INSTRUCTION.test(line) || /--mount=[^\s]{0,200}type=secret/i.test(line)) return false;
    seen++;
  }
  return seen > 0;
}

// src/analysis/build-bazelrc-dune.ts
var MAX_TEXT2 = 256 * 1024;
var BAZEL_FLAG = /^[ \t]{0,8}(?:build|common|always|test|run|coverage|fetch|query|cquery|aquery|sync)(?::[\w.-]{1,40})?[ \t][^\n]{0,2000}?--(workspace_status_command|run_under)(?:=|[ \t]{1,8})("[^"\n]{1,1000}"|'[^'\n]{1,1000}'|[^\s"']{1,1000})/gm;
function bazelrcCommands(source, lines) {
  const text = source.slice(0, MAX_TEXT2);
  const out = [];
  for (const m of text.matchAll(BAZEL_FLAG)) {
    if (out.length >= MAX_UNITS) break;
    const raw = m[2];
    const quoted2 = raw.startsWith('"') || raw.startsWith("'");
    const value = quoted2 ? raw.slice(1, -1) : raw;
    const start = m.index + m[0].length - raw.length + (quoted2 ? 1 : 0);
    const runsFile = /^[\w.-]{1,100}\/[^\s]{1,500}$/.test(value) && !value.startsWith("/");
    const code = runsFile ? `./${value}` : value;
    const at2 = runsFile ? { region: lines.region(start, start + value.length) } : { base: start };
    out.push(configUnit(code, at2, `.bazelrc --${m[1]}`));
  }
  return out;
}
var DUNE_SHELL = /\((system|bash)[ \t\n]{1,8}"((?:[^"\\]|\\.){1,4000})"/g;
var DUNE_RUN = /\(run[ \t\n]{1,8}((?:[^()"]|"(?:[^"\\]|\\.){0,2000}"){1,4000})\)/g;
function duneActions(source, lines) {
  const text = source.slice(0, MAX_TEXT2);
  const out = [];
  for (const m of text.matchAll(DUNE_SHELL)) {
    if (out.length >= MAX_UNITS) break;
    const body = m[2];
    const start = m.index + m[0].length - body.length - 1;
    const code = body.replace(/\\(["\\])/g, "$1").replace(/\\n/g, "\n");
    const at2 = code === body ? { base: start } : { region: lines.region(start, start + body.length) };
    out.push(configUnit(code, at2, `dune (${m[1]} \u2026) action`));
  }
  for (const m of text.matchAll(DUNE_RUN)) {
    if (out.length >= MAX_UNITS) break;
    const words2 = [...m[1].matchAll(/"((?:[^"\\]|\\.){0,2000})"|([^\s"]{1,500})/g)].map(
      (w) => w[1] !== void 0 ? `'${w[1].replace(/\\(["\\])/g, "$1").replace(/'/g, `'\\''`)}'` : w[2]
    );
    if (words2.length === 0) continue;
    out.push(
      configUnit(
        words2.join(" "),
        { region: lines.region(m.index, m.index + m[0].length) },
        "dune (run \u2026) action"
      )
    );
  }
  return out;
}

// src/analysis/build-configs-scripts.ts
var MAX_TEXT3 = 256 * 1024;
var MAX_STATEMENTS = 64;
function makeVariables(text) {
  const vars = /* @__PURE__ */ new Map();
  for (const m of text.matchAll(
    /^(?:(?:export|override)[ \t]{1,4})?([A-Za-z_][\w.-]{0,63})[ \t]{0,8}(\+|\?|::?)?=[ \t]{0,8}([^\n]{0,2000})$/gm
  )) {
    if (vars.size >= 256) break;
    const hash = m[3].search(/[ \t]#/);
    const value = (hash >= 0 ? m[3].slice(0, hash) : m[3]).trim();
    const prior = vars.get(m[1]);
    if (m[2] === "?" && prior !== void 0) continue;
    vars.set(m[1], m[2] === "+" && prior ? `${prior} ${value}` : value);
  }
  return vars;
}
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length && i - open < 4e3; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i + 1;
  }
  return -1;
}
function expandMake(s, vars, depth = 0) {
  if (depth > 8 || s.length > 8e3) return s;
  const sub = (inner) => expandMake(inner, vars, depth + 1);
  let out = s.replace(/\$\$/g, "\0").replace(/\$\(([A-Za-z_][\w.-]{0,63})\)|\$\{([A-Za-z_][\w.-]{0,63})\}/g, (whole, a, b) => {
    const v = vars.get(a ?? b);
    return v === void 0 ? (a ?? b) === "CURDIR" ? "." : whole : sub(v);
  });
  for (let level = 0; level < 4; level++) {
    const next = out.replace(MAKE_FUNCTION, (_w, fn, arg) => {
      const x = sub(arg).trim();
      if (fn === "shell") return `$(${x})`;
      if (fn === "dir") return x.includes("/") ? x.slice(0, x.lastIndexOf("/") + 1) : "./";
      if (fn === "notdir") return x.slice(x.lastIndexOf("/") + 1);
      return x;
    });
    if (next === out) break;
    out = next;
  }
  return out.replace(/\u0000/g, "$");
}
var MAKE_FUNCTION = /\$\((dir|notdir|abspath|realpath|strip|shell|wildcard|sort)[ \t]{1,4}([^()]{0,2000})\)/g;
function makeParseTime(source, lines) {
  const text = source.slice(0, MAX_TEXT3);
  const vars = makeVariables(text);
  const statements = [];
  let first = -1;
  let last = 0;
  let at2 = 0;
  while (at2 < text.length && statements.length < MAX_STATEMENTS) {
    let end = text.indexOf("\n", at2);
    if (end < 0) end = text.length;
    const line = text.slice(at2, end);
    if (!line.startsWith("	") && !/^[ \t]*#/.test(line)) {
      const found = parseTimeStatements(line, vars);
      if (found.length > 0) {
        if (first < 0) first = at2;
        last = end;
        statements.push(...found);
      }
    }
    at2 = end + 1;
  }
  if (statements.length === 0) return [];
  const region = lines.region(first, last);
  return [configUnit(statements.join("\n"), { region }, "Makefile parse-time command")];
}
function parseTimeStatements(line, vars) {
  const out = [];
  const inc = /^[ \t]{0,8}(?:-|s)?include[ \t]{1,8}([^\n#]{1,1000})/.exec(line);
  if (inc) {
    for (const f of expandMake(inc[1], vars).split(/[ \t]+/).slice(0, 16))
      if (f !== "" && !f.includes("$(") && !f.includes("*")) out.push(`make -f ${f}`);
    return out;
  }
  const bang = /^[ \t]{0,8}[A-Za-z_][\w.-]{0,63}[ \t]{0,8}!=[ \t]{0,8}([^\n]{1,2000})$/.exec(line);
  if (bang) return [expandMake(bang[1], vars)];
  for (let i = line.indexOf("$(shell"); i >= 0 && out.length < 8; i = line.indexOf("$(shell", i + 1)) {
    const close = closing(line, i + 1);
    if (close < 0) break;
    const cmd = expandMake(line.slice(i + 8, close - 1), vars).trim();
    if (cmd !== "") out.push(cmd);
    i = close - 1;
  }
  return out;
}
var REMOTE = /^(?:https?:\/\/|git@|git::|ssh:\/\/)\S{1,500}$/i;
function taskfileRemoteIncludes(text, lines) {
  const parsed = yamlDoc(text);
  const includes = parsed && isRecord(parsed.data.includes) ? parsed.data.includes : void 0;
  if (!parsed || !includes) return [];
  const out = [];
  for (const [name, inc] of Object.entries(includes).slice(0, 100)) {
    const file = typeof inc === "string" ? inc : isRecord(inc) && typeof inc.taskfile === "string" ? inc.taskfile : "";
    if (!REMOTE.test(file) || isRecord(inc) && inc.checksum !== void 0 || out.length >= MAX_UNITS)
      continue;
    const path = typeof inc === "string" ? ["includes", name] : ["includes", name, "taskfile"];
    const region = yamlRegion(parsed.doc, path, lines);
    out.push(
      configUnit(`task --taskfile '${file}'`, { region }, `Taskfile remote include '${name.slice(0, 60)}'`)
    );
  }
  return out;
}
function taskfileLocalIncludes(text) {
  const parsed = yamlDoc(text);
  const includes = parsed && isRecord(parsed.data.includes) ? parsed.data.includes : void 0;
  if (!includes) return [];
  const out = [];
  for (const inc of Object.values(includes).slice(0, 100)) {
    const file = typeof inc === "string" ? inc : isRecord(inc) && typeof inc.taskfile === "string" ? inc.taskfile : "";
    if (file === "" || REMOTE.test(file) || /^[/~]|\{\{/.test(file)) continue;
    if (/\.ya?ml$/i.test(file)) out.push(file.replace(/^\.\//, ""));
    else {
      const dir = withoutTrailingSlashes(file.replace(/^\.\//, ""));
      out.push(`${dir}/Taskfile.yml`, `${dir}/Taskfile.yaml`, `${dir}/taskfile.yml`);
    }
  }
  return out;
}
function rockspecCommands(source) {
  const text = source.slice(0, MAX_TEXT3);
  const out = [];
  for (const m of text.matchAll(
    /\b(build_command|install_command)[ \t]{0,8}=[ \t]{0,8}(?:"((?:[^"\\\n]|\\.){1,4000})"|'((?:[^'\\\n]|\\.){1,4000})'|\[\[([^\]]{1,8000})\]\])/g
  )) {
    if (out.length >= MAX_UNITS) break;
    const code = m[2] ?? m[3] ?? m[4];
    const start = m.index + m[0].length - code.length - (m[4] !== void 0 ? 2 : 1);
    out.push(configUnit(code, { base: start }, `rockspec ${m[1]}`));
  }
  return out;
}

// src/analysis/build-configs-toml.ts
var ending = (depth, names) => (s) => s.key.length === depth || s.key.length === depth + 1 && names.includes(s.key[depth]) ? s.value : void 0;
var PYPROJECT = [
  { key: ["tool", "hatch", "envs", "*", "scripts"], label: "Hatch script" },
  { key: ["tool", "hatch", "envs", "*", "pre-install-commands"], label: "Hatch pre-install command" },
  { key: ["tool", "hatch", "envs", "*", "post-install-commands"], label: "Hatch post-install command" },
  { key: ["envs", "*", "scripts"], label: "Hatch script" },
  { key: ["envs", "*", "pre-install-commands"], label: "Hatch pre-install command" },
  { key: ["envs", "*", "post-install-commands"], label: "Hatch post-install command" },
  { key: ["tool", "pdm", "scripts"], label: "PDM script", as: ending(4, ["cmd", "shell"]), argv: true },
  { key: ["tool", "rye", "scripts"], label: "Rye script", as: ending(4, ["cmd"]), argv: true },
  { key: ["tool", "poe", "tasks"], label: "Poe task", as: ending(4, ["cmd", "shell"]), argv: true }
];
var miseExec = (s) => /\bexec\([ \t]{0,4}command[ \t]{0,4}=[ \t]{0,4}(["'])(.{1,2000}?)\1/.exec(s.value)?.[2];
var MISE = [
  { key: ["hooks"], label: "mise hook", as: ending(2, ["script", "run"]) },
  { key: ["tasks"], label: "mise task", as: ending(2, ["run"]) },
  { key: ["env", "_", "source"], label: "mise env source", as: (s) => `. ${s.value}` },
  { key: ["env"], label: "mise env template", as: miseExec }
];
var cargoProgram = (s) => /^[^/$~][^\s]{0,500}\/|^\.\//.test(s.value) ? `../${s.value.replace(/^\.\//, "")}` : s.value;
var CARGO_CONFIG = [
  { key: ["build", "rustc-wrapper"], label: "Cargo rustc-wrapper", as: cargoProgram, argv: true },
  { key: ["build", "rustc-workspace-wrapper"], label: "Cargo rustc-wrapper", as: cargoProgram, argv: true },
  { key: ["build", "rustc"], label: "Cargo rustc", as: cargoProgram, argv: true },
  { key: ["build", "rustdoc"], label: "Cargo rustdoc", as: cargoProgram, argv: true },
  { key: ["target", "*", "runner"], label: "Cargo target runner", as: cargoProgram, argv: true },
  { key: ["target", "*", "linker"], label: "Cargo linker", as: cargoProgram, argv: true },
  { key: ["host", "linker"], label: "Cargo linker", as: cargoProgram, argv: true },
  { key: ["alias"], label: "Cargo alias", as: (s) => `cargo ${s.value}`, argv: true }
];
function commandUnits(text, lines, tables) {
  const out = [];
  const argvs = /* @__PURE__ */ new Map();
  for (const s of tomlStrings(text)) {
    if (out.length >= MAX_UNITS) break;
    const t = tables.find((c) => keyMatches(s.key, c.key));
    if (!t) continue;
    const code = t.as ? t.as(s) : s.value;
    if (code === void 0 || code.trim() === "") continue;
    if (t.argv) {
      const id = s.key.join("\0");
      const prior = argvs.get(id);
      if (prior) prior.words.push(s.value);
      else argvs.set(id, { words: [code], first: s, label: t.label });
      continue;
    }
    out.push(unitAt(code, s, lines, `${t.label} '${s.key.slice(-1)[0].slice(0, 60)}'`));
  }
  for (const a of argvs.values())
    if (out.length < MAX_UNITS) out.push(unitAt(a.words.join(" "), a.first, lines, a.label));
  return out;
}
function unitAt(code, s, lines, label) {
  if (s.exact && code === s.value) return configUnit(code, { base: s.start }, label);
  return configUnit(code, { region: lines.region(s.start, s.start + Math.min(s.value.length, 200)) }, label);
}
var pyprojectScripts = (text, lines) => [
  ...commandUnits(text, lines, PYPROJECT),
  ...buildRequirementUnits(text, lines)
];
var DIRECT_REF = /^[ \t]{0,8}(?:([A-Za-z0-9][\w.-]{0,100})[ \t]{0,8}(?:\[[^\]]{0,200}\])?[ \t]{0,8}@[ \t]{0,8})?((?:git\+)?https?:\/\/[^\s;]{1,1000})/;
var normalName = (n) => n.toLowerCase().replace(/[-_.]+/g, "_");
function buildRequirementUnits(text, lines) {
  const reqs = [];
  let backend = "";
  for (const s of tomlStrings(text)) {
    const k = s.key.join(".");
    if (k === "build-system.requires" && reqs.length < 32) reqs.push(s);
    else if (k === "build-system.build-backend") backend = s.value.split(":")[0].trim();
  }
  const out = [];
  for (const s of reqs) {
    const m = DIRECT_REF.exec(s.value);
    if (!m) continue;
    const [url, hash] = m[2].split(/#(?:sha256=)?/, 2);
    const file = url.split(/[/?]/).filter(Boolean).pop() ?? "requirement";
    const name = m[1] ?? file.split(/[-_]\d/)[0] ?? "requirement";
    const isBackend = backend !== "" && normalName(name) === normalName(backend.split(".")[0]);
    const sdist = /\.(?:tar\.gz|tgz|zip)$/i.test(url) && !url.startsWith("git+");
    if (!isBackend && !sdist && !url.startsWith("git+")) continue;
    const dir = `/tmp/pep517/${normalName(name)}`;
    const entry = isBackend ? `${dir}/${backend.replace(/\./g, "/")}.py` : `${dir}/setup.py`;
    const fetch = url.startsWith("git+") ? `git clone --depth 1 '${url.slice(4).replace(/@[^/@]{1,200}$/, "")}' ${dir}` : `curl -fsSL '${url}' -o ${dir}.pkg${hash && /^[0-9a-f]{64}$/i.test(hash) ? ` && echo '${hash}  ${dir}.pkg' | sha256sum -c -` : ""} && ${sdist ? `mkdir -p ${dir} && tar -xzf ${dir}.pkg -C ${dir}` : `unzip -q -o ${dir}.pkg -d ${dir}`}`;
    const label = `build requirement '${name.slice(0, 60)}' from a URL (${isBackend ? "the build backend, imported" : "built"} when pip builds the project)`;
    out.push(
      configUnit(
        `${fetch} && python3 ${entry}`,
        { region: lines.region(s.start, s.start + Math.min(s.value.length, 300)) },
        label
      )
    );
    if (out.length >= 8) break;
  }
  return out;
}
var miseCommands = (text, lines) => commandUnits(text, lines, MISE);
var cargoConfigCommands = (text, lines) => commandUnits(text, lines, CARGO_CONFIG);

// src/analysis/build-devtools.ts
var MAX_DOCS = 16;
var MAX_NODES = 5e3;
function yamlDocs(text) {
  const out = [];
  const starts = [0];
  for (const m of text.matchAll(/^---[ \t]*$/gm)) {
    if (starts.length > MAX_DOCS) break;
    starts.push(m.index + m[0].length);
  }
  starts.forEach((from, i) => {
    const to = i + 1 < starts.length ? text.lastIndexOf("---", starts[i + 1]) : text.length;
    const parsed = yamlData(text.slice(from, to));
    if (parsed) out.push({ ...parsed, offset: from });
  });
  return out;
}
function regionIn(doc, offset, path, lines) {
  const range = doc.getIn(path, true)?.range;
  if (!range) return void 0;
  const start = offset + range[0];
  return lines.region(start, Math.min(offset + range[1], lines.offsetOf(lines.position(start).line + 1, 1)));
}
function walk(value, visit) {
  let seen = 0;
  const go = (v, path) => {
    if (++seen > MAX_NODES || path.length > 16) return;
    visit(v, path);
    if (Array.isArray(v)) for (const [i, x] of v.slice(0, 500).entries()) go(x, [...path, i]);
    else if (isRecord(v)) for (const [k, x] of Object.entries(v).slice(0, 500)) go(x, [...path, k]);
  };
  go(value, []);
}
function skaffoldNodes(data, emit) {
  walk(data, (v, path) => {
    const key = path[path.length - 1];
    const parent = path[path.length - 2];
    const inHooks = path.includes("hooks");
    if (key === "command" && Array.isArray(v) && inHooks && !path.includes("container"))
      emit(argvLine(v) ?? "", path, "Skaffold host hook (runs on this machine)");
    else if (key === "buildCommand" && typeof v === "string")
      emit(v, path, "Skaffold custom build command (runs on this machine)");
    else if (key === "command" && typeof v === "string" && (parent === "dependencies" || path.includes("custom")))
      emit(v, path, "Skaffold custom command (runs on this machine)");
  });
}
function yamlCommands(text, lines, nodes) {
  const out = [];
  for (const { data, doc, offset } of yamlDocs(text)) {
    nodes(data, (code, path, label) => {
      if (code.trim() === "" || out.length >= MAX_UNITS) return;
      out.push(configUnit(code, { region: regionIn(doc, offset, path, lines) }, label));
    });
  }
  return out;
}
var skaffoldCommands = (text, lines) => yamlCommands(text, lines, skaffoldNodes);
function templateText(t) {
  const out = [];
  let last = 0;
  for (const m of t.slice(0, 16e3).matchAll(/\{\{-?\s{0,8}([^{}]{0,200}?)\s{0,8}-?\}\}/g)) {
    out.push({ text: t.slice(last, m.index) });
    const env = /^\.Env\.([A-Za-z_]\w{0,63})$/.exec(m[1].trim())?.[1];
    out.push(
      env ? { env, text: "" } : {
        text: m[1].trim().replace(/^\./, "").replace(/[^\w.]/g, "_")
      }
    );
    last = m.index + m[0].length;
  }
  out.push({ text: t.slice(last, 16e3) });
  return out;
}
function quotedTemplate(t) {
  const parts = templateText(t).map(
    (p) => p.env ? `\${${p.env}}` : p.text.replace(/["\\$`]/g, (c) => `\\${c}`)
  );
  return `"${parts.join("")}"`;
}
function templatedCommand(t) {
  return templateText(t).map((p) => p.env ? `\${${p.env}}` : p.text).join("");
}
function hookItems(v, path, label, emit) {
  const items = Array.isArray(v) ? v : [v];
  items.slice(0, 100).forEach((item, i) => {
    const at2 = Array.isArray(v) ? [...path, i] : path;
    if (typeof item === "string") emit(templatedCommand(item), at2, label);
    else if (isRecord(item) && typeof item.cmd === "string")
      emit(templatedCommand(item.cmd), [...at2, "cmd"], label);
  });
}
function goreleaserNodes(data, emit) {
  if (!isRecord(data)) return;
  for (const stage of ["before", "after"])
    if (isRecord(data[stage]))
      hookItems(data[stage].hooks, [stage, "hooks"], `GoReleaser ${stage} hook`, emit);
  const builds = Array.isArray(data.builds) ? data.builds : [];
  builds.slice(0, 100).forEach((b, i) => {
    if (!isRecord(b) || !isRecord(b.hooks)) return;
    for (const when of ["pre", "post"])
      hookItems(b.hooks[when], ["builds", i, "hooks", when], `GoReleaser build ${when} hook`, emit);
  });
  for (const key of ["signs", "docker_signs", "binary_signs"]) {
    const list = Array.isArray(data[key]) ? data[key] : [];
    list.slice(0, 50).forEach((s, i) => {
      if (!isRecord(s) || typeof s.cmd !== "string") return;
      const args = Array.isArray(s.args) ? s.args.filter((a) => typeof a === "string") : [];
      emit(
        templatedCommand(argvLine([s.cmd, ...args]) ?? s.cmd),
        [key, i, "cmd"],
        `GoReleaser ${key} command`
      );
    });
  }
  const publishers = Array.isArray(data.publishers) ? data.publishers : [];
  publishers.slice(0, 50).forEach((p, i) => {
    if (isRecord(p) && typeof p.cmd === "string")
      emit(templatedCommand(p.cmd), ["publishers", i, "cmd"], "GoReleaser publisher command");
  });
  const hook = isRecord(data.announce) && isRecord(data.announce.webhook) ? data.announce.webhook : void 0;
  if (hook && hook.enabled !== false && typeof hook.endpoint_url === "string") {
    const type = typeof hook.content_type === "string" ? hook.content_type : "application/json";
    const headers = isRecord(hook.headers) ? Object.entries(hook.headers).slice(0, 20).filter(([, v]) => typeof v === "string").map(([k, v]) => ` -H ${quotedTemplate(`${k}: ${v}`)}`).join("") : "";
    const message = typeof hook.message_template === "string" ? hook.message_template : "{{ .ProjectName }} {{ .Tag }}";
    const code = `curl -fsS -X POST -H ${quotedTemplate(`Content-Type: ${type}`)}${headers} --data ${quotedTemplate(message)} ${quotedTemplate(hook.endpoint_url)}`;
    emit(
      code,
      ["announce", "webhook", "endpoint_url"],
      "GoReleaser webhook announcement (posted by goreleaser release)"
    );
  }
}
var goreleaserCommands = (text, lines) => yamlCommands(text, lines, goreleaserNodes);
function commandMapNodes(data, tool, emit, listsAreCommands) {
  if (!isRecord(data)) return;
  for (const [key, v] of Object.entries(data).slice(0, 200)) {
    if (typeof v === "string") emit(v, [key], `${tool} '${key.slice(0, 60)}'`);
    else if (Array.isArray(v) && listsAreCommands)
      v.slice(0, 50).forEach((c, i) => {
        if (typeof c === "string") emit(c, [key, i], `${tool} '${key.slice(0, 60)}'`);
      });
  }
}
function commandMapCommands(text, lines, tool) {
  const lists = tool === "lint-staged";
  const json = parseJson(withoutJsonComments(text));
  if (json !== void 0) {
    const out = [];
    commandMapNodes(
      json,
      tool,
      (code, _path, label) => {
        if (code.trim() !== "" && out.length < MAX_UNITS)
          out.push(jsonShellUnit(text, lines, code, code, label));
      },
      lists
    );
    return out;
  }
  return yamlCommands(text, lines, (data, emit) => commandMapNodes(data, tool, emit, lists));
}

// src/analysis/build-ecosystems.ts
var XML_ENTITIES = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" };
function xmlText(s) {
  return s.replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]{2,4}));/gi, (whole, hex, dec, name) => {
    if (hex) return String.fromCodePoint(Math.min(1114111, Number.parseInt(hex, 16)));
    if (dec) return String.fromCodePoint(Math.min(1114111, Number.parseInt(dec, 10)));
    return XML_ENTITIES[String(name).toLowerCase()] ?? whole;
  });
}
function at(lines, start, end) {
  return { region: lines.region(start, end) };
}
function msbuildExecs(text, lines) {
  const out = [];
  for (const m of text.matchAll(/<Exec\b[^>]{0,600}?\bCommand[ \t]{0,4}=[ \t]{0,4}"([^"]{0,4000})"/g)) {
    if (out.length >= MAX_UNITS) break;
    const code = xmlText(m[1]);
    if (code.trim())
      out.push(configUnit(code, at(lines, m.index, m.index + m[0].length), "MSBuild Exec task"));
  }
  return out;
}
function mavenExecs(text, lines) {
  const out = [];
  for (const m of text.matchAll(/<executable>([^<]{1,400})<\/executable>/g)) {
    if (out.length >= MAX_UNITS) break;
    const rest = text.slice(m.index, m.index + 8e3);
    const end = rest.search(/<\/configuration>|<\/execution>/);
    const scope = end < 0 ? rest : rest.slice(0, end);
    const args = [...scope.matchAll(/<argument>([^<]{0,2000})<\/argument>/g)].map((a) => xmlText(a[1]));
    const line = argvLine([xmlText(m[1].trim()), ...args]);
    if (line) out.push(configUnit(line, at(lines, m.index, m.index + m[0].length), "Maven exec plugin"));
  }
  for (const m of text.matchAll(/<exec\b[^>]{0,400}?\bexecutable[ \t]{0,4}=[ \t]{0,4}"([^"]{1,400})"/g)) {
    if (out.length >= MAX_UNITS) break;
    const rest = text.slice(m.index, m.index + 8e3);
    const end = rest.indexOf("</exec>");
    const scope = end < 0 ? rest.slice(0, 2e3) : rest.slice(0, end);
    const words2 = [xmlText(m[1])];
    for (const a of scope.matchAll(/<arg\b[^>]{0,100}?\b(value|line)[ \t]{0,4}=[ \t]{0,4}"([^"]{0,2000})"/g))
      words2.push(...a[1] === "line" ? xmlText(a[2]).split(/[ \t]+/) : [xmlText(a[2])]);
    const line = argvLine(words2);
    if (line) out.push(configUnit(line, at(lines, m.index, m.index + m[0].length), "Ant exec task"));
  }
  return out;
}
function denoTasks(text, lines) {
  const data = parseJson(withoutJsonComments(text));
  const tasks = isRecord(data) && isRecord(data.tasks) ? data.tasks : {};
  const out = [];
  for (const [name, t] of Object.entries(tasks).slice(0, MAX_UNITS)) {
    const code = typeof t === "string" ? t : isRecord(t) && typeof t.command === "string" ? t.command : void 0;
    if (code?.trim()) out.push(jsonShellUnit(text, lines, code, code, `Deno task '${name.slice(0, 60)}'`));
  }
  return out;
}
function taskfileCmds(text, lines) {
  const parsed = yamlDoc(text);
  const tasks = parsed && isRecord(parsed.data.tasks) ? parsed.data.tasks : void 0;
  if (!parsed || !tasks) return [];
  const out = [];
  const vars = isRecord(parsed.data.vars) ? parsed.data.vars : {};
  const plain = /* @__PURE__ */ new Map();
  for (const [k, v] of Object.entries(vars).slice(0, 200)) if (typeof v === "string") plain.set(k, v);
  const fill = (code) => fillTemplate(code, plain);
  for (const [k, v] of Object.entries(vars).slice(0, 200)) {
    if (!isRecord(v) || typeof v.sh !== "string" || !v.sh.trim() || out.length >= MAX_UNITS) continue;
    const region = yamlRegion(parsed.doc, ["vars", k, "sh"], lines);
    out.push(configUnit(fill(v.sh), { region }, `Taskfile variable '${k.slice(0, 60)}' (sh)`));
  }
  for (const [name, task] of Object.entries(tasks).slice(0, 200)) {
    if (!isRecord(task) || !Array.isArray(task.cmds)) continue;
    task.cmds.slice(0, 200).forEach((item, i) => {
      const code = typeof item === "string" ? item : isRecord(item) && typeof item.cmd === "string" ? item.cmd : void 0;
      if (!code?.trim() || out.length >= MAX_UNITS) return;
      const path = typeof item === "string" ? ["tasks", name, "cmds", i] : ["tasks", name, "cmds", i, "cmd"];
      const region = yamlRegion(parsed.doc, path, lines);
      out.push(configUnit(fill(code), { region }, `Taskfile task '${name.slice(0, 60)}'`));
    });
  }
  return out;
}
function fillTemplate(code, vars) {
  let out = code;
  for (let level = 0; level < 4 && out.includes("{{"); level++) {
    const next = out.replace(
      /\{\{-?\s{0,4}\.([A-Za-z_]\w{0,63})\s{0,4}-?\}\}/g,
      // A variable computed at run time (`sh:`) is unknown here: the shell's unset variable of that name.
      (_w, n) => vars.get(n) ?? `\${${n}}`
    );
    if (next === out || next.length > 64 * 1024) break;
    out = next;
  }
  return out;
}

// src/analysis/git-programs.ts
var PROGRAM_KEYS = [
  [/^core\.pager$|^pager\.[\w-]{1,64}$/, "every page of output"],
  [/^core\.editor$|^sequence\.editor$/, "every commit message or rebase it edits"],
  [/^core\.sshcommand$/, "every ssh fetch and push"],
  [/^diff\.external$|^diff\..{1,128}\.(?:textconv|command)$/, "every diff of the files it covers"],
  [/^filter\..{1,128}\.(?:clean|smudge|process)$/, "every checkout and add of the files it covers"],
  [/^merge\..{1,128}\.driver$/, "every merge of the files it covers"],
  [/^gpg\.program$|^gpg\.[\w-]{1,32}\.program$|^gpg\.ssh\.defaultkeycommand$/, "every signed commit"]
];
var SCRIPTISH = /(?:^|[\s'"])(?:\.{1,2}\/|~\/|\$\{?HOME\}?\/)\S|[|;`]|\$\(|&&|\b(?:ba|z|da)?sh[ \t]+-c\b|\b(?:curl|wget|nc|python3?|perl|node)\b/;
function whenGitRuns(key) {
  const k = key.toLowerCase();
  if (k === "core.fsmonitor") return "every status, diff and add";
  if (/^alias\./.test(k)) return "every use of the alias";
  return PROGRAM_KEYS.find(([re]) => re.test(k))?.[1];
}
var BUNDLED_CREDENTIAL_HELPERS = /* @__PURE__ */ new Set([
  "cache",
  "store",
  "osxkeychain",
  "libsecret",
  "gnome-keyring",
  "wincred",
  "manager",
  "manager-core"
]);
var PLAIN_WORD = /^(?:[\w-]{1,40}=)?(?:\$\{?HOME\}?(?=\/))?[\w.,:=@%+/~-]{1,300}$/;
function credentialHelper(value) {
  const v = value.trim();
  if (v === "") return { kind: "none" };
  const [name = "", ...options] = v.split(/[ \t]{1,64}/);
  if (!/^[A-Za-z][\w-]{0,63}$/.test(name) || !options.every((o) => PLAIN_WORD.test(o)))
    return { kind: "program" };
  return BUNDLED_CREDENTIAL_HELPERS.has(name) ? { kind: "bundled", name, options } : { kind: "named", name };
}
function isGitBoolean(value) {
  return /^(?:true|false|yes|no|on|off|1|0)$/i.test(value.trim());
}
function gitProgramOf(key, value) {
  const v = value.trim();
  if (v === "") return void 0;
  if (key === "core.fsmonitor") return isGitBoolean(v) ? void 0 : v;
  if (/^alias\.[\w-]{1,64}$/.test(key) || /^credential\.(?:.{1,512}\.)?helper$/.test(key))
    return v.startsWith("!") ? v.slice(1).trim() : void 0;
  return PROGRAM_KEYS.some(([re]) => re.test(key)) ? v : void 0;
}

// src/analysis/build-gitconfig.ts
var MAX_LINES = 5e3;
var SECTION = /^\s{0,16}\[\s{0,4}([A-Za-z0-9.-]{1,64})(?:\s{1,4}"((?:[^"\\\n]|\\.){0,256})")?\s{0,4}\]/;
var ENTRY = /^\s{0,16}([A-Za-z][A-Za-z0-9-]{0,63})\s{0,8}(?:=\s{0,8}(.{0,4000}))?$/;
function gitValue(raw) {
  let out = "";
  let quoted2 = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === "\\" && i + 1 < raw.length) {
      const n = raw[++i];
      out += n === "n" ? "\n" : n === "t" ? "	" : n === "b" ? "" : n;
    } else if (c === '"') quoted2 = !quoted2;
    else if (!quoted2 && (c === "#" || c === ";")) break;
    else out += c;
  }
  return out.trim();
}
function gitConfigPrograms(text, lines) {
  const out = [];
  const all = text.split("\n");
  let section = "";
  let offset = 0;
  for (let i = 0; i < all.length && i < MAX_LINES && out.length < MAX_UNITS; i++) {
    const start = offset;
    let line = all[i];
    offset += line.length + 1;
    while (line.endsWith("\\") && i + 1 < all.length && i < MAX_LINES) {
      line = `${line.slice(0, -1)}${all[++i]}`;
      offset += all[i].length + 1;
    }
    const head = SECTION.exec(line);
    if (head) {
      const sub = head[2] === void 0 ? "" : `.${head[2].replace(/\\(.)/g, "$1")}`;
      section = `${head[1].toLowerCase()}${sub}`;
      line = line.slice(head[0].length);
      if (line.trim() === "") continue;
    }
    const entry = ENTRY.exec(line);
    if (!entry || section === "") continue;
    const key = `${section}.${entry[1].toLowerCase()}`;
    const program = gitProgramOf(key, gitValue(entry[2] ?? ""));
    if (program)
      out.push(
        configUnit(program, { region: lines.region(start, Math.min(offset, start + 300)) }, `git ${key}`)
      );
  }
  return out;
}

// src/analysis/build-hook-configs.ts
var MAX_HOOKS = 64;
var MAX_JOBS = 64;
var NOT_COMMANDS = /* @__PURE__ */ new Set(["pygrep", "fail", "docker", "docker_image"]);
function commandNodes(format, data) {
  const out = [];
  const push = (code, path, label) => {
    if (typeof code === "string" && code.trim() !== "" && out.length < MAX_UNITS)
      out.push({ path, code, label });
  };
  if (format === "aider") {
    for (const key of ["lint-cmd", "test-cmd"]) {
      const value = data[key];
      const strip = (c) => key === "lint-cmd" && typeof c === "string" ? c.replace(/^[\w+#-]{1,40}:[ \t]+/, "") : c;
      if (Array.isArray(value))
        value.slice(0, 16).forEach((c, i) => {
          push(strip(c), [key, i], `aider ${key}`);
        });
      else push(strip(value), [key], `aider ${key}`);
    }
    return out;
  }
  if (format === "pre-commit") {
    preCommitEntries(data, push);
    return out;
  }
  for (const [hook, def] of Object.entries(data).slice(0, MAX_HOOKS)) {
    if (!isRecord(def)) continue;
    if (isRecord(def.commands)) {
      for (const [name, c] of Object.entries(def.commands).slice(0, MAX_JOBS))
        if (isRecord(c)) push(c.run, [hook, "commands", name, "run"], `lefthook ${hook} ${name}`);
    }
    if (Array.isArray(def.jobs))
      def.jobs.slice(0, MAX_JOBS).forEach((j, i) => {
        const name = isRecord(j) && typeof j.name === "string" ? j.name : `job ${i + 1}`;
        if (isRecord(j)) push(j.run, [hook, "jobs", i, "run"], `lefthook ${hook} ${name}`);
      });
  }
  return out;
}
function preCommitEntries(data, push) {
  if (!Array.isArray(data.repos)) return;
  data.repos.slice(0, MAX_HOOKS).forEach((repo, r) => {
    if (!isRecord(repo) || repo.repo !== "local" || !Array.isArray(repo.hooks)) return;
    repo.hooks.slice(0, MAX_JOBS).forEach((hook, h) => {
      if (!isRecord(hook) || typeof hook.entry !== "string") return;
      if (typeof hook.language === "string" && NOT_COMMANDS.has(hook.language)) return;
      const args = Array.isArray(hook.args) ? argvLine(hook.args.slice(0, 32)) ?? "" : "";
      const id = typeof hook.id === "string" ? hook.id.slice(0, 60) : `hook ${h + 1}`;
      const entry = hook.language === "script" && !/^[./]/.test(hook.entry) ? `./${hook.entry}` : hook.entry;
      push(
        args ? `${entry} ${args}` : entry,
        ["repos", r, "hooks", h, "entry"],
        `pre-commit local hook ${id}`
      );
    });
  });
}
function commandsOf(format, text, lines) {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  return commandNodes(format, parsed.data).map(
    (n) => configUnit(n.code, { region: yamlRegion(parsed.doc, n.path, lines) }, n.label)
  );
}
var aiderCommands = (text, lines) => commandsOf("aider", text, lines);
var lefthookCommands = (text, lines) => commandsOf("lefthook", text, lines);
var preCommitCommands = (text, lines) => commandsOf("pre-commit", text, lines);
function hookConfigCodeSpans(text, format) {
  const parsed = yamlDoc(text);
  return parsed ? yamlRanges(
    parsed.doc,
    commandNodes(format, parsed.data).map((n) => n.path)
  ) : [];
}

// src/analysis/build-make.ts
var MAX_TEXT4 = 256 * 1024;
var MAX_DEFINES = 64;
var MAX_EXPANDED = 8e3;
var BUILT_IN = [
  ["SHELL", "/bin/sh"],
  ["MAKE", "make"]
];
function makeRecipes(source, lines) {
  const text = source.slice(0, MAX_TEXT4);
  const { defines, spans } = makeDefines(text);
  const vars = makeVariables(text);
  for (const [name, value] of BUILT_IN) if (!vars.has(name)) vars.set(name, value);
  for (const [name, d] of defines) vars.set(name, d.body);
  const called = /* @__PURE__ */ new Set();
  const out = [];
  const made = /* @__PURE__ */ new Map();
  let target;
  let at2 = 0;
  while (at2 < text.length && out.length < MAX_UNITS) {
    let end = text.indexOf("\n", at2);
    if (end < 0) end = text.length;
    const inDefine = spans.some(([s, e]) => at2 >= s && at2 < e);
    if (text[at2] !== "	" || inDefine) {
      if (!inDefine && !/^[ \t]*(?:#|$)/.test(text.slice(at2, end)))
        target = ruleTarget(text.slice(at2, end), vars);
      at2 = end + 1;
      continue;
    }
    while (end < text.length && text[end - 1] === "\\") {
      const next = text.indexOf("\n", end + 1);
      end = next < 0 ? text.length : next;
    }
    const lead = /^\t[ \t]*[@+-]*[ \t]*/.exec(text.slice(at2, end))[0].length;
    const cmd = text.slice(at2 + lead, end);
    if (cmd.trim() !== "" && !cmd.startsWith("#")) {
      const own = target === void 0 ? cmd : automatic(cmd, target);
      const expanded = expandMake(expandCalls(own, vars, defines, called), vars);
      out.push(recipeUnit(expanded, placeExpanded(cmd, expanded, at2 + lead, end, lines), "make recipe"));
      if (target !== void 0) made.set(target.file, [...made.get(target.file) ?? [], expanded]);
    }
    at2 = end + 1;
  }
  out.push(...remadeIncludes(text, vars, made, lines));
  for (const [name, d] of defines) {
    if (called.has(name) || !/\$[({]\d[)}]/.test(d.body) || out.length >= MAX_UNITS) continue;
    const body = recipeLines(expandMake(positional(d.body), vars));
    out.push(recipeUnit(body, { region: lines.region(d.start, d.end) }, `make macro '${name.slice(0, 60)}'`));
  }
  return out;
}
function placeExpanded(written, expanded, start, end, lines) {
  if (expanded === written) return { base: start };
  if (expanded.split("\n").length === written.split("\n").length) return { base: start, lineAligned: true };
  return { region: lines.region(start, end) };
}
function ruleTarget(line, vars) {
  const m = /^([^\t#=:][^#=:]{0,300}?)::?(?![=:])([^#;\n]{0,600})/.exec(line);
  if (!m || /^(?:-?include|sinclude|ifn?eq|ifn?def|else|endif|export|unexport|override|vpath|define)\b/.test(m[1]))
    return void 0;
  const first = expandMake(m[1].trim(), vars).split(/[ \t]+/)[0];
  if (!first || first.startsWith(".") && !first.includes("/")) return void 0;
  const prereqs = expandMake(m[2].split("|", 1)[0].trim(), vars).split(/[ \t]+/).filter((p) => p !== "").slice(0, 32);
  return { file: first, prereqs };
}
function automatic(cmd, rule) {
  const target = rule.file;
  const slash = target.lastIndexOf("/");
  const dir = slash < 0 ? "." : target.slice(0, slash);
  const file = target.slice(slash + 1);
  return cmd.split("$$").map(
    (part) => part.replace(/\$[({]@D[)}]/g, dir).replace(/\$[({]@F[)}]/g, file).replace(/\$@|\$\(@\)|\$\{@\}/g, target).replace(/\$<|\$\(<\)|\$\{<\}/g, rule.prereqs[0] ?? "$<").replace(/\$\^|\$\(\^\)|\$\{\^\}/g, rule.prereqs.length > 0 ? rule.prereqs.join(" ") : "$^")
  ).join("$$");
}
function remadeIncludes(text, vars, made, lines) {
  if (made.size === 0) return [];
  const out = [];
  for (const m of text.matchAll(
    /^[ \t]{0,8}(?:-include|sinclude|include)[ \t]{1,8}([^\s#][^\n#]{0,400})/gm
  )) {
    if (out.length >= 16) break;
    for (const file of expandMake(m[1].trim(), vars).split(/[ \t]+/).slice(0, 16)) {
      const recipe = made.get(file);
      if (!recipe) continue;
      const code = `${recipe.join("\n")}
make -f ${file}`;
      out.push(
        recipeUnit(
          code,
          { region: lines.region(m.index, m.index + m[0].length) },
          "make include remade by a rule"
        )
      );
    }
  }
  return out;
}
function recipeUnit(code, at2, label) {
  return { lang: "shell", text: code, origin: "script", placement: "script", ...at2, label };
}
function makeDefines(text) {
  const defines = /* @__PURE__ */ new Map();
  const spans = [];
  const re = /^(?:(?:export|override)[ \t]{1,4})?define[ \t]{1,8}([A-Za-z_][\w.-]{0,63})[ \t]{0,8}(?:[:!?+]{0,3}=)?[ \t]{0,8}$/gm;
  for (const m of text.matchAll(re)) {
    if (defines.size >= MAX_DEFINES) break;
    const bodyStart = m.index + m[0].length + 1;
    const close = /^[ \t]{0,8}endef\b/m.exec(text.slice(bodyStart, bodyStart + 64 * 1024));
    if (!close) continue;
    const body = text.slice(bodyStart, bodyStart + close.index).replace(/\n$/, "");
    defines.set(m[1], { body, start: m.index, end: bodyStart + close.index });
    spans.push([m.index, bodyStart + close.index]);
  }
  return { defines, spans };
}
function positional(body) {
  return body.replace(/\$\((\d)\)|\$\{(\d)\}/g, (_w, a, b) => `\${${a ?? b}}`);
}
function recipeLines(body) {
  return body.split("\n").map((l) => l.replace(/^[ \t]*[@+-]{1,3}[ \t]*/, "")).join("\n");
}
function expandCalls(cmd, vars, defines, called, depth = 0) {
  if (depth > 4 || cmd.length > MAX_EXPANDED) return cmd;
  let out = "";
  let at2 = 0;
  for (let i = cmd.indexOf("$(call "); i >= 0; i = cmd.indexOf("$(call ", at2)) {
    const close = closing(cmd, i + 1);
    if (close < 0) break;
    const [name, ...args] = topLevelArgs(cmd.slice(i + 7, close - 1));
    const macro = name ? defines.get(name.trim())?.body ?? vars.get(name.trim()) : void 0;
    out += cmd.slice(at2, i);
    if (macro === void 0) out += cmd.slice(i, close);
    else {
      called.add(name.trim());
      const bound = macro.replace(/\$\((\d)\)|\$\{(\d)\}/g, (_w, a, b) => args[Number(a ?? b) - 1] ?? "");
      out += recipeLines(expandCalls(bound, vars, defines, called, depth + 1));
    }
    at2 = close;
    if (out.length > MAX_EXPANDED) return cmd;
  }
  return out + cmd.slice(at2);
}
function topLevelArgs(s) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length && parts.length < 16; i++) {
    if (s[i] === "(") depth++;
    else if (s[i] === ")") depth--;
    else if (s[i] === "," && depth === 0) {
      parts.push(s.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(s.slice(from));
  return parts;
}

// src/analysis/build-just.ts
var MAX_VARS = 256;
var MAX_VALUE = 4e3;
var MAX_SCRIPT_LINES = 2e3;
function justRecipes(text, lines) {
  const exprs = justAssignments(text);
  const evaluate = justEvaluator(exprs);
  const out = [];
  let inRecipe = false;
  let at2 = 0;
  while (at2 < text.length && out.length < MAX_UNITS) {
    let end = text.indexOf("\n", at2);
    if (end < 0) end = text.length;
    const line = text.slice(at2, end);
    const body = /^[ \t]+[@-]{0,2}/.exec(line);
    if (inRecipe && body && line.trim() !== "" && !line.trim().startsWith("#")) {
      const code = line.slice(body[0].length);
      const pasted = interpolate(code, evaluate);
      out.push(justUnit(pasted, placeExpanded(code, pasted, at2 + body[0].length, end, lines), "just recipe"));
    } else if (!body) {
      inRecipe = /^@?[A-Za-z_][\w-]{0,80}(?:[ \t][^:\n]{0,200})?:(?!=)/.test(line);
      const script = inRecipe ? scriptRecipe(text, end + 1, evaluate) : void 0;
      if (script) {
        out.push(script.unit);
        at2 = script.end;
        continue;
      }
      const tick = /^(?:export[ \t]+)?[A-Za-z_][\w-]{0,80}[ \t]*:=[ \t]*`([^`\n]{1,4000})`/.exec(line);
      if (tick)
        out.push(justUnit(tick[1], { base: at2 + line.indexOf("`") + 1 }, "justfile backtick assignment"));
    }
    at2 = end + 1;
  }
  return out;
}
function scriptRecipe(text, start, evaluate) {
  let at2 = start;
  const body = [];
  while (at2 < text.length && body.length < MAX_SCRIPT_LINES) {
    let end = text.indexOf("\n", at2);
    if (end < 0) end = text.length;
    const line = text.slice(at2, end);
    if (line.trim() !== "" && !/^[ \t]/.test(line)) break;
    body.push(line);
    at2 = end + 1;
  }
  const first = body.find((l) => l.trim() !== "");
  if (!first?.trim().startsWith("#!")) return void 0;
  const indent = /^[ \t]*/.exec(first)[0];
  const code = body.map((l) => l.startsWith(indent) ? l.slice(indent.length) : l.trimStart()).join("\n");
  const lang = languageOfShebang(code);
  if (!lang) return void 0;
  const pasted = interpolate(code, evaluate);
  const unit = {
    lang,
    text: pasted,
    origin: "script",
    placement: "script",
    // Indentation taken off and `{{…}}` filled keep the lines: facts land on their line, columns approximate.
    base: start,
    lineAligned: true,
    label: "just shebang recipe"
  };
  return { unit, end: Math.min(at2, text.length) };
}
function justUnit(code, at2, label) {
  return { lang: "shell", text: code, origin: "script", placement: "script", ...at2, label };
}
function justAssignments(text) {
  const exprs = /* @__PURE__ */ new Map();
  for (const m of text.matchAll(
    /^(?:export[ \t]{1,8})?([A-Za-z_][\w-]{0,80})[ \t]{0,8}:=[ \t]{0,8}([^\n]{1,2000})$/gm
  )) {
    if (exprs.size >= MAX_VARS) break;
    exprs.set(m[1], m[2]);
  }
  return exprs;
}
function interpolate(code, evaluate) {
  if (!code.includes("{{")) return code;
  let out = "";
  let at2 = 0;
  while (at2 < code.length) {
    const open = code.indexOf("{{", at2);
    if (open < 0) break;
    if (code.startsWith("{{{{", open)) {
      out += `${code.slice(at2, open)}{{`;
      at2 = open + 4;
      continue;
    }
    const close = code.indexOf("}}", open + 2);
    if (close < 0) break;
    const value = evaluate(code.slice(open + 2, close));
    out += code.slice(at2, open) + (value ?? code.slice(open, close + 2));
    at2 = close + 2;
  }
  return out + code.slice(at2);
}
function tokens(expr) {
  const out = [];
  const re = /\s+|'([^'\n]{0,2000})'|"((?:[^"\\\n]|\\.){0,2000})"|`([^`\n]{0,2000})`|([A-Za-z_][\w-]{0,80})|([+/(),])/y;
  let at2 = 0;
  while (at2 < expr.length && out.length < 200) {
    re.lastIndex = at2;
    const m = re.exec(expr);
    if (!m) return void 0;
    at2 = re.lastIndex;
    if (m[1] !== void 0) out.push({ t: "str", v: m[1] });
    else if (m[2] !== void 0) out.push({ t: "str", v: unescapeJust(m[2]) });
    else if (m[3] !== void 0) out.push({ t: "tick", v: m[3] });
    else if (m[4] !== void 0) out.push({ t: "name", v: m[4] });
    else if (m[5] !== void 0) out.push({ t: "op", v: m[5] });
  }
  return at2 >= expr.length ? out : void 0;
}
function unescapeJust(s) {
  return s.replace(/\\(.)/g, (_w, c) => ({ n: "\n", t: "	", r: "\r" })[c] ?? c);
}
function justEvaluator(exprs) {
  const cache = /* @__PURE__ */ new Map();
  const active = /* @__PURE__ */ new Set();
  const variable = (name) => {
    if (cache.has(name)) return cache.get(name);
    const expr = exprs.get(name);
    if (expr === void 0 || active.has(name) || active.size > 16) return void 0;
    active.add(name);
    const toks = tokens(expr);
    const value = toks ? parse(toks, variable) : void 0;
    active.delete(name);
    cache.set(name, value);
    return value;
  };
  return (expr) => {
    const toks = tokens(expr);
    return toks ? parse(toks, variable) : void 0;
  };
}
function parse(toks, variable) {
  let i = 0;
  const expression = () => {
    let left = value();
    while (left !== void 0 && toks[i]?.t === "op" && (toks[i].v === "+" || toks[i].v === "/")) {
      const op = toks[i++].v;
      const right = value();
      if (right === void 0) return void 0;
      left = op === "+" ? left + right : `${left.replace(/\/$/, "")}/${right}`;
      if (left.length > MAX_VALUE) return void 0;
    }
    return left;
  };
  const value = () => {
    const tok = toks[i++];
    if (!tok) return void 0;
    if (tok.t === "str") return tok.v;
    if (tok.t === "tick") return `$(${tok.v})`;
    if (tok.t === "op") {
      if (tok.v !== "(") return void 0;
      const inner = expression();
      return toks[i++]?.v === ")" ? inner : void 0;
    }
    if (toks[i]?.v !== "(") return variable(tok.v);
    i++;
    const args = [];
    while (toks[i] && toks[i].v !== ")" && args.length < 8) {
      const arg = expression();
      if (arg === void 0) return void 0;
      args.push(arg);
      if (toks[i]?.v === ",") i++;
    }
    if (toks[i++]?.v !== ")") return void 0;
    return call(tok.v, args);
  };
  const result = expression();
  return i === toks.length ? result : void 0;
}
function call(fn, args) {
  switch (fn) {
    case "env_var_or_default":
    case "env":
      return args.length === 2 ? args[1] : args.length === 1 ? `\${${args[0]}}` : void 0;
    case "env_var":
      return args.length === 1 ? `\${${args[0]}}` : void 0;
    case "home_directory":
    case "home_dir":
      return "$HOME";
    case "justfile_directory":
    case "justfile_dir":
    case "invocation_directory":
    case "invocation_dir":
    case "source_directory":
      return ".";
    case "trim":
      return args[0]?.trim();
    case "lowercase":
      return args[0]?.toLowerCase();
    case "uppercase":
      return args[0]?.toUpperCase();
    case "replace":
      return args.length === 3 ? args[0].split(args[1]).join(args[2]) : void 0;
    case "join":
      return args.length > 0 ? args.join("/") : void 0;
    default:
      return void 0;
  }
}

// src/analysis/build-launch.ts
var LIFECYCLE = [
  "initializeCommand",
  "onCreateCommand",
  "updateContentCommand",
  "postCreateCommand",
  "postStartCommand",
  "postAttachCommand"
];
function devcontainerCommands(text, lines) {
  const data = parseJson(withoutJsonComments(text));
  if (!isRecord(data)) return [];
  const out = [];
  const add = (key, v) => {
    const line = typeof v === "string" ? v : Array.isArray(v) ? argvLine(v) : void 0;
    if (line === void 0 || line.trim() === "" || out.length >= MAX_UNITS) return;
    const first = typeof v === "string" ? v : String(v[0] ?? "");
    const label = `devcontainer ${key}${key === "initializeCommand" ? " (runs on the host)" : ""}`;
    out.push(jsonShellUnit(text, lines, line, first, label));
  };
  for (const key of LIFECYCLE) {
    const v = data[key];
    if (isRecord(v)) for (const part of Object.values(v).slice(0, 50)) add(key, part);
    else add(key, v);
  }
  const features = isRecord(data.features) ? Object.keys(data.features).slice(0, 50) : [];
  for (const ref of features) {
    if (!/^https?:\/\/[^\s'"]{1,400}$/i.test(ref) || out.length >= MAX_UNITS) continue;
    const fetchRun = `curl -fsSL '${ref}' -o /tmp/devcontainer-feature.tgz && mkdir -p /tmp/devcontainer-feature && tar -xzf /tmp/devcontainer-feature.tgz -C /tmp/devcontainer-feature && bash /tmp/devcontainer-feature/install.sh`;
    out.push(
      jsonShellUnit(
        text,
        lines,
        fetchRun,
        ref,
        "devcontainer feature (downloaded and its install.sh run when the container is built)"
      )
    );
  }
  return out;
}
function vscodeTasks(text, lines) {
  const data = parseJson(withoutJsonComments(text));
  const tasks = isRecord(data) && Array.isArray(data.tasks) ? data.tasks : [];
  const out = [];
  for (const task of tasks.slice(0, MAX_UNITS)) {
    if (!isRecord(task)) continue;
    const run = taskCommand(task);
    if (!run || run.line.trim() === "") continue;
    const onOpen = isRecord(task.runOptions) && task.runOptions.runOn === "folderOpen";
    const name = typeof task.label === "string" ? task.label.slice(0, 60) : "task";
    const label = `VS Code task '${name}'${onOpen ? " (runs when the folder is opened)" : ""}`;
    const cwd = taskFolder(isRecord(task.options) ? task.options.cwd : void 0) ?? taskFolder(task.path);
    const line = cwd ? `cd ${argvLine([cwd])} && ${run.line}` : run.line;
    out.push(jsonShellUnit(text, lines, line, run.anchor, label));
  }
  return out;
}
function taskCommand(task) {
  if (typeof task.command === "string") {
    const args = Array.isArray(task.args) ? task.args : [];
    const line = task.type === "process" ? argvLine([task.command, ...args]) : [task.command, ...args.filter((a) => typeof a === "string")].join(" ");
    return line ? { line, anchor: task.command } : void 0;
  }
  const tool = typeof task.type === "string" ? PROVIDER_TASKS[task.type] : void 0;
  const name = typeof task.script === "string" ? task.script : typeof task.task === "string" ? task.task : void 0;
  if (!tool || name === void 0 || name.trim() === "") return void 0;
  return { line: `${tool} ${argvLine([name])}`, anchor: name };
}
var PROVIDER_TASKS = {
  npm: "npm run",
  gulp: "gulp",
  grunt: "grunt",
  jake: "jake"
};
function taskFolder(v) {
  if (typeof v !== "string") return void 0;
  const dir = withoutTrailingSlashes(v.replace(/^\$\{workspaceFolder\}\/?/, "").replace(/^\.\/?/, ""));
  return dir === "" || /^[/~$]|\.\./.test(dir) ? void 0 : dir;
}

// src/analysis/build-nix.ts
var MAX_TEXT5 = 256 * 1024;
var MAX_BINDINGS = 256;
var MAX_BODY = 64 * 1024;
var BASH_DOLLAR = "\0";
var HOOK = /\b(shellHook|(?:pre|post)?(?:unpack|patch|configure|build|check|install|fixup)Phase)[ \t]{0,4}=[ \t]{0,4}''/g;
function indentedString(text, from) {
  const stop = Math.min(text.length, from + MAX_BODY);
  for (let i = from; i < stop; i++) {
    if (text[i] !== "'" || text[i + 1] !== "'") continue;
    const next = text[i + 2];
    if (next === "$" || next === "'" || next === "\\") {
      i += 2;
      continue;
    }
    return { body: text.slice(from, i), end: i + 2 };
  }
  return void 0;
}
function quoted(s) {
  const m = /^"((?:[^"\\]|\\.){0,4000})"/.exec(s);
  if (!m) return void 0;
  return {
    text: m[1].replace(/\\(.)/g, (_w, c) => c === "n" ? "\n" : c === "t" ? "	" : c),
    rest: s.slice(m[0].length)
  };
}
function exprValue(expr, env) {
  const e = expr.trim();
  const sep = /^(?:(?:lib|builtins|pkgs\.lib)\.)?concatStringsSep[ \t\n]{1,8}("(?:[^"\\]|\\.){0,100}")[ \t\n]{1,8}\[([^\]]{0,4000})\]$/.exec(
    e
  );
  if (sep) {
    const joiner = quoted(sep[1])?.text ?? "";
    const items = [];
    for (const m of sep[2].matchAll(/"(?:[^"\\]|\\.){0,1000}"|[A-Za-z_][\w'-]{0,100}/g)) {
      const v = exprValue(m[0], env);
      if (v === void 0) return void 0;
      items.push(v);
    }
    return items.join(joiner);
  }
  const parts = e.split(/[ \t\n]{0,8}\+[ \t\n]{0,8}/);
  if (parts.length > 1 && parts.length <= 32) {
    const vs = parts.map((p) => exprValue(p, env));
    return vs.every((v) => v !== void 0) ? vs.join("") : void 0;
  }
  const q = quoted(e);
  if (q && q.rest.trim() === "") return interpolate2(q.text, env, false);
  if (/^[A-Za-z_][\w'-]{0,100}$/.test(e)) return env.get(e);
  return void 0;
}
function bindingsOf(text) {
  const env = /* @__PURE__ */ new Map();
  const defs = [];
  for (const m of text.slice(0, MAX_TEXT5).matchAll(
    /^[ \t]{0,32}([A-Za-z_][\w'-]{0,100})[ \t]{0,8}=[ \t]{0,8}([^;\n]{1,4000}(?:\n[^;\n]{0,4000}){0,16});/gm
  )) {
    if (defs.length >= MAX_BINDINGS) break;
    defs.push([m[1], m[2]]);
  }
  for (let pass = 0; pass < 3; pass++)
    for (const [name, expr] of defs) {
      if (env.has(name)) continue;
      const v = exprValue(expr, env);
      if (v !== void 0 && v.length <= 4e3) env.set(name, v);
    }
  return env;
}
function interpolate2(s, env, keepUnknown) {
  let unknown = false;
  const out = s.replace(/\$\{([^{}\n]{1,200})\}(\/bin\/)?/g, (_w, inner, bin) => {
    const e = inner.trim();
    if (bin && /^[\w.'-]{1,200}$/.test(e)) return "";
    const exe = /^(?:lib\.)?getExe'?[ \t]{1,4}(?:pkgs\.)?([\w.-]{1,100})(?:[ \t]{1,4}"([\w.-]{1,100})")?$/.exec(e);
    if (exe) return exe[2] ?? exe[1].split(".").pop();
    const bound = env.get(e) ?? exprValue(e, env);
    if (bound !== void 0) return `${bound}${bin ?? ""}`;
    unknown = true;
    return `\${nix_${e.replace(/[^\w]/g, "_").slice(0, 60)}}${bin ?? ""}`;
  });
  return unknown && !keepUnknown ? void 0 : out;
}
function hookShell(body, env) {
  const escaped = body.replace(/''\$/g, BASH_DOLLAR).replace(/'''/g, "''").replace(/''\\(.)/g, "$1");
  return interpolate2(escaped, env, true).replaceAll(BASH_DOLLAR, "$");
}
function nixShellHooks(text) {
  const out = [];
  let env;
  for (const m of text.slice(0, MAX_TEXT5).matchAll(HOOK)) {
    if (out.length >= MAX_UNITS) break;
    const base = m.index + m[0].length;
    const str = indentedString(text, base);
    if (!str || str.body.trim() === "") continue;
    env ??= bindingsOf(text);
    const code = hookShell(str.body, env);
    out.push({
      lang: "shell",
      text: code,
      origin: "script",
      placement: "script",
      base,
      // Filled interpolations change columns, never lines.
      ...code !== str.body ? { lineAligned: true } : {},
      label: `Nix ${m[1]}`
    });
  }
  return out;
}
function nixRemoteImports(text, lines) {
  const out = [];
  let env;
  const src = text.slice(0, MAX_TEXT5);
  for (const m of src.matchAll(REMOTE_IMPORT)) {
    if (out.length >= MAX_UNITS) break;
    const arg = m[2].startsWith("{") ? m[2] : void 0;
    if (arg && /\b(?:sha256|hash|narHash|rev)[ \t]{0,4}=/.test(arg)) continue;
    env ??= bindingsOf(text);
    const urlExpr = arg ? /\burl[ \t]{0,4}=[ \t]{0,4}([^;]{1,2000});/.exec(arg)?.[1] : m[2];
    const url = urlExpr === void 0 ? void 0 : exprValue(urlExpr, env);
    if (!url || !/^(?:https?|git\+https?|ssh):\/\/\S{1,1000}$/.test(url)) continue;
    const at2 = m.index + m[0].indexOf(m[1]);
    const quoted2 = `'${url.replace(/'/g, `'\\''`)}'`;
    out.push(
      configUnit(
        `nix-shell ${quoted2}`,
        { region: lines.region(at2, at2 + m[0].length) },
        `Nix import of ${m[1]}`
      )
    );
  }
  return out;
}
var REMOTE_IMPORT = /\b(?:import|callPackage)[ \t\n]{1,8}\([ \t\n]{0,8}(?:builtins\.)?(fetchTarball|fetchGit|fetchurl)[ \t\n]{1,8}("(?:[^"\\\n]|\\.){1,2000}"|\{[^{}]{1,2000}\}|[A-Za-z_][\w'-]{0,100})/g;

// src/analysis/build-notebook.ts
var PROGRAM_MAGIC = /^[ \t]*(?:[A-Za-z_]\w{0,40}[ \t]*=[ \t]*)?%(pip|conda|mamba|micromamba)[ \t]+(\S.*)$/;
var SHELL_MAGIC = /^[ \t]*(?:[A-Za-z_]\w{0,40}[ \t]*=[ \t]*)?(?:%(?:sx|system)[ \t]+|!!?)(\S.*)$/;
var FETCHED_MAGIC = /^[ \t]*%(?:load|run)[ \t]+(?:-[\w=,:-]{1,40}[ \t]+){0,4}(https?:\/\/[^\s'"]{1,2000})/;
var RUN_MAGIC = /^[ \t]*%run[ \t]+(?:-[a-zA-Z][ \t]+){0,4}([^\s-][^\s]{0,500}\.py(?:[ \t].*)?)$/;
function magicLine(line) {
  const fetched = FETCHED_MAGIC.exec(line);
  if (fetched)
    return {
      python: `import urllib.request; exec(urllib.request.urlopen(${JSON.stringify(fetched[1])}).read())`
    };
  const program = PROGRAM_MAGIC.exec(line);
  if (program) return { shell: `${program[1]} ${program[2]}` };
  const shell = SHELL_MAGIC.exec(line);
  if (shell) return { shell: shell[1] };
  const run = RUN_MAGIC.exec(line);
  if (run) return { shell: `python ${run[1]}` };
  if (/^[ \t]*%env[ \t]*$/.test(line)) return { python: "import os; print(os.environ)" };
  return { python: /^[ \t]*%/.test(line) ? "" : line };
}
function notebookCells(text, lines) {
  const data = parseJson(text);
  const cells = isRecord(data) && Array.isArray(data.cells) ? data.cells : [];
  const out = [];
  const kernel = new KernelText(text, lines);
  for (const cell of cells.slice(0, MAX_UNITS)) {
    if (!isRecord(cell) || cell.cell_type !== "code") continue;
    const src = Array.isArray(cell.source) ? cell.source.filter((s) => typeof s === "string").join("") : cell.source;
    if (typeof src !== "string" || src.trim() === "") continue;
    const first = src.split("\n", 1)[0];
    const region = regionOfJsonString(text, first, lines);
    const at2 = region ? { region } : {};
    if (/^%%(?:bash|sh|script\s+(?:ba)?sh)\b/.test(src)) {
      const body = src.slice(first.length + 1);
      out.push({
        lang: "shell",
        text: body,
        origin: "script",
        placement: "script",
        ...at2,
        label: "notebook cell"
      });
      continue;
    }
    const shell = [];
    const python = src.split("\n").map((l) => {
      const read = magicLine(l);
      if ("shell" in read) shell.push({ cmd: read.shell, line: l });
      return { text: "python" in read ? read.python : "", original: l };
    });
    if (python.some((l) => l.text.trim() !== "")) kernel.add(python, region);
    for (const { cmd, line } of shell) {
      const own = regionOfJsonString(text, line, lines);
      out.push({
        lang: "shell",
        text: cmd,
        origin: "script",
        placement: "script",
        ...own ? { region: own } : at2,
        label: "notebook shell line"
      });
    }
  }
  const unit = kernel.unit();
  return unit ? [unit, ...out] : out;
}
var KernelText = class {
  constructor(json, lines) {
    this.json = json;
    this.lines = lines;
  }
  json;
  lines;
  text = [];
  regions = [];
  /** Where the search for the next line's JSON string starts: cells and their lines come in file order. */
  cursor = 0;
  /** Each line's text as the kernel reads it, placed where its original (a magic, say) is written. */
  add(cellLines, cellRegion) {
    for (const { text, original } of cellLines) {
      if (this.text.length >= MAX_KERNEL_LINES) return;
      const encoded = JSON.stringify(original).slice(1, -1);
      const at2 = encoded.trim() === "" ? -1 : this.json.indexOf(encoded, this.cursor);
      if (at2 >= 0) this.cursor = at2 + encoded.length;
      const region = at2 >= 0 ? this.lines.region(at2, at2 + encoded.length) : cellRegion;
      this.text.push(text);
      this.regions.push(region ?? this.regions[this.regions.length - 1] ?? this.lines.region(0, 1));
    }
  }
  unit() {
    if (this.text.length === 0) return void 0;
    return {
      lang: "python",
      text: this.text.join("\n"),
      origin: "script",
      placement: "script",
      region: this.regions[0],
      lineRegions: this.regions,
      label: "notebook cells"
    };
  }
};
var MAX_KERNEL_LINES = 2e4;

// src/analysis/build-process-configs.ts
var MAX_LINES2 = 2e3;
function procfileCommands(text, lines) {
  const out = [];
  let offset = 0;
  for (const line of text.split("\n").slice(0, MAX_LINES2)) {
    const m = /^([\w.-]{1,60}):[ \t]{0,8}(\S[^\r\n]{0,4000})/.exec(line);
    if (m && out.length < MAX_UNITS) {
      const at2 = offset + line.indexOf(m[2]);
      out.push(
        configUnit(m[2], { region: lines.region(at2, offset + line.length) }, `Procfile process '${m[1]}'`)
      );
    }
    offset += line.length + 1;
  }
  return out;
}
function nodemonCommands(text, lines) {
  const data = parseJson(text);
  if (!isRecord(data)) return [];
  const out = [];
  const events = isRecord(data.events) ? data.events : {};
  for (const [name, cmd] of Object.entries(events).slice(0, 50))
    if (typeof cmd === "string" && cmd.trim() !== "")
      out.push(jsonShellUnit(text, lines, cmd, cmd, `nodemon event '${name.slice(0, 40)}'`));
  if (typeof data.exec === "string" && data.exec.trim() !== "")
    out.push(jsonShellUnit(text, lines, data.exec, data.exec, "nodemon exec"));
  return out;
}
function copierTasks(text, lines) {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  const out = [];
  for (const key of ["_tasks", "_migrations"]) {
    const list = parsed.data[key];
    if (!Array.isArray(list)) continue;
    list.slice(0, 200).forEach((item, i) => {
      const cmd = isRecord(item) ? item.command : item;
      const code = typeof cmd === "string" ? cmd : Array.isArray(cmd) ? argvLine(cmd) : void 0;
      if (!code || code.trim() === "" || out.length >= MAX_UNITS) return;
      const path = isRecord(item) ? [key, i, "command"] : [key, i];
      const region = yamlRegion(parsed.doc, path, lines);
      out.push(configUnit(jinjaFree(code), { region }, `Copier ${key.slice(1, -1)} ${i + 1}`));
    });
  }
  return out;
}
function jinjaFree(code) {
  return code.replace(/\{\{[^{}\n]{0,200}\}\}/g, "copier_answer");
}
var DSC_SCRIPT_KEYS = /* @__PURE__ */ new Set(["SetScript", "TestScript", "GetScript"]);
function wingetScripts(text, lines) {
  const parsed = yamlDoc(text);
  const props = parsed && isRecord(parsed.data.properties) ? parsed.data.properties : void 0;
  const resources = props && Array.isArray(props.resources) ? props.resources : [];
  if (!parsed) return [];
  const out = [];
  resources.slice(0, 200).forEach((res, i) => {
    const settings = isRecord(res) && isRecord(res.settings) ? res.settings : void 0;
    for (const [key, code] of Object.entries(settings ?? {}).slice(0, 100)) {
      if (!DSC_SCRIPT_KEYS.has(key) || typeof code !== "string" || code.trim() === "") continue;
      if (out.length >= MAX_UNITS) return;
      const path = ["properties", "resources", i, "settings", key];
      const id = isRecord(res) && typeof res.id === "string" ? res.id.slice(0, 60) : `${i + 1}`;
      const unit = configUnit(
        code,
        { region: yamlRegion(parsed.doc, path, lines) },
        `winget DSC ${key} '${id}'`,
        "powershell"
      );
      const each = blockLines(parsed.doc, path, lines, code);
      out.push(each ? { ...unit, lineRegions: each } : unit);
    }
  });
  return out;
}
function blockLines(doc, path, lines, value) {
  const node = doc.getIn(path, true);
  if (node?.type !== "BLOCK_LITERAL" || !node.range) return void 0;
  const first = lines.position(node.range[0]).line + 1;
  const count = Math.min(value.split("\n").length, MAX_LINES2);
  const out = [];
  for (let i = 0; i < count; i++) {
    const start = lines.offsetOf(first + i, 1);
    out.push(lines.region(start, Math.max(start + 1, lines.offsetOf(first + i + 1, 1) - 1)));
  }
  return out;
}
function gitmodulesCommands(text, lines) {
  const out = [];
  let offset = 0;
  for (const line of text.split("\n").slice(0, MAX_LINES2)) {
    const m = /^[ \t]{0,16}url[ \t]{0,4}=[ \t]{0,4}"?ext::([^\r\n"]{1,4000})/.exec(line);
    if (m && out.length < MAX_UNITS) {
      const at2 = offset + line.indexOf(m[1]);
      const code = extWords(m[1].trim()).map((w) => `'${w.replace(/'/g, `'\\''`)}'`).join(" ");
      out.push(configUnit(code, { region: lines.region(at2, offset + line.length) }, "git ext:: transport"));
    }
    offset += line.length + 1;
  }
  return out;
}
function extWords(spec) {
  const out = [];
  let word = "";
  for (let i = 0; i < spec.length; i++) {
    const c = spec[i];
    if (c === "%" && (spec[i + 1] === " " || spec[i + 1] === "%")) {
      word += spec[++i];
    } else if (c === " ") {
      if (word !== "") out.push(word);
      word = "";
    } else word += c;
  }
  if (word !== "") out.push(word);
  return out;
}

// src/analysis/build-sql.ts
var MAX_STATEMENTS2 = 32;
var MAX_QUERY = 4e3;
var COPY_PROGRAM = /\bCOPY\b([\s\S]{0,4000}?)\b(TO|FROM)\s{1,20}PROGRAM\s{1,20}'((?:[^']|''){1,2000})'/gi;
var CREDENTIAL_COLUMN = /\b(?:\w{0,30}_)?(?:password|passwd|pwd|password_hash|token|api_token|api_key|secret|private_key|access_key|refresh_token)\b/i;
function sqlPrograms(text, lines) {
  const out = [];
  for (const m of text.matchAll(COPY_PROGRAM)) {
    if (out.length >= MAX_STATEMENTS2) break;
    const query = m[1].slice(0, MAX_QUERY);
    const cmd = m[3].replace(/''/g, "'");
    const at2 = m.index + m[0].length - m[3].length - 1;
    const region = lines.region(at2, Math.min(at2 + m[3].length + 2, at2 + 400));
    const toProgram = m[2].toUpperCase() === "TO";
    const rows = CREDENTIAL_COLUMN.test(query) ? { text: "$(COPY rows)", literal: false, taints: ["secret"], secret: "database-credentials" } : { text: "$(COPY rows)", literal: false, taints: ["file"] };
    out.push({
      lang: "shell",
      text: toProgram ? `printf '%s' "$COPY_ROWS" | ${cmd}` : cmd,
      origin: "script",
      placement: "script",
      region,
      label: `PostgreSQL COPY ${toProgram ? "TO" : "FROM"} PROGRAM (run by the database server through the shell)`,
      ...toProgram ? { values: { COPY_ROWS: rows } } : {}
    });
  }
  return out;
}

// src/analysis/workflow-secrets.ts
var ALL_SECRETS = "secrets";
function workflowSecretOf(v) {
  if (!v.taints.includes("secret")) return void 0;
  if (v.vars?.includes(ALL_SECRETS)) return "${{ toJSON(secrets) }}";
  return v.from?.startsWith("${{") ? v.from : void 0;
}

// src/analysis/workflow-expressions.ts
var OPAQUE = "${__workflow_expression}";
var MAX_EXPRESSION = 2e3;
var MAX_EXPRESSIONS = 500;
var MAX_ENV = 200;
var secretValue = (name, from) => secretEnv(name, from);
var OPAQUE_CALL = /^(?:!|(?:contains|startsWith|endsWith|success|failure|always|cancelled|hashFiles)\s{0,8}\()/i;
var TOJSON_SECRETS = /\btojson\s{0,8}\(\s{0,8}secrets\s{0,8}\)/i;
var TOJSON_GITHUB = /\btojson\s{0,8}\(\s{0,8}github\s{0,8}\)/i;
var GITHUB_TOKEN = /\bgithub\s{0,8}(?:\.\s{0,8}token\b|\[\s{0,8}['"]token['"]\s{0,8}\])/i;
var SECRET_INPUT = /\binputs\s{0,8}\.\s{0,8}((?:[A-Za-z_][\w-]{0,60}[-_])?(?:token|secret|password|passwd|api[-_]?key|credentials?|pat))(?![\w-])/gi;
var SECRET_REF = /\bsecrets\s{0,8}(?:\.\s{0,8}([A-Za-z_][\w-]{0,99})|\[\s{0,8}(?:'([^'\]]{1,100})'|"([^"\]]{1,100})")\s{0,8}\]|(\[))/gi;
function expressionSecret(expression) {
  const e = expression.trim().slice(0, MAX_EXPRESSION);
  if (OPAQUE_CALL.test(e) || /[=!]=/.test(e) && !/&&|\|\|/.test(e)) return void 0;
  const parts = [];
  if (TOJSON_SECRETS.test(e))
    parts.push({
      text: `\${${ALL_SECRETS}}`,
      literal: false,
      taints: ["env", "secret"],
      secret: "env-all",
      vars: [ALL_SECRETS],
      from: "${{ toJSON(secrets) }}"
    });
  if (TOJSON_GITHUB.test(e))
    parts.push({ ...secretValue("GITHUB_TOKEN", "${{ toJSON(github) }}"), text: "${github}" });
  if (GITHUB_TOKEN.test(e)) parts.push(secretValue("GITHUB_TOKEN", "${{ github.token }}"));
  for (const m of e.matchAll(SECRET_INPUT)) {
    parts.push(secretValue(m[1].toUpperCase().replace(/-/g, "_"), `\${{ inputs.${m[1]} }}`));
    if (parts.length > 16) break;
  }
  let n = 0;
  for (const m of e.matchAll(SECRET_REF)) {
    if (++n > 16) break;
    const named = m[1] ?? m[2] ?? m[3];
    const name = named ? named.toUpperCase().replace(/-/g, "_") : "SECRET";
    parts.push(secretValue(name, named ? `\${{ secrets.${name} }}` : "${{ secrets[\u2026] }}"));
  }
  return parts.length > 0 ? concat(parts) : void 0;
}
function expressionsOf(text) {
  const out = [];
  let at2 = text.indexOf("${{");
  while (at2 >= 0 && out.length < MAX_EXPRESSIONS) {
    const close = text.slice(at2 + 3, at2 + 3 + MAX_EXPRESSION + 2).indexOf("}}");
    if (close < 0) break;
    const end = at2 + 3 + close + 2;
    out.push({ start: at2, end, inner: text.slice(at2 + 3, end - 2) });
    at2 = text.indexOf("${{", end);
  }
  return out;
}
var ENV_REF = /^\s{0,8}env\s{0,8}\.\s{0,8}([A-Za-z_]\w{0,127})\s{0,8}$/;
function workflowEnv(levels) {
  const vars = {};
  const values = {};
  for (const env of levels) {
    if (!isRecord(env)) continue;
    for (const [k, v] of Object.entries(env).slice(0, MAX_ENV)) {
      if (!/^[A-Za-z_]\w{0,127}$/.test(k)) continue;
      delete vars[k];
      delete values[k];
      if (typeof v === "number" || typeof v === "boolean") vars[k] = String(v);
      if (typeof v !== "string") continue;
      if (!v.includes("${{")) vars[k] = v;
      else {
        const value = envValue(v, values);
        if (value) values[k] = value;
      }
    }
  }
  return { vars, values };
}
function envValue(text, known) {
  const parts = [];
  let secret = false;
  let at2 = 0;
  for (const x of expressionsOf(text)) {
    if (x.start > at2) parts.push(literal(text.slice(at2, x.start)));
    const ref = ENV_REF.exec(x.inner)?.[1];
    const v = expressionSecret(x.inner) ?? (ref !== void 0 ? known[ref] : void 0);
    secret ||= v !== void 0;
    parts.push(v ?? { text: OPAQUE, literal: false, taints: ["unknown"], vars: ["__workflow_expression"] });
    at2 = x.end;
  }
  if (!secret) return void 0;
  if (at2 < text.length) parts.push(literal(text.slice(at2)));
  return concat(parts);
}
function workflowScript(run) {
  const values = {};
  const found = expressionsOf(run);
  if (found.length === 0) return { code: run, values };
  const quoted2 = singleQuoted(
    run,
    found.map((x) => x.start)
  );
  let code = "";
  let at2 = 0;
  found.forEach((x, i) => {
    code += run.slice(at2, x.start);
    at2 = x.end;
    const secret = expressionSecret(x.inner);
    const ref = ENV_REF.exec(x.inner)?.[1];
    if (!secret && ref === void 0) {
      code += OPAQUE;
      return;
    }
    const name = ref ?? variableFor(x.inner, Object.keys(values).length);
    if (secret) values[name] = secret;
    code += quoted2[i] ? `'"\${${name}}"'` : `\${${name}}`;
  });
  return { code: code + run.slice(at2), values };
}
function variableFor(inner, n) {
  const e = inner.trim();
  const named = /^secrets\s{0,8}\.\s{0,8}([A-Za-z_][\w]{0,99})$/i.exec(e);
  if (named) return `secrets_${named[1].toUpperCase()}`;
  if (GITHUB_TOKEN.test(e) && /^github\b[^(]{0,40}$/i.test(e)) return "github_token";
  if (/^tojson\s{0,8}\(\s{0,8}secrets\s{0,8}\)$/i.test(e)) return "secrets_json";
  if (/^tojson\s{0,8}\(\s{0,8}github\s{0,8}\)$/i.test(e)) return "github_json";
  return `workflow_secret_${n + 1}`;
}
function singleQuoted(code, offsets) {
  const out = [];
  let state = "plain";
  let k = 0;
  let i = 0;
  const pending = [];
  while (k < offsets.length) {
    if (i >= code.length || i >= offsets[k]) {
      out.push(state === "single" && i <= offsets[k]);
      k++;
      continue;
    }
    const c = code[i];
    if (state === "single") {
      if (c === "'") state = "plain";
      i++;
    } else if (c === "\\") i += 2;
    else if (state === "double") {
      if (c === '"') state = "plain";
      i++;
    } else if (c === "'") {
      state = "single";
      i++;
    } else if (c === '"') {
      state = "double";
      i++;
    } else if (c === "#" && (i === 0 || /[\s;&|(]/.test(code[i - 1]))) {
      const nl = code.indexOf("\n", i);
      i = nl < 0 ? code.length : nl;
    } else if (c === "<" && code[i + 1] === "<" && code[i + 2] !== "<") {
      const h = /^<<(-?)[ \t]{0,8}(['"]?)([A-Za-z_][\w-]{0,63})\2/.exec(code.slice(i, i + 80));
      if (h) pending.push({ delim: h[3], strip: h[1] === "-" });
      i += h ? h[0].length : 2;
    } else if (c === "\n" && pending.length > 0) {
      i = afterHereDocs(code, i + 1, pending.splice(0));
    } else i++;
  }
  return out;
}
function afterHereDocs(code, from, docs) {
  let at2 = from;
  for (const d of docs) {
    while (at2 < code.length) {
      const nl = code.indexOf("\n", at2);
      const end = nl < 0 ? code.length : nl;
      const line = code.slice(at2, end);
      at2 = end + 1;
      if ((d.strip ? line.replace(/^\t{1,200}/, "") : line) === d.delim) break;
    }
  }
  return Math.min(at2, code.length);
}

// src/analysis/build-tools.ts
function goGenerateDirectives(text, lines) {
  if (!text.includes("//go:generate")) return void 0;
  const out = [];
  const aliases = /* @__PURE__ */ new Map();
  for (const m of text.matchAll(/^\/\/go:generate[ \t]{1,16}([^\n]{1,4000})$/gm)) {
    if (out.length >= MAX_UNITS) break;
    let words2 = [...m[1].matchAll(/"((?:[^"\\\n]|\\.){0,4000})"|[^ \t"\r]{1,4000}/g)].map(
      (w) => w[1] !== void 0 ? w[1].replace(/\\(.)/g, "$1") : w[0]
    );
    if (words2[0] === "-command" && words2.length > 2) {
      aliases.set(words2[1], words2.slice(2));
      continue;
    }
    const alias = aliases.get(words2[0] ?? "");
    if (alias) words2 = [...alias, ...words2.slice(1)];
    const line = argvLine(words2);
    if (line)
      out.push(
        configUnit(line, { region: lines.region(m.index, m.index + m[0].length) }, "go:generate directive")
      );
  }
  out.push({ lang: "go", text, origin: "script", placement: "script", base: 0 });
  return out;
}
function composerScripts(text, lines) {
  const data = parseJson(text);
  const scripts = isRecord(data) && isRecord(data.scripts) ? data.scripts : void 0;
  if (!scripts) return [];
  const out = [];
  for (const [name, v] of Object.entries(scripts).slice(0, MAX_UNITS)) {
    const items = typeof v === "string" ? [v] : Array.isArray(v) ? v.slice(0, 50) : [];
    for (const item of items) {
      if (typeof item !== "string" || out.length >= MAX_UNITS) continue;
      const cmd = item.trim();
      if (cmd === "" || /^@(?!php\b|composer\b)/.test(cmd) || COMPOSER_CALLBACK.test(cmd)) continue;
      const code = cmd.replace(/^@(php|composer)\b/, "$1");
      out.push(jsonShellUnit(text, lines, code, item, `composer script '${name.slice(0, 60)}'`));
    }
  }
  return out;
}
var COMPOSER_CALLBACK = /^\\?[A-Za-z_]\w{0,100}(?:\\[A-Za-z_]\w{0,100}){0,16}::[A-Za-z_]\w{0,100}$/;
var STEP_SHELLS = {
  bash: "shell",
  sh: "shell",
  pwsh: "powershell",
  powershell: "powershell",
  python: "python",
  cmd: "batch"
};
function workflowSteps(text, lines) {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  const top = parsed.data;
  const composite = isRecord(top.runs) && top.runs.using === "composite" && Array.isArray(top.runs.steps) ? { composite: { steps: top.runs.steps } } : void 0;
  const jobs = isRecord(top.jobs) ? top.jobs : composite;
  if (!jobs) return [];
  const base = composite && !isRecord(top.jobs) ? ["runs"] : void 0;
  const out = [];
  for (const [jobName, job] of Object.entries(jobs).slice(0, 100)) {
    if (!isRecord(job) || !Array.isArray(job.steps)) continue;
    job.steps.slice(0, 200).forEach((step, i) => {
      if (!isRecord(step) || typeof step.run !== "string" || out.length >= MAX_UNITS) return;
      const shell = String(step.shell ?? runShell(job) ?? runShell(top) ?? "bash").split(/\s/)[0];
      const lang = STEP_SHELLS[shell.replace(/^.*\//, "")] ?? "shell";
      const env = workflowEnv([top.env, job.env, step.env]);
      const region = yamlRegion(parsed.doc, [...base ?? ["jobs", jobName], "steps", i, "run"], lines);
      const name = typeof step.name === "string" ? step.name.slice(0, 60) : `step ${i + 1}`;
      const script = lang === "shell" ? workflowScript(step.run) : { code: step.run.replace(/\$\{\{[^}]{0,2000}\}\}/g, "${__workflow_expression}"), values: {} };
      const unit = configUnit(
        script.code,
        { region },
        `workflow job '${jobName.slice(0, 60)}' ${name}`,
        lang,
        lang === "shell" ? env.vars : void 0
      );
      const values = lang === "shell" ? { ...env.values, ...script.values } : {};
      out.push({ ...unit, runner: "ci", ...Object.keys(values).length > 0 ? { values } : {} });
    });
  }
  return out;
}
function runShell(o) {
  return isRecord(o.defaults) && isRecord(o.defaults.run) ? o.defaults.run.shell : void 0;
}
function toxCommands(text) {
  const out = [];
  let inEnv = false;
  let inCommands = false;
  let at2 = 0;
  while (at2 < text.length && out.length < MAX_UNITS) {
    let end = text.indexOf("\n", at2);
    if (end < 0) end = text.length;
    const line = text.slice(at2, end);
    const section = /^\[([^\]\n]{1,200})\]/.exec(line);
    if (section) {
      inEnv = /^testenv\b/.test(section[1]);
      inCommands = false;
    } else if (/^[A-Za-z_]/.test(line)) {
      const key = /^(commands(?:_pre|_post)?)[ \t]*=[ \t]*(.*)$/.exec(line);
      inCommands = inEnv && key !== null;
      if (inCommands && key[2].trim() !== "") pushTox(out, key[2], at2 + line.length - key[2].length);
    } else if (inCommands && /^[ \t]+\S/.test(line)) {
      const lead = /^[ \t]+/.exec(line)[0].length;
      if (!line.trim().startsWith("#")) pushTox(out, line.slice(lead), at2 + lead);
    } else if (line.trim() !== "" && !/^[ \t]/.test(line)) inCommands = false;
    at2 = end + 1;
  }
  return out;
}
function pushTox(out, code, base) {
  const lead = /^-?[ \t]*/.exec(code)[0].length;
  if (code.length > lead) out.push(configUnit(code.slice(lead), { base: base + lead }, "tox command"));
}

// src/analysis/build-files.ts
var MAX_TEXT6 = 1 << 20;
var COMPOSE_SHAPE = /^services:[ \t]*(?:#[^\n]*)?$[\s\S]{0,2000}?^[ \t]{2,12}(?:image|build):/m;
var WORKFLOW_SHAPE = /^jobs:[ \t]*(?:#[^\n]*)?$[\s\S]{0,4000}?^[ \t]{2,12}(?:runs-on|steps):/m;
var CONFIG_FORMATS = [
  {
    format: "make",
    path: /(?:^|\/)(?:GNUmakefile|makefile|Makefile)$|\.mk$/,
    read: (t, l) => [...makeRecipes(t, l), ...makeParseTime(t, l)]
  },
  { format: "npm", path: /(?:^|\/)package\.json$/, read: (t, l) => packageScripts(t, l) },
  { format: "notebook", path: /\.ipynb$/i, read: (t, l) => notebookCells(t, l) },
  {
    format: "devcontainer",
    path: /(?:^|\/)(?:\.devcontainer\/(?:[^/]{1,100}\/)?devcontainer\.json|\.devcontainer\.json)$/,
    read: devcontainerCommands
  },
  { format: "just", path: /(?:^|\/)(?:[Jj]ustfile|\.justfile)$/, read: justRecipes },
  { format: "vscode-tasks", path: /(?:^|\/)\.vscode\/tasks\.json$/, read: vscodeTasks },
  { format: "compose", path: /(?:^|\/)(?:docker-)?compose(?:\.[\w-]{1,60})?\.ya?ml$/, read: composeCommands },
  { format: "go", path: /\.go$/, read: goGenerateDirectives },
  { format: "composer", path: /(?:^|\/)composer\.json$/, read: composerScripts },
  { format: "workflow", path: /(?:^|\/)\.github\/workflows\/[^/]{1,200}\.ya?ml$/, read: workflowSteps },
  // A composite action's steps (`action.yml`, `runs.using: composite`) run in every job that uses it.
  { format: "workflow", path: /(?:^|\/)action\.ya?ml$/, read: workflowSteps },
  { format: "tox", path: /(?:^|\/)tox\.ini$/, read: (t) => toxCommands(t) },
  { format: "aider", path: /(?:^|\/)\.aider\.conf\.ya?ml$/, read: aiderCommands },
  { format: "lefthook", path: /(?:^|\/)\.?lefthook(?:-local)?\.ya?ml$/, read: lefthookCommands },
  { format: "pre-commit", path: /(?:^|\/)\.pre-commit-config\.ya?ml$/, read: preCommitCommands },
  {
    format: "msbuild",
    path: /\.(?:cs|fs|vb)proj$|(?:^|\/)Directory\.Build\.(?:props|targets)$/,
    read: msbuildExecs
  },
  { format: "maven", path: /(?:^|\/)pom\.xml$/, read: mavenExecs },
  { format: "deno", path: /(?:^|\/)deno\.jsonc?$/, read: denoTasks },
  {
    format: "taskfile",
    path: /(?:^|\/)[Tt]askfile(?:\.dist)?\.ya?ml$/,
    read: (t, l) => [...taskfileCmds(t, l), ...taskfileRemoteIncludes(t, l)]
  },
  // Python project scripts, mise, Cargo's configuration, rockspecs (src/analysis/build-configs-*.ts).
  { format: "pyproject", path: /(?:^|\/)(?:pyproject|hatch)\.toml$/, read: pyprojectScripts },
  {
    format: "mise",
    path: /(?:^|\/)(?:\.?mise(?:\.local)?\.toml|\.?mise\/config\.toml|\.config\/mise(?:\/config)?\.toml)$/,
    read: miseCommands
  },
  { format: "cargo-config", path: /(?:^|\/)\.cargo\/config(?:\.toml)?$/, read: cargoConfigCommands },
  { format: "rockspec", path: /\.rockspec$/, read: (t) => rockspecCommands(t) },
  // Bazel's start-up flags that name programs, and dune's rule actions (src/analysis/build-bazelrc-dune.ts).
  { format: "bazelrc", path: /(?:^|\/)(?:[\w.-]{0,40}\.)?bazelrc$/, read: bazelrcCommands },
  { format: "dune", path: /(?:^|\/)dune$/, read: duneActions },
  // PostgreSQL runs `COPY … TO/FROM PROGRAM` commands through the shell when psql applies the file.
  { format: "sql", path: /\.sql$/i, read: sqlPrograms },
  // A git configuration a script makes git read (`include.path`): its filters, drivers and `!` aliases.
  {
    format: "gitconfig",
    path: /(?:^|\/)(?:\.?gitconfig(?:[.-][\w.-]{1,60})?|[\w.-]{1,80}\.gitconfig)$/,
    read: gitConfigPrograms
  },
  {
    format: "nix",
    path: /(?:^|\/)(?:shell|default|flake)\.nix$/,
    read: (t, l) => [...nixShellHooks(t), ...nixRemoteImports(t, l)]
  },
  // Development and release tools' commands (src/analysis/build-devtools.ts).
  { format: "skaffold", path: /(?:^|\/)skaffold\.ya?ml$/, read: skaffoldCommands },
  { format: "goreleaser", path: /(?:^|\/)\.?goreleaser\.ya?ml$/, read: goreleaserCommands },
  {
    format: "lint-staged",
    path: /(?:^|\/)\.lintstagedrc(?:\.(?:json|ya?ml))?$/,
    read: (t, l) => commandMapCommands(t, l, "lint-staged")
  },
  {
    format: "simple-git-hooks",
    path: /(?:^|\/)\.?simple-git-hooks\.json$/,
    read: (t, l) => commandMapCommands(t, l, "simple-git-hooks")
  },
  // Process managers, nodemon, Copier, winget configure, git's ext:: transport (build-process-configs.ts).
  { format: "procfile", path: /(?:^|\/)Procfile(?:\.[\w-]{1,40})?$/, read: procfileCommands },
  { format: "nodemon", path: /(?:^|\/)nodemon\.json$/, read: nodemonCommands },
  { format: "copier", path: /(?:^|\/)copier\.ya?ml$/, read: copierTasks },
  {
    format: "winget",
    path: /\.winget$|(?:^|\/)configuration\.dsc\.ya?ml$/i,
    read: wingetScripts
  },
  { format: "gitmodules", path: /(?:^|\/)\.gitmodules$/, read: gitmodulesCommands },
  {
    format: "dockerfile",
    path: /(?:^|\/)(?:Dockerfile|Containerfile)(?:\.[\w-]{1,60})?$|\.(?:dockerfile|containerfile)$/i,
    read: dockerfileRuns
  },
  { format: "compose", path: /\.ya?ml$/, shape: COMPOSE_SHAPE, read: composeCommands },
  { format: "workflow", path: /\.ya?ml$/, shape: WORKFLOW_SHAPE, read: workflowSteps }
];
function configCodeSpans(path, text, units = []) {
  if (text.length > MAX_TEXT6) return [];
  const head = text.slice(0, 64 * 1024);
  const f = CONFIG_FORMATS.find((c) => c.path.test(path) && (!c.shape || c.shape.test(head)));
  if (f?.format === "aider" || f?.format === "lefthook" || f?.format === "pre-commit")
    return hookConfigCodeSpans(text, f.format);
  if (f && JSON_COMMAND_FORMATS.has(f.format)) return jsonCommandSpans(units, text);
  return f?.format === "compose" || f?.format === "workflow" ? yamlCodeSpans(text, f.format) : [];
}
function isBuildFile(path) {
  return CONFIG_FORMATS.some((f) => f.path.test(path));
}
function isToolConfiguration(path) {
  return CONFIG_FORMATS.some((f) => f.format !== "notebook" && f.path.test(path));
}
function buildFileUnits(path, text, lines) {
  if (text.length > MAX_TEXT6) return void 0;
  const head = text.slice(0, 64 * 1024);
  return CONFIG_FORMATS.find((f) => f.path.test(path) && (!f.shape || f.shape.test(head)))?.read(text, lines);
}
var JSON_COMMAND_FORMATS = /* @__PURE__ */ new Set(["npm", "composer", "deno", "vscode-tasks", "devcontainer", "nodemon"]);
function jsonCommandSpans(units, text) {
  const out = [];
  for (const u of units.slice(0, MAX_UNITS)) {
    if (u.text === "") continue;
    const encoded = JSON.stringify(u.text).slice(1, -1);
    const at2 = text.indexOf(encoded);
    if (at2 >= 0) out.push([at2, at2 + encoded.length]);
  }
  return out;
}
function packageScripts(text, lines) {
  const data = parseJson(text);
  if (!isRecord(data)) return [];
  const out = packageHookCommands(data, text, lines);
  const scripts = isRecord(data.scripts) ? data.scripts : void 0;
  if (!scripts) return out;
  const pkgVars = npmPackageVars(data);
  for (const [name, cmd] of Object.entries(scripts).slice(0, MAX_UNITS)) {
    if (typeof cmd !== "string" || cmd.trim() === "") continue;
    const region = regionOfJsonString(text, cmd, lines);
    out.push({
      lang: "shell",
      text: cmd,
      origin: "script",
      placement: "script",
      ...region ? { region } : {},
      label: `npm script '${name.slice(0, 60)}'`,
      vars: { ...pkgVars, npm_lifecycle_event: name.slice(0, 100) }
    });
  }
  return out;
}
function packageHookCommands(data, text, lines) {
  const out = [];
  const fields = [
    [data["simple-git-hooks"], "simple-git-hooks", false],
    [isRecord(data.husky) ? data.husky.hooks : void 0, "husky hook", false],
    [data["lint-staged"], "lint-staged", true]
  ];
  for (const [value, tool, lists] of fields)
    commandMapNodes(
      value,
      tool,
      (code, _path, label) => {
        if (code.trim() !== "" && out.length < MAX_UNITS)
          out.push(jsonShellUnit(text, lines, code, code, label));
      },
      lists
    );
  return out;
}
var NPM_VAR_KEY = /^[A-Za-z0-9_]{1,64}$/;
function npmPackageVars(data) {
  const out = {};
  const put = (k, v) => {
    if (Object.keys(out).length >= 200 || !NPM_VAR_KEY.test(k)) return;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean")
      out[k] = String(v).slice(0, 2e3);
  };
  put("npm_package_name", data.name);
  put("npm_package_version", data.version);
  if (!isRecord(data.config)) return out;
  for (const [k, v] of Object.entries(data.config).slice(0, 200)) {
    if (isRecord(v))
      for (const [k2, v2] of Object.entries(v).slice(0, 50)) put(`npm_package_config_${k}_${k2}`, v2);
    else put(`npm_package_config_${k}`, v);
  }
  return out;
}
function withoutCode(path, text, units) {
  const spans = configCodeSpans(path, text, units);
  if (spans.length === 0) return text;
  const out = text.split("");
  for (const [s, e] of spans) for (let i = s; i < e && i < out.length; i++) if (out[i] !== "\n") out[i] = " ";
  return out.join("");
}

// src/analysis/doc-kinds.ts
var PLAIN_DOCS = /* @__PURE__ */ new Set([
  "txt",
  "text",
  "rst",
  "rest",
  "adoc",
  "asciidoc",
  "org",
  "textile",
  "rdoc",
  "pod",
  "tex",
  "nfo",
  "graphql",
  "graphqls",
  "gql"
]);
var DOC_NAME = /^(?:LICEN[CS]E|COPYING|NOTICE|README|CHANGELOG|CHANGES|HISTORY|AUTHORS|CONTRIBUTORS|CONTRIBUTING|INSTALL|TODO|HACKING|SECURITY|PATENTS|MAINTAINERS|THIRD[-_]PARTY[-_]NOTICES)/i;
var DOC_SUFFIX = /^(?:[-_.](?:[A-Z0-9][A-Za-z0-9.-]{0,20}|mit|apache|bsd|gpl|lgpl|mpl))?$/;
var TROFF_EXT = /^(?:[1-9][a-z]{0,3}|man|roff|troff|mdoc)$/;
var TROFF_HEAD = /^(?:[.'](?:\\"|TH\b|SH\b|Dd\b|Dt\b|Nm\b|so\b|de\b|ig\b))/m;
var COMMIT_TEMPLATE = /^(?:\.?gitmessage|[\w.-]{0,40}\.gitmessage|\.?git[-_]?commit[-_]?template|\.?commit[-_]?(?:template|msg[-_]template))(?:\.txt)?$/i;
function isCommitTemplateName(path) {
  return COMMIT_TEMPLATE.test(path.slice(path.lastIndexOf("/") + 1));
}
var FORGE_TEMPLATE = /(?:^|\/)(?:(?:\.github\/|docs\/)?pull_request_template(?:\.md)?|\.github\/(?:PULL_REQUEST_TEMPLATE|ISSUE_TEMPLATE)\/[\w.-]{1,80}\.(?:md|ya?ml)|\.gitlab\/(?:merge_request|issue)_templates\/[\w.-]{1,80}\.md)$/i;
function isForgeTemplatePath(path) {
  return path.length <= 300 && FORGE_TEMPLATE.test(path);
}
function textKindOf(path, text) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === "json" || ext === "jsonl" || ext === "ipynb" || /\.kiro\.hook$/i.test(name)) return "json";
  if (ext === "yaml" || ext === "yml") return "yaml";
  if (COMMIT_TEMPLATE.test(name)) return "hash-comments";
  if (ext === "csv" || ext === "tsv") return "csv";
  if (ext === "svg") return "svg";
  if (ext !== void 0 && PLAIN_DOCS.has(ext)) return "text";
  if (ext !== void 0 && TROFF_EXT.test(ext) && TROFF_HEAD.test(text.slice(0, 4096))) return "troff";
  const doc = DOC_NAME.exec(name);
  if (doc && DOC_SUFFIX.test(name.slice(doc[0].length))) return "text";
  return void 0;
}
function troffText(text) {
  const out = text.split("");
  const blank = (from, to) => {
    for (let i = from; i < to && i < out.length; i++) if (out[i] !== "\n") out[i] = " ";
  };
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") {
      lineStart = i + 1;
      continue;
    }
    if (i === lineStart && (c === "." || c === "'")) {
      if (text.startsWith('\\"', i + 1)) {
        blank(i, i + 3);
        i += 2;
        continue;
      }
      let j = i + 1;
      while (j < text.length && j - i <= 4 && text[j] !== " " && text[j] !== "	" && text[j] !== "\n") j++;
      blank(i, j);
      i = j - 1;
      continue;
    }
    if (c !== "\\") continue;
    const next = text[i + 1];
    if (next === "-" || next === "e") {
      blank(i, i + 1);
      i++;
      continue;
    }
    const len = next === "f" ? text[i + 2] === "(" ? 5 : 3 : next === "(" ? 4 : next === "*" ? 3 : 2;
    blank(i, i + len);
    i += len - 1;
  }
  return out.join("");
}
function hashCommentText(text) {
  return text.replace(/^([ \t]{0,16})#/gm, (_m, indent) => `${indent} `);
}

// src/analysis/injection-phrases.ts
var W = "[ \\t]+";
var OPT = (s) => `(?:(?:${s})${W})?`;
var INJECTION_PHRASES = [
  {
    id: "override",
    re: new RegExp(
      `\\b(?:ignore|disregard|forget|override|bypass)${W}${OPT("all")}${OPT("of")}${OPT("(?:the|your|any)")}(?:previous|prior|above|earlier|preceding|original|system|other)${W}(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|messages?)\\b`,
      "gi"
    )
  },
  {
    id: "role-tag",
    re: /<\|(?:im_start|im_end|system|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:system|system-reminder|system_prompt|assistant_instructions)>|\[SYSTEM\]|###[ \t]*(?:system|instruction)[ \t]*(?:message|prompt)?[ \t]*:|\bNEW[ \t]+(?:IMPORTANT[ \t]+)?INSTRUCTIONS\b|<\/skill>|<\/user_query>/g
  },
  // "Never tell the user to use `/x:jobs`" (or 'to "just wait"') is advice on what to recommend or say, not
  // something kept from them.
  {
    id: "concealment",
    re: new RegExp(
      `\\b(?:do${W}not|don't|never|without)${W}(?:tell(?:ing)?|inform(?:ing)?|mention(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|notify(?:ing)?|alert(?:ing)?)${W}(?:(?:this|it|that|anything)${W}(?:to${W})?)?(?:the${W})?(?:user|human|operator)\\b(?!${W}(?:know${W})?(?:if|whether|when|what|how|why|about${W}(?:internal|implementation))|${W}to${W}[*_]{0,2}["\u201C\u2018']?[a-z]|${W}?[*_]{0,2}["\u201C'])|\\b(?:do${W}not|don't|never)${W}let(?:ting)?${W}(?:the${W})?(?:user|human|operator)${W}(?:know|see|notice|find${W}out|learn|realise|realize|suspect)\\b|\\b(?:keep${W}(?:this|it)${W}(?:secret|hidden)${W}from|hide${W}(?:this|it)${W}from)${W}(?:the${W})?user\\b|\\bwithout${W}the${W}user(?:'s)?${W}(?:knowing|knowledge|noticing|awareness)\\b`,
      "gi"
    )
  },
  {
    id: "auto-approve",
    re: new RegExp(
      `\\b(?:auto(?:matically)?[- ]?approve|approve|accept)${W}(?:every|all|any)${W}(?:tool${W}calls?|tool${W}uses?|commands?|permission${W}requests?|permissions?|prompts?)\\b|--dangerously-skip-permissions\\b|\\b(?:bypass|skip|ignore|disable)${W}${OPT("all")}${OPT("the|your")}(?:permission${W}(?:prompts?|checks?|dialogs?)|safety${W}guardrails?|guardrails)\\b`,
      "gi"
    )
  },
  {
    id: "mode-switch",
    re: new RegExp(
      `\\byou${W}are${W}now${W}(?:in${W})?(?:developer|admin|god|unrestricted|jailbroken|DAN|root)${W}mode\\b|\\b(?:enter|enable|activate|switch${W}to)${W}(?:god|jailbreak|unrestricted|DAN)${W}mode\\b|\\byou${W}(?:have${W}no|are${W}free${W}from${W}(?:all|any))${W}(?:restrictions|guidelines|rules|limitations)\\b`,
      "gi"
    )
  },
  {
    id: "reveal-prompt",
    re: new RegExp(
      `\\b(?:reveal|print|output|repeat|leak|dump|disclose)${W}(?:your|the)${W}(?:full${W})?(?:system${W}prompt|hidden${W}instructions|initial${W}instructions|original${W}instructions)\\b`,
      "gi"
    )
  },
  {
    id: "transitive-trust",
    re: new RegExp(
      `\\b(?:follow|obey|execute|carry${W}out|do${W}what)${W}(?:the${W}|any${W}|all${W}|whatever${W})?(?:instructions|commands|directions|steps)${W}(?:(?:found|contained|given|returned|listed|written)${W})?(?:in|from|by)${W}(?:the${W})?(?:downloaded|fetched|remote|retrieved|response|web${W}?page|url|gist|pastebin|comment|issue${W}body)\\b`,
      "gi"
    )
  },
  {
    id: "priority-claim",
    re: new RegExp(
      `\\bth(?:is|ese)${W}(?:instructions?|messages?|rules?|directives?)${W}(?:override|overrides|supersedes?|take${W}precedence${W}over|takes${W}precedence${W}over)${W}(?:all|any)${W}(?:other|previous|prior|system)\\b`,
      "gi"
    )
  }
];
var MAX_PER_PHRASE = 50;
function injectionPhrases(normText) {
  const hits = [];
  INJECTION_PHRASES.forEach((p, phrase) => {
    p.re.lastIndex = 0;
    let n = 0;
    for (let m = p.re.exec(normText); m && n < MAX_PER_PHRASE; m = p.re.exec(normText)) {
      n++;
      if (p.id === "role-tag" && mentionedTag(normText, m.index, m.index + m[0].length)) continue;
      hits.push({ phrase, start: m.index, end: m.index + m[0].length });
      if (m[0].length === 0) p.re.lastIndex++;
    }
  });
  return hits.sort(
    (a, b) => a.start - b.start || INJECTION_PHRASES[a.phrase].id.localeCompare(INJECTION_PHRASES[b.phrase].id)
  );
}
var PLACEHOLDER_AFTER = /^[ \t]+<[A-Za-z_-]{1,40}>/;
var PLACEHOLDER_BEFORE = /<[A-Za-z_-]{1,40}>[ \t]+$/;
var TOKEN_NAMED_AFTER = /^ (?:is|are|was|were|token|tokens|separator|marker|string|sequence|means|marks|denotes|indicates)\b/;
var WORD_BEFORE = /(?:^|[^a-z])[a-z]{2,40}(?: |[ \t]{0,40}\n[ \t]{0,40})$/;
var KEY_BEFORE = /(?:^|\n)[ \t]{0,40}(?:- )?"?[\w.-]{1,40}"?[ \t]{0,4}[:=][ \t]{0,4}["']?$/;
var VALUE_END = /^["']?[ \t]{0,4},?[ \t]*(?:\n|$)/;
function mentionedTag(text, start, end) {
  const tag = text.slice(start, end);
  const before = text.slice(Math.max(0, start - 60), start);
  const after = text.slice(end, end + 60);
  if (tag.startsWith("<|"))
    return WORD_BEFORE.test(before) && TOKEN_NAMED_AFTER.test(after) || KEY_BEFORE.test(before) && VALUE_END.test(after);
  if (!/^<[a-z_-]+>$/i.test(tag)) return false;
  return /[.\w]$/.test(before) || PLACEHOLDER_AFTER.test(after) || PLACEHOLDER_BEFORE.test(before);
}

// src/analysis/launch-devtools-table.ts
function jsModules(...bases) {
  return bases.flatMap((b) => ["js", "mjs", "cjs", "ts", "mts", "cts"].map((e) => `${b}.${e}`));
}
function nixShells(rest, all) {
  if (all[0] === "flake") {
    const dir = /^(?:\.\/)?([\w.-]{1,100}(?:\/[\w.-]{1,100}){0,4})?(?:#|$)/.exec(rest[0] ?? ".")?.[1];
    return [dir && dir !== "." ? `${withoutTrailingSlashes(dir)}/flake.nix` : "flake.nix"];
  }
  const file = rest.find((a) => /^[\w./-]{1,200}\.nix$/.test(a));
  return file ? [file.replace(/^\.\//, "")] : ["shell.nix", "default.nix"];
}
var LINT_STAGED = [
  ".lintstagedrc",
  ".lintstagedrc.json",
  ".lintstagedrc.yaml",
  ".lintstagedrc.yml",
  ...jsModules(".lintstagedrc", "lint-staged.config"),
  "package.json"
];
var SIMPLE_GIT_HOOKS = [
  ".simple-git-hooks.json",
  "simple-git-hooks.json",
  ...["js", "cjs", "mjs"].flatMap((e) => [`.simple-git-hooks.${e}`, `simple-git-hooks.${e}`]),
  "package.json"
];
var DEVTOOL_LAUNCH_TOOLS = [
  // direnv's stdlib `use nix` / `use flake` in an `.envrc` build the Nix shell and run its `shellHook`.
  { tool: "direnv use", head: "use", runs: ["nix", "flake"], configs: [], fromArgs: nixShells },
  // simple-git-hooks (usually `"prepare": "simple-git-hooks"`) writes `.git/hooks/<hook>` files that run the
  // configured commands on every commit, push or checkout.
  { tool: "simple-git-hooks", head: "simple-git-hooks", anywhere: true, configs: SIMPLE_GIT_HOOKS },
  // lint-staged runs its configuration's commands (strings, or what its functions return) on the staged
  // files; started by a pre-commit hook, so on every commit.
  {
    tool: "lint-staged",
    head: "lint-staged",
    anywhere: true,
    configs: LINT_STAGED,
    fileOptions: ["-c", "--config"],
    dirOptions: ["--cwd"],
    valueOptions: ["--concurrent", "-p", "--diff", "--diff-filter", "--max-arg-length"]
  },
  // Skaffold runs the host hooks (`hooks.before`/`after` `command`, deploy hooks' `host.command`) and custom
  // build and test commands of `skaffold.yaml` on the developer's machine, on every build of its loop.
  {
    tool: "skaffold",
    head: "skaffold",
    runs: ["dev", "run", "build", "debug", "deploy", "render", "test", "verify", "apply"],
    configs: ["skaffold.yaml", "skaffold.yml"],
    fileOptions: ["-f", "--filename"],
    valueOptions: [
      "-p",
      "--profile",
      "-m",
      "--module",
      "-d",
      "--default-repo",
      "-n",
      "--namespace",
      "-t",
      "--tag"
    ]
  },
  // GoReleaser runs its configuration's `before`/`after` hooks and per-build hooks, and posts its
  // announcements (a webhook with the templated message) on `release`.
  {
    tool: "goreleaser",
    head: "goreleaser",
    runs: ["release", "build", "r", "b"],
    configs: [".goreleaser.yaml", ".goreleaser.yml", "goreleaser.yaml", "goreleaser.yml"],
    fileOptions: ["-f", "--config"],
    valueOptions: ["-p", "--parallelism", "--timeout", "--release-notes", "--id"]
  },
  // Vagrant evaluates the Vagrantfile (Ruby) on every command: its triggers' `ruby` blocks and `run` commands
  // run on the host around `up`, `provision`, `reload` …
  { tool: "vagrant", head: "vagrant", word: true, configs: ["Vagrantfile"] },
  // PHPUnit (and Pest, which reads the same file) includes its configuration's `bootstrap` PHP file before
  // any test (launch-configs-refs.ts); `--bootstrap FILE` names it on the command line. Usually run as
  // `vendor/bin/phpunit`, so the head may follow a folder.
  {
    tool: "phpunit",
    head: "phpunit|pest",
    anywhere: true,
    configs: ["phpunit.xml", "phpunit.xml.dist", "phpunit.dist.xml"],
    fileOptions: ["-c", "--configuration", "--bootstrap"],
    valueOptions: ["--filter", "--testsuite", "--group", "--exclude-group", "--log-junit", "--coverage-html"]
  },
  // Lua tools whose configuration is a Lua chunk they run: luacheck executes `.luacheckrc` (from the
  // working folder up; `--config FILE` names another), busted runs `.busted` (`-f`/`--config-file`).
  {
    tool: "luacheck",
    head: "luacheck",
    configs: [".luacheckrc"],
    fileOptions: ["--config"],
    valueOptions: [
      "--std",
      "--globals",
      "--ignore",
      "--only",
      "--exclude-files",
      "--formatter",
      "-j",
      "--jobs"
    ]
  },
  {
    tool: "busted",
    head: "busted",
    word: true,
    configs: [".busted"],
    fileOptions: ["-f", "--config-file"],
    valueOptions: ["--run", "-t", "--tags", "--exclude-tags", "-o", "--output", "-p", "--pattern"]
  },
  // Task runners a VS Code task of that type (or a script) starts: each loads its JavaScript task file.
  { tool: "gulp", head: "gulp", word: true, configs: [...jsModules("gulpfile"), "gulpfile.babel.js"] },
  { tool: "grunt", head: "grunt", word: true, configs: ["Gruntfile.js", "gruntfile.js", "Gruntfile.cjs"] }
];
var COMMAND_MODULES = [
  { tool: "lint-staged", path: /(?:^|\/)(?:\.lintstagedrc|lint-staged\.config)\.[cm]?[jt]s$/ },
  { tool: "simple-git-hooks", path: /(?:^|\/)\.?simple-git-hooks\.[cm]?js$/ }
];
function commandModuleOf(path) {
  return COMMAND_MODULES.find((m) => m.path.test(path))?.tool;
}

// src/analysis/pytest-doctests.ts
var PYTEST_SECTION = /^[ \t]*\[(?:pytest|tool:pytest|tool\.pytest\.ini_options)\][ \t]*$/m;
var optionLine = (name) => new RegExp(`^[ \\t]{0,16}${name}[ \\t]{0,8}=([^\\n]{0,2000}(?:\\n[ \\t]{1,64}[^\\n]{0,2000}){0,32})`, "m");
var ADDOPTS = optionLine("addopts");
var TESTPATHS = optionLine("testpaths");
var MAX_TESTPATHS = 8;
function doctestOptions(text) {
  const head = text.slice(0, 256 * 1024);
  if (!PYTEST_SECTION.test(head)) return void 0;
  const addopts = ADDOPTS.exec(head)?.[1];
  if (addopts === void 0 || !/(?:^|[\s"',[])--doctest-modules\b/.test(addopts)) return void 0;
  return { testpaths: testpathsOf(head) };
}
function collectsModule(options, rel) {
  if (!rel.endsWith(".py") || rel.split("/").includes("..")) return false;
  return options.testpaths.some((p) => p === "" || rel === p || rel.startsWith(`${p}/`));
}
function doctestGlobs(text) {
  const head = text.slice(0, 256 * 1024);
  if (!PYTEST_SECTION.test(head)) return { testpaths: [], globs: [] };
  const addopts = ADDOPTS.exec(head)?.[1] ?? "";
  const globs = [
    ...addopts.matchAll(
      /(?:^|[\s"',[])--doctest-glob(?:=|["']?[ \t]{0,4},?[ \t]{0,4}["']?|[ \t]{1,4})["']?([^\s"',\]]{1,200})/g
    )
  ].map((m) => m[1].replace(/^\.\//, "")).filter((g) => !g.startsWith("/") && !g.split("/").includes("..")).slice(0, MAX_GLOBS);
  return { testpaths: testpathsOf(head), globs: globs.length > 0 ? globs : ["test*.txt"] };
}
var MAX_GLOBS = 4;
function testpathsOf(head) {
  const listed = TESTPATHS.exec(head)?.[1] ?? "";
  const testpaths = [...listed.matchAll(/[\w./-]{1,200}/g)].map((m) => withoutTrailingSlashes(m[0].replace(/^\.\//, ""))).filter((p) => p !== "" && p !== "." && !p.split("/").includes("..")).slice(0, MAX_TESTPATHS);
  return testpaths.length > 0 ? testpaths : [""];
}
function collectsDoctestFile(options, rel) {
  if (rel.endsWith(".py") || rel.split("/").includes("..")) return false;
  if (!options.testpaths.some((p) => p === "" || rel.startsWith(`${p}/`))) return false;
  const name = rel.slice(rel.lastIndexOf("/") + 1);
  return options.globs.some((g) => fnmatchRegex(g).test(g.includes("/") ? `/${rel}` : name));
}
function fnmatchRegex(glob) {
  const body = glob.split(/(\*|\?)/).map((p) => p === "*" ? "[^\n]{0,512}" : p === "?" ? "[^\n]" : p.replace(/[.+^${}()|[\]\\]/g, "\\$&")).join("");
  return new RegExp(glob.includes("/") ? `/${body}$` : `^${body}$`);
}
function doctestRefs(text) {
  const out = [];
  const ref = (target, at3, length) => ({
    kind: "tool-config",
    target,
    start: at3,
    end: at3 + length,
    certainty: "candidate",
    contains: ">>>"
  });
  const options = doctestOptions(text);
  const at2 = Math.max(0, text.search(/--doctest-modules/));
  for (const p of options?.testpaths ?? [])
    out.push(ref(p === "" ? "**/*.py" : `${p}/**/*.py`, at2, "--doctest-modules".length));
  const files = doctestGlobs(text);
  const globAt = text.search(/--doctest-glob/);
  for (const g of files.globs) {
    const name = g.replace(/\*{2,}/g, "*");
    const targets = name.includes("/") ? [`**/${name}`] : files.testpaths.map((p) => p === "" ? `**/${name}` : `${p}/**/${name}`);
    for (const t of targets) out.push(ref(t, Math.max(globAt, 0), globAt < 0 ? 0 : "--doctest-glob".length));
  }
  return out;
}
var EXAMPLE_LINE = /^([ \t]*)(>>>|\.\.\.)(?: |$)(.*)$/;
var MAX_EXAMPLE_LINES = 2e3;
var SKIP = /#[ \t]*doctest:[^\n]*\+SKIP\b/;
function exampleLines(source) {
  const examples = [];
  let open;
  let count = 0;
  for (let i = 0; i < source.length && count < MAX_EXAMPLE_LINES; i++) {
    const m = EXAMPLE_LINE.exec(source[i]);
    if (m?.[2] === ">>>") {
      open = [];
      examples.push(open);
    } else if (!m) open = void 0;
    if (!m || !open) continue;
    open.push({ code: m[3], line: i + 1 });
    count++;
  }
  return examples.filter((e) => !e.some((l) => SKIP.test(l.code))).flat();
}
function regionOf(source, line) {
  return {
    startLine: line,
    startColumn: 1,
    endLine: line,
    endColumn: Math.max(1, (source[line - 1] ?? "").length + 1)
  };
}
function doctestUnit(text) {
  if (!text.includes(">>>")) return void 0;
  const source = text.split("\n");
  const run = exampleLines(source);
  if (run.length === 0) return void 0;
  return {
    text: `${source.join("\n")}
${run.map((l) => l.code).join("\n")}`,
    lineRegions: [
      ...source.map((_, i) => regionOf(source, i + 1)),
      ...run.map((l) => regionOf(source, l.line))
    ]
  };
}
function doctestTextUnit(text) {
  if (!text.includes(">>>")) return void 0;
  const source = text.split("\n");
  const run = exampleLines(source);
  if (run.length === 0) return void 0;
  return { text: run.map((l) => l.code).join("\n"), lineRegions: run.map((l) => regionOf(source, l.line)) };
}
function doctestTextSpecs(text) {
  const unit = doctestTextUnit(text);
  return unit ? [
    {
      lang: "python",
      text: unit.text,
      origin: "script",
      placement: "script",
      lineRegions: unit.lineRegions
    }
  ] : [];
}

// src/analysis/reader-text.ts
var IGNORABLE = /\u00ad|\u034f|\u061c|\u180e|[\u200b-\u200f]|[\u202a-\u202e]|[\u2060-\u2064]|[\u2066-\u2069]|\ufeff|[\ufe00-\ufe0f]|\udb40[\udd00-\uddef]/g;
var IGNORABLE_ONE = new RegExp(IGNORABLE.source);
var BLANK = /[ \t\n\r]/;
function readerText(text) {
  if (!IGNORABLE_ONE.test(text)) return text;
  let out = "";
  let owed = 0;
  let last = 0;
  const copy = (to) => {
    let seg = text.slice(last, to);
    if (owed > 0) {
      const b = seg.search(BLANK);
      if (b >= 0) {
        const at2 = b > 0 && seg[b - 1] === "\\" && (seg[b] === "\n" || seg[b] === "\r") ? b - 1 : b;
        seg = seg.slice(0, at2) + " ".repeat(owed) + seg.slice(at2);
        owed = 0;
      } else if (to === text.length) {
        seg += " ".repeat(owed);
        owed = 0;
      }
    }
    out += seg;
  };
  for (const m of text.matchAll(IGNORABLE)) {
    copy(m.index);
    owed += m[0].length;
    last = m.index + m[0].length;
  }
  copy(text.length);
  return out;
}

// src/analysis/operand-programs.ts
var TABLE = {
  checks: [
    "shellcheck",
    "shfmt",
    "checkbashisms",
    "bashate",
    "ruff",
    "flake8",
    "pylint",
    "pyflakes",
    "pycodestyle",
    "mypy",
    "pyright",
    "black",
    "isort",
    "bandit",
    "eslint",
    "prettier",
    "biome",
    "hadolint",
    "yamllint",
    "actionlint",
    "shellharden",
    "codespell"
  ],
  describes: [
    "file",
    "stat",
    "ls",
    "wc",
    "du",
    "md5sum",
    "sha1sum",
    "sha224sum",
    "sha256sum",
    "sha384sum",
    "sha512sum",
    "shasum",
    "b2sum",
    "cksum",
    "realpath",
    "readlink",
    "basename",
    "dirname",
    "test",
    "[",
    "pdfinfo",
    "pdffonts",
    "ffprobe"
  ],
  "sets-attributes": ["chmod", "chown", "chgrp", "touch", "dos2unix", "unix2dos"],
  prints: [
    "cat",
    "head",
    "tail",
    "less",
    "more",
    "diff",
    "cut",
    "tr",
    "grep",
    "egrep",
    "fgrep",
    "echo",
    "printf",
    "logger"
  ],
  // Left out on purpose: converters with a way to run code from their input or options (ImageMagick's
  // `convert`/`magick` with MSL scripts and delegates, LibreOffice's macros, exiftool's Perl `-config`,
  // mutool's `run`); pandoc's filters are options it loads (LOADS below).
  converts: [
    "pdftotext",
    "pdftoppm",
    "pdftocairo",
    "pdfimages",
    "pdftohtml",
    "pdfseparate",
    "pdfunite",
    "qpdf",
    "tesseract",
    "ffmpeg",
    "iconv",
    "base64",
    "base32",
    "xxd",
    "hexdump",
    "od",
    "strings",
    "jq",
    "yq",
    "xmllint",
    "pandoc"
  ],
  "looks-up": [
    "dig",
    "nslookup",
    "host",
    "drill",
    "delv",
    "kdig",
    "whois",
    "ping",
    "ping6",
    "traceroute",
    "traceroute6",
    "tracepath",
    "mtr",
    "arping"
  ]
};
var USES = new Map(
  Object.entries(TABLE).flatMap(
    ([use, names]) => names.map((n) => [n, use])
  )
);
var LOADS_VALUE = /^(?:-c|--config|--rcfile|--settings|--load-plugins|--plugin|--resolve-plugins-relative-to)$/;
var PANDOC_FILTER = /^(?:-F|--filter|-L|--lua-filter)$/;
function programsThat(use) {
  return TABLE[use];
}
function programName(word) {
  const w = word.replace(/['"]/g, "");
  return w.slice(Math.max(w.lastIndexOf("/"), w.lastIndexOf("\\")) + 1).replace(/\.exe$/i, "");
}
function operandUse(word) {
  const name = programName(word);
  return USES.get(name) ?? USES.get(name.toLowerCase());
}
function neverRunsOperands(program, args) {
  const use = operandUse(program);
  if (use === void 0) return false;
  const loads = use === "checks" ? LOADS_VALUE : programName(program) === "pandoc" ? PANDOC_FILTER : void 0;
  if (!loads) return true;
  for (let i = 0; i < args.length && i < 256; i++) {
    const w = args[i];
    if (w === void 0) return false;
    const eq = w.indexOf("=");
    if (loads.test(w) || eq > 0 && loads.test(w.slice(0, eq))) return false;
  }
  return true;
}
var RUNS_WORDS = new Set(
  [
    // runners: the words are a command
    "sudo doas su runuser pkexec env nohup timeout nice ionice taskset setsid stdbuf xargs time exec chroot",
    "unshare nsenter ssh watch script flock parallel find strace ltrace valgrind busybox caffeinate",
    "npx bunx uvx pipx uv npm pnpm yarn pip pip3 gem bundle cargo go brew apt apt-get dnf yum apk pacman",
    "docker podman nerdctl kubectl crontab at batch systemd-run launchctl schtasks tmux screen wsl vagrant",
    // interpreters whose command line is not read here word by word
    "java dotnet mono swift erl escript elixir iex guile racket sbcl clojure bb groovy scala kotlin jshell",
    "gdb lldb sqlite3 psql mysql mongosh mongo redis-cli cscript wscript mshta rundll32 regsvr32 msiexec",
    "vim nvim vi ex emacs make gmake cmake m4 tclsh wish expect",
    // an option of theirs runs a command or loads code
    "git tar gtar bsdtar rsync scp sftp zip man sort wget openssl",
    // agent CLIs: the prompt they are given is what the agent acts on
    "claude codex gemini aider opencode goose cursor-agent"
  ].flatMap((l) => l.split(" "))
);
var SHELL_NAMES = new Set("sh bash zsh ksh dash ash mksh fish csh tcsh".split(" "));
var INTERPRETERS = /* @__PURE__ */ new Map([
  ["python", { code: /^-[cm]$/, value: /^-[WXQ]$/ }],
  [
    "node",
    {
      code: /^(?:-[ep]|--eval|--print)$/,
      loads: /^(?:-r|--require|--import|--loader|--experimental-loader)$/,
      value: /^(?:-C|--input-type|--title|--conditions)$/
    }
  ],
  ["perl", { code: /^-[eE]$/, loads: /^-[Mm]$/, value: /^-[Il]$/ }],
  ["ruby", { code: /^-e$/, loads: /^-r$/, value: /^-I$/ }],
  ["php", { code: /^-[rBRE]$/, value: /^-[dc]$/ }],
  ["lua", { code: /^-e$/, loads: /^-l$/ }],
  ["osascript", { code: /^-e$/, value: /^-[ls]$/ }],
  ["rscript", { code: /^-e$/ }],
  ["julia", { code: /^-[eE]$/, loads: /^-L$/ }],
  ["awk", { code: /^-f$/, value: /^-[vF]$/ }],
  ["sed", { code: /^-[ef]$/ }]
]);
function interpreterKey(name) {
  if (/^(?:python|pypy|ipython)[\d.]{0,6}$/.test(name)) return "python";
  if (name === "nodejs") return "node";
  if (/^(?:g|m|n)?awk$/.test(name)) return "awk";
  if (name === "gsed") return "sed";
  if (/^perl[\d.]{0,6}$/.test(name)) return "perl";
  const versioned = /^(ruby|php|lua)[\d.]{0,6}$/.exec(name)?.[1];
  if (versioned) return versioned;
  return name === "luajit" ? "lua" : name;
}
function codeWordsOf(program, args) {
  const name = programName(program).toLowerCase();
  if (operandUse(program) !== void 0) return neverRunsOperands(program, args) ? [] : "all";
  if (SHELL_NAMES.has(name)) return shellCodeWords(args);
  const spec = INTERPRETERS.get(interpreterKey(name));
  if (spec) return interpreterCodeWords(args, spec);
  if (RUNS_WORDS.has(name) || name === "powershell" || name === "pwsh" || name === "cmd") return "all";
  return [];
}
function shellCodeWords(args) {
  let command = false;
  let stdin = false;
  for (let i = 0; i < args.length && i < 256; i++) {
    const w = args[i];
    if (w === void 0) return "all";
    if (w === "--" || w === "-") return command && args[i + 1] !== void 0 ? [i + 1] : [];
    if (!/^[-+]/.test(w) || w.length < 2) return command ? [i] : stdin ? [] : [i];
    if (w === "-o" || w === "+o" || w === "-O" || w === "+O") i++;
    else if (!w.startsWith("--")) {
      command ||= w.includes("c");
      stdin ||= w.includes("s");
    }
  }
  return [];
}
function interpreterCodeWords(args, spec) {
  const out = [];
  let codeGiven = false;
  for (let i = 0; i < args.length && i < 256; i++) {
    const w = args[i];
    if (codeGiven && (w === void 0 || !w.startsWith("-"))) return out;
    if (w === void 0) return "all";
    if (w === "--") return codeGiven ? out : args[i + 1] === void 0 ? out : [...out, i + 1];
    if (!w.startsWith("-") || w === "-") return codeGiven || w === "-" ? out : [...out, i];
    out.push(i);
    const flag = w.startsWith("--") ? w.split("=", 1)[0] : w.slice(0, 2);
    if (spec.code.test(flag) || spec.loads?.test(flag)) {
      codeGiven ||= spec.code.test(flag);
      if (w === flag && i + 1 < args.length) out.push(++i);
    } else if (spec.value?.test(flag) && w === flag) i++;
  }
  return out;
}

// src/analysis/shell-command-words.ts
var MAX_TEXT7 = 64 * 1024;
var MAX_WORDS = 64;
var MAX_DEPTH = 32;
function shellCommandWords(text) {
  const src = text.length > MAX_TEXT7 ? text.slice(0, MAX_TEXT7) : text;
  const out = [];
  const stack = [];
  let cur = { words: [], subst: false, backtick: false };
  let start = -1;
  let quote = "";
  const endWord = (i) => {
    if (start >= 0 && cur.words.length < MAX_WORDS) cur.words.push({ start, end: i });
    start = -1;
  };
  const endCommand = (piped) => {
    if (cur.words.length > 0) out.push({ words: cur.words, piped, subst: cur.subst });
    cur = { words: [], subst: cur.subst, backtick: cur.backtick };
  };
  const open = (subst, backtick) => {
    if (stack.length >= MAX_DEPTH) return;
    stack.push(cur);
    cur = { words: [], subst: subst || cur.subst, backtick };
  };
  const close = () => {
    endCommand(false);
    cur = stack.pop() ?? { words: [], subst: false, backtick: false };
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === quote) quote = "";
      else if (c === "\\" && quote === '"') i++;
      continue;
    }
    if (c === "\\") {
      const crlf = src[i + 1] === "\r" && src[i + 2] === "\n";
      if (src[i + 1] === "\n" || crlf) endWord(i);
      else if (start < 0) start = i;
      i += crlf ? 2 : 1;
    } else if (c === " " || c === "	" || c === "\r") {
      endWord(i);
    } else if (c === "#" && start < 0) {
      const eol = src.indexOf("\n", i);
      i = (eol < 0 ? src.length : eol) - 1;
    } else if (c === "(") {
      const substitution = start >= 0 && /[$<>]/.test(src[i - 1] ?? "");
      if (substitution) start = -1;
      else endWord(i);
      open(substitution, false);
    } else if (c === ")") {
      endWord(i);
      close();
    } else if (c === "`") {
      endWord(i);
      if (cur.backtick) close();
      else open(true, true);
    } else if (c === "\n" || c === ";" || c === "&" || c === "|") {
      if (c === "&" && src[i - 1] === ">") continue;
      endWord(i);
      endCommand(c === "|" && src[i + 1] !== "|" && src[i - 1] !== "|");
    } else {
      if (start < 0) start = i;
      if (c === '"' || c === "'") quote = c;
    }
  }
  endWord(src.length);
  for (let guard = stack.length; guard >= 0; guard--) close();
  return out;
}
var MAX_COMMENT_PREFIX = 4e3;
function inShellComment(text, at2) {
  const lineStart = text.lastIndexOf("\n", at2 - 1) + 1;
  if (at2 - lineStart > MAX_COMMENT_PREFIX) return false;
  let quote = "";
  for (let i = lineStart; i < at2; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = "";
      else if (c === "\\" && quote === '"') i++;
    } else if (c === "\\") i++;
    else if (c === '"' || c === "'") quote = c;
    else if (c === "#" && (i === lineStart || /[\s;&|(]/.test(text[i - 1]))) return true;
  }
  return false;
}

// src/analysis/checker-programs.ts
var NO_TEXT_OUT = /* @__PURE__ */ new Set(["checks", "describes", "sets-attributes"]);
var GIT_READS = /* @__PURE__ */ new Set([
  "add",
  "diff",
  "log",
  "show",
  "blame",
  "status",
  "ls-files",
  "rm",
  "hash-object",
  "check-ignore",
  "check-attr",
  "update-index"
]);
var LEADING = /* @__PURE__ */ new Set([
  "if",
  "elif",
  "while",
  "until",
  "!",
  "{",
  "sudo",
  "env",
  "time",
  "nohup",
  "exec",
  "command",
  "then",
  "do",
  "else",
  "npx",
  "bunx",
  "pnpx",
  "uvx"
]);
function withoutCheckedOperands(text) {
  if (text.length > 64 * 1024) return text;
  let out;
  for (const command of shellCommandWords(text)) {
    const operands = checkedOperands(command.words.map((w) => text.slice(w.start, w.end)));
    for (const k of operands) {
      out ??= text.split("");
      const { start, end } = command.words[k];
      for (let i = start; i < end; i++) out[i] = " ";
    }
  }
  return out ? out.join("") : text;
}
function checkedOperands(words2) {
  let p = 0;
  while (p < words2.length && (/^[A-Za-z_]\w{0,60}=/.test(words2[p]) || LEADING.has(words2[p]) || words2[p].startsWith("-")))
    p++;
  if (p >= words2.length) return [];
  const program = words2[p].replace(/['"]/g, "").split("/").pop() ?? "";
  if (program === "git") {
    let q = p + 1;
    while (q < words2.length && words2[q].startsWith("-")) q += /^-[Cc]$/.test(words2[q]) ? 2 : 1;
    if (q >= words2.length || !GIT_READS.has(words2[q])) return [];
    p = q;
  } else {
    const use = operandUse(program);
    if (use === void 0 || !NO_TEXT_OUT.has(use)) return [];
  }
  const operands = [];
  let loads = false;
  for (let k = p + 1; k < words2.length; k++) {
    const w = words2[k];
    if (/^\d?>(?!&|\/dev\/null$)/.test(w)) return [];
    if (!loads && !w.startsWith("-")) operands.push(k);
    loads = LOADS_VALUE.test(w);
  }
  return operands;
}

// src/analysis/file-names.ts
var FILE_EXT = /\.(?:md|mdx|markdown|txt|sh|bash|zsh|fish|ps1|bat|cmd|py|js|mjs|cjs|ts|tsx|jsx|rb|pl|php|go|rs|java|json|jsonc|ya?ml|toml|ini|cfg|conf|properties|editorconfig|lock|pot?|env|xml|html?|css|csv|sql|lua|swift|kt|r|ipynb|pdf|png|jpe?g|gif|svg|webp|zip|tar|gz|tgz)$/i;
function isEnvTemplateName(name) {
  return /^\.env\.(?:example|sample|template|dist|defaults)$/i.test(name);
}
function isEnvFileName(name) {
  return isEnvTemplateName(name) || /^(?:\.env\.local\.example|[\w.-]{1,60}\.env\.example|example\.env|\.env)$/i.test(name);
}
function looksLikeFileName(s) {
  if (FILE_EXT.test(s) || isEnvTemplateName(s) || isCommitTemplateName(s)) return true;
  const copy = copyNameOf(s);
  return copy !== void 0 && copy.live !== s && (FILE_EXT.test(copy.live) || isEnvTemplateName(copy.live));
}

// src/analysis/js-type-imports.ts
var TYPE_ONLY_CLAUSE = /^(?:import|export)[ \t]{1,8}type[ \t]{1,8}(?!from\b)[\w${*]/;
var TYPE_SPECIFIERS = /^import[ \t]{1,8}\{([^}]{1,512})\}[ \t]{0,8}from\b/;
function typeOnlyImport(matched, text, index) {
  if (TYPE_ONLY_CLAUSE.test(matched)) return true;
  const named = TYPE_SPECIFIERS.exec(matched);
  if (named) {
    const specifiers = named[1].split(",").map((s) => s.trim()).filter((s) => s !== "");
    return specifiers.length > 0 && specifiers.every((s) => /^type[ \t]{1,8}[\w$]/.test(s));
  }
  return /\btypeof[ \t]{1,8}$/.test(text.slice(Math.max(0, index - 24), index));
}

// src/analysis/launch-cwd.ts
var CD_HEAD = /(?:^[ \t]{0,8}(?:\$[ \t]{1,4})?|[;&|({][ \t]{0,8}|\b(?:then|do)[ \t]{1,8})(?:cd|pushd)(?=[ \t]|$|[;&|)])/gm;
var CD_ARG = /^[ \t]{1,8}(?:--[ \t]{1,4})?(?:"([^"\n]{1,256})"|'([^'\n]{1,256})'|([^\s;&|)'"`]{1,256}))/;
var MAX_CDS = 256;
function cdTarget(after) {
  const m = CD_ARG.exec(after);
  if (!m) return { kind: "outside" };
  const dir = (m[1] ?? m[2] ?? m[3] ?? "").trim();
  if (dir === "" || dir === "-") return { kind: "unknown" };
  if (/[$`{}*?]/.test(dir)) return { kind: "unknown" };
  if (dir.startsWith("/") || dir.startsWith("~") || /^[A-Za-z]:[\\/]/.test(dir)) return { kind: "outside" };
  return { kind: "relative", dir: trimEndChars(dir.replace(/\\/g, "/"), "/") };
}
function stillInForce(text, from, to) {
  let depth = 0;
  const end = Math.min(to, from + 64 * 1024);
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 123)
      depth++;
    else if (c === 41 || c === 125) {
      if (depth === 0) return false;
      depth--;
    }
  }
  return true;
}
function cwdBefore(text, index) {
  let cwd;
  let unknown = false;
  let count = 0;
  const before = text.slice(0, index);
  if (!before.includes("cd") && !before.includes("pushd")) return void 0;
  for (const m of before.matchAll(CD_HEAD)) {
    if (++count > MAX_CDS) break;
    const end = m.index + m[0].length;
    if (!stillInForce(text, end, index)) continue;
    const t = cdTarget(text.slice(end, end + 300));
    if (t.kind === "unknown") unknown = true;
    else if (t.kind === "outside") [cwd, unknown] = [null, false];
    else if (!unknown && cwd !== null) cwd = cwd ? `${cwd}/${t.dir}` : t.dir;
  }
  return unknown ? void 0 : cwd;
}
function underCwd(target, cwd) {
  if (cwd === void 0 || target.startsWith("/") || target.startsWith("~")) return target;
  if (cwd === null) return `/${target}`;
  return `${cwd}/${target}`;
}

// src/analysis/launch-tool-args.ts
function goPackages(args) {
  const pkgs = args.filter((a) => /^\.(?:\/|$)/.test(a));
  if (pkgs.length === 0) return ["*.go"];
  return pkgs.slice(0, 8).map((p) => {
    const dir = p.replace(/^\.\/?/, "").replace(/\/$/, "");
    if (dir === "") return "*.go";
    if (dir === "...") return "**/*.go";
    return dir.endsWith("/...") ? `${dir.slice(0, -4)}/**/*.go` : `${dir}/*.go`;
  });
}
function goRunTargets(args) {
  const first = args[0];
  if (first === void 0) return [];
  if (first.endsWith(".go")) {
    const files = [];
    for (const a of args.slice(0, 16)) {
      if (!a.endsWith(".go")) break;
      files.push(a);
    }
    return files;
  }
  if (!/^\.{1,2}(?:\/|$)/.test(first) || first.includes("...")) return [];
  const dir = first.replace(/^\.(?:\/|$)/, "").replace(/\/$/, "");
  return [dir === "" ? "*.go" : `${dir}/*.go`];
}
var BUILD_VALUED = [
  "-t",
  "--tag",
  "--build-arg",
  "--secret",
  "--ssh",
  "--target",
  "--platform",
  "--progress",
  "--cache-from",
  "--cache-to",
  "-o",
  "--output",
  "--label",
  "--network",
  "--builder",
  "--build-context",
  "--iidfile",
  "--metadata-file",
  "--add-host",
  "--shm-size",
  "--ulimit",
  "--cpu-shares",
  "-m",
  "--memory"
];
function dockerContext(args) {
  const ctx = args[0] ?? ".";
  if (ctx === "-" || /^[a-z]{2,10}:\/\/|^git@/i.test(ctx)) return [];
  const dir = ctx.replace(/^\.\/?/, "").replace(/\/$/, "");
  return dir === "" ? ["Dockerfile", "Containerfile"] : [`${dir}/Dockerfile`, `${dir}/Containerfile`];
}
function localPythonProjects(args) {
  const out = [];
  for (const a of args.slice(0, 8).map((w) => w.replace(/\[[\w,. -]{0,200}\]$/, ""))) {
    if (a === "." || a === "./") out.push("setup.py", "pyproject.toml");
    else if (/^(?:\.{1,2}\/)?[\w.-]{1,100}(?:\/[\w.-]{1,100}){0,8}\/?$/.test(a) && (a.includes("/") || a.startsWith(".")) && !/\.(?:whl|zip|tar\.gz|tgz)$/.test(a)) {
      const dir = withoutTrailingSlashes(a);
      out.push(`${dir}/setup.py`, `${dir}/pyproject.toml`);
    }
  }
  return out;
}

// src/analysis/launch-testers-table.ts
var JS = "{js,mjs,cjs}";
var NODE_TEST_DEFAULTS = [
  `**/*.test.${JS}`,
  `**/*-test.${JS}`,
  `**/*_test.${JS}`,
  `**/test-*.${JS}`,
  `**/test.${JS}`,
  `**/test/**/*.${JS}`
];
function nodeTestFiles(_rest, all) {
  if (all.length === 0) return [...NODE_TEST_DEFAULTS];
  return all.filter((a) => !/^[/~$]|^[A-Za-z]:/.test(a)).slice(0, 8).map((a) => {
    const p = withoutTrailingSlashes(a.replace(/^\.\//, ""));
    return /\.[cm]?[jt]s$|\*/.test(p) ? p : `${p}/**/*.${JS}`;
  });
}
var MOCHA_CONFIGS = [
  ".mocharc.yml",
  ".mocharc.yaml",
  ".mocharc.json",
  ".mocharc.jsonc",
  ".mocharc.js",
  ".mocharc.cjs",
  ".mocharc.mjs"
];
var MOCHA_VALUE_OPTIONS = [
  "-R",
  "--reporter",
  "-O",
  "--reporter-option",
  "--reporter-options",
  "-u",
  "--ui",
  "-t",
  "--timeout",
  "-s",
  "--slow",
  "-g",
  "--grep",
  "-f",
  "--fgrep",
  "-r",
  "--require",
  "--extension",
  "--ignore",
  "--exclude",
  "--file",
  "--spec",
  "--package",
  "--retries",
  "-j",
  "--jobs",
  "-n",
  "--node-option"
];
function mochaFiles(_rest, all, words2) {
  const recursive = words2.includes("--recursive");
  const named = [...all];
  for (let i = 0; i + 1 < words2.length && i < 64; i++)
    if (words2[i] === "--spec" || words2[i] === "--file") named.push(words2[i + 1]);
  const specs = named.filter((a) => !/^[/~$]|^[A-Za-z]:/.test(a)).slice(0, 8).map((a) => {
    const p = withoutTrailingSlashes(a.replace(/^\.\//, ""));
    if (/\.[cm]?[jt]sx?$|\*/.test(p)) return p;
    return recursive ? `${p}/**/*.${JS}` : `${p}/*.${JS}`;
  });
  const tests = specs.length > 0 ? specs : [recursive ? `test/**/*.${JS}` : `test/*.${JS}`];
  return [...MOCHA_CONFIGS, ...tests];
}
function goTestFiles(args) {
  return goPackages(args).map((p) => p.replace(/\*\.go$/, "*_test.go"));
}
var ENDS = "(?=[ \\t;&|)`]|$)";
var TEST_RUNNER_LAUNCH_TOOLS = [
  // `node --test`, the flag before any file (a few other flags may come first: `--experimental-…`).
  {
    tool: "node --test",
    head: `node(?=(?:[ \\t]{1,4}-[\\w=.:/-]{1,60}){0,6}[ \\t]{1,4}--test${ENDS})`,
    configs: [],
    valueOptions: [
      "-r",
      "--require",
      "--import",
      "--loader",
      "--experimental-loader",
      "--env-file",
      "--conditions",
      "-C",
      "--input-type",
      "--test-reporter",
      "--test-reporter-destination",
      "--test-name-pattern",
      "--test-skip-pattern",
      "--test-concurrency",
      "--test-timeout",
      "--test-shard",
      "--test-coverage-include",
      "--test-coverage-exclude",
      "--disable-warning"
    ],
    fromArgs: nodeTestFiles,
    tests: true
  },
  // `go test` runs each package's Test functions and the Examples with an `// Output:` comment.
  {
    tool: "go test",
    head: `go(?=[ \\t]{1,4}test${ENDS})`,
    runs: ["test"],
    configs: [],
    valueOptions: [
      "-C",
      "-exec",
      "-ldflags",
      "-gcflags",
      "-tags",
      "-mod",
      "-modfile",
      "-o",
      "-p",
      "-run",
      "-skip"
    ],
    fromArgs: goTestFiles,
    tests: true
  },
  // `cargo test`: what `cargo` itself reads (the cargo row of launch-tool-table.ts: manifest, build script,
  // `.cargo/config.toml`), then the library's root when it holds a fenced example (rustdoc runs it). Unit
  // and integration tests are left to what the skill names: Rust is read only for its literals, and every
  // crate's sources would count against what the skill's closure lets us analyse.
  {
    tool: "cargo test",
    head: `cargo(?=[ \\t]{1,4}(?:test|t)${ENDS})`,
    runs: ["test", "t"],
    configs: ["Cargo.toml", ".cargo/config.toml", ".cargo/config"],
    fileOptions: ["--manifest-path"],
    valueOptions: ["-p", "--package", "--target", "--features", "-F", "-j", "--jobs", "--profile", "--test"],
    program: { runs: ["test", "t"], files: ["src/lib.rs"], contains: "```" },
    tests: true
  }
];

// src/analysis/launch-configs-table.ts
function jsConfigs(...bases) {
  return bases.flatMap((b) => ["js", "mjs", "cjs", "ts", "mts", "cts"].map((e) => `${b}.${e}`));
}
function sphinxConf(_rest, all) {
  const src = all[0];
  if (src === void 0 || /^[a-z]{2,10}:\/\//i.test(src)) return [];
  const dir = withoutTrailingSlashes(src.replace(/^\.\/?/, ""));
  return [dir === "" ? "conf.py" : `${dir}/conf.py`];
}
function rockspec(rest) {
  const named = rest.filter((a) => a.endsWith(".rockspec"));
  return named.length > 0 ? named.slice(0, 4) : ["*.rockspec"];
}
var GIT_HOOKS = [
  "pre-*",
  "post-*",
  "commit-msg",
  "prepare-commit-msg",
  "reference-transaction",
  "fsmonitor-watchman"
];
var hooksIn = (dir) => GIT_HOOKS.map((h) => `${dir}/${h}`);
function gitConfigTargets(rest) {
  const key = rest[0]?.toLowerCase();
  const value = rest[1];
  if (!key || !value || /^[~/$]/.test(value)) return [];
  const path = value.replace(/^\.\//, "");
  if (key === "core.hookspath") {
    const dir = withoutTrailingSlashes(path);
    return dir === "" || dir === "." ? [] : hooksIn(dir);
  }
  if (key === "core.fsmonitor") return isGitBoolean(path) ? [] : [path];
  if (key === "include.path" || /^includeif\..{1,256}\.path$/.test(key)) return [path.replace(/^\.\.\//, "")];
  return [];
}
var PYPROJECT2 = ["pyproject.toml", "setup.py"];
var MISE_CONFIGS = [
  ".mise.toml",
  "mise.toml",
  ".mise/config.toml",
  "mise/config.toml",
  ".config/mise.toml",
  ".config/mise/config.toml",
  "mise.local.toml",
  ".mise.local.toml"
];
var CONFIG_LAUNCH_TOOLS = [
  // aider runs its configuration's `lint-cmd` after every edit and `test-cmd` on tests (build-hook-configs.ts);
  // it reads `.aider.conf.yml` from the git root and the working folder whatever it is asked.
  { tool: "aider", head: "aider", configs: [".aider.conf.yml"] },
  // `lefthook install` writes git hooks that run the configuration's commands on every commit, checkout, push.
  {
    tool: "lefthook",
    head: "lefthook|npx lefthook|bunx lefthook",
    runs: ["install", "run", "add"],
    configs: ["lefthook.yml", ".lefthook.yml", "lefthook-local.yml", "lefthook.yaml", ".lefthook.yaml"]
  },
  // MSBuild runs the project's `Exec` tasks (and those of Directory.Build.props/targets) on build, test, run.
  {
    tool: "dotnet",
    head: "dotnet|msbuild",
    runs: ["build", "run", "test", "restore", "publish", "pack", "msbuild", "watch"],
    // NuGet.Config beside the project chooses the feeds `restore` (and every build) downloads packages from.
    configs: [
      "*.csproj",
      "*.fsproj",
      "*.vbproj",
      "Directory.Build.props",
      "Directory.Build.targets",
      "NuGet.Config",
      "nuget.config",
      "NuGet.config"
    ],
    valueOptions: ["-c", "--configuration", "-f", "--framework", "-r", "--runtime", "-o", "--output", "-p"]
  },
  // husky (`"prepare": "husky"`, `husky install`) points git's hooks path at `.husky/`, whose hook files then
  // run on commits, pushes and checkouts (a folder given to `husky install DIR` instead).
  {
    tool: "husky",
    head: "husky",
    runs: ["", "install"],
    configs: hooksIn(".husky"),
    fromArgs: (rest) => {
      const dir = rest[0] === void 0 ? ".husky" : withoutTrailingSlashes(rest[0].replace(/^\.\//, ""));
      return /^[\w.-]{1,100}(?:\/[\w.-]{1,100}){0,4}$/.test(dir) ? hooksIn(dir) : [];
    }
  },
  // psql runs the SQL files given with `-f` (their `COPY … PROGRAM` commands run through the shell:
  // build-sql.ts); a file named by a variable (`for f in db/migrations/*.sql; do psql -f "$f"`) may be any
  // SQL file of the tree.
  {
    tool: "psql",
    head: "psql",
    configs: [],
    valueOptions: [
      "-c",
      "--command",
      "-d",
      "--dbname",
      "-h",
      "--host",
      "-U",
      "--username",
      "-p",
      "--port",
      "-v",
      "--set",
      "-o",
      "--output",
      "-L",
      "--log-file"
    ],
    fromArgs: (_rest, all) => {
      const sql = all.filter((a) => /\.sql$/i.test(a) && !a.includes("$")).slice(0, 8);
      if (sql.length > 0) return sql.map((a) => a.replace(/^\.\//, ""));
      return all.some((a) => a.includes("$") && !/DATABASE|URL|HOST|USER|PASS|DB/i.test(a)) ? ["**/*.sql"] : [];
    }
  },
  // Settings that make git run programs of the repository by itself (gitConfigTargets).
  {
    tool: "git config",
    head: "git",
    runs: ["config"],
    configs: [],
    valueOptions: ["-C", "-c", "-f", "--file", "--blob", "--type", "--default", "--comment"],
    fromArgs: gitConfigTargets
  },
  // ESLint imports its flat config (or a legacy `.eslintrc.js`) as a module on every run.
  {
    tool: "eslint",
    head: "eslint",
    word: true,
    configs: [...jsConfigs("eslint.config"), ".eslintrc.js", ".eslintrc.cjs"],
    fileOptions: ["-c", "--config"],
    valueOptions: [
      "-f",
      "--format",
      "-o",
      "--output-file",
      "--ext",
      "--rule",
      "--plugin",
      "--parser",
      "--max-warnings"
    ]
  },
  // Formatters, test runners and bundlers that load a JavaScript configuration module on every run.
  {
    tool: "prettier",
    head: "prettier",
    word: true,
    configs: [...jsConfigs("prettier.config"), ...jsConfigs(".prettierrc")],
    fileOptions: ["--config"]
  },
  {
    tool: "stylelint",
    head: "stylelint",
    word: true,
    configs: [...jsConfigs("stylelint.config"), ...jsConfigs(".stylelintrc")],
    fileOptions: ["--config"]
  },
  {
    tool: "jest",
    head: "jest",
    word: true,
    configs: jsConfigs("jest.config"),
    fileOptions: ["-c", "--config"]
  },
  // Mocha loads its config on every run: a JavaScript one is a module, and every config's `require`
  // modules run before the tests (launch-configs-refs.ts follows them); then the test files it is given
  // or finds (launch-testers-table.ts).
  {
    tool: "mocha",
    head: "mocha",
    word: true,
    configs: MOCHA_CONFIGS,
    fileOptions: ["--config"],
    valueOptions: MOCHA_VALUE_OPTIONS,
    fromArgs: mochaFiles
  },
  // Bun reads bunfig.toml on every `bun test`/`bun run`: its `preload` modules (and `[test] preload` for
  // tests) run before anything else (launch-configs-refs.ts follows them).
  { tool: "bun", head: "bun", runs: ["test", "run"], configs: ["bunfig.toml"], fileOptions: ["--config"] },
  {
    tool: "vitest",
    head: "vitest",
    word: true,
    configs: [...jsConfigs("vitest.config"), ...jsConfigs("vite.config")],
    fileOptions: ["-c", "--config"]
  },
  {
    tool: "vite",
    head: "vite",
    word: true,
    runs: ["", "build", "dev", "serve", "preview", "optimize"],
    configs: jsConfigs("vite.config"),
    fileOptions: ["-c", "--config"]
  },
  {
    tool: "webpack",
    head: "webpack|webpack-cli",
    word: true,
    configs: jsConfigs("webpack.config"),
    fileOptions: ["-c", "--config"]
  },
  {
    tool: "rollup",
    head: "rollup",
    word: true,
    configs: jsConfigs("rollup.config"),
    valueOptions: ["-o", "--file", "-f", "--format"]
  },
  {
    tool: "playwright",
    head: "playwright",
    runs: ["test"],
    configs: jsConfigs("playwright.config"),
    fileOptions: ["-c", "--config"]
  },
  // MkDocs imports the `hooks:` modules of mkdocs.yml (launch-configs-refs.ts) on build and serve.
  {
    tool: "mkdocs",
    head: "mkdocs|python3?[ \\t]{1,4}-m[ \\t]{1,4}mkdocs",
    runs: ["build", "serve", "gh-deploy"],
    configs: ["mkdocs.yml", "mkdocs.yaml"],
    fileOptions: ["-f", "--config-file"],
    valueOptions: [
      "-a",
      "--dev-addr",
      "-d",
      "--site-dir",
      "-t",
      "--theme",
      "-r",
      "--remote-branch",
      "-m",
      "--message"
    ]
  },
  // Sphinx executes the source folder's conf.py (Python) before reading anything.
  {
    tool: "sphinx-build",
    head: "sphinx-build|sphinx-autobuild|python3?[ \\t]{1,4}-m[ \\t]{1,4}sphinx",
    configs: [],
    fromArgs: sphinxConf,
    valueOptions: ["-b", "-M", "-d", "-j", "-D", "-A", "-t", "-w", "--port", "--host", "-c"]
  },
  // Python project front ends: each builds the project (in-tree backend, build hooks) or runs its scripts.
  {
    tool: "hatch",
    head: "hatch",
    runs: ["run", "shell", "env", "build", "test", "fmt"],
    configs: ["pyproject.toml", "hatch.toml"],
    valueOptions: ["-e", "--env"]
  },
  {
    tool: "pdm",
    head: "pdm",
    runs: ["run", "install", "sync", "build", "add", "update"],
    configs: PYPROJECT2
  },
  { tool: "rye", head: "rye", runs: ["run", "sync", "build"], configs: PYPROJECT2 },
  {
    tool: "uv",
    head: "uv",
    runs: ["sync", "build"],
    configs: PYPROJECT2,
    valueOptions: ["--python", "-p", "--package"]
  },
  { tool: "poe", head: "poe", word: true, configs: ["pyproject.toml"] },
  {
    tool: "python -m build",
    head: "python3?[ \\t]{1,4}-m[ \\t]{1,4}build|pyproject-build",
    configs: PYPROJECT2,
    valueOptions: ["-o", "--outdir", "-C", "--config-setting"]
  },
  // mise runs `[hooks]` (postinstall after install, enter on cd), `[tasks]`, and `exec()` env templates.
  {
    tool: "mise",
    head: "mise",
    runs: [
      "install",
      "i",
      "trust",
      "run",
      "r",
      "exec",
      "x",
      "use",
      "u",
      "sync",
      "upgrade",
      "up",
      "env",
      "watch",
      "activate"
    ],
    configs: MISE_CONFIGS,
    dirOptions: ["-C", "--cd"],
    valueOptions: ["-E", "--env", "-j", "--jobs"]
  },
  // LuaRocks builds a rock from its rockspec (`build.type = "command"` runs its commands).
  {
    tool: "luarocks",
    head: "luarocks",
    runs: ["make", "build", "pack"],
    configs: [],
    fromArgs: rockspec,
    valueOptions: ["--tree", "--lua-version", "--server", "--only-server", "--deps-mode", "--branch"]
  },
  // PHP-CS-Fixer loads its configuration (`.php-cs-fixer.php`, else `.php-cs-fixer.dist.php`) with PHP's
  // `include`: a PHP file of the working folder that runs on every `fix`/`check`. Usually run as
  // `vendor/bin/php-cs-fixer`, so the head may follow a folder.
  {
    tool: "php-cs-fixer",
    head: "php-cs-fixer",
    anywhere: true,
    runs: ["fix", "check", "list-files"],
    configs: [".php-cs-fixer.php", ".php-cs-fixer.dist.php"],
    fileOptions: ["--config"],
    valueOptions: ["--rules", "--using-cache", "--cache-file", "--path-mode", "--allow-risky", "--format"]
  }
];

// src/analysis/launch-process-table.ts
function copierTemplate(rest, all, words2) {
  if (!words2.some((w) => w === "--trust" || w === "--UNSAFE")) return [];
  const src = all[0] === "copy" || all[0] === "recopy" ? rest[0] : void 0;
  if (!src || /^(?:[\w+]{1,20}:|[/~$])/.test(src)) return [];
  const dir = withoutTrailingSlashes(src.replace(/^\.\//, ""));
  return dir === "" || dir === "." ? ["copier.yml", "copier.yaml"] : [`${dir}/copier.yml`, `${dir}/copier.yaml`];
}
function wingetConfiguration(rest, all) {
  const file = all[0] === "configure" ? rest[0] : void 0;
  if (file && /\.(?:winget|ya?ml)$/i.test(file)) return [file.replace(/^\.[/\\]/, "").replace(/\\/g, "/")];
  return [];
}
function submoduleUrls(rest) {
  return rest[0] === "update" || rest[0] === "init" ? [".gitmodules"] : [];
}
var PROCESS_LAUNCH_TOOLS = [
  // Danger evaluates the Dangerfile (Ruby; danger-js: a JavaScript or TypeScript module) on every run.
  {
    tool: "danger",
    head: "danger|bundle[ \\t]{1,4}exec[ \\t]{1,4}danger|danger-swift",
    word: true,
    runs: ["", "ci", "local", "pr", "dry_run", "dry-run"],
    configs: ["Dangerfile", "dangerfile.ts", "dangerfile.js"],
    fileOptions: ["--dangerfile", "-d"],
    valueOptions: ["--base", "--head", "--danger_id", "--use-github-checks"]
  },
  // CocoaPods evaluates the Podfile (Ruby) on install and update: its `pre_install`/`post_install` blocks
  // run in that process.
  {
    tool: "cocoapods",
    head: "pod|bundle[ \\t]{1,4}exec[ \\t]{1,4}pod",
    runs: ["install", "update"],
    configs: ["Podfile"],
    dirOptions: ["--project-directory"]
  },
  // Procfile process managers run every line of the Procfile as a shell command (`bin/dev` in Rails is
  // `foreman start -f Procfile.dev`).
  {
    tool: "foreman",
    head: "foreman|honcho|overmind|heroku[ \\t]{1,4}local",
    runs: ["", "start", "s", "web"],
    configs: ["Procfile"],
    fileOptions: ["-f", "--procfile"],
    dirOptions: ["-d", "--root"],
    valueOptions: ["-m", "--formation", "-e", "--env", "-p", "--port", "-t", "--timeout"]
  },
  // nodemon runs its configuration's `events` commands on start, restart, crash and exit, and `exec`.
  {
    tool: "nodemon",
    head: "nodemon",
    word: true,
    configs: ["nodemon.json"],
    fileOptions: ["--config"],
    valueOptions: ["-w", "--watch", "-e", "--ext", "-i", "--ignore", "-x", "--exec", "--delay", "-d"]
  },
  // Copier runs a trusted template's `_tasks` (shell commands) after rendering it.
  {
    tool: "copier",
    head: "copier",
    runs: ["copy", "recopy"],
    configs: [],
    valueOptions: ["-a", "--answers-file", "-d", "--data", "-r", "--vcs-ref", "-x", "--exclude"],
    fromArgs: copierTemplate
  },
  // `winget configure` applies a configuration's DSC resources, elevated when asked: a `Script` resource's
  // `SetScript`/`TestScript`/`GetScript` are PowerShell it runs.
  {
    tool: "winget configure",
    head: "winget",
    runs: ["configure"],
    configs: [],
    fileOptions: ["-f", "--file"],
    valueOptions: ["--module-path", "--processor-path", "-h", "--history"],
    fromArgs: wingetConfiguration
  },
  // `git submodule update` runs each `ext::` URL's command (the head looks past `-c`/`-C` options to the
  // subcommand, so `git config` keeps its own row).
  {
    tool: "git submodule",
    head: "git(?=(?:[ \\t]{1,4}-[cC][ \\t]{1,4}[^ \\t\\n]{1,200}){0,4}[ \\t]{1,4}submodule[ \\t])",
    runs: ["submodule"],
    configs: [],
    valueOptions: ["-c", "-C"],
    fromArgs: submoduleUrls
  },
  // Codex reads a trusted project's `.codex/config.toml` at every start (developers.openai.com/codex/config-basic),
  // Gemini CLI its `.gemini/.env`; either started by its program or through npx.
  { tool: "Codex", head: "codex|npx[ \\t]{1,4}@openai/codex", word: true, configs: [".codex/config.toml"] },
  {
    tool: "Gemini CLI",
    head: "gemini|npx[ \\t]{1,4}@google/gemini-cli",
    word: true,
    configs: [".gemini/.env"]
  }
];

// src/analysis/launch-tool-table.ts
var NPM_RUNS = ["install", "i", "ci", "add", "run", "run-script", "test", "t", "start", "rebuild", "build"];
var LAUNCH_TOOLS = [
  // Test runners first: their heads look ahead for the subcommand (`go test` before `go generate`'s `go`).
  ...TEST_RUNNER_LAUNCH_TOOLS,
  // Before Bundler and `git config`: `bundle exec pod`, `git submodule` (launch-process-table.ts).
  ...PROCESS_LAUNCH_TOOLS,
  // direnv sources `.envrc` (bash) once the folder is allowed.
  {
    tool: "direnv",
    head: "direnv",
    runs: ["allow", "permit", "grant", "exec", "reload"],
    configs: [".envrc"],
    anywhere: true
  },
  // wp-cli loads the PHP files of its configuration's `require:` before every command (wp-cli.local.yml
  // first, then wp-cli.yml): the plugin code runs in the same process, with WordPress loaded.
  {
    tool: "wp-cli",
    word: true,
    head: "wp",
    configs: ["wp-cli.local.yml", "wp-cli.yml"],
    valueOptions: ["--path", "--url", "--user", "--require", "--exec", "--context"]
  },
  // The Dev Containers CLI runs the lifecycle commands (`initializeCommand` on the host).
  {
    tool: "devcontainer",
    head: "devcontainer",
    runs: ["up", "build", "exec", "run-user-commands", "set-up"],
    configs: [".devcontainer/devcontainer.json", ".devcontainer.json"],
    anywhere: true
  },
  // pre-commit installs and runs the hooks its configuration declares (local hooks are commands).
  { tool: "pre-commit", head: "pre-commit|prek", configs: [".pre-commit-config.yaml"], anywhere: true },
  // just evaluates the justfile's backtick assignments at start-up, then runs a recipe.
  {
    tool: "just",
    head: "just",
    word: true,
    configs: ["justfile", "Justfile", ".justfile"],
    fileOptions: ["-f", "--justfile"],
    valueOptions: ["-d", "--working-directory", "--set"]
  },
  // `code .` opens the folder; VS Code runs `runOn: folderOpen` tasks once automatic tasks are allowed.
  // Its settings name programs the extensions run on open (the Python interpreter: launch-configs-refs.ts).
  {
    tool: "VS Code",
    head: "code",
    runs: [".", "./"],
    configs: [".vscode/tasks.json", ".vscode/settings.json"]
  },
  {
    tool: "make",
    head: "make|gmake",
    configs: ["GNUmakefile", "makefile", "Makefile"],
    fileOptions: ["-f", "--file", "--makefile"],
    dirOptions: ["-C", "--directory"],
    valueOptions: ["-j", "--jobs", "-I"]
  },
  // npm runs `preinstall`/`install`/`postinstall`/`prepare` on install, the named script on `run`. The
  // project's `.npmrc` / `.yarnrc.yml` / `.yarnrc` choose the registry it installs from, and Yarn runs the
  // release file `yarnPath` names in place of itself (src/analysis/launch-refs.ts).
  {
    tool: "npm",
    head: "npm",
    runs: NPM_RUNS,
    configs: ["package.json", ".npmrc"],
    dirOptions: ["--prefix", "-C"],
    valueOptions: ["-w", "--workspace"]
  },
  // pnpm also loads the project's `.pnpmfile.cjs` (`.pnpmfile.mjs`) on every install and update: its
  // `readPackage`/`afterAllResolved` hooks run in pnpm's process (launch-devtools-table.ts has the rest).
  {
    tool: "pnpm",
    head: "pnpm",
    runs: [
      ...NPM_RUNS,
      "update",
      "up",
      "upgrade",
      "remove",
      "rm",
      "uninstall",
      "un",
      "dedupe",
      "import",
      "fetch"
    ],
    configs: ["package.json", ".npmrc", ".pnpmfile.cjs", ".pnpmfile.mjs"],
    dirOptions: ["-C", "--dir", "--prefix"],
    valueOptions: ["--filter", "-F", "-w", "--workspace"]
  },
  // Bun reads its registry and scopes from `bunfig.toml` too.
  {
    tool: "bun",
    head: "bun",
    runs: ["install", "i", "ci", "add", "run", "test", "build"],
    configs: ["package.json", ".npmrc", "bunfig.toml"],
    dirOptions: ["--cwd"],
    valueOptions: ["--filter"]
  },
  {
    tool: "yarn",
    head: "yarn",
    runs: ["install", "i", "ci", "add", "run", "run-script", "test", "t", "start", "rebuild", "build"],
    configs: ["package.json", ".npmrc", ".yarnrc.yml", ".yarnrc"],
    everyInvocation: [".yarnrc.yml", ".yarnrc"],
    dirOptions: ["--cwd"],
    valueOptions: ["--filter", "-w", "--workspace"]
  },
  // Compose runs each service's `entrypoint`/`command` in a container, with the volumes it mounts.
  {
    tool: "docker compose",
    head: "docker[ \\t]{1,8}compose|docker-compose|podman[ \\t]{1,8}compose|podman-compose",
    runs: ["up", "run", "start", "create", "restart", "watch"],
    configs: ["compose.yaml", "compose.yml", "docker-compose.yml", "docker-compose.yaml"],
    fileOptions: ["-f", "--file"],
    valueOptions: ["-p", "--project-name", "--profile", "--env-file", "--project-directory", "--ansi"]
  },
  // `go run` compiles and runs a local package or files (before `go generate`: one tool per place, and this
  // head only matches before `run`).
  {
    tool: "go run",
    head: "go(?=[ \\t]{1,4}run[ \\t])",
    runs: ["run"],
    configs: [],
    valueOptions: ["-C", "-exec", "-ldflags", "-gcflags", "-tags", "-mod", "-modfile", "-o", "-p", "-pgo"],
    fromArgs: goRunTargets
  },
  // `go generate` runs every `//go:generate` directive of the packages named (each a command, no shell).
  {
    tool: "go generate",
    head: "go",
    runs: ["generate"],
    configs: [],
    contains: "//go:generate",
    fromArgs: goPackages
  },
  // Cargo compiles and runs the package's build script (`build.rs`, or `package.build`) before building it.
  {
    tool: "cargo",
    head: "cargo",
    runs: ["build", "b", "check", "c", "test", "t", "clippy", "run", "r", "bench", "doc", "install"],
    // `.cargo/config.toml`: wrappers, runners, linkers and aliases (src/analysis/build-configs-toml.ts).
    configs: ["Cargo.toml", ".cargo/config.toml", ".cargo/config"],
    fileOptions: ["--manifest-path"],
    valueOptions: ["-p", "--package", "--target", "--features", "-F", "-j", "--jobs", "--profile"],
    // `cargo run` then runs the package's binary: an MCP server launched so is that source.
    program: { runs: ["run", "r"], files: ["src/main.rs", "src/bin/*.rs"] }
  },
  // Composer runs the `scripts` of its events (`post-install-cmd`, `post-autoload-dump`, …) on install/update.
  {
    tool: "composer",
    head: "composer",
    runs: [
      "install",
      "i",
      "update",
      "u",
      "upgrade",
      "require",
      "run-script",
      "run",
      "dump-autoload",
      "dumpautoload"
    ],
    configs: ["composer.json"],
    dirOptions: ["-d", "--working-dir"]
  },
  // act runs the repository's GitHub Actions workflows locally, `run:` steps included.
  {
    tool: "act",
    word: true,
    head: "act",
    runs: ["", "push", "pull_request", "workflow_dispatch", "schedule", "release"],
    configs: [".github/workflows/*.yml", ".github/workflows/*.yaml"],
    fileOptions: ["-W", "--workflows"],
    valueOptions: [
      "-j",
      "--job",
      "-s",
      "--secret",
      "-e",
      "--eventpath",
      "--env-file",
      "--secret-file",
      "-P",
      "--platform",
      "--container-architecture",
      "--var",
      "--env",
      "--input"
    ]
  },
  // tox runs each environment's `commands` (argv, no shell); nox runs the sessions of `noxfile.py`.
  {
    tool: "tox",
    head: "tox",
    configs: ["tox.ini"],
    fileOptions: ["-c", "--conf"],
    valueOptions: ["-e"],
    tests: true
  },
  {
    tool: "nox",
    head: "nox",
    configs: ["noxfile.py"],
    fileOptions: ["-f", "--noxfile"],
    valueOptions: ["-s", "--session", "-e"],
    tests: true
  },
  // pytest imports `conftest.py` of the root and test folders before collecting anything, and the plugin
  // modules its configuration's `addopts` names with `-p` (src/analysis/launch-refs.ts).
  {
    tool: "pytest",
    head: "pytest|py\\.test|python3?[ \\t]{1,4}-m[ \\t]{1,4}pytest",
    configs: [
      "conftest.py",
      "tests/conftest.py",
      "test/conftest.py",
      "pytest.ini",
      "pyproject.toml",
      "setup.cfg"
    ],
    tests: true
  },
  // Gradle evaluates the settings and build scripts (Groovy or Kotlin) of every invocation, builds `buildSrc`
  // first (its own build script), and runs the precompiled script plugins of buildSrc or an included build
  // (`src/main/kotlin/*.gradle.kts`, applied by `id("name")`) in each project that applies them.
  {
    tool: "gradle",
    head: "gradle|\\./gradlew|gradlew",
    configs: [
      "settings.gradle",
      "settings.gradle.kts",
      "build.gradle",
      "build.gradle.kts",
      "**/src/main/kotlin/**/*.gradle.kts",
      "**/src/main/groovy/**/*.gradle",
      "buildSrc/build.gradle.kts",
      "*/build.gradle.kts"
    ],
    fileOptions: ["-b", "--build-file", "-c", "--settings-file"],
    valueOptions: ["-p", "--project-dir", "-x", "--exclude-task", "-D", "-P", "--init-script", "-I"]
  },
  // CMake runs the project's CMakeLists.txt (and what it includes) when it configures.
  {
    tool: "cmake",
    head: "cmake",
    configs: ["CMakeLists.txt"],
    valueOptions: ["-S", "-B", "-G", "-T", "-A", "-C", "--preset", "--build", "--install", "-D", "-U"]
  },
  // Terraform and OpenTofu evaluate every `.tf` file of the folder (provisioners, external data sources).
  {
    tool: "terraform",
    head: "terraform|tofu",
    runs: ["init", "plan", "apply", "validate", "console", "refresh", "import", "destroy", "test", "output"],
    configs: ["*.tf"]
  },
  // Tilt evaluates the Tiltfile (Starlark): its `local` commands run on the host.
  { tool: "tilt", head: "tilt", runs: ["up", "ci", "down", "dump", "args"], configs: ["Tiltfile"] },
  // Bazel evaluates the module and workspace files, and runs repository rules' commands when fetching.
  {
    tool: "bazel",
    head: "bazel|bazelisk",
    runs: ["build", "run", "test", "fetch", "sync", "query", "cquery", "coverage", "mod"],
    configs: ["MODULE.bazel", "WORKSPACE", "WORKSPACE.bazel", "BUILD", "BUILD.bazel", ".bazelrc"]
  },
  // dune runs the actions of the rules it builds (`(system …)`, `(run …)`) from every folder's `dune` file.
  {
    tool: "dune",
    head: "dune|opam[ \\t]{1,4}exec[ \\t]{1,4}--[ \\t]{1,4}dune",
    runs: ["build", "b", "test", "runtest", "exec", "install", "fmt", "promote"],
    configs: ["dune", "**/dune"]
  },
  // R sources the working folder's `.Rprofile` at start-up (unless told not to: `--vanilla`).
  {
    tool: "R",
    head: "Rscript|R(?=[ \\t]{1,4}(?:CMD|-e|-f|-q|--))",
    configs: [".Rprofile"]
  },
  // Mix evaluates mix.exs (Elixir) on every task; Swift evaluates Package.swift on build, run and test.
  { tool: "mix", head: "mix", configs: ["mix.exs"], word: true },
  { tool: "swift", head: "swift", runs: ["build", "run", "test", "package"], configs: ["Package.swift"] },
  // `pip install .` (and `-e .`) builds the project: its setup.py, or the PEP 517 backend and build hooks
  // pyproject.toml names (src/analysis/launch-configs-refs.ts).
  {
    tool: "pip",
    head: "pip3?|python3?[ \\t]{1,4}-m[ \\t]{1,4}pip|uv[ \\t]{1,4}pip",
    runs: ["install", "wheel"],
    configs: [],
    fromArgs: localPythonProjects,
    valueOptions: ["-r", "--requirement", "-c", "--constraint", "-i", "--index-url", "--target", "-t"]
  },
  // `uv tool install ./tools/x` / `pipx install -e ./tools/x` build the project there and put its console
  // scripts on the PATH (pyproject.toml's `[project.scripts]`, src/analysis/launch-configs-refs.ts).
  {
    tool: "uv",
    head: "uv[ \\t]{1,4}tool|pipx",
    runs: ["install", "run"],
    configs: [],
    fromArgs: localPythonProjects,
    valueOptions: ["--python", "--with", "--from", "-p", "--index-url", "--spec"]
  },
  // Maven runs the plugins the POM binds to the phases it runs (exec, antrun).
  {
    tool: "maven",
    head: "mvn|\\./mvnw|mvnw",
    configs: ["pom.xml", ".mvn/maven.config"],
    fileOptions: ["-f", "--file"]
  },
  // `deno task NAME` runs the task's command from deno.json.
  { tool: "deno task", head: "deno", runs: ["task"], configs: ["deno.json", "deno.jsonc"] },
  // Task (go-task) runs the Taskfile's `cmds`.
  {
    tool: "task",
    head: "task|go-task",
    word: true,
    configs: ["Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml"],
    fileOptions: ["-t", "--taskfile"],
    dirOptions: ["-d", "--dir"]
  },
  // Nix runs the shell's `shellHook` on entering it, and a derivation's phases when building it.
  {
    tool: "nix",
    head: "nix-shell|nix[ \\t]{1,4}(?:develop|shell|build|run)",
    configs: ["shell.nix", "default.nix", "flake.nix"]
  },
  // rake loads the Rakefile (Ruby) before running a task.
  {
    tool: "rake",
    head: "rake|bundle[ \\t]{1,4}exec[ \\t]{1,4}rake",
    configs: ["Rakefile", "rakefile", "Rakefile.rb"],
    fileOptions: ["-f", "--rakefile"]
  },
  // Jekyll requires every `_plugins/*.rb` of the site before it builds or serves (generators, hooks such as
  // `:site, :post_write`); before bundler, so `bundle exec jekyll build` is read as Jekyll.
  {
    tool: "jekyll",
    head: "jekyll|bundle[ \\t]{1,4}exec[ \\t]{1,4}jekyll",
    runs: ["build", "b", "serve", "s", "server", "doctor"],
    configs: ["_plugins/*.rb", "_plugins/*/*.rb"],
    valueOptions: ["-s", "--source", "-d", "--destination", "--config"]
  },
  // Bundler evaluates the Gemfile (Ruby) on every command, and installs what it names (after rake, so
  // `bundle exec rake` is read as rake: one tool per place).
  {
    tool: "bundler",
    head: "bundle",
    runs: ["", "install", "exec", "update", "check", "lock", "add", "outdated"],
    // `.bundle/config` (the project's settings: mirrors of gem sources) is read by every command too.
    configs: ["Gemfile", "gems.rb", ".bundle/config"],
    valueOptions: ["--gemfile", "--path", "--jobs", "-j"]
  },
  // `brew bundle` evaluates the Brewfile as Ruby (Homebrew::Bundle::Dsl: `instance_eval`) before installing.
  {
    tool: "brew bundle",
    head: "brew",
    runs: ["bundle"],
    configs: ["Brewfile", ".Brewfile"],
    fileOptions: ["--file"]
  },
  // `docker build` runs the Dockerfile's RUN steps on this machine, with the secrets `--secret` maps in
  // (src/analysis/build-dockerfile.ts); the Dockerfile is `-f`'s, else the context folder's.
  {
    tool: "docker build",
    head: "docker(?:[ \\t]{1,8}(?:buildx|image|builder))?|podman|buildah|nerdctl",
    runs: ["build", "bud"],
    configs: ["Dockerfile", "Containerfile"],
    fileOptions: ["-f", "--file"],
    valueOptions: BUILD_VALUED,
    fromArgs: dockerContext
  },
  ...CONFIG_LAUNCH_TOOLS,
  ...DEVTOOL_LAUNCH_TOOLS
];

// src/analysis/launch-tools.ts
var POSITION_BEFORE = /\n[ \t]{0,8}$|[;&|(`][ \t]{0,4}$|\$[ \t]{1,4}$|\b(?:sudo|then|do|exec|time)[ \t]{1,4}$|\b[A-Z][A-Z0-9_]{0,30}=[^\s;&|'"]{0,20}[ \t]{1,4}$|(?:^|[\s;&|(`])(?:npx|bunx|pnpx|yarn|pnpm|(?:npm|pnpm|yarn|bun)[ \t]{1,4}(?:exec|dlx|x)|(?:uv|poetry|pipenv|pdm|hatch|rye)[ \t]{1,4}run)[ \t]{1,4}$/;
var LINE_START_BEFORE = /^[ \t]{0,8}$/;
var BIN_BEFORE = /(?:^|[\s;&|(`])(?:\.{1,2}\/|~\/|\/)?(?:[\w.-]{1,60}\/){0,6}(?:bin|\.bin|Scripts)\/$/;
var ANYWHERE_BEFORE = /[\w.-]$/;
var BEFORE_WINDOW = 24;
var HEADS = LAUNCH_TOOLS.map((t) => new RegExp(`(?:${t.head})(?=[ \\t]|$|[;&|)\`])`, "gm"));
var POSITION_END = /* @__PURE__ */ new Set([10, 13, 32, 9, 59, 38, 124, 40, 96]);
function atPosition(text, index, anywhere) {
  const prev = index > 0 ? text.charCodeAt(index - 1) : 10;
  if (prev === 47 && !anywhere) return BIN_BEFORE.test(text.slice(Math.max(0, index - 160), index));
  if (!anywhere && !POSITION_END.has(prev)) return false;
  const from = Math.max(0, index - BEFORE_WINDOW);
  const before = text.slice(from, index);
  if (anywhere) return !ANYWHERE_BEFORE.test(before);
  return from === 0 && LINE_START_BEFORE.test(before) || POSITION_BEFORE.test(before);
}
var ANY_HEAD_AT = new RegExp(
  `(?<![\\w.-])(?:${LAUNCH_TOOLS.map((t) => `(?:${t.head})`).join("|")})(?=[ \\t]|$|[;&|)\`])`,
  "m"
);
function headMatches(text) {
  const out = [];
  if (!ANY_HEAD_AT.test(text)) return out;
  HEADS.forEach((re, tool) => {
    for (const m of text.matchAll(re)) {
      if (out.length >= MAX_HEADS) return;
      if (atPosition(text, m.index, LAUNCH_TOOLS[tool].anywhere === true) && !inShellComment(text, m.index))
        out.push({ tool, index: m.index, length: m[0].length });
    }
  });
  out.sort((a, b) => a.index - b.index || a.tool - b.tool);
  return out.filter((h, i) => i === 0 || out[i - 1].index !== h.index);
}
var MAX_HEADS = 4096;
var MAX_TEXT8 = 64 * 1024;
var MAX_RUNS = 64;
function toolRuns(code, inlineSpan = false) {
  const text = code.slice(0, MAX_TEXT8);
  const out = [];
  for (const h of headMatches(text)) {
    if (out.length >= MAX_RUNS) break;
    const tool = LAUNCH_TOOLS[h.tool];
    if (!tool) continue;
    if (inlineSpan && tool.word && text.trim().length === h.length) continue;
    const rest = /^(?:[^\n;&|)`\\]|\\[^\n]|\\\n){0,1000}/.exec(text.slice(h.index + h.length))[0];
    const cwd = cwdBefore(text, h.index);
    const args = words(rest.replace(/\\\r?\n/g, " "));
    const tasks = namedTargets(tool, args);
    for (const target of targetsOf(tool, args)) {
      const contains = tool.contains ?? (tool.program?.contains !== void 0 && tool.program.files.some((f) => target.endsWith(f)) ? tool.program.contains : void 0);
      out.push({
        target: underCwd(target, cwd),
        index: h.index,
        ...contains ? { contains } : {},
        ...tasks && TARGET_FILE.test(target) ? { tasks } : {}
      });
    }
  }
  return out;
}
function toolsStarted(code) {
  return headMatches(code.slice(0, MAX_TEXT8)).map((h) => LAUNCH_TOOLS[h.tool]);
}
var TARGET_FILE = /(?:^|\/)(?:[Tt]askfile(?:\.dist)?\.ya?ml|GNUmakefile|[Mm]akefile|[^/]{1,80}\.mk|[Jj]ustfile|\.justfile|package\.json)$/;
var MAX_TASKS = 16;
var OPTIONAL_COUNT = /* @__PURE__ */ new Set(["-j", "--jobs", "-l", "--load-average"]);
var NPM_NAMED = {
  test: "test",
  t: "test",
  tst: "test",
  start: "start",
  stop: "stop",
  restart: "restart"
};
var PACKAGE_RUNNERS = /* @__PURE__ */ new Set(["npm", "pnpm", "yarn", "bun"]);
var TARGET_RUNNERS = /* @__PURE__ */ new Set(["task", "make", "just", ...PACKAGE_RUNNERS]);
var OTHER_NAMED = { build: "build" };
var LISTS_ONLY = /^(?:-l|-n|-h|--list(?:-all)?|--summary|--show|--dump|--variables|--dry-run|--dry|--just-print|--recon|--question|--help|--version)$/;
function namedTargets(tool, args) {
  if (!TARGET_RUNNERS.has(tool.tool)) return void 0;
  if (args.some((a) => LISTS_ONLY.test(a) && (a !== "-l" || tool.tool === "just" || tool.tool === "task")))
    return [];
  const positional2 = [];
  for (let i = 0; i < args.length && i < 64; i++) {
    const a = args[i];
    if (a === "--" || a.startsWith("#")) break;
    if (/^\d{0,2}[<>]/.test(a)) {
      if (/^\d{0,2}[<>]{1,2}&?$/.test(a)) i++;
      continue;
    }
    const opt = a.startsWith("--") && a.includes("=") ? a.slice(0, a.indexOf("=")) : a;
    if ((tool.dirOptions?.includes(opt) || tool.fileOptions?.includes(opt) || tool.valueOptions?.includes(opt)) && opt === a) {
      if (!OPTIONAL_COUNT.has(a) || /^\d{1,4}$/.test(args[i + 1] ?? "")) i++;
      continue;
    }
    if (a.startsWith("-")) continue;
    if (/^[A-Za-z_][\w.]{0,80}=/.test(a)) continue;
    positional2.push(a);
  }
  let names;
  if (PACKAGE_RUNNERS.has(tool.tool)) {
    const sub = positional2[0] ?? "";
    const named = tool.tool === "bun" ? void 0 : NPM_NAMED[sub] ?? OTHER_NAMED[sub];
    if (named !== void 0 && (tool.tool !== "npm" || NPM_NAMED[sub] !== void 0)) names = [named];
    else if (sub === "run" || sub === "run-script" || sub === "rum" || sub === "urn") {
      if (positional2[1] === void 0) return [];
      names = [positional2[1]];
    } else return void 0;
  } else if (tool.tool === "just") {
    names = positional2.length > 0 ? positional2 : [""];
  } else names = positional2.length > 0 ? positional2 : [""];
  if (names.some((n) => /[$`{}[\]]/.test(n))) return void 0;
  return names.slice(0, MAX_TASKS);
}
function targetsOf(tool, args) {
  const named = [];
  let sub;
  const positional2 = [];
  let dir;
  for (let i = 0; i < args.length && i < 64; i++) {
    const a = args[i];
    const [opt, inline] = a.startsWith("--") && a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, void 0];
    if (tool.dirOptions?.includes(opt)) {
      dir = inline ?? args[++i];
      continue;
    }
    if (tool.fileOptions?.includes(opt)) {
      const v = inline ?? args[++i];
      if (v) named.push(v.endsWith("/") ? `${v}*.yml` : v);
      continue;
    }
    if (tool.valueOptions?.includes(opt)) {
      if (inline === void 0) i++;
      continue;
    }
    if (a.startsWith("-")) continue;
    if (sub === void 0) sub = a;
    positional2.push(a);
  }
  if (tool.runs && !tool.runs.includes(sub ?? "")) return inDir([...tool.everyInvocation ?? []], dir);
  const configs = named.length > 0 ? named.slice(0, 8) : tool.fromArgs ? tool.fromArgs(positional2.slice(1), positional2, args) : [...tool.configs];
  return inDir(
    tool.program?.runs.includes(sub ?? "") ? [...configs, ...programFiles(tool.program.files, configs[0])] : configs,
    dir
  );
}
function inDir(paths, dir) {
  if (dir === void 0) return paths;
  if (/^[/~$]|^[A-Za-z]:/.test(dir)) return [];
  const d = withoutTrailingSlashes(dir.replace(/^\.\/?/, ""));
  if (d === "" || d === ".") return paths;
  return paths.map((p) => /^[/~$]/.test(p) ? p : `${d}/${p}`);
}
function programFiles(files, config) {
  const dir = config?.includes("/") ? config.slice(0, config.lastIndexOf("/") + 1) : "";
  return files.map((f) => `${dir}${f}`);
}
function words(rest) {
  return rest.split(/[ \t]+/).map((w) => w.replace(/['"]/g, "")).filter((w) => w !== "" && w !== "\\");
}
function toolConfigsRun(code, inlineSpan = false) {
  const out = /* @__PURE__ */ new Map();
  for (const r of toolRuns(code, inlineSpan)) {
    const had = out.get(r.target);
    if (had) {
      if (had.tasks && r.tasks) had.tasks = [.../* @__PURE__ */ new Set([...had.tasks, ...r.tasks])].slice(0, MAX_TASKS);
      else delete had.tasks;
      continue;
    }
    if (out.size >= 8) break;
    out.set(r.target, r.tasks ? { ...r, tasks: [...r.tasks] } : { ...r });
  }
  return [...out.values()];
}
function globRegex(glob) {
  const src = glob.split(/(\*\*\/|\*|\{[\w.-]{0,20}(?:,[\w.-]{0,20}){1,12}\})/).map(
    (part) => part === "**/" ? "(?:[^/]{1,255}/){0,32}" : part === "*" ? "[^/]{0,255}" : BRACE_LIST.test(part) ? `(?:${part.slice(1, -1).split(",").map(escapeGlob).join("|")})` : escapeGlob(part)
  ).join("");
  return new RegExp(`^${src}$`);
}
var BRACE_LIST = /^\{[\w.-]{0,20}(?:,[\w.-]{0,20}){1,12}\}$/;
function escapeGlob(part) {
  return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

// src/analysis/ruby-loads.ts
function rubyGlobLoads(text) {
  const out = [];
  for (const m of text.matchAll(RUBY_GLOB_LOAD)) {
    const parts = m[1] !== void 0 ? m[1].split(",").map((p) => p.trim()) : [`"${m[2]}"`];
    const segs = [];
    for (const p of parts) {
      if (/^(?:__dir__|File\.dirname\(__FILE__\))$/.test(p)) segs.push(".");
      else if (/^["'][^"'$#{}]{1,200}["']$/.test(p)) segs.push(p.slice(1, -1));
      else {
        segs.length = 0;
        break;
      }
    }
    if (segs.length > 0 && segs.join("/").includes("*"))
      out.push({ path: segs.join("/").replace(/^(?:\.\/)+/, "./"), at: m.index });
    if (out.length >= 16) break;
  }
  return out;
}
var RUBY_GLOB_LOAD = /\bDir(?:\.glob\(\s{0,4}|\[\s{0,4})(?:File\.join\(([^()\n]{1,300}|[^()\n]{0,100}\(__FILE__\)[^()\n]{0,200})\)|["']([^"'\n]{1,300})["'])[^\n]{0,120}?\.each\b(?:[^\n]{0,80}?\b(?:load|require|require_relative)\b|(?:_with_index)?[ \t]{0,4}(?:do|\{)[ \t]{0,4}\|[ \t]{0,4}(\w{1,40})[^|\n]{0,40}\|[\s\S]{0,400}?\b(?:load|require|require_relative)[ \t(]{1,4}\3\b)/g;

// src/analysis/interpreter-scripts.ts
var SHELL_FENCES = /* @__PURE__ */ new Set([
  "",
  "sh",
  "bash",
  "zsh",
  "shell",
  "console",
  "shell-session",
  "shellsession",
  "terminal",
  "ps1",
  "powershell",
  "pwsh"
]);
var POWERSHELL_FENCES = /* @__PURE__ */ new Set(["ps1", "powershell", "pwsh"]);
function isCommandFence(lang) {
  return SHELL_FENCES.has(lang);
}
var AT_COMMAND = "(?:^|[;&|(]|\\b(?:then|do|sudo|exec|time))[ \\t]{0,8}(?:\\$[ \\t]{1,4})?(?:[A-Z_][A-Z0-9_]{0,30}=[^\\s;&|]{0,100}[ \\t]{1,4}){0,3}";
var DIRECT_RUN = new RegExp(
  `${AT_COMMAND}(['"]?)((?:\\.{1,2}|\\$\\{[A-Za-z_]\\w{0,40}\\}|\\$[A-Za-z_]\\w{0,40})\\/[^\\s;&|'"<>()\`]{1,300})\\1`,
  "gm"
);
var TCL_TOOL_RUN = /\b(?:vivado|vivado_lab|vitis_hls|quartus_sh)\b[^\n;&|]{0,200}?[ \t]-(?:source|t|f)[ \t]{1,4}(['"]?)([^\s;&|'"<>()`]{1,300})\1/g;
var INTERPRETER_RUN = /(?:^|[;&|(]|\b(?:then|do|sudo|exec|time))[ \t]{0,8}(?:\$[ \t]{1,4})?(?:[A-Z_][A-Z0-9_]{0,30}=[^\s;&|]{0,100}[ \t]{1,4}){0,3}(?:(?:npx|bunx|pnpm[ \t]{1,4}(?:exec|dlx)|yarn|uvx|uv[ \t]{1,4}run|poetry[ \t]{1,4}run|pipenv[ \t]{1,4}run)(?:[ \t]{1,4}(?:-y|--yes))?[ \t]{1,4})?(?:bash|sh|zsh|ksh|python(?:3(?:\.\d{1,2})?)?|node|ruby|perl|php|lua(?:jit)?|Rscript|tsx|ts-node|pwsh|bun(?:[ \t]{1,4}run)?|deno[ \t]{1,4}run|go[ \t]{1,4}run|tclsh|wish|xsct|julia|swift|dart(?:[ \t]{1,4}run)?|dotnet(?:[ \t]{1,4}(?:run|script))?|dotnet-script|scala-cli(?:[ \t]{1,4}run)?|kotlin|kotlinc|groovy|elixir|mix[ \t]{1,4}run|java|osascript|[gmn]?awk|g?sed)(?:[ \t]{1,4}-{1,2}[A-Za-z][\w-]{0,20}){0,4}[ \t]{1,4}(['"]?)([^\s;&|'"<>()`]{1,300})\1/gm;
var SCRIPT_FILE = /\.(?:sh|bash|zsh|ksh|py|js|mjs|cjs|ts|mts|cts|rb|pl|pm|php|lua|r|go|ps1|tcl|jl|swift|dart|cs|csx|kts|groovy|gvy|exs|java|sc|scpt|applescript|awk|sed)$/i;
var POWERSHELL_LOAD = /(?:^|[;|(])[ \t]{0,8}(?:(?:Import-Module|ipmo|using[ \t]{1,8}module)[ \t]{1,8}(?:-Name[ \t]{1,4})?|\.[ \t]{1,4})(['"]?)((?:\.{1,2}[\\/]|\$PSScriptRoot[\\/]|[\w-]{1,64}[\\/])[^\s;&|'"<>()`]{1,300}?\.ps[dm]?1)\1(?=[\s;|)]|$)/gim;
var CODE_OPTION = /[ \t]-(?:c|m|e|r|E|R|B|F|-eval|-command)(?=[ \t])/;
var MAX_PATHS = 64;
function fenceScriptRefs(block) {
  if (!SHELL_FENCES.has(block.lang)) return [];
  const native = POWERSHELL_FENCES.has(block.lang);
  const paths = interpreterScriptPaths(block.content);
  if (native)
    for (const m of block.content.slice(0, 64 * 1024).matchAll(POWERSHELL_LOAD)) {
      if (paths.length >= MAX_PATHS) break;
      const target = m[2].replace(/^\$PSScriptRoot[\\/]/i, "./");
      paths.push({ target, index: m.index + m[0].length - m[2].length - m[1].length });
    }
  return paths.map((s) => ({
    kind: "script-source",
    target: native ? s.target.replace(/\\/g, "/") : s.target,
    start: block.start,
    end: block.end,
    certainty: "candidate"
  }));
}
function interpreterScriptPaths(code) {
  const out = [];
  const text = code.slice(0, 64 * 1024);
  const found = [];
  for (const re of [INTERPRETER_RUN, DIRECT_RUN, TCL_TOOL_RUN]) {
    for (const m of text.matchAll(re)) {
      if (found.length >= MAX_PATHS) break;
      const target = m[2];
      if (re === INTERPRETER_RUN && CODE_OPTION.test(m[0].slice(0, m[0].length - target.length))) continue;
      if (!SCRIPT_FILE.test(target) || /^[A-Za-z][\w+.-]{0,15}:/.test(target)) continue;
      found.push({ target, index: m.index + m[0].length - target.length - m[1].length });
    }
  }
  const seen = /* @__PURE__ */ new Set();
  for (const f of found.sort((a, b) => a.index - b.index)) {
    if (seen.has(f.index)) continue;
    seen.add(f.index);
    out.push(f);
  }
  return out;
}

// src/analysis/runtime-folder-aliases.ts
var RUNTIME_VARS = "CLAUDE_PLUGIN_ROOT|CLAUDE_SKILL_DIR|CLAUDE_PROJECT_DIR";
var ASSIGN = new RegExp(
  `(?:^|[;&|(]|\\b(?:then|do))[ \\t]{0,8}(?:(?:export|local|readonly|declare)[ \\t]{1,4})?([A-Za-z_][A-Za-z0-9_]{0,40})=["']?\\$(?:\\{(${RUNTIME_VARS})(?::?-[^}\\n]{0,200})?\\}|(${RUNTIME_VARS})\\b)(\\/[\\w.@+-]{1,100}(?:\\/[\\w.@+-]{1,100}){0,8})?`,
  "gm"
);
var MAX_ALIASES = 32;
function runtimeFolderAliases(fences) {
  const out = /* @__PURE__ */ new Map();
  for (const f of fences) {
    for (const m of f.content.slice(0, 64 * 1024).matchAll(ASSIGN)) {
      if (out.size >= MAX_ALIASES) return out;
      const name = m[1];
      if (RUNTIME_VARS.split("|").includes(name)) continue;
      out.set(name, `\${${m[2] ?? m[3]}}${m[4] ?? ""}`);
    }
  }
  return out;
}
var LEADING_VAR = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]{0,40})\}|([A-Za-z_][A-Za-z0-9_]{0,40}))(?=\/)/;
function withRuntimeFolder(target, aliases) {
  if (aliases.size === 0 || !target.startsWith("$")) return target;
  const m = LEADING_VAR.exec(target);
  const folder = m ? aliases.get(m[1] ?? m[2]) : void 0;
  return folder === void 0 ? target : folder + target.slice(m[0].length);
}
function fencedScripts(fences) {
  const aliases = runtimeFolderAliases(fences.filter((b) => isCommandFence(b.lang)));
  return fences.flatMap(
    (b) => fenceScriptRefs(b).map((r) => ({ ...r, target: withRuntimeFolder(r.target, aliases) }))
  );
}

// src/analysis/user-commands.ts
var SENTENCE_BREAK = /[.!?](?=\s)|\n[ \t]*\n|\n[ \t]{0,8}(?:[-*+]|\d{1,3}[.)])[ \t]/g;
var TO_THE_USER = /\b(?:(?:tell|ask|instruct|advise|remind|direct|prompt|invite|request|get)s?[ \t\n]{1,4}(?:the[ \t\n]{1,4}|your[ \t\n]{1,4})?(?:user|human|operator)[ \t\n]{1,4}to|have[ \t\n]{1,4}the[ \t\n]{1,4}user|suggest(?:s|ing)?[ \t\n]{1,4}(?:that[ \t\n]{1,4})?the[ \t\n]{1,4}user|the[ \t\n]{1,4}user[ \t\n]{1,4}(?:should|must|can|may|needs?[ \t\n]{1,4}to|has[ \t\n]{1,4}to))\b/gi;
var BACK_TO_AGENT = /;|\bthen\b|\byourself\b|\bfor[ \t\n]{1,4}(?:them|the[ \t\n]{1,4}user)\b|\bon[ \t\n]{1,4}(?:their|the[ \t\n]{1,4}user's)[ \t\n]{1,4}behalf\b/i;
var WINDOW = 400;
function leftToTheUser(text, start, end) {
  const from = Math.max(0, start - WINDOW);
  const before = text.slice(from, start);
  let cut = 0;
  for (const m of before.matchAll(SENTENCE_BREAK)) cut = m.index + m[0].length;
  const sentence = before.slice(cut);
  let last;
  for (const m of sentence.matchAll(TO_THE_USER)) last = m;
  if (!last) return false;
  if (BACK_TO_AGENT.test(sentence.slice(last.index + last[0].length))) return false;
  const after = text.slice(end, end + WINDOW);
  let stop = after.length;
  for (const m of after.matchAll(SENTENCE_BREAK)) {
    stop = m.index;
    break;
  }
  return !BACK_TO_AGENT.test(after.slice(0, stop));
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
function looksLikePath(s) {
  if (s.length === 0 || s.length > MAX_TOKEN || /\s/.test(s)) return false;
  if (isUrl(s)) return false;
  if (/^[@$%]/.test(s) && !/^\$\{?(?:CLAUDE_\w+|workspaceFolder|workspaceRoot)\}?\//.test(s)) return false;
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
    const inline = "code" in c;
    if (inline && leftToTheUser(text, c.start, c.end)) continue;
    for (const r of toolConfigsRun(inline ? c.code : c.content, inline))
      refs.push(toolRef(r, c.start, c.end));
  }
  refs.push(...fencedScripts(md.code.filter((b) => b.end > from)));
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
    for (const m of part.includes("@") ? execAll(AT_IMPORT, part) : []) {
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
    for (const m of execAll(BARE_PATH, part)) {
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
function execAll(re, text) {
  const out = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    if (m[0].length === 0) re.lastIndex++;
  }
  re.lastIndex = 0;
  return out;
}
function toolRef(r, start, end) {
  const ref = { kind: "tool-config", target: r.target, start, end, certainty: "candidate" };
  if (r.contains) ref.contains = r.contains;
  if (r.tasks) ref.tasks = r.tasks;
  return ref;
}
var AT_IMPORT = /(?<![^\s([])@([A-Za-z0-9_.~$/{}-][^\s`'"<>()[\]]{0,511})/g;
var BARE_PATH = /(?<![\w./@$~:-])(?=[\w./-]*[./])(?:\.{1,2}\/)?[A-Za-z0-9_][\w.-]{0,127}(?:\/[\w.-]{1,128}){0,16}/g;
function trimPunct(s) {
  return trimEndChars(s, ".,;:!?'\"`)]");
}
function commandPaths(command) {
  const out = [];
  const words2 = withoutCheckedOperands(command.slice(0, 64 * 1024)).split(/[\s;|&<>()]+/);
  let dir;
  for (let i = 0; i < words2.length; i++) {
    if (out.length >= 64) break;
    const w = words2[i].replace(/['"]/g, "");
    const into = /^--(?:directory|cwd|prefix)=(.+)$/.exec(w)?.[1];
    if (into !== void 0 || CWD_OPTION.has(w)) {
      const d = into ?? words2[i + 1]?.replace(/['"]/g, "");
      if (d && !d.startsWith("-") && !d.startsWith("/") && !d.includes("$")) dir = trimEndChars(d, "/");
      if (d && looksLikePath(d)) out.push(d);
      if (into === void 0) i++;
      continue;
    }
    if (w === "-m" && isPythonInterpreter(words2[i - 1]?.replace(/['"]/g, "") ?? "")) {
      for (const f of pythonMainFiles(words2[++i]?.replace(/['"]/g, "") ?? ""))
        out.push(f, ...dir !== void 0 && dir !== "." ? [`${dir}/${f}`] : []);
      continue;
    }
    if (LEAVES_OUT.test(w)) {
      i++;
      continue;
    }
    if (w === "" || w.startsWith("-") || isUrl(w)) continue;
    if (/^\$\{?\w+\}?$/.test(w)) continue;
    if (!looksLikePath(w)) continue;
    out.push(w);
    if (dir !== void 0 && dir !== "." && !/^(?:\/|~|\$)/.test(w))
      out.push(`${dir}/${w.replace(/^\.\//, "")}`);
  }
  return out;
}
var LEAVES_OUT = /^--(?:exclude|ignore|deselect|exclude-dir|ignore-glob|testPathIgnorePatterns)$/;
var CWD_OPTION = /* @__PURE__ */ new Set(["--directory", "--cwd", "--prefix", "-C", "cd", "pushd"]);
var SCRIPT_EXT = /\.(?:sh|bash|zsh|ksh|fish|ps1|py|js|mjs|cjs|ts|mts|cts|tsx|jsx|rb|pl)$/i;
function isScriptPath(path) {
  return SCRIPT_EXT.test(path);
}
function isMarkdownPath(path) {
  return /\.(?:md|mdx|markdown|mdc)$/i.test(path);
}
function extractScriptRefs(text, lang) {
  const refs = [];
  const add = (kind, target, start, certainty) => {
    if (refs.length < 4096) refs.push({ kind, target, start, end: start + target.length, certainty });
  };
  if (lang === void 0 || lang === "shell" || lang === "powershell") {
    for (const m of text.matchAll(SHELL_SOURCE)) {
      const target = m[2].replace(/^['"]|['"]$/g, "");
      if (target.startsWith("$") && !target.startsWith("${")) continue;
      if (target.startsWith("\\")) continue;
      if (lang === "powershell" && !/\.[ \t]+\S+$/.test(m[0]) || /^[=:]/.test(target)) continue;
      if (/^[([{]/.test(target)) continue;
      if (/\.$/.test(m[0].slice(0, m[0].length - m[2].length).trimEnd()) && !/[./$~]/.test(target)) continue;
      if (/^\/(?:dev\/(?:stdin|fd\/0)|proc\/self\/fd\/0)$/.test(target)) continue;
      add("script-source", target, m.index + m[0].length - m[2].length, "explicit");
    }
  }
  if (lang === void 0 || lang === "javascript" || lang === "typescript") {
    for (const m of text.matchAll(JS_IMPORT)) {
      const target = m[1] ?? m[2] ?? m[3];
      if (!target || !/^\.\.?\//.test(target)) continue;
      if (typeOnlyImport(m[0], text, m.index)) continue;
      const start = m.index + m[0].lastIndexOf(target);
      if (refs.length < 4096)
        refs.push({
          kind: "script-source",
          target,
          start,
          end: start + target.length,
          certainty: "explicit",
          resolvesAs: "js-module"
        });
    }
    if (JS_MCP_SERVER.test(text))
      for (const m of text.matchAll(DATA_FILE_LITERAL)) add("script-source", m[2], m.index + 1, "candidate");
  }
  if (lang === void 0 || lang === "python") {
    for (const m of text.matchAll(PY_FROM)) {
      const dots = m[1];
      const mod = m[2] ?? "";
      const rel = `${dots.length === 1 ? "./" : "../".repeat(dots.length - 1)}${mod.replace(/\./g, "/")}`;
      add("script-source", `${rel}.py`, m.index, "candidate");
    }
    if (PY_DISPATCH.test(text) || PY_MCP_SERVER.test(text))
      for (const m of text.matchAll(DATA_FILE_LITERAL)) add("script-source", m[2], m.index + 1, "candidate");
  }
  if (lang === void 0 || lang === "scripting")
    for (const target of rubyGlobLoads(text)) add("script-source", target.path, target.at, "candidate");
  for (const m of text.matchAll(SHELL_RUN)) {
    const target = m[2].replace(/^['"]|['"]$/g, "");
    add("script-source", target, m.index + m[0].length - m[2].length, "candidate");
  }
  if (lang !== void 0 && CALLS_READ.has(lang)) return refs;
  for (const r of toolRuns(withoutLineComments(text, lang))) {
    if (refs.length >= 4096) break;
    refs.push(toolRef(r, r.index, r.index + r.target.length));
  }
  return refs;
}
var CALLS_READ = /* @__PURE__ */ new Set(["python", "javascript", "typescript"]);
var SHELL_SOURCE = /(^|[;&|({]\s{0,8}|\bthen\s{1,8}|\bdo\s{1,8})(?:source|\.)[ \t]{1,8}(['"]?[^\s;&|'"]{1,512}['"]?)/gm;
var JS_IMPORT = /\b(?:import|export)\b[^'"\n;]{0,512}?\bfrom[ \t]{0,8}['"]([^'"\n]{1,512})['"]|\bimport[ \t]{0,8}\(?[ \t]{0,8}['"]([^'"\n]{1,512})['"]|\brequire[ \t]{0,8}\([ \t]{0,8}['"]([^'"\n]{1,512})['"]/g;
var PY_FROM = /^[ \t]{0,64}from[ \t]{1,8}(\.{1,8})([A-Za-z_][\w.]{0,255})?[ \t]{1,8}import\b/gm;
var PY_DISPATCH = /\b(?:import_module|resolve_name|__import__)[ \t]{0,8}\([ \t]{0,8}[A-Za-z_]/;
var PY_MCP_SERVER = /\b(?:FastMCP|add_tool|mcp\.server|types\.Tool)\b/;
var JS_MCP_SERVER = /@modelcontextprotocol\/sdk\b|\b(?:from|require\()[ \t]{0,4}["']fastmcp["']/;
var DATA_FILE_LITERAL = /(["'])([\w][\w./-]{0,200}\.(?:ya?ml|json))\1/g;
var SHELL_RUN = /(^|[;&|({]\s{0,8}|\bthen\s{1,8}|\bdo\s{1,8})(?:bash|sh|zsh|python3?|node|ruby|perl|pwsh|exec)[ \t]{1,8}(['"]?(?:\.{1,2}\/|\$\{?\w+\}?\/)[^\s;&|'"]{1,512}['"]?)/gm;

// src/analysis/rustdoc-tests.ts
var DOC_LINE = /^([ \t]{0,64}\/\/[/!](?!\/)[ \t]?)(.*)$/;
var FENCE = /^[ \t]{0,3}(`{3,}|~{3,})[ \t]{0,16}([^`\n]{0,200})$/;
var RUST_ATTRIBUTES = /* @__PURE__ */ new Set(["rust", "should_panic", "test_harness", "standalone_crate", "allow_fail"]);
var NOT_RUN = /* @__PURE__ */ new Set(["ignore", "no_run", "compile_fail"]);
var MAX_LINES3 = 2e4;
function runsAsDoctest(info) {
  const words2 = info.toLowerCase().split(/[\s,]+/).filter((w) => w !== "" && !w.startsWith("{") && !w.startsWith("."));
  return words2.every(
    (w) => !NOT_RUN.has(w) && (RUST_ATTRIBUTES.has(w) || /^edition\d{4}$/.test(w) || /^ignore-/.test(w))
  );
}
function rustdocUnit(text) {
  if (!text.includes("```") && !text.includes("~~~")) return void 0;
  const lines = text.split("\n");
  let fence;
  let runs = false;
  let changed = false;
  for (let i = 0; i < lines.length && i < MAX_LINES3; i++) {
    const m = DOC_LINE.exec(lines[i]);
    if (!m) {
      fence = void 0;
      continue;
    }
    const body = m[2];
    const f = FENCE.exec(body);
    const line = lines[i];
    lines[i] = " ".repeat(line.length);
    changed = true;
    if (fence === void 0) {
      if (f) {
        fence = f[1];
        runs = runsAsDoctest(f[2].trim());
      }
      continue;
    }
    if (f && f[1].startsWith(fence[0]) && f[1].length >= fence.length && f[2].trim() === "") {
      fence = void 0;
      continue;
    }
    if (!runs) continue;
    const hidden = /^#(?: |$)/.test(body) ? body.slice(Math.min(2, body.length)) : void 0;
    const code = hidden ?? body;
    lines[i] = " ".repeat(line.length - code.length) + code;
  }
  return changed ? lines.join("\n") : void 0;
}
function isLibrarySource(rel) {
  return rel.startsWith("src/") && rel !== "src/main.rs" && !rel.startsWith("src/bin/") && rel.endsWith(".rs");
}

// src/analysis/unit-labels.ts
var VALUE_UNIT = " value";

// src/analysis/data-uses.ts
var DATA_USE_LANGS = /* @__PURE__ */ new Set([
  "python",
  "javascript",
  "typescript",
  "go",
  "powershell"
]);
var MAX_PATHS2 = 64;
var MAX_TEXT9 = 300;
var MAX_LOADS = 16;
var DataUseRecorder = class {
  reads = /* @__PURE__ */ new Set();
  lists = /* @__PURE__ */ new Set();
  loads = /* @__PURE__ */ new Set();
  /** A file read (`how: 'read'`) or a folder listed (`'list'`) at `path`. */
  use(how, path) {
    const into = how === "read" ? this.reads : this.lists;
    if (into.size < MAX_PATHS2) into.add(path.text.slice(0, MAX_TEXT9));
  }
  /** Code loaded or run from a value, by `via`. */
  load(via) {
    if (this.loads.size < MAX_LOADS) this.loads.add(via.slice(0, 60));
  }
  result() {
    if (this.reads.size + this.lists.size + this.loads.size === 0) return void 0;
    return { reads: [...this.reads], lists: [...this.lists], loads: [...this.loads] };
  }
};
function hasSegment(text, name) {
  if (name === "") return false;
  for (let at2 = text.indexOf(name), n = 0; at2 >= 0 && n < 100; at2 = text.indexOf(name, at2 + 1), n++) {
    const before = at2 === 0 ? "/" : text[at2 - 1];
    const after = text[at2 + name.length] ?? "/";
    if (SEGMENT_EDGE.test(before) && SEGMENT_EDGE.test(after)) return true;
  }
  return false;
}
var SEGMENT_EDGE = /[/\\]/;
function readsFolder(uses, name) {
  if (!uses || uses.reads.length === 0) return false;
  return uses.reads.some((p) => hasSegment(p, name)) || uses.lists.some((p) => hasSegment(p, name));
}
function loadsCode(uses) {
  return (uses?.loads.length ?? 0) > 0;
}

// src/analysis/comment-formats.ts
var TEMPLATE_FILE = /\.(?:j2|jinja2?|njk|nunjucks|twig|tera|hbs|handlebars|mustache|erb|rhtml|ejs|liquid|tmpl|gotmpl|gohtml|tpl|ftlh?|vm|vtl|cshtml|razor)$/;
function commentFormatOf(path) {
  const name = path.slice(path.lastIndexOf("/") + 1).toLowerCase();
  if (/\.pot?$/.test(name)) return "po";
  if (TEMPLATE_FILE.test(name)) return "template";
  if (name === ".editorconfig" || /\.(?:ini|cfg|conf|properties)$/.test(name) || name === ".gitattributes")
    return "ini";
  if (/^(?:yarn|cargo|poetry|uv|pdm|gradle|composer)\.lock$|^[\w.-]{1,60}\.lockfile$/.test(name))
    return "hash";
  return void 0;
}
function followedCommentFormat(path) {
  return commentFormatOf(path) ?? (/\.(?:ya?ml|toml)$/i.test(path) ? "hash" : void 0);
}

// src/analysis/prose-install-words.ts
function set(s) {
  return new Set(s.split(/\s+/).filter((w) => w !== ""));
}
var FETCH_WORDS = set(`
  download downloads downloading get grab fetch pull save
  descarga descargue descargar baja bajar
  herunterladen lade laden l\xE4dt
  t\xE9l\xE9charge t\xE9l\xE9chargez t\xE9l\xE9charger r\xE9cup\xE9rez
  baixe baixar baixa
  scarica scaricare scaricate
`);
var FETCHED_NOUNS = set(`
  installer installers package pkg dmg app application binary binaries helper archive zip executable exe msi
  instalador paquete aplicaci\xF3n binario archivo ejecutable
  installationsprogramm paket anwendung programm archiv
  installateur paquet application programme archive ex\xE9cutable
  pacote aplicativo programa arquivo execut\xE1vel
  pacchetto applicazione programma archivio eseguibile
`);
var RUN_WORDS = set(`
  run open launch execute install start double-click doubleclick
  ejecuta ejec\xFAtalo ejecutar abre \xE1brelo abrir instala inst\xE1lalo instalar inicia
  f\xFChre f\xFChren ausf\xFChren starte starten \xF6ffne \xF6ffnen installiere installieren
  ex\xE9cutez ex\xE9cute ex\xE9cuter lancez lance ouvrez ouvre ouvrir installez installe
  execute executar rode rodar abra abrir instale instalar
  esegui eseguire eseguilo apri aprire aprilo installa installare avvia
`);
var PRONOUNS = set(`
  it them this that lo la los las le les \xE9l ihn sie es den die das o a os as lo gli
`);
var PASTE_WORDS = set(`
  paste copy pega pegue pegar copia copie copiar einf\xFCgen f\xFCge kopiere kopieren
  collez colle coller copiez cole colar incolla incollare
`);
var TERMINAL_WORDS = set(`
  terminal terminal.app shell console powershell cmd iterm iterm2 konsole bash zsh
  consola eingabeaufforderung invite
`);
var ARTEFACT_EXT = [
  ".zip",
  ".dmg",
  ".pkg",
  ".exe",
  ".msi",
  ".appimage",
  ".deb",
  ".rpm",
  ".7z",
  ".rar",
  ".tar.gz",
  ".tgz",
  ".tar.xz",
  ".sh",
  ".ps1",
  ".jar",
  ".run",
  ".command",
  ".mpkg",
  ".bat",
  ".cmd",
  ".scr"
];
var ARCHIVE_PASSWORD = "a password-protected archive, whose content no scanner on the way could read";
var QUARANTINE_REMOVED = "the quarantine attribute removed, so Gatekeeper never checks its signature";
var GATEKEEPER_OFF = "Gatekeeper turned off for every app";
var GATEKEEPER_CONTROL_CLICK = "Gatekeeper's block on an unidentified developer overridden (Control-click, Open)";
var GATEKEEPER_PRIVACY_SECURITY = "Gatekeeper's block overridden in Privacy & Security";
var BYPASS_CUES = [
  {
    all: ["control-click", "open"],
    what: GATEKEEPER_CONTROL_CLICK
  },
  {
    all: ["ctrl-click", "open"],
    what: GATEKEEPER_CONTROL_CLICK
  },
  {
    all: ["right-click", "open"],
    what: "Gatekeeper's block on an unidentified developer overridden (right-click, Open)"
  },
  { all: ["open anyway"], what: "Gatekeeper's block overridden (Open Anyway)" },
  { all: ["privacy & security", "allow"], what: GATEKEEPER_PRIVACY_SECURITY },
  { all: ["privacy and security", "allow"], what: GATEKEEPER_PRIVACY_SECURITY },
  { all: ["security & privacy", "allow"], what: "Gatekeeper's block overridden in Security & Privacy" },
  { all: ["gatekeeper"], what: "Gatekeeper turned off or bypassed" },
  {
    all: ["com.apple.quarantine"],
    what: QUARANTINE_REMOVED
  },
  { all: ["xattr -c"], what: QUARANTINE_REMOVED },
  { all: ["spctl --master-disable"], what: GATEKEEPER_OFF },
  { all: ["spctl --global-disable"], what: GATEKEEPER_OFF },
  { all: ["run anyway"], what: "SmartScreen's warning overridden (Run anyway)" },
  { all: ["smartscreen"], what: "SmartScreen turned off or bypassed" },
  { all: ["clic derecho", "abrir"], what: "Gatekeeper's block overridden (clic derecho, Abrir)" },
  { all: ["rechtsklick", "\xF6ffnen"], what: "Gatekeeper's block overridden (Rechtsklick, \xD6ffnen)" },
  { all: ["clic droit", "ouvrir"], what: "Gatekeeper's block overridden (clic droit, Ouvrir)" },
  { all: ["bot\xE3o direito", "abrir"], what: "Gatekeeper's block overridden (bot\xE3o direito, Abrir)" },
  {
    all: ["password", "extract"],
    what: ARCHIVE_PASSWORD
  },
  {
    all: ["password", "unzip"],
    what: ARCHIVE_PASSWORD
  },
  {
    all: ["archive password"],
    what: ARCHIVE_PASSWORD
  },
  {
    all: ["zip password"],
    what: ARCHIVE_PASSWORD
  },
  {
    all: ["contrase\xF1a", "extrae"],
    what: ARCHIVE_PASSWORD
  },
  {
    all: ["passwort", "entpacke"],
    what: ARCHIVE_PASSWORD
  },
  {
    all: ["mot de passe", "extrayez"],
    what: ARCHIVE_PASSWORD
  },
  {
    all: ["senha", "extraia"],
    what: ARCHIVE_PASSWORD
  },
  { all: ["disable windows defender"], what: "Windows Defender turned off" },
  { all: ["disable your antivirus"], what: "the antivirus turned off" }
];
var ASKED_INSTALL = "text asking to install";

// src/analysis/catch-all-patterns.ts
var MAX_TEXT10 = 256 * 1024;
var MAX_HITS = 64;
var CATCH_ALL = /^\^?(?:\*{1,2}|\?\*|\.[*+]|\[[!^][^\]\s]{1,8}\](?:\*|\.\*|\.\+))\$?$/;
var QUOTED = /"([^"\\\n]{1,40})"|'([^'\\\n]{1,40})'/g;
function isCatchAllPattern(entry) {
  return CATCH_ALL.test(entry.trim());
}
function catchAllListEntry(text) {
  let hits = 0;
  const body = text.slice(0, MAX_TEXT10);
  for (const m of body.matchAll(QUOTED)) {
    const entry = m[1] ?? m[2] ?? "";
    if (!isCatchAllPattern(entry)) continue;
    if (++hits > MAX_HITS) return void 0;
    if (inList(body, m.index, m.index + m[0].length)) return entry;
  }
  return void 0;
}
function inList(text, start, end) {
  const before = lastNonSpace(text, start);
  const after = firstNonSpace(text, end);
  if ((after === "," || after === "]") && before !== "(" && before !== ":" && before !== "=") return true;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  return /^[ \t]{0,40}-[ \t]{1,8}$/.test(text.slice(lineStart, start)) && (after === "\n" || after === "");
}
function lastNonSpace(text, i) {
  let k = i - 1;
  for (let n = 0; k >= 0 && n < 400 && /\s/.test(text[k]); n++) k--;
  return k >= 0 ? text[k] : "";
}
function firstNonSpace(text, i) {
  let k = i;
  for (let n = 0; k < text.length && n < 400 && (text[k] === " " || text[k] === "	"); n++) k++;
  if (text[k] === "\n" || text[k] === "\r") {
    const rest = text.slice(k, k + 400).trimStart();
    return rest.startsWith(",") || rest.startsWith("]") ? rest[0] : "\n";
  }
  return k < text.length ? text[k] : "";
}

// src/analysis/socket-lines.ts
function socketRead(url) {
  return tainted(literal(`$(socket ${url ?? ""})`), "download", url ? { from: url } : {});
}
function socketPeerIn(v) {
  if (!v.taints.includes("download")) return void 0;
  return /\$\(socket ([^)\s]{0,300})\)/.exec(v.text)?.[1];
}
function isSocketLine(v) {
  return v.taints.includes("download") && /^\$\(socket [^)\s]{0,300}\)$/.test(v.text.trim());
}

// src/analysis/memory-imports.ts
var IMPORT = /(?:^|[\s(])@((?:~|\.{1,2})?\/[^\s`'")\]]{1,300})/g;
function importedSecrets(text) {
  const out = [];
  let n = 0;
  for (const m of text.matchAll(IMPORT)) {
    if (++n > 200 || out.length >= 8) break;
    const secret = secretOf(m[1]);
    if (secret && secret.cls !== "dotenv")
      out.push({ path: m[1], cls: secret.cls, label: SECRET_LABEL[secret.cls] });
  }
  return out;
}
function importedSecret(content) {
  return content ? importedSecrets(content.text)[0] : void 0;
}

// src/analysis/settings-content.ts
var MAX_JSON = 65536;
var LITERAL = /"chat\.tools\.(?:global\.)?autoApprove"\s{0,8}:\s{0,8}true|bypassPermissions|dangerously-skip-permissions|"Bash(?:\(\*\)|\(:\*\))"|Bash\(\*\)|"defaultMode"\s{0,8}:\s{0,8}"bypassPermissions"|enableAllProjectMcpServers"\s{0,8}:\s{0,8}true/;
var OPEN_SHELL = /* @__PURE__ */ new Set(["Bash", "Bash(*)", "Bash(:*)", "Bash(**)"]);
var OPEN_MODES = /* @__PURE__ */ new Set(["bypassPermissions"]);
function settingsLoosening(text) {
  const t = text.trim();
  if (t.startsWith("{") && t.length <= MAX_JSON) {
    let parsed;
    try {
      parsed = JSON.parse(t);
    } catch {
      parsed = void 0;
    }
    if (isRecord(parsed)) return structuralGrant(parsed);
  }
  return LITERAL.exec(text)?.[0];
}
function structuralGrant(s) {
  const p = isRecord(s.permissions) ? s.permissions : void 0;
  if (p && typeof p.defaultMode === "string" && OPEN_MODES.has(p.defaultMode))
    return `defaultMode ${p.defaultMode}`;
  if (p && Array.isArray(p.allow)) {
    for (const rule of p.allow.slice(0, 1e3))
      if (typeof rule === "string" && OPEN_SHELL.has(rule.trim())) return rule;
  }
  if (s.enableAllProjectMcpServers === true) return "enableAllProjectMcpServers";
  return vscodeGrant(s);
}
function vscodeGrant(s) {
  for (const key of ["chat.tools.autoApprove", "chat.tools.global.autoApprove"])
    if (s[key] === true) return key;
  const terminal = s["chat.tools.terminal.autoApprove"];
  if (isRecord(terminal)) {
    for (const [pattern, on] of Object.entries(terminal).slice(0, 1e3))
      if ((on === true || isRecord(on) && on.approve === true) && CATCH_ALL_TERMINAL_RULE.test(pattern.trim()))
        return `chat.tools.terminal.autoApprove ${pattern.trim()}`;
  }
  return void 0;
}
var CATCH_ALL_TERMINAL_RULE = /^\/\^?\.[*+]\$?\/[a-z]{0,4}$/;
function guardsOff(text) {
  const t = text.trim();
  let parsed;
  if (t.startsWith("{") && t.length <= MAX_JSON) {
    try {
      parsed = JSON.parse(t);
    } catch {
      parsed = void 0;
    }
  }
  if (isRecord(parsed)) {
    const off = [];
    if (parsed.disableAllHooks === true) off.push("disableAllHooks: true");
    if (isRecord(parsed.sandbox) && parsed.sandbox.enabled === false) off.push("sandbox.enabled: false");
    return off.length > 0 ? off.join(" + ") : void 0;
  }
  return GUARDS_OFF_LITERAL.exec(text)?.[0];
}
var GUARDS_OFF_LITERAL = /"disableAllHooks"\s{0,8}:\s{0,8}true/;
function addsAgentCommands(text) {
  if (/apiKeyHelper|statusLine|(?:^|[{,\s"])mcpServers"?\s{0,4}:/i.test(text)) return true;
  if (/^"command": "[^"\n]/m.test(text)) return true;
  for (const m of text.slice(0, 2e5).matchAll(/"hooks"\s{0,20}:\s{0,20}/gi))
    if (!/^\{\s{0,200}\}/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 220))) return true;
  return false;
}

// src/analysis/well-known-packages.ts
var WELL_KNOWN = {
  npm: [
    // Reference MCP servers (modelcontextprotocol/servers).
    "@modelcontextprotocol/server-filesystem",
    "@modelcontextprotocol/server-memory",
    "@modelcontextprotocol/server-everything",
    "@modelcontextprotocol/server-sequential-thinking",
    "@modelcontextprotocol/server-github",
    "@modelcontextprotocol/server-gitlab",
    "@modelcontextprotocol/server-puppeteer",
    "@modelcontextprotocol/server-brave-search",
    "@modelcontextprotocol/server-google-maps",
    "@modelcontextprotocol/server-postgres",
    "@modelcontextprotocol/server-slack",
    "@modelcontextprotocol/server-gdrive",
    // Vendor MCP servers and agent CLIs installed or launched with npx.
    "@playwright/mcp",
    "@upstash/context7-mcp",
    "@notionhq/notion-mcp-server",
    "@supabase/mcp-server-supabase",
    "@anthropic-ai/claude-code",
    "@google/gemini-cli",
    "chrome-devtools-mcp",
    "firecrawl-mcp",
    "mcp-remote",
    // CLIs run with npx / bunx / dlx.
    "typescript",
    "prettier",
    "eslint",
    "create-react-app",
    "create-next-app",
    "create-vite",
    "create-expo-app",
    "vitest",
    "playwright",
    "nodemon",
    "ts-node",
    "rimraf",
    "concurrently",
    "http-server",
    "npm-check-updates",
    "degit",
    "wrangler",
    "vercel",
    "netlify-cli",
    "firebase-tools",
    "shadcn",
    "storybook"
  ],
  pypi: [
    // Reference MCP servers run with uvx.
    "mcp-server-fetch",
    "mcp-server-git",
    "mcp-server-time",
    "mcp-server-sqlite",
    // CLIs run with uvx / pipx run.
    "black",
    "httpie",
    "poetry",
    "pipenv",
    "pre-commit",
    "cookiecutter",
    "pytest",
    "markitdown",
    "semgrep",
    "yt-dlp"
  ]
};
var DISTINCT = {
  npm: ["tslint", "jslint"],
  pypi: ["pytext"]
};

// src/analysis/registry-commands.ts
var NPM_REGISTRY_TARGETS = /* @__PURE__ */ new Set([
  "publish",
  "unpublish",
  "login",
  "adduser",
  "add-user",
  "logout",
  "dist-tag",
  "deprecate",
  "owner",
  "access",
  "token",
  "whoami"
]);
function npmSubcommand(command) {
  const words2 = command.split(/[ \t]+/).slice(1, 40);
  for (let i = 0; i < words2.length; i++) {
    const w = words2[i];
    if (w === "") continue;
    if (w.startsWith("-")) {
      if (!w.includes("=") && VALUED.has(w)) i++;
      continue;
    }
    return w;
  }
  return void 0;
}
var VALUED = /* @__PURE__ */ new Set([
  "--registry",
  "--scope",
  "-w",
  "--workspace",
  "--prefix",
  "-C",
  "--cwd",
  "--tag",
  "--otp",
  "--access"
]);

// src/analysis/docker-options.ts
var DOCKER_RUN_VALUED = /* @__PURE__ */ new Set([
  "-v",
  "--volume",
  "--mount",
  "-e",
  "--env",
  "--env-file",
  "-p",
  "--publish",
  "--name",
  "-w",
  "--workdir",
  "-u",
  "--user",
  "--network",
  "--net",
  "--entrypoint",
  "-l",
  "--label",
  "--platform",
  "-h",
  "--hostname",
  "--add-host",
  "--cpus",
  "-m",
  "--memory",
  "--pull",
  "--restart",
  "--device",
  "--cap-add",
  "--cap-drop",
  "--security-opt",
  "--tmpfs",
  "--ulimit",
  "--log-driver",
  "--log-opt",
  "--dns",
  "--shm-size",
  "--gpus",
  "--pid",
  "--ipc",
  "--uts",
  "--userns",
  "--cgroupns"
]);

// src/analysis/controls-off.ts
var EMPTY = `(?:null|None|nil|""|''|false|False)`;
var VERCEL_OFF = new RegExp(
  String.raw`["']?(ssoProtection|passwordProtection|trustedIps)["']?\s*[:=]\s*${EMPTY}(?![\w"'])`
);
var GH_BRANCH_PROTECTION = /\/repos\/[^/\s]+\/[^/\s]+\/branches\/([^/\s?]+)\/protection(?:\/(enforce_admins|required_pull_request_reviews|required_status_checks|required_signatures))?\/?(?:$|\?)/;
var GH_RULESET = /\/repos\/[^/\s]+\/[^/\s]+\/rulesets\/[^/\s?]+\/?(?:$|\?)/;
var GH_REPO = /\/repos\/[^/\s]+\/[^/\s]+\/?(?:$|\?)/;
var GH_ADMINS_OFF = new RegExp(String.raw`["']?enforce_admins["']?\s*[:=]\s*${EMPTY}(?![\w"'])`);
var GH_REVIEWS_OFF = /["']?required_pull_request_reviews["']?\s*[:=]\s*(?:null|None|nil)(?![\w"'])/;
var GH_SCANNING_OFF = /(secret_scanning(?:_push_protection)?)["']?\s*[:=]\s*(?:\{\s*)?["']?status["']?\s*[:=]\s*["']?disabled\b/;
var GL_PROTECTED_BRANCH = /\/api\/v4\/projects\/[^/\s]+\/protected_branches\/[^/\s?]+/;
var PART = {
  enforce_admins: "admin enforcement of",
  required_pull_request_reviews: "required reviews of",
  required_status_checks: "required status checks of",
  required_signatures: "required signed commits of"
};
function githubApi(host, path) {
  return host === "api.github.com" || /\/api\/v3\//.test(path) || host === void 0;
}
function controlOffOfRequest(host, path, method, body) {
  const p = path.slice(0, 2e3);
  const b = body.slice(0, 2e4);
  if (host === "api.vercel.com" && /\/projects\//.test(p) && method !== "GET") {
    const m = VERCEL_OFF.exec(b);
    if (m)
      return {
        control: `turns the project's deployment protection off (\`${m[1]}\` emptied): its deployments are open to anyone with the address`,
        service: "Vercel"
      };
  }
  if (githubApi(host, p)) {
    const bp = GH_BRANCH_PROTECTION.exec(p);
    if (bp && method === "DELETE")
      return {
        control: `removes the ${bp[2] ? `${PART[bp[2]]} ` : ""}branch protection of \`${bp[1]}\`: pushes no longer need what it required`,
        service: "GitHub"
      };
    if (bp && !bp[2] && method === "PUT" && (GH_ADMINS_OFF.test(b) || GH_REVIEWS_OFF.test(b)))
      return {
        control: `rewrites the branch protection of \`${bp[1]}\` ${GH_ADMINS_OFF.test(b) ? "so administrators bypass it" : "without required reviews"}`,
        service: "GitHub"
      };
    if (GH_RULESET.test(p) && method === "DELETE")
      return {
        control: "deletes a repository ruleset (the branch or tag rules it enforced)",
        service: "GitHub"
      };
    const scan = GH_REPO.test(p) && method === "PATCH" ? GH_SCANNING_OFF.exec(b) : null;
    if (scan)
      return {
        control: `turns ${scan[1] === "secret_scanning" ? "secret scanning" : "secret-scanning push protection"} off for the repository`,
        service: "GitHub"
      };
  }
  if (method === "DELETE" && GL_PROTECTED_BRANCH.test(p))
    return {
      control: "unprotects a branch (anyone with push access can push or force-push to it)",
      service: "GitLab"
    };
  return void 0;
}
var ANY_ADDRESS = /(?:^|[=\s,"'[{])(?:0\.0\.0\.0\/0|::\/0)(?![\d.])/;
function controlOffOfCli(program, args) {
  const words2 = args.slice(0, 200);
  const text = words2.join(" ").slice(0, 8e3);
  const has = (w) => words2.includes(w);
  if (program === "aws") {
    if (has("authorize-security-group-ingress") && ANY_ADDRESS.test(text))
      return {
        control: "opens a security group to every address on the internet (0.0.0.0/0)",
        service: "AWS"
      };
    if (has("deactivate-mfa-device") || has("delete-virtual-mfa-device"))
      return {
        control: "removes a user's MFA device: the account signs in with its password alone",
        service: "AWS"
      };
    if (has("delete-public-access-block") || has("put-public-access-block") && /=false\b/i.test(text))
      return { control: "turns S3's public-access block off: buckets can be made public", service: "AWS" };
    if (has("cloudtrail") && (has("stop-logging") || has("delete-trail")))
      return { control: "stops CloudTrail logging (the account audit trail)", service: "AWS" };
    if (has("guardduty") && has("delete-detector"))
      return { control: "deletes the GuardDuty detector (threat detection off)", service: "AWS" };
  }
  if (program === "gcloud" && has("firewall-rules") && (has("create") || has("update")) && ANY_ADDRESS.test(text))
    return {
      control: "admits every address on the internet (0.0.0.0/0) through a firewall rule",
      service: "Google Cloud"
    };
  if (program === "az" && has("nsg") && has("rule") && /--access\s+allow/i.test(text)) {
    if (ANY_ADDRESS.test(text) || /--source-address-prefix(?:es)?\s+["']?(?:\*|Internet)["']?(?:\s|$)/i.test(text))
      return {
        control: "allows inbound traffic from every address through a network security group",
        service: "Azure"
      };
  }
  return void 0;
}

export {
  DATA_USE_LANGS,
  DataUseRecorder,
  readsFolder,
  loadsCode,
  isDockerfileFence,
  taskfileLocalIncludes,
  PROGRAM_KEYS,
  SCRIPTISH,
  whenGitRuns,
  credentialHelper,
  gitProgramOf,
  workflowSecretOf,
  COMPOSER_CALLBACK,
  isBuildFile,
  isToolConfiguration,
  buildFileUnits,
  withoutCode,
  programsThat,
  programName,
  operandUse,
  neverRunsOperands,
  codeWordsOf,
  catchAllListEntry,
  socketRead,
  socketPeerIn,
  isSocketLine,
  WELL_KNOWN,
  DISTINCT,
  NPM_REGISTRY_TARGETS,
  npmSubcommand,
  DOCKER_RUN_VALUED,
  controlOffOfRequest,
  controlOffOfCli,
  commentFormatOf,
  followedCommentFormat,
  isCommitTemplateName,
  isForgeTemplatePath,
  textKindOf,
  troffText,
  hashCommentText,
  isEnvTemplateName,
  isEnvFileName,
  INJECTION_PHRASES,
  injectionPhrases,
  commandModuleOf,
  loadMarkdownParser,
  unescapeMarkdown,
  parseMarkdownBody,
  FETCH_WORDS,
  FETCHED_NOUNS,
  RUN_WORDS,
  PRONOUNS,
  PASTE_WORDS,
  TERMINAL_WORDS,
  ARTEFACT_EXT,
  BYPASS_CUES,
  ASKED_INSTALL,
  importedSecrets,
  importedSecret,
  settingsLoosening,
  CATCH_ALL_TERMINAL_RULE,
  guardsOff,
  addsAgentCommands,
  PYTEST_SECTION,
  doctestOptions,
  collectsModule,
  doctestGlobs,
  collectsDoctestFile,
  doctestRefs,
  doctestUnit,
  doctestTextSpecs,
  readerText,
  shellCommandWords,
  toolRuns,
  toolsStarted,
  toolConfigsRun,
  globRegex,
  isUrl,
  isIgnoredScheme,
  extractMarkdownRefs,
  toolRef,
  commandPaths,
  isScriptPath,
  isMarkdownPath,
  extractScriptRefs,
  CALLS_READ,
  rustdocUnit,
  isLibrarySource,
  VALUE_UNIT
};
