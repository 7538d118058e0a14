"""A griffe extension: the code's docstrings, written for Python's own tools (doctest, reST
roles such as ``:func:`fold```), made into the Markdown that mkdocstrings renders.

The docstrings stay as they are (``pytest --doctest-modules`` runs their examples, and
``help()`` shows them); only the API pages see this translation:

- a role, ``:func:`shahrazad.table.Table``` or ``:class:`~shahrazad.projections.state.GameState```,
  becomes a code span (``Table``, ``GameState`` for a ``~`` target);
- a doctest paragraph (lines from ``>>>`` to the next blank line) becomes a fenced
  ``pycon`` block, so Markdown reads none of its brackets as links;
- a reST literal block (a paragraph ending ``::`` then an indented block) becomes a
  fenced block.
"""

from __future__ import annotations

import re
from typing import Any

from griffe import Extension, Object

ROLE = re.compile(r":(?:py:)?(?:func|class|mod|meth|data|attr|exc|obj|const|ref):`(~?)([^`]+)`")


def _role(match: re.Match[str]) -> str:
    short, target = match.groups()
    return f"`{target.rsplit('.', 1)[-1] if short else target}`"


def to_markdown(text: str) -> str:
    """``text``, a docstring in reST's habits, as Markdown (tests/test_docs.py has examples)."""
    text = ROLE.sub(_role, text)
    out: list[str] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.lstrip()
        if stripped.startswith(">>>"):
            margin = line[: len(line) - len(stripped)]
            block = []
            while i < len(lines) and lines[i].strip():
                block.append(lines[i])
                i += 1
            out += [f"{margin}```pycon", *block, f"{margin}```"]
            continue
        if stripped.endswith("::") and not stripped.startswith(".."):
            indent = len(line) - len(stripped)
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            block = []
            while j < len(lines) and (not lines[j].strip()
                                      or len(lines[j]) - len(lines[j].lstrip()) > indent):
                block.append(lines[j])
                j += 1
            while block and not block[-1].strip():
                block.pop()
            if block:
                head = line[:-1] if stripped != "::" else ""
                pad = " " * indent
                depth = min(len(b) - len(b.lstrip()) for b in block if b.strip())
                out += [head.rstrip(), "", f"{pad}```",
                        *(pad + b[depth:] for b in block), f"{pad}```", ""]
                i = j
                continue
        out.append(line)
        i += 1
    return "\n".join(out)


class RestToMarkdown(Extension):
    """Translate each object's docstring as it is loaded (see the module's docstring)."""

    def on_instance(self, *, obj: Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = to_markdown(obj.docstring.value)
