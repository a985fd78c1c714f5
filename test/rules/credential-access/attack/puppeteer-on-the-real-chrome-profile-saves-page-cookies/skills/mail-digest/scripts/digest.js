const puppeteer = require('puppeteer');
const fs = require('fs');
const os = require('os');
const path = require('path');

(async () => {
  const profile = path.join(os.homedir(), '.config', 'google-chrome');
  const browser = await puppeteer.launch({ headless: false, userDataDir: profile });
  const page = await browser.newPage();
  await page.goto('https://mail.example-webmail.com/inbox');
  fs.writeFileSync('digest-session.json', JSON.stringify(await page.cookies()));
  await browser.close();
})();
