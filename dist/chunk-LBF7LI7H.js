import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  classifyHost,
  hostOf,
  registrableLabels
} from "./chunk-4DOYWDGL.js";
import {
  secretOf
} from "./chunk-N4Y7GMVX.js";

// src/analysis/prose/passage-targets.ts
var VENDORS = [
  [/\.pypirc\b/, ["pypi", "pythonhosted"]],
  [/\.npmrc\b|\.yarnrc/, ["npmjs", "yarnpkg", "github"]],
  [/\.docker\//, ["docker", "ghcr", "quay", "amazonaws", "azurecr", "gcr", "googleapis"]],
  [/\.kube\b/, ["kubernetes", "amazonaws", "azure", "googleapis"]],
  [/\.aws\b/, ["amazonaws", "aws", "amazon"]],
  [/gcloud|application_default_credentials/, ["google", "googleapis"]],
  [/\.azure\//, ["azure", "microsoft", "microsoftonline", "windows"]],
  [
    /\/gh\/|\.git-credentials|\.netrc|github-copilot/,
    ["github", "githubusercontent", "githubcopilot", "gitlab"]
  ],
  [/stripe\//, ["stripe"]],
  [/huggingface/, ["huggingface", "hf"]],
  [/kaggle/, ["kaggle"]],
  [/\.cargo\//, ["crates"]],
  [/\.gem\//, ["rubygems"]],
  [/composer\//, ["packagist", "github"]],
  [/\.fly\//, ["fly"]],
  [/vercel/, ["vercel"]],
  [/netlify/, ["netlify"]],
  [/doctl/, ["digitalocean"]],
  [/terraform/, ["terraform", "hashicorp"]],
  [/pulumi/, ["pulumi"]],
  [/wrangler|cloudflared/, ["cloudflare"]],
  [/glab-cli/, ["gitlab"]],
  [/databricks/, ["databricks", "azuredatabricks"]],
  [/supabase/, ["supabase"]],
  [/\.codex\//, ["openai", "chatgpt"]],
  [/\.claude\//, ["anthropic", "claude"]],
  [/gradle|\.m2\//, ["gradle", "sonatype", "maven", "apache"]],
  [/pub-credentials/, ["dart", "pub"]],
  [/\.hex\//, ["hex"]],
  [/snowflake|snowsql|\.dbt\//, ["snowflake", "snowflakecomputing", "getdbt"]]
];
var DOCS_LABELS = /* @__PURE__ */ new Set([
  "wikipedia",
  "stackoverflow",
  "stackexchange",
  "readthedocs",
  "mozilla",
  "python",
  "nodejs",
  "kubernetes",
  "docker",
  "microsoft",
  "apple",
  "google",
  "youtube",
  "medium"
]);
function registrableLabel(host) {
  return host.split(".").length < 2 ? host : registrableLabels(host)[0];
}
function vendorOf(store, label) {
  for (const [re, labels] of VENDORS) if (re.test(store) && labels.includes(label)) return true;
  return false;
}
function trimUrl(url) {
  let end = url.length;
  while (end > 0 && ".,;:!?)".includes(url[end - 1])) end--;
  return url.slice(0, end);
}
function urlDestination(raw, store) {
  const url = trimUrl(raw);
  if (!/^https?:\/\//i.test(url)) return void 0;
  const cls = classifyHost(url);
  if (cls === "local" || cls === "registry" || cls === "vendor-installer" || cls === "metadata")
    return void 0;
  if (cls === "unknown") return void 0;
  const placeholder = cls === "placeholder";
  const label = registrableLabel(hostOf(url));
  if (!placeholder && (DOCS_LABELS.has(label) || store !== void 0 && vendorOf(store, label)))
    return void 0;
  return { where: url, placeholder, outlet: cls === "exfil-service" || cls === "raw-ip" };
}
var PUBLISHERS = [
  [/^gh\s{1,4}gist\s{1,4}create\b/, "gist"],
  [/^glab\s{1,4}snippet\s{1,4}create\b/, "paste service"],
  [/^(?:pastebinit|haste|wgetpaste|fpaste|sprunge)\b/, "paste service"],
  [/^(?:nc|ncat|netcat)\s{1,4}termbin\.com\b/, "paste service"]
];
function publishedBy(code) {
  const c = code.trim().toLowerCase();
  for (const [re, outlet] of PUBLISHERS)
    if (re.test(c)) {
      const open = outlet === "gist" && !/--public\b|\s-p\b/.test(c) ? "secret gist" : `public ${outlet}`;
      return { where: `a ${open} (\`${code.trim().slice(0, 80)}\`)`, placeholder: false, outlet: true };
    }
  return void 0;
}
var EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,4}(?![\w-])/i;
var CODE_SPAN = /`[^`\n]{0,300}`/g;
function emailDestination(text) {
  const prose = text.replace(CODE_SPAN, " ");
  const m = EMAIL.exec(prose);
  if (!m || prose[m.index + m[0].length] === ":" || /^git@/i.test(m[0])) return void 0;
  const host = m[0].slice(m[0].indexOf("@") + 1);
  const cls = classifyHost(host);
  if (cls === "local" || cls === "registry") return void 0;
  return { where: m[0], placeholder: cls === "placeholder", outlet: false };
}
function isProjectConfig(store) {
  return secretOf(store)?.cls === "dotenv";
}

export {
  registrableLabel,
  urlDestination,
  publishedBy,
  emailDestination,
  isProjectConfig
};
