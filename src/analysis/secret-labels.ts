import type { SecretClass } from './facts.js';

/** Human wording for messages: what each secret class is, as a finding names it (re-exported by paths.ts). */
export const SECRET_LABEL: Record<SecretClass, string> = {
  'ssh-key': 'SSH private keys',
  'cloud-credentials': 'cloud credentials',
  'registry-token': 'package registry tokens',
  'git-credentials': 'stored git credentials',
  'cli-token': 'a CLI token file',
  'kube-config': 'the Kubernetes config',
  'docker-config': 'Docker registry credentials',
  'gpg-keyring': 'the GnuPG keyring',
  wallet: 'cryptocurrency wallets',
  keychain: 'the macOS keychain',
  'browser-data': 'browser passwords and cookies',
  dotenv: 'a .env file',
  'agent-credentials': 'agent credentials',
  'agent-transcript': 'agent transcripts',
  'shell-history': 'shell history',
  'system-secret': 'system password files',
  'cloud-metadata': 'the cloud instance metadata service',
  'env-secret': 'a secret environment variable',
  'cli-login-token': "the user's CLI login token",
  'env-all': 'the whole environment',
  'database-credentials': "database rows with the application's credentials (password hashes, tokens)",
  clipboard: 'the clipboard (what the user last copied: passwords and tokens pass through it)',
  'screen-capture': "images of the user's screen",
  'ssh-agent': 'the ssh-agent (it signs with every SSH key it holds)',
};
