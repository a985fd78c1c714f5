import type { Value, WriteClass } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
import { sshConfigWrite } from './ssh-config.js';
import { runsCode } from './written-code.js';

/**
 * Configuration files of programs that the program reads by itself and that may name a command it runs:
 * the SSH client configuration (support/ssh-config.ts) and gpg-agent's `gpg-agent.conf`, whose
 * `pinentry-program` is started for every passphrase gpg asks for — the program that sees it — and whose
 * `scdaemon-program` runs for every smartcard operation. Options (`default-cache-ttl`) run nothing.
 */

const GPG_AGENT_CONF = /(?:^|\/)gpg-agent\.conf["']?$/;

/** `pinentry-program PATH` / `scdaemon-program PATH` lines of gpg-agent's configuration. */
const PROGRAM_LINE = /(?:^|\n)[ \t]{0,16}(pinentry-program|scdaemon-program)[ \t]+(\S{1,300})/;

/** A program installed system-wide by a package manager (Homebrew, apt, MacPorts, Nix profiles). */
const SYSTEM_PROGRAM =
  /^["']?(?:\/usr\/(?:local\/)?bin\/|\/usr\/libexec\/|\/opt\/homebrew\/bin\/|\/opt\/local\/bin\/|\/run\/current-system\/sw\/bin\/|\/nix\/var\/nix\/profiles\/|\/Applications\/|C:\\\\Program Files)/i;

function gpgAgentWrite(v: Value | undefined): { base: Severity; why: string } {
  const m = v ? PROGRAM_LINE.exec(v.text) : null;
  if (!m) return { base: 'low', why: ' (agent options only: no program named)' };
  const [, key, program] = m;
  if (SYSTEM_PROGRAM.test(program!))
    return { base: 'low', why: ` (its \`${key}\` is an installed system program)` };
  return {
    base: 'high',
    why: ` and its \`${key}\` names ${program!.slice(0, 120)}, a program outside the system's, which gpg-agent starts for every passphrase or card operation and hands what the user types`,
  };
}

/**
 * A YAML, TOML or INI file under `.claude/hooks/` is data the hook scripts beside it read (their switches,
 * excluded paths, thresholds): Claude Code runs only the hook commands its settings and a plugin's
 * `hooks.json` name, and loads no such file. A toggle there is the user's configuration of their own
 * scripts (low); content that downloads or runs code stays high, since a script that reads it may run it.
 */
const HOOK_DATA =
  /(?:^|\/)\.claude\/hooks\/(?:[^/\s]{1,200}\/){0,6}[^/\s]{1,200}\.(?:ya?ml|toml|ini|cfg|conf)["'`]?$/i;

function hookDataWrite(v: Value | undefined): { base: Severity; why: string } {
  if (runsCode(v))
    return {
      base: 'high',
      why: ' (a data file the hook scripts beside it read) and what it writes downloads or runs code, which a script reading it may run',
    };
  return {
    base: 'low',
    why: ' (a data file the hook scripts beside it read: the runtime loads only the hooks its settings name)',
  };
}

/** The base severity of a write to a program's own configuration, when it is one of these; else undefined. */
export function programConfigWrite(
  cls: WriteClass,
  target: string,
  v: Value | undefined,
): { base: Severity; why: string } | undefined {
  if (cls === 'ssh-config') return sshConfigWrite(v);
  if (cls === 'tool-startup' && GPG_AGENT_CONF.test(target.trim())) return gpgAgentWrite(v);
  if (cls === 'agent-hooks' && HOOK_DATA.test(target.trim())) return hookDataWrite(v);
  return undefined;
}
