import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/config.ts
import { Ajv } from "ajv";
import { parse as parseYaml } from "yaml";

// schemas/config.schema.json
var config_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://github.com/skillscan/skillscan/schemas/config.schema.json",
  title: "skillscan configuration (.skillscan.yml)",
  type: "object",
  additionalProperties: false,
  properties: {
    rules: {
      description: "Per-rule settings keyed by rule id: `off`, a severity, or an object.",
      type: "object",
      additionalProperties: {
        oneOf: [
          { enum: ["off", "critical", "high", "medium", "low", "info"] },
          {
            type: "object",
            additionalProperties: false,
            properties: {
              enabled: { type: "boolean" },
              severity: { enum: ["critical", "high", "medium", "low", "info"] },
              options: { type: "object" }
            }
          }
        ]
      }
    },
    ignore: {
      description: "Globs (relative to the scanned root) whose findings are dropped. Files are still read.",
      type: "array",
      items: { type: "string", minLength: 1 }
    },
    runtimes: {
      description: "Runtimes whose discovery and behaviour are emulated (default: all).",
      type: "array",
      minItems: 1,
      uniqueItems: true,
      items: {
        enum: ["claude-code", "codex", "copilot", "vscode", "cursor", "gemini", "opencode", "goose", "amp", "agentskills"]
      }
    },
    layout: {
      description: "`project` for a repository, `home` for a dotfiles repository (its skills are personal), `auto` to decide from the folders present.",
      enum: ["auto", "project", "home"]
    },
    failOn: { enum: ["critical", "high", "medium", "low", "info", "never"] },
    limits: {
      type: "object",
      additionalProperties: false,
      properties: {
        maxFileBytes: { type: "integer", minimum: 1024 },
        maxEntries: { type: "integer", minimum: 1 },
        maxDepth: { type: "integer", minimum: 1, maximum: 1e3 },
        maxReferenceDepth: { type: "integer", minimum: 1, maximum: 64 },
        maxFrontmatterBytes: { type: "integer", minimum: 64 },
        maxAliasCount: { type: "integer", minimum: 0 }
      }
    },
    listing: {
      description: "Skill-listing simulation settings (see the listing-overflow rule).",
      type: "object"
    }
  }
};

// src/model/skill.ts
var RUNTIME_IDS = [
  "claude-code",
  "codex",
  "copilot",
  "vscode",
  "cursor",
  "gemini",
  "opencode",
  "goose",
  "amp",
  "agentskills"
];
function declaredName(doc) {
  const n = doc.frontmatter.get("name");
  return typeof n === "string" && n.trim() !== "" ? n : void 0;
}

// src/config.ts
var DEFAULT_LIMITS = {
  maxFileBytes: 2 * 1024 * 1024,
  maxEntries: 25e4,
  maxDepth: 48,
  maxReferenceDepth: 8,
  maxFrontmatterBytes: 64 * 1024,
  maxAliasCount: 100
};
function defaultConfig() {
  return {
    rules: {},
    ignore: [],
    runtimes: [...RUNTIME_IDS],
    layout: "auto",
    failOn: "high",
    limits: { ...DEFAULT_LIMITS },
    listing: {}
  };
}
var ConfigError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ConfigError";
  }
};
var ajv = new Ajv({ allErrors: true, strict: false });
var validate = ajv.compile(config_schema_default);
var CONFIG_FILE_NAMES = [".skillscan.yml", ".skillscan.yaml"];
function parseConfig(text, origin) {
  let raw;
  try {
    raw = parseYaml(text, { maxAliasCount: 50 }) ?? {};
  } catch (e) {
    throw new ConfigError(`${origin}: invalid YAML: ${e.message.split("\n")[0]}`);
  }
  if (!validate(raw)) {
    const detail = (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}${e.params && "allowedValues" in e.params ? ` (${e.params.allowedValues.join(", ")})` : ""}`).join("; ");
    throw new ConfigError(`${origin}: ${detail}`);
  }
  const user = raw;
  const base = defaultConfig();
  const rules = {};
  for (const [id, v] of Object.entries(user.rules ?? {})) {
    rules[id] = typeof v === "string" ? v === "off" ? { enabled: false } : { severity: v } : v;
  }
  return {
    rules,
    ignore: user.ignore ?? base.ignore,
    runtimes: user.runtimes ?? base.runtimes,
    layout: user.layout ?? base.layout,
    failOn: user.failOn ?? base.failOn,
    limits: { ...base.limits, ...user.limits ?? {} },
    listing: user.listing ?? {}
  };
}

// src/report/json.ts
function formatJson(input) {
  const doc = {
    tool: input.tool,
    root: input.root,
    summary: {
      skills: input.skills,
      findings: input.findings.filter((f) => !f.suppression).length,
      suppressed: input.findings.filter((f) => f.suppression).length
    },
    findings: input.findings.map((f) => ({
      ruleId: f.ruleId,
      category: f.category,
      severity: f.severity,
      confidence: f.confidence,
      message: f.message,
      location: f.location,
      ...f.entry ? { entry: f.entry } : {},
      chain: f.chain,
      related: f.related,
      fingerprint: f.fingerprint,
      ...f.suppression ? { suppression: f.suppression } : {}
    }))
  };
  return `${JSON.stringify(doc, null, 2)}
`;
}

// src/findings.ts
import { createHash } from "node:crypto";
var SEVERITIES = ["critical", "high", "medium", "low", "info"];
var SECURITY_CATEGORIES = [
  "remote-code-execution",
  "dynamic-context-exec",
  "obfuscated-payload",
  "split-payload",
  "credential-access",
  "data-exfiltration",
  "markdown-image-exfil",
  "reverse-shell",
  "persistence",
  "hidden-unicode",
  "hidden-html-comment",
  "prompt-injection",
  "authority-claim",
  "supply-chain-redirect",
  "hook-command-exec",
  "permissive-allowed-tools",
  "symlink-escape",
  "hardcoded-secret",
  "privileged-command",
  "script-code-sink",
  "unsafe-skill-name"
];
var ROBUSTNESS_CATEGORIES = [
  "parser-abuse",
  "oversized-content",
  "file-type-mismatch",
  "encoding-anomaly",
  "reference-depth-limit"
];
var CONFORMANCE_CATEGORIES = [
  "frontmatter",
  "hook-misconfigured",
  "invocation",
  "listing-overflow",
  "skill-conflict",
  "reference-broken",
  "plugin-manifest",
  "sidecar-metadata",
  "portability",
  "content-quality",
  "progressive-disclosure"
];
var CATEGORIES = [...SECURITY_CATEGORIES, ...ROBUSTNESS_CATEGORIES, ...CONFORMANCE_CATEGORIES];
function isSecurityCategory(c) {
  return SECURITY_CATEGORIES.includes(c);
}
var SECURITY_SEVERITY_SCORE = {
  critical: "9.5",
  high: "8.0",
  medium: "5.5",
  low: "3.0",
  info: void 0
};
function severityRank(s) {
  return SEVERITIES.length - SEVERITIES.indexOf(s);
}
function atLeast(s, gate) {
  return severityRank(s) >= severityRank(gate);
}
function pointRegion(line, column, length = 1) {
  return { startLine: line, startColumn: column, endLine: line, endColumn: column + Math.max(1, length) };
}
function compareFindings(a, b) {
  return cmp(a.location.path, b.location.path) || (a.location.region?.startLine ?? 0) - (b.location.region?.startLine ?? 0) || (a.location.region?.startColumn ?? 0) - (b.location.region?.startColumn ?? 0) || cmp(a.ruleId, b.ruleId) || cmp(a.message, b.message) || cmp(a.entry ?? "", b.entry ?? "");
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function buildFinding(origin, input) {
  const loc = input.location;
  if (!loc || typeof loc.path !== "string") {
    throw new Error(`rule ${origin.id} reported a finding without a primary location`);
  }
  if (loc.region && (loc.region.startLine < 1 || loc.region.startColumn < 1)) {
    throw new Error(`rule ${origin.id} reported a 0-based region at ${loc.path}`);
  }
  const finding = {
    ruleId: origin.id,
    category: origin.category,
    severity: input.severity ?? origin.severity,
    confidence: input.confidence ?? origin.confidence,
    message: input.message,
    location: loc,
    related: input.related ?? [],
    chain: input.chain ?? [],
    fingerprint: fingerprintOf(origin.id, input.entry ?? loc.path, loc.path, input.fingerprintKey ?? input.message)
  };
  if (input.entry !== void 0 && input.entry !== loc.path) finding.entry = input.entry;
  return finding;
}
function fingerprintOf(...parts) {
  return createHash("sha256").update(parts.join("\0").replace(/\s+/g, " ")).digest("hex").slice(0, 32);
}

// src/report/sarif.ts
var LEVEL = {
  critical: "error",
  high: "error",
  medium: "warning",
  low: "note",
  info: "note"
};
var PRECISION = { high: "very-high", medium: "high", low: "medium" };
function firstSentence(s) {
  const m = /^(.+?[.!?])(\s|$)/s.exec(s);
  return (m ? m[1] : s).slice(0, 1024);
}
function helpText(markdown) {
  return markdown.replace(/```[a-z]*\n/g, "").replace(/```/g, "").replace(/^#+ /gm, "").trim();
}
function ruleHelpUri(id) {
  return `https://github.com/skillscan/skillscan/blob/main/rules/${id}.md`;
}
function sarifRule(meta) {
  const security = isSecurityCategory(meta.category);
  const score = SECURITY_SEVERITY_SCORE[meta.severity];
  const whatSection = /## What it finds\n+([\s\S]*?)(\n## |$)/.exec(meta.help)?.[1]?.trim() ?? meta.title;
  return {
    id: meta.id,
    name: meta.id.split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join(""),
    shortDescription: { text: meta.title },
    fullDescription: { text: firstSentence(whatSection.replace(/\s+/g, " ")) },
    defaultConfiguration: { level: LEVEL[meta.severity] },
    help: { text: helpText(meta.help), markdown: meta.help },
    helpUri: ruleHelpUri(meta.id),
    properties: {
      category: meta.category,
      tags: [.../* @__PURE__ */ new Set([...security ? ["security"] : [], meta.category, ...meta.tags])].slice(0, 20),
      precision: PRECISION[meta.confidence],
      ...security && score ? { "security-severity": score } : { "problem.severity": LEVEL[meta.severity] === "note" ? "recommendation" : LEVEL[meta.severity] }
    }
  };
}
function region(r) {
  const x = r ?? { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
  return { startLine: x.startLine, startColumn: x.startColumn, endLine: x.endLine, endColumn: Math.max(x.endColumn, x.startColumn) };
}
function sarifUri(path) {
  return path.split("/").map((seg) => encodeURIComponent(seg)).join("/");
}
function physical(loc) {
  return { artifactLocation: { uri: sarifUri(loc.path), uriBaseId: "%SRCROOT%" }, region: region(loc.region) };
}
function buildSarif(input) {
  const rules = [...input.rules].sort((a, b) => a.id < b.id ? -1 : 1);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const results = input.findings.map((f) => {
    const related = [...f.related];
    if (f.entry && !related.some((r) => r.path === f.entry)) related.unshift({ path: f.entry, message: "entry point" });
    return {
      ruleId: f.ruleId,
      ...index.has(f.ruleId) ? { ruleIndex: index.get(f.ruleId) } : {},
      level: LEVEL[f.severity],
      message: { text: f.message },
      locations: [{ physicalLocation: physical(f.location) }],
      ...related.length ? {
        relatedLocations: related.map((r, i) => ({
          id: i + 1,
          physicalLocation: physical(r),
          ...r.message ? { message: { text: r.message } } : {}
        }))
      } : {},
      ...f.chain.length > 1 ? {
        codeFlows: [
          {
            threadFlows: [
              {
                locations: f.chain.map((c) => ({
                  location: { physicalLocation: physical(c), ...c.message ? { message: { text: c.message } } : {} }
                }))
              }
            ]
          }
        ]
      } : {},
      partialFingerprints: { "skillscan/v1": f.fingerprint },
      ...f.suppression ? { suppressions: [{ kind: "inSource", justification: f.suppression.reason }] } : {},
      properties: { severity: f.severity, confidence: f.confidence, category: f.category }
    };
  });
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: input.tool.name,
            version: input.tool.version,
            semanticVersion: input.tool.version,
            informationUri: input.tool.informationUri,
            rules: rules.map(sarifRule)
          }
        },
        ...input.automationId ? { automationDetails: { id: input.automationId } } : {},
        columnKind: "utf16CodeUnits",
        results,
        ...input.notes?.length ? {
          invocations: [
            {
              executionSuccessful: true,
              toolExecutionNotifications: input.notes.map((n) => ({ level: "note", message: { text: n } }))
            }
          ]
        } : {}
      }
    ]
  };
}
function formatSarif(input) {
  return `${JSON.stringify(buildSarif(input), null, 2)}
`;
}

// src/report/sanitize.ts
function inertLine(text) {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (cp < 32 || cp === 127 || cp >= 128 && cp < 160 || cp === 8232 || cp === 8233) {
      out += cp === 10 ? "\\n" : cp === 13 ? "\\r" : cp === 9 ? " " : `\\u{${cp.toString(16)}}`;
    } else out += ch;
  }
  return out;
}

// src/report/text.ts
var COLORS = {
  critical: "\x1B[1;35m",
  high: "\x1B[31m",
  medium: "\x1B[33m",
  low: "\x1B[36m",
  info: "\x1B[2m"
};
function formatText(findings, options) {
  const paint = (code, s) => options.color ? `${code}${s}\x1B[0m` : s;
  const shown = findings.filter((f) => options.showSuppressed || !f.suppression);
  const byFile = /* @__PURE__ */ new Map();
  for (const f of shown) {
    const list = byFile.get(f.location.path) ?? [];
    list.push(f);
    byFile.set(f.location.path, list);
  }
  const lines = [];
  for (const [path, list] of byFile) {
    lines.push(paint("\x1B[4m", inertLine(path)));
    const rows = list.map((f) => {
      const r = f.location.region;
      return {
        pos: r ? `${r.startLine}:${r.startColumn}` : "0:0",
        sev: f.severity,
        msg: inertLine(f.message) + (f.suppression ? ` (suppressed: ${inertLine(f.suppression.reason)})` : ""),
        rule: f.ruleId,
        chain: f.chain.length > 1 ? f.chain.map((c) => inertLine(c.path)).join(" \u2192 ") : ""
      };
    });
    const posW = Math.max(...rows.map((r) => r.pos.length));
    const sevW = Math.max(...rows.map((r) => r.sev.length));
    for (const r of rows) {
      lines.push(
        `  ${r.pos.padEnd(posW)}  ${paint(COLORS[r.sev], r.sev.padEnd(sevW))}  ${r.msg}  ${paint("\x1B[2m", r.rule)}`
      );
      if (r.chain) lines.push(`  ${" ".repeat(posW)}  ${" ".repeat(sevW)}  ${paint("\x1B[2m", `chain: ${r.chain}`)}`);
    }
    lines.push("");
  }
  lines.push(totalsLine(findings));
  return `${lines.join("\n")}
`;
}
function countBySeverity(findings) {
  const counts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  for (const f of findings) if (!f.suppression) counts[f.severity]++;
  return counts;
}
function totalsLine(findings) {
  const c = countBySeverity(findings);
  const total = Object.values(c).reduce((a, b) => a + b, 0);
  const suppressed = findings.filter((f) => f.suppression).length;
  const parts = Object.keys(c).filter((s) => c[s] > 0).map((s) => `${c[s]} ${s}`);
  return `\u2716 ${total} finding${total === 1 ? "" : "s"}${parts.length ? ` (${parts.join(", ")})` : ""}${suppressed ? `, ${suppressed} suppressed` : ""}`;
}

// src/rules/meta.generated.ts
var RULE_META = {
  "description-length": { "id": "description-length", "title": "Description longer than 1,024 characters", "category": "frontmatter", "severity": "medium", "confidence": "high", "runtimes": ["all"], "tags": ["conformance", "listing"], "help": "## What it finds\nA skill `description` over 1,024 characters (counted in Unicode code points, as the spec validator and Codex count).\n\n## Why it matters\nThe spec validator and Codex reject the skill. Long descriptions also eat the listing budget that every other skill shares; see `listing-overflow`.\n\n## Bad\n```yaml\ndescription: (1,500 characters of history, caveats and examples)\n```\n\n## Fixed\n```yaml\ndescription: Generates API clients from OpenAPI files. Use when the user adds or changes an OpenAPI spec.\n```\nMove the detail into the body or a file under `references/`.\n" },
  "encoding-anomaly": { "id": "encoding-anomaly", "title": "File in an unexpected encoding (invalid UTF-8, UTF-16/32, NUL bytes)", "category": "encoding-anomaly", "severity": "low", "confidence": "high", "runtimes": ["all"], "tags": ["robustness", "encoding"], "help": "## What it finds\nSkill files that are not clean UTF-8: invalid byte sequences, UTF-16 or UTF-32 text, NUL bytes, or binary content. skillscan decodes them lossily and keeps scanning.\n\n## Why it matters\nTools disagree on such files. A diff viewer may show nothing, a grep may stop at the first NUL, and a runtime may decode text the reviewer never saw. UTF-16 frontmatter is invisible to runtimes that expect UTF-8.\n\n## Bad\n```text\nSKILL.md saved as UTF-16 LE with a byte-order mark\n```\n\n## Fixed\n```text\nSKILL.md saved as UTF-8 without NUL bytes\n```\n" },
  "frontmatter-invalid": { "id": "frontmatter-invalid", "title": "Frontmatter that is not a valid YAML mapping", "category": "frontmatter", "severity": "high", "confidence": "high", "runtimes": ["all"], "tags": ["conformance", "loading", "yaml"], "help": '## What it finds\nFrontmatter that does not parse as YAML, or parses to something other than a mapping of keys to values. The most common cause is an unquoted value that contains `: `.\n\n## Why it matters\nClaude Code loads the skill with empty metadata, so `/name` still works but the model has no description to match against and never invokes it. Strict parsers (`skills-ref`, Codex\'s loader) skip the skill entirely. Subagents with broken frontmatter are skipped without a word.\n\n## Bad\n```yaml\n---\nname: triage\ndescription: Use this skill when: an issue needs a label\n---\n```\n\n## Fixed\n```yaml\n---\nname: triage\ndescription: "Use this skill when: an issue needs a label"\n---\n```\n' },
  "frontmatter-missing": { "id": "frontmatter-missing", "title": "SKILL.md without frontmatter, or with frontmatter that is never closed", "category": "frontmatter", "severity": "high", "confidence": "high", "runtimes": ["all"], "tags": ["conformance", "loading"], "help": "## What it finds\nA `SKILL.md` that does not start with a line that is exactly `---`, or whose frontmatter is never closed by a second `---` line.\n\n## Why it matters\nClaude Code still loads such a skill, but it has no metadata: it improvises a description from the first paragraph of the body, so the skill fires unpredictably. Codex, Copilot and the spec validator (`skills-ref`) reject it outright. An unclosed block makes runtimes read the whole file as YAML or nothing at all.\n\n## Bad\n```markdown\n# Deploy\nUse this to deploy the app.\n```\n\n## Fixed\n```markdown\n---\nname: deploy\ndescription: Deploys the app to staging. Use when the user asks to deploy or ship a build.\n---\n# Deploy\n```\n" },
  "name-format": { "id": "name-format", "title": "Skill name that breaks the naming rules", "category": "frontmatter", "severity": "medium", "confidence": "high", "runtimes": ["all"], "tags": ["conformance", "naming"], "help": "## What it finds\nA frontmatter `name` longer than 64 characters, with uppercase letters, a leading or trailing hyphen, consecutive hyphens, or characters other than letters, digits and hyphens. Non-ASCII letters are accepted by the spec validator but rejected by Copilot and VS Code, and are reported too.\n\n## Why it matters\nThe spec validator, Copilot and VS Code reject the skill; other runtimes load it under a name users cannot type reliably.\n\n## Bad\n```yaml\nname: PDF--Tools\n```\n\n## Fixed\n```yaml\nname: pdf-tools\n```\n" },
  "name-mismatch": { "id": "name-mismatch", "title": "Skill name differs from its folder name", "category": "frontmatter", "severity": "medium", "confidence": "high", "runtimes": ["all"], "tags": ["conformance", "naming"], "help": "## What it finds\nA skill whose frontmatter `name` is not its folder's name (both compared after NFKC normalisation, as the spec validator does). A SKILL.md at a plugin's root is named after the plugin and is not checked.\n\n## Why it matters\nThe spec validator, VS Code and OpenCode reject the skill. Claude Code invokes project and personal skills by folder name, so the name in the file is not the command users type, and documentation that says `/name` is wrong.\n\n## Bad\n```text\n.claude/skills/deploy-app/SKILL.md\n---\nname: deploy\n---\n```\n\n## Fixed\n```text\n.claude/skills/deploy/SKILL.md\n---\nname: deploy\n---\n```\n" },
  "required-fields": { "id": "required-fields", "title": "Skill or subagent without a usable name or description", "category": "frontmatter", "severity": "high", "confidence": "high", "runtimes": ["all"], "tags": ["conformance", "loading"], "help": "## What it finds\nA skill or subagent whose frontmatter lacks `name` or `description`, or has one that is empty or not a string.\n\n## Why it matters\nThe spec, Codex, Copilot and VS Code require both fields and skip the skill without them. Claude Code falls back to the folder name and the first paragraph, which rarely makes a good trigger. A subagent without either is silently never delegated to.\n\n## Bad\n```yaml\n---\nname: release-notes\n---\n```\n\n## Fixed\n```yaml\n---\nname: release-notes\ndescription: Drafts release notes from merged pull requests. Use when preparing a release.\n---\n```\n" },
  "scan-limit": { "id": "scan-limit", "title": "Content the scanner could not read in full", "category": "oversized-content", "severity": "high", "confidence": "high", "runtimes": ["all"], "tags": ["robustness"], "help": "## What it finds\nEverything skillscan did not or could not see: files larger than the read limit (only the first part was scanned), folders nested deeper than the depth limit, trees larger than the entry limit, devices, sockets and pipes, and files or folders that could not be read.\n\n## Why it matters\nA file the scanner could not read is a blind spot an attacker can use: pad a file past the limit and hide the payload at its end. skillscan reports every such case instead of silently skipping it. Raise the limit in `.skillscan.yml` (`limits:`) if the content is legitimate.\n\n## Bad\n```text\nskills/setup/references/install.md   (60 MB, payload at the end)\n```\n\n## Fixed\nKeep skill files small; move large data out of skill folders, or raise `limits.maxFileBytes` for a reviewed exception.\n" },
  "symlink-escape": { "id": "symlink-escape", "title": "Symlink that leaves the repository, loops, or dangles", "category": "symlink-escape", "severity": "high", "confidence": "high", "runtimes": ["all"], "tags": ["security", "symlink", "robustness"], "help": "## What it finds\nSymbolic links whose target resolves outside the scanned root (high), links that form a loop (medium), and links whose target does not exist (low). skillscan never follows the first two; it reports them instead.\n\n## Why it matters\nRuntimes follow symlinked skill folders. A link to `~/.ssh` or to a folder outside the repository makes the agent load content no reviewer of this repository has seen, and a reviewer reading the diff sees only a one-line link.\n\n## Bad\n```text\n.claude/skills/helper -> /home/me/private-skills/helper\n```\n\n## Fixed\nCommit the skill itself, or point the link at a folder inside the repository:\n```text\n.claude/skills/helper -> ../../.agents/skills/helper\n```\n" },
  "yaml-abuse": { "id": "yaml-abuse", "title": "Frontmatter built to exhaust or confuse YAML parsers", "category": "parser-abuse", "severity": "medium", "confidence": "high", "runtimes": ["all"], "tags": ["robustness", "yaml"], "help": '## What it finds\nFrontmatter the scanner refused to evaluate in full: alias expansions over the limit (a "billion laughs" alias bomb), nesting deeper than the limit, frontmatter larger than the parse limit, and duplicate keys.\n\n## Why it matters\nA file that makes parsers blow up or disagree is a file whose meaning depends on the tool reading it: a reviewer\'s editor, the scanner and the runtime may each see different values. With duplicate keys, some runtimes keep the last value and others reject the file, so `allowed-tools` reviewed at the top of the block may not be the one in force.\n\n## Bad\n```yaml\n---\nname: helper\nallowed-tools: Read\ndescription: Reads files.\nallowed-tools: Bash\n---\n```\n\n## Fixed\n```yaml\n---\nname: helper\ndescription: Reads files.\nallowed-tools: Read\n---\n```\n' }
};

// src/scan.ts
import picomatch from "picomatch";

// src/model/frontmatter.ts
import { Document, isMap as isMap2, isPair, isScalar as isScalar2, LineCounter as LineCounter2, parseDocument as parseDocument2 } from "yaml";

// src/model/positions.ts
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";

// src/model/lines.ts
var LineMap = class {
  constructor(text) {
    this.text = text;
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }
  text;
  starts = [0];
  get lineCount() {
    return this.starts.length;
  }
  position(offset) {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo] + 1 };
  }
  region(start, end) {
    const a = this.position(start);
    const b = this.position(Math.max(start + 1, end));
    return { startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
  }
  lineText(line) {
    const s = this.starts[line - 1];
    if (s === void 0) return "";
    const e = this.starts[line] ?? this.text.length + 1;
    return this.text.slice(s, e - 1).replace(/\r$/, "");
  }
  /** Region covering a whole 1-based line (without its line break). */
  lineRegion(line) {
    const len = this.lineText(line).length;
    return { startLine: line, startColumn: 1, endLine: line, endColumn: len + 1 };
  }
  offsetOf(line, column = 1) {
    return (this.starts[line - 1] ?? this.text.length) + column - 1;
  }
};

// src/model/positions.ts
function regionAtPath(doc, path, toRegion) {
  for (let n = path.length; n > 0; n--) {
    const node = doc.getIn(path.slice(0, n), true);
    const r = node && typeof node === "object" ? toRegion(node) : void 0;
    if (r) return r;
  }
  return toRegion(doc.contents);
}
function keyRegionAtPath(doc, path, toRegion) {
  if (path.length === 0) return toRegion(doc.contents);
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  const last = path[path.length - 1];
  if (isMap(parent)) {
    for (const item of parent.items) {
      if (isScalar(item.key) && String(item.key.value) === String(last)) return toRegion(item.key);
    }
  }
  if (isSeq(parent) && typeof last === "number") return toRegion(parent.items[last]);
  return regionAtPath(doc, path, toRegion);
}
var JsonDoc = class {
  data;
  error;
  doc;
  lines;
  constructor(text) {
    this.lines = new LineMap(text);
    let data;
    let error;
    try {
      data = JSON.parse(text);
    } catch (e) {
      const msg = e.message;
      const m = /position (\d+)/.exec(msg);
      const at = m ? Number(m[1]) : 0;
      error = { message: msg, region: this.lines.region(at, at + 1) };
    }
    this.data = data;
    this.error = error;
    if (!error) {
      try {
        this.doc = parseDocument(text, { lineCounter: new LineCounter(), uniqueKeys: false });
      } catch {
        this.doc = void 0;
      }
    }
  }
  nodeRegion = (node) => node?.range ? this.lines.region(node.range[0], node.range[1]) : void 0;
  regionAt(path) {
    return this.doc ? regionAtPath(this.doc, path, this.nodeRegion) : void 0;
  }
  keyRegionAt(path) {
    return this.doc ? keyRegionAtPath(this.doc, path, this.nodeRegion) : void 0;
  }
};

// src/model/frontmatter.ts
var DEFAULT_FRONTMATTER_LIMITS = { maxBytes: 64 * 1024, maxAliasCount: 100, maxDepth: 32 };
var OPEN_RE = /^---[ \t]*\r?\n/;
var CLOSE_RE = /^---[ \t]*\r?$/gm;
function splitFrontmatter(text) {
  const none = {
    present: false,
    closed: false,
    yamlStart: 0,
    yamlEnd: 0,
    openLine: 0,
    closeLine: 0,
    bodyStart: 0,
    naiveCloseOffset: -1
  };
  const open = OPEN_RE.exec(text);
  if (!open) return text.startsWith("---") ? { ...none, naiveCloseOffset: text.indexOf("---", 3) } : none;
  const yamlStart = open[0].length;
  const naiveCloseOffset = text.indexOf("---", 3);
  CLOSE_RE.lastIndex = yamlStart;
  const close = CLOSE_RE.exec(text);
  if (!close) {
    return { ...none, present: true, yamlStart, yamlEnd: text.length, openLine: 1, naiveCloseOffset };
  }
  let lines = 1;
  for (let i = 0; i < close.index; i++) if (text.charCodeAt(i) === 10) lines++;
  let bodyStart = close.index + close[0].length;
  if (text[bodyStart] === "\n") bodyStart++;
  return {
    present: true,
    closed: true,
    yamlStart,
    yamlEnd: close.index,
    openLine: 1,
    closeLine: lines,
    bodyStart,
    naiveCloseOffset
  };
}
function nestingDepth(src) {
  let depth = 0;
  let max = 0;
  let quote = "";
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === quote) quote = "";
      else if (c === "\n") quote = "";
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === "[" || c === "{") max = Math.max(max, ++depth);
    else if (c === "]" || c === "}") depth = Math.max(0, depth - 1);
    else if (c === "#") {
      const nl = src.indexOf("\n", i);
      i = nl < 0 ? src.length : nl;
    }
  }
  for (const line of src.split("\n")) {
    const indent = line.length - line.trimStart().length;
    max = Math.max(max, Math.floor(indent / 2));
  }
  return max;
}
var Frontmatter = class {
  constructor(split, lines, limits = DEFAULT_FRONTMATTER_LIMITS) {
    this.split = split;
    this.lines = lines;
    if (!split.present || !split.closed) return;
    const src = lines.text.slice(split.yamlStart, split.yamlEnd);
    const whole = this.offsetRegion(0, Math.max(1, src.length));
    if (src.length > limits.maxBytes) {
      this.errors.push({
        code: "size-limit",
        message: `frontmatter is ${src.length} characters, over the ${limits.maxBytes}-character parse limit`,
        region: whole
      });
      return;
    }
    const depth = nestingDepth(src);
    if (depth > limits.maxDepth) {
      this.errors.push({
        code: "depth-limit",
        message: `frontmatter nests ${depth} levels deep, over the limit of ${limits.maxDepth}`,
        region: whole
      });
      return;
    }
    if (src.trim() === "") {
      this.data = {};
      return;
    }
    let doc;
    try {
      const counter = new LineCounter2();
      doc = parseDocument2(src, { lineCounter: counter, uniqueKeys: true, prettyErrors: false, strict: true });
    } catch (e) {
      this.errors.push({ code: "yaml-syntax", message: `YAML parser failed: ${e.message}`, region: whole });
      return;
    }
    this.doc = doc;
    for (const err of doc.errors) {
      const [a, b] = err.pos;
      this.errors.push({
        code: err.code === "DUPLICATE_KEY" ? "duplicate-key" : "yaml-syntax",
        message: err.message.split("\n")[0],
        region: this.offsetRegion(a, b)
      });
    }
    if (doc.errors.some((e) => e.code !== "DUPLICATE_KEY")) return;
    const contents = doc.contents;
    if (!isMap2(contents)) {
      if (contents !== null) {
        this.errors.push({
          code: "not-a-mapping",
          message: "frontmatter must be a YAML mapping of keys to values",
          region: this.nodeRegion(contents) ?? whole
        });
      }
      return;
    }
    let data;
    try {
      data = doc.toJS({ maxAliasCount: limits.maxAliasCount });
    } catch (e) {
      this.errors.push({
        code: "alias-limit",
        message: `frontmatter expands too many aliases (${e.message}); treated as a YAML alias bomb`,
        region: whole
      });
      return;
    }
    this.data = data ?? {};
    for (const item of contents.items) {
      if (!isPair(item)) continue;
      const keyNode = item.key;
      const key = isScalar2(keyNode) ? String(keyNode.value) : String(keyNode);
      const keyRegion = this.nodeRegion(keyNode) ?? whole;
      const valueNode = item.value;
      const info = {
        key,
        keyRegion,
        valueRegion: this.nodeRegion(valueNode) ?? keyRegion,
        value: this.data[key],
        node: valueNode
      };
      this.keyOrder.push(info);
      this.keys.set(key, info);
    }
  }
  split;
  lines;
  errors = [];
  keys = /* @__PURE__ */ new Map();
  /** Keys in source order, duplicates included (the map keeps the last, as js-yaml would fail). */
  keyOrder = [];
  /** The parsed value when it is a mapping; undefined when absent or unusable. */
  data;
  doc;
  get present() {
    return this.split.present;
  }
  get(key) {
    return this.data?.[key];
  }
  has(key) {
    return this.data !== void 0 && Object.hasOwn(this.data, key);
  }
  /** File region for an offset range inside the YAML source. */
  offsetRegion(start, end) {
    return this.lines.region(this.split.yamlStart + start, this.split.yamlStart + end);
  }
  nodeRegion(node) {
    if (!node?.range) return void 0;
    return this.offsetRegion(node.range[0], node.range[1]);
  }
  /** Region of a nested value by path (`['hooks', 'PreToolUse', 0]`), falling back to the nearest parent. */
  regionAt(path) {
    return this.doc ? regionAtPath(this.doc, path, (n) => this.nodeRegion(n)) : void 0;
  }
  /** Region of a key (not its value) by path. */
  keyRegionAt(path) {
    return this.doc ? keyRegionAtPath(this.doc, path, (n) => this.nodeRegion(n)) : void 0;
  }
  /** Region covering the whole frontmatter block, `---` lines included. */
  blockRegion() {
    return {
      startLine: 1,
      startColumn: 1,
      endLine: this.split.closed ? this.split.closeLine : 1,
      endColumn: 4
    };
  }
};

// src/source/tree.ts
var SourceError = class extends Error {
  constructor(message, path) {
    super(message);
    this.path = path;
    this.name = "SourceError";
  }
  path;
};
function joinPath(dir, name) {
  return dir === "" ? name : `${dir}/${name}`;
}
function dirname(path) {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}
function basename(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function resolveRelative(baseDir, ref) {
  const parts = ref.startsWith("/") ? [] : baseDir === "" ? [] : baseDir.split("/");
  for (const seg of ref.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (parts.length === 0) return void 0;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join("/");
}
function isWithin(path, dir) {
  return dir === "" || path === dir || path.startsWith(`${dir}/`);
}

// src/discovery/profiles.ts
var PROFILES = [
  {
    id: "claude-code",
    name: "Claude Code",
    projectDirs: [".claude/skills"],
    userDirs: [".claude/skills"],
    managedDirs: ["etc/claude-code/.claude/skills", "Library/Application Support/ClaudeCode/.claude/skills"],
    maxSkillDepth: 1,
    loadsNested: true,
    invokedBy: "folder",
    readsClaudePlugins: true
  },
  {
    id: "codex",
    name: "OpenAI Codex",
    projectDirs: [".agents/skills", ".codex/skills"],
    userDirs: [".agents/skills", ".codex/skills"],
    managedDirs: ["etc/codex/skills"],
    maxSkillDepth: 6,
    loadsNested: true,
    invokedBy: "name",
    readsClaudePlugins: false
  },
  {
    id: "copilot",
    name: "GitHub Copilot",
    projectDirs: [".github/skills", ".claude/skills", ".agents/skills"],
    userDirs: [".copilot/skills", ".claude/skills", ".agents/skills"],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: "name",
    readsClaudePlugins: false
  },
  {
    id: "vscode",
    name: "VS Code",
    projectDirs: [".github/skills", ".agents/skills", ".claude/skills"],
    userDirs: [".copilot/skills", ".agents/skills", ".claude/skills"],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: "name",
    readsClaudePlugins: false
  },
  {
    id: "cursor",
    name: "Cursor",
    projectDirs: [".cursor/skills", ".agents/skills", ".claude/skills", ".codex/skills"],
    userDirs: [".cursor/skills", ".claude/skills", ".codex/skills"],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: "name",
    readsClaudePlugins: false
  },
  {
    id: "gemini",
    name: "Gemini CLI",
    projectDirs: [".gemini/skills", ".agents/skills"],
    userDirs: [".gemini/skills", ".agents/skills"],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: "name",
    readsClaudePlugins: false
  },
  {
    id: "opencode",
    name: "OpenCode",
    projectDirs: [".opencode/skills", ".claude/skills", ".agents/skills"],
    userDirs: [".config/opencode/skills", ".claude/skills", ".agents/skills"],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: true,
    invokedBy: "name",
    readsClaudePlugins: false
  },
  {
    id: "goose",
    name: "Goose",
    projectDirs: [".claude/skills", ".goose/skills", ".agents/skills"],
    userDirs: [".claude/skills", ".config/agents/skills", ".config/goose/skills"],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: "name",
    readsClaudePlugins: false
  },
  {
    id: "amp",
    name: "Amp",
    projectDirs: [".agents/skills"],
    userDirs: [".config/agents/skills"],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: "name",
    readsClaudePlugins: false
  },
  {
    id: "agentskills",
    name: "Agent Skills spec (skills-ref, npx skills, gh skill)",
    projectDirs: [".agents/skills"],
    userDirs: [".agents/skills"],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: "name",
    readsClaudePlugins: false
  }
];
var USER_ONLY_DIRS = [
  ...new Set(PROFILES.flatMap((p) => p.userDirs).filter((d) => !PROFILES.some((q) => q.projectDirs.includes(d))))
];
var CLAUDE_COMMAND_DIR = ".claude/commands";
var CLAUDE_AGENT_DIR = ".claude/agents";
var CLAUDE_SETTINGS_FILES = [".claude/settings.json", ".claude/settings.local.json"];
var PLUGIN_MANIFESTS = [
  { path: ".claude-plugin/plugin.json", runtimes: ["claude-code"] }
];
var MARKETPLACE_FILES = [
  { path: ".claude-plugin/marketplace.json", runtimes: ["claude-code"] },
  { path: ".github/plugin/marketplace.json", runtimes: ["copilot"] }
];

// src/discovery/discover.ts
var READ_CONCURRENCY = 32;
async function mapLimited(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  });
  await Promise.all(workers);
  return out;
}
function splitsAround(path, dir) {
  const out = [];
  const hay = `/${path}`;
  const needle = `/${dir}/`;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    out.push([hay.slice(1, i), hay.slice(i + needle.length)]);
  }
  return out;
}
function stringList(v) {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.filter((x) => typeof x === "string");
  return [];
}
function stripMd(name) {
  return name.replace(/\.md$/i, "");
}
async function discover(files, options) {
  const all = files.index.files;
  const enabled = new Set(options.runtimes);
  const profiles = PROFILES.filter((p) => enabled.has(p.id));
  const layout = options.layout !== "auto" ? options.layout : USER_ONLY_DIRS.some((d) => files.isDir(d)) ? "home" : "project";
  const marketplaces = [];
  const pluginByRoot = /* @__PURE__ */ new Map();
  const ensurePlugin = (root, runtimes) => {
    let p = pluginByRoot.get(root);
    if (!p) {
      p = { root, name: basename(root) || "root", listedIn: [], runtimes: [] };
      pluginByRoot.set(root, p);
    }
    for (const r of runtimes) if (!p.runtimes.includes(r)) p.runtimes.push(r);
    return p;
  };
  const jsonOf = async (path) => {
    const t = await files.text(path);
    return [t, t ? new JsonDoc(t.text) : void 0];
  };
  for (const f of all) {
    for (const m of MARKETPLACE_FILES) {
      if (f.path !== m.path && !f.path.endsWith(`/${m.path}`)) continue;
      const [, doc] = await jsonOf(f.path);
      if (!doc) continue;
      const base = f.path === m.path ? "" : f.path.slice(0, -m.path.length - 1);
      const data = doc.data ?? {};
      const meta = data.metadata ?? {};
      const pluginBase = typeof meta.pluginRoot === "string" ? resolveRelative(base, meta.pluginRoot) ?? base : base;
      const roots = [];
      for (const entry of Array.isArray(data.plugins) ? data.plugins : []) {
        const src = entry?.source;
        if (typeof src !== "string" || /^[a-z]+:/i.test(src)) continue;
        const root = resolveRelative(src.startsWith("./") || src.startsWith("../") ? base : pluginBase, src);
        if (root === void 0 || !files.isDir(root)) continue;
        roots.push(root);
        ensurePlugin(root, m.runtimes).listedIn.push(f.path);
      }
      marketplaces.push({ path: f.path, doc, pluginRoots: roots });
    }
  }
  for (const f of all) {
    for (const m of PLUGIN_MANIFESTS) {
      if (f.path !== m.path && !f.path.endsWith(`/${m.path}`)) continue;
      const root = f.path === m.path ? "" : f.path.slice(0, -m.path.length - 1);
      const p = ensurePlugin(root, m.runtimes);
      const [, doc] = await jsonOf(f.path);
      p.manifestPath = f.path;
      p.manifest = doc;
      const name = doc?.data?.name;
      if (typeof name === "string" && name.trim()) p.name = name;
    }
  }
  const plugins = [...pluginByRoot.values()].sort((a, b) => a.root < b.root ? -1 : 1);
  const manifestField = (p, key) => p.manifest?.data?.[key];
  const componentDirs = (p, key, replaces) => {
    const declared = stringList(manifestField(p, key)).map((s) => resolveRelative(p.root, s)).filter((s) => s !== void 0 && isWithin(s, p.root));
    const def = joinPath(p.root, key);
    return replaces && declared.length > 0 ? declared : [def, ...declared];
  };
  const deepestPlugin = (path) => {
    let best;
    for (const p of plugins) if (isWithin(path, p.root) && (!best || p.root.length > best.root.length)) best = p;
    return best;
  };
  const placements = [];
  const claudeOn = enabled.has("claude-code");
  for (const f of all) {
    const file = basename(f.path);
    if (file.toLowerCase() !== "skill.md") continue;
    const dir = dirname(f.path);
    const folderName = basename(dir);
    const found = [];
    const plugin = deepestPlugin(f.path);
    if (plugin) {
      const skillDirs = componentDirs(plugin, "skills", false);
      const atRoot = dir === plugin.root;
      const inSkills = skillDirs.some((d) => dirname(dir) === d || dir === d);
      if ((atRoot || inSkills) && plugin.runtimes.some((r) => enabled.has(r))) {
        found.push({
          kind: "skill",
          path: f.path,
          dir,
          folderName,
          scope: "plugin",
          plugin,
          runtimes: plugin.runtimes.filter((r) => enabled.has(r)),
          invocations: []
        });
      }
    }
    for (const prof of profiles) {
      const place = placeInRuntime(prof, f.path, dir, layout);
      if (place) found.push({ kind: "skill", path: f.path, dir, folderName, ...place, runtimes: [prof.id], invocations: [] });
    }
    if (found.length === 0) {
      found.push({ kind: "skill", path: f.path, dir, folderName, scope: "collection", runtimes: [], invocations: [] });
    }
    placements.push(...found);
  }
  if (claudeOn) {
    for (const f of all) {
      if (!f.path.toLowerCase().endsWith(".md")) continue;
      for (const [kind, folder] of [
        ["command", CLAUDE_COMMAND_DIR],
        ["agent", CLAUDE_AGENT_DIR]
      ]) {
        for (const [prefix] of splitsAround(f.path, folder)) {
          placements.push({
            kind,
            path: f.path,
            dir: dirname(f.path),
            folderName: stripMd(basename(f.path)),
            scope: layout === "home" ? "personal" : prefix === "" ? "project" : "nested",
            runtimes: ["claude-code"],
            invocations: []
          });
        }
      }
    }
    for (const p of plugins) {
      if (!p.runtimes.includes("claude-code")) continue;
      for (const [kind, key] of [
        ["command", "commands"],
        ["agent", "agents"]
      ]) {
        for (const d of componentDirs(p, key, true)) {
          for (const f of files.filesUnder(d)) {
            if (!f.path.toLowerCase().endsWith(".md") || deepestPlugin(f.path) !== p) continue;
            if (basename(f.path).toLowerCase() === "skill.md" || /^readme\.md$/i.test(basename(f.path))) continue;
            placements.push({
              kind,
              path: f.path,
              dir: dirname(f.path),
              folderName: stripMd(basename(f.path)),
              scope: "plugin",
              plugin: p,
              runtimes: ["claude-code"],
              invocations: []
            });
          }
        }
      }
    }
  }
  const hooksFiles = [];
  if (claudeOn) {
    for (const p of plugins) {
      const declared = manifestField(p, "hooks");
      const paths = [joinPath(p.root, "hooks/hooks.json"), ...stringList(declared).map((s) => resolveRelative(p.root, s))];
      for (const hp of new Set(paths)) {
        if (hp === void 0 || !files.isFile(hp)) continue;
        const [, doc] = await jsonOf(hp);
        if (doc) hooksFiles.push({ kind: "plugin-hooks", path: hp, doc, plugin: p.root, scope: "plugin" });
      }
    }
    for (const f of all) {
      for (const s of CLAUDE_SETTINGS_FILES) {
        if (f.path !== s && !f.path.endsWith(`/${s}`)) continue;
        const [, doc] = await jsonOf(f.path);
        if (!doc) continue;
        hooksFiles.push({
          kind: "settings",
          path: f.path,
          doc,
          scope: layout === "home" ? "personal" : f.path === s ? "project" : "nested"
        });
      }
    }
  }
  const skills = await loadDocs(files, placements, options.frontmatterLimits ?? DEFAULT_FRONTMATTER_LIMITS);
  return { skills, plugins, marketplaces, hooksFiles, layout };
}
function placeInRuntime(prof, path, dir, layout) {
  const candidates = [
    ...prof.managedDirs.map((d) => ({ d, kind: "managed" })),
    ...(layout === "home" ? prof.userDirs : prof.projectDirs).map((d) => ({
      d,
      kind: layout === "home" ? "user" : "project"
    })),
    ...layout === "project" ? prof.userDirs.filter((d) => USER_ONLY_DIRS.includes(d)).map((d) => ({ d, kind: "user" })) : []
  ];
  for (const { d, kind } of candidates) {
    for (const [prefix, rest] of splitsAround(path, d)) {
      const depth = rest.split("/").length - 1;
      if (depth < 1 || depth > prof.maxSkillDepth) continue;
      if (kind === "managed") {
        if (prefix === "") return { scope: "managed" };
        continue;
      }
      if (prefix === "") return { scope: kind === "user" ? "personal" : "project" };
      if (kind === "project" && prof.loadsNested) return { scope: "nested", nestedPrefix: prefix };
    }
  }
  void dir;
  return void 0;
}
function invocationName(doc, place, runtime) {
  const fmName = typeof doc.frontmatter.get("name") === "string" ? doc.frontmatter.get("name").trim() : "";
  const prof = PROFILES.find((p) => p.id === runtime);
  if (place.kind === "agent") return fmName || place.folderName;
  if (place.scope === "plugin" && place.plugin) {
    const own = place.kind === "command" ? place.folderName : fmName || place.folderName;
    if (place.kind === "skill" && place.dir === place.plugin.root) return fmName || place.plugin.name;
    return `${place.plugin.name}:${own}`;
  }
  if (place.kind === "command") {
    const nested = place.scope === "nested" ? place.path.split(`/${CLAUDE_COMMAND_DIR}/`)[0] : "";
    return nested ? `${nested}:${place.folderName}` : place.folderName;
  }
  const base = prof?.invokedBy === "folder" || !fmName ? place.folderName : fmName;
  if (place.scope === "nested" && runtime === "claude-code") {
    const prefix = place.path.split("/.claude/skills/")[0];
    return `${prefix}:${base}`;
  }
  return base;
}
async function loadDocs(files, placements, limits) {
  const byReal = /* @__PURE__ */ new Map();
  for (const p of placements) {
    const real = files.realOf(p.path) ?? p.path;
    const key = `${p.kind}\0${real}`;
    const g = byReal.get(key) ?? { placements: [], real };
    g.placements.push(p);
    byReal.set(key, g);
  }
  const groups = [...byReal.values()];
  const docs = await mapLimited(groups, READ_CONCURRENCY, async (g) => {
    const paths = [...new Set(g.placements.map((p) => p.path))].sort((a, b) => {
      const la = files.entry(a)?.viaLink ? 1 : 0;
      const lb = files.entry(b)?.viaLink ? 1 : 0;
      return la - lb || a.length - b.length || (a < b ? -1 : 1);
    });
    const primaryPath = paths[0];
    const primary = g.placements.find((p) => p.path === primaryPath);
    const file = await files.text(primaryPath);
    if (!file) return void 0;
    const split = splitFrontmatter(file.text);
    const frontmatter = new Frontmatter(split, file.lines, limits);
    const scopes = ["managed", "personal", "project", "nested", "plugin", "collection"];
    const doc = {
      kind: primary.kind,
      path: primaryPath,
      real: g.real,
      paths,
      dir: primary.dir,
      folderName: primary.folderName,
      scope: g.placements.map((p) => p.scope).sort((a, b) => scopes.indexOf(a) - scopes.indexOf(b))[0],
      runtimes: [],
      invocations: [],
      fileNameExact: basename(primaryPath) === "SKILL.md" || primary.kind !== "skill",
      file,
      frontmatter,
      bodyStart: split.bodyStart,
      bodyStartLine: file.lines.position(split.bodyStart).line
    };
    if (primary.plugin) doc.plugin = primary.plugin.root;
    const exactName = doc.kind !== "skill" || doc.fileNameExact;
    for (const p of g.placements) {
      if (!exactName) continue;
      for (const r of p.runtimes) {
        if (!doc.runtimes.includes(r)) doc.runtimes.push(r);
        const name = invocationName(doc, p, r);
        if (!doc.invocations.some((i) => i.runtime === r && i.name === name && i.via === p.path)) {
          doc.invocations.push({ runtime: r, name, scope: p.scope, via: p.path });
        }
      }
    }
    doc.runtimes.sort();
    return doc;
  });
  return docs.filter((d) => d !== void 0).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.kind < b.kind ? -1 : 1);
}

// src/analysis/decode.ts
var utf8Fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var utf8Lossy = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
function lineOf(text, index) {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
function decodeBytes(bytes) {
  const anomalies = [];
  if (bytes.length >= 4 && bytes[0] === 255 && bytes[1] === 254 && bytes[2] === 0 && bytes[3] === 0) {
    anomalies.push({ kind: "utf32", detail: "file is UTF-32 (little-endian); runtimes expect UTF-8" });
    return { text: decodeUtf32(bytes.subarray(4), true), bom: false, anomalies };
  }
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 254 && bytes[3] === 255) {
    anomalies.push({ kind: "utf32", detail: "file is UTF-32 (big-endian); runtimes expect UTF-8" });
    return { text: decodeUtf32(bytes.subarray(4), false), bom: false, anomalies };
  }
  if (bytes.length >= 2 && (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255)) {
    const le = bytes[0] === 255;
    anomalies.push({
      kind: "utf16",
      detail: `file is UTF-16 (${le ? "little" : "big"}-endian); runtimes expect UTF-8 and may not see its frontmatter`
    });
    const text2 = new TextDecoder(le ? "utf-16le" : "utf-16be").decode(bytes.subarray(2));
    return { text: text2, bom: false, anomalies };
  }
  let body = bytes;
  let bom = false;
  if (bytes.length >= 3 && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191) {
    body = bytes.subarray(3);
    bom = true;
  }
  let text;
  try {
    text = utf8Fatal.decode(body);
  } catch {
    text = utf8Lossy.decode(body);
    const at = text.indexOf("\uFFFD");
    anomalies.push({
      kind: "invalid-utf8",
      detail: "file is not valid UTF-8; invalid bytes were replaced with U+FFFD",
      line: lineOf(text, at)
    });
  }
  const nul = text.indexOf("\0");
  if (nul >= 0) {
    let count = 0;
    for (let i = nul; i < text.length; i++) if (text.charCodeAt(i) === 0) count++;
    const ratio = count / Math.max(1, text.length);
    anomalies.push({
      kind: ratio > 0.1 ? "binary" : "nul-bytes",
      detail: ratio > 0.1 ? `file looks binary (${count} NUL bytes); it was scanned as text anyway` : `file contains ${count} NUL byte(s), which some tools treat as end of text`,
      line: lineOf(text, nul)
    });
  }
  return { text, bom, anomalies };
}
function decodeUtf32(bytes, le) {
  const out = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const cp = view.getUint32(i, le);
    out.push(cp <= 1114111 ? String.fromCodePoint(cp) : "\uFFFD");
  }
  return out.join("");
}

// src/model/files.ts
var FileStore = class {
  constructor(source, index, maxFileBytes) {
    this.source = source;
    this.index = index;
    this.maxFileBytes = maxFileBytes;
    for (const f of index.files) this.byPath.set(f.path, f);
  }
  source;
  index;
  maxFileBytes;
  byPath = /* @__PURE__ */ new Map();
  cache = /* @__PURE__ */ new Map();
  readProblems = [];
  /** Real paths of the files read so far (for statistics and the benchmark). */
  readReal = /* @__PURE__ */ new Set();
  loadedFiles = [];
  has(path) {
    return this.byPath.has(path) || this.index.dirs.has(path);
  }
  isFile(path) {
    return this.byPath.has(path);
  }
  isDir(path) {
    return this.index.dirs.has(path);
  }
  entry(path) {
    return this.byPath.get(path);
  }
  realOf(path) {
    return this.byPath.get(path)?.real ?? this.index.dirs.get(path);
  }
  /** Files directly or indirectly below `dir` (as reached). */
  filesUnder(dir) {
    const prefix = dir === "" ? "" : `${dir}/`;
    return this.index.files.filter((f) => f.path.startsWith(prefix));
  }
  text(path) {
    const entry = this.byPath.get(path);
    if (!entry) return Promise.resolve(void 0);
    let pending = this.cache.get(entry.real);
    if (!pending) {
      pending = this.load(entry);
      this.cache.set(entry.real, pending);
    }
    return pending.then((t) => t && t.path !== path ? { ...t, path } : t);
  }
  /** Every file read so far, once each, in read order. */
  loaded() {
    return this.loadedFiles;
  }
  async load(entry) {
    try {
      const r = await this.source.read(entry.path, this.maxFileBytes);
      this.readReal.add(entry.real);
      const decoded = decodeBytes(r.bytes);
      const file = {
        path: entry.path,
        real: entry.real,
        text: decoded.text,
        lines: new LineMap(decoded.text),
        size: r.size,
        truncated: r.truncated,
        bom: decoded.bom,
        anomalies: decoded.anomalies
      };
      this.loadedFiles.push(file);
      return file;
    } catch (e) {
      this.readProblems.push({ path: entry.path, detail: e.message });
      return void 0;
    }
  }
};

// src/rules/types.ts
function defineRule(id, check, phase = "main") {
  return { id, phase, check };
}

// src/rules/description-length.ts
var MAX = 1024;
var description_length_default = defineRule("description-length", (ctx) => {
  for (const doc of ctx.model.skills) {
    if (doc.kind !== "skill") continue;
    const info = doc.frontmatter.keys.get("description");
    if (!info || typeof info.value !== "string") continue;
    const length = [...info.value].length;
    if (length <= MAX) continue;
    ctx.report({
      message: `description is ${length} characters, over the ${MAX}-character limit: the spec validator and Codex reject the skill`,
      location: { path: doc.path, region: info.valueRegion },
      fingerprintKey: "too-long"
    });
  }
});

// src/rules/encoding-anomaly.ts
var encoding_anomaly_default = defineRule(
  "encoding-anomaly",
  (ctx) => {
    for (const file of ctx.model.files.loaded()) {
      for (const a of file.anomalies) {
        ctx.report({
          message: `${a.detail}`,
          location: { path: file.path, region: a.line ? pointRegion(a.line, 1) : void 0 },
          severity: a.kind === "binary" ? "medium" : void 0,
          fingerprintKey: a.kind
        });
      }
    }
  },
  "post"
);

// src/rules/frontmatter-invalid.ts
var frontmatter_invalid_default = defineRule("frontmatter-invalid", (ctx) => {
  for (const doc of ctx.model.skills) {
    for (const err of doc.frontmatter.errors) {
      if (err.code !== "yaml-syntax" && err.code !== "not-a-mapping") continue;
      const colonHint = err.code === "yaml-syntax" && /nested mappings|compact mapping|mapping values/i.test(err.message) ? ' (an unquoted value containing ": " \u2014 quote the value)' : "";
      const effect = doc.kind === "agent" ? "Claude Code skips this subagent silently" : "Claude Code loads it with empty metadata, so the model has no description to match; Codex and the spec validator skip it";
      ctx.report({
        message: `frontmatter is not valid YAML: ${err.message}${colonHint}. ${effect}`,
        location: { path: doc.path, region: err.region },
        fingerprintKey: `${err.code}:${err.message}`
      });
    }
  }
});

// src/rules/frontmatter-missing.ts
var frontmatter_missing_default = defineRule("frontmatter-missing", (ctx) => {
  for (const doc of ctx.model.skills) {
    const split = doc.frontmatter.split;
    if (doc.kind === "skill" && !split.present) {
      const startsDashed = doc.file.text.startsWith("---");
      ctx.report({
        message: startsDashed ? `${doc.path} starts with '---' but not on a line of its own, so no runtime sees frontmatter; Claude Code falls back to the first paragraph as the description and the spec validator rejects the skill` : `${doc.path} has no YAML frontmatter: Claude Code loads it with the body's first paragraph as its description, while Codex, Copilot and the spec validator reject it`,
        location: { path: doc.path, region: pointRegion(1, 1, Math.max(1, doc.file.lines.lineText(1).length)) },
        fingerprintKey: "missing"
      });
    } else if (split.present && !split.closed) {
      ctx.report({
        message: `frontmatter opened on line 1 is never closed with a '---' line: runtimes read no metadata (or the whole file as YAML) and the skill ${doc.kind === "agent" ? "is never delegated to" : "loads without a description"}`,
        location: { path: doc.path, region: pointRegion(1, 1, 3) },
        fingerprintKey: "unclosed"
      });
    }
  }
});

// src/rules/name-format.ts
var MAX2 = 64;
function nameProblems(raw) {
  const name = raw.trim().normalize("NFKC");
  const out = [];
  if ([...name].length > MAX2) out.push(`is ${[...name].length} characters, over the ${MAX2}-character limit`);
  if (name !== name.toLowerCase()) out.push("must be lowercase");
  if (name.startsWith("-") || name.endsWith("-")) out.push("must not start or end with a hyphen");
  if (name.includes("--")) out.push("must not contain consecutive hyphens");
  if (!/^[\p{L}\p{N}-]*$/u.test(name)) out.push("may contain only letters, digits and hyphens");
  else if (!/^[a-z0-9-]*$/.test(name)) out.push("uses non-ASCII letters, which Copilot and VS Code reject (a-z, 0-9 and hyphens only)");
  return out;
}
var name_format_default = defineRule("name-format", (ctx) => {
  for (const doc of ctx.model.skills) {
    if (doc.kind !== "skill") continue;
    const name = declaredName(doc);
    const info = doc.frontmatter.keys.get("name");
    if (!name || !info) continue;
    const problems = nameProblems(name);
    if (problems.length === 0) continue;
    ctx.report({
      message: `skill name '${name}' ${problems.join("; ")}: the spec validator, Copilot and VS Code reject it`,
      location: { path: doc.path, region: info.valueRegion },
      fingerprintKey: problems.join(";")
    });
  }
});

// src/rules/name-mismatch.ts
var name_mismatch_default = defineRule("name-mismatch", (ctx) => {
  for (const doc of ctx.model.skills) {
    if (doc.kind !== "skill" || !doc.fileNameExact) continue;
    if (doc.plugin !== void 0 && doc.dir === doc.plugin) continue;
    const name = declaredName(doc);
    const info = doc.frontmatter.keys.get("name");
    if (!name || !info) continue;
    const folder = doc.folderName.normalize("NFKC");
    if (name.trim().normalize("NFKC") === folder) continue;
    const claude = doc.invocations.find((i) => i.runtime === "claude-code");
    ctx.report({
      message: `skill name '${name}' does not match its folder '${doc.folderName}': the spec validator, VS Code and OpenCode reject it${claude ? `, and Claude Code invokes it as /${claude.name}, not /${name}` : ""}`,
      location: { path: doc.path, region: info.valueRegion },
      fingerprintKey: `${name}|${doc.folderName}`
    });
  }
});

// src/rules/required-fields.ts
function usable(doc) {
  return doc.frontmatter.present && doc.frontmatter.split.closed && doc.frontmatter.data !== void 0;
}
var required_fields_default = defineRule("required-fields", (ctx) => {
  for (const doc of ctx.model.skills) {
    if (doc.kind === "command" || !usable(doc)) continue;
    const fm = doc.frontmatter;
    const blockStart = { path: doc.path, region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 4 } };
    for (const field of ["name", "description"]) {
      const info = fm.keys.get(field);
      if (!info) {
        ctx.report({
          message: doc.kind === "agent" ? `subagent has no '${field}': Claude Code silently never delegates to it` : field === "description" ? "required field 'description' is missing: Codex and Copilot skip the skill, Claude Code improvises one from the first paragraph, and the model has nothing reliable to match" : "required field 'name' is missing: Codex, Copilot, VS Code and the spec validator reject the skill (Claude Code falls back to the folder name)",
          location: blockStart,
          fingerprintKey: `missing:${field}`
        });
        continue;
      }
      const v = info.value;
      if (typeof v !== "string" || v.trim() === "") {
        ctx.report({
          message: `field '${field}' must be a non-empty string (got ${v === null ? "an empty value" : Array.isArray(v) ? "a list" : typeof v === "string" ? "blank text" : typeof v})`,
          location: { path: doc.path, region: info.valueRegion },
          fingerprintKey: `type:${field}`
        });
      }
    }
  }
});

// src/rules/scan-limit.ts
var scan_limit_default = defineRule(
  "scan-limit",
  (ctx) => {
    for (const b of ctx.model.blindspots()) {
      if (b.kind.startsWith("symlink-")) continue;
      ctx.report({
        message: `${b.path || "."} ${b.detail}`,
        location: { path: b.path || "." },
        severity: b.kind === "truncated" || b.kind === "special-file" ? "medium" : "high",
        fingerprintKey: b.kind
      });
    }
  },
  "post"
);

// src/rules/symlink-escape.ts
var symlink_escape_default = defineRule(
  "symlink-escape",
  (ctx) => {
    for (const b of ctx.model.blindspots()) {
      if (b.kind !== "symlink-outside" && b.kind !== "symlink-loop" && b.kind !== "symlink-broken") continue;
      ctx.report({
        message: b.kind === "symlink-outside" ? `symlink ${b.path} ${b.detail}: a runtime follows it and loads content nobody reviews in this repository; it was not read` : b.kind === "symlink-loop" ? `symlink ${b.path} ${b.detail}; it was not followed` : `symlink ${b.path} ${b.detail}: whatever a runtime expects there is missing`,
        location: { path: b.path },
        severity: b.kind === "symlink-outside" ? "high" : b.kind === "symlink-loop" ? "medium" : "low",
        fingerprintKey: b.kind
      });
    }
  },
  "post"
);

// src/rules/yaml-abuse.ts
var yaml_abuse_default = defineRule("yaml-abuse", (ctx) => {
  for (const doc of ctx.model.skills) {
    for (const err of doc.frontmatter.errors) {
      if (err.code === "yaml-syntax" || err.code === "not-a-mapping") continue;
      const what = err.code === "duplicate-key" ? `${err.message}: runtimes disagree on which value wins (js-yaml and strict parsers reject the file, others keep the last)` : `${err.message}; the frontmatter was not evaluated, so nothing in it was checked`;
      ctx.report({
        message: what,
        location: { path: doc.path, region: err.region },
        severity: err.code === "duplicate-key" ? "low" : void 0,
        fingerprintKey: `${err.code}:${err.message}`
      });
    }
  }
});

// src/rules/registry.ts
var RULES = [
  description_length_default,
  encoding_anomaly_default,
  frontmatter_invalid_default,
  frontmatter_missing_default,
  name_format_default,
  name_mismatch_default,
  required_fields_default,
  scan_limit_default,
  symlink_escape_default,
  yaml_abuse_default
];

// src/source/local.ts
import { constants, promises as fs } from "node:fs";
import * as nodePath from "node:path";
function kindOf(d) {
  if (d.isSymbolicLink()) return "symlink";
  if (d.isFile()) return "file";
  if (d.isDirectory()) return "dir";
  return "other";
}
var LocalSource = class _LocalSource {
  constructor(rootReal, shown) {
    this.rootReal = rootReal;
    this.description = shown;
  }
  rootReal;
  description;
  static async open(root) {
    let real;
    try {
      real = await fs.realpath(root);
    } catch {
      throw new SourceError(`cannot open ${root}: no such directory`, root);
    }
    const st = await fs.stat(real);
    if (!st.isDirectory()) throw new SourceError(`${root} is not a directory`, root);
    return new _LocalSource(real, root);
  }
  abs(path) {
    return path === "" ? this.rootReal : nodePath.join(this.rootReal, ...path.split("/"));
  }
  toRelative(real) {
    if (real === this.rootReal) return "";
    const prefix = this.rootReal.endsWith(nodePath.sep) ? this.rootReal : this.rootReal + nodePath.sep;
    if (!real.startsWith(prefix)) return void 0;
    return real.slice(prefix.length).split(nodePath.sep).join("/");
  }
  async list(dir) {
    const entries = await fs.readdir(this.abs(dir), { withFileTypes: true });
    return entries.map((e) => ({ name: e.name, kind: kindOf(e) }));
  }
  async stat(path) {
    try {
      const st = await fs.lstat(this.abs(path));
      return { kind: kindOf(st), size: st.size };
    } catch {
      return void 0;
    }
  }
  async read(path, maxBytes) {
    const real = await fs.realpath(this.abs(path));
    if (this.toRelative(real) === void 0) {
      throw new SourceError(`refusing to read ${path}: it resolves outside the scanned root`, path);
    }
    const handle = await fs.open(real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    try {
      const st = await handle.stat();
      if (!st.isFile()) throw new SourceError(`${path} is not a regular file`, path);
      const want = Math.min(st.size, maxBytes);
      const buf = new Uint8Array(want);
      let got = 0;
      while (got < want) {
        const { bytesRead } = await handle.read(buf, got, want - got, got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return { bytes: got === want ? buf : buf.subarray(0, got), size: st.size, truncated: st.size > got };
    } finally {
      await handle.close();
    }
  }
  async resolveLink(path) {
    const abs = this.abs(path);
    let target = "";
    try {
      target = await fs.readlink(abs);
    } catch {
      return { status: "broken", target };
    }
    let real;
    try {
      real = await fs.realpath(abs);
    } catch (e) {
      const code = e.code;
      if (code === "ELOOP") return { status: "loop" };
      const lexical = nodePath.resolve(nodePath.dirname(abs), target);
      const rel2 = this.toRelative(lexical);
      return rel2 === void 0 ? { status: "outside", target } : { status: "broken", target };
    }
    const rel = this.toRelative(real);
    if (rel === void 0) return { status: "outside", target };
    const st = await fs.stat(real);
    return { status: "inside", target: rel, kind: st.isDirectory() ? "dir" : st.isFile() ? "file" : "other" };
  }
};

// src/source/walk.ts
var DEFAULT_WALK_LIMITS = { maxDepth: 48, maxEntries: 25e4 };
var SKIPPED_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
async function indexTree(source, limits = DEFAULT_WALK_LIMITS) {
  const files = [];
  const dirs = /* @__PURE__ */ new Map([["", ""]]);
  const problems = [];
  let entries = 0;
  let limitReported = false;
  const stack = [
    { path: "", real: "", depth: 0, viaLink: false, ancestors: [] }
  ];
  while (stack.length > 0) {
    const dir = stack.pop();
    let listing;
    try {
      listing = await source.list(dir.path);
    } catch (e) {
      problems.push({ kind: "unlistable", path: dir.path, detail: e.message });
      continue;
    }
    listing.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const pending = [];
    for (const entry of listing) {
      if (entries >= limits.maxEntries) {
        if (!limitReported) {
          problems.push({
            kind: "entry-limit",
            path: dir.path,
            detail: `stopped after ${limits.maxEntries} files and folders; the rest of the tree was not scanned`
          });
          limitReported = true;
        }
        break;
      }
      const path = joinPath(dir.path, entry.name);
      const real = joinPath(dir.real, entry.name);
      if (entry.kind === "dir") {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        entries++;
        pending.push({ path, real, depth: dir.depth + 1, viaLink: dir.viaLink, ancestors: [...dir.ancestors, dir.real] });
      } else if (entry.kind === "file") {
        entries++;
        files.push({ path, real, viaLink: dir.viaLink });
      } else if (entry.kind === "symlink") {
        entries++;
        const link = await source.resolveLink(path);
        if (link.status === "outside") {
          problems.push({ kind: "symlink-outside", path, detail: `points outside the scanned root (${link.target})` });
        } else if (link.status === "loop") {
          problems.push({ kind: "symlink-loop", path, detail: "is part of a symlink loop" });
        } else if (link.status === "broken") {
          problems.push({ kind: "symlink-broken", path, detail: `points at ${link.target}, which does not exist` });
        } else if (link.kind === "file") {
          files.push({ path, real: link.target, viaLink: true });
        } else if (link.kind === "dir") {
          const chain = [...dir.ancestors, dir.real];
          if (chain.some((a) => a === link.target || link.target === "" || a.startsWith(`${link.target}/`))) {
            problems.push({ kind: "symlink-loop", path, detail: `points back at its own ancestor ${link.target || "."}` });
          } else {
            pending.push({ path, real: link.target, depth: dir.depth + 1, viaLink: true, ancestors: chain });
          }
        } else {
          problems.push({ kind: "special-file", path, detail: "points at a device, socket or pipe" });
        }
      } else {
        entries++;
        problems.push({ kind: "special-file", path, detail: "is a device, socket or pipe and was not read" });
      }
    }
    for (const sub of pending.reverse()) {
      if (sub.depth > limits.maxDepth) {
        problems.push({
          kind: "depth-limit",
          path: sub.path,
          detail: `is nested deeper than ${limits.maxDepth} folders; its content was not scanned`
        });
        continue;
      }
      dirs.set(sub.path, sub.real);
      stack.push(sub);
    }
  }
  files.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { files, dirs, problems };
}

// src/suppress.ts
var DIRECTIVE_RE = /skillscan-ignore(-file)?[ \t]+([a-z0-9][a-z0-9-]*(?:[ \t]*,[ \t]*[a-z0-9][a-z0-9-]*)*)[ \t]+--[ \t]+([^\n]*?)(?:[ \t]*-->|[ \t]*$)/gm;
function parseDirectives(lines) {
  const text = lines.text;
  if (!text.includes("skillscan-ignore")) return [];
  const out = [];
  for (const m of text.matchAll(DIRECTIVE_RE)) {
    const reason = (m[3] ?? "").trim();
    if (reason === "") continue;
    out.push({
      scope: m[1] ? "file" : "line",
      rules: m[2].split(",").map((r) => r.trim()),
      reason,
      line: lines.position(m.index ?? 0).line
    });
  }
  return out;
}
function suppressionFor(f, directives) {
  const line = f.location.region?.startLine;
  for (const d of directives) {
    if (!d.rules.includes(f.ruleId)) continue;
    if (d.scope === "file" || line !== void 0 && (line === d.line || line === d.line + 1)) {
      return {
        reason: d.reason,
        location: { path: f.location.path, region: { startLine: d.line, startColumn: 1, endLine: d.line, endColumn: 2 } }
      };
    }
  }
  return void 0;
}

// src/scan.ts
function metaOf(id) {
  const meta = RULE_META[id];
  if (!meta) throw new Error(`rule ${id} has no rules/${id}.md`);
  return meta;
}
async function loadConfig(source, options) {
  if (options.config) return options.config;
  if (options.configText) return parseConfig(options.configText.text, options.configText.origin);
  for (const name of CONFIG_FILE_NAMES) {
    const st = await source.stat(name);
    if (st?.kind !== "file") continue;
    const r = await source.read(name, 1024 * 1024);
    if (r.truncated) throw new ConfigError(`${name}: larger than 1 MiB`);
    return parseConfig(new TextDecoder().decode(r.bytes), name);
  }
  return defaultConfig();
}
async function scan(options = {}) {
  const source = options.source ?? await LocalSource.open(options.root ?? ".");
  const config = await loadConfig(source, options);
  const index = await indexTree(source, { maxDepth: config.limits.maxDepth, maxEntries: config.limits.maxEntries });
  const files = new FileStore(source, index, config.limits.maxFileBytes);
  const found = await discover(files, {
    layout: config.layout,
    runtimes: config.runtimes,
    frontmatterLimits: {
      maxBytes: config.limits.maxFrontmatterBytes,
      maxAliasCount: config.limits.maxAliasCount,
      maxDepth: 32
    }
  });
  const model = {
    rootDescription: source.description,
    layout: found.layout,
    runtimes: config.runtimes,
    files,
    skills: found.skills,
    plugins: found.plugins,
    marketplaces: found.marketplaces,
    hooksFiles: found.hooksFiles,
    blindspots: () => blindspotsOf(files)
  };
  const active = RULES.filter((r) => {
    if (options.only && !options.only.includes(r.id)) return false;
    return config.rules[r.id]?.enabled !== false;
  });
  const findings = [];
  const ruleErrors = [];
  const run = async (rule) => {
    const meta = metaOf(rule.id);
    const setting = config.rules[rule.id];
    const ctx = {
      model,
      meta,
      options: setting?.options ?? {},
      report: (input) => {
        const f = buildFinding(meta, input);
        if (setting?.severity) f.severity = setting.severity;
        findings.push(f);
      }
    };
    try {
      await rule.check(ctx);
    } catch (e) {
      ruleErrors.push({ ruleId: rule.id, message: e.stack ?? String(e) });
    }
  };
  for (const rule of active.filter((r) => r.phase === "main")) await run(rule);
  for (const rule of active.filter((r) => r.phase === "post")) await run(rule);
  const ignored = config.ignore.length > 0 ? picomatch(config.ignore, { dot: true }) : void 0;
  const kept = dedupe(findings.filter((f) => !ignored?.(f.location.path)));
  await applySuppressions(kept, files);
  kept.sort(compareFindings);
  return {
    rootDescription: source.description,
    config,
    model,
    findings: kept,
    rules: active.map((r) => metaOf(r.id)),
    ruleErrors,
    stats: { entries: index.files.length + index.dirs.size, filesRead: files.readReal.size, skills: found.skills.length }
  };
}
function blindspotsOf(files) {
  const out = files.index.problems.map((p) => ({ kind: p.kind, path: p.path, detail: p.detail }));
  for (const p of files.readProblems) out.push({ kind: "unreadable", path: p.path, detail: p.detail });
  for (const f of files.loaded()) {
    if (f.truncated) {
      out.push({
        kind: "truncated",
        path: f.path,
        detail: `is ${f.size} bytes; only the first ${files.maxFileBytes} were scanned`
      });
    }
  }
  return out;
}
function dedupe(findings) {
  const seen = /* @__PURE__ */ new Set();
  return findings.filter((f) => {
    const r = f.location.region;
    const key = `${f.fingerprint}|${f.location.path}|${r?.startLine}:${r?.startColumn}|${f.entry ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
async function applySuppressions(findings, files) {
  const byPath = /* @__PURE__ */ new Map();
  for (const f of findings) {
    let directives = byPath.get(f.location.path);
    if (!directives) {
      const t = files.isFile(f.location.path) ? await files.text(f.location.path) : void 0;
      directives = t ? parseDirectives(t.lines) : [];
      byPath.set(f.location.path, directives);
    }
    const s = suppressionFor(f, directives);
    if (s) f.suppression = s;
  }
}
function gated(findings, gate) {
  if (gate === "never") return [];
  return findings.filter((f) => !f.suppression && atLeast(f.severity, gate));
}

// src/source/memory.ts
var MemorySource = class {
  constructor(entries, description = "memory") {
    this.description = description;
    const it = entries instanceof Map ? entries.entries() : Object.entries(entries);
    for (const [path, node] of it) this.add(path, node);
  }
  description;
  files = /* @__PURE__ */ new Map();
  dirs = /* @__PURE__ */ new Map([["", /* @__PURE__ */ new Set()]]);
  add(path, node) {
    const value = typeof node === "string" ? new TextEncoder().encode(node) : node;
    this.files.set(path, value);
    let child = path;
    let dir = dirname(path);
    for (; ; ) {
      let set = this.dirs.get(dir);
      const existed = set !== void 0;
      if (!set) {
        set = /* @__PURE__ */ new Set();
        this.dirs.set(dir, set);
      }
      set.add(basename(child));
      if (existed || dir === "") break;
      child = dir;
      dir = dirname(dir);
    }
  }
  kind(path) {
    const f = this.files.get(path);
    if (f instanceof Uint8Array) return { kind: "file", size: f.length };
    if (f) return { kind: "symlink", size: f.symlink.length };
    if (this.dirs.has(path)) return { kind: "dir", size: 0 };
    return void 0;
  }
  async list(dir) {
    const names = this.dirs.get(dir);
    if (!names) throw new SourceError(`no such directory: ${dir}`, dir);
    return [...names].sort().map((name) => ({ name, kind: this.kind(joinPath(dir, name))?.kind ?? "other" }));
  }
  async stat(path) {
    return this.kind(path);
  }
  /** Follows links hop by hop, as realpath does, with a hop limit standing in for ELOOP. */
  resolve(path) {
    let current = path;
    for (let hops = 0; hops < 40; hops++) {
      const parts = current.split("/");
      let prefix = "";
      let changed = false;
      for (let i = 0; i < parts.length; i++) {
        const next = joinPath(prefix, parts[i]);
        const node = this.files.get(next);
        if (node && !(node instanceof Uint8Array)) {
          if (node.symlink.startsWith("/")) return { status: "outside", target: node.symlink };
          const target = resolveRelative(prefix, node.symlink);
          if (target === void 0) return { status: "outside", target: node.symlink };
          current = [target, ...parts.slice(i + 1)].filter((p) => p !== "").join("/");
          changed = true;
          break;
        }
        prefix = next;
      }
      if (!changed) {
        const st = this.kind(current);
        if (!st) return { status: "broken", target: current };
        return { status: "inside", target: current, kind: st.kind };
      }
    }
    return { status: "loop" };
  }
  async read(path, maxBytes) {
    const r = this.resolve(path);
    if (r.status !== "inside") throw new SourceError(`refusing to read ${path}: link ${r.status}`, path);
    const node = this.files.get(r.target);
    if (!(node instanceof Uint8Array)) throw new SourceError(`${path} is not a regular file`, path);
    const truncated = node.length > maxBytes;
    return { bytes: truncated ? node.subarray(0, maxBytes) : node, size: node.length, truncated };
  }
  async resolveLink(path) {
    return this.resolve(path);
  }
};

// package.json
var package_default = {
  name: "skillscan",
  version: "0.1.0",
  description: "Find every agent skill in a repository, load it the way agent runtimes do, and report what is broken or dangerous.",
  type: "module",
  license: "MIT",
  engines: {
    node: ">=20"
  },
  bin: {
    skillscan: "dist/cli.js"
  },
  main: "./dist/lib/index.js",
  types: "./dist/lib/index.d.ts",
  exports: {
    ".": {
      types: "./dist/lib/index.d.ts",
      import: "./dist/lib/index.js"
    }
  },
  files: [
    "dist",
    "rules",
    "schemas",
    "action.yml"
  ],
  scripts: {},
  dependencies: {
    "@actions/core": "^3.0.1",
    "@actions/github": "^9.1.1",
    "@octokit/rest": "^22.0.1",
    ajv: "^8.20.0",
    "ajv-draft-04": "^1.0.0",
    "ajv-formats": "^3.0.1",
    "fast-glob": "^3.3.3",
    picomatch: "^4.0.7",
    yaml: "^2.9.1"
  },
  devDependencies: {
    "@biomejs/biome": "^2.6.8",
    "@types/node": "^20.19.43",
    "@types/picomatch": "^4.0.3",
    esbuild: "^0.28.2",
    "fast-check": "^4.11.0",
    typescript: "^7.0.2",
    vitest: "^4.1.12"
  }
};

// src/version.ts
var TOOL = {
  name: "skillscan",
  version: package_default.version,
  informationUri: "https://github.com/skillscan/skillscan"
};
export {
  LocalSource,
  MemorySource,
  RULE_META,
  TOOL,
  buildSarif,
  defaultConfig,
  formatJson,
  formatSarif,
  formatText,
  gated,
  parseConfig,
  scan
};
