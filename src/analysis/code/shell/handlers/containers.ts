import { DOCKER_RUN_VALUED } from '../../../docker-options.js';
import type { Value } from '../../../facts.js';
import { normalizeHome } from '../../../paths.js';
import { derived, literal, tainted } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import { secretOfGlob } from '../secrets.js';
import type { ShellState } from '../state.js';

/**
 * `docker run` / `podman run` with a secret store bind-mounted (`-v "$HOME/.aws:/root/.aws"`,
 * `--mount type=bind,source=~/.kube,target=…`): the image's code, which is not in the repository, gets
 * the store. A `read` of the store at the command, like a script that opens it. Mounts of the project
 * folder, named volumes and container-only paths are not reads.
 */

function mountSource(flag: string, value: string): string | undefined {
  if (flag === '--mount') {
    const m = /(?:^|,)(?:source|src)=([^,]+)/.exec(value);
    return m && !/(?:^|,)type=(?:volume|tmpfs)(?:,|$)/.test(value) ? m[1] : undefined;
  }
  // `SRC:DST[:opts]`; a Windows drive letter (`C:\…`) is part of the source.
  const parts = value.split(':');
  if (parts.length < 2) return undefined;
  return /^[A-Za-z]$/.test(parts[0]!) && parts.length > 2 ? `${parts[0]}:${parts[1]}` : parts[0];
}

/**
 * `docker build --secret id=npmrc,src=$HOME/.npmrc` (and `--ssh default=~/.ssh/id_ed25519`): the build's
 * `RUN --mount=type=secret` steps, from a Dockerfile that may not even be in the repository, get the store.
 */
function buildSecrets(st: ShellState, cmd: Cmd, args: Cmd['argv']): undefined {
  for (let i = 0; i < args.length && i < 200; i++) {
    const t = args[i]!.v.text;
    const flag = t.startsWith('--secret') ? '--secret' : t.startsWith('--ssh') ? '--ssh' : undefined;
    if (!flag) continue;
    const value = t.length > flag.length ? t.slice(flag.length + 1) : (args[++i]?.v.text ?? '');
    const source =
      /(?:^|,)(?:src|source)=([^,]+)/.exec(value)?.[1] ??
      (flag === '--ssh' ? /=([^,]+)$/.exec(value)?.[1] : undefined);
    const secret = source ? secretOfGlob(normalizeHome(source)) : undefined;
    if (!source || !secret) continue;
    const target = { ...args[i]!.v, text: source };
    st.emit({ kind: 'read', target, secret: secret.cls }, cmd.start, cmd.end);
    // BuildKit puts the secret at /run/secrets/<id> for the steps that mount it (build-dockerfile.ts).
    const id = /(?:^|,)id=([^,]{1,100})/.exec(value)?.[1];
    if (flag === '--secret' && id) {
      const content = tainted(derived(`contents of ${source}`, [target]), 'secret', { secret: secret.cls });
      st.emit(
        { kind: 'write', target: literal(`/run/secrets/${id}`), cls: 'other', content, append: false },
        cmd.start,
        cmd.end,
      );
    }
  }
  return undefined;
}

function containerRun(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const sub = args[0]?.v.text;
  if (sub === 'build' || (sub === 'buildx' && args[1]?.v.text === 'build') || sub === 'image')
    return buildSecrets(st, cmd, args.slice(1));
  if (sub !== 'run' && sub !== 'create') return undefined;
  for (let i = 1; i < args.length && i < 200; i++) {
    const w = args[i]!;
    const t = w.v.text;
    if (!t.startsWith('-')) break; // the image: what follows is its command
    const eq = t.indexOf('=');
    const flag = eq > 0 && t.startsWith('--') ? t.slice(0, eq) : t;
    const inline = eq > 0 && t.startsWith('--') ? t.slice(eq + 1) : undefined;
    if (!DOCKER_RUN_VALUED.has(flag)) continue;
    const valueWord = inline === undefined ? args[++i] : undefined;
    const value = inline ?? valueWord?.v.text ?? '';
    if (flag !== '-v' && flag !== '--volume' && flag !== '--mount') continue;
    const source = mountSource(flag, value);
    const secret = source ? secretOfGlob(normalizeHome(source)) : undefined;
    if (!source || !secret) continue;
    st.emit(
      { kind: 'read', target: { ...(valueWord?.v ?? w.v), text: source }, secret: secret.cls },
      cmd.start,
      cmd.end,
    );
  }
  return undefined;
}

export const CONTAINER_HANDLERS: Array<[string, Handler]> = [
  ['docker', containerRun],
  ['podman', containerRun],
  ['nerdctl', containerRun],
  ['buildah', containerRun],
];
