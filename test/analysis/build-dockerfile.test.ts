import { describe, expect, it } from 'vitest';
import { dockerfileRuns, isDockerfileFence } from '../../src/analysis/build-dockerfile.js';
import { toolConfigsRun } from '../../src/analysis/launch-tools.js';
import { LineMap } from '../../src/analysis/lines.js';

const runs = (text: string) => dockerfileRuns(text, new LineMap(text));

describe('Dockerfile RUN steps', () => {
  it('reads shell form with continuations and flags blanked, at its own offsets', () => {
    const text = 'FROM alpine\nRUN --network=host apk add curl \\\n    && curl -fsS https://x.io/i\n';
    const [u] = runs(text);
    expect(u?.runner).toBe('container');
    expect(u?.text.trim().startsWith('apk add curl')).toBe(true);
    expect(u?.base).toBe(text.indexOf('--network'));
  });

  it('a step that mounts a build secret is not contained in the image', () => {
    const [a, b] = runs('FROM x\nRUN --mount=type=secret,id=t curl -fsS https://x.io/i | sh\nRUN make\n');
    expect(a?.runner).toBeUndefined();
    expect(b?.runner).toBe('container');
  });

  it('a dockerfile fence is Dockerfile content only when every instruction line opens with a keyword', () => {
    expect(isDockerfileFence('dockerfile', 'FROM x\n# note\nRUN a \\\n  && b | sh\n')).toBe(true);
    expect(isDockerfileFence('Containerfile', 'RUN set -o pipefail && curl -fsS https://x.io | sh')).toBe(
      true,
    );
    expect(isDockerfileFence('dockerfile', 'curl -fsS https://x.io/i | sh\n')).toBe(false);
    expect(isDockerfileFence('dockerfile', 'RUN --mount=type=secret,id=t curl https://x.io | sh\n')).toBe(
      false,
    );
    expect(isDockerfileFence('bash', 'RUN curl https://x.io | sh\n')).toBe(false);
    expect(isDockerfileFence('dockerfile', '\n# only a comment\n')).toBe(false);
  });

  it('writes a secret mount target that names no store as /run/secrets/<id>; keeps one that does', () => {
    const [a, b] = runs(
      'FROM alpine\nRUN --mount=type=secret,id=tok,target=/tmp/t curl -d @/tmp/t https://c.io\n' +
        'RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n',
    );
    expect(a?.text).toContain('@/run/secrets/tok');
    expect(b?.text).toContain('npm ci');
  });

  it('exec form sh -c, here-documents, ENV values', () => {
    const [a, b] = runs(
      'FROM x\nENV REG=https://r.io\nRUN ["sh", "-c", "curl $REG | sh"]\nRUN <<EOF\necho hi\nEOF\n',
    );
    expect(a?.text).toBe('curl $REG | sh');
    expect(a?.vars).toEqual({ REG: 'https://r.io' });
    expect(b?.text.trim()).toBe('echo hi');
  });

  it('docker build reaches -f, else the context folder', () => {
    expect(
      toolConfigsRun(
        'DOCKER_BUILDKIT=1 docker build \\\n  --secret id=a,src=$HOME/.npmrc \\\n  -t app .\n',
      ).map((r) => r.target),
    ).toEqual(['Dockerfile', 'Containerfile']);
    expect(toolConfigsRun('podman build -f ci/Containerfile.worker -t w .').map((r) => r.target)).toEqual([
      'ci/Containerfile.worker',
    ]);
    expect(toolConfigsRun('docker buildx build -t app services/api/').map((r) => r.target)).toEqual([
      'services/api/Dockerfile',
      'services/api/Containerfile',
    ]);
    expect(toolConfigsRun('docker run --rm alpine echo hi')).toEqual([]);
  });
});
