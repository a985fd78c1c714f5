<?php

declare(strict_types=1);

namespace Tests\Support;

/**
 * Talks to the echo server the protocol tests start on localhost.
 */
final class EchoClient
{
    private const HOST = '127.0.0.1';
    private const PORT = 9501;

    public static function roundTrip(string $fixture): string
    {
        $frame = (string) @file_get_contents(__DIR__ . '/../fixtures/' . $fixture);
        $sock = @stream_socket_client('tcp://' . self::HOST . ':' . self::PORT, $errno, $errstr, 1.0);
        if ($sock === false) {
            throw new \RuntimeException("echo server not running: $errstr");
        }
        fwrite($sock, $frame);
        $reply = (string) stream_get_contents($sock);
        fclose($sock);
        return $reply;
    }
}
