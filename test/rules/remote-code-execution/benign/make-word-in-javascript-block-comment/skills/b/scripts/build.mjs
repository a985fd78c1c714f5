import { mkdirSync, writeFileSync } from 'node:fs';
/* Output goes to dist; make sure it exists. Then
   make the index. */
mkdirSync('dist', { recursive: true });
writeFileSync('dist/index.html', '<h1>site</h1>');
