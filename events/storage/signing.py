"""Ed25519 signatures of log files: who vouches for a recorded table, and how far.

A log's hash chain (:mod:`shahrazad.events.storage.logformat`) finds damage, but anyone can edit
events and compute the chain again. A signature made with a private key that only
its holder has ties the log to that holder: change one byte of the header or of any
event, cut the log short, or close a log that was signed while running, and the
signature no longer holds.

**What is signed**, byte for byte, is the message

====================================  ==========================================
``SHAHRAZAD-LOG-SIGNATURE\\n``          24 bytes of ASCII, so that the signature
                                      can't be taken for one over other data
length of the header, 4 bytes         big-endian unsigned
the header                            its msgpack bytes exactly as stored in the
                                      file, every key in them
number of events, 8 bytes             big-endian unsigned: how many records the
                                      signature covers
length of the head hash, 1 byte       32 in format 2, 16 in format 1
the head hash                         the chain hash after the last event covered
the completeness                      ASCII ``over`` (the log has its trailer) or
                                      ``running`` (it has none)
====================================  ==========================================

and the signature is stored as the last value of the file, after the trailer (or
after the last end-of-action mark of a running log), as the msgpack map
``{"signature": "ed25519", "key": <32 bytes: the public key>, "state": "over" |
"running", "events": n, "sig": <64 bytes: the Ed25519 signature of the message>}``
with its keys in that order.

It proves that the holder of the private key signed exactly this header and these
events, in this order, and said the table was over (or still running) at that
point. It does not prove that the holder is who they say they are (compare the key
with one you got from them yourself: ``verify --pubkey``), that the events follow
the rules (``verify --rerun`` re-plays them), or when the log was signed.

Keys are files: the private key in PKCS#8 PEM, the public key in SubjectPublicKeyInfo
PEM. A private key file that anyone but its owner may read or write is refused
(:func:`read_private_key`): a key others can read is no longer its holder's alone, and
signatures made with it vouch for nobody. A key is named by its fingerprint,
``ed25519:`` and the first 16 bytes of the SHA-256 of its 32 raw bytes, in hex.

>>> private, public = new_key_pair()
>>> key = load_private_key(private)
>>> sig = Signature.make(key, b"\\x81\\xa6format\\x02", 3, bytes(32), "over")
>>> sig.check(b"\\x81\\xa6format\\x02", 3, bytes(32)) is None
True
>>> sig.check(b"\\x81\\xa6format\\x02", 2, bytes(32))
'the signature covers 3 events, the log has 2'
>>> Signature.decode(sig.encode()) == sig, sig.fingerprint == fingerprint(load_public_key(public))
(True, True)
"""

from __future__ import annotations

import hashlib
import os
import stat
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgpack
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from shahrazad.events.errors import ShahrazadError

__all__ = ["DOMAIN", "KeyFileError", "Signature", "fingerprint", "load_private_key",
           "load_public_key", "message", "new_key_pair", "read_private_key"]

DOMAIN = b"SHAHRAZAD-LOG-SIGNATURE\n"
STATES = ("over", "running")


class KeyFileError(ShahrazadError, ValueError):
    """A key file that is not an Ed25519 key of the kind asked for."""


def new_key_pair() -> tuple[bytes, bytes]:
    """A new private key and its public key, as the PEM bytes of their files."""
    key = Ed25519PrivateKey.generate()
    private = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    public = key.public_key().public_bytes(serialization.Encoding.PEM,
                                           serialization.PublicFormat.SubjectPublicKeyInfo)
    return private, public


def load_private_key(data: bytes) -> Ed25519PrivateKey:
    """The private key in a key file's bytes (PKCS#8 PEM, unencrypted)."""
    try:
        key = serialization.load_pem_private_key(data, password=None)
    except (ValueError, TypeError):
        raise KeyFileError("not an unencrypted PEM private key (make one with "
                           "`shahrazad keygen`)") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise KeyFileError("not an Ed25519 private key")
    return key


def read_private_key(path: str | Path) -> Ed25519PrivateKey:
    """The private key in the file at ``path``, which must be its owner's alone: a file
    that its group or others may read or write (any of the mode bits ``0o066``) is
    refused, as ssh refuses such a key, saying how to mend it."""
    with open(path, "rb") as f:
        info = os.fstat(f.fileno())
        data = f.read()
    loose = stat.S_IMODE(info.st_mode) & 0o066
    if os.name == "posix" and loose:
        who = " and ".join(w for w, bits in (("its group", 0o060), ("others", 0o006))
                           if loose & bits)
        how = " and ".join(w for w, bits in (("read", 0o044), ("written", 0o022))
                           if loose & bits)
        raise KeyFileError(f"{path} may be {how} by {who} (mode "
                           f"{stat.S_IMODE(info.st_mode):04o}): a private key must be its "
                           f"owner's alone; make it so with: chmod 600 {path}")
    return load_private_key(data)


def load_public_key(data: bytes) -> Ed25519PublicKey:
    """The public key in a key file's bytes (SubjectPublicKeyInfo PEM)."""
    try:
        key = serialization.load_pem_public_key(data)
    except (ValueError, TypeError):
        raise KeyFileError("not a PEM public key (the .pub file `shahrazad keygen` "
                           "wrote)") from None
    if not isinstance(key, Ed25519PublicKey):
        raise KeyFileError("not an Ed25519 public key")
    return key


def _raw(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def fingerprint(key: Ed25519PublicKey | bytes) -> str:
    """The name of a public key (or of its 32 raw bytes)."""
    raw = key if isinstance(key, bytes) else _raw(key)
    return "ed25519:" + hashlib.sha256(raw).digest()[:16].hex()


def message(header: bytes, events: int, head: bytes, state: str) -> bytes:
    """The bytes a signature signs (the table in the module's docstring)."""
    return (DOMAIN + struct.pack(">I", len(header)) + header + struct.pack(">Q", events)
            + bytes((len(head),)) + head + state.encode("ascii"))


@dataclass(frozen=True, slots=True)
class Signature:
    """A log's signature: the signer's public key, what it covers, and the signature."""

    key: bytes
    state: str
    events: int
    sig: bytes

    @staticmethod
    def make(private: Ed25519PrivateKey, header: bytes, events: int, head: bytes,
             state: str) -> Signature:
        if state not in STATES:
            raise ValueError(f"a log is 'over' or 'running', not {state!r}")
        return Signature(_raw(private.public_key()), state, events,
                         private.sign(message(header, events, head, state)))

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.key)

    def encode(self) -> bytes:
        data: bytes = msgpack.packb({"signature": "ed25519", "key": self.key,
                                     "state": self.state, "events": self.events,
                                     "sig": self.sig}, use_bin_type=True)
        return data

    @staticmethod
    def decode(data: bytes) -> Signature | None:
        """The signature these bytes hold, or ``None`` if they are not exactly one."""
        try:
            raw: Any = msgpack.unpackb(data, raw=False, strict_map_key=False)
        except Exception:  # msgpack raises several unrelated types
            return None
        if not isinstance(raw, dict) or raw.get("signature") != "ed25519":
            return None
        key, state, events, sig = (raw.get(k) for k in ("key", "state", "events", "sig"))
        if not (isinstance(key, bytes) and len(key) == 32 and state in STATES
                and type(events) is int and events >= 0
                and isinstance(sig, bytes) and len(sig) == 64):
            return None
        found = Signature(key, state, events, sig)
        return found if found.encode() == data else None

    def check(self, header: bytes, events: int, head: bytes, state: str | None = None,
              key: Ed25519PublicKey | None = None) -> str | None:
        """Why the signature does not hold for this log, or ``None`` if it does.

        ``state`` is the log's completeness (default: the one signed); ``key``, the
        public key the signer must have (default: the key the signature names).
        """
        if key is not None and _raw(key) != self.key:
            return (f"signed by {self.fingerprint}, not by the key given "
                    f"({fingerprint(key)})")
        if events != self.events:
            return f"the signature covers {self.events} events, the log has {events}"
        if state is not None and state != self.state:
            return (f"the log was signed as {self.state}, and it is {state} now")
        try:
            Ed25519PublicKey.from_public_bytes(self.key).verify(
                self.sig, message(header, events, head, self.state))
        except (InvalidSignature, ValueError):
            return "the signature does not match the header and events (they were altered)"
        return None
