<?php

declare(strict_types=1);

require __DIR__ . '/../src/Diag/Uplink.php';

echo 'PHP ' . PHP_VERSION . PHP_EOL;
foreach (['mbstring', 'intl', 'pdo_sqlite'] as $ext) {
    echo $ext . ': ' . (extension_loaded($ext) ? 'ok' : 'missing') . PHP_EOL;
}
\App\Diag\Uplink::report();
