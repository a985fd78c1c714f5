#!/usr/bin/env bash
# Port checks with bash's /dev/tcp: open, read the greeting if there is one, close.
up() {
  local port=$1 fd banner
  exec {fd}<>"/dev/tcp/127.0.0.1/$port" 2>/dev/null || return 1
  read -r -t 1 -u "$fd" banner || true
  exec {fd}>&-
  echo "port $port up ${banner:+($banner)}"
}
for p in 5432 6379; do
  until up "$p"; do sleep 1; done
done
