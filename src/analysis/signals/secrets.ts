/** Secret stores, most specific first. `grade` separates keys and tokens from project `.env` files. */
const SECRET_PATHS: Array<{ re: RegExp; label: string; grade: 'secret' | 'env' }> = [
  {
    re: /\.ssh\/(?:id_[A-Za-z0-9_-]+(?!\.pub)\b(?!\.pub)|[\w.-]+\.(?:pem|key)\b|\*(?!\.pub))/,
    label: 'SSH private keys',
    grade: 'secret',
  },
  { re: /(?:^|[\s"'=(])~?\/?\.ssh\/?(?=$|[\s"')])/, label: 'the SSH key folder', grade: 'secret' },
  { re: /\.aws\/credentials\b/, label: 'AWS credentials', grade: 'secret' },
  {
    re: /\.config\/gcloud\b|application_default_credentials\.json/,
    label: 'Google Cloud credentials',
    grade: 'secret',
  },
  { re: /\.azure\/(?:accessTokens|msal_token_cache)/, label: 'Azure tokens', grade: 'secret' },
  { re: /\.config\/gh\/hosts\.yml/, label: 'the GitHub CLI token file', grade: 'secret' },
  { re: /\.git-credentials\b/, label: 'stored git credentials', grade: 'secret' },
  { re: /(?:^|[\s"'=/~])\.netrc\b/, label: '.netrc credentials', grade: 'secret' },
  { re: /(?:^|[\s"'=/~])\.npmrc\b/, label: 'the npm token file', grade: 'secret' },
  { re: /(?:^|[\s"'=/~])\.pypirc\b/, label: 'the PyPI token file', grade: 'secret' },
  { re: /\.docker\/config\.json/, label: 'Docker registry credentials', grade: 'secret' },
  { re: /\.kube\/config\b/, label: 'the Kubernetes config', grade: 'secret' },
  { re: /\.gnupg\b/, label: 'the GnuPG keyring', grade: 'secret' },
  { re: /login\.keychain|Keychains\//, label: 'the macOS keychain', grade: 'secret' },
  {
    re: /(?:Chrome|Chromium|Brave|Edge|Firefox|Mozilla)[^\n]{0,80}?(?:Login Data|Cookies|cookies\.sqlite|logins\.json|key4\.db|Local State)/,
    label: 'browser passwords and cookies',
    grade: 'secret',
  },
  {
    re: /wallet\.dat|\.config\/solana\/id\.json|\.ethereum\/keystore|Exodus\/exodus\.wallet|Electrum\/wallets|nkbihfbeogaeaoehlefnkodbefgpgknn/,
    label: 'cryptocurrency wallets',
    grade: 'secret',
  },
  { re: /\.claude\/\.credentials\.json|\.codex\/auth\.json/, label: 'agent credentials', grade: 'secret' },
  { re: /\/etc\/shadow\b/, label: '/etc/shadow', grade: 'secret' },
  {
    re: /169\.254\.169\.254|metadata\.google\.internal/,
    label: 'the cloud instance metadata service',
    grade: 'secret',
  },
  {
    re: /(?:^|[\s"'=/@(<:])\.env(?:\.(?!example\b|sample\b|template\b|dist\b|defaults?\b|schema\b)[A-Za-z0-9_-]+)?(?![\w./-])/,
    label: 'a .env file',
    grade: 'env',
  },
];

export function secretPathIn(text: string): { label: string; grade: 'secret' | 'env' } | undefined {
  if (text.length > 8192) text = text.slice(0, 8192);
  for (const p of SECRET_PATHS) {
    const m = p.re.exec(text);
    if (!m) continue;
    // A project's own .npmrc/.pypirc/.netrc is configuration a review skill audits; the home one holds tokens.
    if (/\.(?:npmrc|pypirc|netrc)\b/.test(m[0])) {
      const home = /(?:~|\$HOME|\$\{HOME\}|\/home\/[^/\s]+|\/root|\/Users\/[^/\s]+|%USERPROFILE%)[\\/]$/.test(
        text.slice(0, m.index + m[0].indexOf('.')),
      );
      if (!home) return { label: `a project ${m[0].trim().replace(/^[\s"'=/~]+/, '')} file`, grade: 'env' };
    }
    return { label: p.label, grade: p.grade };
  }
  return undefined;
}

export const SECRET_VAR =
  /\$\{?[A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE_KEY|ACCESS_KEY|CREDENTIALS?)[A-Z0-9_]*\}?/;
