import { createHash } from 'node:crypto';
import type { Confidence, Severity } from '../findings.js';
import { reportReached } from './support/reach.js';
import { matchAll, placementOf, regionOf, textTargets } from './support/text-context.js';
import { defineRule } from './types.js';

/**
 * Live-looking credentials in skill files: provider-format keys, private key blocks, JWTs and
 * `password = "…"` assignments, each checked for entropy and placeholder shapes. Messages show only a
 * masked prefix: the finding must not republish the secret in logs, annotations or SARIF.
 */

interface Detector {
  id: string;
  label: string;
  re: RegExp;
  /** Capture group holding the secret (0 = whole match). */
  group: number;
  severity: Severity;
  /** Minimum Shannon entropy (bits per character) of the secret. */
  minEntropy: number;
}

const DETECTORS: Detector[] = [
  {
    id: 'aws-key',
    label: 'AWS access key id',
    re: /(?<![A-Za-z0-9_-])((?:AKIA|ASIA)[0-9A-Z]{16})\b/g,
    group: 1,
    severity: 'high',
    minEntropy: 3,
  },
  {
    id: 'github-token',
    label: 'GitHub token',
    re: /(?<![A-Za-z0-9_-])(gh[pousr]_[A-Za-z0-9]{36,251})\b/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'github-pat',
    label: 'GitHub fine-grained token',
    re: /(?<![A-Za-z0-9_-])(github_pat_[A-Za-z0-9_]{60,120})\b/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'anthropic-key',
    label: 'Anthropic API key',
    re: /(?<![A-Za-z0-9_-])(sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{60,200})/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'openai-key',
    label: 'OpenAI API key',
    re: /(?<![A-Za-z0-9_-])(sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,200})/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.8,
  },
  {
    id: 'slack-token',
    label: 'Slack token',
    re: /(?<![A-Za-z0-9_-])(xox[abposr]-[0-9A-Za-z-]{20,200})/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.2,
  },
  {
    id: 'slack-webhook',
    label: 'Slack webhook URL',
    re: /(https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,14}\/B[A-Z0-9]{6,14}\/[A-Za-z0-9]{20,40})/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'stripe-key',
    label: 'Stripe live key',
    re: /(?<![A-Za-z0-9_-])((?:sk|rk)_live_[0-9A-Za-z]{20,120})\b/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'google-api-key',
    label: 'Google API key',
    re: /(?<![A-Za-z0-9_-])(AIza[0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'huggingface-token',
    label: 'Hugging Face token',
    re: /(?<![A-Za-z0-9_-])(hf_[A-Za-z0-9]{34,40})\b/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'npm-token',
    label: 'npm token',
    re: /(?<![A-Za-z0-9_-])(npm_[A-Za-z0-9]{36})\b/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'pypi-token',
    label: 'PyPI token',
    re: /(?<![A-Za-z0-9_-])(pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,300})/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'sendgrid-key',
    label: 'SendGrid key',
    re: /(?<![A-Za-z0-9_-])(SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})\b/g,
    group: 1,
    severity: 'high',
    minEntropy: 3.5,
  },
  {
    id: 'jwt',
    label: 'JSON Web Token',
    re: /(?<![A-Za-z0-9_-])(eyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{16,1000})/g,
    group: 1,
    severity: 'medium',
    minEntropy: 4,
  },
  {
    id: 'connection-string',
    label: 'database URL with a password',
    re: /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|redis|rediss|amqps?|mssql):\/\/[^\s:@/'"`]{1,100}:([^\s:@/'"`]{6,200})@[^\s/'"`]{1,200}/gi,
    group: 1,
    severity: 'medium',
    minEntropy: 2.5,
  },
  {
    id: 'password-assignment',
    label: 'hard-coded credential',
    re: /\b(?:api[_-]?key|apikey|secret[_-]?key|client[_-]?secret|access[_-]?token|auth[_-]?token|password|passwd|pwd)["']?[ \t]{0,5}[:=][ \t]{0,5}["']([^"'\s]{12,200})["']/gi,
    group: 1,
    severity: 'medium',
    minEntropy: 3.5,
  },
];

const PRIVATE_KEY = /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----/g;

/** Obvious placeholders and documentation samples. */
const PLACEHOLDER =
  /x{4,}|X{4,}|\.{3}|…|<[^<>\n]{0,80}>|\{\{|\$\{|\*{3,}|your|example|sample|dummy|fake|test|placeholder|changeme|redacted|replace|insert|here|mock|demo|0{6,}|1234|abcd|ABCD|EXAMPLE|TODO|secret_?key_?goes/i;

/** Default or documentation passwords in connection URLs (`postgres://postgres:postgres@localhost`). */
const COMMON_PASSWORDS =
  /^(?:pass(?:word)?\d*|passwd|pwd|secret|postgres|root|admin|user(?:name)?|mysql|redis|guest|rabbitmq|mongo|changeme|letmein|\$.*|\{.*|%.*)$/i;

/** `postgres://booking:booking@localhost/…`: a password equal to the user name is a local default. */
function passwordIsUser(url: string, secret: string): boolean {
  return /:\/\/([^\s:@/'"`]{1,100}):/.exec(url)?.[1] === secret;
}

export function shannon(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

function mask(secret: string): string {
  return `${secret.slice(0, Math.min(6, Math.floor(secret.length / 4)))}… (${secret.length} characters)`;
}

function isPlaceholder(secret: string): boolean {
  if (PLACEHOLDER.test(secret)) return true;
  // Long runs of one character ("sk-aaaaaaaa…") are hand-made, not issued.
  if (/(.)\1{5,}/.test(secret)) return true;
  return alphabetRun(secret) >= 6;
}

/**
 * The longest run of letters in alphabet order once digits are set aside and case is folded:
 * `AIzaSyA1B2C3D4E5F6…` hides `ABCDEF…`, `aB1cD2eF3…` hides `abcdef…`: hand-typed samples. An issued key has such a run of six about once in ten million.
 */
function alphabetRun(secret: string): number {
  // Case folded: `ghp_aB1cD2eF3gH4…` alternates case along the alphabet.
  const letters = secret.replace(/[^A-Za-z]/g, '').toLowerCase();
  let best = 1;
  let run = 1;
  for (let i = 1; i < letters.length && i < 512; i++) {
    run = letters.charCodeAt(i) === letters.charCodeAt(i - 1) + 1 ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

/** A JWT whose payload is the jwt.io sample or has no claims worth protecting. */
function isSampleJwt(token: string): boolean {
  const payload = token.split('.')[1] ?? '';
  try {
    const json = Buffer.from(payload, 'base64url').toString('utf8');
    return /John Doe|1234567890|"sub":\s*"(?:user|test|example)/i.test(json);
  } catch {
    return false;
  }
}

/** The value looks like code, not a literal secret (`password = "${process.env.X}"`, `os.environ[...]`). */
function looksLikeCode(s: string): boolean {
  return /^[a-z_][\w.]*\(|process\.env|os\.environ|getenv|^[A-Z_]{6,}$|^\$/.test(s) || !/[0-9]/.test(s);
}

export default defineRule('hardcoded-secret', async (ctx) => {
  for (const t of await textTargets(ctx)) {
    const text = t.file.text;
    for (const d of DETECTORS) {
      for (const m of matchAll(d.re, text, 100)) {
        const secret = m[d.group] ?? m[0];
        if (isPlaceholder(secret) || shannon(secret) < d.minEntropy) continue;
        if (d.id === 'jwt' && isSampleJwt(secret)) continue;
        if (d.id === 'password-assignment' && looksLikeCode(secret)) continue;
        if (d.id === 'connection-string' && (COMMON_PASSWORDS.test(secret) || passwordIsUser(m[0], secret)))
          continue;
        const start = m.index + m[0].indexOf(secret);
        let severity: Severity = d.severity;
        let confidence: Confidence = d.id === 'password-assignment' ? 'low' : 'high';
        if (placementOf(t, start).code && d.id === 'password-assignment') severity = 'low';
        if (d.id === 'jwt') confidence = 'medium';
        await reportReached(ctx, {
          path: t.path,
          region: regionOf(t, start, start + secret.length),
          severity,
          confidence,
          // A key committed in a backup nothing loads is published all the same.
          published: true,
          message: `${d.label} ${mask(secret)} is committed in the skill: anyone who installs or reads the skill can use it — revoke it and load it from the environment`,
          fingerprintKey: `${d.id}|${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`,
        });
      }
    }
    for (const m of matchAll(PRIVATE_KEY, text, 20)) {
      // A real key block has base64 lines after the header; "-----BEGIN PRIVATE KEY-----\n..." samples do not.
      const body = text.slice(m.index + m[0].length, m.index + m[0].length + 400);
      const b64 = /\n((?:[A-Za-z0-9+/=]{40,80}\r?\n){2})/.exec(body);
      if (!b64 || isPlaceholder(b64[1]!) || shannon(b64[1]!.replace(/\s/g, '')) < 4.5) continue;
      await reportReached(ctx, {
        path: t.path,
        region: regionOf(t, m.index, m.index + m[0].length),
        severity: 'high',
        published: true,
        message: `${m[1]!.toLowerCase()} block is committed in the skill: whoever installs the skill holds the key — revoke it and remove it from history`,
        fingerprintKey: `private-key|${createHash('sha256').update(b64[1]!).digest('hex').slice(0, 16)}`,
      });
    }
  }
});
