import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  withoutTrailingSlashes
} from "./chunk-PBUGHLOV.js";

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

// src/analysis/yaml-lib.ts
var yaml = lazyModule(
  // yaml is CommonJS: Node's import() gives its exports as named and as `default`, the bundle only as `default`.
  async () => (await import("./chunk-TBR5UESM.js")).default,
  "the YAML parser",
  "loadYaml"
);
var loadYaml = () => yaml.load();
var yamlLib = () => yaml.get();

// src/analysis/build-json.ts
var MAX_UNITS = 500;
function configUnit(code, at, label, lang = "shell", vars) {
  const place = "base" in at ? { base: at.base } : at.region ? { region: at.region } : {};
  return {
    lang,
    text: code,
    origin: "script",
    placement: "script",
    ...place,
    label,
    ...vars && Object.keys(vars).length > 0 ? { vars } : {}
  };
}
function jsonShellUnit(text, lines, code, anchor, label) {
  const region = regionOfJsonString(text, anchor, lines);
  return {
    lang: "shell",
    text: code,
    origin: "script",
    placement: "script",
    ...region ? { region } : {},
    label
  };
}
function argvLine(argv) {
  const words = argv.slice(0, 200).filter((a) => typeof a === "string");
  if (words.length === 0) return void 0;
  return words.map((w) => /^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`).join(" ");
}
function withoutJsonComments(text) {
  return blankOutsideStrings(blankOutsideStrings(text, "comments"), "commas");
}
function blankOutsideStrings(text, what) {
  const out = text.split("");
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      i++;
    } else if (what === "comments" && c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") out[i++] = " ";
    } else if (what === "comments" && c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (; i < stop; i++) if (text[i] !== "\n") out[i] = " ";
    } else if (what === "commas" && c === ",") {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j])) j++;
      if (text[j] === "}" || text[j] === "]") out[i] = " ";
      i++;
    } else i++;
  }
  return out.join("");
}
function regionOfJsonString(text, value, lines) {
  const encoded = JSON.stringify(value).slice(1, -1);
  const at = text.indexOf(encoded);
  if (at < 0) return void 0;
  return lines.region(at, at + encoded.length);
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}

// src/analysis/records.ts
function valueAt(data, path) {
  let v = data;
  for (const key of path) v = isRecord(v) ? v[key] : void 0;
  return v;
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/analysis/build-compose.ts
var MAX_SERVICES = 100;
function yamlData(text) {
  try {
    const doc = yamlLib().parseDocument(text, { prettyErrors: false, uniqueKeys: false, merge: true });
    if (doc.errors.length > 0) return void 0;
    return { data: doc.toJS({ maxAliasCount: 50 }), doc };
  } catch {
    return void 0;
  }
}
function yamlDoc(text) {
  const parsed = yamlData(text);
  return parsed && isRecord(parsed.data) ? { data: parsed.data, doc: parsed.doc } : void 0;
}
function yamlRegion(doc, path, lines) {
  const node = doc.getIn(path, true);
  const range = node?.range;
  if (!range) return void 0;
  return lines.region(range[0], Math.min(range[1], lines.offsetOf(lines.position(range[0]).line + 1, 1)));
}
function composeCommands(text, lines) {
  const parsed = yamlDoc(text);
  const services = parsed && isRecord(parsed.data.services) ? parsed.data.services : void 0;
  if (!parsed || !services) return [];
  const out = [];
  for (const [name, svc] of Object.entries(services).slice(0, MAX_SERVICES)) {
    if (!isRecord(svc) || out.length >= MAX_UNITS) continue;
    const vars = environmentOf(svc.environment);
    const mounts = bindMounts(svc.volumes);
    const at = (key) => ({ region: yamlRegion(parsed.doc, ["services", name, key], lines) });
    const script = serviceScript(svc.entrypoint, svc.command);
    if (script) {
      const key = svc.command !== void 0 ? "command" : "entrypoint";
      const code = hostPaths(unescapeDollars(script), mounts);
      out.push(configUnit(code, at(key), `compose service '${name.slice(0, 60)}' ${key}`, "shell", vars));
    }
    const test = isRecord(svc.healthcheck) ? healthScript(svc.healthcheck.test) : void 0;
    if (test) {
      const code = hostPaths(unescapeDollars(test), mounts);
      out.push(
        configUnit(
          code,
          at("healthcheck"),
          `compose service '${name.slice(0, 60)}' healthcheck`,
          "shell",
          vars
        )
      );
    }
  }
  return out;
}
var SHELLS = /^(?:\/(?:usr\/)?bin\/)?(?:ba|da|z|k|a)?sh$/;
function serviceScript(entrypoint, command) {
  const ep = wordsOf(entrypoint);
  const cmd = wordsOf(command);
  if (ep === void 0 && cmd === void 0) return void 0;
  const argv = [...ep ?? [], ...cmd ?? []];
  if (argv.length >= 3 && SHELLS.test(argv[0]) && /^-[a-z]{0,4}c[a-z]{0,4}$/.test(argv[1])) return argv[2];
  if (ep === void 0 && typeof command === "string") return command;
  return argvLine(argv);
}
function wordsOf(v) {
  if (Array.isArray(v)) return v.slice(0, 200).filter((w) => typeof w === "string");
  if (typeof v !== "string" || v.trim() === "") return void 0;
  const out = [];
  for (const m of v.slice(0, 16384).matchAll(/"([^"]{0,8000})"|'([^']{0,8000})'|[^\s"']{1,8000}/g)) {
    out.push(m[1] ?? m[2] ?? m[0]);
    if (out.length >= 200) break;
  }
  return out;
}
function healthScript(test) {
  if (typeof test === "string") return test.trim() === "" ? void 0 : test;
  if (!Array.isArray(test) || typeof test[0] !== "string") return void 0;
  if (test[0] === "CMD-SHELL" && typeof test[1] === "string") return test[1];
  if (test[0] === "CMD") return argvLine(test.slice(1));
  return void 0;
}
function unescapeDollars(code) {
  return code.replace(/\$\$/g, "$");
}
function environmentOf(env) {
  const out = {};
  const put = (k, v) => {
    if (!/^[A-Za-z_]\w{0,127}$/.test(k) || Object.keys(out).length >= 200) return;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") {
      const s = String(v);
      if (!/\$\{?[A-Za-z_]/.test(s.replace(/\$\$/g, ""))) out[k] = unescapeDollars(s);
    }
  };
  if (isRecord(env)) for (const [k, v] of Object.entries(env).slice(0, 200)) put(k, v);
  else if (Array.isArray(env))
    for (const item of env.slice(0, 200)) {
      if (typeof item !== "string" || !item.includes("=")) continue;
      put(item.slice(0, item.indexOf("=")), item.slice(item.indexOf("=") + 1));
    }
  return out;
}
var HOME_SOURCE = /^(?:~|\$\{?HOME\}?|\$\{?USERPROFILE\}?|\/home\/[^/]{1,64}|\/Users\/[^/]{1,64}|\/root)(?=\/|$)/;
function bindMounts(volumes) {
  if (!Array.isArray(volumes)) return [];
  const out = [];
  for (const v of volumes.slice(0, 100)) {
    let source;
    let target;
    if (typeof v === "string") {
      const parts = v.split(":");
      if (parts.length >= 2) [source, target] = parts;
    } else if (isRecord(v) && (v.type === void 0 || v.type === "bind")) {
      source = v.source;
      target = v.target;
    }
    if (typeof source !== "string" || typeof target !== "string" || !target.startsWith("/")) continue;
    const home = HOME_SOURCE.exec(source);
    const host = home ? `~${source.slice(home[0].length)}` : /^\.{1,2}(?:\/|$)/.test(source) ? source : void 0;
    if (host !== void 0 && target !== "/")
      out.push([withoutTrailingSlashes(target), withoutTrailingSlashes(host)]);
  }
  return out.sort((a, b) => b[0].length - a[0].length);
}
function hostPaths(code, mounts) {
  if (mounts.length === 0) return code;
  let out = code;
  for (const [target, host] of mounts) {
    const escaped = target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(?<![\\w./~-])${escaped}(?=[/\\s"';:|&)]|$)`, "g"), host);
  }
  return out;
}
function yamlCodeSpans(text, format) {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  const paths = [];
  const { data } = parsed;
  if (format === "compose" && isRecord(data.services)) {
    for (const [name, svc] of Object.entries(data.services).slice(0, MAX_SERVICES))
      if (isRecord(svc))
        for (const key of ["command", "entrypoint", "healthcheck"]) paths.push(["services", name, key]);
  }
  if (format === "workflow" && isRecord(data.jobs)) {
    for (const [name, job] of Object.entries(data.jobs).slice(0, 100))
      if (isRecord(job) && Array.isArray(job.steps))
        for (let i = 0; i < Math.min(job.steps.length, 200); i++)
          paths.push(["jobs", name, "steps", i, "run"]);
  }
  return yamlRanges(parsed.doc, paths);
}
function yamlRanges(doc, paths) {
  const out = [];
  for (const p of paths) {
    const range = doc.getIn(p, true)?.range;
    if (range) out.push([range[0], range[1]]);
  }
  return out;
}

// src/analysis/toml-lines.ts
var MAX_TEXT = 256 * 1024;
var MAX_VALUES = 2e3;
function keyParts(key) {
  const out = [];
  for (const m of key.matchAll(/"([^"\n]{0,200})"|'([^'\n]{0,200})'|([A-Za-z0-9_-]{1,200})/g))
    out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}
var ESCAPES = { n: "\n", t: "	", r: "\r", '"': '"', "\\": "\\" };
function stringAt(text, at) {
  const q = text[at];
  if (q !== '"' && q !== "'") return void 0;
  const triple = text.startsWith(q.repeat(3), at);
  if (triple) {
    const close = text.indexOf(q.repeat(3), at + 3);
    if (close < 0) return void 0;
    const start = text[at + 3] === "\n" ? at + 4 : at + 3;
    const raw = text.slice(start, close);
    const value2 = q === '"' ? raw.replace(/\\\r?\n[ \t\r\n]*/g, "").replace(/\\(.)/g, (_, c) => ESCAPES[c] ?? c) : raw;
    return { value: value2, start, end: close + 3, exact: value2 === raw };
  }
  let i = at + 1;
  let value = "";
  while (i < text.length && text[i] !== q && text[i] !== "\n") {
    if (q === '"' && text[i] === "\\" && i + 1 < text.length) {
      value += ESCAPES[text[i + 1]] ?? text[i + 1];
      i += 2;
    } else value += text[i++];
  }
  if (text[i] !== q) return void 0;
  return { value, start: at + 1, end: i + 1, exact: value === text.slice(at + 1, i) };
}
function tomlStrings(source) {
  const text = source.slice(0, MAX_TEXT);
  const out = [];
  let table = [];
  let at = 0;
  while (at < text.length && out.length < MAX_VALUES) {
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    const header = /^[ \t]{0,16}\[\[?[ \t]{0,4}([^\]\n]{1,300}?)[ \t]{0,4}\]\]?[ \t]*(?:#.*)?$/.exec(line);
    if (header) {
      table = keyParts(header[1]);
      at = end + 1;
      continue;
    }
    const kv = /^[ \t]{0,16}((?:[A-Za-z0-9_-]{1,200}|"[^"\n]{0,200}"|'[^'\n]{0,200}')(?:[ \t]{0,4}\.[ \t]{0,4}(?:[A-Za-z0-9_-]{1,200}|"[^"\n]{0,200}"|'[^'\n]{0,200}')){0,16})[ \t]{0,8}=[ \t]{0,8}/.exec(
      line
    );
    if (!kv) {
      at = end + 1;
      continue;
    }
    const key = [...table, ...keyParts(kv[1])];
    at = readValue(text, at + kv[0].length, key, out);
  }
  return out;
}
function readValue(text, at, key, out) {
  const c = text[at];
  if (c === '"' || c === "'") {
    const s = stringAt(text, at);
    if (!s) return nextLine(text, at);
    out.push({ key, value: s.value, start: s.start, exact: s.exact });
    return nextLine(text, s.end);
  }
  if (c === "[") {
    let i = at + 1;
    let depth = 1;
    while (i < text.length && depth > 0 && i - at < 64 * 1024 && out.length < MAX_VALUES) {
      const ch = text[i];
      if (ch === '"' || ch === "'") {
        const s = stringAt(text, i);
        if (!s) return nextLine(text, i);
        out.push({ key, value: s.value, start: s.start, exact: s.exact });
        i = s.end;
        continue;
      }
      if (ch === "#") i = nextLine(text, i) - 1;
      else if (ch === "[") depth++;
      else if (ch === "]") depth--;
      i++;
    }
    return nextLine(text, i);
  }
  if (c === "{") {
    const close = text.indexOf("\n", at);
    const body = text.slice(at + 1, close < 0 ? text.length : close);
    for (const m of body.matchAll(
      /(?<![A-Za-z0-9_-])([A-Za-z0-9_-]{1,100})[ \t]{0,4}=[ \t]{0,4}(?=["'[])/g
    )) {
      const from = at + 1 + m.index + m[0].length;
      if (text[from] === "[") readValue(text, from, [...key, m[1]], out);
      else {
        const s = stringAt(text, from);
        if (s) out.push({ key: [...key, m[1]], value: s.value, start: s.start, exact: s.exact });
      }
    }
    return nextLine(text, at);
  }
  return nextLine(text, at);
}
function nextLine(text, from) {
  const n = text.indexOf("\n", from);
  return n < 0 ? text.length : n + 1;
}
function keyMatches(key, prefix) {
  if (key.length < prefix.length) return false;
  return prefix.every((p, i) => p === "*" || p === key[i]);
}

export {
  lazyModule,
  loadYaml,
  yamlLib,
  MAX_UNITS,
  configUnit,
  jsonShellUnit,
  argvLine,
  withoutJsonComments,
  regionOfJsonString,
  parseJson,
  valueAt,
  isRecord,
  yamlData,
  yamlDoc,
  yamlRegion,
  composeCommands,
  yamlCodeSpans,
  yamlRanges,
  tomlStrings,
  keyMatches
};
