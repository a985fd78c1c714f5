import { execSync } from 'node:child_process';
/* Output goes to dist; make sure it exists. Then
   make the index. */
execSync('make site', { stdio: 'inherit' });
