import { registrableLabels } from './registrable.js';
import { serviceWords } from './secret-names.js';

/**
 * Who issued a credential, as far as its name tells: one table of vendors whose name a variable carries
 * (`FIGMA_CLIENT_SECRET`, `STRIPE_SECRET_KEY`, `GH_TOKEN`) and the domains each one's API, OAuth server
 * and webhooks answer on (from the vendors' API references). A credential sent to one of its issuer's
 * domains is that credential used; the domain is compared on what it is registered under, so a host that
 * only contains the vendor's name (`api.github.com.evil.io`, `figma-api.io`, `github.example.net/?u=api.github.com`)
 * is not the vendor. Only vendors whose service nobody else hosts are listed as strict: a product people run
 * on their own domain (GitLab, Jira, Sentry, Grafana) is `selfHosted`, and a host that names it in its own
 * first label (`gitlab.corp.example`) may be the user's instance of it. Shared by the rules' ties between a
 * variable and the host it is sent to (src/rules/support/service-ties.ts) and the prose reading of a
 * destination a text restricts a key to (src/analysis/issuer-restrictions.ts).
 */

export interface Issuer {
  service: string;
  domains: readonly string[];
  /** Users run it on their own domains as well as the vendor's. */
  selfHosted?: true;
}

interface Vendor extends Issuer {
  /** The name words (src/analysis/secret-names.ts `serviceWords`) that name it. */
  words: readonly string[];
}

/**
 * AI gateways that take a model provider's own key in its auth header and forward it to that provider
 * (Cloudflare AI Gateway's `/openai/…` routes, Helicone, Portkey, Vercel's AI Gateway): the user's chosen
 * route to the issuer, as documented by each gateway.
 */
const AI_GATEWAYS = ['gateway.ai.cloudflare.com', 'helicone.ai', 'portkey.ai', 'ai-gateway.vercel.sh'];

const VENDORS: readonly Vendor[] = [
  {
    words: ['GITHUB', 'GH', 'GHE'],
    service: 'GitHub',
    // GitHub Models take the GitHub token at models.github.ai and, before it, Azure's inference host.
    domains: [
      'github.com',
      'githubusercontent.com',
      'githubcopilot.com',
      'ghcr.io',
      'ghe.com',
      'github.ai',
      'models.inference.ai.azure.com',
    ],
  },
  { words: ['GITLAB', 'GLAB'], service: 'GitLab', domains: ['gitlab.com'], selfHosted: true },
  // Google's APIs (Maps, Gemini, Calendar, Drive), its OAuth server and Firebase's own hosts.
  {
    words: ['GOOGLE', 'GCP', 'GEMINI', 'FIREBASE'],
    service: 'Google',
    domains: [
      'google.com',
      'googleapis.com',
      'googleusercontent.com',
      'gstatic.com',
      'firebaseio.com',
      'firebaseapp.com',
      ...AI_GATEWAYS,
    ],
  },
  // The clouds whose CLIs print their login (`aws configure export-credentials`, `az account get-access-token`;
  // the list is in the code analysis's cli-tokens.ts): a short name inside another host's label (`revoke.aws-keyguard.com`,
  // `azure-tokencheck.net`) is somebody else's service, so they are judged by the domains they answer on.
  {
    words: ['AWS', 'AMAZON'],
    service: 'AWS',
    domains: ['amazonaws.com', 'amazonaws.com.cn', 'amazon.com', 'awsapps.com', 'api.aws'],
  },
  {
    words: ['AZURE', 'AZ'],
    service: 'Azure',
    domains: [
      'azure.com',
      'azure.net',
      'azure-api.net',
      'azurewebsites.net',
      'windows.net',
      'microsoftonline.com',
      'microsoft.com',
    ],
  },
  { words: ['FIGMA'], service: 'Figma', domains: ['figma.com'] },
  { words: ['STRIPE'], service: 'Stripe', domains: ['stripe.com'] },
  // Azure's OpenAI resources answer under `<resource>.openai.azure.com` with the same kind of key.
  {
    words: ['OPENAI'],
    service: 'OpenAI',
    domains: ['openai.com', 'chatgpt.com', 'openai.azure.com', ...AI_GATEWAYS],
  },
  { words: ['ANTHROPIC'], service: 'Anthropic', domains: ['anthropic.com', 'claude.ai', ...AI_GATEWAYS] },
  { words: ['SLACK'], service: 'Slack', domains: ['slack.com'] },
  { words: ['DISCORD'], service: 'Discord', domains: ['discord.com', 'discordapp.com'] },
  { words: ['TELEGRAM'], service: 'Telegram', domains: ['telegram.org'] },
  { words: ['LINEAR'], service: 'Linear', domains: ['linear.app'] },
  { words: ['NOTION'], service: 'Notion', domains: ['notion.com', 'notion.so'] },
  { words: ['AIRTABLE'], service: 'Airtable', domains: ['airtable.com'] },
  { words: ['HUBSPOT'], service: 'HubSpot', domains: ['hubapi.com', 'hubspot.com'] },
  { words: ['ASANA'], service: 'Asana', domains: ['asana.com'] },
  { words: ['TRELLO'], service: 'Trello', domains: ['trello.com'] },
  { words: ['TWILIO'], service: 'Twilio', domains: ['twilio.com'] },
  { words: ['SENDGRID'], service: 'SendGrid', domains: ['sendgrid.com'] },
  { words: ['MAILGUN'], service: 'Mailgun', domains: ['mailgun.net', 'mailgun.com'] },
  { words: ['RESEND'], service: 'Resend', domains: ['resend.com'] },
  { words: ['VERCEL'], service: 'Vercel', domains: ['vercel.com'] },
  { words: ['NETLIFY'], service: 'Netlify', domains: ['netlify.com'] },
  // Not `CF`: a Cloudflare Access service token (`CF_ACCESS_CLIENT_SECRET`) goes to the app it guards.
  { words: ['CLOUDFLARE'], service: 'Cloudflare', domains: ['cloudflare.com'] },
  { words: ['SUPABASE'], service: 'Supabase', domains: ['supabase.co', 'supabase.com'] },
  {
    words: ['HUGGINGFACE', 'HF'],
    service: 'Hugging Face',
    domains: ['huggingface.co', 'hf.co', 'huggingface.cloud'],
  },
  { words: ['REPLICATE'], service: 'Replicate', domains: ['replicate.com'] },
  { words: ['MISTRAL'], service: 'Mistral', domains: ['mistral.ai', ...AI_GATEWAYS] },
  { words: ['GROQ'], service: 'Groq', domains: ['groq.com', ...AI_GATEWAYS] },
  { words: ['DEEPSEEK'], service: 'DeepSeek', domains: ['deepseek.com', ...AI_GATEWAYS] },
  { words: ['OPENROUTER'], service: 'OpenRouter', domains: ['openrouter.ai'] },
  { words: ['PERPLEXITY', 'PPLX'], service: 'Perplexity', domains: ['perplexity.ai', ...AI_GATEWAYS] },
  { words: ['ELEVENLABS'], service: 'ElevenLabs', domains: ['elevenlabs.io'] },
  { words: ['TAVILY'], service: 'Tavily', domains: ['tavily.com'] },
  { words: ['FIRECRAWL'], service: 'Firecrawl', domains: ['firecrawl.dev'] },
  { words: ['SERPAPI'], service: 'SerpApi', domains: ['serpapi.com'] },
  { words: ['PINECONE'], service: 'Pinecone', domains: ['pinecone.io'] },
  { words: ['SHOPIFY'], service: 'Shopify', domains: ['shopify.com', 'myshopify.com'] },
  { words: ['DROPBOX'], service: 'Dropbox', domains: ['dropbox.com', 'dropboxapi.com'] },
  { words: ['FEISHU', 'LARK'], service: 'Feishu', domains: ['feishu.cn', 'larksuite.com', 'larkoffice.com'] },
  { words: ['DINGTALK'], service: 'DingTalk', domains: ['dingtalk.com'] },
  { words: ['SENTRY'], service: 'Sentry', domains: ['sentry.io', 'sentry.dev'], selfHosted: true },
  {
    words: ['JIRA', 'CONFLUENCE', 'ATLASSIAN'],
    service: 'Atlassian',
    domains: ['atlassian.net', 'atlassian.com'],
    selfHosted: true,
  },
];

/** The issuers a variable's name names (`FIGMA_CLIENT_SECRET` → Figma); empty for `API_KEY`. */
export function issuersOfName(name: string): Issuer[] {
  const words = serviceWords(name);
  return VENDORS.filter((v) => v.words.some((w) => words.includes(w)));
}

/**
 * The issuers whose own domains a host is on (`api.openai.com` → OpenAI): the service a credential is used
 * with when a request carries it there. Self-hosted products count only on their vendor's domains here.
 */
export function issuersOfHost(host: string | undefined): Issuer[] {
  return VENDORS.filter((v) => onDomains(host, v.domains));
}

/** The issuers a sentence names by word ("your GitHub token", "the Stripe key"). */
export function issuersNamedIn(text: string): Issuer[] {
  const words = new Set(text.toUpperCase().split(/[^A-Z0-9]+/));
  return VENDORS.filter((v) => v.words.some((w) => w.length >= 4 && words.has(w)));
}

/**
 * The domain a host is registered under (`api.figma.com` → `figma.com`, `x.acme.co.uk` → `acme.co.uk`);
 * undefined when the host is no host name at all (see `isHostName`).
 */
export function registrableDomain(host: string | undefined): string | undefined {
  const h = (host ?? '').toLowerCase().replace(/\.$/, '');
  if (!isHostName(h)) return undefined;
  return registrableLabels(h).join('.');
}

/** The host is one of the domains or a name under one (`uploads.github.com` under `github.com`). */
export function onDomains(host: string | undefined, domains: readonly string[]): boolean {
  const h = (host ?? '').toLowerCase().replace(/\.$/, '');
  return h !== '' && domains.some((d) => h === d || h.endsWith(`.${d}`));
}

/**
 * The host is the issuer's: under one of its domains, or, for a product users run themselves, a host whose
 * first label names it (`gitlab.corp.example`) — but never one that carries the vendor's own domain in front
 * of another (`gitlab.com.evil.io`).
 */
export function issuerHost(host: string | undefined, issuer: Issuer, words: readonly string[] = []): boolean {
  if (onDomains(host, issuer.domains)) return true;
  if (!issuer.selfHosted || !host) return false;
  const h = host.toLowerCase();
  if (issuer.domains.some((d) => h.includes(`${d}.`))) return false;
  const first = h.split('.')[0] ?? '';
  return words.some((w) => first === w.toLowerCase());
}

/** The vendor words of a name that name this issuer (for `issuerHost`'s self-hosted first label). */
export function issuerWords(name: string, issuer: Issuer): string[] {
  const v = VENDORS.find((x) => x.service === issuer.service);
  return serviceWords(name).filter((w) => v?.words.includes(w));
}

/**
 * A name a resolver could answer: labels of letters, digits and hyphens (or of one script's letters, for an
 * internationalised name), and a top-level label that is letters. A non-Latin top-level label is at most
 * five characters in the Chinese, Japanese and Korean scripts (`中国`, `公司`, `한국`) and eight in the others
 * (`рф`, `السعودية`): a pipeline that translated a URL leaves a phrase there (`https://api.相关技术文档`,
 * "related technical docs"), which no registry delegates.
 */
export function isHostName(host: string): boolean {
  if (host === '' || host.length > 253) return false;
  const labels = host.split('.');
  if (labels.some((l) => l === '' || l.length > 63 || !/^[\p{L}\p{M}\p{N}_-]+$/u.test(l))) return false;
  const tld = labels.at(-1)!;
  if (/^[a-z]{2,63}$/i.test(tld) || /^xn--[a-z0-9-]{1,59}$/i.test(tld)) return true;
  if (/[\p{N}_-]/u.test(tld) || /^[\x20-\x7e]+$/.test(tld)) return false;
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(tld);
  return [...tld].length <= (cjk ? 5 : 8);
}

/**
 * A host written in letters outside ASCII that no registry could delegate (`api.相关技术文档`): a URL a
 * translating pipeline rewrote, no destination. ASCII hosts are left to the host classes (templates,
 * documentation names).
 */
export function untranslatedHost(host: string | undefined): boolean {
  return host !== undefined && /[^\x00-\x7f]/.test(host) && !isHostName(host.toLowerCase());
}

/**
 * Generic top-level domains in common use (IANA's root zone has about 1,100; these are the ones hosts in skills,
 * docs and abuse reports use). With every two-letter country code, they tell a host a request can reach from
 * a path a rewrite pipeline left after `api.` (`https://api.repos/owner/repo`, `https://api.rate_limit`).
 */
const GENERIC_TLDS = new Set(
  (
    'com net org edu gov mil int info biz name pro mobi asia tel travel jobs museum aero coop cat xxx ' +
    'io ai app dev sh cloud site online tech xyz top club store shop blog live news world space ' +
    'website digital network systems solutions services agency studio design media email link click ' +
    'work works zone life today tools software codes run build page host hosting one fun icu vip win ' +
    'bid loan download zip mov lol wtf ninja rocks guru expert center company group team global city ' +
    'land art wiki lat ltd llc inc plus gg chat bot moe red blue pink black green money finance ' +
    'capital fund cash exchange market markets trade trading health care support help social ' +
    'community academy school university institute foundation charity eco earth energy solar security ' +
    'cyber computer technology engineering sex porn adult casino bet poker games game video tv film ' +
    'radio music audio photo photos pictures gallery camera fit fitness cool best new now mobile wang ' +
    'xin kim ren moda onl uno'
  ).split(' '),
);

/** The host's top-level label is a delegated one (a country code, or a generic domain of the list above). */
export function publicTld(host: string | undefined): boolean {
  const tld = (host ?? '').toLowerCase().replace(/\.$/, '').split('.').at(-1) ?? '';
  if (/^xn--[a-z0-9-]{1,59}$/.test(tld) || /^[a-z]{2}$/.test(tld)) return true;
  return GENERIC_TLDS.has(tld) || (/[^\x00-\x7f]/.test(tld) && isHostName(tld));
}
