import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  SECRET_ENV_NAME
} from "./chunk-N4Y7GMVX.js";

// src/analysis/registrable.ts
var COUNTRY_SECOND_LEVEL = /* @__PURE__ */ new Set([
  "co",
  "com",
  "org",
  "net",
  "ac",
  "gov",
  "edu",
  "ne",
  "or",
  "go",
  "gob",
  "nic"
]);
function registrableLabels(host) {
  const labels = host.split(".");
  if (labels.length < 2) return labels;
  const n = labels.length >= 3 && labels.at(-1).length === 2 && COUNTRY_SECOND_LEVEL.has(labels.at(-2)) ? 3 : 2;
  return labels.slice(-n);
}

// src/analysis/secret-names.ts
var GENERIC = /* @__PURE__ */ new Set([
  "API",
  "KEY",
  "TOKEN",
  "SECRET",
  "ACCESS",
  "AUTH",
  "PAT",
  "CLIENT",
  "ID",
  "PRIVATE",
  "PASSWORD",
  "PASS",
  "CREDENTIALS",
  "CREDENTIAL",
  "BEARER",
  "APP",
  "PERSONAL",
  "OAUTH",
  "REFRESH",
  "SESSION",
  "USER",
  "ENV",
  "DEFAULT",
  // A role, not a vendor: `SS_ADMIN_PASSWORD` is Secret Server's admin password, not an "Admin" service's.
  "ADMIN"
]);
function serviceWords(name) {
  return name.toUpperCase().split("_").filter((w) => w.length >= 2 && !GENERIC.has(w));
}
var FILL_LEAD = /^(?:your|my|the)[_-]/i;
function slotName(value) {
  let name = value.replace(/^\$\{?|[{}<>]/g, "").replace(/[^A-Za-z0-9]+/g, "_");
  while (FILL_LEAD.test(name)) name = name.replace(FILL_LEAD, "");
  return name.toUpperCase();
}

// src/analysis/credential-issuers.ts
var AI_GATEWAYS = ["gateway.ai.cloudflare.com", "helicone.ai", "portkey.ai", "ai-gateway.vercel.sh"];
var VENDORS = [
  {
    words: ["GITHUB", "GH", "GHE"],
    service: "GitHub",
    // GitHub Models take the GitHub token at models.github.ai and, before it, Azure's inference host.
    domains: [
      "github.com",
      "githubusercontent.com",
      "githubcopilot.com",
      "ghcr.io",
      "ghe.com",
      "github.ai",
      "models.inference.ai.azure.com"
    ]
  },
  { words: ["GITLAB", "GLAB"], service: "GitLab", domains: ["gitlab.com"], selfHosted: true },
  // Google's APIs (Maps, Gemini, Calendar, Drive), its OAuth server and Firebase's own hosts.
  {
    words: ["GOOGLE", "GCP", "GEMINI", "FIREBASE"],
    service: "Google",
    domains: [
      "google.com",
      "googleapis.com",
      "googleusercontent.com",
      "gstatic.com",
      "firebaseio.com",
      "firebaseapp.com",
      ...AI_GATEWAYS
    ]
  },
  // The clouds whose CLIs print their login (`aws configure export-credentials`, `az account get-access-token`;
  // the list is in the code analysis's cli-tokens.ts): a short name inside another host's label (`revoke.aws-keyguard.com`,
  // `azure-tokencheck.net`) is somebody else's service, so they are judged by the domains they answer on.
  {
    words: ["AWS", "AMAZON"],
    service: "AWS",
    domains: ["amazonaws.com", "amazonaws.com.cn", "amazon.com", "awsapps.com", "api.aws"]
  },
  {
    words: ["AZURE", "AZ"],
    service: "Azure",
    domains: [
      "azure.com",
      "azure.net",
      "azure-api.net",
      "azurewebsites.net",
      "windows.net",
      "microsoftonline.com",
      "microsoft.com"
    ]
  },
  { words: ["FIGMA"], service: "Figma", domains: ["figma.com"] },
  { words: ["STRIPE"], service: "Stripe", domains: ["stripe.com"] },
  // Azure's OpenAI resources answer under `<resource>.openai.azure.com` with the same kind of key.
  {
    words: ["OPENAI"],
    service: "OpenAI",
    domains: ["openai.com", "chatgpt.com", "openai.azure.com", ...AI_GATEWAYS]
  },
  { words: ["ANTHROPIC"], service: "Anthropic", domains: ["anthropic.com", "claude.ai", ...AI_GATEWAYS] },
  { words: ["SLACK"], service: "Slack", domains: ["slack.com"] },
  { words: ["DISCORD"], service: "Discord", domains: ["discord.com", "discordapp.com"] },
  { words: ["TELEGRAM"], service: "Telegram", domains: ["telegram.org"] },
  { words: ["LINEAR"], service: "Linear", domains: ["linear.app"] },
  { words: ["NOTION"], service: "Notion", domains: ["notion.com", "notion.so"] },
  { words: ["AIRTABLE"], service: "Airtable", domains: ["airtable.com"] },
  { words: ["HUBSPOT"], service: "HubSpot", domains: ["hubapi.com", "hubspot.com"] },
  { words: ["ASANA"], service: "Asana", domains: ["asana.com"] },
  { words: ["TRELLO"], service: "Trello", domains: ["trello.com"] },
  { words: ["TWILIO"], service: "Twilio", domains: ["twilio.com"] },
  { words: ["SENDGRID"], service: "SendGrid", domains: ["sendgrid.com"] },
  { words: ["MAILGUN"], service: "Mailgun", domains: ["mailgun.net", "mailgun.com"] },
  { words: ["RESEND"], service: "Resend", domains: ["resend.com"] },
  { words: ["VERCEL"], service: "Vercel", domains: ["vercel.com"] },
  { words: ["NETLIFY"], service: "Netlify", domains: ["netlify.com"] },
  // Not `CF`: a Cloudflare Access service token (`CF_ACCESS_CLIENT_SECRET`) goes to the app it guards.
  { words: ["CLOUDFLARE"], service: "Cloudflare", domains: ["cloudflare.com"] },
  { words: ["SUPABASE"], service: "Supabase", domains: ["supabase.co", "supabase.com"] },
  {
    words: ["HUGGINGFACE", "HF"],
    service: "Hugging Face",
    domains: ["huggingface.co", "hf.co", "huggingface.cloud"]
  },
  { words: ["REPLICATE"], service: "Replicate", domains: ["replicate.com"] },
  { words: ["MISTRAL"], service: "Mistral", domains: ["mistral.ai", ...AI_GATEWAYS] },
  { words: ["GROQ"], service: "Groq", domains: ["groq.com", ...AI_GATEWAYS] },
  { words: ["DEEPSEEK"], service: "DeepSeek", domains: ["deepseek.com", ...AI_GATEWAYS] },
  { words: ["OPENROUTER"], service: "OpenRouter", domains: ["openrouter.ai"] },
  { words: ["PERPLEXITY", "PPLX"], service: "Perplexity", domains: ["perplexity.ai", ...AI_GATEWAYS] },
  { words: ["ELEVENLABS"], service: "ElevenLabs", domains: ["elevenlabs.io"] },
  { words: ["TAVILY"], service: "Tavily", domains: ["tavily.com"] },
  { words: ["FIRECRAWL"], service: "Firecrawl", domains: ["firecrawl.dev"] },
  { words: ["SERPAPI"], service: "SerpApi", domains: ["serpapi.com"] },
  { words: ["PINECONE"], service: "Pinecone", domains: ["pinecone.io"] },
  { words: ["SHOPIFY"], service: "Shopify", domains: ["shopify.com", "myshopify.com"] },
  { words: ["DROPBOX"], service: "Dropbox", domains: ["dropbox.com", "dropboxapi.com"] },
  { words: ["FEISHU", "LARK"], service: "Feishu", domains: ["feishu.cn", "larksuite.com", "larkoffice.com"] },
  { words: ["DINGTALK"], service: "DingTalk", domains: ["dingtalk.com"] },
  { words: ["SENTRY"], service: "Sentry", domains: ["sentry.io", "sentry.dev"], selfHosted: true },
  {
    words: ["JIRA", "CONFLUENCE", "ATLASSIAN"],
    service: "Atlassian",
    domains: ["atlassian.net", "atlassian.com"],
    selfHosted: true
  }
];
function issuersOfName(name) {
  const words = serviceWords(name);
  return VENDORS.filter((v) => v.words.some((w) => words.includes(w)));
}
function issuersOfHost(host) {
  return VENDORS.filter((v) => onDomains(host, v.domains));
}
function issuersNamedIn(text) {
  const words = new Set(text.toUpperCase().split(/[^A-Z0-9]+/));
  return VENDORS.filter((v) => v.words.some((w) => w.length >= 4 && words.has(w)));
}
function registrableDomain(host) {
  const h = (host ?? "").toLowerCase().replace(/\.$/, "");
  if (!isHostName(h)) return void 0;
  return registrableLabels(h).join(".");
}
function onDomains(host, domains) {
  const h = (host ?? "").toLowerCase().replace(/\.$/, "");
  return h !== "" && domains.some((d) => h === d || h.endsWith(`.${d}`));
}
function issuerHost(host, issuer, words = []) {
  if (onDomains(host, issuer.domains)) return true;
  if (!issuer.selfHosted || !host) return false;
  const h = host.toLowerCase();
  if (issuer.domains.some((d) => h.includes(`${d}.`))) return false;
  const first = h.split(".")[0] ?? "";
  return words.some((w) => first === w.toLowerCase());
}
function issuerWords(name, issuer) {
  const v = VENDORS.find((x) => x.service === issuer.service);
  return serviceWords(name).filter((w) => v?.words.includes(w));
}
function isHostName(host) {
  if (host === "" || host.length > 253) return false;
  const labels = host.split(".");
  if (labels.some((l) => l === "" || l.length > 63 || !/^[\p{L}\p{M}\p{N}_-]+$/u.test(l))) return false;
  const tld = labels.at(-1);
  if (/^[a-z]{2,63}$/i.test(tld) || /^xn--[a-z0-9-]{1,59}$/i.test(tld)) return true;
  if (/[\p{N}_-]/u.test(tld) || /^[\x20-\x7e]+$/.test(tld)) return false;
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(tld);
  return [...tld].length <= (cjk ? 5 : 8);
}
function untranslatedHost(host) {
  return host !== void 0 && /[^\x00-\x7f]/.test(host) && !isHostName(host.toLowerCase());
}
var GENERIC_TLDS = new Set(
  "com net org edu gov mil int info biz name pro mobi asia tel travel jobs museum aero coop cat xxx io ai app dev sh cloud site online tech xyz top club store shop blog live news world space website digital network systems solutions services agency studio design media email link click work works zone life today tools software codes run build page host hosting one fun icu vip win bid loan download zip mov lol wtf ninja rocks guru expert center company group team global city land art wiki lat ltd llc inc plus gg chat bot moe red blue pink black green money finance capital fund cash exchange market markets trade trading health care support help social community academy school university institute foundation charity eco earth energy solar security cyber computer technology engineering sex porn adult casino bet poker games game video tv film radio music audio photo photos pictures gallery camera fit fitness cool best new now mobile wang xin kim ren moda onl uno".split(" ")
);
function publicTld(host) {
  const tld = (host ?? "").toLowerCase().replace(/\.$/, "").split(".").at(-1) ?? "";
  if (/^xn--[a-z0-9-]{1,59}$/.test(tld) || /^[a-z]{2}$/.test(tld)) return true;
  return GENERIC_TLDS.has(tld) || /[^\x00-\x7f]/.test(tld) && isHostName(tld);
}

// src/analysis/metadata-hosts.ts
var METADATA_V4 = /* @__PURE__ */ new Set([
  2852039166,
  // 169.254.169.254
  1684301e3,
  // 100.100.100.200 (Alibaba Cloud)
  2852039170
  // 169.254.170.2 (ECS task credentials)
]);
var METADATA_NAMES = /^(?:metadata\.google\.internal|metadata\.goog|instance-data(?:\.ec2\.internal)?|metadata\.tencentyun\.com)$/;
var AWS_V6 = "fd00:ec2:0:0:0:0:0:254".split(":").map((g) => Number.parseInt(g, 16));
function ipv4Number(host) {
  if (host.length > 40 || !/^(?:0x[0-9a-f]{1,8}|\d{1,12})(?:\.(?:0x[0-9a-f]{1,8}|\d{1,12})){0,3}$/i.test(host))
    return void 0;
  const parts = host.split(".").map(
    (p) => /^0x/i.test(p) ? Number.parseInt(p.slice(2), 16) : /^0\d/.test(p) ? Number.parseInt(p, 8) : Number(p)
  );
  if (parts.some((p) => Number.isNaN(p))) return void 0;
  const last = parts.pop();
  if (parts.some((p) => p > 255) || last >= 2 ** (8 * (4 - parts.length))) return void 0;
  let n = 0;
  for (const p of parts) n = n * 256 + p;
  return n * 2 ** (8 * (4 - parts.length)) + last;
}
function ipv6Groups(host) {
  const h = host.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (h.length > 64 || !/^[0-9a-f:.]+$/i.test(h) || !h.includes(":")) return void 0;
  let text = h;
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(h);
  if (tail) {
    const n = ipv4Number(tail[1]);
    if (n === void 0) return void 0;
    text = `${h.slice(0, tail.index)}:${(n >>> 16).toString(16)}:${(n & 65535).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return void 0;
  const side = (s) => s === "" ? [] : s.split(":");
  const head = side(halves[0]);
  const rest = halves.length === 2 ? side(halves[1]) : [];
  const fill = 8 - head.length - rest.length;
  if (fill < 0 || halves.length === 1 && fill !== 0) return void 0;
  const groups = [...head, ...Array(fill).fill("0"), ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return void 0;
  return groups.map((g) => Number.parseInt(g, 16));
}
function isMetadataHost(host) {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (METADATA_NAMES.test(h)) return true;
  const v4 = ipv4Number(h);
  if (v4 !== void 0) return METADATA_V4.has(v4);
  const v6 = ipv6Groups(h);
  if (!v6) return false;
  if (v6.every((g, i) => g === AWS_V6[i])) return true;
  const mapped = v6.slice(0, 5).every((g) => g === 0) && (v6[5] === 65535 || v6[5] === 0);
  return mapped && METADATA_V4.has(v6[6] * 65536 + v6[7]);
}
var CREDENTIAL_PATH = /\/(?:latest\/meta-data\/(?:iam\/security-credentials|identity-credentials|ram\/security-credentials)|computemetadata\/v1\/instance\/service-accounts\/(?:[^/?#]{1,200}\/(?:token|identity)|\$|\{|[^/?#]{0,200}\?recursive)|metadata\/identity\/oauth2\/token|v2\/credentials|opc\/v\d\/identity)|aws_container_credentials_relative_uri/i;
function isMetadataCredentialUrl(url) {
  return CREDENTIAL_PATH.test(url.slice(0, 2048));
}

// src/analysis/hosts.ts
function hostOf(url) {
  const v6 = /^(?:[a-z][a-z0-9+.-]{0,31}:\/\/)?((?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4})(?=[/?#]|$)/i.exec(url);
  if (v6 && /::|(?:[0-9a-f]{1,4}:){3}/i.test(v6[1])) return `[${v6[1].toLowerCase()}]`;
  const m = /^(?:[a-z][a-z0-9+.-]{0,31}:\/\/)?(?:[^@/\s]{0,256}@)?(\[[^\]]{0,64}\]|(?:\$\([^()\n]{1,200}\)|\$(?!\([^()\n]{1,200}\))|[^/:?#\s$]){1,256})/i.exec(
    url
  );
  return (m?.[1] ?? "").toLowerCase().replace(/\.$/, "");
}
function pathOf(url) {
  const m = /^(?:[a-z][a-z0-9+.-]{0,31}:\/\/)?[^/?#\s]{0,512}(\/[^?#\s]{0,2048})?/i.exec(url);
  return (m?.[1] ?? "/").toLowerCase();
}
var LOCAL = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|::1|host\.docker\.internal|[\w-]{1,63}\.localhost)$/;
var RESERVED = /^(?:(?:[\w-]{1,63}\.){0,8}example(?:\.(?:com|org|net))?|(?:[\w-]{1,63}\.){0,8}(?:test|invalid|example)|192\.0\.2\.\d{1,3}|198\.51\.100\.\d{1,3}|203\.0\.113\.\d{1,3}|\[?2001:db8:[0-9a-f:]{0,40}\]?)$/;
var STOCK_VILLAIN = /^(?:[\w-]{1,63}\.){0,4}(?:evil|attacker|malicious|badguy|hacker)(?:[-_]?(?:site|server|domain|host|controlled|corp))?\.(?:com|net|org)$/;
var TEMPLATE = /[<>{}[\]]|\$\(|^\.\.|\u2026|(?:^|\.)your[-_]?[\w-]{0,60}\.|^your[-_]|^x{3,}\./;
var RAW_IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
var ADDRESS_SLOT = /^(?:(?:\d{1,3}|x{1,3})\.){3}(?:\d{1,3}|x{1,3})$/;
var addressSlot = (host) => host.includes("x") && ADDRESS_SLOT.test(host);
var RAW_IPV6 = /^\[[0-9a-f:]{2,40}\]$/;
var METADATA = /^(?:169\.254\.169\.254|metadata\.google\.internal|100\.100\.100\.200|\[fd00:ec2::254\])$/;
var EXFIL_SERVICE = /(?:^|\.)(?:discord(?:app)?\.com|webhook\.site|requestbin\.(?:com|net)|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|ngrok\.io|trycloudflare\.com|loca\.lt|serveo\.net|api\.telegram\.org|hooks\.slack\.com|pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|rentry\.co|transfer\.sh|0x0\.st|file\.io|tmpfiles\.org|termbin\.com|interact\.sh|oast\.(?:fun|me|live|site|online|pro)|burpcollaborator\.net|canarytokens\.com|beeceptor\.com|hookbin\.com|mockbin\.org|ipinfo\.io|ifconfig\.me)$/;
var MESSAGE_RELAY = /(?:^|\.)(?:api\.telegram\.org|discord(?:app)?\.com|hooks\.slack\.com)$/;
function isMessageRelay(host) {
  return host !== void 0 && MESSAGE_RELAY.test(host);
}
var REGISTRY = /^(?:registry\.npmjs\.org|registry\.yarnpkg\.com|www\.npmjs\.com|npmjs\.com|pypi\.org|files\.pythonhosted\.org|upload\.pypi\.org|rubygems\.org|crates\.io|static\.crates\.io|proxy\.golang\.org|pkg\.go\.dev|repo1\.maven\.org|repo\.maven\.apache\.org|api\.nuget\.org|www\.nuget\.org|github\.com|api\.github\.com|codeload\.github\.com|objects\.githubusercontent\.com|gitlab\.com|bitbucket\.org|hub\.docker\.com|registry-1\.docker\.io|ghcr\.io|jsr\.io|deno\.land|formulae\.brew\.sh|(?:channels\.|releases\.)?nixos\.org)$/;
var VENDOR_INSTALLERS = [
  "sh.rustup.rs/",
  "static.rust-lang.org/",
  "astral.sh/",
  "bun.sh/install",
  // Bun's release notes since 1.4 give `curl -fsSL https://bun.com/install | bash` (and `irm bun.com/install.ps1`).
  "bun.com/install",
  "deno.land/install",
  "deno.land/x/install/",
  "get.pnpm.io/",
  "install.python-poetry.org/",
  "raw.githubusercontent.com/homebrew/install/",
  "get.docker.com/",
  "cli.github.com/",
  "claude.ai/install",
  "get.volta.sh/",
  "fly.io/install",
  "sdk.cloud.google.com/",
  "aka.ms/install-azd",
  "aka.ms/installazurecli",
  // Microsoft's .NET install scripts (learn.microsoft.com/dotnet/core/tools/dotnet-install-script) and
  // its perfcollect tracing script (learn.microsoft.com/dotnet/core/diagnostics/trace-perfcollect-lttng).
  "dot.net/v1/dotnet-install.",
  "builds.dotnet.microsoft.com/dotnet/scripts/",
  "aka.ms/perfcollect",
  // Nextflow's documented installer (nextflow.io/docs/latest/install.html).
  "get.nextflow.io/",
  "raw.githubusercontent.com/nvm-sh/nvm/",
  "aspire.dev/install",
  "run.linkerd.io/install",
  "fluxcd.io/install.sh",
  "get.helm.sh/",
  "raw.githubusercontent.com/helm/helm/",
  "install.determinate.systems/",
  "nixos.org/nix/install",
  "get.sdkman.io/",
  "opencode.ai/install",
  "cursor.com/install",
  "supabase.com/install",
  "vercel.com/install",
  "mise.run/",
  "mise.jdx.dev/install.sh",
  "wasmtime.dev/install.sh",
  "goreleaser.com/static/run",
  "taskfile.dev/install.sh",
  "deb.nodesource.com/setup_",
  "rpm.nodesource.com/setup_",
  "bootstrap.pypa.io/get-pip.py",
  "apt.llvm.org/llvm.sh",
  "raw.githubusercontent.com/golangci/golangci-lint/",
  "raw.githubusercontent.com/infracost/infracost/",
  "raw.githubusercontent.com/terraform-linters/tflint/",
  "raw.githubusercontent.com/nektos/act/",
  // A brand top-level domain: only Google registers names under .google.
  "antigravity.google/cli/install.sh",
  // fnm's documented installer (github.com/Schniz/fnm#installation) and Foundry's foundryup installer
  // (book.getfoundry.sh/getting-started/installation): the whole host serves it.
  "fnm.vercel.app/install",
  "foundry.paradigm.xyz/",
  // Each project's own install page gives the one-liner: D2 (d2lang.com/tour/install), Atuin
  // (docs.atuin.sh), Ollama (ollama.com/download/linux), just (just.systems/man), Chocolatey
  // (chocolatey.org/install), Scoop (scoop.sh), PowerShell on Linux (Microsoft's aka.ms link to the
  // PowerShell repository's install-powershell.sh), Tailscale (tailscale.com/download/linux), k3s
  // (docs.k3s.io), Starship (starship.rs), Oh My Zsh (ohmyz.sh), pyenv (pyenv.run), juliaup for
  // Julia (julialang.org/downloads), Pulumi (pulumi.com/docs/install), pixi (pixi.sh), DuckDB
  // (duckdb.org/docs/installation), rclone (rclone.org/install), Dagger (docs.dagger.io/install).
  "d2lang.com/install.sh",
  "setup.atuin.sh/",
  "ollama.com/install.sh",
  "just.systems/install.sh",
  "community.chocolatey.org/install.ps1",
  "chocolatey.org/install.ps1",
  "get.scoop.sh/",
  "aka.ms/install-powershell.sh",
  "tailscale.com/install.sh",
  "get.k3s.io/",
  "starship.rs/install.sh",
  "install.ohmyz.sh/",
  "raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh",
  "pyenv.run/",
  "install.julialang.org/",
  "get.pulumi.com/",
  "pixi.sh/install.sh",
  "install.duckdb.org/",
  "rclone.org/install.sh",
  "dl.dagger.io/dagger/install.sh",
  // fzf's README: clone junegunn/fzf and run its install script (a prefix inside one account).
  "github.com/junegunn/fzf",
  // Elastic's start-local (elastic.co/start-local, its documented local stack) and Google's ADC setup script
  // in its public samples bucket (the Agent Platform docs' "automated script").
  "elastic.co/start-local",
  "storage.googleapis.com/cloud-samples-data/adc/setup_adc.sh",
  // JFrog CLI's documented installer (docs.jfrog.com: `curl -fL https://install-cli.jfrog.io | sh`).
  "install-cli.jfrog.io",
  // Railway's CLI README and npm page: `bash <(curl -fsSL cli.new)` (also its uninstaller, `-r`) and
  // `bash <(curl -fsSL railway.com/install.sh)`.
  "cli.new/",
  "railway.com/install.sh"
];
var VENDOR_INSTALLER_PATHS = [
  /^dl\.cloudsmith\.io\/public\/[\w.-]{1,100}\/[\w.-]{1,100}\/(?:setup|cfg\/setup\/bash)\.(?:deb|rpm|alpine)\.sh$/,
  /^packagecloud\.io\/install\/repositories\/[\w.-]{1,100}\/[\w.-]{1,100}\/script\.(?:deb|rpm|python|node|gem)\.sh$/
];
function isInstaller(host, path, trusted) {
  const hp = `${host}${path}`;
  if (VENDOR_INSTALLER_PATHS.some((re) => re.test(hp))) return true;
  return trusted.some((t) => {
    const slash = t.indexOf("/");
    const tHost = (slash < 0 ? t : t.slice(0, slash)).toLowerCase();
    const tPath = slash < 0 ? "/" : t.slice(slash).toLowerCase();
    return host === tHost && (tPath === "/" || hp.startsWith(`${tHost}${tPath}`));
  });
}
var TEMPLATE_REPO = /\$\{|\{\{|<[^<>]{1,40}>|\byour[-_]|\bYOUR_|^\/?(?:owner|user|username|org|organization|account)\/(?:repo|repository|project|repo-name)(?:\.git)?\/?$/i;
function templateRepository(url) {
  const repo = url.trim().replace(/^[a-z][\w+.-]{0,20}:\/\/[^/]{0,256}/i, "").replace(/^[\w.-]{1,64}@[\w.-]{1,256}:/, "");
  return classifyHost(url) !== "local" && TEMPLATE_REPO.test(repo);
}
function classifyHost(urlOrHost, opts = {}) {
  const raw = urlOrHost.trim();
  if (raw === "" || /^\$|^%[\w]+%$/.test(raw)) return "unknown";
  const host = hostOf(raw);
  if (host === "") return "unknown";
  if (isMetadataHost(host)) return "metadata";
  if (TEMPLATE.test(host)) return "placeholder";
  if (/\$/.test(host)) return "unknown";
  if (LOCAL.test(host)) return "local";
  if (RESERVED.test(host) || STOCK_VILLAIN.test(host) || addressSlot(host)) return "placeholder";
  if (METADATA.test(host)) return "metadata";
  if (RAW_IPV4.test(host) || RAW_IPV6.test(host)) return isPrivateIp(host) ? "local" : "raw-ip";
  if (!/\./.test(host)) return dotlessPlaceholder(raw, host) ? "placeholder" : "unknown";
  if (untranslatedHost(host)) return "placeholder";
  if (EXFIL_SERVICE.test(host)) return "exfil-service";
  const trusted = opts.trustedInstallers ? [...VENDOR_INSTALLERS, ...opts.trustedInstallers] : VENDOR_INSTALLERS;
  if (isInstaller(host, pathOf(raw), trusted)) return "vendor-installer";
  if (REGISTRY.test(host)) return "registry";
  return "other";
}
function dotlessPlaceholder(raw, host) {
  if (!/^[a-z][a-z0-9_-]{2,40}$/.test(host)) return false;
  if (/^(?:attacker|attackbox|attack-?box|attacker[-_]ip|lhost|kali|c2|c2[-_]?server|my[-_]?server)$/.test(host))
    return true;
  return raw.includes(host.toUpperCase()) && /[a-z]{3}/.test(host);
}
function isPrivateNetworkHost(host) {
  return RAW_IPV4.test(host) && isPrivateIp(host);
}
function isPrivateNetworkName(host) {
  return host !== void 0 && /^[a-z0-9][a-z0-9-]{0,62}$/.test(host) && !/^\d{1,10}$/.test(host);
}
function isPrivateIp(host) {
  const p = host.split(".").map(Number);
  if (p.length !== 4) return false;
  const [a, b] = p;
  return a === 10 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168 || a === 169 && b === 254;
}
function endpointOf(url, opts = {}) {
  if (url === void 0 || url === "") return { cls: "unknown" };
  const cls = classifyHost(url, opts);
  const host = hostOf(url);
  return { url: url.slice(0, 300), ...host ? { host } : {}, cls };
}
function domainAfter(text) {
  const cut = Math.max(text.lastIndexOf(")"), text.lastIndexOf("}"));
  const rest = cut >= 0 ? text.slice(cut + 1) : text;
  return rest.replace(/^\.+/, "");
}
var LOCAL_DATA = ["file", "system-info", "conversation", "decoded"];
function hostCarries(host, v) {
  if (!/\$[({]/.test(host)) return false;
  if (v.taints.some((t) => LOCAL_DATA.includes(t))) return true;
  if (v.secret !== void 0 && v.secret !== "env-secret") return true;
  return (v.vars ?? []).some((n) => SECRET_ENV_NAME.test(n) && host.includes(n.toLowerCase()));
}
function endpointOfValue(v, opts = {}) {
  const e = endpointOf(v.text, opts);
  if (e.cls !== "placeholder" || !e.host || !hostCarries(e.host, v)) return e;
  const domain = domainAfter(e.host);
  return domain ? { ...e, host: domain, cls: classifyHost(domain, opts) } : { ...e, cls: "unknown" };
}
function isHttpUrl(s) {
  return /^https?:\/\/\S{1,2000}$/i.test(s.trim());
}
function looksLikeUrl(s) {
  return /^(?:https?|ftp|wss?):\/\//i.test(s) || /^(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24}(?::\d{1,5})?\/\S/i.test(s);
}
function isRemote(cls) {
  return cls !== "local";
}

export {
  isMetadataCredentialUrl,
  registrableLabels,
  serviceWords,
  FILL_LEAD,
  slotName,
  issuersOfName,
  issuersOfHost,
  issuersNamedIn,
  registrableDomain,
  issuerHost,
  issuerWords,
  isHostName,
  untranslatedHost,
  publicTld,
  hostOf,
  isMessageRelay,
  templateRepository,
  classifyHost,
  isPrivateNetworkHost,
  isPrivateNetworkName,
  endpointOf,
  domainAfter,
  endpointOfValue,
  isHttpUrl,
  looksLikeUrl,
  isRemote
};
