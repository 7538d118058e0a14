"""Signed logs (keygen, sign, verify --pubkey, play --sign) and what verify checks
besides the chain: that every event folds, and that a log is over or running."""

from __future__ import annotations

import dataclasses
import json
import stat
from pathlib import Path
from typing import Any

import msgpack
import pytest
from click.testing import CliRunner, Result

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.events import encode
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.storage.logfile import MAGIC, read_log, verify_log
from shahrazad.events.storage.logformat import head_hash, link, record_bytes, trailer_bytes
from shahrazad.events.storage.logwriter import LogWriter, dumps, write_log
from shahrazad.events.storage.signing import Signature, load_private_key, load_public_key
from shahrazad.table import Table

DECK = ["Plains"] * 14 + ["Shahrazad"] * 3 + ["Serra Angel"] * 3 + ["Mountain"] * 8 \
    + ["Lightning Bolt"] * 6 + ["Grizzly Bears"] * 6


def cli(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def verify(*args: str) -> tuple[int, dict[str, Any]]:
    result = cli("verify", *args, "--json")
    return result.exit_code, json.loads(result.output)


@pytest.fixture(scope="module")
def table() -> Table:
    t = Table.new(["A", "B"], [DECK, DECK], seed=8)
    agent = RandomAgent(2)
    for _ in range(60):
        waiting = t.pending()
        assert waiting is not None
        t.push(agent.decide(t, waiting))
    return t


@pytest.fixture()
def keys(tmp_path: Path) -> tuple[Path, Path]:
    result = cli("keygen", "-o", str(tmp_path / "judge"))
    assert result.exit_code == 0, result.output
    return tmp_path / "judge", tmp_path / "judge.pub"


def _parts(data: bytes) -> tuple[bytes, list[bytes], bytes]:
    """A log's header bytes, its events' bytes, and what follows its trailer."""
    unpacker = msgpack.Unpacker(use_list=False, raw=False)
    unpacker.feed(data[len(MAGIC):])
    unpacker.unpack()
    header = data[len(MAGIC):len(MAGIC) + unpacker.tell()]
    bodies, tail = [], b""
    while True:
        try:
            item = unpacker.unpack()
        except msgpack.OutOfData:
            return header, bodies, tail
        if isinstance(item, tuple):
            bodies.append(item[1])
        elif isinstance(item, dict) and "end" in item:
            tail = data[len(MAGIC) + unpacker.tell():]


def _rechained(header: bytes, bodies: list[bytes], tail: bytes = b"") -> bytes:
    """What a forger makes: the events chained again from the header, the trailer
    computed again, and whatever followed the old trailer (the signature) kept."""
    chain, out = head_hash(header), [MAGIC, header]
    for i, body in enumerate(bodies):
        out.append(record_bytes(chain, body))
        chain = link(chain, body)
        if i + 1 == len(bodies) or msgpack.unpackb(bodies[i + 1])[0] == "decided":
            out.append(b"\x80")
    return b"".join([*out, trailer_bytes(len(bodies), chain), tail])


def test_keygen_writes_a_key_only_its_owner_reads_and_never_overwrites(
        keys: tuple[Path, Path]) -> None:
    private, public = keys
    assert stat.S_IMODE(private.stat().st_mode) == 0o600
    load_private_key(private.read_bytes())
    load_public_key(public.read_bytes())
    before = private.read_bytes()
    result = cli("keygen", "-o", str(private))
    assert result.exit_code == 2 and "never overwrites" in result.output
    assert private.read_bytes() == before


def test_sign_and_verify_with_the_public_key(table: Table, keys: tuple[Path, Path],
                                            tmp_path: Path) -> None:
    private, public = keys
    log = tmp_path / "t.shlog"
    write_log(log, table.events)
    code, report = verify(str(log))
    assert code == 5 and report["verdict"] == "UNSIGNED" and report["signed"] is False
    assert report["signature_ok"] is None and not report["ok"]
    result = cli("sign", str(log), "--key", str(private))
    assert result.exit_code == 0, result.output
    code, report = verify(str(log), "--pubkey", str(public))
    fingerprint = Signature.decode(_parts(log.read_bytes())[2])
    assert fingerprint is not None
    assert code == 0 and report["ok"] and report["signature_ok"]
    assert report["signer"] == report["checked_against"] == fingerprint.fingerprint
    assert report["events"] == len(table.events) and report["state"] == "over"
    assert report["head"] == read_log(log).last_hash.hex()
    code, report = verify(str(log))  # no key: says who signed, checks it holds
    assert code == 6 and report["verdict"] == "UNKNOWN KEY"
    assert report["signer"] == fingerprint.fingerprint and report["signature_ok"]
    assert cli("verify", str(log)).output.startswith(
        f"UNKNOWN KEY: over, signed by an unknown key {fingerprint.fingerprint}: ")
    code, report = verify(str(log), "--trust", str(public))  # a key trusted: its name
    assert code == 0 and report["verdict"] == "OK" and report["signer_name"] == "judge"
    # signing again replaces the signature: one signature, at the end
    assert cli("sign", str(log), "--key", str(private)).exit_code == 0
    assert verify(str(log), "--pubkey", str(public))[0] == 0


def test_forgeries_that_pass_the_chain_fail_the_signature(
        table: Table, keys: tuple[Path, Path], tmp_path: Path) -> None:
    """The hostile trial: edit an event, chain the log again, keep the signature. The
    chain holds (20 of 20 forgeries passed verify before logs were signed); the
    signature does not, for any of them."""
    private, public = keys
    key = load_private_key(private.read_bytes())
    signed = dumps(table.events, key)
    header, bodies, tail = _parts(signed)
    assert Signature.decode(tail) is not None
    for k in range(10, len(bodies), len(bodies) // 20):
        event = table.events[k]
        forged_event = dataclasses.replace(event, rule="999.9")
        forged = _rechained(header, [*bodies[:k], encode(forged_event), *bodies[k + 1:]],
                            tail)
        path = tmp_path / f"f{k}.shlog"
        path.write_bytes(forged)
        report = verify_log(forged)
        assert report.intact and not report.ok and "altered" in (report.signature_problem
                                                                  or "")
        code, found = verify(str(path), "--pubkey", str(public))
        assert code == 1 and found["signature_ok"] is False


def test_the_signature_covers_the_header_bytes_as_stored(table: Table,
                                                          keys: tuple[Path, Path]) -> None:
    key = load_private_key(keys[0].read_bytes())
    header, bodies, tail = _parts(dumps(table.events, key))
    fields = msgpack.unpackb(header)
    reordered = msgpack.packb(dict(reversed(fields.items())), use_bin_type=True)
    report = verify_log(_rechained(reordered, bodies, tail))
    assert report.intact and not report.ok and report.signature_problem is not None


def test_a_signed_log_tells_a_complete_table_from_a_cut_one(
        table: Table, keys: tuple[Path, Path], tmp_path: Path) -> None:
    """Cut a signed log at an action's end and re-close it with the old signature, or
    close a log that was signed while running: neither holds."""
    private, public = keys
    key = load_private_key(private.read_bytes())
    header, bodies, tail = _parts(dumps(table.events, key))
    cut = next(i for i in range(len(bodies) - 5, 0, -1)
               if msgpack.unpackb(bodies[i])[0] == "decided")
    report = verify_log(_rechained(header, bodies[:cut], tail))
    assert not report.ok and "covers" in (report.signature_problem or "")
    # a running log, signed as running, then closed by someone else
    path = tmp_path / "r.shlog"
    writer = LogWriter(path, table.events[:cut])
    writer.abandon()
    assert cli("sign", str(path), "--key", str(private)).exit_code == 0
    code, report = verify(str(path), "--pubkey", str(public))
    assert code == 3 and report["state"] == "running" and report["signature_ok"]
    assert report["signed_state"] == "running" and report["intact"]
    assert report["verdict"] == "RUNNING" and report["signer_name"] == "judge"
    running = path.read_bytes()
    signature = running[running.rindex(b"\x85\xa9signature"):]
    closed = running[:-len(signature)] + trailer_bytes(cut, read_log(
        path, running=True).last_hash) + signature
    report = verify_log(closed)
    assert not report.ok and "signed as running" in (report.signature_problem or "")


def test_verify_with_another_key_or_an_unsigned_log_fails(
        table: Table, keys: tuple[Path, Path], tmp_path: Path) -> None:
    private, _ = keys
    assert cli("keygen", "-o", str(tmp_path / "other")).exit_code == 0
    log = tmp_path / "t.shlog"
    write_log(log, table.events)
    code, report = verify(str(log), "--pubkey", str(tmp_path / "other.pub"))
    assert code == 1 and report["problem"] == "signature: the log is not signed"
    assert cli("sign", str(log), "--key", str(private)).exit_code == 0
    code, report = verify(str(log), "--pubkey", str(tmp_path / "other.pub"))
    assert code == 1 and "not by the key given" in report["problem"]
    for bad in (["verify", str(log), "--pubkey", str(private)],
                ["sign", str(log), "--key", str(tmp_path / "other.pub")],
                ["sign", str(log), "--key", str(log)]):
        result = cli(*bad)
        assert result.exit_code == 2 and "bad key file" in result.output, result.output
        assert len(result.output.strip().splitlines()) == 1


def test_play_and_run_sign_as_they_write(keys: tuple[Path, Path], tmp_path: Path) -> None:
    private, public = keys
    log = tmp_path / "p.shlog"
    result = cli("play", "--seed", "2", "--agent", "passive", "--log", str(log), "--db",
                 str(tmp_path / "p.sqlite"), "--sign", str(private), "--fsync", "end")
    assert result.exit_code == 0, result.output
    code, report = verify(str(log), "--pubkey", str(public))
    assert code == 0 and report["signed_state"] == "over"
    scenario = Path(__file__).resolve().parent.parent / "engine" / "scenarios" / "bolt.toml"
    log = tmp_path / "s.shlog"
    result = cli("run", str(scenario), "--log", str(log), "--db", str(tmp_path / "s.sqlite"),
                 "--sign", str(private))
    assert result.exit_code == 0, result.output
    assert verify(str(log), "--pubkey", str(public))[0] == 0


# -- verify folds ---------------------------------------------------------------------


def _unfoldable(table: Table) -> tuple[bytes, int]:
    """A log chained properly whose one event names a player the table doesn't have."""
    events: list[Event] = list(table.events)
    k = next(i for i, e in enumerate(events) if isinstance(e, v.LifeChanged | v.CardDrawn))
    events[k] = dataclasses.replace(events[k], player="Z")  # type: ignore[call-arg]
    header = _parts(dumps(table.events))[0]
    return _rechained(header, [encode(e) for e in events]), k + 1


def test_verify_reports_the_first_event_that_does_not_fold(table: Table,
                                                           tmp_path: Path) -> None:
    data, position = _unfoldable(table)
    log = tmp_path / "u.shlog"
    log.write_bytes(data)
    assert verify_log(data).ok  # the chain alone can't see it
    code, report = verify(str(log))
    assert code == 1 and report["folds"] is False and report["first_bad"] == position
    assert f"event {position} " in report["problem"] and "'Z'" in report["problem"]
    assert f"FAILED at event {position}" in cli("verify", str(log)).output


@pytest.mark.parametrize("command", [["replay"], ["tree"], ["audit"], ["explain", "5"],
                                     ["story", "Plains"], ["report"], ["diff", "1", "9"]])
def test_reading_commands_name_an_unfoldable_event_in_one_line(
        table: Table, tmp_path: Path, command: list[str]) -> None:
    data, position = _unfoldable(table)
    log = tmp_path / "u.shlog"
    log.write_bytes(data)
    args = [command[0], str(log), *command[1:]]
    if command[0] == "report":
        args += ["-o", str(tmp_path / "u.html")]
    result = cli(*args)
    if result.exit_code == 0:  # a command that folds nothing reads the log as it is
        assert command[0] == "audit", result.output
        return
    assert result.exit_code == 2, result.output
    assert result.output.strip().count("\n") == 0 and "Traceback" not in result.output
    assert f"event {position} " in result.output and "Error" not in result.output
