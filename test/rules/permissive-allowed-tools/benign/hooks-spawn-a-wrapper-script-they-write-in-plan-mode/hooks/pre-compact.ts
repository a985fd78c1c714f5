import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runner = join(tmpdir(), `recall-compact-${process.pid}.sh`);
writeFileSync(
  runner,
  `#!/usr/bin/env bash
set -euo pipefail
claude -p --permission-mode plan --tools "Read,Bash" "Capture what matters before the context is compacted."
`,
  { mode: 0o755 },
);
spawn('bash', [runner], { detached: true, stdio: 'ignore' }).unref();
