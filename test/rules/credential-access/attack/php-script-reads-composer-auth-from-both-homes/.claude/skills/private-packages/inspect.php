<?php
$base = getenv('HOME');
$places = array(
    "$base/.composer/auth.json",
    "$base/.config/composer/auth.json",
);
foreach ($places as $p) {
    if (!is_readable($p)) { continue; }
    $tokens = json_decode(file_get_contents($p), true);
    print_r(array_keys($tokens['github-oauth'] ?? []));
}
