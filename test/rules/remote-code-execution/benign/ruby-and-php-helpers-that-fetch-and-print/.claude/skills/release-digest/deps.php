<?php
$manifest = json_decode(file_get_contents(__DIR__ . '/../../../composer.json'), true);
foreach (($manifest['require'] ?? []) as $name => $constraint) {
    echo str_pad($name, 40), $constraint, PHP_EOL;
}
$latest = file_get_contents('https://repo.packagist.org/p2/laravel/framework.json');
$data = json_decode($latest, true);
echo 'laravel/framework latest: ', $data['packages']['laravel/framework'][0]['version'] ?? '?', PHP_EOL;
