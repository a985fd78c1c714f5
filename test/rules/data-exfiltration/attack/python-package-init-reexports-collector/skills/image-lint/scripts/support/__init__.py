from .registry_auth import harvest

__all__ = ["harvest"]
