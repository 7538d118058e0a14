"""The keys a reader trusts, and the names it knows their holders by.

A signature proves that the holder of a private key vouched for a log
(:mod:`shahrazad.events.storage.signing`); whether that holder is someone the reader trusts is the
reader's to say. The reader says it with public key files (the ``.pub`` files
``shahrazad keygen`` writes), each named after its holder: the file's name without
``.pub`` is the name ``verify`` gives the signer (``judges/alice.pub`` -> ``alice``).

Where the trusted keys are found, all of them together:

1. ``--trust PATH`` on the command line (repeatable);
2. the environment variable ``SHAHRAZAD_TRUST``: paths separated by ``:``;
3. the configuration file ``config.toml`` in Shahrazad's configuration folder
   (``$XDG_CONFIG_HOME/shahrazad``, by default ``~/.config/shahrazad``)::

       [verify]
       trust = ["~/judges", "/etc/shahrazad/organiser.pub"]
       require_signature = true

   (a relative path is taken from the configuration folder).

A path is a public key file, or a folder whose ``*.pub`` files are keys. A path that
is not there, or a file that is not an Ed25519 public key, is an error (a list of
trusted keys that silently lost one would pass an unknown key as unknown, and a
misspelt folder would trust nobody without a word).

>>> import tempfile, pathlib
>>> from shahrazad.events.storage.signing import new_key_pair
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "alice.pub").write_bytes(new_key_pair()[1])
>>> keys = TrustedKeys.load([folder])
>>> [k.name for k in keys.keys], keys.name_of(keys.keys[0].fingerprint)
(['alice'], 'alice')
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from shahrazad.events.storage.signing import KeyFileError, fingerprint, load_public_key

__all__ = ["ENV", "Policy", "TrustedKey", "TrustedKeys", "config_path", "policy"]

#: the environment variable that names trusted keys (paths separated by ``os.pathsep``)
ENV = "SHAHRAZAD_TRUST"


def config_path() -> Path:
    """Shahrazad's configuration file: ``config.toml`` in the user's configuration folder."""
    return Path(platformdirs.user_config_dir("shahrazad")) / "config.toml"


@dataclass(frozen=True, slots=True)
class TrustedKey:
    """A public key the reader trusts, the name of its holder, and where it was found."""

    name: str
    fingerprint: str
    path: Path


@dataclass(frozen=True, slots=True)
class TrustedKeys:
    """The keys a reader trusts (the first name found for a key is the one kept)."""

    keys: tuple[TrustedKey, ...] = ()

    @staticmethod
    def load(paths: Iterable[str | Path]) -> TrustedKeys:
        """The keys at ``paths``: key files, and the ``*.pub`` files of folders.

        Raises :class:`FileNotFoundError` for a path that is not there and
        :class:`~shahrazad.events.storage.signing.KeyFileError` for a file that is not a public
        key."""
        found: dict[str, TrustedKey] = {}
        for given in paths:
            path = Path(given).expanduser()
            if path.is_dir():
                files = sorted(p for p in path.iterdir() if p.suffix == ".pub" and p.is_file())
            elif path.exists():
                files = [path]
            else:
                raise FileNotFoundError(2, "no such file or folder of trusted keys", str(path))
            for file in files:
                try:
                    key = load_public_key(file.read_bytes())
                except KeyFileError as exc:
                    raise KeyFileError(f"{file} (a trusted key): {exc}") from None
                name = file.name.removesuffix(".pub")
                found.setdefault(fingerprint(key), TrustedKey(name, fingerprint(key), file))
        return TrustedKeys(tuple(found.values()))

    def name_of(self, signer: str) -> str | None:
        """The name of the holder of the key of fingerprint ``signer``, if trusted."""
        return next((k.name for k in self.keys if k.fingerprint == signer), None)

    def __len__(self) -> int:
        return len(self.keys)


@dataclass(frozen=True, slots=True)
class Policy:
    """What a reader requires of a log's signature: the keys it trusts, and whether a
    log must be signed by one of them to pass (``require_signature``)."""

    trusted: TrustedKeys = field(default_factory=TrustedKeys)
    require_signature: bool = False
    #: where the keys and the requirement came from, in words (for messages)
    sources: tuple[str, ...] = ()


def _config(path: Path) -> tuple[list[Path], bool]:
    """The trusted paths and the signature requirement a configuration file states."""
    try:
        data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return [], False
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise KeyFileError(f"{path}: not a TOML file ({exc})") from None
    section = data.get("verify", {})
    if not isinstance(section, Mapping):
        raise KeyFileError(f"{path}: [verify] should be a table")
    trust = section.get("trust", [])
    if isinstance(trust, str):
        trust = [trust]
    required = section.get("require_signature", False)
    if not (isinstance(trust, list) and all(isinstance(t, str) for t in trust)
            and isinstance(required, bool)):
        raise KeyFileError(f"{path}: [verify] trust should be a list of paths and "
                           "require_signature true or false")
    return [path.parent / Path(t).expanduser() for t in trust], required


def policy(given: Sequence[str | Path] = (), require: bool = False,
           env: Mapping[str, str] | None = None, config: Path | None = None) -> Policy:
    """The signature policy of a reader: the keys trusted by ``--trust`` (``given``), by
    :data:`ENV` and by the configuration file (:func:`config_path`), and whether a
    signature is required (``--require-signature``, or the configuration file says so).
    """
    env = os.environ if env is None else env
    paths: list[Path] = [Path(p) for p in given]
    sources = [f"--trust {p}" for p in given]
    for part in (env.get(ENV) or "").split(os.pathsep):
        if part.strip():
            paths.append(Path(part.strip()))
            sources.append(f"{ENV} {part.strip()}")
    config = config_path() if config is None else config
    from_config, required = _config(config)
    paths += from_config
    sources += [f"{config} {p}" for p in from_config]
    return Policy(TrustedKeys.load(paths), require or required, tuple(sources))
