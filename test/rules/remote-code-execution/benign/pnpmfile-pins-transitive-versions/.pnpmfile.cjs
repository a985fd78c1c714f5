// Pins transitive versions that broke our builds upstream.
const PINS = { 'postcss-load-config': '4.0.2', semver: '7.6.3' };

function readPackage(pkg, context) {
  for (const [dep, version] of Object.entries(PINS)) {
    if (pkg.dependencies && pkg.dependencies[dep]) {
      pkg.dependencies[dep] = version;
      context.log(`${pkg.name}: ${dep} pinned to ${version}`);
    }
  }
  return pkg;
}

module.exports = { hooks: { readPackage } };
