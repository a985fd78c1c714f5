#!/bin/bash
env NODE_OPTIONS="--require $HOME/.nodeprof/hook.js" node "$1"
