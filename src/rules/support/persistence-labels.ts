import type { Value, WriteClass } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';

/** What each place a persistence write lands in is, for the rule's messages (rules/persistence.md). */

const LABELS: Partial<Record<WriteClass, string>> = {
  'office-macros': "the user's office macro library, run by any later document or macro call",
  'shell-rc': 'a shell start-up file',
  'editor-startup': 'an editor start-up file, run whenever the user opens the editor',
  'tool-startup':
    "a program's start-up file, read whenever that program starts (a debugger, a REPL, a terminal, an EDA tool, tmux, gpg-agent)",
  'python-startup': 'a Python start-up file, read by every interpreter that starts',
  'build-startup':
    "a build tool's init script or start-up option, run before every build or script on the machine (Gradle's init.d, sbt's global plugins, npm's node-options)",
  'site-packages': 'a Python package folder, importable by every interpreter that uses it',
  autostart: 'an autostart location',
  'git-hooks': 'git hooks',
  'git-config': 'global git configuration',
  'ssh-authorized-keys': 'SSH authorized_keys',
  'ssh-config': 'the SSH client configuration, read before every ssh connection',
  sudoers: 'sudoers',
  'path-shadow': 'a command on PATH that shadows the real one',
  'agent-settings': 'agent settings',
  'agent-hooks': 'agent hooks',
  'agent-memory': "the agent's instructions and memory",
  'agent-skill': 'agent skills, commands or subagents',
  'agent-program': "the agent's own program, which runs in its place from the next session on",
};

export function labelOf(cls: WriteClass): string {
  return LABELS[cls] ?? cls;
}

/**
 * A hook's write into the project's own instruction files (CLAUDE.md, `.claude/rules/`): medium, as
 * persistence grades them (it reads what the written text asks and keeps a risky ask high). The home
 * folder's, read by every project, are not this: undefined, and the caller keeps them high.
 */
export function projectMemoryWrite(b: {
  cls: string;
  target: { text: string };
}): { severity: 'medium'; what: string } | undefined {
  if (b.cls !== 'agent-memory' || HOME_TARGET.test(b.target.text.trim())) return undefined;
  return {
    severity: 'medium',
    what: `writes ${inert(b.target.text, 60)}, the project's instructions every later session reads`,
  };
}

/** A write target in the user's home folder: its agent files are read by every project, not one. */
export const HOME_TARGET = /^(?:~|\$\{?HOME\}?|\/home\/|\/Users\/|\/root\/|%USERPROFILE%|\$env:USERPROFILE)/i;

/**
 * A download written as the agent's instructions (`curl -o ~/.claude/CLAUDE.md <gist>`): what every later
 * session follows is whatever the address serves when this runs again, not text anyone reviewed.
 */
export function remoteInstructions(cls: WriteClass, content: Value | undefined): string | undefined {
  if (cls !== 'agent-memory' || !content?.taints.includes('download')) return undefined;
  return ' and what it writes is a remote file fetched again each time this runs: every later session follows whatever that address serves';
}
