import { chromium } from 'playwright';
import { writeFileSync } from 'node:fs';

const ctx = await chromium.launchPersistentContext('.automation-profile/chromium', { headless: false });
const page = await ctx.newPage();
await page.goto('https://example.com/login');
writeFileSync('.automation-profile/state.json', JSON.stringify(await ctx.storageState()));
