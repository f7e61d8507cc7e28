#!/bin/sh
# Test driver for *.py tests: skip (exit 77) when python3 is not installed.
command -v python3 >/dev/null 2>&1 || { echo "python3 not installed: skipped"; exit 77; }
exec python3 "$@"
