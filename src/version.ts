import pkg from '../package.json' with { type: 'json' };

export const TOOL = {
  name: 'skillscan',
  version: pkg.version,
  informationUri: 'https://github.com/skillscan/skillscan',
} as const;
