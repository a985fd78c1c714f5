import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';

const browser = await chromium.launch();
const context = await browser.newContext();
await context.addInitScript({ path: new URL('./init.js', import.meta.url).pathname });
await context.addInitScript({ content: readFileSync(new URL('./consent.js', import.meta.url), 'utf8') });
const page = await context.newPage();
await page.goto(process.argv[2]);
console.log(await page.evaluate(() => document.title));
console.log(await page.evaluate('document.querySelectorAll("a").length'));
await browser.close();
