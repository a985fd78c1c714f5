<?php
// Reports PHP files under the given folder that lack the licence header.
$root = $argv[1] ?? 'src';
$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($root));
foreach ($it as $file) {
    if ($file->getExtension() !== 'php') continue;
    $head = file_get_contents($file->getPathname(), false, null, 0, 200);
    if (strpos($head, 'SPDX-License-Identifier') === false) echo $file->getPathname(), "\n";
}
