import puppeteer from 'puppeteer';
import { readFileSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
const browser = await puppeteer.launch({ headless: 'new' });
const page = await browser.newPage();
await page.setContent(`<div class="mxgraph" data-mxgraph='${JSON.stringify({ xml: readFileSync(input, 'utf8') })}'></div>`);
await page.addScriptTag({ url: 'https://viewer.diagrams.net/js/viewer-static.min.js' });
await page.screenshot({ path: output });
await browser.close();
