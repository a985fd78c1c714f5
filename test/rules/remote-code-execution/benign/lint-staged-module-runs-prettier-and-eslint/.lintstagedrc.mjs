const quoted = (files) => files.map((f) => JSON.stringify(f)).join(' ');

export default {
  '*.{js,ts,tsx}': (files) => [`eslint --fix ${quoted(files)}`, `prettier --write ${quoted(files)}`],
  '*.{json,md,css}': 'prettier --write',
};
