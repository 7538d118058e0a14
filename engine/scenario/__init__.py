"""Scenario files: a table as it stands, and the players' decisions, in TOML.

In the spirit of Forge's puzzle files and XMage's card tests. A judge writes
what is on the table and what the players decided; the engine plays it out
under the table's rules edition and every step is in the log::

    edition = "current"
    seed = 7
    players = ["A", "B"]
    active = "A"             # whose turn it is
    turn = 3
    step = "main1"           # any step of 500.1; "start" = before mulligans

    [A]
    life = 20
    counters = { poison = 2 }
    library = ["Plains", "Serra Angel"]          # top first
    hand = ["Shahrazad"]
    graveyard = ["Juzam Djinn"]
    battlefield = ["Plains", "Plains", { card = "Serra Angel", tapped = true }]
    sideboard = ["Juzam Djinn"]                    # outside the game (400.11a)

    [B]
    library = ["Island", "Island"]

    [[decisions]]
    player = "A"
    cast = "Shahrazad"

Any position
------------
The top of the file describes the main game; each subgame under way is a table of
``games`` keyed by its path, inside the game before it (``"1.1"``, then
``"1.1.1"``...). Each game takes the same keys. This one starts in the middle of
subgame 1.1 of a three-player table, after C lost it::

    players = ["A", "B", "C"]
    active = "A"                 # the main game: A's turn 5, precombat main phase,
    turn = 5                     # Shahrazad resolving (and waiting for 1.1)
    step = "main1"
    stack = [{ spell = "A:Shahrazad" }]
    triggers = [{ trigger = "Desecrated Tomb" }]   # waits for game 1 (727.4a)

    [A]
    battlefield = ["Plains", "Desecrated Tomb", "Oblivion Ring",
                   { card = "Control Magic", attached_to = "B:Serra Angel" }]
    [B]
    battlefield = ["Serra Angel", "Island"]      # A controls it, by Control Magic
    exile = [{ card = "Grizzly Bears", exiled_by = "A:Oblivion Ring" }]
    [C]
    life = 12

    [games."1.1"]
    active = "B"
    turn = 2
    step = "main1"
    starting_player = "B"
    [games."1.1".A]
    battlefield = ["Juzam Djinn", "Swamp"]
    library = ["Swamp", "Swamp", "Swamp"]
    mana = "B"                                   # floating
    [games."1.1".B]
    life = 9
    library = ["Island", "Island", "Island"]
    hand = ["Counterspell"]
    [games."1.1".C]
    lost = true
    departed = ["Mountain", "Mountain"]          # left the game with C (800.4a)

    [[random]]
    what = "shuffle"             # when 1.1 ends, A's library comes home shuffled
    game = "1"                   # (727.5), with Juzam Djinn on top
    player = "A"
    top = ["Juzam Djinn"]

A game's keys: ``active``, ``turn``, ``step``, ``starting_player``, ``priority``
(who receives it first; the active player by default), ``passed`` (who passed in
succession just before), ``under_way = true`` (the step began before: what its
beginning triggered is listed, and nothing triggers again), ``stack`` (bottom
first: ``{ spell = "A:Name", controller, targets, x }``, ``{ ability = "Name",
index, targets, x }``, ``{ trigger = "Name", index, targets, subject }``; an
ability's source is named where it is, and its controller is the source's) and
``triggers`` (triggered abilities waiting for the stack: in a game that waits for its
subgame they wait until it resumes, 727.4a), ``effects`` (the continuous effects in
force, oldest first: ``{ kind = "pump", subject = "A:Grizzly Bears", power = 3,
toughness = 3 }``, of the kinds :mod:`shahrazad.rules.effect_kinds` lists), ``delayed``
(delayed triggers waiting for their moment) and ``extra_turns`` (the next first). A
player's table: ``life``, ``counters``, the zones (``library`` top first, ``hand``,
``graveyard``, ``battlefield``, ``exile``), ``mana`` (letters of WUBRGC),
``lost``/``left``, ``departed`` (their cards that left with them), ``lands_played``
(the first lands of their battlefield were played this turn), the variant pieces in
the command zone (``command``: face up; ``planar_deck``, ``scheme_deck``: face down,
top first), ``commander_casts``, ``commander_damage``, ``planar_rolls`` and, in the
main game's table, ``sideboard``. A card is its name or ``{ card = "Name", tapped,
sick, counters, controller, entered_under, attached_to, exiled_by, commander }``; a
token ``{ token = "Bat", ... }``. ``attached_to`` and ``exiled_by`` name an object of
the same game the way decisions do (``"B:Serra Angel"``); a control Aura gives its
controller the permanent it is on, and gives it back when it leaves. The reference,
with a worked example of each: ``docs/scenario/positions.md``.

The position is built from events (:mod:`.setup`), so replay, the audit, the report
and ``verify --rerun`` treat it like any table. A position the rules could not
reach is refused with the rule it contradicts (:mod:`.position`): a subgame whose
parent isn't waiting for it, a waiting game with nothing resolving or with its
libraries or variant pieces still there (727.2), a game already decided, an Aura on
what it can't enchant, an effect no rule makes. :func:`describe` writes the position
of any table back as a scenario.

A table from decks
------------------
Instead of a position, ``[decks]`` gives each player's deck (``A = [...]``) and the
table starts at the beginning, as :meth:`~shahrazad.table.Table.new` starts one. A variant
(``options = { variant = "vanguard" }``) comes with its pieces, as top-level keys named
like ``Table.new``'s arguments: ``commanders`` and ``vanguards`` (a card per player),
``planar_decks`` and ``scheme_decks`` (a list per player); Two-Headed Giant's teams are
``options.teams = "A+B/C+D"``. A variant without its pieces is refused as the file is
read, saying which key gives them::

    options = { variant = "vanguard" }
    vanguards = { A = "Sisay", B = "Eladamri" }

    [decks]
    A = ["Plains", "Plains", "Plains"]
    B = ["Island", "Island", "Island"]

Random outcomes
---------------
``[[random]]`` tables state how random choices will come out: who takes the first
turn of any game, the order of any shuffle (of any player, in any game; the top or
bottom cards that matter, or all of them), who chance picks to choose who goes first
(reading A2's alternative), a random discard, a coin, a die, the card a player antes
at a table that plays for ante (407.2); see :mod:`.outcomes`.
They are part of the recorded setup, and each outcome used says so in the log.

A file may also define cards the pool lacks, in the card language, under
``[cards."Name"]`` (:mod:`shahrazad.scenario.cards`); the table records them.

Decisions
---------
Decisions name cards, not ids, the way :mod:`shahrazad.naming` reads them:
``"Serra Angel"``, ``"B:Serra Angel"`` (B's), ``"graveyard:Juzam Djinn"``,
``"Plains#2"`` (the second, counting from 1). Each decision waits (the others play
passively meanwhile) until its player is asked for that kind of decision (a
concession too: never while the table asks another player), and, if it says
``game``, ``turn`` or ``step``, until then; ``stack = "empty"`` waits within the step
until the stack is empty (after what the step's beginning triggered has resolved),
``stack = "not_empty"`` answers only while something is on it. A decision is written under its
kind's name (:data:`FORMS`): ``pass``, ``keep``, ``mulligan``, ``concede``
(``= true``); ``cast`` (with ``targets``, ``x``, ``pay``), ``play`` (or its old
name ``play_land``), ``activate`` (with ``ability``, counting from 0, ``targets``,
``x``, ``pay``), ``mana`` (with ``ability``, ``color``), ``attack`` (a list, or a
table creature -> player), ``block`` (blocker -> attacker), ``bottom`` and
``discard`` (lists), ``search`` and ``wish`` (a name, or ``""`` for none),
``target`` (a trigger's target), ``allow`` (true or false), ``first`` (a player);
or as text in the grammar of :mod:`shahrazad.naming`: ``do = "cast Lightning Bolt
targeting B"``; or as a log records it: ``raw = ["cast", 12, ["B"], 0, [], 0]``. Each
form becomes the text form and is read in the position it is taken in. Decisions
left out fall to the passive agent. A decision that says ``wait = true`` also waits
until the cards it names are there and the rules allow it. When the script ends,
the passive agents finish the table (``[run] until = "game_over"``, the default),
it stops there (``until = "script_end"``), or it goes on until the rules action with
an event of a kind (``until = "resolution_ended 1"``: ``KIND [GAME] [#N]``).
"""

from shahrazad.scenario.check import CheckReport, assert_scenario, check_scenario
from shahrazad.scenario.describe import NotDescribable, describe
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.model import Placed, Scenario
from shahrazad.scenario.outcomes import unused
from shahrazad.scenario.parse import FORMS, ZONES, load_scenario
from shahrazad.scenario.reproduce import NONE, reproducer
from shahrazad.scenario.script import MAX_FALLBACK, ScriptStuck, for_edition, run_scenario

__all__ = ["FORMS", "MAX_FALLBACK", "NONE", "ZONES", "CheckReport", "NotDescribable", "Placed",
           "Scenario", "ScenarioError", "ScriptStuck", "assert_scenario", "check_scenario",
           "describe", "for_edition", "load_scenario", "reproducer", "run_scenario", "unused"]
