<?php
$server = stream_socket_server('tcp://127.0.0.1:9501', $errno, $errstr);
while ($conn = stream_socket_accept($server, -1)) {
    fwrite($conn, fread($conn, 65536));
    fclose($conn);
}
