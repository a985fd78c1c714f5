"""Release-note drafting helpers."""
