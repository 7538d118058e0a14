"""The one error a scenario file gives, naming the key, line or decision at fault."""

from __future__ import annotations

from shahrazad.events.errors import ShahrazadError


class ScenarioError(ShahrazadError, ValueError):
    """A scenario that can't be used: ``where`` is the key, line or decision at fault."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
