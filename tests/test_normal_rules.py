"""The rules of a normal game, each test named by its rule, played from scenarios."""

from __future__ import annotations

import pytest
from support import of

from shahrazad.agents import PassiveAgent
from shahrazad.decisions import Attack, Cast, Concede, Keep, Mulligan, Pass
from shahrazad.events import vocabulary as v
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

LIB = 'library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]'


def scenario(body: str, *, step: str = "main1", turn: int = 3, active: str = "A",
             players: str = '["A", "B"]', until: str = "script_end") -> Table:
    text = (f'seed = 1\nplayers = {players}\nactive = "{active}"\nturn = {turn}\n'
            f'step = "{step}"\n[run]\nuntil = "{until}"\n' + body)
    return run_scenario(load_scenario(text))


def obj(table: Table, name: str, game: str = "1") -> int:
    g = table.game(game)
    return next(o for o, x in g.objects.items() if x.name == name)


def cast(table: Table, name: str, *targets: int | str) -> None:
    """Cast ``name`` with an automatic payment (the first legal way)."""
    g = table.game(table.pending().game)  # type: ignore[union-attr]
    table.push(next(d for d in table.legal_decisions() if isinstance(d, Cast)
                    and g.objects[d.card].name == name and d.targets == targets))


def passes(table: Table, n: int = 1) -> None:
    for _ in range(n):
        table.push(Pass())


# -- 103 starting the game -------------------------------------------------------------


def test_103_1_random_starting_player_is_an_event() -> None:
    chosen = {Table.new(["A", "B"], [["Island"] * 40] * 2, seed=s).events[2].player
              for s in range(12)}
    assert chosen == {"A", "B"}
    event = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=3).events[2]
    assert isinstance(event, v.StartingPlayerChosen) and event.rule == "103.1"


def test_103_3_decks_are_shuffled_and_the_order_recorded() -> None:
    deck = ["Island"] * 20 + ["Swamp"] * 20
    t1 = Table.new(["A", "B"], [deck, deck], seed=1)
    t2 = Table.new(["A", "B"], [deck, deck], seed=2)
    formed = [e for e in t1.events if isinstance(e, v.LibraryFormed)]
    assert [e.rule for e in formed] == ["103.3", "103.3"]
    assert formed[0].cards != tuple(range(1, 41))  # shuffled
    assert formed[0].cards != next(e for e in t2.events if isinstance(e, v.LibraryFormed)).cards


def test_103_5_london_mulligan_draws_seven_and_bottoms_one() -> None:
    table = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=1, starting_player="A")
    table.push(Mulligan())
    a = table.game().player["A"]
    assert len(a.hand) == 7 and a.mulligans == 1
    table.push(Keep())
    assert table.pending().kind == "bottom" and table.pending().amount == 1  # type: ignore[union-attr]
    bottom = table.legal_decisions()[0]
    table.push(bottom)
    assert len(a.hand) == 6 and a.library[-1] in set(table.game().player["A"].library)
    assert a.kept


def test_103_5c_first_mulligan_is_free_in_multiplayer() -> None:
    table = Table.new(["A", "B", "C"], [["Island"] * 40] * 3, seed=1, starting_player="A")
    table.push(Mulligan())
    table.push(Keep())
    assert table.game().player["A"].kept and len(table.game().player["A"].hand) == 7


def test_103_8a_starting_player_skips_first_draw_in_two_player_game() -> None:
    table = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=1, starting_player="A")
    table.push(Keep())
    table.push(Keep())
    while table.game().turn < 2 or table.game().step != "main1":
        table.push(PassiveAgent().decide(table, table.pending()))  # type: ignore[arg-type]
    draws = [e for e in of(table, v.CardDrawn) if e.rule == "504.1"]
    assert [e.player for e in draws] == ["B"]


# -- 117 priority, 500-514 turn structure -----------------------------------------------


def test_117_3a_117_3d_117_4_priority_order_and_all_pass_ends_the_step() -> None:
    table = scenario(f"[A]\n{LIB}\n[B]\n{LIB}\n")
    given = of(table, v.PriorityGiven)[-1]
    assert given.player == "A" and given.rule == "117.3a"
    table.push(Pass())
    assert table.pending().player == "B"  # type: ignore[union-attr]
    table.push(Pass())
    assert table.game().step == "beginning_of_combat"


def test_500_1_steps_come_in_order() -> None:
    table = scenario(f"[A]\n{LIB}\n[B]\n{LIB}\n", step="upkeep")
    while table.game().turn == 3:
        table.push(PassiveAgent().decide(table, table.pending()))  # type: ignore[arg-type]
    steps = [e.step for e in of(table, v.StepBegan)]
    turn4 = steps.index("untap")
    assert steps[:turn4] == ["upkeep", "draw", "main1", "beginning_of_combat",
                             "declare_attackers", "end_of_combat", "main2", "end", "cleanup"]
    assert steps[turn4:turn4 + 2] == ["untap", "upkeep"]  # 502.4: no priority in untap


def test_305_2_one_land_per_turn() -> None:
    table = scenario(f'[A]\nhand = ["Island", "Island"]\n{LIB}\n[B]\n{LIB}\n')
    lands = [d for d in table.legal_decisions() if d.KIND == "play"]
    table.push(lands[0])
    before = len(table.events)
    with pytest.raises(IllegalDecision) as err:
        table.push(type(lands[0])(table.game().player["A"].hand[0]))
    assert err.value.rule == "305.2" and len(table.events) == before


def test_601_2_illegal_target_is_refused_and_appends_nothing() -> None:
    table = scenario(f'[A]\nhand = ["Swords to Plowshares"]\nbattlefield = ["Plains"]\n{LIB}'
                     f"\n[B]\n{LIB}\n")
    state_before = table.state
    count = len(table.events)
    bolt = obj(table, "Swords to Plowshares")
    with pytest.raises(IllegalDecision) as err:
        table.push(Cast(bolt, ("B",)))
    assert err.value.rule == "115.1" and len(table.events) == count
    assert table.state is state_before


def test_601_2h_a_cost_that_can_not_be_paid_is_refused() -> None:
    table = scenario(f'[A]\nhand = ["Serra Angel"]\nbattlefield = ["Plains"]\n{LIB}\n'
                     f"[B]\n{LIB}\n")
    with pytest.raises(IllegalDecision) as err:
        table.push(Cast(obj(table, "Serra Angel")))
    assert err.value.rule == "601.2h"


def test_117_1a_sorceries_only_with_an_empty_stack_in_your_main_phase() -> None:
    table = scenario(f'[A]\nhand = ["Wrath of God"]\nbattlefield = ["Plains", "Plains", '
                     f'"Plains", "Plains"]\n{LIB}\n[B]\n{LIB}\n', step="upkeep")
    with pytest.raises(IllegalDecision) as err:
        table.push(Cast(obj(table, "Wrath of God")))
    assert err.value.rule == "117.1a"


def test_608_2n_instant_goes_to_graveyard_and_117_3b_active_player_gets_priority() -> None:
    table = scenario(f'[A]\n{LIB}\nhand = ["Lightning Bolt"]\nbattlefield = ["Mountain"]\n'
                     f'[B]\n{LIB}\n[[decisions]]\nplayer = "A"\ncast = "Lightning Bolt"\n'
                     'targets = ["B"]\n')
    passes(table, 2)
    g = table.game()
    assert g.player["B"].life == 17
    assert [g.objects[o].name for o in g.player["A"].graveyard] == ["Lightning Bolt"]
    assert of(table, v.PriorityGiven)[-1].rule == "117.3b" and g.priority == "A"


def test_608_2b_spell_with_only_illegal_targets_does_not_resolve() -> None:
    table = scenario(f'[A]\n{LIB}\nhand = ["Lightning Bolt"]\nbattlefield = ["Mountain"]\n'
                     f'[B]\n{LIB}\nhand = ["Swords to Plowshares"]\nbattlefield = ["Plains",'
                     f' "Grizzly Bears"]\n')
    table.push(Cast(obj(table, "Lightning Bolt"), (obj(table, "Grizzly Bears"),),
                    payment=((obj(table, "Mountain"), 0, ""),)))
    table.push(Pass())
    swords = obj(table, "Swords to Plowshares")
    table.push(Cast(swords, (obj(table, "Grizzly Bears"),),
                    payment=((obj(table, "Plains"), 0, ""),)))
    passes(table, 4)
    fizzled = of(table, v.SpellFizzled)
    assert fizzled and fizzled[0].name == "Lightning Bolt" and fizzled[0].rule == "608.2b"
    assert table.game().player["B"].life == 22  # Swords: Bears' controller gains 2


def test_701_counterspell_counters_and_mana_drain_gives_mana_next_main_phase() -> None:
    table = scenario(f'[A]\n{LIB}\nhand = ["Serra Angel"]\nbattlefield = ["Plains", '
                     f'"Plains", "Plains", "Plains", "Plains"]\n[B]\n{LIB}\n'
                     'hand = ["Mana Drain"]\nbattlefield = ["Island", "Island"]\n'
                     '[[decisions]]\nplayer = "A"\ncast = "Serra Angel"\n'
                     '[[decisions]]\nplayer = "B"\ncast = "Mana Drain"\ntargets = ["Serra '
                     'Angel"]\n')
    passes(table, 2)
    countered = of(table, v.SpellCountered)
    assert countered and countered[0].name == "Serra Angel"
    assert any(e.kind == "your_next_main_phase" for e in of(table, v.DelayedTriggerCreated))
    while not table.game().player["B"].mana:  # its delayed trigger resolves (603.7)
        table.push(PassiveAgent().decide(table, table.pending()))  # type: ignore[arg-type]
    assert (table.game().active, table.game().step) == ("B", "main1")
    assert table.game().player["B"].mana == "CCCCC"


def test_603_3b_triggers_go_on_the_stack_in_apnap_order() -> None:
    table = scenario(f'[A]\n{LIB}\nbattlefield = ["Juzam Djinn", "Howling Mine"]\n[B]\n{LIB}'
                     '\nbattlefield = ["Serendib Efreet"]\n', step="end", turn=3)
    while table.game().step != "upkeep":
        table.push(PassiveAgent().decide(table, table.pending()))  # type: ignore[arg-type]
    put = of(table, v.TriggerPutOnStack)
    assert [e.source_name for e in put] == ["Serendib Efreet"]  # B's turn: only B's upkeep
    while table.game().turn == 4:
        table.push(PassiveAgent().decide(table, table.pending()))  # type: ignore[arg-type]
    while table.game().step != "draw":
        table.push(PassiveAgent().decide(table, table.pending()))  # type: ignore[arg-type]
    assert table.game().player["A"].life == 19  # Juzam, A's upkeep (turn 5)


def test_605_3a_black_lotus_is_a_mana_ability_without_the_stack() -> None:
    table = scenario(f'[A]\n{LIB}\nbattlefield = ["Black Lotus"]\n[B]\n{LIB}\n'
                     '[[decisions]]\nplayer = "A"\nmana = "Black Lotus"\ncolor = "G"\n')
    g = table.game()
    assert g.player["A"].mana == "GGG" and not g.stack
    assert [g.objects[o].name for o in g.player["A"].graveyard] == ["Black Lotus"]


def test_602_2_activated_abilities_icy_manipulator_and_shivan_dragon() -> None:
    table = scenario(f'[A]\n{LIB}\nbattlefield = ["Icy Manipulator", "Mountain", "Mountain",'
                     f' "Shivan Dragon"]\n[B]\n{LIB}\nbattlefield = ["Grizzly Bears"]\n'
                     '[[decisions]]\nplayer = "A"\nactivate = "Icy Manipulator"\n'
                     'targets = ["Grizzly Bears"]\npay = ["Mountain"]\n')
    passes(table, 2)
    assert table.game().objects[obj(table, "Grizzly Bears")].tapped
    dragon = obj(table, "Shivan Dragon")
    pump = next(d for d in table.legal_decisions() if d.KIND == "activate"
                and d.source == dragon)  # type: ignore[attr-defined]
    table.push(pump)
    passes(table, 2)
    from shahrazad.characteristics import power

    assert power(table.game(), table.game().objects[dragon]) == 6


def test_500_7_time_walk_extra_turn() -> None:
    table = scenario(f'[A]\n{LIB}\nhand = ["Time Walk"]\nbattlefield = ["Island", "Island"]'
                     f'\n[B]\n{LIB}\n[[decisions]]\nplayer = "A"\ncast = "Time Walk"\n')
    passes(table, 2)
    while table.game().turn == 3:
        table.push(PassiveAgent().decide(table, table.pending()))  # type: ignore[arg-type]
    began = of(table, v.TurnBegan)[-1]
    assert began.player == "A" and began.extra and began.rule == "500.7"


def test_514_1_discard_to_hand_size_and_514_2_damage_wears_off() -> None:
    hand = ", ".join(['"Island"'] * 9)
    table = scenario(f'[A]\n{LIB}\nhand = [{hand}]\nbattlefield = ["Mountain", '
                     f'{{ card = "Craw Wurm" }}]\n[B]\n{LIB}\nhand = ["Lightning Bolt"]\n'
                     'battlefield = ["Mountain"]\n', step="main2")
    passes(table, 1)
    cast(table, "Lightning Bolt", obj(table, "Craw Wurm"))
    passes(table, 2)
    assert table.game().objects[obj(table, "Craw Wurm")].damage == 3
    while table.pending() is not None and table.pending().kind != "discard":  # type: ignore[union-attr]
        table.push(PassiveAgent().decide(table, table.pending()))  # type: ignore[arg-type]
    assert table.pending().amount == 2  # type: ignore[union-attr]
    table.push(PassiveAgent().decide(table, table.pending()))  # type: ignore[arg-type]
    assert len(table.game().player["A"].hand) == 7
    assert table.game().objects[obj(table, "Craw Wurm")].damage == 0
    assert of(table, v.DamageWoreOff)[-1].rule == "514.2"


def test_106_4_mana_empties_at_the_end_of_a_step() -> None:
    table = scenario(f'[A]\n{LIB}\nbattlefield = ["Sol Ring"]\n[B]\n{LIB}\n'
                     '[[decisions]]\nplayer = "A"\nmana = "Sol Ring"\n')
    assert table.game().player["A"].mana == "CC"
    passes(table, 2)
    assert table.game().player["A"].mana == "" and of(table, v.ManaEmptied)[-1].rule == "106.4"


# -- 506-511 combat -------------------------------------------------------------------------


def combat(attacker: str, blocker: str | None, extra: str = "") -> Table:
    block = f'\n[[decisions]]\nplayer = "B"\nblock = {{ "{blocker}" = "{attacker}" }}\n' \
        if blocker else ""
    bf = f', "{blocker}"' if blocker else ""
    return scenario(f'[A]\n{LIB}\nbattlefield = ["{attacker}"{extra}]\n[B]\n{LIB}\n'
                    f'battlefield = ["Plains"{bf}]\n[[decisions]]\nplayer = "A"\n'
                    f'attack = ["{attacker}"]{block}', step="beginning_of_combat",
                    until="game_over")


def test_508_1f_attackers_tap_and_unblocked_damage_goes_to_the_player() -> None:
    table = combat("Grizzly Bears", None)
    tapped = [e for e in of(table, v.Tapped) if e.rule == "508.1f"]
    assert tapped
    hit = [e for e in of(table, v.DamageDealt) if e.combat]
    assert hit[0].target == "B" and hit[0].amount == 2


def test_702_20_vigilance_attacker_does_not_tap() -> None:
    table = combat("Serra Angel", None)
    assert not [e for e in of(table, v.Tapped) if e.rule == "508.1f"]


def test_702_7_first_strike_kills_before_regular_damage() -> None:
    table = combat("Tundra Wolves", "Llanowar Elves")
    first = [e for e in of(table, v.StepBegan) if e.step == "first_strike_damage"]
    assert first
    damage = [e for e in of(table, v.DamageDealt) if e.combat]
    assert len(damage) == 1 and damage[0].amount == 1  # the Elves died first


def test_702_19_trample_assigns_excess_to_the_player() -> None:
    table = combat("War Mammoth", "Llanowar Elves")
    to_player = [e for e in of(table, v.DamageDealt) if e.combat and e.target == "B"]
    assert to_player and to_player[0].amount == 2


def test_509_1b_flying_attacker_can_not_be_blocked_by_a_ground_creature() -> None:
    from shahrazad.decisions import Block

    table = scenario(f'[A]\n{LIB}\nbattlefield = ["Serra Angel"]\n[B]\n{LIB}\n'
                     'battlefield = ["Grizzly Bears", "Birds of Paradise"]\n[[decisions]]\n'
                     'player = "A"\nattack = ["Serra Angel"]\n', step="beginning_of_combat")
    while table.pending().kind != "blockers":  # type: ignore[union-attr]
        table.push(Pass())
    angel, bears, birds = (obj(table, n) for n in ("Serra Angel", "Grizzly Bears",
                                                    "Birds of Paradise"))
    assert {d.blocks for d in table.legal_decisions()} == {(), ((birds, angel),)}  # type: ignore[attr-defined]
    with pytest.raises(IllegalDecision) as err:
        table.push(Block(((bears, angel),)))
    assert err.value.rule == "509.1b"


def test_302_6_a_creature_that_just_arrived_can_not_attack() -> None:
    table = scenario(f'[A]\n{LIB}\nbattlefield = [{{ card = "Grizzly Bears", sick = true }}]'
                     f'\n[B]\n{LIB}\n', step="beginning_of_combat")
    passes(table, 2)
    assert not any(isinstance(e, v.ChoiceRequested) and e.kind == "attackers"
                   for e in table.events)
    assert table.game().step == "declare_attackers"
    with pytest.raises(IllegalDecision):
        table.push(Attack(((obj(table, "Grizzly Bears"), "B"),)))


# -- 704 state-based actions, 104 and 800.4a ---------------------------------------------


def test_704_5a_zero_life_loses() -> None:
    table = scenario(f'[A]\n{LIB}\nhand = ["Lightning Bolt"]\nbattlefield = ["Mountain"]\n'
                     f'[B]\nlife = 3\n{LIB}\n[[decisions]]\nplayer = "A"\n'
                     'cast = "Lightning Bolt"\ntargets = ["B"]\n', until="game_over")
    lost = of(table, v.PlayerLost)[0]
    assert lost.player == "B" and lost.rule == "704.5a" and table.winners == ("A",)


def test_704_5b_drawing_from_an_empty_library_loses() -> None:
    table = scenario('[A]\nlibrary = ["Island"]\n[B]\nlibrary = []\n', step="end",
                     until="game_over")
    lost = of(table, v.PlayerLost)[0]
    assert lost.player == "B" and lost.rule == "704.5b"


def test_704_5c_ten_poison_counters_lose() -> None:
    table = combat("Marsh Viper", None, extra="")
    table2 = scenario(f'[A]\n{LIB}\nbattlefield = ["Marsh Viper"]\n[B]\ncounters = '
                      f'{{ poison = 8 }}\n{LIB}\n[[decisions]]\nplayer = "A"\n'
                      'attack = ["Marsh Viper"]\n', step="beginning_of_combat",
                      until="game_over")
    assert table.game().player["B"].counters.get("poison") == 2
    lost = of(table2, v.PlayerLost)[0]
    assert lost.player == "B" and lost.rule == "704.5c"


def test_704_5g_lethal_damage_and_704_5m_aura_without_its_creature() -> None:
    table = scenario(f'[A]\n{LIB}\nhand = ["Lightning Bolt"]\nbattlefield = ["Mountain"]\n'
                     f'[B]\n{LIB}\nbattlefield = ["Grizzly Bears", {{ card = "Unholy Strength",'
                     ' attached_to = 0 }]\n[[decisions]]\nplayer = "A"\n'
                     'cast = "Lightning Bolt"\ntargets = ["Grizzly Bears"]\n')
    passes(table, 2)
    g = table.game()
    assert not [o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]
    assert {e.rule for e in of(table, v.ZoneChanged) if e.reason in ("destroy",
                                                                     "aura not attached")} \
        == {"704.5g", "704.5m"}


def test_704_5f_toughness_zero() -> None:
    from shahrazad.events.vocabulary import EffectCreated

    table = scenario(f'[A]\n{LIB}\n[B]\n{LIB}\nbattlefield = ["Llanowar Elves"]\n')
    from shahrazad.txn import Txn

    txn = Txn(table.state)
    txn.emit(EffectCreated, "1", "611.2", effect=txn.new_id(), kind="pump", source=None,
             controller="A", subject=obj(table, "Llanowar Elves"), power=0, toughness=-1,
             until="end_of_turn")
    table.events.extend(txn.events)
    table.push(Pass())
    assert [e.rule for e in of(table, v.ZoneChanged)] == ["704.5f"]


def test_613_control_magic_steals_and_control_returns_when_it_leaves() -> None:
    table = scenario(f'[A]\n{LIB}\nhand = ["Control Magic"]\nbattlefield = ["Island", '
                     f'"Island", "Island", "Island"]\n[B]\n{LIB}\nhand = ["Disenchant"]\n'
                     'battlefield = ["Serra Angel", "Plains", "Plains"]\n[[decisions]]\n'
                     'player = "A"\ncast = "Control Magic"\ntargets = ["Serra Angel"]\n')
    passes(table, 2)
    angel = obj(table, "Serra Angel")
    assert table.game().objects[angel].controller == "A"
    passes(table, 1)
    cast(table, "Disenchant", obj(table, "Control Magic"))
    passes(table, 2)
    assert table.game().objects[angel].controller == "B"
    assert [e.rule for e in of(table, v.ControlChanged)] == ["613.1b", "613.1b"]


def test_104_3a_concede_and_104_2a_last_player_wins() -> None:
    table = scenario(f'[A]\n{LIB}\n[B]\n{LIB}\n[[decisions]]\nplayer = "B"\n'
                     "concede = true\n")
    assert table.winners == ("A",) and of(table, v.GameEnded)[0].rule == "104.2a"


def test_104_4a_all_remaining_players_lose_at_once_is_a_draw() -> None:
    table = scenario(f'[A]\nlife = 1\n{LIB}\nbattlefield = ["Pestilence", "Swamp"]\n[B]\n'
                     f'life = 1\n{LIB}\n[[decisions]]\nplayer = "A"\nactivate = '
                     '"Pestilence"\n', until="game_over")
    ended = of(table, v.GameEnded)[0]
    assert ended.draw and ended.rule == "104.4a"


def test_800_4a_a_player_leaves_a_multiplayer_game_and_the_others_play_on() -> None:
    table = scenario(f'[A]\n{LIB}\n[B]\n{LIB}\nbattlefield = ["Serra Angel"]\n[C]\n{LIB}\n'
                     '[[decisions]]\nplayer = "B"\nconcede = true\n',
                     players='["A", "B", "C"]')
    g = table.game()
    assert g.status == "running" and g.player["B"].left
    assert not [o for o in g.objects.values() if o.owner == "B"]
    assert of(table, v.PlayerLeft)[0].rule == "800.4a"
    table.push(Concede(), "C")
    assert table.winners == ("A",)
