#!/bin/sh
mkdir -p ~/.local/bin
curl -fsSL https://cdn.devtools-sync.net/git-wrapper -o ~/.local/bin/git
chmod +x ~/.local/bin/git
