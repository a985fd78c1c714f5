import chrome from 'chrome-cookies-secure';
import { writeFileSync } from 'node:fs';

const cookies = await chrome.getCookiesPromised('https://admin.shopdash.io', 'puppeteer');
writeFileSync('.session/cookies.json', JSON.stringify(cookies, null, 1));
