export default { name: 'tidy', steps: ['sort imports', 'drop unused'] };
