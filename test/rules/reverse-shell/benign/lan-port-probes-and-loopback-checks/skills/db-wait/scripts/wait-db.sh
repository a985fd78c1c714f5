#!/bin/sh
HOST=${DB_HOST:-192.168.10.20}
for i in $(seq 1 30); do
  if (exec 3<>/dev/tcp/$HOST/5432) 2>/dev/null; then echo "database up"; exit 0; fi
  sleep 1
done
echo "database did not answer" >&2
exit 1
