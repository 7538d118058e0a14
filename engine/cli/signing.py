"""Commands that sign logs: ``keygen`` (a key pair) and ``sign`` (a log, in place).

What a signature covers, byte for byte, and what it proves is in
:mod:`shahrazad.events.storage.signing`; ``verify --pubkey`` checks one.
"""

from __future__ import annotations

import os
from pathlib import Path

import click

from shahrazad.cli.common import (
    clean_errors,
    console,
    emit_json,
    fail,
    first_unfoldable,
    main,
    safe,
)
from shahrazad.events.storage.logfile import LogError, read_log
from shahrazad.events.storage.logwriter import LogBusy, refuse_if_busy, replace_file
from shahrazad.events.storage.signing import (
    Signature,
    fingerprint,
    load_private_key,
    new_key_pair,
    read_private_key,
)


@main.command()
@click.option("-o", "--output", "name", default="shahrazad.key", show_default=True,
              help="The private key's file; the public key goes to NAME.pub.")
@click.option("--json", "as_json", is_flag=True)
def keygen(name: str, as_json: bool) -> None:
    """Make an Ed25519 key pair to sign logs with: NAME (private, readable by you alone)
    and NAME.pub (public: give it to whoever checks your logs). Never overwrites."""
    private_path, public_path = Path(name), Path(name + ".pub")
    with clean_errors():
        for path in (private_path, public_path):
            if path.exists() or path.is_symlink():
                fail(f"{path} exists: keygen never overwrites a key (choose another -o)")
        private, public = new_key_pair()
        private_path.parent.mkdir(parents=True, exist_ok=True)
        # O_EXCL: refuse a file that appeared meanwhile; 0o600: the owner alone reads it
        fd = os.open(private_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(private)
        fd = os.open(public_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        with os.fdopen(fd, "wb") as out:
            out.write(public)
        named = fingerprint(load_private_key(private).public_key())
    if as_json:
        emit_json({"private": str(private_path), "public": str(public_path),
                   "fingerprint": named})
        return
    console.print(f"Private key: {safe(private_path)} (keep it to yourself)\n"
                  f"Public key:  {safe(public_path)}\nFingerprint: {safe(named)}",
                  highlight=False)


@main.command()
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--key", "key_path", required=True, type=click.Path(dir_okay=False),
              help="Your private key file (from `shahrazad keygen`).")
@click.option("--json", "as_json", is_flag=True)
def sign(log: str, key_path: str, as_json: bool) -> None:
    """Sign LOG with your private key: the header as stored, every event (through the
    head of the hash chain) and whether the table is over or still running.

    The log is checked first (a log that fails `verify` is not signed), then written
    again with the signature at its end, replacing any signature it had.
    """
    with clean_errors():
        key = read_private_key(key_path)
        path = Path(log)
        try:
            refuse_if_busy(path)
        except LogBusy:
            fail(f"{log} is being written: sign it when its writer is done")
        data = path.read_bytes()
        found = read_log(data, running=True)
        unfoldable = first_unfoldable(found.events)
        if unfoldable is not None:
            raise LogError(unfoldable[1], unfoldable[0])
        signature = Signature.make(key, found.header_bytes, len(found.events),
                                   found.last_hash, found.state)
        replace_file(path, [data[:found.end_offset], signature.encode()])
    summary = {"log": log, "events": len(found.events), "state": found.state,
               "head": found.last_hash.hex(), "signer": signature.fingerprint,
               "replaced": found.signature.fingerprint if found.signature else None}
    if as_json:
        emit_json(summary)
        return
    console.print(f"Signed {safe(log)}: {summary['events']:,} events, {safe(found.state)}, "
                  f"head {safe(summary['head'])}, by {safe(signature.fingerprint)}"
                  + (f" (replacing the signature of {safe(summary['replaced'])})"
                     if summary["replaced"] else "") + ".", highlight=False)
