import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/model/files.js';
import { importedPowerShell, loadedPath, mayBePowerShell } from '../../src/model/imported-ps-modules.js';
import { MemorySource } from '../../src/source/memory.js';
import { indexTree } from '../../src/source/walk.js';

async function modulesOf(files: Record<string, string>, script: string) {
  const src = new MemorySource(files);
  const store = new FileStore(src, await indexTree(src), 1 << 20);
  return importedPowerShell(script, files[script]!, store);
}

describe('PowerShell modules and scripts a script loads from its tree', () => {
  it('joins the pieces of a load line into the path it names', () => {
    expect(loadedPath("(Join-Path $PSScriptRoot 'Catalog.psm1') -Force")).toBe('Catalog.psm1');
    expect(loadedPath("-Name (Join-Path -Path $PSScriptRoot -ChildPath 'lib\\Net.psm1')")).toBe(
      'lib/Net.psm1',
    );
    expect(loadedPath("(Join-Path $PSScriptRoot 'lib' 'Net.psm1')")).toBe('lib/Net.psm1');
    expect(loadedPath('"$PSScriptRoot\\lib\\Net.psm1" -DisableNameChecking')).toBe('lib/Net.psm1');
    expect(loadedPath('.\\helpers.ps1')).toBe('helpers.ps1');
    expect(loadedPath('"$env:TEMP\\x.psm1"')).toBeUndefined();
    expect(loadedPath('C:\\Tools\\x.psm1')).toBeUndefined();
  });

  it('passes modules imported by path, dot-sourced scripts, a manifest root module and a module folder', async () => {
    const files = {
      'sk/scripts/Catalog.psm1': 'function Get-Catalog { Invoke-RestMethod https://x.example.net/c.json }\n',
      'sk/scripts/lib/helpers.ps1': 'function Write-Banner { Write-Host hi }\n',
      'sk/scripts/Store/Store.psd1': "@{ RootModule = 'Store.psm1'; ModuleVersion = '1.0' }\n",
      'sk/scripts/Store/Store.psm1': 'function Get-Store { 1 }\n',
      'sk/scripts/run.ps1':
        "Import-Module (Join-Path $PSScriptRoot 'Catalog.psm1') -Force\n" +
        '. "$PSScriptRoot\\lib\\helpers.ps1"\n' +
        'Import-Module "$PSScriptRoot/Store"\n' +
        'Import-Module Az.Accounts\n',
    };
    expect(await modulesOf(files, 'sk/scripts/run.ps1')).toEqual([
      files['sk/scripts/Catalog.psm1'],
      files['sk/scripts/lib/helpers.ps1'],
      files['sk/scripts/Store/Store.psm1'],
    ]);
  });

  it('follows a module that imports another one, once each, and passes none when nothing loads', async () => {
    const files = {
      'm/Outer.psm1':
        "Import-Module (Join-Path $PSScriptRoot 'Inner.psm1')\nfunction Get-Outer { Get-Inner }\n",
      'm/Inner.psm1': "Import-Module (Join-Path $PSScriptRoot 'Outer.psm1')\nfunction Get-Inner { 2 }\n",
      'm/run.ps1': "Import-Module (Join-Path $PSScriptRoot 'Outer.psm1')\n",
      'm/plain.ps1': 'Write-Host hello\n& .\\other.ps1\n',
    };
    expect(await modulesOf(files, 'm/run.ps1')).toEqual([files['m/Outer.psm1'], files['m/Inner.psm1']]);
    expect(await modulesOf(files, 'm/plain.ps1')).toBeUndefined();
    expect(mayBePowerShell('a/x.psm1')).toBe(true);
    expect(mayBePowerShell('a/x.py')).toBe(false);
  });
});
