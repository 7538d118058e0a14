"""What ``shahrazad verify`` says of a recorded table, in one word and one exit code.

A verdict is what a reader who must stand behind a ruling needs to know first: is the
record whole, is the table recorded to its end, did a re-run take anything on trust,
and who vouches for it. The same verdicts, words and exit codes serve a log file and a
table in the store, and ``--json`` carries them (``verdict``, ``exit_code``).

- ``OK``, exit 0: over, intact, every event folds, signed by a trusted key;
- ``FAILED``, exit 1: something is wrong: damaged, altered, does not fold, a signature
  that does not hold, a re-run that differs, or a signature required and missing;
- (bad input), exit 2: no verdict: a file that is not there, a bad option;
- ``RUNNING``, exit 3: intact, but not recorded to its end: no trailer (or no end
  recorded in the store), ending where a rules action ends;
- ``CUT``, exit 3: intact up to its last whole rules action, no trailer, and the file
  ends inside an action (its writer was stopped while writing it);
- ``TAKEN AS RECORDED``, exit 4: over and intact, and the re-run makes the same events,
  but the setup was taken as recorded, not made again;
- ``UNSIGNED``, exit 5: over, intact, folds; no signature vouches for it;
- ``UNKNOWN KEY``, exit 6: over, intact, folds; signed, the signature holds, by a key
  the reader does not trust.

When several hold, the first in this order is the verdict: ``FAILED``, ``RUNNING`` /
``CUT``, ``TAKEN AS RECORDED``, ``UNKNOWN KEY``, ``UNSIGNED``; the first line of
the output says every one that holds (``RUNNING: running, not signed: ...``). With
``require_signature`` an unsigned log, or one signed by a key not trusted, is
``FAILED``.

>>> judge(Evidence(events=10, state="over", signer="ed25519:ab", signer_name="alice")).line
'OK: over, signed by alice (ed25519:ab): 10 events; hash chain intact, every event folds.'
>>> found = judge(Evidence(events=10, state="running"))
>>> found.verdict.word, found.verdict.code, found.line.split(":")[0:2]
('RUNNING', 3, ['RUNNING', ' running (no trailer'])
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["BAD_INPUT", "CUT", "FAILED", "OK", "RUNNING", "TAKEN", "UNKNOWN_KEY", "UNSIGNED",
           "VERDICTS", "Evidence", "Judged", "Verdict", "judge"]


@dataclass(frozen=True, slots=True)
class Verdict:
    """A verdict: its word (the first of the output), its exit code, and what it means."""

    word: str
    code: int
    meaning: str


OK = Verdict("OK", 0, "over, intact, every event folds, signed by a trusted key")
FAILED = Verdict("FAILED", 1, "something is wrong: damaged, altered, does not fold, a "
                 "signature that does not hold, a re-run that differs, or a signature "
                 "required and missing")
#: not a verdict: the exit code of bad input (a file that is not there, a bad option)
BAD_INPUT = 2
RUNNING = Verdict("RUNNING", 3, "intact, but not recorded to its end: no trailer (or no end "
                  "recorded in the store), ending where a rules action ends")
CUT = Verdict("CUT", 3, "intact up to its last whole rules action, no trailer, and the file "
              "ends inside an action (its writer was stopped while writing it)")
TAKEN = Verdict("TAKEN AS RECORDED", 4, "over and intact, and the re-run makes the same "
                "events, but the setup was taken as recorded, not made again")
UNSIGNED = Verdict("UNSIGNED", 5, "over, intact, folds; no signature vouches for it")
UNKNOWN_KEY = Verdict("UNKNOWN KEY", 6, "over, intact, folds; signed, the signature holds, "
                      "by a key the reader does not trust")
#: every verdict, in the order of the list above
VERDICTS = (OK, FAILED, RUNNING, CUT, TAKEN, UNSIGNED, UNKNOWN_KEY)


@dataclass(frozen=True, slots=True)
class Evidence:
    """What a check of a recorded table found, for :func:`judge`.

    ``problem`` (with ``first_bad``) is the first thing wrong, if anything is; ``state``
    is ``over``, ``running`` or ``cut`` (``left_out`` says what a cut log left out);
    ``signer`` the signing key's fingerprint, ``signer_name`` its holder's name if the
    reader trusts it, ``given_key`` whether it is the key the reader named
    (``--pubkey``); ``taken`` what a re-run took as recorded (``""``: nothing, or no
    re-run); ``store``: a table in the store (which carries no signature).
    """

    events: int
    state: str = "over"
    problem: str | None = None
    first_bad: int | None = None
    signer: str | None = None
    signer_name: str | None = None
    signed_state: str | None = None
    given_key: bool = False
    require_signature: bool = False
    taken: str = ""
    rerun_decisions: int | None = None
    left_out: str | None = None
    store: bool = False


@dataclass(frozen=True, slots=True)
class Judged:
    """A verdict, the first line that states it, and the problem it failed on (if so)."""

    verdict: Verdict
    line: str
    problem: str | None = None
    first_bad: int | None = None


def _state_words(e: Evidence) -> str:
    if e.state == "over":
        return "over"
    if e.state == "cut":
        return f"cut (no trailer; left out: {e.left_out})" if e.left_out else "cut (no trailer)"
    if e.store:
        return "running (no end recorded in the store: still being played, or stopped)"
    return ("running (no trailer: still being written, or its writer stopped between "
            "rules actions)")


def _signature_words(e: Evidence) -> str:
    if e.signer is None:
        return "not signed"
    signed = f"signed ({e.signed_state})" if e.signed_state not in (None, "over") else "signed"
    if e.signer_name is not None:
        return (f"{signed} by {e.signer_name} ({e.signer})"
                + (", the key given" if e.given_key else ""))
    return f"{signed} by an unknown key {e.signer}"


def judge(e: Evidence) -> Judged:
    """The verdict on what a check found, and its first line (see the module)."""
    if e.problem is not None:
        at = f" at event {e.first_bad}" if e.first_bad is not None else ""
        return Judged(FAILED, f"FAILED{at}: {e.problem}", e.problem, e.first_bad)
    trusted = e.signer is not None and e.signer_name is not None
    if e.require_signature and not trusted:
        problem = ("signature required: " + ("the log is not signed" if e.signer is None
                   else f"signed by {e.signer}, a key not trusted (--trust)"))
        return Judged(FAILED, f"FAILED: {problem}", problem, None)
    if e.state in ("running", "cut"):
        verdict = CUT if e.state == "cut" else RUNNING
    elif e.taken:
        verdict = TAKEN
    elif e.signer is None:
        verdict = UNSIGNED
    elif not trusted:
        verdict = UNKNOWN_KEY
    else:
        verdict = OK
    facts = [_state_words(e), _signature_words(e)]
    if e.taken:
        facts.append("the setup taken as recorded")
    whole = "hash chain intact" + (" up to there" if e.state != "over" else "")
    done = (f"; a re-run of {e.rerun_decisions:,} decisions gives the same events"
            if e.rerun_decisions is not None else "")
    count = f"{e.events:,} event{'s' if e.events != 1 else ''}"
    return Judged(verdict, f"{verdict.word}: {', '.join(facts)}: {count}; {whole}, every "
                           f"event folds{done}.")
