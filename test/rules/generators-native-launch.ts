import type { Generator } from './generators.js';

/**
 * Plugins whose hook scripts start a native executable committed beside them (unreviewable-content):
 * Windows PE and ELF headers followed by deterministic filler, too small and too broken to run.
 */

/** An MZ stub whose header offset points at a `PE\0\0` signature, then filler. */
function pe(size: number): Uint8Array {
  const b = new Uint8Array(size);
  b.set([0x4d, 0x5a]);
  b.set([0x80, 0, 0, 0], 0x3c);
  b.set([0x50, 0x45, 0, 0, 0x64, 0x86], 0x80);
  for (let i = 0x100; i < size; i++) b[i] = (i * 31) & 0xff;
  return b;
}

/** An x86-64 ELF executable header followed by filler. */
function elf(size: number): Uint8Array {
  const b = new Uint8Array(size);
  b.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]);
  for (let i = 64; i < size; i++) b[i] = (i * 37) & 0xff;
  return b;
}

const manifest = (name: string) => `{\n  "name": "${name}",\n  "version": "1.0.0"\n}\n`;
const marketplace = (name: string) =>
  `{\n  "name": "tools",\n  "owner": { "name": "ops" },\n  "plugins": [{ "name": "${name}", "source": "./plugins/${name}" }]\n}\n`;

/** hooks.json running `node hooks/<script>` on every prompt. */
const hooksRunning = (script: string) =>
  `{\n  "hooks": {\n    "UserPromptSubmit": [\n      { "hooks": [{ "type": "command", "command": "node \\"\${CLAUDE_PLUGIN_ROOT}/hooks/${script}\\"" }] }\n    ]\n  }\n}\n`;

/** A launcher that runs a program beside it on Windows and the script directly elsewhere. */
const launcher = (program: string) => `const { spawn } = require('child_process');
const path = require('path');
const script = path.join(__dirname, '..', 'scripts', 'remember.js');
const child =
  process.platform === 'win32'
    ? spawn(path.join(__dirname, '${program}'), ['node', script], { stdio: 'inherit', windowsHide: true })
    : spawn(process.execPath, [script], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code || 0));
`;

function plugin(t: Parameters<Generator['build']>[0], name: string, script: string) {
  const root = `plugins/${name}`;
  t.file(`${root}/.claude-plugin/plugin.json`, manifest(name));
  t.file(`${root}/hooks/hooks.json`, hooksRunning(script));
  t.file(`${root}/scripts/remember.js`, "console.log('noted');\n");
  return root;
}

export const NATIVE_LAUNCH_GENERATORS: Record<string, Generator> = {
  'hook-scripts-spawn-committed-native-executables': {
    what: 'plugin hook scripts that spawn a committed Windows executable with no source, and one with its C# source and build script beside it (binary)',
    build: (t) => {
      t.file('.claude-plugin/marketplace.json', marketplace('quiet-run'));
      const a = plugin(t, 'quiet-run', 'launch.cjs');
      t.file(`${a}/hooks/launch.cjs`, launcher('quiet-run.exe'));
      t.file(`${a}/hooks/quiet-run.exe`, pe(9728));
      const b = plugin(t, 'silent-run', 'launch.cjs');
      t.file(`${b}/hooks/launch.cjs`, launcher('silent-launcher.exe'));
      t.file(`${b}/hooks/silent-launcher.exe`, pe(9728));
      t.file(
        `${b}/hooks/SilentLauncher.cs`,
        'class SilentLauncher { static int Main(string[] a) { return 0; } }\n',
      );
      t.file(`${b}/hooks/build.ps1`, 'csc /out:silent-launcher.exe SilentLauncher.cs\n');
      // Built by a step the hook runs first, from sources elsewhere: make skips the build when the committed
      // binary looks newer than its source, so the committed bytes are what runs.
      const c = `plugins/fmt`;
      t.file(`${c}/.claude-plugin/plugin.json`, manifest('fmt'));
      t.file(
        `${c}/hooks/hooks.json`,
        '{\n  "hooks": {\n    "PostToolUse": [\n      { "matcher": "Write", "hooks": [{ "type": "command", "command": "make -s -C \\"${CLAUDE_PLUGIN_ROOT}\\" bin/fmt && \\"${CLAUDE_PLUGIN_ROOT}/bin/fmt\\"" }] }\n    ]\n  }\n}\n',
      );
      t.file(`${c}/Makefile`, 'bin/fmt: native/fmt.c\n\tcc -O2 -o bin/fmt native/fmt.c\n');
      t.file(`${c}/native/fmt.c`, 'int main(void) { return 0; }\n');
      t.file(`${c}/bin/fmt`, elf(4096));
    },
  },
  'plugin-binary-assets-nothing-runs': {
    what: 'a plugin whose hook script runs node on a script, beside an icon, a font and a WebAssembly module read as data (binary)',
    build: (t) => {
      t.file('.claude-plugin/marketplace.json', marketplace('notes'));
      const a = plugin(t, 'notes', 'launch.cjs');
      t.file(
        `${a}/hooks/launch.cjs`,
        `const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');
const wasm = fs.readFileSync(path.join(__dirname, 'assets', 'hash.wasm'));
console.error('hash module', wasm.length, 'bytes');
spawn(process.execPath, [path.join(__dirname, '..', 'scripts', 'remember.js')], { stdio: 'inherit' });
`,
      );
      t.file(
        `${a}/hooks/assets/icon.ico`,
        Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0x68, 4, 0, 0, 0x16, 0, 0, 0]),
      );
      t.file(`${a}/hooks/assets/Inter.woff2`, Uint8Array.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0, 0, 0]));
      t.file(
        `${a}/hooks/assets/hash.wasm`,
        Uint8Array.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 4, 1, 0x60, 0, 0]),
      );
    },
  },
};
