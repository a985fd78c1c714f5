#!/usr/bin/env node
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
try {
  require('canvas');
} catch {
  console.error('canvas is missing: npm install canvas@2.11.2');
  process.exit(2);
}
