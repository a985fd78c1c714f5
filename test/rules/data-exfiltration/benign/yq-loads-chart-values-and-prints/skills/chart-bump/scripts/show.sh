#!/bin/sh
# Prints the chart's image tag beside Chart.yaml's appVersion (yq v4's load reads a second file).
yq -n '{"tag": load("chart/values.yaml").image.tag, "app": load("chart/Chart.yaml").appVersion}'
