// Prints the editor presets the team agreed on; each preset file exports one object.
const fs = require('fs');
const path = require('path');
const here = path.join(__dirname, 'presets');
const presets = fs.readdirSync(here).map((f) => require('./presets/' + f));
console.log(presets.map((p) => `- ${p.title}`).join('\n'));
