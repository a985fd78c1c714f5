// Same defaults as setup.sh, for Windows machines with Node but no bash.
import { execFileSync } from 'node:child_process';

if (process.platform === 'win32') {
  execFileSync('git', ['config', '--global', 'credential.helper', 'wincred']);
}
