import type { WriteClass } from '../../analysis/facts.js';

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
