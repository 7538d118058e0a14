"""The package's layers, read from the source: what each module imports.

Shahrazad installs one import name, ``shahrazad``, from three folders of the repository
(``engine/`` is ``shahrazad``, ``events/`` is ``shahrazad.events``, ``projections/`` is
``shahrazad.projections``). Its layers depend on each other one way only::

    shahrazad (the rules, cards, decisions, scenario files, the command line)
      -> shahrazad.projections (pure folds from events to state)
        -> shahrazad.events.storage (log files, their index, signing, the store)
          -> shahrazad.events (the vocabulary: event and decision types, msgpack)

These tests read every module's imports (with :mod:`ast`, importing nothing) and hold
the package to that shape: no import against the direction, no private name
(``_name``) imported from another module, and few imports hidden inside functions in
``shahrazad.rules`` (an import inside a function is how a cycle between modules is
kept open; each one is a dependency the module's header does not show).
"""

from __future__ import annotations

import ast
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: each folder of the repository and the import name it is installed as
FOLDERS = {"engine": "shahrazad", "events": "shahrazad.events",
           "projections": "shahrazad.projections"}
#: the layers, lowest first: a module may import from its own layer and those below it
LAYERS = ("shahrazad.events", "shahrazad.events.storage", "shahrazad.projections",
          "shahrazad")
#: how many imports of the package's own modules sit inside functions of
#: ``shahrazad.rules``: the rules modules still call each other in a loop (effects ->
#: stack -> triggers -> effects ...) that these imports keep open. The number may only
#: go down; lower it when an import is hoisted.
RULES_FUNCTION_IMPORTS_CAP = 72


@dataclass(frozen=True)
class Import:
    """One ``import``/``from ... import`` of a module: what it imports, the names it
    takes, the line, and whether it sits inside a function."""

    importer: str
    module: str
    names: tuple[str, ...]
    line: int
    in_function: bool


def module_name(path: Path) -> str:
    """The installed dotted name of a source file of the repository."""
    rel = path.relative_to(ROOT)
    parts = [*FOLDERS[rel.parts[0]].split("."), *rel.with_suffix("").parts[1:]]
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def sources() -> Iterator[Path]:
    for folder in FOLDERS:
        yield from sorted((ROOT / folder).rglob("*.py"))


def imports_of(path: Path) -> Iterator[Import]:
    """The imports of the package's own modules in ``path`` (relative ones resolved)."""
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            inside.update(id(n) for n in ast.walk(node) if n is not node)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "shahrazad":
                    yield Import(me, alias.name, (), node.lineno, id(node) in inside)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, *([module] if module else [])])
            if module.split(".")[0] == "shahrazad":
                yield Import(me, module, tuple(a.name for a in node.names), node.lineno,
                             id(node) in inside)


def layer(module: str) -> int:
    """The layer a module belongs to: the longest layer name it is in."""
    found = [i for i, name in enumerate(LAYERS)
             if module == name or module.startswith(name + ".")]
    return max(found, key=lambda i: len(LAYERS[i]))


ALL = [imp for path in sources() for imp in imports_of(path)]


def test_every_package_folder_is_installed_under_its_import_name() -> None:
    """pyproject.toml lists every package by its installed name, and nothing else: a
    folder of modules left out would be missing from the wheel."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {module_name(p) for p in sources() if p.name == "__init__.py"}
    assert listed == on_disk
    assert config["tool"]["setuptools"]["package-dir"] == {v: k for k, v in FOLDERS.items()}


def test_module_names_map_folders_to_the_one_import_name() -> None:
    assert module_name(ROOT / "engine" / "table.py") == "shahrazad.table"
    assert module_name(ROOT / "events" / "storage" / "__init__.py") == "shahrazad.events.storage"
    assert layer("shahrazad.events.vocabulary") == 0
    assert layer("shahrazad.events.storage.logfile") == 1
    assert layer("shahrazad.projections.fold") == 2
    assert layer("shahrazad.rules.effects") == 3


def test_imports_point_down_the_layers_only() -> None:
    """The vocabulary imports no storage, the storage no projection, the projections no
    rules: each layer can be read, tested and replaced without the ones above it."""
    upward = [f"{i.importer}:{i.line} imports {i.module}" for i in ALL
              if layer(i.module) > layer(i.importer)]
    assert upward == []


def test_the_layer_check_sees_an_upward_import() -> None:
    """The check above is not vacuous: a vocabulary module importing the rules fails it."""
    bad = Import("shahrazad.events.vocabulary", "shahrazad.rules.effects", ("run",), 1, False)
    assert layer(bad.module) > layer(bad.importer)


def _is_module(name: str) -> bool:
    """Whether the dotted ``name`` is one of the package's modules or packages."""
    return any(module_name(p) == name for p in sources())


def test_no_private_name_is_imported_from_another_module() -> None:
    """A name that starts with ``_`` is its module's own business: another module that
    needs it is told so by the name becoming public (and documented)."""
    private = [f"{i.importer}:{i.line} takes {i.module}.{name}" for i in ALL
               for name in i.names
               if name.startswith("_") and not name.startswith("__") and i.module != i.importer
               and not _is_module(f"{i.module}.{name}")]
    assert private == []


def test_few_imports_hide_inside_the_rules_functions() -> None:
    """Imports inside functions of shahrazad.rules stay under the cap (they only go down)."""
    hidden = [i for i in ALL if i.importer.startswith("shahrazad.rules") and i.in_function]
    assert len(hidden) <= RULES_FUNCTION_IMPORTS_CAP, "\n".join(
        f"{i.importer}:{i.line} imports {i.module}" for i in hidden)


@pytest.mark.parametrize("layer_name", LAYERS)
def test_each_layer_has_modules(layer_name: str) -> None:
    assert any(layer(module_name(p)) == LAYERS.index(layer_name) for p in sources())
