import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  addressedComments,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-TCATVG3W.js";
import {
  languageOfFence,
  languageOfFile,
  looksLikeCommands
} from "./chunk-D3DSA7IH.js";
import {
  toolTextFacts
} from "./chunk-447GJP3L.js";
import {
  DOCKER_RUN_VALUED,
  PAYLOAD_LIMITS,
  PROGRAM_KEYS,
  SCRIPTISH,
  buildFileUnits,
  catchAllListEntry,
  configCodeSpans,
  doctestUnit,
  extractMarkdownRefs,
  findEncodedBlobs,
  gitProgramOf,
  importedSecrets,
  injectionPhrases,
  isDockerfileFence,
  isEnvFileName,
  isMostlyPrintable,
  isRecord,
  normalizeText,
  parseMarkdownBody,
  settingsLoosening,
  socketPeerIn,
  socketRead,
  yamlData
} from "./chunk-TETCPEOE.js";
import {
  MAX_VALUE_TEXT,
  OWN_DATA_SECTION,
  RUNTIME_DIR_VAR,
  concat,
  derived,
  hasTaint,
  isRuntimeDir,
  literal,
  secretEnv,
  tainted,
  unknown
} from "./chunk-2ET6PONT.js";
import {
  LineMap,
  MAX_APPENDED_CODE,
  SECRET_ENV_NAME,
  appendedShellCode,
  classifyHost,
  domainAfter,
  endpointOf,
  endpointOfValue,
  hostOf,
  isHttpUrl,
  looksLikeUrl,
  normalizeHome,
  secretOf,
  writeClassOf
} from "./chunk-ZSSBQYXK.js";
import {
  fixedRegexText,
  trimEndChars,
  wildcardMatch
} from "./chunk-2YZPGIQX.js";

// src/analysis/code/shell/handlers/agents.ts
var AGENT_PROGRAMS = "claude codex gemini cursor-agent aider goose opencode copilot amp qwen crush kiro-cli auggie droid".split(
  " "
);
var AGENTS = new Set(AGENT_PROGRAMS);
var BYPASS_FLAGS = /* @__PURE__ */ new Set([
  "--dangerously-skip-permissions",
  "--allow-dangerously-skip-permissions",
  "--dangerously-bypass-approvals-and-sandbox",
  "--full-auto",
  "--yolo",
  "--yes-always",
  "--allow-all-tools",
  "--allow-all-paths",
  "--allow-all",
  "--dangerously-allow-all",
  "--trust-all-tools",
  "--force",
  "--auto-approve"
]);
var BYPASS_VALUES = {
  "--permission-mode": /^bypassPermissions$/i,
  "--approval-mode": /^yolo$/i,
  "--ask-for-approval": /^never$/i,
  "-a": /^never$/i,
  "--sandbox": /^danger-full-access$/i,
  "-s": /^danger-full-access$/i,
  "-c": /^approval_policy\s*=\s*"?never"?$|^sandbox_mode\s*=\s*"?danger-full-access"?$/i,
  "--config": /^approval_policy\s*=\s*"?never"?$|^sandbox_mode\s*=\s*"?danger-full-access"?$/i
};
var SHORT_BYPASS = {
  gemini: ["-y"],
  qwen: ["-y"],
  "cursor-agent": ["-f"],
  aider: ["--yes"]
};
function bypassFlags(program, args2) {
  const out2 = [];
  for (let i2 = 0; i2 < args2.length && out2.length < 8; i2++) {
    const t = args2[i2].v.text;
    const eq = t.indexOf("=");
    const name2 = eq > 0 ? t.slice(0, eq) : t;
    const value2 = eq > 0 ? t.slice(eq + 1) : args2[i2 + 1]?.v.text;
    if (BYPASS_FLAGS.has(t)) out2.push(t);
    else if (SHORT_BYPASS[program]?.includes(t)) out2.push(t);
    else if (BYPASS_VALUES[name2] && value2 !== void 0 && BYPASS_VALUES[name2].test(value2))
      out2.push(`${name2} ${value2}`);
  }
  return out2;
}
var SANDBOX_MODES = { codex: true };
var KEPT_SANDBOX = /^(?:sandbox_mode\s*=\s*)?"?(read-only|workspace-write)"?$/i;
function keptSandbox(program, args2) {
  if (!SANDBOX_MODES[program]) return void 0;
  let kept;
  for (let i2 = 0; i2 < args2.length && i2 < 256; i2++) {
    const t = args2[i2].v.text;
    if (t === "--dangerously-bypass-approvals-and-sandbox") return void 0;
    const eq = t.indexOf("=");
    const name2 = eq > 0 && t.startsWith("--") ? t.slice(0, eq) : t;
    const value2 = eq > 0 && t.startsWith("--") ? t.slice(eq + 1) : args2[i2 + 1]?.v.text;
    if (value2 === void 0) continue;
    const isMode = name2 === "--sandbox" || name2 === "-s";
    const isConfig = (name2 === "-c" || name2 === "--config") && /^sandbox_mode\s*=/.test(value2);
    if (!isMode && !isConfig) continue;
    const m = KEPT_SANDBOX.exec(value2.trim());
    if (!m) return void 0;
    kept = m[1].toLowerCase();
  }
  return kept;
}
function agent(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  if (args2[0]?.v.text === "mcp" && args2[1]?.v.text === "add") {
    const dash = args2.findIndex((w) => w.v.text === "--");
    const server2 = dash >= 0 ? args2.slice(dash + 1) : [];
    if (server2[0])
      st.emit(
        {
          kind: "launch",
          what: "mcp-server",
          program: server2.map((w) => w.v.text).join(" ").slice(0, 200),
          bypass: []
        },
        cmd2.start,
        cmd2.end
      );
    return void 0;
  }
  const sandbox = keptSandbox(cmd2.name, args2);
  st.emit(
    {
      kind: "launch",
      what: "agent-cli",
      program: cmd2.name,
      bypass: bypassFlags(cmd2.name, args2),
      ...sandbox ? { sandbox } : {}
    },
    cmd2.start,
    cmd2.end
  );
  return void 0;
}
var MCP_PACKAGE = /(?:^|[/@_-])mcp(?:$|[/@_.-])|modelcontextprotocol/i;
function launchMcp(st, cmd2, pkg, args2) {
  if (st.unit.spec.origin !== "mcp" && !MCP_PACKAGE.test(pkg)) return;
  const program = [pkg, ...args2.map((w) => w.v.text)].join(" ").slice(0, 200);
  st.emit({ kind: "launch", what: "mcp-server", program, bypass: [] }, cmd2.start, cmd2.end);
}
var AGENT_HANDLERS = [...AGENTS].map((a) => [a, agent]);

// src/analysis/code/native-programs.ts
var SHELL_MODELLED_PROGRAMS = [
  ..."npm npx pnpm pnpx yarn bun bunx pip pip3 pipx uv uvx poetry gem cargo go choco winget scoop brew git gh bash sh zsh wsl node python python3 py deno sudo gsudo nc ncat socat ssh scp chmod crontab launchctl systemctl docker kubectl".split(
    " "
  ),
  ...AGENT_PROGRAMS
];
var NAMES = new Set(SHELL_MODELLED_PROGRAMS);
function modelledByShell(name2) {
  return NAMES.has(name2) || /^(?:pip|python)\d{1,2}(?:\.\d{1,2})?$/.test(name2);
}
function shellCommandLine(name2, words2) {
  const q = (w) => /^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`;
  return [name2, ...words2.map(q)].join(" ").slice(0, 4e3);
}

// src/analysis/code/shell/decoders.ts
import { gunzipSync, inflateSync } from "node:zlib";
var MAX_DECODE_INPUT = 256 * 1024;
var MAX_DECODED = 64 * 1024;
var utf8 = new TextDecoder("utf-8", { fatal: true });
function bytesToText(bytes) {
  const b = bytes.subarray(0, MAX_DECODED);
  try {
    return utf8.decode(b);
  } catch {
    return Buffer.from(b).toString("latin1");
  }
}
function textToBytes(text) {
  for (let i2 = 0; i2 < text.length; i2++) if (text.charCodeAt(i2) > 255) return Buffer.from(text, "utf8");
  return Buffer.from(text, "latin1");
}
function stripSpace(s) {
  let out2 = "";
  const n = Math.min(s.length, MAX_DECODE_INPUT);
  for (let i2 = 0; i2 < n; i2++) {
    const c = s[i2];
    if (c !== " " && c !== "\n" && c !== "\r" && c !== "	") out2 += c;
  }
  return out2;
}
function decodeBase64(input) {
  const s = stripSpace(input);
  if (s.length < 2 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(s)) return void 0;
  return bytesToText(Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64"));
}
var B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
function decodeBase32(input) {
  const s = stripSpace(input).toUpperCase();
  if (s.length < 2 || !/^[A-Z2-7]+=*$/.test(s)) return void 0;
  const bytes = [];
  let bits = 0;
  let acc = 0;
  for (const ch of s) {
    if (ch === "=") break;
    acc = acc << 5 | B32.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push(acc >> bits & 255);
    }
    acc &= 255;
  }
  return bytesToText(Uint8Array.from(bytes));
}
function decodeHex(input) {
  const s = stripSpace(input).replace(/\\x|0x/gi, "");
  if (s.length < 2 || s.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(s)) return void 0;
  return bytesToText(Buffer.from(s, "hex"));
}
function decodeXxdDump(input) {
  let hex2 = "";
  for (const line of input.slice(0, MAX_DECODE_INPUT).split("\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const rest = line.slice(colon + 1);
    const gap = rest.indexOf("  ", 1);
    hex2 += (gap < 0 ? rest : rest.slice(0, gap)).replace(/\s/g, "");
  }
  return hex2 === "" ? void 0 : decodeHex(hex2);
}
var SIMPLE_ESCAPES = {
  n: "\n",
  t: "	",
  r: "\r",
  a: "\x07",
  b: "\b",
  e: "\x1B",
  E: "\x1B",
  f: "\f",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?"
};
function decodeEscapes(input, octal) {
  const s = input.slice(0, MAX_DECODE_INPUT);
  let out2 = "";
  let hidden = 0;
  const push = (code) => {
    if (code >= 33 && code < 127) hidden++;
    out2 += String.fromCodePoint(Math.min(code, 1114111));
  };
  for (let i2 = 0; i2 < s.length && out2.length < MAX_DECODED; i2++) {
    const c = s[i2];
    if (c !== "\\" || i2 + 1 >= s.length) {
      out2 += c;
      continue;
    }
    const n = s[i2 + 1];
    if (n === "x" || n === "u" || n === "U") {
      const max = n === "x" ? 2 : n === "u" ? 4 : 8;
      let j = i2 + 2;
      while (j < s.length && j < i2 + 2 + max && /[0-9a-fA-F]/.test(s[j])) j++;
      if (j === i2 + 2) {
        out2 += c + n;
        i2++;
        continue;
      }
      push(Number.parseInt(s.slice(i2 + 2, j), 16));
      i2 = j - 1;
    } else if (n >= "0" && n <= "7") {
      let j = i2 + 1;
      if (octal === "zero" && n === "0") j = i2 + 2;
      const from = j;
      while (j < s.length && j < from + 3 && s[j] >= "0" && s[j] <= "7") j++;
      push(j === from ? 0 : Number.parseInt(s.slice(from, j), 8) & 255);
      i2 = j - 1;
    } else if (n === "c" && i2 + 2 < s.length) {
      out2 += String.fromCharCode(s.charCodeAt(i2 + 2) & 31);
      i2 += 2;
    } else if (SIMPLE_ESCAPES[n] !== void 0) {
      out2 += SIMPLE_ESCAPES[n];
      i2++;
    } else {
      out2 += c;
    }
  }
  return { text: out2, hidden };
}
function reverseLines(input) {
  return input.slice(0, MAX_DECODED).split("\n").map((l) => [...l].reverse().join("")).join("\n");
}
function inflate(input, kind) {
  const bytes = textToBytes(input.slice(0, MAX_DECODE_INPUT));
  try {
    const out2 = kind === "gzip" ? gunzipSync(bytes, { maxOutputLength: MAX_DECODED }) : inflateSync(bytes, { maxOutputLength: MAX_DECODED });
    return bytesToText(out2);
  } catch {
    return void 0;
  }
}
function decodeUtf16Base64(input) {
  const s = stripSpace(input);
  if (s.length < 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return void 0;
  const bytes = Buffer.from(s, "base64");
  return bytes.subarray(0, MAX_DECODED * 2).toString("utf16le");
}
function expandTrSet(set2) {
  const classes = {
    "[:lower:]": "abcdefghijklmnopqrstuvwxyz",
    "[:upper:]": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "[:digit:]": "0123456789"
  };
  let out2 = "";
  const s = decodeEscapes(set2.slice(0, 512), "plain").text;
  for (let i2 = 0; i2 < s.length && out2.length < 512; i2++) {
    const cls = Object.keys(classes).find((k) => s.startsWith(k, i2));
    if (cls) {
      out2 += classes[cls];
      i2 += cls.length - 1;
    } else if (s[i2 + 1] === "-" && i2 + 2 < s.length) {
      const a = s.charCodeAt(i2);
      const b = s.charCodeAt(i2 + 2);
      for (let c = a; c <= b && out2.length < 512; c++) out2 += String.fromCharCode(c);
      i2 += 2;
    } else out2 += s[i2];
  }
  return out2;
}
function translate(input, set1, set2) {
  const a = expandTrSet(set1);
  const b = expandTrSet(set2);
  if (a === "" || b === "") return { text: input };
  const map = /* @__PURE__ */ new Map();
  for (let i2 = 0; i2 < a.length; i2++) map.set(a[i2], b[Math.min(i2, b.length - 1)]);
  let text = "";
  for (const ch of input.slice(0, MAX_DECODED)) text += map.get(ch) ?? ch;
  const rot = rotationOf(map);
  return rot === void 0 ? { text } : { text, rot };
}
function rotationOf(map) {
  let rot;
  let seen = 0;
  for (const [from, to] of map) {
    const f = from.charCodeAt(0);
    const t = to.charCodeAt(0);
    const lower = f >= 97 && f <= 122 && t >= 97 && t <= 122;
    const upper = f >= 65 && f <= 90 && t >= 65 && t <= 90;
    if (!lower && !upper) return void 0;
    const d = (t - f + 26) % 26;
    if (rot === void 0) rot = d;
    else if (rot !== d) return void 0;
    seen++;
  }
  return seen >= 13 && rot !== 0 ? rot : void 0;
}

// src/analysis/code/batch/commands.ts
function programName(text) {
  const base = text.replace(/\\/g, "/").split("/").pop() ?? text;
  return base.toLowerCase().replace(/\.(?:exe|com)$/, "");
}
var fileKey = (p) => p.replace(/\\/g, "/").replace(/^\.\//, "").toLowerCase();
var isUrl = (t) => /^(?:https?|ftp):\/\//i.test(t);
var flag = (w) => w ? w.v.text.toLowerCase().replace(/^\//, "-") : "";
function download(tool, url) {
  return {
    text: `$(${tool} ${url.slice(0, 200)})`,
    literal: false,
    taints: ["download"],
    from: url.slice(0, 300)
  };
}
function fetched(st, cmd2, tool, url, file) {
  const endpoint = endpointOf(url.v.text, st.unit.hosts);
  st.emit({ kind: "fetch", endpoint, tool, ...file ? { file } : {} }, cmd2.start, cmd2.end);
  if (file) st.files.set(fileKey(file), { content: download(tool, url.v.text), endpoint });
}
function set(st, cmd2) {
  let rest = cmd2.raw.replace(/^\s*@?set\b/i, "");
  if (rest.trim() === "") {
    st.emit({ kind: "read", target: literal("set"), secret: "env-all" }, cmd2.start, cmd2.end);
    return { text: "$(set)", literal: false, taints: ["env", "secret"], secret: "env-all" };
  }
  const prompt = /^\s*\/p\s/i.test(rest);
  if (/^\s*\/a\s/i.test(rest)) return void 0;
  rest = rest.replace(/^\s*\/p\s+/i, "").trimStart();
  if (rest.startsWith('"'))
    rest = rest.slice(1, rest.lastIndexOf('"') > 0 ? rest.lastIndexOf('"') : void 0);
  const eq = rest.indexOf("=");
  if (eq <= 0) return void 0;
  const name2 = rest.slice(0, eq).trim().toUpperCase();
  const text = rest.slice(eq + 1).replace(/^\^/, "").slice(0, MAX_VALUE_TEXT);
  const fromWords = cmd2.words.slice(1);
  const taints = new Set(fromWords.flatMap((w) => w.v.taints));
  const value2 = prompt ? { text: `%${name2}%`, literal: false, taints: ["unknown"], vars: [name2] } : { text, literal: taints.size === 0, taints: [...taints] };
  if (st.env.size < 2e3 || st.env.has(name2)) st.env.set(name2, value2);
  if (st.unit.depth === 0) st.unit.assign(name2, value2, cmd2.start, cmd2.end);
  return void 0;
}
function curl(st, cmd2) {
  const w = cmd2.words;
  let out2;
  let remote = false;
  const data3 = [];
  let method = "";
  for (let i2 = 1; i2 < w.length; i2++) {
    const t = w[i2].v.text;
    if (t === "-o" || t === "--output") out2 = w[++i2]?.v.text;
    else if (t === "-O" || t === "--remote-name") remote = true;
    else if (t === "-X" || t === "--request") method = (w[++i2]?.v.text ?? "").toUpperCase();
    else if (/^-(?:d|F|T)$|^--(?:data[\w-]*|form|upload-file|json)$/.test(t)) {
      const v = w[++i2]?.v;
      if (v) data3.push(readData(st, cmd2, v));
    }
  }
  for (const url of w.slice(1).filter((x) => isUrl(x.v.text))) {
    const file = out2 ?? (remote ? url.v.text.split("/").pop() : void 0);
    fetched(st, cmd2, "curl", url, file);
    if (data3.length || method && method !== "GET")
      st.emit(
        {
          kind: "send",
          endpoint: endpointOf(url.v.text, st.unit.hosts),
          channel: "http",
          data: data3.length ? concat(data3) : literal("")
        },
        cmd2.start,
        cmd2.end
      );
    if (!file) return download("curl", url.v.text);
  }
  return void 0;
}
function readData(st, cmd2, v) {
  const at = v.text.indexOf("@");
  if (at < 0 || at > 0 && !/^[\w.-]{1,64}=@/.test(v.text)) return v;
  return readPath(st, cmd2, v.text.slice(at + 1));
}
function readPath(st, cmd2, path2) {
  const p = normalizeHome(path2);
  const known = st.files.get(fileKey(path2));
  if (known) return known.content;
  const secret = secretOf(p);
  const v = tainted(literal(`$(type ${path2.slice(0, 200)})`), "file", { from: path2 });
  if (!secret) return v;
  st.emit({ kind: "read", target: literal(path2), secret: secret.cls }, cmd2.start, cmd2.end);
  return tainted(v, "secret", { secret: secret.cls });
}
var PWSH_VALUE = /^[-/](?:ex|ep|executionpolicy|w|windowstyle|wd|workingdirectory|configurationname|inputformat|outputformat|of|settingsfile)$/i;
function powershell(st, cmd2) {
  const w = cmd2.words;
  for (let i2 = 1; i2 < w.length; i2++) {
    const t = w[i2].v.text;
    const n = t.toLowerCase().replace(/^[-/]+/, "");
    const isFlag = /^[-/]/.test(t);
    if (isFlag && (n === "e" || n === "ec" || n.length >= 2 && "encodedcommand".startsWith(n))) {
      const arg4 = w[i2 + 1];
      if (!arg4) return void 0;
      const text = arg4.v.literal ? decodeUtf16Base64(arg4.v.text) : void 0;
      if (arg4.v.literal && (text === void 0 || !isMostlyPrintable(text))) return void 0;
      st.emit(
        {
          kind: "decode",
          scheme: "utf16le-base64",
          input: arg4.v,
          ...text !== void 0 ? { decoded: text } : {}
        },
        arg4.start,
        arg4.end
      );
      const code = { text: text ?? arg4.v.text, literal: false, taints: ["decoded"] };
      st.emit({ kind: "execute", via: "powershell", code }, cmd2.start, cmd2.end);
      if (text)
        st.unit.embed("powershell", text, arg4.start, arg4.end, { label: "powershell -EncodedCommand" });
      return void 0;
    }
    if (isFlag && (n === "c" || n.length >= 3 && "command".startsWith(n)))
      return pwshCode(st, cmd2, w.slice(i2 + 1));
    if (isFlag && (n === "f" || n === "file")) return void 0;
    if (isFlag && PWSH_VALUE.test(t)) i2++;
    else if (!isFlag) return pwshCode(st, cmd2, w.slice(i2));
  }
  return void 0;
}
function pwshCode(st, cmd2, words2) {
  if (words2.length === 0) return void 0;
  const code = concat(words2.flatMap((x, i2) => i2 ? [literal(" "), x.v] : [x.v]));
  if (code.taints.some((t) => t === "download" || t === "decoded" || t === "unknown"))
    st.emit({ kind: "execute", via: "powershell", code }, cmd2.start, cmd2.end);
  st.unit.embed("powershell", code.text, words2[0].start, words2[words2.length - 1].end, {
    label: "powershell -Command"
  });
  return void 0;
}
function certutil(st, cmd2) {
  const flags2 = cmd2.words.slice(1).map(flag);
  const plain = cmd2.words.slice(1).filter((w) => !/^[-/]/.test(w.v.text));
  const url = plain.find((w) => isUrl(w.v.text));
  if (url && flags2.some((f) => f === "-urlcache" || f === "-verifyctl")) {
    const file = plain.filter((w) => w !== url).pop()?.v.text;
    fetched(st, cmd2, "certutil", url, file);
    return void 0;
  }
  if (flags2.includes("-decode") || flags2.includes("-decodehex")) {
    const [input, output] = plain;
    const content = input ? st.files.get(fileKey(input.v.text))?.content ?? readPath(st, cmd2, input.v.text) : literal("");
    st.emit(
      { kind: "decode", scheme: flags2.includes("-decodehex") ? "hex" : "base64", input: content },
      cmd2.start,
      cmd2.end
    );
    if (output) st.files.set(fileKey(output.v.text), { content: tainted(content, "decoded") });
  }
  return void 0;
}
function bitsadmin(st, cmd2) {
  const flags2 = cmd2.words.slice(1).map(flag);
  if (!flags2.includes("-transfer") && !flags2.includes("-addfile")) return void 0;
  const words2 = cmd2.words.slice(1);
  const at = words2.findIndex((w) => isUrl(w.v.text));
  if (at >= 0) fetched(st, cmd2, "bitsadmin", words2[at], words2[at + 1]?.v.text);
  return void 0;
}
function start2(st, cmd2) {
  let rest = cmd2.words.slice(1);
  if (rest[0]?.v.text === "") rest = rest.slice(1);
  while (rest[0] && /^\/[a-z]/i.test(rest[0].v.text))
    rest = rest.slice(rest[0].v.text.toLowerCase() === "/d" ? 2 : 1);
  if (rest.length === 0) return void 0;
  st.emit({ kind: "detach", how: "start" }, cmd2.start, cmd2.end);
  const first3 = rest[0].v.text;
  if (isUrl(first3)) return void 0;
  return st.run({ ...cmd2, name: programName(first3), words: rest });
}
function call(st, cmd2) {
  const rest = cmd2.words.slice(1);
  if (!rest[0] || rest[0].v.text.startsWith(":")) return void 0;
  return st.run({ ...cmd2, name: programName(rest[0].v.text), words: rest });
}
function cmdExe(st, cmd2) {
  const at = cmd2.words.findIndex((w) => /^\/[ck]$/i.test(w.v.text));
  if (at < 0) return void 0;
  const words2 = cmd2.words.slice(at + 1);
  if (words2.length === 0) return void 0;
  const code = words2.map((w) => w.v.text).join(" ");
  st.unit.embed("batch", code, words2[0].start, words2[words2.length - 1].end, { label: "cmd /c" });
  return void 0;
}
function optValue(cmd2, name2) {
  const at = cmd2.words.findIndex((w) => w.v.text.toLowerCase() === name2);
  return at >= 0 ? cmd2.words[at + 1] : void 0;
}
function proxyExec(st, cmd2) {
  for (const w of cmd2.words.slice(1)) {
    const t = w.v.text.replace(/^\/i:/i, "");
    if (!isUrl(t)) continue;
    const endpoint = endpointOf(t, st.unit.hosts);
    st.emit({ kind: "fetch", endpoint, tool: cmd2.name }, cmd2.start, cmd2.end);
    st.emit({ kind: "execute", via: cmd2.name, code: download(cmd2.name, t), endpoint }, cmd2.start, cmd2.end);
  }
  return void 0;
}
function type(st, cmd2) {
  const parts2 = cmd2.words.slice(1).map((w) => readPath(st, cmd2, w.v.text));
  return parts2.length ? concat(parts2) : void 0;
}
function echo(_st, cmd2) {
  const text = cmd2.raw.replace(/^\s*@?echo[ .]?/i, "");
  const taints = [...new Set(cmd2.words.slice(1).flatMap((w) => w.v.taints))];
  return { text: `${text.trimEnd()}\r
`, literal: taints.length === 0, taints };
}
function runFileIfFetched(st, cmd2, file) {
  if (!file.content.taints.some((t) => t === "download" || t === "decoded")) return false;
  st.emit(
    {
      kind: "execute",
      via: cmd2.name,
      code: file.content,
      ...file.endpoint ? { endpoint: file.endpoint } : {}
    },
    cmd2.start,
    cmd2.end
  );
  return true;
}
function runFetched(st, cmd2) {
  const program = cmd2.words[0];
  if (!program) return void 0;
  const file = st.files.get(fileKey(program.v.text));
  if (!file) return void 0;
  if (runFileIfFetched(st, cmd2, file)) return void 0;
  if (file.content.literal)
    st.unit.embed("batch", file.content.text, cmd2.start, cmd2.end, { label: "file written earlier" });
  return void 0;
}

// src/analysis/code/batch/expand.ts
var KNOWN = {
  COMSPEC: "C:\\WINDOWS\\system32\\cmd.exe",
  SYSTEMROOT: "C:\\WINDOWS",
  WINDIR: "C:\\WINDOWS",
  PUBLIC: "C:\\Users\\Public",
  PROGRAMFILES: "C:\\Program Files",
  OS: "Windows_NT",
  PATHEXT: ".COM;.EXE;.BAT;.CMD;.VBS;.VBE;.JS;.JSE;.WSF;.WSH;.MSC",
  SYSTEMDRIVE: "C:"
};
var ENV_PATHS = /* @__PURE__ */ new Set([
  "USERPROFILE",
  "TEMP",
  "TMP",
  "APPDATA",
  "LOCALAPPDATA",
  "PROGRAMDATA",
  "HOMEPATH",
  "HOMEDRIVE",
  "CD",
  "PATH",
  "DATE",
  "TIME",
  "RANDOM",
  "ERRORLEVEL"
]);
var SYSTEM_INFO = /* @__PURE__ */ new Set(["USERNAME", "COMPUTERNAME", "USERDOMAIN", "LOGONSERVER"]);
function lookup(env, name2) {
  const key = name2.toUpperCase();
  const v = env.get(key);
  if (v) return v;
  if (KNOWN[key] !== void 0) return literal(KNOWN[key]);
  if (ENV_PATHS.has(key)) return { text: `%${key}%`, literal: false, taints: ["env"] };
  if (SYSTEM_INFO.has(key)) return { text: `%${key}%`, literal: false, taints: ["env", "system-info"] };
  return { text: `%${name2}%`, literal: false, taints: ["unknown"], vars: [name2.slice(0, 64)] };
}
function modify(v, op) {
  if (!v.literal) return { ...v, literal: false };
  if (op.startsWith("~")) {
    const [a, b] = op.slice(1).split(",");
    const n = v.text.length;
    let start3 = Number.parseInt(a ?? "0", 10) || 0;
    if (start3 < 0) start3 = Math.max(0, n + start3);
    let end = n;
    if (b !== void 0) {
      const len = Number.parseInt(b, 10) || 0;
      end = len < 0 ? Math.max(start3, n + len) : Math.min(n, start3 + len);
    }
    return literal(v.text.slice(start3, end));
  }
  const eq = op.indexOf("=");
  if (eq < 0) return v;
  const from = op.slice(0, eq);
  const to = op.slice(eq + 1);
  if (from === "") return v;
  if (from.startsWith("*")) {
    const at = v.text.toLowerCase().indexOf(from.slice(1).toLowerCase());
    return at < 0 ? v : literal(to + v.text.slice(at + from.length - 1));
  }
  const lower = v.text.toLowerCase();
  const f = from.toLowerCase();
  let out2 = "";
  let i2 = 0;
  for (let at = lower.indexOf(f); at >= 0 && out2.length < 8192; at = lower.indexOf(f, i2)) {
    out2 += v.text.slice(i2, at) + to;
    i2 = at + f.length;
  }
  return literal(out2 + v.text.slice(i2));
}
function expand(text, env, delayed = false) {
  const mark = delayed ? "!" : "%";
  if (!text.includes(mark)) return { text, parts: [], changed: false };
  let out2 = "";
  const parts2 = [];
  for (let i2 = 0; i2 < text.length && out2.length < 65536; i2++) {
    const c = text[i2];
    if (c !== mark) {
      out2 += c;
      continue;
    }
    const next = text[i2 + 1];
    if (!delayed && next === "%") {
      const m = /^%%~?[a-zA-Z]/.exec(text.slice(i2, i2 + 4));
      if (m) {
        const v2 = { text: m[0].slice(1), literal: false, taints: ["unknown"] };
        parts2.push({ start: out2.length, end: out2.length + v2.text.length, v: v2 });
        out2 += v2.text;
        i2 += m[0].length - 1;
      } else {
        out2 += "%";
        i2++;
      }
      continue;
    }
    if (!delayed && next !== void 0 && /[0-9*~]/.test(next)) {
      const m = /^%(?:~[a-z]{0,8}[0-9]|[0-9*])/i.exec(text.slice(i2, i2 + 12));
      if (m) {
        const v2 = m[0].includes("dp0") || m[0].includes("~f0") ? { text: ".\\", literal: false, taints: [] } : { text: m[0], literal: false, taints: ["unknown"] };
        parts2.push({ start: out2.length, end: out2.length + v2.text.length, v: v2 });
        out2 += v2.text;
        i2 += m[0].length - 1;
        continue;
      }
    }
    const close = text.indexOf(mark, i2 + 1);
    if (close < 0 || close - i2 > 256) {
      out2 += c;
      continue;
    }
    const body2 = text.slice(i2 + 1, close);
    const colon = body2.indexOf(":");
    const name2 = colon >= 0 ? body2.slice(0, colon) : body2;
    if (name2 === "" || /[\s]/.test(name2)) {
      out2 += c;
      continue;
    }
    let v = lookup(env, name2);
    if (colon >= 0) v = modify(v, body2.slice(colon + 1));
    parts2.push({ start: out2.length, end: out2.length + v.text.length, v });
    out2 += v.text;
    i2 = close;
  }
  return { text: out2, parts: parts2, changed: true };
}
function valueAt(e, text, start3, end) {
  const taints = /* @__PURE__ */ new Set();
  const vars = /* @__PURE__ */ new Set();
  let lit3 = true;
  for (const p of e.parts) {
    if (p.end <= start3 || p.start >= end) continue;
    for (const t of p.v.taints) taints.add(t);
    for (const v of p.v.vars ?? []) vars.add(v);
    lit3 &&= p.v.literal;
  }
  return { text, literal: lit3, taints: [...taints], ...vars.size ? { vars: [...vars] } : {} };
}

// src/analysis/code/batch/lolbins.ts
var URL_IN_SCRIPT = /\b(?:https?|ftp):\/\/[^\s"'()<>;]{1,500}/i;
var SCRIPT_PROTOCOL = /^["']?(?:javascript|vbscript):/i;
function fetchedCode(tool, url) {
  return {
    text: `$(${tool} ${url.slice(0, 200)})`,
    literal: false,
    taints: ["download"],
    from: url.slice(0, 300)
  };
}
function loadsFetched(st, cmd2, path2) {
  const file = st.files.get(fileKey(path2.trim().replace(/^"|"$/g, "")));
  return file ? runFileIfFetched(st, cmd2, file) : false;
}
function rundll32(st, cmd2) {
  const args2 = cmd2.words.slice(1).map((w) => w.v.text);
  const first3 = args2[0];
  if (first3 === void 0) return void 0;
  if (SCRIPT_PROTOCOL.test(first3)) {
    const url = URL_IN_SCRIPT.exec(args2.join(" "))?.[0];
    if (url === void 0) return void 0;
    const endpoint = endpointOf(url, st.unit.hosts);
    st.emit({ kind: "fetch", endpoint, tool: cmd2.name }, cmd2.start, cmd2.end);
    st.emit(
      { kind: "execute", via: cmd2.name, code: fetchedCode(cmd2.name, url), endpoint },
      cmd2.start,
      cmd2.end
    );
    return void 0;
  }
  const comma = first3.indexOf(",");
  loadsFetched(st, cmd2, comma > 0 ? first3.slice(0, comma) : first3);
  return void 0;
}
function regsvr32(st, cmd2) {
  proxyExec(st, cmd2);
  for (const w of cmd2.words.slice(1)) if (!/^[-/]/.test(w.v.text) && loadsFetched(st, cmd2, w.v.text)) break;
  return void 0;
}

// src/analysis/code/batch/system.ts
function reg(st, cmd2) {
  if (cmd2.words[1]?.v.text.toLowerCase() !== "add" || !cmd2.words[2]) return void 0;
  const key = cmd2.words[2].v.text.replace(/\\/g, "/");
  const name2 = optValue(cmd2, "/v")?.v.text ?? "";
  const data3 = optValue(cmd2, "/d")?.v;
  const winlogon = /\/Winlogon$/i.test(key) && /^(?:Shell|Userinit)$/i.test(name2);
  const ifeo = /Image File Execution Options\//i.test(key) && /^Debugger$/i.test(name2);
  const cls = winlogon || ifeo ? "autostart" : writeClassOf(key)?.cls ?? "other";
  st.emit(
    {
      kind: "write",
      target: literal(`${key}/${name2}`),
      cls,
      ...data3 ? { content: data3 } : {},
      append: false
    },
    cmd2.start,
    cmd2.end
  );
  return void 0;
}
function schtasks(st, cmd2) {
  if (!cmd2.words.some((w) => /^[-/]create$/i.test(w.v.text))) return void 0;
  const name2 = optValue(cmd2, "/tn")?.v.text ?? "";
  const tr2 = optValue(cmd2, "/tr");
  st.emit(
    {
      kind: "write",
      target: literal(`schtasks:${name2}`),
      cls: "autostart",
      ...tr2 ? { content: tr2.v } : {},
      append: false
    },
    cmd2.start,
    cmd2.end
  );
  if (tr2) st.unit.embed("batch", tr2.v.text, tr2.start, tr2.end, { label: "schtasks /tr" });
  return void 0;
}
function copy(st, cmd2) {
  const ops = cmd2.words.slice(1).filter((w) => !/^\/[a-z-]{1,3}$/i.test(w.v.text));
  if (ops.length < 2) return void 0;
  const dest = ops[ops.length - 1].v;
  const content = concat(ops.slice(0, -1).map((w) => readPath(st, cmd2, w.v.text)));
  const path2 = dest.text.replace(/\\/g, "/");
  st.emit(
    { kind: "write", target: dest, cls: writeClassOf(path2)?.cls ?? "other", content, append: false },
    cmd2.start,
    cmd2.end
  );
  st.files.set(fileKey(path2), { content });
  return void 0;
}
var BROAD = /^(?:[a-z]:\\?\*?|[a-z]:\\(?:windows|users|program files)\\?\*?|%(?:userprofile|systemroot|windir|homedrive)%\\?\*?)$/i;
function remove(st, cmd2) {
  const flags2 = cmd2.words.slice(1).map(flag);
  const targets = cmd2.words.slice(1).filter((w) => !/^\/[a-z]$/i.test(w.v.text));
  if (!flags2.includes("-s")) return void 0;
  const broad = targets.find((w) => BROAD.test(w.v.text));
  if (broad) st.emit({ kind: "destroy", how: "rm-broad", target: broad.v.text }, cmd2.start, cmd2.end);
  return void 0;
}
function format(st, cmd2) {
  const drive = cmd2.words[1]?.v.text ?? "";
  if (/^[a-z]:$/i.test(drive)) st.emit({ kind: "destroy", how: "format", target: drive }, cmd2.start, cmd2.end);
  return void 0;
}

// src/analysis/code/batch/handlers.ts
var COMPARE = /^(?:==|equ|neq|lss|leq|gtr|geq)$/i;
function conditional(st, cmd2) {
  const w = cmd2.words;
  let i2 = 1;
  while (i2 < w.length && /^(?:\/i|not)$/i.test(w[i2].v.text)) i2++;
  const cond = w[i2]?.v.text.toLowerCase() ?? "";
  if (cond === "exist" || cond === "defined" || cond === "errorlevel" || cond === "cmdextversion") i2 += 2;
  else if (w[i2 + 1] && COMPARE.test(w[i2 + 1].v.text)) i2 += 3;
  else i2 += 1;
  const rest = w.slice(i2);
  if (!rest[0] || rest[0].v.text.startsWith("(")) return void 0;
  return st.run({ ...cmd2, name: programName(rest[0].v.text), words: rest });
}
var BATCH_HANDLERS = /* @__PURE__ */ new Map([
  ["set", set],
  ["curl", curl],
  ["powershell", powershell],
  ["pwsh", powershell],
  ["certutil", certutil],
  ["bitsadmin", bitsadmin],
  ["start", start2],
  ["call", call],
  ["if", conditional],
  ["cmd", cmdExe],
  ["reg", reg],
  ["schtasks", schtasks],
  ["mshta", proxyExec],
  ["regsvr32", regsvr32],
  ["rundll32", rundll32],
  ["type", type],
  ["copy", copy],
  ["xcopy", copy],
  ["move", copy],
  ["del", remove],
  ["erase", remove],
  ["rd", remove],
  ["rmdir", remove],
  ["format", format],
  ["echo", echo]
]);

// src/analysis/code/batch/tokenize.ts
var BATCH_LIMITS = { maxLines: 5e4, maxCommands: 2e4, maxWords: 1e3 };
function logicalLines(text) {
  const out2 = [];
  let cur = "";
  let start3 = 0;
  let inQuote = false;
  for (let i2 = 0; i2 < text.length && out2.length < BATCH_LIMITS.maxLines; i2++) {
    const c = text[i2];
    if (c === '"') inQuote = !inQuote;
    if (c === "^" && !inQuote && (text[i2 + 1] === "\n" || text[i2 + 1] === "\r" && text[i2 + 2] === "\n")) {
      i2 += text[i2 + 1] === "\r" ? 2 : 1;
      continue;
    }
    if (c === "\n") {
      out2.push({ text: cur.endsWith("\r") ? cur.slice(0, -1) : cur, start: start3, end: i2 });
      cur = "";
      start3 = i2 + 1;
      inQuote = false;
      continue;
    }
    cur += c;
  }
  if (cur !== "" && out2.length < BATCH_LIMITS.maxLines) out2.push({ text: cur, start: start3, end: text.length });
  return out2;
}
var isBlank = (c) => c === " " || c === "	" || c === "\r";
function splitCommands(line) {
  const out2 = [];
  let words2 = [];
  let redirects = [];
  let cmdStart = 0;
  let word = "";
  let wordStart = -1;
  let inQuote = false;
  let pendingRedirect;
  const endWord = (i2) => {
    if (wordStart < 0) return;
    const w = { text: word, start: wordStart, end: i2 };
    if (pendingRedirect) {
      redirects.push({ ...pendingRedirect, target: w });
      pendingRedirect = void 0;
    } else if (words2.length < BATCH_LIMITS.maxWords) words2.push(w);
    word = "";
    wordStart = -1;
  };
  const endCommand = (i2, pipesTo) => {
    endWord(i2);
    if (words2.length || redirects.length)
      out2.push({ words: words2, redirects, raw: line.slice(cmdStart, i2), start: cmdStart, end: i2, pipesTo });
    words2 = [];
    redirects = [];
    pendingRedirect = void 0;
  };
  for (let i2 = 0; i2 < line.length && out2.length < BATCH_LIMITS.maxCommands; i2++) {
    const c = line[i2];
    if (inQuote) {
      if (c === '"') inQuote = false;
      else word += c;
      continue;
    }
    if (c === '"') {
      if (wordStart < 0) wordStart = i2;
      inQuote = true;
      continue;
    }
    if (c === "^" && i2 + 1 < line.length) {
      if (wordStart < 0) wordStart = i2;
      word += line[++i2];
      continue;
    }
    if (c === "&" || c === "|") {
      const double = line[i2 + 1] === c;
      endCommand(i2, c === "|" && !double);
      if (double) i2++;
      cmdStart = i2 + 1;
      continue;
    }
    if ((c === "(" || c === ")") && wordStart < 0) {
      endCommand(i2, false);
      cmdStart = i2 + 1;
      continue;
    }
    if (c === ">" || c === "<") {
      let fd;
      if (/^[0-9]$/.test(word) && wordStart === i2 - 1) {
        fd = word;
        word = "";
        wordStart = -1;
      } else endWord(i2);
      let op = c;
      if (line[i2 + 1] === ">" && c === ">") op += line[++i2];
      if (line[i2 + 1] === "&") {
        op += line[++i2];
      }
      pendingRedirect = fd ? { op, fd } : { op };
      continue;
    }
    if (isBlank(c)) {
      endWord(i2);
      continue;
    }
    if (wordStart < 0) wordStart = i2;
    word += c;
  }
  endCommand(line.length, false);
  return out2;
}

// src/analysis/code/batch/index.ts
var SKIP_LINE = /^[ \t]*(?:@[ \t]*)?(?:rem(?:[ \t]|$)|::|:[A-Za-z_]|echo[ \t]+(?:off|on)[ \t]*$)/i;
function analyzeBatch(unit2, _limits) {
  const seen = /* @__PURE__ */ new Set();
  const st = {
    unit: unit2,
    env: /* @__PURE__ */ new Map(),
    files: /* @__PURE__ */ new Map(),
    emit(b, start3, end) {
      const key = `${start3}:${end}:${JSON.stringify(b).slice(0, 2e3)}`;
      if (seen.has(key) || seen.size > 2e4) return;
      seen.add(key);
      unit2.emit(b, start3, end);
    },
    run: (cmd2) => runCommand(st, cmd2)
  };
  for (const line of logicalLines(unit2.text)) {
    if (SKIP_LINE.test(line.text)) continue;
    const exp = expand(line.text, st.env);
    let stdin;
    for (const c of splitCommands(exp.text)) {
      const words2 = c.words.map((w) => {
        let v = valueAt(exp, w.text, w.start, w.end);
        if (w.text.includes("!")) {
          const d = expand(w.text, st.env, true);
          if (d.changed) v = { ...valueAt(d, d.text, 0, d.text.length), text: d.text };
        }
        const start3 = exp.changed ? line.start : line.start + w.start;
        const end = exp.changed ? line.end : line.start + w.end;
        return { v, start: start3, end };
      });
      if (words2[0]?.v.text.startsWith("@"))
        words2[0] = { ...words2[0], v: { ...words2[0].v, text: words2[0].v.text.slice(1) } };
      const cmd2 = {
        name: words2[0] ? programName(words2[0].v.text) : "",
        words: words2,
        redirects: c.redirects.map((r) => ({
          op: r.op,
          ...r.fd ? { fd: r.fd } : {},
          target: valueAt(exp, r.target.text, r.target.start, r.target.end)
        })),
        raw: c.raw,
        start: exp.changed ? line.start : line.start + c.start,
        end: exp.changed ? line.end : line.start + c.end,
        ...stdin ? { stdin } : {}
      };
      const out2 = runCommand(st, cmd2);
      stdin = c.pipesTo ? out2 : void 0;
    }
  }
  unit2.parsed("ok");
}
function runCommand(st, cmd2) {
  if (cmd2.name === "" && cmd2.redirects.length === 0) return void 0;
  const handler = BATCH_HANDLERS.get(cmd2.name);
  const out2 = handler ? handler(st, cmd2) : modelledByShell(cmd2.name) ? toShell(st, cmd2) : runFetched(st, cmd2);
  return redirectOutput(st, cmd2, out2 ?? literal(""));
}
function toShell(st, cmd2) {
  const words2 = cmd2.words.slice(1).map((w) => w.v.text);
  st.unit.embed("shell", shellCommandLine(cmd2.name, words2), cmd2.start, cmd2.end);
  return void 0;
}
var DISCARD = /^(?:nul|con|&\d|\d)$/i;
function redirectOutput(st, cmd2, out2) {
  let redirected = false;
  for (const r of cmd2.redirects) {
    if (r.op.startsWith("<") || r.fd === "2" || DISCARD.test(r.target.text)) continue;
    redirected = true;
    const path2 = r.target.text.replace(/\\/g, "/");
    st.emit(
      {
        kind: "write",
        target: r.target,
        cls: writeClassOf(path2)?.cls ?? "other",
        content: out2,
        append: r.op === ">>"
      },
      cmd2.start,
      cmd2.end
    );
    st.files.set(path2.toLowerCase(), { content: out2 });
  }
  return redirected ? void 0 : out2;
}

// src/analysis/code/grammar.ts
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// node_modules/web-tree-sitter/web-tree-sitter.js
var __defProp = Object.defineProperty;
var __name = (target, value2) => __defProp(target, "name", { value: value2, configurable: true });
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range2) {
    const newRange = {
      startIndex: range2.startIndex,
      startPosition: { ...range2.startPosition },
      endIndex: range2.endIndex,
      endPosition: { ...range2.endPosition }
    };
    if (range2.endIndex >= this.oldEndIndex) {
      if (range2.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range2.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range2.endPosition.row - this.oldEndPosition.row),
          column: range2.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range2.endPosition.column - this.oldEndPosition.column) : range2.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range2.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range2.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range2.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range2.startPosition.row - this.oldEndPosition.row),
        column: range2.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range2.startPosition.column - this.oldEndPosition.column) : range2.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range2.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value2 = this.currentType;
        return value2 === null ? { done: true, value: "" } : { done: false, value: value2 };
      }, "next")
    };
  }
};
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result3 = tree.textCallback(startIndex, startPosition);
  if (result3) {
    startIndex += result3.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result3 += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result3 = result3.slice(0, length);
    }
  }
  return result3 ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count3 = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result3 = new Array(count3);
    if (count3 > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count3; i2++) {
        result3[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result3;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count3 = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result3 = new Array(count3);
    if (count3 > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count3; i2++) {
        result3[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result3;
  }
};
var finalizer3 = newFinalizer((handles2) => {
  marshalTreeCursor({ handles: handles2 });
  C._ts_tree_cursor_delete_wasm(0);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  handles = [0, 0, 0, 0];
  // Internal handles for Wasm, shared with the finalizer.
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.handles, this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    return new _TreeCursor(INTERNAL, this.tree);
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this.handles.fill(0);
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result3 = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result3 === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result3 = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result3 === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result3 = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result3 === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result3 = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result3 === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result3 = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result3 === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result3 = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result3 === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given position.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result3 = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result3 === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node2) {
    marshalNode(node2);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(node2.tree[0]);
    unmarshalTreeCursor(this);
    this.tree = node2.tree;
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
    this.tree = cursor.tree;
  }
};
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count3 = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result3 = new Array(count3);
    if (count3 > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count3; i2++) {
        result3[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result3;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count3 = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count3);
      if (count3 > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count3; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count3 = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count3);
      if (count3 > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count3; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    if (types.includes("ERROR")) {
      symbols.push(65535);
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result3 = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result3[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result3;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start22, end = start22) {
    if (typeof start22 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start22, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start22, end = start22) {
    if (typeof start22 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start22, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start22, end = start22) {
    if (!isPoint(start22) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start22);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start22, end = start22) {
    if (!isPoint(start22) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start22);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    const { point, index } = edit.editPoint(this.startPosition, this.startIndex);
    this.startPosition = point;
    this.startIndex = index;
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result3 = C.AsciiToString(address);
    C._free(address);
    return result3;
  }
};
function unmarshalCaptures(query, tree, address, patternIndex, result3) {
  for (let i2 = 0, n = result3.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node2 = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result3[i2] = { patternIndex, name: query.captureNames[captureIndex], node: node2 };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node2, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node2.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node2.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node2.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node2.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node2[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result3 = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result3;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor({ handles: handles2 }, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, handles2[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, handles2[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, handles2[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, handles2[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor({ handles: handles2 }) {
  handles2[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  handles2[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  handles2[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  handles2[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result3 = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result3;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range2) {
  marshalPoint(address, range2.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range2.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range2.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range2.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result3 = {};
  result3.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result3.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result3.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result3.endIndex = C.getValue(address, "i32") >>> 0;
  return result3;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result3 = this.fields.indexOf(fieldName);
    return result3 !== -1 ? result3 : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type2, named) {
    const typeLength = C.lengthBytesUTF8(type2);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type2, typeAddress, typeLength + 1);
    const result3 = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result3 || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count3 = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result3 = new Array(count3);
    if (count3 > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count3; i2++) {
        result3[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result3;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count3 = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result3 = new Array(count3);
    if (count3 > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count3; i2++) {
        result3[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result3;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary22;
    if (input instanceof Uint8Array) {
      binary22 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await import("fs/promises");
      binary22 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary22 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary22 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary22, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire: createRequire2 } = await import("module");
    var require = createRequire2(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path2) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path2, scriptDirectory);
    }
    return scriptDirectory + path2;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary22 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary22 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL("web-tree-sitter.wasm", import.meta.url).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary22 = await getWasmBinary(binaryFile);
      var instance22 = await WebAssembly.instantiate(binary22, imports);
      return instance22;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary22, binaryFile, imports) {
    if (!binary22 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance22, module2) {
      wasmExports = instance22.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result22) {
      return receiveInstance(result22["instance"], result22["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result3 = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result3);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj2, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setFloat32(byteOffset, value2, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setFloat64(byteOffset, value2, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setInt16(byteOffset, value2, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setInt32(byteOffset, value2, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value2, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setUint32(byteOffset, value2, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str2 = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str2 += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str2 += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str2 += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str2 += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str2;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary22) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary22[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary22[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString2() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary22, offset - len, len);
    }
    __name(getString2, "getString");
    function getStringList() {
      var count22 = getLEB();
      var rtn = [];
      while (count22--) rtn.push(getString2());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message2) {
      if (condition) throw new Error(message2);
    }
    __name(failIf, "failIf");
    if (binary22 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary22, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary22 = new Uint8Array(dylinkSection[0]);
      end = binary22.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary22.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary22[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString2();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count3 = getLEB();
        while (count3--) {
          var symname = getString2();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count3 = getLEB();
        while (count3--) {
          var modname = getString2();
          var symname = getString2();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type2 = "i8") {
    if (type2.endsWith("*")) type2 = "*";
    switch (type2) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type2}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type2) => {
    var code = wasmTypeCodes[type2];
    return code;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance22 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance22.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count3) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count3; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace2) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value2 = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace2 || GOT[symName].value == 0) {
        if (typeof value2 == "function") {
          GOT[symName].value = addFunction(value2);
        } else if (typeof value2 == "number") {
          GOT[symName].value = value2;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value2}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace2) => {
    var relocated = {};
    for (var e in exports) {
      var value2 = exports[e];
      if (typeof value2 == "object") {
        value2 = value2.value;
      }
      if (typeof value2 == "number") {
        value2 += memoryBase2;
      }
      relocated[e] = value2;
    }
    updateGOT(relocated, replace2);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance22;
          if (binary instanceof WebAssembly.Module) {
            instance22 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance22 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance22);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data3 = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data3 && dataSize) {
          var libData = HEAP8.slice(data3, data3 + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value2 = resolveGlobalSymbol(symName, true).sym;
        if (!value2 && !entry.required) {
          continue;
        }
        if (typeof value2 == "function") {
          entry.value = addFunction(value2, value2.sig);
        } else if (typeof value2 == "number") {
          entry.value = value2;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value2}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value2, type2 = "i8") {
    if (type2.endsWith("*")) type2 = "*";
    switch (type2) {
      case "i1":
        HEAP8[ptr] = value2;
        break;
      case "i8":
        HEAP8[ptr] = value2;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value2);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value2);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value2));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value2);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value2);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value2);
        break;
      default:
        abort(`invalid type for setValue: ${type2}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num4) => num4 < INT53_MIN || num4 > INT53_MAX ? NaN : Number(num4), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num4 = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num4 += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num4);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message2 = UTF8ToString(messageAddress);
      Module.currentLogCallback(message2, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code) => {
    EXITSTATUS = code;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code);
      ABORT = true;
    }
    quit_(code, new ExitStatus(code));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str2) => {
    var len = 0;
    for (var i2 = 0; i2 < str2.length; ++i2) {
      var c = str2.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str2, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str2.length; ++i2) {
      var u = str2.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str2, outPtr, maxBytesToWrite) => stringToUTF8Array(str2, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str2) => {
    var size = lengthBytesUTF8(str2) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str2, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str2 = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str2;
      str2 += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str2, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str2.length * 2 ? maxBytesToWrite / 2 : str2.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str2.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _strlen, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg4) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg4));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve, reject) => {
      readyPromiseResolve = resolve;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
__name(Module2, "Module");
var web_tree_sitter_default = Module2;
var Module3 = null;
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options2) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options2?.progressCallback) {
      C.currentProgressCallback = options2.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options2?.includedRanges) {
      rangeCount = options2.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options2.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result3 = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result3;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count3 = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result3 = new Array(count3);
    if (count3 > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count3; i2++) {
        result3[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result3;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue3 = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue3, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue3, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
function indexForByteOffset(source2, byteOffset) {
  return new TextEncoder().encodeInto(source2, new Uint8Array(byteOffset)).read;
}
__name(indexForByteOffset, "indexForByteOffset");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** @internal */
  source;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source2) {
    const sourceLength = C.lengthBytesUTF8(source2);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source2, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source2.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.source = source2;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node2, options2 = {}) {
    const startPosition = options2.startPosition ?? ZERO_POINT;
    const endPosition = options2.endPosition ?? ZERO_POINT;
    const startIndex = options2.startIndex ?? 0;
    const endIndex = options2.endIndex ?? 0;
    const startContainingPosition = options2.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options2.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options2.startContainingIndex ?? 0;
    const endContainingIndex = options2.endContainingIndex ?? 0;
    const matchLimit = options2.matchLimit ?? 4294967295;
    const maxStartDepth = options2.maxStartDepth ?? 4294967295;
    const progressCallback = options2.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node2);
    C._ts_query_matches_wasm(
      this[0],
      node2.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result3 = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node2.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result3[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result3[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result3[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result3[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result3.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result3;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node2, options2 = {}) {
    const startPosition = options2.startPosition ?? ZERO_POINT;
    const endPosition = options2.endPosition ?? ZERO_POINT;
    const startIndex = options2.startIndex ?? 0;
    const endIndex = options2.endIndex ?? 0;
    const startContainingPosition = options2.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options2.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options2.startContainingIndex ?? 0;
    const endContainingIndex = options2.endContainingIndex ?? 0;
    const matchLimit = options2.matchLimit ?? 4294967295;
    const maxStartDepth = options2.maxStartDepth ?? 4294967295;
    const progressCallback = options2.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node2);
    C._ts_query_captures_wasm(
      this[0],
      node2.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count3 = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result3 = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count3; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node2.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result3.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result3;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the index where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    const byteOffset = C._ts_query_start_byte_for_pattern(this[0], patternIndex);
    return indexForByteOffset(this.source, byteOffset);
  }
  /** Get the index where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    const byteOffset = C._ts_query_end_byte_for_pattern(this[0], patternIndex);
    return indexForByteOffset(this.source, byteOffset);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if the step at the given index in the query's source is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(index) {
    const byteOffset = C.lengthBytesUTF8(this.source.slice(0, index));
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteOffset) === 1;
  }
};

// src/analysis/code/grammar.ts
var GRAMMAR_FILES = {
  bash: "tree-sitter-bash.wasm",
  python: "tree-sitter-python.wasm",
  tsx: "tree-sitter-tsx.wasm",
  powershell: "tree-sitter-powershell.wasm"
};
var here = dirname(fileURLToPath(import.meta.url));
var req = createRequire(import.meta.url);
function locate(file, specifier) {
  const bundled = join(here, "grammars", file);
  if (existsSync(bundled)) return bundled;
  return req.resolve(specifier);
}
var grammarPath = (name2) => locate(GRAMMAR_FILES[name2], `@vscode/tree-sitter-wasm/wasm/${GRAMMAR_FILES[name2]}`);
var init2;
var languages = /* @__PURE__ */ new Map();
var ready = /* @__PURE__ */ new Map();
function initRuntime2() {
  init2 ??= Parser.init({
    locateFile: (name2) => locate(name2, `web-tree-sitter/${name2}`)
  });
  return init2;
}
async function loadGrammars(names) {
  const wanted = [...new Set(names)].filter((n) => !ready.has(n));
  if (wanted.length === 0) return;
  await initRuntime2();
  await Promise.all(
    wanted.map(async (name2) => {
      let pending = languages.get(name2);
      if (!pending) {
        pending = Language.load(readFileSync(grammarPath(name2)));
        languages.set(name2, pending);
      }
      const lang = await pending;
      if (!ready.has(name2)) {
        const parser = new Parser();
        parser.setLanguage(lang);
        ready.set(name2, parser);
      }
    })
  );
}
var DEFAULT_PARSE_LIMITS = { maxChars: 1 << 20, timeoutMs: 2e3 };
function parseBounded(name2, text, limits = DEFAULT_PARSE_LIMITS) {
  const parser = ready.get(name2);
  if (!parser) throw new Error(`grammar ${name2} is not loaded (call loadGrammars first)`);
  const cut = text.length > limits.maxChars;
  const input = cut ? text.slice(0, limits.maxChars) : text;
  const started = performance.now();
  const tree = parser.parse(input, null, {
    progressCallback: () => performance.now() - started > limits.timeoutMs
  });
  if (!tree) {
    parser.reset();
    return { status: "gave-up" };
  }
  if (cut) return { tree, status: "gave-up" };
  return { tree, status: tree.rootNode.hasError ? "recovered" : "ok" };
}

// src/analysis/code/module-summary.ts
var MARK = "";
var MAX_SUMMARIES = 200;
var MAX_RECORDS = 400;
var MAX_ARGS = 8;
function paramMarker(fn, index) {
  return `${MARK}p${MARK}${fn}${MARK}${index}`;
}
function callMarker(module2, name2) {
  return `${MARK}c${MARK}${module2}${MARK}${name2}`;
}
function calledMarker(param2) {
  const p = parseMarker(param2);
  return p?.kind === "p" ? `${MARK}r${MARK}${p.fn}${MARK}${p.index}` : void 0;
}
function moduleMarker(module2, name2) {
  return `${MARK}m${MARK}${module2}${MARK}${name2}`;
}
function isMarker(v) {
  return v.startsWith(MARK);
}
function hasMarker(v) {
  return v?.vars?.some(isMarker) === true;
}
function carriesFlow(v) {
  return v.taints.some((t) => t !== "unknown") || v.secret !== void 0 || (v.vars?.some((x) => x.startsWith(`${MARK}c${MARK}`)) ?? false);
}
function parseMarker(m) {
  const parts2 = m.split(MARK);
  if (parts2.length !== 4) return void 0;
  const [, kind, a, b] = parts2;
  if (kind === "p" || kind === "r") return { kind, fn: a, index: Number(b) };
  if (kind === "c" || kind === "m") return { kind, module: a, name: b };
  return void 0;
}
function marked(v, marker) {
  const vars = v.vars ?? [];
  if (vars.includes(marker)) return v;
  return { ...v, vars: [marker, ...vars].slice(0, 32) };
}
function unmarked(v) {
  if (!hasMarker(v)) return { value: v, markers: [] };
  const markers = v.vars.filter(isMarker);
  const rest = v.vars.filter((x) => !isMarker(x));
  const { vars: _drop, ...base } = v;
  return { value: rest.length ? { ...base, vars: rest } : base, markers };
}
var ROLES = {
  send: ["data", "credentials"],
  execute: ["code"],
  write: ["content", "target"]
};
function isValue(v) {
  return typeof v === "object" && v !== null && Array.isArray(v.taints) && "text" in v;
}
function importedBinding(v) {
  for (const m of v?.vars ?? []) {
    if (!isMarker(m)) continue;
    const p = parseMarker(m);
    if (p?.kind === "m") return { module: p.module, name: p.name };
  }
  return void 0;
}
function bareFnArg(a) {
  if (!a.returns) return a;
  const { vars: _v, ...rest } = unmarked(a.returns).value;
  return { ...a, returns: { ...rest, text: rest.text.slice(0, 200) } };
}
var ModuleRecorder = class {
  constructor(lang) {
    this.lang = lang;
  }
  lang;
  facts;
  get out() {
    this.facts ??= {
      lang: this.lang === "python" ? "python" : "javascript",
      summaries: [],
      calls: [],
      flows: [],
      reexports: []
    };
    return this.facts;
  }
  result() {
    return this.facts;
  }
  /**
   * Takes the markers out of a behaviour about to be stored as `index`, recording the parameters and
   * imported results they show. Returns the behaviour as rules will see it.
   */
  strip(b, index, record) {
    const roles = ROLES[b.kind] ?? [];
    let out2 = b;
    for (const [key, v] of Object.entries(b)) {
      if (!isValue(v) || !hasMarker(v)) continue;
      const { value: value2, markers } = unmarked(v);
      out2 = { ...out2, [key]: value2 };
      if (record && roles.includes(key)) for (const m of markers) this.note(m, index, key);
    }
    return out2;
  }
  note(marker, behaviour, role) {
    const p = parseMarker(marker);
    if (!p) return;
    if (p.kind === "p" || p.kind === "r") {
      const s = this.summary(p.fn);
      if (!s) return;
      s.sinks ??= [];
      const called = p.kind === "r" ? { called: true } : {};
      if (s.sinks.length < 16) s.sinks.push({ param: p.index, role, behaviour, ...called });
    } else if (p.kind === "c" && this.out.flows.length < MAX_RECORDS) {
      this.out.flows.push({ module: p.module, name: p.name, behaviour, role });
    }
  }
  summary(fn) {
    const list = this.out.summaries;
    const found = list.find((s2) => s2.name === fn);
    if (found) return found;
    if (list.length >= MAX_SUMMARIES) return void 0;
    const s = { name: fn };
    list.push(s);
    return s;
  }
  /** What a function returns, when it carries taints or an imported function's result. */
  returns(fn, v, at) {
    const { value: value2, markers } = unmarked(v);
    const real = value2.taints.filter((t) => t !== "unknown");
    const from = [];
    for (const m of markers) {
      const p = parseMarker(m);
      if (p?.kind === "c" && from.length < 8) from.push({ module: p.module, name: p.name });
    }
    if (real.length === 0 && from.length === 0) return;
    const s = this.summary(fn);
    if (!s) return;
    if (real.length) {
      const { vars: _v, ...rest } = value2;
      s.returns = { ...rest, taints: real, text: rest.text.slice(0, 200) };
    }
    if (from.length) s.returnsFrom = from;
    if (at) s.at = at;
  }
  call(name2, args2, unit2, at, argsFn = []) {
    if (this.out.calls.length >= MAX_RECORDS) return;
    const argsFrom = [];
    const kept = args2.slice(0, MAX_ARGS).map((a, arg4) => {
      const { value: value2, markers } = unmarked(a);
      for (const m of markers) {
        const p = parseMarker(m);
        if (p?.kind === "c" && argsFrom.length < 8) argsFrom.push({ module: p.module, name: p.name, arg: arg4 });
      }
      const { vars: _v, ...rest } = value2;
      return { ...rest, text: rest.text.slice(0, 200) };
    });
    this.out.calls.push({
      ...name2,
      unit: unit2,
      at,
      args: kept,
      ...argsFrom.length ? { argsFrom } : {},
      ...argsFn.length ? { argsFn: argsFn.slice(0, 8).map(bareFnArg) } : {}
    });
  }
  /** A module-level name bound to the interpreter's code runner (`exec`, `eval`) under another name. */
  runner(name2, via2, at) {
    const s = this.summary(name2);
    if (!s) return;
    s.runs = via2;
    if (at) s.at = at;
  }
  reexport(as, name2) {
    if (this.out.reexports.length < MAX_RECORDS) this.out.reexports.push({ ...name2, as });
  }
};

// src/analysis/code/collector.ts
var DEFAULT_COLLECTOR_LIMITS = {
  maxUnits: 2e3,
  maxBehaviours: 5e3,
  maxEmbedDepth: 4,
  maxEvidence: 200,
  parse: DEFAULT_PARSE_LIMITS
};
var FactCollector = class {
  constructor(lines, analyzerFor, hosts = {}, limits = DEFAULT_COLLECTOR_LIMITS) {
    this.lines = lines;
    this.analyzerFor = analyzerFor;
    this.hosts = hosts;
    this.limits = limits;
  }
  lines;
  analyzerFor;
  hosts;
  limits;
  units = [];
  behaviours = [];
  assignments = [];
  modules;
  /** A bound was hit: some code was not analysed (reported as a blind spot, never silently). */
  limitHit;
  session = /* @__PURE__ */ new Map();
  /** Adds and analyses a unit. Returns its id, or undefined when the unit bound was hit. */
  add(spec) {
    return this.addAt(spec, 0, void 0);
  }
  result() {
    const modules = this.modules?.result();
    return {
      units: this.units,
      behaviours: this.behaviours,
      assignments: this.assignments,
      ...modules ? { modules } : {}
    };
  }
  addAt(spec, depth2, parent) {
    if (this.units.length >= this.limits.maxUnits) {
      this.limitHit ??= `more than ${this.limits.maxUnits} code units`;
      return void 0;
    }
    const id = this.units.length;
    const handle2 = this.handle(id, spec, depth2);
    const unit2 = {
      id,
      origin: depth2 > 0 ? "embedded" : spec.origin,
      placement: spec.placement,
      lang: spec.lang,
      at: handle2.region(0, spec.text.length),
      parse: "ok",
      ...parent !== void 0 ? { parent } : {},
      ...spec.framing ? { framing: spec.framing } : {},
      ...spec.label ? { label: spec.label.slice(0, 120) } : {},
      ...spec.runner ? { runner: spec.runner } : {}
    };
    this.units.push(unit2);
    const analyze = this.analyzerFor(spec.lang);
    if (analyze) analyze(handle2, this.limits.parse);
    return id;
  }
  handle(id, spec, depth2) {
    const lines = this.lines;
    let own2;
    const isModule = depth2 === 0 && spec.origin === "script" && (spec.lang === "python" || spec.lang === "javascript" || spec.lang === "typescript");
    if (isModule) this.modules ??= new ModuleRecorder(spec.lang);
    const modules = isModule ? this.modules : void 0;
    const stripper = this.modules ?? new ModuleRecorder(spec.lang);
    const region = (start3, end) => {
      if (spec.lineRegions && spec.lineRegions.length > 0) {
        own2 ??= new LineMap(spec.text);
        const line = Math.min(own2.position(start3).line, spec.lineRegions.length);
        return spec.lineRegions[line - 1];
      }
      if (spec.region || spec.base === void 0) return spec.region ?? lines.region(0, 1);
      if (!spec.lineAligned) return lines.region(spec.base + start3, spec.base + Math.max(start3 + 1, end));
      own2 ??= new LineMap(spec.text);
      const origin = lines.position(spec.base);
      const at = (p) => {
        const line = origin.line - 1 + p.line;
        const column = p.line === 1 ? origin.column - 1 + p.column : p.column;
        return { line, column: Math.min(column, lines.lineText(line).length + 1) };
      };
      const a = at(own2.position(start3));
      const b = at(own2.position(Math.max(start3 + 1, end)));
      return { startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
    };
    return {
      id,
      spec,
      text: spec.text,
      depth: depth2,
      hosts: this.hosts,
      session: this.session,
      region,
      ...modules ? { modules } : {},
      emit: (marked2, start3, end) => {
        if (this.behaviours.length >= this.limits.maxBehaviours) {
          this.limitHit ??= `more than ${this.limits.maxBehaviours} behaviours`;
          return;
        }
        const b = stripper.strip(marked2, this.behaviours.length, modules !== void 0);
        const evidence = clip(b.evidence ?? spec.text.slice(start3, end), this.limits.maxEvidence);
        const key = b.key ?? `${b.kind}:${evidence.replace(/\s+/g, " ")}`;
        this.behaviours.push({ ...b, unit: id, at: region(start3, end), evidence, key });
      },
      parsed: (status) => {
        const u = this.units[id];
        if (u) u.parse = status;
      },
      assign: (name2, value2, start3, end) => {
        if (this.assignments.length < this.limits.maxBehaviours)
          this.assignments.push({ name: name2, value: unmarked(value2).value, at: region(start3, end) });
      },
      embed: (lang, code, start3, end, opts = {}) => {
        if (depth2 + 1 > this.limits.maxEmbedDepth) {
          this.limitHit ??= `code nested more than ${this.limits.maxEmbedDepth} levels deep`;
          return;
        }
        const exact = opts.exact === true && spec.base !== void 0 && !spec.region && !spec.lineAligned;
        const nested2 = {
          lang,
          text: code,
          origin: "embedded",
          placement: spec.placement,
          ...exact ? { base: spec.base + start3 } : { region: region(start3, end) },
          ...spec.framing ? { framing: spec.framing } : {},
          ...opts.label ? { label: opts.label } : {},
          ...spec.runner ? { runner: spec.runner } : {}
        };
        this.addAt(nested2, depth2 + 1, id);
      }
    };
  }
};
function clip(s, max) {
  return s.length > max ? `${s.slice(0, max - 1)}\u2026` : s;
}

// src/analysis/code/agent-sdk-launches.ts
var SDK_IMPORT = /@anthropic-ai\/claude-(?:agent-sdk|code)\b|\bclaude_(?:agent|code)_sdk\b|@openai\/codex-sdk\b/;
var Q = `["'\`]`;
var [CLAUDE, CODEX] = "claude codex".split(" ");
var OPTIONS = [
  {
    re: new RegExp(`\\bpermission(?:Mode|_mode)${Q}?\\s{0,4}[:=]\\s{0,4}${Q}bypassPermissions${Q}`, "g"),
    program: CLAUDE,
    flag: "--permission-mode bypassPermissions"
  },
  {
    re: new RegExp(
      `\\b(?:allow_?[Dd]angerously_?[Ss]kip_?[Pp]ermissions)${Q}?\\s{0,4}[:=]\\s{0,4}(?:true|True)\\b`,
      "g"
    ),
    program: CLAUDE,
    flag: "--allow-dangerously-skip-permissions"
  },
  {
    re: new RegExp(`\\bsandbox(?:Mode|_mode)${Q}?\\s{0,4}[:=]\\s{0,4}${Q}danger-full-access${Q}`, "g"),
    program: CODEX,
    flag: "--sandbox danger-full-access"
  },
  {
    re: new RegExp(`\\bapproval(?:Policy|_policy)${Q}?\\s{0,4}[:=]\\s{0,4}${Q}never${Q}`, "g"),
    program: CODEX,
    flag: "--ask-for-approval never"
  }
];
var SDK_LANGS = /* @__PURE__ */ new Set(["javascript", "typescript", "python"]);
var MAX_LAUNCHES = 8;
var MAX_HITS = 64;
var SAME_CALL = 400;
function addSdkLaunches(unit2) {
  if (!SDK_LANGS.has(unit2.spec.lang) || !SDK_IMPORT.test(unit2.text)) return;
  const hits = [];
  for (const opt of OPTIONS) {
    for (const m of unit2.text.matchAll(opt.re)) {
      if (!commentedOut(unit2.text, m.index)) hits.push({ at: m.index, end: m.index + m[0].length, ...opt });
      if (hits.length >= MAX_HITS) break;
    }
  }
  hits.sort((a, b) => a.at - b.at);
  const launches = [];
  for (const h of hits) {
    const last = [...launches].reverse().find((l) => l.program === h.program);
    if (last && h.at - last.end < SAME_CALL && !last.flag.includes(h.flag)) {
      last.end = h.end;
      last.flag = `${last.flag}
${h.flag}`;
    } else launches.push({ ...h });
  }
  for (const l of launches.slice(0, MAX_LAUNCHES))
    unit2.emit(
      { kind: "launch", what: "agent-cli", program: l.program, bypass: l.flag.split("\n") },
      l.at,
      l.end
    );
}
function commentedOut(text, at) {
  const start3 = text.lastIndexOf("\n", at - 1) + 1;
  return /^\s*(?:\/\/|#|\*|\/\*)/.test(text.slice(start3, at));
}

// src/analysis/code/hook-decisions.ts
var MAX_TEXT = 256 * 1024;
var DECISION_LANGS = /* @__PURE__ */ new Set([
  "python",
  "javascript",
  "typescript",
  "shell",
  "powershell",
  "scripting"
]);
var APPROVES = /\bpermissionDecision\W{1,16}allow\b|\bbehavior\W{1,16}allow\b|\bdecision\W{1,16}approve\b/;
var READS_INPUT = /\btool_(?:input|name)\b|\bstdin\b|\/dev\/stdin|\binput\(\s*\)|\bfileinput\b|\$\(\s*cat\s*\)|\bread\s+-r\b|\bSTDIN\b|\$stdin\b|\bARGF\b/;
var DATA_FILE = /["'`/]([\w.-]{1,80}\.(?:toml|json|ya?ml|txt|conf|cfg|ini|list))["'`]/g;
var MAX_LISTS = 8;
var CASE_DEFAULT = /(?:^|\n)[ \t]*\*\)([^;]{0,400})/g;
function addHookDecisions(unit2) {
  if (!DECISION_LANGS.has(unit2.spec.lang)) return;
  const text = unit2.text.slice(0, MAX_TEXT);
  const m = APPROVES.exec(text);
  if (!m) return;
  const start3 = m.index;
  const end = start3 + m[0].length;
  const fn = enclosingFunction(text, start3);
  const within = fn ? { fn } : {};
  if (!READS_INPUT.test(text)) {
    unit2.emit({ kind: "approve", when: "always", ...within, key: "approve:always" }, start3, end);
    return;
  }
  const catchAll = caseDefaultApproves(text) ?? catchAllListEntry(text);
  const lists = [...new Set([...text.matchAll(DATA_FILE)].map((d) => d[1]))].slice(0, MAX_LISTS);
  unit2.emit(
    {
      kind: "approve",
      when: "listed",
      ...catchAll ? { catchAll } : {},
      ...lists.length ? { lists } : {},
      ...within,
      key: `approve:listed:${catchAll ?? ""}`
    },
    start3,
    end
  );
}
var FN_HEADER = /(?:^|\n)([ \t]*)(?:function\s+([A-Za-z_][\w-]*)|([A-Za-z_][\w-]*)\s*\(\s*\)\s*\{|(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)\n]*\)|\w+)\s*=>)/g;
function enclosingFunction(text, at) {
  let last;
  FN_HEADER.lastIndex = 0;
  for (const h of text.slice(Math.max(0, at - 4e3), at).matchAll(FN_HEADER)) last = h;
  if (!last) return void 0;
  const indent = last[1].length;
  const between = text.slice(Math.max(0, at - 4e3) + last.index + last[0].length, at);
  for (const line of between.split("\n").slice(1))
    if (line.trim() !== "" && /^[ \t]*/.exec(line)[0].length <= indent) return void 0;
  return last[2] ?? last[3] ?? last[4] ?? last[5];
}
function caseDefaultApproves(text) {
  for (const c of text.matchAll(CASE_DEFAULT)) if (APPROVES.test(c[1])) return "*)";
  return void 0;
}

// src/analysis/code/separator-guards.ts
var META_SET = /\[[^[\]\n]{1,30}\]|(["'])[;&|`$<>()\\n \t]{2,20}\1/g;
var SEPARATOR_LITERAL = /\*(?:["'](?:;|&&|\|\|?|\$\(|`)["']|\\\||;|&&)\*|(["'])(?:;|&&|\|\|?|\$\(|`)\1\s+in\b|\.includes\(\s*(["'])(?:;|&&|\||\$\(|`)\2/;
var SEPARATOR_LITERALS = new RegExp(SEPARATOR_LITERAL.source, "g");
var GUARD_EXIT = /\b(?:exit|return|sys\.exit|process\.exit|continue|raise|throw|deny)\b/;
function separatorCheck(text) {
  for (const m of text.matchAll(META_SET)) if (m[0].includes(";") && /[&|]/.test(m[0])) return true;
  return SEPARATOR_LITERAL.test(text);
}
var MUST_REJECT = [
  (s) => s.includes(";"),
  (s) => s.includes("&"),
  (s) => s.includes("|"),
  (s) => s.includes("$") || s.includes("`")
];
function guardedBefore(text, before) {
  const head = text.slice(0, before);
  let seen = "";
  let checks = 0;
  const take = (m) => {
    const end = m.index + m[0].length;
    if (GUARD_EXIT.test(text.slice(end, end + 200))) seen += m[0];
  };
  for (const m of head.matchAll(META_SET)) {
    if (++checks > 16) break;
    if (m[0].includes(";")) take(m);
  }
  for (const m of head.matchAll(SEPARATOR_LITERALS)) {
    if (++checks > 32) break;
    take(m);
  }
  return MUST_REJECT.every((has2) => has2(seen));
}

// src/analysis/code/hook-prefix-gates.ts
var MAX_TEXT2 = 128 * 1024;
var MAX_GATES = 48;
var MAX_VARS = 64;
var MAX_BRANCH = 600;
var GATE_LANGS = /* @__PURE__ */ new Set(["python", "javascript", "typescript", "shell"]);
var COMMAND_WORD = /command|\bcmd\b/i;
var ASSIGN = /^[ \t]*(?:(?:local|export|declare|readonly|const|let|var)\s+(?:-\w+\s+)?)?([A-Za-z_]\w*)[ \t]*=(?!=)[ \t]*([^\n]{0,300})/gm;
var TUPLE = /^[ \t]*(?:(?:const|let|var)\s+)?(?:\[[ \t]*([A-Za-z_]\w*)[ \t]*(?:,[^\]\n]{0,80})?\]|([A-Za-z_]\w*)[ \t]*,[^=\n]{0,80}?)[ \t]*=(?!=)[ \t]*([^\n]{0,300})/gm;
var READ = /\bread\s+((?:-[A-Za-z]+\s+)*)([A-Za-z_]\w*)[^\n<]{0,80}<<<\s*["']?\$\{?([A-Za-z_]\w*)/g;
var FIRST_WORD = /\$\{\w+%%(?: |\\ |\[\[:space:\]\]|\[ \\t\])\*\}|\bcut\b[^|\n]{0,24}-f\s?1\b|\bawk\s+(?:-\w+\s+)*['"]\{\s*print\s+\$1\s*;?\s*\}|split\([^()\n]{0,60}\)\s*\[\s*0\s*\]|\.partition\([^()\n]{0,10}\)\s*\[\s*0\s*\]/;
var INDEX_ZERO = /\$?\{?\b([A-Za-z_]\w*)\s*\[\s*0\s*\]/;
var SEGMENT_PARSER = /\bshfmt\b[^\n]{0,60}--tojson|\bbashlex\b|\bpunctuation_chars\b|tree-sitter-bash|\bmvdan\.cc\/sh\b/;
var MAX_TAIL = 1500;
function addPrefixGates(unit2) {
  if (!GATE_LANGS.has(unit2.spec.lang)) return;
  const text = unit2.text.slice(0, MAX_TEXT2);
  if (!COMMAND_WORD.test(text)) return;
  const vars = commandVars(text);
  const tests = unit2.spec.lang === "shell" ? shellTests(text) : codeTests(text);
  let emitted = 0;
  for (const t of tests) {
    if (emitted >= MAX_GATES) break;
    const first3 = isFirstWord(t.subject, vars);
    if (!first3 && !isCommand(t.subject, vars)) continue;
    const prefixes = t.prefix !== void 0 ? [t.prefix] : first3 ? (t.exact ?? []).map((e) => `${e} `) : [];
    const wanted = prefixes.filter((p) => p.trim() !== "");
    if (wanted.length === 0) continue;
    const region = approvingRegion(text, t);
    if (!region) continue;
    const answer = APPROVES.exec(region.body);
    const direct = answer !== null;
    const calls = direct ? [] : callNames(region.body);
    if (!direct && calls.length === 0) continue;
    const head = direct ? region.body.slice(0, answer.index) : region.body;
    if (testsCommandAgain(head, vars)) continue;
    const guarded = SEGMENT_PARSER.test(text) || guardedBefore(text, region.from + head.length);
    for (const prefix of wanted.slice(0, MAX_GATES - emitted)) {
      const b = { prefix: prefix.slice(0, 120), direct, calls, guarded };
      unit2.emit({ kind: "approve-gate", ...b, key: `approve-gate:${prefix}` }, t.start, t.end);
      emitted++;
    }
  }
}
function approvingRegion(text, t) {
  const branch = branchText(text, t);
  if (!t.negated) return { from: t.branchFrom, body: branch };
  if (APPROVES.test(branch) || !GUARD_EXIT.test(branch)) return void 0;
  const from = t.branchFrom + branch.length;
  return { from, body: text.slice(from, from + MAX_TAIL) };
}
var NESTED_TEST = /(?:^|[\s;(])(?:if|elif|case|while)\b|\[\[|\[\s|\.(?:match|search|test|starts[wW]ith|includes)\(|\bperl\b|\bgrep\b/;
function testsCommandAgain(branchHead, v) {
  const before = branchHead.replace(/\bcase\b[\s\S]{0,400}?\besac\b/g, (blk) => separatorCheck(blk) ? "" : blk).split("\n").filter((l) => !separatorCheck(l)).join("\n");
  if (!NESTED_TEST.test(before)) return false;
  return mentionsCommand(before, v) || [...v.first].some((n) => new RegExp(`\\b${n}\\b`).test(before));
}
function commandVars(text) {
  const v = { command: /* @__PURE__ */ new Set(), first: /* @__PURE__ */ new Set(), arrays: /* @__PURE__ */ new Set() };
  const assigns = [...text.matchAll(ASSIGN)].slice(0, 400).map((m) => ({ name: m[1], rhs: m[2], tuple: false }));
  for (const m of [...text.matchAll(TUPLE)].slice(0, 100))
    assigns.push({ name: m[1] ?? m[2], rhs: m[3], tuple: true });
  const reads = [...text.matchAll(READ)].slice(0, 100);
  for (let pass = 0; pass < 4; pass++) {
    for (const a of assigns) {
      if (v.command.size + v.first.size > MAX_VARS) return v;
      if (!mentionsCommand(a.rhs, v)) continue;
      const z = INDEX_ZERO.exec(a.rhs);
      if (FIRST_WORD.test(a.rhs) || a.tuple && /split\(/.test(a.rhs) || z && v.arrays.has(z[1]))
        v.first.add(a.name);
      else if (/split\(/.test(a.rhs)) v.arrays.add(a.name);
      else v.command.add(a.name);
    }
    for (const r of reads) {
      if (!v.command.has(r[3]) && !COMMAND_WORD.test(r[3])) continue;
      if (/a/.test(r[1])) v.arrays.add(r[2]);
      else v.first.add(r[2]);
    }
  }
  return v;
}
function mentionsCommand(expr, v) {
  if (COMMAND_WORD.test(expr)) return true;
  for (const w of expr.matchAll(/[A-Za-z_]\w*/g)) if (v.command.has(w[0]) || v.arrays.has(w[0])) return true;
  return false;
}
function subjectName(subject) {
  const m = /^["'(]*\$?\{?([A-Za-z_]\w*)(\s*\[\s*0\s*\])?/.exec(subject.trim());
  return { name: m?.[1] ?? "", zero: Boolean(m?.[2]) };
}
function isFirstWord(subject, v) {
  if (FIRST_WORD.test(subject)) return true;
  const s = subjectName(subject);
  return v.first.has(s.name) || s.zero && v.arrays.has(s.name);
}
function isCommand(subject, v) {
  const s = subjectName(subject);
  return v.command.has(s.name) || COMMAND_WORD.test(subject.replace(/["'$\s{}]/g, ""));
}
function shellTests(text) {
  const out2 = [];
  const cmp = /(\$\{?[\w[\]]+\}?|"\$\{?[\w[\]]+\}?")[ \t]*(==?|!=|=~)[ \t]*((?:"[^"\n]*"|'[^'\n]*'|[^\s"'\]);|&])+)/g;
  for (const m of text.matchAll(cmp)) {
    if (out2.length > 40) break;
    const line = lineAt(text, m.index);
    if (!/\[\[|\[\s|\btest\s/.test(line)) continue;
    const pat = m[3];
    const end = m.index + m[0].length;
    const orLeaves = /^[^\n]{0,40}?\]\]?\s*\|\|/.test(text.slice(end, end + 60));
    const t = { subject: m[1], start: m.index, end, branchFrom: end, negated: m[2] === "!=" || orLeaves };
    if (m[2] === "=~") {
      const p = anchoredPrefix(unquote(pat));
      if (p !== void 0) out2.push({ ...t, prefix: p });
    } else out2.push({ ...t, ...globTest(pat) });
  }
  for (const c of text.matchAll(/\bcase\s+("?\$\{?[\w[\]]+\}?"?)\s+in\b/g)) {
    const body2 = text.slice(c.index + c[0].length, c.index + c[0].length + 4e3);
    const stop2 = body2.search(/\besac\b/);
    const arms = (stop2 < 0 ? body2 : body2.slice(0, stop2)).replace(/\\\n[ \t]*/g, (m) => " ".repeat(m.length));
    const base = c.index + c[0].length;
    for (const a of arms.matchAll(/(?:^|\n|;;)((?:"[^"\n]*"|'[^'\n]*'|[^\s()"';\\]|[ \t])+)\)/g)) {
      if (out2.length > 80) break;
      const armEnd = arms.indexOf(";;", a.index + a[0].length);
      for (const alt of alternatives(a[1])) {
        const g = globTest(alt);
        out2.push({
          subject: c[1],
          ...g,
          start: base + a.index,
          end: base + a.index + a[0].length,
          branchFrom: base + a.index + a[0].length,
          branchTo: armEnd < 0 ? void 0 : base + armEnd
        });
      }
    }
  }
  return out2;
}
function alternatives(label) {
  const out2 = [];
  let cur = "";
  let quote = "";
  for (const ch of label.trim().replace(/^\(/, "")) {
    if (quote) quote = ch === quote ? "" : quote;
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "|") {
      out2.push(cur.trim());
      cur = "";
      continue;
    }
    cur += ch;
  }
  out2.push(cur.trim());
  return out2.slice(0, 16);
}
function globTest(pat) {
  let lit3 = "";
  let i2 = 0;
  for (; i2 < pat.length; i2++) {
    const ch = pat[i2];
    if (ch === '"' || ch === "'") {
      const close = pat.indexOf(ch, i2 + 1);
      if (close < 0) return {};
      lit3 += pat.slice(i2 + 1, close);
      i2 = close;
    } else if (ch === "*" || ch === "?" || ch === "[") break;
    else lit3 += ch === "\\" ? pat[++i2] ?? "" : ch;
  }
  if (i2 === pat.length) return { exact: [lit3] };
  if (pat[i2] === "*" && i2 === pat.length - 1 && lit3 !== "") return { prefix: lit3 };
  return {};
}
function codeTests(text) {
  const out2 = [];
  const push = (subject, m, extra) => {
    if (out2.length >= 60) return;
    const negated = /(?:\bnot\s+|!\s*)$/.test(text.slice(Math.max(0, m.index - 6), m.index));
    const end = m.index + m[0].length;
    out2.push({ subject, start: m.index, end, branchFrom: end, negated, ...extra });
  };
  for (const m of text.matchAll(/([\w.[\]"'()]{1,80}?)\.starts[wW]ith\(\s*(\(?[^()\n]{0,300}\)?)\s*\)/g))
    for (const lit3 of literals(m[2])) push(m[1], m, { prefix: lit3 });
  for (const m of text.matchAll(/\bre\.(match|search)\(\s*[rb]?(["'])(.*?)\2\s*,\s*([\w.[\]"']{1,80})/g)) {
    const p = anchoredPrefix(m[1] === "match" && !m[3].startsWith("^") ? `^${m[3]}` : m[3]);
    if (p !== void 0) push(m[4], m, { prefix: p });
  }
  for (const m of text.matchAll(/\/\^((?:\\.|[^/\\\n])*)\/[dgimsuy]*\.test\(\s*([\w.[\]"'?]{1,80})\s*\)/g)) {
    const p = anchoredPrefix(`^${m[1]}`);
    if (p !== void 0) push(m[2], m, { prefix: p });
  }
  for (const m of text.matchAll(/([\w.[\]"'()]{1,80}?)\s*===?\s*(["'`])([^"'`\n]{1,80})\2/g))
    push(m[1], m, { exact: [m[3]] });
  for (const m of text.matchAll(/([\w.[\]"'()]{1,80}?)\s+in\s+[([{]([^)\]}]{0,400})[)\]}]/g))
    push(m[1], m, { exact: literals(m[2]) });
  for (const m of text.matchAll(/\[([^\]]{0,400})\]\.includes\(\s*([\w.[\]]{1,80})\s*\)/g))
    push(m[2], m, { exact: literals(m[1]) });
  return out2;
}
function literals(s) {
  return [...s.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n]){0,200})\1/g)].slice(0, 32).map((l) => l[2]);
}
function anchoredPrefix(re) {
  if (!re.startsWith("^") || /(?:^|[^\\])(?:\$|\\Z|\\z)$/.test(re)) return void 0;
  let lit3 = "";
  for (let i2 = 1; i2 < re.length && lit3.length < 120; i2++) {
    const ch = re[i2];
    if (ch === "\\") {
      const nx = re[i2 + 1] ?? "";
      if (nx === "s") return `${lit3} `;
      if (/\w/.test(nx)) break;
      lit3 += nx;
      i2++;
    } else if ("()[]{}|?*+.^$".includes(ch)) {
      if ("?*{".includes(ch)) lit3 = lit3.slice(0, -1);
      break;
    } else lit3 += ch;
  }
  return lit3 === "" ? void 0 : lit3;
}
function unquote(s) {
  return s.replace(/^(["'])(.*)\1$/, "$2");
}
function lineAt(text, at) {
  const s = text.lastIndexOf("\n", at) + 1;
  const e = text.indexOf("\n", at);
  return text.slice(s, e < 0 ? text.length : e);
}
function branchText(text, t) {
  const limit = Math.min(t.branchTo ?? text.length, t.branchFrom + MAX_BRANCH);
  const lineStart = text.lastIndexOf("\n", t.start) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))[0].length;
  let end = text.indexOf("\n", t.branchFrom);
  if (end < 0 || end > limit) return text.slice(t.branchFrom, limit);
  for (; ; ) {
    const next = text.indexOf("\n", end + 1);
    const line = text.slice(end + 1, next < 0 ? text.length : next);
    if (line.trim() !== "" && /^[ \t]*/.exec(line)[0].length <= indent && !/^\s*(?:then|do)\b/.test(line))
      break;
    if (next < 0 || next > limit) {
      end = limit;
      break;
    }
    end = next;
  }
  return text.slice(t.branchFrom, Math.min(end, limit)).split(/\belse\b|\belif\b/)[0];
}
function callNames(branch) {
  const names = /* @__PURE__ */ new Set();
  for (const m of branch.matchAll(
    /(?:^|[\n;&|{(]|\bthen|\bdo)[ \t]*([A-Za-z_][\w-]{0,60})\b|\b([A-Za-z_]\w{0,60})[ \t]*\(/g
  )) {
    const n = m[1] ?? m[2];
    if (!/^(?:if|then|fi|do|done|echo|printf|exit|return|print|console|log|true|false)$/.test(n))
      names.add(n);
    if (names.size >= 16) break;
  }
  return [...names];
}

// src/analysis/code/hook-relays.ts
var MAX_TEXT3 = 128 * 1024;
var MAX_RELAYS = 48;
var MAX_BODY = 1500;
var RELAY_LANGS = /* @__PURE__ */ new Set(["python", "javascript", "typescript", "shell"]);
var DECIDING = /allow|approve|permission/i;
function addHookRelays(unit2) {
  if (!RELAY_LANGS.has(unit2.spec.lang)) return;
  const text = unit2.text.slice(0, MAX_TEXT3);
  if (!DECIDING.test(text)) return;
  const split = SEGMENT_PARSER.exec(text);
  if (split)
    unit2.emit({ kind: "command-split", key: "command-split" }, split.index, split.index + split[0].length);
  let emitted = 0;
  for (const h of text.matchAll(FN_HEADER)) {
    if (emitted >= MAX_RELAYS) break;
    const fn = h[2] ?? h[3] ?? h[4] ?? h[5];
    if (!fn) continue;
    const start3 = h.index + h[0].length;
    const body2 = bodyOf(text, start3, h[1].length);
    const calls = callNames(body2).filter((c) => c !== fn);
    if (calls.length === 0) continue;
    const headStart = h.index + (h[0].startsWith("\n") ? 1 : 0);
    unit2.emit(
      { kind: "approve-relay", fn, calls: calls.slice(0, 8), key: `approve-relay:${fn}` },
      headStart,
      start3
    );
    emitted++;
  }
}
function bodyOf(text, from, indent) {
  const limit = Math.min(text.length, from + MAX_BODY);
  let end = text.indexOf("\n", from);
  if (end < 0 || end > limit) return text.slice(from, limit);
  for (; ; ) {
    const next = text.indexOf("\n", end + 1);
    const line = text.slice(end + 1, next < 0 ? text.length : next);
    if (line.trim() !== "" && /^[ \t]*/.exec(line)[0].length <= indent) break;
    if (next < 0 || next > limit) {
      end = limit;
      break;
    }
    end = next;
  }
  return text.slice(from, end);
}

// src/analysis/code/python-blocks.ts
var DEF = /^([ \t]*)(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w{0,100})/;
function indentOf(line) {
  let n = 0;
  while (n < line.length && (line[n] === " " || line[n] === "	")) n++;
  return n;
}
function neutral(line) {
  const t = line.trimStart();
  return t === "" || t.startsWith("#");
}
function pythonBlockAt(lines, at) {
  if (at < 0 || at >= lines.length) return void 0;
  let bound = neutral(lines[at]) ? Number.POSITIVE_INFINITY : indentOf(lines[at]);
  for (let k = at - 1; k >= 0; k--) {
    const line = lines[k];
    if (neutral(line)) continue;
    const indent = indentOf(line);
    if (indent >= bound) continue;
    const m = DEF.exec(line);
    if (m) return { name: m[2], start: k, end: blockEnd(lines, k, indent) };
    if (indent === 0) return void 0;
    bound = indent;
  }
  return void 0;
}
function blockEnd(lines, start3, indent) {
  let last = start3;
  for (let k = start3 + 1; k < lines.length; k++) {
    const line = lines[k];
    if (neutral(line)) continue;
    if (indentOf(line) <= indent) break;
    last = k;
  }
  return last + 1;
}
function callsName(text, name2) {
  for (let i2 = text.indexOf(`${name2}(`); i2 >= 0; i2 = text.indexOf(`${name2}(`, i2 + 1)) {
    const before = i2 > 0 ? text[i2 - 1] : " ";
    if (!/\w/.test(before)) return true;
  }
  return false;
}

// src/analysis/code/hook-script-passes.ts
var MAX_TEXT4 = 256 * 1024;
var MAX_LITERALS = 2e3;
var MAX_FRAGMENTS = 16;
var REWRITES_INPUT = /\bupdatedInput\b/;
var HOOK_LANGS = /* @__PURE__ */ new Set(["python", "javascript", "typescript", "shell"]);
var STRING = /"((?:[^"\\\n]|\\.){0,2000})"|'((?:[^'\\\n]|\\.){0,2000})'|`([^`]{0,2000})`/g;
function unescapeLiteral(s) {
  return s.replace(/\\(["'\\nt`])/g, (_m, c) => c === "n" ? "\n" : c === "t" ? "	" : c);
}
function joinedLiterals(text) {
  const out2 = [];
  let prev;
  for (const m of text.slice(0, MAX_TEXT4).matchAll(STRING)) {
    if (out2.length >= MAX_LITERALS) break;
    const lit3 = {
      text: unescapeLiteral(m[1] ?? m[2] ?? m[3] ?? ""),
      start: m.index,
      end: m.index + m[0].length
    };
    const gap = prev ? text.slice(prev.end, lit3.start) : void 0;
    if (prev && gap !== void 0 && gap.length <= 200 && /^[\s+\\]*$/.test(gap)) {
      prev.text += lit3.text;
      prev.end = lit3.end;
      continue;
    }
    prev = lit3;
    out2.push(lit3);
  }
  return out2;
}
var EDGE_PLACEHOLDER = /^\s{0,8}\$?\{[\w.[\]"']{1,60}\}|\$\{[\w.[\]"']{1,60}\}\s{0,8}$|^\s{0,8}"?\$\w{1,40}"?|\{[\w.[\]"']{1,60}\}\s{0,8}$/g;
function gluedShell(lit3) {
  const t = lit3.replace(EDGE_PLACEHOLDER, "").trim();
  if (t.length < 4 || !(/^(?:;|&&|\|\|?|&)/.test(t) || /(?:;|&&|\|\||\|)$/.test(t))) return void 0;
  const code = t.replace(/^[;&|\s]{1,16}/, "").replace(/[;&|\s]{1,16}$/, "").trim();
  return /[A-Za-z]{2}/.test(code) ? code : void 0;
}
function withToolInputRewrites(analyze) {
  if (!analyze) return void 0;
  return (unit2, limits) => {
    analyze(unit2, limits);
    embedRewrites(unit2);
    addHookDecisions(unit2);
    addPrefixGates(unit2);
    addHookRelays(unit2);
    addSdkLaunches(unit2);
  };
}
function embedRewrites(unit2) {
  if (unit2.depth > 0 || !HOOK_LANGS.has(unit2.spec.lang) || !REWRITES_INPUT.test(unit2.text)) return;
  let n = 0;
  for (const lit3 of joinedLiterals(unit2.text)) {
    const code = gluedShell(lit3.text);
    if (!code) continue;
    unit2.embed("shell", code, lit3.start, lit3.end, {
      label: "shell a hook adds to the tool input it rewrites"
    });
    if (++n >= MAX_FRAGMENTS) break;
  }
}
var SETTINGS_KEYS = "defaultMode|skipDangerousModePermissionPrompt|dangerouslySkipPermissions|enableAllProjectMcpServers|hooks|apiKeyHelper|statusLine|mcpServers|enabledPlugins|extraKnownMarketplaces|disableAllHooks";
var KEY_EDIT = new RegExp(
  [
    `\\[\\s{0,4}["'](${SETTINGS_KEYS})["']\\s{0,4}\\]\\s{0,4}=(?!=)\\s{0,4}([^\\n]{1,120})`,
    `\\.(${SETTINGS_KEYS})\\s{0,4}=(?!=)\\s{0,4}([^\\n]{1,120})`,
    `["'](${SETTINGS_KEYS})["']\\s{0,4}:\\s{0,4}([^\\n]{1,120})`,
    `setdefault\\(\\s{0,4}["'](${SETTINGS_KEYS})["']\\s{0,4},\\s{0,4}([^\\n]{1,120})`,
    `[(,]\\s{0,4}(${SETTINGS_KEYS})\\s{0,4}=(?!=)\\s{0,4}([^\\n]{1,120})`,
    `[{,]\\s{0,8}(${SETTINGS_KEYS})\\s{0,4}:\\s{0,4}([^\\n]{1,120})`
  ].join("|"),
  "g"
);
var MAX_EDITS = 32;
function jsonValue(raw) {
  const v = raw.trim();
  const s = /^["']([^"'\n]{0,100})["']/.exec(v);
  if (s) return JSON.stringify(s[1]);
  if (/^(?:True|true)\b/.test(v)) return "true";
  if (/^(?:False|false)\b/.test(v)) return "false";
  if (v.startsWith("{")) return "{}";
  if (v.startsWith("[")) return "[]";
  return void 0;
}
function keyEditsIn(text) {
  const out2 = [];
  for (const m of text.slice(0, MAX_TEXT4).matchAll(KEY_EDIT)) {
    if (out2.length >= MAX_EDITS) break;
    const key = m[1] ?? m[3] ?? m[5] ?? m[7] ?? m[9] ?? m[11];
    const value2 = jsonValue(m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10] ?? m[12] ?? "");
    if (!key || value2 === void 0) continue;
    const root = rootBefore(text, m.index);
    out2.push({ line: `"${key}": ${value2}`, at: m.index, ...root ? { root } : {} });
  }
  return out2;
}
function rootBefore(text, i2) {
  let k = i2;
  const stop2 = Math.max(0, i2 - 200);
  for (; ; ) {
    if (k > stop2 && text[k - 1] === "]") {
      const open = text.lastIndexOf("[", k - 1);
      if (open < stop2) return void 0;
      k = open;
      continue;
    }
    let j = k;
    while (j > stop2 && /\w/.test(text[j - 1])) j--;
    if (j === k) return void 0;
    if (j > stop2 && text[j - 1] === ".") {
      k = j - 1;
      continue;
    }
    const word = text.slice(j, k);
    return /^\d/.test(word) ? void 0 : word;
  }
}
var DICT_LANGS = /* @__PURE__ */ new Set(["python", "javascript", "typescript"]);
function addSettingsKeyEdits(facts, units, lines) {
  for (const { id, spec } of units) {
    if (!DICT_LANGS.has(spec.lang)) continue;
    let edits;
    let unitLines;
    for (const b of facts.behaviours) {
      if (b.kind !== "write" || b.unit !== id || !b.content || b.content.literal) continue;
      if (b.cls !== "agent-settings" && b.cls !== "agent-hooks") continue;
      edits ??= keyEditsIn(spec.text);
      if (edits.length === 0) break;
      if (spec.lang === "python" && spec.base !== void 0 && !spec.region) {
        unitLines ??= spec.text.slice(0, MAX_TEXT4).split("\n");
        const first3 = lines.position(spec.base).line;
        const scope2 = { lines: unitLines, write: b.at.startLine - first3, evidence: b.evidence };
        const reaching = edits.filter((e) => editReaches(scope2, e));
        appendEdits(b, reaching);
      } else appendEdits(b, edits);
    }
  }
}
function appendEdits(b, edits) {
  if (b.kind !== "write" || !b.content || edits.length === 0) return;
  const text = [...new Set(edits.map((e) => e.line))].join("\n");
  b.content = { ...b.content, text: `${b.content.text}
${text}` };
}
function editReaches(scope2, e) {
  const writeBlock = pythonBlockAt(scope2.lines, scope2.write);
  const editBlock = pythonBlockAt(scope2.lines, lineOf(scope2.lines, e.at));
  if (!writeBlock || !editBlock || writeBlock.start === editBlock.start) return true;
  if (e.root && new RegExp(`(?<![\\w.])${e.root}\\b`).test(scope2.evidence)) return true;
  const body2 = scope2.lines.slice(writeBlock.start + 1, writeBlock.end).join("\n");
  return callsName(body2, editBlock.name);
}
function lineOf(lines, at) {
  let off = 0;
  for (let k = 0; k < lines.length; k++) {
    off += lines[k].length + 1;
    if (off > at) return k;
  }
  return lines.length - 1;
}

// src/analysis/code/behaviour-buffer.ts
var MAX_READINGS_PER_PLACE = 3;
var BehaviourBuffer = class {
  constructor(maxPending = 2e4) {
    this.maxPending = maxPending;
  }
  maxPending;
  byPlace = /* @__PURE__ */ new Map();
  order = 0;
  onceKeys = /* @__PURE__ */ new Set();
  get size() {
    return this.order;
  }
  /**
   * Adds a behaviour at [start, end) of the unit. `once` reports a key only the first time (the same
   * secret variable read in twenty places is one fact).
   */
  add(b, start3, end, once) {
    if (this.order >= this.maxPending) return;
    if (once !== void 0) {
      if (this.onceKeys.has(once)) return;
      this.onceKeys.add(once);
    }
    const place = `${b.kind}@${start3}:${end}`;
    const sig = signature(b);
    const list = this.byPlace.get(place) ?? [];
    if (list.some((p) => p.sig === sig)) return;
    list.push({ b, start: start3, end, order: this.order++, weight: weightOf(sig), sig });
    list.sort((x, y) => y.weight - x.weight || x.order - y.order);
    if (list.length > MAX_READINGS_PER_PLACE) list.length = MAX_READINGS_PER_PLACE;
    this.byPlace.set(place, list);
  }
  /** Emits everything into the unit, in source order. Readings of a place that know less than its best
   *  reading (more unknown parts, fewer taints) are dropped; equally informed readings all stay. */
  flush(unit2) {
    const all = [];
    for (const list of this.byPlace.values()) {
      const best = list[0];
      for (const p of list) if (p.weight >= best.weight) all.push(p);
    }
    all.sort((x, y) => x.start - y.start || x.end - y.end || x.order - y.order);
    for (const p of all) unit2.emit(p.b, p.start, p.end);
    this.byPlace.clear();
  }
};
function signature(b) {
  return JSON.stringify(b);
}
function weightOf(sig) {
  const unknownParts = sig.match(/\$\{(?!file:)[^}]{0,80}\}/g)?.length ?? 0;
  const taints = sig.match(/"(?:download|decoded|secret|env|file|system-info|conversation)"/g)?.length ?? 0;
  return taints * 100 - unknownParts * 10;
}

// src/analysis/code/bounded-walk.ts
var BudgetExceeded = class extends Error {
};
var BoundedWalk = class {
  constructor(bounds) {
    this.bounds = bounds;
  }
  bounds;
  buf = new BehaviourBuffer();
  /** Set when a bound stopped part of the analysis. */
  limitHit = false;
  steps = 0;
  depth = 0;
  /** Counts one unit of work; throws when the budget is spent. */
  tick() {
    if (++this.steps > this.bounds.maxSteps) throw new BudgetExceeded();
  }
  /** Runs `fn` one level deeper; past the depth bound the subtree is skipped and the bound recorded. */
  deeper(fallback, fn) {
    if (this.depth >= this.bounds.maxDepth) {
      this.limitHit = true;
      return fallback;
    }
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }
  /** Walks the tree within the step budget: a spent budget ends the walk where it is and is recorded. */
  run(root) {
    try {
      this.walk(root);
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      this.limitHit = true;
    }
  }
};
function interpretUnit(unit2, limits, grammar, start3, walk4, prepare) {
  const { tree, status } = parseBounded(grammar, prepare ? prepare(unit2.text) : unit2.text, limits);
  unit2.parsed(status);
  if (!tree) return;
  const interp = start3();
  try {
    walk4(interp, tree.rootNode);
  } catch (e) {
    interp.limitHit = true;
    if (process.env.SKILLSCAN_DEBUG) throw e;
  } finally {
    tree.delete();
  }
  if (interp.limitHit) unit2.parsed("gave-up");
  interp.buf.flush(unit2);
}

// src/analysis/code/javascript/jsval.ts
function ph(name2) {
  return "${" + name2 + "}";
}
var ENV_ALL = {
  text: ph("process.env"),
  literal: false,
  taints: ["env", "secret"],
  secret: "env-all"
};
var data = (v) => ({ k: "data", v });
var lit = (text) => data(literal(text));
var num = (n) => ({ k: "data", v: literal(String(n)), num: n });
var ref = (name2) => ({ k: "ref", name: name2 });
var opaque = (name2) => data(unknown(safeName(name2)));
function safeName(name2) {
  const s = name2.replace(/[^\w.]/g, "_").slice(0, 48);
  return s === "" ? "value" : s;
}
function result(name2, inputs) {
  const vs = inputs.map(toValue).filter((v) => v.taints.some((t) => t !== "unknown") || v.secret || hasMarker(v));
  const d = derived(`\${${safeName(name2)}}`, vs);
  return data({ ...d, taints: d.taints.filter((t) => t !== "unknown") });
}
function withTaint(v, taint2, extra = {}) {
  return data(tainted(toValue(v), taint2, extra));
}
function toValue(v, depth2 = 0) {
  if (!v) return literal("");
  switch (v.k) {
    case "data":
      return v.v;
    case "ref":
      return v.name === "process.env" ? ENV_ALL : unknown(v.name, []);
    case "arr": {
      if (depth2 > 4) return unknown("array", []);
      const parts2 = [];
      for (const [i2, item] of v.items.entries()) {
        if (i2 > 0) parts2.push(literal(","));
        parts2.push(toValue(item, depth2 + 1));
        if (parts2.length > 4096) break;
      }
      return parts2.length ? concat(parts2) : literal("");
    }
    case "obj":
      return jsonValue2(v, depth2);
    case "fn":
      return unknown("function", []);
    case "handle":
      return unknown(v.h.kind, []);
  }
}
function jsonValue2(v, depth2 = 0) {
  if (!v) return literal("null");
  if (depth2 > 6) return unknown("value", []);
  if (v.k === "data") {
    if (v.num !== void 0 || !v.v.literal) return v.v;
    return { ...v.v, text: JSON.stringify(v.v.text) };
  }
  if (v.k === "arr" || v.k === "obj") {
    const parts2 = [literal(v.k === "arr" ? "[" : "{")];
    let length = 0;
    const entries = v.k === "arr" ? v.items.map((x) => [void 0, x]) : [...v.props.entries()];
    for (const [i2, [key, item]] of entries.entries()) {
      if (i2 > 0) parts2.push(literal(","));
      if (key !== void 0) parts2.push(literal(`${JSON.stringify(key)}:`));
      const iv = jsonValue2(item, depth2 + 1);
      parts2.push(iv);
      length += iv.text.length + (key?.length ?? 0);
      if (length > MAX_VALUE_TEXT) break;
    }
    if (v.k === "obj" && v.rest) parts2.push(literal(entries.length ? "," : ""), v.rest);
    parts2.push(literal(v.k === "arr" ? "]" : "}"));
    return concat(parts2);
  }
  return toValue(v, depth2);
}
function joinItems(items, sep) {
  const parts2 = [];
  let length = 0;
  for (const [i2, item] of items.entries()) {
    if (i2 > 0 && sep) parts2.push(literal(sep));
    const v = toValue(item);
    parts2.push(v);
    length += v.text.length + sep.length;
    if (length > MAX_VALUE_TEXT) break;
  }
  return parts2.length ? concat(parts2) : literal("");
}
function propOf(v, key) {
  if (!v) return void 0;
  if (v.k === "obj") return v.props.get(key);
  return void 0;
}
function staticText(v) {
  return v?.k === "data" && v.v.literal ? v.v.text : void 0;
}
function knownText(v) {
  if (v?.k !== "data") return void 0;
  if (v.v.literal) return v.v.text;
  const unknownParts = v.v.taints.includes("unknown") || (v.v.vars?.length ?? 0) > 0 || /\$\{/.test(v.v.text);
  return !unknownParts && v.v.taints.every((t) => t === "decoded") ? v.v.text : void 0;
}
function realTaints(v) {
  return v.taints.filter((t) => t !== "unknown");
}
function mergeReturns(rs) {
  if (rs.length === 0) return lit("");
  let best = rs[0];
  for (const r of rs) if (rank(r) > rank(best)) best = r;
  return best;
}
function rank(v) {
  if (v.k !== "data") return v.k === "fn" || v.k === "ref" || v.k === "handle" ? 3 : 1;
  if (realTaints(v.v).length) return 4;
  return v.v.literal ? 2 : 0;
}
function elementOf(v) {
  if (v.k === "arr") {
    const best = v.items.find((x) => x.k !== "data" || x.v.taints.some((t) => t !== "unknown"));
    return best ?? v.items[0] ?? opaque("item");
  }
  if (v.k === "ref" && v.name === "process.env") return data(ENV_ALL);
  if (v.k === "data") return data({ ...v.v, text: ph("item"), literal: false });
  return opaque("item");
}

// src/analysis/code/javascript/support.ts
var arg = (args2, i2) => args2.vals[i2];
function invokeCallbacks(ix, args2, params) {
  for (const a of args2.vals) if (a.k === "fn") ix.defer(a, params);
}
function callCallbacks(ix, args2, params) {
  const out2 = [];
  for (const a of args2.vals) if (a.k === "fn") out2.push(ix.invoke(a, params));
  return out2;
}
function callbackParams(inputs) {
  const v = result(
    "callback",
    inputs.filter((x) => x.k !== "fn")
  );
  return realTaints(v.v).length ? [v, v, v] : [opaque("param"), opaque("param"), opaque("param")];
}
function endpointFor(ix, url) {
  if (!url || url.text === "") return { cls: "unknown" };
  const host = hostOf(url.text);
  if (host === "" || host.includes("$") || url.text.startsWith("${"))
    return { url: url.text.slice(0, 300), cls: "unknown" };
  return endpointOf(url.text, ix.unit.hosts);
}
function noteEnvAll(ix, v, node2) {
  if (v.secret === "env-all") ix.emit({ kind: "read", target: ENV_ALL, secret: "env-all" }, node2, "env-all");
}
function serialise(ix, v, node2) {
  const value2 = jsonValue2(v);
  noteEnvAll(ix, value2, node2);
  return { k: "data", v: value2 };
}
function justified(b) {
  switch (b.kind) {
    case "execute":
      return realTaints(b.code).some((t) => t === "download" || t === "decoded");
    case "fetch":
    case "reverse-shell":
      return b.endpoint.cls !== "unknown";
    case "send":
      return b.endpoint.cls !== "unknown" && realTaints(b.data).some((t) => t !== "download");
    case "source":
      return false;
    default:
      return true;
  }
}
var CONVERSATION = tainted(unknown("stdin", []), "conversation");
function conversationInput() {
  return data(CONVERSATION);
}
function downloaded(url, tool) {
  return data(tainted(literal(`\${${tool}-response}`), "download", { from: url.text }));
}

// src/analysis/code/javascript/publish.ts
var PUBLISHERS = /^(?:\S*[\\/])?(?:npm|pnpm|bun|yarn)(?:\.cmd|\.exe)?$/i;
var VALUE_OPTS = /* @__PURE__ */ new Set([
  "--tag",
  "--access",
  "--registry",
  "--otp",
  "--workspace",
  "-w",
  "--provenance-file"
]);
var DEFAULT_REGISTRY = "https://registry.npmjs.org/";
function publishArgs(words2) {
  const at = words2.findIndex((w) => w.text === "publish");
  if (at < 0 || at > 1 || at === 1 && words2[0]?.text !== "npm") return void 0;
  return words2.slice(at + 1, at + 33);
}
function folderAndRegistry(args2) {
  const out2 = {};
  for (let i2 = 0; i2 < args2.length; i2++) {
    const t = args2[i2].text;
    if (t.startsWith("--registry=")) out2.registry = literal(t.slice("--registry=".length));
    else if (VALUE_OPTS.has(t)) {
      if (t === "--registry" && args2[i2 + 1]) out2.registry = args2[i2 + 1];
      i2++;
    } else if (!t.startsWith("-") && !out2.folder) out2.folder = args2[i2];
  }
  return out2;
}
function packagePublish(ix, program, words2, opts, node2) {
  if (!PUBLISHERS.test(program.text.trim())) return;
  const args2 = publishArgs(words2.slice(0, 40).map((w) => toValue(w)));
  if (!args2) return;
  const { folder: folder2, registry } = folderAndRegistry(args2);
  const cwd = propOf(opts, "cwd");
  const dir = folder2?.text ?? (cwd ? toValue(cwd).text : "");
  const from = trimEndChars(dir, "/");
  if (from === "" || from === ".") return;
  const data3 = {
    text: `$(${program.text.trim()} publish ${from})`.slice(0, 300),
    literal: false,
    taints: ["file"],
    from: `${from}/`
  };
  ix.emit(
    {
      kind: "send",
      endpoint: endpointFor(ix, registry ?? literal(DEFAULT_REGISTRY)),
      channel: "storage",
      data: data3
    },
    node2
  );
}

// src/analysis/code/javascript/shell-text.ts
function shellText(words2) {
  const parts2 = [];
  for (const [i2, w] of words2.entries()) {
    if (i2 > 0) parts2.push(literal(" "));
    if (/^[\w@%+=:,./-]+$/.test(w.text)) parts2.push(w);
    else parts2.push({ ...w, text: `'${w.text.replace(/'/g, `'\\''`)}'` });
  }
  return parts2.length ? concat(parts2) : literal("");
}
var DOWNLOADER_URL = /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|;&]{0,400}?((?:https?|ftp):\/\/[^\s'"|;&)<>]{1,300})/i;
var ENV_DUMP = /^\s*(?:env|printenv|set|export\s+-p)\s*$/;
var SYSTEM_INFO2 = /(?:^|[\s;&|(])(?:whoami|hostname|uname|id|ipconfig|ifconfig|systeminfo|sw_vers|ip\s+a(?:ddr)?)(?=$|[\s;&|)])/;
function commandOutput(_ix, cmd2) {
  const text = cmd2.text.slice(0, 2e3);
  const url = DOWNLOADER_URL.exec(text);
  if (url && !/\s(?:-o|--output|-OutFile)\s/i.test(text))
    return data(tainted(cmd2, "download", { from: url[1] }));
  if (ENV_DUMP.test(text)) return data(ENV_ALL);
  for (const word of text.split(/[\s'"<>|;&()]+/, 64)) {
    const s = word ? secretOf(word) : void 0;
    if (s) return data(tainted(tainted(cmd2, "file", { from: word }), "secret", { secret: s.cls }));
  }
  if (SYSTEM_INFO2.test(text)) return data(tainted(cmd2, "system-info"));
  return result("stdout", [data(cmd2)]);
}
function writtenInCommand(ix, commandLine2) {
  for (const [path2, content] of ix.written) {
    if (path2.length < 3) continue;
    let at = commandLine2.indexOf(path2);
    for (let n = 0; at >= 0 && n < 64; n++, at = commandLine2.indexOf(path2, at + 1))
      if (runsWordAt(commandLine2, at)) return content;
  }
  return void 0;
}
var RUNS_FILE = /^(?:\S*[\\/])?(?:(?:ba|z|k|da|a|c|tc|fi)?sh|source|\.|python[\d.]*|node|nodejs|deno|bun|perl|ruby|php|lua|pwsh|powershell|osascript)(?:\.exe)?$/i;
var PREFIX = /^(?:sudo|doas|exec|nohup|env|time|nice|command|-\S*|[A-Za-z_]\w*=\S*)$/;
function runsWordAt(line, at) {
  let start3 = at;
  while (start3 > 0 && !/[\s'"]/.test(line[start3 - 1])) start3--;
  if (!["", "./"].includes(line.slice(start3, at))) return false;
  let cmdStart = start3;
  while (cmdStart > 0 && !";&|\n(`".includes(line[cmdStart - 1])) cmdStart--;
  const words2 = line.slice(cmdStart, start3).replace(/['"]/g, " ").split(/\s+/, 64).filter((w) => w !== "");
  const program = words2.findIndex((w) => !PREFIX.test(w));
  if (program < 0) return true;
  return RUNS_FILE.test(words2[program]) && words2.slice(program + 1).every((w) => w.startsWith("-"));
}

// src/analysis/code/javascript/exec.ts
var STRONG = ["download", "decoded", "file", "conversation"];
function hasCode(text) {
  return /[A-Za-z]{2}/.test(text.replace(/\$\{[^}]{0,80}\}/g, ""));
}
function isExactString(node2, v) {
  return node2?.type === "string" && v.literal && node2.namedChildren.every((c) => c.type === "string_fragment") && node2.text.length === v.text.length + 2;
}
var RETURNS_GLOBAL = /^\s*return[\s(]*(?:this|globalThis|global|window|self)[\s);]*$/;
function runCode(ix, code, via2, node2, codeNode, prelude = "") {
  const v = toValue(code);
  if (RETURNS_GLOBAL.test(v.text)) return via2 === "Function" ? ref("#returns-global") : ref("global");
  const endpoint = v.taints.includes("download") ? endpointFor(ix, v.from ? literal(v.from) : void 0) : void 0;
  ix.emit({ kind: "execute", via: via2, code: v, ...endpoint ? { endpoint } : {} }, node2);
  if (hasCode(v.text) && (v.literal || v.taints.includes("decoded")))
    ix.embed("javascript", prelude + v.text, codeNode ?? node2, prelude === "" && isExactString(codeNode, v));
  return result("eval", [code ?? opaque("code")]);
}
function decodeDataUrl(ix, url, node2) {
  const m = /^data:([^,;]{0,100})((?:;[^,;]{0,40}){0,4}),(.*)$/is.exec(url);
  if (!m) return void 0;
  const body2 = m[3] ?? "";
  const b64 = /;base64/i.test(m[2] ?? "");
  let text;
  if (b64) {
    const t = Buffer.from(body2.slice(0, 65536), "base64").toString("utf8");
    text = isMostlyPrintable(t) ? t : void 0;
  } else {
    try {
      text = decodeURIComponent(body2.slice(0, 65536));
    } catch {
      text = body2;
    }
  }
  const scheme = b64 ? "base64" : "escape";
  ix.emit(
    { kind: "decode", scheme, input: literal(url), ...text ? { decoded: text.slice(0, 2e3) } : {} },
    node2
  );
  return data(tainted(literal(text ?? ph("data-url")), "decoded"));
}
function executeFact(ix, cmd2, node2, via2, line = cmd2.text) {
  const written = writtenInCommand(ix, line);
  if (written) ix.emit({ kind: "execute", via: via2, code: written }, node2);
  else if (realTaints(cmd2).some((t) => STRONG.includes(t))) {
    const endpoint = cmd2.taints.includes("download") && cmd2.from ? endpointFor(ix, literal(cmd2.from)) : void 0;
    ix.emit({ kind: "execute", via: via2, code: cmd2, ...endpoint ? { endpoint } : {} }, node2);
  }
  reverseShellFromSocket(ix, cmd2, node2);
}
function runShell(ix, cmd2, node2, cmdNode, via2) {
  executeFact(ix, cmd2, node2, via2);
  if (!hasCode(cmd2.text)) return;
  const lang = /^\s*(?:\S*[\\/])?(?:powershell|pwsh)(?:\.exe)?\s/i.test(cmd2.text) ? "powershell" : "shell";
  ix.embed(lang, cmd2.text, cmdNode ?? node2, isExactString(cmdNode, cmd2));
}
function shellInput(ix, v, node2) {
  ix.emit({ kind: "execute", via: "child_process", code: v }, node2);
  reverseShellFromSocket(ix, v, node2);
}
function stdinOption(ix, opts, shell2, node2) {
  const input = shell2 ? propOf(opts, "input") : void 0;
  if (input && input.k !== "fn") shellInput(ix, toValue(input), node2);
}
function reverseShellFromSocket(ix, code, node2) {
  const from = code.from ?? "";
  if (!code.taints.includes("download") || !/^(?:tcp|tls):\/\//.test(from)) return;
  ix.emit(
    { kind: "reverse-shell", how: "socket data run as commands", endpoint: endpointFor(ix, literal(from)) },
    node2
  );
}
var CODE_FLAG_PROGRAM = /^(?:\S*[\\/])?(?:(?:ba|z|da|k|a|c|tc|fi)?sh|cmd|powershell|pwsh|node|nodejs|deno|bun|python[\d.]*|perl|ruby|php|osascript)(?:\.exe)?$/i;
var CODE_FLAG = /^(?:-c|-e|--eval|-p|--print|\/c|\/k|-command|-encodedcommand|-enc|-ec)$/i;
function codeWord(prog, words2) {
  if (!CODE_FLAG_PROGRAM.test(prog.text.trim())) return void 0;
  const i2 = words2.findIndex((w) => CODE_FLAG.test(staticText(w) ?? ""));
  return i2 >= 0 && words2[i2 + 1] ? toValue(words2[i2 + 1]) : void 0;
}
function isInteractiveFlag(w) {
  const t = staticText(w);
  return t !== void 0 && /^-{1,2}[a-z]{0,20}$/i.test(t) && !/^-[a-z]*c$/i.test(t);
}
var SHELL_PROGRAM = /^(?:\S*[\\/])?(?:ba|z|da|k|a|c|tc|fi)?sh(?:\.exe)?$|^(?:\S*[\\/])?cmd(?:\.exe)?$/i;
var PS_PROGRAM = /^(?:\S*[\\/])?(?:powershell|pwsh)(?:\.exe)?$/i;
function runArgv(ix, program, argv, opts, node2, via2) {
  const prog = toValue(program);
  const words2 = argv?.k === "arr" ? argv.items : argv ? [argv] : [];
  const shellOpt = propOf(opts, "shell");
  const useShell = shellOpt !== void 0 && !(shellOpt.k === "data" && /^(?:false|)$/.test(shellOpt.v.text));
  const line = useShell ? joinItems([program ?? opaque("program"), ...words2], " ") : shellText([prog, ...words2.map((w) => toValue(w))]);
  const programName3 = prog.text.trim();
  const proc = {
    kind: "proc",
    shell: (SHELL_PROGRAM.test(programName3) || PS_PROGRAM.test(programName3)) && words2.every(isInteractiveFlag),
    at: [node2.startIndex, node2.endIndex]
  };
  if (proc.shell) ix.shellProcs.push(proc);
  packagePublish(ix, prog, words2, opts, node2);
  stdinOption(ix, opts, proc.shell, node2);
  executeFact(ix, useShell ? line : codeWord(prog, words2) ?? prog, node2, via2, line.text);
  if (hasCode(line.text))
    ix.embed(PS_PROGRAM.test(programName3) ? "powershell" : "shell", line.text, node2, false);
  stdioSocket(ix, opts, proc, node2);
  return proc;
}
function stdioSocket(ix, opts, proc, node2) {
  const stdio = propOf(opts, "stdio");
  if (!proc.shell || stdio?.k !== "arr") return;
  const sock = stdio.items.find((s) => s.k === "handle" && s.h.kind === "socket");
  if (sock?.k === "handle" && sock.h.kind === "socket")
    ix.emit({ kind: "reverse-shell", how: "shell stdio bound to a socket", endpoint: sock.h.endpoint }, node2);
}
var SHELL_READING_STDIN = /^\s*(?:\S*\/)?(?:ba|z|da)?sh(?:\s+-[a-z]{1,8}){0,4}\s*$/;
function execString(sync) {
  return (ix, args2, node2, name2) => {
    const cmd2 = toValue(args2.vals[0]);
    runShell(ix, cmd2, node2, args2.nodes[0], name2.startsWith("child_process") ? "child_process" : name2);
    const out2 = commandOutput(ix, cmd2);
    invokeCallbacks(ix, args2, [opaque("error"), out2, opaque("stderr")]);
    const shell2 = SHELL_READING_STDIN.test(cmd2.text) && !/\s-[a-z]{0,8}c/.test(cmd2.text);
    if (sync) {
      stdinOption(ix, args2.vals[1], shell2, node2);
      return out2;
    }
    const proc = { kind: "proc", shell: shell2, at: [node2.startIndex, node2.endIndex] };
    if (shell2) ix.shellProcs.push(proc);
    return { k: "handle", h: proc };
  };
}
function spawnLike(sync) {
  return (ix, args2, node2, name2) => {
    const hasArgv = args2.vals[1]?.k === "arr";
    const proc = runArgv(
      ix,
      args2.vals[0],
      hasArgv ? args2.vals[1] : void 0,
      hasArgv ? args2.vals[2] : args2.vals[1],
      node2,
      name2.split(".")[0] ?? name2
    );
    invokeCallbacks(ix, args2, [opaque("error"), commandOutput(ix, toValue(args2.vals[0])), opaque("stderr")]);
    return sync ? commandOutput(ix, toValue(args2.vals[0])) : { k: "handle", h: proc };
  };
}
var argvArray = (ix, args2, node2, name2) => {
  const first3 = args2.vals[0];
  const cmd2 = first3?.k === "arr" ? first3 : propOf(first3, "cmd") ?? propOf(first3, "args");
  const items = cmd2?.k === "arr" ? cmd2.items : [];
  return { k: "handle", h: runArgv(ix, items[0], { k: "arr", items: items.slice(1) }, first3, node2, name2) };
};
var shellTemplate = (ix, args2, node2, name2) => {
  const cmd2 = toValue(args2.vals[0]);
  runShell(ix, cmd2, node2, void 0, name2);
  return commandOutput(ix, cmd2);
};
var codeArg = (via2, last = false) => (ix, args2, node2) => {
  const i2 = last ? args2.vals.length - 1 : 0;
  const prelude = last ? loaderParams(args2.vals.slice(0, i2), toValue(args2.vals[i2]).text) : "";
  return runCode(ix, args2.vals[i2], via2, node2, args2.nodes[i2], prelude);
};
var NODE_MODULE_ARG = /^\(\s*['"`](?:node:)?(?:child_process|fs|fs\/promises|https?|net|tls|dgram|dns|os|vm|module|worker_threads|zlib|crypto)['"`]\s*\)/;
function loaderParams(params, body2) {
  const names = params.flatMap((p) => (staticText(p) ?? "").split(",", 16)).map((n) => n.trim()).filter((n) => /^[A-Za-z_$][\w$]{0,40}$/.test(n) && n !== "require");
  const loaders = names.filter((n) => callsWithModule(body2, n));
  return loaders.map((n) => `const ${n} = require;
`).join("");
}
function callsWithModule(body2, name2) {
  let from = 0;
  for (let hits = 0; hits < 64; hits++) {
    const at = body2.indexOf(`${name2}(`, from);
    if (at < 0) return false;
    const before = at > 0 ? body2[at - 1] : " ";
    if (!/[\w$.]/.test(before) && NODE_MODULE_ARG.test(body2.slice(at + name2.length, at + name2.length + 40)))
      return true;
    from = at + name2.length;
  }
  return false;
}
var timer = (ix, args2, node2) => {
  const first3 = args2.vals[0];
  if (first3?.k === "data" && (first3.v.literal || realTaints(first3.v).length))
    return runCode(ix, first3, "eval", node2, args2.nodes[0]);
  invokeCallbacks(ix, args2, []);
  return opaque("timer");
};
var worker = (ix, args2, node2) => {
  const evalOpt = propOf(args2.vals[1], "eval");
  if (evalOpt?.k === "data" && evalOpt.v.text === "true")
    return runCode(ix, args2.vals[0], "worker_threads", node2, args2.nodes[0]);
  return fork(ix, args2, node2, "worker_threads");
};
var fork = (ix, args2, node2) => {
  const target = toValue(args2.vals[0]);
  const written = ix.written.get(target.text);
  if (written) ix.emit({ kind: "execute", via: "child_process.fork", code: written }, node2);
  else if (realTaints(target).some((t) => t === "download" || t === "decoded"))
    ix.emit({ kind: "execute", via: "child_process.fork", code: target }, node2);
  else if (/^(?:\.{1,2}\/|\$\{__dirname\})/.test(target.text)) ix.emit({ kind: "source", target }, node2);
  return { k: "handle", h: { kind: "proc", shell: false, at: [node2.startIndex, node2.endIndex] } };
};
var EXEC_HANDLERS = {
  "#returns-global": () => ref("global"),
  eval: codeArg("eval"),
  Function: codeArg("Function", true),
  "vm.runInThisContext": codeArg("vm"),
  "vm.runInNewContext": codeArg("vm"),
  "vm.runInContext": codeArg("vm"),
  "vm.compileFunction": codeArg("vm"),
  "vm.Script": codeArg("vm"),
  "vm.SourceTextModule": codeArg("vm"),
  setTimeout: timer,
  setInterval: timer,
  setImmediate: timer,
  "module._compile": codeArg("Module._compile"),
  "new worker_threads.Worker": worker,
  "child_process.exec": execString(false),
  "child_process.execSync": execString(true),
  "shelljs.exec": execString(true),
  "execa.execaCommand": execString(false),
  "execa.execaCommandSync": execString(true),
  "child_process.spawn": spawnLike(false),
  "child_process.spawnSync": spawnLike(true),
  "child_process.execFile": spawnLike(false),
  "child_process.execFileSync": spawnLike(true),
  "child_process.fork": fork,
  "child_process.spawn.sync": spawnLike(true),
  execa: spawnLike(false),
  "execa.execa": spawnLike(false),
  "execa.execaSync": spawnLike(true),
  "execa.sync": spawnLike(true),
  "Bun.spawn": argvArray,
  "Bun.spawnSync": argvArray,
  "Deno.run": argvArray,
  "new Deno.Command": (ix, args2, node2) => {
    const argv = propOf(args2.vals[1], "args");
    return { k: "handle", h: runArgv(ix, args2.vals[0], argv, args2.vals[1], node2, "Deno.Command") };
  },
  "zx.$": shellTemplate,
  "execa.$": shellTemplate,
  "Bun.$": shellTemplate,
  "process.binding": () => opaque("binding")
};

// src/analysis/code/javascript/fs.ts
var HOME = { text: "~", literal: false, taints: [] };
function joinPath(args2, resolve) {
  const parts2 = [];
  for (const a of args2.vals) {
    const v = toValue(a);
    if (v.text === "") continue;
    if (resolve && /^(?:\/|~|[A-Za-z]:[\\/])/.test(v.text)) parts2.length = 0;
    if (parts2.length) parts2.push(literal("/"));
    parts2.push(v);
  }
  const joined4 = parts2.length ? concat(parts2) : literal(".");
  return data({ ...joined4, text: joined4.text.replace(/\/{2,}/g, "/").replace(/\/\.\//g, "/") });
}
function secretAt(path2) {
  return path2.text === "" ? void 0 : secretOf(normalizeHome(path2.text));
}
function readPath2(ix, pathVal, node2) {
  const path2 = toValue(pathVal);
  if (path2.text === "0" || path2.text === "/dev/stdin") return conversationInput();
  const written = ix.written.get(path2.text);
  if (written) return data(written);
  const shipped = shippedJson(ix, path2.text);
  if (shipped !== void 0) return lit(shipped);
  const s = secretAt(path2);
  if (s) ix.emit({ kind: "read", target: path2, secret: s.cls }, node2);
  const content = tainted(literal(`\${file:${path2.text.slice(0, 80)}}`), "file", { from: path2.text });
  return data(s ? tainted(content, "secret", { secret: s.cls }) : content);
}
function shippedJson(ix, text) {
  const shipped = ix.unit.spec.jsonModules;
  if (!shipped || !text.endsWith(".json")) return void 0;
  const path2 = text.replace(/\\/g, "/");
  if (/^(?:\/|~|[A-Za-z]:|\$\{(?:HOME|USERPROFILE|env|process\.env|os\.homedir)\b)/i.test(path2))
    return void 0;
  for (const [spec, json] of Object.entries(shipped)) {
    const tail = spec.replace(/^(?:\.\/)+/, "");
    if (path2 === tail || path2.endsWith(`/${tail}`)) return json;
  }
  return void 0;
}
var reader = (ix, args2, node2) => {
  const content = readPath2(ix, args2.vals[0], node2);
  invokeCallbacks(ix, args2, [opaque("error"), content]);
  return content;
};
var lister = (ix, args2, node2) => {
  const listed = readPath2(ix, args2.vals[0], node2);
  invokeCallbacks(ix, args2, [opaque("error"), listed]);
  return { k: "arr", items: [listed] };
};
function writePath(ix, pathVal, content, append, node2) {
  const path2 = toValue(pathVal);
  const body2 = content ? toValue(content) : void 0;
  if (body2) noteEnvAll(ix, body2, node2);
  if (body2 && (body2.taints.includes("download") || body2.taints.includes("decoded")) && path2.text !== "" && ix.written.size < 256)
    ix.written.set(path2.text, body2);
  const planted = append && body2 ? appendedShellCode([path2.text], body2.text) : void 0;
  if (planted !== void 0) ix.embed("shell", planted, node2, false);
  const w = path2.text === "" ? void 0 : writeClassOf(normalizeHome(path2.text));
  if (w)
    ix.emit({ kind: "write", target: path2, cls: w.cls, append, ...body2 ? { content: body2 } : {} }, node2);
}
var appendFlag = (opts) => {
  const flag2 = opts?.k === "data" ? opts : propOf(opts, "flag") ?? propOf(opts, "flags");
  return flag2?.k === "data" && /^a/.test(flag2.v.text);
};
var writer = (append) => (ix, args2, node2) => {
  writePath(ix, args2.vals[0], args2.vals[1], append || appendFlag(args2.vals[2]), node2);
  invokeCallbacks(ix, args2, [opaque("error")]);
  return opaque("written");
};
var writeStream = (ix, args2, node2) => {
  writePath(ix, args2.vals[0], void 0, appendFlag(args2.vals[1]), node2);
  return { k: "handle", h: { kind: "write-stream", path: toValue(args2.vals[0]) } };
};
var copier = (ix, args2, node2) => {
  const content = readPath2(ix, args2.vals[0], node2);
  writePath(ix, args2.vals[1], content, false, node2);
  invokeCallbacks(ix, args2, [opaque("error")]);
  return opaque("copied");
};
var BROAD2 = /^(?:\/|~|\/\*|~\/\*|\.\.?|\*|[A-Za-z]:\/?\*?|\/(?:home|Users|etc|usr|var|bin|sbin|lib|boot|root|opt|System|Library|Applications)\/?\*?)$/;
var remover = (alwaysRecursive) => (ix, args2, node2) => {
  const target = toValue(args2.vals[0]);
  const rec = propOf(args2.vals[1], "recursive");
  const recursive = alwaysRecursive || rec?.k === "data" && rec.v.text === "true";
  const home = normalizeHome(target.text);
  const norm = home.length > 1 ? home.replace(/\/$/, "") : home;
  if (recursive && norm !== "" && BROAD2.test(norm) && norm !== "." && norm !== "..")
    ix.emit({ kind: "destroy", how: "rm-broad", target: target.text.slice(0, 200) }, node2);
  invokeCallbacks(ix, args2, [opaque("error")]);
  return opaque("removed");
};
var chmod = (ix, args2, node2) => {
  const path2 = toValue(args2.vals[0]);
  const mode = args2.vals[1];
  const n = mode?.k === "data" ? mode.num ?? (/^[0-7]{3,4}$/.test(mode.v.text) ? Number.parseInt(mode.v.text, 8) : void 0) : void 0;
  if (n !== void 0 && (n & 2048) !== 0)
    ix.emit({ kind: "privilege", how: "setuid", command: path2.text, interpreter: false }, node2);
  else if (n !== void 0 && (n & 2) !== 0 && writeClassOf(normalizeHome(path2.text))?.cls === "system")
    ix.emit({ kind: "privilege", how: "world-writable", command: path2.text, interpreter: false }, node2);
  return opaque("chmod");
};
var sysInfo = (what) => () => data(tainted(literal(`\${${what}}`), "system-info"));
var FS_HANDLERS = {
  "path.join": (_ix, args2) => joinPath(args2, false),
  "path.resolve": (_ix, args2) => joinPath(args2, true),
  "path.normalize": (_ix, args2) => joinPath(args2, false),
  "path.posix.join": (_ix, args2) => joinPath(args2, false),
  "path.win32.join": (_ix, args2) => joinPath(args2, false),
  "os.homedir": () => data(HOME),
  "os.tmpdir": () => lit("/tmp"),
  "os.hostname": sysInfo("hostname"),
  "os.networkInterfaces": sysInfo("network"),
  "os.userInfo": () => ({
    k: "obj",
    props: /* @__PURE__ */ new Map([
      ["homedir", data(HOME)],
      ["username", data(tainted(literal(ph("username")), "system-info"))]
    ])
  }),
  "fs.readFileSync": reader,
  "fs.readFile": reader,
  "fs.createReadStream": reader,
  "fs.openSync": reader,
  "fs.open": reader,
  "fs.readJsonSync": reader,
  "fs.readJson": reader,
  "fs.readJSONSync": reader,
  "Bun.file": reader,
  "Deno.readTextFile": reader,
  "Deno.readTextFileSync": reader,
  "Deno.readFile": reader,
  "fs.readdirSync": lister,
  "fs.readdir": lister,
  "fs.opendir": lister,
  "fs.opendirSync": lister,
  "fs.globSync": lister,
  "fs.glob": lister,
  glob: lister,
  "glob.sync": lister,
  "glob.glob": lister,
  "glob.globSync": lister,
  "glob.globby": lister,
  "fs.writeFileSync": writer(false),
  "fs.writeFile": writer(false),
  "fs.outputFileSync": writer(false),
  "fs.outputFile": writer(false),
  "fs.writeJsonSync": writer(false),
  "fs.writeJson": writer(false),
  "fs.outputJsonSync": writer(false),
  "fs.appendFileSync": writer(true),
  "fs.appendFile": writer(true),
  "Bun.write": writer(false),
  "Deno.writeTextFile": writer(false),
  "Deno.writeTextFileSync": writer(false),
  "Deno.writeFile": writer(false),
  "fs.createWriteStream": writeStream,
  "fs.copyFileSync": copier,
  "fs.copyFile": copier,
  "fs.cpSync": copier,
  "fs.cp": copier,
  "fs.copySync": copier,
  "fs.copy": copier,
  "fs.renameSync": copier,
  "fs.rename": copier,
  "fs.moveSync": copier,
  "fs.symlinkSync": (ix, args2, node2) => {
    writePath(ix, args2.vals[1], void 0, false, node2);
    return opaque("link");
  },
  "fs.rmSync": remover(false),
  "fs.rm": remover(false),
  "fs.rmdirSync": remover(false),
  "fs.rmdir": remover(false),
  "fs.removeSync": remover(true),
  "fs.remove": remover(true),
  "fs.emptyDirSync": remover(true),
  "fs.emptyDir": remover(true),
  rimraf: remover(true),
  "rimraf.sync": remover(true),
  "rimraf.rimraf": remover(true),
  "rimraf.rimrafSync": remover(true),
  "fs.chmodSync": chmod,
  "fs.chmod": chmod,
  "process.cwd": () => opaque("cwd"),
  "path.dirname": (_ix, args2) => result("dirname", args2.vals)
};

// src/analysis/code/javascript/handles.ts
function received(h) {
  return data(
    tainted(literal(ph("socket-data")), "download", { from: h.endpoint.url ?? `${h.tool}://unknown` })
  );
}
function sendOn(ix, h, payload, node2) {
  const v = toValue(payload);
  if (h.kind === "request") h.sent = true;
  if (v.text === "" && v.literal) return;
  noteEnvAll(ix, v, node2);
  const credentials = h.kind === "request" && h.credentials ? { credentials: h.credentials } : {};
  const channel = h.kind === "request" ? "http" : "socket";
  ix.emit({ kind: "send", endpoint: h.endpoint, channel, data: v, ...credentials }, node2);
}
function isShellIo(v, stream) {
  if (v.k !== "handle") return void 0;
  if (v.h.kind === "proc-io" && v.h.stream === stream && v.h.proc.shell) return v.h.proc;
  if (v.h.kind === "proc" && v.h.shell) return v.h;
  return void 0;
}
function pipe(ix, src, dest, node2) {
  if (!dest) return opaque("pipe");
  const srcSocket = src.k === "handle" && src.h.kind === "socket" ? src.h : void 0;
  const destSocket = dest.k === "handle" && dest.h.kind === "socket" ? dest.h : void 0;
  if (srcSocket && isShellIo(dest, "stdin") || destSocket && isShellIo(src, "stdout")) {
    const s = srcSocket ?? destSocket;
    ix.emit(
      { kind: "reverse-shell", how: "socket piped to a shell", endpoint: s.endpoint },
      node2,
      `rs@${s.at[0]}`
    );
    return dest;
  }
  if (src.k === "data" && dest.k === "handle") {
    const h = dest.h;
    if (h.kind === "write-stream") writePath(ix, data(h.path), src, false, node2);
    else if (h.kind === "request" || h.kind === "socket") sendOn(ix, h, src, node2);
    else if (isShellIo(dest, "stdin")) shellInput(ix, toValue(src), node2);
  }
  return dest;
}
function handleMethod(ix, h, prop, args2, node2) {
  const self = { k: "handle", h };
  switch (h.kind) {
    case "request":
      return requestMethod(ix, h, prop, args2, node2, self);
    case "socket":
      return socketMethod(ix, h, prop, args2, node2, self);
    case "proc":
      if (prop === "on" || prop === "once") invokeCallbacks(ix, args2, [opaque("code")]);
      return prop === "on" || prop === "once" ? self : void 0;
    case "proc-io":
      if (prop === "pipe") return pipe(ix, self, args2.vals[0], node2);
      if ((prop === "write" || prop === "end") && h.stream === "stdin" && h.proc.shell) {
        const input = args2.vals[0];
        if (input && input.k !== "fn") shellInput(ix, toValue(input), node2);
        return self;
      }
      if (prop === "on" || prop === "once") {
        invokeCallbacks(ix, args2, [data(tainted(literal(ph("output")), "system-info"))]);
        return self;
      }
      return void 0;
    case "write-stream":
      if (prop === "write" || prop === "end") {
        if (args2.vals[0] && args2.vals[0].k !== "fn") writePath(ix, data(h.path), args2.vals[0], true, node2);
        return self;
      }
      return prop === "on" || prop === "once" ? self : void 0;
  }
}
var requestMethod = (ix, h, prop, args2, node2, self) => {
  switch (prop) {
    case "open": {
      h.url = toValue(args2.vals[1]);
      h.endpoint = endpointFor(ix, h.url);
      h.at = [node2.startIndex, node2.endIndex];
      return self;
    }
    case "write":
    case "send":
    case "field":
    case "query":
      if (args2.vals[0] && args2.vals[0].k !== "fn")
        sendOn(ix, h, prop === "field" ? args2.vals[1] : args2.vals[0], node2);
      return self;
    case "attach":
      sendOn(ix, h, readPath2(ix, args2.vals[1], node2), node2);
      return self;
    case "end":
      if (args2.vals[0] && args2.vals[0].k !== "fn") sendOn(ix, h, args2.vals[0], node2);
      invokeCallbacks(ix, args2, [opaque("error"), downloaded(h.url, h.tool)]);
      return self;
    case "on":
    case "once":
    case "then":
      invokeCallbacks(ix, args2, [downloaded(h.url, h.tool)]);
      return self;
    default:
      return prop.startsWith("set") || prop === "type" || prop === "timeout" || prop === "abort" ? self : void 0;
  }
};
var socketMethod = (ix, h, prop, args2, node2, self) => {
  switch (prop) {
    case "connect": {
      const first3 = args2.vals[0];
      const host = args2.vals[1]?.k === "data" ? toValue(args2.vals[1]) : literal("localhost");
      const url = first3?.k === "obj" ? toValue(first3.props.get("host")) : concat([
        literal(`${h.tool.startsWith("tls") ? "tls" : "tcp"}://`),
        host,
        literal(":"),
        toValue(first3)
      ]);
      h.endpoint = endpointFor(ix, url);
      invokeCallbacks(ix, args2, []);
      return self;
    }
    case "write":
    case "end":
      if (args2.vals[0] && args2.vals[0].k !== "fn") sendOn(ix, h, args2.vals[0], node2);
      return self;
    case "send": {
      if (h.tool === "dgram") {
        const host = [...args2.vals].reverse().find((v) => v.k === "data" && /[a-z]/i.test(v.v.text) && v !== args2.vals[0]);
        const port = args2.vals.find((v, i2) => i2 > 0 && v.k === "data" && v.num !== void 0);
        h.endpoint = endpointFor(ix, concat([literal("udp://"), toValue(host), literal(":"), toValue(port)]));
      }
      sendOn(ix, h, args2.vals[0], node2);
      return self;
    }
    case "emit":
      sendOn(ix, h, { k: "arr", items: args2.vals.slice(1) }, node2);
      return self;
    case "pipe":
      return pipe(ix, self, args2.vals[0], node2);
    case "on":
    case "once":
    case "addEventListener":
      invokeCallbacks(ix, args2, [received(h), received(h)]);
      return self;
    default:
      return prop.startsWith("set") ? self : void 0;
  }
};
function handleMember(_ix, h, prop) {
  if (h.kind === "proc" && (prop === "stdin" || prop === "stdout" || prop === "stderr"))
    return { k: "handle", h: { kind: "proc-io", proc: h, stream: prop } };
  if (h.kind === "request" && /^response(?:Text|XML)?$/.test(prop)) return downloaded(h.url, h.tool);
  return opaque(prop);
}
function handleAssign(ix, h, prop, v, _node) {
  if (v.k !== "fn" || !prop.startsWith("on")) return;
  const payload = h.kind === "socket" ? received(h) : h.kind === "request" ? downloaded(h.url, h.tool) : opaque("event");
  ix.invoke(v, [{ k: "obj", props: /* @__PURE__ */ new Map([["data", payload]]), rest: toValue(payload) }]);
}
function finishRequests(ix) {
  for (const h of ix.requests) {
    if (h.sent) continue;
    const credentials = h.credentials ? { credentials: h.credentials } : {};
    ix.emitAt({ kind: "fetch", endpoint: h.endpoint, tool: h.tool, ...credentials }, h.at[0], h.at[1]);
  }
}

// src/analysis/code/javascript/decode.ts
import { brotliDecompressSync, gunzipSync as gunzipSync2, inflateRawSync, inflateSync as inflateSync2, unzipSync } from "node:zlib";

// src/analysis/code/javascript/strings.ts
var SIMPLE_ESCAPES2 = {
  n: "\n",
  t: "	",
  r: "\r",
  b: "\b",
  f: "\f",
  v: "\v",
  "0": "\0"
};
function decodeEscape(seq) {
  const body2 = seq.slice(1);
  const c = body2[0] ?? "";
  if (c === "x" && /^x[0-9a-fA-F]{2}$/.test(body2)) return hiddenChar(Number.parseInt(body2.slice(1), 16));
  if (c === "u") {
    const hex2 = body2.startsWith("u{") ? body2.slice(2, -1) : body2.slice(1);
    if (/^[0-9a-fA-F]{1,6}$/.test(hex2)) {
      const code = Number.parseInt(hex2, 16);
      if (code <= 1114111) return hiddenChar(code);
    }
    return { text: "", hidden: 0 };
  }
  if (/^[0-7]{1,3}$/.test(body2) && body2 !== "0") return hiddenChar(Number.parseInt(body2, 8) & 255);
  if (c === "\n" || c === "\r" || c === "\u2028" || c === "\u2029") return { text: "", hidden: 0 };
  return { text: SIMPLE_ESCAPES2[c] ?? c, hidden: 0 };
}
function hiddenChar(code) {
  const text = String.fromCodePoint(code);
  return { text, hidden: code >= 32 && code < 127 ? 1 : 0 };
}
function splitText(text, sep, max = 4096) {
  if (sep === "") return Array.from(text).slice(0, max);
  return text.split(sep, max);
}
function replaceText(text, find2, repl, all) {
  if (find2 === "") return text;
  return all ? text.split(find2).join(repl) : text.replace(find2, () => repl);
}
function sliceText(method, text, a, b) {
  const n = text.length;
  const norm = (x) => x < 0 ? Math.max(0, n + x) : Math.min(x, n);
  if (method === "slice") return text.slice(a ?? 0, b ?? n);
  if (method === "substring") {
    const s = Math.max(0, Math.min(a ?? 0, n));
    const e = Math.max(0, Math.min(b ?? n, n));
    return text.slice(Math.min(s, e), Math.max(s, e));
  }
  if (method === "substr") {
    const s = norm(a ?? 0);
    return text.slice(s, s + Math.max(0, b ?? n));
  }
  if (method === "charAt") return text.charAt(a ?? 0);
  if (method === "at") return text.at(a ?? 0) ?? "";
  return text;
}
function uriDecode(text, how) {
  try {
    if (how === "unescape")
      return text.replace(
        /%u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})/g,
        (_m, u, h) => String.fromCharCode(Number.parseInt(u ?? h, 16))
      );
    return how === "component" ? decodeURIComponent(text) : decodeURI(text);
  } catch {
    return void 0;
  }
}

// src/analysis/code/javascript/decode.ts
var MAX_DECODED2 = PAYLOAD_LIMITS.maxDecoded;
function decoded(ix, node2, scheme, input, bytes) {
  const text = bytes ? Buffer.from(bytes).toString("utf8").slice(0, MAX_DECODED2) : void 0;
  const printable = text !== void 0 && isMostlyPrintable(text);
  if (bytes)
    ix.emit({ kind: "decode", scheme, input, ...printable ? { decoded: text.slice(0, 2e3) } : {} }, node2);
  const base = printable ? { ...literal(text), taints: input.taints.slice() } : { text: `\${${scheme}-decoded}`, literal: false, taints: input.taints.slice() };
  const v = tainted(
    {
      ...base,
      ...input.secret ? { secret: input.secret } : {},
      ...input.from ? { from: input.from } : {}
    },
    "decoded"
  );
  return bytes ? { k: "data", v, bytes } : { k: "data", v };
}
function bytesOfCodes(items) {
  const out2 = [];
  for (const it of items.slice(0, MAX_DECODED2)) {
    if (it.k !== "data" || it.num === void 0) return void 0;
    out2.push(it.num & 255);
  }
  return Uint8Array.from(out2);
}
var bufferFrom = (ix, args2, node2) => {
  const src = args2.vals[0];
  const enc = (staticText(args2.vals[1]) ?? "utf8").toLowerCase();
  if (src?.k === "arr") {
    const bytes2 = bytesOfCodes(src.items);
    return decoded(ix, node2, "charcode", toValue(src), bytes2);
  }
  const v = toValue(src);
  if (enc === "base64" || enc === "base64url") {
    const bytes2 = v.literal || v.taints.includes("decoded") ? Buffer.from(v.text.slice(0, PAYLOAD_LIMITS.maxBlobChars), "base64") : void 0;
    return decoded(ix, node2, "base64", v, bytes2);
  }
  if (enc === "hex") {
    const bytes2 = v.literal || v.taints.includes("decoded") ? Buffer.from(v.text.slice(0, PAYLOAD_LIMITS.maxBlobChars), "hex") : void 0;
    return decoded(ix, node2, "hex", v, bytes2);
  }
  if (src?.k === "data" && src.bytes) return src;
  const wide = enc === "utf16le" || enc === "ucs2" || enc === "ucs-2" || enc === "utf-16le";
  const bytes = v.literal ? Buffer.from(v.text.slice(0, MAX_DECODED2), wide ? "utf16le" : "utf8") : void 0;
  return { k: "data", v, ...bytes ? { bytes } : {} };
};
var atob = (ix, args2, node2) => {
  const v = toValue(args2.vals[0]);
  const bytes = v.literal || v.taints.includes("decoded") ? Buffer.from(v.text.slice(0, PAYLOAD_LIMITS.maxBlobChars), "base64") : void 0;
  return decoded(ix, node2, "base64", v, bytes);
};
function computedChars(text) {
  return { k: "data", v: tainted(literal(text), "decoded") };
}
var fromCharCode = (ix, args2, node2) => {
  const codes = [];
  for (const a of args2.vals) {
    if (a.k !== "data" || a.num === void 0) return result("fromCharCode", args2.vals);
    codes.push(a.num);
    if (codes.length > MAX_DECODED2) break;
  }
  const text = codes.map((c) => String.fromCodePoint(c >= 0 && c <= 1114111 ? c : 65533)).join("");
  if (text.length < 4 && !args2.nodes.every((n) => n.type === "number")) return computedChars(text);
  if (text.length < 4) return lit(text);
  return decoded(ix, node2, "charcode", literal(codes.join(",").slice(0, 2e3)), Buffer.from(text, "utf8"));
};
var zlib = (scheme, fn) => (ix, args2, node2) => {
  const src = args2.vals[0];
  let bytes;
  if (src?.k === "data" && src.bytes) {
    try {
      bytes = fn(src.bytes, { maxOutputLength: MAX_DECODED2 });
    } catch {
      bytes = void 0;
    }
  }
  const out2 = decoded(ix, node2, scheme, toValue(src), bytes);
  invokeCallbacks(ix, args2, [opaque("error"), out2]);
  return out2;
};
var uri = (how) => (ix, args2, node2) => {
  const v = toValue(args2.vals[0]);
  if (!v.literal) return data({ ...v, literal: false });
  const text = uriDecode(v.text, how);
  if (text === void 0 || text === v.text) return lit(text ?? v.text);
  if (!/%[0-9a-f]{2}[^%]{0,3}%[0-9a-f]{2}/i.test(v.text)) return lit(text);
  return decoded(ix, node2, "escape", v, Buffer.from(text, "utf8"));
};
var DECODE_HANDLERS = {
  "Buffer.from": bufferFrom,
  "buffer.Buffer.from": bufferFrom,
  "new Buffer": bufferFrom,
  Buffer: bufferFrom,
  "Buffer.concat": (_ix, args2) => data(toValue(args2.vals[0])),
  atob,
  "String.fromCharCode": fromCharCode,
  "String.fromCodePoint": fromCharCode,
  "zlib.inflateSync": zlib("zlib", inflateSync2),
  "zlib.inflate": zlib("zlib", inflateSync2),
  "zlib.inflateRawSync": zlib("zlib", inflateRawSync),
  "zlib.unzipSync": zlib("gzip", unzipSync),
  "zlib.gunzipSync": zlib("gzip", gunzipSync2),
  "zlib.gunzip": zlib("gzip", gunzipSync2),
  "zlib.brotliDecompressSync": zlib("other", brotliDecompressSync),
  decodeURIComponent: uri("component"),
  decodeURI: uri("uri"),
  unescape: uri("unescape"),
  "querystring.unescape": uri("component"),
  "new TextDecoder": () => ref("TextDecoder#"),
  "new util.TextDecoder": () => ref("TextDecoder#"),
  "TextDecoder#.decode": (_ix, args2) => args2.vals[0] ?? opaque("text"),
  "Uint8Array.from": (ix, args2, node2) => bufferFrom(ix, { vals: args2.vals.slice(0, 1), nodes: args2.nodes }, node2, "Uint8Array"),
  "new Uint8Array": (ix, args2, node2) => bufferFrom(ix, { vals: args2.vals.slice(0, 1), nodes: args2.nodes }, node2, "Uint8Array"),
  "crypto.createDecipheriv": () => ref("decipher#"),
  "crypto.createDecipher": () => ref("decipher#"),
  "decipher#.update": (ix, args2, node2) => decoded(ix, node2, "other", toValue(args2.vals[0]), void 0),
  "decipher#.final": () => data(tainted(literal(ph("decrypted")), "decoded"))
};
function dataMethod(ix, recv2, prop, args2, node2) {
  const text = recv2.v.literal ? recv2.v.text : void 0;
  const n = (i2) => args2.vals[i2]?.k === "data" ? args2.vals[i2].num : void 0;
  switch (prop) {
    case "toString":
    case "valueOf":
    case "trim":
    case "trimStart":
    case "trimEnd":
    case "normalize":
    case "text":
      if (recv2.bytes && prop === "toString") return bytesToString(ix, recv2, staticText(args2.vals[0]), node2);
      if (text !== void 0 && prop.startsWith("trim")) return lit(text.trim());
      return recv2;
    case "toLowerCase":
    case "toUpperCase":
      return text !== void 0 ? lit(prop === "toLowerCase" ? text.toLowerCase() : text.toUpperCase()) : recv2;
    case "split": {
      const sep = args2.vals[0];
      const sepText = sep?.k === "data" && sep.regex ? fixedRegexText(sep.regex.pattern) : staticText(sep);
      if (text === void 0 || sepText === void 0)
        return { k: "arr", items: [data({ ...recv2.v, literal: false, text: ph("part") })] };
      return {
        k: "arr",
        items: splitText(text, sepText).map((s) => lit(s)),
        ...sepText === "" ? { chars: true } : {}
      };
    }
    case "replace":
    case "replaceAll": {
      const find2 = args2.vals[0];
      const repl = staticText(args2.vals[1]);
      const regex = find2?.k === "data" ? find2.regex : void 0;
      const findText = regex ? fixedRegexText(regex.pattern) : staticText(find2);
      if (text === void 0 || findText === void 0 || repl === void 0)
        return result("replaced", [recv2, args2.vals[1] ?? lit("")]);
      return lit(
        replaceText(text, findText, repl, prop === "replaceAll" || (regex?.flags.includes("g") ?? false))
      );
    }
    case "slice":
    case "substring":
    case "substr":
    case "charAt":
    case "at":
      return text !== void 0 ? lit(sliceText(prop, text, n(0), n(1))) : result(prop, [recv2]);
    case "charCodeAt":
    case "codePointAt":
      return text !== void 0 ? num(text.codePointAt(n(0) ?? 0) ?? 0) : opaque("code");
    case "concat":
      return data(concat([recv2.v, ...args2.vals.map((a) => toValue(a))]));
    case "repeat":
      return text !== void 0 && (n(0) ?? 0) * text.length <= 4096 ? lit(text.repeat(n(0) ?? 0)) : result(prop, [recv2]);
    case "pipe":
      return pipe(ix, recv2, args2.vals[0], node2);
    case "then":
    case "on":
    case "once": {
      const params = realTaints(recv2.v).length ? [recv2, recv2] : callbackParams([recv2]);
      if (prop !== "then") {
        invokeCallbacks(ix, args2, params);
        return recv2;
      }
      return callCallbacks(ix, args2, params)[0] ?? recv2;
    }
    default:
      return void 0;
  }
}
function bytesToString(ix, recv2, enc, node2) {
  const e = (enc ?? "utf8").toLowerCase();
  if (e === "base64" || e === "hex" || e === "base64url") {
    if (!recv2.v.literal) return result("encoded", [recv2]);
    return {
      k: "data",
      v: literal(
        Buffer.from(recv2.bytes).toString(e).slice(0, MAX_VALUE_TEXT)
      )
    };
  }
  if (e === "latin1" || e === "binary" || e === "ascii") {
    const text = Buffer.from(recv2.bytes).toString("latin1").slice(0, MAX_DECODED2);
    return { k: "data", v: recv2.v.literal ? literal(text) : { ...recv2.v, text } };
  }
  void ix;
  void node2;
  return { k: "data", v: recv2.v };
}
function arrayMethod(ix, recv2, prop, args2, node2) {
  switch (prop) {
    case "join":
      return data(joinItems(recv2.items, staticText(args2.vals[0]) ?? (args2.vals[0] ? "" : ",")));
    case "toString":
      return data(joinItems(recv2.items, ","));
    case "reverse": {
      const items = recv2.items.slice().reverse();
      if (recv2.chars && items.length >= 4 && items.every((i2) => i2.k === "data" && i2.v.literal)) {
        const text = joinItems(items, "").text;
        ix.emit(
          {
            kind: "decode",
            scheme: "rev",
            input: literal(joinItems(recv2.items, "").text),
            decoded: text.slice(0, 2e3)
          },
          node2
        );
        return { k: "arr", items: [data(tainted(literal(text), "decoded"))] };
      }
      return { k: "arr", items, ...recv2.chars ? { chars: true } : {} };
    }
    case "map":
      return mapItems(ix, recv2, args2.vals[0], node2);
    case "reduce":
      return reduceItems(ix, recv2, args2.vals[0], args2.vals[1]);
    case "concat": {
      const items = recv2.items.slice();
      for (const a of args2.vals) items.push(...a.k === "arr" ? a.items : [a]);
      return { k: "arr", items: items.slice(0, 4096) };
    }
    case "slice":
      return { k: "arr", items: recv2.items.slice(numArg(args2, 0), numArg(args2, 1)) };
    case "push":
    case "unshift":
      if (recv2.items.length < 4096)
        recv2.items[prop === "push" ? "push" : "unshift"](...args2.vals.slice(0, 64));
      return num(recv2.items.length);
    case "pop":
    case "shift":
    case "find":
    case "at":
      callCallbacks(ix, args2, [elementOf(recv2)]);
      return elementOf(recv2);
    case "filter":
    case "sort":
    case "flat":
      callCallbacks(ix, args2, [elementOf(recv2), elementOf(recv2)]);
      return prop === "flat" ? { k: "arr", items: recv2.items.flatMap((i2) => i2.k === "arr" ? i2.items : [i2]).slice(0, 4096) } : recv2;
    case "forEach":
    case "some":
    case "every":
    case "findIndex":
      callCallbacks(ix, args2, [elementOf(recv2), opaque("index")]);
      return opaque(prop);
    default:
      return void 0;
  }
}
var numArg = (args2, i2) => {
  const v = args2.vals[i2];
  return v?.k === "data" ? v.num : void 0;
};
var MAX_PER_ITEM = 512;
function mapItems(ix, recv2, fn, node2) {
  if (!fn || fn.k !== "fn" && fn.k !== "ref") return { k: "arr", items: [elementOf(recv2)] };
  const call3 = (item, i2) => fn.k === "fn" ? ix.invokeEach(fn, [item, num(i2)]) : ix.callRef(fn.name, { vals: [item], nodes: [node2] }, node2);
  if (recv2.items.length > MAX_PER_ITEM) return { k: "arr", items: [call3(elementOf(recv2), 0)] };
  return { k: "arr", items: recv2.items.map((item, i2) => call3(item, i2)) };
}
function reduceItems(ix, recv2, fn, init4) {
  if (fn?.k !== "fn") return result("reduce", recv2.items);
  if (recv2.items.length > MAX_PER_ITEM) return ix.invokeEach(fn, [init4 ?? opaque("acc"), elementOf(recv2)]);
  let acc = init4 ?? recv2.items[0] ?? opaque("acc");
  for (const [i2, item] of recv2.items.entries()) {
    if (i2 === 0 && init4 === void 0) continue;
    acc = ix.invokeEach(fn, [acc, item, num(i2)]);
  }
  return acc;
}

// src/analysis/code/javascript/json-module.ts
var MAX_DEPTH = 12;
var MAX_VALUES = 4e3;
var UNSAFE_KEY = /^(?:__proto__|constructor|prototype)$/;
function jsonModuleValue(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return void 0;
  }
  const budget = { left: MAX_VALUES };
  return toJsVal(parsed, 0, budget);
}
function toJsVal(v, depth2, budget) {
  if (--budget.left < 0 || depth2 > MAX_DEPTH) return void 0;
  if (typeof v === "string") return lit(v);
  if (typeof v === "number") return num(v);
  if (typeof v === "boolean" || v === null) return lit(String(v));
  if (Array.isArray(v)) {
    const items = [];
    for (const x of v) {
      const item = toJsVal(x, depth2 + 1, budget);
      if (item) items.push(item);
    }
    return { k: "arr", items };
  }
  if (typeof v !== "object") return void 0;
  const props = /* @__PURE__ */ new Map();
  for (const [key, x] of Object.entries(v)) {
    if (UNSAFE_KEY.test(key)) continue;
    const member3 = toJsVal(x, depth2 + 1, budget);
    if (member3) props.set(key, member3);
  }
  return { k: "obj", props };
}

// src/analysis/code/javascript/fallbacks.ts
var depth = 0;
function asAlternative(walk4) {
  depth++;
  try {
    walk4();
  } finally {
    depth--;
  }
}
function weight(v) {
  return realTaints(toValue(v)).length;
}
function keepsEarlier(prev, next) {
  return depth > 0 && prev !== void 0 && weight(prev) > weight(next);
}

// src/analysis/code/javascript/deno-std.ts
function stdModule(spec) {
  const s = spec.trim();
  const jsr = /^(?:jsr:\/?)?@std\/([a-z][\w-]{0,40})(?:@[^/]{1,40})?(?:\/[\w./-]{0,100})?$/.exec(s);
  if (jsr) return jsr[1];
  const url = /^https:\/\/deno\.land\/std(?:@[^/]{1,40})?\/([a-z][\w-]{0,40})\/[\w./-]{0,100}$/.exec(s);
  return url?.[1];
}
var STD_AS = {
  path: "path",
  toml: "JSON",
  yaml: "JSON",
  jsonc: "JSON"
};
function denoStdModule(spec) {
  const mod = stdModule(spec);
  return mod === void 0 ? void 0 : STD_AS[mod];
}

// src/analysis/code/javascript/globals.ts
var MODULE_ALIASES = {
  "fs-extra": "fs",
  "graceful-fs": "fs",
  "fs/promises": "fs.promises",
  "dns/promises": "dns.promises",
  "node-fetch": "fetch",
  "cross-fetch": "fetch",
  "isomorphic-fetch": "fetch",
  "make-fetch-happen": "fetch",
  "isomorphic-ws": "ws",
  "cross-spawn": "child_process.spawn",
  "child-process-promise": "child_process",
  "fast-glob": "glob",
  globby: "glob",
  "tiny-glob": "glob",
  "timers/promises": "timers",
  "util/types": "util",
  "path/posix": "path",
  "path/win32": "path"
};
function canonicalModule(spec) {
  let s = spec.trim();
  if (s.startsWith("node:")) s = s.slice(5);
  return MODULE_ALIASES[s] ?? denoStdModule(s) ?? s;
}
function isLocalSpecifier(spec) {
  return /^(?:\.{1,2}(?:[/\\]|$)|\/|[A-Za-z]:[/\\]|\$\{__dirname\}|\$\{__filename\}|file:)/.test(spec);
}
var GLOBALS = /* @__PURE__ */ new Set([
  "eval",
  "Function",
  "require",
  "process",
  "Buffer",
  "atob",
  "btoa",
  "fetch",
  "WebSocket",
  "XMLHttpRequest",
  "EventSource",
  "navigator",
  "String",
  "JSON",
  "Object",
  "Reflect",
  "Array",
  "Uint8Array",
  "TextDecoder",
  "setTimeout",
  "setInterval",
  "setImmediate",
  "queueMicrotask",
  "decodeURIComponent",
  "decodeURI",
  "unescape",
  "Bun",
  "Deno",
  "module",
  "URL",
  "URLSearchParams",
  "Request",
  "FormData",
  "Promise",
  "Image"
]);
var GLOBAL_OBJECTS = /* @__PURE__ */ new Set(["globalThis", "global", "window", "self", "top", "parent", "frames"]);
function globalRef(name2) {
  if (GLOBAL_OBJECTS.has(name2)) return ref("global");
  if (GLOBALS.has(name2)) return ref(name2);
  if (name2 === "__dirname") return data({ text: ".", literal: false, taints: [] });
  if (name2 === "__filename") return opaque(name2);
  return void 0;
}
var MEMBER_ALIASES = {
  "process.mainModule.require": "require",
  "require.main.require": "require",
  "module.require": "require",
  "module.constructor._load": "require",
  "module._load": "require",
  "module.Module._load": "require",
  "module.constructor.createRequire": "module.createRequire",
  "module.Module.createRequire": "module.createRequire",
  "module.constructor.prototype._compile": "module._compile",
  "module.Module.prototype._compile": "module._compile",
  "module.prototype._compile": "module._compile",
  "module.constructor": "module",
  "module.Module": "module",
  "Function.prototype.constructor": "Function",
  "fs.promises": "fs",
  "dns.promises": "dns",
  "child_process.default": "child_process",
  "Bun.$": "Bun.$",
  "util.promisify": "util.promisify",
  "process.binding": "process.binding"
};
function memberName(base, prop) {
  if (base === "global") return GLOBAL_OBJECTS.has(prop) ? "global" : prop;
  if (prop === "default") return base;
  if (prop === "constructor" && (base === "Function" || base === "eval" || base.startsWith("Function")))
    return "Function";
  const full = `${base}.${prop}`;
  const alias = MEMBER_ALIASES[full];
  if (alias) return alias;
  if (base === "fs.promises") return `fs.${prop}`;
  if (base === "dns.promises") return `dns.${prop}`;
  return full;
}
var ENV_FOLDERS = {
  HOME: "~",
  USERPROFILE: "~",
  HOMEPATH: "~",
  APPDATA: "~/AppData/Roaming",
  LOCALAPPDATA: "~/AppData/Local",
  TMPDIR: "/tmp",
  TEMP: "/tmp",
  TMP: "/tmp",
  XDG_CONFIG_HOME: "~/.config",
  XDG_DATA_HOME: "~/.local/share"
};
var ENV_SHELLS = { SHELL: "/bin/sh", COMSPEC: "cmd.exe" };
function envVar(name2) {
  const known = ENV_FOLDERS[name2.toUpperCase()] ?? ENV_SHELLS[name2.toUpperCase()];
  if (known) return { value: { text: known, literal: false, taints: ["env"] }, secret: false };
  const v = unknown(`env.${name2}`, ["env"]);
  if (SECRET_ENV_NAME.test(name2))
    return { value: { ...v, taints: ["env", "secret"], secret: "env-secret" }, secret: true };
  return { value: v, secret: false };
}

// src/analysis/code/javascript/members.ts
var FUNCTION_GLOBALS = /* @__PURE__ */ new Set([
  "eval",
  "Function",
  "String",
  "Array",
  "Object",
  "Number",
  "Boolean",
  "require"
]);
function member(ix, recv2, prop, node2) {
  switch (recv2.k) {
    case "ref":
      if (recv2.name === "process.env") return envMember(ix, prop, node2);
      if (recv2.name === "process" && (prop === "execPath" || prop === "argv0"))
        return data({ text: "node", literal: true, taints: [] });
      if (recv2.name === "Bun" && prop === "env") return ref("process.env");
      if (prop === "constructor")
        return FUNCTION_GLOBALS.has(recv2.name) || recv2.name.includes(".") ? ref("Function") : ref("Object");
      return ref(memberName(recv2.name, prop));
    case "obj": {
      const got = recv2.props.get(prop);
      if (got) return got;
      return recv2.rest ? data({ ...recv2.rest, text: `\${${prop}}` }) : opaque(prop);
    }
    case "arr":
      if (/^\d{1,6}$/.test(prop)) return recv2.items[Number(prop)] ?? opaque("item");
      if (prop === "length") return num(recv2.items.length);
      if (prop === "constructor") return ref("Array");
      return opaque(prop);
    case "fn":
      return prop === "constructor" ? ref("Function") : opaque(prop);
    case "handle":
      return handleMember(ix, recv2.h, prop);
    case "data": {
      const imported = importedBinding(recv2.v);
      if (imported && (imported.name === "*" || imported.name === "default"))
        return data(marked(opaque(prop).v, moduleMarker(imported.module, prop)));
      if (imported?.name.endsWith("()"))
        return data(
          marked(opaque(prop).v, moduleMarker(imported.module, `${imported.name.slice(0, -2)}.${prop}`))
        );
      if (prop === "constructor") return ref("String");
      if (prop === "length") return recv2.v.literal ? num(recv2.v.text.length) : opaque("length");
      if (/^\d{1,6}$/.test(prop) && recv2.v.literal) {
        const ch = recv2.v.text[Number(prop)];
        return ch === void 0 ? opaque("char") : data({ text: ch, literal: true, taints: [] });
      }
      return result(prop, [recv2]);
    }
  }
}
function envMember(ix, name2, node2) {
  const { value: value2, secret } = envVar(name2);
  if (secret) ix.emit({ kind: "read", target: value2, secret: "env-secret" }, node2, `env:${name2}`);
  return data(value2);
}
var NAMED_KEY_PART = /[A-Z][A-Z0-9]{0,30}_[A-Z0-9_]{2,40}/;
function envDynamic(ix, key, node2) {
  const named = key.k === "data" ? NAMED_KEY_PART.exec(key.v.text)?.[0] : void 0;
  if (named) return envMember(ix, named, node2);
  return data({ ...unknown("env", ["env", "secret"]), secret: "env-all" });
}
function assignMember(ix, target, prop, v, node2) {
  if (target.k === "obj") {
    if (target.props.size < 512 && !keepsEarlier(target.props.get(prop), v)) target.props.set(prop, v);
  } else if (target.k === "handle") handleAssign(ix, target.h, prop, v, node2);
}

// src/analysis/code/javascript/builtins.ts
var RESOLVE = "%resolve";
var RESOLVING = [];
var MAX_SETTLED = 16;
var asArgs = (vals, at) => ({ vals, nodes: vals.map(() => at) });
function serialiser(ix, args2, node2) {
  return serialise(ix, args2.vals[0], node2);
}
function urlValue(args2) {
  const a = toValue(args2.vals[0]);
  const base = args2.vals[1];
  if (!base) return data(a);
  const b = toValue(base);
  if (/^[a-z][a-z0-9+.-]{0,31}:/i.test(a.text)) return data(a);
  const sep = b.text.endsWith("/") || a.text.startsWith("/") ? "" : "/";
  const baseText = a.text.startsWith("/") ? { ...b, text: b.text.replace(/^([a-z]+:\/\/[^/]+).*$/i, "$1") } : b;
  return data(concat([baseText, literal(sep), a]));
}
function tableRows(v, row) {
  if (v?.k !== "obj" || v.rest || v.props.size === 0 || v.props.size > 64) return {};
  return { rows: [...v.props].map(([k, x]) => row(k, x)) };
}
function objectFrom(v) {
  if (v?.k === "obj") return v;
  return { k: "obj", props: /* @__PURE__ */ new Map(), ...v ? { rest: toValue(v) } : {} };
}
function prototypeOf(v) {
  if (v?.k === "fn" || v?.k === "ref" && FUNCTION_VALUES.has(v.name)) return ref("Function.prototype");
  return opaque("prototype");
}
var FUNCTION_VALUES = /* @__PURE__ */ new Set(["eval", "Function", "require", "setTimeout", "fetch"]);
var BUILTIN_HANDLERS = {
  "JSON.stringify": serialiser,
  "util.inspect": serialiser,
  "util.format": (ix, args2, node2) => serialise(ix, { k: "arr", items: args2.vals }, node2),
  "querystring.stringify": serialiser,
  "querystring.encode": serialiser,
  "new URLSearchParams": (ix, args2, node2) => serialise(ix, args2.vals[0], node2),
  "Object.entries": (ix, args2, node2) => ({
    k: "arr",
    items: [serialise(ix, args2.vals[0], node2)],
    ...tableRows(args2.vals[0], (k, v) => ({ k: "arr", items: [lit(k), v] }))
  }),
  "Object.values": (ix, args2, node2) => ({
    k: "arr",
    items: [serialise(ix, args2.vals[0], node2)],
    ...tableRows(args2.vals[0], (_k, v) => v)
  }),
  "Object.keys": () => ({ k: "arr", items: [opaque("key")] }),
  "Object.assign": (_ix, args2) => {
    const target = objectFrom(args2.vals[0]);
    for (const src of args2.vals.slice(1)) {
      if (src.k === "obj") for (const [k, v] of src.props) target.props.set(k, v);
      else if (src.k === "ref" && src.name === "process.env") target.rest = ENV_ALL;
    }
    return target;
  },
  "Object.fromEntries": (_ix, args2) => objectFrom(args2.vals[0]),
  "Object.getPrototypeOf": (_ix, args2) => prototypeOf(args2.vals[0]),
  "Reflect.getPrototypeOf": (_ix, args2) => prototypeOf(args2.vals[0]),
  // Literal JSON text (a shipped settings file read back, a string in the code) parses into its values.
  "JSON.parse": (_ix, args2) => {
    const v = toValue(args2.vals[0]);
    return (v.literal ? jsonModuleValue(v.text) : void 0) ?? data({ ...v, literal: false });
  },
  String: (_ix, args2) => data(toValue(args2.vals[0])),
  "String.raw": (_ix, args2) => data(toValue(args2.vals[0])),
  "util.promisify": (_ix, args2) => args2.vals[0] ?? opaque("function"),
  "util.callbackify": (_ix, args2) => args2.vals[0] ?? opaque("function"),
  "Reflect.apply": (ix, args2, node2) => {
    const list = args2.vals[2];
    const items = list?.k === "arr" ? list.items : list ? [elementOf(list)] : [];
    return ix.callValue(args2.vals[0] ?? opaque("function"), asArgs(items, args2.nodes[2] ?? node2), node2);
  },
  "Reflect.construct": (ix, args2, node2) => {
    const list = args2.vals[1];
    const items = list?.k === "arr" ? list.items : [];
    return ix.construct(args2.vals[0] ?? opaque("constructor"), asArgs(items, args2.nodes[1] ?? node2), node2);
  },
  "Reflect.get": (ix, args2, node2) => {
    const key = args2.vals[1];
    const target = args2.vals[0];
    if (!target || key?.k !== "data" || !key.v.literal) return opaque("value");
    return member(ix, target, key.v.text, node2);
  },
  "new URL": (_ix, args2) => urlValue(args2),
  URL: (_ix, args2) => urlValue(args2),
  "new Request": (_ix, args2) => {
    const opts = objectFrom(args2.vals[1]);
    const props = new Map(opts.props);
    props.set("url", args2.vals[0] ?? opaque("url"));
    return { k: "obj", props };
  },
  "new FormData": () => ({ k: "obj", props: /* @__PURE__ */ new Map() }),
  "Promise.resolve": (_ix, args2) => args2.vals[0] ?? lit(""),
  "Promise.all": (_ix, args2) => args2.vals[0] ?? { k: "arr", items: [] },
  "Promise.allSettled": (_ix, args2) => args2.vals[0] ?? { k: "arr", items: [] },
  "Promise.race": (_ix, args2) => elementOf(args2.vals[0] ?? opaque("promise")),
  "Promise.any": (_ix, args2) => elementOf(args2.vals[0] ?? opaque("promise")),
  // The executor runs at once; what it passes to `resolve` (a response body gathered from `data` events,
  // say) is what `await` gives: `await fetchText(url)` is the download.
  "new Promise": (ix, args2) => {
    const settled = [];
    RESOLVING.push(settled);
    try {
      callCallbacks(ix, args2, [ref(RESOLVE), opaque("reject")]);
    } finally {
      RESOLVING.pop();
    }
    return settled.length > 0 ? mergeReturns(settled) : opaque("promise");
  },
  [RESOLVE]: (_ix, args2) => {
    const into = RESOLVING[RESOLVING.length - 1];
    if (into && into.length < MAX_SETTLED) into.push(args2.vals[0] ?? lit(""));
    return lit("");
  },
  "module.createRequire": () => ref("require"),
  "process.stdin.on": (ix, args2) => {
    invokeCallbacks(ix, args2, [conversationInput()]);
    return ref("process.stdin");
  },
  "process.stdin.read": () => conversationInput(),
  "process.stdin.setEncoding": () => ref("process.stdin"),
  "Array.of": (_ix, args2) => ({ k: "arr", items: args2.vals.slice() }),
  "Array.from": (ix, args2, node2) => {
    const v = arg(args2, 0);
    if (v?.k === "arr" && args2.vals[1]) return mapItems(ix, v, args2.vals[1], node2);
    if (v?.k === "arr") return { k: "arr", items: v.items.slice() };
    if (v?.k === "data" && v.v.literal)
      return {
        k: "arr",
        items: Array.from(v.v.text).slice(0, 4096).map((c) => lit(c)),
        chars: true
      };
    return { k: "arr", items: [elementOf(v ?? opaque("item"))] };
  }
};

// src/analysis/code/javascript/deno.ts
var DENO_HANDLERS = {
  "Deno.env.get": (ix, args2, node2) => {
    const name2 = knownText(args2.vals[0]);
    return name2 !== void 0 && /^\w{1,100}$/.test(name2) ? envMember(ix, name2, node2) : envDynamic(ix, args2.vals[0] ?? data(ENV_ALL), node2);
  },
  "Deno.env.toObject": () => data(ENV_ALL)
};

// src/analysis/code/javascript/patterns.ts
function bindPattern(ix, pattern, v, declare, missing = false) {
  ix.tick();
  ix.deeper(void 0, () => bindInner(ix, pattern, v, declare, missing));
}
function bindInner(ix, pattern, v, declare, missing) {
  switch (pattern.type) {
    case "identifier":
    case "shorthand_property_identifier_pattern":
      if (declare) ix.declare(pattern.text, v, pattern);
      else ix.assign(pattern.text, v);
      return;
    case "required_parameter":
    case "optional_parameter": {
      const inner = pattern.childForFieldName("pattern");
      const dflt = pattern.childForFieldName("value");
      const value2 = missing && dflt ? ix.eval(dflt) : v;
      if (inner) bindPattern(ix, inner, value2, declare, missing && !dflt);
      return;
    }
    case "assignment_pattern":
    case "object_assignment_pattern": {
      const left = pattern.childForFieldName("left");
      const right = pattern.childForFieldName("right");
      const useDefault = right && (missing || v.k === "data" && !v.v.literal && v.v.taints.length === 1);
      const value2 = useDefault ? ix.eval(right) : v;
      if (left) bindPattern(ix, left, value2, declare);
      return;
    }
    case "object_pattern":
      for (const p of pattern.namedChildren) {
        if (p.type === "shorthand_property_identifier_pattern")
          bindPattern(ix, p, member(ix, v, p.text, p), declare);
        else if (p.type === "pair_pattern") {
          const key = p.childForFieldName("key");
          const value2 = p.childForFieldName("value");
          if (key && value2) bindPattern(ix, value2, member(ix, v, keyName(ix, key), key), declare);
        } else if (p.type === "object_assignment_pattern") {
          const left = p.childForFieldName("left");
          const got = left ? member(ix, v, left.text, left) : v;
          bindPattern(ix, p, got, declare, got.k === "data" && !got.v.literal && got.v.taints.length <= 1);
        } else if (p.type === "rest_pattern") {
          const inner = p.namedChild(0);
          if (inner) bindPattern(ix, inner, v, declare);
        }
      }
      return;
    case "array_pattern": {
      let i2 = 0;
      for (const p of pattern.namedChildren) {
        if (p.type === "rest_pattern") {
          const inner = p.namedChild(0);
          if (inner)
            bindPattern(ix, inner, v.k === "arr" ? { k: "arr", items: v.items.slice(i2) } : v, declare);
          break;
        }
        const item = v.k === "arr" ? v.items[i2] ?? opaque("item") : elementOf(v);
        bindPattern(ix, p, item, declare);
        i2++;
      }
      return;
    }
    case "rest_pattern": {
      const inner = pattern.namedChild(0);
      if (inner) bindPattern(ix, inner, v, declare);
      return;
    }
    case "member_expression":
    case "subscript_expression":
      ix.eval(pattern);
      return;
    default:
      return;
  }
}
function keyName(ix, key) {
  if (key.type === "computed_property_name") {
    const inner = key.namedChild(0);
    const v = inner ? ix.eval(inner) : void 0;
    return v?.k === "data" && v.v.literal ? v.v.text : ph("computed");
  }
  if (key.type === "string") return key.text.slice(1, -1);
  return key.text;
}
function classValue(ix, node2) {
  const props = /* @__PURE__ */ new Map();
  const body2 = node2.childForFieldName("body");
  for (const m of body2?.namedChildren ?? []) {
    if (m.type === "method_definition") {
      const name2 = m.childForFieldName("name");
      if (name2) props.set(name2.text.replace(/^#/, ""), ix.makeFn(m));
    } else if (m.type === "public_field_definition" || m.type === "field_definition") {
      const name2 = m.childForFieldName("name") ?? m.childForFieldName("property");
      const value2 = m.childForFieldName("value");
      if (name2 && value2) props.set(name2.text, ix.eval(value2));
    } else if (m.type === "class_static_block") {
      const b = m.childForFieldName("body");
      if (b) ix.block(b);
    }
  }
  const heritage = node2.namedChildren.find((c) => c.type === "class_heritage");
  if (heritage) ix.eval(heritage);
  return { k: "obj", props };
}
function forInOf(ix, node2) {
  const left = node2.childForFieldName("left");
  const right = node2.childForFieldName("right");
  const body2 = node2.childForFieldName("body");
  const coll = right ? ix.eval(right) : opaque("collection");
  const rows = node2.childForFieldName("operator")?.text === "of" ? tableOf(coll) : void 0;
  if (rows && left && body2 && unrolled < MAX_UNROLLED_DEPTH) {
    unrolled++;
    try {
      for (const row of rows)
        ix.eachRow(() => {
          bindPattern(ix, left, row, true);
          ix.stmt(body2);
        });
    } finally {
      unrolled--;
    }
    return;
  }
  const item = elementOf(coll);
  if (left) bindPattern(ix, left, item, true);
  if (body2) ix.stmt(body2);
}
var MAX_ROWS = 16;
var MAX_UNROLLED_DEPTH = 2;
var unrolled = 0;
function tableOf(coll) {
  if (coll.k !== "arr") return void 0;
  const rows = coll.rows ?? (coll.chars ? void 0 : coll.items);
  if (!rows || rows.length <= 1) return void 0;
  return rows.length <= MAX_ROWS ? rows : sampleRows(rows);
}
function sampleRows(rows) {
  const named = /* @__PURE__ */ new Set();
  for (const row of rows.slice(0, MAX_SCANNED_ROWS)) {
    if (named.size >= MAX_ROWS) break;
    const text = row.k === "data" && row.v.literal ? row.v.text : void 0;
    if (text && secretOf(text.startsWith("~") || text.startsWith("/") ? text : `~/${text}`)) named.add(row);
  }
  if (named.size === 0) return void 0;
  const keep = new Set(named);
  for (const row of rows) {
    if (keep.size >= MAX_ROWS) break;
    keep.add(row);
  }
  return rows.filter((r) => keep.has(r));
}
var MAX_SCANNED_ROWS = 512;
function paramName(p) {
  const pattern = p.childForFieldName("pattern") ?? p.childForFieldName("left") ?? p;
  return pattern.type === "identifier" ? pattern.text : "param";
}

// src/analysis/code/javascript/imports.ts
var PACKAGE_CDN = /^https:\/\/(?:deno\.land\/(?:x|std)[/@]|jsr\.io\/|esm\.sh\/|cdn\.jsdelivr\.net\/npm\/|unpkg\.com\/|cdn\.skypack\.dev\/|ga\.jspm\.io\/npm:|jslib\.k6\.io\/)/i;
function moduleValue(ix, spec, node2, specNode) {
  const v = toValue(spec);
  const known = knownText(spec);
  if (known !== void 0 && !v.literal && /^(?:node:)?[@\w][\w./-]{0,100}$/.test(known) && !isLocalSpecifier(known))
    return ref(canonicalModule(known));
  const written = /\.json$/i.test(v.text) ? void 0 : ix.written.get(v.text);
  if (written) {
    const endpoint = written.taints.includes("download") && written.from ? endpointFor(ix, { ...written, text: written.from }) : void 0;
    ix.emit({ kind: "execute", via: "require", code: written, ...endpoint ? { endpoint } : {} }, node2);
    return opaque("module");
  }
  if (v.literal) {
    const s = v.text.trim();
    if (/^data:/i.test(s)) {
      const code = decodeDataUrl(ix, s, specNode);
      if (code) runCode(ix, code, "import", node2, specNode);
      return opaque("module");
    }
    if (PACKAGE_CDN.test(s)) {
      const std = denoStdModule(s);
      return std ? ref(std) : opaque("module");
    }
    if (/^https?:\/\//i.test(s)) {
      const code = tainted(v, "download", { from: s });
      ix.emit({ kind: "execute", via: "import", code, endpoint: endpointFor(ix, v) }, node2);
      return opaque("module");
    }
    if (isLocalSpecifier(s)) {
      ix.emit({ kind: "source", target: v }, node2);
      const json = ix.unit.spec.jsonModules?.[s];
      const parsed = json !== void 0 ? jsonModuleValue(json) : void 0;
      if (parsed) return parsed;
      return data(marked(opaque("module").v, moduleMarker(s, "*")));
    }
    return ref(canonicalModule(s));
  }
  if (realTaints(v).some((t) => t === "download" || t === "decoded")) {
    const endpoint = v.taints.includes("download") ? endpointFor(ix, v.from ? { ...v, text: v.from } : v) : void 0;
    ix.emit({ kind: "execute", via: "require", code: v, ...endpoint ? { endpoint } : {} }, node2);
    return opaque("module");
  }
  if (/^(?:\.{1,2}\/|\$\{__dirname\})/.test(v.text)) ix.emit({ kind: "source", target: v }, node2);
  return opaque("module");
}
function isTypeOnly(node2) {
  return node2.children.some((c) => c?.type === "type" || c?.type === "typeof");
}
function importStatement(ix, node2) {
  if (isTypeOnly(node2)) return;
  const source2 = node2.childForFieldName("source");
  const clause = node2.namedChildren.find((c) => c.type === "import_clause");
  const requireClause = node2.namedChildren.find((c) => c.type === "import_require_clause");
  if (requireClause) {
    const name2 = requireClause.namedChildren.find((c) => c.type === "identifier");
    const src = requireClause.childForFieldName("source");
    const mod2 = src ? moduleValue(ix, ix.eval(src), node2, src) : opaque("module");
    if (name2) ix.declare(name2.text, mod2, name2);
    return;
  }
  if (!source2) return;
  const mod = moduleValue(ix, ix.eval(source2), node2, source2);
  if (!clause) return;
  const spec = importedBinding(toValue(mod))?.module;
  const reexport2 = (as, name2) => spec !== void 0 && ix.unit.modules?.reexport(as, { module: spec, name: name2 });
  for (const c of clause.namedChildren) {
    if (c.type === "identifier") {
      ix.declare(
        c.text,
        spec !== void 0 ? data(marked(opaque(c.text).v, moduleMarker(spec, "default"))) : mod,
        c
      );
      reexport2(c.text, "default");
    } else if (c.type === "namespace_import") {
      const id = c.namedChildren.find((x) => x.type === "identifier");
      if (id) ix.declare(id.text, mod, id);
    } else if (c.type === "named_imports") {
      for (const spec2 of c.namedChildren) {
        if (spec2.type !== "import_specifier" || isTypeOnly(spec2)) continue;
        const name2 = spec2.childForFieldName("name");
        const alias = spec2.childForFieldName("alias") ?? name2;
        const imported = name2?.text.replace(/^['"]|['"]$/g, "");
        if (name2 && alias && imported !== void 0) {
          bindPattern(ix, alias, member(ix, mod, imported, spec2), true);
          reexport2(alias.text, imported);
        }
      }
    }
  }
}
function reexport(ix, node2) {
  const source2 = node2.childForFieldName("source");
  if (!source2) {
    for (const c of node2.namedChildren) ix.any(c);
    return;
  }
  const spec = importedBinding(toValue(moduleValue(ix, ix.eval(source2), node2, source2)))?.module;
  if (spec === void 0) return;
  const clause = node2.namedChildren.find((c) => c.type === "export_clause");
  if (!clause) ix.unit.modules?.reexport("*", { module: spec, name: "*" });
  for (const s of clause?.namedChildren ?? []) {
    const name2 = s.childForFieldName("name")?.text;
    const alias = s.childForFieldName("alias")?.text ?? name2;
    if (name2 && alias) ix.unit.modules?.reexport(alias, { module: spec, name: name2 });
  }
}
function dynamicImport(ix, args2, node2) {
  return moduleValue(ix, args2.vals[0], node2, args2.nodes[0] ?? node2);
}
var IMPORT_HANDLERS = {
  require: (ix, args2, node2) => moduleValue(ix, args2.vals[0], node2, args2.nodes[0] ?? node2),
  "require.resolve": (_ix, args2) => data(toValue(args2.vals[0]))
};

// src/analysis/code/request-data.ts
var CREDENTIAL_HEADER = /^(?:authorization|proxy-authorization|cookie|[\w-]{0,40}(?:api[-_]?key|token|secret|password|passwd|auth|signature|session)[\w-]{0,40})$/i;
var SENSITIVE = ["secret", "system-info", "conversation"];
function isSensitive(v) {
  return v.taints.some((t) => SENSITIVE.includes(t)) || v.secret !== void 0;
}
function isSensitiveBeyondAuth(v) {
  if (v.taints.includes("system-info") || v.taints.includes("conversation")) return true;
  return v.secret !== void 0 && v.secret !== "env-secret";
}
function splitHeaders(headers, named, read2) {
  const out2 = { cred: [], data: [] };
  if (headers === void 0) return out2;
  const pairs = named(headers);
  if (!pairs) {
    const whole = read2(headers);
    if (!whole.literal) out2.cred.push(whole);
    return out2;
  }
  for (const [name2, v] of pairs) {
    const value2 = read2(v);
    if (value2.literal) continue;
    if (CREDENTIAL_HEADER.test(name2)) out2.cred.push(value2);
    else if (isSensitive(value2)) out2.data.push(value2);
  }
  return out2;
}
var QUERY_SLOT = /[?&](?:api[_-]?key|apikey|key|token|access_token|auth|password|secret|sig|signature|code)=[^&#\s]{0,400}/gi;
var PATH_SLOT = /^((?:https?:\/\/)?api\.telegram\.org\/(?:file\/)?bot)[^/?#\s]{1,400}/i;
function outsideCredentialSlots(url) {
  let slots = 0;
  const rest = url.replace(PATH_SLOT, (_m, head) => {
    slots++;
    return head;
  }).replace(QUERY_SLOT, (m) => {
    slots++;
    return m.slice(0, m.indexOf("=") + 1);
  });
  return { rest, slots };
}
function splitUrlValue(v) {
  const envOnly = v.taints.every((t) => t === "env" || t === "secret" || t === "unknown") && (v.secret === void 0 || v.secret === "env-secret");
  const { rest, slots } = outsideCredentialSlots(v.text);
  if (slots === 0 || !envOnly) return { data: v };
  const left = (v.vars ?? []).filter((n) => rest.includes(`\${${n}}`) || rest.includes(`$${n}`));
  if (left.length === 0) return { cred: v };
  const secret = left.some((n) => SECRET_ENV_NAME.test(n));
  const data3 = {
    text: rest,
    literal: false,
    taints: secret ? ["env", "secret"] : ["env"],
    vars: left,
    ...secret ? { secret: "env-secret" } : {}
  };
  return { cred: v, data: data3 };
}

// src/analysis/code/javascript/net-socket.ts
function socketTo(ix, scheme, host, port, node2, tool) {
  const url = host ? concat([literal(`${scheme}://`), host, ...port ? [literal(":"), port] : []]) : void 0;
  const h = {
    kind: "socket",
    tool,
    endpoint: endpointFor(ix, url),
    at: [node2.startIndex, node2.endIndex],
    channel: "socket"
  };
  ix.sockets.push(h);
  return h;
}
var connect = (ix, args2, node2, name2) => {
  const first3 = args2.vals[0];
  const scheme = name2.startsWith("tls") ? "tls" : "tcp";
  const h = first3?.k === "obj" ? socketTo(
    ix,
    scheme,
    toValue(propOf(first3, "host") ?? propOf(first3, "hostname") ?? literal("localhost")),
    toValue(propOf(first3, "port")),
    node2,
    name2
  ) : socketTo(
    ix,
    scheme,
    args2.vals[1]?.k === "data" ? toValue(args2.vals[1]) : literal("localhost"),
    toValue(first3),
    node2,
    name2
  );
  invokeCallbacks(ix, args2, []);
  return { k: "handle", h };
};
var webSocket = (ix, args2, node2, name2) => {
  const url = toValue(args2.vals[0]);
  const h = {
    kind: "socket",
    tool: name2,
    endpoint: endpointFor(ix, url),
    at: [node2.startIndex, node2.endIndex],
    channel: "socket"
  };
  ix.sockets.push(h);
  return { k: "handle", h };
};
var dnsQuery = (ix, args2, node2, name2) => {
  const host = toValue(args2.vals[0]);
  const suffix = host.text.replace(/^[\s\S]*\}\.?/, "");
  if (!host.literal && isSensitive(host)) {
    noteEnvAll(ix, host, node2);
    ix.emit({ kind: "send", endpoint: endpointFor(ix, literal(suffix)), channel: "dns", data: host }, node2);
  }
  let out2 = opaque("address");
  if (/Txt|Any|Cname/.test(name2)) {
    ix.emit({ kind: "fetch", endpoint: endpointFor(ix, literal(suffix)), tool: name2 }, node2);
    out2 = data(tainted(literal(ph("dns-txt")), "download", { from: `dns://${host.text.slice(0, 200)}` }));
  }
  invokeCallbacks(ix, args2, [opaque("error"), out2]);
  return out2;
};

// src/analysis/code/javascript/net.ts
function headerParts(headers) {
  const out2 = splitHeaders(headers, (h) => h.k === "obj" ? h.props : void 0, toValue);
  if (headers?.k === "obj" && headers.rest)
    (isSensitive(headers.rest) ? out2.data : out2.cred).push(headers.rest);
  return out2;
}
function httpRequest(ix, node2, tool, urlVal, o) {
  let url = toValue(urlVal);
  if (o.query) url = concat([url, literal("?"), toValue(serialise(ix, o.query, node2))]);
  const endpoint = endpointFor(ix, url);
  const headers = headerParts(o.headers);
  const cred = [...headers.cred, ...o.auth ? [toValue(o.auth)] : []];
  const urlIsCredential = url.secret === "env-secret" && !url.taints.includes("file");
  if (urlIsCredential) cred.push(url);
  const urlData = !url.literal && isSensitiveBeyondAuth(url) ? [url] : [];
  const credentials = cred.length ? { credentials: concat(cred) } : {};
  const body2 = o.body ? toValue(o.body) : void 0;
  const parts2 = [...body2 && body2.text !== "" ? [body2] : [], ...headers.data, ...urlData];
  if (parts2.length || /^(?:POST|PUT|PATCH)$/i.test(o.method ?? "")) {
    const payload = parts2.length ? concat(parts2) : literal("");
    noteEnvAll(ix, payload, node2);
    ix.emit({ kind: "send", endpoint, channel: "http", data: payload, ...credentials }, node2);
  } else ix.emit({ kind: "fetch", endpoint, tool, ...credentials }, node2);
  return downloaded(url, tool);
}
function authOf(opts) {
  const a = propOf(opts, "auth") ?? propOf(opts, "password");
  return a ? { auth: a } : {};
}
var bodyOf2 = (opts) => propOf(opts, "body") ?? propOf(opts, "json") ?? propOf(opts, "data") ?? propOf(opts, "form") ?? propOf(opts, "formData");
var fetchLike = (ix, args2, node2, name2) => {
  const first3 = args2.vals[0];
  const url = first3?.k === "obj" ? propOf(first3, "url") ?? propOf(first3, "uri") : first3;
  const opts = first3?.k === "obj" ? first3 : args2.vals[1];
  const method = staticText(propOf(opts, "method")) ?? (/\.(?:post|put|patch)$/.test(name2) ? "POST" : void 0);
  const out2 = httpRequest(ix, node2, name2, url, {
    body: bodyOf2(opts),
    query: propOf(opts, "searchParams") ?? propOf(opts, "qs"),
    headers: propOf(opts, "headers"),
    ...authOf(opts),
    ...method ? { method } : {}
  });
  invokeCallbacks(ix, args2, [opaque("error"), out2, out2]);
  return out2;
};
var fetchMethod = fetchLike;
var axiosConfig = (ix, args2, node2, name2) => {
  const first3 = args2.vals[0];
  const cfg = first3?.k === "obj" ? first3 : args2.vals[1];
  const url = first3?.k === "obj" ? propOf(first3, "url") : first3;
  const base = propOf(cfg, "baseURL");
  const full = base ? data(concat([toValue(base), toValue(url)])) : url;
  const method = staticText(propOf(cfg, "method"));
  return httpRequest(ix, node2, name2, full, {
    body: propOf(cfg, "data"),
    query: propOf(cfg, "params"),
    headers: propOf(cfg, "headers"),
    ...authOf(cfg),
    ...method ? { method } : {}
  });
};
var axiosBody = (ix, args2, node2, name2) => {
  const cfg = args2.vals[2];
  return httpRequest(ix, node2, name2, args2.vals[0], {
    body: args2.vals[1],
    query: propOf(cfg, "params"),
    headers: propOf(cfg, "headers"),
    ...authOf(cfg),
    method: "POST"
  });
};
var axiosNoBody = (ix, args2, node2, name2) => {
  const cfg = args2.vals[1];
  return httpRequest(ix, node2, name2, args2.vals[0], {
    body: propOf(cfg, "data"),
    query: propOf(cfg, "params"),
    headers: propOf(cfg, "headers"),
    ...authOf(cfg)
  });
};
var needle = (ix, args2, node2, name2) => {
  const methodFirst = name2 === "needle" || name2 === "needle.request";
  const [url, body2] = methodFirst ? [args2.vals[1], args2.vals[2]] : [args2.vals[0], args2.vals[1]];
  const hasBody = methodFirst ? !/^(?:get|head)$/i.test(staticText(args2.vals[0]) ?? "") : /post|put|patch/.test(name2);
  const out2 = httpRequest(ix, node2, "needle", url, hasBody && body2?.k !== "fn" ? { body: body2 } : {});
  invokeCallbacks(ix, args2, [opaque("error"), out2, out2]);
  return out2;
};
function urlFromOptions(opts, tool) {
  const host = propOf(opts, "hostname") ?? propOf(opts, "host");
  if (!host) return toValue(propOf(opts, "href") ?? opts);
  const proto = staticText(propOf(opts, "protocol")) ?? (tool.startsWith("https") ? "https:" : "http:");
  const port = propOf(opts, "port");
  const path2 = propOf(opts, "path");
  const parts2 = [literal(`${proto}//`), toValue(host)];
  if (port) parts2.push(literal(":"), toValue(port));
  if (path2) parts2.push(toValue(path2));
  return concat(parts2);
}
function requestUrl(args2, tool) {
  const first3 = args2.vals[0];
  return first3?.k === "obj" ? urlFromOptions(first3, tool) : toValue(first3);
}
var httpRequestHandle = (ix, args2, node2, name2) => {
  const url = requestUrl(args2, name2);
  const opts = args2.vals.find((a) => a.k === "obj");
  const cred = [
    ...headerParts(propOf(opts, "headers")).cred,
    ...authOf(opts).auth ? [toValue(authOf(opts).auth)] : []
  ];
  const h = {
    kind: "request",
    tool: name2,
    url,
    endpoint: endpointFor(ix, url),
    at: [node2.startIndex, node2.endIndex],
    sent: false,
    ...cred.length ? { credentials: concat(cred) } : {}
  };
  ix.requests.push(h);
  invokeCallbacks(ix, args2, [downloaded(url, name2)]);
  return { k: "handle", h };
};
var httpGet = (ix, args2, node2, name2) => {
  const url = requestUrl(args2, name2);
  const out2 = httpRequest(ix, node2, name2, data(url), {});
  invokeCallbacks(ix, args2, [out2]);
  return {
    k: "handle",
    h: {
      kind: "request",
      tool: name2,
      url,
      endpoint: endpointFor(ix, url),
      at: [node2.startIndex, node2.endIndex],
      sent: true
    }
  };
};
var requestHandleFor = (tool) => (ix, url, node2) => {
  const h = {
    kind: "request",
    tool,
    url,
    endpoint: endpointFor(ix, url),
    at: [node2.startIndex, node2.endIndex],
    sent: false
  };
  ix.requests.push(h);
  return { k: "handle", h };
};
var superagent = (ix, args2, node2, name2) => requestHandleFor(name2)(ix, toValue(args2.vals[0]), node2);
var NET_HANDLERS = {
  fetch: fetchLike,
  "undici.fetch": fetchLike,
  "undici.request": fetchLike,
  ky: fetchLike,
  got: fetchLike,
  request: fetchLike,
  axios: axiosConfig,
  "axios.request": axiosConfig,
  "axios.create": () => ref("axios"),
  "got.extend": () => ref("got"),
  "ky.create": () => ref("ky"),
  "ky.extend": () => ref("ky"),
  "new dns.Resolver": () => ref("dns"),
  "new XMLHttpRequest": (ix, _args, node2) => requestHandleFor("XMLHttpRequest")(ix, literal(""), node2),
  "new EventSource": (ix, args2, node2) => httpRequest(ix, node2, "EventSource", args2.vals[0], {}),
  "navigator.sendBeacon": (ix, args2, node2) => httpRequest(ix, node2, "sendBeacon", args2.vals[0], { body: args2.vals[1] ?? literal("") }),
  "http.request": httpRequestHandle,
  "https.request": httpRequestHandle,
  "http.get": httpGet,
  "https.get": httpGet,
  "net.connect": connect,
  "net.createConnection": connect,
  "tls.connect": connect,
  "new net.Socket": (ix, _args, node2) => ({
    k: "handle",
    h: socketTo(ix, "tcp", void 0, void 0, node2, "net.Socket")
  }),
  "new tls.TLSSocket": (ix, _args, node2) => ({
    k: "handle",
    h: socketTo(ix, "tls", void 0, void 0, node2, "tls.TLSSocket")
  }),
  "dgram.createSocket": (ix, _args, node2) => ({
    k: "handle",
    h: socketTo(ix, "udp", void 0, void 0, node2, "dgram")
  }),
  "new WebSocket": webSocket,
  "new ws": webSocket,
  "new ws.WebSocket": webSocket,
  "socket.io-client": webSocket,
  "socket.io-client.io": webSocket,
  "socket.io-client.connect": webSocket,
  ...Object.fromEntries(["get", "delete", "head", "options"].map((m) => [`axios.${m}`, axiosNoBody])),
  ...Object.fromEntries(
    ["post", "put", "patch", "postForm", "putForm", "patchForm"].map((m) => [`axios.${m}`, axiosBody])
  ),
  ...Object.fromEntries(
    ["get", "post", "put", "patch", "delete", "head", "stream"].flatMap((m) => [
      [`got.${m}`, fetchMethod],
      [`ky.${m}`, fetchMethod],
      [`request.${m}`, fetchMethod],
      [`undici.${m}`, fetchMethod]
    ])
  ),
  ...Object.fromEntries(
    ["get", "post", "put", "patch", "del", "delete", "head"].map((m) => [`superagent.${m}`, superagent])
  ),
  needle,
  "needle.request": needle,
  ...Object.fromEntries(
    ["get", "post", "put", "patch", "delete", "head"].map((m) => [`needle.${m}`, needle])
  ),
  ...Object.fromEntries(
    [
      "lookup",
      "resolve",
      "resolve4",
      "resolve6",
      "resolveTxt",
      "resolveAny",
      "resolveCname",
      "resolveMx",
      "resolveNs",
      "resolveSrv"
    ].map((m) => [`dns.${m}`, dnsQuery])
  )
};

// src/analysis/code/javascript/sdk-channels.ts
var SESSION_KEY = "js:sentry-endpoint";
var PACKAGES = ["@sentry/node", "@sentry/browser", "@sentry/bun", "@sentry/deno", "@sentry/nextjs"];
function endpointOf2(ix) {
  return ix.unit.session.get(SESSION_KEY) ?? { cls: "unknown" };
}
var init3 = (ix, args2) => {
  const dsn = propOf(args2.vals[0], "dsn");
  const v = dsn ? toValue(dsn) : void 0;
  ix.unit.session.set(SESSION_KEY, v?.literal ? endpointFor(ix, v) : { cls: "unknown" });
  return void 0;
};
function sendData(ix, node2, vals, endpoint = endpointOf2(ix)) {
  const given = vals.filter((v) => v !== void 0).map(toValue);
  const data3 = given.filter((v) => !(v.literal && v.text === ""));
  if (data3.length === 0) return;
  const payload = concat(data3);
  noteEnvAll(ix, payload, node2);
  ix.emit({ kind: "send", endpoint, channel: "telemetry", data: payload }, node2);
}
var carrying = (pick) => (ix, args2, node2) => {
  sendData(ix, node2, pick(args2));
  return void 0;
};
var second = (a) => [a.vals[1]];
var first = (a) => [a.vals[0]];
var CALLS = {
  init: init3,
  setContext: carrying(second),
  setExtra: carrying(second),
  setExtras: carrying(first),
  setTag: carrying(second),
  setTags: carrying(first),
  setUser: carrying(first),
  addBreadcrumb: carrying(first),
  captureMessage: carrying(first),
  captureEvent: carrying(first)
};
var POSTHOG = "posthog-node.PostHog";
var POSTHOG_KEY = "js:posthog-endpoint";
var POSTHOG_CLOUD = "https://us.i.posthog.com";
var posthogClient = (ix, args2) => {
  const host = propOf(args2.vals[1], "host");
  const v = host ? toValue(host) : literal(POSTHOG_CLOUD);
  ix.unit.session.set(POSTHOG_KEY, v.literal ? endpointFor(ix, v) : { cls: "unknown" });
  return ref(`${POSTHOG}()`);
};
var posthogData = (ix, args2, node2) => {
  const endpoint = ix.unit.session.get(POSTHOG_KEY) ?? { cls: "unknown" };
  const message2 = args2.vals[0];
  const props = message2?.k === "obj" ? new Map([...message2.props].filter(([k]) => k !== "distinctId")) : void 0;
  sendData(ix, node2, [props && message2?.k === "obj" ? { ...message2, props } : message2], endpoint);
  return void 0;
};
var SDK_CHANNEL_HANDLERS = {
  ...Object.fromEntries(
    PACKAGES.flatMap((pkg) => Object.entries(CALLS).map(([name2, h]) => [`${pkg}.${name2}`, h]))
  ),
  [`new ${POSTHOG}`]: posthogClient,
  ...Object.fromEntries(
    ["capture", "captureImmediate", "identify", "groupIdentify", "alias"].map((m) => [
      `${POSTHOG}().${m}`,
      posthogData
    ])
  )
};

// src/analysis/code/javascript/secret-stores.ts
function secretValue(name2, secret) {
  return { text: `\${${name2}}`, literal: false, taints: ["secret"], secret };
}
function keychainRead(ix, what, service, node2) {
  const v = toValue(service);
  const item = v.literal ? v.text : "${service}";
  ix.emit({ kind: "read", target: literal(`${what} ${item}`), secret: "keychain" }, node2, `keychain:${item}`);
  return data(secretValue("keychain secret", "keychain"));
}
var keytar = (what) => (ix, args2, node2) => keychainRead(ix, `keytar.${what}`, args2.vals[0], node2);
var SECRET_STORE_HANDLERS = Object.fromEntries(
  ["keytar", "keytar.default"].flatMap(
    (mod) => ["getPassword", "findPassword", "findCredentials"].map((fn) => [`${mod}.${fn}`, keytar(fn)])
  )
);
var BROWSER_TABLE_QUERY = /\bfrom\s{1,8}["'`]?(?:moz_cookies|moz_logins)\b|\b(?:encrypted_value|password_value)\b[^;]{0,400}\bfrom\s{1,8}["'`]?(?:cookies|logins)\b/i;
var QUERY_METHODS = /* @__PURE__ */ new Set(["prepare", "exec", "all", "get", "run", "each", "query", "execute"]);
function browserStoreQuery(ix, prop, args2, node2) {
  if (!QUERY_METHODS.has(prop)) return void 0;
  const sql = toValue(args2.vals[0]);
  if (!sql.literal || !BROWSER_TABLE_QUERY.test(sql.text.slice(0, 4e3))) return void 0;
  const secret = "browser-data";
  const table2 = /\blogins\b/i.test(sql.text) ? "saved passwords" : "cookies";
  ix.emit({ kind: "read", target: literal(`SQL query of the browser's ${table2}`), secret }, node2);
  return data(secretValue(`browser ${table2}`, secret));
}
var REGISTRY_AUTH_KEY = /^(?:npmAuth(?:Token|Ident)|(?:\/\/\S{1,300}:)?_(?:authToken|auth|password))$/;
function configuredRegistryToken(prop, args2) {
  if (prop !== "get") return void 0;
  const key = toValue(args2.vals[0]);
  if (!key.literal || !REGISTRY_AUTH_KEY.test(key.text)) return void 0;
  const variable3 = key.text.startsWith("npmAuth") ? "YARN_NPM_AUTH_TOKEN" : "NPM_TOKEN";
  return data({ ...secretValue(`registry ${key.text}`, "cli-login-token"), vars: [variable3] });
}

// src/analysis/code/javascript/calls.ts
var handlers;
function table() {
  if (!handlers) {
    handlers = /* @__PURE__ */ new Map();
    for (const group of [
      BUILTIN_HANDLERS,
      DECODE_HANDLERS,
      DENO_HANDLERS,
      EXEC_HANDLERS,
      FS_HANDLERS,
      IMPORT_HANDLERS,
      NET_HANDLERS,
      SDK_CHANNEL_HANDLERS,
      SECRET_STORE_HANDLERS
    ])
      for (const [name2, h] of Object.entries(group)) handlers.set(name2, h);
  }
  return handlers;
}
function callValue(ix, callee, args2, node2) {
  switch (callee.k) {
    case "fn":
      return ix.invoke(callee, args2.vals);
    case "ref":
      return callRef(ix, callee.name, args2, node2);
    case "obj": {
      const ctor = callee.props.get("constructor");
      if (ctor?.k === "fn") ix.invoke(ctor, args2.vals);
      return callee;
    }
    default: {
      const imported = callee.k === "data" ? importedBinding(callee.v) : void 0;
      if (imported) return importedCall(ix, imported, args2, node2);
      invokeCallbacks(ix, args2, callbackParams(args2.vals));
      return calledParameter(result("call", args2.vals), callee);
    }
  }
}
function calledParameter(out2, callee) {
  if (callee.k !== "data" || out2.k !== "data") return out2;
  let v = out2.v;
  for (const m of callee.v.vars ?? []) {
    const called = calledMarker(m);
    if (called) v = marked(v, called);
  }
  return v === out2.v ? out2 : data(v);
}
function importedCall(ix, imported, args2, node2) {
  const name2 = imported.name === "*" ? { ...imported, name: "default" } : imported;
  const passed = args2.vals.map((a) => toValue(a));
  const returns = callCallbacks(ix, args2, callbackParams(args2.vals));
  const argsFn = [];
  for (const [arg4, a] of args2.vals.entries()) {
    const r = a.k === "fn" ? returns.shift() : void 0;
    if (r) argsFn.push({ arg: arg4, returns: toValue(r) });
  }
  if (passed.some(carriesFlow) || argsFn.some((a) => carriesFlow(a.returns)))
    ix.unit.modules?.call(name2, passed, ix.unit.id, ix.unit.region(node2.startIndex, node2.endIndex), argsFn);
  const out2 = result(name2.name, args2.vals);
  return data(marked(out2.v, callMarker(name2.module, name2.name)));
}
function callRef(ix, name2, args2, node2) {
  const h = table().get(name2);
  const out2 = h?.(ix, args2, node2, name2);
  if (out2 !== void 0) return out2;
  invokeCallbacks(ix, args2, callbackParams(args2.vals));
  return result(name2, args2.vals);
}
function construct(ix, ctor, args2, node2) {
  const imported = ctor.k === "data" ? importedBinding(ctor.v) : void 0;
  if (imported && imported.name !== "*" && !imported.name.includes(".")) {
    invokeCallbacks(ix, args2, callbackParams(args2.vals));
    return data(marked(opaque("instance").v, moduleMarker(imported.module, `${imported.name}()`)));
  }
  if (ctor.k === "ref") {
    const h = table().get(`new ${ctor.name}`) ?? table().get(ctor.name);
    const out2 = h?.(ix, args2, node2, ctor.name);
    if (out2 !== void 0) return out2;
    invokeCallbacks(ix, args2, callbackParams(args2.vals));
    return result(ctor.name, args2.vals);
  }
  if (ctor.k === "obj") return callValue(ix, ctor, args2, node2);
  if (ctor.k === "fn") {
    ix.invoke(ctor, args2.vals);
    return { k: "obj", props: /* @__PURE__ */ new Map() };
  }
  return result("new", args2.vals);
}
var shift = (args2, n) => ({ vals: args2.vals.slice(n), nodes: args2.nodes.slice(n) });
function callMethod(ix, recv2, prop, args2, node2) {
  if ((recv2.k === "fn" || recv2.k === "ref") && (prop === "call" || prop === "apply" || prop === "bind")) {
    if (prop === "bind") return recv2;
    if (prop === "call") return callValue(ix, recv2, shift(args2, 1), node2);
    const list = args2.vals[1];
    const items = list?.k === "arr" ? list.items : list ? [elementOf(list)] : [];
    const at = args2.nodes[1] ?? node2;
    return callValue(ix, recv2, { vals: items, nodes: items.map(() => at) }, node2);
  }
  if (recv2.k === "data" && importedBinding(recv2.v))
    return callValue(ix, member(ix, recv2, prop, node2), args2, node2);
  if (prop === "then" && recv2.k === "ref") return callCallbacks(ix, args2, [recv2])[0] ?? recv2;
  if (prop === "_compile") return runCode(ix, args2.vals[0], "Module._compile", node2, args2.nodes[0]);
  const query = recv2.k === "data" || recv2.k === "handle" ? browserStoreQuery(ix, prop, args2, node2) ?? configuredRegistryToken(prop, args2) : void 0;
  if (query) return query;
  switch (recv2.k) {
    case "ref":
    case "fn":
      return callValue(ix, member(ix, recv2, prop, node2), args2, node2);
    case "obj":
      return objMethod(ix, recv2, prop, args2, node2);
    case "arr":
      return arrayMethod(ix, recv2, prop, args2, node2) ?? generic(ix, recv2, prop, args2);
    case "data":
      return dataMethod(ix, recv2, prop, args2, node2) ?? generic(ix, recv2, prop, args2);
    case "handle":
      return handleMethod(ix, recv2.h, prop, args2, node2) ?? generic(ix, recv2, prop, args2);
  }
}
function objMethod(ix, recv2, prop, args2, node2) {
  const m = recv2.props.get(prop);
  if (m && (m.k === "fn" || m.k === "ref")) return callValue(ix, m, args2, node2);
  if ((prop === "append" || prop === "set") && recv2.props.size < 512) {
    const key = args2.vals[0];
    const name2 = key?.k === "data" && key.v.literal ? key.v.text : `#${recv2.props.size}`;
    recv2.props.set(name2, args2.vals[1] ?? opaque("value"));
    return recv2;
  }
  return generic(ix, recv2, prop, args2);
}
function generic(ix, recv2, prop, args2) {
  const inputs = [recv2, ...args2.vals];
  if (prop === "then" || prop === "catch" || prop === "finally") {
    const out2 = callCallbacks(ix, args2, callbackParams(inputs));
    if (out2[0]) return out2[0];
  } else invokeCallbacks(ix, args2, callbackParams(inputs));
  return result(prop, inputs);
}

// src/analysis/code/javascript/literals.ts
var EscapedText = class {
  text = "";
  hidden = 0;
  /** Adds a fragment or an escape sequence; false for any other child (a substitution …). */
  add(c) {
    if (c.type === "string_fragment") this.text += c.text;
    else if (c.type === "escape_sequence") {
      const d = decodeEscape(c.text);
      this.text += d.text;
      this.hidden += d.hidden;
    } else return false;
    return true;
  }
};
function stringValue(ix, node2) {
  const s = new EscapedText();
  for (const c of node2.children) {
    if (!c) continue;
    if (!s.add(c) && c.type === "html_character_reference") s.text += c.text;
    if (s.text.length > 65536) break;
  }
  return hiddenText(ix, node2, s.text, s.hidden);
}
function hiddenText(ix, node2, text, hidden) {
  if (hidden < 4) return lit(text);
  ix.emit(
    { kind: "decode", scheme: "escape", input: literal(node2.text), decoded: text.slice(0, 2e3) },
    node2
  );
  return data(tainted(literal(text), "decoded"));
}
function templateValue(ix, node2) {
  const parts2 = [];
  const s = new EscapedText();
  const flush = () => {
    if (s.text) parts2.push(literal(s.text));
    s.text = "";
  };
  for (const c of node2.children) {
    if (!c) continue;
    if (!s.add(c) && c.type === "template_substitution") {
      flush();
      const e = c.namedChild(0);
      parts2.push(toValue(e ? ix.eval(e) : opaque("substitution")));
    }
    if (parts2.length > 4096) break;
  }
  flush();
  const v = parts2.length ? concat(parts2) : literal("");
  if (s.hidden >= 4) {
    ix.emit({ kind: "decode", scheme: "escape", input: literal(node2.text), decoded: v.text }, node2);
    return data(tainted(v, "decoded"));
  }
  return data(v);
}
function numberValue(text) {
  const clean = text.replace(/_/g, "").replace(/n$/, "");
  const n = /^0[0-7]+$/.test(clean) ? Number.parseInt(clean, 8) : Number(clean);
  return Number.isFinite(n) ? num(n) : opaque("number");
}
function regexOf(node2) {
  return {
    pattern: node2.childForFieldName("pattern")?.text ?? "",
    flags: node2.childForFieldName("flags")?.text ?? ""
  };
}

// src/analysis/code/javascript/operators.ts
function unary(ix, node2) {
  const op = node2.childForFieldName("operator")?.text ?? "";
  const arg4 = node2.childForFieldName("argument");
  const v = arg4 ? ix.eval(arg4) : opaque("value");
  const n = v.k === "data" ? v.num : void 0;
  if (n !== void 0) {
    if (op === "-") return num(-n);
    if (op === "+") return num(n);
    if (op === "~") return num(~n);
  }
  if (op === "+" && v.k === "data" && v.v.literal && /^\s*-?\d{1,15}(?:\.\d{1,15})?\s*$/.test(v.v.text))
    return num(Number(v.v.text));
  return opaque(op === "typeof" ? "type" : "value");
}
function arith(op, a, b) {
  switch (op) {
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      return a / b;
    case "%":
      return a % b;
    case "**":
      return Math.abs(b) < 64 ? a ** b : void 0;
    case "^":
      return a ^ b;
    case "&":
      return a & b;
    case "|":
      return a | b;
    case "<<":
      return a << b;
    case ">>":
      return a >> b;
    case ">>>":
      return a >>> b;
    default:
      return void 0;
  }
}
function chainOperands(node2, op, max = 65536) {
  const rights = [];
  let cur = node2;
  while (cur.type === "binary_expression" && rights.length < max) {
    const l = cur.child(0);
    const o = cur.child(1);
    const r = cur.child(2);
    if (!l || !r || o?.type !== op) break;
    rights.push(r);
    cur = l;
  }
  return [cur, ...rights.reverse()];
}
function binary2(ix, node2) {
  const op = node2.childForFieldName("operator")?.text ?? "";
  if (op === "+") {
    const operands2 = chainOperands(node2, "+");
    if (operands2.length > 2) {
      let acc = ix.eval(operands2[0]);
      for (const n of operands2.slice(1)) acc = combine("+", acc, ix.eval(n));
      return acc;
    }
  }
  const ln = node2.childForFieldName("left");
  const rn = node2.childForFieldName("right");
  const l = ln ? ix.eval(ln) : opaque("value");
  const r = rn ? ix.eval(rn) : opaque("value");
  return combine(op, l, r);
}
function combine(op, l, r) {
  const a = l.k === "data" ? l.num : void 0;
  const b = r.k === "data" ? r.num : void 0;
  if (op === "+") {
    if (a !== void 0 && b !== void 0) return num(a + b);
    return data(concat([toValue(l), toValue(r)]));
  }
  if (op === "||" || op === "??") return pickOr(l, r);
  if (op === "&&") return r;
  if (a !== void 0 && b !== void 0) {
    const n = arith(op, a, b);
    if (n !== void 0 && Number.isFinite(n)) return num(n);
  }
  if (["-", "*", "/", "%", "**", "^", "&", "|", "<<", ">>", ">>>"].includes(op))
    return result("number", [l, r]);
  return opaque("bool");
}
function pickOr(l, r) {
  if (l.k !== "data") return l;
  if (!l.v.literal && l.v.taints.includes("env") && !l.v.secret && r.k === "data" && r.v.literal && isHttpUrl(r.v.text))
    return { ...l, v: { ...l.v, text: r.v.text.trim() } };
  if (l.v.literal && l.v.text !== "" || realTaints(l.v).length) return l;
  if (r.k !== "data") return r;
  return !r.v.literal && realTaints(r.v).length === 0 ? l : r;
}
function richer(a, b) {
  const score2 = (v) => v.k !== "data" ? 3 : realTaints(v.v).length ? 4 : v.v.literal ? 2 : 0;
  return score2(b) > score2(a) ? b : a;
}
function assignment(ix, node2) {
  const left = node2.childForFieldName("left");
  const right = node2.childForFieldName("right");
  const v = right ? ix.eval(right) : opaque("value");
  if (!left) return v;
  if (left.type === "identifier") ix.assign(left.text, v);
  else if (left.type === "member_expression" || left.type === "subscript_expression") {
    const objNode = left.childForFieldName("object");
    const key = memberKey(ix, left);
    const obj2 = objNode ? ix.eval(objNode) : void 0;
    if (obj2 && key !== void 0) assignMember(ix, obj2, key, v, left);
    else if (obj2?.k === "obj") {
      const val = toValue(v);
      if (realTaints(val).length || val.secret) obj2.rest = obj2.rest ? concat([obj2.rest, val]) : val;
    } else if (obj2?.k === "arr" && obj2.items.length < 4096) obj2.items.push(v);
  } else bindPattern(ix, left, v, false);
  return v;
}
function augmented(ix, node2) {
  const left = node2.childForFieldName("left");
  const right = node2.childForFieldName("right");
  const op = (node2.childForFieldName("operator")?.text ?? "+=").slice(0, -1);
  const r = right ? ix.eval(right) : opaque("value");
  if (left?.type === "identifier") {
    const v = combine(op, ix.lookup(left.text), r);
    ix.assign(left.text, v);
    return v;
  }
  if (left?.type === "member_expression" || left?.type === "subscript_expression") {
    const objNode = left.childForFieldName("object");
    const key = memberKey(ix, left);
    if (objNode && key !== void 0) {
      const obj2 = ix.eval(objNode);
      const v = combine(op, member(ix, obj2, key, left), r);
      assignMember(ix, obj2, key, v, left);
      return v;
    }
  }
  return r;
}
function memberKey(ix, node2) {
  if (node2.type === "member_expression") return node2.childForFieldName("property")?.text;
  const idx = node2.childForFieldName("index");
  return knownText(idx ? ix.eval(idx) : void 0);
}

// src/analysis/code/javascript/expr.ts
function evaluate(ix, node2) {
  const f = (name2) => node2.childForFieldName(name2);
  switch (node2.type) {
    case "string":
      return stringValue(ix, node2);
    case "template_string":
      return templateValue(ix, node2);
    case "number":
      return numberValue(node2.text);
    case "true":
    case "false":
    case "null":
    case "undefined":
      return lit(node2.type === "true" || node2.type === "false" ? node2.type : "");
    case "identifier":
    case "shorthand_property_identifier":
      return ix.lookup(node2.text);
    case "regex":
      return { k: "data", v: literal(node2.text), regex: regexOf(node2) };
    case "parenthesized_expression":
    case "sequence_expression":
    case "await_expression":
    case "non_null_expression":
    case "as_expression":
    case "satisfies_expression":
    case "type_assertion":
    case "yield_expression":
    case "spread_element":
      return lastOf(ix, node2);
    case "unary_expression":
      return unary(ix, node2);
    case "binary_expression":
      return binary2(ix, node2);
    case "ternary_expression": {
      const c = f("condition");
      if (c) ix.eval(c);
      const a = f("consequence");
      const b = f("alternative");
      return richer(a ? ix.eval(a) : opaque("value"), b ? ix.eval(b) : opaque("value"));
    }
    case "assignment_expression":
      return assignment(ix, node2);
    case "augmented_assignment_expression":
      return augmented(ix, node2);
    case "array":
      return arrayValue(ix, node2);
    case "object":
      return objectValue(ix, node2);
    case "member_expression": {
      const obj2 = f("object");
      const prop = f("property");
      if (!obj2 || !prop || obj2.type === "import") return opaque("member");
      return member(ix, ix.eval(obj2), prop.text, node2);
    }
    case "subscript_expression":
      return subscript(ix, node2);
    case "call_expression":
      return call2(ix, node2);
    case "new_expression": {
      const ctor = f("constructor");
      const args2 = evalArgs(ix, f("arguments"));
      return ctor ? construct(ix, ix.eval(ctor), args2, node2) : opaque("new");
    }
    case "arrow_function":
    case "function_expression":
    case "function":
    case "generator_function":
      return ix.makeFn(node2);
    case "class":
      return classValue(ix, node2);
    default:
      for (const child of node2.namedChildren) ix.any(child);
      return opaque(node2.type);
  }
}
function lastOf(ix, node2) {
  let last = opaque(node2.type);
  for (const child of node2.namedChildren) {
    if (child.type === "comment" || child.type.endsWith("_type") || child.type === "type_arguments") continue;
    last = ix.eval(child);
  }
  return last;
}
var MAX_ITEMS = 4096;
function spreadInto(items, v) {
  if (v.k === "arr") items.push(...v.items.slice(0, MAX_ITEMS - items.length));
  else if (v.k === "data" && v.v.literal)
    for (const ch of Array.from(v.v.text).slice(0, MAX_ITEMS)) items.push(lit(ch));
  else items.push(elementOf(v));
}
function arrayValue(ix, node2) {
  const items = [];
  for (const c of node2.namedChildren) {
    if (items.length >= MAX_ITEMS) {
      ix.tick();
      continue;
    }
    if (c.type === "comment") continue;
    if (c.type === "spread_element") {
      const inner = c.namedChild(0);
      if (inner) spreadInto(items, ix.eval(inner));
    } else items.push(ix.eval(c));
  }
  return { k: "arr", items };
}
function objectValue(ix, node2) {
  const obj2 = { k: "obj", props: /* @__PURE__ */ new Map() };
  const rest = [];
  for (const c of node2.namedChildren) {
    if (c.type === "pair") {
      const key = c.childForFieldName("key");
      const value2 = c.childForFieldName("value");
      const name2 = key ? propertyName(ix, key) : void 0;
      const v = value2 ? ix.eval(value2) : opaque("value");
      if (name2 !== void 0) obj2.props.set(name2, v);
      else rest.push(toValue(v));
    } else if (c.type === "shorthand_property_identifier") obj2.props.set(c.text, ix.lookup(c.text));
    else if (c.type === "method_definition") {
      const name2 = c.childForFieldName("name");
      if (name2) obj2.props.set(name2.text, ix.makeFn(c));
    } else if (c.type === "spread_element") {
      const inner = c.namedChild(0);
      const v = inner ? ix.eval(inner) : opaque("spread");
      if (v.k === "obj") for (const [k, pv] of v.props) obj2.props.set(k, pv);
      else if (v.k === "ref" && v.name === "process.env") rest.push(ENV_ALL);
      else rest.push(toValue(v));
    }
    if (obj2.props.size > 512) break;
  }
  const real = rest.filter((r) => realTaints(r).length || hasMarker(r));
  if (real.length) obj2.rest = concat(real);
  return obj2;
}
function propertyName(ix, key) {
  if (key.type === "computed_property_name") {
    const inner = key.namedChild(0);
    const v = inner ? ix.eval(inner) : void 0;
    return knownText(v);
  }
  if (key.type === "string") {
    const v = ix.eval(key);
    return v.k === "data" ? v.v.text : void 0;
  }
  return key.text;
}
function subscript(ix, node2) {
  const obj2 = node2.childForFieldName("object");
  const idx = node2.childForFieldName("index");
  const recv2 = obj2 ? ix.eval(obj2) : opaque("object");
  const key = idx ? ix.eval(idx) : opaque("key");
  const name2 = knownText(key);
  if (name2 !== void 0) return member(ix, recv2, name2, node2);
  if (recv2.k === "ref" && recv2.name === "process.env") return envDynamic(ix, key, node2);
  return recv2.k === "data" ? result("item", [recv2]) : elementOf(recv2);
}
function evalArgs(ix, argsNode) {
  const out2 = { vals: [], nodes: [] };
  if (!argsNode) return out2;
  if (argsNode.type === "template_string") {
    out2.vals.push(ix.eval(argsNode));
    out2.nodes.push(argsNode);
    return out2;
  }
  for (const c of argsNode.namedChildren) {
    if (c.type === "comment") continue;
    if (c.type === "spread_element") {
      const inner = c.namedChild(0);
      const items = [];
      if (inner) spreadInto(items, ix.eval(inner));
      for (const it of items) {
        out2.vals.push(it);
        out2.nodes.push(c);
      }
    } else {
      out2.vals.push(ix.eval(c));
      out2.nodes.push(c);
    }
    if (out2.vals.length > MAX_ITEMS) break;
  }
  return out2;
}
function call2(ix, node2) {
  const fnNode = node2.childForFieldName("function");
  const argsNode = node2.childForFieldName("arguments");
  if (!fnNode) return opaque("call");
  if (fnNode.type === "import") return dynamicImport(ix, evalArgs(ix, argsNode), node2);
  if (fnNode.type === "member_expression" || fnNode.type === "subscript_expression") {
    const objNode = fnNode.childForFieldName("object");
    const recv2 = objNode ? ix.eval(objNode) : opaque("object");
    const key = memberKey(ix, fnNode);
    const args2 = evalArgs(ix, argsNode);
    if (key === void 0) return callValue(ix, opaque("method"), args2, node2);
    return callMethod(ix, recv2, key, args2, node2);
  }
  const callee = ix.eval(fnNode);
  return callValue(ix, callee, evalArgs(ix, argsNode), node2);
}

// src/analysis/code/javascript/module-names.ts
function exportedName(fn) {
  const own2 = fn.childForFieldName("name");
  const parent = fn.parent;
  if (fn.type === "method_definition" && own2) {
    const cls = parent?.parent;
    const clsName = cls?.type === "class_declaration" || cls?.type === "class" ? cls.childForFieldName("name") : null;
    return clsName ? `${clsName.text}.${own2.text}` : own2.text;
  }
  if (own2 && (fn.type === "function_declaration" || fn.type === "generator_function_declaration")) {
    return own2.text;
  }
  if (!parent) return own2?.text;
  if (parent.type === "export_statement") return "default";
  if (parent.type === "variable_declarator") {
    const name2 = parent.childForFieldName("name");
    return name2?.type === "identifier" ? name2.text : void 0;
  }
  if (parent.type === "pair") {
    const key = parent.childForFieldName("key");
    return key ? key.text.replace(/^['"]|['"]$/g, "") : void 0;
  }
  if (parent.type === "assignment_expression") {
    const left = parent.childForFieldName("left");
    if (left?.type === "member_expression") {
      const prop = left.childForFieldName("property")?.text;
      const obj2 = left.childForFieldName("object")?.text;
      if (obj2 === "module" && prop === "exports") return "default";
      return prop;
    }
    return left?.type === "identifier" ? left.text : void 0;
  }
  return own2?.text;
}
function exportAliases(root) {
  const out2 = [];
  for (const stmt of root.namedChildren) {
    if (out2.length >= 200) break;
    if (stmt.type === "export_statement" && !stmt.childForFieldName("source")) {
      const clause = stmt.namedChildren.find((c) => c.type === "export_clause");
      for (const spec of clause?.namedChildren ?? []) {
        const name2 = spec.childForFieldName("name")?.text;
        const alias = spec.childForFieldName("alias")?.text;
        if (name2 && alias && alias !== name2) out2.push({ as: alias, local: name2 });
      }
      continue;
    }
    const expr = stmt.type === "expression_statement" ? stmt.namedChildren[0] : void 0;
    if (expr?.type !== "assignment_expression") continue;
    const left = expr.childForFieldName("left");
    const right = expr.childForFieldName("right");
    if (left?.text !== "module.exports" || right?.type !== "object") continue;
    for (const p of right.namedChildren) {
      if (p.type === "pair") {
        const key = p.childForFieldName("key")?.text.replace(/^['"]|['"]$/g, "");
        const value2 = p.childForFieldName("value");
        if (key && value2?.type === "identifier" && value2.text !== key)
          out2.push({ as: key, local: value2.text });
      }
    }
  }
  return out2;
}

// src/analysis/code/javascript/statements.ts
var STATEMENTS = /* @__PURE__ */ new Set([
  "expression_statement",
  "lexical_declaration",
  "variable_declaration",
  "function_declaration",
  "generator_function_declaration",
  "class_declaration",
  "abstract_class_declaration",
  "import_statement",
  "export_statement",
  "if_statement",
  "else_clause",
  "statement_block",
  "for_statement",
  "for_in_statement",
  "while_statement",
  "do_statement",
  "try_statement",
  "switch_statement",
  "return_statement",
  "throw_statement",
  "labeled_statement",
  "with_statement",
  "empty_statement",
  "break_statement",
  "continue_statement",
  "debugger_statement",
  "comment",
  "hash_bang_line",
  "interface_declaration",
  "type_alias_declaration",
  "ambient_declaration",
  "enum_declaration",
  "import_alias",
  "internal_module",
  "module"
]);
function isStatement(node2) {
  return STATEMENTS.has(node2.type);
}
function runStatement(ix, node2) {
  const field = (name2) => node2.childForFieldName(name2);
  switch (node2.type) {
    case "lexical_declaration":
    case "variable_declaration":
      for (const d of node2.namedChildren) {
        if (d.type !== "variable_declarator") continue;
        const name2 = d.childForFieldName("name");
        const value2 = d.childForFieldName("value");
        const v = value2 ? ix.eval(value2) : lit("");
        if (name2) bindPattern(ix, name2, v, true);
      }
      return;
    case "function_declaration":
    case "generator_function_declaration":
    case "comment":
    case "hash_bang_line":
    case "empty_statement":
    case "break_statement":
    case "continue_statement":
    case "debugger_statement":
    case "interface_declaration":
    case "type_alias_declaration":
    case "ambient_declaration":
    case "import_alias":
      return;
    case "class_declaration":
    case "abstract_class_declaration": {
      const name2 = field("name");
      const v = classValue(ix, node2);
      if (name2) ix.bindLocal(name2.text, v);
      return;
    }
    case "import_statement":
      importStatement(ix, node2);
      return;
    case "export_statement": {
      const decl = field("declaration");
      const value2 = field("value");
      if (decl) ix.stmt(decl);
      else if (value2) ix.eval(value2);
      else reexport(ix, node2);
      return;
    }
    case "statement_block":
    case "else_clause":
      asAlternative(() => ix.block(node2));
      return;
    case "for_in_statement":
      forInOf(ix, node2);
      return;
    case "return_statement": {
      const e = node2.namedChild(0);
      const v = e ? ix.eval(e) : lit("");
      ix.returnValue(v);
      return;
    }
    case "catch_clause": {
      const param2 = field("parameter");
      if (param2) bindPattern(ix, param2, opaque("error"), true);
      const body2 = field("body");
      if (body2) asAlternative(() => ix.block(body2));
      return;
    }
    case "enum_declaration":
      enumDeclaration(ix, node2);
      return;
    default:
      for (const child of node2.namedChildren) ix.any(child);
  }
}
var MAX_ENUM_MEMBERS = 512;
function enumDeclaration(ix, node2) {
  const name2 = node2.childForFieldName("name");
  const body2 = node2.childForFieldName("body");
  if (!name2 || !body2) return;
  const props = /* @__PURE__ */ new Map();
  for (const m of body2.namedChildren.slice(0, MAX_ENUM_MEMBERS)) {
    const key = m.type === "enum_assignment" ? m.childForFieldName("name") : void 0;
    const value2 = m.childForFieldName("value");
    if (key && value2) props.set(key.text.replace(/^['"]|['"]$/g, ""), ix.eval(value2));
  }
  ix.bindLocal(name2.text, { k: "obj", props });
}

// src/analysis/code/javascript/tool-handlers.ts
var TOOL_METHODS = /* @__PURE__ */ new Set(["registerTool", "tool"]);
function askedToolArgs(fn, toolArgs) {
  if (!toolArgs || toolArgs.size === 0) return void 0;
  const args2 = fn.parent;
  if (args2?.type !== "arguments" || args2.lastNamedChild?.id !== fn.id) return void 0;
  const call3 = args2.parent;
  const callee = call3?.type === "call_expression" ? call3.childForFieldName("function") : null;
  const method = callee?.type === "member_expression" ? callee.childForFieldName("property")?.text : void 0;
  if (!method || !TOOL_METHODS.has(method)) return void 0;
  const first3 = args2.firstNamedChild;
  if (first3?.type !== "string" || first3.id === fn.id) return void 0;
  const asked = toolArgs.get(first3.text.slice(1, -1));
  if (!asked) return void 0;
  const props = /* @__PURE__ */ new Map();
  for (const [name2, secret] of asked)
    props.set(
      name2,
      withTaint({ k: "data", v: { text: name2, literal: false, taints: [] } }, "secret", {
        secret,
        from: `tool argument '${name2}'`
      })
    );
  return { k: "obj", props };
}

// src/analysis/code/javascript/interp.ts
var DEFAULT_INTERP_LIMITS = {
  maxSteps: 4e5,
  // about 2 µs each
  maxDepth: 200,
  maxInlineDepth: 6,
  maxInlinesPerFunction: 12,
  maxInlines: 3e3,
  maxFunctions: 5e3
};
var Interp = class extends BoundedWalk {
  constructor(unit2, bundle, limits = DEFAULT_INTERP_LIMITS) {
    super(limits);
    this.unit = unit2;
    this.bundle = bundle;
    this.limits = limits;
  }
  unit;
  bundle;
  limits;
  global = { vars: /* @__PURE__ */ new Map() };
  frame = this.global;
  sockets = [];
  shellProcs = [];
  requests = [];
  /** Files written with downloaded (or decoded) content, by reconstructed path: running one later is
   *  running what was downloaded. */
  written = /* @__PURE__ */ new Map();
  inlineDepth = 0;
  inlines = 0;
  calls = /* @__PURE__ */ new Map();
  defined = [];
  embeds = /* @__PURE__ */ new Set();
  deferred = [];
  /** What each function returned when last run (by node id), for its summary. */
  returned = /* @__PURE__ */ new Map();
  walk(root) {
    this.block(root);
    this.runDeferred();
    this.drainFunctions();
    this.runDeferred();
    this.summarize(root);
  }
  /** What each named function returns, and the module's export aliases, for callers in other files. */
  summarize(root) {
    const modules = this.unit.modules;
    if (!modules) return;
    for (const fn of this.defined) {
      const ret = this.returned.get(fn.node.id);
      const name2 = ret ? exportedName(fn.node) : void 0;
      const at = fn.node.childForFieldName("name") ?? fn.node;
      if (ret && name2)
        modules.returns(
          name2,
          toValue(ret),
          this.unit.region(at.startIndex, Math.min(at.endIndex, at.startIndex + 1))
        );
    }
    for (const a of exportAliases(root)) modules.reexport(a.as, { module: "", name: a.local });
  }
  run(root) {
    super.run(root);
    if (process.env.SKILLSCAN_DEBUG) console.error(`js: ${this.steps} steps, ${this.inlines} inlines`);
  }
  eval(node2) {
    this.tick();
    return this.deeper(opaque(node2.type), () => evaluate(this, node2));
  }
  /** A node that may be a statement or an expression (error recovery mixes them). */
  any(node2) {
    if (isStatement(node2)) this.stmt(node2);
    else this.eval(node2);
  }
  block(node2) {
    this.hoist(node2);
    for (const child of node2.namedChildren) {
      this.any(child);
      this.runDeferred();
    }
  }
  /** Queues an event callback to run after the current statement (see `invokeCallbacks`). */
  defer(fn, params) {
    if (this.deferred.length < this.limits.maxFunctions) this.deferred.push({ fn, params });
    else this.limitHit = true;
  }
  runDeferred() {
    while (this.deferred.length) {
      const d = this.deferred.shift();
      this.invoke(d.fn, d.params);
    }
  }
  hoist(node2) {
    for (const child of node2.namedChildren) {
      const decl = child.type === "export_statement" ? child.childForFieldName("declaration") : child;
      if (decl?.type !== "function_declaration" && decl?.type !== "generator_function_declaration") continue;
      const name2 = decl.childForFieldName("name");
      if (name2) this.frame.vars.set(name2.text, this.makeFn(decl));
    }
  }
  stmt(node2) {
    this.tick();
    this.deeper(void 0, () => runStatement(this, node2));
  }
  returnValue(v) {
    for (let f = this.frame; f; f = f.parent) {
      if (f.returns) {
        if (f.returns.length < 16) f.returns.push(v);
        return;
      }
    }
  }
  // ---------------------------------------------------------------------------------------------
  // Variables
  lookup(name2) {
    for (let f = this.frame; f; f = f.parent) {
      const v = f.vars.get(name2);
      if (v) return name2 === "require" && v.k !== "fn" && v.k !== "ref" ? globalRef(name2) ?? v : v;
    }
    return globalRef(name2) ?? opaque(name2);
  }
  /** Assignment to an existing variable (or an implicit global, as sloppy-mode JavaScript does). */
  assign(name2, v) {
    for (let f = this.frame; f; f = f.parent) {
      if (f.vars.has(name2)) {
        if (!keepsEarlier(f.vars.get(name2), v)) f.vars.set(name2, v);
        return;
      }
    }
    this.global.vars.set(name2, v);
  }
  bindLocal(name2, v) {
    this.frame.vars.set(name2, v);
  }
  callValue(callee, args2, node2) {
    return callValue(this, callee, args2, node2);
  }
  callRef(name2, args2, node2) {
    return callRef(this, name2, args2, node2);
  }
  construct(ctor, args2, node2) {
    return construct(this, ctor, args2, node2);
  }
  declare(name2, v, at) {
    this.frame.vars.set(name2, v);
    if (this.frame === this.global && v.k === "data" && (v.v.literal || realTaints(v.v).length))
      this.unit.assign(name2, v.v, at.startIndex, at.endIndex);
  }
  // ---------------------------------------------------------------------------------------------
  // Functions
  makeFn(node2) {
    const fn = { k: "fn", node: node2, frame: this.frame };
    if (this.defined.length < this.limits.maxFunctions) this.defined.push(fn);
    else this.limitHit = true;
    return fn;
  }
  /** Runs a local function with the given arguments (bounded inlining); returns what it returns. */
  invoke(fn, args2) {
    const id = fn.node.id;
    const n = this.calls.get(id) ?? 0;
    const l = this.limits;
    if (n >= l.maxInlinesPerFunction || this.inlineDepth >= l.maxInlineDepth || this.inlines >= l.maxInlines)
      return result("call", args2);
    this.calls.set(id, n + 1);
    this.inlines++;
    return this.activate(fn, args2);
  }
  /**
   * Runs a callback once per array item (`codes.map(c => c ^ 42)`): not counted against the function's
   * inlining bound, which would stop a char-code table after a dozen items; the step budget bounds it.
   */
  invokeEach(fn, args2) {
    if (this.inlineDepth >= this.limits.maxInlineDepth) return result("call", args2);
    this.calls.set(fn.node.id, (this.calls.get(fn.node.id) ?? 0) + 1);
    return this.activate(fn, args2);
  }
  eachRow(run3) {
    const before = new Map(this.calls);
    try {
      run3();
    } finally {
      for (const id of this.calls.keys()) if (!before.has(id)) this.calls.delete(id);
      for (const [id, n] of before) this.calls.set(id, n);
    }
  }
  activate(fn, args2) {
    const frame = { vars: /* @__PURE__ */ new Map(), parent: fn.frame, returns: [] };
    const saved = this.frame;
    this.frame = frame;
    this.inlineDepth++;
    try {
      this.bindParams(fn.node, args2);
      const body2 = fn.node.childForFieldName("body");
      if (body2?.type === "statement_block") this.block(body2);
      else if (body2) frame.returns.push(this.eval(body2));
    } finally {
      this.frame = saved;
      this.inlineDepth--;
    }
    const out2 = mergeReturns(frame.returns);
    if (this.returned.size < this.limits.maxFunctions) this.returned.set(fn.node.id, out2);
    return out2;
  }
  bindParams(fn, args2) {
    const asked = askedToolArgs(fn, this.unit.spec.toolArgs);
    if (asked) args2 = [asked, ...args2.slice(1)];
    const single = fn.childForFieldName("parameter");
    if (single) {
      const name3 = args2.length === 0 ? exportedName(fn) : void 0;
      const unbound = opaque(single.text);
      const value2 = name3 !== void 0 ? data(marked(unbound.v, paramMarker(name3, 0))) : unbound;
      bindPattern(this, single, args2[0] ?? value2, true);
      return;
    }
    const params = fn.childForFieldName("parameters");
    if (!params) return;
    let i2 = 0;
    const name2 = args2.length === 0 ? exportedName(fn) : void 0;
    for (const p of params.namedChildren) {
      if (p.type === "comment") continue;
      const restNode = p.type === "rest_pattern" ? p : p.childForFieldName("pattern");
      const rest = restNode?.type === "rest_pattern" ? restNode.namedChild(0) : null;
      if (rest && i2 < args2.length) {
        bindPattern(this, rest, { k: "arr", items: args2.slice(i2) }, true);
        break;
      }
      const index = i2;
      const arg4 = args2[i2++];
      const unbound = opaque(paramName(p));
      const value2 = name2 !== void 0 ? data(marked(unbound.v, paramMarker(name2, index))) : unbound;
      bindPattern(this, p, arg4 ?? value2, true, arg4 === void 0);
    }
  }
  /** Analyses, with unknown parameters, every function no call reached (exports, handlers, dead code). */
  drainFunctions() {
    for (let i2 = 0; i2 < this.defined.length; i2++) {
      const fn = this.defined[i2];
      if (this.calls.has(fn.node.id)) continue;
      this.invoke(fn, []);
    }
  }
  // ---------------------------------------------------------------------------------------------
  // Reporting
  emit(b, node2, once) {
    this.emitAt(b, node2.startIndex, node2.endIndex, once);
  }
  emitAt(b, start3, end, once) {
    if (this.bundle && !justified(b)) return;
    this.buf.add(b, start3, end, once);
  }
  /** Hands nested code to its language's analyzer (once per place and text). */
  embed(lang, code, node2, exact) {
    const key = `${lang}@${node2.startIndex}:${code}`;
    if (this.embeds.has(key) || this.embeds.size > 500) return;
    this.embeds.add(key);
    const start3 = exact ? node2.startIndex + 1 : node2.startIndex;
    const end = exact ? node2.endIndex - 1 : node2.endIndex;
    this.unit.embed(lang, code, start3, end, { exact, label: `${lang} from JavaScript` });
  }
};

// src/analysis/code/javascript/index.ts
function looksMinified(text) {
  if (text.length < 2e4) return false;
  let lines = 1;
  let longest = 0;
  let start3 = 0;
  for (let i2 = text.indexOf("\n"); ; i2 = text.indexOf("\n", i2 + 1)) {
    const end = i2 < 0 ? text.length : i2;
    longest = Math.max(longest, end - start3);
    if (i2 < 0) break;
    lines++;
    start3 = i2 + 1;
  }
  return longest > 5e3 || text.length / lines > 300;
}
var analyzeJavaScript = (unit2, limits) => interpretUnit(
  unit2,
  limits,
  "tsx",
  () => new Interp(unit2, looksMinified(unit2.text), DEFAULT_INTERP_LIMITS),
  (ix, root) => {
    ix.run(root);
    finishRequests(ix);
  }
);

// src/analysis/code/powershell/grammar-text.ts
var HASH_STAND_IN = "\uE023";
var COMMENT_BEFORE = /[\s;|(){}]/;
var COALESCE_STAND_IN = "-f";
var PS7_OPERATOR = /\?\?|&&|\|\|/;
function prepareForGrammar(text) {
  if (!(text.includes("#") && text.includes('"')) && !PS7_OPERATOR.test(text)) return text;
  const out2 = text.split("");
  const stack = [{ mode: "code", parens: 0 }];
  let changed = false;
  for (let i2 = 0; i2 < text.length; i2++) {
    const top = stack[stack.length - 1];
    const ch = text[i2];
    if (top.mode === "sq") {
      if (ch === "'") {
        if (text[i2 + 1] === "'") i2++;
        else stack.pop();
      }
      continue;
    }
    if (top.mode === "dq") {
      if (ch === "`") i2++;
      else if (ch === '"') {
        if (text[i2 + 1] === '"') i2++;
        else stack.pop();
      } else if (ch === "$" && text[i2 + 1] === "(" && stack.length < 64) {
        stack.push({ mode: "code", parens: 1 });
        i2++;
      } else if (ch === "#" && /[ \t]/.test(text[i2 - 1] ?? "")) {
        out2[i2] = HASH_STAND_IN;
        changed = true;
      }
      continue;
    }
    const rewritten = ps7Operator(text, i2);
    if (rewritten !== void 0) {
      for (let k = 0; k < rewritten.length; k++) out2[i2 + k] = rewritten[k];
      i2 += rewritten.length - 1;
      changed = true;
      continue;
    }
    i2 = codeStep(text, i2, top, stack);
  }
  return changed ? out2.join("") : text;
}
function ps7Operator(text, i2) {
  const two = text.slice(i2, i2 + 2);
  if (two === "??") return text[i2 + 2] === "=" ? "  =" : COALESCE_STAND_IN;
  if (two === "&&" || two === "||") return "; ";
  return void 0;
}
function codeStep(text, i2, top, stack) {
  const ch = text[i2];
  if (ch === "`") return i2 + 1;
  if (ch === "<" && text[i2 + 1] === "#") {
    const end = text.indexOf("#>", i2 + 2);
    return end < 0 ? text.length : end + 1;
  }
  if (ch === "#" && (i2 === 0 || COMMENT_BEFORE.test(text[i2 - 1]))) {
    const end = text.indexOf("\n", i2);
    return end < 0 ? text.length : end;
  }
  if (ch === "@" && (text[i2 + 1] === '"' || text[i2 + 1] === "'") && /^[ \t]*\r?\n/.test(text.slice(i2 + 2, i2 + 80))) {
    const close = `
${text[i2 + 1]}@`;
    const end = text.indexOf(close, i2 + 2);
    return end < 0 ? text.length : end + close.length - 1;
  }
  if (ch === '"' && stack.length < 64) stack.push({ mode: "dq", parens: 0 });
  else if (ch === "'" && stack.length < 64) stack.push({ mode: "sq", parens: 0 });
  else if (stack.length > 1 && ch === "(") top.parens++;
  else if (stack.length > 1 && ch === ")" && --top.parens === 0) stack.pop();
  return i2;
}

// src/analysis/code/powershell/psval.ts
var data2 = (v) => ({ k: "data", v });
var lit2 = (text) => data2(literal(text));
var num2 = (n) => ({ k: "data", v: literal(String(n)), num: n });
var obj = (cls, extra = {}) => ({ k: "obj", cls, ...extra });
function ph2(name2) {
  return "${" + name2.replace(/[^\w.:-]/g, "_").slice(0, 48) + "}";
}
var opaque2 = (name2) => data2(unknown(name2.replace(/[^\w.:-]/g, "_").slice(0, 48) || "value"));
function result2(name2, inputs) {
  const vs = inputs.map(toValue2).filter((v) => realTaints2(v).length || v.secret);
  const d = derived(ph2(name2), vs);
  return data2({ ...d, taints: d.taints.filter((t) => t !== "unknown") });
}
function realTaints2(v) {
  return v.taints.filter((t) => t !== "unknown");
}
function toValue2(v, depth2 = 0) {
  if (!v) return literal("");
  switch (v.k) {
    case "data":
      return v.v;
    case "arr": {
      if (depth2 > 4) return unknown("array", []);
      return joinItems2(v.items, " ", depth2);
    }
    case "hash": {
      const parts2 = [];
      for (const [k, p] of v.props) {
        parts2.push(literal(`${k}=`), toValue2(p, depth2 + 1), literal(";"));
        if (parts2.length > 256) break;
      }
      return parts2.length ? concat([literal("@{"), ...parts2, literal("}")]) : literal("@{}");
    }
    case "type":
      return literal(`[${v.name}]`);
    case "obj":
      return v.inner ? v.inner.v : unknown(v.cls, []);
    case "block":
      return literal(v.node.text.slice(1, -1).slice(0, MAX_VALUE_TEXT));
  }
}
function joinItems2(items, sep, depth2 = 0) {
  const parts2 = [];
  let length = 0;
  for (const [i2, it] of items.entries()) {
    if (i2 > 0 && sep) parts2.push(literal(sep));
    const v = toValue2(it, depth2 + 1);
    parts2.push(v);
    length += v.text.length + sep.length;
    if (length > MAX_VALUE_TEXT) break;
  }
  return parts2.length ? concat(parts2) : literal("");
}
function staticText2(v) {
  return v?.k === "data" && v.v.literal ? v.v.text : void 0;
}
function itemsOf(v) {
  if (!v) return [];
  return v.k === "arr" ? v.items : [v];
}
function plusValues(a, b) {
  if (a.k === "data" && b.k === "data" && a.num !== void 0 && b.num !== void 0) {
    const n = a.num + b.num;
    return { k: "data", v: { text: String(n), literal: true, taints: [] }, num: n };
  }
  if (a.k === "arr") return { k: "arr", items: [...a.items, ...itemsOf(b)].slice(0, 4096) };
  return data2(concat([toValue2(a), toValue2(b)]));
}
function coalesce(a, b) {
  if (a.k !== "data") return a;
  if (!a.v.literal && a.v.taints.includes("env") && !a.v.secret && b.k === "data" && b.v.literal) {
    return isHttpUrl(b.v.text) ? data2({ ...a.v, text: b.v.text.trim() }) : a;
  }
  if (a.v.literal && a.v.text !== "" || realTaints2(a.v).length) return a;
  if (b.k !== "data") return b;
  return b.v.literal || realTaints2(b.v).length ? b : a;
}

// src/analysis/code/powershell/cmdargs.ts
function param(c, ...names) {
  for (const n of c.named) {
    const given = n.name.toLowerCase();
    if (given.length === 0) continue;
    if (names.some((x) => x.toLowerCase().startsWith(given))) return n.v ?? lit2("True");
  }
  return void 0;
}
function hasParam(c, ...names) {
  return param(c, ...names) !== void 0;
}
function arg2(c, position, ...names) {
  return param(c, ...names) ?? c.positional[position]?.v;
}

// src/analysis/code/powershell/written-scripts.ts
var LANG_BY_EXT = [
  [/\.ps[dm]?1$/i, "powershell"],
  [/\.(?:cmd|bat)$/i, "batch"],
  [/\.(?:sh|bash)$/i, "shell"]
];
function pathKey(text) {
  return text.trim().replace(/^["']|["']$/g, "").replace(/\\/g, "/").toLowerCase();
}
function knownCode(v) {
  return /[A-Za-z]{2}/.test(v.text.replace(/\$\{[^}]{0,80}\}/g, ""));
}
function rememberScript(ix, path2, body2, node2, append) {
  if (!body2 || body2.taints.includes("download") || body2.taints.includes("decoded")) return;
  const lang = LANG_BY_EXT.find(([re]) => re.test(path2.trim().replace(/["']$/, "")))?.[1];
  if (!lang || !knownCode(body2)) return;
  const key = pathKey(path2);
  if (key.length < 5) return;
  const before = append ? ix.scripts.get(key) : void 0;
  if (!before && ix.scripts.size >= 64) return;
  const code = before ? `${before.code}
${body2.text}` : body2.text;
  ix.scripts.set(key, { lang, code: code.slice(0, 65536), node: before?.node ?? node2 });
}
function runWrittenScripts(ix, text) {
  if (ix.scripts.size === 0 || text.length < 5) return [];
  const t = pathKey(text);
  const ran = [];
  for (const [key, s] of ix.scripts) {
    if (!t.includes(key)) continue;
    ix.embed(s.lang, s.code, s.node);
    ran.push(s.code);
  }
  return ran;
}
function persistedContent(ix, content, node2) {
  const ran = runWrittenScripts(ix, content.text);
  const decoded3 = encodedCommandOf(content.text);
  if (decoded3 !== void 0) ix.embed("powershell", content.text.slice(0, 65536), node2);
  const more = decoded3 !== void 0 ? [...ran, decoded3] : ran;
  if (more.length === 0) return content;
  return { ...content, text: [content.text, ...more].join("\n").slice(0, 65536) };
}
var PS_HOST = /^\s*["']?(?:[^\s"']*[\\/])?(?:powershell|pwsh)(?:\.exe)?["']?\s/i;
var ENCODED_FLAG = /^[-/](?:e|ec|en|enc|enco|encod|encode|encoded|encodedc[a-z]{0,6})$/i;
var BASE64_WORD = /^[A-Za-z0-9+/]{8,}={0,2}$/;
function encodedCommandOf(line) {
  if (!PS_HOST.test(line)) return void 0;
  const words2 = line.trim().split(/\s+/, 64);
  const at = words2.findIndex((w, k) => k > 0 && ENCODED_FLAG.test(w));
  const blob = at > 0 ? words2[at + 1]?.replace(/^["']|["']$/g, "") : void 0;
  if (!blob || !BASE64_WORD.test(blob)) return void 0;
  const text = Buffer.from(blob.slice(0, 65536), "base64").toString("utf16le").slice(0, 16384);
  return isMostlyPrintable(text) ? text : void 0;
}

// src/analysis/code/powershell/cmd-autostart.ts
function autostartWrite(ix, c, what, command2) {
  const content = command2?.k === "block" ? literal(command2.node.text.slice(0, 4e3)) : command2 ? toValue2(command2) : void 0;
  ix.emit(
    {
      kind: "write",
      target: literal(what.slice(0, 200)),
      cls: "autostart",
      append: false,
      ...content ? { content: persistedContent(ix, content, c.node) } : {}
    },
    c.node
  );
  return lit2("");
}
var registerScheduledJob = (ix, c) => {
  const block = param(c, "ScriptBlock");
  if (block?.k === "block") ix.runBlock(block.node);
  const command2 = block ?? param(c, "FilePath");
  return autostartWrite(ix, c, `scheduled job ${toValue2(arg2(c, 0, "Name")).text}`, command2);
};
var CONSUMER = /^(?:CommandLineEventConsumer|ActiveScriptEventConsumer)$/i;
var wmiInstance = (ix, c) => {
  const cls = staticText2(param(c, "Class", "ClassName")) ?? "";
  if (!CONSUMER.test(cls.trim())) return void 0;
  const props = param(c, "Arguments", "Property");
  const command2 = props?.k === "hash" ? props.props.get("commandlinetemplate") ?? props.props.get("executablepath") ?? props.props.get("scripttext") ?? props.props.get("scriptfilename") : props;
  const name2 = props?.k === "hash" ? toValue2(props.props.get("name")).text : "";
  return autostartWrite(ix, c, `WMI event consumer ${name2}`.trim(), command2);
};
function registrySetValue(ix, args2, node2) {
  const key = toValue2(args2[0]).text.replace(/^HKEY_CURRENT_USER\\/i, "HKCU:\\").replace(/^HKEY_LOCAL_MACHINE\\/i, "HKLM:\\");
  const target = `${key}\\${toValue2(args2[1]).text}`;
  const w = writeClassOf(normalizeHome(key)) ?? writeClassOf(normalizeHome(target));
  if (w)
    ix.emit(
      {
        kind: "write",
        target: literal(target.slice(0, 300)),
        cls: w.cls,
        append: false,
        content: persistedContent(ix, toValue2(args2[2]), node2)
      },
      node2
    );
  return lit2("");
}
var AUTOSTART_COMMANDS = {
  "register-scheduledjob": registerScheduledJob,
  "set-wmiinstance": wmiInstance,
  "new-ciminstance": wmiInstance
};

// src/analysis/code/powershell/endpoints.ts
function endpointOf3(ix, url) {
  if (url === void 0 || url === "") return { cls: "unknown" };
  const host = hostOf(url);
  if (host === "" || host.includes("$") || url.startsWith("${"))
    return { url: url.slice(0, 300), cls: "unknown" };
  return endpointOf(url, ix.unit.hosts);
}

// src/analysis/code/powershell/cmd-exec.ts
function hasCode2(text) {
  return /[A-Za-z]{2}/.test(text.replace(/\$\{[^}]{0,80}\}/g, ""));
}
function writtenIn(ix, text) {
  const t = text.toLowerCase();
  for (const [path2, content] of ix.written)
    if (path2.length >= 3 && t.includes(path2.toLowerCase())) return content;
  return void 0;
}
function runPath(ix, value2, node2) {
  const written = writtenIn(ix, value2.text);
  const from = written?.taints.includes("download") ? written.from : void 0;
  if (written)
    ix.emit(
      {
        kind: "execute",
        via: "call operator",
        code: written,
        ...from !== void 0 ? { endpoint: endpointOf3(ix, from) } : {}
      },
      node2
    );
  else if (runWrittenScripts(ix, value2.text).length > 0) return;
  else if (/\.ps[dm]?1$/i.test(value2.text.trim())) ix.emit({ kind: "source", target: value2 }, node2);
}
function runPowerShell(ix, code, via2, node2) {
  if (code.k === "block") return ix.runBlock(code.node);
  const v = toValue2(code);
  const from = v.taints.includes("download") ? v.from : void 0;
  ix.emit(
    { kind: "execute", via: via2, code: v, ...from !== void 0 ? { endpoint: endpointOf3(ix, from) } : {} },
    node2
  );
  reverseShell(ix, v, node2);
  if (hasCode2(v.text) && (v.literal || v.taints.includes("decoded"))) ix.embed("powershell", v.text, node2);
  return data2(tainted(literal(ph2("output")), "unknown"));
}
function reverseShell(ix, v, node2) {
  if (!v.taints.includes("download") || !/^(?:tcp|tls):\/\//.test(v.from ?? "")) return;
  ix.emit(
    { kind: "reverse-shell", how: "socket data run as commands", endpoint: endpointOf3(ix, v.from) },
    node2,
    `rs:${v.from}`
  );
}
function scriptBlockFromText(ix, v, node2) {
  if (v.k === "block") return v;
  runPowerShell(ix, v, "scriptblock", node2);
  return obj("scriptblock-text", { inner: data2(toValue2(v)) });
}
function encodedCommand(ix, b64, node2) {
  const input = toValue2(b64);
  if (!input.literal) {
    runPowerShell(ix, data2(tainted(input, "decoded")), "powershell -EncodedCommand", node2);
    return;
  }
  const text = Buffer.from(input.text.slice(0, 65536), "base64").toString("utf16le").slice(0, 16384);
  const printable = isMostlyPrintable(text);
  ix.emit(
    {
      kind: "decode",
      scheme: "utf16le-base64",
      input,
      ...printable ? { decoded: text.slice(0, 2e3) } : {}
    },
    node2
  );
  runPowerShell(
    ix,
    data2(tainted(literal(printable ? text : ph2("encoded-command")), "decoded")),
    "powershell -EncodedCommand",
    node2
  );
}
var powershell2 = (ix, c) => {
  const named = (prefixes) => c.named.find((n) => prefixes.test(n.name));
  const enc = named(/^(?:e|ec|en|enc|enco|encod|encode|encoded|encodedc\w*)$/i);
  const cmd2 = named(/^(?:c|co|com|comm|comma|comman|command)$/i);
  const policy = named(/^(?:ep|ex|exe|exec|execu\w*)$/i);
  const style = named(/^(?:w|wi|win|window\w*)$/i);
  const file = named(/^(?:f|fi|fil|file)$/i);
  if (policy?.v && /^(?:bypass|unrestricted)$/i.test(staticText2(policy.v) ?? ""))
    ix.emit({ kind: "config", setting: "other", value: `ExecutionPolicy ${staticText2(policy.v)}` }, c.node);
  if (style?.v && /^hidden$/i.test(staticText2(style.v) ?? ""))
    ix.emit({ kind: "detach", how: "hidden window" }, c.node);
  if (enc?.v) encodedCommand(ix, enc.v, c.node);
  const command2 = cmd2?.v ?? (enc || file ? void 0 : c.positional[0]?.v) ?? (c.input && !enc && !file ? c.input : void 0);
  if (command2) {
    const rest = cmd2 ? c.positional.map((p) => toValue2(p.v).text) : c.positional.slice(1).map((p) => toValue2(p.v).text);
    const code = command2.k === "block" || rest.length === 0 ? command2 : data2({ ...toValue2(command2), text: [toValue2(command2).text, ...rest].join(" ") });
    if (command2.k === "block") ix.runBlock(command2.node);
    else runPowerShell(ix, code, "powershell -Command", c.node);
  }
  if (file?.v) {
    const written = writtenIn(ix, toValue2(file.v).text);
    if (written) ix.emit({ kind: "execute", via: "powershell -File", code: written }, c.node);
    else if (runWrittenScripts(ix, toValue2(file.v).text).length === 0)
      ix.emit({ kind: "source", target: toValue2(file.v) }, c.node);
  }
  return opaque2("output");
};
var cmd = (ix, c) => {
  const words2 = [...c.positional.map((p) => toValue2(p.v).text)];
  const i2 = words2.findIndex((w) => /^\/[ck]$/i.test(w));
  const line = (i2 >= 0 ? words2.slice(i2 + 1) : words2).join(" ");
  const lang = /^\s*(?:\S*[\\/])?(?:powershell|pwsh)(?:\.exe)?\s/i.test(line) ? "powershell" : "batch";
  if (hasCode2(line)) ix.embed(lang, line, c.node);
  return opaque2("output");
};
function commandLine(c) {
  return shellCommandLine(c.name, c.words);
}
var forShell = (name2) => modelledByShell(name2) || name2 === "curl.exe" || name2 === "wget.exe";
function wslCommand(words2) {
  let i2 = 0;
  while (i2 < words2.length && /^-/.test(words2[i2])) {
    const flag2 = words2[i2];
    i2 += /^(?:-d|--distribution|-u|--user|--cd)$/.test(flag2) ? 2 : 1;
    if (flag2 === "--" || flag2 === "-e" || flag2 === "--exec") break;
  }
  return words2.slice(i2);
}
var native = (ix, c) => {
  if (c.name === "wsl") {
    const [program, ...rest] = wslCommand(c.words);
    if (program) ix.embed("shell", commandLine({ ...c, name: program, words: rest }), c.node);
    return void 0;
  }
  if (forShell(c.name)) ix.embed("shell", commandLine({ ...c, name: c.name.replace(/\.exe$/, "") }), c.node);
  return void 0;
};
var fetchAndRun = (via2) => (ix, c) => {
  const words2 = c.positional.map((p) => toValue2(p.v).text).concat(c.named.map((n) => `/${n.name}${n.v ? ` ${toValue2(n.v).text}` : ""}`));
  const url = words2.map((w) => w.replace(/^\/i:/i, "")).find((w) => /^(?:https?|ftp):\/\//i.test(w));
  const script = words2.find((w) => /^(?:javascript|vbscript):/i.test(w));
  if (url) {
    const code = tainted(literal(url), "download", { from: url });
    ix.emit({ kind: "execute", via: via2, code, endpoint: endpointOf3(ix, url) }, c.node);
  } else if (script) ix.emit({ kind: "execute", via: via2, code: literal(script) }, c.node);
  return opaque2("output");
};
var invokeExpression = (ix, c) => {
  const code = arg2(c, 0, "Command") ?? c.input;
  return code ? runPowerShell(ix, code, "iex", c.node) : opaque2("output");
};
var invokeCommand = (ix, c) => {
  const block = arg2(c, 0, "ScriptBlock");
  if (block?.k === "block") return ix.runBlock(block.node);
  const file = param(c, "FilePath");
  if (file) ix.emit({ kind: "source", target: toValue2(file) }, c.node);
  return opaque2("output");
};
var startProcess = (ix, c) => {
  const file = arg2(c, 0, "FilePath");
  const args2 = arg2(c, 1, "ArgumentList");
  const fileText = toValue2(file).text;
  const argText = itemsOf(args2).map((a) => toValue2(a).text).join(" ");
  const line = `${fileText} ${argText}`.trim();
  if (/^runas$/i.test(staticText2(param(c, "Verb")) ?? ""))
    ix.emit(
      {
        kind: "privilege",
        how: "runas",
        command: line.slice(0, 300),
        interpreter: /^(?:.*[\\/])?(?:powershell|pwsh|cmd)(?:\.exe)?$/i.test(fileText)
      },
      c.node
    );
  if (/^hidden$/i.test(staticText2(param(c, "WindowStyle")) ?? ""))
    ix.emit({ kind: "detach", how: "hidden window" }, c.node);
  const written = writtenIn(ix, line);
  const v = toValue2(file);
  const command2 = shellCommandArg(fileText, itemsOf(args2));
  if (written) ix.emit({ kind: "execute", via: "Start-Process", code: written }, c.node);
  else if (realTaints2(v).some((t) => t === "download" || t === "decoded"))
    ix.emit({ kind: "execute", via: "Start-Process", code: v }, c.node);
  else if (command2 && realTaints2(command2).some((t) => t === "download" || t === "decoded"))
    ix.emit({ kind: "execute", via: "Start-Process", code: command2 }, c.node);
  else runWrittenScripts(ix, line);
  if (/^(?:.*[\\/])?(?:powershell|pwsh)(?:\.exe)?$/i.test(fileText) && argText)
    ix.embed("powershell", line, c.node);
  else if (/^(?:.*[\\/])?cmd(?:\.exe)?$/i.test(fileText) && argText)
    ix.embed("batch", argText.replace(/^\/[ck]\s+/i, ""), c.node);
  return opaque2("process");
};
function shellCommandArg(program, args2) {
  if (!/^(?:.*[\\/])?(?:powershell|pwsh|cmd)(?:\.exe)?$/i.test(program)) return void 0;
  const i2 = args2.findIndex((a) => /^(?:-command|-c|\/c|\/k)$/i.test(staticText2(a) ?? ""));
  return i2 >= 0 && args2[i2 + 1] ? toValue2(args2[i2 + 1]) : void 0;
}
var getProcess = (_ix, c) => {
  const id = staticText2(param(c, "Id")) ?? toValue2(param(c, "Id")).text;
  if (!/^\$(?:\{pid\}|pid)$/i.test(id.trim())) return opaque2("process");
  return {
    k: "hash",
    props: /* @__PURE__ */ new Map([
      ["path", lit2("pwsh")],
      ["name", lit2("pwsh")]
    ])
  };
};
var addType = (ix, c) => {
  const src = toValue2(arg2(c, 0, "TypeDefinition", "MemberDefinition"));
  if (realTaints2(src).some((t) => t === "download" || t === "decoded"))
    ix.emit({ kind: "execute", via: "Add-Type", code: src }, c.node);
  return opaque2("type");
};
var RESOLVABLE = [
  "iex",
  "invoke-expression",
  "iwr",
  "invoke-webrequest",
  "irm",
  "invoke-restmethod",
  "new-object",
  "saps",
  "start-process",
  "icm",
  "invoke-command",
  "set-content",
  "add-content",
  "get-content"
];
var getCommand = (_ix, c) => {
  const pattern = staticText2(arg2(c, 0, "Name"))?.toLowerCase();
  if (!pattern) return void 0;
  if (!/[*?]/.test(pattern)) return obj(`command:${pattern}`);
  const hit = RESOLVABLE.find((n) => wildcardMatch(pattern.slice(0, 64), n));
  return hit ? obj(`command:${hit}`) : opaque2("command");
};
var importModule = (ix, c) => {
  const target = toValue2(arg2(c, 0, "Name"));
  if (/[\\/]|\.ps[dm]?1$/i.test(target.text) || writtenIn(ix, target.text)) {
    const written = writtenIn(ix, target.text);
    if (written) ix.emit({ kind: "execute", via: "Import-Module", code: written }, c.node);
    else if (runWrittenScripts(ix, target.text).length === 0) ix.emit({ kind: "source", target }, c.node);
  }
  return lit2("");
};
var EXEC_COMMANDS = {
  "import-module": importModule,
  "invoke-expression": invokeExpression,
  "invoke-command": invokeCommand,
  "start-job": invokeCommand,
  "start-threadjob": invokeCommand,
  "start-process": startProcess,
  "add-type": addType,
  "get-command": getCommand,
  "get-process": getProcess
};
var NATIVE_COMMANDS = {
  powershell: powershell2,
  pwsh: powershell2,
  cmd,
  mshta: fetchAndRun("mshta"),
  regsvr32: fetchAndRun("regsvr32"),
  rundll32: fetchAndRun("rundll32"),
  ...Object.fromEntries([...SHELL_MODELLED_PROGRAMS, "curl.exe", "wget.exe"].map((n) => [n, native]))
};

// src/analysis/code/powershell/cmd-files.ts
var ENV_ALL2 = {
  text: ph2("env:*"),
  literal: false,
  taints: ["env", "secret"],
  secret: "env-all"
};
function readFrom(ix, pathVal, node2) {
  const path2 = toValue2(pathVal);
  if (/^env:[\\/]?\*?$/i.test(path2.text.trim())) {
    ix.emit({ kind: "read", target: ENV_ALL2, secret: "env-all" }, node2);
    return data2(ENV_ALL2);
  }
  const copied = path2.text === "" ? void 0 : ix.stored.get(storedKey(path2.text));
  if (copied) return data2(tainted(copied, "file", { from: path2.text }));
  const s = path2.text === "" ? void 0 : secretOf(normalizeHome(path2.text));
  if (s) ix.emit({ kind: "read", target: path2, secret: s.cls }, node2);
  const content = tainted(literal(`\${file:${path2.text.slice(0, 80)}}`), "file", { from: path2.text });
  return data2(s ? tainted(content, "secret", { secret: s.cls }) : content);
}
function storedKey(text) {
  return trimEndChars(text.replace(/\\/g, "/"), "/");
}
var compressArchive = (ix, c) => {
  const from = storedKey(toValue2(arg2(c, 0, "Path", "LiteralPath")).text).replace(/\/\*$/, "");
  const zip2 = toValue2(arg2(c, 1, "DestinationPath")).text;
  const held = [...ix.stored].filter(([k]) => k === from || k.startsWith(`${from}/`)).map(([, v]) => v);
  if (from && zip2 && held.length > 0 && ix.stored.size < 256) ix.stored.set(storedKey(zip2), concat(held));
  return lit2("");
};
function writeTo(ix, path2, content, append, node2) {
  const body2 = content ? toValue2(content) : void 0;
  if (body2 && (body2.taints.includes("download") || body2.taints.includes("decoded")) && path2.text && ix.written.size < 256)
    ix.written.set(path2.text, body2);
  if (body2?.taints.includes("secret") && path2.text && ix.stored.size < 256)
    ix.stored.set(storedKey(path2.text), body2);
  rememberScript(ix, path2.text, body2, node2, append);
  const w = path2.text === "" ? void 0 : writeClassOf(normalizeHome(path2.text));
  if (!w) return;
  const persisted = body2 ? persistedContent(ix, body2, node2) : void 0;
  ix.emit(
    { kind: "write", target: path2, cls: w.cls, append, ...persisted ? { content: persisted } : {} },
    node2
  );
}
var getContent = (ix, c) => readFrom(ix, arg2(c, 0, "Path", "LiteralPath"), c.node);
var getChildItem = (ix, c) => {
  const listed = readFrom(ix, arg2(c, 0, "Path", "LiteralPath") ?? lit2("."), c.node);
  return { k: "arr", items: [listed] };
};
var setContent = (append) => (ix, c) => {
  const path2 = arg2(c, 0, "Path", "LiteralPath", "FilePath");
  const value2 = param(c, "Value", "InputObject") ?? c.positional[path2 === c.positional[0]?.v ? 1 : 0]?.v ?? c.input;
  writeTo(ix, toValue2(path2), value2, append || hasParam(c, "Append"), c.node);
  return c.name === "tee-object" ? c.input ?? lit2("") : lit2("");
};
var newItem = (ix, c) => {
  const path2 = toValue2(arg2(c, 0, "Path"));
  const name2 = param(c, "Name");
  const full = name2 ? concat([path2, literal("\\"), toValue2(name2)]) : path2;
  writeTo(ix, full, param(c, "Value") ?? c.input, false, c.node);
  return data2(full);
};
var copyItem = (ix, c) => {
  const content = readFrom(ix, arg2(c, 0, "Path", "LiteralPath"), c.node);
  writeTo(ix, toValue2(arg2(c, 1, "Destination")), content, false, c.node);
  return lit2("");
};
var BROAD3 = /^(?:[A-Za-z]:\/?\*?|\/\*?|~\/?\*?|[A-Za-z]:\/(?:Windows|Users|Program Files)(?:\/System32)?\/?\*?)$/i;
var removeItem = (ix, c) => {
  for (const target of itemsOf(arg2(c, 0, "Path", "LiteralPath"))) {
    const t = toValue2(target).text;
    const norm = normalizeHome(t).replace(/\/$/, "") || "/";
    if (hasParam(c, "Recurse") && (BROAD3.test(norm) || BROAD3.test(`${norm}/`)))
      ix.emit({ kind: "destroy", how: "rm-broad", target: t.slice(0, 200) }, c.node);
  }
  return lit2("");
};
var formatVolume = (ix, c) => {
  const target = toValue2(arg2(c, 0, "DriveLetter", "Number", "FileSystemLabel", "Path")).text || "volume";
  ix.emit({ kind: "destroy", how: "format", target: target.slice(0, 100) }, c.node);
  return lit2("");
};
var setItemProperty = (ix, c) => {
  const key = toValue2(arg2(c, 0, "Path", "LiteralPath"));
  const name2 = toValue2(arg2(c, 1, "Name"));
  const value2 = arg2(c, 2, "Value");
  const target = concat([key, literal("\\"), name2]);
  const w = writeClassOf(normalizeHome(key.text)) ?? writeClassOf(normalizeHome(target.text));
  if (!w) return lit2("");
  const content = value2 ? persistedContent(ix, toValue2(value2), c.node) : void 0;
  ix.emit({ kind: "write", target, cls: w.cls, append: false, ...content ? { content } : {} }, c.node);
  return lit2("");
};
function autostart(ix, c, what, command2) {
  ix.emit(
    {
      kind: "write",
      target: literal(what.slice(0, 200)),
      cls: "autostart",
      append: false,
      ...command2 ? { content: persistedContent(ix, toValue2(command2), c.node) } : {}
    },
    c.node
  );
  return lit2("");
}
var registerTask = (ix, c) => autostart(ix, c, `scheduled task ${toValue2(arg2(c, 0, "TaskName")).text}`, param(c, "Action") ?? c.input);
var newTaskAction = (_ix, c) => {
  const exe = toValue2(arg2(c, 0, "Execute"));
  const args2 = param(c, "Argument");
  return data2(args2 ? concat([exe, literal(" "), toValue2(args2)]) : exe);
};
function slashArg(words2, flag2) {
  const i2 = words2.findIndex((w) => w.toLowerCase() === flag2);
  return i2 >= 0 ? words2[i2 + 1] : void 0;
}
var wordsOf = (c) => [
  ...c.positional.flatMap((p) => itemsOf(p.v).map((v) => toValue2(v).text)),
  ...c.named.flatMap((n) => [`-${n.name}`, ...n.v ? [toValue2(n.v).text] : []])
];
var schtasks2 = (ix, c) => {
  const words2 = wordsOf(c);
  if (!words2.some((w) => /^[/-]create$/i.test(w))) return lit2("");
  return autostart(
    ix,
    c,
    `scheduled task ${slashArg(words2, "/tn") ?? ""}`,
    lit2(slashArg(words2, "/tr") ?? "")
  );
};
var reg2 = (ix, c) => {
  const words2 = wordsOf(c);
  if (!/^add$/i.test(words2[0] ?? "")) return lit2("");
  const key = words2[1] ?? "";
  const w = writeClassOf(normalizeHome(key.replace(/^HKCU\\/i, "HKCU:\\").replace(/^HKLM\\/i, "HKLM:\\")));
  if (!w) return lit2("");
  const content = persistedContent(ix, literal(slashArg(words2, "/d") ?? ""), c.node);
  ix.emit({ kind: "write", target: literal(key), cls: w.cls, append: false, content }, c.node);
  return lit2("");
};
var sc = (ix, c) => {
  const words2 = wordsOf(c);
  if (/^(?:create|config)$/i.test(words2[0] ?? "")) {
    const bin = words2.findIndex((w) => /^binpath=/i.test(w));
    const command2 = bin >= 0 ? words2[bin].slice(8) || words2[bin + 1] : void 0;
    return autostart(ix, c, `service ${words2[1] ?? ""}`, lit2(command2 ?? ""));
  }
  return setContent(false)(ix, c);
};
var setExecutionPolicy = (ix, c) => {
  const policy = staticText2(arg2(c, 0, "ExecutionPolicy")) ?? "";
  if (/^(?:bypass|unrestricted)$/i.test(policy))
    ix.emit({ kind: "config", setting: "other", value: `ExecutionPolicy ${policy}` }, c.node);
  return lit2("");
};
function joinPath2(args2, separator = "\\") {
  const parts2 = [];
  for (const a of args2) {
    if (a === void 0) continue;
    if (parts2.length) parts2.push(literal(separator));
    parts2.push(toValue2(a));
  }
  return data2(parts2.length ? concat(parts2) : literal(""));
}
var joinPathCommand = (_ix, c) => {
  const rest = c.positional.map((p) => p.v);
  const path2 = param(c, "Path") ?? rest.shift();
  const child = param(c, "ChildPath") ?? rest.shift();
  return joinPath2([path2, child, ...rest, param(c, "AdditionalChildPath")], "/");
};
var FILE_COMMANDS = {
  "join-path": joinPathCommand,
  "get-content": getContent,
  "get-childitem": getChildItem,
  "get-item": getChildItem,
  "set-content": setContent(false),
  "add-content": setContent(true),
  "out-file": setContent(false),
  "tee-object": setContent(false),
  "new-item": newItem,
  "copy-item": copyItem,
  "compress-archive": compressArchive,
  "move-item": copyItem,
  "remove-item": removeItem,
  "format-volume": formatVolume,
  "clear-disk": formatVolume,
  "set-itemproperty": setItemProperty,
  "new-itemproperty": setItemProperty,
  "register-scheduledtask": registerTask,
  "new-scheduledtaskaction": newTaskAction,
  "new-service": (ix, c) => autostart(ix, c, `service ${toValue2(arg2(c, 0, "Name")).text}`, arg2(c, 1, "BinaryPathName")),
  "set-executionpolicy": setExecutionPolicy,
  schtasks: schtasks2,
  reg: reg2,
  sc,
  format: (ix, c) => {
    ix.emit(
      { kind: "destroy", how: "format", target: toValue2(c.positional[0]?.v).text.slice(0, 100) },
      c.node
    );
    return opaque2("output");
  }
};

// src/analysis/code/powershell/dotnet-objects.ts
import { gunzipSync as gunzipSync3, inflateRawSync as inflateRawSync2 } from "node:zlib";

// src/analysis/code/powershell/http.ts
function downloaded2(url, tool) {
  return data2(tainted(literal(`\${${tool}-response}`), "download", { from: url }));
}
function httpCall(ix, node2, tool, urlVal, o) {
  const url = toValue2(urlVal);
  const endpoint = endpointOf3(ix, url.text);
  const headers = splitHeaders(o.headers, (h) => h.k === "hash" ? h.props : void 0, toValue2);
  const cred = [...headers.cred, ...o.auth ? [toValue2(o.auth)] : []];
  if (url.secret === "env-secret" && !url.taints.includes("file")) cred.push(url);
  const credentials = cred.length ? { credentials: concat(cred) } : {};
  const body2 = o.body ? toValue2(o.body) : void 0;
  const parts2 = [...body2 && body2.text !== "" ? [body2] : [], ...headers.data];
  if (!url.literal && isSensitiveBeyondAuth(url)) parts2.push(url);
  const out2 = downloaded2(url.text, tool);
  if (parts2.length || /^(?:post|put|patch)$/i.test(o.method ?? "")) {
    const payload = parts2.length ? concat(parts2) : literal("");
    ix.emit({ kind: "send", endpoint, channel: "http", data: payload, ...credentials }, node2);
  } else {
    const file = o.outFile ? toValue2(o.outFile).text : void 0;
    ix.emit({ kind: "fetch", endpoint, tool, ...file ? { file } : {}, ...credentials }, node2);
  }
  if (o.outFile) writeTo(ix, toValue2(o.outFile), out2, false, node2);
  return out2;
}
function dnsQuery2(ix, name2, txt, node2, tool) {
  const suffix = name2.text.replace(/^[\s\S]*\}\.?/, "");
  if (!name2.literal && isSensitive(name2))
    ix.emit({ kind: "send", endpoint: endpointOf3(ix, suffix), channel: "dns", data: name2 }, node2);
  if (!txt) return opaque2("address");
  ix.emit({ kind: "fetch", endpoint: endpointOf3(ix, suffix), tool }, node2);
  return data2(tainted(literal(ph2("dns-txt")), "download", { from: `dns://${name2.text.slice(0, 200)}` }));
}

// src/analysis/code/powershell/strings.ts
var BACKTICK = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v"
};
function unescapeRun(run3, quote) {
  if (quote === '"' && run3.includes(HASH_STAND_IN)) run3 = run3.replaceAll(HASH_STAND_IN, "#");
  if (quote === "'") return run3.replace(/''/g, "'").replace(/[\u2018\u2019\u201a\u201b]{2}/g, "'");
  let out2 = "";
  for (let i2 = 0; i2 < run3.length; i2++) {
    const ch = run3[i2];
    if (ch === "`" && i2 + 1 < run3.length) {
      const next = run3[i2 + 1];
      const u = next === "u" ? /^u\{([0-9a-fA-F]{1,6})\}/.exec(run3.slice(i2 + 1, i2 + 12)) : null;
      if (u) {
        const code = Number.parseInt(u[1], 16);
        out2 += code <= 1114111 ? String.fromCodePoint(code) : "";
        i2 += u[0].length;
        continue;
      }
      out2 += BACKTICK[next] ?? next;
      i2++;
    } else if (ch === '"' && run3[i2 + 1] === '"') {
      out2 += '"';
      i2++;
    } else out2 += ch;
  }
  return out2;
}
function stringBody(text) {
  const here2 = text.startsWith("@");
  const quote = (here2 ? text[1] : text[0]) === "'" || /^@?[\u2018\u2019\u201a\u201b]/.test(text) ? "'" : '"';
  if (here2) {
    const nl = text.indexOf("\n");
    const start3 = nl < 0 ? 2 : nl + 1;
    const end = Math.max(start3, text.lastIndexOf("\n"));
    return { body: text.slice(start3, end).replace(/\r$/, ""), offset: start3, quote };
  }
  return { body: text.slice(1, Math.max(1, text.length - 1)), offset: 1, quote };
}
function normalizeName(name2) {
  return name2.replace(/`/g, "").toLowerCase();
}
function programName2(name2) {
  const base = normalizeName(name2).replace(/^["']|["']$/g, "").split(/[\\/]/).pop() ?? "";
  return base.replace(/\.(?:exe|cmd|bat|com)$/, "");
}
function formatText(format3, args2) {
  return format3.replace(/\{(\d{1,3})(?:,[^}:]{0,10})?(?::[^}]{0,20})?\}/g, (_m, i2) => args2[Number(i2)] ?? "").replace(/\{\{/g, "{").replace(/\}\}/g, "}");
}
function replaceAllCi(text, find2, repl) {
  if (find2 === "") return text;
  const lower = text.toLowerCase();
  const f = find2.toLowerCase();
  let out2 = "";
  let i2 = 0;
  for (let j = lower.indexOf(f); j >= 0 && out2.length < 65536; j = lower.indexOf(f, i2)) {
    out2 += text.slice(i2, j) + repl;
    i2 = j + find2.length;
  }
  return out2 + text.slice(i2);
}
function variableName(text) {
  let t = text.replace(/^[$@]/, "");
  if (t.startsWith("{") && t.endsWith("}")) t = t.slice(1, -1);
  t = t.replace(/`/g, "").toLowerCase();
  return t.replace(/^(?:script|global|local|private|using|variable):/, "");
}

// src/analysis/code/powershell/dotnet-objects.ts
var strip = (type2) => type2.toLowerCase().replace(/^system\./, "").replace(/\s+/g, "");
function socketUrl(host, port) {
  if (!host) return void 0;
  return concat([literal("tcp://"), toValue2(host), ...port ? [literal(":"), toValue2(port)] : []]);
}
function decompress(ix, inner, gzip, node2) {
  const src = inner?.k === "obj" ? inner.inner : inner?.k === "data" ? inner : void 0;
  if (!src?.bytes) return void 0;
  let text;
  try {
    const out2 = (gzip ? gunzipSync3 : inflateRawSync2)(src.bytes, {
      maxOutputLength: PAYLOAD_LIMITS.maxDecoded
    });
    text = out2.toString("utf8");
  } catch {
    text = void 0;
  }
  const printable = text !== void 0 && isMostlyPrintable(text);
  ix.emit(
    {
      kind: "decode",
      scheme: gzip ? "gzip" : "zlib",
      input: src.v,
      ...printable ? { decoded: text.slice(0, 2e3) } : {}
    },
    node2
  );
  return data2(tainted(literal(printable ? text : ph2("decompressed")), "decoded"));
}
function newObject(ix, typeName2, args2, node2) {
  const type2 = strip(typeName2);
  const at = [node2.startIndex, node2.endIndex];
  switch (type2) {
    case "net.webclient":
      return obj("webclient");
    case "net.http.httpclient":
      return obj("httpclient");
    case "net.sockets.tcpclient": {
      const url = socketUrl(args2[0], args2[1]);
      return obj("tcpclient", { ...url ? { url, endpoint: endpointOf3(ix, url.text) } : {}, at });
    }
    case "net.sockets.tcplistener": {
      const port = args2.length > 1 ? args2[1] : args2[0];
      const url = concat([literal("tcp://0.0.0.0:"), toValue2(port)]);
      return obj("tcplistener", { url, endpoint: endpointOf3(ix, url.text), at });
    }
    case "net.sockets.udpclient":
      return obj("udpclient", { at });
    case "io.streamreader":
    case "io.binaryreader": {
      const s = args2[0];
      if (s?.k === "obj" && s.cls === "netstream")
        return obj("reader", {
          ...s.url ? { url: s.url } : {},
          ...s.endpoint ? { endpoint: s.endpoint } : {}
        });
      return obj(
        "reader",
        s?.k === "obj" && s.inner ? { inner: s.inner } : s?.k === "data" ? { inner: s } : {}
      );
    }
    case "io.streamwriter":
    case "io.binarywriter": {
      const s = args2[0];
      return s?.k === "obj" && s.cls === "netstream" ? obj("writer", { ...s.endpoint ? { endpoint: s.endpoint } : {} }) : obj("file-writer", { inner: data2(toValue2(s)) });
    }
    case "io.memorystream":
      return obj("memorystream", args2[0]?.k === "data" ? { inner: args2[0] } : {});
    case "io.compression.deflatestream":
    case "io.compression.gzipstream": {
      const out2 = decompress(ix, args2[0], type2.endsWith("gzipstream"), node2);
      return obj("memorystream", out2 ? { inner: out2 } : {});
    }
    case "text.asciiencoding":
      return obj("encoding:ascii");
    case "text.utf8encoding":
      return obj("encoding:utf8");
    case "text.unicodeencoding":
      return obj("encoding:unicode");
    case "net.http.stringcontent":
    case "net.http.bytearraycontent":
      return data2(toValue2(args2[0]));
    case "wscript.shell":
      return obj("wscript.shell");
    case "shell.application":
      return obj("shell.application");
    case "msxml2.xmlhttp":
    case "microsoft.xmlhttp":
    case "msxml2.serverxmlhttp":
    case "winhttp.winhttprequest.5.1":
      return obj("xmlhttp", { at });
    default:
      return opaque2(type2);
  }
}
function fillFromSocket(ix, recv2, argNode) {
  const name2 = argNode ? variableName(argNode.text.trim()) : void 0;
  if (!name2 || !/^[\w:]+$/.test(name2)) return;
  ix.set(
    name2,
    data2(tainted(literal(ph2("socket-data")), "download", { from: recv2.url?.text ?? "tcp://unknown" }))
  );
}
function send(ix, recv2, payload, node2, channel) {
  ix.emit(
    { kind: "send", endpoint: recv2.endpoint ?? { cls: "unknown" }, channel, data: toValue2(payload) },
    node2
  );
  return lit2("");
}
function webClient(ix, name2, args2, node2) {
  const url = args2[0];
  switch (name2.replace(/(?:task)?async$/, "")) {
    case "downloadstring":
    case "downloaddata":
    case "openread":
      return httpCall(ix, node2, "WebClient", url, {});
    case "downloadfile":
      return httpCall(ix, node2, "WebClient", url, args2[1] ? { outFile: args2[1] } : {});
    case "uploadstring":
    case "uploaddata":
    case "uploadvalues":
      return httpCall(ix, node2, "WebClient", url, { body: args2[args2.length - 1] ?? lit2("") });
    case "uploadfile":
      return httpCall(ix, node2, "WebClient", url, { body: readFrom(ix, args2[args2.length - 1], node2) });
    default:
      return void 0;
  }
}
var streamOf = (recv2) => ({
  ...recv2.url ? { url: recv2.url } : {},
  ...recv2.endpoint ? { endpoint: recv2.endpoint } : {}
});
var httpClient = (ix, { name: name2, args: args2, node: node2 }) => {
  const m = name2.replace(/async$/, "");
  if (/^get(?:string|bytearray|stream)?$/.test(m)) return httpCall(ix, node2, "HttpClient", args2[0], {});
  if (/^(?:post|put|patch)$/.test(m))
    return httpCall(ix, node2, "HttpClient", args2[0], { body: args2[1] ?? lit2("") });
  return void 0;
};
var tcpClient = (ix, { recv: recv2, name: name2, args: args2 }) => {
  if (name2 === "getstream") return obj("netstream", streamOf(recv2));
  if (name2 !== "connect") return void 0;
  const url = socketUrl(args2[0], args2[1]);
  if (url) Object.assign(recv2, { url, endpoint: endpointOf3(ix, url.text) });
  return lit2("");
};
var udpClient = (ix, { recv: recv2, name: name2, args: args2, node: node2 }) => {
  if (name2 !== "send") return void 0;
  const url = socketUrl(args2[2], args2[3]);
  const to = { ...recv2, ...url ? { endpoint: endpointOf3(ix, `udp${url.text.slice(3)}`) } : {} };
  return send(ix, to, args2[0], node2, "socket");
};
var invokeCommand2 = (ix, { name: name2, args: args2, node: node2 }) => {
  if (name2 === "invokescript" || name2 === "newscriptblock")
    return runPowerShell(ix, args2[0] ?? lit2(""), "InvokeScript", node2);
  if (name2 === "getcmdlet" || name2 === "getcommand" || name2 === "getcommandname")
    return obj(`command:${(staticText2(args2[0]) ?? "").toLowerCase()}`);
  return name2 === "expandstring" ? args2[0] ?? lit2("") : void 0;
};
var wscriptShell = (ix, { name: name2, args: args2, node: node2 }) => {
  if (name2 === "run" || name2 === "exec") {
    const line = toValue2(args2[0]);
    if (/[A-Za-z]{2}/.test(line.text)) ix.embed("batch", line.text, node2);
    return opaque2("output");
  }
  if (name2 !== "regwrite") return void 0;
  writeTo(ix, toValue2(args2[0]), args2[1], false, node2);
  return lit2("");
};
var shellApplication = (ix, { name: name2, args: args2, node: node2 }) => {
  if (name2 !== "shellexecute" || !/^runas$/i.test(staticText2(args2[3]) ?? "")) return void 0;
  const program = toValue2(args2[0]).text;
  const command2 = `${program} ${toValue2(args2[1]).text}`.trim().slice(0, 300);
  ix.emit(
    { kind: "privilege", how: "runas", command: command2, interpreter: /powershell|pwsh|cmd/i.test(program) },
    node2
  );
  return void 0;
};
var xmlHttp = (ix, { recv: recv2, name: name2, args: args2, node: node2 }) => {
  if (name2 === "open") {
    const url = toValue2(args2[1]);
    Object.assign(recv2, { url, endpoint: endpointOf3(ix, url.text), at: [node2.startIndex, node2.endIndex] });
    return lit2("");
  }
  if (name2 !== "send") return void 0;
  const body2 = args2[0] ? toValue2(args2[0]) : void 0;
  const endpoint = recv2.endpoint ?? { cls: "unknown" };
  if (body2 && body2.text !== "") ix.emit({ kind: "send", endpoint, channel: "http", data: body2 }, node2);
  else ix.emit({ kind: "fetch", endpoint, tool: "XMLHTTP" }, node2);
  return downloaded2(recv2.url?.text ?? "", "XMLHTTP");
};
var METHODS = {
  webclient: (ix, { name: name2, args: args2, node: node2 }) => webClient(ix, name2, args2, node2),
  httpclient: httpClient,
  tcpclient: tcpClient,
  tcplistener: (_ix, { recv: recv2, name: name2 }) => name2 === "accepttcpclient" || name2 === "acceptsocket" ? obj("tcpclient", streamOf(recv2)) : void 0,
  netstream: (ix, { recv: recv2, name: name2, args: args2, node: node2, argNodes }) => {
    if (name2 === "read") fillFromSocket(ix, recv2, argNodes[0]);
    return name2 === "write" ? send(ix, recv2, args2[0], node2, "socket") : void 0;
  },
  reader: (_ix, { recv: recv2, name: name2 }) => /^read(?:line|toend|tostring)?$/.test(name2) ? recv2.inner ?? data2(tainted(literal(ph2("socket-data")), "download", { from: recv2.url?.text ?? "tcp://unknown" })) : void 0,
  writer: (ix, { recv: recv2, name: name2, args: args2, node: node2 }) => /^write(?:line)?$/.test(name2) ? send(ix, recv2, args2[0], node2, "socket") : void 0,
  "file-writer": (ix, { recv: recv2, name: name2, args: args2, node: node2 }) => {
    if (/^write(?:line)?$/.test(name2)) writeTo(ix, toValue2(recv2.inner), args2[0], true, node2);
    return void 0;
  },
  udpclient: udpClient,
  invokecommand: invokeCommand2,
  "wscript.shell": wscriptShell,
  "shell.application": shellApplication,
  xmlhttp: xmlHttp
};
function instanceMethod(ix, recv2, name2, args2, node2, argNodes) {
  return METHODS[recv2.cls]?.(ix, { recv: recv2, name: name2, args: args2, node: node2, argNodes });
}

// src/analysis/code/powershell/cmd-net.ts
var webRequest = (ix, c) => {
  const inFile = param(c, "InFile");
  const body2 = param(c, "Body") ?? // A multipart form (`-Form @{ document = Get-Item $zip }`, PowerShell 6+): its fields are the body.
  param(c, "Form") ?? (inFile ? readFrom(ix, inFile, c.node) : void 0) ?? (c.input && /post|put|patch/i.test(staticText2(param(c, "Method")) ?? "") ? c.input : void 0);
  const tool = c.name === "invoke-restmethod" ? "Invoke-RestMethod" : "Invoke-WebRequest";
  const method = staticText2(param(c, "Method"));
  const auth = param(c, "Credential", "Token");
  return httpCall(ix, c.node, tool, arg2(c, 0, "Uri", "Url"), {
    ...body2 ? { body: body2 } : {},
    ...param(c, "Headers") ? { headers: param(c, "Headers") } : {},
    ...param(c, "OutFile") ? { outFile: param(c, "OutFile") } : {},
    ...auth ? { auth } : {},
    ...method ? { method } : {}
  });
};
var bitsTransfer = (ix, c) => {
  const source2 = arg2(c, 0, "Source");
  const dest = arg2(c, 1, "Destination");
  if (/^upload/i.test(staticText2(param(c, "TransferType")) ?? "")) {
    const content = readFrom(ix, source2, c.node);
    return httpCall(ix, c.node, "Start-BitsTransfer", dest, { body: content });
  }
  return httpCall(ix, c.node, "Start-BitsTransfer", source2, dest ? { outFile: dest } : {});
};
var words = (c) => [
  ...c.positional.flatMap((p) => itemsOf(p.v).map((v) => toValue2(v).text)),
  ...c.named.flatMap((n) => [`-${n.name}`, ...n.v ? [toValue2(n.v).text] : []])
];
var certutil2 = (ix, c) => {
  const w = words(c);
  const url = w.find((x) => /^(?:https?|ftp):\/\//i.test(x));
  if (url) {
    const file = w[w.indexOf(url) + 1];
    return httpCall(ix, c.node, "certutil", data2(literal(url)), file ? { outFile: data2(literal(file)) } : {});
  }
  const dec = w.findIndex((x) => /^[-/]decode(?:hex)?$/i.test(x));
  if (dec >= 0 && w[dec + 2]) {
    const input = readFrom(ix, data2(literal(w[dec + 1])), c.node);
    ix.emit(
      { kind: "decode", scheme: /hex/i.test(w[dec]) ? "hex" : "base64", input: toValue2(input) },
      c.node
    );
    writeTo(ix, literal(w[dec + 2]), data2(tainted(toValue2(input), "decoded")), false, c.node);
  }
  return opaque2("output");
};
var bitsadmin2 = (ix, c) => {
  const w = words(c);
  const url = w.find((x) => /^(?:https?|ftp):\/\//i.test(x));
  if (!url) return opaque2("output");
  const file = w[w.indexOf(url) + 1];
  return httpCall(ix, c.node, "bitsadmin", data2(literal(url)), file ? { outFile: data2(literal(file)) } : {});
};
var sendMail = (ix, c) => {
  const attachments = itemsOf(param(c, "Attachments")).map((a) => toValue2(readFrom(ix, a, c.node)));
  const body2 = param(c, "Body");
  const server2 = toValue2(param(c, "SmtpServer"));
  const parts2 = [...attachments, ...body2 ? [toValue2(body2)] : []];
  ix.emit(
    {
      kind: "send",
      endpoint: endpointOf3(ix, server2.text),
      channel: "mail",
      data: parts2.length ? concat(parts2) : literal("")
    },
    c.node
  );
  return opaque2("output");
};
var NET_COMMANDS = {
  "invoke-webrequest": webRequest,
  "invoke-restmethod": webRequest,
  "start-bitstransfer": bitsTransfer,
  "send-mailmessage": sendMail,
  "resolve-dnsname": (ix, c) => dnsQuery2(
    ix,
    toValue2(arg2(c, 0, "Name")),
    /^txt$/i.test(staticText2(param(c, "Type")) ?? ""),
    c.node,
    "Resolve-DnsName"
  ),
  "new-object": (ix, c) => {
    const com = param(c, "ComObject");
    const type2 = staticText2(com ?? arg2(c, 0, "TypeName")) ?? "";
    const list = param(c, "ArgumentList") ?? c.positional[com ? 0 : 1]?.v;
    return newObject(ix, type2, itemsOf(list), c.node);
  },
  certutil: certutil2,
  bitsadmin: bitsadmin2
};

// src/analysis/code/powershell/variables.ts
var folder = (text) => ({ text, literal: false, taints: ["env"] });
var ENV_FOLDERS2 = {
  userprofile: folder("~"),
  home: folder("~"),
  homepath: folder("~"),
  appdata: folder("~/AppData/Roaming"),
  localappdata: folder("~/AppData/Local"),
  temp: folder("%TEMP%"),
  tmp: folder("%TEMP%"),
  comspec: literal("C:\\WINDOWS\\system32\\cmd.exe"),
  windir: literal("C:\\WINDOWS"),
  systemroot: literal("C:\\WINDOWS"),
  programdata: literal("C:\\ProgramData"),
  public: literal("C:\\Users\\Public"),
  programfiles: literal("C:\\Program Files")
};
var SYSTEM_INFO_ENV = /* @__PURE__ */ new Set(["computername", "username", "userdomain", "logonserver", "userdnsdomain"]);
var PROFILE = "~/Documents/PowerShell/Microsoft.PowerShell_profile.ps1";
var PROFILE_MEMBERS = {
  currentusercurrenthost: PROFILE,
  currentuserallhosts: "~/Documents/PowerShell/profile.ps1",
  allusersallhosts: "C:\\Program Files\\PowerShell\\7\\profile.ps1",
  alluserscurrenthost: "C:\\Program Files\\PowerShell\\7\\Microsoft.PowerShell_profile.ps1"
};
function profileMember(recv2, name2) {
  const path2 = recv2.text === PROFILE ? PROFILE_MEMBERS[name2] : void 0;
  return path2 === void 0 ? void 0 : data2(folder(path2));
}
function automatic(name2) {
  switch (name2) {
    case "home":
      return data2(folder("~"));
    case "psscriptroot":
      return data2({ text: ".", literal: false, taints: [] });
    case "profile":
      return data2(folder(PROFILE));
    case "pshome":
      return lit2("C:\\Windows\\System32\\WindowsPowerShell\\v1.0");
    case "shellid":
      return lit2("Microsoft.PowerShell");
    case "verbosepreference":
    case "debugpreference":
      return lit2("SilentlyContinue");
    case "erroractionpreference":
      return lit2("Continue");
    case "true":
      return lit2("True");
    case "false":
      return lit2("False");
    case "null":
      return lit2("");
    case "executioncontext":
      return obj("executioncontext");
    case "host":
      return obj("host");
    default:
      return void 0;
  }
}
function variableValue(_ix, name2) {
  if (name2.startsWith("env:")) return data2(envValue(name2.slice(4)).value);
  return automatic(name2) ?? opaque2(name2);
}
function envValue(name2) {
  const key = name2.toLowerCase();
  const f = ENV_FOLDERS2[key];
  if (f) return { value: f, secret: false };
  const v = unknown(`env:${name2}`, ["env"]);
  if (SYSTEM_INFO_ENV.has(key)) return { value: { ...v, taints: ["env", "system-info"] }, secret: false };
  if (SECRET_ENV_NAME.test(name2))
    return { value: { ...v, taints: ["env", "secret"], secret: "env-secret" }, secret: true };
  return { value: v, secret: false };
}

// src/analysis/code/powershell/dotnet.ts
var MAX_DECODED3 = PAYLOAD_LIMITS.maxDecoded;
var ENCODINGS = /* @__PURE__ */ new Set([
  "utf8",
  "unicode",
  "ascii",
  "default",
  "utf32",
  "bigendianunicode",
  "utf7",
  "latin1"
]);
function memberOf(ix, recv2, name2, isStatic2, node2) {
  if (recv2.k === "type") {
    if (recv2.name === "text.encoding" && ENCODINGS.has(name2)) return obj(`encoding:${name2}`);
    if (recv2.name === "environment") {
      if (name2 === "newline") return lit2("\n");
      if (/^(?:username|machinename|userdomainname)$/.test(name2))
        return data2(tainted(literal(`\${${name2}}`), "system-info"));
    }
    return opaque2(`${recv2.name}.${name2}`);
  }
  void isStatic2;
  void ix;
  void node2;
  switch (recv2.k) {
    case "hash":
      if (name2 === "keys" && !recv2.props.has("keys"))
        return { k: "arr", items: [...recv2.props.keys()].map(lit2) };
      if (name2 === "values" && !recv2.props.has("values"))
        return { k: "arr", items: [...recv2.props.values()] };
      return recv2.props.get(name2) ?? opaque2(name2);
    case "obj":
      if (recv2.cls === "executioncontext" && name2 === "invokecommand") return obj("invokecommand");
      if (name2 === "result" || name2 === "content") return recv2.inner ?? recv2;
      if (recv2.cls === "xmlhttp" && /^response(?:text|body)?$/.test(name2))
        return data2(tainted(literal(ph2("response")), "download", { from: recv2.url?.text ?? "" }));
      return recv2.cls === "webclient" || recv2.cls === "tcpclient" ? recv2 : opaque2(name2);
    case "arr":
      return name2 === "length" || name2 === "count" ? num2(recv2.items.length) : result2(name2, [recv2]);
    case "data":
      if ((name2 === "length" || name2 === "count") && recv2.v.literal) return num2(recv2.v.text.length);
      return profileMember(recv2.v, name2) ?? result2(name2, [recv2]);
    default:
      return opaque2(name2);
  }
}
function fromBase64(ix, v, node2) {
  const input = toValue2(v);
  if (!input.literal && !input.taints.includes("decoded"))
    return { ...result2("bytes", [v]), v: tainted(result2("bytes", [v]).v, "decoded") };
  const bytes = Buffer.from(input.text.replace(/\s+/g, "").slice(0, PAYLOAD_LIMITS.maxBlobChars), "base64");
  const text = bytes.toString("utf8").slice(0, MAX_DECODED3);
  const printable = isMostlyPrintable(text);
  if (input.literal)
    ix.emit(
      { kind: "decode", scheme: "base64", input, ...printable ? { decoded: text.slice(0, 2e3) } : {} },
      node2
    );
  const base = printable ? literal(text) : literal(ph2("bytes"));
  return { k: "data", v: tainted({ ...base, taints: input.taints.slice() }, "decoded"), bytes };
}
function getString(ix, enc, v, node2) {
  if (v.k !== "data" || !v.bytes) return result2("text", [v]);
  const unicode = enc === "unicode";
  const text = Buffer.from(v.bytes).toString(unicode ? "utf16le" : enc === "ascii" || enc === "latin1" ? "latin1" : "utf8").slice(0, MAX_DECODED3);
  if (!isMostlyPrintable(text)) return data2(tainted(literal(ph2("text")), "decoded"));
  if (unicode && v.v.taints.includes("decoded"))
    ix.emit(
      {
        kind: "decode",
        scheme: "utf16le-base64",
        input: literal(node2.text.slice(0, 300)),
        decoded: text.slice(0, 2e3)
      },
      node2
    );
  return data2({
    ...literal(text),
    literal: false,
    taints: [.../* @__PURE__ */ new Set([...v.v.taints, "decoded"])],
    ...v.v.from ? { from: v.v.from } : {}
  });
}
var FOLDERS = {
  applicationdata: "~/AppData/Roaming",
  localapplicationdata: "~/AppData/Local",
  userprofile: "~",
  mydocuments: "~/Documents",
  personal: "~/Documents",
  startup: "~/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Startup",
  desktop: "~/Desktop"
};
function reverseInPlace(ix, argNode, v, node2) {
  if (v.k !== "arr") return lit2("");
  const reversed = v.items.slice().reverse();
  const name2 = argNode ? variableName(argNode.text.trim()) : void 0;
  if (name2 && /^[\w:]+$/.test(name2)) ix.set(name2, { k: "arr", items: reversed });
  const text = joinItems2(reversed, "");
  if (reversed.length >= 4 && text.literal)
    ix.emit(
      { kind: "decode", scheme: "rev", input: joinItems2(v.items, ""), decoded: text.text.slice(0, 2e3) },
      node2
    );
  return lit2("");
}
function staticMethod(ix, type2, name2, args2, argNodes, node2) {
  const a0 = args2[0];
  switch (`${type2}::${name2}`) {
    case "convert::frombase64string":
    case "convert::frombase64chararray":
      return fromBase64(ix, a0 ?? lit2(""), node2);
    case "scriptblock::create":
    case "management.automation.scriptblock::create":
      return scriptBlockFromText(ix, a0 ?? lit2(""), node2);
    case "environment::getenvironmentvariables":
      ix.emit({ kind: "read", target: ENV_ALL2, secret: "env-all" }, node2);
      return data2(ENV_ALL2);
    case "environment::getenvironmentvariable": {
      const { value: value2, secret } = envValue(staticText2(a0) ?? "VAR");
      if (secret) ix.emit({ kind: "read", target: value2, secret: "env-secret" }, node2);
      return data2(value2);
    }
    case "environment::getfolderpath": {
      const f = FOLDERS[(staticText2(a0) ?? "").toLowerCase().replace(/^.*\./, "")];
      return f ? data2({ text: f, literal: false, taints: [] }) : opaque2("folder");
    }
    case "io.file::readalltext":
    case "io.file::readallbytes":
    case "io.file::readalllines":
    case "io.file::openread":
    case "io.directory::getfiles":
    case "io.directory::enumeratefiles":
    case "io.directory::getdirectories":
      return readFrom(ix, a0, node2);
    case "io.file::writealltext":
    case "io.file::writeallbytes":
    case "io.file::writealllines":
    case "io.file::appendalltext":
      writeTo(ix, toValue2(a0), args2[1], name2.startsWith("append"), node2);
      return lit2("");
    case "io.file::copy":
      writeTo(ix, toValue2(args2[1]), readFrom(ix, a0, node2), false, node2);
      return lit2("");
    case "microsoft.win32.registry::setvalue":
      return registrySetValue(ix, args2, node2);
    case "io.path::combine":
      return joinPath2(args2);
    case "io.path::gettemppath":
      return lit2("%TEMP%\\");
    case "io.path::gettempfilename":
      return lit2("%TEMP%\\tmp.tmp");
    case "net.dns::gethostaddresses":
    case "net.dns::gethostentry":
    case "net.dns::resolve":
      return dnsQuery2(ix, toValue2(a0), false, node2, `Dns.${name2}`);
    case "reflection.assembly::load":
    case "reflection.assembly::loadfrom":
    case "reflection.assembly::loadfile":
    case "appdomain::load":
      return loadAssembly(ix, a0, node2);
    case "array::reverse":
      return reverseInPlace(ix, argNodes[0], a0 ?? lit2(""), node2);
    case "string::join":
      return data2(joinItems2(args2.length > 2 ? args2.slice(1) : itemsOf(args2[1]), staticText2(a0) ?? ""));
    case "string::concat":
      return data2(joinItems2(args2.length === 1 ? itemsOf(a0) : args2, ""));
    case "string::new":
      return data2(joinItems2(itemsOf(a0), ""));
    case "string::format":
      return lit2(
        formatText(
          toValue2(a0).text,
          (args2.length === 2 ? itemsOf(args2[1]) : args2.slice(1)).map((x) => toValue2(x).text)
        )
      );
    case "web.httputility::urldecode":
    case "uri::unescapedatastring":
    case "net.webutility::urldecode":
      return urlDecode(ix, a0, node2);
    case "diagnostics.process::start":
      return runPowerShell(ix, data2(toValue2({ k: "arr", items: args2 })), "Process.Start", node2);
    case "text.encoding::getencoding":
      return obj(`encoding:${(staticText2(a0) ?? "utf8").toLowerCase().replace(/-/g, "")}`);
    default:
      return void 0;
  }
}
function urlDecode(ix, v, node2) {
  const input = toValue2(v);
  if (!input.literal) return data2(input);
  let text;
  try {
    text = decodeURIComponent(input.text.replace(/\+/g, " "));
  } catch {
    return data2(input);
  }
  if (text !== input.text)
    ix.emit({ kind: "decode", scheme: "escape", input, decoded: text.slice(0, 2e3) }, node2);
  return data2(tainted(literal(text), "decoded"));
}
function loadAssembly(ix, v, node2) {
  const code = toValue2(v);
  const url = /^(?:https?|ftp):\/\//i.test(code.text) ? code.text : void 0;
  const from = code.taints.includes("download") ? code.from : url;
  if (url || code.taints.includes("download") || code.taints.includes("decoded") || code.taints.includes("file"))
    ix.emit(
      {
        kind: "execute",
        via: "Assembly.Load",
        code: url ? tainted(code, "download", { from: url }) : code,
        ...from ? { endpoint: endpointOf3(ix, from) } : {}
      },
      node2
    );
  return obj("assembly");
}
function stringMethod(recv2, name2, args2) {
  const text = staticText2(recv2);
  const n = (i2) => args2[i2]?.k === "data" ? args2[i2].num : void 0;
  switch (name2) {
    case "tostring":
    case "trim":
    case "trimstart":
    case "trimend":
      return text !== void 0 && name2.startsWith("trim") ? lit2(text.trim()) : recv2;
    case "tolower":
    case "toupper":
    case "tolowerinvariant":
    case "toupperinvariant":
      return text !== void 0 ? lit2(name2.includes("lower") ? text.toLowerCase() : text.toUpperCase()) : recv2;
    case "replace": {
      const a = staticText2(args2[0]);
      const b = staticText2(args2[1]) ?? "";
      return text !== void 0 && a ? lit2(text.split(a).join(b)) : result2("replaced", [recv2]);
    }
    case "substring":
      return text !== void 0 ? lit2(text.substr(n(0) ?? 0, n(1) ?? text.length)) : result2(name2, [recv2]);
    case "tochararray":
      return text !== void 0 ? {
        k: "arr",
        items: Array.from(text).slice(0, 4096).map((c) => lit2(c))
      } : { k: "arr", items: [recv2] };
    case "split": {
      const sep = staticText2(args2[0]);
      return text !== void 0 && sep !== void 0 ? { k: "arr", items: text.split(sep, 4096).map((s) => lit2(s)) } : { k: "arr", items: [recv2] };
    }
    case "insert":
      return text !== void 0 && n(0) !== void 0 ? lit2(text.slice(0, n(0)) + (staticText2(args2[1]) ?? "") + text.slice(n(0))) : result2(name2, [recv2]);
    case "remove":
      return text !== void 0 && n(0) !== void 0 ? lit2(text.slice(0, n(0)) + (n(1) !== void 0 ? text.slice(n(0) + n(1)) : "")) : result2(name2, [recv2]);
    default:
      return void 0;
  }
}
function callMethod2(ix, recv2, name2, args2, isStatic2, node2, argNodes = []) {
  if (recv2.k === "type") {
    if (name2 === "new") return newObject(ix, recv2.name, args2, node2);
    return staticMethod(ix, recv2.name, name2, args2, argNodes, node2) ?? result2(`${recv2.name}.${name2}`, args2);
  }
  void isStatic2;
  if (recv2.k === "block" && (name2 === "invoke" || name2 === "invokereturnasis")) return ix.runBlock(recv2.node);
  if (recv2.k === "obj") {
    if (recv2.cls.startsWith("encoding:") && name2 === "getstring")
      return getString(ix, recv2.cls.slice(9), args2[0] ?? lit2(""), node2);
    if (recv2.cls.startsWith("encoding:") && name2 === "getbytes") {
      const v = toValue2(args2[0]);
      return {
        k: "data",
        v,
        ...v.literal ? { bytes: Buffer.from(v.text, recv2.cls === "encoding:unicode" ? "utf16le" : "utf8") } : {}
      };
    }
    const out2 = instanceMethod(ix, recv2, name2, args2, node2, argNodes);
    if (out2 !== void 0) return out2;
  }
  return stringMethod(recv2, name2, args2) ?? result2(name2, [recv2, ...args2]);
}

// src/analysis/code/powershell/nodes.ts
var WRAPPERS = /* @__PURE__ */ new Set([
  "logical_expression",
  "bitwise_expression",
  "comparison_expression",
  "additive_expression",
  "multiplicative_expression",
  "format_expression",
  "range_expression",
  "array_literal_expression",
  "unary_expression",
  "argument_expression",
  "logical_argument_expression",
  "bitwise_argument_expression",
  "comparison_argument_expression",
  "additive_argument_expression",
  "multiplicative_argument_expression",
  "format_argument_expression",
  "range_argument_expression",
  "string_literal",
  "pipeline_chain",
  "left_assignment_expression",
  "key_expression"
]);
function unwrap(node2) {
  let n = node2;
  for (let i2 = 0; i2 < 64 && WRAPPERS.has(n.type) && n.childCount === 1; i2++) n = n.child(0);
  return n;
}
function argumentsOf(ix, list) {
  const nodes = list?.namedChildren.find((c) => c.type === "argument_expression_list")?.namedChildren.filter((c) => c.type === "argument_expression") ?? [];
  return { vals: nodes.map((a) => ix.expr(a)), nodes };
}

// src/analysis/code/powershell/redirect.ts
function redirect(ix, node2, value2) {
  const list = node2.type === "redirections" ? node2.namedChildren : [node2];
  for (const r of list) {
    const op = r.namedChildren.find((c) => c.type === "file_redirection_operator")?.text;
    const target = r.namedChildren.find((c) => c.type === "redirected_file_name");
    if (!op || !target) continue;
    const targetNode = target.namedChildren.find((c) => c.type !== "command_argument_sep") ?? target;
    const path2 = targetNode.type === "generic_token" ? toValue2({ k: "data", v: { text: targetNode.text, literal: true, taints: [] } }) : toValue2(ix.expr(targetNode));
    if (path2.text === "" || /^\$null$/i.test(targetNode.text) || !/^1?>>?$/.test(op)) continue;
    writeTo(ix, path2, value2, op.endsWith(">>"), r);
  }
}

// src/analysis/code/powershell/commands.ts
var ALIASES = {
  iex: "invoke-expression",
  iwr: "invoke-webrequest",
  curl: "invoke-webrequest",
  wget: "invoke-webrequest",
  irm: "invoke-restmethod",
  icm: "invoke-command",
  gc: "get-content",
  cat: "get-content",
  type: "get-content",
  sc: "set-content",
  ac: "add-content",
  ni: "new-item",
  saps: "start-process",
  start: "start-process",
  gci: "get-childitem",
  ls: "get-childitem",
  dir: "get-childitem",
  ri: "remove-item",
  rm: "remove-item",
  rmdir: "remove-item",
  rd: "remove-item",
  del: "remove-item",
  erase: "remove-item",
  cp: "copy-item",
  copy: "copy-item",
  cpi: "copy-item",
  mv: "move-item",
  move: "move-item",
  mi: "move-item",
  sp: "set-itemproperty",
  gcm: "get-command",
  sal: "set-alias",
  nal: "new-alias",
  echo: "write-output",
  write: "write-output",
  tee: "tee-object",
  "%": "foreach-object",
  foreach: "foreach-object",
  "?": "where-object",
  where: "where-object",
  ipmo: "import-module",
  gv: "get-variable",
  sv: "set-variable",
  set: "set-variable",
  ii: "invoke-item",
  gp: "get-itemproperty"
};
var SWITCHES = [
  "recurse",
  "force",
  "usebasicparsing",
  "noprofile",
  "noninteractive",
  "nologo",
  "noexit",
  "wait",
  "passthru",
  "nonewwindow",
  "raw",
  "append",
  "whatif",
  "confirm",
  "asjob",
  "sta",
  "mta",
  "asbytestream",
  "skipcertificatecheck",
  "nop",
  "noni"
];
function isSwitch(name2) {
  const n = name2.toLowerCase();
  return n === "r" || n.length >= 2 && SWITCHES.some((s) => s.startsWith(n));
}
function parseElements(ix, elements, call3) {
  const at = call3.node;
  const redirections = [];
  if (!elements) return redirections;
  const nodes = elements.type === "command_elements" ? elements.namedChildren : [elements];
  let pending;
  let memberName3;
  const flush = () => {
    if (pending) call3.named.push(pending);
    pending = void 0;
  };
  for (const e of nodes) {
    if (e.type === "command_argument_sep" || e.type === "comment") continue;
    if (e.type === "redirection" || e.type === "redirections") {
      redirections.push(e);
      continue;
    }
    if (e.type === "command_parameter") {
      flush();
      const text = e.text.replace(/^[-\u2013\u2014\u2015]/, "").replace(/`/g, "");
      if (call3.words.length < 256) call3.words.push(`-${text}`);
      const colon = text.indexOf(":");
      if (colon > 0) call3.named.push({ name: text.slice(0, colon), v: lit2(text.slice(colon + 1)), node: e });
      else if (isSwitch(text)) call3.named.push({ name: text, node: e });
      else pending = { name: text, node: e };
      continue;
    }
    if (e.type === "ERROR" && /^(?:\.|::)\s*[\w`]+$/.test(e.text)) {
      const last = call3.positional[call3.positional.length - 1];
      if (last) memberName3 = normalizeName(e.text.replace(/^(?:\.|::)\s*/, ""));
      continue;
    }
    if (e.type === "argument_list" && memberName3 === void 0) {
      const last = call3.positional[call3.positional.length - 1];
      if (last?.node.type === "member_access" || unwrapOne(last?.node)?.type === "member_access") {
        const m = last.node.type === "member_access" ? last.node : unwrapOne(last.node);
        const target = m.namedChildren[0];
        const name2 = m.namedChildren.find((c) => c.type === "member_name");
        const args2 = argumentsOf(ix, e);
        if (target && name2) {
          last.v = callMethod2(
            ix,
            ix.expr(target),
            normalizeName(name2.text),
            args2.vals,
            false,
            at,
            args2.nodes
          );
          continue;
        }
      }
    }
    if (memberName3 !== void 0) {
      const last = call3.positional[call3.positional.length - 1];
      const args2 = e.type === "argument_list" ? argumentsOf(ix, e) : void 0;
      last.v = args2 ? callMethod2(ix, last.v, memberName3, args2.vals, false, at, args2.nodes) : memberOf(ix, last.v, memberName3, false, at);
      memberName3 = void 0;
      if (args2) continue;
    }
    const bare = unwrap(e);
    if (bare.type === "variable" && bare.text.startsWith("@")) {
      const splat = ix.get(variableName(bare.text));
      if (splat.k === "hash") {
        flush();
        for (const [k, v2] of splat.props) call3.named.push({ name: k, v: v2, node: e });
        continue;
      }
    }
    const v = ix.expr(e);
    if (call3.words.length < 256) for (const item of itemsOf(v)) call3.words.push(toValue2(item).text);
    if (pending) {
      call3.named.push({ ...pending, v });
      pending = void 0;
    } else if (call3.positional.length < 256) call3.positional.push({ v, node: e });
  }
  flush();
  return redirections;
}
function unwrapOne(node2) {
  return node2 ? unwrap(node2) : void 0;
}
function commandName(ix, node2, call3) {
  const nameNode = node2.childForFieldName("command_name");
  if (!nameNode) return void 0;
  if (nameNode.type === "command_name") {
    runPath(ix, { text: nameNode.text, literal: true, taints: [] }, node2);
    const raw = normalizeName(nameNode.text);
    const bare = raw.includes("\\") && /^[\w.]+\\[\w-]+$/.test(raw) ? raw.split("\\")[1] : raw;
    if (/^(?:curl|wget)\.exe$/.test(bare)) return bare;
    return /[\\/]/.test(bare) || /\.(?:exe|cmd|bat|com)$/.test(bare) ? programName2(bare) : bare;
  }
  const inner = nameNode.namedChildren[0];
  const v = inner ? ix.expr(inner) : opaque2("command");
  if (v.k === "block") {
    call3.input = ix.runBlock(v.node);
    return void 0;
  }
  if (v.k === "obj" && v.cls.startsWith("command:")) return v.cls.slice(8);
  if (v.k === "obj" && v.cls === "scriptblock-text") return void 0;
  const value2 = toValue2(v);
  runPath(ix, value2, node2);
  return value2.text !== "" ? programName2(value2.text) : void 0;
}
function runCommand2(ix, node2, input) {
  const call3 = { name: "", positional: [], named: [], node: node2, words: [], ...input ? { input } : {} };
  if (node2.namedChildren[0]?.type === "foreach_command")
    return forEachObject(ix, node2.namedChildren[0], input);
  const name2 = commandName(ix, node2, call3);
  const redirections = parseElements(ix, node2.childForFieldName("command_elements"), call3);
  let out2;
  if (name2 === void 0) out2 = call3.input ?? lit2("");
  else {
    call3.name = resolveAlias(ix, name2);
    out2 = dispatch(ix, call3);
  }
  for (const r of redirections) redirect(ix, r, out2);
  return out2;
}
function resolveAlias(ix, name2) {
  const local = ix.aliases.get(name2);
  if (local) return resolveAlias({ aliases: /* @__PURE__ */ new Map() }, local);
  return ALIASES[name2] ?? name2;
}
function dispatch(ix, call3) {
  const fn = ix.functions.get(call3.name);
  if (fn) return callScriptFunction(ix, fn, call3);
  const handler = EXEC_COMMANDS[call3.name] ?? FILE_COMMANDS[call3.name] ?? AUTOSTART_COMMANDS[call3.name] ?? NET_COMMANDS[call3.name] ?? NATIVE_COMMANDS[call3.name];
  const out2 = handler?.(ix, call3);
  if (out2 !== void 0) return out2;
  if (call3.name === "set-alias" || call3.name === "new-alias") {
    const alias = staticText2(arg2(call3, 0, "Name"));
    const value2 = staticText2(arg2(call3, 1, "Value"));
    if (alias && value2 && ix.aliases.size < 256) ix.aliases.set(alias.toLowerCase(), programName2(value2));
    return lit2("");
  }
  for (const p of call3.positional) if (p.v.k === "block") ix.runBlock(p.v.node);
  return result2(call3.name, [...call3.positional.map((p) => p.v), ...call3.input ? [call3.input] : []]);
}
function callScriptFunction(ix, fn, call3) {
  const names = fn.descendantsOfType("script_parameter").map((p) => {
    const v = p.namedChildren.find((c) => c.type === "variable");
    return v ? variableName(v.text) : "";
  });
  const params = /* @__PURE__ */ new Map();
  for (const n of call3.named) {
    const given = n.name.toLowerCase();
    const match = names.find((x) => x === given || given.length >= 1 && x.startsWith(given));
    if (match) params.set(match, n.v ?? lit2("True"));
  }
  let i2 = 0;
  for (const name2 of names) {
    if (!name2 || params.has(name2)) continue;
    const p = call3.positional[i2++];
    if (p) params.set(name2, p.v);
  }
  params.set("args", { k: "arr", items: call3.positional.slice(i2).map((p) => p.v) });
  return ix.callFunction(fn, params, call3.input);
}
function forEachObject(ix, node2, input) {
  const block = node2.namedChildren.find((c) => c.type === "script_block_expression");
  if (!block) return input ?? lit2("");
  const items = itemsOf(input);
  if (items.length === 0 || items.length > 512)
    return ix.runBlock(block, /* @__PURE__ */ new Map([["_", items[0] ?? opaque2("_")]]));
  const out2 = items.map(
    (it) => ix.runBlock(
      block,
      /* @__PURE__ */ new Map([
        ["_", it],
        ["psitem", it]
      ])
    )
  );
  return { k: "arr", items: out2 };
}

// src/analysis/code/powershell/casts.ts
function charOf(v) {
  if (v.k === "data" && v.num !== void 0) {
    const c = v.num;
    return { k: "data", v: literal(String.fromCodePoint(c >= 0 && c <= 1114111 ? c : 65533)), char: true };
  }
  const t = staticText2(v);
  if (t !== void 0 && t.length > 0) {
    if (/^\d{1,7}$/.test(t)) return charOf(num2(Number(t)));
    return lit2(t[0]);
  }
  return result2("char", [v]);
}
function castTo(ix, type2, v, node2) {
  switch (type2) {
    case "char":
      return charOf(v);
    case "char[]": {
      const t = staticText2(v);
      if (v.k !== "arr" && t !== void 0)
        return {
          k: "arr",
          items: Array.from(t).slice(0, 4096).map((c) => lit2(c))
        };
      return { k: "arr", items: itemsOf(v).slice(0, 65536).map(charOf) };
    }
    case "byte[]": {
      const codes = itemsOf(v).map((i2) => i2.k === "data" ? i2.num : void 0);
      if (codes.length && codes.every((c) => c !== void 0))
        return { k: "data", v: result2("bytes", [v]).v, bytes: Uint8Array.from(codes) };
      return v;
    }
    case "string":
      return data2(toValue2(v));
    case "int":
    case "int32":
    case "int64":
    case "long":
    case "byte": {
      const t = staticText2(v);
      if (v.k === "data" && v.num !== void 0) return v;
      return t !== void 0 && /^-?(?:0x[0-9a-f]{1,8}|\d{1,15})$/i.test(t.trim()) ? num2(Number(t.trim())) : opaque2("number");
    }
    case "scriptblock":
    case "management.automation.scriptblock":
      return scriptBlockFromText(ix, v, node2);
    case "io.memorystream":
      return v.k === "data" ? obj("memorystream", { inner: v }) : v;
    case "void":
      return lit2("");
    default:
      return v;
  }
}

// src/analysis/code/powershell/expr.ts
function evalExpr(ix, start3) {
  const node2 = unwrap(start3);
  switch (node2.type) {
    case "expandable_string_literal":
    case "expandable_here_string_literal":
      return expandable(ix, node2);
    case "verbatim_string_characters":
    case "verbatim_here_string_characters":
      return lit2(unescapeRun(stringBody(node2.text).body, "'"));
    case "integer_literal":
    case "decimal_integer_literal":
    case "hexadecimal_integer_literal":
    case "real_literal":
      return number(node2.text);
    case "variable":
    case "braced_variable":
      return variable(ix, node2);
    case "generic_token":
      return genericToken(ix, node2);
    case "parenthesized_expression":
    case "sub_expression": {
      let v = lit2("");
      for (const c of node2.namedChildren) v = ix.stmt(c);
      return v;
    }
    case "array_expression":
      return arrayExpression(ix, node2);
    case "hash_literal_expression":
      return hashLiteral(ix, node2);
    case "script_block_expression":
      ix.noteBlock(node2);
      return { k: "block", node: node2 };
    case "type_literal":
      return { k: "type", name: typeName(node2) };
    case "member_access":
      return member2(ix, node2);
    case "invokation_expression":
      return invocation(ix, node2);
    case "element_access":
      return elementAccess(ix, node2);
    case "expression_with_unary_operator":
      return unary2(ix, node2);
    case "cast_expression": {
      const type2 = node2.namedChildren.find((c) => c.type === "type_literal");
      const operand = node2.namedChildren.find((c) => c.type !== "type_literal");
      return castTo(ix, type2 ? typeName(type2) : "", operand ? ix.expr(operand) : lit2(""), node2);
    }
    case "command_name":
      return lit2(node2.text);
    case "path_command_name":
    case "command_name_expr":
      return node2.namedChildCount === 1 ? ix.expr(node2.namedChildren[0]) : lit2(node2.text);
    case "argument_list":
      return { k: "arr", items: argumentsOf(ix, node2).vals };
    case "pipeline":
      return ix.pipeline(node2);
    case "command":
      return ix.command(node2, void 0);
    case "statement_list":
      return ix.stmt(node2);
    default:
      if (WRAPPERS.has(node2.type)) return binary3(ix, node2);
      for (const c of node2.namedChildren) ix.stmt(c);
      return opaque2(node2.type);
  }
}
function arrayExpression(ix, node2) {
  const list = node2.namedChildren.length === 1 ? node2.namedChildren[0] : void 0;
  const statements = list?.type === "statement_list" ? list.namedChildren.filter((c) => c.type !== "comment") : [];
  if (statements.length > 1) {
    const items = [];
    for (const st of statements) {
      const v2 = ix.stmt(st);
      if (st.type !== "pipeline" || st.namedChildren.some((c) => c.type === "assignment_expression"))
        continue;
      if (v2.k === "arr") items.push(...v2.items);
      else items.push(v2);
    }
    return { k: "arr", items };
  }
  let v = { k: "arr", items: [] };
  for (const c of node2.namedChildren) v = ix.stmt(c);
  return v.k === "arr" ? v : { k: "arr", items: [v] };
}
function typeName(node2) {
  const spec = node2.namedChildren.find((c) => c.type === "type_spec");
  return (spec?.text ?? node2.text.replace(/^\[|\]$/g, "")).replace(/\s+/g, "").toLowerCase().replace(/^system\./, "");
}
function number(text) {
  const t = text.toLowerCase().replace(/(?:kb|mb|gb|tb|pb|l|d|u)$/, "");
  const n = t.startsWith("0x") ? Number.parseInt(t.slice(2), 16) : Number(t);
  return Number.isFinite(n) ? num2(n) : opaque2("number");
}
function variable(ix, node2) {
  const name2 = variableName(node2.text);
  if (name2.startsWith("env:")) {
    const raw = node2.text.replace(/^[$@]\{?|\}$/g, "").replace(/`/g, "").replace(/^env:/i, "");
    const { value: value2, secret } = envValue(raw);
    if (secret) ix.emit({ kind: "read", target: value2, secret: "env-secret" }, node2, name2);
    return data2(value2);
  }
  return ix.get(name2);
}
function genericToken(ix, node2) {
  if (node2.namedChildCount === 0) return lit2(unescapeRun(node2.text, '"'));
  return spliced(ix, node2, node2.text, 0, '"');
}
function expandable(ix, node2) {
  const { body: body2, offset, quote } = stringBody(node2.text);
  return spliced(ix, node2, body2, offset, quote);
}
function spliced(ix, node2, body2, offset, quote) {
  const parts2 = [];
  let pos = 0;
  for (const c of node2.namedChildren) {
    const s = c.startIndex - node2.startIndex - offset;
    const e = c.endIndex - node2.startIndex - offset;
    if (s < pos || s > body2.length) continue;
    if (quote === '"' && escapedAt(body2, s)) {
      parts2.push(literal(unescapeRun(body2.slice(pos, s - 1), quote)), literal(c.text));
      pos = e;
      continue;
    }
    if (s > pos) parts2.push(literal(unescapeRun(body2.slice(pos, s), quote)));
    parts2.push(toValue2(ix.expr(c)));
    pos = e;
  }
  if (pos < body2.length) parts2.push(literal(unescapeRun(body2.slice(pos), quote)));
  return data2(parts2.length ? concat(parts2) : literal(""));
}
function escapedAt(body2, at) {
  let n = 0;
  for (let i2 = at - 1; i2 >= 0 && body2[i2] === "`" && n < 64; i2--) n++;
  return n % 2 === 1;
}
function hashLiteral(ix, node2) {
  const props = /* @__PURE__ */ new Map();
  for (const e of node2.descendantsOfType("hash_entry")) {
    if (e.parent?.parent?.id !== node2.id) continue;
    const key = e.namedChildren.find((c) => c.type === "key_expression");
    const value2 = e.namedChildren.find((c) => c.type !== "key_expression");
    const k = key ? staticText2(ix.expr(key)) ?? key.text : "";
    if (props.size < 256)
      props.set(k.replace(/^['"]|['"]$/g, "").toLowerCase(), value2 ? ix.stmt(value2) : lit2(""));
  }
  return { k: "hash", props };
}
function memberName2(ix, node2) {
  const m = node2.namedChildren.find((c) => c.type === "member_name");
  if (!m) return "";
  const simple = m.namedChildren.find((c) => c.type === "simple_name");
  if (simple && m.namedChildCount === 1) return normalizeName(simple.text);
  const inner = m.namedChildren[0];
  const v = inner ? ix.expr(inner) : void 0;
  return normalizeName(staticText2(v) ?? m.text);
}
function isStatic(node2) {
  return node2.children.some((c) => c?.type === "::");
}
function member2(ix, node2) {
  const target = node2.namedChildren[0];
  const recv2 = target ? ix.expr(target) : opaque2("object");
  return memberOf(ix, recv2, memberName2(ix, node2), isStatic(node2), node2);
}
function invocation(ix, node2) {
  const target = node2.namedChildren[0];
  const recv2 = target ? ix.expr(target) : opaque2("object");
  const args2 = argumentsOf(
    ix,
    node2.namedChildren.find((c) => c.type === "argument_list")
  );
  return callMethod2(ix, recv2, memberName2(ix, node2), args2.vals, isStatic(node2), node2, args2.nodes);
}
function indexOf(v) {
  const out2 = [];
  for (const it of itemsOf(v)) if (it.k === "data" && it.num !== void 0) out2.push(it.num);
  return out2;
}
function elementAccess(ix, node2) {
  const [target, index] = node2.namedChildren;
  const recv2 = target ? ix.expr(target) : opaque2("object");
  const idx = index ? ix.expr(index) : opaque2("index");
  const text = staticText2(recv2);
  const items = recv2.k === "arr" ? recv2.items : text !== void 0 ? Array.from(text).map((c) => lit2(c)) : void 0;
  const key = staticText2(idx);
  if (recv2.k === "hash" && key !== void 0) return recv2.props.get(key.toLowerCase()) ?? opaque2(key);
  const positions = indexOf(idx);
  if (!items || positions.length === 0 || positions.length !== itemsOf(idx).length)
    return result2("item", [recv2]);
  const pick = positions.map((i2) => items[i2 < 0 ? items.length + i2 : i2] ?? lit2(""));
  if (idx.k !== "arr") return pick[0];
  return { k: "arr", items: pick };
}
function unary2(ix, node2) {
  const op = node2.child(0)?.type.toLowerCase() ?? "";
  const operandNode = node2.namedChildren[node2.namedChildCount - 1];
  if (operandNode?.type === "cast_expression" && node2.namedChildCount === 1 && node2.childCount === 1)
    return ix.expr(operandNode);
  const v = operandNode ? ix.expr(operandNode) : opaque2("value");
  switch (op) {
    case "-join":
      return joined(ix, itemsOf(v), "", node2);
    case ",":
      return { k: "arr", items: [v] };
    case "-":
      return v.k === "data" && v.num !== void 0 ? num2(-v.num) : result2("negated", [v]);
    case "+":
      return v;
    case "-split":
      return { k: "arr", items: [v] };
    default:
      return opaque2("value");
  }
}
function joined(ix, items, sep, node2) {
  const v = joinItems2(items, sep);
  const codes = items.length >= 4 && items.every((i2) => i2.k === "data" && i2.char === true);
  if (!codes || !v.literal) return data2(v);
  ix.emit(
    {
      kind: "decode",
      scheme: "charcode",
      input: literal(node2.text.slice(0, 300)),
      decoded: v.text.slice(0, 2e3)
    },
    node2
  );
  return data2(tainted(v, "decoded"));
}
function binary3(ix, node2) {
  if (node2.type === "array_literal_expression") {
    const items = [];
    for (const c of node2.namedChildren) if (items.length < 4096) items.push(ix.expr(c));
    return { k: "arr", items };
  }
  let acc;
  let op = "";
  for (const c of node2.children) {
    if (!c) continue;
    const isOp = !c.isNamed || c.type === "comparison_operator" || c.type === "format_operator";
    if (isOp) {
      op = c.text.toLowerCase();
      if (op === COALESCE_STAND_IN && ix.unit.text.startsWith("??", c.startIndex)) op = "??";
      continue;
    }
    const v = ix.expr(c);
    acc = acc === void 0 ? v : apply(ix, op, acc, v, node2);
  }
  return acc ?? opaque2(node2.type);
}
function apply(ix, op, a, b, node2) {
  const an = a.k === "data" ? a.num : void 0;
  const bn = b.k === "data" ? b.num : void 0;
  switch (op) {
    case "+":
      return plusValues(a, b);
    case "-":
      return an !== void 0 && bn !== void 0 ? num2(an - bn) : result2("difference", [a, b]);
    case "*":
      if (an !== void 0 && bn !== void 0) return num2(an * bn);
      if (staticText2(a) !== void 0 && bn !== void 0 && bn * staticText2(a).length <= 4096)
        return lit2(staticText2(a).repeat(bn));
      return result2("product", [a, b]);
    case "..": {
      if (an === void 0 || bn === void 0 || Math.abs(bn - an) > 4096) return result2("range", [a, b]);
      const step = an <= bn ? 1 : -1;
      const items = [];
      for (let i2 = an; step > 0 ? i2 <= bn : i2 >= bn; i2 += step) items.push(num2(i2));
      return { k: "arr", items };
    }
    case "-f":
      return data2(format2(a, b));
    case "??":
      return coalesce(a, b);
    case "-join":
      return joined(ix, itemsOf(a), staticText2(b) ?? "", node2);
    case "-replace":
    case "-ireplace":
    case "-creplace":
      return replace(a, b);
    case "-split":
    case "-isplit":
    case "-csplit": {
      const text = staticText2(a);
      const sep = staticText2(b) !== void 0 ? fixedRegexText(staticText2(b)) : void 0;
      return text !== void 0 && sep !== void 0 ? { k: "arr", items: text.split(sep, 4096).map((s) => lit2(s)) } : { k: "arr", items: [result2("part", [a])] };
    }
    case "-bxor":
    case "-band":
    case "-bor":
      if (an === void 0 || bn === void 0) return result2("bits", [a, b]);
      return num2(op === "-bxor" ? an ^ bn : op === "-band" ? an & bn : an | bn);
    default:
      return opaque2("bool");
  }
}
function format2(fmt, args2) {
  const f = toValue2(fmt);
  const items = itemsOf(args2).map((i2) => toValue2(i2));
  const text = formatText(
    f.text,
    items.map((i2) => i2.text)
  );
  const parts2 = [f, ...items];
  const merged = concat(parts2);
  return { ...merged, text: text.slice(0, 2e3), literal: parts2.every((p) => p.literal) };
}
function replace(a, b) {
  const text = staticText2(a);
  const [pattern, repl] = b.k === "arr" ? b.items : [b, lit2("")];
  const find2 = staticText2(pattern) !== void 0 ? fixedRegexText(staticText2(pattern)) : void 0;
  const r = staticText2(repl ?? lit2(""));
  if (text === void 0 || find2 === void 0 || r === void 0) return result2("replaced", [a]);
  return lit2(replaceAllCi(text, find2, r));
}

// src/analysis/code/powershell/interp.ts
var DEFAULT_PS_LIMITS = {
  maxSteps: 3e5,
  maxDepth: 200,
  maxInlineDepth: 5,
  maxInlinesPerFunction: 12
};
var CONTAINERS = /* @__PURE__ */ new Set([
  "program",
  "statement_list",
  "statement_block",
  "script_block",
  "script_block_body",
  "named_block_list",
  "named_block",
  "else_clause",
  "elseif_clauses",
  "elseif_clause",
  "catch_clauses",
  "catch_clause",
  "finally_clause",
  "try_statement",
  "if_statement",
  "while_statement",
  "do_statement",
  "for_statement",
  "switch_statement",
  "switch_body",
  "switch_clauses",
  "switch_clause",
  "trap_statement",
  "data_statement",
  "labeled_statement",
  "while_condition",
  "for_initializer",
  "for_condition",
  "for_iterator",
  "switch_condition",
  "class_statement",
  "class_method_definition",
  "ERROR"
]);
var PsInterp = class extends BoundedWalk {
  constructor(unit2, limits = DEFAULT_PS_LIMITS) {
    super(limits);
    this.unit = unit2;
    this.limits = limits;
  }
  unit;
  limits;
  /** Variable frames: the script's, then one per inlined function call. Names are lower-cased. */
  frames = [/* @__PURE__ */ new Map()];
  functions = /* @__PURE__ */ new Map();
  aliases = /* @__PURE__ */ new Map();
  /** Files written with downloaded or decoded content, by path text (running one is running it). */
  written = /* @__PURE__ */ new Map();
  stored = /* @__PURE__ */ new Map();
  scripts = /* @__PURE__ */ new Map();
  requests = [];
  inlineDepth = 0;
  calls = /* @__PURE__ */ new Map();
  walkedBlocks = /* @__PURE__ */ new Set();
  blocks = [];
  embeds = /* @__PURE__ */ new Set();
  walk(root) {
    this.hoist(root);
    this.stmt(root);
    this.drain();
  }
  /** Registers every function definition up front (scripts often define helpers after the main code
   *  that calls them inside other functions). Bounded by the step budget. */
  hoist(root) {
    const stack = [root];
    while (stack.length) {
      const n = stack.pop();
      this.tick();
      if (n.type === "function_statement") {
        const name2 = n.namedChildren.find((c) => c.type === "function_name");
        if (name2) this.functions.set(name2.text.toLowerCase(), n);
      }
      for (const c of n.namedChildren) stack.push(c);
    }
  }
  stmt(node2) {
    this.tick();
    return this.deeper(opaque2("statement"), () => this.stmtInner(node2));
  }
  stmtInner(node2) {
    switch (node2.type) {
      case "pipeline":
        return this.pipeline(node2);
      case "function_statement":
      case "comment":
      case "empty_statement":
      case "param_block":
      case "attribute_list":
        return lit2("");
      case "foreach_statement":
        return this.foreach(node2);
      case "flow_control_statement": {
        let v = lit2("");
        for (const c of node2.namedChildren) v = this.stmt(c);
        this.returnValue(v);
        return v;
      }
      default: {
        if (!CONTAINERS.has(node2.type)) return this.expr(node2);
        let last = lit2("");
        for (const c of node2.namedChildren) last = this.stmt(c);
        return last;
      }
    }
  }
  expr(node2) {
    this.tick();
    return this.deeper(opaque2(node2.type), () => evalExpr(this, node2));
  }
  /** `foreach ($x in $items) { … }`: the body runs with `$x` an item (each, for short static lists). */
  foreach(node2) {
    const named = node2.namedChildren;
    const variable3 = named.find((c) => c.type === "variable");
    const coll = named.find((c) => c.type === "pipeline");
    const body2 = named.find((c) => c.type === "statement_block");
    const items = coll ? itemsOf(this.pipeline(coll)) : [];
    const name2 = variable3 ? variableName(variable3.text) : void 0;
    const each = items.length > 0 && items.length <= 256 ? items : [items[0] ?? opaque2("item")];
    for (const it of each) {
      if (name2) this.set(name2, it);
      if (body2) this.stmt(body2);
    }
    return lit2("");
  }
  command(node2, input) {
    return runCommand2(this, node2, input);
  }
  /** A pipeline: an assignment, or elements joined by `|`, each getting the previous one's output. */
  pipeline(node2) {
    let value2 = lit2("");
    for (const c of node2.namedChildren) {
      if (c.type === "assignment_expression") value2 = this.assignment(c);
      else if (c.type === "pipeline_chain") value2 = this.chain(c);
      else if (c.type === "redirections" || c.type === "redirection") redirect(this, c, value2);
      else value2 = this.stmt(c);
    }
    return value2;
  }
  chain(node2) {
    let input;
    for (const c of node2.namedChildren) {
      if (c.type === "command") input = runCommand2(this, c, input);
      else if (c.type === "redirections" || c.type === "redirection") redirect(this, c, input ?? lit2(""));
      else if (c.type === "pipeline_chain" || c.type === "pipeline") input = this.stmt(c);
      else input = this.expr(c);
    }
    return input ?? lit2("");
  }
  assignment(node2) {
    const left = node2.namedChildren.find((c) => c.type === "left_assignment_expression");
    const op = node2.namedChildren.find((c) => c.type === "assignement_operator")?.text ?? "=";
    const valueNode = node2.childForFieldName("value");
    let v = valueNode ? this.stmt(valueNode) : lit2("");
    const target = left ? innermost(left) : void 0;
    if (target?.type === "variable") {
      const name2 = variableName(target.text);
      if (op === "+=") {
        const cur = this.get(name2);
        v = cur.k === "arr" ? { k: "arr", items: [...cur.items, ...itemsOf(v)].slice(0, 4096) } : plusValues(cur, v);
      }
      if (!name2.startsWith("env:")) this.set(name2, v);
      if (this.frames.length === 1 && v.k === "data")
        this.unit.assign(name2, v.v, node2.startIndex, node2.endIndex);
    } else if (target?.type === "member_access" || target?.type === "element_access") {
      this.assignMember(target, v);
    } else if (target) this.expr(target);
    return v;
  }
  /**
   * `$h.key = v` / `$h[$k] = v` on a hashtable a variable holds: the entry is set in place (hashtables are
   * references in PowerShell), so a body built up entry by entry and then sent carries every entry. A key
   * not known here gets a numbered stand-in, so its value still travels with the table.
   */
  assignMember(target, v) {
    const recvNode = target.namedChildren[0];
    const recv2 = recvNode ? this.expr(recvNode) : void 0;
    if (recv2?.k !== "hash" || recv2.props.size >= 4096) return;
    const key = target.type === "member_access" ? memberName2(this, target) : staticText2(target.namedChildren[1] ? this.expr(target.namedChildren[1]) : void 0);
    recv2.props.set(key ? key.toLowerCase() : `#${recv2.props.size}`, v);
  }
  // -----------------------------------------------------------------------------------------------
  // Variables
  get(name2) {
    for (let i2 = this.frames.length - 1; i2 >= 0; i2--) {
      const v = this.frames[i2].get(name2);
      if (v) return v;
    }
    return variableValue(this, name2);
  }
  set(name2, v) {
    this.frames[this.frames.length - 1].set(name2, v);
  }
  returnValue(v) {
    const frame = this.frames[this.frames.length - 1];
    if (this.frames.length > 1 && !frame.has("#return")) frame.set("#return", v);
  }
  // -----------------------------------------------------------------------------------------------
  // Functions and script blocks
  /** Calls a script function with bound parameters (bounded inlining). */
  callFunction(fn, params, pipelineInput) {
    const n = this.calls.get(fn.id) ?? 0;
    if (n >= this.limits.maxInlinesPerFunction || this.inlineDepth >= this.limits.maxInlineDepth)
      return opaque2("call");
    this.calls.set(fn.id, n + 1);
    const frame = new Map(params);
    if (pipelineInput) frame.set("_", pipelineInput).set("input", pipelineInput);
    this.frames.push(frame);
    this.inlineDepth++;
    let last = lit2("");
    try {
      const body2 = fn.namedChildren.find((c) => c.type === "script_block");
      if (body2) last = this.runBlockBody(body2);
    } finally {
      this.inlineDepth--;
      this.frames.pop();
    }
    return frame.get("#return") ?? last;
  }
  /** Runs a script block where it is invoked (`& { }`, `. { }`, `Invoke-Command`, `ForEach-Object`). */
  runBlock(block, vars = /* @__PURE__ */ new Map()) {
    this.walkedBlocks.add(block.id);
    const body2 = block.type === "script_block_expression" ? block.namedChildren.find((c) => c.type === "script_block") : block;
    if (!body2) return lit2("");
    this.frames.push(vars);
    try {
      return this.runBlockBody(body2);
    } finally {
      this.frames.pop();
    }
  }
  runBlockBody(body2) {
    let last = lit2("");
    for (const c of body2.namedChildren) {
      if (c.type === "param_block") this.paramDefaults(c);
      else last = this.stmt(c);
    }
    return last;
  }
  /** `param($Url = 'https://…')` inside a body: defaults for parameters no caller gave. */
  paramDefaults(paramBlock) {
    const frame = this.frames[this.frames.length - 1];
    for (const p of paramBlock.descendantsOfType("script_parameter")) {
      const v = p.namedChildren.find((c) => c.type === "variable");
      const dflt = p.namedChildren.find((c) => c.type === "script_parameter_default");
      if (!v) continue;
      const name2 = variableName(v.text);
      if (frame.has(name2)) continue;
      const valueNode = dflt?.namedChildren[0];
      frame.set(name2, valueNode ? this.expr(valueNode) : opaque2(name2));
    }
  }
  /** A script block value was created: remember it, to walk it at the end if nothing invoked it. */
  noteBlock(block) {
    if (this.blocks.length < 5e3) this.blocks.push(block);
  }
  drain() {
    for (const fn of this.functions.values()) if (!this.calls.has(fn.id)) this.callFunction(fn, /* @__PURE__ */ new Map());
    for (let i2 = 0; i2 < this.blocks.length; i2++) {
      const b = this.blocks[i2];
      if (!this.walkedBlocks.has(b.id)) this.runBlock(b);
    }
  }
  // -----------------------------------------------------------------------------------------------
  // Reporting
  emit(b, node2, once) {
    this.buf.add(b, node2.startIndex, node2.endIndex, once);
  }
  emitAt(b, start3, end) {
    this.buf.add(b, start3, end);
  }
  embed(lang, code, node2, exact = false) {
    const key = `${lang}@${node2.startIndex}:${code}`;
    if (this.embeds.has(key) || this.embeds.size > 500) return;
    this.embeds.add(key);
    this.unit.embed(lang, code, node2.startIndex, node2.endIndex, { exact, label: `${lang} from PowerShell` });
  }
};
function innermost(node2) {
  let n = node2;
  for (let i2 = 0; i2 < 32 && n.namedChildCount === 1; i2++) n = n.namedChildren[0];
  return n;
}

// src/analysis/code/powershell/index.ts
var analyzePowerShell = (unit2, limits) => interpretUnit(
  unit2,
  limits,
  "powershell",
  () => new PsInterp(unit2, DEFAULT_PS_LIMITS),
  (ix, root) => ix.run(root),
  prepareForGrammar
);

// src/analysis/code/python/ast.ts
var PyNode = class {
  constructor(source2, type2, isNamed, startIndex, endIndex) {
    this.source = source2;
    this.type = type2;
    this.isNamed = isNamed;
    this.startIndex = startIndex;
    this.endIndex = endIndex;
  }
  source;
  type;
  isNamed;
  startIndex;
  endIndex;
  children = [];
  /** Field name of each child, by index (null when the grammar gives none). */
  fields = [];
  named;
  get text() {
    return this.source.slice(this.startIndex, this.endIndex);
  }
  get namedChildren() {
    this.named ??= this.children.filter((c) => c.isNamed);
    return this.named;
  }
  get firstChild() {
    return this.children[0] ?? null;
  }
  childForFieldName(name2) {
    const i2 = this.fields.indexOf(name2);
    return i2 < 0 ? null : this.children[i2] ?? null;
  }
  childrenForFieldName(name2) {
    return this.children.filter((_, i2) => this.fields[i2] === name2);
  }
};
var MAX_NODES = 2e6;
function copyTree(tree, source2) {
  const cursor = tree.walk();
  const language = tree.language;
  const kinds = [];
  const kindOf = (id) => {
    kinds[id] ??= { type: language.types[id] || "ERROR", isNamed: language.nodeTypeIsNamed(id) };
    return kinds[id];
  };
  try {
    const root = new PyNode(source2, cursor.nodeType, true, cursor.startIndex, cursor.endIndex);
    const stack = [root];
    let count3 = 1;
    let complete = true;
    while (stack.length > 0) {
      if (cursor.gotoFirstChild()) {
      } else {
        while (!cursor.gotoNextSibling()) {
          stack.pop();
          if (stack.length === 0 || !cursor.gotoParent()) return { root, complete };
        }
        stack.pop();
      }
      if (++count3 > MAX_NODES) {
        complete = false;
        return { root, complete };
      }
      const kind = kindOf(cursor.nodeTypeId);
      const node2 = new PyNode(source2, kind.type, kind.isNamed, cursor.startIndex, cursor.endIndex);
      const parent = stack[stack.length - 1];
      parent.children.push(node2);
      parent.fields.push(cursor.currentFieldName);
      stack.push(node2);
    }
    return { root, complete };
  } finally {
    cursor.delete();
  }
}

// src/analysis/code/python/pv.ts
var MAX_ITEMS2 = 4096;
var MAX_ALTS = 16;
var MAX_RAW = 64 * 1024;
function fullText(p) {
  if (!p) return void 0;
  return p.raw ?? knownText2(p);
}
var str = (text) => ({ v: literal(text) });
var num3 = (n) => ({ v: literal(String(n)), num: n });
function opaque3(name2) {
  return { text: `\${${name2.slice(0, 120)}}`, literal: false, taints: [] };
}
var unknownPV = (name2, taints = ["unknown"]) => ({
  v: unknown(name2, taints)
});
function knownText2(p) {
  if (!p) return void 0;
  const v = p.v;
  if (v.literal) return v.text;
  if (v.vars?.length || v.taints.length === 0 || v.taints.some((t) => t !== "decoded")) return void 0;
  return v.text;
}
function textsOf(p) {
  return p.alts ? p.alts.map((a) => a.v.text) : [p.v.text];
}
function taint(p, t, extra = {}) {
  const taints = p.v.taints.includes(t) ? p.v.taints : [...p.v.taints, t];
  const v = { ...p.v, literal: false, taints };
  if (extra.from !== void 0) v.from = extra.from.slice(0, 300);
  if (extra.secret !== void 0) v.secret = extra.secret;
  return { ...p, v };
}
function derive(text, inputs) {
  const given = inputs.filter((p) => p !== void 0);
  const out2 = {
    v: derived(
      text,
      given.map((p) => p.v)
    )
  };
  const cred = mergeCred(given);
  if (cred) out2.cred = cred;
  return out2;
}
function mergeCred(parts2) {
  const creds = parts2.flatMap((p) => p.cred ? [p.cred] : []);
  return creds.length ? concat(creds) : void 0;
}
function concatPV(parts2) {
  if (parts2.length === 1) return parts2[0];
  const out2 = { v: concat(parts2.map((p) => p.v)) };
  const cred = mergeCred(parts2);
  if (cred) out2.cred = cred;
  if (parts2.some((p) => p.raw !== void 0)) {
    const texts = parts2.map(fullText);
    if (texts.every((t) => t !== void 0)) out2.raw = texts.join("").slice(0, MAX_RAW);
  }
  if (parts2.some((p) => p.alts)) out2.alts = combine2(parts2, (vs) => ({ v: concat(vs.map((p) => p.v)) }));
  return out2;
}
function combine2(parts2, join3) {
  let acc = [[]];
  for (const p of parts2) {
    const options2 = p.alts ?? [p];
    const next = [];
    for (const prefix of acc) {
      for (const o of options2) {
        if (next.length >= MAX_ALTS) break;
        next.push([...prefix, o]);
      }
    }
    acc = next;
  }
  return acc.map(join3);
}
function listPV(items, open = "[", close = "]") {
  const kept = items.slice(0, MAX_ITEMS2);
  let text = open;
  for (const [i2, it] of kept.entries()) {
    if (text.length > MAX_VALUE_TEXT) break;
    text += (i2 ? ", " : "") + it.v.text;
  }
  const out2 = derive(text + close, kept);
  out2.items = kept;
  if (kept.every((i2) => i2.v.literal)) out2.v = { ...out2.v, literal: true, taints: [] };
  return out2;
}
var UNKEYED = "";
function dictPV(entries, rest = []) {
  const map = /* @__PURE__ */ new Map();
  let text = "{";
  for (const [k, val] of entries.slice(0, MAX_ITEMS2)) {
    if (k !== void 0) map.set(k, val);
    const shown = k === void 0 || k.startsWith(UNKEYED) ? "\u2026" : k;
    if (text.length < MAX_VALUE_TEXT) text += `${text.length > 1 ? ", " : ""}${shown}: ${val.v.text}`;
  }
  const out2 = derive(`${text}}`, [...entries.map((e) => e[1]), ...rest]);
  const lit3 = rest.length === 0 && entries.every(([k, val]) => k !== void 0 && val.v.literal);
  if (lit3) out2.v = { ...out2.v, literal: true, taints: [] };
  out2.entries = map;
  return out2;
}
function merge(values) {
  if (values.length === 0) return unknownPV("None", []);
  if (values.length === 1) return values[0];
  const first3 = values[0];
  const out2 = derive(first3.v.text, values);
  if (first3.ref && values.every((x) => x.ref === first3.ref)) out2.ref = first3.ref;
  if (values.every((x) => x.v.literal && x.v.text === first3.v.text)) return first3;
  const n = first3.items?.length;
  if (n !== void 0 && n <= 16 && values.every((x) => x.items?.length === n))
    out2.items = first3.items.map((_, i2) => merge(values.map((x) => x.items[i2])));
  return out2;
}
function own(table2, key) {
  return Object.hasOwn(table2, key) ? table2[key] : void 0;
}
var isTainted = (p, t) => p?.v.taints.includes(t) === true;
function slot(name2) {
  return `\${${name2}}`;
}

// src/analysis/code/python/names.ts
var PREFIX_ALIASES = [
  ["builtins.", ""],
  ["__builtins__.", ""],
  ["__builtin__.", ""],
  ["posix.", "os."],
  ["nt.", "os."],
  ["posixpath.", "os.path."],
  ["ntpath.", "os.path."],
  ["urllib2.", "urllib.request."],
  ["urllib.urlopen", "urllib.request.urlopen"],
  ["urllib.urlretrieve", "urllib.request.urlretrieve"],
  ["six.moves.urllib.request.", "urllib.request."],
  ["future.moves.urllib.request.", "urllib.request."],
  ["httplib.", "http.client."],
  ["commands.", "subprocess."],
  ["pathlib.PosixPath", "pathlib.Path"],
  ["pathlib.WindowsPath", "pathlib.Path"],
  ["pathlib.PurePath", "pathlib.Path"],
  ["pathlib.PurePosixPath", "pathlib.Path"],
  ["requests.api.", "requests."],
  ["requests.Session().", "requests."],
  ["requests.session().", "requests."],
  ["requests.sessions.Session().", "requests."],
  ["httpx.Client().", "httpx."],
  ["httpx.AsyncClient().", "httpx."],
  ["aiohttp.ClientSession().", "aiohttp."],
  ["urllib3.PoolManager().", "urllib3."],
  ["urllib3.ProxyManager().", "urllib3."],
  ["io.open", "open"],
  ["codecs.open", "open"],
  ["pathlib.Path().open().", "open()."],
  ["dns.resolver.Resolver().", "dns.resolver."],
  ["importlib.__import__", "__import__"],
  ["_thread.", "threading."]
];
function normalizeRef(name2) {
  let n = name2.slice(0, 200);
  for (let pass = 0; pass < 3; pass++) {
    const hit = PREFIX_ALIASES.find(([from]) => n.startsWith(from));
    if (!hit) break;
    n = hit[1] + n.slice(hit[0].length);
  }
  return n;
}
var USER_SITE_PATH = "~/.local/lib/python3/site-packages";
var CONSTANTS = /* @__PURE__ */ new Map([
  ["stat.S_ISUID", num3(2048)],
  ["stat.S_ISGID", num3(1024)],
  ["stat.S_IRWXO", num3(7)],
  ["stat.S_IWOTH", num3(2)],
  ["stat.S_IXOTH", num3(1)],
  ["stat.S_IROTH", num3(4)],
  ["stat.S_IRWXG", num3(56)],
  ["stat.S_IWGRP", num3(16)],
  ["stat.S_IRWXU", num3(448)],
  ["stat.S_IRUSR", num3(256)],
  ["stat.S_IWUSR", num3(128)],
  ["stat.S_IXUSR", num3(64)],
  ["stat.S_IEXEC", num3(64)],
  ["stat.S_IXGRP", num3(8)],
  ["stat.S_IRGRP", num3(32)],
  ["mmap.PROT_EXEC", num3(4)],
  ["mmap.PROT_READ", num3(1)],
  ["mmap.PROT_WRITE", num3(2)],
  ["sys.executable", str("python3")],
  ["os.sep", str("/")],
  ["os.path.sep", str("/")],
  ["os.curdir", str(".")],
  ["os.devnull", str("/dev/null")],
  ["tempfile.tempdir", str("/tmp")],
  ["site.USER_SITE", str(USER_SITE_PATH)],
  ["site.USER_BASE", str("~/.local")]
]);
var STDLIB = new Set(
  "abc aifc argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb binascii bisect builtins bz2 calendar cgi cgitb chunk cmath cmd code codecs codeop collections colorsys compileall concurrent configparser contextlib contextvars copy copyreg cProfile crypt csv ctypes curses dataclasses datetime dbm decimal difflib dis doctest email encodings ensurepip enum errno faulthandler fcntl filecmp fileinput fnmatch fractions ftplib functools gc getopt getpass gettext glob graphlib grp gzip hashlib heapq hmac html http idlelib imaplib imghdr imp importlib inspect io ipaddress itertools json keyword lib2to3 linecache locale logging lzma mailbox mailcap marshal math mimetypes mmap modulefinder msvcrt multiprocessing netrc nis nntplib ntpath numbers opcode operator optparse os ossaudiodev pathlib pdb pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty pwd py_compile pyclbr pydoc queue quopri random re readline reprlib resource rlcompleter runpy sched secrets select selectors shelve shlex shutil signal site smtpd smtplib sndhdr socket socketserver spwd sqlite3 ssl stat statistics string stringprep struct subprocess sunau symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile termios textwrap threading time timeit tkinter token tokenize tomllib trace traceback tracemalloc tty turtle types typing unicodedata unittest urllib uu uuid venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport zlib zoneinfo __future__ _thread typing_extensions urllib2 httplib commands cPickle StringIO ConfigParser".split(" ")
);

// src/analysis/code/python/attributes.ts
function attributeOf(ctx, obj2, name2) {
  const cls = instanceClass(ctx, obj2);
  if (cls) {
    const stored = ctx.classAttr(cls, name2);
    if (stored) return stored;
    const method = ctx.method(cls, name2);
    if (method) return { v: literal(name2), fn: method.key, state: { self: obj2 } };
    return derive(`\${self.${name2}}`, []);
  }
  if (obj2.fn && ctx.classes.has(obj2.fn)) {
    const stored = ctx.classAttr(obj2.fn, name2);
    if (stored) return stored;
    const method = ctx.method(obj2.fn, name2);
    if (method) return { v: literal(name2), fn: method.key };
  }
  if (obj2.ref === "open()" && name2 === "name" && obj2.state?.path) return obj2.state.path;
  const part = obj2.ref === "pathlib.Path()" ? own(PATH_PARTS, name2) : void 0;
  if (part) return part(obj2);
  if (obj2.ref) {
    const full = normalizeRef(`${obj2.ref}.${name2}`);
    const constant = CONSTANTS.get(full);
    if (constant) return constant;
    const v = obj2.ref.includes("(") || obj2.v.taints.length ? derive(`${obj2.v.text}.${name2}`, [obj2]).v : void 0;
    return { v: v ?? opaque3(full), ref: full };
  }
  return derive(`${obj2.v.text}.${name2}`, [obj2]);
}
var PATH_PARTS = {
  parent: (p) => {
    const t = knownText2(p);
    const dir = t?.includes("/") ? str(t.slice(0, t.lastIndexOf("/")) || "/") : void 0;
    return { ...dir ?? derive(`${p.v.text}/..`, [p]), ref: "pathlib.Path()" };
  },
  name: (p) => derive(slot("name"), [p]),
  stem: (p) => derive(slot("stem"), [p]),
  suffix: (p) => derive(slot("suffix"), [p])
};
function instanceClass(ctx, p) {
  if (!p.ref?.endsWith("()")) return void 0;
  const name2 = p.ref.slice(0, -2);
  return ctx.classes.has(name2) ? name2 : void 0;
}
function dottedName(node2) {
  let text = "";
  let cur = node2;
  for (let hops = 0; cur && hops < 8; hops++) {
    if (cur.type === "identifier") return cur.text + text;
    if (cur.type !== "attribute") return void 0;
    text = `.${cur.childForFieldName("attribute")?.text ?? ""}${text}`;
    cur = cur.childForFieldName("object");
  }
  return void 0;
}

// src/analysis/code/python/call-values.ts
function arg3(call3, i2, kw) {
  return (kw !== void 0 ? call3.kwargs.get(kw) : void 0) ?? call3.args[i2];
}
function unknownCall(call3) {
  const self = call3.self;
  const moduleRef2 = self?.ref !== void 0 && !self.ref.includes("(") && self.v.taints.length === 0;
  const inputs = [...self && !moduleRef2 ? [self] : [], ...call3.args, ...call3.kwargs.values(), ...call3.rest];
  const short = call3.name ? call3.name.slice(call3.name.lastIndexOf(".") + 1) : "call";
  const out2 = taint(derive(`\${${short}(\u2026)}`, inputs), "unknown");
  if (call3.callee.ref) out2.ref = `${call3.callee.ref}()`;
  return out2;
}

// src/analysis/code/python/context.ts
var LIMITS = {
  /** Expression and statement visits per unit (hostile input, function re-analysis). */
  maxSteps: 6e5,
  /** Nesting of expressions and statements the evaluator descends (5,000-deep parentheses). */
  maxDepth: 400,
  /** Local function calls analysed at once (recursion through helpers). */
  maxCallDepth: 6,
  /** Call-site analyses of one function body with bound arguments. */
  maxAnalysesPerFunction: 4,
  /** Distinct embedded snippets per call site. */
  maxEmbedsPerSite: 4
};
var Ctx = class {
  constructor(unit2, text, evaluator) {
    this.unit = unit2;
    this.text = text;
    this.evaluator = evaluator;
  }
  unit;
  text;
  evaluator;
  module = /* @__PURE__ */ new Map();
  frames = [];
  functions = /* @__PURE__ */ new Map();
  classes = /* @__PURE__ */ new Map();
  /** Attribute stores on non-class objects, keyed by dotted expression (`cfg.url`). */
  attrs = /* @__PURE__ */ new Map();
  starModules = [];
  /** Names imported from modules that may be files of the skill, by qualified ref (`.lib.collect`). */
  importedNames = /* @__PURE__ */ new Map();
  /** Modules imported whole that may be files of the skill, by qualified ref → dotted name. */
  importedModules = /* @__PURE__ */ new Map();
  /** Paths that received downloaded bytes, and the URL they came from. */
  downloaded = /* @__PURE__ */ new Map();
  /** `sys.path` entries that hold downloaded code, and the URL it came from (loaders.ts). */
  importRoots = /* @__PURE__ */ new Map();
  /** Evidence for a reverse shell: sockets connected, their descriptors duplicated, a shell started. */
  reverse = {};
  /** Where module-level SDKs send, by SDK, once configured (`sentry_sdk.init(dsn=…)`; sdk-channels.ts). */
  sdkEndpoints = /* @__PURE__ */ new Map();
  /** The last bytes copied towards executable memory (ctypes buffers, memmove). */
  shellcode;
  steps = 0;
  depth = 0;
  callDepth = 0;
  boundHit = false;
  pending = /* @__PURE__ */ new Map();
  embeds = /* @__PURE__ */ new Map();
  seq = 0;
  /** Counts one visit; false once the step bound is hit (the caller returns an unknown). */
  step() {
    if (++this.steps > LIMITS.maxSteps) {
      this.boundHit = true;
      return false;
    }
    return true;
  }
  get frame() {
    return this.frames[this.frames.length - 1];
  }
  /** Innermost binding: comprehension frames see through to the function around them. */
  lookup(name2) {
    for (let i2 = this.frames.length - 1; i2 >= 0; i2--) {
      const f = this.frames[i2];
      if (f.globals.has(name2)) break;
      const local = f.vars.get(name2);
      if (local) return local;
      if (!f.transparent) break;
    }
    return this.module.get(name2);
  }
  bind(name2, value2) {
    const f = this.frame;
    if (f && !f.globals.has(name2)) f.vars.set(name2, value2);
    else this.module.set(name2, value2);
  }
  /**
   * A container changed in place (`HANDLERS.append(fn)`, `REGISTRY[key] = fn`): the change lands where
   * the name is bound — a module-level registry filled from inside a function stays filled.
   */
  rebind(name2, value2) {
    for (let i2 = this.frames.length - 1; i2 >= 0; i2--) {
      const f = this.frames[i2];
      if (f.globals.has(name2)) break;
      if (f.vars.has(name2)) {
        f.vars.set(name2, value2);
        return;
      }
      if (!f.transparent) break;
    }
    if (this.module.has(name2)) this.module.set(name2, value2);
    else this.bind(name2, value2);
  }
  pushFrame(cls, transparent = false) {
    const f = {
      vars: /* @__PURE__ */ new Map(),
      globals: /* @__PURE__ */ new Set(),
      returns: [],
      yields: [],
      transparent,
      ...cls ? { cls } : {}
    };
    this.frames.push(f);
    return f;
  }
  /** A `yield` in the function being analysed (comprehension frames see through to it). */
  yielded(value2) {
    for (let i2 = this.frames.length - 1; i2 >= 0; i2--) {
      const f = this.frames[i2];
      if (f.transparent) continue;
      if (f.yields.length < 16) f.yields.push(value2);
      return;
    }
  }
  popFrame() {
    this.frames.pop();
  }
  /** A method of a class defined in this file, searching its bases (bounded). */
  method(cls, name2) {
    let current = cls;
    for (let hops = 0; current && hops < 6; hops++) {
      const fn = this.functions.get(`${current}.${name2}`);
      if (fn) return fn;
      current = this.classes.get(current)?.bases[0];
    }
    return void 0;
  }
  classAttr(cls, name2) {
    let current = cls;
    for (let hops = 0; current && hops < 6; hops++) {
      const v = this.classes.get(current)?.attrs.get(name2);
      if (v) return v;
      current = this.classes.get(current)?.bases[0];
    }
    return void 0;
  }
  /**
   * Buffers a behaviour at a node. The same site (kind, span, discriminator) seen again keeps whichever
   * version carries more information (a call-site analysis with known arguments beats the unknowns).
   */
  emit(b, at, discriminator = "") {
    const [start3, end] = Array.isArray(at) ? at : [at.startIndex, at.endIndex];
    const key = `${b.kind}@${start3}:${end}:${discriminator}`;
    const prior = this.pending.get(key);
    if (prior && score(prior.b) >= score(b)) return prior.b;
    this.pending.set(key, { b, start: start3, end, seq: prior?.seq ?? this.seq++ });
    return b;
  }
  /** Nested code (a shell command, decoded Python) analysed after this unit, deduplicated by site. */
  embed(lang, code, at) {
    if (code.trim() === "") return;
    const site = `${at.startIndex}:${at.endIndex}`;
    const key = `${lang}@${site}:${code}`;
    if (this.embeds.has(key)) return;
    const atSite = [...this.embeds.keys()].filter((k) => k.startsWith(`${lang}@${site}:`)).length;
    if (atSite >= LIMITS.maxEmbedsPerSite) return;
    this.embeds.set(key, { lang, code, start: at.startIndex, end: at.endIndex });
  }
  /** Emits everything buffered, in source order, then the nested units. */
  flush() {
    const all = [...this.pending.values()].sort(
      (a, b) => a.start - b.start || a.end - b.end || a.seq - b.seq
    );
    for (const p of all) this.unit.emit(p.b, p.start, p.end);
    const nested2 = [...this.embeds.values()].sort((a, b) => a.start - b.start || a.end - b.end);
    for (const e of nested2) this.unit.embed(e.lang, e.code, e.start, e.end);
  }
  /** A name that is not bound anywhere: a builtin or a name from a `from m import *`. */
  unbound(name2) {
    return { ...unknownPV(name2), ref: name2 };
  }
};
function score(b) {
  const values = [];
  if (b.kind === "execute") values.push(b.code);
  else if (b.kind === "send") values.push(b.data, b.credentials);
  else if (b.kind === "decode") values.push(b.input);
  else if (b.kind === "read" || b.kind === "source") values.push(b.target);
  else if (b.kind === "write") values.push(b.target, b.content);
  let s = 0;
  for (const v of values) {
    if (!v) continue;
    s += v.taints.filter((t) => t !== "unknown").length * 4 + (v.literal ? 2 : 0) - (v.vars?.length ?? 0);
  }
  if ("endpoint" in b && b.endpoint && b.endpoint.cls !== "unknown") s += 3;
  return s;
}

// src/analysis/code/python/strings.ts
var SIMPLE_ESCAPES3 = {
  n: "\n",
  t: "	",
  r: "\r",
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  v: "\v",
  "0": "\0",
  "\n": ""
};
function decodeEscapes2(body2, bytes, max = MAX_RAW) {
  let out2 = "";
  const n = Math.min(body2.length, max * 4);
  for (let i2 = 0; i2 < n && out2.length < max; i2++) {
    const c = body2[i2];
    if (c !== "\\" || i2 + 1 >= n) {
      out2 += c;
      continue;
    }
    const e = body2[i2 + 1];
    const hexLen = e === "x" ? 2 : e === "u" && !bytes ? 4 : e === "U" && !bytes ? 8 : 0;
    if (hexLen) {
      const hex2 = body2.slice(i2 + 2, i2 + 2 + hexLen);
      if (/^[0-9a-fA-F]+$/.test(hex2) && hex2.length === hexLen) {
        const cp = Number.parseInt(hex2, 16);
        out2 += cp <= 1114111 ? String.fromCodePoint(cp) : "";
        i2 += 1 + hexLen;
        continue;
      }
    }
    const octal = /^[0-7]{1,3}/.exec(body2.slice(i2 + 1, i2 + 4));
    if (octal && !(octal[0] === "0" && SIMPLE_ESCAPES3[e] !== void 0 && octal[0].length === 1)) {
      out2 += String.fromCharCode(Number.parseInt(octal[0], 8) & 255);
      i2 += octal[0].length;
      continue;
    }
    const simple = SIMPLE_ESCAPES3[e];
    if (simple !== void 0) {
      out2 += simple;
      i2 += 1;
      continue;
    }
    if (e === "\r" && body2[i2 + 2] === "\n") {
      i2 += 2;
      continue;
    }
    out2 += c;
  }
  return out2;
}
function prefixOf(node2) {
  const start3 = node2.firstChild?.type === "string_start" ? node2.firstChild.text : node2.text.slice(0, 4);
  const p = /^[A-Za-z]*/.exec(start3)?.[0].toLowerCase() ?? "";
  return { raw: p.includes("r"), bytes: p.includes("b"), format: p.includes("f") || p.includes("t") };
}
function stringValue2(node2, evalInterp) {
  const prefix = prefixOf(node2);
  const parts2 = [];
  let pending = "";
  for (const child of node2.namedChildren) {
    if (!child) continue;
    if (child.type === "string_content") {
      const raw = child.text;
      const text = prefix.raw ? raw : decodeEscapes2(raw, prefix.bytes);
      pending += prefix.format ? text.replace(/\{\{/g, "{").replace(/\}\}/g, "}") : text;
    } else if (child.type === "interpolation") {
      const expr = child.childForFieldName("expression");
      if (pending) parts2.push(long(pending));
      pending = "";
      if (expr) parts2.push(evalInterp(expr));
    }
  }
  if (pending || parts2.length === 0) parts2.push(long(pending));
  return splitCredentials(parts2);
}
function long(text) {
  const out2 = str(text);
  if (text.length > MAX_VALUE_TEXT) out2.raw = text.slice(0, MAX_RAW);
  return out2;
}
var CREDENTIAL_SLOT = /[?&;](?:[\w-]{0,30}(?:key|token|secret|auth|password|passwd|sig|signature))=$/i;
function splitCredentials(parts2) {
  const out2 = concatPV(parts2);
  const moved = [];
  for (let i2 = 1; i2 < parts2.length; i2++) {
    const before = parts2[i2 - 1].v.text;
    const part = parts2[i2];
    if (part.v.literal || !CREDENTIAL_SLOT.test(before.slice(-40))) continue;
    moved.push(part);
  }
  if (moved.length === 0) return out2;
  const kept = parts2.filter((p) => !moved.includes(p));
  const data3 = concatPV(kept.length ? kept : [str("")]);
  const cred = concatPV(moved);
  const { secret: _secret, from: _from, ...shown } = out2.v;
  const v = { ...shown, taints: data3.v.taints };
  if (data3.v.secret) v.secret = data3.v.secret;
  if (data3.v.from !== void 0) v.from = data3.v.from;
  return { ...out2, v, cred: cred.v };
}

// src/analysis/code/python/format.ts
var PERCENT = /%(?:\(([^)]{0,64})\))?[-#0 +]{0,5}(?:\d{1,4}|\*)?(?:\.(?:\d{1,4}|\*))?([sdifrxXaoceEgGub%])/g;
var BRACES = /\{\{|\}\}|\{([^{}]{0,80})\}/g;
function percentFormat(fmt, args2) {
  const text = knownText2(fmt);
  if (text === void 0) return void 0;
  const positional = args2.items ?? [args2];
  let next = 0;
  return formatted(text, PERCENT, (m) => {
    if (m[2] === "%") return str("%");
    const key = m[1];
    const arg4 = key !== void 0 ? args2.entries?.get(key) : positional[next++];
    return arg4 ?? str(m[0]);
  });
}
function braceFormat(fmt, args2, kwargs) {
  const text = knownText2(fmt);
  if (text === void 0) return void 0;
  let auto = 0;
  return formatted(text, BRACES, (m) => {
    if (m[1] === void 0) return str(m[0][0]);
    const field = /^[^!:.[]*/.exec(m[1])?.[0] ?? "";
    const arg4 = field === "" ? args2[auto++] : /^\d+$/.test(field) ? args2[Number(field)] : kwargs.get(field);
    return arg4 ?? str(m[0]);
  });
}
function formatted(text, field, fill) {
  const parts2 = [];
  let last = 0;
  for (const m of text.matchAll(field)) {
    if (m.index > last) parts2.push(str(text.slice(last, m.index)));
    last = m.index + m[0].length;
    parts2.push(fill(m));
  }
  if (last < text.length) parts2.push(str(text.slice(last)));
  return splitCredentials(parts2.length ? parts2 : [str("")]);
}
var ABSOLUTE = /^(?:\/|~|[A-Za-z]:[\\/]|\\\\)/;
function pathJoin(parts2) {
  if (parts2.length === 0) return str("");
  if (parts2.length === 1) return parts2[0];
  const joinOne = (vs) => {
    let acc = [];
    for (const p of vs) {
      const t = p.v.text;
      if (ABSOLUTE.test(t) && (p.v.literal || acc.length === 0 || knownText2(p) !== void 0)) acc = [p];
      else if (acc.length === 0) acc = [p];
      else {
        const prev = acc[acc.length - 1].v.text;
        if (!prev.endsWith("/") && !prev.endsWith("\\")) acc.push(str("/"));
        acc.push(p);
      }
    }
    return concatPV(acc);
  };
  const scalar = joinOne([...parts2]);
  if (!parts2.some((p) => p.alts)) return scalar;
  return { ...scalar, alts: combine2(parts2, joinOne) };
}

// src/analysis/code/python/files.ts
var HOME_VARS = {
  HOME: "~",
  USERPROFILE: "~",
  APPDATA: "~/AppData/Roaming",
  LOCALAPPDATA: "~/AppData/Local",
  XDG_CONFIG_HOME: "~/.config",
  XDG_DATA_HOME: "~/.local/share",
  TMPDIR: "/tmp",
  TEMP: "/tmp",
  TMP: "/tmp"
};
var ENV_ALL3 = {
  text: slot("os.environ"),
  literal: false,
  taints: ["env", "secret"],
  secret: "env-all"
};
function envValue2(ctx, name2, at) {
  if (!name2) return { v: ENV_ALL3, ref: "os.environ" };
  const key = knownText2(name2);
  if (key === void 0) return taint(derive(slot("env"), [name2]), "env");
  const home = own(HOME_VARS, key.toUpperCase());
  if (home) return str(home);
  const v = {
    text: `\${${key.slice(0, 64)}}`,
    literal: false,
    taints: ["env"],
    vars: [key.slice(0, 64)]
  };
  if (SECRET_ENV_NAME.test(key)) {
    if (at) ctx.emit({ kind: "read", target: literal(key), secret: "env-secret" }, at, key);
    return { v: { ...v, taints: ["env", "secret"], secret: "env-secret" } };
  }
  return { v };
}
function serialised(ctx, call3, value2) {
  if (value2.ref === "os.environ" || value2.v.secret === "env-all") {
    ctx.emit({ kind: "read", target: literal("os.environ"), secret: "env-all" }, call3.node, "env-all");
  }
  const out2 = derive(value2.v.text, [value2]);
  return value2.v.literal ? value2 : out2;
}
function readSecret(ctx, at, path2) {
  let first3;
  const options2 = path2.alts ?? [path2];
  for (const p of options2) {
    const hit = secretOf(normalizeHome(p.v.text));
    if (!hit) continue;
    first3 ??= hit;
    ctx.emit({ kind: "read", target: p.v, secret: hit.cls }, at, `${hit.cls}:${p.v.text.slice(0, 80)}`);
  }
  return first3;
}
function writeTo2(ctx, at, path2, content, append) {
  const out2 = [];
  for (const p of path2.alts ?? [path2]) {
    const hit = writeClassOf(normalizeHome(p.v.text));
    if (!hit) continue;
    const b = {
      kind: "write",
      target: p.v,
      cls: hit.cls,
      append,
      ...content ? { content: content.v } : {}
    };
    out2.push(ctx.emit(b, at, `${hit.cls}:${p.v.text.slice(0, 80)}`));
  }
  if (content && path2.v.text && content.v.taints.includes("download")) {
    for (const t of textsOf(path2)) ctx.downloaded.set(t, content.v.from ?? "");
  }
  return out2;
}
function contentsOf(ctx, path2, secret) {
  const text = path2.v.text;
  let out2 = taint(derive(`\${contents of ${text.slice(0, 200)}}`, [path2]), "file", { from: text });
  if (secret) out2 = taint(out2, "secret", { secret: secret.cls });
  const url = ctx.downloaded.get(text);
  if (url !== void 0) out2 = taint(out2, "download", { from: url });
  return out2;
}
function openFile(ctx, at, path2, modeArg) {
  const mode = knownText2(modeArg) ?? "r";
  const writes2 = /[wax]/.test(mode);
  const secret = writes2 && !mode.includes("+") ? void 0 : readSecret(ctx, at, path2);
  const state = { path: path2, mode };
  const behaviours = writes2 ? writeTo2(ctx, at, path2, void 0, mode.includes("a")) : [];
  handles.set(state, behaviours);
  return { ...contentsOf(ctx, path2, secret), ref: "open()", state };
}
var handles = /* @__PURE__ */ new WeakMap();
var writeHandle = (ctx, call3) => {
  const state = call3.self?.state;
  const content = call3.args[0];
  if (!state || !content) return void 0;
  for (const b of handles.get(state) ?? []) if (b.kind === "write") b.content = content.v;
  const path2 = state.path;
  if (path2 && String(state.mode).includes("a")) appendedCode(ctx, path2, content, call3.node);
  if (path2 && content.v.taints.includes("download")) {
    for (const t of textsOf(path2)) ctx.downloaded.set(t, content.v.from ?? "");
  }
  return str("None");
};
function appendedCode(ctx, path2, content, at) {
  const code = appendedShellCode(
    (path2.alts ?? [path2]).map((p) => p.v.text),
    content.v.text
  );
  if (code !== void 0) ctx.embed("shell", code, at);
}
var readPath3 = (ctx, call3) => {
  const path2 = call3.self ?? str("");
  return contentsOf(ctx, path2, readSecret(ctx, call3.node, path2));
};
var writePath2 = (append) => (ctx, call3) => {
  writeTo2(ctx, call3.node, call3.self ?? str(""), arg3(call3, 0, "data"), append);
  return str("None");
};
function intoFolder(src, dst) {
  const name2 = /(?:^|\/)([\w.-]{1,200}\.\w{1,8})$/.exec(src.v.text.trim())?.[1];
  const last = dst.v.text.trim().replace(/\/$/, "").split("/").pop() ?? "";
  if (!name2 || last === "" || last.includes(".") || /[$}]/.test(last)) return dst;
  return pathJoin([dst, str(name2)]);
}
var copy2 = (folder2) => (ctx, call3) => {
  const src = arg3(call3, 0, "src");
  const given = arg3(call3, 1, "dst");
  if (!src) return void 0;
  const dst = given && folder2 ? intoFolder(src, given) : given;
  const secret = readSecret(ctx, call3.node, src);
  if (dst) writeTo2(ctx, call3.node, dst, contentsOf(ctx, src, secret), false);
  return dst ?? str("None");
};
var listing = (pathOf) => (ctx, call3) => {
  const path2 = pathOf(call3);
  if (!path2) return void 0;
  const secret = readSecret(ctx, call3.node, path2);
  let entry = derive(slot("entry"), [path2]);
  if (secret) entry = taint(entry, "secret", { secret: secret.cls, from: path2.v.text });
  return { ...listPV([entry]), v: { ...entry.v, text: path2.v.text } };
};
var selfJoined = (call3) => call3.self ? pathJoin([call3.self, ...call3.args[0] ? [call3.args[0]] : []]) : void 0;
var openHandler = (ctx, call3) => {
  const path2 = arg3(call3, 0, "file");
  return path2 ? openFile(ctx, call3.node, path2, arg3(call3, 1, "mode")) : void 0;
};
var FILE_HANDLERS = [
  ["open", openHandler],
  // A named temporary file is an open handle on a path of its own (`fh.name`), binary read-write by default.
  [
    "tempfile.NamedTemporaryFile",
    (ctx, call3) => openFile(
      ctx,
      call3.node,
      { v: opaque3("tempfile.NamedTemporaryFile()") },
      arg3(call3, 0, "mode") ?? str("w+b")
    )
  ],
  ["os.open", openHandler],
  [
    "pathlib.Path().open",
    (ctx, call3) => openFile(ctx, call3.node, call3.self ?? str(""), arg3(call3, 0, "mode"))
  ],
  ["open().write", writeHandle],
  ["open().writelines", writeHandle],
  ["pathlib.Path().read_text", readPath3],
  ["pathlib.Path().read_bytes", readPath3],
  ["pathlib.Path().write_text", writePath2(false)],
  ["pathlib.Path().write_bytes", writePath2(false)],
  ["shutil.copy", copy2(true)],
  ["shutil.copy2", copy2(true)],
  ["shutil.copyfile", copy2(false)],
  ["shutil.copytree", copy2(false)],
  ["shutil.move", copy2(true)],
  ["os.rename", copy2(false)],
  ["os.replace", copy2(false)],
  ["os.symlink", copy2(false)],
  ["glob.glob", listing((c) => arg3(c, 0, "pathname"))],
  ["glob.iglob", listing((c) => arg3(c, 0, "pathname"))],
  ["os.listdir", listing((c) => c.args[0])],
  ["os.scandir", listing((c) => c.args[0])],
  ["os.walk", listing((c) => arg3(c, 0, "top"))],
  ["pathlib.Path().glob", listing(selfJoined)],
  ["pathlib.Path().rglob", listing(selfJoined)],
  ["pathlib.Path().iterdir", listing((c) => c.self)],
  ["sqlite3.connect", listing((c) => arg3(c, 0, "database"))],
  ["zipfile.ZipFile().write", listing((c) => arg3(c, 0, "filename"))],
  ["tarfile.open().add", listing((c) => arg3(c, 0, "name"))],
  ["tarfile.TarFile().add", listing((c) => arg3(c, 0, "name"))]
];

// src/analysis/code/python/loaders.ts
var CODE_FILE = /\.(?:py|pyc|pyd|so|zip|whl|egg|pth)$/i;
function downloadedUrl(ctx, dir, code = false) {
  for (const t of textsOf(dir)) {
    for (const [k, url] of ctx.downloaded) {
      if (k === t || k.startsWith(`${t}/`) && (!code || CODE_FILE.test(k))) return url;
    }
  }
  return isTainted(dir, "download") ? dir.v.from ?? "" : void 0;
}
var sysPath = (ctx, call3) => {
  const dir = call3.args[call3.args.length - 1];
  if (!dir) return void 0;
  const url = downloadedUrl(ctx, dir);
  if (url !== void 0) {
    ctx.emit(
      { kind: "install", manager: "sys.path", spec: dir.v.text, source: "url", pinned: false, runs: false },
      call3.node
    );
  }
  const code = downloadedUrl(ctx, dir, true);
  if (code !== void 0 && ctx.importRoots.size < 16) ctx.importRoots.set(dir.v.text, code);
  return str("None");
};
var addSiteDir = (ctx, call3) => {
  const dir = arg3(call3, 0, "sitedir");
  if (!dir) return void 0;
  sysPath(ctx, call3);
  const url = downloadedUrl(ctx, dir, true);
  if (url !== void 0) runDownloaded(ctx, call3.node, "site.addsitedir", `.pth files of ${dir.v.text}`, url);
  return str("None");
};
function runDownloaded(ctx, at, via2, what, url) {
  const code = {
    text: `\${${what.slice(0, 120)}}`,
    literal: false,
    taints: ["download"],
    from: url
  };
  ctx.emit({ kind: "execute", via: via2, code, ...url ? { endpoint: endpointOf(url, ctx.unit.hosts) } : {} }, at);
}
function importAfterDownload(ctx, at, name2) {
  if (ctx.importRoots.size === 0) return;
  if (name2 !== void 0 && (name2.startsWith(".") || STDLIB.has(name2.split(".")[0]))) return;
  const [root, url] = [...ctx.importRoots][0];
  runDownloaded(ctx, at, "import", `module ${name2 ?? "\u2026"} from ${root}`, url);
}
var zipImporter = (_ctx, call3) => {
  const path2 = arg3(call3, 0, "path") ?? str("");
  return { ...derive(slot("zipimporter"), [path2]), ref: "zipimport.zipimporter()", state: { path: path2 } };
};
function archiveCode(ctx, self) {
  const path2 = self?.state?.path ?? str("");
  const code = contentsOf(ctx, path2);
  const url = code.v.taints.includes("download") ? void 0 : downloadedUrl(ctx, path2);
  return url !== void 0 ? taint(code, "download", { from: url }) : code;
}
var zipLoad = (ctx, call3) => {
  const code = archiveCode(ctx, call3.self);
  const from = code.v.taints.includes("download") ? code.v.from : void 0;
  ctx.emit(
    {
      kind: "execute",
      via: "zipimport",
      code: code.v,
      ...from ? { endpoint: endpointOf(from, ctx.unit.hosts) } : {}
    },
    call3.node
  );
  return derive(slot("module"), [code]);
};
var openArchive = (_ctx, call3) => {
  const path2 = call3.args[0] ?? arg3(call3, 0, "name") ?? arg3(call3, 0, "file") ?? call3.kwargs.get("fileobj");
  return { ...derive(slot("archive"), path2 ? [path2] : []), ref: `${call3.name}()`, state: { path: path2 } };
};
var extractAll = (ctx, call3) => {
  const archive = call3.self?.state?.path;
  const dir = arg3(call3, 0, "path") ?? str(".");
  if (archive && textsOf(archive).some((t) => ctx.downloaded.has(t))) {
    for (const t of textsOf(dir)) ctx.downloaded.set(t, ctx.downloaded.get(textsOf(archive)[0]) ?? "");
  } else if (archive && isTainted(archive, "download")) {
    for (const t of textsOf(dir)) ctx.downloaded.set(t, archive.v.from ?? "");
  }
  return str("None");
};
var unpackArchive = (ctx, call3) => {
  const archive = call3.args[0];
  const dir = call3.args[1] ?? str(".");
  if (archive && textsOf(archive).some((t) => ctx.downloaded.has(t))) {
    for (const t of textsOf(dir)) ctx.downloaded.set(t, ctx.downloaded.get(archive.v.text) ?? "");
  }
  return str("None");
};
var USER_SITE = USER_SITE_PATH;
var PREFIX_SITE = {
  v: { text: "${sys.prefix}/lib/python3/site-packages", literal: false, taints: [] }
};
var SITE_KEYS = /* @__PURE__ */ new Set(["purelib", "platlib"]);
var LOADER_HANDLERS = [
  ["sys.path.insert", sysPath],
  ["sys.path.append", sysPath],
  ["site.addsitedir", addSiteDir],
  ["zipimport.zipimporter", zipImporter],
  ["zipimport.zipimporter().load_module", zipLoad],
  ["zipimport.zipimporter().exec_module", zipLoad],
  ["zipimport.zipimporter().get_code", (ctx, call3) => archiveCode(ctx, call3.self)],
  ["zipimport.zipimporter().find_module", (_ctx, call3) => call3.self],
  ["zipfile.ZipFile", openArchive],
  ["tarfile.open", openArchive],
  ["zipfile.ZipFile().extractall", extractAll],
  ["tarfile.open().extractall", extractAll],
  ["shutil.unpack_archive", unpackArchive],
  ["site.getusersitepackages", () => str(USER_SITE)],
  ["site.getsitepackages", () => listPV([PREFIX_SITE])],
  ["sysconfig.get_paths", () => dictPV([...SITE_KEYS].map((k) => [k, PREFIX_SITE]))],
  [
    "sysconfig.get_path",
    (_ctx, call3) => SITE_KEYS.has(knownText2(arg3(call3, 0, "name")) ?? "") ? PREFIX_SITE : void 0
  ],
  ["distutils.sysconfig.get_python_lib", () => PREFIX_SITE]
];

// src/analysis/code/python/operators.ts
var evalExpr2 = (ctx, node2) => ctx.evaluator.expr(ctx, node2);
var NUMERIC = {
  "+": (a, b) => a + b,
  "-": (a, b) => a - b,
  "*": (a, b) => a * b,
  "//": (a, b) => b === 0 ? 0 : Math.floor(a / b),
  "%": (a, b) => b === 0 ? 0 : (a % b + b) % b,
  "^": (a, b) => a ^ b,
  "|": (a, b) => a | b,
  "&": (a, b) => a & b,
  "<<": (a, b) => b < 32 ? a << b : 0,
  ">>": (a, b) => b < 32 ? a >> b : 0,
  "**": (a, b) => b < 64 ? a ** b : 0
};
function binary4(ctx, node2) {
  const left = evalExpr2(ctx, node2.childForFieldName("left"));
  const right = evalExpr2(ctx, node2.childForFieldName("right"));
  return binaryOn(left, node2.childForFieldName("operator")?.text ?? "", right);
}
function binaryOn(left, op, right) {
  if (left.num !== void 0 && right.num !== void 0 && NUMERIC[op]) {
    const out2 = num3(NUMERIC[op](left.num, right.num));
    if (op === "^" || left.scheme === "xor" || right.scheme === "xor") out2.scheme = "xor";
    return out2;
  }
  if (op === "+") {
    if (left.items && right.items) return listPV([...left.items, ...right.items].slice(0, MAX_ITEMS2));
    return concatPV([left, right]);
  }
  if (op === "%") return percentFormat(left, right) ?? derive(left.v.text, [left, right]);
  if (op === "/" && left.ref === "pathlib.Path()")
    return { ...pathJoin([left, right]), ref: "pathlib.Path()" };
  if (op === "*" && right.num !== void 0 && knownText2(left) !== void 0) {
    return str(left.v.text.repeat(Math.max(0, Math.min(right.num, 64))));
  }
  if (op === "|" && left.entries && right.entries) return dictPV([...left.entries, ...right.entries]);
  return derive(`${left.v.text} ${op} ${right.v.text}`.slice(0, 200), [left, right]);
}
function subscript2(ctx, node2) {
  const value2 = evalExpr2(ctx, node2.childForFieldName("value"));
  const indexNode = node2.childForFieldName("subscript");
  if (indexNode?.type === "slice") return slice(ctx, node2, value2, indexNode);
  const index = evalExpr2(ctx, indexNode);
  const key = knownText2(index);
  if (value2.ref === "os.environ") return envValue2(ctx, index, node2);
  if (key !== void 0 && value2.ref === "sys.modules") return { v: str(key).v, ref: normalizeRef(key) };
  if (key !== void 0 && (value2.ref === "__dict__" || value2.ref === "__builtins__"))
    return { v: str(key).v, ref: normalizeRef(key) };
  if (key !== void 0 && value2.ref?.endsWith(".__dict__")) {
    return attributeOf(ctx, { ...value2, ref: value2.ref.slice(0, -".__dict__".length) }, key);
  }
  if (key !== void 0 && (value2.ref === "globals()" || value2.ref === "locals()" || value2.ref === "vars()")) {
    return ctx.lookup(key) ?? ctx.unbound(key);
  }
  if (key !== void 0 && value2.entries?.has(key)) return value2.entries.get(key);
  if (index.num !== void 0 && value2.items) {
    const i2 = index.num < 0 ? value2.items.length + index.num : index.num;
    const item = value2.items[i2];
    if (item) return item;
  }
  if (index.num !== void 0 && key !== void 0 && knownText2(value2) !== void 0) {
    const ch = value2.v.text.at(index.num);
    if (ch !== void 0) return str(ch);
  }
  return derive(`${value2.v.text}[${index.v.text}]`.slice(0, 300), [value2]);
}
function slice(ctx, node2, value2, sliceNode) {
  const parts2 = [void 0, void 0, void 0];
  let slot2 = 0;
  for (const c of sliceNode.children) {
    if (!c) continue;
    if (c.type === ":") slot2++;
    else if (slot2 < 3) parts2[slot2] = evalExpr2(ctx, c).num;
  }
  const [start3, stop2, stepBy] = parts2;
  const text = knownText2(value2);
  if (value2.items) {
    const items = stepBy === -1 ? [...value2.items].reverse() : value2.items.slice(start3, stop2);
    return listPV(items);
  }
  if (text === void 0) return derive(value2.v.text, [value2]);
  if (stepBy === -1 && start3 === void 0 && stop2 === void 0) {
    const reversed = [...text].reverse().join("");
    ctx.emit({ kind: "decode", scheme: "rev", input: value2.v, decoded: reversed.slice(0, 2e3) }, node2);
    return taint(str(reversed), "decoded");
  }
  if (stepBy !== void 0 && stepBy !== 1) return derive(text, [value2]);
  const out2 = str(text.slice(start3, stop2));
  return value2.v.literal ? out2 : taint(out2, "decoded");
}
function elementsOf(p) {
  if (p.items) return p.items;
  if (p.alts) return p.alts;
  const text = knownText2(p);
  if (text !== void 0 && text.length <= MAX_ITEMS2 && !p.ref) {
    const chars = [...text].map((c) => p.v.literal ? str(c) : taint(str(c), "decoded"));
    return chars;
  }
  return void 0;
}
function elementOf2(p) {
  return derive(`\${item}`, [p]);
}
function comprehension(ctx, node2) {
  const body2 = node2.childForFieldName("body");
  const clauses = node2.namedChildren.filter((c) => c?.type === "for_in_clause");
  const conditions = node2.namedChildren.filter((c) => c?.type === "if_clause");
  const frame = ctx.pushFrame(void 0, true);
  try {
    const sources = clauses.map((c) => evalExpr2(ctx, c.childForFieldName("right")));
    const first3 = sources[0];
    const elems = clauses.length === 1 && first3 ? elementsOf(first3) : void 0;
    if (elems && clauses[0]) {
      const out2 = [];
      for (const e of elems) {
        if (ctx.boundHit) break;
        assignTarget(ctx, clauses[0].childForFieldName("left"), e);
        for (const c of conditions) evalExpr2(ctx, c.namedChildren[0]);
        out2.push(evalExpr2(ctx, body2));
      }
      return listPV(out2);
    }
    clauses.forEach((c, i2) => {
      assignTarget(ctx, c.childForFieldName("left"), elementOf2(sources[i2] ?? str("")));
    });
    for (const c of conditions) evalExpr2(ctx, c.namedChildren[0]);
    const one = evalExpr2(ctx, body2?.type === "pair" ? body2.childForFieldName("value") : body2);
    if (sources.some((s) => s.ref === "os.environ"))
      ctx.emit({ kind: "read", target: literal("os.environ"), secret: "env-all" }, node2, "env-all");
    return { ...derive(`[${one.v.text}, \u2026]`, [one, ...sources]), items: [one] };
  } finally {
    if (ctx.frame === frame) ctx.popFrame();
  }
}
function assignTarget(ctx, target, value2) {
  if (!target) return;
  switch (target.type) {
    case "identifier":
      ctx.bind(target.text, value2);
      return;
    case "pattern_list":
    case "tuple_pattern":
    case "list_pattern":
    case "tuple":
    case "list":
    case "expression_list": {
      const targets = target.namedChildren.filter((c) => c !== null && c.type !== "comment");
      targets.forEach((t, i2) => {
        const perAlt = value2.alts?.flatMap((a) => a.items?.[i2] ? [a.items[i2]] : []);
        const item = perAlt && perAlt.length > 1 && perAlt.length === value2.alts.length ? { ...merge(perAlt), alts: perAlt } : value2.items?.[i2] ?? (value2.alts ? merge(value2.alts) : elementOf2(value2));
        assignTarget(ctx, t, item);
      });
      return;
    }
    case "list_splat_pattern":
    case "parenthesized_expression":
      assignTarget(ctx, target.namedChildren[0] ?? null, elementOf2(value2));
      return;
    case "attribute":
      assignAttribute(ctx, target, value2);
      return;
    case "subscript":
      assignSubscript(ctx, target, value2);
      return;
    default:
      evalExpr2(ctx, target);
  }
}
function assignAttribute(ctx, target, value2) {
  const name2 = target.childForFieldName("attribute")?.text ?? "";
  const obj2 = evalExpr2(ctx, target.childForFieldName("object"));
  const cls = instanceClass(ctx, obj2) ?? (obj2.fn && ctx.classes.has(obj2.fn) ? obj2.fn : void 0);
  if (cls) {
    ctx.classes.get(cls)?.attrs.set(name2, value2);
    return;
  }
  const dotted = dottedName(target);
  if (dotted && ctx.attrs.size < 1e4) ctx.attrs.set(dotted, value2);
}
function assignSubscript(ctx, target, value2) {
  const containerNode = target.childForFieldName("value");
  const container = evalExpr2(ctx, containerNode);
  if (container.ref === "os.environ") return;
  const key = knownText2(evalExpr2(ctx, target.childForFieldName("subscript")));
  let updated;
  if (container.entries || container.v.literal && container.v.text === "{}") {
    const entries = new Map(container.entries ?? []);
    if (key !== void 0) entries.set(key, value2);
    else if (value2.fn) entries.set(`${UNKEYED}${entries.size}`, value2);
    const unkeyed = key === void 0 && !value2.fn ? [[void 0, value2]] : [];
    updated = dictPV([...entries, ...unkeyed], container.v.taints.length ? [container] : []);
  } else {
    updated = {
      ...derive(container.v.text, [container, value2]),
      ...container.items ? { items: container.items } : {}
    };
  }
  rebind(ctx, containerNode, updated);
}
function rebind(ctx, node2, value2) {
  if (!node2) return;
  if (node2.type === "identifier") ctx.rebind(node2.text, value2);
  else if (node2.type === "attribute") assignAttribute(ctx, node2, value2);
}

// src/analysis/code/python/builtins.ts
var path = (p) => ({ ...p, ref: "pathlib.Path()" });
var first2 = (call3) => call3.args[0] ?? str("");
var same = (_ctx, call3) => call3.args[0];
var selfPath = (_ctx, call3) => call3.self;
var importByName = (ctx, call3) => {
  const name2 = knownText2(call3.args[0]);
  importAfterDownload(ctx, call3.node, name2);
  if (name2 === void 0) return void 0;
  return { v: opaque3(name2), ref: normalizeRef(name2) };
};
var SYSTEM_INFO3 = [
  "socket.gethostname",
  "socket.getfqdn",
  "platform.node",
  "platform.uname",
  "platform.platform",
  "platform.system",
  "platform.version",
  "getpass.getuser",
  "os.getlogin",
  "os.uname",
  "uuid.getnode",
  "os.getuid"
];
function isStdin(node2) {
  return node2 !== void 0 && /^sys\.stdin(?:\.buffer)?$/.test(node2.text.replace(/\s+/g, ""));
}
function envWithDefault(value2, call3) {
  const fallback = call3.args[1] ?? arg3(call3, 1, "default");
  const text = fallback?.v.literal ? fallback.v.text.trim() : void 0;
  if (!text || !isHttpUrl(text) || value2.v.secret) return value2;
  return { ...value2, v: { ...value2.v, text } };
}
var VALUE_HANDLERS = [
  ["os.path.join", (_ctx, call3) => pathJoin(call3.args)],
  ["os.path.expanduser", same],
  ["os.path.expandvars", same],
  ["os.path.abspath", same],
  ["os.path.realpath", same],
  ["os.path.normpath", same],
  ["os.fspath", same],
  ["os.fsencode", same],
  ["pathlib.Path", (_ctx, call3) => path(call3.args.length ? pathJoin(call3.args) : str("."))],
  ["pathlib.Path.home", () => path(str("~"))],
  ["pathlib.Path.cwd", () => path(str("."))],
  ["pathlib.Path().expanduser", selfPath],
  ["pathlib.Path().resolve", selfPath],
  ["pathlib.Path().absolute", selfPath],
  ["pathlib.Path().joinpath", (_ctx, call3) => path(pathJoin([call3.self ?? str("."), ...call3.args]))],
  ["os.getenv", (ctx, call3) => envWithDefault(envValue2(ctx, first2(call3), call3.node), call3)],
  ["os.environ.get", (ctx, call3) => envWithDefault(envValue2(ctx, first2(call3), call3.node), call3)],
  ["os.environ.copy", (ctx) => envValue2(ctx, void 0)],
  // Iterating the environment's values (`{k: v for k, v in os.environ.items() if k.endswith("TOKEN")}`).
  ["os.environ.items", (ctx) => envValue2(ctx, void 0)],
  ["os.environ.values", (ctx) => envValue2(ctx, void 0)],
  ["tempfile.gettempdir", () => str("/tmp")],
  ["getattr", (ctx, call3) => dynamicAttribute(ctx, call3)],
  ["__import__", importByName],
  ["importlib.import_module", importByName],
  ["chr", (_ctx, call3) => charOf2(first2(call3))],
  ["ord", (_ctx, call3) => ordOf(first2(call3))],
  ["int", (_ctx, call3) => intOf(call3)],
  ["len", (_ctx, call3) => countOf(call3)],
  ["sum", (_ctx, call3) => countOf(call3)],
  ["bytes", (ctx, call3) => bytesOf(ctx, call3)],
  ["bytearray", (ctx, call3) => bytesOf(ctx, call3)],
  ["str", (ctx, call3) => serialised(ctx, call3, first2(call3))],
  ["repr", (ctx, call3) => serialised(ctx, call3, first2(call3))],
  ["json.dumps", (ctx, call3) => serialised(ctx, call3, first2(call3))],
  ["pickle.dumps", (ctx, call3) => serialised(ctx, call3, first2(call3))],
  ["yaml.dump", (ctx, call3) => serialised(ctx, call3, first2(call3))],
  ["yaml.safe_dump", (ctx, call3) => serialised(ctx, call3, first2(call3))],
  ["dict", (ctx, call3) => call3.args[0]?.ref === "os.environ" ? envValue2(ctx, void 0) : void 0],
  ["list", (_ctx, call3) => listOf(first2(call3), false)],
  ["tuple", (_ctx, call3) => listOf(first2(call3), false)],
  ["reversed", (_ctx, call3) => listOf(first2(call3), true)],
  ["input", (_ctx, call3) => taint(derive(slot("input"), call3.args), "conversation")],
  ["sys.stdin.read", () => taint(str(slot("stdin")), "conversation")],
  ["sys.stdin.readline", () => taint(str(slot("stdin")), "conversation")],
  ["sys.stdin.readlines", () => taint(str(slot("stdin")), "conversation")],
  // `json.load(sys.stdin)`: a hook's event (the prompt, the tool input) parsed straight from standard input.
  [
    "json.load",
    (_ctx, call3) => isStdin(call3.argNodes[0]) ? taint(str(slot("stdin")), "conversation") : void 0
  ],
  ...SYSTEM_INFO3.map((n) => [n, () => taint(str(`\${${n}()}`), "system-info")])
];
function dynamicAttribute(ctx, call3) {
  const obj2 = call3.args[0];
  const name2 = knownText2(call3.args[1]);
  if (!obj2 || name2 === void 0) return void 0;
  return attributeOf(ctx, obj2, name2);
}
var SPELLED_FOR_SYNTAX = /* @__PURE__ */ new Set(["	", "\n", "\r", " ", '"', "'", "\\"]);
function charOf2(code) {
  if (code.num === void 0 || code.num < 0 || code.num > 1114111) return void 0;
  const ch = String.fromCodePoint(code.num);
  const out2 = code.scheme === void 0 && SPELLED_FOR_SYNTAX.has(ch) ? str(ch) : taint(str(ch), "decoded");
  out2.scheme = code.scheme === "xor" ? "xor" : "charcode";
  return out2;
}
function ordOf(ch) {
  const t = knownText2(ch);
  if (t === void 0 || t.length === 0) return void 0;
  return num3(t.codePointAt(0));
}
function countOf(call3) {
  const src = call3.args[0];
  const start3 = call3.args[1] ?? call3.kwargs.get("start");
  if (start3 && start3.num === void 0) return void 0;
  const items = src?.items;
  if (call3.name === "len") {
    const text = knownText2(src);
    if (items) return num3(items.length);
    if (text !== void 0) return num3(text.length);
  } else if (items?.every((i2) => i2.num !== void 0)) {
    return num3(items.reduce((total, i2) => total + i2.num, 0));
  }
  return unknownPV(`${call3.name}(\u2026)`);
}
function intOf(call3) {
  const t = knownText2(call3.args[0]);
  if (t === void 0) return call3.args[0]?.num !== void 0 ? call3.args[0] : void 0;
  const base = call3.args[1]?.num ?? 10;
  const n = Number.parseInt(t.trim(), base);
  return Number.isFinite(n) ? num3(n) : void 0;
}
function bytesOf(ctx, call3) {
  const src = call3.args[0];
  if (!src) return str("");
  if (!src.items) return src.num !== void 0 ? str("") : src;
  const codes = src.items.map((i2) => i2.num);
  if (codes.length === 0 || codes.some((c) => c === void 0 || c < 0 || c > 255)) {
    return derive(slot("bytes"), src.items);
  }
  const text = String.fromCharCode(...codes.slice(0, MAX_ITEMS2));
  const scheme = src.items.some((i2) => i2.scheme === "xor") ? "xor" : "charcode";
  if (codes.length >= 4) {
    ctx.emit({ kind: "decode", scheme, input: src.v, decoded: text.slice(0, 2e3) }, call3.node);
  }
  return { ...taint(str(text), "decoded"), scheme };
}
function listOf(p, reverse) {
  const items = elementsOf(p);
  if (!items) return void 0;
  return listPV(reverse ? [...items].reverse() : items);
}
function join2(ctx, call3) {
  const sep = call3.self ?? str("");
  const src = call3.args[0];
  if (!src) return void 0;
  const items = elementsOf(src);
  if (!items) return serialised(ctx, call3, derive(src.v.text, [sep, src]));
  const parts2 = [];
  items.forEach((item, i2) => {
    if (i2 > 0 && sep.v.text !== "") parts2.push(sep);
    parts2.push(item);
  });
  const joined4 = concatPV(parts2.length ? parts2 : [str("")]);
  const scheme = items.find((i2) => i2.scheme)?.scheme;
  if (scheme && items.length >= 4) {
    const decoded3 = knownText2(joined4);
    ctx.emit(
      {
        kind: "decode",
        scheme,
        input: src.v,
        ...decoded3 !== void 0 ? { decoded: decoded3.slice(0, 2e3) } : {}
      },
      call3.node
    );
    return { ...taint(joined4, "decoded"), scheme };
  }
  return joined4;
}
var TEXT_METHODS = {
  strip: (s, a) => a[0] === void 0 ? s.trim() : void 0,
  lstrip: (s, a) => a[0] === void 0 ? s.trimStart() : void 0,
  rstrip: (s, a) => a[0] === void 0 ? s.trimEnd() : void 0,
  lower: (s) => s.toLowerCase(),
  upper: (s) => s.toUpperCase(),
  replace: (s, a) => a[0] !== void 0 && a[1] !== void 0 && a[0] !== "" ? s.split(a[0]).join(a[1]) : void 0
};
function stringMethod2(ctx, call3, method) {
  const self = call3.self;
  if (method === "join") return join2(ctx, call3);
  if (method === "format") return braceFormat(self, call3.args, call3.kwargs);
  if (method === "encode" || method === "decode") {
    const codec = knownText2(arg3(call3, 0, "encoding"))?.toLowerCase();
    return codec === void 0 || /^(?:utf[-_]?8|ascii|latin[-_]?1|utf[-_]?16|utf[-_]?32|cp\d+)$/.test(codec) ? self : void 0;
  }
  const known = knownText2(self);
  const fn = own(TEXT_METHODS, method);
  if (fn) {
    const out2 = known !== void 0 ? fn(known, call3.args.map(knownText2)) : void 0;
    if (out2 === void 0) return derive(self.v.text, [self, ...call3.args]);
    return self.v.literal && call3.args.every((a) => a.v.literal) ? str(out2) : taint(str(out2), "decoded");
  }
  if (method === "split" && known !== void 0) {
    const sep = knownText2(call3.args[0]);
    const pieces2 = sep === void 0 ? known.trim().split(/\s+/) : known.split(sep);
    return listPV(
      pieces2.slice(0, MAX_ITEMS2).map((p) => self.v.literal ? str(p) : taint(str(p), "decoded"))
    );
  }
  if (method === "get" && self.entries) {
    const key = knownText2(call3.args[0]);
    if (key !== void 0 && self.entries.has(key)) return self.entries.get(key);
  }
  if (method === "copy") return self;
  return void 0;
}

// src/analysis/code/python/decoders.ts
import { gunzipSync as gunzipSync4, inflateRawSync as inflateRawSync3, inflateSync as inflateSync3 } from "node:zlib";

// src/analysis/rot13-text.ts
var COMMON = new Set(
  `the and to of in is it you that for on with as this are was at by not from your have all will can
  into its when then than them they there their what which who how each before after about also any only
  use using used run read send put file files value field token key keys user users data note notes step
  first next must should do does don't never always make sure without include includes add set get open
  write copy upload post paste report mention tell show hide keep delete remove ignore previous above
  below instructions instruction routine quietly silently contents content output reply message home
  config credentials secret secrets password environment profile build request server upload into
  please just now here these those other new same so but if else where while because our we us my me
  them has had been being would could may might shall over under out up down off again once more most`.split(/\s+/).filter((w) => w !== "")
);
var LIMITS2 = { lines: 2e4, lineChars: 4e3, runs: 50 };
var ROTATED = Array.from({ length: 128 }, (_, c) => {
  if (c >= 65 && c <= 90) return String.fromCharCode((c - 65 + 13) % 26 + 65);
  if (c >= 97 && c <= 122) return String.fromCharCode((c - 97 + 13) % 26 + 97);
  return String.fromCharCode(c);
});
function rot13(text) {
  let out2 = "";
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text.charCodeAt(i2);
    out2 += c < 128 ? ROTATED[c] : text[i2];
  }
  return out2;
}
var EDGES = 27;
var CLASSES = ["neutral", "english", "rotated"];
var TRIE = (() => {
  const words2 = /* @__PURE__ */ new Map();
  for (const w of COMMON) words2.set(rot13(w), 2);
  for (const w of COMMON) words2.set(w, 1);
  const size = [...words2.keys()].reduce((n, w) => n + w.length, 1);
  const next = new Int32Array(size * EDGES);
  const cls = new Uint8Array(size);
  let nodes = 1;
  for (const [w, c] of words2) {
    let node2 = 0;
    for (let i2 = 0; i2 < w.length; i2++) {
      const e = node2 * EDGES + edgeOf(w.charCodeAt(i2));
      if (next[e] === 0) next[e] = nodes++;
      node2 = next[e];
    }
    cls[node2] = c;
  }
  return { next, cls };
})();
function edgeOf(c) {
  return c === 39 ? 26 : (c | 32) - 97;
}
function isLetter(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122;
}
function runsInLine(text, from, to, out2) {
  let start3 = -1;
  let end = -1;
  let rotated = 0;
  let total = 0;
  const close = () => {
    if (rotated >= 3 && total >= 4 && rotated / total >= 0.3) out2.push({ start: start3, end });
    start3 = -1;
    rotated = 0;
    total = 0;
  };
  let i2 = from;
  while (i2 < to) {
    if (!isLetter(text.charCodeAt(i2))) {
      i2++;
      continue;
    }
    const at = i2;
    let node2 = 0;
    while (i2 < to) {
      const c = text.charCodeAt(i2);
      if (!isLetter(c) && c !== 39) break;
      if (node2 >= 0) node2 = TRIE.next[node2 * EDGES + edgeOf(c)] || -1;
      i2++;
    }
    const cls = node2 > 0 ? CLASSES[TRIE.cls[node2]] : "neutral";
    if (cls === "english") {
      if (start3 >= 0) close();
      continue;
    }
    if (start3 < 0) start3 = at;
    end = i2;
    total++;
    if (cls === "rotated") rotated++;
  }
  if (start3 >= 0) close();
}
function widened(text, r, from, to) {
  let { start: start3, end } = r;
  while (start3 > from && /[~/.\-_$@]/.test(text[start3 - 1])) start3--;
  while (end < to && /[^\s`'"()[\]]/.test(text[end])) end++;
  return { start: start3, end };
}
function findRot13Runs(text) {
  const runs = [];
  let at = 0;
  for (let n = 0; n < LIMITS2.lines && at < text.length && runs.length < LIMITS2.runs; n++) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl;
    if (end - at <= LIMITS2.lineChars) {
      const found = [];
      runsInLine(text, at, end, found);
      for (const r of found) {
        const w = widened(text, r, at, end);
        const prev = runs[runs.length - 1];
        if (prev && /^\s*$/.test(text.slice(prev.end, w.start)) && text.slice(prev.end, w.start).split("\n").length === 2)
          prev.end = w.end;
        else runs.push(w);
      }
    }
    at = end + 1;
  }
  return runs;
}
function rot13Intents(text, lines, roles = []) {
  const out2 = [];
  for (const r of findRot13Runs(text)) {
    const raw = text.slice(r.start, r.end);
    const decoded3 = rot13(raw).replace(/\s+/g, " ");
    const clear = decoded3.trim().slice(0, 24).toLowerCase();
    const near = text.slice(Math.max(0, r.start - 300), Math.min(text.length, r.end + 300)).toLowerCase();
    const shown = clear.length >= 8 && near.includes(clear) || roleAt(roles, Math.max(0, r.start - 2))?.framing !== void 0;
    const at = lines.region(r.start, r.end);
    for (const i2 of analyzeDescription(decoded3)) {
      out2.push({
        ...i2,
        ...shown ? { role: "mention" } : {},
        at,
        container: "decoded",
        evidence: `ROT13 ${raw.slice(0, 24).replace(/\s+/g, " ")}\u2026 decodes to: ${i2.evidence}`,
        key: `rot13|${i2.key}`
      });
    }
    if (out2.length >= 200) break;
  }
  return out2;
}

// src/analysis/code/base85.ts
var B85 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";
var B85_VALUE = new Map([...B85].map((c, i2) => [c, i2]));
function groups(digits, pad, max) {
  let out2 = "";
  for (let i2 = 0; i2 < digits.length && out2.length < max; i2 += 5) {
    const chunk = digits.slice(i2, i2 + 5);
    const missing = 5 - chunk.length;
    while (chunk.length < 5) chunk.push(pad);
    let acc = 0;
    for (const d of chunk) acc = acc * 85 + d;
    if (acc > 4294967295) return void 0;
    const bytes = [acc >>> 24 & 255, acc >>> 16 & 255, acc >>> 8 & 255, acc & 255];
    out2 += String.fromCharCode(...bytes.slice(0, 4 - missing));
  }
  return out2.slice(0, max);
}
function base85(input, max) {
  const digits = [];
  for (const c of input) {
    const v = B85_VALUE.get(c);
    if (v === void 0) return void 0;
    digits.push(v);
    if (digits.length > max * 2) break;
  }
  return digits.length % 5 === 1 ? void 0 : groups(digits, 84, max);
}
function ascii85(input, max) {
  let s = input.replace(/[ \t\r\n\f\v]/g, "");
  if (s.startsWith("<~")) s = s.slice(2);
  if (s.endsWith("~>")) s = s.slice(0, -2);
  const digits = [];
  for (const c of s) {
    if (c === "z" && digits.length % 5 === 0) {
      digits.push(0, 0, 0, 0, 0);
    } else {
      const code = c.charCodeAt(0);
      if (code < 33 || code > 117) return void 0;
      digits.push(code - 33);
    }
    if (digits.length > max * 2) break;
  }
  return digits.length % 5 === 1 ? void 0 : groups(digits, 84, max);
}

// src/analysis/code/python/decoders.ts
var latin1 = (b) => b.toString("latin1").slice(0, MAX_RAW);
var base64 = (s) => {
  const clean = s.replace(/[\s]/g, "").replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return void 0;
  return latin1(Buffer.from(clean, "base64"));
};
var hex = (s) => {
  const clean = s.replace(/[\s]/g, "");
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(clean)) return void 0;
  return latin1(Buffer.from(clean, "hex"));
};
var BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
var base32 = (s) => {
  const clean = s.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let acc = 0;
  let out2 = "";
  for (const c of clean) {
    const v = BASE32.indexOf(c);
    if (v < 0) return void 0;
    acc = acc << 5 | v;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out2 += String.fromCharCode(acc >> bits & 255);
    }
    if (out2.length >= MAX_RAW) break;
  }
  return out2;
};
var inflate2 = (fn) => (s) => {
  try {
    return latin1(fn(Buffer.from(s, "latin1"), { maxOutputLength: MAX_RAW }));
  } catch {
    return void 0;
  }
};
var zlibAny = (s) => inflate2(inflateSync3)(s) ?? inflate2(inflateRawSync3)(s) ?? inflate2(gunzipSync4)(s);
function decodeWith(ctx, call3, scheme, fn, input) {
  const src = input ?? call3.args[0];
  if (!src) return derive(slot("decoded"), []);
  const full = fullText(src);
  const out2 = full !== void 0 && fn ? fn(full) : void 0;
  const printable = out2 !== void 0 && out2.length > 0 && isMostlyPrintable(out2.slice(0, 4096));
  ctx.emit(
    { kind: "decode", scheme, input: src.v, ...printable ? { decoded: out2.slice(0, 2e3) } : {} },
    call3.node
  );
  if (out2 === void 0) return taint(derive(slot("decoded"), [src]), "decoded");
  let result3 = taint(printable ? str(out2) : derive(slot("binary"), [src]), "decoded");
  for (const t of src.v.taints) if (t !== "unknown") result3 = taint(result3, t);
  if (src.v.from !== void 0) result3.v = { ...result3.v, from: src.v.from };
  return { ...result3, raw: out2 };
}
var integerBytes = (little) => (s) => {
  const digits = s.trim();
  if (!/^\d{1,1000}$/.test(digits)) return void 0;
  let hex2 = BigInt(digits).toString(16);
  if (hex2.length % 2) hex2 = `0${hex2}`;
  const bytes = Buffer.from(hex2, "hex");
  return latin1(little ? bytes.reverse() : bytes);
};
var via = (scheme, fn) => (ctx, call3) => decodeWith(ctx, call3, scheme, fn);
var CODECS = {
  rot13: ["rot13", rot13],
  rot_13: ["rot13", rot13],
  hex: ["hex", hex],
  hex_codec: ["hex", hex],
  base64: ["base64", base64],
  base_64: ["base64", base64],
  base64_codec: ["base64", base64],
  zlib: ["zlib", zlibAny],
  zip: ["zlib", zlibAny],
  zlib_codec: ["zlib", zlibAny],
  bz2: ["other", void 0],
  bz2_codec: ["other", void 0],
  uu: ["other", void 0],
  unicode_escape: ["escape", void 0],
  "string-escape": ["escape", void 0],
  string_escape: ["escape", void 0]
};
function codecDecode(ctx, call3, codec, input) {
  const entry = own(CODECS, codec.toLowerCase().replace(/-/g, "_")) ?? own(CODECS, codec.toLowerCase());
  if (!entry) return void 0;
  return decodeWith(ctx, call3, entry[0], entry[1], input);
}
var codecsDecode = (ctx, call3) => {
  const codec = knownText2(arg3(call3, 1, "encoding"));
  if (codec === void 0) return void 0;
  return codecDecode(ctx, call3, codec, call3.args[0]) ?? call3.args[0];
};
var DECODE_HANDLERS2 = [
  ["base64.b64decode", via("base64", base64)],
  ["base64.standard_b64decode", via("base64", base64)],
  ["base64.urlsafe_b64decode", via("base64", base64)],
  ["base64.decodebytes", via("base64", base64)],
  ["base64.decodestring", via("base64", base64)],
  ["binascii.a2b_base64", via("base64", base64)],
  ["base64.b32decode", via("base32", base32)],
  ["base64.b16decode", via("hex", hex)],
  ["base64.a85decode", via("other", (s) => ascii85(s, MAX_RAW))],
  ["base64.b85decode", via("other", (s) => base85(s, MAX_RAW))],
  ["bytes.fromhex", via("hex", hex)],
  ["bytearray.fromhex", via("hex", hex)],
  ["binascii.unhexlify", via("hex", hex)],
  ["binascii.a2b_hex", via("hex", hex)],
  ["codecs.decode", codecsDecode],
  ["zlib.decompress", via("zlib", zlibAny)],
  ["gzip.decompress", via("gzip", inflate2(gunzipSync4))],
  ["lzma.decompress", via("other")],
  ["bz2.decompress", via("other")]
];

// src/analysis/code/python/dynamic.ts
function executePython(ctx, at, via2, code) {
  const from = code.v.taints.includes("download") ? code.v.from : void 0;
  const endpoint = from ? endpointOf(from, ctx.unit.hosts) : void 0;
  ctx.emit({ kind: "execute", via: via2, code: code.v, ...endpoint ? { endpoint } : {} }, at);
  const text = fullText(code);
  if (text !== void 0 && /[(=\n;]/.test(text)) ctx.embed("python", text, at);
}
var pyExec = (via2) => (ctx, call3) => {
  const code = arg3(call3, 0, "source") ?? arg3(call3, 0, "object");
  if (!code) return void 0;
  executePython(ctx, call3.node, via2, code);
  return derive(slot("result"), [code]);
};
var compile = (_ctx, call3) => arg3(call3, 0, "source");
function followable(path2) {
  const v = path2.v;
  const anchor = /^\$\{(\w{1,64})\}\//.exec(v.text);
  const rest = anchor && RUNTIME_DIR_VAR.test(anchor[1]) ? v.text.slice(anchor[0].length) : v.text;
  const explained = v.taints.every((t) => t === "env" && rest !== v.text);
  return explained && /^(?![/~])[^$`\n]{1,512}$/.test(rest);
}
var runFile = (via2) => (ctx, call3) => {
  const path2 = arg3(call3, 0, "path_name") ?? arg3(call3, 0, "filename");
  if (!path2) return void 0;
  const code = contentsOf(ctx, path2);
  if (followable(path2) && !isTainted(code, "download"))
    ctx.emit({ kind: "source", target: path2.v }, call3.node);
  else executePython(ctx, call3.node, via2, code);
  return derive(slot("module"), [path2]);
};
var specFromFile = (ctx, call3) => {
  const path2 = arg3(call3, 1, "location");
  if (!path2) return void 0;
  const code = contentsOf(ctx, path2);
  if (code.v.taints.includes("download")) executePython(ctx, call3.node, "importlib", code);
  return { ...derive(slot("spec"), [code]), ref: "importlib.util.spec()" };
};
var deserialise = (via2, safe) => (ctx, call3) => {
  const data3 = call3.args[0] ?? arg3(call3, 0, "data") ?? arg3(call3, 0, "stream");
  if (!data3) return void 0;
  if (safe?.(call3)) return derive(slot("object"), [data3]);
  if (isTainted(data3, "download") || isTainted(data3, "decoded")) {
    ctx.emit({ kind: "execute", via: via2, code: data3.v, ...endpointFrom(ctx, data3) }, call3.node);
  }
  return derive(slot("object"), [data3]);
};
function endpointFrom(ctx, p) {
  return p.v.taints.includes("download") && p.v.from ? { endpoint: endpointOf(p.v.from, ctx.unit.hosts) } : {};
}
var unpickleFrom = (param2) => (ctx, call3) => {
  const src = call3.args[0] ?? arg3(call3, 0, param2);
  const url = src ? (fullText(src) ?? src.v.text).trim() : "";
  if (!src || !/^(?:https?|ftp|s3|gs|gcs):\/\//i.test(url)) return deserialise("pickle")(ctx, call3);
  const code = tainted(src.v, "download", { from: url });
  ctx.emit({ kind: "execute", via: "pickle", code, endpoint: endpointOf(url, ctx.unit.hosts) }, call3.node);
  return derive(slot("object"), [src]);
};
var SAFE_LOADERS = /(?:^|\.)(?:SafeLoader|CSafeLoader|BaseLoader|CBaseLoader)$/;
var yamlSafe = (call3) => {
  const loader = arg3(call3, 1, "Loader");
  return loader?.ref !== void 0 && SAFE_LOADERS.test(loader.ref);
};
var functionType = (ctx, call3) => {
  const code = call3.args[0];
  if (!code) return void 0;
  ctx.emit(
    { kind: "execute", via: "types.FunctionType", code: code.v, ...endpointFrom(ctx, code) },
    call3.node
  );
  return { ...derive(slot("function"), [code]), ref: "types.FunctionType()" };
};
var shellcodeBuffer = (at) => (ctx, call3) => {
  const data3 = call3.args[at];
  if (data3 && !data3.num) ctx.shellcode = data3;
  return { ...derive(slot("buffer"), data3 ? [data3] : []), ref: "ctypes.buffer()" };
};
var runMachineCode = (ctx, call3) => {
  const code = ctx.shellcode ?? derive(slot("machine code"), []);
  ctx.emit({ kind: "execute", via: "ctypes", code: code.v, ...endpointFrom(ctx, code) }, call3.node);
  return derive(slot("result"), [code]);
};
var castToFunction = (_ctx, call3) => {
  const target = call3.args[1];
  return target?.ref?.endsWith("FUNCTYPE()") ? target : void 0;
};
var mmapExec = (ctx, call3) => {
  const prot = call3.kwargs.get("prot") ?? call3.args[3];
  if (prot?.num !== void 0 && prot.num & 4) {
    const code = ctx.shellcode ?? derive(slot("machine code"), []);
    ctx.emit({ kind: "execute", via: "mmap", code: code.v }, call3.node);
  }
  return { ...derive(slot("mmap"), []), ref: "mmap.mmap()" };
};
var ipythonRun = (via2) => (ctx, call3) => {
  const code = arg3(call3, 0, "raw_cell") ?? arg3(call3, 0, "cmd") ?? arg3(call3, 0, "expr");
  if (!code) return void 0;
  executePython(ctx, call3.node, via2, code);
  return derive(slot("result"), [code]);
};
var DYNAMIC_HANDLERS = [
  ...["get_ipython()", "IPython.get_ipython()"].flatMap(
    (shell2) => [
      [`${shell2}.run_cell`, ipythonRun("IPython run_cell")],
      [`${shell2}.run_cell_async`, ipythonRun("IPython run_cell")],
      [`${shell2}.ex`, ipythonRun("IPython ex")],
      [`${shell2}.ev`, ipythonRun("IPython ev")]
    ]
  ),
  ["exec", pyExec("exec")],
  ["eval", pyExec("eval")],
  ["compile", compile],
  ["execfile", runFile("execfile")],
  ["runpy.run_path", runFile("runpy")],
  ["runpy.run_module", pyExec("runpy")],
  ["importlib.util.spec_from_file_location", specFromFile],
  ["imp.load_source", (ctx, call3) => specFromFile(ctx, { ...call3, args: call3.args })],
  ["marshal.loads", deserialise("marshal")],
  ["pickle.loads", deserialise("pickle")],
  ["pickle.load", deserialise("pickle")],
  ["cPickle.loads", deserialise("pickle")],
  ["dill.loads", deserialise("pickle")],
  ["cloudpickle.loads", deserialise("pickle")],
  ["joblib.load", deserialise("pickle")],
  ["pandas.read_pickle", unpickleFrom("filepath_or_buffer")],
  ["yaml.load", deserialise("yaml", yamlSafe)],
  ["yaml.unsafe_load", deserialise("yaml")],
  ["yaml.full_load", deserialise("yaml")],
  ["types.FunctionType", functionType],
  ["ctypes.create_string_buffer", shellcodeBuffer(0)],
  ["ctypes.memmove", shellcodeBuffer(1)],
  ["ctypes.windll.kernel32.RtlMoveMemory", shellcodeBuffer(1)],
  ["ctypes.windll.kernel32.CreateThread", runMachineCode],
  ["ctypes.CFUNCTYPE()", runMachineCode],
  ["ctypes.WINFUNCTYPE()", runMachineCode],
  ["ctypes.cast", castToFunction],
  ["mmap.mmap", mmapExec]
];

// src/analysis/code/python/http.ts
var DATA_TAINTS = ["secret", "system-info", "conversation"];
function splitEntries(p, credential) {
  const out2 = { cred: [], data: [] };
  if (!p) return out2;
  if (p.cred) out2.cred.push(p.cred);
  if (!p.entries) {
    if (!p.v.literal) (credential === CREDENTIAL_HEADER ? out2.cred : out2.data).push(p.v);
    return out2;
  }
  for (const [k, v] of p.entries) {
    if (v.v.literal) continue;
    (credential.test(k) ? out2.cred : out2.data).push(v.v);
    if (v.cred) out2.cred.push(v.cred);
  }
  return out2;
}
var CREDENTIAL_PARAM = /^(?:[\w-]{0,30}(?:key|token|secret|auth|password|passwd|sig|signature)[\w-]{0,30})$/i;
function request(ctx, at, r) {
  const url = r.url ?? str("");
  const endpoint = endpointOf(url.v.text, ctx.unit.hosts);
  const headers = splitEntries(r.headers, CREDENTIAL_HEADER);
  const params = splitEntries(r.params, CREDENTIAL_PARAM);
  const cred = [...headers.cred, ...params.cred, ...r.auth ? [r.auth.v] : []];
  if (url.cred) cred.push(url.cred);
  const urlIsCredential = url.v.secret === "env-secret" && !url.v.taints.some((t) => t === "file");
  if (urlIsCredential) cred.push(url.v);
  const credentials = cred.length ? { credentials: concat(cred) } : {};
  const body2 = r.body.filter((b) => b !== void 0 && !(b.v.literal && b.v.text === "None"));
  const urlData = urlIsCredential ? [] : [url.v];
  const queryData = [...urlData, ...params.data, ...headers.data];
  const carries2 = queryData.some((v) => v.taints.some((t) => DATA_TAINTS.includes(t)));
  const writes2 = /^(?:POST|PUT|PATCH)$/i.test(r.method);
  if (body2.length || writes2 || carries2) {
    const data3 = body2.length ? concat(body2.map((b) => b.v)) : concat(carries2 ? queryData : [str("").v]);
    const all = body2.length && carries2 ? concat([data3, ...queryData]) : data3;
    ctx.emit({ kind: "send", endpoint, channel: "http", data: all, ...credentials }, at);
    if (all.secret === "env-all")
      ctx.emit({ kind: "read", target: str("os.environ").v, secret: "env-all" }, at, "env-all");
  } else {
    const file = r.file ? { file: r.file.v.text } : {};
    ctx.emit({ kind: "fetch", endpoint, tool: r.tool, ...file, ...credentials }, at);
  }
  const response = taint(derive(slot("response"), []), "download", { from: url.v.text });
  return { ...response, ref: `${r.tool}.Response()` };
}
var BODY_KEYS = ["data", "json", "files", "content", "body", "fields"];
var client = (tool, method) => (ctx, call3) => {
  const m = method ?? knownText2(arg3(call3, 0, "method"))?.toUpperCase() ?? "GET";
  const url = method ? arg3(call3, 0, "url") : arg3(call3, 1, "url");
  const bodyAt = method === "POST" || method === "PUT" || method === "PATCH" ? 1 : -1;
  const body2 = BODY_KEYS.map((k) => call3.kwargs.get(k));
  if (bodyAt > 0 && call3.args[bodyAt]) body2.push(call3.args[bodyAt]);
  if (!method && call3.args[2]) body2.push(call3.args[2]);
  return request(ctx, call3.node, {
    tool,
    method: m,
    url,
    body: body2,
    headers: call3.kwargs.get("headers"),
    params: call3.kwargs.get("params") ?? (m === "GET" && method ? call3.args[1] : void 0),
    auth: call3.kwargs.get("auth")
  });
};
var VERBS = ["get", "post", "put", "patch", "delete", "head", "options"];
var makeRequest = (_ctx, call3) => {
  const state = {
    url: arg3(call3, 0, "url"),
    data: arg3(call3, 1, "data"),
    headers: arg3(call3, 2, "headers"),
    method: knownText2(call3.kwargs.get("method"))
  };
  return { ...derive(slot("request"), [state.url ?? str("")]), ref: "urllib.request.Request()", state };
};
var addHeader = (_ctx, call3) => {
  const state = call3.self?.state;
  const value2 = call3.args[1];
  if (!state || !value2) return void 0;
  const prior = state.headers;
  const name2 = knownText2(call3.args[0]) ?? "\u2026";
  const entries = new Map(prior?.entries ?? []);
  entries.set(name2, value2);
  state.headers = { ...concatPV([value2]), entries };
  return str("None");
};
var urlopen = (ctx, call3) => {
  const target = arg3(call3, 0, "url");
  const st = target?.ref === "urllib.request.Request()" ? target.state : void 0;
  const pv = (x) => x;
  const data3 = call3.kwargs.get("data") ?? call3.args[1] ?? pv(st?.data);
  const method = typeof st?.method === "string" ? st.method.toUpperCase() : data3 ? "POST" : "GET";
  return request(ctx, call3.node, {
    tool: "urllib",
    method,
    url: st ? pv(st.url) : target,
    body: [data3],
    headers: pv(st?.headers)
  });
};
var retrieve = (tool) => (ctx, call3) => {
  const file = arg3(call3, 1, tool === "wget" ? "out" : "filename");
  const r = request(ctx, call3.node, { tool, method: "GET", url: arg3(call3, 0, "url"), body: [], file });
  if (file) ctx.downloaded.set(file.v.text, r.v.from ?? "");
  return file ?? r;
};
var connection = (scheme) => (_ctx, call3) => {
  const host = arg3(call3, 0, "host") ?? str("");
  return {
    ...host,
    ref: "http.client.HTTPConnection()",
    state: { base: concatPV([str(`${scheme}://`), host]) }
  };
};
var connRequest = (ctx, call3) => {
  const base = call3.self?.state?.base;
  const path2 = arg3(call3, 1, "url") ?? str("/");
  const url = base ? concatPV([base, path2]) : path2;
  return request(ctx, call3.node, {
    tool: "http.client",
    method: knownText2(arg3(call3, 0, "method"))?.toUpperCase() ?? "GET",
    url,
    body: [arg3(call3, 2, "body")],
    headers: arg3(call3, 3, "headers")
  });
};
var HTTP_HANDLERS = [
  ...["requests", "httpx", "aiohttp"].flatMap((tool) => [
    ...VERBS.map((v) => [`${tool}.${v}`, client(tool, v.toUpperCase())]),
    [`${tool}.request`, client(tool, void 0)],
    [`${tool}.stream`, client(tool, void 0)]
  ]),
  ["urllib3.request", client("urllib3", void 0)],
  ["urllib3.urlopen", client("urllib3", void 0)],
  ["urllib3.request_encode_body", client("urllib3", void 0)],
  ["urllib.request.Request", makeRequest],
  ["urllib.request.Request().add_header", addHeader],
  ["urllib.request.urlopen", urlopen],
  ["urllib.request.build_opener().open", urlopen],
  ["urllib.request.urlretrieve", retrieve("urllib")],
  ["wget.download", retrieve("wget")],
  ["http.client.HTTPSConnection", connection("https")],
  ["http.client.HTTPConnection", connection("http")],
  ["http.client.HTTPConnection().request", connRequest],
  [
    "http.client.HTTPConnection().getresponse",
    (_ctx, call3) => taint(derive(slot("response"), [call3.self ?? str("")]), "download")
  ]
];

// src/analysis/code/python/interpreters.ts
var runSource = (via2) => (ctx, call3) => {
  const code = arg3(call3, 0, "source") ?? arg3(call3, 0, "code") ?? arg3(call3, 0, "line");
  if (!code) return void 0;
  executePython(ctx, call3.node, via2, code);
  return derive(slot("result"), [code]);
};
var fileLoader = (_ctx, call3) => {
  const path2 = arg3(call3, 1, "path");
  return {
    ...derive(slot("loader"), path2 ? [path2] : []),
    ref: "importlib.machinery.SourceFileLoader()",
    state: { path: path2 }
  };
};
var loadFromFile = (ctx, call3) => {
  const path2 = call3.self?.state?.path;
  if (!path2) return void 0;
  const code = contentsOf(ctx, path2);
  if (code.v.taints.includes("download")) executePython(ctx, call3.node, "importlib loader", code);
  return derive(slot("module"), [code]);
};
var LOADER = "importlib.machinery.SourceFileLoader";
var INTERPRETER_HANDLERS = [
  ...["code.InteractiveInterpreter", "code.InteractiveConsole"].flatMap(
    (cls) => [
      [cls, () => ({ ...derive(slot("interpreter"), []), ref: `${cls}()` })],
      [`${cls}().runsource`, runSource("code.InteractiveInterpreter")],
      [`${cls}().runcode`, runSource("code.InteractiveInterpreter")],
      [`${cls}().push`, runSource("code.InteractiveConsole")]
    ]
  ),
  ...[LOADER, "importlib._bootstrap_external.SourceFileLoader"].map((n) => [
    n,
    fileLoader
  ]),
  [`${LOADER}().load_module`, loadFromFile],
  [`${LOADER}().exec_module`, loadFromFile]
];

// src/analysis/code/cli-tokens.ts
var TOKEN_COMMANDS = {
  gh: [{ words: /^auth (?:token|status (?:\S{1,40} ){0,6}(?:-t|--show-token))\b/, variable: "GITHUB_TOKEN" }],
  gcloud: [
    {
      words: /^auth (?:application-default )?print-(?:access|identity)-token\b/,
      variable: "GOOGLE_OAUTH_ACCESS_TOKEN"
    }
  ],
  az: [{ words: /^account get-access-token\b/, variable: "AZURE_ACCESS_TOKEN" }],
  // `--raw` prints the kubeconfig with its client keys, certificates and tokens (redacted without it).
  kubectl: [{ words: /^config view\b[ \S]{0,200}?--raw\b/, variable: "KUBECONFIG", secret: "kube-config" }],
  aws: [
    {
      words: /^(?:configure (?:export-credentials|get (?:aws_secret_access_key|aws_session_token))|sts get-session-token|ecr get-login-password)\b/,
      variable: "AWS_SECRET_ACCESS_KEY"
    }
  ]
};
function cliTokenOutput(program, words2) {
  const name2 = program.replace(/^.*[\\/]/, "").replace(/\.exe$/i, "").toLowerCase();
  const hit = Object.hasOwn(TOKEN_COMMANDS, name2) ? TOKEN_COMMANDS[name2].find((t) => t.words.test(words2)) : void 0;
  if (!hit) return void 0;
  const command2 = `${name2} ${words2}`.slice(0, 120);
  const value2 = {
    text: `$(${command2})`,
    literal: false,
    taints: ["secret"],
    secret: hit.secret ?? "cli-login-token",
    vars: [hit.variable]
  };
  return { value: value2, command: command2 };
}
var CLI_TOKEN_PROGRAMS = Object.keys(TOKEN_COMMANDS);

// src/analysis/code/python/process.ts
var SAFE_WORD = /^[\w@%+=:,./-]+$/;
function shellWord(p) {
  const known = fullText(p);
  if (known !== void 0) return SAFE_WORD.test(known) ? known : `'${known.replace(/'/g, `'\\''`)}'`;
  return `"${p.v.text.replace(/["\\`]/g, "\\$&")}"`;
}
function argvCommand(argv) {
  const text = argv.map(shellWord).join(" ");
  const value2 = concatPV(argv.length ? [...codeWords(argv)] : [str("")]).v;
  return { text, value: { ...value2, text: text.slice(0, 2e3) } };
}
var RUNS_OPERANDS = /^(?:sudo|doas|su|env|nohup|timeout|nice|setsid|stdbuf|xargs|time|exec|chroot|ssh|watch|script|flock|busybox|npx|bunx|uvx|pipx|uv|docker|podman|kubectl|find|parallel)(?:\.exe)?$/i;
function codeWords(argv) {
  const program = argv[0];
  const text = program.v.text;
  const cut = Math.max(text.lastIndexOf("/"), text.lastIndexOf("\\"));
  const base = cut >= 0 ? text.slice(cut + 1) : "";
  if (!/^[\w.+-]+$/.test(base) || INTERPRETER.test(base) || SHELL.test(base) || RUNS_OPERANDS.test(base))
    return argv;
  return [program];
}
var PYTHON_PLACEHOLDER = /\$\{([A-Za-z_]\w{0,80}(?:[.( …][^}]{0,200})?)\}/g;
function shellPlaceholders(text) {
  return text.replace(
    PYTHON_PLACEHOLDER,
    (whole, name2) => /^[A-Za-z_]\w*$/.test(name2) ? whole : `\${${name2.replaceAll("(\u2026)", "").replace(/\W/g, "_")}}`
  );
}
var SHELL = /(?:^|[/\\])(?:ba|z|k|da|a|c|tc|fi)?sh(?:\.exe)?$|(?:^|[/\\])(?:cmd|powershell|pwsh)(?:\.exe)?$/i;
function isSocketFd(p) {
  return p?.ref === "socket.fileno()" || p?.ref === "socket.socket()";
}
function runCommand3(ctx, call3, via2, cmd2, argv) {
  const fetchedFrom = argv ? downloadedScript(ctx, argv) : void 0;
  const code = fetchedFrom === void 0 ? cmd2.value : tainted(cmd2.value, "download", { from: fetchedFrom });
  const endpoint = code.taints.includes("download") && code.from ? endpointOf(code.from, ctx.unit.hosts) : void 0;
  ctx.emit({ kind: "execute", via: via2, code, ...endpoint ? { endpoint } : {} }, call3.node);
  if (!/^"?\$\{[^}]*\}"?$/.test(cmd2.text.trim())) ctx.embed("shell", shellPlaceholders(cmd2.text), call3.node);
  const program = argv?.[0] ? knownText2(argv[0]) : /^\S+/.exec(cmd2.text)?.[0];
  if (program && SHELL.test(program)) {
    const streams = ["stdin", "stdout", "stderr"].map((k) => call3.kwargs.get(k));
    if (streams.some(isSocketFd)) reverseShell2(ctx, call3.node, `${via2} with socket streams`);
    else ctx.reverse.shell ??= [call3.node.startIndex, call3.node.endIndex];
  }
}
var INTERPRETER = /(?:^|[/\\])(?:(?:ba|z|k|da|a)?sh|python[\d.]*|node|perl|ruby|php|pwsh|powershell|bun|deno|lua)(?:\.exe)?$/i;
var SHELL_VARS = /* @__PURE__ */ new Set(["SHELL", "COMSPEC"]);
function downloadedScript(ctx, argv) {
  const [program, ...rest] = argv;
  if (!program || ctx.downloaded.size === 0) return void 0;
  const urlOf = (p) => textsOf(p).map((t) => ctx.downloaded.get(t) ?? underDownloaded(ctx, t)).find((u) => u !== void 0);
  const own2 = urlOf(program);
  if (own2 !== void 0) return own2;
  const name2 = knownText2(program);
  const interpreter = name2 !== void 0 ? INTERPRETER.test(name2) : (program.v.vars ?? []).some((v) => SHELL_VARS.has(v));
  if (!interpreter) return void 0;
  const operand = rest.find((w) => !(knownText2(w) ?? "").startsWith("-"));
  return operand ? urlOf(operand) : void 0;
}
function underDownloaded(ctx, path2) {
  for (const [dir, url] of ctx.downloaded) if (dir !== "" && path2.startsWith(`${dir}/`)) return url;
  return void 0;
}
var subprocess = (via2, alwaysShell = false) => (ctx, call3) => {
  const args2 = arg3(call3, 0, "args") ?? arg3(call3, 0, "cmd");
  if (!args2) return void 0;
  const shell2 = alwaysShell || (call3.kwargs.get("shell")?.num ?? 0) !== 0;
  if (args2.items && !shell2) runCommand3(ctx, call3, via2, argvCommand(args2.items), args2.items);
  else if (args2.items?.[0])
    runCommand3(ctx, call3, via2, {
      text: fullText(args2.items[0]) ?? args2.items[0].v.text,
      value: args2.items[0].v
    });
  else runCommand3(ctx, call3, via2, { text: fullText(args2) ?? args2.v.text, value: args2.v });
  const words2 = args2.items?.map((w) => knownText2(w) ?? "") ?? (knownText2(args2) ?? "").split(/\s+/);
  const token = words2[0] ? cliTokenOutput(words2[0], words2.slice(1, 12).join(" ")) : void 0;
  if (token) return { v: token.value, ref: `${via2}()` };
  return { ...derive(slot("output"), [args2]), ref: `${via2}()` };
};
var osExec = (pathAt, argv) => (ctx, call3) => {
  const program = call3.args[pathAt];
  const words2 = "list" in argv ? call3.args[argv.list]?.items : call3.args.slice(argv.rest);
  const argvWords = words2?.length ? words2 : program ? [program] : [];
  if (argvWords.length === 0) return void 0;
  runCommand3(ctx, call3, "os.exec", argvCommand(argvWords), argvWords);
  return str("None");
};
var ptySpawn = (ctx, call3) => {
  const a = call3.args[0];
  if (!a) return void 0;
  const words2 = a.items ?? [a];
  runCommand3(ctx, call3, "pty.spawn", argvCommand(words2), words2);
  return str("None");
};
var pipMain = (ctx, call3) => {
  const a = call3.args[0];
  if (!a?.items) return void 0;
  runCommand3(ctx, call3, "pip", argvCommand([str("pip"), ...a.items]));
  return str("0");
};
var dup2 = (ctx, call3) => {
  if (isSocketFd(call3.args[0])) ctx.reverse.dup2 ??= [call3.node.startIndex, call3.node.endIndex];
  return str("None");
};
function reverseShell2(ctx, at, how) {
  const endpoint = ctx.reverse.endpoint?.state?.endpoint ?? {
    cls: "unknown"
  };
  ctx.emit({ kind: "reverse-shell", how, endpoint }, at);
}
function finishReverseShell(ctx) {
  const r = ctx.reverse;
  if (r.endpoint && r.dup2 && r.shell) reverseShell2(ctx, r.dup2, "socket + os.dup2 + shell");
}
var PROCESS_HANDLERS = [
  ...["run", "call", "check_call", "check_output", "Popen"].map((f) => [
    `subprocess.${f}`,
    subprocess("subprocess")
  ]),
  ["subprocess.getoutput", subprocess("subprocess", true)],
  ["subprocess.getstatusoutput", subprocess("subprocess", true)],
  ["os.system", subprocess("os.system", true)],
  ["os.popen", subprocess("os.popen", true)],
  ["asyncio.create_subprocess_shell", subprocess("asyncio", true)],
  ["asyncio.create_subprocess_exec", osExec(0, { rest: 0 })],
  ["pexpect.run", subprocess("pexpect", true)],
  ["pexpect.spawn", subprocess("pexpect", true)],
  ...["execv", "execve", "execvp", "execvpe"].map((f) => [
    `os.${f}`,
    osExec(0, { list: 1 })
  ]),
  ...["execl", "execle", "execlp", "execlpe"].map((f) => [
    `os.${f}`,
    osExec(0, { rest: 1 })
  ]),
  ...["spawnv", "spawnve", "spawnvp", "spawnvpe"].map((f) => [
    `os.${f}`,
    osExec(1, { list: 2 })
  ]),
  ...["spawnl", "spawnle", "spawnlp", "spawnlpe"].map((f) => [
    `os.${f}`,
    osExec(1, { rest: 2 })
  ]),
  ["os.posix_spawn", osExec(0, { list: 1 })],
  ["os.posix_spawnp", osExec(0, { list: 1 })],
  ["pty.spawn", ptySpawn],
  ["pip.main", pipMain],
  ["pip._internal.main", pipMain],
  ["pip._internal.cli.main.main", pipMain],
  ["os.dup2", dup2]
];

// src/analysis/code/python/sdk-channels.ts
var SENTRY = "sentry";
function sentryEndpoint(ctx) {
  return ctx.sdkEndpoints.get(SENTRY) ?? { url: "the SENTRY_DSN variable", cls: "unknown" };
}
var sentryInit = (ctx, call3) => {
  const dsn = arg3(call3, 0, "dsn");
  const text = dsn?.v.literal ? dsn.v.text : void 0;
  ctx.sdkEndpoints.set(SENTRY, text ? endpointOf(text, ctx.unit.hosts) : { cls: "unknown" });
  return str("None");
};
function emitSend(ctx, call3, endpoint, channel, data3) {
  const given = data3.filter((d) => !(d.v.literal && (d.v.text === "" || d.v.text === "None")));
  if (given.length === 0) return;
  ctx.emit({ kind: "send", endpoint, channel, data: concatPV(given).v }, call3.node);
}
var sentryData = (pick) => (ctx, call3) => {
  emitSend(
    ctx,
    call3,
    sentryEndpoint(ctx),
    "telemetry",
    pick(call3).filter((p) => p !== void 0)
  );
  return str("None");
};
var attachment = (ctx, call3) => {
  const bytes = arg3(call3, 0, "bytes");
  const path2 = call3.kwargs.get("path");
  const data3 = [];
  if (bytes) data3.push(bytes);
  if (path2) data3.push(contentsOf(ctx, path2, readSecret(ctx, call3.node, path2)));
  emitSend(ctx, call3, sentryEndpoint(ctx), "telemetry", data3);
  return str("None");
};
var SCOPE = "sentry_sdk.Scope()";
var scope = () => ({ ...derive(`\${${SCOPE}}`, []), ref: SCOPE });
var message = (c) => [arg3(c, 0, "message")];
var value = (c) => [arg3(c, 1, "value")];
var user = (c) => [arg3(c, 0, "value")];
var crumb = (c) => [arg3(c, 0, "crumb"), c.kwargs.get("message"), c.kwargs.get("data")];
var event = (c) => [arg3(c, 0, "event")];
var SENTRY_CALLS = [
  ["set_context", sentryData(value)],
  ["set_extra", sentryData(value)],
  ["set_tag", sentryData(value)],
  ["set_user", sentryData(user)],
  ["add_breadcrumb", sentryData(crumb)],
  ["capture_message", sentryData(message)],
  ["capture_event", sentryData(event)]
];
var ROLLBAR = "rollbar";
var ROLLBAR_API = "https://api.rollbar.com/api/1/";
var rollbarInit = (ctx, call3) => {
  const url = call3.kwargs.get("endpoint");
  ctx.sdkEndpoints.set(ROLLBAR, endpointOf(url ? url.v.text : ROLLBAR_API, ctx.unit.hosts));
  return str("None");
};
var rollbarReport = (first3) => (ctx, call3) => {
  const endpoint = ctx.sdkEndpoints.get(ROLLBAR) ?? endpointOf(ROLLBAR_API, ctx.unit.hosts);
  const fields = ["extra_data", "payload_data", "request"].map((k) => call3.kwargs.get(k));
  emitSend(
    ctx,
    call3,
    endpoint,
    "telemetry",
    [first3 ? arg3(call3, 0, first3) : void 0, ...fields].filter((p) => p !== void 0)
  );
  return str("None");
};
function client2(ref2, endpoint) {
  return { ...derive(`\${${ref2}}`, []), ref: ref2, state: { endpoint } };
}
function endpointIn(p) {
  return p?.state?.endpoint ?? { cls: "unknown" };
}
var boto3Client = (ctx, call3) => {
  const url = call3.kwargs.get("endpoint_url");
  const service = arg3(call3, 0, "service_name")?.v.text ?? "s3";
  const endpoint = url ? endpointOf(url.v.text, ctx.unit.hosts) : endpointOf(`https://${service}.amazonaws.com`, ctx.unit.hosts);
  return client2("boto3.client()", endpoint);
};
var s3Upload = (fileArg, bodyArg) => (ctx, call3) => {
  const data3 = [];
  const file = fileArg ? arg3(call3, 0, fileArg) : void 0;
  if (file) data3.push(contentsOf(ctx, file, readSecret(ctx, call3.node, file)));
  const body2 = bodyArg ? call3.kwargs.get(bodyArg) ?? (fileArg ? void 0 : call3.args[0]) : void 0;
  if (body2) data3.push(body2);
  emitSend(ctx, call3, endpointIn(call3.self), "storage", data3);
  return str("None");
};
var GCS_BLOB = "google.cloud.storage.Client().bucket().blob()";
var gcsUpload = (fromFile) => (ctx, call3) => {
  const given = arg3(call3, 0, fromFile ? "filename" : "data");
  if (!given) return void 0;
  const data3 = fromFile ? contentsOf(ctx, given, readSecret(ctx, call3.node, given)) : given;
  emitSend(ctx, call3, endpointOf("https://storage.googleapis.com", ctx.unit.hosts), "storage", [data3]);
  return str("None");
};
var webhookClient = (ref2) => (ctx, call3) => client2(ref2, endpointOf((arg3(call3, 0, "url") ?? str("")).v.text, ctx.unit.hosts));
var webhookSend = (fields) => (ctx, call3) => {
  const data3 = [...call3.args, ...fields.map((f) => call3.kwargs.get(f))].filter(
    (p) => p !== void 0
  );
  emitSend(ctx, call3, endpointIn(call3.self), "http", data3);
  return str("None");
};
var discordClient = (ctx, call3) => {
  const c = client2(
    "discord_webhook.DiscordWebhook()",
    endpointOf((arg3(call3, 0, "url") ?? str("")).v.text, ctx.unit.hosts)
  );
  const content = call3.kwargs.get("content");
  if (c.state && content) c.state.content = content;
  return c;
};
var discordExecute = (ctx, call3) => {
  const content = call3.self?.state?.content;
  emitSend(ctx, call3, endpointIn(call3.self), "http", content ? [content] : []);
  return str("None");
};
var discordFile = (ctx, call3) => {
  const file = arg3(call3, 0, "file");
  emitSend(ctx, call3, endpointIn(call3.self), "http", file ? [file] : []);
  return str("None");
};
var userConfigDir = (_ctx, call3) => {
  const app = arg3(call3, 0, "appname");
  const name2 = app?.v.literal ? app.v.text : "";
  return str(name2 ? `~/.config/${name2}` : "~/.config");
};
var SDK_CHANNEL_HANDLERS2 = [
  ["sentry_sdk.init", sentryInit],
  ["sentry_sdk.get_global_scope", scope],
  ["sentry_sdk.get_current_scope", scope],
  ["sentry_sdk.get_isolation_scope", scope],
  ["sentry_sdk.new_scope", scope],
  ["sentry_sdk.push_scope", scope],
  ["sentry_sdk.configure_scope", scope],
  ["sentry_sdk.isolation_scope", scope],
  ["sentry_sdk.Scope", scope],
  ["sentry_sdk.capture_exception", () => str("None")],
  [`${SCOPE}.add_attachment`, attachment],
  ...SENTRY_CALLS.flatMap(
    ([name2, h]) => [
      [`sentry_sdk.${name2}`, h],
      [`${SCOPE}.${name2}`, h]
    ]
  ),
  ["boto3.client", boto3Client],
  ["boto3.session.Session().client", boto3Client],
  ["boto3.Session().client", boto3Client],
  ["boto3.client().upload_file", s3Upload("Filename", void 0)],
  ["boto3.client().upload_fileobj", s3Upload(void 0, "Fileobj")],
  ["boto3.client().put_object", s3Upload(void 0, "Body")],
  [`${GCS_BLOB}.upload_from_filename`, gcsUpload(true)],
  [`${GCS_BLOB}.upload_from_string`, gcsUpload(false)],
  ["slack_sdk.webhook.WebhookClient", webhookClient("slack_sdk.webhook.WebhookClient()")],
  ["slack_sdk.webhook.WebhookClient().send", webhookSend(["text", "blocks", "attachments"])],
  ["discord_webhook.DiscordWebhook", discordClient],
  ["discord_webhook.DiscordWebhook().execute", discordExecute],
  ["discord_webhook.DiscordWebhook().add_file", discordFile],
  ["rollbar.init", rollbarInit],
  ["rollbar.report_message", rollbarReport("message")],
  ["rollbar.report_exc_info", rollbarReport(void 0)],
  ["platformdirs.user_config_dir", userConfigDir],
  ["appdirs.user_config_dir", userConfigDir]
];

// src/analysis/code/python/secret-stores.ts
var netrc = (ctx, call3) => {
  const path2 = arg3(call3, 0, "file") ?? str("~/.netrc");
  const secret = readSecret(ctx, call3.node, path2);
  return { ...contentsOf(ctx, path2, secret), ref: "netrc.netrc()" };
};
var keychain = (ctx, call3) => {
  const service = arg3(call3, 0, "service_name");
  ctx.emit({ kind: "read", target: literal("keyring"), secret: "keychain" }, call3.node, "keychain:keyring");
  return taint(derive(slot("keyring secret"), service ? [service] : []), "secret", { secret: "keychain" });
};
var frozenAwsCredentials = (ctx, call3) => {
  const store = str("~/.aws/credentials");
  return contentsOf(ctx, store, readSecret(ctx, call3.node, store));
};
var AWS_SESSIONS = ["boto3.Session()", "boto3.session.Session()", "botocore.session.get_session()"];
var SECRET_STORE_HANDLERS2 = [
  ["netrc.netrc", netrc],
  ["keyring.get_password", keychain],
  ["keyring.get_credential", keychain],
  ...AWS_SESSIONS.map((s) => [
    `${s}.get_credentials().get_frozen_credentials`,
    frozenAwsCredentials
  ])
];

// src/analysis/code/python/sockets.ts
function endpointOfAddress(ctx, addr2) {
  const host = addr2?.items?.[0] ?? addr2;
  if (!host) return { endpoint: { cls: "unknown" } };
  const port = addr2?.items?.[1];
  const text = host.v.text + (port && port.num !== void 0 ? `:${port.num}` : "");
  return { endpoint: endpointOf(text, ctx.unit.hosts), host };
}
function instance2(ref2, endpoint, v) {
  return { ...v ?? derive(`\${${ref2}}`, []), ref: ref2, state: endpoint ? { endpoint } : {} };
}
function endpointIn2(p) {
  return p?.state?.endpoint ?? { cls: "unknown" };
}
var connect2 = (ctx, call3) => {
  const state = call3.self?.state;
  if (!state) return void 0;
  const { endpoint } = endpointOfAddress(ctx, arg3(call3, 0, "address"));
  state.endpoint = endpoint;
  ctx.reverse.endpoint = call3.self;
  return str("None");
};
var createConnection = (ctx, call3) => {
  const { endpoint } = endpointOfAddress(ctx, arg3(call3, 0, "address"));
  const s = instance2("socket.socket()", endpoint);
  ctx.reverse.endpoint = s;
  return s;
};
var sendOn2 = (channel, dataOf) => (ctx, call3) => {
  const data3 = dataOf(call3);
  if (!data3) return void 0;
  ctx.emit({ kind: "send", endpoint: endpointIn2(call3.self), channel, data: data3.v }, call3.node);
  return str("None");
};
var sendTo = (ctx, call3) => {
  const data3 = call3.args[0];
  if (!data3) return void 0;
  const { endpoint } = endpointOfAddress(ctx, call3.args[call3.args.length - 1]);
  ctx.emit({ kind: "send", endpoint, channel: "socket", data: data3.v }, call3.node);
  return str("None");
};
var recv = (_ctx, call3) => {
  const from = endpointIn2(call3.self).url ?? "";
  return taint(derive(slot("received"), []), "download", { from });
};
var fileno = (_ctx, call3) => ({
  ...derive(slot("fileno"), []),
  ref: "socket.fileno()",
  state: call3.self?.state ?? {}
});
var DATA_TAINTS2 = ["secret", "file", "system-info", "conversation", "env", "decoded"];
var CONFIG_TAINTS = ["env", "file", "unknown"];
var dnsLookup = (ctx, call3) => {
  const name2 = arg3(call3, 0, "qname") ?? arg3(call3, 0, "host");
  if (!name2 || knownText2(name2) !== void 0) return void 0;
  if (!name2.v.taints.some((t) => DATA_TAINTS2.includes(t))) return void 0;
  const suffix = /\}\.?([\w.-]{3,253})$/.exec(name2.v.text)?.[1];
  const domain = suffix?.includes(".") ? suffix : void 0;
  if (!domain && name2.v.taints.every((t) => CONFIG_TAINTS.includes(t))) return void 0;
  const endpoint = suffix ? endpointOf(suffix, ctx.unit.hosts) : { cls: "unknown" };
  ctx.emit({ kind: "send", endpoint, channel: "dns", data: name2.v }, call3.node);
  return derive(slot("address"), [name2]);
};
var server = (ref2) => (ctx, call3) => {
  const host = arg3(call3, 0, "host");
  return instance2(ref2, host ? endpointOfAddress(ctx, host).endpoint : void 0);
};
var reconnect = (ctx, call3) => {
  const state = call3.self?.state;
  const host = arg3(call3, 0, "hostname") ?? arg3(call3, 0, "host");
  if (state && host) state.endpoint = endpointOfAddress(ctx, host).endpoint;
  return str("None");
};
var sftpPut = (ctx, call3) => {
  const local = arg3(call3, 0, "localpath");
  if (!local) return void 0;
  ctx.emit(
    { kind: "send", endpoint: endpointIn2(call3.self), channel: "other", data: contentsOf(ctx, local).v },
    call3.node
  );
  return str("None");
};
var sameChannel = (_ctx, call3) => call3.self && { ...call3.self, ref: `${call3.self.ref ?? ""}.sftp()` };
var SOCKET_HANDLERS = [
  ["socket.socket", () => instance2("socket.socket()")],
  ["socket.socket().connect", connect2],
  ["socket.socket().connect_ex", connect2],
  ["socket.create_connection", createConnection],
  ["socket.socket().send", sendOn2("socket", (c) => c.args[0])],
  ["socket.socket().sendall", sendOn2("socket", (c) => c.args[0])],
  ["socket.socket().sendto", sendTo],
  ["socket.socket().recv", recv],
  ["socket.socket().recvfrom", recv],
  ["socket.socket().makefile", recv],
  ["socket.socket().fileno", fileno],
  ["ssl.wrap_socket", (_ctx, call3) => call3.args[0]],
  ["ssl.create_default_context().wrap_socket", (_ctx, call3) => call3.args[0]],
  ["ssl.SSLContext().wrap_socket", (_ctx, call3) => call3.args[0]],
  ["socket.gethostbyname", dnsLookup],
  ["socket.gethostbyname_ex", dnsLookup],
  ["socket.getaddrinfo", dnsLookup],
  ["dns.resolver.resolve", dnsLookup],
  ["dns.resolver.query", dnsLookup],
  ["smtplib.SMTP", server("smtplib.SMTP()")],
  ["smtplib.SMTP_SSL", server("smtplib.SMTP()")],
  ["smtplib.SMTP().connect", reconnect],
  ["smtplib.SMTP().sendmail", sendOn2("mail", (c) => arg3(c, 2, "msg"))],
  ["smtplib.SMTP().send_message", sendOn2("mail", (c) => arg3(c, 0, "msg"))],
  ["ftplib.FTP", server("ftplib.FTP()")],
  ["ftplib.FTP_TLS", server("ftplib.FTP()")],
  ["ftplib.FTP().connect", reconnect],
  ["ftplib.FTP().storbinary", sendOn2("other", (c) => arg3(c, 1, "fp"))],
  ["ftplib.FTP().storlines", sendOn2("other", (c) => arg3(c, 1, "fp"))],
  ["paramiko.SSHClient", () => instance2("paramiko.SSHClient()")],
  ["paramiko.SSHClient().connect", reconnect],
  ["paramiko.SSHClient().exec_command", sendOn2("other", (c) => arg3(c, 0, "command"))],
  ["paramiko.SSHClient().open_sftp", sameChannel],
  ["paramiko.SSHClient().sftp().put", sftpPut],
  ["paramiko.SSHClient().sftp().putfo", sendOn2("other", (c) => c.args[0])]
];

// src/analysis/code/python/system.ts
var BROAD4 = /^(?:\/|~|\/\*|~\/\*|\/(?:home|Users|etc|usr|var|bin|boot|lib|opt|root|System|Library)\/?|[A-Za-z]:\/?)$/;
function broadTarget(p) {
  if (!p) return void 0;
  return textsOf(p).find((t) => BROAD4.test(normalizeHome(t.trim()).replace(/(.)\/$/, "$1")));
}
var setuid = (ctx, call3) => {
  if (call3.args[0]?.num !== 0) return void 0;
  ctx.emit({ kind: "privilege", how: "setuid", interpreter: false }, call3.node);
  return str("None");
};
function chmod2(ctx, call3, path2, mode) {
  const bits = mode?.num;
  if (bits === void 0) return void 0;
  const target = path2 ? path2.v.text : void 0;
  const broad = broadTarget(path2);
  if (broad && bits & 2) {
    ctx.emit({ kind: "destroy", how: "chmod-broad", target: broad }, call3.node);
  } else if (bits & 3072) {
    ctx.emit(
      { kind: "privilege", how: "setuid", interpreter: false, ...target ? { command: target } : {} },
      call3.node
    );
  } else if (bits & 2) {
    ctx.emit(
      {
        kind: "privilege",
        how: "world-writable",
        interpreter: false,
        ...target ? { command: target } : {}
      },
      call3.node
    );
  }
  return str("None");
}
var chown = (ctx, call3) => {
  const uid = arg3(call3, 1, "uid") ?? arg3(call3, 1, "user");
  if (uid?.num !== 0 && knownText2(uid) !== "root") return void 0;
  const path2 = call3.args[0] ?? call3.self;
  ctx.emit(
    { kind: "privilege", how: "chown-root", interpreter: false, ...path2 ? { command: path2.v.text } : {} },
    call3.node
  );
  return str("None");
};
var remove2 = (pathOf) => (ctx, call3) => {
  const broad = broadTarget(pathOf(call3));
  if (broad === void 0) return void 0;
  ctx.emit({ kind: "destroy", how: "rm-broad", target: broad }, call3.node);
  return str("None");
};
var SYSTEM_HANDLERS = [
  ["os.setuid", setuid],
  ["os.seteuid", setuid],
  ["os.setreuid", setuid],
  ["os.setresuid", setuid],
  ["os.setgid", setuid],
  ["os.setegid", setuid],
  ["os.chmod", (ctx, call3) => chmod2(ctx, call3, arg3(call3, 0, "path"), arg3(call3, 1, "mode"))],
  ["os.lchmod", (ctx, call3) => chmod2(ctx, call3, arg3(call3, 0, "path"), arg3(call3, 1, "mode"))],
  ["pathlib.Path().chmod", (ctx, call3) => chmod2(ctx, call3, call3.self, arg3(call3, 0, "mode"))],
  ["os.chown", chown],
  ["os.lchown", chown],
  ["shutil.chown", chown],
  ["shutil.rmtree", remove2((c) => arg3(c, 0, "path"))],
  ["os.removedirs", remove2((c) => c.args[0])],
  ["os.rmdir", remove2((c) => c.args[0])],
  ["os.remove", remove2((c) => c.args[0])],
  ["os.unlink", remove2((c) => c.args[0])],
  ["pathlib.Path().rmdir", remove2((c) => c.self)],
  ["pathlib.Path().unlink", remove2((c) => c.self)]
];

// src/analysis/code/python/handlers.ts
function build(tables2) {
  const map = /* @__PURE__ */ new Map();
  for (const table2 of tables2) {
    for (const [name2, handler] of table2) {
      if (map.has(name2)) throw new Error(`python analyzer: ${name2} is modelled twice`);
      map.set(name2, handler);
    }
  }
  return map;
}
var HANDLERS = build([
  VALUE_HANDLERS,
  DECODE_HANDLERS2,
  DYNAMIC_HANDLERS,
  INTERPRETER_HANDLERS,
  FILE_HANDLERS,
  HTTP_HANDLERS,
  LOADER_HANDLERS,
  PROCESS_HANDLERS,
  SOCKET_HANDLERS,
  SDK_CHANNEL_HANDLERS2,
  SECRET_STORE_HANDLERS2,
  SYSTEM_HANDLERS
]);
function stringMethod3(ctx, call3, method) {
  if (method === "decode" || method === "encode") {
    const codec = knownText2(call3.args[0] ?? call3.kwargs.get("encoding"));
    if (codec !== void 0) {
      const decoded3 = codecDecode(ctx, call3, codec, call3.self);
      if (decoded3) return decoded3;
    }
  }
  if (method === "to_bytes" && call3.self) {
    const order = knownText2(call3.args[1] ?? call3.kwargs.get("byteorder"));
    return decodeWith(ctx, call3, "charcode", integerBytes(order === "little"), call3.self);
  }
  return stringMethod2(ctx, call3, method);
}

// src/analysis/code/python/evaluate.ts
function evalExpr3(ctx, node2) {
  if (!node2) return unknownPV("\u2026");
  if (!ctx.step()) return unknownPV("\u2026");
  if (ctx.depth >= LIMITS.maxDepth) {
    ctx.boundHit = true;
    return unknownPV("\u2026");
  }
  ctx.depth++;
  try {
    return evalNode(ctx, node2);
  } finally {
    ctx.depth--;
  }
}
function evalNode(ctx, node2) {
  switch (node2.type) {
    case "string":
      return stringValue2(node2, (e) => evalExpr3(ctx, e));
    case "concatenated_string":
      return concatPV(node2.namedChildren.map((c) => evalExpr3(ctx, c)));
    case "integer":
      return integer(node2.text);
    case "float":
      return { v: literal(node2.text) };
    case "true":
      return { ...str("True"), num: 1 };
    case "false":
      return { ...str("False"), num: 0 };
    case "none":
      return str("None");
    case "identifier":
      return ctx.lookup(node2.text) ?? starImported(ctx, node2.text) ?? ctx.unbound(node2.text);
    case "attribute":
      return attribute(ctx, node2);
    case "call":
      return ctx.evaluator.call(ctx, node2);
    case "binary_operator":
      return binary4(ctx, node2);
    case "parenthesized_expression":
    case "await":
    case "keyword_argument":
    case "list_splat":
    case "dictionary_splat":
      return evalExpr3(ctx, node2.namedChildren[node2.namedChildren.length - 1]);
    case "tuple":
    case "expression_list":
    case "pattern_list":
      return listPV(evalItems(ctx, node2), "(", ")");
    case "list":
    case "set":
      return listPV(evalItems(ctx, node2));
    case "dictionary":
      return dictionary(ctx, node2);
    case "subscript":
      return subscript2(ctx, node2);
    case "conditional_expression":
    case "boolean_operator":
      return conditional2(ctx, node2);
    case "named_expression": {
      const value2 = evalExpr3(ctx, node2.childForFieldName("value"));
      const name2 = node2.childForFieldName("name");
      if (name2) ctx.bind(name2.text, value2);
      return value2;
    }
    case "list_comprehension":
    case "generator_expression":
    case "set_comprehension":
    case "dictionary_comprehension":
      return comprehension(ctx, node2);
    case "unary_operator": {
      const arg4 = evalExpr3(ctx, node2.childForFieldName("argument"));
      const op = node2.childForFieldName("operator")?.text;
      if (arg4.num !== void 0 && op === "-") return num3(-arg4.num);
      if (arg4.num !== void 0 && op === "~") return num3(~arg4.num);
      return arg4;
    }
    case "yield":
      return yieldValue(ctx, node2);
    case "lambda": {
      ctx.evaluator.lambda(ctx, node2);
      const key = `lambda@${node2.startIndex}`;
      if (!ctx.functions.has(key) && ctx.functions.size < 5e3)
        ctx.functions.set(key, { key, node: node2, analyses: 0 });
      return ctx.functions.has(key) ? { ...unknownPV("lambda", []), fn: key } : unknownPV("lambda", []);
    }
    default:
      return derive(`\${${node2.type}}`, evalAll(ctx, node2));
  }
}
function yieldValue(ctx, node2) {
  const value2 = node2.namedChildren[0] ? evalExpr3(ctx, node2.namedChildren[0]) : str("None");
  const from = node2.children.some((c) => c.type === "from");
  const items = from ? value2.items ?? value2.alts : void 0;
  if (items) for (const item of items.slice(0, 16)) ctx.yielded(item);
  else ctx.yielded(from ? derive(slot("item"), [value2]) : value2);
  return unknownPV("sent", []);
}
function starImported(ctx, name2) {
  for (const m of ctx.starModules) {
    const full = normalizeRef(`${m}.${name2}`);
    if (HANDLERS.has(full)) return { v: opaque3(full), ref: full };
  }
  return void 0;
}
function evalItems(ctx, node2) {
  return evalChildren(ctx, node2, true);
}
function evalAll(ctx, node2) {
  return evalChildren(ctx, node2, false);
}
function evalChildren(ctx, node2, spread) {
  const out2 = [];
  for (const c of node2.namedChildren) {
    if (!c || c.type === "comment") continue;
    if (out2.length >= MAX_ITEMS2) break;
    const value2 = evalExpr3(ctx, c);
    if (spread && c.type === "list_splat" && value2.items)
      out2.push(...value2.items.slice(0, MAX_ITEMS2 - out2.length));
    else out2.push(value2);
  }
  return out2;
}
function integer(text) {
  const t = text.replace(/_/g, "").replace(/[lL]$/, "");
  const m = /^0([xob])(.+)$/i.exec(t);
  const base = m ? { x: 16, o: 8, b: 2 }[m[1].toLowerCase()] : 10;
  const n = Number.parseInt(m ? m[2] : t, base);
  if (!m && /^\d{16,1000}$/.test(t)) return { v: literal(t), num: n };
  return Number.isFinite(n) ? num3(n) : { v: literal(text) };
}
function dictionary(ctx, node2) {
  const entries = [];
  const rest = [];
  for (const c of node2.namedChildren) {
    if (!c || entries.length >= MAX_ITEMS2) continue;
    if (c.type === "pair") {
      const k = evalExpr3(ctx, c.childForFieldName("key"));
      entries.push([knownText2(k), evalExpr3(ctx, c.childForFieldName("value"))]);
    } else if (c.type === "dictionary_splat") {
      const spread = evalExpr3(ctx, c);
      if (spread.entries) for (const [k, v] of spread.entries) entries.push([k, v]);
      else rest.push(spread);
    } else if (c.type !== "comment") rest.push(evalExpr3(ctx, c));
  }
  return dictPV(entries, rest);
}
function conditional2(ctx, node2) {
  const parts2 = node2.namedChildren.filter((c) => c !== null && c.type !== "comment");
  if (node2.type === "conditional_expression" && parts2.length === 3) {
    evalExpr3(ctx, parts2[1]);
    return merge([evalExpr3(ctx, parts2[0]), evalExpr3(ctx, parts2[2])]);
  }
  const values = parts2.map((p) => evalExpr3(ctx, p));
  if (node2.childForFieldName("operator")?.text === "or" && values[0] && isRuntimeDir(values[0].v))
    return values[0];
  return merge(values);
}
function attribute(ctx, node2) {
  const objNode = node2.childForFieldName("object");
  const name2 = node2.childForFieldName("attribute")?.text ?? "";
  const dotted = dottedName(node2);
  if (dotted) {
    const stored = ctx.attrs.get(dotted);
    if (stored) return stored;
  }
  return attributeOf(ctx, evalExpr3(ctx, objNode), name2);
}

// src/analysis/code/python/calls.ts
function evalCall(ctx, node2) {
  const fnNode = node2.childForFieldName("function");
  let self;
  let selfNode;
  let callee;
  if (fnNode?.type === "attribute") {
    selfNode = fnNode.childForFieldName("object") ?? void 0;
    self = evalExpr3(ctx, selfNode);
    callee = attributeOf(ctx, self, fnNode.childForFieldName("attribute")?.text ?? "");
  } else {
    callee = evalExpr3(ctx, fnNode);
  }
  const call3 = {
    node: node2,
    name: callee.ref ? normalizeRef(callee.ref) : "",
    callee,
    args: [],
    kwargs: /* @__PURE__ */ new Map(),
    argNodes: [],
    rest: [],
    ...self ? { self } : {},
    ...selfNode ? { selfNode } : {}
  };
  evalArguments(ctx, node2.childForFieldName("arguments"), call3);
  if (callee.fn) return ctx.evaluator.callFunction(ctx, callee, call3);
  if (callee.alts?.some((a) => a.fn)) {
    const results = callee.alts.map(
      (a) => a.fn ? ctx.evaluator.callFunction(ctx, a, call3) : unknownCall(call3)
    );
    return merge(results);
  }
  const handler = call3.name ? HANDLERS.get(call3.name) : void 0;
  const handled = handler?.(ctx, call3);
  if (handled) return handled;
  if (!callee.ref && self && fnNode?.type === "attribute") {
    const method = fnNode.childForFieldName("attribute")?.text ?? "";
    const result3 = stringMethod3(ctx, call3, method) ?? mutate(ctx, call3, method);
    if (result3) return result3;
  }
  const imported = importedCallee(ctx, call3.name);
  if (imported) return importedCall2(ctx, imported, call3);
  return calledParameter2(unknownCall(call3), callee);
}
function calledParameter2(out2, callee) {
  let v = out2.v;
  for (const m of callee.v.vars ?? []) {
    const called = calledMarker(m);
    if (called) v = marked(v, called);
  }
  return v === out2.v ? out2 : { ...out2, v };
}
function applyDecorator(ctx, decorator, fn, node2) {
  const call3 = {
    node: node2,
    name: decorator.ref ? normalizeRef(decorator.ref) : "",
    callee: decorator,
    args: [fn],
    kwargs: /* @__PURE__ */ new Map(),
    argNodes: [],
    rest: []
  };
  if (decorator.fn) {
    ctx.evaluator.callFunction(ctx, decorator, call3);
    return;
  }
  const imported = importedCallee(ctx, call3.name);
  if (imported) importedCall2(ctx, imported, call3);
}
function importedCallee(ctx, name2) {
  if (!name2) return void 0;
  const direct = ctx.importedNames.get(name2);
  if (direct) return direct;
  const dot = name2.lastIndexOf(".");
  if (dot <= 0) return void 0;
  const owner = name2.slice(0, dot);
  const cls = owner.endsWith("()") ? ctx.importedNames.get(owner.slice(0, -2)) : void 0;
  if (cls) return { module: cls.module, name: `${cls.name}.${name2.slice(dot + 1)}` };
  const sub = ctx.importedNames.get(owner);
  if (sub) {
    const module3 = /^\.*$/.test(sub.module) ? `${sub.module}${sub.name}` : `${sub.module}.${sub.name}`;
    return { module: module3, name: name2.slice(dot + 1) };
  }
  const module2 = ctx.importedModules.get(owner);
  return module2 !== void 0 ? { module: module2, name: name2.slice(dot + 1) } : void 0;
}
function importedCall2(ctx, imported, call3) {
  const args2 = [...call3.args, ...call3.kwargs.values(), ...call3.rest].map((a) => a.v);
  const modules = ctx.unit.modules;
  const self = imported.name.includes(".") ? [str("self").v] : [];
  const argsFn = call3.args.flatMap(
    (a, i2) => a.fn && ctx.functions.has(a.fn) ? [{ arg: i2 + self.length, fn: a.fn }] : []
  );
  if (modules && ctx.frames.length < 4 && (args2.some(carriesFlow) || argsFn.length)) {
    const passed = [...self, ...call3.args.map((a) => a.v)];
    if (call3.kwargs.size || call3.rest.length) passed.push(derived("\u2026", args2.slice(call3.args.length)));
    const at = ctx.unit.region(call3.node.startIndex, call3.node.endIndex);
    modules.call(imported, passed, ctx.unit.id, at, argsFn);
  }
  const out2 = unknownCall(call3);
  return { ...out2, v: marked(out2.v, callMarker(imported.module, imported.name)) };
}
function evalArguments(ctx, argsNode, call3) {
  if (!argsNode) return;
  if (argsNode.type === "generator_expression") {
    call3.args.push(evalExpr3(ctx, argsNode));
    call3.argNodes.push(argsNode);
    return;
  }
  for (const a of argsNode.namedChildren) {
    if (!a || a.type === "comment") continue;
    if (call3.args.length + call3.kwargs.size >= MAX_ITEMS2) break;
    if (a.type === "keyword_argument") {
      const name2 = a.childForFieldName("name")?.text ?? "";
      call3.kwargs.set(name2, evalExpr3(ctx, a.childForFieldName("value")));
    } else if (a.type === "list_splat") {
      const v = evalExpr3(ctx, a);
      if (v.items) call3.args.push(...v.items);
      else call3.rest.push(v);
    } else if (a.type === "dictionary_splat") {
      const v = evalExpr3(ctx, a);
      if (v.entries) for (const [k, val] of v.entries) call3.kwargs.set(k, val);
      if (!v.entries || v.v.taints.length) call3.rest.push(v);
    } else {
      call3.args.push(evalExpr3(ctx, a));
      call3.argNodes.push(a);
    }
  }
}
function mutate(ctx, call3, method) {
  const self = call3.self;
  if (self.entries?.size && (method === "values" || method === "items") && call3.args.length === 0) {
    const all = [...self.entries].slice(0, MAX_ITEMS2);
    return listPV(
      all.map(([k, v]) => method === "values" ? v : listPV([str(k.startsWith(UNKEYED) ? "\u2026" : k), v]))
    );
  }
  if (method === "append" || method === "add" || method === "insert") {
    const added = call3.args[call3.args.length - 1];
    if (added) rebind(ctx, call3.selfNode ?? null, listPV([...self.items ?? [], added].slice(0, MAX_ITEMS2)));
    return derive("None", []);
  }
  if (method === "extend" || method === "update") {
    const more = call3.args[0];
    if (!more) return void 0;
    const next = self.items && more.items ? listPV([...self.items, ...more.items].slice(0, MAX_ITEMS2)) : void 0;
    const merged = next ?? { ...self, ...derive(self.v.text, [self, more]) };
    if (!next && self.entries && more.entries) merged.entries = new Map([...self.entries, ...more.entries]);
    rebind(ctx, call3.selfNode ?? null, merged);
    return derive("None", []);
  }
  return void 0;
}

// src/analysis/code/python/imports.ts
var moduleRef = (name2) => ({
  v: opaque3(name2),
  ref: normalizeRef(name2)
});
function emitSource(ctx, node2, target) {
  if (!target) return;
  ctx.emit({ kind: "source", target: literal(target) }, node2, target);
}
function modulePath(dots, dotted) {
  const parts2 = dotted ? dotted.split(".") : [];
  if (dots === 0) return parts2.join("/");
  const up = dots === 1 ? ["."] : Array.from({ length: dots - 1 }, () => "..");
  return [...up, ...parts2].join("/");
}
function importStatement2(ctx, node2) {
  for (const n of node2.childrenForFieldName("name")) {
    if (!n) continue;
    const dotted = n.type === "aliased_import" ? n.childForFieldName("name")?.text ?? "" : n.text;
    const alias = n.type === "aliased_import" ? n.childForFieldName("alias")?.text : void 0;
    if (alias) ctx.bind(alias, moduleRef(dotted));
    else {
      const top = dotted.split(".")[0];
      ctx.bind(top, moduleRef(top));
    }
    if (!STDLIB.has(dotted.split(".")[0])) {
      emitSource(ctx, n, modulePath(0, dotted));
      ctx.importedModules.set(normalizeRef(alias ?? dotted), dotted);
    }
    importAfterDownload(ctx, n, dotted);
  }
}
function importFrom(ctx, node2) {
  const moduleNode = node2.childForFieldName("module_name");
  let dots = 0;
  let dotted = moduleNode?.text ?? "";
  if (moduleNode?.type === "relative_import") {
    const prefix = moduleNode.namedChildren.find((c) => c?.type === "import_prefix")?.text ?? "";
    dots = prefix.length;
    dotted = moduleNode.namedChildren.find((c) => c?.type === "dotted_name")?.text ?? "";
  }
  const local = dots > 0 || !STDLIB.has(dotted.split(".")[0]);
  if (dots === 0) importAfterDownload(ctx, moduleNode ?? node2, dotted);
  if (node2.namedChildren.some((c) => c?.type === "wildcard_import")) {
    if (dots === 0) ctx.starModules.push(normalizeRef(dotted));
    if (local) emitSource(ctx, moduleNode ?? node2, modulePath(dots, dotted));
    return;
  }
  for (const n of node2.childrenForFieldName("name")) {
    if (!n) continue;
    const name2 = n.type === "aliased_import" ? n.childForFieldName("name")?.text ?? "" : n.text;
    const alias = n.type === "aliased_import" ? n.childForFieldName("alias")?.text : void 0;
    const qualified = dots > 0 ? `${".".repeat(dots)}${dotted ? `${dotted}.` : ""}${name2}` : `${dotted}.${name2}`;
    ctx.bind(alias ?? name2, moduleRef(qualified));
    if (local) {
      const imported = { module: `${".".repeat(dots)}${dotted}`, name: name2 };
      ctx.importedNames.set(normalizeRef(qualified), imported);
      ctx.unit.modules?.reexport(alias ?? name2, imported);
    }
    if (local) emitSource(ctx, n, modulePath(dots, dotted || name2));
  }
}
function walkImport(ctx, node2) {
  if (node2.type === "import_statement") importStatement2(ctx, node2);
  else importFrom(ctx, node2);
}

// src/analysis/code/python/walker.ts
function analyzeModule(ctx, root) {
  walkBlock(ctx, root);
  for (let round = 0; round < 4; round++) {
    const pending = [...ctx.functions.values()].filter((f) => f.analyses === 0);
    if (pending.length === 0 || ctx.boundHit) break;
    for (const fn of pending) runFunction(ctx, fn, { args: [], kwargs: /* @__PURE__ */ new Map(), rest: [] });
  }
  finishReverseShell(ctx);
  for (const [name2, pv] of ctx.module) {
    const ref2 = pv.ref ? normalizeRef(pv.ref) : void 0;
    if ((ref2 === "exec" || ref2 === "eval") && name2 !== ref2) ctx.unit.modules?.runner(name2, ref2);
  }
  for (const fn of ctx.functions.values()) {
    const name2 = fn.node.childForFieldName("name") ?? fn.node;
    if (fn.lastReturn)
      ctx.unit.modules?.returns(fn.key, fn.lastReturn.v, ctx.unit.region(name2.startIndex, name2.endIndex));
  }
}
function parameterValue(fn, index, name2) {
  const v = unknownPV(name2);
  return { ...v, v: marked(v.v, paramMarker(fn, index)) };
}
function walkBlock(ctx, node2) {
  if (!node2) return;
  for (const child of node2.namedChildren) if (child) walkStatement(ctx, child);
}
function walkStatement(ctx, node2) {
  if (!ctx.step()) return;
  if (ctx.depth >= LIMITS.maxDepth) {
    ctx.boundHit = true;
    return;
  }
  ctx.depth++;
  try {
    statement(ctx, node2);
  } finally {
    ctx.depth--;
  }
}
function statement(ctx, node2) {
  switch (node2.type) {
    case "expression_statement":
      for (const c of node2.namedChildren) if (c) expressionStatement(ctx, c);
      return;
    case "if_statement":
    case "elif_clause":
    case "while_statement":
      evalExpr3(ctx, node2.childForFieldName("condition"));
      walkBlock(ctx, node2.childForFieldName("consequence") ?? node2.childForFieldName("body"));
      for (const alt of node2.childrenForFieldName("alternative")) if (alt) walkStatement(ctx, alt);
      return;
    case "for_statement":
      forStatement(ctx, node2);
      return;
    case "with_statement":
      withStatement(ctx, node2);
      return;
    case "function_definition":
      define(ctx, node2, void 0);
      return;
    case "class_definition":
      defineClass(ctx, node2);
      return;
    case "decorated_definition":
      decorated(ctx, node2);
      return;
    case "return_statement": {
      const value2 = node2.namedChildren[0] ? evalExpr3(ctx, node2.namedChildren[0]) : str("None");
      ctx.frame?.returns.push(value2);
      return;
    }
    case "import_statement":
    case "import_from_statement":
      walkImport(ctx, node2);
      return;
    case "global_statement":
      for (const n of node2.namedChildren) if (n?.type === "identifier") ctx.frame?.globals.add(n.text);
      return;
    case "exec_statement": {
      const code = node2.namedChildren[0];
      if (code) executePython(ctx, node2, "exec", evalExpr3(ctx, code));
      return;
    }
    case "except_clause":
      exceptClause(ctx, node2);
      return;
    case "comment":
    case "pass_statement":
    case "break_statement":
    case "continue_statement":
    case "future_import_statement":
    case "nonlocal_statement":
      return;
    default:
      if (/(?:_statement|_clause|^block|^module|^ERROR|^case_clause)$/.test(node2.type)) walkBlock(ctx, node2);
      else evalExpr3(ctx, node2);
  }
}
function decorated(ctx, node2) {
  const decorators = [];
  for (const d of node2.namedChildren) {
    if (d?.type === "decorator" && d.namedChildren[0])
      decorators.push({ value: evalExpr3(ctx, d.namedChildren[0]), node: d });
  }
  const def = node2.childForFieldName("definition");
  if (!def) return;
  walkStatement(ctx, def);
  const name2 = def.type === "function_definition" ? def.childForFieldName("name")?.text : void 0;
  const fn = name2 ? ctx.lookup(name2) : void 0;
  if (!fn?.fn || ctx.frames.length > 0) return;
  for (const d of decorators.reverse()) applyDecorator(ctx, d.value, fn, d.node);
}
function expressionStatement(ctx, node2) {
  if (node2.type === "assignment") {
    const right = node2.childForFieldName("right");
    if (!right) return str("None");
    const value2 = right.type === "assignment" ? expressionStatement(ctx, right) : evalExpr3(ctx, right);
    const left = node2.childForFieldName("left");
    assignTarget(ctx, left, value2);
    if (ctx.frames.length === 0 && left?.type === "identifier") {
      ctx.unit.assign(left.text, value2.v, node2.startIndex, node2.endIndex);
    }
    return value2;
  }
  if (node2.type === "augmented_assignment") {
    const left = node2.childForFieldName("left");
    const op = (node2.childForFieldName("operator")?.text ?? "+=").slice(0, -1);
    const value2 = binaryOn(evalExpr3(ctx, left), op, evalExpr3(ctx, node2.childForFieldName("right")));
    assignTarget(ctx, left, value2);
    return value2;
  }
  return evalExpr3(ctx, node2);
}
function loopValue(iter) {
  const elems = elementsOf(iter);
  if (!elems || elems.length === 0) return elementOf2(iter);
  if (elems.length === 1) return elems[0];
  const first3 = elems[0];
  const ref2 = elems.every((e) => e.ref === first3.ref) ? first3.ref : void 0;
  return {
    ...derive(first3.v.text, elems),
    alts: elems.slice(0, 16),
    ...first3.items ? { items: first3.items } : {},
    ...ref2 ? { ref: ref2 } : {}
  };
}
function forStatement(ctx, node2) {
  const iter = evalExpr3(ctx, node2.childForFieldName("right"));
  assignTarget(ctx, node2.childForFieldName("left"), loopValue(iter));
  walkBlock(ctx, node2.childForFieldName("body"));
  walkBlock(ctx, node2.childForFieldName("alternative"));
}
function withStatement(ctx, node2) {
  for (const clause of node2.namedChildren) {
    if (clause?.type !== "with_clause") continue;
    for (const item of clause.namedChildren) {
      const value2 = item?.childForFieldName("value");
      if (!value2) continue;
      if (value2.type === "as_pattern") {
        let bound = evalExpr3(ctx, value2.namedChildren[0]);
        if (bound.state?.generator && bound.items) bound = merge(bound.items);
        const alias = value2.childForFieldName("alias");
        assignTarget(ctx, alias?.namedChildren[0] ?? alias, bound);
      } else evalExpr3(ctx, value2);
    }
  }
  walkBlock(ctx, node2.childForFieldName("body"));
}
function exceptClause(ctx, node2) {
  for (const c of node2.namedChildren) {
    if (!c) continue;
    if (c.type === "block") walkBlock(ctx, c);
    else if (c.type === "as_pattern") {
      const alias = c.childForFieldName("alias");
      assignTarget(ctx, alias?.namedChildren[0] ?? alias, unknownPV("exception", []));
    }
  }
}
function define(ctx, node2, cls) {
  const name2 = node2.childForFieldName("name")?.text ?? "lambda";
  const key = cls ? `${cls}.${name2}` : name2;
  if (!ctx.functions.has(key) && ctx.functions.size < 5e3) {
    ctx.functions.set(key, { key, node: node2, analyses: 0, ...cls ? { cls } : {} });
  } else if (ctx.functions.has(key)) {
    ctx.functions.get(key).node = node2;
  }
  if (!cls) ctx.bind(name2, { v: { text: name2, literal: false, taints: [] }, fn: key });
}
function defineClass(ctx, node2) {
  const name2 = node2.childForFieldName("name")?.text ?? "Class";
  const bases = [];
  for (const b of node2.childForFieldName("superclasses")?.namedChildren ?? []) {
    if (b && (b.type === "identifier" || b.type === "attribute")) bases.push(b.text);
  }
  ctx.classes.set(name2, { name: name2, bases, attrs: /* @__PURE__ */ new Map() });
  ctx.bind(name2, { v: { text: name2, literal: false, taints: [] }, fn: name2 });
  const cls = ctx.classes.get(name2);
  ctx.pushFrame(name2);
  try {
    for (const stmt of node2.childForFieldName("body")?.namedChildren ?? []) {
      if (!stmt) continue;
      const def = stmt.type === "decorated_definition" ? stmt.childForFieldName("definition") : stmt;
      if (def?.type === "function_definition") define(ctx, def, name2);
      else if (def?.type === "class_definition") defineClass(ctx, def);
      else walkStatement(ctx, stmt);
    }
    for (const [k, v] of ctx.frame?.vars ?? []) if (!cls.attrs.has(k)) cls.attrs.set(k, v);
  } finally {
    ctx.popFrame();
  }
}
function callFunction(ctx, callee, call3) {
  const key = callee.fn;
  if (ctx.classes.has(key)) {
    const instance3 = { v: { text: `${key}()`, literal: false, taints: [] }, ref: `${key}()` };
    const init4 = ctx.method(key, "__init__");
    if (init4)
      runFunction(ctx, init4, { args: [instance3, ...call3.args], kwargs: call3.kwargs, rest: call3.rest });
    return instance3;
  }
  const fn = ctx.functions.get(key);
  if (!fn) return unknownCall(call3);
  const self = callee.state?.self;
  return runFunction(ctx, fn, {
    args: self ? [self, ...call3.args] : call3.args,
    kwargs: call3.kwargs,
    rest: call3.rest
  });
}
var active = /* @__PURE__ */ new WeakMap();
function runFunction(ctx, fn, bound) {
  const stack = active.get(ctx) ?? /* @__PURE__ */ new Set();
  active.set(ctx, stack);
  const fallback = () => fn.lastReturn ?? derive(`\${${fn.key}()}`, [...bound.args, ...bound.kwargs.values()]);
  if (stack.has(fn.key) || ctx.callDepth >= LIMITS.maxCallDepth) return fallback();
  if (fn.analyses >= LIMITS.maxAnalysesPerFunction || ctx.boundHit) return fallback();
  fn.analyses++;
  stack.add(fn.key);
  ctx.callDepth++;
  const frame = ctx.pushFrame(fn.cls);
  try {
    bindParameters(ctx, fn, bound);
    const body2 = fn.node.childForFieldName("body");
    if (fn.node.type === "lambda") {
      if (body2) frame.returns.push(evalExpr3(ctx, body2));
    } else walkBlock(ctx, body2);
  } finally {
    ctx.popFrame();
    ctx.callDepth--;
    stack.delete(fn.key);
  }
  if (frame.yields.length) fn.lastReturn = { ...listPV(frame.yields), state: { generator: true } };
  else fn.lastReturn = frame.returns.length ? merge(frame.returns) : str("None");
  return fn.lastReturn;
}
function bindParameters(ctx, fn, bound) {
  const params = fn.node.childForFieldName("parameters")?.namedChildren ?? [];
  let i2 = 0;
  const used = /* @__PURE__ */ new Set();
  for (const [index, p] of params.entries()) {
    if (!p) continue;
    const nameNode = p.type === "identifier" ? p : p.childForFieldName("name") ?? p.namedChildren[0];
    const name2 = nameNode?.type === "identifier" ? nameNode.text : nameNode?.namedChildren[0]?.text ?? "";
    if (!name2) continue;
    let value2;
    if (p.type === "list_splat_pattern" || nameNode?.type === "list_splat_pattern") {
      value2 = listPV([...bound.args.slice(i2), ...bound.rest]);
      i2 = bound.args.length;
    } else if (p.type === "dictionary_splat_pattern" || nameNode?.type === "dictionary_splat_pattern") {
      value2 = dictPV([...bound.kwargs].filter(([k]) => !used.has(k)));
    } else {
      value2 = bound.args[i2++] ?? bound.kwargs.get(name2);
      used.add(name2);
      if (!value2 && index === 0 && fn.cls)
        value2 = { v: { text: "self", literal: false, taints: [] }, ref: `${fn.cls}()` };
      const asked = value2 ? void 0 : ctx.unit.spec.toolArgs?.get(fn.key)?.get(name2);
      if (asked) value2 = taint(unknownPV(name2), "secret", { secret: asked, from: `tool argument '${name2}'` });
      const dflt = p.childForFieldName("value");
      value2 ??= dflt ? evalExpr3(ctx, dflt) : parameterValue(fn.key, index, name2);
    }
    ctx.bind(name2, value2);
  }
}
function analyzeLambda(ctx, node2) {
  const frame = ctx.pushFrame(void 0, true);
  try {
    for (const p of node2.childForFieldName("parameters")?.namedChildren ?? []) {
      if (p?.type === "identifier") ctx.bind(p.text, unknownPV(p.text));
    }
    evalExpr3(ctx, node2.childForFieldName("body"));
  } finally {
    if (ctx.frame === frame) ctx.popFrame();
  }
}

// src/analysis/code/python/index.ts
var EVALUATOR = { expr: evalExpr3, call: evalCall, callFunction, lambda: analyzeLambda };
var analyzePython = (unit2, limits) => {
  const { tree, status } = parseBounded("python", unit2.text, limits);
  if (!tree) {
    unit2.parsed("gave-up");
    return;
  }
  const ctx = new Ctx(unit2, unit2.text, EVALUATOR);
  let failed = false;
  try {
    const { root, complete } = copyTree(tree, unit2.text);
    if (!complete) ctx.boundHit = true;
    analyzeModule(ctx, root);
  } catch {
    failed = true;
  } finally {
    tree.delete();
  }
  unit2.parsed(failed || ctx.boundHit ? "gave-up" : status);
  ctx.flush();
};

// src/analysis/code/awk-program.ts
var MAX_TEXT5 = 64 * 1024;
var MAX_ITEMS3 = 256;
var INET_LITERAL = /"\/inet[46]?\/(?:tcp|udp)\/[^"\n]{0,200}"/;
var ASSIGN2 = /(?<![\w$=!<>~+*/%^-])([A-Za-z_]\w{0,63})[ \t]*=(?!=)[ \t]*([^\n;{}]{1,400})/g;
var COPROC_GETLINE = /((?<!\w)[A-Za-z_]\w{0,63}|"[^"\n]{0,300}")[ \t]*\|&[ \t]*getline\b(?:[ \t]*(\$?[A-Za-z_]\w{0,63}|\$\d{1,3}))?/g;
var FILE_GETLINE = /\bgetline\b[ \t]*(\$?[A-Za-z_]\w{0,63})?[ \t]*<[ \t]*([A-Za-z_]\w{0,63}|"[^"\n]{0,300}"|\([^()\n]{1,300}\))/g;
var CMD_GETLINE = /([^\n;{}()|]{1,300})\|(?!&)[ \t]*getline\b(?:[ \t]*(\$?[A-Za-z_]\w{0,63}))?/g;
var SYSTEM_CALL = /\bsystem[ \t]*\(([^)\n]{0,400})\)/g;
var PRINT_PIPE = /\bprintf?\b([^\n;|]{0,400})\|(?![&|])[ \t]*([^\n;}]{1,300})/g;
var PRINT_TO = /\bprintf?\b([^\n;|>]{0,400})(?:\|&|>>?)[ \t]*([A-Za-z_]\w{0,63}|"[^"\n]{0,300}")/g;
var SOCKET_FUNCTION = /\bfunction[ \t]+([A-Za-z_]\w{0,63})[ \t]*\([^)\n]{0,200}\)[ \t\n]*\{[ \t\n]{0,40}return\b[^{}\n]{0,400}"\/inet[46]?\//g;
var ENVIRON_NAMED = /\bENVIRON[ \t]*\[[ \t]*"([A-Za-z_]\w{0,127})"[ \t]*\]/g;
var ENVIRON_LOOP = /\bfor[ \t]*\([ \t]*([A-Za-z_]\w{0,63})[ \t]+in[ \t]+ENVIRON[ \t]*\)/;
var SHELL_TARGET = /^"(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh(?:[ \t]+-[a-z]{1,4})?"$/;
function withoutComments(text) {
  let out2 = "";
  let inString = false;
  let inComment = false;
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text[i2];
    if (c === "\n") {
      inString = false;
      inComment = false;
    } else if (inComment) {
      out2 += " ";
      continue;
    } else if (inString && c === "\\") {
      out2 += c + (text[i2 + 1] ?? "");
      i2++;
      continue;
    } else if (c === '"') inString = !inString;
    else if (c === "#" && !inString) {
      inComment = true;
      out2 += " ";
      continue;
    }
    out2 += c;
  }
  return out2;
}
var AwkState = class {
  vars = /* @__PURE__ */ new Map();
  constructor(preset) {
    for (const [k, v] of Object.entries(preset).slice(0, 64)) this.vars.set(k, this.ofText(v));
  }
  ofText(text) {
    return { text, socket: /^\/inet[46]?\/(?:tcp|udp)\//.test(text), network: false };
  }
  /** An expression: a concatenation of string literals, variables, `ENVIRON["…"]` and `$n` fields. */
  eval(expr) {
    const e = expr.trim();
    const out2 = { text: "", socket: INET_LITERAL.test(e), network: false };
    let n = 0;
    for (const m of e.matchAll(
      /(?<!\\)"((?:[^"\\\n]|\\.){0,400})"|ENVIRON[ \t]*\[[ \t]*"(\w{1,128})"[ \t]*\]|(\$?[A-Za-z_]\w{0,63}|\$\d{1,3})/g
    )) {
      if (n++ >= 64) break;
      if (m[1] !== void 0) out2.text = out2.text === void 0 ? void 0 : out2.text + m[1];
      else if (m[2] !== void 0) {
        if (m[2] === "HOME") out2.text = out2.text === void 0 ? void 0 : `${out2.text}~`;
        else {
          out2.text = void 0;
          if (SECRET_ENV_NAME.test(m[2])) out2.secret ??= "env-secret";
        }
      } else {
        const v = this.vars.get(m[3]);
        if (!v) {
          if (!/^(?:getline|close|length|substr|index|split|sub|gsub|sprintf|tolower|toupper|in)$/.test(m[3]))
            out2.text = void 0;
          continue;
        }
        out2.text = out2.text === void 0 || v.text === void 0 ? void 0 : out2.text + v.text;
        out2.socket ||= v.socket;
        out2.network ||= v.network;
        out2.secret ??= v.secret;
        out2.from ??= v.from;
      }
    }
    return out2;
  }
  set(name2, v) {
    if (this.vars.size >= MAX_ITEMS3 && !this.vars.has(name2)) return;
    const old = this.vars.get(name2);
    const secret = v.secret ?? old?.secret;
    const from = v.from ?? old?.from;
    this.vars.set(name2, {
      ...v.text !== void 0 ? { text: v.text } : {},
      socket: v.socket || old?.socket === true,
      network: v.network || old?.network === true,
      ...secret ? { secret } : {},
      ...from ? { from } : {}
    });
  }
  taint(name2, patch) {
    const key = name2 ?? "$0";
    const old = this.vars.get(key) ?? { socket: false, network: false };
    if (this.vars.size < MAX_ITEMS3 || this.vars.has(key))
      this.vars.set(key, { ...old, ...patch, text: void 0 });
  }
};
function fieldsOf(state, expr) {
  const v = state.eval(expr);
  const zero = state.vars.get("$0");
  if (zero && /\$(?:0|[1-9]\d{0,2}|NF)\b/.test(expr))
    return { ...v, network: v.network || zero.network, ...zero.secret ? { secret: zero.secret } : {} };
  return v;
}
function propagate(state, src) {
  const events = [];
  for (const m of src.matchAll(ASSIGN2)) {
    if (events.length >= MAX_ITEMS3) break;
    const [, name2, expr] = m;
    events.push({ at: m.index, run: () => state.set(name2, fieldsOf(state, expr)) });
  }
  for (const m of src.matchAll(COPROC_GETLINE)) {
    if (events.length >= MAX_ITEMS3 * 2) break;
    events.push({
      at: m.index,
      run: () => {
        if (state.eval(m[1]).socket) state.taint(m[2], { network: true, socket: false });
      }
    });
  }
  for (const m of src.matchAll(FILE_GETLINE)) {
    if (events.length >= MAX_ITEMS3 * 3) break;
    events.push({
      at: m.index,
      run: () => {
        const source2 = state.eval(m[2].replace(/^\(|\)$/g, ""));
        if (source2.socket) state.taint(m[1], { network: true, socket: false });
        const secret = source2.text ? secretOf(normalizeHome(source2.text)) : void 0;
        if (secret) state.taint(m[1], { secret: secret.cls, from: source2.text });
      }
    });
  }
  for (const m of src.matchAll(CMD_GETLINE)) {
    if (events.length >= MAX_ITEMS3 * 4) break;
    events.push({
      at: m.index,
      run: () => {
        const cmd2 = state.eval(lastOperand(m[1]));
        const path2 = cmd2.text ? /(?:^|\s)((?:~|\$HOME|\/)[^\s"']{1,200})/.exec(cmd2.text)?.[1] : void 0;
        const secret = path2 ? secretOf(normalizeHome(path2)) : void 0;
        if (secret) state.taint(m[2], { secret: secret.cls, from: path2 });
      }
    });
  }
  events.sort((a, b) => a.at - b.at);
  for (const e of events) e.run();
}
function lastOperand(before) {
  const cut = Math.max(before.lastIndexOf("("), before.lastIndexOf("="));
  return (cut >= 0 ? before.slice(cut + 1) : before).trim();
}
function networkExecs(state, src) {
  const out2 = [];
  const net = (expr) => fieldsOf(state, expr).network;
  for (const m of src.matchAll(CMD_GETLINE))
    if (out2.length < 64 && net(lastOperand(m[1])))
      out2.push([m.index, m.index + m[0].length, "cmd | getline"]);
  for (const m of src.matchAll(SYSTEM_CALL))
    if (out2.length < 64 && net(m[1])) out2.push([m.index, m.index + m[0].length, "system()"]);
  for (const m of src.matchAll(PRINT_PIPE)) {
    if (out2.length >= 64) break;
    const target = m[2].trim();
    if (net(target) || SHELL_TARGET.test(target) && net(m[1]))
      out2.push([m.index, m.index + m[0].length, "print | command"]);
  }
  for (const m of src.matchAll(COPROC_GETLINE)) {
    const v = state.eval(m[1]);
    if (out2.length < 64 && !v.socket && v.network) out2.push([m.index, m.index + m[0].length, "coprocess"]);
  }
  return out2;
}
function socketHost(state, src) {
  for (const v of state.vars.values()) {
    const host = v.socket && v.text ? /^\/inet[46]?\/(?:tcp|udp)\/[^/]{0,10}\/([^/]{1,253})\//.exec(v.text)?.[1] : void 0;
    if (host) return host;
  }
  const lit3 = /"\/inet[46]?\/(?:tcp|udp)\/[^/"]{0,10}\/([^/"]{1,253})\//.exec(src)?.[1];
  return lit3;
}
function endpointFor2(host, hosts) {
  if (host === "0" || host === "0.0.0.0") return endpointOf("localhost", hosts);
  return endpointOf(host, hosts);
}
function awkNetworkFacts(text, hosts, preset = {}) {
  const src = withoutComments(text.slice(0, MAX_TEXT5));
  if (!/\/inet[46]?\/(?:tcp|udp)\//.test(src)) return [];
  const state = new AwkState(preset);
  for (const m of src.matchAll(SOCKET_FUNCTION)) state.set(m[1], { socket: true, network: false });
  propagate(state, src);
  propagate(state, src);
  const host = socketHost(state, src);
  const endpoint = endpointFor2(host, hosts);
  const out2 = [];
  const exec = networkExecs(state, src)[0];
  if (exec)
    out2.push({
      b: {
        kind: "reverse-shell",
        how: `awk socket special file whose input runs as commands (${exec[2]})`,
        endpoint
      },
      start: exec[0],
      end: exec[1]
    });
  const envAll = ENVIRON_LOOP.exec(src)?.[1];
  for (const m of src.matchAll(PRINT_TO)) {
    if (out2.length >= 32) break;
    if (!state.eval(m[2]).socket) continue;
    const data3 = sentData(state, m[1], envAll);
    if (!data3) continue;
    const at = { start: m.index, end: m.index + m[0].length };
    if (data3.secret && data3.secret !== "env-all")
      out2.push({ b: { kind: "read", target: literal(data3.from ?? data3.text), secret: data3.secret }, ...at });
    out2.push({ b: { kind: "send", endpoint, channel: "socket", data: data3 }, ...at });
  }
  return out2;
}
function sentData(state, printed, envAll) {
  for (const m of printed.matchAll(ENVIRON_NAMED))
    if (SECRET_ENV_NAME.test(m[1]))
      return tainted(tainted(derived(`ENVIRON["${m[1]}"]`, []), "env"), "secret", { secret: "env-secret" });
  if (envAll && new RegExp(`\\bENVIRON[ \\t]*\\[[ \\t]*${envAll}[ \\t]*\\]`).test(printed))
    return tainted(tainted(derived("ENVIRON", []), "env"), "secret", { secret: "env-all" });
  const v = fieldsOf(state, printed);
  if (!v.secret) return void 0;
  const base = tainted(derived(printed.trim().slice(0, 200), []), v.from ? "file" : "env", {
    ...v.from ? { from: v.from } : {}
  });
  return tainted(base, "secret", { secret: v.secret, ...v.from ? { from: v.from } : {} });
}

// src/analysis/code/foreign-loads.ts
var MAX_TEXT6 = 256 * 1024;
var MAX_LOADS = 64;
var URL2 = `https?://[^\\s"'\`)]{1,300}`;
var ONE_CALL = [
  { via: "source", re: new RegExp(`\\bsource\\s*\\(\\s*(?:url\\s*\\(\\s*)?["'](${URL2})["']`, "g") },
  { via: "source_url", re: new RegExp(`\\bsource_(?:url|gist)\\s*\\(\\s*["'](${URL2})["']`, "g") },
  {
    via: "eval(parse())",
    re: new RegExp(
      `\\beval\\s*\\(\\s*parse\\s*\\([^)\\n]{0,80}(?:readLines|url|getURL|GET)\\s*\\(\\s*["'](${URL2})["']`,
      "g"
    )
  },
  { via: "include", re: new RegExp(`\\binclude\\s*\\(\\s*download\\s*\\(\\s*["'](${URL2})["']`, "g") },
  {
    via: "apply from",
    re: new RegExp(`\\bapply\\s*\\(?\\s*from\\s*[:=]\\s*(?:uri\\s*\\(\\s*)?["'](${URL2})["']`, "g")
  },
  { via: "evaluate", re: new RegExp(`\\bevaluate\\s*\\(\\s*new\\s+URL\\s*\\(\\s*["'](${URL2})["']`, "g") }
];
var SINK_OF_VARIABLE = /\b(source|source_url|sys\.source)\s*\(\s*([A-Za-z_][\w.]{0,63})\s*[,)]/g;
var DOWNLOADS = [
  // R `download.file(url, destfile = "x")`, Julia `download(url, "x")`.
  /\b(?:download\.file|download)\s*\(([^,()\n]{1,300}),([^,()\n]{1,300})[,)]/g,
  // CMake `file(DOWNLOAD <url> <file> …)`.
  /\bfile\s*\(\s*DOWNLOAD\s+("[^"\n]{1,300}"|[^\s)]{1,300})\s+("[^"\n]{1,300}"|[^\s)]{1,300})/g
];
var LOADS = /\b(?:source|sys\.source|include|dofile|loadfile|require|evalfile)\s*\(([^,()\n]{1,300})[,)]/g;
var ASSIGN3 = /^[ \t]{0,32}(?:(?:local|val|var|const|let)[ \t]+)?([A-Za-z_][\w.]{0,63})[ \t]*(?:<-|:?=)[ \t]*["']([^"'\n]{1,300})["']/gm;
var CMAKE_SET = /\bset\s*\(\s*([A-Za-z_]\w{0,63})\s+(?:"([^"\n]{1,300})"|([^")\s]{1,300}))/g;
function assignments(text) {
  const src = text.slice(0, MAX_TEXT6);
  const vars = /* @__PURE__ */ new Map();
  for (const re of [ASSIGN3, CMAKE_SET])
    for (const m of src.matchAll(re)) {
      if (vars.size >= 256) break;
      vars.set(m[1], m[2] ?? m[3]);
    }
  return vars;
}
function literalValue(expr, vars) {
  const e = expr.trim().replace(/^[a-z_]{1,16}[ \t]{0,4}=[ \t]{0,4}/i, "");
  const lit3 = /^["']([^"']{0,300})["']$/.exec(e);
  if (!lit3 && /^\$\{[\w.]{1,64}\}$/.test(e)) return literalValue(e.slice(2, -1), vars);
  const raw = lit3 ? lit3[1] : vars.get(e) ?? (/:\/\/|\$\{/.test(e) ? e : void 0);
  if (raw === void 0) return void 0;
  return raw.replace(/\$\{([A-Za-z_]\w{0,63})\}/g, (whole, name2) => vars.get(name2) ?? whole);
}
function foreignLoads(text, vars = assignments(text)) {
  const src = text.slice(0, MAX_TEXT6);
  const out2 = [];
  for (const { via: via2, re } of ONE_CALL)
    for (const m of src.matchAll(re)) {
      if (out2.length >= MAX_LOADS) return out2;
      out2.push({ start: m.index, end: m.index + m[0].length, via: via2, url: m[1] });
    }
  for (const m of src.matchAll(SINK_OF_VARIABLE)) {
    if (out2.length >= MAX_LOADS) return out2;
    const url = vars.get(m[2]);
    if (url !== void 0 && /^https?:\/\//.test(url))
      out2.push({ start: m.index, end: m.index + m[0].length, via: m[1], url });
  }
  const downloaded3 = /* @__PURE__ */ new Map();
  for (const re of DOWNLOADS)
    for (const m of src.matchAll(re)) {
      if (downloaded3.size >= 64) break;
      const dest = literalValue(m[2], vars) ?? m[2].trim();
      const url = literalValue(m[1], vars);
      const call3 = src.slice(m.index, src.indexOf(")", m.index + m[0].length) + 1 || m.index + 600);
      downloaded3.set(dest, {
        url: url !== void 0 && /^https?:\/\//.test(url) ? url : "$URL",
        pinned: /\bEXPECTED_(?:HASH|MD5)\b/.test(call3)
      });
    }
  if (downloaded3.size === 0) return out2;
  for (const m of src.matchAll(LOADS)) {
    if (out2.length >= MAX_LOADS) break;
    const got = downloaded3.get(literalValue(m[1], vars) ?? m[1].trim());
    if (got === void 0) continue;
    const via2 = /^\w[\w.]*/.exec(m[0])[0];
    out2.push({
      start: m.index,
      end: m.index + m[0].length,
      via: via2,
      url: got.url,
      ...got.pinned ? { pinned: true } : {}
    });
  }
  return out2;
}
var SOURCES = [
  {
    re: /\binclude\s*\(\s*"?(?:\$\{CMAKE_CURRENT_(?:LIST|SOURCE)_DIR\}\/)?([\w./-]{1,200}\.cmake)"?\s*\)/g,
    target: (m) => `./${m[1]}`
  },
  { re: /\badd_subdirectory\s*\(\s*"?([\w./-]{1,200})"?[\s)]/g, target: (m) => `./${m[1]}/CMakeLists.txt` },
  { re: /\b(?:sys\.)?source\s*\(\s*(?:file\s*=\s*)?["']([\w./-]{1,200}\.[Rr])["']/g, target: (m) => m[1] },
  { re: /\binclude\s*\(\s*["']([\w./-]{1,200}\.jl)["']/g, target: (m) => `./${m[1]}` },
  {
    re: /\bapply\s*\(?\s*from\s*[:=]\s*(?:file\s*\(\s*)?["']([\w./-]{1,200}\.gradle(?:\.kts)?)["']/g,
    target: (m) => m[1]
  },
  {
    re: /\bload\s*\(\s*["'](?:@[\w.-]{0,64})?\/\/([\w./-]{0,200}):([\w./-]{1,200}\.bzl)["']/g,
    target: (m) => m[1] ? `${m[1]}/${m[2]}` : m[2]
  },
  { re: /\bload\s*\(\s*["']:([\w./-]{1,200}\.bzl)["']/g, target: (m) => `./${m[1]}` },
  { re: /\b(?:load|include)\s*\(\s*["'](\.{1,2}\/[\w./-]{1,200})["']/g, target: (m) => m[1] },
  { re: /^[ \t]{0,32}source[ \t]+([\w./-]{1,200}\.tcl)\b/gm, target: (m) => `./${m[1]}` },
  { re: /\bdofile\s*\(\s*["']([\w./-]{1,200}\.lua)["']/g, target: (m) => m[1] },
  {
    re: /\bCode\.(?:require|eval|compile)_file\s*\(\s*["']([\w./-]{1,200}\.exs?)["']/g,
    target: (m) => m[1]
  }
];
function loadedSiblings(text) {
  const src = text.slice(0, MAX_TEXT6);
  const out2 = [];
  for (const { re, target } of SOURCES)
    for (const m of src.matchAll(re)) {
      if (out2.length >= MAX_LOADS) return out2;
      out2.push({ target: target(m), start: m.index, end: m.index + m[0].length });
    }
  return out2;
}

// src/analysis/code/foreign-calls.ts
var MAX_TEXT7 = 256 * 1024;
var MAX_LITERALS2 = 8192;
var MAX_COMMANDS = 64;
var MAX_LITERAL = 2e3;
function literalsIn(text) {
  const src = text.slice(0, MAX_TEXT7);
  const out2 = [];
  for (let i2 = 0; i2 < src.length && out2.length < MAX_LITERALS2; i2++) {
    const q = src[i2];
    if (q !== '"' && q !== "'") continue;
    let j = i2 + 1;
    let value2 = "";
    while (j < src.length && src[j] !== q && src[j] !== "\n" && j - i2 <= MAX_LITERAL) {
      if (src[j] === "\\" && j + 1 < src.length && src[j + 1] !== "\n") {
        const c = src[j + 1];
        value2 += c === "n" ? "\n" : c === "t" ? "	" : c;
        j += 2;
      } else value2 += src[j++];
    }
    if (src[j] !== q) {
      i2 = Math.max(i2, j - 1);
      continue;
    }
    out2.push({ value: value2, start: i2, end: j + 1 });
    i2 = j;
  }
  return out2;
}
var SHELL2 = /^(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k|a)?sh$|^cmd(?:\.exe)?$|^(?:pwsh|powershell)(?:\.exe)?$/i;
var RUN_FLAG = /^(?:-[a-z]{0,3}c|\/[ck]|-command)$/i;
var ARG_GAP = /^[\s,()[\]{}.&!:<>]{0,24}(?:[A-Za-z_]{1,16}[\s,()[\]{}.&!:<>]{0,24}){0,3}$/;
var MAX_GAP = 48;
function joined2(a, b, src) {
  return b.start - a.end <= MAX_GAP && ARG_GAP.test(src.slice(a.end, b.start));
}
function quoted(word) {
  if (word === "$ARG") return word;
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
var ARGV_HEAD = /\b(?:exec\.Command(?:Context)?|Command::new|ProcessBuilder|system2|processx::run|sys::exec_(?:wait|internal)|Process\.Start|ProcessStartInfo|System\.cmd|Cmd|run_command|Runtime\.getRuntime\(\)\.exec)\s*\(/g;
function argvAt(src, lits, from, vars) {
  let depth2 = 0;
  let end = Math.min(src.length, from + 1500);
  let k = lits.findIndex((l) => l.start >= from);
  if (k < 0) return void 0;
  for (let i2 = from; i2 < end; i2++) {
    while (k < lits.length && lits[k].end <= i2) k++;
    if (k < lits.length && lits[k].start <= i2) continue;
    const c = src[i2];
    if (c === "(" || c === "[" || c === "{") depth2++;
    else if (c === ")" || c === "]" || c === "}") depth2--;
    const lineEnds = c === "\n" && depth2 < 0 && !/^\s*\./.test(src.slice(i2 + 1, i2 + 40));
    if (c === ";" || lineEnds) end = i2;
  }
  const inside = lits.filter((l) => l.start >= from && l.end <= end);
  if (inside.length === 0) return void 0;
  const words2 = [];
  const argBetween = (a, b) => {
    const gap = src.slice(a, b).replace(/\b(?:arg|args|new|String|c|list|listOf|arrayOf|vec|of)\b/g, "");
    if (!/[A-Za-z_$]/.test(gap)) return;
    const name2 = /^[\s,()[\]{}.&!:<>]{0,24}([A-Za-z_]\w{0,63})[\s,()[\]{}.&!:<>]{0,24}$/.exec(gap)?.[1];
    words2.push((name2 !== void 0 ? vars.get(name2) : void 0) ?? "$ARG");
  };
  let prev = from;
  for (const l of inside) {
    if (words2.length > 0) argBetween(prev, l.start);
    words2.push(l.value);
    prev = l.end;
  }
  const close = src.indexOf(")", prev);
  argBetween(prev, close < 0 || close > end ? end : close);
  return { words: words2, end };
}
var PROGRAM_FIRST = /^\s*(?:new\s+String\s*\[\]\s*\{\s*|\[\s*|c\(\s*)?["']/;
var PROGRAM_AFTER_CONTEXT = /^\s*(?:[A-Za-z_]\w{0,40}\s*,\s*)?["']/;
function argvCommands(src, lits, vars, out2) {
  for (const m of src.matchAll(ARGV_HEAD)) {
    if (out2.length >= MAX_COMMANDS) return;
    const from = m.index + m[0].length;
    const first3 = /Context/.test(m[0]) ? PROGRAM_AFTER_CONTEXT : PROGRAM_FIRST;
    if (!first3.test(src.slice(from, from + 80))) continue;
    const argv = argvAt(src, lits, from, vars);
    if (!argv || argv.words.length === 0) continue;
    out2.push({
      code: argv.words.map(quoted).join(" "),
      start: m.index,
      end: argv.end,
      label: "argument-list command"
    });
  }
}
function shellTriples(src, lits, out2, taken) {
  for (let i2 = 0; i2 + 1 < lits.length && out2.length < MAX_COMMANDS; i2++) {
    const a = lits[i2];
    if (!SHELL2.test(a.value) || taken.some((t) => t === a.start)) continue;
    const b = lits[i2 + 1];
    if (!joined2(a, b, src)) continue;
    const c = lits[i2 + 2];
    if (RUN_FLAG.test(b.value) && c && joined2(b, c, src)) {
      out2.push({ code: c.value, start: c.start, end: c.end, label: "shell command in an argument list" });
      i2 += 2;
      continue;
    }
    const inline = /^-c\s+(.+)$/s.exec(b.value);
    if (inline) out2.push({ code: inline[1], start: b.start, end: b.end, label: "shell command argument" });
  }
}
var CMAKE_COMMAND = /\bCOMMAND[ \t]+([^)\n]{1,2000})/g;
var CMAKE_KEYWORD = /\s(?:COMMAND|WORKING_DIRECTORY|OUTPUT_VARIABLE|ERROR_VARIABLE|RESULT_VARIABLE|OUTPUT_QUIET|ERROR_QUIET|DEPENDS|BYPRODUCTS|COMMENT|VERBATIM|USES_TERMINAL|TIMEOUT|OUTPUT|MAIN_DEPENDENCY|COMMAND_ECHO)\b/;
var TCL_EXEC = /(?:^|\[)[ \t]*exec[ \t]+([^\]\n]{1,2000})/gm;
function wordCommands(src, out2, tcl) {
  for (const m of src.matchAll(CMAKE_COMMAND)) {
    if (out2.length >= MAX_COMMANDS) return;
    const words2 = m[1].split(CMAKE_KEYWORD, 1)[0].trim();
    if (words2) out2.push({ code: words2, start: m.index, end: m.index + m[0].length, label: "CMake COMMAND" });
  }
  if (!tcl) return;
  for (const m of src.matchAll(TCL_EXEC)) {
    if (out2.length >= MAX_COMMANDS) return;
    const words2 = m[1].replace(/\{([^{}]{0,2000})\}/g, (_, w) => `'${w.replace(/'/g, `'\\''`)}'`).trim();
    if (words2) out2.push({ code: words2, start: m.index, end: m.index + m[0].length, label: "Tcl exec" });
  }
}
var STRING_COMMAND = /\b(?:local|sh|bat|Mix\.shell\(\)\.cmd|os:cmd|:os\.cmd)[ \t]{0,4}\(?[ \t]{0,4}(?:script[ \t]{0,4}:[ \t]{0,4})?(?=["'])|\b(?:cmd|serve_cmd|command)[ \t]{0,4}=[ \t]{0,4}(?=["'])/g;
function stringCommands(src, lits, out2) {
  let k = 0;
  for (const m of src.matchAll(STRING_COMMAND)) {
    if (out2.length >= MAX_COMMANDS) return;
    const at = m.index + m[0].length;
    while (k < lits.length && lits[k].start < at) k++;
    const lit3 = lits[k];
    if (!lit3 || lit3.start !== at || lit3.value.trim() === "") continue;
    out2.push({ code: lit3.value, start: lit3.start, end: lit3.end, label: "shell command string" });
  }
}
function foreignCommands(text, opts) {
  const src = text.slice(0, MAX_TEXT7);
  const lits = literalsIn(src);
  const out2 = [];
  argvCommands(src, lits, opts.vars ?? assignments(src), out2);
  stringCommands(src, lits, out2);
  const taken = lits.filter((l) => out2.some((c) => l.start >= c.start && l.end <= c.end)).map((l) => l.start);
  shellTriples(src, lits, out2, taken);
  wordCommands(src, out2, opts.tcl);
  out2.sort((a, b) => a.start - b.start);
  return out2.slice(0, MAX_COMMANDS);
}

// src/analysis/code/foreign-code.ts
var SOCKET = /\b(?:socket|TCPSocket|fsockopen|IO::Socket|Socket\.new|inet_aton|stream_socket_client)\b|\/dev\/tcp\//i;
var SHELL_SPAWN = /\/bin\/(?:ba|z|da)?sh\b|\bsh\s+-i\b|\bexec\s*\(|\bproc_open\b|\bpopen\b|\bspawn\b|\bcmd\.exe\b|\bio\.popen\b/i;
var IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;
var QUOTED_HOST = /["']((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24})["']/i;
var SHELL_STRINGS = /\b(?:system|exec|popen|shell_exec|passthru|spawn)\s*(?:\(\s*)?["']([^"'\n]{1,2000})["']|`([^`\n]{1,2000})`|\bqx[({]([^)}\n]{1,2000})[)}]|do shell script\s+"([^"\n]{1,2000})"/g;
function shellHost(text) {
  return IPV4.exec(text)?.[0] ?? QUOTED_HOST.exec(text)?.[1];
}
function oneLinerSocketShell(text) {
  return SOCKET.test(text) && SHELL_SPAWN.test(text);
}
function shellCommandsIn(text, max = 16) {
  const out2 = [];
  for (const m of text.matchAll(SHELL_STRINGS)) {
    if (out2.length >= max) break;
    const code = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (code) out2.push({ code, start: m.index, end: m.index + m[0].length });
  }
  return out2;
}
var CONNECT = /\bconnect\s*\(|\bTCPSocket\.(?:new|open)\b|\bfsockopen\s*\(|\bIO::Socket::INET->new\b|\bstream_socket_client\s*\(|\bsocket\.tcp\s*\(|\bSocket\.tcp\b/g;
var SHELL_PROGRAM2 = /\/bin\/(?:ba|z|da)?sh\b|\bcmd\.exe\b|["'](?:ba|z)?sh(?:\s+-i)?["']/i;
var WIRING = /[<>]&\s*(?:\d|%d|\$|#\{|S\b)|\bdup2\b|\.reopen\s*\(|\bproc_open\s*\(|\bopen\s*\(\s*STD(?:IN|OUT|ERR)\b|\bpty\.spawn\b/i;
var WINDOW_LINES = 30;
function scriptSocketShell(text) {
  const src = text.slice(0, 256 * 1024);
  let n = 0;
  for (const m of src.matchAll(CONNECT)) {
    if (n++ >= 64) break;
    const from = lineStartBefore(src, m.index, WINDOW_LINES);
    const to = lineEndAfter(src, m.index, WINDOW_LINES);
    const window2 = src.slice(from, to);
    if (!SHELL_PROGRAM2.test(window2) || !WIRING.test(window2)) continue;
    const host = shellHost(window2);
    return { start: m.index, end: m.index + m[0].length, ...host ? { host } : {} };
  }
  return void 0;
}
function lineStartBefore(s, at, lines) {
  let i2 = at;
  for (let k = 0; k <= lines && i2 > 0; k++) i2 = s.lastIndexOf("\n", i2 - 1);
  return Math.max(0, i2);
}
function lineEndAfter(s, at, lines) {
  let i2 = at;
  for (let k = 0; k <= lines && i2 >= 0 && i2 < s.length; k++) i2 = s.indexOf("\n", i2 + 1);
  return i2 < 0 ? s.length : i2;
}
var EVAL_SINK = /\b(?:eval|instance_eval|class_eval|module_eval|loadstring|load)\b[ \t]{0,8}\(?/g;
var FETCH_CALL = /\b(?:get|getstore|file_get_contents|curl_exec|urlopen|fetch)[ \t]{0,8}\(|\bNet::HTTP\.get\b|\bURI\.open\b|\bURI\([^)\n]{0,300}\)\.read\b|\bopen-uri\b|\bHTTP::Tiny\b|\bLWP::|\bhttp\.request\b|\bHTTParty\.get\b|\bNet::HTTP\b/;
var URL_IN = /https?:\/\/[^\s"'`)\]}>;]{1,300}/;
var EVAL_REACH = 400;
function remoteEvals(text, max = 8) {
  const out2 = [];
  let n = 0;
  for (const m of text.matchAll(EVAL_SINK)) {
    if (out2.length >= max || n++ >= 256) break;
    const lineEnd2 = text.indexOf("\n", m.index);
    const arg4 = text.slice(
      m.index + m[0].length,
      Math.min(lineEnd2 < 0 ? text.length : lineEnd2, m.index + EVAL_REACH)
    );
    const stmt = arg4.split(";", 1)[0] ?? "";
    const url = URL_IN.exec(stmt)?.[0];
    if (!url || !FETCH_CALL.test(stmt)) continue;
    out2.push({
      start: m.index,
      end: m.index + m[0].length + stmt.length,
      via: m[0].replace(/[ \t(]{1,9}$/, ""),
      url
    });
  }
  return out2;
}
function remoteEvalBehaviours(r, hosts, via2 = r.via) {
  const endpoint = endpointOf(r.url, hosts);
  const code = tainted(unknown("fetched code", []), "download", { from: r.url });
  return [
    { kind: "fetch", endpoint, tool: via2 },
    { kind: "execute", via: via2, code, endpoint, ...r.pinned ? { pinned: true } : {} }
  ];
}

// src/analysis/code/scripting/expr.ts
var MAX_DEPTH2 = 6;
var MAX_ARGS2 = 24;
function scanUnquoted(s, from, visit) {
  let depth2 = 0;
  let quote = "";
  for (let i2 = from; i2 < s.length; i2++) {
    const c = s[i2];
    if (quote) {
      if (c === "\\") i2++;
      else if (c === quote) quote = "";
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      quote = c;
      continue;
    }
    if (c === "(" || c === "[" || c === "{") depth2++;
    else if (c === ")" || c === "]" || c === "}") depth2--;
    const next = visit(i2, c, depth2);
    if (next === true) return;
    if (typeof next === "number") i2 = next;
  }
}
function splitTop(s, sep = ",") {
  const out2 = [];
  let from = 0;
  scanUnquoted(s, 0, (i2, _c, depth2) => {
    if (out2.length >= MAX_ARGS2) return true;
    if (depth2 !== 0 || !s.startsWith(sep, i2)) return false;
    out2.push(s.slice(from, i2).trim());
    from = i2 + sep.length;
    return i2 + sep.length - 1;
  });
  const last = s.slice(from).trim();
  if (last !== "" || out2.length) out2.push(last);
  return out2;
}
function argsAt(s, at) {
  let i2 = at;
  while (s[i2] === " " || s[i2] === "	") i2++;
  if (s[i2] === "(") {
    const close = matching(s, i2);
    return { text: s.slice(i2 + 1, close), end: Math.min(s.length, close + 1) };
  }
  const rest = s.slice(i2);
  const stop2 = /\s(?:do|if|unless|rescue|or|and)\b|\{[ \t]{0,8}\||\)|;/.exec(rest);
  const end = stop2 ? i2 + stop2.index : s.length;
  return { text: s.slice(i2, end), end };
}
function matching(s, open) {
  let found = s.length;
  scanUnquoted(s, open, (i2, c, depth2) => {
    if (depth2 !== 0 || c !== ")" && c !== "]" && c !== "}") return false;
    found = i2;
    return true;
  });
  return found;
}
var HOME2 = /^(?:Dir\.home|Etc\.getpwuid(?:\([^)]{0,40}\))?\.dir|ENV\s*(?:\[\s*["']HOME["']\s*\]|\.fetch\(\s*["']HOME["'][^)]{0,80}\))|\$ENV\s*\{\s*["']?HOME["']?\s*\}|File::HomeDir->my_home|Gem\.user_home|File\.expand_path\(\s*["']~["']\s*\))$/;
function textOf(expr, env, lang, depth2 = 0) {
  const e = stripParens(expr.trim());
  if (depth2 > MAX_DEPTH2 || e === "") return literal("");
  if (HOME2.test(e)) return literal("~");
  const str2 = stringLiteral(e, env, lang, depth2);
  if (str2) return str2;
  const parts2 = splitTop(e, lang === "ruby" ? " + " : " . ");
  if (parts2.length > 1) return concat(parts2.map((p) => textOf(p, env, lang, depth2 + 1)));
  const join3 = /^(?:File\.join|File::Spec->cat(?:file|dir)|Pathname(?:\.new)?|path)\s*\(/.exec(e) ?? /^(?:URI(?:\.join)?)\s*\(/.exec(e);
  if (join3) {
    const args2 = splitTop(argsAt(e, join3[0].length - 1).text).map((a) => textOf(a, env, lang, depth2 + 1));
    return joinPath3(args2);
  }
  const expand2 = /^File\.(?:expand_path|absolute_path)\s*\(/.exec(e);
  if (expand2) {
    const args2 = splitTop(argsAt(e, expand2[0].length - 1).text).map((a) => textOf(a, env, lang, depth2 + 1));
    const first3 = args2[0] ?? literal("");
    return args2[1] && !first3.text.startsWith("/") && !first3.text.startsWith("~") ? joinPath3([args2[1], first3]) : first3;
  }
  const parse2 = /^URI(?:\.parse)?\s*\(|^URI\.parse\s+/.exec(e);
  if (parse2)
    return textOf(argsAt(e, parse2[0].length - (parse2[0].endsWith("(") ? 1 : 0)).text, env, lang, depth2 + 1);
  const method = /^(.{1,300}?)\.(?:to_s|to_str|strip|chomp|freeze|dup|to_path)$/.exec(e);
  if (method) return textOf(method[1], env, lang, depth2 + 1);
  const part = /^([a-z_]\w{0,63})\.(host|hostname|path|request_uri)$/.exec(e);
  const url = part ? env.get(part[1]) : void 0;
  if (part && url) {
    const u = /^https?:\/\/([^/\s]{1,255})(\/[^\s]{0,1500})?/.exec(url.text);
    if (u) return { ...url, text: part[2].startsWith("host") ? u[1] : u[2] ?? "/" };
  }
  const name2 = variableName2(e, lang);
  if (name2) return env.get(name2) ?? unknown(name2);
  return unknown(e.replace(/\s+/g, " ").slice(0, 40));
}
function joinPath3(parts2) {
  const sep = [];
  parts2.forEach((p, i2) => {
    if (i2 > 0) sep.push(literal("/"));
    sep.push(p);
  });
  const v = concat(sep.length ? sep : [literal("")]);
  return { ...v, text: v.text.replace(/\/{2,}/g, "/").replace(/^(https?:)\//, "$1//") };
}
function stripParens(e) {
  let s = e;
  for (let n = 0; n < 4 && s.startsWith("(") && matching(s, 0) === s.length - 1; n++)
    s = s.slice(1, -1).trim();
  return s;
}
function variableName2(e, lang) {
  const m = lang === "ruby" ? /^(@{0,2}[A-Za-z_]\w{0,63})$/.exec(e) : /^\$([A-Za-z_]\w{0,63})$/.exec(e);
  return m?.[1];
}
function stringLiteral(e, env, lang, depth2) {
  const q = e[0];
  if ((q === '"' || q === "'") && e.length >= 2 && e.endsWith(q) && closesAt(e, 0) === e.length - 1) {
    const body2 = e.slice(1, -1);
    if (q === "'") return literal(body2.replace(/\\(['\\])/g, "$1"));
    return interpolate(body2, env, lang, depth2);
  }
  const pct = /^(?:%[qQ]?|qq?)([({[<|])([^\n]{0,2000})[)}\]>|]$/.exec(e);
  if (pct)
    return e.startsWith("%q") || e.startsWith("q(") ? literal(pct[2]) : interpolate(pct[2], env, lang, depth2);
  return void 0;
}
function closesAt(s, open) {
  const q = s[open];
  for (let i2 = open + 1; i2 < s.length; i2++) {
    if (s[i2] === "\\") i2++;
    else if (s[i2] === q) return i2;
  }
  return -1;
}
var RUBY_INTERP = /#\{([^{}]{1,300})\}/g;
var PERL_INTERP = /\$\{?([A-Za-z_]\w{0,63})\}?(?:\{\s*['"]?(\w{1,64})['"]?\s*\})?/g;
function interpolate(body2, env, lang, depth2) {
  const parts2 = [];
  let last = 0;
  const re = lang === "ruby" ? RUBY_INTERP : PERL_INTERP;
  for (const m of body2.matchAll(re)) {
    if (parts2.length > 64) break;
    if (m.index > last) parts2.push(literal(unescapeText(body2.slice(last, m.index))));
    if (lang === "ruby") parts2.push(textOf(m[1], env, lang, depth2 + 1));
    else if (m[1] === "ENV" && m[2]) parts2.push(m[2] === "HOME" ? literal("~") : unknown(m[2]));
    else parts2.push(env.get(m[1]) ?? unknown(m[1]));
    last = m.index + m[0].length;
  }
  if (last < body2.length) parts2.push(literal(unescapeText(body2.slice(last))));
  return concat(parts2.length ? parts2 : [literal("")]);
}
function unescapeText(s) {
  return s.replace(/\\n/g, "\n").replace(/\\t/g, "	").replace(/\\(.)/g, "$1");
}
function mentioned(expr, env, lang) {
  const out2 = [];
  const re = lang === "ruby" ? /(?<![\w.:$]|::)@{0,2}[A-Za-z_]\w{0,63}\b(?![(?!:])/g : /[$@%]\{?([A-Za-z_]\w{0,63})\b/g;
  const seen = /* @__PURE__ */ new Set();
  for (const m of expr.matchAll(re)) {
    const name2 = lang === "ruby" ? m[0] : m[1];
    if (seen.has(name2)) continue;
    seen.add(name2);
    const v = env.get(name2);
    if (v) out2.push(v);
    if (seen.size >= 64 || out2.length >= 32) break;
  }
  return out2;
}

// src/analysis/code/scripting/model.ts
function* upTo(items, n = 16) {
  let i2 = 0;
  for (const x of items) {
    if (i2++ >= n) return;
    yield x;
  }
}
var ScriptState = class {
  constructor(unit2, lang, emitting) {
    this.unit = unit2;
    this.lang = lang;
    this.emitting = emitting;
  }
  unit;
  lang;
  emitting;
  env = /* @__PURE__ */ new Map();
  /** Files the script wrote, by path text: what `load`/`require`/`do` of that path runs. */
  files = /* @__PURE__ */ new Map();
  /** Perl write handles: `open(my $fh, '>', $path)`, by handle name. */
  writeHandles = /* @__PURE__ */ new Map();
  /** HTTP clients by variable: their base URL (Faraday's `url:`, `Net::HTTP.new(host)`), or ''. */
  clients = /* @__PURE__ */ new Map();
  requests = /* @__PURE__ */ new Map();
  /** Values that flowed through each method or sub, read by its callers (filled in the first pass). */
  methods = /* @__PURE__ */ new Map();
  /** Ruby pipes to a shell's standard input (`IO.popen("sh", "w")`), by variable: what writing runs. */
  sinkVars = /* @__PURE__ */ new Map();
  /** Ruby ERB templates by variable: the text a later `.result` renders. */
  templates = /* @__PURE__ */ new Map();
  /** Spans of executes emitted (the one-statement `remoteEvals` reading skips them). */
  executed = [];
  /** Sources found in the current statement, in offsets of the statement text. */
  spans = [];
  stmt = { text: "", start: 0, end: 0, indent: 0 };
  emit(b, start3, end) {
    if (!this.emitting) return;
    if (b.kind === "execute")
      this.executed.push({ start: this.stmt.start + start3, end: this.stmt.start + end });
    this.unit.emit(b, this.stmt.start + start3, this.stmt.start + end);
  }
  /** Variables and method values in scope, for `textOf`/`mentioned`. */
  get scope() {
    return this.env;
  }
  text(expr) {
    return textOf(expr, this.env, this.lang);
  }
  /** What flows into the statement text at [start, end): the sources found there and the variables it names. */
  valueIn(start3, end) {
    const slice2 = this.stmt.text.slice(start3, end);
    const inputs = [...mentioned(slice2, this.env, this.lang), ...this.methodValues(slice2)];
    for (const s of this.spans) if (s.start >= start3 && s.end <= end) inputs.push(s.value);
    const useful = inputs.filter((v) => !v.literal);
    if (useful.length === 0) return literal(slice2.trim().slice(0, 300));
    return derived(slice2.trim().slice(0, 300), useful);
  }
  methodValues(slice2) {
    if (this.methods.size === 0) return [];
    const out2 = [];
    const re = this.lang === "perl" ? /&?\b([A-Za-z_]\w{0,63})\s*\(/g : /(?<![\w.:@$])([a-z_]\w{0,63}[?!]?)(?![\w(:])/g;
    let n = 0;
    for (const m of slice2.matchAll(re)) {
      if (n++ >= 64) break;
      const v = this.methods.get(m[1]);
      if (v) out2.push(v);
    }
    return out2;
  }
  addSpan(start3, end, value2) {
    if (this.spans.length < 64) this.spans.push({ start: start3, end, value: value2 });
  }
  /** A file read: a secret store is a `read` fact; the contents carry `file` (and what was written there). */
  readFile(pathExpr, start3, end) {
    const path2 = this.text(pathExpr);
    const secret = secretOf(normalizeHome(path2.text));
    let v = tainted(derived(`contents of ${path2.text.slice(0, 200)}`, [path2]), "file", { from: path2.text });
    const written = this.files.get(path2.text);
    if (written) v = concat([v, written]);
    if (secret) {
      this.emit({ kind: "read", target: path2, secret: secret.cls }, start3, end);
      v = tainted(v, "secret", { secret: secret.cls });
    }
    return v;
  }
  /** The whole environment (Perl `%ENV`, Ruby `ENV.to_h`, PHP `getenv()`): every variable, secrets included. */
  static EVERY_VARIABLE = {
    text: "${ENV}",
    literal: false,
    taints: ["env", "secret"],
    secret: "env-all"
  };
  /** An environment variable: secret names are a read of `env-secret`, HOME is the home folder. */
  readEnv(name2, start3, end) {
    if (name2 === "HOME") return literal("~");
    const v = { text: `\${${name2}}`, literal: false, taints: ["env"], vars: [name2] };
    if (!SECRET_ENV_NAME.test(name2)) return v;
    this.emit({ kind: "read", target: literal(name2), secret: "env-secret" }, start3, end);
    return { ...v, taints: ["env", "secret"], secret: "env-secret" };
  }
  /** A request: a `send` when it carries data or writes, else a `fetch`; returns the response. */
  request(tool, method, url, data3, credentials, at, file) {
    const endpoint = endpointOf(url.text, this.unit.hosts);
    const cred = credentials.filter((c) => !c.literal);
    const creds = cred.length ? { credentials: concat(cred) } : {};
    const body2 = data3.filter((d) => !(d.literal && d.text.trim() === ""));
    const carries2 = url.taints.some((t) => t === "secret" || t === "system-info");
    if (body2.length || carries2 || /^(?:POST|PUT|PATCH)$/i.test(method)) {
      const parts2 = body2.length ? [...body2, ...carries2 ? [url] : []] : [carries2 ? url : literal("")];
      const all = parts2.length > 1 ? derived(parts2.map((p) => p.text).join(", "), parts2) : parts2[0];
      this.emit({ kind: "send", endpoint, channel: "http", data: all, ...creds }, at.start, at.end);
      if (all.secret === "env-all")
        this.emit({ kind: "read", target: literal("ENV"), secret: "env-all" }, at.start, at.end);
    } else {
      this.emit({ kind: "fetch", endpoint, tool, ...file ? { file } : {}, ...creds }, at.start, at.end);
    }
    return tainted(derived(`response of ${url.text.slice(0, 200)}`, []), "download", { from: url.text });
  }
  /** Code run from a value: reported when it was downloaded or decoded (else it is the script's own code). */
  execute(via2, code, start3, end) {
    if (!code.taints.includes("download") && !code.taints.includes("decoded")) return;
    const endpoint = code.from !== void 0 ? { endpoint: endpointOf(code.from, this.unit.hosts) } : {};
    this.emit({ kind: "execute", via: via2, code, ...endpoint }, start3, end);
  }
  /** A file written with `content`: remembered by path so a later load of it runs that content. */
  wrote(pathExpr, content) {
    const path2 = this.text(pathExpr).text;
    if (path2 && this.files.size < 256) this.files.set(path2, content);
  }
  /** The content a load of `pathExpr` runs, when the script wrote that file. */
  written(pathExpr) {
    return this.files.get(this.text(pathExpr).text);
  }
};

// src/analysis/code/scripting/ruby-pipes.ts
var STDIN_INTERPRETER = /^["'](?:\/(?:usr\/)?bin\/)?(?:(?:ba|z|da|k)?sh|ruby|python3?|perl|node)(?:\s+-s)?["']$/;
function rubyPipes(st) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(/\bIO\.popen\s*(?=\()|\bIO\.popen\s+/g), 4)) {
    const a = argsAt(s, m.index + m[0].length);
    const [cmd2, mode] = splitTop(a.text);
    if (!cmd2 || !/^["'][wa]|^["']r\+/.test(mode ?? "")) continue;
    const program = /^\[/.test(cmd2) ? splitTop(cmd2.slice(1, -1))[0] ?? "" : cmd2;
    const operands2 = /^\[/.test(cmd2) ? splitTop(cmd2.slice(1, -1)).slice(1) : [];
    if (!STDIN_INTERPRETER.test(program) || operands2.some((o) => /^["'](?!-)/.test(o) && !/^["']--["']$/.test(o)))
      continue;
    const via2 = program.replace(/["']/g, "").split(/\s/)[0];
    const block = /(?:\{|\bdo)\s*\|\s*([a-z_]\w{0,63})\s*\|/.exec(s.slice(a.end));
    const assigned = /^([a-z_]\w{0,63})\s*=\s*IO\.popen/.exec(s);
    const name2 = block?.[1] ?? assigned?.[1];
    if (name2 && st.sinkVars.size < 32) st.sinkVars.set(name2, `${via2} stdin`);
  }
  for (const [name2, via2] of st.sinkVars) {
    const w = new RegExp(`\\b${name2}\\s*(?:\\.(?:write|puts|print|syswrite)\\b|<<)\\s*\\(?`).exec(s);
    if (!w) continue;
    const end = /\)\s*\}?\s*$/.test(s) ? s.lastIndexOf(")") : s.length;
    st.execute(
      via2,
      st.valueIn(w.index + w[0].length, Math.max(end, w.index + w[0].length)),
      w.index,
      s.length
    );
  }
  const open3 = /\bOpen3\.(?:capture2e?|capture3|pipeline_w)\s*\(?\s*(["'][^"']{1,40}["'])[\s\S]*?\bstdin_data:\s*/.exec(
    s
  );
  if (open3 && STDIN_INTERPRETER.test(open3[1])) {
    const from = open3.index + open3[0].length;
    const arg4 = splitTop(s.slice(from).replace(/\)\s*$/, ""))[0] ?? "";
    st.execute(
      `${open3[1].replace(/["']/g, "")} stdin`,
      st.valueIn(from, from + arg4.length),
      open3.index,
      s.length
    );
  }
  erb(st, s);
}
function erb(st, s) {
  for (const m of upTo(s.matchAll(/\b(?:ERB|Erubi::Engine|Erubis::Eruby)\.new\s*(?=\()/g), 4)) {
    const a = argsAt(s, m.index + m[0].length);
    const template = splitTop(a.text)[0] ?? "";
    const at = s.indexOf(template, m.index);
    const rendered = /^\s*\.\s*(?:result|result_with_hash|run|src)\b/.test(s.slice(a.end));
    const assigned = /^([a-z_]\w{0,63})\s*=\s*(?:ERB|Erubi::Engine|Erubis::Eruby)\.new/.exec(s);
    if (rendered) st.execute("ERB", st.valueIn(at, at + template.length), m.index, s.length);
    else if (assigned && st.templates.size < 32)
      st.templates.set(assigned[1], st.valueIn(at, at + template.length));
  }
  for (const [name2, code] of st.templates)
    if (new RegExp(`\\b${name2}\\.(?:result|result_with_hash|run)\\b`).test(s))
      st.execute("ERB", code, 0, s.length);
}

// src/analysis/code/scripting/ruby-stores.ts
var NETRC_READ = /\bNetrc\.read\b/g;
var LIBRARY_STORES = [
  [/\bGem\.configuration\.(?:api_keys|rubygems_api_key)\b/g, '"~/.gem/credentials"'],
  [/\bBundler\.settings(?:\.all\b|\[)/g, '"~/.bundle/config"']
];
var DNS_LOOKUP = /\b(?:Resolv(?:::DNS)?|[a-z_]\w{0,40})\.(getresources|getresource|each_resource|getaddress|getaddresses|each_address)\b/g;
var DATA_TAINTS3 = ["secret", "file", "env", "decoded", "system-info", "conversation"];
function rubyStores(st) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(NETRC_READ))) {
    const a = s[m.index + m[0].length] === "(" ? argsAt(s, m.index + m[0].length) : void 0;
    const path2 = a && splitTop(a.text)[0] || '"~/.netrc"';
    const end = a?.end ?? m.index + m[0].length;
    st.addSpan(m.index, end, st.readFile(path2, m.index, end));
  }
  for (const [re, path2] of LIBRARY_STORES)
    for (const m of upTo(s.matchAll(re)))
      st.addSpan(m.index, m.index + m[0].length, st.readFile(path2, m.index, m.index + m[0].length));
  for (const m of upTo(s.matchAll(DNS_LOOKUP))) dnsLookup2(st, m.index, m.index + m[0].length);
}
function dnsLookup2(st, start3, at) {
  const s = st.stmt.text;
  const a = s[at] === "(" ? argsAt(s, at) : bareArgs(s, at);
  const [nameExpr, type2] = splitTop(a.text);
  if (!nameExpr) return;
  const name2 = st.text(nameExpr);
  if (name2.literal) return;
  const domain = /\}\.?((?:[\w-]{1,63}\.){1,8}[A-Za-z][\w-]{1,62})$/.exec(name2.text)?.[1];
  if (!domain) return;
  const carried = st.valueIn(start3, a.end);
  const data3 = name2.taints.length ? name2 : carried;
  const carriesData = data3.taints.some((t) => DATA_TAINTS3.includes(t));
  const txt = /\bTXT\b/.test(type2 ?? "");
  if (!carriesData && !txt) return;
  st.emit(
    {
      kind: "send",
      endpoint: endpointOf(domain, st.unit.hosts),
      channel: "dns",
      data: carriesData ? data3 : tainted(name2, "unknown")
    },
    start3,
    a.end
  );
}
function bareArgs(s, at) {
  const rest = s.slice(at, at + 400);
  const stop2 = rest.search(/\}|\bdo\b/);
  return { text: stop2 >= 0 ? rest.slice(0, stop2) : rest, end: stop2 >= 0 ? at + stop2 : s.length };
}

// src/analysis/code/scripting/ruby.ts
var ENV_READ = /\bENV\s*(?:\[\s*["'](\w{1,80})["']\s*\]|\.fetch\s*\(\s*["'](\w{1,80})["'])/g;
var ENV_ALL4 = /\bENV\.(?:to_h|to_hash|to_a|inspect|each|map|select|filter|sort|keys\.zip)\b|\bENV\.to_s\b/g;
var FILE_READ = /\b(?:(?:File|IO)\.(?:read|binread|readlines|foreach|open|new)|YAML\.(?:load_file|safe_load_file|unsafe_load_file)|JSON\.load_file|Psych\.load_file)\b/g;
var PATHNAME_READ = /\bPathname(?:\.new)?\s*\(([^()\n]{1,300})\)\.(?:read|binread|readlines)\b/g;
var DECODE = /\b(?:Base64\.(?:decode64|strict_decode64|urlsafe_decode64)|Zlib::Inflate\.inflate|Zlib\.inflate)\b/g;
var HTTP_CALL = /\b(Net::HTTP|HTTParty|Faraday|RestClient|HTTP|Excon|Typhoeus)\.(get|get_response|get_print|post|post_form|put|patch|delete|head)\b/g;
var URI_OPEN = /\bURI\.open\b|\bURI(?:\.parse)?\s*\(([^()\n]{1,300})\)\.(?:open|read)\b|(?<![.\w])open\s*\(\s*(?=["'](?:https?:|#\{)|[A-Z_]+\s*\+|[a-z_]\w*\s*[,)])/g;
var CLIENT_NEW = /\b(?:Faraday\.new|Net::HTTP\.(?:new|start)|HTTP\.persistent|Excon\.new)\b/;
var REQUEST_NEW = /\bNet::HTTP::(Get|Post|Put|Patch|Delete)\.new\b/;
var EVAL_CALL = /(?:(?<![\w.])(?:Kernel\.|binding\.|TOPLEVEL_BINDING\.)?(eval)|(?<!\w)(instance_eval|class_eval|module_eval))\b(?!\s*(?:\{|do\b))/g;
var ISEQ = /\bRubyVM::InstructionSequence\.(?:compile|new|load_from_binary|compile_option)\b/g;
var LOAD = /(?<![\w.])(load|require|require_relative)\b/g;
var FILE_WRITE = /\b(?:File|IO)\.(?:write|binwrite)\b|\bIO\.copy_stream\b/g;
var ASSIGN4 = /^(@{0,2}[A-Za-z_]\w{0,63})\s*(?:\|\||&&|\+)?=(?![=~>])\s*/;
var ATTR_SET = /^([a-z_]\w{0,63})(?:\.(body|form_data)\s*=(?!=)|\.set_form_data\s*\(?|\[\s*(["'][\w-]{1,60}["'])\s*\]\s*=(?!=))\s*/;
function rubyStatement(st) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(ENV_READ)))
    st.addSpan(m.index, m.index + m[0].length, st.readEnv(m[1] ?? m[2], m.index, m.index + m[0].length));
  for (const m of upTo(s.matchAll(ENV_ALL4)))
    st.addSpan(m.index, m.index + m[0].length, ScriptState.EVERY_VARIABLE);
  for (const m of upTo(s.matchAll(FILE_READ))) {
    const a = argsAt(s, m.index + m[0].length);
    const [path2, mode] = splitTop(a.text);
    if (!path2) continue;
    if (mode && /^["'][wa]/.test(mode)) {
      const wrote = /\.(?:write|print|puts|<<)\s*\(?([^)}\n]{1,300})/.exec(s.slice(a.end));
      if (wrote) st.wrote(path2, st.valueIn(a.end + wrote.index, a.end + wrote.index + wrote[0].length));
      continue;
    }
    st.addSpan(m.index, a.end, st.readFile(path2, m.index, a.end));
  }
  for (const m of upTo(s.matchAll(PATHNAME_READ)))
    st.addSpan(m.index, m.index + m[0].length, st.readFile(m[1], m.index, m.index + m[0].length));
  credentialFill(st);
  rubyStores(st);
  for (const m of upTo(s.matchAll(DECODE))) {
    const a = argsAt(s, m.index + m[0].length);
    st.addSpan(m.index, a.end, tainted(st.valueIn(m.index + m[0].length, a.end), "decoded"));
  }
  http(st);
  sinks(st);
  rubyPipes(st);
  for (const m of upTo(s.matchAll(FILE_WRITE))) {
    const [first3, second2] = splitTop(argsAt(s, m.index + m[0].length).text);
    if (!first3 || !second2) continue;
    if (m[0].endsWith("copy_stream"))
      st.wrote(second2, st.valueIn(m.index, m.index + m[0].length + first3.length + 2));
    else st.wrote(first3, st.valueIn(s.indexOf(second2, m.index), s.indexOf(second2, m.index) + second2.length));
  }
  assignment2(st);
}
var GIT_CREDENTIAL = /\bgit\b["']?\s{0,8},?\s{0,8}["']?credential\b["']?\s{0,8},?\s{0,8}["']?(?:fill|get)\b|\bgit-credential-\w{1,30}["']?\s{0,8},?\s{0,8}["']?get\b/;
function credentialFill(st) {
  const m = GIT_CREDENTIAL.exec(st.stmt.text);
  if (!m) return;
  st.emit(
    { kind: "read", target: literal("git credential fill"), secret: "git-credentials" },
    0,
    st.stmt.text.length
  );
  const v = {
    text: "$(git credential fill)",
    literal: false,
    taints: ["secret"],
    secret: "git-credentials"
  };
  st.addSpan(0, st.stmt.text.length, v);
}
function http(st) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(HTTP_CALL))) {
    const a = argsAt(s, m.index + m[0].length);
    const args2 = splitTop(a.text);
    const verb = m[2];
    let url = st.text(args2[0] ?? "");
    let rest = args2.slice(1);
    if (m[1] === "Net::HTTP" && /^get/.test(verb) && args2[1] && !/^\w+:/.test(args2[1]) && !/^(?:https?:|\$)/.test(url.text)) {
      url = { ...url, text: `http://${url.text}${st.text(args2[1]).text}` };
      rest = [];
    }
    const method = /^(?:post|post_form|put|patch)$/.test(verb) ? "POST" : "GET";
    const { data: data3, credentials } = bodyOf3(st, rest, s, a.end);
    st.addSpan(
      m.index,
      a.end,
      st.request(`${m[1]}.${verb}`, method, url, data3, credentials, { start: m.index, end: a.end })
    );
  }
  for (const m of upTo(s.matchAll(URI_OPEN))) {
    const a = argsAt(s, m.index + m[0].length);
    const urlExpr = m[1] ?? splitTop(a.text)[0] ?? "";
    const url = st.text(urlExpr);
    if (m[0].startsWith("open") && !/^https?:|^\$\{/.test(url.text)) continue;
    st.addSpan(m.index, a.end, st.request("URI.open", "GET", url, [], [], { start: m.index, end: a.end }));
  }
  for (const m of upTo(s.matchAll(/\b([a-z_]\w{0,63})\.(get|post|put|patch|request)\b/g))) {
    const a = argsAt(s, m.index + m[0].length);
    const args2 = splitTop(a.text);
    if (m[2] === "request") {
      const req2 = /^[a-z_]\w{0,63}$/.test(args2[0] ?? "") ? st.requests.get(args2[0]) : void 0;
      if (req2)
        st.addSpan(
          m.index,
          a.end,
          st.request("Net::HTTP", req2.method, req2.url, req2.data, req2.credentials, {
            start: m.index,
            end: a.end
          })
        );
      continue;
    }
    const base = st.clients.get(m[1]);
    if (!base) continue;
    const path2 = st.text(args2[0] ?? "");
    const url = /^https?:/.test(path2.text) ? path2 : { ...path2, text: `${base.text.replace(/\/$/, "")}/${path2.text.replace(/^\//, "")}` };
    const { data: data3, credentials } = bodyOf3(st, args2.slice(1), s, a.end);
    st.addSpan(
      m.index,
      a.end,
      st.request(`${m[1]}.${m[2]}`, m[2] === "get" ? "GET" : "POST", url, data3, credentials, {
        start: m.index,
        end: a.end
      })
    );
  }
}
function bodyOf3(st, rest, s, from) {
  const data3 = [];
  const credentials = [];
  for (const r of rest) {
    const at = s.lastIndexOf(r, from);
    if (at < 0) continue;
    const v = st.valueIn(at, at + r.length);
    if (/^:?(?:headers|basic_auth|digest_auth|auth)\b\s*(?::|=>)/.test(r) || /^\{\s*["'](?:Authorization|[\w-]*(?:token|key))["']\s*=>/i.test(r))
      credentials.push(v);
    else if (/^:?(?:timeout|open_timeout|read_timeout|verify|use_ssl|format|follow_redirects)\b/.test(r))
      continue;
    else data3.push(v);
  }
  return { data: data3, credentials };
}
function sinks(st) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(EVAL_CALL))) {
    const a = argsAt(s, m.index + m[0].length);
    const first3 = splitTop(a.text)[0] ?? "";
    const at = s.indexOf(first3, m.index + m[0].length);
    if (first3) st.execute(m[1] ?? m[2], st.valueIn(at, at + first3.length), m.index, a.end);
  }
  for (const m of upTo(s.matchAll(ISEQ))) {
    const a = argsAt(s, m.index + m[0].length);
    const first3 = splitTop(a.text)[0] ?? "";
    const at = s.indexOf(first3, m.index + m[0].length);
    if (first3) st.execute("RubyVM::InstructionSequence", st.valueIn(at, at + first3.length), m.index, a.end);
  }
  for (const m of upTo(s.matchAll(LOAD))) {
    const a = argsAt(s, m.index + m[0].length);
    const first3 = splitTop(a.text)[0] ?? "";
    if (!first3) continue;
    const content = st.written(first3);
    if (content) st.execute(m[1], content, m.index, a.end);
  }
}
function assignment2(st) {
  const s = st.stmt.text;
  const set2 = ATTR_SET.exec(s);
  if (set2) {
    const req3 = st.requests.get(set2[1]);
    if (!req3) return;
    const v = st.valueIn(set2[0].length, s.length);
    if (set2[3] && /authorization|token|key|cookie|auth/i.test(set2[3])) req3.credentials.push(v);
    else if (!set2[3]) req3.data.push(v);
    return;
  }
  const block = BLOCK_CLIENT.exec(s);
  if (block) clientFrom(st, block[2], s, block.index + block[1].length);
  const m = ASSIGN4.exec(s);
  if (!m) return;
  const name2 = m[1];
  const rhs = s.slice(m[0].length);
  const client3 = CLIENT_NEW.exec(rhs);
  if (client3) {
    clientFrom(st, name2, rhs, client3.index + client3[0].length);
    return;
  }
  const req2 = REQUEST_NEW.exec(rhs);
  if (req2) {
    const args2 = splitTop(argsAt(rhs, req2.index + req2[0].length).text);
    const headers = args2[1] ? [st.valueIn(m[0].length + rhs.indexOf(args2[1]), s.length)] : [];
    st.requests.set(name2, {
      url: st.text(args2[0] ?? ""),
      method: req2[1].toUpperCase(),
      data: [],
      credentials: headers
    });
    return;
  }
  st.env.set(name2, assignedValue(st, rhs, m[0].length));
}
var BLOCK_CLIENT = /(\b(?:Faraday\.new|Net::HTTP\.start))\s*\([^\n]{0,300}?\)\s*(?:do\s*|\{\s*)\|\s*([a-z_]\w{0,63})\s*\|/;
function clientFrom(st, name2, s, argsFrom) {
  const args2 = splitTop(argsAt(s, argsFrom).text);
  const urlArg = args2.find((x) => /^:?url\s*(?::|=>)/.test(x))?.replace(/^:?url\s*(?::|=>)\s*/, "") ?? args2[0] ?? "";
  const base = st.text(urlArg);
  st.clients.set(name2, /^https?:/.test(base.text) ? base : { ...base, text: `https://${base.text}` });
}
function assignedValue(st, rhs, offset) {
  const flow = st.valueIn(offset, offset + rhs.length);
  const text = st.text(rhs);
  if (flow.literal) return text;
  return { ...flow, text: text.text, taints: [.../* @__PURE__ */ new Set([...flow.taints, ...text.taints])] };
}

// src/analysis/code/scripting/perl.ts
var ENV_READ2 = /\$ENV\s*\{\s*["']?(\w{1,80})["']?\s*\}/g;
var ENV_ALL5 = /\\%ENV\b|\{\s*%ENV\s*\}|\bencode_json\s*\(?\s*\\?%ENV/g;
var OPEN_ONE = /\bopen\s{0,8}\(?\s{0,8}(?:my\s{1,8})?(\$\w{1,64}|[A-Z]\w{0,30})\s{0,8},\s{0,8}/;
var SLURP = /\bpath\s*\(([^()\n]{1,300})\)\s*->\s*slurp\w{0,10}|\b(?:read_file|slurp|read_text)\s*\(\s*([^(),\n]{1,300})/g;
var DECODE2 = /\b(?:decode_base64|MIME::Base64::decode(?:_base64)?|uncompress|Compress::Zlib::uncompress)\s*\(|\bunpack\s*\(?\s*["'][mu]/g;
var CLIENT = /\b(?:HTTP::Tiny|LWP::UserAgent|Mojo::UserAgent|Furl|WWW::Mechanize)->new\b/;
var VERB = /->\s*(get|head|post|post_form|put|patch|request|mirror)\s*\(/g;
var HAS_VERB = /->\s*(?:get|head|post|post_form|put|patch|request|mirror)\s*\(/;
var SIMPLE_GET = /(?<![>\w$:])(?:LWP::Simple::)?(get|getstore|getprint|mirror)\s*\(/g;
var DATA_READ = /<\s{0,4}(?:DATA|main::DATA)\s{0,4}>/g;
var DATA_SECTION = {
  text: "${__DATA__}",
  literal: false,
  taints: ["file"],
  from: OWN_DATA_SECTION
};
var EVAL = /(?<![\w$])eval\s{0,8}(?![\s{])\(?\s{0,8}(?=[$"'q]|[A-Za-z_][\w:]{0,60}\s{0,4}\()/g;
var DO_FILE = /(?<![\w$>])(do|require)\s{0,8}\(?\s{0,8}(?=[$"'])/g;
var PRINT_TO2 = /\bprint[ \t]{0,8}\{?[ \t]{0,8}(\$\w{1,64}|[A-Z]\w{0,30})[ \t]{0,8}\}?\s(?![,;=])/;
var ASSIGN5 = /^(?:(?:my|our|local)\s+)?(?:\$(\w{1,64})|\(([^()]{1,300})\))\s*(?:\/\/|\|\||\.)?=(?![=~>])\s*/;
function perlStatement(st, usesLwpSimple) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(ENV_READ2)))
    st.addSpan(m.index, m.index + m[0].length, st.readEnv(m[1], m.index, m.index + m[0].length));
  for (const m of upTo(s.matchAll(ENV_ALL5)))
    st.addSpan(m.index, m.index + m[0].length, ScriptState.EVERY_VARIABLE);
  credentialFill(st);
  const handle2 = opens(st);
  for (const m of upTo(s.matchAll(SLURP)))
    st.addSpan(m.index, m.index + m[0].length, st.readFile(m[1] ?? m[2], m.index, m.index + m[0].length));
  for (const m of upTo(s.matchAll(DATA_READ))) st.addSpan(m.index, m.index + m[0].length, DATA_SECTION);
  for (const m of upTo(s.matchAll(DECODE2))) {
    const a = argsAt(s, m.index + m[0].length - (m[0].endsWith("(") ? 1 : 0));
    const v = st.valueIn(m.index, a.end);
    st.addSpan(
      m.index,
      a.end,
      tainted(v.literal ? v : { ...v, text: `\${${s.slice(m.index, a.end).slice(0, 120)}}` }, "decoded")
    );
  }
  http2(st, usesLwpSimple);
  const print = PRINT_TO2.exec(s);
  const target = print ? st.writeHandles.get(print[1]) : void 0;
  if (print && target !== void 0) st.wrote(target, st.valueIn(print.index + print[0].length, s.length));
  for (const m of upTo(s.matchAll(EVAL))) {
    const code = st.valueIn(m.index + m[0].length, s.length);
    const runs = code.literal ? code : {
      ...code,
      text: `\${${s.slice(m.index + m[0].length).trim().slice(0, 120)}}`
    };
    st.execute("eval", runs, m.index, s.length);
  }
  for (const m of upTo(s.matchAll(DO_FILE))) {
    const arg4 = splitTop(argsAt(s, m.index + m[0].length - (m[0].endsWith("(") ? 1 : 0)).text)[0] ?? "";
    const content = arg4 ? st.written(arg4) : void 0;
    if (content) st.execute(m[1], content, m.index, s.length);
  }
  assignment3(st, handle2);
}
function opens(st) {
  const s = st.stmt.text;
  const m = OPEN_ONE.exec(s);
  if (!m) return void 0;
  const args2 = splitTop(argsAt(s, m.index + 4).text);
  const name2 = m[1].replace(/^\$/, "");
  let mode = args2.length >= 3 ? (args2[1] ?? "").replace(/^["']|["']$/g, "").trim() : "";
  let pathExpr = args2.length >= 3 ? args2[2] : args2[1] ?? "";
  if (args2.length === 2) {
    const two = /^(["'])\s*(\+?[<>|]{1,2})\s*(.{0,300})\1$/.exec(pathExpr);
    if (two) {
      mode = two[2];
      pathExpr = `"${two[3]}"`;
    }
  }
  if (/[|]/.test(mode)) {
    const spans = st.spans.filter((x) => x.value.secret === "git-credentials");
    return spans[0] ? { name: name2, value: spans[0].value } : { name: name2, value: literal("") };
  }
  if (/>/.test(mode)) {
    const path2 = st.text(pathExpr).text;
    st.writeHandles.set(name2, pathExpr.startsWith('"') || pathExpr.startsWith("'") ? pathExpr : path2);
    return void 0;
  }
  if (!pathExpr) return void 0;
  const value2 = st.readFile(pathExpr, m.index, s.length);
  st.addSpan(m.index, s.length, value2);
  return { name: name2, value: value2 };
}
function http2(st, usesLwpSimple) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(VERB))) {
    const before = s.slice(0, m.index);
    const receiver = /\$(\w{1,64})\s*$/.exec(before)?.[1];
    if (!(receiver !== void 0 && st.clients.has(receiver)) && !CLIENT.test(before)) continue;
    const a = argsAt(s, m.index + m[0].length - 1);
    const args2 = splitTop(a.text);
    let verb = m[1];
    let rest = args2.slice(1);
    let urlExpr = args2[0] ?? "";
    if (verb === "request") {
      verb = (args2[0] ?? "").replace(/^["']|["']$/g, "").toLowerCase();
      urlExpr = args2[1] ?? "";
      rest = args2.slice(2);
    }
    const url = st.text(urlExpr);
    const method = /^(?:post|post_form|put|patch)$/i.test(verb) ? "POST" : "GET";
    const data3 = [];
    const credentials = [];
    for (const r of rest) {
      const at = s.indexOf(r, m.index);
      const v = st.valueIn(at, at + r.length);
      if (/^\{?\s*headers\s*=>/.test(r) && !/content\s*=>/.test(r)) credentials.push(v);
      else if (verb === "mirror") st.wrote(r, tainted(literal(""), "download", { from: url.text }));
      else data3.push(v);
    }
    st.addSpan(
      m.index,
      a.end,
      st.request(`perl ${verb}`, method, url, data3, credentials, { start: m.index, end: a.end })
    );
  }
  if (!usesLwpSimple) return;
  for (const m of upTo(s.matchAll(SIMPLE_GET))) {
    const a = argsAt(s, m.index + m[0].length - 1);
    const [urlExpr, file] = splitTop(a.text);
    const url = st.text(urlExpr ?? "");
    const response = st.request(
      `LWP::Simple ${m[1]}`,
      "GET",
      url,
      [],
      [],
      { start: m.index, end: a.end },
      file
    );
    if (file && m[1] !== "getprint") st.wrote(file, response);
    st.addSpan(m.index, a.end, response);
  }
}
function assignment3(st, handle2) {
  const s = st.stmt.text;
  if (handle2 && !handle2.value.literal) st.env.set(handle2.name, handle2.value);
  const fill = st.spans.find((x) => x.value.secret === "git-credentials");
  if (fill) for (const d of upTo(s.matchAll(/\bmy\s+\$(\w{1,64})/g))) st.env.set(d[1], fill.value);
  const m = ASSIGN5.exec(s);
  if (!m) return;
  const rhs = s.slice(m[0].length);
  if (CLIENT.test(rhs) && !HAS_VERB.test(rhs)) {
    if (m[1]) st.clients.set(m[1], literal(""));
    return;
  }
  if (/^@_\s*$|^shift\b/.test(rhs.trim())) return;
  const names = m[1] ? [m[1]] : [...m[2].matchAll(/\$(\w{1,64})/g)].map((x) => x[1]);
  const value2 = assignedValue(st, rhs, m[0].length);
  for (const n of names.slice(0, 8)) if (!(fill && s.includes(`my $${n}`))) st.env.set(n, value2);
}

// src/analysis/code/scripting/statements.ts
var MAX_STATEMENTS = 4e3;
var MAX_STATEMENT_CHARS = 6e3;
var MAX_STATEMENT_LINES = 60;
function scriptLanguage(text) {
  const head = text.slice(0, 200);
  if (/^#!\S*(?:\/|env\s+(?:-\S+\s+)*)perl/.test(head)) return "perl";
  if (/^#!\S*(?:\/|env\s+(?:-\S+\s+)*)ruby/.test(head)) return "ruby";
  if (/^\s*<\?php|^#!\S*(?:php|lua)/.test(head)) return void 0;
  const sample = text.slice(0, 64 * 1024);
  const perl = count(sample, PERL_WORDS);
  const ruby2 = count(sample, RUBY_WORDS);
  if (perl === 0 && ruby2 === 0) return void 0;
  return perl > ruby2 ? "perl" : "ruby";
}
var PERL_WORDS = /^[ \t]{0,64}(?:use[ \t]+(?:strict|warnings|[A-Z]\w*(?:::\w+)*)\b|my[ \t]*[$@%(]|sub[ \t]+\w+[ \t]*\{)|\$ENV\{|\bHTTP::Tiny\b|\bLWP::|\$\w+->\w+\(/gm;
var RUBY_WORDS = /^[ \t]{0,64}(?:require(?:_relative)?[ \t]+["']|def[ \t]+\w|end[ \t]*$|class[ \t]+[A-Z]\w*[ \t]*(?:<|$)|puts[ \t])|#\{|\b(?:Net::HTTP|URI\.open|HTTParty|Faraday|RubyVM::|Dir\.home|File\.(?:read|join|write|expand_path))\b|\bENV\[/gm;
function count(s, re) {
  let n = 0;
  for (const _ of s.matchAll(re)) if (++n >= 200) break;
  return n;
}
var PERL_BLOCK_WORD = /(?:\)|\belse|\bsub\s+\w+|\beval|\bBEGIN|\bEND|\bcontinue)\s*$/;
var RUBY_CONTINUES = /(?:\|\||&&|[,\\([+*.=]|\band|\bor|\bnot)\s*$/;
function pushStatement(out2, src, start3, raw) {
  const trimmed = raw.trim();
  if (trimmed === "" || out2.length >= MAX_STATEMENTS) return;
  const lead = raw.length - raw.trimStart().length;
  const lineStart = src.lastIndexOf("\n", start3 + lead - 1) + 1;
  out2.push({
    text: trimmed,
    start: start3 + lead,
    end: start3 + lead + trimmed.length,
    indent: start3 + lead - lineStart
  });
}
function splitStatements(text, lang) {
  const out2 = [];
  const src = text.slice(0, 256 * 1024);
  let start3 = 0;
  let depth2 = 0;
  let quote = "";
  let lines = 0;
  let heredoc = [];
  const braces = [];
  const comments = [];
  const flush = (end) => {
    let raw = src.slice(start3, end);
    for (const [a, b] of comments)
      if (a >= start3 && b <= end) raw = raw.slice(0, a - start3) + " ".repeat(b - a) + raw.slice(b - start3);
    comments.length = 0;
    pushStatement(out2, src, start3, raw);
    start3 = end + 1;
    depth2 = 0;
    quote = "";
    lines = 0;
    braces.length = 0;
  };
  for (let i2 = 0; i2 < src.length; i2++) {
    const c = src[i2];
    if (c === "\n") {
      lines++;
      const doc = docBlockEnd(src, i2, lang);
      if (doc !== void 0) {
        flush(i2);
        start3 = Math.min(src.length, doc + 1);
        if (doc >= src.length) break;
        i2 = doc;
        continue;
      }
      if (heredoc.length) {
        i2 = skipHeredocs(src, i2, heredoc);
        heredoc = [];
        if (lang === "ruby" && depth2 === 0 && !quote) flush(i2);
        continue;
      }
      if (i2 - start3 > MAX_STATEMENT_CHARS || lines > MAX_STATEMENT_LINES) {
        flush(i2);
        continue;
      }
      if (lang === "ruby" && !quote && depth2 <= 0 && !rubyContinues(src, start3, i2)) flush(i2);
      continue;
    }
    if (quote) {
      if (c === "\\") i2++;
      else if (c === quote) quote = "";
      continue;
    }
    if (c === "#" && src[i2 - 1] !== "$" && !(lang === "perl" && src[i2 - 1] === "{")) {
      const nl = src.indexOf("\n", i2);
      const to = nl < 0 ? src.length : nl;
      if (comments.length < 64) comments.push([i2, to]);
      i2 = to - 1;
      continue;
    }
    if ((c === "=" || c === "!") && src[i2 + 1] === "~") {
      i2 = regexEnd(src, i2 + 2) - 1;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      if (src[i2 - 1] !== "$" && src[i2 - 1] !== "?") quote = c;
      continue;
    }
    if (c === "<" && src[i2 + 1] === "<") {
      const m = /^<<[~-]?(["'`]?)([A-Za-z_]\w{0,40})\1/.exec(src.slice(i2, i2 + 50));
      if (m && heredoc.length < 8) {
        heredoc.push(m[2]);
        i2 += m[0].length - 1;
        continue;
      }
    }
    if (c === "(" || c === "[") depth2++;
    else if (c === ")" || c === "]") depth2 = Math.max(0, depth2 - 1);
    else if (c === "{") {
      if (lang === "perl" && depth2 === 0 && PERL_BLOCK_WORD.test(src.slice(Math.max(start3, i2 - 80), i2))) {
        braces.push(true);
        flush(i2);
      } else if (lang === "ruby" && /^\{\s*\|/.test(src.slice(i2, i2 + 40))) {
      } else {
        braces.push(false);
        depth2++;
      }
    } else if (c === "}") {
      if (lang === "perl" && braces.length === 0) flush(i2);
      else if (braces.pop() === false) depth2 = Math.max(0, depth2 - 1);
    } else if (c === ";" && depth2 === 0) flush(i2);
  }
  if (start3 < src.length) flush(src.length);
  return out2;
}
function regexEnd(src, from) {
  const lineEnd2 = src.indexOf("\n", from);
  const line = src.slice(from, Math.min(lineEnd2 < 0 ? src.length : lineEnd2, from + 2e3));
  const op = /^\s*(s|tr|y|m|qr|%r)?(?=[^\w\s])/.exec(line);
  if (!op || !op[1] && line[op[0].length] !== "/") return from;
  const parts2 = op[1] === "s" || op[1] === "tr" || op[1] === "y" ? 2 : 1;
  let j = op[0].length;
  for (let p = 0; p < parts2; p++) {
    const open = line[j];
    if (open === void 0) return from;
    const close = CLOSE[open];
    let k = j + 1;
    for (; k < line.length && line[k] !== (close ?? open); k++) if (line[k] === "\\") k++;
    if (k >= line.length) return from;
    if (p + 1 === parts2) return from + k + 1;
    j = close ? k + 1 + (/^\s*/.exec(line.slice(k + 1))?.[0].length ?? 0) : k;
  }
  return from;
}
var CLOSE = { "(": ")", "{": "}", "[": "]", "<": ">" };
function docBlockEnd(src, nl, lang) {
  if (src.startsWith("__END__", nl + 1) || src.startsWith("__DATA__", nl + 1)) return src.length;
  if (src[nl + 1] !== "=" || !/[a-zA-Z]/.test(src[nl + 2] ?? "")) return void 0;
  const close = lang === "perl" ? "\n=cut" : "\n=end";
  if (lang === "ruby" && !src.startsWith("=begin", nl + 1)) return void 0;
  const at = src.indexOf(close, nl + 1);
  if (at < 0) return src.length;
  const eol = src.indexOf("\n", at + 1);
  return eol < 0 ? src.length : eol;
}
function skipHeredocs(src, nl, tags) {
  let i2 = nl;
  for (const tag of tags) {
    for (let n = 0; n < 5e3 && i2 < src.length; n++) {
      const next = src.indexOf("\n", i2 + 1);
      const line = src.slice(i2 + 1, next < 0 ? src.length : next);
      i2 = next < 0 ? src.length : next;
      if (line.trim() === tag) break;
    }
  }
  return i2;
}
function rubyContinues(src, start3, nl) {
  const lineStart = Math.max(start3, src.lastIndexOf("\n", nl - 1) + 1, nl - 400);
  const line = src.slice(lineStart, nl).replace(/\s#[^"'\n]*$/, "");
  if (RUBY_CONTINUES.test(line)) return true;
  const next = /^[ \t]*(\S{1,2})/.exec(src.slice(nl + 1, nl + 200));
  return next?.[1] === "." || next?.[1]?.startsWith(".") === true && next[1] !== ".." || next?.[1] === "&.";
}

// src/analysis/code/scripting/flow.ts
var METHOD_TAINTS = ["secret", "download", "decoded"];
function analyzeScriptFlow(unit2, lang) {
  const statements = splitStatements(unit2.text, lang);
  const usesLwpSimple = /\bLWP::Simple\b/.test(unit2.text.slice(0, 256 * 1024));
  const first3 = new ScriptState(unit2, lang, false);
  walk(first3, statements, usesLwpSimple);
  const second2 = new ScriptState(unit2, lang, true);
  for (const [k, v] of first3.methods) second2.methods.set(k, v);
  walk(second2, statements, usesLwpSimple);
  references(unit2, statements, lang);
  return second2.executed;
}
function walk(st, statements, usesLwpSimple) {
  let method;
  for (const s of statements) {
    const def = st.lang === "ruby" ? /^def\s+(?:self\.)?([A-Za-z_]\w{0,63}[?!]?)/.exec(s.text) : /^sub\s+([A-Za-z_]\w{0,63})\s*$/.exec(s.text);
    if (def) {
      method = { name: def[1], indent: s.indent };
      continue;
    }
    if (st.lang === "ruby" && method && /^end\b/.test(s.text) && s.indent <= method.indent) {
      method = void 0;
      continue;
    }
    st.stmt = s;
    st.spans = [];
    if (st.lang === "ruby") rubyStatement(st);
    else perlStatement(st, usesLwpSimple);
    if (method && !st.emitting) {
      const v = st.valueIn(0, s.text.length);
      if (METHOD_TAINTS.some((t) => v.taints.includes(t))) {
        const prev = st.methods.get(method.name);
        if (st.methods.size < 256) st.methods.set(method.name, prev ? concat([prev, v]) : v);
      }
    }
  }
}
function references(unit2, statements, lang) {
  let n = 0;
  const libs = [];
  const emit = (target, s) => {
    if (n++ < 64) unit2.emit({ kind: "source", target: literal(target) }, s.start, s.end);
  };
  for (const s of statements) {
    if (lang === "ruby") {
      const dir = rubyLoadPath(s.text);
      if (dir) {
        if (libs.length < 8) libs.push(dir);
        continue;
      }
      const lib2 = /^require\s*\(?\s*["']([\w-]{1,60}(?:\/[\w-]{1,60}){1,6})["']/.exec(s.text);
      if (lib2 && libs.length) for (const l of libs) emit(`${l}/${lib2[1]}.rb`, s);
      const rel = /^require_relative\s*\(?\s*["']([^"'\n]{1,200})["']/.exec(s.text);
      if (rel) emit(withExt(rel[1].startsWith(".") ? rel[1] : `./${rel[1]}`, ".rb"), s);
      const req2 = /^(?:require|load)\s*\(?\s*(?:["'](\.{1,2}\/[^"'\n]{1,200})["']|File\.(?:join|expand_path)\s*\(\s*(?:__dir__|File\.dirname\(__FILE__\))\s*,\s*["']([^"'\n]{1,200})["'])/.exec(
        s.text
      );
      const target = req2?.[1] ?? (req2?.[2] ? `./${req2[2]}` : void 0);
      if (target) emit(withExt(target, ".rb"), s);
      continue;
    }
    const lib = /^use\s+lib\s+(?:qw\s*[([{]\s*)?["']?(?:\$FindBin::(?:Real)?Bin\/?)?([\w./-]{0,200})["']?/.exec(s.text);
    if (lib) {
      if (libs.length < 8) libs.push(lib[1].replace(/^\.?\/?/, "./").replace(/\/$/, ""));
      continue;
    }
    const file = /^(?:require|do)\s*\(?\s*["']([^"'$\n]{1,200}\.p[lm])["']/.exec(s.text);
    if (file) emit(file[1].startsWith(".") ? file[1] : `./${file[1]}`, s);
    const mod = /^(?:use|require)\s+([A-Z]\w{0,60}(?:::\w{1,60}){0,6})\b/.exec(s.text);
    if (mod && libs.length) for (const l of libs) emit(`${l}/${mod[1].replace(/::/g, "/")}.pm`, s);
  }
}
function rubyLoadPath(text) {
  const m = /^\$(?:LOAD_PATH|:)\s*(?:\.unshift|\.push|\.prepend|\.insert\(\s*0\s*,|<<)\s*\(?\s*File\.(?:expand_path\s*\(\s*["']([\w./-]{1,200})["']\s*,\s*(?:__dir__|File\.dirname\(__FILE__\))|join\s*\(\s*(?:__dir__|File\.dirname\(__FILE__\))([^)\n]{1,300}))/.exec(
    text
  );
  const joined4 = m?.[2] ? [...m[2].matchAll(/["']([\w.-]{1,100})["']/g)].map((p) => p[1]).join("/") : void 0;
  const rel = m?.[1] ?? joined4;
  if (!rel || rel.startsWith("/")) return void 0;
  return rel.startsWith(".") ? rel.replace(/\/$/, "") : `./${rel.replace(/\/$/, "")}`;
}
function withExt(path2, ext) {
  return /\.\w{1,5}$/.test(path2) ? path2 : `${path2}${ext}`;
}

// src/analysis/code/scripting/lib-commands.ts
function literalWord(arg4) {
  return /^["'`]([^"'`\n]{0,200})["'`]$/.exec(arg4.trim())?.[1];
}
function programCall(st, name2, argv, at) {
  const program = name2.replace(/^.*[\\/]/, "").toLowerCase();
  const words2 = argv.slice(1, 12).map(literalWord).filter((w) => w !== void 0).join(" ");
  const token = cliTokenOutput(program, words2);
  if (token) {
    st.emit(
      { kind: "read", target: literal(token.command), secret: token.value.secret ?? "cli-login-token" },
      at.start,
      at.end
    );
    st.addSpan(at.start, st.stmt.text.length, token.value);
    return true;
  }
  if (program !== "git") return false;
  for (const arg4 of argv.slice(1, 24)) {
    if (literalWord(arg4) !== void 0) continue;
    const from = st.stmt.text.indexOf(arg4, at.start);
    const flow = st.valueIn(from, from + arg4.length);
    if (!flow.taints.includes("secret")) continue;
    const v = { ...flow, text: st.text(arg4).text };
    st.emit({ kind: "send", endpoint: urlHost(st, v), channel: "git", data: v }, at.start, at.end);
    return true;
  }
  return false;
}
function urlHost(st, v) {
  const text = v.text.replace(/\$\{[^}]{0,200}\}/g, "X");
  const url = /\b[a-z][\w+.-]{1,20}:\/\/[^\s"'`]{1,300}/.exec(text)?.[0];
  if (url) return endpointOf(url.replace(/\/\/[^/@\s]{0,200}@/, "//"), st.unit.hosts);
  return { cls: "unknown" };
}

// src/analysis/code/scripting/lib-lang.ts
var MAX_TEXT8 = 256 * 1024;
var MAX_STATEMENT_CHARS2 = 6e3;
var MAX_STATEMENT_LINES2 = 60;
function libLanguage(text) {
  const head = text.slice(0, 4096);
  if (/^\s*<\?php\b|^#!\S*(?:\/|env\s+)php/.test(head)) return "php";
  if (/^#!\S*(?:\/|env\s+)lua/.test(head)) return "lua";
  if (/^package[ \t]+\w+[ \t]*$/m.test(head) && /\bfunc\s|\bimport\s*[("]/.test(text)) return "go";
  const sample = text.slice(0, 64 * 1024);
  if (/^[ \t]*(?:pub[ \t]+)?fn[ \t]+\w+[ \t]*[(<]|^[ \t]*use[ \t]+\w+::/m.test(sample) && /\blet\s/.test(sample))
    return "rust";
  const luaRequire = /\brequire\s*\(?\s*["'](?:socket\.\w+|ssl\.https|ltn12)["']|\blocal\s+\w+\s*=\s*require\b/;
  if (luaRequire.test(sample) && !/^[ \t]*def[ \t]/m.test(sample)) return "lua";
  if (/^[ \t]*local[ \t]+\w[\w, \t]{0,200}=/m.test(sample) && /\bend\b/.test(sample) && !/^[ \t]*(?:def|class)[ \t]/m.test(sample))
    return "lua";
  return void 0;
}
function blankComments(src, lang) {
  const out2 = src.split("");
  let quote = "";
  for (let i2 = 0; i2 < src.length; i2++) {
    const c = src[i2];
    if (quote) {
      if (c === "\\" && quote !== "`") i2++;
      else if (c === quote || c === "\n") quote = "";
      continue;
    }
    if (c === '"' || c === "`" || c === "'" && !rustLifetime(src, i2, lang)) {
      quote = c;
      continue;
    }
    const two = src.slice(i2, i2 + 2);
    let end = -1;
    if (lang === "lua" && two === "--") {
      const long2 = src.startsWith("--[[", i2) ? src.indexOf("]]", i2) : -1;
      end = long2 >= 0 ? long2 + 2 : lineEnd(src, i2);
    } else if (lang !== "lua" && two === "//") end = lineEnd(src, i2);
    else if (lang !== "lua" && two === "/*") {
      const close = src.indexOf("*/", i2 + 2);
      end = close < 0 ? src.length : close + 2;
    } else if (lang === "php" && c === "#" && src[i2 + 1] !== "[") end = lineEnd(src, i2);
    if (end < 0) continue;
    for (let k = i2; k < end; k++) if (out2[k] !== "\n") out2[k] = " ";
    i2 = end - 1;
  }
  return out2.join("");
}
function rustLifetime(src, i2, lang) {
  if (lang !== "rust") return false;
  return /^'[A-Za-z_]\w*(?!')/.test(src.slice(i2, i2 + 40)) && src[i2 + 2] !== "'";
}
function lineEnd(src, i2) {
  const nl = src.indexOf("\n", i2);
  return nl < 0 ? src.length : nl;
}
var CONTINUES = /(?:[,+.=(|&]|\.\.|->|\band|\bor|=>)\s*$/;
function libStatements(text, lang) {
  const src = blankComments(text.slice(0, MAX_TEXT8), lang);
  const out2 = [];
  let start3 = 0;
  let depth2 = 0;
  let quote = "";
  let lines = 0;
  const flush = (end, next = end + 1) => {
    pushStatement(out2, src, start3, src.slice(start3, end));
    start3 = next;
    depth2 = 0;
    quote = "";
    lines = 0;
  };
  for (let i2 = 0; i2 < src.length; i2++) {
    const c = src[i2];
    if (quote) {
      if (c === "\\" && quote !== "`") i2++;
      else if (c === quote) quote = "";
      else if (c === "\n" && quote !== "`") quote = "";
      continue;
    }
    if (c === '"' || c === "`" || c === "'" && !rustLifetime(src, i2, lang)) {
      quote = c;
      continue;
    }
    if (c === "(" || c === "[") depth2++;
    else if (c === ")" || c === "]") depth2 = Math.max(0, depth2 - 1);
    else if (c === "{") {
      if (depth2 === 0 && blockBrace(src, start3, i2) || closureBody(src, start3, i2, lang)) flush(i2);
      else depth2++;
    } else if (c === "}") {
      if (depth2 === 0) flush(i2);
      else depth2--;
    } else if (c === ";" && depth2 === 0) flush(i2);
    else if (c === "\n") {
      lines++;
      if (i2 - start3 > MAX_STATEMENT_CHARS2 || lines > MAX_STATEMENT_LINES2) flush(i2);
      else if (depth2 === 0 && !continues(src, start3, i2)) flush(i2);
    }
  }
  if (start3 < src.length) flush(src.length);
  return out2;
}
function blockBrace(src, start3, i2) {
  const before = src.slice(Math.max(start3, i2 - 80), i2).trimEnd();
  if (before === "" || /(?:[=(,[:]|\breturn|=>)$/.test(before)) return false;
  const after = src.slice(i2 + 1, lineEnd(src, i2)).trim();
  return after === "" || /\)$|\b(?:else|do|then|unsafe|loop|try|finally|move)$/.test(before);
}
var CLOSURE_HEAD = {
  php: /\bfunction\s*\([^()]{0,300}\)\s*(?:use\s*\([^()]{0,300}\)\s*)?(?::\s*\??[\w\\]{1,64}\s*)?$/,
  go: /\bfunc\s*\([^()]{0,300}\)\s*(?:[\w.*[\]]{1,64}\s*)?$/
};
function closureBody(src, start3, i2, lang) {
  const head = CLOSURE_HEAD[lang];
  return head?.test(src.slice(Math.max(start3, i2 - 400), i2)) === true;
}
function continues(src, start3, nl) {
  const line = src.slice(Math.max(start3, src.lastIndexOf("\n", nl - 1) + 1, nl - 400), nl);
  if (CONTINUES.test(line)) return true;
  const next = /^[ \t]*(\S{1,2})/.exec(src.slice(nl + 1, nl + 200))?.[1] ?? "";
  return next.startsWith(".") || next === "->" || next === "?" || next === "?:";
}

// src/analysis/code/scripting/lib-requests.ts
var AUTH_HEADER = /authorization|token|api[-_]?key|cookie|auth|session|secret/i;
function libRequests(st) {
  if (st.libLang === "php") php(st);
  else if (st.libLang === "lua") lua(st);
  else if (st.libLang === "go") go(st);
  else rust(st);
}
function valueAt2(st, expr) {
  const s = st.stmt.text;
  const at = s.indexOf(expr);
  return at < 0 ? st.text(expr) : st.valueIn(at, at + expr.length);
}
function options(text) {
  const out2 = /* @__PURE__ */ new Map();
  const walk4 = (t, depth2) => {
    for (const item of splitTop(t).slice(0, 32)) {
      const kv = /^\[?\s*["']?([\w-]{1,40})["']?\s*\]?\s*(?:=>|=|:)\s*([\s\S]*)$/.exec(item);
      if (!kv) continue;
      const inner = /^(?:\[|array\(|\{)([\s\S]*)(?:\]|\)|\})$/.exec(kv[2].trim());
      if (inner && depth2 < 2 && /=>|=|:/.test(inner[1])) walk4(inner[1], depth2 + 1);
      if (!out2.has(kv[1].toLowerCase())) out2.set(kv[1].toLowerCase(), kv[2].trim());
    }
  };
  walk4(text, 0);
  return out2;
}
function assignedName(s) {
  return /^(?:local\s+|let\s+(?:mut\s+)?)?\$?([A-Za-z_]\w{0,63})\s*:?=(?!=)/.exec(s)?.[1];
}
function php(st) {
  const s = st.stmt.text;
  const ctx = /\bstream_context_create\s*\(/.exec(s);
  const name2 = assignedName(s);
  if (ctx && name2) {
    const opts = options(argsAt(s, ctx.index + ctx[0].length - 1).text.replace(/^\s*\[|\]\s*$/g, ""));
    const method = (opts.get("method") ?? "").replace(/["']/g, "").toUpperCase() || "GET";
    const data3 = opts.get("content");
    const header = opts.get("header");
    st.requests.set(name2, {
      url: st.text(""),
      method,
      data: data3 ? [valueAt2(st, data3)] : [],
      credentials: header && AUTH_HEADER.test(header) ? [valueAt2(st, header)] : []
    });
  }
  for (const m of upTo(s.matchAll(/(?<![\w$>])(?:file_get_contents|fopen)\s*\(/g), 4)) {
    const a = argsAt(s, m.index + m[0].length - 1);
    const args2 = splitTop(a.text);
    const req2 = args2[2] ? st.requests.get(args2[2].replace(/^\$/, "")) : void 0;
    if (!req2) continue;
    const url = st.text(args2[0] ?? "");
    st.addSpan(
      m.index,
      a.end,
      st.request("stream context", req2.method, url, req2.data, req2.credentials, {
        start: m.index,
        end: a.end
      })
    );
  }
  const init4 = /\bcurl_init\s*\(/.exec(s);
  if (init4 && name2) {
    const url = st.text(splitTop(argsAt(s, init4.index + init4[0].length - 1).text)[0] ?? "");
    st.requests.set(name2, { url, method: "GET", data: [], credentials: [] });
  }
  const opt = /\bcurl_setopt\s*\(\s*\$(\w{1,64})\s*,\s*(CURLOPT_\w{1,40})\s*,\s*([\s\S]*)\)\s*$/.exec(s);
  const r = opt ? st.requests.get(opt[1]) : void 0;
  if (opt && r) {
    const v = valueAt2(st, opt[3]);
    if (opt[2] === "CURLOPT_URL") r.url = st.text(opt[3]);
    else if (opt[2] === "CURLOPT_POSTFIELDS") r.data.push(v);
    else if (opt[2] === "CURLOPT_POST" || opt[2] === "CURLOPT_CUSTOMREQUEST") r.method = "POST";
    else if (opt[2] === "CURLOPT_HTTPHEADER") (AUTH_HEADER.test(opt[3]) ? r.credentials : r.data).push(v);
  }
  const exec = /\bcurl_exec\s*\(\s*\$(\w{1,64})\s*\)/.exec(s);
  const e = exec ? st.requests.get(exec[1]) : void 0;
  if (exec && e) {
    const end = exec.index + exec[0].length;
    st.addSpan(
      exec.index,
      end,
      st.request("curl_exec", e.method, e.url, e.data, e.credentials, { start: exec.index, end })
    );
  }
}
var LUA_HTTP = /\brequire\s*\(?\s*["'](?:socket\.http|ssl\.https|http\.request|copas\.http|luasocket\.http)["']/;
function lua(st) {
  const s = st.stmt.text;
  const name2 = assignedName(s);
  if (name2 && LUA_HTTP.test(s)) st.clients.set(name2, st.text(""));
  for (const m of upTo(s.matchAll(/\b([A-Za-z_]\w{0,63})\.request\s*(?=[({])/g), 4)) {
    if (!st.clients.has(m[1]) && !/^(?:http|https)$/.test(m[1])) continue;
    const from = m.index + m[0].length;
    const open = s.indexOf("{", from);
    const table2 = s[from] === "{" || /^\(\s*\{/.test(s.slice(from));
    if (!table2) {
      const a = argsAt(s, from);
      const [u, body2] = splitTop(a.text);
      const url2 = st.text(u ?? "");
      const data4 = body2 ? [valueAt2(st, body2)] : [];
      st.addSpan(
        m.index,
        a.end,
        st.request(`${m[1]}.request`, body2 ? "POST" : "GET", url2, data4, [], { start: m.index, end: a.end })
      );
      continue;
    }
    const close = matching(s, open);
    const end = Math.min(s.length, close + 1);
    const inner = s.slice(open + 1, close);
    const opts = options(inner);
    const url = st.text(opts.get("url") ?? "");
    const source2 = /ltn12\.source\.string\s*\(([\s\S]*)\)$/.exec(opts.get("source") ?? "");
    const headers = opts.get("headers");
    const data3 = source2 ? [valueAt2(st, source2[1])] : [];
    const method = (opts.get("method") ?? "").replace(/["']/g, "").toUpperCase() || (source2 ? "POST" : "GET");
    const creds = headers && AUTH_HEADER.test(headers) ? [valueAt2(st, headers)] : [];
    const response = st.request(`${m[1]}.request`, method, url, data3, creds, { start: m.index, end });
    const sink = /ltn12\.sink\.table\s*\(\s*([A-Za-z_]\w{0,63})/.exec(opts.get("sink") ?? "");
    if (sink) st.env.set(sink[1], response);
    const file = /ltn12\.sink\.file\s*\(\s*io\.open\s*\(([^,)]{1,300})/.exec(opts.get("sink") ?? "");
    if (file) st.wrote(file[1], response);
  }
}
function go(st) {
  const s = st.stmt.text;
  const name2 = assignedName(s.replace(/,\s*\w+\s*:=/, " :="));
  const nr = /\bhttp\.NewRequest(?:WithContext)?\s*\(/.exec(s);
  if (nr && name2) {
    const args2 = splitTop(argsAt(s, nr.index + nr[0].length - 1).text);
    const off = /WithContext/.test(nr[0]) ? 1 : 0;
    const method = (st.text(args2[off] ?? "").text.replace(/^http\.Method/, "") || "GET").toUpperCase();
    const body2 = args2[off + 2];
    st.requests.set(name2, {
      url: st.text(args2[off + 1] ?? ""),
      method,
      data: body2 && body2 !== "nil" ? [valueAt2(st, body2)] : [],
      credentials: []
    });
  }
  const hdr = /^([A-Za-z_]\w{0,63})\.Header\.(?:Set|Add)\s*\(\s*("[^"]{0,80}")\s*,\s*([\s\S]*)\)$/.exec(s);
  const req2 = hdr ? st.requests.get(hdr[1]) : void 0;
  if (hdr && req2) (AUTH_HEADER.test(hdr[2]) ? req2.credentials : req2.data).push(valueAt2(st, hdr[3]));
  const basic = /^([A-Za-z_]\w{0,63})\.SetBasicAuth\s*\(([\s\S]*)\)$/.exec(s);
  if (basic && st.requests.has(basic[1]))
    st.requests.get(basic[1]).credentials.push(valueAt2(st, basic[2]));
  for (const m of upTo(s.matchAll(/\.Do\s*\(\s*([A-Za-z_]\w{0,63})\s*\)/g), 4)) {
    const r = st.requests.get(m[1]);
    if (!r) continue;
    const end = m.index + m[0].length;
    st.addSpan(
      m.index,
      end,
      st.request("http.Client.Do", r.method, r.url, r.data, r.credentials, { start: m.index, end })
    );
  }
}
function rust(st) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(/(?:\b(?:ureq|attohttpc|minreq|surf)::|\.\s*)(post|put|patch)\s*\(/g), 4)) {
    const a = argsAt(s, m.index + m[0].length - 1);
    const url = st.text(splitTop(a.text)[0] ?? "");
    if (!/^https?:\/\/|^\$\{/.test(url.text)) continue;
    const tail = s.slice(a.end);
    const data3 = [];
    const creds = [];
    for (const c of upTo(
      tail.matchAll(
        /\.\s*(header|set|bearer_auth|basic_auth|body|json|form|send_string|send_json|send_bytes|send_form|send)\s*\(/g
      ),
      16
    )) {
      const inner = argsAt(tail, c.index + c[0].length - 1).text;
      if (inner.trim() === "") continue;
      const args2 = splitTop(inner);
      const v = valueAt2(st, /^(?:header|set)$/.test(c[1]) ? args2[1] ?? inner : inner);
      if (/auth/.test(c[1]) || /^(?:header|set)$/.test(c[1]) && AUTH_HEADER.test(args2[0] ?? ""))
        creds.push(v);
      else data3.push(v);
    }
    const end = s.length;
    st.addSpan(
      m.index,
      end,
      st.request(`${m[1]} request`, "POST", url, data3, creds, { start: m.index, end })
    );
  }
}

// src/analysis/code/scripting/lib-tables.ts
var PHP = {
  fetch: [
    // A URL read like a file; with a stream context it may be a POST (lib-requests.ts).
    {
      re: /(?<![\w$>])(?:file_get_contents|file|fopen|readfile|simplexml_load_file)\s*(?=\()/g,
      url: 0,
      method: "GET",
      needsUrl: true
    },
    { re: /\bHttp::(?:get|withHeaders\([^)]{0,200}\)->get)\s*(?=\()/g, url: 0, method: "GET" },
    // WordPress's HTTP API: the second argument's array holds the request (`'body' => …`).
    { re: /(?<![\w$>])wp_(?:safe_)?remote_(?:post|request)\s*(?=\()/g, url: 0, body: 1, method: "POST" },
    { re: /(?<![\w$>])wp_(?:safe_)?remote_(?:get|head)\s*(?=\()/g, url: 0, method: "GET" }
  ],
  read: [
    { re: /(?<![\w$>])(?:file_get_contents|file|parse_ini_file|readfile)\s*(?=\()/g, path: 0 },
    { re: /(?<![\w$>])fopen\s*(?=\()/g, path: 0, mode: 1 }
  ],
  write: [{ re: /(?<![\w$>])(?:file_put_contents|copy)\s*(?=\()/g, path: 0, content: 1 }],
  openWrite: [{ re: /(?<![\w$>])fopen\s*(?=\()/g, path: 0, mode: 1 }],
  handleWrite: [{ re: /(?<![\w$>])(?:fwrite|fputs|stream_copy_to_stream)\s*(?=\()/g, handle: 0, content: 1 }],
  evalCode: [
    { re: /(?<![\w$>])eval\s*(?=\()/g, via: "eval", arg: 0 },
    { re: /(?<![\w$>])(?:assert|create_function)\s*(?=\()/g, via: "eval", arg: 0 }
  ],
  loadFile: [{ re: /(?<![\w$>])(require|include)(?:_once)?\b\s*/g, via: "require", arg: 0 }],
  shellString: [
    { re: /(?<![\w$>])(?:shell_exec|system|exec|passthru|popen|proc_open)\s*(?=\()/g, via: "shell_exec" }
  ]
};
var LUA = {
  fetch: [],
  read: [
    { re: /\bio\.open\s*(?=\()/g, path: 0, mode: 1 },
    { re: /\bio\.lines\s*(?=\()/g, path: 0 },
    {
      re: /\b(?:vim\.fn\.readfile|vim\.secure\.read|pl\.utils\.readfile|utils\.readfile)\s*(?=\()/g,
      path: 0
    }
  ],
  write: [],
  openWrite: [{ re: /\bio\.open\s*(?=\()/g, path: 0, mode: 1 }],
  handleWrite: [],
  methodWrite: /\b([A-Za-z_]\w{0,63})\s*:\s*write\s*\(/,
  evalCode: [{ re: /(?<![\w.:])(load|loadstring)\s*(?=\()/g, via: "load", arg: 0 }],
  loadFile: [{ re: /(?<![\w.:])(dofile|loadfile)\s*(?=\()/g, via: "dofile", arg: 0 }],
  shellString: [{ re: /\b(?:os\.execute|io\.popen|vim\.fn\.system)\s*(?=\()/g, via: "os.execute" }]
};
var GO = {
  fetch: [
    { re: /\bhttp\.(?:Get|Head)\s*(?=\()/g, url: 0, method: "GET" },
    { re: /\bhttp\.Post\s*(?=\()/g, url: 0, body: 2, method: "POST" },
    { re: /\bhttp\.PostForm\s*(?=\()/g, url: 0, body: 1, method: "POST" },
    {
      re: /\b(?!http\.)[a-z]\w{0,30}\.(?:Get)\s*(?=\(\s*(?:"https?:|[a-z]\w*\s*\+|[a-z]\w*\s*\)))/g,
      url: 0,
      method: "GET",
      needsUrl: true
    },
    {
      re: /\b(?!http\.)[a-z]\w{0,30}\.Post\s*(?=\(\s*(?:"https?:|[a-z]\w*\s*[+,]))/g,
      url: 0,
      body: 2,
      method: "POST",
      needsUrl: true
    }
  ],
  read: [{ re: /\b(?:os\.ReadFile|ioutil\.ReadFile|os\.Open|os\.OpenFile)\s*(?=\()/g, path: 0 }],
  write: [{ re: /\b(?:os\.WriteFile|ioutil\.WriteFile)\s*(?=\()/g, path: 0, content: 1 }],
  openWrite: [{ re: /\b(?:os\.Create|os\.CreateTemp|ioutil\.TempFile|os\.OpenFile)\s*(?=\()/g, path: 0 }],
  handleWrite: [
    { re: /\bio\.(?:Copy|CopyN|CopyBuffer)\s*(?=\()/g, handle: 0, content: 1 },
    { re: /\bfmt\.Fprint(?:f|ln)?\s*(?=\()/g, handle: 0, content: 1 }
  ],
  methodWrite: /\b([A-Za-z_]\w{0,63})\.(?:Write|WriteString|ReadFrom)\s*\(/,
  evalCode: [{ re: /\b(?:yaegi|interp)\.\w*\.?Eval\s*(?=\()/g, via: "yaegi", arg: 0 }],
  loadFile: [{ re: /\bplugin\.Open\s*(?=\()/g, via: "plugin.Open", arg: 0 }],
  command: [
    { re: /\bexec\.Command\s*(?=\()/g, via: "exec.Command", first: 0 },
    { re: /\bexec\.CommandContext\s*(?=\()/g, via: "exec.Command", first: 1 },
    { re: /\bsyscall\.Exec\s*(?=\()/g, via: "syscall.Exec", first: 0 }
  ],
  shellString: []
};
var RUST = {
  fetch: [
    {
      re: /\b(?:reqwest::(?:blocking::)?get|ureq::get|attohttpc::get|minreq::get|surf::get)\s*(?=\()/g,
      url: 0,
      method: "GET"
    },
    {
      re: /\.\s*get\s*(?=\(\s*(?:"https?:|&?[A-Z_]{2,}|&?[a-z_]\w*\s*\)|&?format!))/g,
      url: 0,
      method: "GET",
      needsUrl: true
    }
  ],
  read: [
    {
      re: /\b(?:(?:std::)?fs::(?:read_to_string|read)|(?:std::fs::)?File::open|tokio::fs::(?:read_to_string|read))\s*(?=\()/g,
      path: 0
    }
  ],
  write: [{ re: /\b(?:(?:std::)?fs::write|tokio::fs::write|fs::copy)\s*(?=\()/g, path: 0, content: 1 }],
  openWrite: [
    { re: /\b(?:(?:std::fs::)?File::create|OpenOptions::new\(\)[^;]{0,200}\.open)\s*(?=\()/g, path: 0 }
  ],
  handleWrite: [{ re: /\b(?:std::)?io::copy\s*(?=\()/g, handle: 1, content: 0 }],
  methodWrite: /\b([A-Za-z_]\w{0,63})\s*\.\s*(?:write_all|write)\s*\(/,
  evalCode: [],
  loadFile: [
    { re: /\b(?:libloading::)?Library::new\s*(?=\()/g, via: "libloading", arg: 0 },
    { re: /\b(?:libc::)?dlopen\s*(?=\()/g, via: "dlopen", arg: 0 }
  ],
  command: [{ re: /\b(?:std::process::)?Command::new\s*(?=\()/g, via: "Command::new", first: 0 }],
  shellString: []
};
var TABLES = { php: PHP, lua: LUA, go: GO, rust: RUST };
var INTERPRETER2 = /^(?:.*\/)?(?:(?:ba|z|k|da|a)?sh|python[\d.]*|node|perl|ruby|php|lua|pwsh|powershell|bun|deno|cmd(?:\.exe)?)$/i;

// src/analysis/code/scripting/lib-values.ts
var MAX_DEPTH3 = 6;
var VAR_RE = {
  php: /\$([A-Za-z_]\w{0,63})\b/g,
  lua: /(?<![\w.:'"])([A-Za-z_]\w{0,63})\b(?!\s*[(:"'{])/g,
  go: /(?<![\w."'])([A-Za-z_]\w{0,63})\b(?!\s*\()/g,
  rust: /(?<![\w.:"'])([A-Za-z_]\w{0,63})\b(?!\s*[(!]|::)/g
};
var HOME3 = {
  php: /^(?:getenv\s*\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|\$_(?:SERVER|ENV)\s*\[\s*["']HOME["']\s*\])$/,
  lua: /^(?:os\.getenv\s*\(?\s*["'](?:HOME|USERPROFILE)["']\s*\)?|vim\.env\.HOME|vim\.loop\.os_homedir\(\))$/,
  go: /^(?:os\.UserHomeDir\(\)|os\.Getenv\(\s*"HOME"\s*\)|homedir\.Dir\(\))$/,
  rust: /^(?:(?:dirs|home|std::env|env)::home_dir\(\)|(?:std::)?env::var\(\s*"HOME"\s*\))(?:\.(?:unwrap|expect|unwrap_or_default)\([^()]{0,80}\)|\?)*$/
};
var CONCAT = { php: ".", lua: "..", go: "+", rust: "+" };
var KEEP_SUFFIX = /^(.{1,400}?)(?:\.(?:unwrap|expect|clone|to_string|to_owned|as_str|as_path|as_ref|display|to_string_lossy|into|to_path_buf|Name|String)\([^()]{0,80}\)|\?)$/;
var KEEP_CALL = /^(?:strval|trim|realpath|tostring|PathBuf::from|Path::new|String::from|filepath\.Clean|filepath\.Abs|string|&|&mut\s|\*)\s*\(?/;
function libText(e0, st, depth2 = 0) {
  let e = e0.trim();
  while (e.startsWith("(") && matching(e, 0) === e.length - 1) e = e.slice(1, -1).trim();
  if (depth2 > MAX_DEPTH3 || e === "") return literal("");
  const lang = st.libLang;
  for (const sep of [" ?: ", " ?? ", " or ", ".unwrap_or"])
    if (e.includes(sep) && !/^["'`]/.test(e)) {
      const first3 = splitTop(e, sep)[0];
      if (first3 && first3 !== e) return libText(first3, st, depth2 + 1);
    }
  if (HOME3[lang].test(e)) return literal("~");
  if (lang === "php" && e === "DIRECTORY_SEPARATOR") return literal("/");
  if (/^__DIR__$|^dirname\(__FILE__\)$/.test(e)) return literal(".");
  const str2 = stringOf(e, st, depth2);
  if (str2) return str2;
  const parts2 = splitTop(e, CONCAT[lang]);
  if (parts2.length > 1 && parts2.every((p) => p !== ""))
    return concat(parts2.map((p) => libText(p, st, depth2 + 1)));
  const join3 = /^(?:filepath|path)\.Join\s*\(/.exec(e);
  if (join3)
    return joinPath4(splitTop(argsAt(e, join3[0].length - 1).text).map((a) => libText(a, st, depth2 + 1)));
  const rj = lastJoin(e);
  if (rj) return joinPath4([libText(rj.base, st, depth2 + 1), libText(rj.part, st, depth2 + 1)]);
  const joined4 = joinedList(e, st, depth2);
  if (joined4) return joined4;
  const fmt = /^(?:format!|fmt\.Sprintf|sprintf|string\.format)\s*\(/.exec(e);
  if (fmt) return formatted2(splitTop(argsAt(e, fmt[0].length - 1).text), st, depth2);
  const keep = KEEP_SUFFIX.exec(e);
  if (keep) return libText(keep[1], st, depth2 + 1);
  const call3 = KEEP_CALL.exec(e);
  if (call3 && call3[0] !== "") {
    const inner = call3[0].endsWith("(") ? argsAt(e, call3[0].length - 1).text : e.slice(call3[0].length);
    return libText(splitTop(inner)[0] ?? "", st, depth2 + 1);
  }
  const name2 = lang === "php" ? /^\$(\w{1,64})$/.exec(e)?.[1] : /^[A-Za-z_]\w{0,63}$/.exec(e)?.[0];
  if (!name2) return unknown(e.replace(/\s+/g, " ").slice(0, 40));
  const handle2 = st.handles.get(name2);
  if (handle2 !== void 0) return { text: handle2, literal: false, taints: [] };
  return st.env.get(name2) ?? unknown(name2);
}
function lastJoin(e) {
  const at = e.lastIndexOf(".join(");
  if (at <= 0 || matching(e, at + 5) !== e.length - 1) return void 0;
  return { base: e.slice(0, at), part: e.slice(at + 6, -1) };
}
function joinPath4(parts2) {
  const seq = [];
  parts2.forEach((p, i2) => {
    if (i2 > 0) seq.push(literal("/"));
    seq.push(p);
  });
  const v = concat(seq.length ? seq : [literal("")]);
  return { ...v, text: v.text.replace(/\/{2,}/g, "/").replace(/^(https?:)\//, "$1//") };
}
function formatted2(args2, st, depth2) {
  const tpl = stringOf(args2[0] ?? "", st, depth2);
  if (!tpl) return unknown("format");
  const pieces2 = tpl.text.split(/\{[^{}]{0,20}\}|%[-+ #0-9.]{0,6}[svdqxX]/);
  const out2 = [];
  pieces2.forEach((p, i2) => {
    out2.push(literal(p));
    if (i2 < pieces2.length - 1) out2.push(args2[i2 + 1] ? libText(args2[i2 + 1], st, depth2 + 1) : unknown("arg"));
  });
  return concat(out2);
}
function stringOf(e, st, depth2) {
  const m = /^(?:r#*|b|br#*)?(["'`])([\s\S]*)\1#*$/.exec(e);
  if (m && !hasInnerQuote(m[2], m[1])) {
    const body2 = m[2];
    if (st.libLang === "php" && m[1] === '"') return phpInterpolate(body2, st, depth2);
    return literal(m[1] === "`" ? body2 : body2.replace(/\\n/g, "\n").replace(/\\(.)/g, "$1"));
  }
  const long2 = /^\[(=*)\[([\s\S]*)\]\1\]$/.exec(e);
  return long2 ? literal(long2[2]) : void 0;
}
function hasInnerQuote(body2, q) {
  for (let i2 = 0; i2 < body2.length; i2++) {
    if (body2[i2] === "\\") i2++;
    else if (body2[i2] === q) return true;
  }
  return false;
}
function phpInterpolate(body2, st, depth2) {
  const parts2 = [];
  let last = 0;
  for (const m of body2.matchAll(/\{?\$(\w{1,64})\}?/g)) {
    if (parts2.length > 64) break;
    if (m.index > last) parts2.push(literal(body2.slice(last, m.index).replace(/\\(.)/g, "$1")));
    parts2.push(libText(`$${m[1]}`, st, depth2 + 1));
    last = m.index + m[0].length;
  }
  if (last < body2.length) parts2.push(literal(body2.slice(last).replace(/\\n/g, "\n").replace(/\\(.)/g, "$1")));
  return concat(parts2.length ? parts2 : [literal("")]);
}
var LibState = class extends ScriptState {
  constructor(unit2, libLang, emitting) {
    super(unit2, "ruby", emitting);
    this.libLang = libLang;
  }
  libLang;
  /** Lists of values by variable (`$paths = [a, b]`), and loop variables bound to a list. */
  lists = /* @__PURE__ */ new Map();
  loops = /* @__PURE__ */ new Map();
  /** Files opened for writing, by handle variable: the path text. */
  handles = /* @__PURE__ */ new Map();
  /** Functions whose parameter (by index) a file read opens: a call reads its argument. */
  readers = /* @__PURE__ */ new Map();
  /** Shells started with no script operand, by variable: what is later written to their stdin runs. */
  shells = /* @__PURE__ */ new Map();
  /** Names given to a code sink (`local run = loadstring or load`), and the sink they stand for. */
  aliases = /* @__PURE__ */ new Map();
  text(expr) {
    return libText(expr, this);
  }
  /** What flows into the statement text at [start, end): sources found there and the variables it names. */
  valueIn(start3, end) {
    const slice2 = this.stmt.text.slice(start3, end);
    const inputs = [];
    const seen = /* @__PURE__ */ new Set();
    for (const m of slice2.matchAll(VAR_RE[this.libLang])) {
      const name2 = m[1];
      if (seen.has(name2) || seen.size >= 64) continue;
      seen.add(name2);
      const v = this.env.get(name2) ?? this.methods.get(name2);
      if (v) inputs.push(v);
    }
    for (const m of slice2.matchAll(/\b([A-Za-z_]\w{0,63})\s*\(/g)) {
      const v = this.methods.get(m[1]);
      if (v && inputs.length < 64) inputs.push(v);
    }
    for (const s of this.spans) if (s.start >= start3 && s.end <= end) inputs.push(s.value);
    const useful = inputs.filter((v) => !v.literal);
    if (useful.length === 0) return literal(slice2.trim().slice(0, 300));
    return derived(slice2.trim().slice(0, 300), useful);
  }
  /** A file read; a loop variable over a list of paths reads each of them. */
  readFile(pathExpr, start3, end) {
    const name2 = pathExpr.trim().replace(/^\$/, "");
    const list = this.lists.get(this.loops.get(name2) ?? "");
    if (!list) return super.readFile(pathExpr, start3, end);
    return concat(list.slice(0, 8).map((p) => super.readFile(p, start3, end)));
  }
  /** Whether a path names a secret store (the `read` fact is the caller's). */
  isSecretPath(pathExpr) {
    return secretOf(normalizeHome(this.text(pathExpr).text)) !== void 0;
  }
  /** The content written to a path, when a download: the file runs downloaded code. */
  downloadedFile(pathExpr) {
    const v = this.written(pathExpr);
    return v && (v.taints.includes("download") || v.taints.includes("decoded")) ? v : void 0;
  }
  /** A response value: `download` from the URL. */
  static response(url) {
    return tainted(derived(`response of ${url.text.slice(0, 200)}`, []), "download", { from: url.text });
  }
};
function joinedList(e, st, depth2) {
  const head = /^(?:implode|join|table\.concat|strings\.Join)\s*\(/.exec(e);
  if (!head) return void 0;
  const args2 = splitTop(argsAt(e, head[0].length - 1).text);
  if (args2.length !== 2) return void 0;
  const php3 = head[0].startsWith("implode") || head[0].startsWith("join");
  const [sepExpr, listExpr] = php3 ? [args2[0], args2[1]] : [args2[1], args2[0]];
  const list = /^(?:array\s*\(|\[\]string\s*\{|[[{])([\s\S]{0,2000})[)\]}]$/.exec(listExpr.trim());
  const sep = libText(sepExpr, st, depth2 + 1);
  if (!list || !sep.literal) return void 0;
  const items = splitTop(list[1]).filter((x) => x.trim() !== "").slice(0, 64);
  const values = items.map(
    (x) => /^-?\d{1,12}$/.test(x.trim()) ? literal(x.trim()) : libText(x, st, depth2 + 1)
  );
  if (values.length === 0 || values.some((v) => !v.literal)) return void 0;
  return literal(values.map((v) => v.text).join(sep.text));
}

// src/analysis/code/scripting/lua-processes.ts
var PROCESS = /\b(?:vim\.system|vim\.fn\.system(?:list)?|io\.popen)\s*(?=\()/g;
var DOWNLOADER = /^(?:.*\/)?(?:curl|wget)$/;
var URL_START = /^https?:\/\//;
var CALLBACK = /\bfunction\s*\(\s*([A-Za-z_]\w{0,63})/;
function luaProcessOutputs(st) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(PROCESS), 4)) {
    const call3 = argsAt(s, m.index + m[0].length);
    const args2 = splitTop(call3.text);
    const words2 = commandWords(st, args2[0] ?? "");
    if (!DOWNLOADER.test(words2[0] ?? "")) continue;
    const url = words2.slice(1).find((w) => URL_START.test(w));
    if (url === void 0) continue;
    const tool = words2[0].replace(/^.*\//, "");
    const body2 = st.request(tool, "GET", literal(url), [], [], { start: m.index, end: call3.end });
    st.addSpan(m.index, call3.end, body2);
    const callback = args2.slice(1).map((a) => CALLBACK.exec(a)?.[1]).find((n) => n !== void 0);
    if (callback && st.env.size < 512) st.env.set(callback, body2);
  }
}
function commandWords(st, arg4) {
  const a = arg4.trim();
  if (a.startsWith("{") && a.endsWith("}"))
    return splitTop(a.slice(1, -1)).slice(0, 24).map((item) => st.text(item.trim()).text);
  return st.text(a).text.split(/\s+/).filter((w) => w !== "").slice(0, 24);
}

// src/analysis/code/scripting/php-env.ts
var WHOLE = /\bgetenv\s*\(\s*\)|\$_(?:ENV|SERVER)\b(?!\s*\[)/g;
var ONE = /\bgetenv\s*\(\s*["']([A-Za-z_]\w{0,127})["']|\$_(?:ENV|SERVER)\s*\[\s*["']([A-Za-z_]\w{0,127})["']\s*\]/g;
function phpEnvReads(st) {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(WHOLE), 8))
    st.addSpan(m.index, m.index + m[0].length, ScriptState.EVERY_VARIABLE);
  for (const m of upTo(s.matchAll(ONE), 16)) {
    const end = m.index + m[0].length;
    st.addSpan(m.index, end, st.readEnv(m[1] ?? m[2], m.index, end));
  }
}

// src/analysis/code/scripting/lib-flow.ts
var METHOD_TAINTS2 = ["secret", "download", "decoded"];
var DEF2 = {
  php: /^(?:(?:public|private|protected|static|final)\s+){0,3}function\s+&?(\w{1,64})\s*\(([^)]{0,300})\)/,
  lua: /^(?:local\s+)?function\s+(?:[\w.]{0,64}[.:])?(\w{1,64})\s*\(([^)]{0,300})\)/,
  go: /^func\s+(?:\([^)]{0,120}\)\s*)?(\w{1,64})\s*\(([^)]{0,300})\)/,
  rust: /^(?:pub(?:\([^)]{0,20}\))?\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+(\w{1,64})\s*(?:<[^>]{0,100}>)?\s*\(([^)]{0,300})\)/
};
function analyzeLibFlow(unit2, lang) {
  const statements = libStatements(unit2.text, lang);
  const first3 = new LibState(unit2, lang, false);
  walk2(first3, statements);
  const second2 = new LibState(unit2, lang, true);
  for (const [k, v] of first3.methods) second2.methods.set(k, v);
  for (const [k, v] of first3.readers) second2.readers.set(k, v);
  walk2(second2, statements);
  return second2.executed;
}
function walk2(st, statements) {
  let fn;
  for (const s of statements) {
    if (fn && s.indent <= fn.indent) fn = void 0;
    const def = DEF2[st.libLang].exec(s.text);
    if (def) {
      const params = splitTop(def[2]).map(
        (p) => /[$]?([A-Za-z_]\w*)/.exec(p.replace(/^(?:mut\s+|&)/, ""))?.[1] ?? ""
      );
      fn = { name: def[1], indent: s.indent, params };
      continue;
    }
    st.stmt = s;
    st.spans = [];
    statement2(st, fn);
    if (fn && !st.emitting) {
      const v = st.valueIn(0, s.text.length);
      if (METHOD_TAINTS2.some((t) => v.taints.includes(t))) {
        const prev = st.methods.get(fn.name);
        if (st.methods.size < 256) st.methods.set(fn.name, prev ? concat([prev, v]) : v);
      }
    }
  }
}
function argsOf(s, m) {
  const a = argsAt(s, m.index + m[0].length);
  return { args: splitTop(a.text), end: a.end };
}
var URL3 = /^https?:\/\//;
function statement2(st, fn) {
  const s = st.stmt.text;
  const t = TABLES[st.libLang];
  for (const [name2, idx] of st.readers) {
    for (const m of upTo(s.matchAll(new RegExp(`(?<![\\w.$])${name2}\\s*(?=\\()`, "g")), 4)) {
      const { args: args2, end } = argsOf(s, m);
      if (args2[idx]) st.addSpan(m.index, end, st.readFile(args2[idx], m.index, end));
    }
  }
  for (const r of t.read)
    for (const m of upTo(s.matchAll(r.re), 8)) {
      const { args: args2, end } = argsOf(s, m);
      const path2 = args2[r.path];
      if (!path2 || r.mode !== void 0 && /^["'][^"']*[wax+]/.test(args2[r.mode] ?? "")) continue;
      if (URL3.test(st.text(path2).text)) continue;
      const param2 = fn?.params.indexOf(path2.replace(/^[$&]/, "")) ?? -1;
      if (fn && param2 >= 0) {
        if (!st.emitting && st.readers.size < 64) st.readers.set(fn.name, param2);
        continue;
      }
      st.addSpan(m.index, end, st.readFile(path2, m.index, end));
    }
  if (st.libLang === "php") phpEnvReads(st);
  for (const f of t.fetch)
    for (const m of upTo(s.matchAll(f.re), 8)) {
      const { args: args2, end } = argsOf(s, m);
      const url = st.text(args2[f.url] ?? "");
      if ((f.needsUrl || url.literal) && !URL3.test(url.text)) continue;
      if (st.libLang === "php" && args2[2] && st.requests.has(args2[2].replace(/^\$/, ""))) continue;
      const bodyExpr = f.body !== void 0 ? args2[f.body] : void 0;
      const body2 = bodyExpr ? [bodyValue(st, s, bodyExpr, m.index)] : [];
      st.addSpan(m.index, end, st.request(m[0].trim(), f.method, url, body2, [], { start: m.index, end }));
    }
  libRequests(st);
  if (st.libLang === "lua") luaProcessOutputs(st);
  writes(st);
  sinks2(st);
  assignment4(st);
}
function bodyValue(st, s, expr, from) {
  const at = s.indexOf(expr, from);
  return st.valueIn(at, at + expr.length);
}
function writes(st) {
  const s = st.stmt.text;
  const t = TABLES[st.libLang];
  for (const w of t.write)
    for (const m of upTo(s.matchAll(w.re), 8)) {
      const { args: args2 } = argsOf(s, m);
      const [path2, content] = [args2[w.path], args2[w.content]];
      if (path2 && content) st.wrote(path2, bodyValue(st, s, content, m.index));
    }
  const toHandle = (handle2, content) => {
    const path2 = st.handles.get(handle2.replace(/^(?:&mut\s+|&|\$)/, ""));
    if (path2 !== void 0 && st.files.size < 256) {
      const prev = st.files.get(path2);
      st.files.set(path2, prev ? concat([prev, content]) : content);
    }
  };
  for (const w of t.handleWrite)
    for (const m of upTo(s.matchAll(w.re), 8)) {
      const { args: args2 } = argsOf(s, m);
      const [handle2, content] = [args2[w.handle], args2[w.content]];
      if (handle2 && content) toHandle(handle2, bodyValue(st, s, content, m.index));
    }
  const mw = t.methodWrite?.exec(s);
  if (mw) toHandle(mw[1], st.valueIn(mw.index + mw[0].length, s.length));
  const out2 = st.libLang === "rust" ? /&mut\s+([A-Za-z_]\w{0,63})\b(?!\s*[{.(])/g : /\b(?:Decode|Unmarshal|Copy|ReadFull|Read|Scan|Fscan\w{0,4})\s*\([^;]{0,200}?&([A-Za-z_]\w{0,63})\b(?!\s*[{.(])/g;
  if (st.libLang !== "rust" && st.libLang !== "go") return;
  const whole = st.valueIn(0, s.length);
  if (METHOD_TAINTS2.some((x) => whole.taints.includes(x))) {
    for (const m of upTo(s.matchAll(out2), 4))
      if (!st.handles.has(m[1])) st.env.set(m[1], { ...whole, text: m[1] });
  }
}
function sinks2(st) {
  const s = st.stmt.text;
  const t = TABLES[st.libLang];
  for (const e of t.evalCode)
    for (const m of upTo(s.matchAll(e.re), 8)) {
      const { args: args2, end } = argsOf(s, m);
      const code = args2[e.arg];
      if (code) st.execute(e.via, bodyValue(st, s, code, m.index), m.index, end);
    }
  for (const [name2, via2] of st.aliases)
    for (const m of upTo(s.matchAll(new RegExp(`(?<![\\w.:$])${name2}\\s*(?=\\()`, "g")), 4)) {
      const { args: args2, end } = argsOf(s, m);
      if (args2[0]) st.execute(via2, bodyValue(st, s, args2[0], m.index), m.index, end);
    }
  for (const l of t.loadFile)
    for (const m of upTo(s.matchAll(l.re), 8)) {
      const { args: args2, end } = argsOf(s, m);
      const arg4 = args2[l.arg]?.split(/[ \t]{1,8}(?:[:?]|\|\||&&|or|and)[ \t]/)[0];
      const content = arg4 ? st.downloadedFile(arg4) : void 0;
      if (content) st.execute(m[1] ?? l.via, content, m.index, end);
    }
  for (const c of t.shellString)
    for (const m of upTo(s.matchAll(c.re), 8)) {
      const { args: args2, end } = argsOf(s, m);
      if (args2[0])
        st.execute(
          m[0].trimEnd().replace(/\($/, "").trimEnd(),
          bodyValue(st, s, args2[0], m.index),
          m.index,
          end
        );
    }
  for (const c of t.command ?? []) for (const m of upTo(s.matchAll(c.re), 8)) command(st, m, c.first, c.via);
  const stdin = /^([A-Za-z_]\w{0,63})\.Stdin\s*=\s*/.exec(s) ?? /\b([A-Za-z_]\w{0,63})\.stdin\b[^;]{0,120}\.write(?:_all)?\s*\(/.exec(s);
  if (stdin && st.shells.has(stdin[1]))
    st.execute(
      `${st.shells.get(stdin[1])} stdin`,
      st.valueIn(stdin.index + stdin[0].length, s.length),
      0,
      s.length
    );
}
function command(st, m, first3, via2) {
  const s = st.stmt.text;
  const { args: args2, end } = argsOf(s, m);
  const tail = s.slice(end);
  const more = [...upTo(tail.matchAll(/\.args?\s*\(/g), 16)].flatMap((a) => {
    const inner = argsAt(tail, a.index + a[0].length - 1).text.replace(/^&?(?:vec!)?\[|\]$/g, "");
    return splitTop(inner);
  });
  const argv = [...args2.slice(first3), ...more];
  const prog = argv[0];
  if (!prog) return;
  const own2 = st.downloadedFile(prog);
  if (own2) {
    st.execute(via2, own2, m.index, s.length);
    return;
  }
  const name2 = st.text(prog).text;
  if (programCall(st, name2, argv, { start: m.index, end })) return;
  if (!INTERPRETER2.test(name2)) return;
  const rest = argv.slice(1);
  const c = rest.findIndex((a) => /^["'`]-\w*c["'`]$/.test(a));
  const code = c >= 0 ? rest[c + 1] : rest.find((a) => !/^["'`]-/.test(a));
  const file = code ? st.downloadedFile(code) : void 0;
  if (file) {
    st.execute(name2, file, m.index, s.length);
    return;
  }
  if (code && c >= 0) st.execute(name2, bodyValue(st, s, code, m.index), m.index, s.length);
  const assigned = /^(?:let\s+(?:mut\s+)?|var\s+|local\s+)?\$?([A-Za-z_]\w{0,63})\s*(?::?=)/.exec(s);
  if (assigned && (!code || /^["'`]-s["'`]$/.test(code)) && st.shells.size < 16)
    st.shells.set(assigned[1], name2);
}
var ASSIGN6 = {
  php: /^\$(\w{1,64})(\[[^\]\n]{0,200}\])?\s*(\.?=)(?![=>])\s*/,
  lua: /^(?:local\s+)?([A-Za-z_][\w, ]{0,200}?)\s*=(?!=)\s*/,
  go: /^(?:if\s+|var\s+|const\s+)?([A-Za-z_][\w, ]{0,200}?)\s*(?:\s[\w.*[\]]{1,60})?\s*:?=(?!=)\s*/,
  rust: /^(?:let\s+(?:mut\s+)?|const\s+|static\s+)([A-Za-z_]\w{0,63})\s*(?::[^=]{1,120})?=(?!=)\s*/
};
function assignment4(st) {
  const s = st.stmt.text;
  loops(st, s);
  const m = ASSIGN6[st.libLang].exec(s);
  if (!m) return;
  const names = m[1].split(",").map((n) => n.trim()).filter((n) => n && n !== "_");
  const name2 = names[0];
  if (!name2 || /^(?:if|for|while|return|local)$/.test(name2)) return;
  const rhs = s.slice(m[0].length);
  const sink = /^(?:_G\.)?(load|loadstring|eval)(?:\s+or\s+\w+)?\s*$/.exec(rhs.trim());
  if (sink) {
    if (st.aliases.size < 16) st.aliases.set(name2, sink[1]);
    return;
  }
  const list = listItems(rhs, st.libLang);
  if (list) {
    if (st.lists.size < 64) st.lists.set(name2, list);
    return;
  }
  const open = openedForWrite(st, rhs);
  if (open !== void 0) {
    if (st.handles.size < 64) st.handles.set(name2, open || `\${${name2}@${st.stmt.start}}`);
    return;
  }
  const flow = st.valueIn(m[0].length, s.length);
  const text = st.text(rhs);
  let v = flow.literal ? text : { ...flow, text: text.text, taints: [.../* @__PURE__ */ new Set([...flow.taints, ...text.taints])] };
  const prev = st.env.get(name2);
  if (prev && (m[2] || m[3] === ".=")) v = concat([prev, v]);
  if (st.env.size < 1024) st.env.set(name2, v);
}
function openedForWrite(st, rhs) {
  for (const o of TABLES[st.libLang].openWrite) {
    o.re.lastIndex = 0;
    const m = o.re.exec(rhs);
    if (!m || m.index > 8) continue;
    const { args: args2 } = argsOf(rhs, m);
    if (o.mode !== void 0 && !/^["'][^"']*[wax+]/.test(args2[o.mode] ?? "")) continue;
    if (/CreateTemp|TempFile/.test(m[0])) return "";
    const path2 = args2[o.path];
    return path2 ? st.text(path2).text : "";
  }
  return void 0;
}
function listItems(rhs, lang) {
  const m = lang === "lua" ? /^\{([\s\S]*)\}$/.exec(rhs.trim()) : /^(?:\[\]\w{1,20}\{([\s\S]*)\}|&?(?:vec!)?\[([\s\S]*)\]|array\(([\s\S]*)\))$/.exec(rhs.trim());
  if (!m) return void 0;
  const items = splitTop(m[1] ?? m[2] ?? m[3] ?? "").filter(Boolean);
  if (items.length === 0 || items.some((i2) => /=>|^\w+\s*[:=]/.test(i2))) return void 0;
  return items.slice(0, 16);
}
function loops(st, s) {
  const m = /^foreach\s*\(\s*\$(\w{1,64})\s+as\s+(?:\$\w{1,64}\s*=>\s*)?\$(\w{1,64})/.exec(s) ?? /^for\s+(?:\w{1,64}\s*,\s*)?(\w{1,64})\s*:?=\s*range\s+(\w{1,64})/.exec(s) ?? /^for\s+(?:\w{1,64}\s*,\s*)?(\w{1,64})\s+in\s+i?pairs\s*\(\s*(\w{1,64})/.exec(s) ?? /^for\s+(\w{1,64})\s+in\s+&?(\w{1,64})(?:\.iter\(\))?\s*$/.exec(s);
  if (!m) return;
  const [list, item] = s.startsWith("foreach") ? [m[1], m[2]] : [m[2], m[1]];
  if (!list || !item) return;
  if (st.lists.has(list) && st.loops.size < 64) st.loops.set(item, list);
}

// src/analysis/code/scripting/socket-commands.ts
var MAX_TEXT9 = 256 * 1024;
var WINDOW_LINES2 = 40;
var CONNECT2 = /(?:(\$?[A-Za-z_]\w{0,63})\s*(?:,\s*\w+\s*)?(?::=|=)\s*(?:[A-Za-z_:]{0,40}\s*)?)?(?:IO::Socket::(?:INET6?|IP|SSL)->new|TCPSocket\.(?:new|open)|Socket\.tcp|OpenSSL::SSL::SSLSocket\.new|fsockopen|stream_socket_client|socket\.connect|net\.Dial(?:Timeout)?|tls\.Dial|(?:std::net::)?TcpStream::connect)\b/g;
var LUA_CONNECT = /\b([A-Za-z_]\w{0,63})\s*:\s*connect\s*\(/g;
var RUNNER = /\bqx\s*[({[/]|`|\b(?:system|exec|shell_exec|passthru|popen|proc_open|spawn|IO\.popen|Open3\.\w{1,20}|os\.execute|io\.popen|exec\.Command(?:Context)?|Command::new|eval|load|loadstring)\s*\(?/g;
var READ_VERB = /<\s*\$?\w+\s*>|\b(?:gets|getline|readline|read_line|receive|recv|sysread|readpartial|fgets|fread|stream_get_line|socket_read|ReadString|ReadLine|ReadBytes|Text|lines)\b/;
function socketCommandLoops(text) {
  const src = text.slice(0, MAX_TEXT9);
  const out2 = [];
  const connects = [];
  for (const m of src.matchAll(CONNECT2)) {
    if (connects.length >= 32) break;
    connects.push({ index: m.index, end: m.index + m[0].length, ...m[1] ? { sock: m[1] } : {} });
  }
  for (const m of src.matchAll(LUA_CONNECT)) {
    if (connects.length >= 48) break;
    connects.push({ index: m.index, end: m.index + m[0].length, sock: m[1] });
  }
  for (const c of connects) {
    if (out2.length >= 4) break;
    const window2 = src.slice(c.index, lineEndAfter2(src, c.index, WINDOW_LINES2));
    const sock = c.sock ?? /\bmy\s+(\$\w{1,64})\s*=\s*$/.exec(src.slice(Math.max(0, c.index - 40), c.index))?.[1];
    if (!sock) continue;
    const how = commandLoop(window2, sock);
    if (!how) continue;
    const host = hostIn(src.slice(c.index, Math.min(src.length, c.index + 600)));
    out2.push({ start: c.index, end: c.end, how, ...host ? { host } : {} });
  }
  return out2;
}
function esc(s) {
  return s.replace(/[$]/g, "\\$");
}
function commandLoop(window2, sock) {
  if (wired(window2, sock)) return "shell streams wired to a socket";
  const sources = /* @__PURE__ */ new Set([sock]);
  const inputs = /* @__PURE__ */ new Set();
  for (const line of window2.split("\n").slice(0, WINDOW_LINES2 + 1)) {
    const names2 = [...sources].map(esc).join("|");
    const mentions = new RegExp(`(?<![\\w$])(?:${names2})\\b`);
    if (!mentions.test(line)) continue;
    const out2 = /&mut\s+(\w{1,64})|\b(?:recv|sysread|read)\s*\(\s*\$?\w{1,64}\s*,\s*(\$\w{1,64})/.exec(line);
    if (out2 && READ_VERB.test(line)) inputs.add(out2[1] ?? out2[2]);
    const assign = /(?:\bmy\s+|\blocal\s+|\blet\s+(?:mut\s+)?|\bfor\s+|\bwhile\s*\(?\s*(?:my\s+)?)?(?<![\w$])(\$?[A-Za-z_]\w{0,63})\s*(?:,\s*\$?\w{1,64}\s*)*(?::=|=(?!=)|\bin\b)/.exec(
      line
    );
    if (!assign) {
      if (/\bwhile\s*\(\s*<\s*\$?\w+\s*>\s*\)/.test(line)) inputs.add("$_");
      continue;
    }
    if (READ_VERB.test(line.slice(assign.index))) inputs.add(assign[1]);
    else if (sources.size < 8) sources.add(assign[1]);
  }
  if (inputs.size === 0) return void 0;
  const names = [...inputs].map(esc).join("|");
  const used = new RegExp(`(?<![\\w])(?:${names})\\b|#\\{\\s*(?:${[...inputs].join("|")})`);
  for (const r of window2.matchAll(RUNNER)) {
    const line = window2.slice(r.index, lineEndAfter2(window2, r.index, 0));
    const args2 = line.slice(r[0].length).split(/;\s*(?:$|\n)/)[0] ?? "";
    if (used.test(args2)) return "socket input run as commands";
  }
  return void 0;
}
function wired(window2, sock) {
  const s = esc(sock.replace(/^\$/, ""));
  if (!/exec\.Command|Command::new/.test(window2)) return false;
  if (!/["'](?:\/bin\/)?(?:ba|z|da)?sh["']/.test(window2)) return false;
  return new RegExp(
    `\\.(?:Stdin|Stdout)\\b[\\w\\s,.]{0,40}=\\s*[\\w\\s,]{0,40}\\b${s}\\b|from_raw_fd\\s*\\(\\s*${s}\\.as_raw_fd`
  ).test(window2);
}
function hostIn(s) {
  return /\b\d{1,3}(?:\.\d{1,3}){3}\b/.exec(s)?.[0] ?? /["']((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24})(?::\d{1,5})?["']/i.exec(s)?.[1];
}
function lineEndAfter2(s, at, lines) {
  let i2 = at;
  for (let k = 0; k <= lines && i2 >= 0 && i2 < s.length; k++) i2 = s.indexOf("\n", i2 + 1);
  return i2 < 0 ? s.length : i2;
}

// src/analysis/code/scripting/index.ts
var analyzeScripting = (unit2) => {
  const text = unit2.text;
  const shell2 = scriptSocketShell(text);
  if (shell2)
    unit2.emit(
      {
        kind: "reverse-shell",
        how: "script socket wired to a shell",
        endpoint: endpointOf(shell2.host, unit2.hosts)
      },
      shell2.start,
      shell2.end
    );
  for (const f of awkNetworkFacts(text, unit2.hosts)) unit2.emit(f.b, f.start, f.end);
  if (!shell2)
    for (const r of socketCommandLoops(text))
      unit2.emit(
        { kind: "reverse-shell", how: r.how, endpoint: endpointOf(r.host ?? "", unit2.hosts) },
        r.start,
        r.end
      );
  const lib = libLanguage(text);
  const lang = lib ? void 0 : scriptLanguage(text);
  const executed = lang ? analyzeScriptFlow(unit2, lang) : lib ? analyzeLibFlow(unit2, lib) : [];
  const vars = assignments(text);
  for (const r of [...remoteEvals(text.slice(0, 256 * 1024)), ...foreignLoads(text, vars)]) {
    if (executed.some((e) => e.start <= r.end && r.start <= e.end)) continue;
    executed.push(r);
    for (const b of remoteEvalBehaviours(r, unit2.hosts)) unit2.emit(b, r.start, r.end);
  }
  for (const c of shellCommandsIn(text.slice(0, 256 * 1024), 64)) {
    const at = text.indexOf(c.code, c.start);
    const exact = at >= 0 && at < c.end;
    unit2.embed("shell", c.code, exact ? at : c.start, exact ? at + c.code.length : c.end, {
      ...exact ? { exact: true } : {},
      label: "script shell command"
    });
  }
  if (lang === void 0)
    for (const s of loadedSiblings(text))
      unit2.emit({ kind: "source", target: literal(s.target) }, s.start, s.end);
  for (const c of foreignCommands(text, { tcl: lang === void 0 && lib === void 0, vars }))
    unit2.embed("shell", c.code, c.start, c.end, { label: c.label });
};

// src/analysis/code/shell/libraries.ts
var MAX_LIBRARIES = 4;
var MAX_FUNCTIONS_PER_LIBRARY = 200;
function defineLibraryFunctions(st, libraries, limits) {
  const trees = [];
  for (const text of libraries.slice(0, MAX_LIBRARIES)) {
    const tree = parseBounded("bash", text, limits).tree;
    if (!tree) continue;
    trees.push(tree);
    let taken = 0;
    for (const node2 of tree.rootNode.namedChildren) {
      if (node2?.type !== "function_definition") continue;
      if (++taken > MAX_FUNCTIONS_PER_LIBRARY) break;
      const name2 = node2.childForFieldName("name")?.text;
      const body2 = node2.childForFieldName("body");
      if (!name2 || !body2 || st.functions.size >= 1e3) continue;
      st.functions.set(name2, { node: body2, calls: 0, library: text });
    }
  }
  return trees;
}

// src/analysis/code/shell/named-fds.ts
var NAMED_FD = /(^|[\s;&|(])\{([A-Za-z_]\w{0,30})\}(?=[<>])/g;
var FREE = ["9", "8", "7", "6", "5", "4", "3"];
function namedFds(text) {
  const vars = /* @__PURE__ */ new Map();
  if (!text.includes("}<") && !text.includes("}>")) return { text, vars };
  const out2 = text.replace(NAMED_FD, (whole, lead, name2) => {
    let fd = vars.get(name2);
    if (fd === void 0) {
      fd = FREE[vars.size];
      if (fd === void 0) return whole;
      vars.set(name2, fd);
    }
    return `${lead}${" ".repeat(name2.length + 1)}${fd}`;
  });
  return { text: out2, vars };
}

// src/analysis/code/shell/prompts.ts
var PROMPT = /^([ \t]{0,8})((?:PS(?: [^>\n]{0,80})?>|\$|>|%|❯|➜)[ \t])/;
var TRANSCRIPT = /^[ \t]{0,8}(?:\$|PS(?: [^>\n]{0,80})?>)[ \t]/m;
function continues2(line) {
  const t = line.trimEnd();
  return t.endsWith("\\") || t.endsWith("|") || t.endsWith("&&") || t.endsWith("||");
}
function blankPrompts(text) {
  if (!/^[ \t]{0,8}(?:\$|>|PS|%|❯|➜)/m.test(text)) return text;
  const transcript = TRANSCRIPT.test(text);
  const lines = text.split("\n");
  let prevContinues = false;
  for (let i2 = 0; i2 < lines.length; i2++) {
    const line = lines[i2];
    const m = PROMPT.exec(line);
    if (m) {
      lines[i2] = m[1] + " ".repeat(m[2].length) + line.slice(m[0].length);
    } else if (transcript && !prevContinues && line.trim() !== "" && !line.trimStart().startsWith("#")) {
      lines[i2] = " ".repeat(line.length);
    }
    prevContinues = continues2(line);
  }
  return lines.join("\n");
}
var SLOT = /<([A-Za-z][\w.:/@-]{0,80})>/g;
function bracePlaceholders(text) {
  if (!text.includes("<")) return text;
  return text.replace(SLOT, (_m, name2) => `{${name2}}`);
}
var COPROC_GROUP = /\bcoproc[ \t]+(?:[A-Za-z_]\w{0,63}[ \t]+)?\{/g;
function coprocGroups(text) {
  if (!text.includes("coproc")) return text;
  let out2 = text;
  for (const m of text.matchAll(COPROC_GROUP)) {
    const open = m.index + m[0].length - 1;
    const close = /[;\n][ \t]*\}/.exec(text.slice(open, open + 4096));
    if (!close) continue;
    const at = open + close.index + close[0].length - 1;
    out2 = `${out2.slice(0, open)}:${out2.slice(open + 1, at)} ${out2.slice(at + 1)}`;
  }
  return out2;
}
var ZSH_GLOB_FLAGS = /\(#[a-zA-Z][^()\s'"]{0,60}\)/g;
function zshGlobFlags(text) {
  if (!text.includes("(#")) return text;
  return text.replace(ZSH_GLOB_FLAGS, (m) => " ".repeat(m.length));
}

// src/analysis/code/shell/cmd.ts
var ALIASES2 = {
  nodejs: "node",
  netcat: "nc",
  ncat: "nc",
  "nc.traditional": "nc",
  "nc.openbsd": "nc",
  pwsh: "powershell",
  "powershell.exe": "powershell",
  "pwsh.exe": "powershell",
  ".": "source",
  mailx: "mail",
  mutt: "mail",
  sendmail: "mail",
  pypy: "python",
  pypy3: "python",
  py: "python",
  gzcat: "zcat",
  wget2: "wget",
  xhs: "xh",
  https: "http",
  unxz: "xz",
  bunzip2: "bzip2"
};
function canonicalName(text) {
  let t = text.trim();
  const slash = t.lastIndexOf("/");
  if (slash >= 0 && slash < t.length - 1) t = t.slice(slash + 1);
  t = t.toLowerCase();
  const alias = ALIASES2[t];
  if (alias) return alias;
  if (t.endsWith(".exe")) t = t.slice(0, -4);
  if (t.startsWith("mkfs.") || t.startsWith("mke2fs")) return "mkfs";
  const versioned = /^(python|pip|perl|ruby|php|node|lua|bash|zsh|ksh)(?:\d[\d.]{0,8})?$/.exec(t);
  if (versioned) return versioned[1];
  return ALIASES2[t] ?? t;
}
var SHELLS = /* @__PURE__ */ new Set([
  "sh",
  "bash",
  "zsh",
  "dash",
  "ksh",
  "ash",
  "mksh",
  "fish",
  "csh",
  "tcsh",
  "busybox"
]);
var INTERPRETERS = /* @__PURE__ */ new Set([
  ...SHELLS,
  "python",
  "node",
  "deno",
  "bun",
  "perl",
  "ruby",
  "php",
  "lua",
  "powershell",
  "osascript",
  "tclsh",
  "Rscript"
]);
function argvText(argv, max = 300) {
  let s = "";
  for (const w of argv) {
    if (s.length > max) break;
    s += (s ? " " : "") + w.v.text;
  }
  return s.slice(0, max);
}
function withArgv(cmd2, argv, wrapper) {
  const first3 = argv[0];
  return {
    ...cmd2,
    name: first3 ? canonicalName(first3.v.text) : "",
    argv,
    via: wrapper ? [...cmd2.via, wrapper] : cmd2.via
  };
}

// src/analysis/code/shell/options.ts
function subWord(w, from) {
  const v = { ...w.v, text: w.v.text.slice(from) };
  const out2 = { v, start: w.start, end: w.end };
  if (w.exact !== void 0) out2.exact = w.exact + from;
  return out2;
}
function parseOpts(words2, spec = {}) {
  const opts = [];
  const operands2 = [];
  const shortVal = spec.short ?? "";
  const longVal = new Set(spec.long ?? []);
  let i2 = 0;
  for (; i2 < words2.length; i2++) {
    const w = words2[i2];
    const t = w.v.text;
    if (t === "--") {
      i2++;
      break;
    }
    if (t.startsWith("--") && t.length > 2) {
      const eq = t.indexOf("=");
      const name2 = eq < 0 ? t : t.slice(0, eq);
      if (eq >= 0) opts.push({ name: name2, value: subWord(w, eq + 1), word: w });
      else if (longVal.has(name2.slice(2)) && i2 + 1 < words2.length)
        opts.push({ name: name2, value: words2[++i2], word: w });
      else opts.push({ name: name2, word: w });
      continue;
    }
    if (t.startsWith("-") && t.length > 1) {
      if (spec.singleDashLong) {
        const name2 = t.toLowerCase();
        if (longVal.has(name2.slice(1)) && i2 + 1 < words2.length)
          opts.push({ name: name2, value: words2[++i2], word: w });
        else opts.push({ name: name2, word: w });
        continue;
      }
      for (let k = 1; k < t.length; k++) {
        const letter = t[k];
        if (shortVal.includes(letter)) {
          if (k + 1 < t.length) opts.push({ name: `-${letter}`, value: subWord(w, k + 1), word: w });
          else if (i2 + 1 < words2.length) opts.push({ name: `-${letter}`, value: words2[++i2], word: w });
          else opts.push({ name: `-${letter}`, word: w });
          break;
        }
        opts.push({ name: `-${letter}`, word: w });
      }
      continue;
    }
    if (spec.stopAtOperand) break;
    operands2.push(w);
  }
  const rest = i2;
  if (spec.stopAtOperand || i2 < words2.length) for (; i2 < words2.length; i2++) operands2.push(words2[i2]);
  return { opts, operands: operands2, rest };
}
function has(p, ...names) {
  return p.opts.some((o) => names.includes(o.name));
}
function valueOfOpt(p, ...names) {
  for (let i2 = p.opts.length - 1; i2 >= 0; i2--) {
    const o = p.opts[i2];
    if (names.includes(o.name) && o.value) return o.value;
  }
  return void 0;
}
function valuesOfOpt(p, ...names) {
  return p.opts.filter((o) => names.includes(o.name) && o.value).map((o) => o.value);
}
function tarWords(args2) {
  const first3 = args2[0]?.v.text ?? "";
  return first3 && !first3.startsWith("-") && /^[a-zA-Z]{1,8}$/.test(first3) ? [{ ...args2[0], v: { ...args2[0].v, text: `-${first3}` } }, ...args2.slice(1)] : args2;
}

// src/analysis/code/shell/state.ts
var SHELL_LIMITS = {
  /** Syntax nodes visited per unit (each visit is constant work; words are bounded separately). */
  maxSteps: 2e5,
  /** Nesting of statements, substitutions and words followed before giving up on a branch. */
  maxDepth: 64,
  /** Calls of one function analysed (with their arguments bound), and nesting of such calls. */
  maxCallsPerFunction: 8,
  maxCallDepth: 3,
  /** Items of a `for` loop analysed one by one; further items are analysed once together. */
  maxLoopItems: 4,
  /** Fields one word may expand to (brace expansion, splitting). */
  maxFields: 64,
  maxVars: 2e3
};
var PATH_DIRS = [
  "/usr/local/bin",
  "/usr/bin",
  "/bin",
  "/usr/local/sbin",
  "/opt/homebrew/bin",
  "~/.local/bin",
  "~/bin"
];
var ShellState = class {
  constructor(unit2, ownText) {
    this.unit = unit2;
    this.ownText = ownText;
    this.text = ownText;
    let files = unit2.session.get("shell:files");
    if (!files) {
      files = /* @__PURE__ */ new Map();
      unit2.session.set("shell:files", files);
    }
    this.files = files;
    let dirs = unit2.session.get("shell:fetched-dirs");
    if (!dirs) {
      dirs = /* @__PURE__ */ new Map();
      unit2.session.set("shell:fetched-dirs", dirs);
    }
    this.fetchedDirs = dirs;
  }
  unit;
  ownText;
  vars = /* @__PURE__ */ new Map();
  /** Functions defined so far; `library` is the text of the sourced file a function comes from. */
  functions = /* @__PURE__ */ new Map();
  /**
   * While a library function is analysed (its nodes index `text` = the library's text): the call in the
   * unit where what it does is reported, since the library's own offsets are not the unit's.
   */
  site;
  /** Files written or fetched earlier in the unit, by normalised path. */
  /** Shared with later units of the same file (`UnitHandle.session`): one terminal session per document. */
  files;
  /**
   * Folders a download filled (`git clone URL dir`, `tar xzf fetched.tgz -C dir`), by normalised path:
   * every file under one is fetched content, so `dir/install.sh` run later is the download run. A folder
   * made here inside one (`python -m venv venv` in a clone) is recorded without content: the innermost
   * folder decides. Shared with later units of the same file, like `files`.
   */
  fetchedDirs;
  /** Arrays assigned in the unit (arrays.ts); `vars` keeps their elements joined by blanks too. */
  arrays = /* @__PURE__ */ new Map();
  /** `declare -n ref=NAME` (a name reference): reading or writing `ref` reads or writes NAME. */
  namerefs = /* @__PURE__ */ new Map();
  /**
   * Set while one command's words are expanded: a word that picks an array element by an index not
   * known here takes element `index`, and the command is analysed again for each element (arrays.ts
   * `eachChoice`), as a loop over the array would be.
   */
  choice;
  /** File descriptors opened on `/dev/tcp|udp` by `exec N<>/dev/tcp/h/p`. */
  netFds = /* @__PURE__ */ new Map();
  /** `git remote add NAME URL`. */
  gitRemotes = /* @__PURE__ */ new Map();
  /** Destinations named earlier in the unit, by `tool:name` (`mc alias set NAME URL`). */
  aliases = /* @__PURE__ */ new Map();
  /** `alias NAME='VALUE'` (the script's own and those of files it sources): NAME → VALUE. */
  shellAliases = /* @__PURE__ */ new Map();
  /** The endpoint of the last socket client (nc, telnet, socat, openssl), for pipeline reverse shells. */
  lastEndpoint;
  /** Offset of a command word that lost its leading `{` to tree-sitter's error recovery. */
  braceLead = -1;
  /** Positional parameters while a function call is analysed with its arguments. */
  positional;
  steps = 0;
  depth = 0;
  callDepth = 0;
  /** A bound stopped part of the analysis: reported through `unit.parsed('gave-up')`. */
  bounded = false;
  /** Assignments at the unit's top level are exported for cross-file resolution. */
  topLevel = true;
  seen = /* @__PURE__ */ new Set();
  // Entry points into the walker, set by the analyzer (kept here so handler modules need not import
  // the walker, which imports them).
  /** Runs a `$(…)`, backquote or `<(…)` substitution and returns what it prints. */
  runSubstitution = () => ({ text: "", literal: true, taints: [] });
  /** Runs a command built by a handler (`xargs sh -c`, `find -exec`, `sudo cmd`). */
  exec = () => void 0;
  /** Analyses a call of a function defined in the unit (undefined when `name` is not one). */
  callFunction = () => void 0;
  /** The text syntax nodes index: the unit's as parsed, or a library's while one of its functions runs. */
  text;
  /** Counts one step; false (and the bound recorded) once the budget is spent. */
  step() {
    if (++this.steps > SHELL_LIMITS.maxSteps) {
      this.bounded = true;
      return false;
    }
    return true;
  }
  /** Enters one level of nesting; false when the depth bound is hit. Pair with `leave()`. */
  enter() {
    if (this.depth >= SHELL_LIMITS.maxDepth) {
      this.bounded = true;
      return false;
    }
    this.depth++;
    return true;
  }
  leave() {
    this.depth--;
  }
  /** Reports a behaviour once per span and content (function bodies and loops are walked again). */
  emit(b, start3, end) {
    if (b.kind === "execute" && b.code.taints.includes("verified") && !b.pinned) b = { ...b, pinned: true };
    if (this.site) {
      b = { ...b, evidence: b.evidence ?? this.text.slice(start3, end) };
      ({ start: start3, end } = this.site);
    }
    const key = `${start3}:${end}:${JSON.stringify(b).slice(0, 4e3)}`;
    if (this.seen.has(key) || this.seen.size > 2e4) return;
    this.seen.add(key);
    this.unit.emit(b, start3, end);
  }
  /** Analyses nested code at [start, end) of the unit (at the call site inside a library function). */
  embed(lang, code, start3, end, opts) {
    if (this.site) this.unit.embed(lang, code, this.site.start, this.site.end, { ...opts, exact: false });
    else this.unit.embed(lang, code, start3, end, opts);
  }
  setVar(name2, value2) {
    if (this.vars.size < SHELL_LIMITS.maxVars || this.vars.has(name2)) this.vars.set(name2, value2);
  }
  /**
   * The working folder relative to where the unit started, after `cd`/`pushd` to a plain relative folder
   * (`cd build && tar czf - .`); empty when unchanged or no longer known.
   */
  cwd = "";
  fileKey(path2) {
    const p = normalizeHome(path2).replace(/^\.\//, "");
    if (this.cwd === "" || /^[/~$]/.test(p)) return p;
    const joined4 = normalizeRelative(`${this.cwd}/${p}`);
    return this.cwd.startsWith("/") ? `/${joined4}` : joined4;
  }
  /**
   * `cd DIR`: a relative folder moves the working folder; so does a folder a download filled, wherever it
   * is (`cd "$dest/repo" && ./install`), whether or not its name is known text; anything else (home,
   * absolute, `-`, a variable) loses it.
   */
  changeDir(dir, known = true) {
    const key = dir === void 0 || dir === "" ? void 0 : this.dirKey(dir);
    if (key !== void 0 && this.fetchedDirAt(key, true)) this.cwd = key;
    else if (!known || dir === void 0 || dir === "" || /^[/~$-]/.test(dir)) this.cwd = "";
    else {
      const joined4 = normalizeRelative(this.cwd === "" ? dir : `${this.cwd}/${dir}`);
      this.cwd = this.cwd.startsWith("/") ? `/${joined4}` : joined4;
    }
  }
  /**
   * A folder filled by a download (`git clone URL dir`): files under it are `info`'s content; without
   * `info`, a folder made here (inside a fetched one) whose files are not fetched.
   */
  recordFetchedDir(path2, info2) {
    if (this.fetchedDirs.size < 64) this.fetchedDirs.set(this.dirKey(path2), info2);
  }
  /** The fetched folder that is or holds folder `path` (`make -C dir`, `cd dir`). */
  fetchedDirOf(path2) {
    return this.fetchedDirs.size ? this.fetchedDirAt(this.dirKey(path2), true) : void 0;
  }
  /** A folder's key: as a file's, without a trailing `/` or `/.`; the starting folder is ``. */
  dirKey(path2) {
    const key = this.fileKey(path2).replace(/\/\.?$/, "");
    return key === "." ? "" : key;
  }
  /**
   * The fetched folder `key` lies in (`self`: or is). The empty key is the working folder the unit
   * started in (`git clone URL .`), which holds relative paths only.
   */
  fetchedDirAt(key, self = false) {
    let best;
    for (const dir of this.fetchedDirs.keys()) {
      const under = self && key === dir || (dir === "" ? key !== "" && !/^[/~$]/.test(key) : key.startsWith(`${dir}/`));
      if (under && (best === void 0 || dir.length > best.length)) best = dir;
    }
    return best === void 0 ? void 0 : this.fetchedDirs.get(best);
  }
  recordFile(path2, info2) {
    if (this.files.size < 1e3) this.files.set(this.fileKey(path2), info2);
  }
  defineAlias(name2, value2) {
    if (this.shellAliases.size < 200 && /^[\w.:-]{1,64}$/.test(name2))
      this.shellAliases.set(name2, value2.slice(0, 500));
  }
  /** A file written or fetched earlier, or any file under a fetched folder. */
  fileAt(path2) {
    const key = this.fileKey(path2);
    return this.files.get(key) ?? (this.fetchedDirs.size ? this.fetchedDirAt(key) : void 0);
  }
  /**
   * The file a command word runs: a path (`./tool`, `/tmp/tool`, `bin/tool`) is that file; a bare name
   * (`tool --version`) is looked up on PATH, not in the working folder, so it runs a file saved earlier
   * only when that was saved into a PATH folder (`curl -o /usr/local/bin/tool …`) or the unit put the
   * working folder on PATH (`PATH=".:$PATH"`). A tool installed by a package manager and run by name is
   * not the file an optional `curl -o tool` saved in the working folder.
   */
  programFileAt(text) {
    if (text.includes("/") || text.startsWith("$")) return this.fileAt(text);
    for (const dir of PATH_DIRS) {
      const f = this.fileAt(`${dir}/${text}`);
      if (f) return f;
    }
    const path2 = this.vars.get("PATH")?.text ?? "";
    return /(?:^|:)(?:\.|\$\{?PWD\}?|\$\(pwd\))(?::|$)/.test(path2) ? this.fileAt(text) : void 0;
  }
  /** Files this unit wrote under folder `dir` (`cp … stage/` then `tar -C stage .`), in write order. */
  filesUnder(dir) {
    const key = this.fileKey(dir).replace(/\/\.?$/, "");
    const prefix = key === "" || key === "." ? "" : `${key}/`;
    const out2 = [];
    for (const [path2, info2] of this.files) {
      if (prefix === "" && /^[/~]/.test(path2)) continue;
      if (path2.startsWith(prefix) && out2.length < 32) out2.push(info2);
    }
    return out2;
  }
  slice(start3, end) {
    return this.text.slice(start3, end);
  }
};
function normalizeRelative(path2) {
  const out2 = [];
  for (const seg of path2.split("/").slice(0, 64)) {
    if (seg === "" || seg === ".") continue;
    if (seg === ".." && out2.length > 0 && out2[out2.length - 1] !== "..") out2.pop();
    else out2.push(seg);
  }
  return out2.join("/");
}

// src/analysis/code/shell/arrays.ts
var MAX_ELEMENTS = 256;
var NAME = /^[A-Za-z_]\w{0,63}$/;
function resolveRef(st, name2) {
  let out2 = name2;
  for (let i2 = 0; i2 < 8 && st.namerefs.size > 0; i2++) {
    const next = st.namerefs.get(out2);
    if (next === void 0 || next === name2) break;
    out2 = next;
  }
  return out2;
}
function arrayLiteral(st, node2, value2, fields) {
  const out2 = /* @__PURE__ */ new Map();
  let next = 0;
  for (const c of node2.namedChildren) {
    if (!c || out2.size >= MAX_ELEMENTS) break;
    const keyed = keyedElement(st, c, value2);
    if (keyed) {
      out2.set(keyed[0], keyed[1]);
      if (/^\d{1,6}$/.test(keyed[0])) next = Number(keyed[0]) + 1;
      continue;
    }
    for (const f of fields(st, c)) if (out2.size < MAX_ELEMENTS) out2.set(String(next++), f);
  }
  return out2;
}
function keyedElement(st, node2, value2) {
  if (node2.type !== "concatenation") return void 0;
  const raw = st.slice(node2.startIndex, Math.min(node2.endIndex, node2.startIndex + 300));
  const m = /^\[([^\]\n]{1,200})\]=/.exec(raw);
  if (!m) return void 0;
  const keyEnd = node2.startIndex + 1 + m[1].length;
  const valueAt3 = node2.startIndex + m[0].length;
  const keyParts = [];
  const parts2 = [];
  for (const c of node2.namedChildren) {
    if (!c) continue;
    if (c.startIndex >= valueAt3) parts2.push(value2(st, c));
    else if (c.endIndex > valueAt3) parts2.push(literal(st.slice(valueAt3, c.endIndex)));
    else if (c.startIndex > node2.startIndex && c.endIndex <= keyEnd) keyParts.push(value2(st, c));
  }
  const key = keyParts.length ? concat(keyParts).text : m[1];
  return [key, parts2.length ? concat(parts2) : literal("")];
}
function joinArray(arr) {
  const parts2 = [];
  for (const v of arr.values()) {
    if (parts2.length) parts2.push(literal(" "));
    parts2.push(v);
  }
  return parts2.length ? concat(parts2) : literal("");
}
function assignArray(st, name2, arr, append) {
  const prev = append ? st.arrays.get(name2) : void 0;
  let merged = arr;
  if (prev) {
    merged = new Map(prev);
    let next = nextIndex(prev);
    for (const [k, v] of arr) {
      if (merged.size >= MAX_ELEMENTS) break;
      if (/^\d{1,6}$/.test(k)) merged.set(String(next++), v);
      else merged.set(k, v);
    }
  }
  if (st.arrays.size < SHELL_LIMITS.maxVars || st.arrays.has(name2)) st.arrays.set(name2, merged);
  return joinArray(merged);
}
function assignElement(st, name2, key, v) {
  const arr = new Map(st.arrays.get(name2) ?? []);
  if (arr.size < MAX_ELEMENTS || arr.has(key)) arr.set(key, v);
  if (st.arrays.size < SHELL_LIMITS.maxVars || st.arrays.has(name2)) st.arrays.set(name2, arr);
  return joinArray(arr);
}
function nextIndex(arr) {
  let max = -1;
  for (const k of arr.keys()) if (/^\d{1,6}$/.test(k)) max = Math.max(max, Number(k));
  return max + 1;
}
function arrayElements(st, name2) {
  const arr = st.arrays.get(resolveRef(st, name2));
  return arr ? [...arr.values()].slice(0, SHELL_LIMITS.maxFields) : void 0;
}
function elementValue(st, name2, index, value2) {
  const arr = st.arrays.get(resolveRef(st, name2));
  if (!arr) return void 0;
  const raw = st.slice(index.startIndex, index.endIndex);
  if (raw === "@" || raw === "*") return void 0;
  let key = value2(st, index);
  if (key.literal && NAME.test(key.text) && !arr.has(key.text)) {
    const n = st.vars.get(key.text);
    if (n?.literal && /^-?\d{1,6}$/.test(n.text)) key = n;
  }
  return key.literal ? elementAt(arr, key.text) : pickElement(st, arr);
}
function elementAt(arr, key) {
  const found = arr.get(key);
  if (found) return found;
  if (/^-\d{1,6}$/.test(key)) {
    const values = [...arr.values()];
    return values[values.length + Number(key)] ?? literal("");
  }
  return literal("");
}
function indirectElement(st, ref2) {
  const m = /^([A-Za-z_]\w{0,63})\[/.exec(ref2.text);
  if (!m || !ref2.text.endsWith("]")) return void 0;
  const arr = st.arrays.get(resolveRef(st, m[1]));
  if (!arr) return void 0;
  const key = ref2.text.slice(m[0].length, -1);
  return ref2.literal ? elementAt(arr, key) : pickElement(st, arr);
}
function arrayKeys(st, name2) {
  const arr = st.arrays.get(resolveRef(st, name2));
  return arr ? literal([...arr.keys()].join(" ")) : void 0;
}
function pickElement(st, arr) {
  const values = [...arr.values()];
  if (values.length === 0) return literal("");
  const c = st.choice;
  if (!c) return values[0];
  c.width = Math.max(c.width, Math.min(values.length, SHELL_LIMITS.maxLoopItems));
  return values[c.index % values.length];
}
function eachChoice(st, run3) {
  const saved = st.choice;
  const choice = { index: 0, width: 1 };
  st.choice = choice;
  try {
    const outs = [];
    for (; choice.index < choice.width; choice.index++) {
      const out2 = run3();
      if (out2) outs.push(out2);
    }
    return outs.length ? concat(outs) : void 0;
  } finally {
    st.choice = saved;
  }
}

// src/analysis/code/shell/params.ts
var WELL_KNOWN_ENV = /* @__PURE__ */ new Set([
  "HOME",
  "USER",
  "LOGNAME",
  "PWD",
  "OLDPWD",
  "PATH",
  "SHELL",
  "TMPDIR",
  "TMP",
  "TEMP",
  "LANG",
  "TERM",
  "OSTYPE",
  "HOSTTYPE",
  "MACHTYPE",
  "UID",
  "EUID",
  "PPID",
  "BASH_SOURCE",
  "BASH_VERSION",
  "LINENO",
  "FUNCNAME",
  "SECONDS",
  "RANDOM",
  "XDG_CONFIG_HOME",
  "XDG_DATA_HOME",
  "XDG_CACHE_HOME",
  "XDG_RUNTIME_DIR",
  "CLAUDE_PLUGIN_ROOT",
  "CLAUDE_PROJECT_DIR",
  "CLAUDE_SKILL_DIR",
  "CI",
  "GITHUB_WORKSPACE"
]);
var SYSTEM_INFO_ENV2 = /* @__PURE__ */ new Set(["HOSTNAME", "USERNAME", "USERDOMAIN", "COMPUTERNAME"]);
function fieldSeparators(st) {
  const v = st.vars.get("IFS");
  return v?.literal ? v.text : void 0;
}
function lookupVar(st, ref2) {
  const name2 = resolveRef(st, ref2);
  if (name2 === "IFS") return literal(fieldSeparators(st) ?? " ");
  const pos = st.positional;
  if (pos && /^[1-9]$/.test(name2)) return pos[Number(name2) - 1] ?? literal("");
  if (pos && (name2 === "@" || name2 === "*")) return pos.length ? joinValues(pos) : literal("");
  const known = st.vars.get(name2);
  if (known) return known;
  if (name2 === "ARGUMENTS") return unknown(name2, ["conversation"]);
  if (WELL_KNOWN_ENV.has(name2)) return { text: `\${${name2}}`, literal: false, taints: ["env"] };
  if (SYSTEM_INFO_ENV2.has(name2))
    return { text: `\${${name2}}`, literal: false, taints: ["env", "system-info"] };
  if (SECRET_ENV_NAME.test(name2)) return secretEnv(name2);
  if (/^[0-9@*#?$!-]$/.test(name2)) return { text: `\${${name2}}`, literal: false, taints: ["unknown"] };
  return unknown(name2);
}
function joinValues(vs) {
  const parts2 = [];
  vs.forEach((v, i2) => {
    if (i2 > 0) parts2.push(literal(" "));
    parts2.push(v);
  });
  return parts2.length ? concat(parts2) : literal("");
}
function parse(st, node2) {
  const p = { prefix: "", name: "", ops: [], operands: [] };
  let seenName = false;
  for (let i2 = 0; i2 < node2.childCount; i2++) {
    const c = node2.child(i2);
    if (!c || c.type === "${" || c.type === "}") continue;
    if (!seenName && (c.type === "variable_name" || c.type === "special_variable_name" || c.type === "subscript")) {
      const nameNode = c.type === "subscript" ? c.childForFieldName("name") : c;
      p.name = nameNode ? st.slice(nameNode.startIndex, nameNode.endIndex) : "";
      const index = c.type === "subscript" ? c.childForFieldName("index") : null;
      if (index) p.index = index;
      seenName = true;
      continue;
    }
    if (!c.isNamed) {
      if (!seenName) p.prefix += c.type;
      else {
        p.ops.push(c.type);
        p.operands.push([]);
      }
      continue;
    }
    if (seenName && p.operands.length > 0) p.operands[p.operands.length - 1].push(c);
    else if (!seenName) {
      p.name = st.slice(c.startIndex, c.endIndex);
      seenName = true;
    }
  }
  return p;
}
function removeAffix(text, pat, op) {
  const n = Math.min(text.length, 512);
  if (op === "#" || op === "##") {
    const lens = [...Array(n + 1).keys()];
    if (op === "##") lens.reverse();
    for (const k of lens) if (wildcardMatch(pat, text.slice(0, k))) return text.slice(k);
  } else {
    const lens = [...Array(n + 1).keys()];
    if (op === "%%") lens.reverse();
    for (const k of lens)
      if (wildcardMatch(pat, text.slice(text.length - k))) return text.slice(0, text.length - k);
  }
  return text;
}
function operandValue(st, nodes, wordValue2) {
  if (!nodes || nodes.length === 0) return literal("");
  return concat(nodes.map((n) => wordValue2(st, n)));
}
function expandParameter(st, node2, wordValue2) {
  const p = parse(st, node2);
  if (p.name === "IFS") return literal(fieldSeparators(st) ?? " ");
  if (p.prefix === "#") return { text: "0", literal: false, taints: [] };
  let v = lookupVar(st, p.name);
  if (p.index) {
    if (p.prefix === "!") return arrayKeys(st, p.name) ?? unknown(`!${p.name}`);
    v = elementValue(st, p.name, p.index, wordValue2) ?? v;
  } else if (p.prefix === "!") {
    const element = indirectElement(st, v);
    if (element) v = element;
    else if (!v.literal) return unknown(`!${p.name}`);
    else v = lookupVar(st, v.text);
  }
  const op = p.ops[0];
  if (op === void 0) return v;
  const set2 = st.vars.has(p.name) || st.positional !== void 0 && /^[1-9@*]$/.test(p.name);
  const a = operandValue(st, p.operands[0], wordValue2);
  switch (op) {
    case ":-":
    case "-":
    case ":=":
    case "=": {
      if (set2) return v;
      if (RUNTIME_DIR_VAR.test(p.name)) return v;
      if (a.text === "" && a.literal) return v;
      const d = { ...a, literal: false, vars: [...a.vars ?? [], p.name].slice(0, 32) };
      if (op.endsWith("=")) st.setVar(p.name, d);
      return d;
    }
    case ":+":
    case "+":
      return set2 ? a : literal("");
    case ":?":
    case "?":
      return v;
    case "@":
      if (p.ops[1] === "P" && /\$\(|`/.test(v.text)) {
        st.embed("shell", v.text, node2.startIndex, node2.endIndex, {
          exact: false,
          label: "prompt expansion code"
        });
        return { ...v, literal: false, taints: [.../* @__PURE__ */ new Set([...v.taints, "unknown"])] };
      }
      return v;
    case "#":
    case "##":
    case "%":
    case "%%":
      if (a.literal && !v.literal) return knownAffixRemoved(v, a.text, op);
      if (!v.literal || !a.literal) return { ...v, literal: false };
      return literal(removeAffix(v.text, a.text, op));
    case "/":
    case "//":
    case "/#":
    case "/%": {
      const b = operandValue(st, p.operands[1], wordValue2);
      if (!v.literal || !a.literal || !b.literal || a.text === "")
        return concat([{ ...v, literal: false }, b]);
      if (op === "//") return literal(v.text.split(a.text).join(b.text));
      if (op === "/#")
        return literal(v.text.startsWith(a.text) ? b.text + v.text.slice(a.text.length) : v.text);
      if (op === "/%")
        return literal(
          v.text.endsWith(a.text) ? v.text.slice(0, v.text.length - a.text.length) + b.text : v.text
        );
      return literal(v.text.replace(a.text, b.text));
    }
    case ":": {
      const len = operandValue(st, p.operands[1], wordValue2);
      if (!v.literal || !a.literal) return { ...v, literal: false };
      const off = Number.parseInt(a.text.trim(), 10);
      const n = p.operands[1] ? Number.parseInt(len.text.trim(), 10) : void 0;
      if (Number.isNaN(off)) return { ...v, literal: false };
      const from = off < 0 ? Math.max(0, v.text.length + off) : off;
      return literal(n === void 0 || Number.isNaN(n) ? v.text.slice(from) : v.text.slice(from, from + n));
    }
    case "^^":
    case "^":
      return v.literal ? literal(op === "^^" ? v.text.toUpperCase() : v.text.charAt(0).toUpperCase() + v.text.slice(1)) : v;
    case ",,":
    case ",":
      return v.literal ? literal(op === ",," ? v.text.toLowerCase() : v.text.charAt(0).toLowerCase() + v.text.slice(1)) : v;
    default:
      return { ...v, literal: false };
  }
}
function knownAffixRemoved(v, pattern, op) {
  const plain = pattern !== "" && !/[*?[\\$}{]/.test(pattern);
  if (plain && op.startsWith("%") && v.text.endsWith(pattern))
    return { ...v, text: v.text.slice(0, v.text.length - pattern.length), literal: false };
  if (plain && op.startsWith("#") && v.text.startsWith(pattern))
    return { ...v, text: v.text.slice(pattern.length), literal: false };
  return { ...v, literal: false };
}

// src/analysis/code/shell/fish.ts
var CONFIG_DIR = "$HOME/.config/fish";
var CLOSERS = { if: "fi", for: "done", while: "done", function: "}", begin: "}" };
function hasFishShebang(text) {
  return /^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)fish\b/.test(text);
}
function fishToPosix(text) {
  const lists = /* @__PURE__ */ new Set();
  for (const m of text.matchAll(
    /(?:^|[;(|]|\b(?:and|or|not|begin))[ \t]{0,8}set[ \t]{1,8}(?:-{1,2}[A-Za-z-]{1,16}[ \t]{1,8}){0,4}([A-Za-z_]\w{0,63})/gm
  ))
    lists.add(m[1]);
  return new FishReader(text, lists).read();
}
var FishReader = class {
  constructor(text, lists) {
    this.text = text;
    this.lists = lists;
  }
  text;
  lists;
  out = "";
  at = 0;
  blocks = [];
  /** Appended when the current statement ends (`; then` after an `if` condition). */
  suffix = "";
  commandStart = true;
  /** The suffixes of the statements a `(…)` substitution interrupted. */
  outer = [];
  read() {
    const t = this.text;
    while (this.at < t.length) {
      const c = t[this.at];
      if (c === " " || c === "	") {
        this.out += c;
        this.at++;
      } else if (c === "\n" || c === ";") this.endStatement(c);
      else if (c === "\\" && t[this.at + 1] === "\n") {
        this.out += "\\\n";
        this.at += 2;
      } else if (this.commandStart && c === "#") this.copyComment();
      else if (this.commandStart && this.keyword()) continue;
      else this.word();
    }
    if (this.suffix) this.out += this.suffix;
    return this.out;
  }
  endStatement(c) {
    this.out += this.suffix + c;
    this.suffix = "";
    this.at++;
    this.commandStart = true;
  }
  copyComment() {
    const end = this.text.indexOf("\n", this.at);
    const stop2 = end < 0 ? this.text.length : end;
    this.out += this.text.slice(this.at, stop2);
    this.at = stop2;
  }
  /** The command word: a keyword or builtin fish spells differently. False when it is an ordinary word. */
  keyword() {
    const m = /^([A-Za-z_][\w-]{0,40})(?=[ \t;\n)]|$)/.exec(this.text.slice(this.at, this.at + 42));
    if (!m) return false;
    const w = m[1];
    const after = this.at + w.length;
    const rest = this.text.slice(after, after + 8);
    const emit = (s, keepStart = true) => {
      this.out += s;
      this.at = after;
      this.commandStart = keepStart;
      return true;
    };
    switch (w) {
      case "if":
      case "while":
      case "for":
        this.blocks.push(CLOSERS[w]);
        this.suffix = w === "if" ? "; then" : "; do";
        return emit(w, w !== "for");
      case "else":
        if (/^[ \t]{1,8}if\b/.test(rest)) {
          this.at = after + /^[ \t]{1,8}if/.exec(rest)[0].length;
          this.suffix = "; then";
          this.out += "elif";
          return true;
        }
        return emit("else");
      case "begin":
        this.blocks.push("}");
        return emit("{ :", false);
      case "switch":
        this.blocks.push("}");
        return emit("{ :", false);
      case "case":
        return emit(":", false);
      case "end":
        return emit(this.blocks.pop() ?? ":", false);
      case "not":
        return emit("!");
      case "and":
      case "or":
        return this.chain(w === "and" ? "&&" : "||", after);
      case "function":
        return this.functionHeader(after);
      case "set":
        return this.setStatement(after);
      case "string":
        return this.stringJoin(after) || emit(w, false);
      case "source":
      case ".":
        if (!/^[ \t]*(?:-[ \t]*)?(?:[;|\n)]|$)/.test(this.text.slice(after, after + 4)))
          return emit(w, false);
        emit("source /dev/stdin", false);
        return this.skipDash();
      default:
        return false;
    }
  }
  skipDash() {
    const m = /^[ \t]*-(?=[ \t;|\n)]|$)/.exec(this.text.slice(this.at, this.at + 4));
    if (m) this.at += m[0].length;
    return true;
  }
  /** `a; or b` is `a || b`; a line that starts with `and`/`or` runs on the last status: kept as a command. */
  chain(op, after) {
    const prior = this.out.trimEnd();
    if (prior.endsWith(";")) this.out = `${prior.slice(0, -1)} ${op}`;
    this.at = after;
    this.commandStart = true;
    return true;
  }
  /** `function NAME [--options …]` opens `NAME() {`; its arguments (`$argv`) are the shell's `$@`. */
  functionHeader(after) {
    const m = /^[ \t]{1,8}([A-Za-z_][\w-]{0,63})[^\n;]{0,400}/.exec(this.text.slice(after, after + 480));
    if (!m) return false;
    this.blocks.push("}");
    this.out += `${m[1]}() {`;
    this.at = after + m[0].length;
    this.commandStart = true;
    return true;
  }
  /** `set [options] NAME values…`: an array assignment; `-e` unsets, `-q` tests, `-a`/`-p` add. */
  setStatement(after) {
    const m = /^((?:[ \t]{1,8}-{1,2}[A-Za-z-]{1,16}){0,4})[ \t]{1,8}([A-Za-z_]\w{0,63})(?=[ \t;\n]|$)/.exec(
      this.text.slice(after, after + 200)
    );
    if (!m) return false;
    const flags2 = m[1];
    const name2 = m[2];
    this.at = after + m[0].length;
    this.commandStart = false;
    if (/-(?:[a-zA-Z]{0,4}e\b|-erase)/.test(flags2)) this.out += `unset ${name2}`;
    else if (/-(?:[a-zA-Z]{0,4}q\b|-query)/.test(flags2)) this.out += `: ${name2}`;
    else {
      const op = /-(?:[a-zA-Z]{0,4}a\b|-append)/.test(flags2) ? "+=" : "=";
      this.out += `${name2}${op}(`;
      this.suffix = `)${this.suffix}`;
    }
    return true;
  }
  /** `string join SEP a b c` as `printf %s a SEP b SEP c` (the same output) when its words are plain. */
  stringJoin(after) {
    const m = /^[ \t]{1,8}join[ \t]{1,8}([^\n;|()$]{0,400})/.exec(this.text.slice(after, after + 420));
    if (!m) return false;
    const words2 = m[1].trim().match(/'[^'\n]*'|"[^"\n]*"|[^\s'"]+/g) ?? [];
    if (words2.length < 2 || words2[0].startsWith("-")) return false;
    const [sep, ...parts2] = words2;
    this.out += `printf %s ${parts2.join(` ${sep} `)}`;
    this.at = after + m[0].length;
    this.commandStart = false;
    return true;
  }
  /** One word (or operator) outside the command position: quotes, substitutions, variables. */
  word() {
    const t = this.text;
    const c = t[this.at];
    this.commandStart = false;
    if (c === "'") {
      this.singleQuoted();
      return;
    }
    if (c === '"') {
      this.doubleQuoted();
      return;
    }
    if (c === "(") {
      this.out += "$(";
      this.outer.push(this.suffix);
      this.suffix = "";
      this.at++;
      this.commandStart = true;
      return;
    }
    if (c === ")" && this.outer.length > 0) {
      this.out += `${this.suffix})`;
      this.suffix = this.outer.pop();
      this.at++;
      return;
    }
    if (c === "$") {
      this.variable();
      return;
    }
    if (c === "|" || c === "&") {
      this.out += c;
      this.at++;
      this.commandStart = true;
      return;
    }
    if (c === "\\" && this.at + 1 < t.length) {
      this.out += t.slice(this.at, this.at + 2);
      this.at += 2;
      return;
    }
    this.out += c;
    this.at++;
  }
  /** fish's `'…'` allows `\'` and `\\` inside; POSIX single quotes do not. */
  singleQuoted() {
    const t = this.text;
    let i2 = this.at + 1;
    let body2 = "";
    while (i2 < t.length && t[i2] !== "'") {
      if (t[i2] === "\\" && (t[i2 + 1] === "'" || t[i2 + 1] === "\\")) {
        body2 += t[i2 + 1] === "'" ? `'\\''` : "\\";
        i2 += 2;
      } else body2 += t[i2++];
    }
    this.out += `'${body2}'`;
    this.at = Math.min(i2 + 1, t.length);
  }
  /** `"…"`: variables expand (a list joined by spaces), `$(cmd)` substitutes; `(` alone is literal. */
  doubleQuoted() {
    const t = this.text;
    this.out += '"';
    this.at++;
    while (this.at < t.length && t[this.at] !== '"') {
      if (t[this.at] === "\\" && this.at + 1 < t.length) {
        this.out += t.slice(this.at, this.at + 2);
        this.at += 2;
      } else if (t[this.at] === "$" && t[this.at + 1] !== "(") this.variable();
      else this.out += t[this.at++];
    }
    if (this.at < t.length) {
      this.out += '"';
      this.at++;
    }
  }
  /** `$NAME`, `$NAME[i]`, `$argv`, `$status`, `$__fish_config_dir`. */
  variable() {
    const m = /^\$([A-Za-z_]\w{0,63})(?:\[(-?\d{1,4})\])?/.exec(this.text.slice(this.at, this.at + 72));
    if (!m) {
      this.out += "$";
      this.at++;
      return;
    }
    const [whole, name2, index] = m;
    this.at += whole.length;
    if (name2 === "__fish_config_dir") this.out += CONFIG_DIR;
    else if (name2 === "status") this.out += "$?";
    else if (name2 === "argv") this.out += index ? `\${${Math.max(1, Number(index))}}` : "$@";
    else if (index !== void 0) this.out += `\${${name2}[${Number(index) > 0 ? Number(index) - 1 : index}]}`;
    else this.out += this.lists.has(name2) ? `\${${name2}[*]}` : `$${name2}`;
  }
};

// src/analysis/code/shell/secrets.ts
var SECRET_FILE_NAMES = [
  "id_rsa",
  "id_ed25519",
  "id_ecdsa",
  "credentials",
  "config",
  "config.json",
  "hosts.yml",
  ".credentials.json",
  "auth.json",
  "accessTokens.json",
  "application_default_credentials.json",
  ".env",
  ".env.local",
  ".netrc",
  ".npmrc",
  ".pypirc",
  ".git-credentials",
  ".bash_history",
  ".zsh_history",
  "Login Data",
  "Cookies",
  "cookies.sqlite",
  "logins.json",
  "key4.db",
  "wallet.dat",
  "login.keychain-db"
];
var GLOB = /[*?[]/;
function secretOfGlob(path2) {
  const direct = secretOf(path2);
  if (direct) return direct;
  const p = normalizeHome(path2.trim());
  if (!GLOB.test(p) || p.endsWith(".pub")) return void 0;
  const slash = p.lastIndexOf("/");
  const dir = slash >= 0 ? p.slice(0, slash + 1) : "";
  const last = slash >= 0 ? p.slice(slash + 1) : p;
  if (GLOB.test(dir)) return void 0;
  const literalChars = last.replace(/[*?[\]]/g, "").length;
  for (const name2 of SECRET_FILE_NAMES) {
    if (!wildcardMatch(last.slice(0, 128), name2)) continue;
    const hit = secretOf(dir + name2);
    if (!hit) continue;
    const anywhere = secretOf(`/x/${name2}`) !== void 0;
    if (!anywhere || literalChars * 2 >= name2.length) return hit;
  }
  return void 0;
}

// src/analysis/code/shell/redirects.ts
var DISCARD2 = /* @__PURE__ */ new Set([
  "/dev/null",
  "/dev/stdout",
  "/dev/stderr",
  "/dev/tty",
  "/dev/fd/1",
  "/dev/fd/2",
  "-"
]);
var DEVICE = /^\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|mmcblk\d|disk\d|rdisk\d|mapper\/)/;
function netPath(path2, hosts) {
  const m = /^\/dev\/(?:tcp|udp)\/([^/\s]{1,256})\/([^/\s]{1,16})/.exec(path2);
  if (!m) return void 0;
  return endpointOf(`${m[1]}:${m[2]}`, hosts);
}
function isShellCmd(cmd2) {
  return SHELLS.has(cmd2.name);
}
function readFile(st, w, _cmd, reader3, probe = false) {
  const path2 = w.v.text;
  if (w.proc?.content) return w.proc.content;
  const known = st.fileAt(path2);
  if (known) return known.content;
  const under = st.filesUnder(path2);
  if (under.length > 0) return joinValues(under.map((f) => f.content));
  const secret = secretOfGlob(path2);
  if (secret) {
    st.emit({ kind: "read", target: w.v, secret: secret.cls, ...probe ? { probe } : {} }, w.start, w.end);
    return tainted(
      tainted({ ...w.v, text: `$(${reader3} ${path2.slice(0, 200)})` }, "file", { from: path2 }),
      "secret",
      {
        secret: secret.cls
      }
    );
  }
  return tainted({ ...w.v, text: `$(${reader3} ${path2.slice(0, 200)})` }, "file", { from: path2 });
}
function isInput(op) {
  return op === "<" || op === "<&" || op === "<>";
}
function applyInputs(st, cmd2) {
  let stdin;
  for (const r of cmd2.redirs) {
    if (!isInput(r.op) || r.fd && r.fd !== "0" && r.op !== "<>") {
      if (r.op === "<>") openSocketFd(st, cmd2, r.fd ?? "0", r.target, r.start, r.end);
      continue;
    }
    const t = r.target.v.text;
    if (r.op === "<&") {
      const ep2 = st.netFds.get(t);
      if (ep2) {
        stdin = socketRead(ep2.url);
        if (isShellCmd(cmd2))
          st.emit(
            { kind: "reverse-shell", how: "shell reading a /dev/tcp descriptor", endpoint: ep2 },
            cmd2.start,
            cmd2.end
          );
      }
      continue;
    }
    const ep = netPath(t, st.unit.hosts);
    if (ep) {
      if (r.op === "<>") st.netFds.set(r.fd ?? "0", ep);
      st.emit({ kind: "fetch", endpoint: ep, tool: "/dev/tcp" }, r.start, r.end);
      if (isShellCmd(cmd2))
        st.emit({ kind: "reverse-shell", how: "shell reading /dev/tcp", endpoint: ep }, cmd2.start, cmd2.end);
      stdin = socketRead(ep.url);
      continue;
    }
    stdin = readFile(st, r.target, cmd2, "cat");
  }
  return stdin;
}
function socketLine(st, fd) {
  const ep = fd !== void 0 ? st.netFds.get(fd) : void 0;
  return ep ? socketRead(ep.url) : void 0;
}
function evalOfSocketLine(st, v, cmd2) {
  const peer = socketPeerIn(v);
  if (peer === void 0) return;
  for (const ep of st.netFds.values())
    if ((ep.url ?? "") === peer) {
      st.emit(
        { kind: "reverse-shell", how: "commands read from a /dev/tcp descriptor evaluated", endpoint: ep },
        cmd2.start,
        cmd2.end
      );
      return;
    }
}
function openSocketFd(st, cmd2, fd, target, start3, end) {
  const ep = netPath(target.v.text, st.unit.hosts);
  if (!ep) return;
  st.netFds.set(fd, ep);
  st.emit({ kind: "fetch", endpoint: ep, tool: "/dev/tcp" }, start3, end);
  if (isShellCmd(cmd2))
    st.emit(
      { kind: "reverse-shell", how: "shell on a /dev/tcp descriptor", endpoint: ep },
      cmd2.start,
      cmd2.end
    );
}
function writesStdout(fd, op) {
  return fd === void 0 || fd === "1" || op.startsWith("&");
}
function receivedCommand(cmd2) {
  return cmd2.argv[0]?.v.taints.includes("download") === true;
}
function readsSocket(st, cmd2) {
  return cmd2.redirs.some(
    (r) => (r.op === "<&" || r.op === "<>") && (st.netFds.has(r.target.v.text) || !!netPath(r.target.v.text, st.unit.hosts))
  );
}
function applyOutputs(st, cmd2, out2) {
  let redirected = false;
  for (const r of cmd2.redirs) {
    if (isInput(r.op)) continue;
    const t = r.target.v.text;
    const toStdout = writesStdout(r.fd, r.op);
    if ((r.op === ">&" || r.op === "<&") && /^\d+$|^-$/.test(t)) {
      const ep2 = st.netFds.get(t);
      if (ep2 && (isShellCmd(cmd2) || cmd2.name === "" && readsSocket(st, cmd2) || receivedCommand(cmd2))) {
        st.emit(
          { kind: "reverse-shell", how: "shell output to a /dev/tcp descriptor", endpoint: ep2 },
          cmd2.start,
          cmd2.end
        );
      }
      if (ep2 && toStdout && !isShellCmd(cmd2)) sendSocket(st, ep2, out2, r.start, r.end);
      if (toStdout && t !== "1") redirected = true;
      continue;
    }
    if (toStdout) redirected = true;
    if (DISCARD2.has(t)) continue;
    const ep = netPath(t, st.unit.hosts);
    if (ep) {
      if (isShellCmd(cmd2))
        st.emit(
          { kind: "reverse-shell", how: "shell redirected to /dev/tcp", endpoint: ep },
          cmd2.start,
          cmd2.end
        );
      else sendSocket(st, ep, toStdout ? out2 : void 0, r.start, r.end);
      continue;
    }
    if (r.target.proc?.dir === "out") {
      st.runSubstitution(r.target.proc.node, out2);
      continue;
    }
    if (DEVICE.test(t)) {
      st.emit({ kind: "destroy", how: "dd-device", target: t }, cmd2.start, cmd2.end);
      continue;
    }
    writeFile(st, r.target, toStdout ? out2 : void 0, r.op.includes(">>"), r.start, r.end);
  }
  return redirected ? void 0 : out2;
}
function sendSocket(st, ep, data3, start3, end) {
  st.emit({ kind: "send", endpoint: ep, channel: "socket", data: data3 ?? literal("") }, start3, end);
}
function linkedContent(st, sources) {
  if (sources.length !== 1) return void 0;
  const from = sources[0].v.text;
  return st.fileAt(from)?.content ?? { text: "", literal: false, taints: [], from };
}
function writeFile(st, target, content, append, start3, end) {
  const path2 = target.v.text;
  if (DISCARD2.has(path2) || path2 === "") return;
  const cls = writeClassOf(path2)?.cls ?? "other";
  st.emit({ kind: "write", target: target.v, cls, ...content ? { content } : {}, append }, start3, end);
  if (!content) return;
  const prev = append ? st.fileAt(path2) : void 0;
  if (cls === "shell-rc") startupCode(st, path2, content, start3, end, STARTUP_LABEL);
  else if (append && (!prev || prev.extended) && appendedShellCode([path2], content.text) !== void 0)
    startupCode(st, path2, content, start3, end, APPENDED_LABEL);
  st.recordFile(
    path2,
    prev ? { ...prev, content: joinValues([prev.content, content]) } : { content, ...append ? { extended: true } : {} }
  );
}
function startupCode(st, path2, content, start3, end, label) {
  const code = content.text;
  if (code.trim() === "" || code.length > MAX_APPENDED_CODE) return;
  st.embed("shell", /\.fish$/i.test(path2) ? fishToPosix(code) : code, start3, end, { label });
}
var STARTUP_LABEL = "text written into a shell start-up file (runs in every new shell)";
var APPENDED_LABEL = "lines appended to an existing shell script (run whenever that script runs)";
function saveDownload(st, file, saved, start3, end) {
  st.recordFile(file, saved);
  const cls = writeClassOf(file)?.cls;
  if (cls && cls !== "other" && cls !== "temp")
    st.emit({ kind: "write", target: literal(file), cls, content: saved.content, append: false }, start3, end);
}

// src/analysis/code/shell/braces.ts
function matchBrace(s, open) {
  let depth2 = 0;
  const commas = [];
  for (let i2 = open; i2 < s.length; i2++) {
    const c = s[i2];
    if (c === "\\") i2++;
    else if (c === "{") depth2++;
    else if (c === "}") {
      depth2--;
      if (depth2 === 0) return { close: i2, commas };
    } else if (c === "," && depth2 === 1) commas.push(i2);
  }
  return void 0;
}
function range(body2) {
  const m = /^(-?\d{1,6}|[A-Za-z])\.\.(-?\d{1,6}|[A-Za-z])$/.exec(body2);
  if (!m) return void 0;
  const [a, b] = [m[1], m[2]];
  const numeric = /\d/.test(a) && /\d/.test(b);
  const from = numeric ? Number(a) : a.charCodeAt(0);
  const to = numeric ? Number(b) : b.charCodeAt(0);
  const out2 = [];
  const step = from <= to ? 1 : -1;
  for (let i2 = from; out2.length < 64; i2 += step) {
    out2.push(numeric ? String(i2) : String.fromCharCode(i2));
    if (i2 === to) break;
  }
  return out2;
}
function expandBraces(s, max, depth2 = 0) {
  if (depth2 > 8 || s.length > 2048) return [s];
  for (let open = s.indexOf("{"); open >= 0; open = s.indexOf("{", open + 1)) {
    if (open > 0 && s[open - 1] === "$") continue;
    const m = matchBrace(s, open);
    if (!m) return [s];
    const body2 = s.slice(open + 1, m.close);
    let alts;
    if (m.commas.length > 0) {
      alts = [];
      let from = open + 1;
      for (const c of [...m.commas, m.close]) {
        alts.push(s.slice(from, c));
        from = c + 1;
      }
    } else alts = range(body2);
    if (!alts) continue;
    const pre = s.slice(0, open);
    const post = s.slice(m.close + 1);
    const out2 = [];
    for (const alt of alts) {
      for (const e of expandBraces(pre + alt + post, max, depth2 + 1)) {
        if (out2.length >= max) return out2;
        out2.push(e);
      }
    }
    return out2;
  }
  return [s];
}

// src/analysis/code/shell/words.ts
function isSummary(v) {
  return !v.literal && (v.text.startsWith("$(") || v.text.startsWith("${") || v.text.startsWith("\u2026"));
}
function unescapeUnquoted(s) {
  if (!s.includes("\\")) return s;
  let out2 = "";
  for (let i2 = 0; i2 < s.length; i2++) {
    const c = s[i2];
    if (c === "\\" && i2 + 1 < s.length) {
      const n = s[i2 + 1];
      i2++;
      if (n !== "\n") out2 += n;
    } else out2 += c;
  }
  return out2;
}
function unescapeQuoted(s, quoteChar = '"') {
  if (!s.includes("\\")) return s;
  let out2 = "";
  for (let i2 = 0; i2 < s.length; i2++) {
    const c = s[i2];
    const n = s[i2 + 1];
    if (c === "\\" && n !== void 0 && (n === "$" || n === "`" || n === quoteChar || n === "\\" || n === "\n")) {
      if (n !== "\n") out2 += n;
      i2++;
    } else out2 += c;
  }
  return out2;
}
function pieces(st, node2, quoted2, out2) {
  if (!st.step() || out2.length > 4096) return;
  if (!st.enter()) return;
  try {
    piecesOf(st, node2, quoted2, out2);
  } finally {
    st.leave();
  }
}
function piecesOf(st, node2, quoted2, out2) {
  switch (node2.type) {
    case "word":
    case "number":
    case "regex":
    case "extglob_pattern":
    case "special_variable_name":
    case "variable_name":
    case "test_operator": {
      const raw = st.slice(node2.startIndex, node2.endIndex);
      out2.push({
        v: literal(quoted2 ? unescapeQuoted(raw) : unescapeUnquoted(raw)),
        split: false,
        brace: !quoted2
      });
      return;
    }
    case "raw_string": {
      const raw = st.slice(node2.startIndex + 1, node2.endIndex - 1);
      out2.push({ v: literal(raw), split: false, brace: false });
      return;
    }
    case "ansi_c_string": {
      const raw = st.slice(node2.startIndex + 2, node2.endIndex - 1);
      const d = decodeEscapes(raw, "plain");
      const v = literal(d.text);
      out2.push({
        v: d.hidden > 0 ? { ...v, literal: false, taints: ["decoded"] } : v,
        split: false,
        brace: false
      });
      if (d.hidden >= 2)
        st.emit(
          { kind: "decode", scheme: "escape", input: literal(raw), decoded: d.text },
          node2.startIndex,
          node2.endIndex
        );
      return;
    }
    case "string":
    case "translated_string":
      stringPieces(st, node2, out2);
      return;
    case "concatenation":
      for (const c of node2.namedChildren) if (c) pieces(st, c, quoted2, out2);
      if (node2.namedChildCount === 0) out2.push({ v: literal(node2.text), split: false, brace: !quoted2 });
      return;
    case "simple_expansion": {
      const nameNode = node2.namedChildren[0];
      const name2 = nameNode ? st.slice(nameNode.startIndex, nameNode.endIndex) : "";
      if (quoted2 && name2 === "@" && st.positional) {
        positionalFields(st.positional, out2);
        return;
      }
      out2.push({ v: lookupVar(st, name2), split: !quoted2, brace: false });
      return;
    }
    case "expansion":
      if (quoted2 && st.positional && st.slice(node2.startIndex, node2.endIndex) === "${@}") {
        positionalFields(st.positional, out2);
        return;
      }
      if (quoted2 && knownArrayFields(st, node2, out2)) return;
      out2.push({
        v: expandParameter(st, node2, wordValue),
        split: !quoted2 || allElements(st, node2),
        brace: false
      });
      return;
    case "command_substitution":
      out2.push({ v: st.runSubstitution(node2), split: !quoted2, brace: false });
      return;
    case "arithmetic_expansion":
      for (const c of node2.descendantsOfType("command_substitution", void 0, void 0).slice(0, 16))
        if (c) st.runSubstitution(c);
      out2.push({ v: { text: "0", literal: false, taints: [] }, split: false, brace: false });
      return;
    case "brace_expression":
      out2.push({ v: literal(st.slice(node2.startIndex, node2.endIndex)), split: false, brace: !quoted2 });
      return;
    case "array": {
      let first3 = true;
      for (const c of node2.namedChildren) {
        if (!c) continue;
        if (!first3) out2.push({ v: literal(" "), split: false, brace: false });
        first3 = false;
        pieces(st, c, quoted2, out2);
      }
      return;
    }
    default:
      out2.push({ v: literal(st.slice(node2.startIndex, node2.endIndex)), split: false, brace: false });
  }
}
function positionalFields(args2, out2) {
  args2.slice(0, SHELL_LIMITS.maxFields).forEach((v, i2) => {
    if (i2 > 0) out2.push({ v: literal(" "), split: true, brace: false, boundary: true });
    out2.push({ v, split: false, brace: false });
  });
}
function allElements(st, node2) {
  const sub = node2.namedChildren.find((c) => c?.type === "subscript");
  const index = sub?.childForFieldName("index");
  return index !== null && index !== void 0 && st.slice(index.startIndex, index.endIndex) === "@";
}
function knownArrayFields(st, node2, out2) {
  const raw = st.slice(node2.startIndex, Math.min(node2.endIndex, node2.startIndex + 80));
  const name2 = /^\$\{([A-Za-z_]\w{0,63})\[@\]\}$/.exec(raw)?.[1];
  const elements = name2 === void 0 ? void 0 : arrayElements(st, name2);
  if (!elements) return false;
  positionalFields(elements, out2);
  return true;
}
function stringPieces(st, node2, out2) {
  const open = node2.type === "translated_string" ? 2 : 1;
  let pos = node2.startIndex + open;
  const end = Math.max(pos, node2.endIndex - 1);
  const gap = (to) => {
    if (to > pos) out2.push({ v: literal(unescapeQuoted(st.slice(pos, to))), split: false, brace: false });
  };
  for (const c of node2.namedChildren) {
    if (!c || c.startIndex < pos) continue;
    if (c.type === "string_content") {
      gap(c.endIndex);
      pos = c.endIndex;
      continue;
    }
    gap(c.startIndex);
    const lead = /^[ \t\n]+/.exec(st.slice(c.startIndex, Math.min(c.endIndex, c.startIndex + 256)))?.[0];
    if (lead) out2.push({ v: literal(lead), split: false, brace: false });
    pieces(st, c, true, out2);
    pos = c.endIndex;
  }
  gap(end);
  if (out2.length === 0) out2.push({ v: literal(""), split: false, brace: false });
}
function wordValue(st, node2) {
  const ps = [];
  pieces(st, node2, false, ps);
  return ps.length ? concat(ps.map((p) => p.v)) : literal("");
}
function expandWord(st, node2, lead = "") {
  const nodes = Array.isArray(node2) ? node2 : [node2];
  const first3 = nodes[0];
  if (nodes.length === 1 && first3.type === "process_substitution") return [processSubstitution(st, first3)];
  const ps = lead ? [{ v: literal(lead), split: false, brace: true }] : [];
  for (const n of nodes) pieces(st, n, false, ps);
  const start3 = first3.startIndex - lead.length;
  const end = nodes[nodes.length - 1].endIndex;
  const located = (v) => {
    const w = { v, start: start3, end };
    const exact = nodes.length === 1 ? exactOffset(st, first3, v.text) : void 0;
    if (exact !== void 0) w.exact = exact;
    return w;
  };
  if (ps.length === 0) return [located(literal(""))];
  const braced = braceFields(ps);
  if (braced) return braced.map(located);
  return splitFields(ps, fieldSeparators(st)).map(located);
}
function exactOffset(st, node2, text) {
  if (text.length === 0) return void 0;
  const raw = st.slice(node2.startIndex, node2.endIndex);
  if (raw === text) return node2.startIndex;
  if (raw.length === text.length + 2 && raw.slice(1, -1) === text) return node2.startIndex + 1;
  return void 0;
}
function braceFields(ps) {
  if (!ps.some((p) => p.brace && p.v.text.includes("{"))) return void 0;
  if (ps.some((p) => p.split && !isSummary(p.v) && /\s/.test(p.v.text))) return void 0;
  const template = ps.map(
    (p) => p.brace ? p.v.text : p.v.text.replace(/\{/g, "\uE000").replace(/,/g, "\uE001").replace(/\}/g, "\uE002")
  ).join("");
  const expanded = expandBraces(template, SHELL_LIMITS.maxFields);
  if (expanded.length <= 1 && expanded[0] === template) return void 0;
  const all = concat(ps.map((p) => p.v));
  return expanded.map((t) => ({
    ...all,
    text: t.replace(/\uE000/g, "{").replace(/\uE001/g, ",").replace(/\uE002/g, "}")
  }));
}
var isBlank2 = (c) => c === " " || c === "	" || c === "\n";
function splitFields(ps, ifs) {
  const isSep = ifs === void 0 ? isBlank2 : (c) => ifs.includes(c);
  const fields = [];
  let cur = [];
  let curOpen = false;
  const close = () => {
    if (curOpen) fields.push(concat(cur));
    cur = [];
    curOpen = false;
  };
  for (const p of ps) {
    if (p.boundary) {
      close();
      continue;
    }
    if (!p.split || isSummary(p.v)) {
      cur.push(p.v);
      curOpen = true;
      continue;
    }
    const t = p.v.text;
    let i2 = 0;
    while (i2 < t.length && fields.length < SHELL_LIMITS.maxFields) {
      if (isSep(t[i2])) {
        close();
        while (i2 < t.length && isSep(t[i2])) i2++;
        continue;
      }
      let j = i2;
      while (j < t.length && !isSep(t[j])) j++;
      cur.push({ ...p.v, text: t.slice(i2, j) });
      curOpen = true;
      i2 = j;
    }
  }
  close();
  return fields.slice(0, SHELL_LIMITS.maxFields);
}
function processSubstitution(st, node2) {
  const dir = st.slice(node2.startIndex, node2.startIndex + 1) === ">" ? "out" : "in";
  const word = {
    v: { text: "/dev/fd/63", literal: false, taints: [] },
    start: node2.startIndex,
    end: node2.endIndex,
    proc: { dir, node: node2 }
  };
  if (dir === "in") {
    const content = st.runSubstitution(node2);
    word.proc.content = content;
    word.v = { ...content, text: "/dev/fd/63", literal: false };
  }
  return word;
}

// src/analysis/code/shell/handlers/foreign.ts
function foreignCode(st, via2, code, site) {
  const text = code.text.slice(0, 64 * 1024);
  if (oneLinerSocketShell(text)) {
    st.emit(
      {
        kind: "reverse-shell",
        how: `${via2} socket with a shell`,
        endpoint: endpointOf(shellHost(text), st.unit.hosts)
      },
      site.start,
      site.end
    );
  }
  for (const r of remoteEvals(text, 2))
    for (const b of remoteEvalBehaviours(r, st.unit.hosts, `${via2} ${r.via}`))
      st.emit(b, site.start, site.end);
  for (const c of shellCommandsIn(text))
    st.embed("shell", c.code, site.start, site.end, { label: `${via2} shell command` });
}
function awkProgram(st, program, assigns) {
  const preset = {};
  for (const a of assigns.slice(0, 32)) {
    const eq = a.v.text.indexOf("=");
    if (eq > 0) preset[a.v.text.slice(0, eq)] = a.v.text.slice(eq + 1);
  }
  for (const f of awkNetworkFacts(program.v.text, st.unit.hosts, preset))
    st.emit(f.b, program.start, program.end);
}

// src/analysis/code/shell/handlers/exec.ts
var HOT = ["download", "decoded", "file", "conversation", "secret"];
function isHot(v) {
  if (v.taints.some((t2) => HOT.includes(t2))) return true;
  if (!v.taints.includes("unknown")) return false;
  let literalChars = 0;
  let depth2 = 0;
  const t = v.text;
  for (let i2 = 0; i2 < t.length && literalChars < 8; i2++) {
    const c = t[i2];
    if (c === "$" && (t[i2 + 1] === "{" || t[i2 + 1] === "(")) {
      depth2++;
      i2++;
    } else if (depth2 > 0 && (c === "}" || c === ")")) depth2--;
    else if (depth2 === 0 && c.trim() !== "" && c !== '"' && c !== "'") literalChars++;
  }
  return literalChars < 8;
}
function endpointOfCode(st, code, known) {
  if (known) return known;
  if (!code.taints.includes("download")) return void 0;
  return endpointOf(code.from, st.unit.hosts);
}
function runCode2(st, lang, via2, code, site, opts = {}) {
  const start3 = opts.evidenceStart ?? site.start;
  const end = opts.evidenceEnd ?? site.end;
  if (opts.always || isHot(code)) {
    const endpoint = endpointOfCode(st, code, opts.endpoint);
    st.emit({ kind: "execute", via: via2, code, ...endpoint ? { endpoint } : {} }, start3, end);
  }
  if (isSummary(code) || code.text.trim() === "" || opts.inline) return;
  if (lang) {
    const exact = site.exact !== void 0 && code.literal;
    const at = exact ? site.exact : site.start;
    st.embed(lang, code.text, at, exact ? at + code.text.length : site.end, {
      exact,
      label: `${via2} code`
    });
  } else foreignCode(st, via2, code, site);
}
function stdinSite(cmd2) {
  if (cmd2.heredoc) {
    const h = cmd2.heredoc;
    return h.exact ? { start: h.start, end: h.end, exact: h.start } : { start: h.start, end: h.end };
  }
  return { start: cmd2.pipeStart, end: cmd2.pipeEnd };
}
function stdinEvidenceStart(cmd2) {
  return cmd2.heredoc ? cmd2.start : Math.min(cmd2.pipeStart, cmd2.start);
}
var wordSite = (w) => w.exact !== void 0 ? { start: w.start, end: w.end, exact: w.exact } : { start: w.start, end: w.end };
function runStdin(st, lang, via2, cmd2, stdin) {
  runCode2(st, lang, via2, stdin, stdinSite(cmd2), {
    evidenceStart: stdinEvidenceStart(cmd2),
    evidenceEnd: cmd2.end
  });
}
function runWord(st, lang, via2, cmd2, w) {
  runCode2(st, lang, via2, w.v, wordSite(w), { evidenceStart: cmd2.start, evidenceEnd: cmd2.end });
}
function runOperandOrStdin(st, lang, via2, cmd2, operand) {
  if (operand && operand.v.text !== "-") runScriptOperand(st, lang, via2, cmd2, operand);
  else if (cmd2.stdin) runStdin(st, lang, via2, cmd2, cmd2.stdin);
}
var STDIN_DEVICE = /^\/(?:dev\/stdin|dev\/fd\/0|proc\/self\/fd\/0)$/;
function runScriptOperand(st, lang, via2, cmd2, w) {
  if (STDIN_DEVICE.test(w.v.text)) {
    if (cmd2.stdin) runStdin(st, lang, via2, cmd2, cmd2.stdin);
    return;
  }
  if (w.proc?.content) {
    runCode2(
      st,
      lang,
      via2,
      w.proc.content,
      { start: w.start, end: w.end },
      { evidenceStart: cmd2.start, evidenceEnd: cmd2.end }
    );
    return;
  }
  const file = st.fileAt(w.v.text);
  if (file) {
    runCode2(
      st,
      lang,
      via2,
      file.content,
      { start: cmd2.start, end: cmd2.end },
      file.endpoint ? { endpoint: file.endpoint } : {}
    );
    return;
  }
  if (w.v.taints.includes("download") || w.v.taints.includes("decoded")) {
    runWord(st, lang, via2, cmd2, w);
    return;
  }
  if (lang === "shell" && LOCAL_SCRIPT.test(w.v.text))
    st.emit({ kind: "source", target: w.v }, cmd2.start, cmd2.end);
}
var LOCAL_SCRIPT = /^(?![a-z]+:\/\/)[^\s]{0,300}(?:\/[^\s/]{1,200}|\.(?:sh|bash|zsh|ksh))$/;
function shell(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  let command2 = false;
  let fromStdin = false;
  let i2 = 0;
  for (; i2 < args2.length; i2++) {
    const t = args2[i2].v.text;
    if (t === "--" || t === "-") {
      i2++;
      break;
    }
    if (!/^[-+]/.test(t) || t.length < 2) break;
    if (t === "-o" || t === "+o" || t === "-O" || t === "+O") {
      i2++;
      continue;
    }
    if (!t.startsWith("--") && t.includes("c")) command2 = true;
    if (!t.startsWith("--") && t.includes("s")) fromStdin = true;
  }
  const operand = args2[i2];
  if (command2 && operand) runWord(st, "shell", cmd2.name, cmd2, operand);
  else if (operand && !fromStdin && cmd2.name !== "busybox")
    runScriptOperand(st, "shell", cmd2.name, cmd2, operand);
  else if (cmd2.stdin) runStdin(st, "shell", cmd2.name, cmd2, cmd2.stdin);
  return void 0;
}
function python(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "cmWXQ", stopAtOperand: true });
  const code = p.opts.find((o) => o.name === "-c");
  if (code?.value) {
    runWord(st, "python", "python", cmd2, code.value);
    return void 0;
  }
  const module2 = p.opts.find((o) => o.name === "-m")?.value;
  if (module2) {
    const m = module2.v.text;
    if (m === "pip" || m === "pipx" || m === "uv")
      return st.exec(withArgv(cmd2, [{ ...module2, v: literal(m) }, ...p.operands], "python -m"));
    return void 0;
  }
  runOperandOrStdin(st, "python", "python", cmd2, p.operands[0]);
  return void 0;
}
function node(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {
    short: "eprC",
    long: ["eval", "print", "require", "import", "input-type"],
    stopAtOperand: true
  });
  const code = p.opts.find((o) => ["-e", "-p", "--eval", "--print"].includes(o.name) && o.value);
  if (code?.value) {
    runWord(st, "javascript", "node", cmd2, code.value);
    return void 0;
  }
  runOperandOrStdin(st, "javascript", "node", cmd2, p.operands[0]);
  return void 0;
}
function denoBun(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const sub = args2[0]?.v.text;
  if (cmd2.name === "bun" && (sub === "x" || sub === "add" || sub === "install" || sub === "i"))
    return st.exec(
      withArgv(
        cmd2,
        [{ ...args2[0], v: literal(sub === "x" ? "bunx" : "bun-install") }, ...args2.slice(1)],
        "bun"
      )
    );
  if (cmd2.name === "bun" && (sub === "-e" || sub === "--eval") && args2[1]) {
    runWord(st, "typescript", "bun", cmd2, args2[1]);
    return void 0;
  }
  if (sub === "eval" && args2[1]) {
    const code = args2.slice(1).find((w) => !w.v.text.startsWith("-"));
    if (code) runWord(st, "typescript", cmd2.name, cmd2, code);
    return void 0;
  }
  if (sub === "run" || sub === "install" || sub !== void 0 && !sub.startsWith("-")) {
    const target = args2.slice(sub === "run" || sub === "install" ? 1 : 0).find((w) => !w.v.text.startsWith("-"));
    if (!target) return void 0;
    if (/^https?:\/\//i.test(target.v.text)) {
      const endpoint = endpointOf(target.v.text, st.unit.hosts);
      st.emit({ kind: "fetch", endpoint, tool: cmd2.name }, cmd2.start, cmd2.end);
      const code = {
        text: `$(${cmd2.name} ${target.v.text})`,
        literal: false,
        taints: ["download"],
        from: target.v.text
      };
      runCode2(st, void 0, cmd2.name, code, { start: cmd2.start, end: cmd2.end }, { endpoint });
    } else runScriptOperand(st, "typescript", cmd2.name, cmd2, target);
  }
  return void 0;
}
function scripting(st, cmd2) {
  const flag2 = cmd2.name === "php" ? "-r" : "-e";
  const args2 = cmd2.argv.slice(1);
  const at = args2.findIndex(
    (w) => w.v.text === flag2 || w.v.text === "-E" || w.v.text.startsWith("-") && w.v.text.endsWith(flag2.slice(1)) && w.v.text.length <= 4
  );
  const code = at >= 0 ? args2[at + 1] : void 0;
  if (code) runWord(st, void 0, cmd2.name, cmd2, code);
  else if (cmd2.stdin && !args2.some((w) => !w.v.text.startsWith("-")))
    runStdin(st, void 0, cmd2.name, cmd2, cmd2.stdin);
  else if (args2[0] && !args2[0].v.text.startsWith("-"))
    runScriptOperand(st, void 0, cmd2.name, cmd2, args2[0]);
  return void 0;
}
function evalBuiltin(st, cmd2) {
  const words2 = cmd2.argv.slice(1);
  if (words2.length === 0) return void 0;
  const code = joinValues(words2.map((w) => w.v));
  const site = words2.length === 1 ? wordSite(words2[0]) : { start: words2[0].start, end: words2[words2.length - 1].end };
  const simple = simpleCommand(code, site);
  evalOfSocketLine(st, code, cmd2);
  runCode2(st, "shell", "eval", code, site, {
    always: true,
    evidenceStart: cmd2.start,
    evidenceEnd: cmd2.end,
    inline: simple !== void 0
  });
  return simple ? st.exec(withArgv(cmd2, simple, "eval")) : void 0;
}
function simpleCommand(code, site) {
  const text = code.text.trim();
  if (isSummary(code) || !/^[\w@%+=:,./~?&#-]+(?:[ \t]+[\w@%+=:,./~?&#-]+){0,63}$/.test(text))
    return void 0;
  return text.split(/[ \t]+/).map((t) => ({ v: { ...code, text: t }, start: site.start, end: site.end }));
}
function source(st, cmd2) {
  const target = cmd2.argv[1];
  if (!target) return void 0;
  if (!STDIN_DEVICE.test(target.v.text)) st.emit({ kind: "source", target: target.v }, cmd2.start, cmd2.end);
  runScriptOperand(st, "shell", "source", cmd2, target);
  return void 0;
}
function runTaintedProgram(st, cmd2) {
  const program = cmd2.argv[0];
  if (!program) return void 0;
  const t = program.v.taints;
  const wholeLine = cmd2.argv.length > 1 && cmd2.argv[1].start === program.start;
  const decodedLine = t.includes("decoded") && wholeLine;
  if (!t.includes("download") && !decodedLine && !t.includes("file") && !t.includes("conversation"))
    return void 0;
  const code = joinValues(cmd2.argv.map((w) => w.v));
  runCode2(st, "shell", "command-substitution", code, { start: cmd2.start, end: cmd2.end }, { always: true });
  return literal("");
}
function runFetchedFile(st, cmd2) {
  const program = cmd2.argv[0];
  if (!program) return void 0;
  const file = st.programFileAt(program.v.text) ?? fetchedOperandOfUnknownProgram(st, cmd2);
  if (!file) return void 0;
  const c = file.content;
  const remote = c.taints.some((t) => t === "download" || t === "decoded" || t === "conversation");
  if (!remote && !c.literal) return void 0;
  runCode2(
    st,
    "shell",
    canonicalName(program.v.text),
    c,
    { start: cmd2.start, end: cmd2.end },
    {
      always: remote,
      ...file.endpoint ? { endpoint: file.endpoint } : {}
    }
  );
  return void 0;
}
function fetchedOperandOfUnknownProgram(st, cmd2) {
  const program = cmd2.argv[0];
  if (program.v.literal || !program.v.vars?.length || !program.v.text.startsWith("${")) return void 0;
  const operand = cmd2.argv.slice(1).find((w) => !w.v.text.startsWith("-"));
  const file = operand ? st.fileAt(operand.v.text) : void 0;
  return file?.content.taints.includes("download") ? file : void 0;
}
var EXEC_HANDLERS2 = [
  ...[...SHELLS].map((s) => [s, shell]),
  ["python", python],
  ["node", node],
  ["deno", denoBun],
  ["bun", denoBun],
  ["perl", scripting],
  ["ruby", scripting],
  ["php", scripting],
  ["lua", scripting],
  ["eval", evalBuiltin],
  ["source", source]
];

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

// src/analysis/package-lookalikes.ts
var MIN_NAME = 5;
var MAX_NAME = 120;
var MIN_EDITED_WORD = 6;
var SEPARATOR = /[-_.]/;
var SEPARATORS = /[-_.]/g;
var SEPARATOR_WORDS = { "-": "a hyphen", _: "an underscore", ".": "a dot" };
var CONFUSABLES = [
  ["l", "1"],
  ["o", "0"],
  ["m", "rn"],
  ["w", "vv"],
  ["d", "cl"]
];
var NPM_RUNNERS = /* @__PURE__ */ new Set(["npm", "npx", "pnpm", "pnpx", "yarn", "bun", "bunx"]);
var PYPI_RUNNERS = /* @__PURE__ */ new Set(["pip", "pip3", "uv", "uvx", "pipx"]);
function ecosystemOf(manager) {
  const tool = manager.split(" ")[0] ?? "";
  return NPM_RUNNERS.has(tool) ? "npm" : PYPI_RUNNERS.has(tool) ? "pypi" : void 0;
}
var NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]{0,100}\/)?[a-z0-9][a-z0-9._~-]{0,150}$/;
var PYPI_NAME = /^[a-z0-9](?:[a-z0-9._-]{0,150}[a-z0-9])?(?=$|[[\s=<>!~@;(,])/;
function pypiNormal(name2) {
  return name2.replace(/[-_.]{1,50}/g, "-");
}
function packageName(spec, eco) {
  const s = spec.slice(0, 300).trim().toLowerCase();
  if (eco === "pypi") {
    const m = PYPI_NAME.exec(s);
    return m ? pypiNormal(m[0]) : void 0;
  }
  if (s.includes(":")) return void 0;
  const at = s.lastIndexOf("@");
  const name2 = at > 0 ? s.slice(0, at) : s;
  return NPM_NAME.test(name2) ? name2 : void 0;
}
function tableOf2(eco) {
  const norm = (n) => eco === "pypi" ? pypiNormal(n) : n;
  const known = WELL_KNOWN[eco].map(norm);
  const scopes = /* @__PURE__ */ new Map();
  const byNamePart = /* @__PURE__ */ new Map();
  for (const k of known) {
    const slash = k.indexOf("/");
    if (!k.startsWith("@") || slash < 0) continue;
    const scope2 = k.slice(0, slash);
    const part = k.slice(slash + 1);
    scopes.set(scope2, (scopes.get(scope2) ?? /* @__PURE__ */ new Set()).add(part));
    byNamePart.set(part, k);
  }
  return {
    known: new Set(known),
    distinct: new Set(DISTINCT[eco].map(norm)),
    unscoped: known.filter((k) => !k.startsWith("@")),
    scopes,
    byNamePart
  };
}
var tables;
function lookalikeOf(manager, spec, source2) {
  if (source2 !== "registry") return void 0;
  const eco = ecosystemOf(manager);
  const name2 = eco && packageName(spec, eco);
  return eco && name2 ? lookalikeName(name2, eco) : void 0;
}
function lookalikeName(name2, eco) {
  if (name2.length < MIN_NAME || name2.length > MAX_NAME) return void 0;
  tables ??= { npm: tableOf2("npm"), pypi: tableOf2("pypi") };
  const t = tables[eco];
  if (t.known.has(name2) || t.distinct.has(name2)) return void 0;
  if (name2.startsWith("@")) return scopeLookalike(name2, t);
  const full = t.byNamePart.get(name2);
  if (full && name2.length >= MIN_EDITED_WORD)
    return { of: full, how: "its scope left out: unscoped, it is another publisher's package" };
  for (const k of t.unscoped) {
    const how = difference(name2, k);
    if (how) return { of: k, how };
  }
  return void 0;
}
function scopeLookalike(name2, t) {
  const slash = name2.indexOf("/");
  const scope2 = name2.slice(0, slash);
  const part = name2.slice(slash + 1);
  if (slash < 0 || t.scopes.has(scope2)) return void 0;
  for (const [known, parts2] of t.scopes) {
    const how = difference(scope2.slice(1), known.slice(1));
    if (!how) continue;
    return {
      of: parts2.has(part) ? `${known}/${part}` : known,
      how: `${how} in the scope: ${scope2} is another scope, which anyone can register`
    };
  }
  return void 0;
}
function difference(name2, known) {
  if (name2 === known || name2.length > MAX_NAME || known.length > MAX_NAME) return void 0;
  const alike = confusable(name2, known);
  if (alike) return alike;
  if (Math.abs(name2.length - known.length) > 1) {
    return name2.replace(SEPARATORS, "") === known.replace(SEPARATORS, "") ? "separators changed" : void 0;
  }
  let i2 = 0;
  while (i2 < name2.length && i2 < known.length && name2[i2] === known[i2]) i2++;
  if (name2.length === known.length) {
    if (name2.slice(i2 + 1) === known.slice(i2 + 1)) return substituted(name2[i2], known, i2);
    if (name2[i2] === known[i2 + 1] && name2[i2 + 1] === known[i2] && name2.slice(i2 + 2) === known.slice(i2 + 2))
      return `'${known.slice(i2, i2 + 2)}' swapped to '${name2.slice(i2, i2 + 2)}'`;
  } else if (name2.length > known.length) {
    if (name2.slice(i2 + 1) === known.slice(i2)) return inserted(name2[i2], known, i2);
  } else if (name2.slice(i2) === known.slice(i2 + 1)) {
    const c = known[i2];
    if (SEPARATOR.test(c)) return `${SEPARATOR_WORDS[c]} removed`;
    if (wordAt(known, i2) >= MIN_EDITED_WORD) return `'${c}' left out`;
  }
  return name2.replace(SEPARATORS, "") === known.replace(SEPARATORS, "") ? "separators changed" : void 0;
}
function substituted(c, known, i2) {
  const was = known[i2];
  if (SEPARATOR.test(c) && SEPARATOR.test(was))
    return `${SEPARATOR_WORDS[c]} in place of ${SEPARATOR_WORDS[was]}`;
  return wordAt(known, i2) >= MIN_EDITED_WORD ? `'${c}' in place of '${was}'` : void 0;
}
function inserted(c, known, i2) {
  if (SEPARATOR.test(c)) return `${SEPARATOR_WORDS[c]} added`;
  const at = i2 < known.length && !SEPARATOR.test(known[i2]) ? i2 : i2 - 1;
  return at >= 0 && wordAt(known, at) >= MIN_EDITED_WORD ? `'${c}' inserted` : void 0;
}
function wordAt(s, i2) {
  if (i2 < 0 || i2 >= s.length || SEPARATOR.test(s[i2])) return 0;
  let start3 = i2;
  let end = i2;
  while (start3 > 0 && !SEPARATOR.test(s[start3 - 1])) start3--;
  while (end < s.length && !SEPARATOR.test(s[end])) end++;
  return end - start3;
}
function skeleton(s) {
  let out2 = s;
  for (const [letter, alike] of CONFUSABLES) out2 = out2.split(alike).join(letter);
  return out2;
}
var count2 = (s, part) => s.split(part).length - 1;
function confusable(name2, known) {
  if (skeleton(name2) !== skeleton(known)) return void 0;
  for (const [letter, alike] of CONFUSABLES) {
    if (count2(name2, alike) > count2(known, alike)) return `'${alike}' in place of '${letter}'`;
    if (count2(known, alike) > count2(name2, alike)) return `'${letter}' in place of '${alike}'`;
  }
  return "characters that look alike";
}

// src/analysis/code/shell/handlers/packages.ts
function emitInstall(st, cmd2, manager, specs, runs) {
  for (const s of specs.slice(0, 32)) {
    const lookalike = lookalikeOf(manager, s.spec, s.source);
    const { source: source2, pinned } = s;
    const fact = { kind: "install", manager, spec: s.spec.slice(0, 200), source: source2, pinned, runs };
    st.emit(lookalike ? { ...fact, lookalike } : fact, cmd2.start, cmd2.end);
  }
}
function config(st, cmd2, setting, value2) {
  st.emit({ kind: "config", setting, value: value2.slice(0, 300) }, cmd2.start, cmd2.end);
}
var EXACT_SEMVER = /^v?\d{1,9}\.\d{1,9}\.\d{1,9}(?:[-+][\w.-]{1,64})?$/;
function npmSource(t, customIndex) {
  if (/^(?:git\+|git:|github:|gitlab:|bitbucket:)/i.test(t) || /^[\w.-]{1,100}\/[\w.-]{1,100}(?:#.{0,100})?$/.test(t) && !t.startsWith("@"))
    return "git";
  if (/^https?:\/\//i.test(t)) return "url";
  if (/^(?:\.{1,2}\/|\/|~\/|file:)|\.tgz$/.test(t) || t === "." || t === "..") return "path";
  return customIndex ? "custom-index" : "registry";
}
function npmSpec(w, customIndex) {
  const t = w.v.text;
  const source2 = npmSource(t, customIndex);
  const at = t.lastIndexOf("@");
  const version = at > 0 ? t.slice(at + 1) : "";
  return {
    word: w,
    spec: t,
    source: source2,
    pinned: (source2 === "registry" || source2 === "custom-index") && EXACT_SEMVER.test(version)
  };
}
var NPM_VALUE = [
  "registry",
  "prefix",
  "cache",
  "tag",
  "userconfig",
  "globalconfig",
  "workspace",
  "w",
  "omit",
  "include",
  "loglevel",
  "filter",
  "dir",
  "C",
  "package",
  "p",
  "call",
  "c"
];
var PUBLISHES = /* @__PURE__ */ new Set([
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
function nodeManager(st, cmd2) {
  const manager = cmd2.name === "bun-install" ? "bun" : cmd2.name;
  const args2 = cmd2.argv.slice(1);
  const p = parseOpts(
    cmd2.name === "bun-install" ? [{ ...cmd2.argv[0], v: { ...cmd2.argv[0].v, text: "add" } }, ...args2] : args2,
    { short: "wCpc", long: NPM_VALUE }
  );
  const [sub, ...rest] = p.operands;
  const registry = valueOfOpt(p, "--registry");
  const s = sub?.v.text ?? "";
  if (registry && PUBLISHES.has(s)) {
    const data3 = s === "publish" ? tainted(literal("the package built from the project folder"), "file", {
      from: `${manager} publish`
    }) : literal("");
    st.emit(
      { kind: "send", endpoint: endpointOf(registry.v.text, st.unit.hosts), channel: "http", data: data3 },
      cmd2.start,
      cmd2.end
    );
    return void 0;
  }
  if (registry) config(st, cmd2, "package-registry", registry.v.text);
  if (s === "config" && rest[0]?.v.text !== "set") return void 0;
  if ((s === "config" || s === "set") && rest.length) {
    const kv = s === "set" ? rest : rest.slice(1);
    const key = kv[0]?.v.text ?? "";
    const [k, inlineValue] = key.includes("=") ? [key.slice(0, key.indexOf("=")), key.slice(key.indexOf("=") + 1)] : [key, kv[1]?.v.text ?? ""];
    if (/(?:^|:)registry$|^npmRegistryServer$/i.test(k)) config(st, cmd2, "package-registry", inlineValue);
    else if (/^(?:https?-)?proxy$/i.test(k)) config(st, cmd2, "proxy", inlineValue);
    else if (/^strict-ssl$/i.test(k) && inlineValue === "false")
      config(st, cmd2, "other", `${k}=${inlineValue}`);
    return void 0;
  }
  if (s === "dlx" || (s === "exec" || s === "x") && manager === "npm")
    return npx(st, { ...cmd2, argv: [cmd2.argv[0], ...rest] }, `${manager} ${s}`);
  if (manager === "yarn" && s === "global") return nodeManager(st, { ...cmd2, argv: [cmd2.argv[0], ...rest] });
  const installs = ["install", "i", "add", "ci", "isntall", "in", "ins", "inst", "insta", "instal"];
  if (!installs.includes(s) && !(manager === "yarn" && s === "")) return void 0;
  const specs = rest.map((w) => npmSpec(w, registry !== void 0));
  if (specs.length === 0) {
    const locked = s === "ci" || has(p, "--frozen-lockfile", "--immutable", "--ci");
    specs.push({
      word: sub ?? cmd2.argv[0],
      spec: "(project dependencies)",
      source: registry ? "custom-index" : "registry",
      pinned: locked
    });
  }
  emitInstall(st, cmd2, manager, specs, false);
  return void 0;
}
function npx(st, cmd2, manager = cmd2.name) {
  const p = parseOpts(cmd2.argv.slice(1), {
    short: "pc",
    long: ["package", "call", "registry"],
    stopAtOperand: true
  });
  const pkgs = valuesOfOpt(p, "-p", "--package");
  const registry = valueOfOpt(p, "--registry");
  if (registry) config(st, cmd2, "package-registry", registry.v.text);
  const target = pkgs[0] ?? p.operands[0];
  if (!target) return void 0;
  const spec = npmSpec(target, registry !== void 0);
  emitInstall(st, cmd2, manager, [spec, ...pkgs.slice(1).map((w) => npmSpec(w, false))], true);
  launchMcp(st, cmd2, target.v.text, p.operands.slice(pkgs.length ? 0 : 1));
  return void 0;
}
function simpleInstall(st, cmd2, p, manager, specWords, sourceOf, pinnedAll) {
  emitInstall(
    st,
    cmd2,
    manager,
    specWords.map((w) => ({ word: w, spec: w.v.text, source: sourceOf(w.v.text), pinned: pinnedAll })),
    false
  );
  void p;
}
function gem(st, cmd2) {
  if (cmd2.argv[1]?.v.text !== "install") return void 0;
  const p = parseOpts(cmd2.argv.slice(2), {
    short: "vsin",
    long: ["version", "source", "install-dir", "bindir", "clear-sources"]
  });
  const source2 = valueOfOpt(p, "-s", "--source");
  if (source2) config(st, cmd2, "package-registry", source2.v.text);
  const version = valueOfOpt(p, "-v", "--version")?.v.text ?? "";
  simpleInstall(
    st,
    cmd2,
    p,
    "gem",
    p.operands,
    (t) => /\.gem$/.test(t) ? "path" : source2 ? "custom-index" : "registry",
    EXACT_SEMVER.test(version)
  );
  return void 0;
}
function cargo(st, cmd2) {
  if (cmd2.argv[1]?.v.text !== "install") return void 0;
  const p = parseOpts(cmd2.argv.slice(2), {
    long: [
      "version",
      "git",
      "path",
      "registry",
      "index",
      "branch",
      "tag",
      "rev",
      "root",
      "features",
      "bin",
      "target"
    ]
  });
  const git2 = valueOfOpt(p, "--git");
  const path2 = valueOfOpt(p, "--path");
  const index = valueOfOpt(p, "--index", "--registry");
  if (index) config(st, cmd2, "package-registry", index.v.text);
  const version = valueOfOpt(p, "--version")?.v.text.replace(/^=/, "") ?? "";
  const pinned = EXACT_SEMVER.test(version) || has(p, "--rev") || has(p, "--locked") && EXACT_SEMVER.test(version);
  const words2 = p.operands.length ? p.operands : [git2 ?? path2 ?? cmd2.argv[1]];
  simpleInstall(
    st,
    cmd2,
    p,
    "cargo",
    words2,
    () => git2 ? "git" : path2 ? "path" : index ? "custom-index" : "registry",
    pinned
  );
  return void 0;
}
var GO_MODULE_AT = /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}(?:\/[\w.~-]{1,128}){1,16}@[\w.+-]{1,80}$/i;
function goFetchesDirect(st, cmd2) {
  const value2 = (name2) => cmd2.assigns?.find((a) => a.name === name2)?.value.text ?? st.vars.get(name2)?.text ?? "";
  return /^(?:direct|off)$/.test(value2("GOPROXY").trim()) || value2("GOINSECURE") !== "" || value2("GONOSUMDB") !== "" || value2("GOPRIVATE") !== "" || value2("GOSUMDB") === "off" || /-insecure/.test(value2("GOFLAGS"));
}
function goRun(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(2), { stopAtOperand: true });
  const w = p.operands[0];
  const t = w?.v.text ?? "";
  if (!w || !GO_MODULE_AT.test(t)) return;
  const version = t.slice(t.lastIndexOf("@") + 1);
  emitInstall(
    st,
    cmd2,
    "go",
    [{ word: w, spec: t, source: "registry", pinned: EXACT_SEMVER.test(version) }],
    true
  );
  if (!goFetchesDirect(st, cmd2)) return;
  const url = `https://${t.slice(0, t.lastIndexOf("@"))}`;
  const endpoint = endpointOf(url, st.unit.hosts);
  st.emit({ kind: "fetch", endpoint, tool: "go" }, cmd2.start, cmd2.end);
  const code = { text: `$(go run ${t})`, literal: false, taints: ["download"], from: url };
  runCode2(st, void 0, "go run", code, { start: cmd2.start, end: cmd2.end }, { endpoint });
}
function goTool(st, cmd2) {
  const sub = cmd2.argv[1]?.v.text;
  if (sub === "run") goRun(st, cmd2);
  if (sub !== "install" && sub !== "get") return void 0;
  const p = parseOpts(cmd2.argv.slice(2), {});
  for (const w of p.operands.slice(0, 32)) {
    const t = w.v.text;
    const version = t.includes("@") ? t.slice(t.lastIndexOf("@") + 1) : "";
    const source2 = /^\.{1,2}(?:\/|$)/.test(t) ? "path" : "registry";
    emitInstall(st, cmd2, "go", [{ word: w, spec: t, source: source2, pinned: EXACT_SEMVER.test(version) }], false);
  }
  return void 0;
}
function brew(st, cmd2) {
  const sub = cmd2.argv[1]?.v.text;
  if (sub === "tap" && cmd2.argv[3])
    config(st, cmd2, "package-registry", `${cmd2.argv[2]?.v.text ?? ""} ${cmd2.argv[3].v.text}`);
  if (sub !== "install" && sub !== "reinstall") return void 0;
  const p = parseOpts(cmd2.argv.slice(2), {});
  simpleInstall(
    st,
    cmd2,
    p,
    "brew",
    p.operands,
    (t) => /^https?:\/\//.test(t) ? "url" : /\.rb$/.test(t) ? "path" : "registry",
    false
  );
  return void 0;
}
var ENV_CONFIG = [
  [
    /^(?:PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|PIP_FIND_LINKS|UV_INDEX_URL|UV_EXTRA_INDEX_URL|UV_INDEX|UV_DEFAULT_INDEX|POETRY_REPOSITORIES_\w{1,64}_URL)$/,
    "package-index"
  ],
  [
    /^(?:NPM_CONFIG_REGISTRY|npm_config_registry|YARN_REGISTRY|YARN_NPM_REGISTRY_SERVER|BUN_CONFIG_REGISTRY|GOPROXY|CARGO_REGISTRIES_\w{1,64}_INDEX|GEM_SOURCE|PNPM_REGISTRY)$/,
    "package-registry"
  ],
  [/^(?:HTTPS?_PROXY|https?_proxy|ALL_PROXY|all_proxy)$/, "proxy"],
  [
    /^(?:NODE_TLS_REJECT_UNAUTHORIZED|PIP_TRUSTED_HOST|GONOSUMDB|GONOSUMCHECK|GOINSECURE|GOFLAGS|GIT_SSL_NO_VERIFY|npm_config_strict_ssl)$/,
    "other"
  ]
];
function configFromAssignment(st, a) {
  for (const [re, setting] of ENV_CONFIG) {
    if (!re.test(a.name)) continue;
    if (setting === "other" && a.name === "GOFLAGS" && !/-insecure/.test(a.value.text)) return;
    if (setting === "other" && a.name === "NODE_TLS_REJECT_UNAUTHORIZED" && a.value.text.trim() !== "0")
      return;
    st.emit({ kind: "config", setting, value: `${a.name}=${a.value.text}`.slice(0, 300) }, a.start, a.end);
    return;
  }
}
var PACKAGE_HANDLERS = [
  ["npm", nodeManager],
  ["pnpm", nodeManager],
  ["yarn", nodeManager],
  ["bun-install", nodeManager],
  ["npx", (st, cmd2) => npx(st, cmd2)],
  ["bunx", (st, cmd2) => npx(st, cmd2)],
  ["pnpx", (st, cmd2) => npx(st, cmd2)],
  ["gem", gem],
  ["cargo", cargo],
  ["go", goTool],
  ["brew", brew]
];

// src/analysis/code/shell/handlers/array-builtins.ts
var NAME2 = /^[A-Za-z_]\w{0,63}$/;
var MAX_LINES = 256;
function printfToVar(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const name2 = args2[0]?.v.text === "-v" ? args2[1] : void 0;
  if (!name2 || !NAME2.test(name2.v.text)) return void 0;
  const printed = st.exec({ ...withArgv(cmd2, [cmd2.argv[0], ...args2.slice(2)]), redirs: [] });
  st.setVar(name2.v.text, printed ?? literal(""));
  return literal("");
}
function mapfile(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "dnOsuCc" });
  const name2 = p.operands[0]?.v.text ?? "MAPFILE";
  if (!NAME2.test(name2)) return void 0;
  const input = cmd2.stdin;
  const arr = /* @__PURE__ */ new Map();
  if (input?.literal) {
    const lines = input.text.split("\n");
    if (lines[lines.length - 1] === "") lines.pop();
    for (const [i2, l] of lines.slice(0, MAX_LINES).entries()) arr.set(String(i2), literal(l));
  } else if (input) arr.set("0", input);
  st.setVar(name2, assignArray(st, name2, arr, false));
  return literal("");
}
var ARRAY_BUILTIN_HANDLERS = [
  ["printf", printfToVar],
  ["mapfile", mapfile],
  ["readarray", mapfile]
];

// src/analysis/code/shell/channel-messages.ts
var FORGE_LONG = [
  "repo",
  "body",
  "body-file",
  "title",
  "hostname",
  "method",
  "raw-field",
  "field",
  "input",
  "header",
  "jq",
  "template",
  "label",
  "assignee",
  "milestone",
  "project",
  "base",
  "head",
  "reviewer",
  "desc",
  "filename",
  "notes",
  "notes-file",
  "target",
  "message",
  "description",
  "cache",
  "preview",
  "edit",
  "visibility"
];
var GH_HOST = {
  kind: "forge",
  defaultHost: "github.com",
  apiHost: "api.github.com",
  hostVar: "GH_HOST"
};
var GLAB_HOST = {
  kind: "forge",
  defaultHost: "gitlab.com",
  apiHost: "gitlab.com",
  hostVar: "GITLAB_HOST"
};
var MESSAGE_CHANNELS = [
  {
    programs: ["gh"],
    long: FORGE_LONG,
    commands: [
      {
        sub: /^(?:issue|pr) (?:comment|create|edit)$/,
        depth: 2,
        short: "RbFtHBlamprT",
        channel: "forge",
        to: GH_HOST,
        data: [
          { from: "text", opts: ["-b", "--body", "-t", "--title"] },
          { from: "file", opts: ["-F", "--body-file"] }
        ]
      },
      {
        sub: /^gist (?:create|new|edit)$/,
        depth: 2,
        short: "df",
        channel: "forge",
        to: GH_HOST,
        data: [{ from: "operands" }, { from: "stdin" }]
      },
      {
        sub: /^release (?:create|upload|edit)$/,
        depth: 2,
        short: "nFtR",
        channel: "forge",
        to: GH_HOST,
        data: [
          { from: "operands", skip: 1 },
          { from: "text", opts: ["-n", "--notes", "-t", "--title"] },
          { from: "file", opts: ["-F", "--notes-file"] }
        ]
      },
      {
        sub: /^api$/,
        depth: 1,
        short: "fFHXpqt",
        channel: "http",
        to: { ...GH_HOST, api: true },
        data: [
          { from: "field", opts: ["-f", "--raw-field", "-F", "--field"] },
          { from: "file", opts: ["--input"] }
        ]
      }
    ]
  },
  {
    programs: ["glab"],
    long: FORGE_LONG,
    commands: [
      {
        sub: /^(?:issue|mr) (?:note|comment|create|update)$/,
        depth: 2,
        short: "mdtlaRbs",
        channel: "forge",
        to: GLAB_HOST,
        data: [{ from: "text", opts: ["-m", "--message", "-d", "--description", "-t", "--title"] }]
      },
      {
        sub: /^snippet (?:create|new)$/,
        depth: 2,
        short: "tdfvR",
        channel: "forge",
        to: GLAB_HOST,
        data: [{ from: "operands" }, { from: "stdin" }]
      },
      {
        sub: /^release (?:create|upload)$/,
        depth: 2,
        short: "NnrFR",
        channel: "forge",
        to: GLAB_HOST,
        data: [
          { from: "operands", skip: 1 },
          { from: "text", opts: ["-N", "--notes"] }
        ]
      },
      {
        sub: /^api$/,
        depth: 1,
        short: "fFHX",
        channel: "http",
        to: { ...GLAB_HOST, api: true },
        data: [
          { from: "field", opts: ["-f", "--raw-field", "-F", "--field"] },
          { from: "file", opts: ["--input"] }
        ]
      }
    ]
  },
  {
    // util-linux logger: `-n HOST` sends each message to a remote syslog server (UDP 514 by default).
    programs: ["logger"],
    short: "nPtpfSu",
    long: ["server", "port", "tag", "priority", "file", "id", "socket", "size", "sd-id", "sd-param", "msgid"],
    commands: [
      {
        sub: /^/,
        depth: 0,
        channel: "socket",
        to: { kind: "host-option", hostOpts: ["-n", "--server"], portOpts: ["-P", "--port"] },
        data: [
          { from: "operands", text: true },
          { from: "text", opts: ["-t", "--tag"] },
          { from: "file", opts: ["-f", "--file"] },
          { from: "stdin" }
        ],
        requires: ["-n", "--server"]
      }
    ]
  },
  {
    // swaks: an SMTP test tool that sends a whole message (body, attachments, headers) to any server.
    programs: ["swaks"],
    short: "tsfp",
    long: [
      "to",
      "from",
      "server",
      "port",
      "body",
      "attach",
      "attach-body",
      "header",
      "add-header",
      "data",
      "auth-user",
      "auth-password",
      "helo"
    ],
    commands: [
      {
        sub: /^/,
        depth: 0,
        channel: "mail",
        to: {
          kind: "host-option",
          hostOpts: ["-s", "--server"],
          portOpts: ["-p", "--port"],
          recipientOpts: ["-t", "--to"]
        },
        data: [
          { from: "text", opts: ["--body", "--header", "--add-header", "--data"] },
          { from: "file", opts: ["--attach", "--attach-body"] }
        ]
      }
    ]
  },
  {
    programs: ["wormhole"],
    long: ["code", "relay-url", "transit-helper", "text"],
    commands: [
      {
        sub: /^send$/,
        depth: 1,
        channel: "other",
        to: { kind: "fixed", host: "relay.magic-wormhole.io" },
        data: [{ from: "operands" }, { from: "text", opts: ["--text"] }]
      }
    ]
  },
  {
    programs: ["croc"],
    long: ["relay", "code", "pass", "text"],
    commands: [
      {
        sub: /^send$/,
        depth: 1,
        channel: "other",
        to: { kind: "fixed", host: "croc.schollz.com" },
        data: [{ from: "operands" }, { from: "text", opts: ["--text"] }]
      }
    ]
  }
];

// src/analysis/code/shell/channel-storage.ts
var AWS_LONG = [
  "endpoint-url",
  "queue-url",
  "message-body",
  "entries",
  "topic-arn",
  "message",
  "subject",
  "stream-name",
  "partition-key",
  "data",
  "record",
  "records",
  "function-name",
  "payload",
  "log-group-name",
  "log-stream-name",
  "log-events",
  "profile",
  "region",
  "output",
  "query",
  "color",
  "ca-bundle",
  "cli-read-timeout",
  "cli-connect-timeout",
  "exclude",
  "include",
  "acl",
  "grants",
  "storage-class",
  "sse",
  "sse-c",
  "sse-c-key",
  "sse-kms-key-id",
  "content-type",
  "content-encoding",
  "content-language",
  "content-disposition",
  "cache-control",
  "expires",
  "metadata",
  "metadata-directive",
  "website-redirect",
  "expected-size",
  "page-size",
  "source-region",
  "checksum-algorithm"
];
var AWS_MESSAGES = [
  [/^sqs send-message(?:-batch)?$/, ["--message-body", "--entries"]],
  [/^sns publish$/, ["--message", "--subject"]],
  [/^(?:kinesis put-records?|firehose put-record(?:-batch)?)$/, ["--data", "--record", "--records"]],
  [/^lambda invoke$/, ["--payload"]],
  [/^events put-events$/, ["--entries"]],
  [/^logs put-log-events$/, ["--log-events"]]
];
var S3 = { s3: "s3.amazonaws.com" };
var GS = { gs: "storage.googleapis.com" };
var STORAGE_CHANNELS = [
  {
    programs: ["aws"],
    long: AWS_LONG,
    commands: [
      {
        sub: /^s3 (?:cp|sync|mv)$/,
        depth: 2,
        channel: "storage",
        to: {
          kind: "bucket",
          schemes: S3,
          endpointOpts: ["--endpoint-url"],
          endpointVars: ["AWS_ENDPOINT_URL_S3", "AWS_ENDPOINT_URL"]
        },
        data: [{ from: "operands" }]
      },
      // Queues, topics, streams and functions: the message goes to the AWS account in use unless an
      // `--endpoint-url` (or a queue URL on another host) names a server, which then receives it.
      ...AWS_MESSAGES.map(([sub, opts]) => ({
        sub,
        depth: 2,
        channel: "http",
        to: { kind: "host-option", hostOpts: ["--endpoint-url", "--queue-url"] },
        data: [{ from: "text", opts }]
      }))
    ]
  },
  {
    programs: ["s3cmd"],
    long: ["host", "host-bucket", "config", "exclude", "include", "mime-type", "add-header"],
    commands: [
      {
        sub: /^(?:put|sync|mv)$/,
        depth: 1,
        channel: "storage",
        to: { kind: "bucket", schemes: S3, endpointOpts: ["--host"] },
        data: [{ from: "operands" }]
      }
    ]
  },
  {
    programs: ["gsutil"],
    short: "ohuzjx",
    commands: [
      {
        sub: /^(?:cp|rsync|mv)$/,
        depth: 1,
        channel: "storage",
        to: { kind: "bucket", schemes: GS },
        data: [{ from: "operands" }]
      }
    ]
  },
  {
    programs: ["gcloud"],
    long: [
      "project",
      "account",
      "configuration",
      "exclude",
      "content-type",
      "cache-control",
      "billing-project"
    ],
    commands: [
      {
        sub: /^storage (?:cp|rsync|mv)$/,
        depth: 2,
        channel: "storage",
        to: { kind: "bucket", schemes: GS },
        data: [{ from: "operands" }]
      }
    ]
  },
  {
    programs: ["azcopy"],
    long: ["include-pattern", "exclude-pattern", "log-level", "from-to", "cap-mbps", "block-size-mb"],
    commands: [
      {
        sub: /^(?:copy|cp|sync)$/,
        depth: 1,
        channel: "storage",
        to: { kind: "bucket", schemes: { https: "" } },
        data: [{ from: "operands" }]
      }
    ]
  },
  {
    programs: ["az"],
    short: "fcnsd",
    long: [
      "file",
      "container-name",
      "name",
      "account-name",
      "account-key",
      "connection-string",
      "blob-endpoint",
      "sas-token",
      "source",
      "destination",
      "destination-path",
      "pattern",
      "subscription",
      "auth-mode",
      "content-type",
      "type",
      "tier",
      "output",
      "query"
    ],
    commands: [
      {
        sub: /^storage blob (?:upload|upload-batch|sync)$/,
        depth: 3,
        channel: "storage",
        to: { kind: "azure-account" },
        data: [{ from: "file", opts: ["-f", "--file", "-s", "--source"] }]
      }
    ]
  },
  {
    programs: ["rclone"],
    long: [
      "config",
      "exclude",
      "include",
      "filter",
      "exclude-from",
      "include-from",
      "filter-from",
      "files-from",
      "transfers",
      "checkers",
      "bwlimit",
      "log-file",
      "log-level",
      "backup-dir",
      "s3-endpoint",
      "s3-provider",
      "webdav-url",
      "http-url",
      "sftp-host",
      "ftp-host",
      "swift-auth"
    ],
    commands: [
      {
        sub: /^(?:copy|sync|move|copyto|moveto|rcat)$/,
        depth: 1,
        channel: "storage",
        to: { kind: "rclone-remote" },
        data: [{ from: "operands" }, { from: "stdin" }]
      }
    ]
  },
  {
    programs: ["mc"],
    long: ["config-dir", "exclude", "attr", "storage-class", "encrypt", "encrypt-key", "tags"],
    commands: [
      {
        sub: /^(?:cp|mirror|mv|pipe)$/,
        depth: 1,
        channel: "storage",
        to: { kind: "mc-alias" },
        data: [{ from: "operands" }, { from: "stdin" }]
      }
    ]
  }
];

// src/analysis/code/shell/handlers/http.ts
var CARRIED = ["secret", "file", "system-info", "conversation", "env"];
function carries(v) {
  return v.taints.some((t) => CARRIED.includes(t));
}
function downloadValue(tool, url) {
  const u = url?.v;
  const taints = ["download"];
  if (u?.taints.includes("unknown")) taints.push("unknown");
  return {
    text: `$(${tool} ${(u?.text ?? "").slice(0, 200)})`,
    literal: false,
    taints,
    ...u?.text ? { from: u.text.slice(0, 300) } : {},
    ...u?.vars?.length ? { vars: u.vars } : {}
  };
}
function secretEnvReads(st, words2) {
  for (const w of words2)
    if (w.v.secret === "env-secret")
      st.emit({ kind: "read", target: w.v, secret: "env-secret" }, w.start, w.end);
}
var CREDENTIAL_HEADER2 = /^\s*(?:[\w-]{0,40}authorization|cookie|x-api-key|api-key|[\w-]{0,40}token|[\w-]{0,40}api[-_]?key|[\w-]{0,40}secret|[\w-]{0,40}password)\s*:/i;
function isCredentialHeader(text) {
  return CREDENTIAL_HEADER2.test(text);
}
function urlPayload(url, into) {
  if (!carries(url.v)) return;
  const { cred, data: data3 } = splitUrlValue(url.v);
  if (cred) into.credentials.push({ ...url, v: cred });
  if (data3) into.data.push({ ...url, v: data3 });
}
var joined3 = (ws) => ws.length ? joinValues(ws.map((w) => w.v)) : void 0;
function credentialsOf(p) {
  const c = joined3(p.credentials);
  return c ? { credentials: c } : {};
}
function sendHttp(st, cmd2, endpoint, p) {
  secretEnvReads(st, p.data);
  st.emit(
    { kind: "send", endpoint, channel: "http", data: joined3(p.data) ?? literal(""), ...credentialsOf(p) },
    cmd2.start,
    cmd2.end
  );
}
function endpointOfWord(st, v) {
  if (!v.literal && (v.text.startsWith("$(") || v.text.startsWith("${")))
    return { url: v.text.slice(0, 300), cls: "unknown" };
  return endpointOfValue(v, st.unit.hosts);
}
var DISCARD3 = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "-"]);
function basename(url) {
  const q = url.search(/[?#]/);
  const path2 = q >= 0 ? url.slice(0, q) : url;
  const slash = path2.lastIndexOf("/");
  return slash >= 0 ? path2.slice(slash + 1) : path2;
}
function dataArg(st, cmd2, w, at) {
  const t = w.v.text;
  const path2 = t.slice(at);
  if (path2 === "-") return { ...w, v: cmd2.stdin ?? literal("") };
  return { ...w, v: readFile(st, { ...w, v: { ...w.v, text: path2 } }, cmd2, "curl") };
}
var CURL_SHORT = "dHXAeuFTbcxwmoKEyYzDUPQtrCh";
var CURL_LONG = [
  "data",
  "data-raw",
  "data-binary",
  "data-urlencode",
  "data-ascii",
  "json",
  "header",
  "request",
  "user-agent",
  "referer",
  "user",
  "form",
  "form-string",
  "upload-file",
  "cookie",
  "cookie-jar",
  "proxy",
  "write-out",
  "max-time",
  "connect-timeout",
  "output",
  "url",
  "config",
  "cert",
  "key",
  "cacert",
  "retry",
  "resolve",
  "range",
  "limit-rate",
  "dns-servers",
  "interface",
  "oauth2-bearer",
  "proxy-user",
  "continue-at",
  "output-dir",
  "retry-delay",
  "retry-max-time",
  "variable",
  "aws-sigv4",
  "unix-socket",
  "connect-to",
  "max-filesize"
];
function curlData(st, cmd2, p) {
  const data3 = [];
  const credentials = [];
  for (const o of p.opts) {
    if (!o.value) continue;
    const n = o.name;
    const t = o.value.v.text;
    if (n === "-d" || n.startsWith("--data") || n === "--json") {
      const at = n === "--data-raw" ? -1 : t.startsWith("@") ? 1 : n === "--data-urlencode" ? t.indexOf("@") + 1 : -1;
      data3.push(at > 0 && (at === 1 || /^[\w.-]*@/.test(t)) ? dataArg(st, cmd2, o.value, at) : o.value);
    } else if (n === "-F" || n === "--form") {
      const m = /^[^=]{0,128}=([@<])/.exec(t);
      data3.push(m ? dataArg(st, cmd2, o.value, m[0].length) : o.value);
    } else if (n === "-T" || n === "--upload-file")
      data3.push(dataArg(st, cmd2, { ...o.value, v: { ...o.value.v, text: `@${t}` } }, 1));
    else if (n === "-u" || n === "--user" || n === "-b" || n === "--cookie" || n === "--oauth2-bearer")
      credentials.push(o.value);
    else if (n === "-H" || n === "--header") {
      if (isCredentialHeader(t)) credentials.push(o.value);
      else if (carries(o.value.v)) data3.push(o.value);
    }
  }
  return { data: data3, credentials };
}
function curl2(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: CURL_SHORT, long: CURL_LONG });
  const operands2 = [...p.operands, ...valuesOfOpt(p, "--url")].filter((w) => w.v.text !== "");
  const urlLike = operands2.filter((w) => looksLikeUrl(w.v.text) || w.v.text.includes("://"));
  const urls = urlLike.length ? urlLike : operands2.slice(0, 1);
  const payload = curlData(st, cmd2, p);
  const method = valueOfOpt(p, "-X", "--request")?.v.text.toUpperCase();
  const output = valueOfOpt(p, "-o", "--output");
  const remoteName = has(p, "-O", "--remote-name", "--remote-name-all");
  const dir = valueOfOpt(p, "--output-dir")?.v.text;
  let stdout = literal("");
  for (const url of urls.slice(0, 16)) {
    const endpoint = endpointOfWord(st, url.v);
    const named = output?.v.text ?? (remoteName ? (dir ? `${dir}/` : "") + basename(url.v.text) : void 0);
    const discarded = named !== void 0 && DISCARD3.has(named);
    const file = discarded ? void 0 : named;
    const p2 = { data: [...payload.data], credentials: [...payload.credentials] };
    urlPayload(url, p2);
    st.emit(
      { kind: "fetch", endpoint, tool: "curl", ...file ? { file } : {}, ...credentialsOf(p2) },
      cmd2.start,
      cmd2.end
    );
    if (p2.data.length || method && method !== "GET" && method !== "HEAD") sendHttp(st, cmd2, endpoint, p2);
    const content = downloadValue("curl", url);
    if (output?.proc?.dir === "out") st.runSubstitution(output.proc.node, content);
    else if (file) saveDownload(st, file, { content, endpoint }, cmd2.start, cmd2.end);
    else if (!discarded) stdout = content;
  }
  return stdout;
}
var WGET_SHORT = "OoPUitTeawlARDBQ";
var WGET_LONG = [
  "output-document",
  "output-file",
  "directory-prefix",
  "user-agent",
  "input-file",
  "tries",
  "timeout",
  "execute",
  "append-output",
  "wait",
  "level",
  "accept",
  "reject",
  "domains",
  "base",
  "quota",
  "post-data",
  "post-file",
  "body-data",
  "body-file",
  "method",
  "header",
  "user",
  "password",
  "http-user",
  "http-password",
  "referer",
  "load-cookies",
  "save-cookies",
  "ca-certificate",
  "certificate",
  "private-key"
];
function wget(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: WGET_SHORT, long: WGET_LONG });
  const output = valueOfOpt(p, "-O", "--output-document")?.v.text;
  const dir = valueOfOpt(p, "-P", "--directory-prefix")?.v.text;
  const data3 = [];
  const credentials = [];
  for (const o of p.opts) {
    if (!o.value) continue;
    if (o.name === "--post-data" || o.name === "--body-data") data3.push(o.value);
    if (o.name === "--post-file" || o.name === "--body-file")
      data3.push(dataArg(st, cmd2, { ...o.value, v: { ...o.value.v, text: `@${o.value.v.text}` } }, 1));
    if (o.name === "--password" || o.name === "--http-password" || o.name === "--user" || o.name === "--http-user")
      credentials.push(o.value);
    if (o.name === "--header") {
      if (isCredentialHeader(o.value.v.text)) credentials.push(o.value);
      else if (carries(o.value.v)) data3.push(o.value);
    }
  }
  const method = valueOfOpt(p, "--method")?.v.text.toUpperCase();
  if (has(p, "-b", "--background")) st.emit({ kind: "detach", how: "wget --background" }, cmd2.start, cmd2.end);
  const piped = valueOfOpt(p, "-O", "--output-document")?.proc;
  let stdout = literal("");
  for (const url of p.operands.slice(0, 16)) {
    const endpoint = endpointOfWord(st, url.v);
    const file = output !== void 0 && DISCARD3.has(output) ? void 0 : output ?? (dir ? `${dir}/` : "") + (basename(url.v.text) || "index.html");
    const p2 = { data: [...data3], credentials: [...credentials] };
    urlPayload(url, p2);
    st.emit(
      { kind: "fetch", endpoint, tool: "wget", ...file ? { file } : {}, ...credentialsOf(p2) },
      cmd2.start,
      cmd2.end
    );
    if (p2.data.length || method && method !== "GET") sendHttp(st, cmd2, endpoint, p2);
    const content = downloadValue("wget", url);
    if (piped?.dir === "out") st.runSubstitution(piped.node, content);
    else if (file) saveDownload(st, file, { content, endpoint }, cmd2.start, cmd2.end);
    else if (output === "-") stdout = content;
  }
  return stdout;
}
function aria2c(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {
    short: "odixsj",
    long: ["out", "dir", "input-file", "split", "header"]
  });
  const out2 = valueOfOpt(p, "-o", "--out")?.v.text;
  const dir = valueOfOpt(p, "-d", "--dir")?.v.text;
  for (const url of p.operands.slice(0, 16)) {
    const endpoint = endpointOfWord(st, url.v);
    const file = (dir ? `${dir}/` : "") + (out2 ?? basename(url.v.text));
    st.emit({ kind: "fetch", endpoint, tool: "aria2c", file }, cmd2.start, cmd2.end);
    saveDownload(st, file, { content: downloadValue("aria2c", url), endpoint }, cmd2.start, cmd2.end);
  }
  return literal("");
}
var HTTP_METHODS = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/;
function httpie(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {
    short: "aAov",
    long: ["auth", "auth-type", "output", "session", "verify", "cert", "cert-key", "timeout", "proxy"]
  });
  const ops = [...p.operands];
  const method = ops[0] && HTTP_METHODS.test(ops[0].v.text) ? ops.shift().v.text : void 0;
  const url = ops.shift();
  if (!url) return literal("");
  const endpoint = endpointOfWord(st, url.v);
  const download2 = has(p, "-d", "--download");
  const payload = { data: [], credentials: [] };
  const auth = valueOfOpt(p, "-a", "--auth");
  if (auth) payload.credentials.push(auth);
  for (const item of ops.slice(0, 64)) {
    const t = item.v.text;
    const fileItem = /^[^=:@]{0,128}(?::=@|=@|@)/.exec(t);
    if (fileItem) payload.data.push(dataArg(st, cmd2, item, fileItem[0].length));
    else if (/^[^=:]{1,128}:[^=]/.test(t)) {
      if (isCredentialHeader(t)) payload.credentials.push(item);
      else if (carries(item.v)) payload.data.push(item);
    } else if (/^[^=:]{1,128}:=|^[^=:]{1,128}==?/.test(t)) payload.data.push(item);
  }
  if (cmd2.stdin && !has(p, "--ignore-stdin", "-I"))
    payload.data.push({ v: cmd2.stdin, start: cmd2.start, end: cmd2.end });
  urlPayload(url, payload);
  const file = download2 ? valueOfOpt(p, "-o", "--output")?.v.text ?? basename(url.v.text) : void 0;
  st.emit(
    { kind: "fetch", endpoint, tool: cmd2.name, ...file ? { file } : {}, ...credentialsOf(payload) },
    cmd2.start,
    cmd2.end
  );
  if (payload.data.length || method && method !== "GET") sendHttp(st, cmd2, endpoint, payload);
  const content = downloadValue(cmd2.name, url);
  if (file) {
    saveDownload(st, file, { content, endpoint }, cmd2.start, cmd2.end);
    return literal("");
  }
  return content;
}
function lwp(st, cmd2) {
  const ops = cmd2.argv.slice(1).filter((w) => !w.v.text.startsWith("-"));
  const url = ops[0];
  if (!url) return literal("");
  const endpoint = endpointOfWord(st, url.v);
  const file = cmd2.name === "lwp-download" ? ops[1]?.v.text ?? basename(url.v.text) : void 0;
  st.emit({ kind: "fetch", endpoint, tool: cmd2.name, ...file ? { file } : {} }, cmd2.start, cmd2.end);
  const method = cmd2.name === "lwp-request" ? cmd2.argv.find((_w, i2) => cmd2.argv[i2 - 1]?.v.text === "-m")?.v.text : cmd2.name;
  if (cmd2.stdin && /^(?:POST|PUT)$/i.test(method ?? ""))
    sendHttp(st, cmd2, endpoint, {
      data: [{ v: cmd2.stdin, start: cmd2.start, end: cmd2.end }],
      credentials: []
    });
  const content = downloadValue(cmd2.name, url);
  if (file) {
    saveDownload(st, file, { content, endpoint }, cmd2.start, cmd2.end);
    return literal("");
  }
  return content;
}
var HTTP_HANDLERS2 = [
  ["curl", curl2],
  ["wget", wget],
  ["aria2c", aria2c],
  ["http", httpie],
  ["xh", httpie],
  ["lwp-download", lwp],
  ["lwp-request", lwp],
  ["get", lwp],
  ["post", lwp]
];

// src/analysis/code/shell/handlers/channels.ts
var none = () => false;
function variable2(st, cmd2, name2) {
  const v = cmd2.assigns.find((a) => a.name === name2)?.value ?? st.vars.get(name2);
  return v?.literal && v.text !== "" ? v.text : void 0;
}
var SCHEME = /^([a-z][a-z0-9+.-]{0,15}):\/\//i;
function bucket(st, cmd2, p, ops, to) {
  const isRemote = (w) => {
    const s = SCHEME.exec(w.v.text)?.[1]?.toLowerCase();
    return s !== void 0 && Object.hasOwn(to.schemes, s);
  };
  const last = ops[ops.length - 1];
  if (!last || !isRemote(last)) return void 0;
  const given = valueOfOpt(p, ...to.endpointOpts ?? []);
  if (given) return { endpoint: endpointOfWord(st, given.v), remote: isRemote };
  for (const name2 of to.endpointVars ?? []) {
    const url = variable2(st, cmd2, name2);
    if (url) return { endpoint: endpointOf(url, st.unit.hosts), remote: isRemote };
  }
  const scheme = SCHEME.exec(last.v.text)[1].toLowerCase();
  const host = to.schemes[scheme];
  if (!host) return { endpoint: endpointOfWord(st, last.v), remote: isRemote };
  const endpoint = { url: last.v.text.slice(0, 300), host, cls: classifyHost(host, st.unit.hosts) };
  return { endpoint, remote: isRemote };
}
var RCLONE_REMOTE = /^(?::[a-z0-9]{1,32}(?:,[^:]{0,400})?|[\w.-]{2,64}):/i;
var RCLONE_HOST_OPTS = [
  "--s3-endpoint",
  "--webdav-url",
  "--http-url",
  "--sftp-host",
  "--ftp-host",
  "--swift-auth"
];
function rcloneRemote(st, p, ops) {
  const isRemote = (w) => RCLONE_REMOTE.test(w.v.text);
  const last = ops[ops.length - 1];
  if (!last || !isRemote(last)) return void 0;
  const inline = /[,:](?:endpoint|url|host)=([^,:]{1,300}(?::\/\/[^,:]{1,300})?)/i.exec(last.v.text)?.[1];
  const opt = valueOfOpt(p, ...RCLONE_HOST_OPTS);
  if (inline) return { endpoint: endpointOf(inline, st.unit.hosts), remote: isRemote };
  if (opt) return { endpoint: endpointOfWord(st, opt.v), remote: isRemote };
  const name2 = last.v.text.slice(0, last.v.text.indexOf(":", 1) + 1);
  return { endpoint: { url: `rclone remote ${name2}`.slice(0, 300), cls: "unknown" }, remote: isRemote };
}
var MC_STOCK = {
  play: "https://play.min.io",
  s3: "https://s3.amazonaws.com",
  gcs: "https://storage.googleapis.com",
  local: "http://localhost:9000"
};
function mcAlias(st, ops) {
  const urlOf = (w) => {
    const alias = w.v.text.split("/")[0] ?? "";
    return st.aliases.get(`mc:${alias}`) ?? (Object.hasOwn(MC_STOCK, alias) ? MC_STOCK[alias] : void 0);
  };
  const isRemote = (w) => urlOf(w) !== void 0;
  const last = ops[ops.length - 1];
  const url = last && urlOf(last);
  if (!url) return void 0;
  return { endpoint: endpointOf(url, st.unit.hosts), remote: isRemote };
}
function repoHost(text) {
  if (/^https?:\/\//i.test(text)) return endpointOf(text).host;
  const first3 = text.split("/")[0] ?? "";
  return text.split("/").length >= 3 && first3.includes(".") ? first3 : void 0;
}
function forge(st, cmd2, p, ops, to) {
  const repo = valueOfOpt(p, "-R", "--repo")?.v.text;
  const urlOperand = ops.find((w) => /^https?:\/\//i.test(w.v.text))?.v.text;
  const host = valueOfOpt(p, "--hostname")?.v.text ?? (repo ? repoHost(repo) : void 0) ?? (urlOperand ? repoHost(urlOperand) : void 0) ?? variable2(st, cmd2, to.hostVar) ?? to.defaultHost;
  if (to.api) {
    const apiHost = host === to.defaultHost ? to.apiHost : host;
    const path2 = (ops[0]?.v.text ?? "").replace(/^\/+/, "");
    return { endpoint: endpointOf(`https://${apiHost}/${path2}`, st.unit.hosts), remote: none };
  }
  const slug = repo ? repo.split("/").slice(-2).join("/") : "";
  const url = urlOperand ?? `https://${host}/${slug}`;
  return { endpoint: { ...endpointOf(url, st.unit.hosts), host: host.toLowerCase() }, remote: none };
}
function hostOption(st, p, to) {
  const host = to.hostOpts.map((o) => valueOfOpt(p, o)).find((w, i2) => w !== void 0 && (!to.hostOpts[i2].endsWith("-url") || w.v.text.includes("://")));
  if (host) {
    const port = valueOfOpt(p, ...to.portOpts ?? [])?.v.text;
    const ep = endpointOfWord(st, host.v);
    if (ep.cls === "unknown" && !host.v.literal) return { endpoint: ep, remote: none };
    return { endpoint: endpointOf(`${host.v.text}${port ? `:${port}` : ""}`, st.unit.hosts), remote: none };
  }
  const rcpt = valuesOfOpt(p, ...to.recipientOpts ?? []).find((w) => w.v.text.includes("@"));
  if (!rcpt) return void 0;
  return {
    endpoint: endpointOf(rcpt.v.text.slice(rcpt.v.text.lastIndexOf("@") + 1), st.unit.hosts),
    remote: none
  };
}
function azureAccount(st, cmd2, p) {
  const conn = valueOfOpt(p, "--connection-string")?.v.text ?? variable2(st, cmd2, "AZURE_STORAGE_CONNECTION_STRING");
  const blobEndpoint = valueOfOpt(p, "--blob-endpoint")?.v.text ?? (conn ? /BlobEndpoint=([^;]{1,300})/i.exec(conn)?.[1] : void 0);
  if (blobEndpoint) return { endpoint: endpointOf(blobEndpoint, st.unit.hosts), remote: none };
  const account = valueOfOpt(p, "--account-name")?.v.text ?? (conn ? /AccountName=([^;]{1,64})/i.exec(conn)?.[1] : void 0) ?? variable2(st, cmd2, "AZURE_STORAGE_ACCOUNT");
  const host = account && !account.includes("$") ? `${account}.blob.core.windows.net` : "blob.core.windows.net";
  return { endpoint: { url: `https://${host}`, host, cls: classifyHost(host, st.unit.hosts) }, remote: none };
}
function destination(st, cmd2, p, ops, to) {
  switch (to.kind) {
    case "bucket":
      return bucket(st, cmd2, p, ops, to);
    case "rclone-remote":
      return rcloneRemote(st, p, ops);
    case "mc-alias":
      return mcAlias(st, ops);
    case "forge":
      return forge(st, cmd2, p, ops, to);
    case "host-option":
      return hostOption(st, p, to);
    case "azure-account":
      return azureAccount(st, cmd2, p);
    case "fixed":
      return { endpoint: endpointOf(to.host, st.unit.hosts), remote: none };
  }
}
function fileContent(st, cmd2, w) {
  const path2 = w.v.text.startsWith("@") ? w.v.text.slice(1) : w.v.text;
  if (path2 === "-") return cmd2.stdin ? { ...w, v: cmd2.stdin } : void 0;
  if (path2 === "") return void 0;
  return { ...w, v: readFile(st, { ...w, v: { ...w.v, text: path2 } }, cmd2, cmd2.name) };
}
function collect(st, cmd2, p, ops, row, r) {
  const out2 = [];
  let primary = 0;
  const push = (w, counts) => {
    if (!w || out2.length >= 32) return;
    out2.push(w);
    if (counts) primary++;
  };
  for (const src of row.data) collectOne(st, cmd2, p, ops, src, r, push);
  if (primary === 0 && cmd2.stdin && row.data.some((d) => d.from === "stdin"))
    out2.push({ v: cmd2.stdin, start: cmd2.start, end: cmd2.end });
  return out2;
}
function collectOne(st, cmd2, p, ops, src, r, push) {
  switch (src.from) {
    case "operands":
      for (const w of ops.slice(src.skip ?? 0, 32)) {
        if (r.remote(w)) continue;
        push(src.text ? w : fileContent(st, cmd2, w), true);
      }
      return;
    case "text":
      for (const w of valuesOfOpt(p, ...src.opts)) push(w, false);
      return;
    case "file":
      for (const w of valuesOfOpt(p, ...src.opts)) push(fileContent(st, cmd2, w), true);
      return;
    case "field":
      for (const w of valuesOfOpt(p, ...src.opts)) {
        const eq = w.v.text.indexOf("=");
        const value2 = eq >= 0 ? w.v.text.slice(eq + 1) : "";
        push(value2.startsWith("@") ? fileContent(st, cmd2, { ...w, v: { ...w.v, text: value2 } }) : w, true);
      }
      return;
    case "stdin":
      return;
  }
}
function matchCommand(prog, ops) {
  return prog.commands.find(
    (c) => c.sub.test(
      ops.slice(0, c.depth).map((w) => w.v.text).join(" ")
    )
  );
}
function rememberAlias(st, ops) {
  const words2 = ops.map((w) => w.v.text);
  const at = words2[0] === "alias" && (words2[1] === "set" || words2[1] === "add") ? 2 : words2[0] === "config" && words2[1] === "host" && words2[2] === "add" ? 3 : -1;
  const name2 = words2[at];
  const url = words2[at + 1];
  if (at > 0 && name2 && url && st.aliases.size < 64) st.aliases.set(`mc:${name2}`, url);
}
function channelHandler(prog) {
  return (st, cmd2) => {
    const args2 = cmd2.argv.slice(1);
    let p = parseOpts(args2, { short: prog.short ?? "", long: prog.long ?? [] });
    if (prog.programs.includes("mc")) rememberAlias(st, p.operands);
    const row = matchCommand(prog, p.operands);
    if (!row) return void 0;
    if (row.short !== void 0) p = parseOpts(args2, { short: row.short, long: prog.long ?? [] });
    if (row.requires && !has(p, ...row.requires)) return void 0;
    const ops = p.operands.slice(row.depth);
    const r = destination(st, cmd2, p, ops, row.to);
    if (!r) return void 0;
    const data3 = collect(st, cmd2, p, ops, row, r);
    if (data3.length === 0) return void 0;
    secretEnvReads(st, data3);
    const sent = joinValues(data3.map((w) => w.v));
    st.emit({ kind: "send", endpoint: r.endpoint, channel: row.channel, data: sent }, cmd2.start, cmd2.end);
    return void 0;
  };
}
var CHANNEL_HANDLERS = [...STORAGE_CHANNELS, ...MESSAGE_CHANNELS].flatMap(
  (prog) => prog.programs.map((name2) => [name2, channelHandler(prog)])
);

// src/analysis/code/shell/handlers/checksums.ts
var DIGEST_LENGTHS = /* @__PURE__ */ new Set([40, 56, 64, 96, 128]);
var GNU_LINE = /^\\?([0-9a-fA-F]{40,128})[ \t]{1,2}\*?(\S[^\n]{0,400})$/;
var BSD_LINE = /^[A-Z0-9-]{2,12} ?\(([^\n]{1,400})\) ?= ?([0-9a-fA-F]{40,128})$/;
function checked(st, list) {
  if (list.taints.includes("download")) return;
  for (const line of list.text.split("\n").slice(0, 64)) {
    const gnu = GNU_LINE.exec(line.trim());
    const bsd = gnu ? void 0 : BSD_LINE.exec(line.trim());
    const [hash, path2] = gnu ? [gnu[1], gnu[2]] : bsd ? [bsd[2], bsd[1]] : [];
    if (!hash || !path2 || !DIGEST_LENGTHS.has(hash.length)) continue;
    const info2 = st.fileAt(path2.trim());
    if (!info2?.content.taints.includes("download") || info2.content.taints.includes("verified")) continue;
    info2.content = { ...info2.content, taints: [...info2.content.taints, "verified"] };
  }
}
function checksum(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  if (!args2.some((w) => w.v.text === "-c" || w.v.text === "--check" || /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w.v.text)))
    return void 0;
  const lists = args2.filter((w) => !w.v.text.startsWith("-") && !/^\d{1,3}$/.test(w.v.text));
  if (lists.length === 0 && cmd2.stdin) checked(st, cmd2.stdin);
  for (const w of lists.slice(0, 8)) checked(st, readFile(st, w, cmd2, cmd2.name));
  return literal("");
}
var CHECKSUM_HANDLERS = [
  "sha256sum",
  "sha512sum",
  "sha1sum",
  "sha224sum",
  "sha384sum",
  "b2sum",
  "shasum"
].map((n) => [n, checksum]);

// src/analysis/code/shell/handlers/cli-tokens.ts
function tokenPrinter(program) {
  return (st, cmd2) => {
    const words2 = cmd2.argv.slice(1, 12).map((w) => w.v.text).join(" ");
    const token = cliTokenOutput(program, words2);
    if (!token) return void 0;
    st.emit(
      { kind: "read", target: literal(token.command), secret: token.value.secret ?? "cli-login-token" },
      cmd2.start,
      cmd2.end
    );
    return token.value;
  };
}
var CLI_TOKEN_HANDLERS = CLI_TOKEN_PROGRAMS.map((p) => [
  p,
  tokenPrinter(p)
]);

// src/analysis/code/shell/handlers/containers.ts
function mountSource(flag2, value2) {
  if (flag2 === "--mount") {
    const m = /(?:^|,)(?:source|src)=([^,]+)/.exec(value2);
    return m && !/(?:^|,)type=(?:volume|tmpfs)(?:,|$)/.test(value2) ? m[1] : void 0;
  }
  const parts2 = value2.split(":");
  if (parts2.length < 2) return void 0;
  return /^[A-Za-z]$/.test(parts2[0]) && parts2.length > 2 ? `${parts2[0]}:${parts2[1]}` : parts2[0];
}
function buildSecrets(st, cmd2, args2) {
  for (let i2 = 0; i2 < args2.length && i2 < 200; i2++) {
    const t = args2[i2].v.text;
    const flag2 = t.startsWith("--secret") ? "--secret" : t.startsWith("--ssh") ? "--ssh" : void 0;
    if (!flag2) continue;
    const value2 = t.length > flag2.length ? t.slice(flag2.length + 1) : args2[++i2]?.v.text ?? "";
    const source2 = /(?:^|,)(?:src|source)=([^,]+)/.exec(value2)?.[1] ?? (flag2 === "--ssh" ? /=([^,]+)$/.exec(value2)?.[1] : void 0);
    const secret = source2 ? secretOfGlob(normalizeHome(source2)) : void 0;
    if (!source2 || !secret) continue;
    const target = { ...args2[i2].v, text: source2 };
    st.emit({ kind: "read", target, secret: secret.cls }, cmd2.start, cmd2.end);
    const id = /(?:^|,)id=([^,]{1,100})/.exec(value2)?.[1];
    if (flag2 === "--secret" && id) {
      const content = tainted(derived(`contents of ${source2}`, [target]), "secret", { secret: secret.cls });
      st.emit(
        { kind: "write", target: literal(`/run/secrets/${id}`), cls: "other", content, append: false },
        cmd2.start,
        cmd2.end
      );
    }
  }
  return void 0;
}
function containerRun(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const sub = args2[0]?.v.text;
  if (sub === "build" || sub === "buildx" && args2[1]?.v.text === "build" || sub === "image")
    return buildSecrets(st, cmd2, args2.slice(1));
  if (sub !== "run" && sub !== "create") return void 0;
  for (let i2 = 1; i2 < args2.length && i2 < 200; i2++) {
    const w = args2[i2];
    const t = w.v.text;
    if (!t.startsWith("-")) break;
    const eq = t.indexOf("=");
    const flag2 = eq > 0 && t.startsWith("--") ? t.slice(0, eq) : t;
    const inline = eq > 0 && t.startsWith("--") ? t.slice(eq + 1) : void 0;
    if (!DOCKER_RUN_VALUED.has(flag2)) continue;
    const valueWord = inline === void 0 ? args2[++i2] : void 0;
    const value2 = inline ?? valueWord?.v.text ?? "";
    if (flag2 !== "-v" && flag2 !== "--volume" && flag2 !== "--mount") continue;
    const source2 = mountSource(flag2, value2);
    const secret = source2 ? secretOfGlob(normalizeHome(source2)) : void 0;
    if (!source2 || !secret) continue;
    st.emit(
      { kind: "read", target: { ...valueWord?.v ?? w.v, text: source2 }, secret: secret.cls },
      cmd2.start,
      cmd2.end
    );
  }
  return void 0;
}
var CONTAINER_HANDLERS = [
  ["docker", containerRun],
  ["podman", containerRun],
  ["nerdctl", containerRun],
  ["buildah", containerRun]
];

// src/analysis/code/shell/jq-eval.ts
var MAX_RESULTS = 1e3;
var MAX_OUTPUT = 64 * 1024;
function parseFilter(filter) {
  const steps = [];
  for (const stage of filter.split("|")) {
    let s = stage.trim();
    if (s === "keys" || s === "keys[]") {
      steps.push({ kind: "keys" });
      if (s === "keys[]") steps.push({ kind: "each" });
      continue;
    }
    if (!s.startsWith(".")) return void 0;
    if (s === ".") continue;
    while (s.length > 0) {
      const m = /^\.?\[\]\??/.exec(s) ?? /^\.?\[(\d{1,6})\]\??/.exec(s) ?? /^\.?\["([^"\\\n]{0,200})"\]\??/.exec(s) ?? /^\."([^"\\\n]{0,200})"\??/.exec(s) ?? /^\.([A-Za-z_][\w]{0,200})\??/.exec(s);
      if (!m) return void 0;
      if (m[0].replace(/\?$/, "").endsWith("[]")) steps.push({ kind: "each" });
      else if (/^\.?\[\d/.test(m[0])) steps.push({ kind: "index", index: Number(m[1]) });
      else steps.push({ kind: "key", key: m[1] });
      s = s.slice(m[0].length);
      if (steps.length > 64) return void 0;
    }
  }
  return steps;
}
function apply2(step, v, out2) {
  if (out2.length >= MAX_RESULTS) return;
  if (step.kind === "key") {
    out2.push(
      v !== null && typeof v === "object" && !Array.isArray(v) && Object.hasOwn(v, step.key) ? v[step.key] : null
    );
  } else if (step.kind === "index") {
    out2.push(Array.isArray(v) ? v[step.index] ?? null : null);
  } else if (step.kind === "keys") {
    if (Array.isArray(v)) out2.push(v.map((_, i2) => i2));
    else if (v !== null && typeof v === "object") out2.push(Object.keys(v).sort());
  } else if (Array.isArray(v)) {
    for (const e of v.slice(0, MAX_RESULTS - out2.length)) out2.push(e);
  } else if (v !== null && typeof v === "object") {
    for (const e of Object.values(v).slice(0, MAX_RESULTS - out2.length)) out2.push(e);
  }
}
function dataFileText(files, operand) {
  const path2 = operand.replace(/^\.\//, "");
  for (const [written, text] of Object.entries(files))
    if (path2 === written || path2.endsWith(`/${written}`)) return text;
  return void 0;
}
function jqOverDataFile(st, filter, files, opts) {
  const data3 = st.unit.spec.dataFiles;
  if (!data3 || !filter?.literal || files.length !== 1) return void 0;
  const text = dataFileText(data3, files[0].v.text);
  const steps = text === void 0 ? void 0 : parseFilter(filter.text);
  if (text === void 0 || !steps) return void 0;
  let values;
  try {
    values = [JSON.parse(text)];
  } catch {
    return void 0;
  }
  for (const step of steps) {
    const next = [];
    for (const v of values) apply2(step, v, next);
    values = next;
  }
  const lines = values.map(
    (v) => opts.raw && typeof v === "string" ? v : JSON.stringify(v, null, opts.compact ? void 0 : 2)
  );
  return literal(lines.join("\n").slice(0, MAX_OUTPUT));
}

// src/analysis/code/shell/handlers/jq-args.ts
function usedArgs(words2, filter) {
  const out2 = [];
  for (let i2 = 0; i2 + 2 < words2.length && i2 < 400; i2++) {
    const t = words2[i2].v.text;
    if (t === "--slurpfile" || t === "--rawfile") i2 += 2;
    if (t !== "--arg" && t !== "--argjson") continue;
    const name2 = words2[i2 + 1].v.text;
    const value2 = words2[i2 + 2].v;
    i2 += 2;
    if (value2.literal) continue;
    if (!filter?.literal || filter.text.includes(`$${name2}`) || filter.text.includes("$ARGS"))
      out2.push(value2);
  }
  return out2;
}

// src/analysis/code/shell/handlers/data.ts
function envDump(st, how, start3, end) {
  st.emit({ kind: "read", target: literal(how), secret: "env-all" }, start3, end);
  return { text: `$(${how})`, literal: false, taints: ["env", "secret"], secret: "env-all" };
}
function inputsOf(st, cmd2, files, reader3, probe = false) {
  const parts2 = [];
  for (const f of files.slice(0, 32)) {
    if (f.v.text === "-") {
      if (cmd2.stdin) parts2.push(cmd2.stdin);
    } else parts2.push(readFile(st, f, cmd2, reader3, probe));
  }
  if (files.length === 0 && cmd2.stdin) parts2.push(cmd2.stdin);
  if (parts2.length === 0) return { text: "", literal: false, taints: [] };
  if (parts2.length === 1) return parts2[0];
  return joinValues(parts2);
}
function decoded2(st, cmd2, scheme, input, text) {
  st.emit(
    { kind: "decode", scheme, input, ...text !== void 0 ? { decoded: text.slice(0, 2e3) } : {} },
    cmd2.start,
    cmd2.end
  );
  if (text !== void 0) return { ...tainted({ ...input, text }, "decoded"), vars: input.vars ?? [] };
  return tainted({ ...input, text: `$(${argvText(cmd2.argv, 60)})` }, "decoded");
}
function realText(v) {
  if (v.literal || v.taints.includes("decoded")) return v.text.startsWith("$(") ? void 0 : v.text;
  return void 0;
}
function echo2(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  let escapes = false;
  let newline = true;
  let i2 = 0;
  for (; i2 < args2.length && /^-[neE]+$/.test(args2[i2].v.text); i2++) {
    const t = args2[i2].v.text;
    if (t.includes("e")) escapes = true;
    if (t.includes("E")) escapes = false;
    if (t.includes("n")) newline = false;
  }
  let v = joinValues(args2.slice(i2).map((w) => w.v));
  if (escapes && v.text.includes("\\")) {
    const d = decodeEscapes(v.text, "zero");
    if (d.hidden > 0) v = decoded2(st, cmd2, "escape", v, d.text);
    else v = { ...v, text: d.text };
  }
  return newline ? { ...v, text: `${v.text}
` } : v;
}
var MAX_FORMAT_PASSES = 64;
function printf(st, cmd2) {
  let args2 = cmd2.argv.slice(1);
  if (args2[0]?.v.text === "-v") args2 = args2.slice(2);
  if (args2[0]?.v.text === "--") args2 = args2.slice(1);
  const format3 = args2[0];
  if (!format3) return literal("");
  const rest = args2.slice(1).map((w) => w.v);
  const fmt = decodeEscapes(format3.v.text, "plain");
  const parts2 = [];
  let hidden = fmt.hidden;
  let k = 0;
  let lit3 = "";
  const t = fmt.text;
  for (let pass = 0; pass < MAX_FORMAT_PASSES; pass++) {
    const before = k;
    for (let i2 = 0; i2 < t.length; i2++) {
      if (t[i2] !== "%" || i2 + 1 >= t.length) {
        lit3 += t[i2];
        continue;
      }
      let j = i2 + 1;
      while (j < t.length && j < i2 + 12 && /[-+ #0-9.]/.test(t[j])) j++;
      const conv = t[j];
      if (conv === "%") {
        lit3 += "%";
        i2 = j;
        continue;
      }
      parts2.push(literal(lit3));
      lit3 = "";
      const arg4 = rest[k++] ?? literal("");
      if (conv === "b") {
        const d = decodeEscapes(arg4.text, "zero");
        hidden += d.hidden;
        parts2.push({ ...arg4, text: d.text });
      } else parts2.push(arg4);
      i2 = j;
    }
    if (k === before || k >= rest.length) break;
  }
  parts2.push(literal(lit3));
  let out2 = joinValuesNoSpace(parts2);
  out2 = format3.v.literal ? out2 : { ...out2, literal: false, taints: [.../* @__PURE__ */ new Set([...out2.taints, ...format3.v.taints])] };
  if (hidden > 0) return decoded2(st, cmd2, "escape", format3.v, out2.text);
  return out2;
}
function joinValuesNoSpace(parts2) {
  const lit3 = parts2.every((p) => p.literal);
  const j = joinValues(parts2);
  return {
    ...j,
    text: parts2.map((p) => p.text).join("").slice(0, 2e3),
    literal: lit3
  };
}
var READERS = {
  cat: "AbeEnstTuv",
  tac: "bs",
  nl: "bdfhilnpsvw",
  head: "nc",
  tail: "ncsF",
  less: "bhjkoOpPtTxyz",
  more: "n",
  strings: "nt",
  sort: "kotST",
  uniq: "fsw",
  cut: "bcdf",
  paste: "d",
  fold: "w",
  column: "cstR",
  hexdump: "nsef",
  od: "AjNtw",
  shasum: "a",
  sha256sum: "",
  md5sum: "",
  wc: "",
  file: "fm",
  stat: "fc"
};
function reader2(st, cmd2) {
  const short = READERS[cmd2.name] ?? "";
  const p = parseOpts(cmd2.argv.slice(1), { short });
  const data3 = inputsOf(st, cmd2, p.operands, cmd2.name);
  if (/sum$|^wc$|^file$|^stat$/.test(cmd2.name)) return { text: `$(${cmd2.name})`, literal: false, taints: [] };
  return data3;
}
function jq(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "fL", long: ["indent", "from-file"] });
  const parts2 = [];
  const words2 = cmd2.argv.slice(1);
  const skip = /* @__PURE__ */ new Set();
  for (let i2 = 0; i2 < words2.length; i2++) {
    const t = words2[i2].v.text;
    if (t === "--arg" || t === "--argjson" || t === "--slurpfile" || t === "--rawfile") {
      const name2 = words2[i2 + 1];
      const value2 = words2[i2 + 2];
      if (name2) skip.add(name2);
      if (value2) skip.add(value2);
      if (value2 && (t === "--slurpfile" || t === "--rawfile")) parts2.push(readFile(st, value2, cmd2, "jq"));
      i2 += 2;
    }
  }
  const operands2 = p.operands.filter((w) => !skip.has(w));
  const filterFromFile = has(p, "-f", "--from-file");
  const files = filterFromFile ? operands2 : operands2.slice(1);
  const known = filterFromFile || parts2.length > 0 ? void 0 : jqOverDataFile(st, operands2[0]?.v, files, {
    raw: has(p, "-r", "--raw-output"),
    compact: has(p, "-c", "--compact-output")
  });
  if (known) return known;
  parts2.push(...usedArgs(words2, filterFromFile ? void 0 : operands2[0]?.v));
  if (words2.some((w) => w.v.text === "--args" || w.v.text === "--jsonargs"))
    return inputsOf(st, cmd2, [], "jq");
  const data3 = has(p, "-n", "--null-input") ? literal("") : inputsOf(st, cmd2, files, "jq");
  return parts2.length ? joinValues([...parts2, data3]) : data3;
}
function grep(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {
    short: "efmABCdD",
    long: [
      "regexp",
      "file",
      "max-count",
      "after-context",
      "before-context",
      "context",
      "include",
      "exclude",
      "exclude-dir",
      "type",
      "glob",
      "g"
    ]
  });
  const patternGiven = has(p, "-e", "-f", "--regexp", "--file");
  const files = patternGiven ? p.operands : p.operands.slice(1);
  if (has(p, "-q", "--quiet", "-c", "--count", "-l", "--files-with-matches")) {
    inputsOf(st, cmd2, files, cmd2.name, true);
    return { text: `$(${cmd2.name})`, literal: false, taints: [] };
  }
  return inputsOf(st, cmd2, files, cmd2.name);
}
function sed(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "efl", long: ["expression", "file", "line-length"] });
  const scriptGiven = has(p, "-e", "-f", "--expression", "--file");
  const files = scriptGiven ? p.operands : p.operands.slice(1);
  const data3 = inputsOf(st, cmd2, files, "sed");
  if (has(p, "-i", "--in-place") || p.opts.some((o) => o.name.startsWith("--in-place")))
    for (const f of files.slice(0, 16))
      st.emit({ kind: "write", target: f.v, cls: writeClass(f.v.text), append: false }, cmd2.start, cmd2.end);
  return data3;
}
function writeClass(path2) {
  return writeClassOf(path2)?.cls ?? "other";
}
function awk(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "Ffv", long: ["field-separator", "file", "assign"] });
  const programFromFile = has(p, "-f", "--file");
  const program = programFromFile ? void 0 : p.operands[0];
  if (program) {
    foreignCode(st, "awk", program.v, { start: program.start, end: program.end });
    awkProgram(st, program, valuesOfOpt(p, "-v", "--assign"));
  }
  return inputsOf(st, cmd2, programFromFile ? p.operands : p.operands.slice(1), "awk");
}
function tee(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {});
  const data3 = cmd2.stdin ?? literal("");
  const append = has(p, "-a", "--append");
  for (const f of p.operands.slice(0, 16)) {
    if (f.proc?.dir === "out") st.runSubstitution(f.proc.node, data3);
    else teeWrite(st, f, data3, append, cmd2);
  }
  return data3;
}
function teeWrite(st, f, data3, append, cmd2) {
  writeFile(st, f, data3, append, cmd2.start, cmd2.end);
}
function printenv(st, cmd2) {
  const names = cmd2.argv.slice(1).filter((w) => !w.v.text.startsWith("-"));
  if (names.length === 0) return envDump(st, argvText(cmd2.argv, 40), cmd2.start, cmd2.end);
  return joinValues(names.map((n) => lookupVar(st, n.v.text)));
}
function setBuiltin(st, cmd2) {
  if (cmd2.argv.length === 1) return envDump(st, "set", cmd2.start, cmd2.end);
  const words2 = cmd2.argv.slice(1);
  const dashes = words2.findIndex((w) => w.v.text === "--");
  const first3 = words2[0].v.text;
  if (dashes >= 0) st.positional = words2.slice(dashes + 1).map((w) => w.v);
  else if (!first3.startsWith("-") && !first3.startsWith("+")) st.positional = words2.map((w) => w.v);
  return void 0;
}
var SYSTEM_INFO4 = /* @__PURE__ */ new Set([
  "whoami",
  "hostname",
  "uname",
  "id",
  "ifconfig",
  "ip",
  "hostnamectl",
  "sw_vers",
  "ipconfig",
  "groups",
  "who",
  "w",
  "last",
  "lscpu",
  "system_profiler",
  "arp",
  "netstat",
  "dig-myip",
  "logname",
  "users"
]);
function systemInfo(_st, cmd2) {
  if (cmd2.name === "uname" && !cmd2.argv.slice(1).some((w) => /^-[a-z]*[an]|^--(?:all|nodename)$/.test(w.v.text)))
    return { text: `$(${argvText(cmd2.argv, 60)})`, literal: false, taints: [] };
  return { text: `$(${argvText(cmd2.argv, 60)})`, literal: false, taints: ["system-info"] };
}
function read(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "adinNptu" });
  const names = p.operands.map((w) => w.v.text);
  const arr = p.opts.find((o) => o.name === "-a")?.value?.v.text;
  if (arr) names.unshift(arr);
  if (names.length === 0) names.push("REPLY");
  const input = socketLine(st, p.opts.find((o) => o.name === "-u")?.value?.v.text) ?? (cmd2.stdin ? {
    ...cmd2.stdin,
    literal: cmd2.stdin.literal,
    text: cmd2.stdin.literal ? cmd2.stdin.text.replace(/\n$/, "") : cmd2.stdin.text
  } : { text: `\${${names[0]}}`, literal: false, taints: ["unknown"], vars: [names[0]] });
  st.setVar(names[0], input);
  return void 0;
}
var SILENT = "return exit true false : trap umask ulimit wait sleep mkdir touch test [".split(" ");
var silent = () => literal("");
var shift2 = (st, cmd2) => {
  const n = Number(cmd2.argv[1]?.v.text ?? "1");
  if (st.positional && Number.isInteger(n) && n >= 0) st.positional = st.positional.slice(n);
  return literal("");
};
var DATA_HANDLERS = [
  ...SILENT.map((n) => [n, silent]),
  ["shift", shift2],
  ["echo", echo2],
  ["printf", printf],
  ...Object.keys(READERS).map((n) => [n, reader2]),
  ["jq", jq],
  ["yq", jq],
  ["grep", grep],
  ["egrep", grep],
  ["fgrep", grep],
  ["rg", grep],
  ["sed", sed],
  ["gsed", sed],
  ["awk", awk],
  ["gawk", awk],
  ["mawk", awk],
  ["nawk", awk],
  ["tee", tee],
  ["env", printenv],
  ["printenv", printenv],
  ["set", setBuiltin],
  ["read", read],
  ...[...SYSTEM_INFO4].map((n) => [n, systemInfo])
];

// src/analysis/code/shell/handlers/git-settings.ts
function gitConfigSetting(st, cmd2, key, value2, scope2) {
  const k = key.toLowerCase();
  const program = gitProgramOf(k, value2);
  const fsmonitor = k === "core.fsmonitor" && program !== void 0;
  const runs = fsmonitor || program !== void 0 && !k.startsWith("credential.") && SCRIPTISH.test(program);
  const setting = k === "core.hookspath" ? "git-hooks-path" : k === "init.templatedir" ? "git-template" : runs ? "git-program" : namesTool(k, value2) ? "git-tool" : /^url\..{1,512}\.(?:insteadof|pushinsteadof)$/.test(k) ? "git-url-rewrite" : k === "include.path" || /^includeif\..{1,512}\.path$/.test(k) ? "git-include" : k === "credential.helper" || /^credential\..{1,512}\.helper$/.test(k) ? "git-credential-helper" : k === "http.proxy" || k === "https.proxy" ? "proxy" : pushesElsewhere(k, value2) ? "git-push-url" : void 0;
  if (runs && !fsmonitor && program)
    st.embed("shell", program, cmd2.start, cmd2.end, { label: `git ${k} program` });
  if (setting)
    st.emit(
      { kind: "config", setting, value: `${scope2 ? `${scope2} ` : ""}${key}=${value2}`.slice(0, 300) },
      cmd2.start,
      cmd2.end
    );
}
function namesTool(key, value2) {
  const program = key.startsWith("alias.") ? value2.trim().startsWith("!") ? value2.trim().slice(1) : "" : value2;
  const first3 = program.trim().split(/[ \t]/, 1)[0] ?? "";
  return /^[\w][\w.+-]{0,63}$/.test(first3) && (key.startsWith("alias.") || PROGRAM_KEYS.some(([re]) => re.test(key)));
}
function pushesElsewhere(key, value2) {
  return /^remote\.[^.]{1,128}\.pushurl$/.test(key) && !value2.startsWith("$(git ") && /[:/]/.test(value2);
}

// src/analysis/code/shell/handlers/git-objects.ts
var MAX_FILES = 32;
var GIT_PLUMBING = /* @__PURE__ */ new Set(["hash-object", "mktree", "commit-tree"]);
function hashObject(st, cmd2, rest) {
  const parts2 = [];
  if (rest.some((w) => w.v.text === "--stdin") && cmd2.stdin) parts2.push(cmd2.stdin);
  for (let i2 = 0; i2 < rest.length && parts2.length < MAX_FILES; i2++) {
    const t = rest[i2].v.text;
    if (t === "-t" || t === "--path") i2++;
    else if (!t.startsWith("-")) parts2.push(readFile(st, rest[i2], cmd2, "git hash-object"));
  }
  return parts2.length ? objectId(joinValues(parts2), "hash-object") : void 0;
}
function objectId(content, sub) {
  const id = { ...content, text: `$(git ${sub})`, literal: false };
  return content.taints.length ? id : tainted(id, "file", { from: `git ${sub}` });
}
function buildObject(cmd2, sub, ops) {
  const parts2 = [];
  if (sub === "mktree" && cmd2.stdin) parts2.push(cmd2.stdin);
  if (sub === "commit-tree") {
    for (const w of ops.slice(0, MAX_FILES)) if (!w.v.literal) parts2.push(w.v);
  }
  const carried = parts2.filter((v) => v.taints.length > 0);
  return carried.length ? objectId(joinValues(carried), sub) : void 0;
}
function pushUrl(st, cmd2, rest) {
  if (!rest.some((w) => w.v.text === "--push")) return;
  const ops = rest.filter((w) => !w.v.text.startsWith("-"));
  const [, name2, url] = ops;
  if (!name2 || !url) return;
  const added = rest.some((w) => w.v.text === "--add");
  gitConfigSetting(st, cmd2, `remote.${name2.v.text}.pushurl`, url.v.text, added ? "--add" : void 0);
}
function gitPlumbing(st, cmd2, sub, rest) {
  const ops = rest.filter((w) => !w.v.text.startsWith("-"));
  if (sub === "hash-object") return hashObject(st, cmd2, rest);
  if (sub === "mktree" || sub === "commit-tree") return buildObject(cmd2, sub, ops);
  if (sub === "remote" && ops[0]?.v.text === "set-url") pushUrl(st, cmd2, rest);
  return void 0;
}
function pushedObjects(refspecs) {
  return refspecs.slice(0, MAX_FILES).map((w) => w.v).filter((v) => !v.literal && v.taints.length > 0);
}

// src/analysis/code/shell/handlers/sockets.ts
function socketValue(tool, ep) {
  return downloadValue(tool, ep.url ? { v: literal(ep.url), start: 0, end: 0 } : void 0);
}
function sendSocket2(st, cmd2, ep, channel, data3) {
  st.emit({ kind: "send", endpoint: ep, channel, data: data3 }, cmd2.start, cmd2.end);
}
function netcat(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {
    short: "ecpswiqxXIOTmG",
    long: ["exec", "sh-exec", "lua-exec", "source-port", "wait", "proxy"]
  });
  const listen = has(p, "-l", "--listen");
  const [host, port] = p.operands;
  const portText = port?.v.text ?? valueOfOpt(p, "-p")?.v.text ?? "";
  const ep = host ? endpointOf(`${host.v.text}${portText ? `:${portText}` : ""}`, st.unit.hosts) : { cls: "unknown" };
  const exec = valueOfOpt(p, "-e", "-c", "--exec", "--sh-exec", "--lua-exec");
  if (exec) {
    st.emit(
      { kind: "reverse-shell", how: `nc ${listen ? "-l " : ""}-e ${exec.v.text.slice(0, 40)}`, endpoint: ep },
      cmd2.start,
      cmd2.end
    );
    return literal("");
  }
  if (listen || has(p, "-z") || !host) return literal("");
  st.lastEndpoint = ep;
  st.emit({ kind: "fetch", endpoint: ep, tool: "nc" }, cmd2.start, cmd2.end);
  if (cmd2.stdin) sendSocket2(st, cmd2, ep, "socket", cmd2.stdin);
  return socketValue("nc", ep);
}
function telnet(st, cmd2) {
  const ops = cmd2.argv.slice(1).filter((w) => !w.v.text.startsWith("-"));
  const host = ops[0];
  if (!host) return literal("");
  const ep = endpointOf(`${host.v.text}${ops[1] ? `:${ops[1].v.text}` : ""}`, st.unit.hosts);
  st.lastEndpoint = ep;
  st.emit({ kind: "fetch", endpoint: ep, tool: "telnet" }, cmd2.start, cmd2.end);
  if (cmd2.stdin) sendSocket2(st, cmd2, ep, "socket", cmd2.stdin);
  return socketValue("telnet", ep);
}
var SOCAT_NET = /^(?:tcp|tcp4|tcp6|udp|udp4|udp6|openssl|ssl|sctp)(?:-connect)?:([^,:]{1,256}):(\d{1,5})/i;
var SOCAT_LISTEN = /^(?:tcp|tcp4|tcp6|udp|openssl|ssl)[46]?-listen:(\d{1,5})/i;
var SOCAT_EXEC = /^(?:exec|system):/i;
function socat(st, cmd2) {
  const addrs = cmd2.argv.slice(1).filter((w) => !/^-[a-zA-Z]/.test(w.v.text) || w.v.text === "-");
  let ep;
  let listen = false;
  let exec = false;
  for (const a of addrs) {
    const t = a.v.text;
    const m = SOCAT_NET.exec(t);
    if (m) ep = endpointOf(`${m[1]}:${m[2]}`, st.unit.hosts);
    if (SOCAT_LISTEN.test(t)) listen = true;
    if (SOCAT_EXEC.test(t)) exec = true;
  }
  if (exec && (ep || listen)) {
    st.emit(
      {
        kind: "reverse-shell",
        how: listen ? "socat exec on a listening socket" : "socat exec to a socket",
        endpoint: ep ?? { cls: "local" }
      },
      cmd2.start,
      cmd2.end
    );
    return literal("");
  }
  if (!ep) return literal("");
  st.lastEndpoint = ep;
  st.emit({ kind: "fetch", endpoint: ep, tool: "socat" }, cmd2.start, cmd2.end);
  if (cmd2.stdin) sendSocket2(st, cmd2, ep, "socket", cmd2.stdin);
  return socketValue("socat", ep);
}
function opensslClient(st, cmd2) {
  const connect3 = cmd2.argv.findIndex((w) => w.v.text === "-connect");
  const target = connect3 >= 0 ? cmd2.argv[connect3 + 1] : void 0;
  if (!target) return literal("");
  const ep = endpointOf(target.v.text, st.unit.hosts);
  st.lastEndpoint = ep;
  st.emit({ kind: "fetch", endpoint: ep, tool: "openssl s_client" }, cmd2.start, cmd2.end);
  if (cmd2.stdin) sendSocket2(st, cmd2, ep, "socket", cmd2.stdin);
  return socketValue("openssl", ep);
}
function dns(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: cmd2.name === "ping" ? "cipstwWIlQ" : "bcfkpqtxyW" });
  const names = p.operands.filter(
    (w) => !w.v.text.startsWith("@") && !/^(?:A|AAAA|TXT|MX|NS|CNAME|ANY|SOA)$/i.test(w.v.text)
  );
  const pattern = cmd2.name === "ping" ? valueOfOpt(p, "-p") : void 0;
  for (const w of [...names.slice(0, 4), ...pattern ? [pattern] : []]) {
    if (!carries(w.v) && !w.v.taints.includes("decoded")) continue;
    const host = w === pattern ? names[0]?.v.text ?? "" : domainAfter(w.v.text);
    secretEnvReads(st, [w]);
    st.emit(
      { kind: "send", endpoint: endpointOf(host, st.unit.hosts), channel: "dns", data: w.v },
      cmd2.start,
      cmd2.end
    );
  }
  return { text: `$(${cmd2.name})`, literal: false, taints: [] };
}
function remoteHost(t) {
  if (/^rsync:\/\//i.test(t)) return t.slice(8).split("/")[0];
  const colon = t.indexOf(":");
  if (colon <= 0 || t.slice(0, colon).includes("/")) return void 0;
  const host = t.slice(0, colon);
  const at = host.lastIndexOf("@");
  return at >= 0 ? host.slice(at + 1) : host;
}
function sftpBatch(st, cmd2) {
  const host = cmd2.argv.slice(1).find((w) => !w.v.text.startsWith("-") && w.v.text.includes("@"));
  const script = cmd2.stdin?.text ?? "";
  if (!host) return void 0;
  const files = [
    ...script.matchAll(/(?:^|[\n;])[ \t]{0,8}put[ \t]{1,8}(?:-[a-zA-Z]{1,4}[ \t]{1,8})?([^\s;]{1,300})/g)
  ].slice(0, 16).map((m) => readFile(st, { v: literal(m[1]), start: cmd2.start, end: cmd2.end }, cmd2, "sftp"));
  if (files.length === 0) return void 0;
  const h = host.v.text;
  sendSocket2(
    st,
    cmd2,
    endpointOf(h.slice(h.lastIndexOf("@") + 1).split(":")[0] ?? "", st.unit.hosts),
    "other",
    joinValues(files)
  );
  return literal("");
}
function copyRemote(st, cmd2) {
  if (cmd2.name === "sftp" && cmd2.stdin) {
    const batch = sftpBatch(st, cmd2);
    if (batch) return batch;
  }
  const p = parseOpts(cmd2.argv.slice(1), {
    short: cmd2.name === "rsync" ? "eBfTM" : "FilocPJSD",
    long: [
      "exclude",
      "include",
      "filter",
      "rsh",
      "exclude-from",
      "include-from",
      "files-from",
      "port",
      "password-file",
      "chmod",
      "chown",
      "rsync-path",
      "log-file",
      "backup-dir",
      "temp-dir",
      "partial-dir",
      "link-dest",
      "compare-dest"
    ]
  });
  const ops = p.operands;
  if (ops.length < 2) return literal("");
  const dest = ops[ops.length - 1];
  const sources = ops.slice(0, -1);
  const destHost = remoteHost(dest.v.text);
  if (destHost !== void 0) {
    const local = sources.filter((w) => remoteHost(w.v.text) === void 0);
    const data3 = local.map((w) => readFile(st, w, cmd2, cmd2.name));
    sendSocket2(
      st,
      cmd2,
      endpointOf(destHost, st.unit.hosts),
      "other",
      data3.length ? joinValues(data3) : literal("")
    );
    return literal("");
  }
  for (const s of sources.slice(0, 8)) {
    const host = remoteHost(s.v.text);
    if (host === void 0) {
      const content = readFile(st, s, cmd2, cmd2.name);
      st.recordFile(dest.v.text, { content });
      continue;
    }
    const ep = endpointOf(host, st.unit.hosts);
    st.emit({ kind: "fetch", endpoint: ep, tool: cmd2.name, file: dest.v.text }, cmd2.start, cmd2.end);
    st.recordFile(dest.v.text, { content: socketValue(cmd2.name, ep), endpoint: ep });
  }
  return literal("");
}
function ssh(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "bcDEeFIiJLlmOopQRSWw", stopAtOperand: true });
  const dest = p.operands[0];
  if (!dest) return void 0;
  const remote = p.operands.slice(1, 33).filter((w) => carries(w.v));
  const data3 = [...cmd2.stdin ? [cmd2.stdin] : [], ...remote.map((w) => w.v)];
  if (data3.length === 0) return void 0;
  secretEnvReads(st, remote);
  const t = dest.v.text;
  const at = t.lastIndexOf("@");
  sendSocket2(st, cmd2, endpointOf(at >= 0 ? t.slice(at + 1) : t, st.unit.hosts), "other", joinValues(data3));
  return void 0;
}
function mail(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "sAcbraFfqSu" });
  const recipients = p.operands.filter((w) => w.v.text.includes("@"));
  const attachments = p.opts.filter((o) => (o.name === "-A" || o.name === "-a") && o.value).map((o) => readFile(st, o.value, cmd2, "mail"));
  const data3 = joinValues([...cmd2.stdin ? [cmd2.stdin] : [], ...attachments]);
  for (const r of recipients.slice(0, 4)) {
    const host = r.v.text.slice(r.v.text.lastIndexOf("@") + 1);
    sendSocket2(st, cmd2, endpointOf(host, st.unit.hosts), "mail", data3);
  }
  return void 0;
}
var GIT_VALUE_OPTS = /* @__PURE__ */ new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path"]);
function looksLikeRemoteUrl(t) {
  return /^(?:https?|git|ssh|ftp):\/\//i.test(t) || /^[\w.-]{1,64}@[\w.-]{1,256}:/.test(t);
}
function git(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  let i2 = 0;
  for (; i2 < args2.length && args2[i2].v.text.startsWith("-"); i2++) {
    const t = args2[i2].v.text;
    if (t === "-c" && args2[i2 + 1]) {
      const key = args2[i2 + 1].v.text.split("=")[0] ?? "";
      if (/^credential\./i.test(key))
        gitConfigSetting(st, cmd2, key, args2[i2 + 1].v.text.split("=").slice(1).join("="));
    }
    if (GIT_VALUE_OPTS.has(t)) i2++;
  }
  const sub = args2[i2]?.v.text;
  const rest = args2.slice(i2 + 1);
  const ops = rest.filter((w) => !w.v.text.startsWith("-"));
  if (sub === "clone" || sub === "fetch" || sub === "pull" || sub === "submodule" && ops[0]?.v.text === "add") {
    const url = ops.find((w) => looksLikeRemoteUrl(w.v.text));
    if (url)
      st.emit(
        { kind: "fetch", endpoint: endpointOf(url.v.text, st.unit.hosts), tool: `git ${sub}` },
        cmd2.start,
        cmd2.end
      );
  } else if (sub === "remote" && ops[0]?.v.text === "set-url") {
    return gitPlumbing(st, cmd2, sub, rest);
  } else if (sub === "remote" && ops[0]?.v.text === "add" && ops[1] && ops[2]) {
    st.gitRemotes.set(ops[1].v.text, ops[2].v.text);
  } else if (sub === "push") {
    const remote = ops[0]?.v.text;
    const url = remote && looksLikeRemoteUrl(remote) ? remote : remote ? st.gitRemotes.get(remote) : void 0;
    const data3 = joinValues([literal("the repository"), ...pushedObjects(ops.slice(1))]);
    if (url) sendSocket2(st, cmd2, endpointOf(url, st.unit.hosts), "git", data3);
  } else if (sub === "config") {
    const kv = rest.filter((w) => !w.v.text.startsWith("-"));
    const scope2 = (rest.find((w) => /^--(?:global|system)$/.test(w.v.text)) ?? // else `--add`: one more value
    rest.find((w) => w.v.text === "--add"))?.v.text;
    if (kv[0] && kv[1]) gitConfigSetting(st, cmd2, kv[0].v.text, kv[1].v.text, scope2);
  } else if (sub === "credential" && (ops[0]?.v.text === "fill" || ops[0]?.v.text === "get")) {
    st.emit(
      { kind: "read", target: literal("git credential fill"), secret: "git-credentials" },
      cmd2.start,
      cmd2.end
    );
    return { text: "$(git credential fill)", literal: false, taints: ["secret"], secret: "git-credentials" };
  } else if (sub && GIT_PLUMBING.has(sub)) {
    return gitPlumbing(st, cmd2, sub, rest);
  } else if (sub && REPOSITORY_CONTENT.has(sub)) {
    return { text: `$(git ${sub})`, literal: false, taints: ["file"], from: `git ${sub}` };
  }
  return void 0;
}
var REPOSITORY_CONTENT = /* @__PURE__ */ new Set([
  "show",
  "diff",
  "log",
  "format-patch",
  "archive",
  "bundle",
  "cat-file",
  "blame",
  "grep"
]);
var COPROC_IN_FD = "63";
function coproc(st, cmd2) {
  let words2 = cmd2.argv.slice(1);
  let name2 = "COPROC";
  const group = (w) => w?.v.text === "{" || w?.v.text === ":";
  if (words2.length > 1 && group(words2[1]) && /^[A-Za-z_]\w{0,63}$/.test(words2[0].v.text)) {
    name2 = words2[0].v.text;
    words2 = words2.slice(1);
  }
  if (group(words2[0])) words2 = words2.slice(1);
  if (words2.length === 0) return literal("");
  const before = st.lastEndpoint;
  st.lastEndpoint = void 0;
  st.exec({ ...withArgv(cmd2, words2, "coproc"), redirs: [], pipeline: [] });
  const ep = st.lastEndpoint;
  st.lastEndpoint = ep ?? before;
  st.setVar(name2, literal(COPROC_IN_FD));
  if (ep) st.netFds.set(COPROC_IN_FD, ep);
  return literal("");
}
var SOCKET_HANDLERS2 = [
  ["coproc", coproc],
  ["nc", netcat],
  ["telnet", telnet],
  ["socat", socat],
  ["dig", dns],
  ["nslookup", dns],
  ["host", dns],
  ["drill", dns],
  ["ping", dns],
  ["ping6", dns],
  ["scp", copyRemote],
  ["rsync", copyRemote],
  ["sftp", copyRemote],
  ["ssh", ssh],
  ["mail", mail],
  ["git", git]
];

// src/analysis/code/shell/handlers/decode.ts
function base642(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "iwob", long: ["input", "wrap", "output", "break"] });
  const input = inputsOf(
    st,
    cmd2,
    [...p.operands, ...valueOfOpt(p, "-i", "--input") ? [valueOfOpt(p, "-i", "--input")] : []],
    "base64"
  );
  if (!has(p, "-d", "-D", "--decode")) return derived(`$(base64)`, [input]);
  const text = realText(input);
  const scheme = cmd2.name === "base32" ? "base32" : "base64";
  const out2 = text === void 0 ? void 0 : scheme === "base32" ? decodeBase32(text) : decodeBase64(text);
  return decoded2(st, cmd2, scheme, input, out2);
}
function basenc(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "w", long: ["wrap"] });
  const input = inputsOf(st, cmd2, p.operands, "basenc");
  if (!has(p, "-d", "--decode")) return derived("$(basenc)", [input]);
  const text = realText(input);
  if (has(p, "--base16"))
    return decoded2(st, cmd2, "hex", input, text === void 0 ? void 0 : decodeHex(text));
  if (has(p, "--base32", "--base32hex"))
    return decoded2(st, cmd2, "base32", input, text === void 0 ? void 0 : decodeBase32(text));
  return decoded2(st, cmd2, "base64", input, text === void 0 ? void 0 : decodeBase64(text));
}
function xxd(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "cglsno" });
  const input = inputsOf(st, cmd2, p.operands.slice(0, 1), "xxd");
  if (!has(p, "-r", "-revert")) return derived("$(xxd)", [input]);
  const text = realText(input);
  const plain = p.opts.some((o) => o.name === "-p" || o.name === "-ps" || o.name === "-plain") || cmd2.argv.some((w) => /^-r?p$|^-pr$/.test(w.v.text));
  const out2 = text === void 0 ? void 0 : plain ? decodeHex(text) : decodeXxdDump(text) ?? decodeHex(text);
  return decoded2(st, cmd2, "hex", input, out2);
}
function openssl(st, cmd2) {
  const sub = cmd2.argv[1]?.v.text ?? "";
  if (sub === "s_client") return opensslClient(st, cmd2);
  if (sub !== "enc" && sub !== "base64" && sub !== "zlib" && !sub.startsWith("-")) return void 0;
  const p = parseOpts(cmd2.argv.slice(2), {
    singleDashLong: true,
    long: ["in", "out", "k", "pass", "kfile", "iv", "md", "K", "S"]
  });
  const inFile = valueOfOpt(p, "-in");
  const input = inputsOf(st, cmd2, inFile ? [inFile] : [], "openssl");
  if (!has(p, "-d")) return derived("$(openssl)", [input]);
  const text = realText(input);
  const armoured = sub === "base64" || has(p, "-a", "-base64");
  const cipher = p.opts.some((o) => /^-(?:aes|des|bf|chacha|camellia|rc4)/.test(o.name));
  if (sub === "zlib")
    return decoded2(st, cmd2, "zlib", input, text === void 0 ? void 0 : inflate(text, "zlib"));
  if (armoured && !cipher)
    return decoded2(st, cmd2, "base64", input, text === void 0 ? void 0 : decodeBase64(text));
  return decoded2(st, cmd2, "other", input, void 0);
}
function rev(st, cmd2) {
  const input = inputsOf(
    st,
    cmd2,
    cmd2.argv.slice(1).filter((w) => !w.v.text.startsWith("-")),
    "rev"
  );
  const text = realText(input);
  return decoded2(st, cmd2, "rev", input, text === void 0 ? void 0 : reverseLines(text));
}
function tr(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {});
  const input = cmd2.stdin ?? { text: "", literal: true, taints: [] };
  const [set1, set2] = p.operands;
  if (has(p, "-d", "-s", "-c", "-C", "--delete", "--squeeze-repeats") || !set1 || !set2)
    return derived("$(tr)", [input]);
  const text = realText(input);
  const probe = translate("", set1.v.text, set2.v.text);
  const t = text === void 0 ? void 0 : translate(text, set1.v.text, set2.v.text);
  if (probe.rot !== void 0 || t?.rot !== void 0) return decoded2(st, cmd2, "rot13", input, t?.text);
  return t ? { ...input, text: t.text } : derived("$(tr)", [input]);
}
function decompress2(st, cmd2) {
  const words2 = cmd2.argv.slice(1);
  const decompressing = ["gunzip", "zcat", "xzcat", "bzcat", "unzstd", "zstdcat", "uncompress"].includes(cmd2.name) || words2.some((w) => /^-[a-zA-Z]*d|^--decompress$|^--uncompress$/.test(w.v.text));
  const files = words2.filter((w) => !w.v.text.startsWith("-"));
  const input = inputsOf(st, cmd2, files, cmd2.name);
  if (!decompressing) return derived(`$(${cmd2.name})`, [input]);
  if (files.length > 0 && !["zcat", "xzcat", "bzcat", "zstdcat"].includes(cmd2.name) && !words2.some((w) => /^-[a-zA-Z]*c/.test(w.v.text)))
    return derived(`$(${cmd2.name})`, [input]);
  const text = realText(input);
  const gz = cmd2.name === "gzip" || cmd2.name === "gunzip" || cmd2.name === "zcat";
  return decoded2(
    st,
    cmd2,
    gz ? "gzip" : "other",
    input,
    gz && text !== void 0 ? inflate(text, "gzip") : void 0
  );
}
var DECODE_HANDLERS3 = [
  ["base64", base642],
  ["base32", base642],
  ["gbase64", base642],
  ["basenc", basenc],
  ["xxd", xxd],
  ["openssl", openssl],
  ["rev", rev],
  ["tr", tr],
  ...[
    "gzip",
    "gunzip",
    "zcat",
    "xz",
    "xzcat",
    "bzip2",
    "bzcat",
    "zstd",
    "unzstd",
    "zstdcat",
    "uncompress"
  ].map((n) => [n, decompress2])
];

// src/analysis/code/shell/handlers/direnv.ts
function fetchurl(st, cmd2) {
  const url = cmd2.argv[1];
  if (!url) return literal("");
  const endpoint = endpointOfWord(st, url.v);
  const file = `.direnv/cas/${basename(url.v.text) || "download"}`;
  st.emit({ kind: "fetch", endpoint, tool: "fetchurl", file }, cmd2.start, cmd2.end);
  saveDownload(st, file, { content: downloadValue("fetchurl", url), endpoint }, cmd2.start, cmd2.end);
  return literal(file);
}
var DIRENV_HANDLERS = [["fetchurl", fetchurl]];

// src/analysis/code/shell/handlers/fetched-dirs.ts
var GIT_GLOBAL_VALUE_OPTS = /* @__PURE__ */ new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path"]);
var CLONE_SPEC = {
  short: "bojuc",
  long: [
    "branch",
    "origin",
    "depth",
    "reference",
    "reference-if-able",
    "separate-git-dir",
    "config",
    "template",
    "filter",
    "shallow-since",
    "shallow-exclude",
    "jobs",
    "upload-pack",
    "bundle-uri",
    "server-option"
  ]
};
function defaultCloneDir(url) {
  let end = Math.min(url.length, 1e3);
  while (end > 0 && url[end - 1] === "/") end--;
  const trimmed = url.slice(0, end);
  const name2 = trimmed.slice(Math.max(trimmed.lastIndexOf("/"), trimmed.lastIndexOf(":")) + 1).replace(/\.git$/, "");
  return name2 && name2 !== "." && name2 !== ".." && !/\s/.test(name2) ? name2 : void 0;
}
function remoteSource(v) {
  if (v.literal)
    return /^(?:https?|git|ssh|ftp):\/\//i.test(v.text) || /^[\w.-]{1,64}@[\w.-]{1,256}:/.test(v.text);
  return !/^(?:[/.~]|file:)/i.test(v.text);
}
var TEMPLATE_REPO = /\$\{|\{\{|<[^<>]{1,40}>|\byour[-_]|\bYOUR_|^\/?(?:owner|user|username|org|organization|account)\/(?:repo|repository|project|repo-name)(?:\.git)?\/?$/i;
function fetchedInfo(st, tool, url) {
  const endpoint = endpointOf(url.v.text, st.unit.hosts);
  const repo = url.v.text.replace(/^[a-z][\w+.-]{0,20}:\/\/[^/]{0,256}/i, "").replace(/^[\w.-]{1,64}@[\w.-]{1,256}:/, "");
  const own2 = endpoint.cls !== "local" && TEMPLATE_REPO.test(repo);
  return {
    content: downloadValue(tool, url),
    endpoint: own2 ? { ...endpoint, cls: "placeholder" } : endpoint
  };
}
function gitClone(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  let base;
  let i2 = 0;
  for (; i2 < args2.length && args2[i2].v.text.startsWith("-"); i2++) {
    const t = args2[i2].v.text;
    if (t === "-C") base = args2[i2 + 1]?.v.text;
    if (GIT_GLOBAL_VALUE_OPTS.has(t)) i2++;
  }
  if (args2[i2]?.v.text !== "clone") return void 0;
  const [url, dir] = parseOpts(args2.slice(i2 + 1), CLONE_SPEC).operands;
  if (!url || !remoteSource(url.v)) return void 0;
  const name2 = dir?.v.text ?? defaultCloneDir(url.v.text);
  if (name2 === void 0 || name2 === "") return void 0;
  const path2 = base && !/^[/~$]/.test(name2) ? `${base.replace(/\/$/, "")}/${name2}` : name2;
  st.recordFetchedDir(path2, fetchedInfo(st, "git clone", url));
  return void 0;
}
function ghClone(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  if (args2[0]?.v.text !== "repo" || args2[1]?.v.text !== "clone" || !args2[2]) return void 0;
  const repo = args2[2];
  const dir = args2[3] && args2[3].v.text !== "--" ? args2[3] : void 0;
  const url = /^[\w.-]{1,100}\/[\w.-]{1,100}$/.test(repo.v.text) ? { ...repo, v: { ...repo.v, text: `https://github.com/${repo.v.text}` } } : repo;
  const name2 = dir?.v.text ?? defaultCloneDir(url.v.text);
  if (name2) st.recordFetchedDir(name2, fetchedInfo(st, "gh repo clone", url));
  return void 0;
}
var SHARED_DIR = /^(?:\/|~|\/(?:usr(?:\/local)?|opt|tmp|var\/tmp|etc)|(?:\/usr(?:\/local)?|\/opt\/homebrew|~\/\.local|~)\/s?bin|\/s?bin|~\/\.local|\$\{?(?:TMPDIR|HOME)\}?)\/?$/;
function extractedInto(st, dir, info2) {
  if (info2 && !SHARED_DIR.test(normalizeHome(dir))) st.recordFetchedDir(dir, info2);
}
function venv(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  let rest;
  if (cmd2.name === "virtualenv") rest = args2;
  else if (cmd2.name === "uv" && args2[0]?.v.text === "venv") rest = args2.slice(1);
  else if (cmd2.name === "python") {
    const m = args2.findIndex((w) => w.v.text === "-m");
    if (m >= 0 && args2[m + 1]?.v.text === "venv") rest = args2.slice(m + 2);
  }
  if (!rest) return void 0;
  const dir = rest.find((w) => !w.v.text.startsWith("-"))?.v.text ?? (cmd2.name === "uv" ? ".venv" : void 0);
  if (dir !== void 0 && st.fetchedDirOf(dir)) st.recordFetchedDir(dir, void 0);
  return void 0;
}
function downloadedArchive(st, cmd2, archive) {
  if (!archive || archive.v.text === "-") {
    const input = cmd2.stdin;
    return input?.taints.includes("download") ? { content: input } : void 0;
  }
  const file = st.fileAt(archive.v.text);
  return file?.content.taints.includes("download") ? file : void 0;
}
function tarExtract(st, cmd2) {
  const p = parseOpts(tarWords(cmd2.argv.slice(1)), {
    short: "fCTXbKNgV",
    long: ["file", "directory", "exclude", "files-from", "strip-components", "transform", "one-top-level"]
  });
  if (!has(p, "-x", "--extract", "--get")) return void 0;
  const dir = valueOfOpt(p, "-C", "--directory");
  const archive = valueOfOpt(p, "-f", "--file");
  if (dir) extractedInto(st, dir.v.text, downloadedArchive(st, cmd2, archive));
  return void 0;
}
function unzip(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const sevenZip = cmd2.name === "7z" || cmd2.name === "7za";
  if (sevenZip && args2[0]?.v.text !== "x" && args2[0]?.v.text !== "e") return void 0;
  const words2 = sevenZip ? args2.slice(1) : args2;
  let dir;
  let archive;
  for (let i2 = 0; i2 < words2.length; i2++) {
    const t = words2[i2].v.text;
    if (!sevenZip && t === "-d") dir = words2[++i2]?.v.text;
    else if (sevenZip && t.startsWith("-o") && t.length > 2) dir = t.slice(2);
    else if (!t.startsWith("-")) archive ??= words2[i2];
  }
  if (dir) extractedInto(st, dir, downloadedArchive(st, cmd2, archive));
  return void 0;
}
function make(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {
    short: "CfIjlo",
    long: ["directory", "file", "makefile", "include-dir", "jobs", "load-average"]
  });
  const dir = valueOfOpt(p, "-C", "--directory")?.v.text ?? ".";
  const file = valueOfOpt(p, "-f", "--file", "--makefile");
  const info2 = file ? st.fileAt(file.v.text) : st.fetchedDirOf(dir);
  if (!info2?.content.taints.includes("download")) return void 0;
  runCode2(
    st,
    void 0,
    cmd2.name,
    info2.content,
    { start: cmd2.start, end: cmd2.end },
    {
      always: true,
      ...info2.endpoint ? { endpoint: info2.endpoint } : {}
    }
  );
  return void 0;
}
var FETCHED_DIR_HANDLERS = [
  ["git", gitClone],
  ["gh", ghClone],
  ["tar", tarExtract],
  ["gtar", tarExtract],
  ["bsdtar", tarExtract],
  ["unzip", unzip],
  ["7z", unzip],
  ["7za", unzip],
  ["python", venv],
  ["virtualenv", venv],
  ["uv", venv],
  ["make", make],
  ["gmake", make]
];

// src/analysis/code/shell/handlers/files.ts
function copy3(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {
    short: "tSmogb",
    long: ["target-directory", "suffix", "mode", "owner", "group", "backup"]
  });
  const targetDir = valueOfOpt(p, "-t", "--target-directory");
  const ops = p.operands;
  if (ops.length < (targetDir ? 1 : 2)) return void 0;
  const dest = targetDir ?? ops[ops.length - 1];
  const sources = targetDir ? ops : ops.slice(0, -1);
  const symlink = cmd2.name === "ln" && has(p, "-s", "--symbolic");
  const data3 = symlink ? [] : sources.slice(0, 16).map((s) => readFile(st, s, cmd2, cmd2.name));
  const content = data3.length ? joinValues(data3) : symlink ? linkedContent(st, sources) : void 0;
  const single = sources.length === 1 && !targetDir ? dest : void 0;
  const name2 = sources[0]?.v.text.split("/").pop() ?? "";
  const target = single ?? {
    ...dest,
    v: { ...dest.v, text: `${dest.v.text.replace(/\/$/, "")}/${name2}` }
  };
  writeFile(st, target, content, false, cmd2.start, cmd2.end);
  return void 0;
}
function dd(st, cmd2) {
  let input = cmd2.stdin;
  for (const w of cmd2.argv.slice(1)) {
    const t = w.v.text;
    if (t.startsWith("if=")) input = readFile(st, { ...w, v: { ...w.v, text: t.slice(3) } }, cmd2, "dd");
  }
  for (const w of cmd2.argv.slice(1)) {
    const t = w.v.text;
    if (!t.startsWith("of=")) continue;
    const path2 = t.slice(3);
    if (/^\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|mmcblk\d|disk\d|rdisk\d)/.test(path2))
      st.emit({ kind: "destroy", how: "dd-device", target: path2 }, cmd2.start, cmd2.end);
    else writeFile(st, { ...w, v: { ...w.v, text: path2 } }, input, false, cmd2.start, cmd2.end);
    return literal("");
  }
  return input;
}
function tar(st, cmd2) {
  const p = parseOpts(tarWords(cmd2.argv.slice(1)), {
    short: "fCTXbKNgV",
    long: [
      "file",
      "directory",
      "exclude",
      "files-from",
      "exclude-from",
      "transform",
      "owner",
      "group",
      "mode",
      "use-compress-program"
    ]
  });
  if (!has(p, "-c", "--create", "-r", "--append", "-u", "--update")) return void 0;
  const dir = valueOfOpt(p, "-C", "--directory")?.v.text;
  const inDir = (w) => {
    if (!dir || /^[/~]/.test(w.v.text)) return w;
    const member3 = w.v.text.replace(/^\.(?:\/|$)/, "");
    const base = dir.replace(/\/$/, "");
    return { ...w, v: { ...w.v, text: member3 === "" ? base : `${base}/${member3}` } };
  };
  const data3 = p.operands.slice(0, 32).map((w) => readFile(st, inDir(w), cmd2, "tar"));
  const content = data3.length ? joinValues(data3) : literal("");
  const archive = valueOfOpt(p, "-f", "--file");
  if (!archive || archive.v.text === "-") return content;
  writeFile(st, archive, content, false, cmd2.start, cmd2.end);
  return literal("");
}
function zip(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const sevenZip = cmd2.name === "7z" || cmd2.name === "7za";
  if (sevenZip && args2[0]?.v.text !== "a") return void 0;
  const p = parseOpts(sevenZip ? args2.slice(1) : args2, {
    short: "xinbtP",
    long: ["exclude", "include", "password"]
  });
  const [archive, ...files] = p.operands;
  if (!archive) return void 0;
  const data3 = files.slice(0, 32).map((w) => readFile(st, w, cmd2, cmd2.name));
  const content = data3.length ? joinValues(data3) : literal("");
  if (archive.v.text === "-") return content;
  writeFile(st, archive, content, false, cmd2.start, cmd2.end);
  return literal("");
}
function gpg(st, cmd2) {
  const words2 = cmd2.argv.slice(1);
  if (words2.some((w) => /^--export-secret-(?:sub)?keys$/.test(w.v.text))) {
    st.emit(
      { kind: "read", target: literal("gpg --export-secret-keys"), secret: "gpg-keyring" },
      cmd2.start,
      cmd2.end
    );
    return { text: "$(gpg --export-secret-keys)", literal: false, taints: ["secret"], secret: "gpg-keyring" };
  }
  const p = parseOpts(words2, {
    short: "oruf",
    long: ["output", "recipient", "local-user", "homedir", "passphrase", "passphrase-file"]
  });
  return inputsOf(st, cmd2, p.operands, "gpg");
}
function sqlite(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {
    singleDashLong: true,
    long: ["cmd", "separator", "nullvalue", "init"]
  });
  const db = p.operands[0];
  return db ? readFile(st, db, cmd2, "sqlite3") : void 0;
}
function security(st, cmd2) {
  const sub = cmd2.argv[1]?.v.text ?? "";
  if (!/^(?:find-(?:generic|internet)-password|dump-keychain|export)$/.test(sub)) return void 0;
  const args2 = cmd2.argv.slice(2).map((w) => w.v.text);
  const at = args2.findIndex((a) => a === "-s" || a === "-l");
  const item = at >= 0 && args2[at + 1] !== void 0 ? ` ${args2[at]} ${args2[at + 1].slice(0, 80)}` : "";
  st.emit(
    { kind: "read", target: literal(`security ${sub}${item}`), secret: "keychain" },
    cmd2.start,
    cmd2.end
  );
  return { text: `$(security ${sub})`, literal: false, taints: ["secret"], secret: "keychain" };
}
function find(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  let i2 = 0;
  while (i2 < args2.length && /^-[HLP]$/.test(args2[i2].v.text)) i2++;
  const roots = [];
  for (; i2 < args2.length && !/^[-(!]/.test(args2[i2].v.text); i2++) roots.push(args2[i2]);
  let found = { text: roots.map((r) => r.v.text).join(" ") || ".", literal: false, taints: ["file"] };
  const nameAt = args2.findIndex((w) => /^-i?(?:name|path|wholename)$/.test(w.v.text));
  const name2 = nameAt >= 0 ? args2[nameAt + 1]?.v.text : void 0;
  for (const r of roots.slice(0, 8)) {
    const root = normalizeHome(r.v.text).replace(/\/$/, "");
    const byName = name2 ? secretOfGlob(`${root}/${name2}`) ?? (/^id_/.test(name2) ? secretOfGlob(`~/.ssh/${name2}`) : secretOf(name2)) : void 0;
    const secret = secretOfGlob(r.v.text) ?? byName;
    if (!secret) continue;
    st.emit({ kind: "read", target: r.v, secret: secret.cls }, r.start, r.end);
    found = tainted(tainted(found, "file", { from: r.v.text }), "secret", { secret: secret.cls });
  }
  const known = roots.length === 1 && !found.secret ? knownFileFound(st, roots[0].v.text, name2) : void 0;
  if (known) found = { text: known, literal: false, taints: ["file"], from: known };
  else if (name2)
    found = {
      ...found,
      text: (roots.length ? roots.map((r) => r.v.text) : ["."]).map((r) => `${r.replace(/\/$/, "")}/${name2}`).join(" ")
    };
  for (let k = 0; k < args2.length; k++) {
    if (!/^-(?:exec|execdir|ok|okdir)$/.test(args2[k].v.text)) continue;
    const argv = [];
    for (k++; k < args2.length && args2[k].v.text !== ";" && args2[k].v.text !== "+"; k++) {
      const w = args2[k];
      argv.push(
        w.v.text.includes("{}") ? { ...w, v: { ...found, text: w.v.text.split("{}").join(found.text) } } : w
      );
    }
    if (argv.length) st.exec({ ...withArgv(cmd2, argv, "find -exec"), redirs: [], pipeline: [] });
  }
  return found;
}
function knownFileFound(st, root, glob) {
  const name2 = glob ?? "*";
  const dir = st.fileKey(root).replace(/\/$/, "");
  let hit;
  for (const key of st.files.keys()) {
    const slash = key.lastIndexOf("/");
    if (slash < 0 || key.slice(0, slash) !== dir || !globMatch(name2, key.slice(slash + 1))) continue;
    if (hit) return void 0;
    hit = key;
  }
  return hit;
}
function globMatch(p, s) {
  let i2 = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (j < s.length) {
    if (i2 < p.length && (p[i2] === "?" || p[i2] === s[j])) {
      i2++;
      j++;
    } else if (i2 < p.length && p[i2] === "*") {
      star = i2++;
      mark = j;
    } else if (star >= 0) {
      i2 = star + 1;
      j = ++mark;
    } else return false;
  }
  while (p[i2] === "*") i2++;
  return i2 === p.length;
}
function crontab(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { short: "u" });
  if (has(p, "-l", "-r", "-e"))
    return has(p, "-l") ? { text: "$(crontab -l)", literal: false, taints: [] } : void 0;
  const file = p.operands[0];
  const content = !file || file.v.text === "-" ? cmd2.stdin : readFile(st, file, cmd2, "crontab");
  st.emit(
    {
      kind: "write",
      target: literal("crontab"),
      cls: "autostart",
      ...content ? { content } : {},
      append: false
    },
    cmd2.start,
    cmd2.end
  );
  return void 0;
}
var SYSTEM_DIRS = /^\/(?:etc|usr|bin|sbin|lib|lib64|boot|var|opt|home|root|dev|proc|sys|System|Users|Library|Applications)\/?\*?$/;
function broadTarget2(t) {
  const n = normalizeHome(t.trim());
  return ["/", "/*", "~", "~/", "~/*", "~/.*", "*", ".", "./", "./*", "..", "../", ".*"].includes(n) || SYSTEM_DIRS.test(n);
}
function rm(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {});
  const recursive = has(p, "-r", "-R", "--recursive");
  const noPreserve = has(p, "--no-preserve-root");
  for (const w of p.operands.slice(0, 64)) {
    if (recursive && broadTarget2(w.v.text) || noPreserve && w.v.text.trim() === "/") {
      st.emit({ kind: "destroy", how: "rm-broad", target: w.v.text.slice(0, 200) }, cmd2.start, cmd2.end);
      return void 0;
    }
  }
  return void 0;
}
function mkfs(st, cmd2) {
  const device = cmd2.argv.slice(1).filter((w) => !w.v.text.startsWith("-")).pop();
  st.emit({ kind: "destroy", how: "mkfs", target: device?.v.text ?? "" }, cmd2.start, cmd2.end);
  return void 0;
}
function shred(st, cmd2) {
  for (const w of cmd2.argv.slice(1)) {
    const t = w.v.text;
    if (/^\/dev\/|^\/$/.test(t) || broadTarget2(t)) {
      st.emit({ kind: "destroy", how: "shred", target: t }, cmd2.start, cmd2.end);
      break;
    }
  }
  return void 0;
}
function modeGrants(m) {
  if (/^[0-7]{3,4}$/.test(m)) {
    const special = m.length === 4 ? Number(m[0]) : 0;
    return { setuid: (special & 4) !== 0, worldWritable: (Number(m[m.length - 1]) & 2) !== 0 };
  }
  let setuid2 = false;
  let worldWritable = false;
  for (const clause of m.split(",").slice(0, 16)) {
    const c = /^([ugoa]*)([-+=])([rwxXst]*)$/.exec(clause);
    if (!c || c[2] === "-") continue;
    const who = c[1];
    const perms = c[3];
    if (perms.includes("s") && (who === "" || /[ua]/.test(who))) setuid2 = true;
    if (perms.includes("w") && /[oa]/.test(who)) worldWritable = true;
  }
  return { setuid: setuid2, worldWritable };
}
function chmod3(st, cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), { long: ["reference"] });
  const [mode, ...files] = p.operands;
  if (!mode) return void 0;
  const m = mode.v.text;
  const { setuid: setuid2, worldWritable } = modeGrants(m);
  const target = files.map((f) => f.v.text).join(" ").slice(0, 200);
  if (has(p, "-R", "--recursive") && worldWritable && files.some((f) => broadTarget2(f.v.text)))
    st.emit({ kind: "destroy", how: "chmod-broad", target }, cmd2.start, cmd2.end);
  if (setuid2)
    st.emit(
      { kind: "privilege", how: "setuid", command: `chmod ${m} ${target}`, interpreter: false },
      cmd2.start,
      cmd2.end
    );
  if (worldWritable)
    st.emit(
      { kind: "privilege", how: "world-writable", command: `chmod ${m} ${target}`, interpreter: false },
      cmd2.start,
      cmd2.end
    );
  return void 0;
}
function chown2(st, cmd2) {
  const [owner, ...files] = parseOpts(cmd2.argv.slice(1), { long: ["reference", "from"] }).operands;
  if (owner && /^root(?::|$)|^0(?::|$)/.test(owner.v.text))
    st.emit(
      {
        kind: "privilege",
        how: "chown-root",
        command: `chown ${owner.v.text} ${files.map((f) => f.v.text).join(" ")}`.slice(0, 300),
        interpreter: false
      },
      cmd2.start,
      cmd2.end
    );
  return void 0;
}
var FILE_HANDLERS2 = [
  ["cp", copy3],
  ["mv", copy3],
  ["install", copy3],
  ["ln", copy3],
  ["dd", dd],
  ["tar", tar],
  ["gtar", tar],
  ["bsdtar", tar],
  ["zip", zip],
  ["7z", zip],
  ["7za", zip],
  ["gpg", gpg],
  ["gpg2", gpg],
  ["sqlite3", sqlite],
  ["security", security],
  ["find", find],
  ["crontab", crontab],
  ["rm", rm],
  ["mkfs", mkfs],
  ["shred", shred],
  ["chmod", chmod3],
  ["chown", chown2]
];

// src/analysis/code/shell/handlers/php-packages.ts
var PECL_REF = /^(?:channel:\/\/pecl\.php\.net\/|https?:\/\/pecl\.php\.net\/get\/)?([A-Za-z]\w{1,60})(?:-([^\n]{1,300}))?$/;
function pecl(st, cmd2) {
  if (cmd2.argv[1]?.v.text !== "install" && cmd2.argv[1]?.v.text !== "upgrade") return void 0;
  const p = parseOpts(cmd2.argv.slice(2), { short: "fnZ", long: ["force", "nodeps", "nocompress"] });
  const specs = [];
  for (const word of p.operands) {
    const m = PECL_REF.exec(word.v.text.trim());
    if (!m) continue;
    const version = (m[2] ?? "").replace(/\.tgz$/, "");
    specs.push({ word, spec: m[1], source: "registry", pinned: EXACT_SEMVER.test(version) });
  }
  if (specs.length > 0) emitInstall(st, cmd2, "pecl", specs, false);
  return void 0;
}
var PHP_PACKAGE_HANDLERS = [["pecl", pecl]];

// src/analysis/code/shell/handlers/pwsh.ts
var PWSH_VALUE2 = [
  "executionpolicy",
  "ex",
  "ep",
  "windowstyle",
  "w",
  "workingdirectory",
  "wd",
  "configurationname",
  "inputformat",
  "outputformat",
  "of",
  "settingsfile",
  "file",
  "f"
];
function pwshParam(t) {
  const n = t.toLowerCase().replace(/^[-/]+/, "");
  if (n === "e" || n === "ec" || n.length >= 2 && "encodedcommand".startsWith(n)) return "encoded";
  if (n === "c" || n.length >= 2 && "command".startsWith(n) && n !== "co") return "command";
  if (n === "f" || n.length >= 2 && "file".startsWith(n)) return "file";
  return void 0;
}
function powershell3(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  for (let i2 = 0; i2 < args2.length; i2++) {
    const t = args2[i2].v.text;
    if (!/^[-/]/.test(t)) {
      runPwshCommand(st, cmd2, args2.slice(i2));
      return void 0;
    }
    const kind = pwshParam(t);
    if (kind === "encoded" && args2[i2 + 1]) {
      const w = args2[i2 + 1];
      const text = w.v.literal ? decodeUtf16Base64(w.v.text) : void 0;
      if (w.v.literal && (text === void 0 || !isMostlyPrintable(text))) return void 0;
      const decoded3 = text !== void 0 ? { text, literal: false, taints: ["decoded"] } : { ...w.v, literal: false, taints: [...w.v.taints, "decoded"] };
      st.emit(
        {
          kind: "decode",
          scheme: "utf16le-base64",
          input: w.v,
          ...text !== void 0 ? { decoded: text } : {}
        },
        w.start,
        w.end
      );
      runCode2(
        st,
        "powershell",
        "powershell",
        decoded3,
        { start: w.start, end: w.end },
        { always: true, evidenceStart: cmd2.start, evidenceEnd: cmd2.end }
      );
      return void 0;
    }
    if (kind === "command") {
      runPwshCommand(st, cmd2, args2.slice(i2 + 1));
      return void 0;
    }
    if (kind === "file") return void 0;
    if (PWSH_VALUE2.includes(t.toLowerCase().replace(/^[-/]+/, ""))) i2++;
  }
  if (cmd2.stdin) runStdin(st, "powershell", "powershell", cmd2, cmd2.stdin);
  return void 0;
}
function runPwshCommand(st, cmd2, words2) {
  if (words2.length === 0) return;
  if (words2.length === 1 && words2[0].v.text === "-") {
    if (cmd2.stdin) runStdin(st, "powershell", "powershell", cmd2, cmd2.stdin);
    return;
  }
  const code = joinValues(words2.map((w) => w.v));
  const site = words2.length === 1 ? wordSite(words2[0]) : { start: words2[0].start, end: words2[words2.length - 1].end };
  runCode2(st, "powershell", "powershell", code, site, { evidenceStart: cmd2.start, evidenceEnd: cmd2.end });
}
var PWSH_HANDLERS = [["powershell", powershell3]];

// src/analysis/code/shell/handlers/python-packages.ts
function pySource(t, customIndex) {
  if (/^git\+|^[\w.-]{1,100} ?@ ?git\+/i.test(t)) return "git";
  if (/^https?:\/\/|@ ?https?:\/\//i.test(t)) return "url";
  if (/^(?:\.{1,2}(?:\/|$)|\/|~\/|file:)|\.(?:whl|tar\.gz|zip)$/i.test(t)) return "path";
  return customIndex ? "custom-index" : "registry";
}
var PIP_VALUE = [
  "requirement",
  "r",
  "constraint",
  "c",
  "editable",
  "e",
  "index-url",
  "i",
  "extra-index-url",
  "find-links",
  "f",
  "target",
  "t",
  "trusted-host",
  "prefix",
  "root",
  "python",
  "platform",
  "only-binary",
  "no-binary",
  "with",
  "from",
  "index",
  "default-index"
];
function pipInstall(st, cmd2, manager, words2, runs) {
  const p = parseOpts(words2, { short: "rceitf", long: PIP_VALUE });
  const indexes = [
    ...valuesOfOpt(p, "-i", "--index-url", "--default-index", "--index"),
    ...valuesOfOpt(p, "--extra-index-url", "-f", "--find-links")
  ];
  for (const w of indexes) config(st, cmd2, "package-index", w.v.text);
  const custom = indexes.length > 0;
  const hashes = has(p, "--require-hashes");
  const specs = [];
  for (const r of valuesOfOpt(p, "-r", "--requirement"))
    specs.push({
      word: r,
      spec: `-r ${r.v.text}`,
      source: custom ? "custom-index" : "registry",
      pinned: hashes
    });
  for (const e of valuesOfOpt(p, "-e", "--editable"))
    specs.push({
      word: e,
      spec: `-e ${e.v.text}`,
      source: pySource(e.v.text, custom) === "registry" ? "path" : pySource(e.v.text, custom),
      pinned: false
    });
  for (const w of p.operands) {
    const t = w.v.text;
    const source2 = pySource(t, custom);
    specs.push({
      word: w,
      spec: t,
      source: source2,
      pinned: hashes || /^[\w.[\]-]{1,100}===?[\w.+!-]{1,64}$/.test(t) && !t.includes("*")
    });
  }
  emitInstall(st, cmd2, manager, specs, runs);
}
function pip(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const subAt = args2.findIndex((w) => !w.v.text.startsWith("-"));
  const sub = args2[subAt]?.v.text;
  if (sub === "install" || sub === "download") pipInstall(st, cmd2, "pip", args2.slice(subAt + 1), false);
  else if (sub === "config" && args2[subAt + 1]?.v.text === "set") {
    const key = args2[subAt + 2]?.v.text ?? "";
    const value2 = args2[subAt + 3]?.v.text ?? "";
    if (/index-url|find-links/.test(key)) config(st, cmd2, "package-index", value2);
    else if (/trusted-host|proxy/.test(key))
      config(st, cmd2, /proxy/.test(key) ? "proxy" : "other", `${key}=${value2}`);
  }
  return void 0;
}
function uv(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const sub = args2[0]?.v.text;
  const sub2 = args2[1]?.v.text;
  if (sub === "pip" && (sub2 === "install" || sub2 === "sync"))
    pipInstall(st, cmd2, "uv", args2.slice(2), false);
  else if (sub === "add") pipInstall(st, cmd2, "uv", args2.slice(1), false);
  else if (sub === "tool" && sub2 === "install") pipInstall(st, cmd2, "uv", args2.slice(2), false);
  else if (sub === "tool" && sub2 === "run")
    return uvx(st, { ...cmd2, argv: [cmd2.argv[0], ...args2.slice(2)] });
  else if (sub === "sync") {
    const locked = args2.some((w) => w.v.text === "--locked" || w.v.text === "--frozen");
    emitInstall(
      st,
      cmd2,
      "uv",
      [{ word: args2[0], spec: "(project dependencies)", source: "registry", pinned: locked }],
      false
    );
  } else if (sub === "run") {
    const p = parseOpts(args2.slice(1), { long: ["with", "index", "python", "from"], stopAtOperand: true });
    for (const w of valuesOfOpt(p, "--with"))
      emitInstall(
        st,
        cmd2,
        "uv",
        [{ word: w, spec: w.v.text, source: pySource(w.v.text, false), pinned: /==/.test(w.v.text) }],
        true
      );
    runScriptUrl(st, cmd2, p.operands[0]);
  }
  return void 0;
}
function runScriptUrl(st, cmd2, script) {
  if (!script || !/^https?:\/\//i.test(script.v.text)) return;
  runCode2(
    st,
    "python",
    "uv run",
    downloadValue("uv", script),
    { start: cmd2.start, end: cmd2.end },
    {
      always: true,
      endpoint: endpointOf(script.v.text, st.unit.hosts)
    }
  );
}
function uvx(st, cmd2, manager = "uvx") {
  const p = parseOpts(cmd2.argv.slice(1), {
    long: ["from", "with", "index", "index-url", "extra-index-url", "python", "default-index"],
    stopAtOperand: true
  });
  const indexes = valuesOfOpt(p, "--index", "--index-url", "--extra-index-url", "--default-index");
  for (const w of indexes) config(st, cmd2, "package-index", w.v.text);
  const from = valueOfOpt(p, "--from");
  const target = from ?? p.operands[0];
  if (!target) return void 0;
  const t = target.v.text;
  const source2 = pySource(t, indexes.length > 0);
  emitInstall(st, cmd2, manager, [{ word: target, spec: t, source: source2, pinned: /==|@\d/.test(t) }], true);
  launchMcp(st, cmd2, t, p.operands.slice(1));
  return void 0;
}
function pipx(st, cmd2) {
  const sub = cmd2.argv[1]?.v.text;
  if (sub === "install" || sub === "inject")
    pipInstall(st, cmd2, "pipx", cmd2.argv.slice(sub === "inject" ? 3 : 2), false);
  else if (sub === "run") return uvx(st, { ...cmd2, argv: [cmd2.argv[0], ...cmd2.argv.slice(2)] }, "pipx");
  return void 0;
}
var PYTHON_PACKAGE_HANDLERS = [
  ["pip", pip],
  ["pip3", pip],
  ["uv", uv],
  ["uvx", (st, cmd2) => uvx(st, cmd2)],
  ["pipx", pipx]
];

// src/analysis/code/shell/handlers/remote-configs.ts
function taskfileOption(cmd2) {
  const args2 = cmd2.argv.slice(1, 200);
  for (let i2 = 0; i2 < args2.length; i2++) {
    const w = args2[i2].v.text;
    if (w === "-t" || w === "--taskfile") return args2[i2 + 1]?.v;
    if (w.startsWith("--taskfile=")) return { ...args2[i2].v, text: w.slice("--taskfile=".length) };
  }
  return void 0;
}
function remoteTaskfile(st, cmd2) {
  const file = taskfileOption(cmd2);
  if (!file || !/^https?:\/\/\S{1,500}$/i.test(file.text)) return void 0;
  const endpoint = endpointOf(file.text, st.unit.hosts);
  st.emit({ kind: "fetch", endpoint, tool: cmd2.name }, cmd2.start, cmd2.end);
  const code = {
    text: `$(${cmd2.name} --taskfile ${file.text})`,
    literal: false,
    taints: ["download"],
    from: file.text
  };
  runCode2(
    st,
    void 0,
    `${cmd2.name} (remote Taskfile)`,
    code,
    { start: cmd2.start, end: cmd2.end },
    { endpoint }
  );
  return void 0;
}
var REMOTE_CONFIG_HANDLERS = [
  ["task", remoteTaskfile],
  ["go-task", remoteTaskfile]
];

// src/analysis/code/shell/handlers/serving.ts
var homeCwd = /* @__PURE__ */ new WeakMap();
function changeDir(st, cmd2) {
  const dir = cmd2.argv.slice(1).find((w) => !/^-[LPe@]$/.test(w.v.text));
  const path2 = dir ? normalizeHome(dir.v.text).replace(/\/$/, "") : "~";
  homeCwd.set(st, path2 === "~" || homeCwd.get(st) === true && path2 === ".");
  return void 0;
}
function holdings(st, root) {
  if (!root) return homeCwd.get(st) ? "home" : void 0;
  const path2 = normalizeHome(root.text.replace(/^["']|["']$/g, "")).replace(/(?<=.)\/$/, "");
  if (path2 === "." || path2 === "./") return homeCwd.get(st) ? "home" : void 0;
  if (path2 === "~" || path2 === "/" || /^\/(?:home|Users)$/.test(path2)) return "home";
  return secretOf(path2)?.cls;
}
function bindOf(addr2) {
  if (addr2 === void 0 || addr2 === "") return "default";
  if (/^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1|\[::1\])$/i.test(addr2)) return "loopback";
  return "public";
}
function emitServe(st, cmd2, tool, root, bind, port) {
  const holds = holdings(st, root);
  if (holds)
    st.emit(
      { kind: "serve", tool, root: root ?? literal("~"), bind, holds, ...port ? { port } : {} },
      cmd2.start,
      cmd2.end
    );
  return void 0;
}
function optValue2(args2, ...names) {
  for (let i2 = 0; i2 < args2.length && i2 < 64; i2++) {
    const t = args2[i2].v.text;
    for (const n of names) {
      if (t === n) return args2[i2 + 1]?.v.text;
      if (n.startsWith("--") && t.startsWith(`${n}=`)) return t.slice(n.length + 1);
    }
  }
  return void 0;
}
function operands(args2, valued) {
  const out2 = [];
  for (let i2 = 0; i2 < args2.length && i2 < 64; i2++) {
    const t = args2[i2].v.text;
    if (valued.has(t)) i2++;
    else if (!t.startsWith("-")) out2.push(args2[i2]);
  }
  return out2;
}
function python2(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const m = args2.findIndex((w) => w.v.text === "-m");
  if (m < 0 || !/^(?:http\.server|SimpleHTTPServer)$/.test(args2[m + 1]?.v.text ?? "")) return void 0;
  const rest = args2.slice(m + 2);
  const dir = optValue2(rest, "--directory", "-d");
  const port = operands(rest, /* @__PURE__ */ new Set(["--directory", "-d", "--bind", "-b", "--protocol"]))[0]?.v.text;
  return emitServe(
    st,
    cmd2,
    "python -m http.server",
    dir ? literal(dir) : void 0,
    bindOf(optValue2(rest, "--bind", "-b")),
    port
  );
}
var NODE_SERVERS = /^(?:serve|http-server|live-server|local-web-server|ws|static-server|servor)(?:@[\w.^~-]{1,40})?$/;
var NODE_VALUED = /* @__PURE__ */ new Set([
  "-p",
  "--port",
  "-l",
  "--listen",
  "-a",
  "--address",
  "--host",
  "-c",
  "--config"
]);
function nodeServer(st, cmd2) {
  const args2 = cmd2.argv.slice(cmd2.name === "npx" || cmd2.name === "bunx" ? 1 : 0);
  const at = args2.findIndex((w) => NODE_SERVERS.test(w.v.text));
  if (at < 0 || cmd2.name !== "npx" && cmd2.name !== "bunx" && at !== 0) return void 0;
  const rest = args2.slice(at + 1);
  const root = operands(rest, NODE_VALUED)[0];
  const listen = optValue2(rest, "-l", "--listen", "-a", "--address", "--host");
  const host = listen?.replace(/^tcp:\/\//, "").replace(/:\d{1,5}$/, "");
  const bind = listen && /^\d{1,5}$/.test(listen) ? "default" : bindOf(host);
  const tool = args2[at].v.text.replace(/@.*$/, "");
  if (/^localtunnel$|^lt$/.test(tool)) return void 0;
  return emitServe(st, cmd2, tool, root ? root.v : literal("."), bind, optValue2(rest, "-p", "--port"));
}
function php2(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const addr2 = optValue2(args2, "-S");
  if (addr2 === void 0) return void 0;
  const docroot = optValue2(args2, "-t");
  const host = addr2.replace(/:\d{1,5}$/, "");
  return emitServe(
    st,
    cmd2,
    "php -S",
    docroot ? literal(docroot) : void 0,
    bindOf(host),
    /:(\d{1,5})$/.exec(addr2)?.[1]
  );
}
function ruby(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const e = args2.findIndex((w) => w.v.text === "-e");
  if (!args2.some((w) => w.v.text === "-run") || args2[e + 1]?.v.text !== "httpd") return void 0;
  const rest = args2.slice(e + 2);
  const root = operands(rest, /* @__PURE__ */ new Set(["-p", "--port", "-b", "--bind-address"]))[0];
  const bind = bindOf(optValue2(rest, "-b", "--bind-address"));
  return emitServe(
    st,
    cmd2,
    "ruby -run -e httpd",
    root ? root.v : literal("."),
    bind,
    optValue2(rest, "-p", "--port")
  );
}
function busybox(st, cmd2) {
  const wrapped = cmd2.argv[1]?.v.text === "httpd";
  if (cmd2.name === "busybox" && !wrapped) return void 0;
  const args2 = cmd2.argv.slice(wrapped ? 2 : 1);
  const home = optValue2(args2, "-h");
  const listen = optValue2(args2, "-p");
  const host = listen?.includes(":") ? listen.replace(/:\d{1,5}$/, "") : void 0;
  return emitServe(
    st,
    cmd2,
    "busybox httpd",
    home ? literal(home) : void 0,
    bindOf(host),
    listen?.replace(/^.*:/, "")
  );
}
function emitTunnel(st, cmd2, tool, host, port) {
  st.emit(
    { kind: "tunnel", tool, endpoint: endpointOf(host, st.unit.hosts), ...port ? { port } : {} },
    cmd2.start,
    cmd2.end
  );
  return void 0;
}
var portOf = (s) => s ? /(?:^|:)(\d{2,5})(?:\/|$)/.exec(s)?.[1] : void 0;
function cloudflared(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const url = optValue2(args2, "--url");
  if (!args2.some((w) => w.v.text === "tunnel") || url === void 0) return void 0;
  return emitTunnel(st, cmd2, "cloudflared tunnel", "trycloudflare.com", portOf(url));
}
function ngrok(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const sub = args2.find((w) => !w.v.text.startsWith("-"))?.v.text;
  if (!sub || !/^(?:http|https|tcp|tls|start)$/.test(sub)) return void 0;
  const port = args2.map((w) => portOf(w.v.text)).find((p) => p !== void 0);
  return emitTunnel(st, cmd2, `ngrok ${sub}`, "ngrok.io", port);
}
function localtunnel(st, cmd2) {
  const args2 = cmd2.argv.slice(cmd2.name === "npx" || cmd2.name === "bunx" ? 1 : 0);
  const at = args2.findIndex((w) => /^(?:lt|localtunnel)(?:@[\w.^~-]{1,40})?$/.test(w.v.text));
  if (at < 0) return void 0;
  const port = optValue2(args2.slice(at + 1), "--port", "-p");
  if (port === void 0) return void 0;
  return emitTunnel(st, cmd2, "localtunnel", "loca.lt", port);
}
function bore(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  if (args2[0]?.v.text !== "local") return void 0;
  return emitTunnel(
    st,
    cmd2,
    "bore local",
    optValue2(args2, "--to", "-t") ?? "bore.pub",
    portOf(args2[1]?.v.text)
  );
}
function tailscale(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  if (args2[0]?.v.text !== "funnel") return void 0;
  const port = args2.slice(1).map((w) => portOf(w.v.text)).find((p) => p !== void 0);
  return emitTunnel(st, cmd2, "tailscale funnel", "ts.net", port);
}
var SSH_TUNNEL_HOSTS = /(?:^|[@.])(?:serveo\.net|localhost\.run|pinggy\.io|a\.pinggy\.io|srv\.us|tunnel\.pyjam\.as|localhost\.run)$/i;
function ssh2(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  const forward = optValue2(args2, "-R");
  const host = args2.map((w) => w.v.text).find((t) => SSH_TUNNEL_HOSTS.test(t));
  if (forward === void 0 || host === void 0) return void 0;
  return emitTunnel(st, cmd2, "ssh -R", host.replace(/^.*@/, ""), forward.split(":").pop());
}
function npx2(st, cmd2) {
  nodeServer(st, cmd2);
  return localtunnel(st, cmd2);
}
var SERVING_HANDLERS = [
  ["cd", changeDir],
  ["python", python2],
  ["npx", npx2],
  ["bunx", npx2],
  ["serve", nodeServer],
  ["http-server", nodeServer],
  ["php", php2],
  ["ruby", ruby],
  ["busybox", busybox],
  ["httpd", busybox],
  ["cloudflared", cloudflared],
  ["ngrok", ngrok],
  ["lt", localtunnel],
  ["localtunnel", localtunnel],
  ["bore", bore],
  ["tailscale", tailscale],
  ["ssh", ssh2]
];

// src/analysis/code/shell/handlers/system.ts
function disown(st, cmd2) {
  st.emit({ kind: "detach", how: "disown" }, cmd2.start, cmd2.end);
  return void 0;
}
function multiplexer(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  if (cmd2.name === "screen") {
    const detached2 = args2.some((w) => /^-[a-zA-Z]*d[a-zA-Z]*m|^-[a-zA-Z]*m[a-zA-Z]*d|^-D$/.test(w.v.text)) || args2.some((w) => w.v.text === "-d") && args2.some((w) => w.v.text === "-m");
    if (!detached2) return void 0;
    st.emit({ kind: "detach", how: "screen -dm" }, cmd2.start, cmd2.end);
    const p2 = parseOpts(args2, { short: "SLclLpT", stopAtOperand: true });
    if (p2.operands.length) st.exec(withArgv(cmd2, p2.operands, "screen"));
    return void 0;
  }
  const sub = args2[0]?.v.text ?? "";
  if (!["new", "new-session", "new-window", "neww", "split-window", "splitw", "send-keys", "send"].includes(sub))
    return void 0;
  const p = parseOpts(args2.slice(1), { short: "sncxyFtefwlpTDA", stopAtOperand: true });
  const detached = sub.startsWith("new-w") || sub === "neww" || sub.startsWith("s") || p.opts.some((o) => o.name === "-d");
  if (!detached) return void 0;
  st.emit({ kind: "detach", how: `tmux ${sub} -d` }, cmd2.start, cmd2.end);
  const words2 = sub.startsWith("send") ? p.operands.filter((w) => !/^(?:Enter|C-m|KPEnter)$/.test(w.v.text)) : p.operands;
  if (words2.length === 0) return void 0;
  const code = joinValues(words2.map((w) => w.v));
  runCode2(
    st,
    "shell",
    "tmux",
    code,
    {
      start: words2[0].start,
      end: words2[words2.length - 1].end,
      ...words2.length === 1 && words2[0].exact !== void 0 ? { exact: words2[0].exact } : {}
    },
    { evidenceStart: cmd2.start, evidenceEnd: cmd2.end }
  );
  return void 0;
}
function commandString(st, cmd2) {
  const args2 = cmd2.argv.slice(1);
  let words2 = args2;
  if (cmd2.name === "watch")
    words2 = parseOpts(args2, { short: "nd", long: ["interval", "differences"], stopAtOperand: true }).operands;
  else {
    const c = args2.findIndex(
      (w) => w.v.text === "-c" || w.v.text === "--command" || /^-[a-z]*c$/.test(w.v.text)
    );
    words2 = c >= 0 ? args2.slice(c + 1, c + 2) : [];
  }
  if (cmd2.name === "su") {
    st.emit(
      {
        kind: "privilege",
        how: "su",
        command: words2.map((w) => w.v.text).join(" ").slice(0, 300),
        interpreter: true
      },
      cmd2.start,
      cmd2.end
    );
    if (words2.length === 0 && cmd2.stdin)
      runCode2(st, "shell", "su", cmd2.stdin, { start: cmd2.pipeStart, end: cmd2.pipeEnd });
  }
  if (words2.length === 0) return void 0;
  const code = joinValues(words2.map((w) => w.v));
  const one = words2.length === 1 ? words2[0] : void 0;
  runCode2(
    st,
    "shell",
    cmd2.name,
    code,
    {
      start: words2[0].start,
      end: words2[words2.length - 1].end,
      ...one?.exact !== void 0 ? { exact: one.exact } : {}
    },
    { evidenceStart: cmd2.start, evidenceEnd: cmd2.end }
  );
  return void 0;
}
function forkBomb(st, name2, body2, start3, end) {
  let calls = 0;
  let spawning = false;
  const stack = [body2];
  for (let n = 0; stack.length && n < 512; n++) {
    const cur = stack.pop();
    if (cur.type === "command") {
      const nameNode = cur.childForFieldName("name");
      if (nameNode && st.slice(nameNode.startIndex, nameNode.endIndex) === name2) {
        calls++;
        const parent = cur.parent;
        const next = cur.nextSibling;
        if (parent?.type === "pipeline" || next?.type === "&") spawning = true;
      }
    }
    for (let i2 = 0; i2 < cur.childCount; i2++) {
      const c = cur.child(i2);
      if (c) stack.push(c);
    }
  }
  if (calls >= 2 && spawning) st.emit({ kind: "destroy", how: "fork-bomb", target: name2 }, start3, end);
}
var NET_CLIENTS = /* @__PURE__ */ new Set(["nc", "telnet", "openssl", "socat", "ssh"]);
function pipelineChecks(st, names, start3, end) {
  if (names.length < 2) return;
  const shell2 = names.some((n) => SHELLS.has(n));
  const client3 = names.find((n) => NET_CLIENTS.has(n) && n !== "ssh");
  if (shell2 && client3)
    st.emit(
      {
        kind: "reverse-shell",
        how: `shell piped through ${client3}`,
        endpoint: st.lastEndpoint ?? { cls: "unknown" }
      },
      start3,
      end
    );
}
var SYSTEM_HANDLERS2 = [
  ["disown", disown],
  ["screen", multiplexer],
  ["tmux", multiplexer],
  ["watch", commandString],
  ["script", commandString],
  ["su", commandString],
  ["sg", commandString]
];

// src/analysis/code/shell/handlers/workdir.ts
function changeDir2(st, cmd2) {
  const args2 = cmd2?.argv.slice(1).filter((w) => !/^-[LPe@]$/.test(w.v.text)) ?? [];
  const dir = args2[0];
  st.changeDir(dir?.v.text, dir?.v.literal !== false);
  return literal("");
}
var WORKDIR_HANDLERS = [
  ["cd", changeDir2],
  ["pushd", changeDir2],
  ["popd", (st) => changeDir2(st, void 0)]
];

// src/analysis/code/shell/handlers/zsh-net.ts
var FIRST_FD = 60;
function ztcp(st, cmd2) {
  const args2 = cmd2.argv.slice(1).map((w) => w.v);
  if (args2.some((a) => /^-[a-zA-Z]*[lacL]/.test(a.text))) return literal("");
  const [host, port] = args2.filter((a) => !a.text.startsWith("-"));
  if (!host?.literal || !port?.literal || !/^\d{1,5}$/.test(port.text)) return void 0;
  const ep = netPath(`/dev/tcp/${host.text}/${port.text}`, st.unit.hosts);
  if (!ep) return void 0;
  const fd = String(FIRST_FD + Math.min(st.netFds.size, 100));
  st.netFds.set(fd, ep);
  st.setVar("REPLY", literal(fd));
  st.emit({ kind: "fetch", endpoint: ep, tool: "ztcp" }, cmd2.start, cmd2.end);
  return literal("");
}
var ZSH_NET_HANDLERS = [["ztcp", ztcp]];

// src/analysis/code/shell/handlers/registry.ts
function chained(tables2) {
  const map = /* @__PURE__ */ new Map();
  for (const table2 of tables2)
    for (const [name2, h] of table2) {
      const prior = map.get(name2);
      map.set(name2, prior ? (st, cmd2) => prior(st, cmd2) ?? h(st, cmd2) : h);
    }
  return map;
}
var HANDLERS2 = chained([
  // First: these only record folders a download filled and give no output, so every other handler still runs.
  FETCHED_DIR_HANDLERS,
  // First too: file servers and tunnels are facts beside what the program otherwise does (serving.ts).
  SERVING_HANDLERS,
  // First too: `printf -v`, `mapfile` fill a variable and print nothing.
  ARRAY_BUILTIN_HANDLERS,
  // Before the digest readers: `-c` checks a list, which pins what it names (checksums.ts).
  CHECKSUM_HANDLERS,
  DATA_HANDLERS,
  DECODE_HANDLERS3,
  EXEC_HANDLERS2,
  PWSH_HANDLERS,
  FILE_HANDLERS2,
  HTTP_HANDLERS2,
  DIRENV_HANDLERS,
  WORKDIR_HANDLERS,
  SOCKET_HANDLERS2,
  ZSH_NET_HANDLERS,
  PACKAGE_HANDLERS,
  PYTHON_PACKAGE_HANDLERS,
  PHP_PACKAGE_HANDLERS,
  AGENT_HANDLERS,
  SYSTEM_HANDLERS2,
  CLI_TOKEN_HANDLERS,
  CHANNEL_HANDLERS,
  CONTAINER_HANDLERS,
  REMOTE_CONFIG_HANDLERS
]);

// src/analysis/code/shell/run.ts
var WRAPPERS2 = {
  sudo: {
    spec: { short: "ugCDhprtUT", long: ["user", "group", "prompt", "chdir"], stopAtOperand: true },
    privilege: "sudo"
  },
  doas: { spec: { short: "uC", stopAtOperand: true }, privilege: "doas" },
  pkexec: { spec: { long: ["user"], stopAtOperand: true }, privilege: "pkexec" },
  nohup: { spec: { stopAtOperand: true }, detach: true },
  setsid: { spec: { stopAtOperand: true }, detach: true },
  daemonize: { spec: { short: "acelopu", stopAtOperand: true }, detach: true },
  time: { spec: { short: "fo", stopAtOperand: true } },
  nice: { spec: { short: "n", long: ["adjustment"], stopAtOperand: true } },
  ionice: { spec: { short: "cnp", stopAtOperand: true } },
  timeout: { spec: { short: "sk", long: ["signal", "kill-after"], stopAtOperand: true }, skip: 1 },
  stdbuf: { spec: { short: "ioe", long: ["input", "output", "error"], stopAtOperand: true } },
  command: { spec: { stopAtOperand: true } },
  builtin: { spec: { stopAtOperand: true } },
  exec: { spec: { short: "a", stopAtOperand: true } },
  caffeinate: { spec: { short: "tw", stopAtOperand: true } },
  unbuffer: { spec: { stopAtOperand: true } },
  chronic: { spec: { stopAtOperand: true } },
  flock: { spec: { short: "wEc", stopAtOperand: true }, skip: 1 },
  chroot: { spec: { stopAtOperand: true }, skip: 1 },
  busybox: { spec: { stopAtOperand: true } },
  runuser: { spec: { short: "ug", stopAtOperand: true } },
  torsocks: { spec: { stopAtOperand: true } },
  proxychains: { spec: { short: "f", stopAtOperand: true } },
  proxychains4: { spec: { short: "f", stopAtOperand: true } }
};
function execCmd(st, input) {
  if (!st.step()) return void 0;
  const located = programLookup(input);
  if (located) return applyOutputs(st, input, located);
  if (input.name === "alias") return defineAliases(st, input);
  const cmd2 = unwrap2(st, expandAlias(st, input));
  if (!cmd2) return void 0;
  const stdin = applyInputs(st, cmd2);
  if (stdin) cmd2.stdin = stdin;
  if (cmd2.argv.length === 0) return applyOutputs(st, cmd2, void 0);
  const local = cmd2.name === "openssl" && !/^s_(?:client|server)$/.test(cmd2.argv[1]?.v.text ?? "");
  if (cmd2.pipeline.length < 64) cmd2.pipeline.push(local ? "openssl-local" : cmd2.name);
  for (const a of cmd2.assigns) configFromAssignment(st, a);
  let out2 = run2(st, cmd2);
  out2 ??= generic2(cmd2);
  return applyOutputs(st, cmd2, out2);
}
function run2(st, cmd2) {
  const program = cmd2.argv[0];
  const fn = st.functions.has(program.v.text) ? st.callFunction(program.v.text, cmd2) : void 0;
  if (fn || st.functions.has(program.v.text)) return fn;
  const tainted2 = runTaintedProgram(st, cmd2);
  if (tainted2) return tainted2;
  if (isFetchedPath(st, program.v.text)) return runFetchedFile(st, cmd2);
  const handler = HANDLERS2.get(cmd2.name);
  if (handler) return handler(st, cmd2);
  return runFetchedFile(st, cmd2);
}
function programLookup(cmd2) {
  if (cmd2.name !== "command" && cmd2.name !== "which" && cmd2.name !== "type") return void 0;
  const args2 = cmd2.argv.slice(1);
  const opts = args2.filter((w) => w.v.text.startsWith("-")).map((w) => w.v.text);
  const looks = cmd2.name === "command" && opts.some((o) => o === "-v" || o === "-V") || cmd2.name === "which" || cmd2.name === "type" && opts.some((o) => o === "-p" || o === "-P");
  if (!looks) return void 0;
  const name2 = args2.find((w) => !w.v.text.startsWith("-"));
  return name2?.v.literal && /^[\w.+-]{1,64}$/.test(name2.v.text) ? literal(name2.v.text) : literal("");
}
function defineAliases(st, cmd2) {
  for (const w of cmd2.argv.slice(1, 50)) {
    const eq = w.v.text.indexOf("=");
    if (eq > 0) st.defineAlias(w.v.text.slice(0, eq), w.v.text.slice(eq + 1));
  }
  return literal("");
}
function expandAlias(st, cmd2) {
  if (st.shellAliases.size === 0) return cmd2;
  let out2 = cmd2;
  const seen = /* @__PURE__ */ new Set();
  for (let i2 = 0; i2 < 4; i2++) {
    const first3 = out2.argv[0];
    const text = first3?.v.literal ? first3.v.text : void 0;
    const value2 = text === void 0 || seen.has(text) ? void 0 : st.shellAliases.get(text);
    if (!first3 || value2 === void 0 || st.functions.has(text)) return out2;
    seen.add(text);
    const words2 = aliasWords(value2).map((t) => ({ v: literal(t), start: first3.start, end: first3.end }));
    if (words2.length === 0) return out2;
    out2 = withArgv(out2, [...words2, ...out2.argv.slice(1)]);
  }
  return out2;
}
function aliasWords(value2) {
  const out2 = [];
  for (const m of value2.slice(0, 500).matchAll(/"([^"]*)"|'([^']*)'|([^\s"']+)/g)) {
    if (out2.length >= 64) break;
    out2.push(m[1] ?? m[2] ?? m[3]);
  }
  return out2;
}
function generic2(cmd2) {
  return derived(`$(${argvText(cmd2.argv, 120)})`, cmd2.stdin ? [cmd2.stdin] : []);
}
function unwrap2(st, input) {
  let cmd2 = input;
  for (let guard = 0; guard < 8 && cmd2.argv.length > 0; guard++) {
    const name2 = cmd2.name;
    if (name2 === "env") {
      const next2 = unwrapEnv(cmd2);
      if (next2 === cmd2) break;
      cmd2 = next2;
      continue;
    }
    if (name2 === "xargs") {
      const next2 = unwrapXargs(cmd2);
      if (next2 === cmd2) break;
      cmd2 = next2;
      continue;
    }
    if (name2 === "command" && cmd2.argv.slice(1).some((w) => w.v.text === "-v" || w.v.text === "-V"))
      return void 0;
    const wrapper = WRAPPERS2[name2];
    if (!wrapper) break;
    const p = parseOpts(cmd2.argv.slice(1), wrapper.spec);
    let rest = p.operands.slice(wrapper.skip ?? 0);
    const shell2 = wrapper.privilege !== void 0 && rest.length === 0 && has(p, "-s", "-i");
    if (shell2) rest = [{ ...cmd2.argv[0], v: { text: "sh", literal: true, taints: [] } }];
    const next = withArgv(cmd2, rest, name2);
    if (wrapper.detach) st.emit({ kind: "detach", how: name2 }, cmd2.start, cmd2.end);
    if (wrapper.privilege) privilege(st, wrapper.privilege, next, shell2);
    cmd2 = next;
    if (rest.length === 0) return cmd2;
  }
  return cmd2;
}
function privilege(st, how, inner, interactiveShell) {
  const interpreter = interactiveShell ? inner.stdin !== void 0 : readsCode(st, inner);
  st.emit({ kind: "privilege", how, command: argvText(inner.argv), interpreter }, inner.start, inner.end);
}
function isFetchedPath(st, program) {
  return program.includes("/") && st.fileAt(program)?.content.taints.includes("download") === true;
}
function readsCode(st, cmd2) {
  if (isFetchedPath(st, cmd2.argv[0]?.v.text ?? "")) return true;
  if (!INTERPRETERS.has(cmd2.name)) return false;
  const args2 = cmd2.argv.slice(1);
  if (cmd2.stdin !== void 0) return true;
  if (args2.some((w) => /^-(?:c|e|E|r|Command|EncodedCommand|enc|ec)$/i.test(w.v.text))) return true;
  const operand = args2.find((w) => !w.v.text.startsWith("-"));
  if (!operand) return true;
  if (operand.proc) return true;
  const file = st.fileAt(operand.v.text);
  return file !== void 0 || hasTaint(operand.v, "download") || hasTaint(operand.v, "decoded");
}
function unwrapEnv(cmd2) {
  const args2 = cmd2.argv.slice(1);
  let i2 = 0;
  const assigns = [...cmd2.assigns];
  const split = [];
  for (; i2 < args2.length; i2++) {
    const t = args2[i2].v.text;
    if ((t === "-S" || t === "--split-string") && args2[i2 + 1]) {
      const w = args2[++i2];
      for (const part of w.v.text.split(/[ \t]+/).filter(Boolean).slice(0, 32))
        split.push({ ...w, v: { ...w.v, text: part } });
      continue;
    }
    if (t === "-u" || t === "-C" || t === "--unset" || t === "--chdir") {
      i2++;
      continue;
    }
    if (t.startsWith("-")) continue;
    const eq = t.indexOf("=");
    if (eq > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(t.slice(0, eq))) {
      const w = args2[i2];
      assigns.push({
        name: t.slice(0, eq),
        value: { ...w.v, text: t.slice(eq + 1) },
        start: w.start,
        end: w.end
      });
      continue;
    }
    break;
  }
  if (i2 >= args2.length && split.length === 0) return cmd2;
  return { ...withArgv(cmd2, [...split, ...args2.slice(i2)], "env"), assigns };
}
function unwrapXargs(cmd2) {
  const p = parseOpts(cmd2.argv.slice(1), {
    short: "IiEdLnPsa",
    long: ["replace", "max-args", "delimiter"],
    stopAtOperand: true
  });
  const replace2 = p.opts.find((o) => o.name === "-I" || o.name === "--replace" || o.name === "-i");
  const input = cmd2.stdin ?? { text: "", literal: true, taints: [] };
  const asWord = (w) => ({ ...w, v: input });
  const operands2 = p.operands.length ? p.operands : [{ ...cmd2.argv[0], v: { text: "echo", literal: true, taints: [] } }];
  let argv;
  if (replace2?.value) {
    const r = replace2.value.v.text || "{}";
    argv = operands2.map(
      (w) => w.v.text.includes(r) ? { ...w, v: { ...input, text: w.v.text.split(r).join(input.text) } } : w
    );
  } else {
    argv = [...operands2];
    if (cmd2.stdin) argv.push(asWord(operands2[operands2.length - 1]));
  }
  const next = withArgv(cmd2, argv, "xargs");
  delete next.stdin;
  delete next.heredoc;
  return next;
}

// src/analysis/code/shell/argv.ts
function argvOf(st, node2) {
  const parts2 = [];
  const name2 = node2.childForFieldName("name");
  if (name2) parts2.push(name2);
  for (const a of node2.childrenForFieldName("argument")) if (a) parts2.push(a);
  const argv = [];
  let prevEnd = -1;
  for (const group of braceGroups(st, parts2)) {
    const p = group[0];
    const unwrap3 = (n) => n.type === "command_name" ? n.namedChildren[0] ?? n : n;
    const target = group.length > 1 ? group.map(unwrap3) : unwrap3(p);
    const end = group[group.length - 1].endIndex;
    const lead = p === name2 && (st.braceLead === p.startIndex || lostBrace(st, p.startIndex, end)) ? "{" : "";
    const fields = expandWord(st, target, lead);
    const gap = prevEnd >= 0 ? st.slice(prevEnd, p.startIndex) : "";
    if ((gap === "" || gap === "\\\n" || gap === "\\\r\n") && argv.length && fields.length) {
      const last = argv[argv.length - 1];
      const first3 = fields.shift();
      const proc = first3.proc ?? last.proc;
      argv[argv.length - 1] = {
        v: concat([last.v, first3.v]),
        start: last.start,
        end: first3.end,
        ...proc ? { proc } : {}
      };
    }
    for (const f of fields) if (argv.length < 2e3) argv.push(f);
    prevEnd = end;
  }
  return argv;
}
function braceGroups(st, parts2) {
  const out2 = [];
  for (const p of parts2) {
    const last = out2[out2.length - 1];
    const prev = last?.[last.length - 1];
    const touching = prev !== void 0 && prev.endIndex === p.startIndex && p.type !== "process_substitution";
    if (touching && last && last[0].type !== "process_substitution" && /\{[^}\s]{0,2000}[,.]/.test(st.slice(Math.max(0, last[0].startIndex - 1), prev.endIndex + 1)) && last.length < 64)
      last.push(p);
    else out2.push([p]);
  }
  return out2;
}
function lostBrace(st, start3, end) {
  if (st.slice(start3 - 1, start3) !== "{") return false;
  return /^[^\s{}]{1,200}[,.][^\s{}]{0,2000}\}/.test(st.slice(start3, end));
}

// src/analysis/code/shell/assign.ts
var NO_OUTPUT = void 0;
function assignmentOf(st, node2) {
  const nameNode = node2.childForFieldName("name");
  const valueNode = node2.childForFieldName("value");
  let name2 = nameNode ? st.slice(nameNode.startIndex, nameNode.endIndex) : "";
  const sub = nameNode?.type === "subscript" ? nameNode.childForFieldName("name") : null;
  if (sub) name2 = st.slice(sub.startIndex, sub.endIndex);
  name2 = resolveRef(st, name2);
  const append = /^[^=]{0,300}\+=/.test(st.slice(node2.startIndex, node2.endIndex));
  if (valueNode?.type === "array") {
    const arr = arrayLiteral(st, valueNode, wordValue, (s, n) => expandWord(s, n).map((w) => w.v));
    return { name: name2, value: assignArray(st, name2, arr, append), start: node2.startIndex, end: node2.endIndex };
  }
  let value2 = valueNode ? wordValue(st, valueNode) : literal("");
  const index = sub ? nameNode?.childForFieldName("index") : null;
  if (index) {
    const key = wordValue(st, index).text;
    const prev = append ? st.arrays.get(name2)?.get(key) : void 0;
    const element = prev ? concat([prev, value2]) : value2;
    return { name: name2, value: assignElement(st, name2, key, element), start: node2.startIndex, end: node2.endIndex };
  }
  if (append) {
    const prev = st.vars.get(name2);
    if (prev) value2 = concat([prev, value2]);
  }
  if (!append && st.arrays.has(name2))
    return { name: name2, value: assignElement(st, name2, "0", value2), start: node2.startIndex, end: node2.endIndex };
  return { name: name2, value: value2, start: node2.startIndex, end: node2.endIndex };
}
function nameReference(st, node2) {
  const nameNode = node2.childForFieldName("name");
  const valueNode = node2.childForFieldName("value");
  if (!nameNode || !valueNode) return false;
  const target = wordValue(st, valueNode);
  if (!target.literal || !/^[A-Za-z_]\w{0,63}$/.test(target.text)) return false;
  if (st.namerefs.size < 200) st.namerefs.set(st.slice(nameNode.startIndex, nameNode.endIndex), target.text);
  return true;
}
function assignVar(st, a) {
  st.setVar(a.name, a.value);
  configFromAssignment(st, a);
  if (st.topLevel && st.unit.depth === 0) st.unit.assign(a.name, a.value, a.start, a.end);
}
function runAssignment(st, node2, _) {
  if (node2.type !== "variable_assignment") return;
  assignVar(st, assignmentOf(st, node2));
}
function runDeclaration(st, node2) {
  const keyword = node2.child(0)?.type ?? "";
  let operands2 = 0;
  const flags2 = [];
  for (const c of node2.namedChildren) {
    if (!c) continue;
    if (c.type === "variable_assignment") {
      if (!(flags2.some((f) => /^-[a-zA-Z]{0,8}n/.test(f)) && nameReference(st, c))) runAssignment(st, c, []);
      operands2++;
    } else if (c.type === "variable_name") operands2++;
    else {
      const text = st.slice(c.startIndex, c.endIndex);
      if (text.startsWith("-") || text.startsWith("+")) {
        flags2.push(text);
        continue;
      }
      operands2++;
      for (const w of expandWord(st, c)) {
        const eq = w.v.text.indexOf("=");
        if (eq > 0 && /^[A-Za-z_]\w{0,63}$/.test(w.v.text.slice(0, eq)))
          assignVar(st, {
            name: w.v.text.slice(0, eq),
            value: { ...w.v, text: w.v.text.slice(eq + 1) },
            start: w.start,
            end: w.end
          });
      }
    }
  }
  const dumps = operands2 === 0 && (keyword === "export" || flags2.includes("-x") || flags2.includes("-p"));
  if (dumps) return envDump(st, `${keyword} ${flags2.join(" ")}`.trim(), node2.startIndex, node2.endIndex);
  return NO_OUTPUT;
}

// src/analysis/code/shell/collect-redirects.ts
function redirectOp(st, node2, dest) {
  const fdNode = node2.childForFieldName("descriptor");
  const from = fdNode ? fdNode.endIndex : node2.startIndex;
  const to = dest ? dest.startIndex : node2.endIndex;
  const op = st.slice(from, to).replace(/\s/g, "");
  return fdNode ? { op, fd: st.slice(fdNode.startIndex, fdNode.endIndex) } : { op };
}
function collectRedirect(st, r, acc) {
  if (r.type === "file_redirect") {
    const dest = r.childForFieldName("destination") ?? r.namedChildren.find((c) => c && c.type !== "file_descriptor") ?? null;
    const { op, fd } = redirectOp(st, r, dest);
    const target = dest ? expandWord(st, dest)[0] : void 0;
    if (target) acc.redirs.push({ op, ...fd ? { fd } : {}, target, start: r.startIndex, end: r.endIndex });
  } else if (r.type === "herestring_redirect") {
    const w = r.namedChildren.find((c) => c && c.type !== "file_descriptor");
    if (!w) return;
    const field = expandWord(st, w)[0];
    const v = concat([wordValue(st, w), literal("\n")]);
    acc.heredoc = {
      value: v,
      start: field?.exact ?? w.startIndex,
      end: w.endIndex,
      exact: field?.exact !== void 0
    };
  } else if (r.type === "heredoc_redirect") {
    heredocOf(st, r, acc);
  }
}
function heredocOf(st, r, acc) {
  let body2;
  let quotedDelimiter = false;
  let stripTabs = false;
  for (const c of r.children) {
    if (!c) continue;
    if (c.type === "<<-") stripTabs = true;
    else if (c.type === "heredoc_start") quotedDelimiter = /['"\\]/.test(st.slice(c.startIndex, c.endIndex));
    else if (c.type === "heredoc_body") body2 = c;
    else if (c.type === "file_redirect" || c.type === "herestring_redirect") collectRedirect(st, c, acc);
    else if (c.isNamed && c.type !== "heredoc_end") acc.continuations.push(c);
  }
  if (!body2) {
    acc.heredoc = { value: literal(""), start: r.endIndex, end: r.endIndex, exact: false };
    return;
  }
  const raw = st.slice(body2.startIndex, body2.endIndex);
  let value2;
  let exact = !stripTabs;
  if (quotedDelimiter) value2 = literal(raw);
  else {
    const parts2 = [];
    let pos = body2.startIndex;
    for (const c of body2.namedChildren) {
      if (!c || c.type === "heredoc_content" || c.startIndex < pos) continue;
      if (c.startIndex > pos) parts2.push(literal(unescapeQuoted(st.slice(pos, c.startIndex), "\0")));
      parts2.push(wordValue(st, c));
      pos = c.endIndex;
    }
    if (body2.endIndex > pos) parts2.push(literal(unescapeQuoted(st.slice(pos, body2.endIndex), "\0")));
    value2 = parts2.length ? concat(parts2) : literal("");
    exact &&= value2.literal && value2.text === raw;
  }
  if (stripTabs) value2 = { ...value2, text: value2.text.replace(/^\t+/gm, "") };
  acc.heredoc = { value: value2, start: body2.startIndex, end: body2.endIndex, exact };
}

// src/analysis/code/shell/walk.ts
var NO_OUTPUT2 = void 0;
function runNode(st, node2, io) {
  if (!st.step() || !st.enter()) return NO_OUTPUT2;
  try {
    return dispatch2(st, node2, io);
  } finally {
    st.leave();
  }
}
function dispatch2(st, node2, io) {
  if ((node2.type === "ERROR" || node2.type === "compound_statement") && /^\{[^\s}]/.test(st.slice(node2.startIndex, node2.startIndex + 2)))
    st.braceLead = node2.startIndex + 1;
  switch (node2.type) {
    case "program":
    case "compound_statement":
    case "do_group":
    case "else_clause":
    case "elif_clause":
    case "if_statement":
    case "while_statement":
    case "list":
      return runChildren(st, node2, io);
    case "ERROR":
      return runRecovered(st, node2, io);
    case "subshell":
      return nested(st, () => runChildren(st, node2, io));
    case "pipeline":
      return runPipeline(st, node2, io);
    case "redirected_statement":
      return runRedirected(st, node2, io);
    case "command":
      return runCommandNode(st, node2, io, []);
    case "variable_assignment":
      runAssignment(st, node2, []);
      return NO_OUTPUT2;
    case "variable_assignments":
      for (const c of node2.namedChildren) if (c) runAssignment(st, c, []);
      return NO_OUTPUT2;
    case "declaration_command":
      return runDeclaration(st, node2);
    case "unset_command":
      for (const c of node2.namedChildren) {
        if (!c) continue;
        st.vars.delete(st.slice(c.startIndex, c.endIndex));
        st.arrays.delete(st.slice(c.startIndex, c.endIndex));
      }
      return NO_OUTPUT2;
    case "function_definition":
      defineFunction(st, node2);
      return NO_OUTPUT2;
    case "for_statement":
      return nested(st, () => runFor(st, node2, io));
    case "c_style_for_statement":
    case "case_statement":
    case "case_item":
      return runCaseLike(st, node2, io);
    case "negated_command":
      return runChildren(st, node2, io);
    case "comment":
    case "heredoc_body":
    case "heredoc_start":
    case "heredoc_end":
      return NO_OUTPUT2;
    default:
      runSubstitutionsIn(st, node2);
      return NO_OUTPUT2;
  }
}
function nested(st, f) {
  const top = st.topLevel;
  st.topLevel = false;
  try {
    return f();
  } finally {
    st.topLevel = top;
  }
}
function runChildren(st, node2, io) {
  const outs = [];
  for (const c of node2.namedChildren) {
    if (!c) continue;
    const out2 = runNode(st, c, io);
    if (out2 && outs.length < 16) outs.push(out2);
  }
  return outs.length ? concat(outs) : NO_OUTPUT2;
}
function runRecovered(st, node2, io) {
  const outs = [];
  let chain;
  const close = () => {
    if (chain && chain.names.length > 1) pipelineChecks(st, chain.names, chain.start, chain.end);
    chain = void 0;
  };
  let prevEnd = -1;
  for (const c of node2.namedChildren) {
    if (!c) continue;
    const piped = chain !== void 0 && /^[ \t]{0,8}\|(?![|&])[ \t]{0,8}\{?$/.test(st.slice(prevEnd, c.startIndex));
    if (!piped) close();
    const begin = c.startIndex > Math.max(prevEnd, node2.startIndex) && st.slice(c.startIndex - 1, c.startIndex) === "{" ? c.startIndex - 1 : c.startIndex;
    chain ??= { names: [], start: begin, out: void 0, end: c.endIndex };
    const stage = piped ? { pipeline: chain.names, pipeStart: chain.start, ...chain.out ? { stdin: chain.out } : {} } : { ...io, pipeline: chain.names, pipeStart: begin };
    const out2 = runNode(st, c, stage);
    chain.out = out2;
    chain.end = c.endIndex;
    if (out2 && outs.length < 16) outs.push(out2);
    prevEnd = c.endIndex;
  }
  close();
  return outs.length ? concat(outs) : NO_OUTPUT2;
}
function runPipeline(st, node2, io) {
  const outer = io.pipeline !== void 0;
  const names = io.pipeline ?? [];
  let stdin = io.stdin;
  let heredoc = io.heredoc;
  let out2;
  for (const c of node2.namedChildren) {
    if (!c) continue;
    const stage = {
      pipeline: names,
      pipeStart: io.pipeStart ?? node2.startIndex,
      pipeEnd: io.pipeEnd ?? node2.endIndex
    };
    if (stdin) stage.stdin = stdin;
    if (heredoc) stage.heredoc = heredoc;
    out2 = runNode(st, c, stage);
    stdin = out2;
    heredoc = void 0;
  }
  if (!outer) pipelineChecks(st, names, node2.startIndex, node2.endIndex);
  return out2;
}
function runSubstitutionsIn(st, node2) {
  const stack = [node2];
  let n = 0;
  while (stack.length && n++ < 4096) {
    const cur = stack.pop();
    if (cur.type === "command_substitution" || cur.type === "process_substitution") {
      st.runSubstitution(cur);
      continue;
    }
    for (let i2 = cur.namedChildCount - 1; i2 >= 0; i2--) {
      const c = cur.namedChild(i2);
      if (c) stack.push(c);
    }
  }
}
function runRedirected(st, node2, io) {
  const acc = { redirs: [], continuations: [] };
  const body2 = node2.childForFieldName("body");
  for (const r of node2.childrenForFieldName("redirect")) if (r) collectRedirect(st, r, acc);
  const inner = { ...io };
  if (acc.heredoc) {
    inner.heredoc = acc.heredoc;
    inner.stdin = acc.heredoc.value;
  }
  let out2;
  const last = body2?.type === "list" ? body2.namedChildren[body2.namedChildCount - 1] : void 0;
  if (body2?.type === "command") out2 = runCommandNode(st, body2, inner, acc.redirs);
  else if (body2 && last?.type === "command") {
    for (const c of body2.namedChildren) if (c && c !== last) runNode(st, c, io);
    out2 = runCommandNode(st, last, inner, acc.redirs);
  } else if (!body2) {
    applyOutputs(st, compoundCmd(st, node2, inner, acc.redirs), literal(""));
  } else {
    const fake = compoundCmd(st, node2, inner, acc.redirs);
    inner.stdin = applyInputs(st, fake) ?? inner.stdin;
    out2 = runNode(st, body2, inner);
    out2 = applyOutputs(st, fake, out2);
  }
  for (const c of acc.continuations) {
    const cont = out2 ? { stdin: out2 } : {};
    out2 = c.type === "pipeline" ? runPipeline(st, c, cont) : runNode(st, c, cont);
  }
  return out2;
}
function compoundCmd(_st, node2, io, redirs) {
  return {
    name: "",
    argv: [],
    start: node2.startIndex,
    end: node2.endIndex,
    ...io.stdin ? { stdin: io.stdin } : {},
    redirs,
    assigns: [],
    via: [],
    stdoutRedirected: false,
    pipeline: io.pipeline ?? [],
    pipeStart: io.pipeStart ?? node2.startIndex,
    pipeEnd: io.pipeEnd ?? node2.endIndex
  };
}
function runCommandNode(st, node2, io, outer) {
  return eachChoice(st, () => runCommandOnce(st, node2, io, outer));
}
function runCommandOnce(st, node2, io, outer) {
  const acc = { redirs: [], continuations: [] };
  for (const r of node2.childrenForFieldName("redirect")) if (r) collectRedirect(st, r, acc);
  const assigns = [];
  for (const c of node2.namedChildren)
    if (c?.type === "variable_assignment") assigns.push(assignmentOf(st, c));
  const argv = argvOf(st, node2);
  const heredoc = acc.heredoc ?? io.heredoc;
  const cmd2 = {
    name: argv[0] ? canonicalName(argv[0].v.text) : "",
    argv,
    // A first word that got back the `{` tree-sitter took from it starts one character earlier.
    start: Math.min(node2.startIndex, argv[0]?.start ?? node2.startIndex),
    end: Math.max(node2.endIndex, ...outer.map((r) => r.end)),
    redirs: [...acc.redirs, ...outer],
    assigns,
    via: [],
    stdoutRedirected: false,
    pipeline: io.pipeline ?? [],
    pipeStart: io.pipeStart ?? node2.startIndex,
    pipeEnd: io.pipeEnd ?? node2.endIndex
  };
  if (acc.heredoc) cmd2.stdin = acc.heredoc.value;
  else if (io.stdin) cmd2.stdin = io.stdin;
  if (heredoc && cmd2.stdin === heredoc.value) cmd2.heredoc = heredoc;
  if (argv.length === 0) {
    for (const a of assigns) assignVar(st, a);
  }
  return execCmd(st, cmd2);
}
function defineFunction(st, node2) {
  const nameNode = node2.childForFieldName("name");
  const body2 = node2.childForFieldName("body");
  if (!nameNode || !body2) return;
  const name2 = st.slice(nameNode.startIndex, nameNode.endIndex);
  if (st.functions.size < 1e3) st.functions.set(name2, { node: body2, calls: 0 });
  forkBomb(st, name2, body2, node2.startIndex, node2.endIndex);
}
function callFunction2(st, name2, cmd2) {
  const fn = st.functions.get(name2);
  if (!fn) return NO_OUTPUT2;
  if (fn.calls >= SHELL_LIMITS.maxCallsPerFunction || st.callDepth >= SHELL_LIMITS.maxCallDepth)
    return NO_OUTPUT2;
  fn.calls++;
  const saved = { positional: st.positional, text: st.text, site: st.site };
  st.positional = cmd2.argv.slice(1).map((w) => w.v);
  st.callDepth++;
  if (fn.library !== void 0) {
    st.site ??= { start: cmd2.start, end: cmd2.end };
    st.text = fn.library;
  } else {
    st.site = void 0;
    st.text = st.ownText;
  }
  try {
    return nested(st, () => runNode(st, fn.node, cmd2.stdin ? { stdin: cmd2.stdin } : {}));
  } finally {
    st.callDepth--;
    st.positional = saved.positional;
    st.text = saved.text;
    st.site = saved.site;
  }
}
function runUncalledFunctions(st) {
  for (const fn of st.functions.values()) {
    if (fn.calls > 0 || fn.library !== void 0) continue;
    fn.calls++;
    nested(st, () => runNode(st, fn.node, {}));
  }
}
function runFor(st, node2, io) {
  const varNode = node2.childForFieldName("variable");
  const body2 = node2.childForFieldName("body");
  const name2 = varNode ? st.slice(varNode.startIndex, varNode.endIndex) : "";
  const items = [];
  for (const v of node2.childrenForFieldName("value")) if (v) items.push(...expandWord(st, v));
  if (!body2) return NO_OUTPUT2;
  const max = SHELL_LIMITS.maxLoopItems;
  const bindings = items.slice(0, max).map((w) => w.v);
  if (items.length > max) bindings.push({ ...concat(items.slice(max).map((w) => w.v)), literal: false });
  if (bindings.length === 0)
    bindings.push(
      st.positional?.[0] ?? { text: `\${${name2}}`, literal: false, taints: ["unknown"], vars: [name2] }
    );
  const outs = [];
  for (const b of bindings) {
    st.setVar(name2, b);
    const out2 = runNode(st, body2, io);
    if (out2 && outs.length < 16) outs.push(out2);
  }
  return outs.length > 1 ? concat(outs) : outs[0] ?? NO_OUTPUT2;
}
function runCaseLike(st, node2, io) {
  const outs = [];
  const patterns = new Set(node2.childrenForFieldName("value").map((n) => n?.id));
  for (const c of node2.namedChildren) {
    if (!c) continue;
    if (patterns.has(c.id)) {
      runSubstitutionsIn(st, c);
      continue;
    }
    const out2 = runNode(st, c, io);
    if (out2 && outs.length < 16) outs.push(out2);
  }
  return outs.length ? concat(outs) : NO_OUTPUT2;
}

// src/analysis/code/shell/index.ts
function analyzeShell(unit2, limits) {
  const origin = unit2.spec.origin;
  const fds = namedFds(
    zshGlobFlags(
      coprocGroups(
        origin === "fence" || origin === "inline" ? bracePlaceholders(blankPrompts(unit2.text)) : unit2.text
      )
    )
  );
  const text = fds.text;
  const parsed = parseBounded("bash", text, limits);
  const tree = parsed.tree;
  if (!tree) {
    unit2.parsed("gave-up");
    return;
  }
  let libraries = [];
  try {
    const st = new ShellState(unit2, text);
    if (unit2.spec.libraries) libraries = defineLibraryFunctions(st, unit2.spec.libraries, limits);
    for (const [name2, value2] of Object.entries(unit2.spec.vars ?? {})) {
      if (name2.startsWith("alias ")) st.defineAlias(name2.slice(6), value2);
      else st.setVar(name2, { ...literal(value2), vars: [name2] });
    }
    for (const [name2, value2] of Object.entries(unit2.spec.values ?? {})) st.setVar(name2, value2);
    for (const [name2, fd] of fds.vars) st.setVar(name2, literal(fd));
    st.runSubstitution = (node2, stdin2) => nested(st, () => runChildren(st, node2, stdin2 ? { stdin: stdin2 } : {}) ?? literal(""));
    st.exec = (cmd2) => execCmd(st, cmd2);
    st.callFunction = (name2, cmd2) => callFunction2(st, name2, cmd2);
    const stdin = origin === "hook" ? { text: "$(hook input)", literal: false, taints: ["conversation"] } : void 0;
    runNode(st, tree.rootNode, stdin ? { stdin } : {});
    runUncalledFunctions(st);
    unit2.parsed(st.bounded ? "gave-up" : parsed.status);
  } finally {
    tree.delete();
    for (const t of libraries) t.delete();
  }
}

// src/analysis/code/index.ts
var REGISTRY = /* @__PURE__ */ new Map([
  ["shell", { grammar: "bash", analyze: analyzeShell }],
  ["batch", { analyze: analyzeBatch }],
  ["python", { grammar: "python", analyze: analyzePython }],
  ["javascript", { grammar: "tsx", analyze: analyzeJavaScript }],
  ["typescript", { grammar: "tsx", analyze: analyzeJavaScript }],
  ["powershell", { grammar: "powershell", analyze: analyzePowerShell }],
  ["scripting", { analyze: analyzeScripting }]
]);
function prepareAnalyzers() {
  const grammars = [];
  for (const r of REGISTRY.values()) if (r.grammar) grammars.push(r.grammar);
  return loadGrammars(grammars);
}
function analyzeUnits(lines, specs, hosts = {}, limits = DEFAULT_COLLECTOR_LIMITS) {
  const collector = new FactCollector(
    lines,
    (lang) => withToolInputRewrites(REGISTRY.get(lang)?.analyze),
    hosts,
    limits
  );
  const added = [];
  for (const spec of specs) {
    const id = collector.add(spec);
    if (id === void 0) break;
    added.push({ id, spec });
  }
  const out2 = collector.result();
  addSettingsKeyEdits(out2, added, lines);
  if (collector.limitHit) out2.limitHit = collector.limitHit;
  return out2;
}

// src/analysis/build-call-tables.ts
var COLON_FORM = /^[A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99}){0,9}:[A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99}){0,4}$/;
var DOTTED_FORM = /^[A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99}){1,12}$/;
var HAS_CALL = /(?:^|[\s"'])[A-Za-z_][\w.]{0,200}:[A-Za-z_]\w{0,99}(?:$|[\s"',}\]])|_target_["']?[ \t]*:/m;
var VAR_KEYS = ["vars", "variables", "context", "defaults", "env"];
var MAX_TEXT10 = 1 << 20;
var MAX_CALLS = 200;
var MAX_DEPTH4 = 8;
var MAX_NODES2 = 5e4;
var MAX_LITERAL2 = 4e3;
function callTableUnits(text, lines) {
  if (text.length > MAX_TEXT10 || !HAS_CALL.test(text)) return [];
  const parsed = yamlData(text);
  if (!parsed || !isRecord(parsed.data) && !Array.isArray(parsed.data)) return [];
  const vars = placeholders(parsed.data);
  const found = [];
  walk3(parsed.data, [], 0, (record, path2) => {
    if (found.length >= MAX_CALLS) return;
    const call3 = callOf(record, vars);
    if (!call3) return;
    const range2 = parsed.doc.getIn(path2, true)?.range;
    if (range2) found.push({ ...call3, start: range2[0], end: range2[1] });
  });
  if (found.length === 0) return [];
  const modules = [...new Set(found.map((f) => f.module))].sort();
  const code = [...modules.map((m) => `import ${m}`), ...found.map((f) => f.py)].join("\n");
  const start3 = Math.min(...found.map((f) => f.start));
  const end = Math.max(...found.map((f) => f.end));
  return [
    {
      lang: "python",
      text: `${code}
`,
      origin: "script",
      placement: "script",
      runner: "dispatch",
      region: lines.region(start3, end),
      label: `call table (${found.length} call${found.length === 1 ? "" : "s"} named module:attribute)`
    }
  ];
}
function walk3(value2, path2, depth2, visit, seen = { n: 0 }) {
  if (depth2 > MAX_DEPTH4 || seen.n >= MAX_NODES2) return;
  seen.n++;
  if (Array.isArray(value2)) {
    for (const [i2, v] of value2.entries()) walk3(v, [...path2, i2], depth2 + 1, visit, seen);
    return;
  }
  if (!isRecord(value2)) return;
  visit(value2, path2);
  for (const [k, v] of Object.entries(value2)) walk3(v, [...path2, k], depth2 + 1, visit, seen);
}
function callOf(record, vars) {
  let raw;
  let hydra = false;
  for (const [k, v] of Object.entries(record)) {
    if (typeof v !== "string") continue;
    if (k === "_target_" && DOTTED_FORM.test(v)) {
      raw = v;
      hydra = true;
      break;
    }
    if (COLON_FORM.test(v)) {
      raw = v;
      break;
    }
  }
  if (!raw) return void 0;
  const cut = hydra ? raw.lastIndexOf(".") : raw.indexOf(":");
  const module2 = raw.slice(0, cut);
  const name2 = `${module2}.${raw.slice(cut + 1)}`;
  const fill = (v) => literal2(v, vars, 0);
  const values = Object.entries(record);
  const args2 = values.find(([k, v]) => Array.isArray(v) && k !== "_target_")?.[1] ?? [];
  const kwargs = hydra ? values.filter(([k]) => !k.startsWith("_")) : Object.entries(values.find(([, v]) => isRecord(v))?.[1] ?? {});
  const words2 = [
    ...args2.slice(0, 50).map(fill),
    ...kwargs.filter(([k]) => /^[A-Za-z_]\w{0,99}$/.test(k)).slice(0, 50).map(([k, v]) => `${k}=${fill(v)}`)
  ];
  return { py: `${name2}(${words2.join(", ")})`, module: module2 };
}
function literal2(v, vars, depth2) {
  if (typeof v === "string") {
    const filled = v.replace(/\{([A-Za-z_]\w{0,63})\}/g, (m, k) => vars.get(k) ?? m);
    return JSON.stringify(filled.slice(0, MAX_LITERAL2));
  }
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "None";
  if (typeof v === "boolean") return v ? "True" : "False";
  if (v === null || v === void 0 || depth2 > 4) return "None";
  if (Array.isArray(v))
    return `[${v.slice(0, 50).map((x) => literal2(x, vars, depth2 + 1)).join(", ")}]`;
  if (isRecord(v))
    return `{${Object.entries(v).slice(0, 50).map(([k, x]) => `${JSON.stringify(k)}: ${literal2(x, vars, depth2 + 1)}`).join(", ")}}`;
  return "None";
}
function placeholders(data3) {
  const out2 = /* @__PURE__ */ new Map();
  if (!isRecord(data3)) return out2;
  for (const key of VAR_KEYS) {
    const m = data3[key];
    if (!isRecord(m)) continue;
    for (const [k, v] of Object.entries(m).slice(0, 200)) if (typeof v === "string") out2.set(k, v);
  }
  return out2;
}

// src/analysis/decoded-text.ts
function readsAsWords(text) {
  let words2 = 0;
  for (const w of text.slice(0, 4096).split(/[ \t\n]/))
    if (/^[A-Za-z][A-Za-z'~./-]{1,40}[.,:;!?]?$/.test(w) && ++words2 >= 4) return true;
  return false;
}
function disclosed(text, start3, end, decoded3) {
  const clear = decoded3.trim().slice(0, 24).toLowerCase();
  if (clear.length < 8) return false;
  const near = text.slice(Math.max(0, start3 - 300), Math.min(text.length, end + 300)).toLowerCase();
  return near.includes(clear);
}
function decodedIntents(text, lines, roles = []) {
  const out2 = [];
  for (const blob of findEncodedBlobs(text)) {
    if (blob.decoded === void 0 || !readsAsWords(blob.decoded)) continue;
    const at = lines.region(blob.start, blob.end);
    const around = roleAt(roles, Math.max(0, blob.start - 2));
    const shown = disclosed(text, blob.start, blob.end, blob.decoded) || around?.framing !== void 0;
    for (const i2 of analyzeDescription(blob.decoded)) {
      out2.push({
        ...i2,
        ...shown ? { role: "mention" } : {},
        at,
        container: "decoded",
        evidence: `${blob.kind} ${blob.raw.slice(0, 24)}\u2026 decodes to: ${i2.evidence}`,
        key: `decoded|${i2.key}`
      });
    }
    if (out2.length >= 200) break;
  }
  return out2;
}

// src/analysis/fragments.ts
var FRAGMENT = /\b(?:part|frag(?:ment)?|chunk|piece|segment|share|half|shard)[ _-]?(\d{1,2}|[a-h]|one|two|three|four)\b["'`]?\s{0,3}[:=]\s{0,3}["'`]?([A-Za-z0-9+/=_-]{12,400})/gi;
var ORDER_WORDS = { one: 1, two: 2, three: 3, four: 4 };
var MAX_LABELLED = 100;
function findFragments(text, lines) {
  const out2 = [];
  let n = 0;
  for (const m of text.matchAll(FRAGMENT)) {
    if (++n > MAX_LABELLED) break;
    const value2 = m[2];
    if (!/[0-9+/=]/.test(value2) || !/[A-Za-z]/.test(value2)) continue;
    const label = m[1].toLowerCase();
    const order = /^\d+$/.test(label) ? Number(label) : ORDER_WORDS[label] ?? label.charCodeAt(0) - 96;
    out2.push({ order, value: value2, at: lines.region(m.index, m.index + m[0].length) });
  }
  return out2;
}

// src/analysis/frontmatter-text.ts
var LISTED_KEY = /^(description|when_to_use)[ \t]*:[ \t]*/gm;
var MAX_VALUE = 16384;
function listedValueSpans(text, bodyStart) {
  const fm = text.slice(0, bodyStart);
  const out2 = [];
  for (const m of fm.matchAll(LISTED_KEY)) {
    const start3 = m.index + m[0].length;
    let end = fm.indexOf("\n", start3);
    if (end < 0) end = fm.length;
    while (end < fm.length) {
      const next = fm.indexOf("\n", end + 1);
      const line = fm.slice(end + 1, next < 0 ? fm.length : next);
      if (!/^[ \t]+\S/.test(line) && line.trim() !== "") break;
      if (line.trim() === "" && !/^[ \t]/.test(fm.slice((next < 0 ? fm.length : next) + 1))) break;
      end = next < 0 ? fm.length : next;
    }
    if (end > start3) out2.push({ key: m[1], start: start3, end: Math.min(end, start3 + MAX_VALUE) });
  }
  return out2;
}
var ASKED = /\b(?:run|runs|execute|executes|exec|call|invoke|install|source|type|paste)\b[^`.;]{0,80}$/i;
function backtickCommands(text, spans, unasked = "runnable") {
  const out2 = [];
  for (const s of spans) {
    const value2 = text.slice(s.start, s.end);
    for (const m of value2.matchAll(/`([^`\n]{1,2000})`/g)) {
      const code = m[1];
      if (!looksLikeCommands(code)) continue;
      const before = value2.slice(Math.max(0, m.index - 120), m.index);
      out2.push({
        code,
        start: s.start + m.index + 1,
        placement: ASKED.test(before) ? "instructed" : unasked
      });
      if (out2.length >= 32) return out2;
    }
  }
  return out2;
}

// src/analysis/prose-writes.ts
var MAX_GAP_LINES = 3;
var MAX_CONTENT = 16384;
var DATA_FENCE = /* @__PURE__ */ new Set([
  "",
  "json",
  "jsonc",
  "json5",
  "yaml",
  "yml",
  "toml",
  "text",
  "txt",
  "markdown",
  "md",
  "ini"
]);
function namedPaths(evidence) {
  const out2 = [];
  for (const m of evidence.matchAll(
    /`([^`\n]{1,300})`|(?:^|\s)((?:~|\.{1,2})?\/?[\w.-]{1,80}(?:\/[\w.-]{1,80}){0,12})/g
  )) {
    const p = (m[1] ?? m[2] ?? "").trim();
    if (m[1] !== void 0 && /\s-{1,2}[a-z]/i.test(p)) continue;
    if (p && writeClassOf(p) && !out2.includes(p)) out2.push(p);
    if (out2.length >= 8) break;
  }
  return out2;
}
function settingsNamed(i2) {
  return i2.object && /\bsettings\b/i.test(i2.object) ? [i2.object] : [];
}
function quotedContent(evidence) {
  const colon = evidence.indexOf(":");
  const rest = colon >= 0 ? evidence.slice(colon) : evidence;
  const open = rest.search(/["“]/);
  if (open < 0) return void 0;
  const close = Math.max(rest.lastIndexOf('"'), rest.lastIndexOf("\u201D"));
  const inner = close > open ? rest.slice(open + 1, close) : "";
  if (/["“”]/.test(inner)) return void 0;
  return inner.length >= 8 ? inner : void 0;
}
function proseWrites(intents, md, lines, unitCount) {
  const units = [];
  const behaviours = [];
  for (const i2 of intents) {
    if (i2.cls !== "persist" || i2.negated || i2.role === "mention") continue;
    const named = namedPaths(i2.evidence);
    const paths = named.length ? named : settingsNamed(i2);
    if (paths.length === 0) continue;
    const block = md.code.find((c) => {
      const line = lines.position(c.start).line;
      return line > i2.at.endLine && line - i2.at.endLine <= MAX_GAP_LINES;
    });
    if (block && !DATA_FENCE.has(block.lang.toLowerCase())) continue;
    const content = block ? block.content.slice(0, MAX_CONTENT) : quotedContent(i2.evidence);
    if (content === void 0) continue;
    if (named.length === 0 && (!block || settingsLoosening(content) === void 0)) continue;
    const unit2 = {
      id: unitCount + units.length,
      origin: "asked",
      placement: i2.role === "instruction" ? "instructed" : "runnable",
      lang: "shell",
      at: i2.at,
      parse: "ok",
      label: "text asking the agent to write"
    };
    units.push(unit2);
    const home = paths.find((p) => /^(?:~|\$\{?HOME\}?)\//.test(p));
    for (const path2 of [home ?? paths[0]]) {
      const cls = writeClassOf(path2)?.cls ?? "agent-settings";
      behaviours.push({
        kind: "write",
        unit: unit2.id,
        at: i2.at,
        evidence: i2.evidence,
        key: `write:prose:${path2}:${i2.key}`,
        target: { text: path2, literal: true, taints: [] },
        cls,
        content: { text: content, literal: true, taints: [] },
        append: /\b(?:append|add)\b/i.test(i2.evidence)
      });
      if (cls === "agent-memory")
        for (const s of importedSecrets(content))
          behaviours.push({
            kind: "read",
            unit: unit2.id,
            at: i2.at,
            evidence: `@${s.path}`,
            key: `read:memory-import:${s.path}:${i2.key}`,
            target: { text: s.path, literal: true, taints: [] },
            secret: s.cls
          });
    }
  }
  return { units, behaviours };
}

// src/analysis/extract.ts
var MAX_PROSE_CHARS = 1 << 20;
function unjudged(md) {
  const runnable = { placement: "runnable" };
  return {
    intents: [],
    roles: [],
    placements: { code: md.code.map(() => runnable), inline: md.inlineCode.map(() => runnable) },
    limitHit: `over ${MAX_PROSE_CHARS} characters of text: what it asks for was not read, its code is placed as runnable`
  };
}
function withoutCode(path2, text) {
  const spans = configCodeSpans(path2, text);
  if (spans.length === 0) return text;
  const out2 = text.split("");
  for (const [s, e] of spans) for (let i2 = s; i2 < e && i2 < out2.length; i2++) if (out2[i2] !== "\n") out2[i2] = " ";
  return out2.join("");
}
function dataKindOf(path2) {
  const ext = /\.([a-z0-9]+)$/i.exec(path2)?.[1]?.toLowerCase();
  if (ext === "json" || ext === "jsonl" || ext === "ipynb" || /\.kiro\.hook$/i.test(path2)) return "json";
  if (ext === "yaml" || ext === "yml") return "yaml";
  if (ext === "csv" || ext === "tsv") return "csv";
  if (ext === "svg") return "svg";
  if (ext === "txt" || ext === "text") return "text";
  return void 0;
}
var MARKDOWN = /\.(?:md|mdx|markdown|mdc)$/i;
var CALL_TABLE_FILE = /\.(?:ya?ml|json)$/i;
var HASH_COMMENTED = /\.(?:ya?ml|toml)$/i;
var MAX_INLINE = 2e3;
function extractFacts(input) {
  const specs = [...input.launchUnits ?? []];
  const build2 = buildFileUnits(input.path, input.text, input.lines);
  if (build2) specs.push(...build2);
  else if (CALL_TABLE_FILE.test(input.path)) specs.push(...callTableUnits(input.text, input.lines));
  const lang = MARKDOWN.test(input.path) || build2 ? void 0 : languageOfFile(input.path, input.text);
  let prose;
  let md;
  let tools;
  if (lang) {
    tools = input.intents === false ? void 0 : toolTextFacts(input.text, lang, input.lines, input.importedConstants);
    const comments = input.intents === false ? void 0 : addressedComments(input.text, lang);
    if (comments) prose = analyzeDataText(comments, "code-comment");
    const fish = lang === "shell" && (/\.fish$/i.test(input.path) || hasFishShebang(input.text));
    const doctests = lang === "python" && input.doctests ? doctestUnit(input.text) : void 0;
    specs.push({
      lang,
      text: doctests?.text ?? (fish ? fishToPosix(input.text) : input.text),
      origin: "script",
      placement: "script",
      ...doctests ? { lineRegions: doctests.lineRegions } : { base: 0 },
      ...fish ? { lineAligned: true } : {},
      ...lang === "shell" && input.shellVars ? { vars: input.shellVars } : {},
      ...lang === "shell" && input.shellLibraries ? { libraries: input.shellLibraries } : {},
      ...lang === "shell" && input.shellDataFiles ? { dataFiles: input.shellDataFiles } : {},
      ...(lang === "javascript" || lang === "typescript") && input.jsonModules ? { jsonModules: input.jsonModules } : {},
      ...tools?.args ? { toolArgs: tools.args } : {}
    });
  } else if (MARKDOWN.test(input.path) || input.bodyStart !== void 0) {
    md = input.md ?? parseMarkdownBody(input.text, input.bodyStart ?? 0);
    const facts = input.text.length > MAX_PROSE_CHARS ? unjudged(md) : analyzeProse({ text: input.text, md, bodyStart: input.bodyStart ?? 0, lines: input.lines });
    prose = {
      intents: facts.intents,
      roles: facts.roles,
      ...facts.limitHit ? { limitHit: facts.limitHit } : {}
    };
    const doc = [];
    markdownUnits(input, md, facts.placements, doc);
    if (input.bodyStart) listedValueFacts(input, prose, doc);
    specs.push(...doc.sort((a, b) => (a.base ?? 0) - (b.base ?? 0)));
  } else {
    const kind = input.intents === false ? void 0 : dataKindOf(input.path);
    const hashCommented = input.intents !== false && (HASH_COMMENTED.test(input.path) || isEnvFileName(input.path.slice(input.path.lastIndexOf("/") + 1)));
    const comments = hashCommented ? addressedComments(input.text, "python") : void 0;
    const said = comments ? analyzeDataText(comments, "code-comment") : void 0;
    if (kind) {
      const data3 = analyzeDataText(build2 ? withoutCode(input.path, input.text) : input.text, kind);
      prose = said ? {
        ...data3,
        intents: [...data3.intents, ...said.intents],
        // Sorted: role lookups search them by offset (the comments' spans and the values' never overlap).
        roles: [...data3.roles, ...said.roles].sort((a, b) => a.start - b.start)
      } : data3;
      for (const c of backtickCommands(input.text, data3.segments, "mention"))
        specs.push(unit("shell", c.code, "inline", c.placement, c.start, void 0, `${kind} value`));
    } else if (said) prose = said;
  }
  const result3 = analyzeUnits(input.lines, specs, input.hosts ?? {});
  if (lang) result3.lang = lang;
  if (prose?.limitHit) result3.limitHit ??= prose.limitHit;
  if (prose && input.intents !== false) {
    const hidden = [
      ...decodedIntents(input.text, input.lines, prose.roles),
      ...rot13Intents(input.text, input.lines, prose.roles)
    ];
    result3.prose = {
      intents: hidden.length ? [...prose.intents, ...hidden] : prose.intents,
      ...prose.limitHit ? { limitHit: prose.limitHit } : {}
    };
  }
  if (tools && tools.intents.length > 0)
    result3.prose = {
      intents: [...result3.prose?.intents ?? [], ...tools.intents],
      ...tools.limitHit ? { limitHit: tools.limitHit } : {}
    };
  if (input.intents !== false) {
    const fragments = findFragments(input.text, input.lines);
    if (fragments.length > 0) result3.fragments = fragments;
    const phrases = injectionPhrases(normalizeText(input.text).text);
    if (phrases.length > 0) result3.phrases = phrases;
  }
  if (md) result3.markdown = markdownFacts(input.text, input.bodyStart ?? 0, md);
  if (md && prose) {
    const asked = proseWrites(prose.intents, md, input.lines, result3.units.length);
    result3.units.push(...asked.units);
    result3.behaviours.push(...asked.behaviours);
  }
  return result3;
}
function listedValueFacts(input, prose, out2) {
  const spans = listedValueSpans(input.text, input.bodyStart ?? 0);
  for (const s of spans) {
    const found = analyzeDescription(input.text.slice(s.start, s.end), {
      lines: input.lines,
      offset: s.start
    });
    if (found.length > 0) prose.intents = [...prose.intents, ...found];
  }
  for (const c of backtickCommands(input.text, spans))
    out2.push(unit("shell", c.code, "inline", c.placement, c.start, void 0, "description"));
}
function markdownFacts(text, bodyStart, md) {
  return {
    bodyStart,
    refs: extractMarkdownRefs(text, bodyStart, md),
    layout: { code: md.code.map(({ start: start3, end, lang }) => ({ start: start3, end, lang })), html: md.html }
  };
}
function markdownUnits(input, md, placements, out2) {
  const { text } = input;
  md.code.forEach((block, i2) => {
    const p = placements.code[i2];
    if (block.lang.startsWith("!")) {
      if (input.dynamicContext)
        out2.push(
          unit("shell", block.content, "dynamic-block", "auto", block.contentStart, void 0, "```!")
        );
      return;
    }
    const lang = languageOfFence(block.lang, block.content);
    if (!lang) return;
    const code = lang === "shell" || lang === "powershell" ? blankPrompts2(block.content) : block.content;
    const u = unit(lang, code, "fence", p.placement, block.contentStart, p.framing, block.info || void 0);
    out2.push(isDockerfileFence(block.lang, block.content) ? { ...u, runner: "container" } : u);
  });
  proseLineUnits(text, md, out2);
  md.inlineCode.forEach((span, i2) => {
    const code = span.code;
    if (code.trim() === "" || code.length > MAX_INLINE) return;
    const start3 = text.indexOf(code, span.start);
    const base = start3 >= 0 && start3 < span.end ? start3 : span.start;
    if (input.dynamicContext && text[span.start - 1] === "!") {
      out2.push(unit("shell", code, "dynamic", "auto", base, void 0, "!`\u2026`"));
      return;
    }
    if (!looksLikeCommands(code)) return;
    const p = placements.inline[i2];
    out2.push(unit("shell", code, "inline", p.placement, base, p.framing));
  });
}
var LEAD = /^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:(?:[A-Za-z][\w ]{0,30}):[ \t]+|(?:then[ \t]+)?(?:run|execute|exec|type|paste|enter)[ \t]+)?(?:\$[ \t]+)?/i;
var SHOWN = /^(?:example|e\.g|output|returns?|result|note|for instance)\b/i;
var MAX_PROSE_LINE = 4e3;
function proseLineUnits(text, md, out2) {
  for (const span of md.prose) {
    let at = span.start;
    while (at < span.end) {
      const nl = text.indexOf("\n", at);
      const end = nl < 0 || nl > span.end ? span.end : nl;
      const line = text.slice(at, end);
      if (line.length < MAX_PROSE_LINE && !line.includes("`")) {
        const lead = LEAD.exec(line)?.[0] ?? "";
        const rest = line.slice(lead.length);
        if (rest.trim() !== "" && looksLikeCommands(rest)) {
          const label = lead.replace(/^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?/, "");
          const placement = label.trim() === "" || SHOWN.test(label.trim()) ? "runnable" : "instructed";
          out2.push(unit("shell", rest, "prose-line", placement, at + lead.length));
        }
      }
      at = end + 1;
    }
  }
}
function unit(lang, text, origin, placement, base, framing, label) {
  return {
    lang,
    text,
    origin,
    placement,
    base,
    ...framing ? { framing } : {},
    ...label ? { label } : {}
  };
}
function blankPrompts2(content) {
  return content.replace(
    /^([ \t]*)(?:\$|>|PS[^>\n]{0,40}>|%)(?= )/gm,
    (m, ind) => ind + " ".repeat(m.length - ind.length)
  );
}

export {
  DEFAULT_COLLECTOR_LIMITS,
  prepareAnalyzers,
  analyzeUnits,
  extractFacts
};
