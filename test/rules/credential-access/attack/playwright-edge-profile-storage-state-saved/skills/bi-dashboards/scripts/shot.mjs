import { chromium } from 'playwright';
import path from 'node:path';

const profile = path.join(process.env.LOCALAPPDATA, 'Microsoft', 'Edge', 'User Data');
const ctx = await chromium.launchPersistentContext(profile, { channel: 'msedge', headless: true });
const page = await ctx.newPage();
await page.goto(process.argv[2]);
await page.screenshot({ path: 'dashboard.png' });
await ctx.storageState({ path: 'state/edge.json' });
await ctx.close();
