import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * A checksum vouches for a download only when its failure stops the run (src/analysis/code/shell/status-guards.ts)
 * and its digest does not come from the host that serves the file (handlers/checksums.ts).
 */

const HASH = 'a'.repeat(64);
const fetch = 'tmp=$(mktemp -d)\ncurl -fsSL -o "$tmp/tool.zip" https://dl.tool-builds.net/v1/tool.zip\n';
const check = `echo "${HASH}  $tmp/tool.zip" | sha256sum -c -`;
const run = '\nunzip -q "$tmp/tool.zip" -d .tools\n.tools/bin/tool --version\n';
const pinnedRuns = async (text: string) =>
  ofKind(await factsOf('shell', text), 'execute')
    .filter((e) => e.code.taints.includes('download'))
    .map((e) => e.pinned === true);

describe('a checksum whose failure stops the run', () => {
  it('counts under set -e, after || exit, in if ! … exit, and for what && runs', async () => {
    expect(await pinnedRuns(`set -e\n${fetch}${check}${run}`)).toEqual([true]);
    expect(await pinnedRuns(`${fetch}${check} || exit 1${run}`)).toEqual([true]);
    expect(await pinnedRuns(`${fetch}${check} || { echo bad >&2; exit 1; }${run}`)).toEqual([true]);
    expect(
      await pinnedRuns(`die() { echo "$*" >&2; exit 1; }\n${fetch}${check} || die mismatch${run}`),
    ).toEqual([true]);
    expect(await pinnedRuns(`${fetch}if ! ${check}; then\n  echo bad >&2\n  exit 1\nfi${run}`)).toEqual([
      true,
    ]);
    expect(
      await pinnedRuns(
        `${fetch}${check} && unzip -q "$tmp/tool.zip" -d .tools && .tools/bin/tool --version\n`,
      ),
    ).toEqual([true]);
    expect(await pinnedRuns(`#!/bin/bash -e\n${fetch}${check}${run}`)).toEqual([true]);
  });

  it('does not count when the failure is only reported, or nothing stops the script', async () => {
    expect(await pinnedRuns(`${fetch}${check}${run}`)).toEqual([false]);
    expect(await pinnedRuns(`set -e\n${fetch}${check} || echo "checksum mismatch"${run}`)).toEqual([false]);
    expect(await pinnedRuns(`set -e\n${fetch}if ! ${check}; then\n  echo bad >&2\nfi${run}`)).toEqual([
      false,
    ]);
    expect(await pinnedRuns(`set -e\n${fetch}${check} && echo OK${run}`)).toEqual([false]);
    expect(await pinnedRuns(`set -e\nset +e\n${fetch}${check}${run}`)).toEqual([false]);
  });
});

describe('a check list from the host that serves the file', () => {
  it('pins nothing, also when read by its bare name after cd into the folder it was saved in', async () => {
    const same =
      'set -e\ntmp=$(mktemp -d)\ncurl -fsSL -o "$tmp/tool.tgz" https://dl.tool-builds.net/v1/tool.tgz\n' +
      'curl -fsSL -o "$tmp/SHA256SUMS" https://dl.tool-builds.net/v1/SHA256SUMS\n' +
      '( cd "$tmp" && grep " tool.tgz$" SHA256SUMS | sha256sum -c - )\n' +
      'tar -xzf "$tmp/tool.tgz" -C "$tmp"\n"$tmp/tool" --version\n';
    expect(await pinnedRuns(same)).toEqual([false]);
  });

  it("a list from the project's own release pins an archive from the project's site", async () => {
    const cdn =
      'set -e\ntmp=$(mktemp -d)\ncurl -fsSL -o "$tmp/tool.tgz" https://dl.toolkit-x.run/v1/tool.tgz\n' +
      'curl -fsSL -o "$tmp/checksums.txt" https://github.com/acme/toolkit-x/releases/download/v1/checksums.txt\n' +
      '( cd "$tmp" && grep " tool.tgz$" checksums.txt | sha256sum -c - )\n' +
      'tar -xzf "$tmp/tool.tgz" -C "$tmp"\n"$tmp/tool" --version\n';
    expect(await pinnedRuns(cdn)).toEqual([true]);
    // A release of an account that is not the site's name vouches for nothing.
    expect(await pinnedRuns(cdn.replace('acme/toolkit-x', 'someone/mirror'))).toEqual([false]);
  });
});
