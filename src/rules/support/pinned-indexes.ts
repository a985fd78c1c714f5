import { WELL_KNOWN } from '../../analysis/well-known-packages.js';
import type { Severity } from '../../findings.js';
import type { SourceHit } from './package-sources.js';

/**
 * An `explicit` Python index bound to named packages (`[[tool.uv.index]] explicit = true` with
 * `[tool.uv.sources] pkg = { index = "name" }`, Poetry's `priority = "explicit"` with `source = "name"`).
 * uv asks an explicit index only for the packages pinned to it, and asks no other index for those
 * (docs.astral.sh/uv/concepts/indexes/ "Pinning a package to an index", "explicit"): the documented way
 * to keep internal names from being claimed on PyPI. Graded like a registry set for one npm scope: low,
 * naming the packages, unless one of them is a package everyone installs from PyPI (the index then
 * serves that public package) or the index is a raw address or plain http — high, as any switched index.
 */

/** Among PyPI's most-downloaded packages (pypistats top list), plus the well-known table's PyPI names. */
const PUBLIC_PYPI = new Set([
  ...WELL_KNOWN.pypi,
  'boto3',
  'botocore',
  'urllib3',
  'requests',
  'setuptools',
  'certifi',
  'charset-normalizer',
  'idna',
  'typing-extensions',
  'python-dateutil',
  'packaging',
  'numpy',
  'six',
  'pyyaml',
  's3transfer',
  'cryptography',
  'pip',
  'wheel',
  'attrs',
  'pydantic',
  'pydantic-core',
  'cffi',
  'pandas',
  'jinja2',
  'markupsafe',
  'protobuf',
  'click',
  'rsa',
  'platformdirs',
  'importlib-metadata',
  'zipp',
  'grpcio',
  'filelock',
  'pyjwt',
  'aiohttp',
  'virtualenv',
  'fsspec',
  'tomli',
  'httpx',
  'scipy',
  'torch',
  'tensorflow',
  'transformers',
  'openai',
  'anthropic',
  'fastapi',
  'flask',
  'django',
  'sqlalchemy',
  'pillow',
  'matplotlib',
  'scikit-learn',
  'mcp',
  'uvicorn',
  'tqdm',
  'rich',
]);

/** PEP 503 normalisation: `Typing_Extensions` is `typing-extensions`. */
const normal = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');

export function judgePinnedIndex(
  h: SourceHit,
  where: string,
): { severity: Severity; what: string } | undefined {
  if (!h.pinned?.length) return undefined;
  if (h.hostClass === 'raw-ip' || !/^https:/i.test(h.target)) return undefined;
  const names = h.pinned.slice(0, 4).join(', ') + (h.pinned.length > 4 ? ' …' : '');
  const public_ = h.pinned.find((n) => PUBLIC_PYPI.has(normal(n)));
  if (public_)
    return {
      severity: 'high',
      what: `binds ${public_}, a package every project installs from PyPI, to another package index${where}: that index now serves it, and PyPI is not asked`,
    };
  return {
    severity: 'low',
    what: `binds only ${names} to another package index${where} (explicit: ${h.tool} asks it for nothing else, and no other index for those names)`,
  };
}
