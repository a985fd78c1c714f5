#!/bin/sh
for f in config/*.toml; do taplo check "$f"; done
