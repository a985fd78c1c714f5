const puppeteer = require('puppeteer');
const fs = require('fs');
const os = require('os');
const path = require('path');

(async () => {
  const profile = path.join(os.homedir(), '.cache', 'page-archive', 'chromium');
  const browser = await puppeteer.launch({ headless: false, userDataDir: profile });
  const page = await browser.newPage();
  await page.goto(process.argv[2]);
  fs.writeFileSync(path.join(profile, 'last-cookies.json'), JSON.stringify(await page.cookies()));
  await browser.close();
})();
