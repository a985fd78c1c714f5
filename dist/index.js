import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  bundleBuildId,
  countBySeverity,
  openFactCacheOutside
} from "./chunk-SWXH5NRD.js";
import {
  CONFIG_FILE_NAMES,
  ConfigError,
  DocHeadStore,
  TOOL,
  formatSarif,
  gated,
  inertLine,
  inertLogLine,
  inertMarkdown,
  inertMermaid,
  parseConfigText,
  repoPath,
  scan,
  simulateModel
} from "./chunk-TZMS4VC2.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-SI6ZQQEG.js";
import "./chunk-NKWP3DMP.js";
import "./chunk-SSQ53WC3.js";
import {
  SEVERITIES,
  SearchIndexStore,
  compareFindings,
  severityRank
} from "./chunk-XR6W4VKN.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-VL4AUMTW.js";
import "./chunk-UPHTETEJ.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-5IYXR757.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-C7QD4XT3.js";
import "./chunk-EFTBYFEK.js";
import "./chunk-AFEN3ORC.js";
import {
  differingFrom
} from "./chunk-4QGGWXVH.js";
import {
  GitSource,
  git,
  resolveCommit
} from "./chunk-5ZQZRXVU.js";
import "./chunk-PBUGHLOV.js";
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";
import "./chunk-4DOYWDGL.js";
import "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";

// src/action.ts
import { lstat as lstat2, mkdir as mkdir2, readFile, realpath, stat as stat2, writeFile as writeFile2 } from "node:fs/promises";
import * as nodePath from "node:path";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
function issue(name, message = "") {
  issueCommand(name, {}, message);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}
function startGroup(name) {
  issue("group", name);
}
function endGroup() {
  issue("endgroup");
}

// src/action-cache.ts
function actionFactCache(dir, root, warnings) {
  if (dir === "") return void 0;
  const build = bundleBuildId();
  if (!build) {
    warnings.push("cache-dir is ignored: this is not a bundled build of skillscan");
    return void 0;
  }
  try {
    return openFactCacheOutside(dir, [root], build);
  } catch (e) {
    warnings.push(`cache-dir is ignored: ${e.message}`);
    return void 0;
  }
}
function factCacheNote(cache) {
  const { hits, misses } = cache.stats;
  return `Fact cache: ${hits} of ${hits + misses} files reused from an earlier run.`;
}
function actionSearchIndex(dir, root, baseSha) {
  const build = bundleBuildId();
  if (dir === "" || !baseSha || !build) return void 0;
  const changed = differingFrom(root, baseSha);
  changed.catch(() => void 0);
  return { store: new SearchIndexStore(dir, build), rev: baseSha, changed };
}
function actionDocHeads(dir) {
  const build = bundleBuildId();
  return dir === "" || !build ? void 0 : new DocHeadStore(dir, build);
}

// src/action-scope.ts
var SCOPES = ["auto", "full", "changed"];
function decideScope(o) {
  if (o.scope === "full") return {};
  if (!o.pullRequest)
    return o.scope === "changed" ? { note: "scope changed applies to pull requests; the whole folder was scanned." } : {};
  if (!o.changedFiles)
    return { note: "The pull request's changed files are unknown, so the whole folder was scanned." };
  if (o.scope === "auto" && o.uploadSarif) return {};
  const within = /* @__PURE__ */ new Set();
  const base = o.prefix === "" ? "" : `${o.prefix}/`;
  for (const p of o.changedFiles) if (p.startsWith(base)) within.add(p.slice(base.length));
  const config = [...CONFIG_FILE_NAMES, ...o.configInput ? [o.configInput.replace(/^\.\//, "")] : []];
  if (config.some((c) => within.has(c) || o.changedFiles.has(c)))
    return { note: "The pull request changes the skillscan configuration, so the whole folder was scanned." };
  return { changed: within };
}
function focusNote(focus) {
  const { changed, followed, entryPoints, outside } = focus;
  const left = outside > 0 ? ` ${outside} of their finding${outside === 1 ? "" : "s"} concern only unchanged skills and are not reported here (a full scan reports them).` : "";
  return `Pull-request scan: ${changed} changed file${changed === 1 ? "" : "s"} in the scanned folder; followed ${followed} of ${entryPoints} entry point${entryPoints === 1 ? "" : "s"} (those whose files include a changed one). Catalogue checks (names, listing budget, conflicts) covered every skill.${left} Set \`scope: full\` to scan everything.`;
}

// src/report/annotations.ts
var ANNOTATIONS_PER_LEVEL = 10;
var LEVEL_OF = {
  critical: "error",
  high: "error",
  medium: "warning",
  low: "notice",
  info: "notice"
};
function annotationFor(f, options = {}) {
  const r = f.location.region;
  const startLine = r?.startLine ?? 1;
  const endLine = Math.max(r?.endLine ?? startLine, startLine);
  const props = {
    title: `${f.severity}: ${options.titles?.[f.ruleId] ?? f.ruleId} (${f.ruleId})`,
    file: repoPath(options.pathPrefix, f.location.path),
    startLine,
    endLine
  };
  if (r && endLine === startLine) {
    props.startColumn = r.startColumn;
    props.endColumn = Math.max(r.endColumn, r.startColumn + 1);
  }
  const others = f.entries.filter((e) => e !== f.location.path && e !== f.entry).length;
  const entry = f.entry ? `
Reached from ${repoPath(options.pathPrefix, f.entry)}${others ? ` and ${others} other entry point${others > 1 ? "s" : ""}` : ""}.` : "";
  return { level: LEVEL_OF[f.severity], message: `${f.message}${entry}`, props };
}
function planAnnotations(findings, options = {}) {
  const inDiff = (f) => options.changed?.has(repoPath(options.pathPrefix, f.location.path)) || f.entries.some((e) => options.changed?.has(repoPath(options.pathPrefix, e))) || false;
  const ordered = findings.filter((f) => !f.suppression).map((f) => ({ f, diff: inDiff(f) })).sort(
    (a, b) => severityRank(b.f.severity) - severityRank(a.f.severity) || Number(b.diff) - Number(a.diff) || compareFindings(a.f, b.f)
  );
  const free = { error: 0, warning: 0, notice: 0 };
  for (const level of Object.keys(free))
    free[level] = Math.max(0, ANNOTATIONS_PER_LEVEL - (options.reserved?.[level] ?? 0));
  const byLevel = { error: [], warning: [], notice: [] };
  for (const { f } of ordered) byLevel[LEVEL_OF[f.severity]].push(annotationFor(f, options));
  const overflow = (lv) => Math.max(0, byLevel[lv].length - free[lv]);
  if (overflow("error") + overflow("warning") + overflow("notice") > 0)
    free.notice = Math.max(0, free.notice - 1);
  const out = [];
  let hidden = 0;
  for (const level of ["error", "warning", "notice"]) {
    out.push(...byLevel[level].slice(0, free[level]));
    hidden += Math.max(0, byLevel[level].length - free[level]);
  }
  if (hidden > 0) {
    out.push({
      level: "notice",
      message: `${hidden} more finding${hidden === 1 ? " is" : "s are"} not shown as annotations (GitHub shows 10 per level per step). Read them all in ${options.moreAt ?? "the job summary and the SARIF log"}.`
    });
  }
  return out;
}

// src/report/summary.ts
var SUMMARY_LIMIT_BYTES = 1024 * 1024;
var ANALYSABILITY_ROWS = 50;
function bytes(n) {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} B`;
}
function analysabilityTable(entries, input) {
  const below = entries.filter((a) => a.score < 100).sort((a, b) => a.score - b.score || (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0));
  if (below.length === 0) return void 0;
  const rows = below.slice(0, ANALYSABILITY_ROWS).map((a) => {
    const worst = a.notAnalysed[0];
    const what = worst ? `${locationCell(input, { path: worst.path })} \u2014 ${inertMarkdown(worst.reason)}` : "";
    return `| ${inertMarkdown(a.name)} (${locationCell(input, { path: a.entry })}) | ${a.score}% | ${bytes(a.unanalysedBytes)} of ${bytes(a.bytes)} | ${what} |`;
  });
  const more = below.length > rows.length ? [``, `${below.length - rows.length} more below 100% are in the SARIF log and the JSON report.`] : [];
  return [
    "### Analysability",
    "",
    "Share of the bytes each entry point brings in that skillscan could analyse (text it parsed, inert media); the rest is binary, encrypted, encoded or past a limit.",
    "",
    "| entry | analysed | not analysed | largest not analysed |",
    "|---|---|---|---|",
    ...rows,
    ...more
  ].join("\n");
}
var ICON = { critical: "\u{1F7E5}", high: "\u{1F7E7}", medium: "\u{1F7E8}", low: "\u{1F7E6}", info: "\u2B1C" };
function urlSegment(seg) {
  return encodeURIComponent(seg).replace(
    /[!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  );
}
function lineUrl(link, path, line) {
  const repo = link.repository.split("/").map(urlSegment).join("/");
  const file = path.split("/").map(urlSegment).join("/");
  return `${trimEndChars(link.serverUrl, "/")}/${repo}/blob/${urlSegment(link.sha)}/${file}${line ? `#L${line}` : ""}`;
}
function locationCell(input, loc) {
  const path = repoPath(input.pathPrefix, loc.path);
  const line = loc.region?.startLine;
  const text = inertMarkdown(line ? `${path}:${line}` : path);
  return input.link ? `[${text}](${lineUrl(input.link, path, line)})` : text;
}
function clip(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}
function chainChart(chain, prefix, maxNodes = 24) {
  const shown = chain.length > maxNodes ? [...chain.slice(0, maxNodes - 2), void 0, chain[chain.length - 1]] : [...chain];
  const label = (loc, i) => {
    if (!loc) return `n${i}["\u2026 ${chain.length - maxNodes + 1} more \u2026"]`;
    const path = inertMermaid(clip(repoPath(prefix, loc.path), 200));
    const line = loc.region ? `:${loc.region.startLine}` : "";
    const note = loc.message ? `<br/>${inertMermaid(clip(loc.message, 120))}` : "";
    return `n${i}["${path}${line}${note}"]`;
  };
  const lines = ["```mermaid", "flowchart LR"];
  shown.forEach((loc, i) => {
    lines.push(i === 0 ? `  ${label(loc, i)}` : `  n${i - 1} --> ${label(loc, i)}`);
  });
  lines.push("```");
  return lines.join("\n");
}
function budgetChart(budgets) {
  const rows = [...budgets].sort((a, b) => a.runtime < b.runtime ? -1 : a.runtime > b.runtime ? 1 : 0).map((b) => {
    const ratio = b.budget > 0 ? b.used / b.budget : 0;
    const filled = Math.min(20, Math.round(ratio * 20));
    const bar = `${"\u2588".repeat(filled)}${"\u2591".repeat(20 - filled)}`;
    const pct = `${Math.round(ratio * 100)}%`;
    return `| ${inertMarkdown(b.runtime)} | \`${bar}\` ${pct}${ratio > 1 ? " \u26A0\uFE0F over budget" : ""} | ${b.used} / ${b.budget} ${inertMarkdown(b.unit)} |`;
  });
  return ["### Listing budget per runtime", "", "| runtime | used | amount |", "|---|---|---|", ...rows].join(
    "\n"
  );
}
function buildSummary(input) {
  const maxBytes = input.maxBytes ?? SUMMARY_LIMIT_BYTES - 16 * 1024;
  const listed = input.findings.filter((f) => !f.suppression);
  const suppressed = input.findings.length - listed.length;
  const counts = Object.fromEntries(
    SEVERITIES.map((s) => [s, listed.filter((f) => f.severity === s).length])
  );
  const head = ["## skillscan", ""];
  if (input.gate === "never") head.push(`**Result: \u2705 pass** \u2014 the gate is off (\`fail-on: never\`).`);
  else if (input.failing.length)
    head.push(
      `**Result: \u274C fail** \u2014 ${input.failing.length} finding${input.failing.length === 1 ? "" : "s"} at or above \`${input.gate}\`${input.onlyNew ? " introduced by this pull request" : ""}.`
    );
  else
    head.push(
      `**Result: \u2705 pass** \u2014 nothing at or above \`${input.gate}\`${input.onlyNew ? " is new" : ""}.`
    );
  head.push("", `| ${SEVERITIES.join(" | ")} | total |`, `|${"---|".repeat(SEVERITIES.length + 1)}`);
  head.push(`| ${SEVERITIES.map((s) => `${ICON[s]} ${counts[s]}`).join(" | ")} | ${listed.length} |`, "");
  if (suppressed)
    head.push(`${suppressed} suppressed finding${suppressed === 1 ? "" : "s"} not counted.`, "");
  if (input.onlyNew) {
    const n = input.onlyNew.preexisting;
    head.push(
      `Only new findings are gated: ${n} pre-existing finding${n === 1 ? " was" : "s were"} left out (already present at the base commit \`${inertMarkdown(input.onlyNew.base.slice(0, 12))}\`; they remain in the SARIF log).`,
      ""
    );
  }
  for (const note of input.notes ?? []) head.push(`> ${inertMarkdown(note)}`, "");
  const sections = [head.join("\n")];
  let size = Buffer.byteLength(sections[0]);
  const cuts = [];
  const room = (text) => size + Buffer.byteLength(text) + 2 <= maxBytes;
  const add = (text) => {
    sections.push(text);
    size += Buffer.byteLength(text) + 2;
  };
  const ordered = [...listed].sort(
    (a, b) => severityRank(b.severity) - severityRank(a.severity) || compareFindings(a, b)
  );
  if (ordered.length) {
    const tableHead = "### Findings\n\n| severity | rule | location | message |\n|---|---|---|---|";
    const table2 = [tableHead];
    size += Buffer.byteLength(tableHead) + 2;
    let rows = 0;
    for (const f of ordered) {
      const title = input.titles?.[f.ruleId];
      const rule = `\`${f.ruleId}\`${title ? ` \u2014 ${inertMarkdown(title)}` : ""}`;
      const others = f.entries.filter((e) => e !== f.location.path && e !== f.entry).length;
      const via = f.entry ? `<br/>reached from ${locationCell(input, { path: f.entry })}${others ? ` and ${others} more` : ""}` : "";
      const row = `| ${ICON[f.severity]} ${f.severity} | ${rule} | ${locationCell(input, f.location)}${via} | ${inertMarkdown(clip(f.message, 400))} |`;
      if (size + Buffer.byteLength(row) + 1 > maxBytes) break;
      table2.push(row);
      size += Buffer.byteLength(row) + 1;
      rows++;
    }
    sections.push(table2.join("\n"));
    if (rows < ordered.length)
      cuts.push(`${ordered.length - rows} of ${ordered.length} findings are not listed in this table`);
  }
  const chains = /* @__PURE__ */ new Map();
  for (const f of ordered) {
    for (const chain of f.chains.length ? f.chains : [f.chain]) {
      if (chain.length < 2) continue;
      const key = chain.map((c) => c.path).join("\0");
      if (!chains.has(key)) chains.set(key, { ...f, chain });
    }
  }
  if (chains.size) {
    const maxCharts = input.maxCharts ?? 100;
    const intro = "### Reference chains\n\nFrom the skill a user installs to the file that holds the evidence.";
    if (room(intro)) add(intro);
    let drawn = 0;
    for (const f of chains.values()) {
      if (drawn >= maxCharts) break;
      const first = f.chain[0];
      const last = f.chain[f.chain.length - 1];
      const chart = `**\`${f.ruleId}\`** ${inertMarkdown(repoPath(input.pathPrefix, first.path))} \u2192 ${inertMarkdown(repoPath(input.pathPrefix, last.path))}

${chainChart(f.chain, input.pathPrefix)}`;
      if (!room(chart)) break;
      add(chart);
      drawn++;
    }
    if (drawn < chains.size)
      cuts.push(`${chains.size - drawn} of ${chains.size} reference chains are not drawn`);
  }
  const table = input.analysability ? analysabilityTable(input.analysability, input) : void 0;
  if (table) {
    if (room(table)) add(table);
    else cuts.push("the analysability table is left out");
  }
  if (input.budgets?.length) {
    const chart = budgetChart(input.budgets);
    if (room(chart)) add(chart);
    else cuts.push("the listing budget chart is left out");
  }
  const tail = [];
  if (cuts.length)
    tail.push(
      `> **Truncated** to stay under GitHub's 1 MiB summary limit: ${cuts.join("; ")}. The SARIF log${input.sarifFile ? ` (\`${inertMarkdown(input.sarifFile)}\`)` : ""} has every finding.`
    );
  else if (input.sarifFile) tail.push(`Full results: \`${inertMarkdown(input.sarifFile)}\` (SARIF 2.1.0).`);
  return `${[...sections, ...tail].join("\n\n")}
`;
}

// src/action-steps.ts
async function uploadStep(env, token, sarif, sarifFile, said) {
  const { uploadSarif } = await import("./chunk-2ZW5UUCM.js");
  if (!token) {
    said.warnings.push("upload-sarif: no token; the SARIF log was written but not uploaded.");
    return;
  }
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_SHA || !env.GITHUB_REF) {
    said.warnings.push("upload-sarif: GITHUB_REPOSITORY, GITHUB_SHA or GITHUB_REF is not set; not uploaded.");
    return;
  }
  const outcome = await uploadSarif({
    token,
    repository: env.GITHUB_REPOSITORY,
    commitSha: env.GITHUB_SHA,
    ref: env.GITHUB_REF,
    sarif,
    ...env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {},
    ...env.SKILLSCAN_POLL_DELAYS_MS ? { pollDelaysMs: env.SKILLSCAN_POLL_DELAYS_MS.split(",").map(Number).slice(0, 20) } : {}
  });
  if (outcome.status === "forbidden")
    said.warnings.push(
      `upload-sarif: GitHub refused the upload (HTTP ${outcome.httpStatus}: ${outcome.message}). The token needs \`security-events: write\`; pull requests from forks never get it, and private repositories need code scanning enabled. The SARIF log is at ${sarifFile} for github/codeql-action/upload-sarif.`
    );
  else if (outcome.status === "rejected")
    throw new Error(
      `upload-sarif: GitHub rejected the upload (HTTP ${outcome.httpStatus}: ${outcome.message})`
    );
  else if (outcome.status === "failed")
    throw new Error(`upload-sarif: code scanning could not process the log: ${outcome.errors.join("; ")}`);
  else if (outcome.status === "complete" || outcome.status === "pending") {
    setOutput("sarif-id", outcome.id);
    said.notes.push(
      outcome.status === "complete" ? `Uploaded to code scanning (SARIF id ${outcome.id}).` : `Uploaded to code scanning (SARIF id ${outcome.id}); processing had not finished when the step stopped waiting.`
    );
  }
}
async function changedStep(env, token, pr, repo) {
  const { changedFiles } = await import("./chunk-C5KF7QSM.js");
  const c = await changedFiles({
    ...token ? { token } : {},
    ...env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {},
    ...env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {},
    ...typeof pr.number === "number" ? { pullNumber: pr.number } : {},
    ...repo ? { repoDir: repo } : {},
    ...pr.base?.sha ? { baseSha: pr.base.sha } : {},
    ...pr.head?.sha ? { headSha: pr.head.sha } : {}
  });
  if (!c.files)
    info(inertLogLine(`Changed files unknown (${c.how}); annotations are ordered by severity only.`));
  return c.files;
}
function emit(a) {
  const send = a.level === "error" ? error : a.level === "warning" ? warning : notice;
  send(a.message, a.props);
}
function annotateStep(considered, o) {
  const reserved = {
    error: o.failing ? 1 : 0,
    warning: o.warnings
  };
  const moreAt = `the job summary, the log group "skillscan" and ${o.sarifFile}`;
  for (const a of planAnnotations(considered, {
    pathPrefix: o.prefix,
    titles: o.titles,
    reserved,
    moreAt,
    ...o.changed ? { changed: o.changed } : {}
  }))
    emit(a);
}
function listingBudgets(result) {
  const bars = [];
  for (const rt of simulateModel(result.model)) {
    for (const c of rt.catalogs) {
      bars.push({
        runtime: rt.catalogs.length > 1 ? `${rt.profile.name} (${c.label})` : rt.profile.name,
        used: c.result.needed,
        budget: c.result.budget.chars,
        unit: "characters"
      });
    }
  }
  return bars;
}
async function summaryStep(env, result, o, said) {
  let budgets = [];
  try {
    budgets = listingBudgets(result);
  } catch (e) {
    said.notes.push(`The listing budget could not be simulated: ${e.message}`);
  }
  const baseline = o.baseline;
  const markdown = buildSummary({
    findings: baseline ? result.findings.filter((f) => !baseline.fingerprints.has(f.fingerprint)) : result.findings,
    gate: o.gate,
    failing: o.failing,
    pathPrefix: o.prefix,
    titles: o.titles,
    budgets,
    analysability: result.analysability,
    notes: [...said.notes, ...said.warnings],
    sarifFile: o.sarifFile,
    ...baseline ? { onlyNew: { base: baseline.base, preexisting: o.preexisting } } : {},
    ...env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_SHA ? { link: { serverUrl: env.GITHUB_SERVER_URL, repository: env.GITHUB_REPOSITORY, sha: env.GITHUB_SHA } } : {}
  });
  await summary.addRaw(markdown).write();
}

// src/action.ts
function bool(name, fallback) {
  const v = getInput(name).trim().toLowerCase();
  if (v === "") return fallback;
  if (["true", "yes", "on", "1"].includes(v)) return true;
  if (["false", "no", "off", "0"].includes(v)) return false;
  throw new Error(`input ${name} must be true or false (got '${inertLine(v.slice(0, 40))}')`);
}
function scopeInput() {
  const v = getInput("scope").trim().toLowerCase() || "auto";
  if (!SCOPES.includes(v))
    throw new Error(`scope must be one of ${SCOPES.join(", ")} (got '${inertLine(v.slice(0, 40))}')`);
  return v;
}
function readInputs() {
  const failOn = getInput("fail-on").trim() || "high";
  if (![...SEVERITIES, "never"].includes(failOn))
    throw new Error(
      `fail-on must be one of ${SEVERITIES.join(", ")}, never (got '${inertLine(failOn.slice(0, 40))}')`
    );
  return {
    path: getInput("path").trim() || ".",
    config: getInput("config").trim(),
    failOn,
    sarifFile: getInput("sarif-file").trim() || "skillscan.sarif",
    annotations: bool("annotations", true),
    summary: bool("summary", true),
    onlyNew: bool("only-new", false),
    uploadSarif: bool("upload-sarif", false),
    category: getInput("category").trim(),
    token: getInput("token").trim(),
    scope: scopeInput(),
    cacheDir: getInput("cache-dir").trim()
  };
}
async function readEvent(path) {
  if (!path) return void 0;
  try {
    if ((await stat2(path)).size > 64 * 1024 * 1024) return void 0;
    return JSON.parse(await readFile(path, "utf8"));
  } catch {
    return void 0;
  }
}
var posix = (p) => p.split(nodePath.sep).join("/");
async function repositoryOf(dir) {
  let cur;
  try {
    cur = await realpath(dir);
  } catch {
    return void 0;
  }
  for (let depth = 0; depth < MAX_FOLDER_DEPTH; depth++) {
    if (await lstat2(nodePath.join(cur, ".git")).catch(() => void 0)) return cur;
    const up = nodePath.dirname(cur);
    if (up === cur) return void 0;
    cur = up;
  }
  return void 0;
}
var MAX_FOLDER_DEPTH = 512;
function prefixWithin(base, dir) {
  const rel = posix(nodePath.relative(base, dir));
  return rel === "" || rel.startsWith("..") || nodePath.isAbsolute(rel) ? "" : rel;
}
async function scanBase(repo, baseSha, prefix, config) {
  if (!await resolveCommit(repo, baseSha)) {
    try {
      await git(
        repo,
        ["fetch", "--no-tags", "--no-recurse-submodules", "--depth=1", "origin", baseSha],
        1024 * 1024
      );
    } catch (e) {
      throw new Error(
        `the base commit ${baseSha.slice(0, 12)} is not in the checkout and could not be fetched (${e.message}); use actions/checkout with fetch-depth: 0`
      );
    }
  }
  const source = await GitSource.open(repo, baseSha, prefix);
  try {
    const result = await scan({ source, config });
    return { base: source.commit, fingerprints: new Set(result.findings.map((f) => f.fingerprint)) };
  } finally {
    source.close();
  }
}
function logFindings(findings, prefix) {
  const limit = 5e3;
  startGroup(`skillscan: ${findings.length} finding${findings.length === 1 ? "" : "s"}`);
  for (const f of findings.slice(0, limit)) {
    const r = f.location.region;
    const where = `${repoPath(prefix, f.location.path)}${r ? `:${r.startLine}:${r.startColumn}` : ""}`;
    info(inertLogLine(`${f.severity.padEnd(8)} ${f.ruleId}  ${where}  ${f.message}`));
  }
  if (findings.length > limit) info(`\u2026 ${findings.length - limit} more in the SARIF log`);
  endGroup();
}
async function configInput(workspace, name) {
  if (!name) return void 0;
  let text;
  try {
    text = await readFile(nodePath.resolve(workspace, name), "utf8");
  } catch {
    throw new ConfigError(`cannot read the configuration file ${name}`);
  }
  return parseConfigText(text, name);
}
async function baselineStep(inputs, pr, repo, prefix, config, said) {
  if (!inputs.onlyNew) return void 0;
  if (!pr?.base?.sha) {
    said.notes.push("only-new applies to pull requests; every finding is gated on this event.");
    return void 0;
  }
  if (!repo) {
    said.warnings.push("only-new needs a git checkout; every finding is gated.");
    return void 0;
  }
  try {
    return await scanBase(repo, pr.base.sha, prefix, config);
  } catch (e) {
    said.warnings.push(
      `only-new: could not scan the base commit (${e.message}); every finding is gated.`
    );
    return void 0;
  }
}
function setOutputs(inputs, result, current, considered, failing) {
  const counts = countBySeverity(result.findings);
  setOutput("sarif-file", inputs.sarifFile);
  setOutput("findings", String(current.length));
  for (const s of SEVERITIES) setOutput(s, String(counts[s]));
  setOutput("new-findings", String(considered.length));
  setOutput("result", failing.length ? "fail" : "pass");
}
async function run(env = process.env) {
  try {
    const inputs = readInputs();
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const root = nodePath.resolve(workspace, inputs.path);
    const repo = await repositoryOf(root);
    const prefix = prefixWithin(repo ?? workspace, root);
    const config = await configInput(workspace, inputs.config);
    const pr = (await readEvent(env.GITHUB_EVENT_PATH))?.pull_request;
    const said = { notes: [], warnings: [] };
    const wantChanged = pr && (inputs.annotations || inputs.scope !== "full");
    const changed = wantChanged ? await changedStep(env, inputs.token, pr, repo) : void 0;
    const focus = decideScope({
      scope: inputs.scope,
      pullRequest: pr !== void 0,
      changedFiles: changed,
      prefix,
      configInput: inputs.config,
      uploadSarif: inputs.uploadSarif
    });
    const cacheDir = inputs.cacheDir && nodePath.resolve(workspace, inputs.cacheDir);
    const factCache = actionFactCache(cacheDir, root, said.warnings);
    const searchIndex = factCache && focus.changed ? actionSearchIndex(cacheDir, root, pr?.base?.sha) : void 0;
    const docHeads = factCache && focus.changed ? actionDocHeads(cacheDir) : void 0;
    const result = await scan({
      root,
      ...config ? { config } : {},
      listing: { env },
      ...focus.changed ? { changed: focus.changed } : {},
      ...factCache ? { factCache } : {},
      ...searchIndex ? { searchIndex } : {},
      ...docHeads ? { docHeads } : {}
    });
    factCache?.finish(!focus.changed && result.ruleErrors.length === 0);
    searchIndex?.store.finish();
    docHeads?.finish();
    if (factCache) said.notes.push(factCacheNote(factCache));
    if (focus.note) said.notes.push(focus.note);
    if (result.focus) said.notes.push(focusNote(result.focus));
    if (result.ruleErrors.length) {
      throw new Error(
        `the scan is incomplete: rule(s) ${result.ruleErrors.map((e) => e.ruleId).join(", ")} failed; please report it (${inertLine(result.ruleErrors[0].message.split("\n")[0] ?? "")})`
      );
    }
    const baseline = await baselineStep(inputs, pr, repo, prefix, result.config, said);
    const current = result.findings.filter((f) => !f.suppression);
    const considered = baseline ? current.filter((f) => !baseline.fingerprints.has(f.fingerprint)) : current;
    const failing = gated(considered, inputs.failOn);
    const sarifPath = nodePath.resolve(workspace, inputs.sarifFile);
    const sarif = formatSarif({
      tool: TOOL,
      rules: result.rules,
      findings: result.findings,
      pathPrefix: prefix,
      analysability: result.analysability,
      ...inputs.category ? { category: inputs.category } : {},
      ...baseline ? { baseline: baseline.fingerprints } : {}
    });
    await mkdir2(nodePath.dirname(sarifPath), { recursive: true });
    await writeFile2(sarifPath, sarif);
    if (inputs.uploadSarif) await uploadStep(env, inputs.token, sarif, inputs.sarifFile, said);
    for (const w of said.warnings) warning(w);
    logFindings(current, prefix);
    const titles = Object.fromEntries(result.rules.map((r) => [r.id, r.title]));
    if (inputs.annotations)
      annotateStep(considered, {
        prefix,
        titles,
        failing: failing.length,
        warnings: said.warnings.length,
        sarifFile: inputs.sarifFile,
        changed
      });
    if (inputs.summary && env.GITHUB_STEP_SUMMARY)
      await summaryStep(
        env,
        result,
        {
          gate: inputs.failOn,
          failing,
          prefix,
          titles,
          sarifFile: inputs.sarifFile,
          baseline,
          preexisting: current.length - considered.length
        },
        said
      );
    setOutputs(inputs, result, current, considered, failing);
    info(
      `skillscan: ${current.length} finding(s)${baseline ? `, ${considered.length} new` : ""}; gate ${inputs.failOn}: ${failing.length ? "fail" : "pass"}`
    );
    if (failing.length)
      setFailed(
        `${failing.length} finding${failing.length === 1 ? "" : "s"} at or above ${inputs.failOn}${baseline ? " introduced by this pull request" : ""}`
      );
  } catch (e) {
    setFailed(inertLine(e.message));
  }
}

// src/bin/action.ts
await run();
