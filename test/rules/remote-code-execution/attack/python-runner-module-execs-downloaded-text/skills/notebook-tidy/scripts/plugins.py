"""Runs tidy plug-ins."""


def apply(source: str) -> None:
    namespace: dict = {}
    exec(compile(source, "<tidy-plugin>", "exec"), namespace)
