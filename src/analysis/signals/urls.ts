import { args, type ShellCommand } from '../shell-view.js';

/** URLs and hosts in commands, and how much a host says about who controls it. */

export const isUrl = (t: string) => /^(?:https?|ftp):\/\//i.test(t);

export function hostOf(url: string): string {
  const m = /^(?:[a-z]+:\/\/)?(?:[^@/\s]*@)?(\[[^\]]*\]|[^/:?#\s]+)/i.exec(url);
  return (m?.[1] ?? '').toLowerCase();
}

export function isLocalHost(host: string): boolean {
  return /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|::1|host\.docker\.internal)$|\.localhost$/.test(
    host,
  );
}

export const isRawIp = (host: string) => /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
/** Documentation hosts: RFC 2606 names, templates, and the attacker.com / evil.com of security write-ups. */
export const isPlaceholderHost = (host: string) =>
  /(?:^|\.)example\.(?:com|org|net)$|\.(?:example|test|invalid)$|^your[-_]|[<>{}$[\]]|(?:^|[.-])(?:attacker|evil|malicious|hacker|exfil)[\w-]*\.[a-z]{2,}$/.test(
    host,
  );

export const WEBHOOK_HOST =
  /(?:^|\.)(?:discord(?:app)?\.com|webhook\.site|requestbin\.(?:com|net)|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|api\.telegram\.org|hooks\.slack\.com|pastebin\.com|transfer\.sh|0x0\.st|interact\.sh|oast\.(?:fun|me|live|site|online|pro)|burpcollaborator\.net)$/;

/** Installer hosts whose `curl … | sh` is the vendor's documented install path (down-ranked, still shown). */
export const DEFAULT_TRUSTED_INSTALLERS = [
  'sh.rustup.rs',
  'static.rust-lang.org',
  'astral.sh',
  'bun.sh',
  'deno.land',
  'get.pnpm.io',
  'install.python-poetry.org',
  'raw.githubusercontent.com/homebrew/',
  'get.docker.com',
  'cli.github.com',
  'claude.ai/install',
  'get.volta.sh',
  'fly.io/install',
  'sdk.cloud.google.com',
  'aka.ms/install-azd',
  'github.com/nvm-sh/',
  'raw.githubusercontent.com/nvm-sh/',
  'aspire.dev/install',
  'aka.ms/installazurecli',
  'run.linkerd.io/install',
  'fluxcd.io/install.sh',
];

export function urlIn(cmd: ShellCommand): string | undefined {
  const words = args(cmd);
  const url = words.find(isUrl);
  if (url) return url;
  // curl example.com/x.sh — a bare host with a path.
  return words.find((w) => !w.startsWith('-') && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S*/i.test(w));
}

export function trustedInstaller(url: string, trusted: readonly string[]): boolean {
  const u = url.toLowerCase().replace(/^[a-z]+:\/\//, '');
  return trusted.some((t) => u.startsWith(t.toLowerCase()));
}
