PYTHON ?= python3
BUILD_DIR := build
