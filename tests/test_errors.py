"""One root for every error Shahrazad raises on purpose: :class:`shahrazad.ShahrazadError`.

A program driving Shahrazad tells a refusal (bad input, an illegal decision, a damaged
log) from a bug with one ``except``; the command line prints any of them as one line,
exit status 2.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import shahrazad
from shahrazad import ShahrazadError
from shahrazad.cli.common import clean_errors


def _modules() -> list[str]:
    return [m.name for m in pkgutil.walk_packages(shahrazad.__path__, "shahrazad.")
            if not m.name.endswith("__main__")]


def test_every_error_class_of_the_package_derives_from_shahrazad_error() -> None:
    found: dict[str, type] = {}
    for name in _modules():
        module = importlib.import_module(name)
        for cls_name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == name and issubclass(cls, BaseException):
                found[f"{name}.{cls_name}"] = cls
    assert len(found) > 25  # the walk saw the package's errors
    assert sorted(n for n, cls in found.items() if not issubclass(cls, ShahrazadError)) == []


def test_errors_keep_the_builtin_class_they_always_had() -> None:
    from shahrazad.decks import DeckError
    from shahrazad.events.storage.store import NameTaken, StoreError
    from shahrazad.txn import IllegalDecision

    assert issubclass(DeckError, ValueError) and issubclass(IllegalDecision, ValueError)
    assert issubclass(NameTaken, StoreError) and issubclass(StoreError, RuntimeError)


def test_the_command_line_prints_any_of_them_as_one_line_and_exits_2(
        capsys: pytest.CaptureFixture[str]) -> None:
    class Refused(ShahrazadError):
        pass

    with pytest.raises(SystemExit) as stop, clean_errors():
        raise Refused("the table is closed: open another")
    assert stop.value.code == 2
    assert capsys.readouterr().err == "shahrazad: the table is closed: open another\n"
