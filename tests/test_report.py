"""The HTML report: its data agrees with the fold at every position, and the page works
in a real headless browser (Debian's chromium, which `.ci/run` installs)."""

from __future__ import annotations

import copy
import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.events.base import Event
from shahrazad.projections.causes import explain
from shahrazad.projections.fold import apply
from shahrazad.projections.replay import replay
from shahrazad.projections.report import render_report, report_data, table_view
from shahrazad.projections.state import TableState
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table
from shahrazad.testing import random_deck

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "engine" / "scenarios" / "demo-nested.toml"


def demo_events() -> list[Event]:
    scenario = load_scenario(DEMO)
    table = scenario.table()
    run_scenario(scenario, table)
    return table.events


def apply_ops(view: dict[str, Any], ops: list[Any], paths: list[str]) -> None:
    """The page's applyOps, in Python: ``[keys, value]`` sets, ``[keys]`` removes,
    ``[keys, at, gone, items]`` splices a list; a key path begins with the game's index
    in ``paths``."""
    for op in ops:
        keys = op[0]
        if isinstance(keys[0], int):
            keys = ["games", paths[keys[0]], *keys[1:]]
        *parents, last = keys
        target = view
        for key in parents:
            target = target[key]
        if len(op) == 1:
            del target[last]
        elif len(op) == 4:
            target[last][op[1]:op[1] + op[2]] = copy.deepcopy(op[3])
        else:
            target[last] = copy.deepcopy(op[1])


def view_at(data: dict[str, Any], i: int) -> dict[str, Any]:
    """What the page computes for view ``i``: the keyframe before it, then the patches."""
    k, frame = max((f for f in data["keyframes"] if f[0] <= i), key=lambda f: f[0])
    view = copy.deepcopy(frame)
    for j in range(k + 1, i + 1):
        apply_ops(view, data["patches"][j], data["paths"])
    return view


def plain(value: Any) -> Any:
    """JSON's picture of a value (tuples become lists), as the page receives it."""
    return json.loads(json.dumps(value))


def test_every_position_of_the_report_is_the_fold_there() -> None:
    """Keyframes plus patches give, at every position, the very view of the replayed state."""
    events = demo_events()
    data = plain(report_data(events, every=37))
    r = replay(events)
    assert data["first"] == 1 and data["last"] == len(events)
    assert len(data["patches"]) == len(events) + 1
    for i in range(len(events) + 1):
        assert view_at(data, i) == plain(table_view(r.at(i))), f"position {i}"


def test_a_random_table_with_subgames_step_by_step() -> None:
    """On a random table whose games nest, each patch turns the view before an event into
    the view after it, and each keyframe is the view at its position."""
    import random

    rng = random.Random(3)
    table = Table.new(["A", "B"], [random_deck(rng) for _ in range(2)], seed=3)
    table.play({"A": RandomAgent(1), "B": RandomAgent(2)})
    assert len(table.state.games) > 2
    data = plain(report_data(table.events, every=100))
    keyframes = dict(data["keyframes"])
    state = TableState()
    view = plain(table_view(state))
    for i, event in enumerate(table.events, start=1):
        apply(state, event)
        apply_ops(view, data["patches"][i], data["paths"])
        assert view == plain(table_view(state)), f"position {i}"
        if i in keyframes:
            assert keyframes[i] == view


def test_a_window_of_the_log_starts_from_the_state_before_it() -> None:
    events = demo_events()
    data = plain(report_data(events, first=300, last=420, every=50))
    r = replay(events)
    # The window's lines, and the lines of every cause they lead back to: no others.
    wanted = {e.position for p in range(300, 421) for e in explain(events, p)}
    assert min(wanted) < 300 and {line[0] for line in data["lines"]} == wanted
    for i in (0, 1, 49, 50, 51, 120):
        assert view_at(data, i) == plain(table_view(r.at(299 + i)))
    with pytest.raises(ValueError, match="not within"):
        report_data(events, first=10, last=len(events) + 1)


def test_subgames_appear_and_end_in_the_views() -> None:
    """727.1a / 727.5: the views show each subgame from its start, and ended after."""
    events = demo_events()
    data = plain(report_data(events))
    started = next(e.position for e in events if e.KIND == "subgame_started")
    assert "1.1" not in view_at(data, started - 1)["games"]
    during = view_at(data, started)["games"]
    assert during["1.1"]["status"] == "running" and during["1"]["status"] == "suspended"
    assert during["1.1"]["parent"] == "1" and during["1.1"]["created_by"] == "Shahrazad"
    final = view_at(data, len(events))["games"]
    assert final["1.1"]["status"] == "ended" and final["1"]["status"] == "running"


def test_the_page_is_self_contained_and_escapes_its_data() -> None:
    table = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=2)
    page = render_report(table.events, title="</script><b>x</b>")
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)
    assert "https://" not in page and "http://" not in page
    assert "<b>x</b>" not in page and "&lt;/script&gt;" in page
    # The data block is closed exactly once, by its own end tag.
    block = page.split('<script id="data" type="application/json">', 1)[1]
    data = json.loads(block.split("</script>", 1)[0])
    assert data["header"]["players"] == ["A", "B"]


def test_report_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    result = runner.invoke(main, ["run", str(DEMO), "--log", "demo.shlog", "--db", "d.sqlite"])
    assert result.exit_code == 0, result.output
    result = runner.invoke(main, ["report", "demo.shlog", "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["report"] == "demo.html" and (tmp_path / "demo.html").stat().st_size > 1000
    result = runner.invoke(main, ["report", "demo.shlog", "-o", "out/w.html", "--from", "5",
                                  "--to", "9999"])
    assert result.exit_code == 2 and "not a range" in result.output
    result = runner.invoke(main, ["report", "missing.shlog"])
    assert result.exit_code == 2 and "no such file" in result.output
    (tmp_path / "junk.shlog").write_bytes(b"SHAHRAZAD-LOG\nnot msgpack")
    result = runner.invoke(main, ["report", "junk.shlog"])
    assert result.exit_code == 2 and "bad log" in result.output


# -- in a real browser --------------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
REQUIRED = os.environ.get("SHAHRAZAD_REQUIRE_BROWSER") == "1"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not (CHROMIUM and CHROMEDRIVER):
        if REQUIRED:
            pytest.fail("chromium and chromedriver are required (SHAHRAZAD_REQUIRE_BROWSER=1)")
        pytest.skip("no chromium/chromedriver here (.ci/run installs Debian's)")
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Event]]:
    events = demo_events()
    path = tmp_path_factory.mktemp("report") / "demo.html"
    path.write_text(render_report(events, title="demo", every=64), encoding="utf-8")
    return path, events


def _open(driver: Any, url: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(url)
    WebDriverWait(driver, 20).until(
        lambda d: d.execute_script("return document.body.dataset.ready === '1'"))


def _shown(driver: Any) -> tuple[int, list[str]]:
    box = driver.find_element("id", "state")
    return int(box.get_attribute("data-position")), box.get_attribute("data-games").split()


def test_the_page_loads_without_errors_and_shows_the_tree(browser: Any, page: Any) -> None:
    path, events = page
    _open(browser, path.as_uri())
    assert browser.execute_script("return window.__reportErrors") == []
    severe = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []
    position, games = _shown(browser)
    assert position == len(events)
    assert games == ["1", "1.1", "1.1.1", "1.1.1.1"]
    # The tree is drawn nested: each subgame's box sits inside its parent's.
    inner = browser.find_element(
        "css selector", 'section[data-path="1"] section[data-path="1.1"] '
        'section[data-path="1.1.1"] section[data-path="1.1.1.1"]')
    assert "game 1.1.1.1" in inner.text
    assert len(browser.find_elements("css selector", "#lines .ev")) == len(events)


def test_clicking_an_event_changes_the_state_shown(browser: Any, page: Any) -> None:
    path, events = page
    _open(browser, path.as_uri())
    r = replay(events)
    before_sub = next(e.position for e in events if e.KIND == "subgame_started") - 5
    browser.find_element("css selector", f'.ev[data-position="{before_sub}"]').click()
    position, games = _shown(browser)
    assert (position, games) == (before_sub, ["1"])
    assert f"Event {before_sub} of" in browser.find_element("id", "event").text
    life = r.at(before_sub).games["1"].player["B"].life
    row = browser.find_element("css selector", 'section[data-path="1"] tr[data-player="B"]')
    assert row.find_elements("css selector", "td")[1].text == str(life)
    # Step with the keyboard into the subgame's events.
    browser.find_element("tag name", "body").send_keys("\ue014" * 5)  # right arrow
    position, games = _shown(browser)
    assert (position, games) == (before_sub + 5, ["1", "1.1"])
    status = browser.find_element("css selector", 'section[data-path="1"] .status').text
    assert status == "suspended"


def test_the_page_computes_the_folds_state_at_every_position(browser: Any, page: Any) -> None:
    """Seeking forward, then back and across keyframes, the page's view is the fold's."""
    path, events = page
    _open(browser, path.as_uri())
    r = replay(events)
    n = len(events)
    order = list(range(n + 1)) + list(range(n, -1, -7)) + [3, n, 65, 64, 63, 128, 2]
    shown = browser.execute_script(f"return {order}.map((p) => viewAt(p))")
    for p, view in zip(order, shown, strict=True):
        assert view == plain(table_view(r.at(p))), f"position {p}"


def test_the_pages_patches_remove_keys_and_never_share_data(browser: Any, page: Any) -> None:
    path, _ = page
    _open(browser, path.as_uri())
    result = browser.execute_script("""
        const view = {a: {b: 1, c: 2}};
        const ops = [[["a", "b"]], [["a", "d"], {e: [1]}]];
        applyOps(view, ops);
        view.a.d.e.push(2);
        return [view, ops[1][1]];""")
    assert result == [{"a": {"c": 2, "d": {"e": [1, 2]}}}, {"e": [1]}]


def test_a_cause_link_and_the_address_move_the_selection(browser: Any, page: Any) -> None:
    """The page lists the Bat's chain of causes as explain() does (through the deferred
    trigger's release and deferral, 727.5 and 727.4a), each a link that moves there."""
    path, events = page
    bat = next(e for e in events if e.KIND == "token_created")
    _open(browser, path.as_uri() + f"#p={bat.position}")
    assert _shown(browser)[0] == bat.position
    links = browser.find_elements("css selector", "#event a.jump")
    chain = [e.position for e in explain(events, bat.position)][1:]
    assert [int(a.get_attribute("data-jump")) for a in links] == chain
    target = int(links[-1].get_attribute("data-jump"))
    links[-1].click()
    assert _shown(browser)[0] == target
    assert browser.current_url.endswith(f"#p={target}")
    assert browser.execute_script("return window.__reportErrors") == []


def test_the_shipped_demo_report_is_up_to_date() -> None:
    """logs/demo-nested.html is what `shahrazad demo` writes today (run it to refresh)."""
    shipped = (ROOT / "logs" / "demo-nested.html").read_text(encoding="utf-8")
    assert shipped == render_report(demo_events(), title="demo-nested",
                                    source="demo-nested.shlog")


def test_727_4a_the_report_shows_the_waiting_trigger(browser: Any, page: Any) -> None:
    """727.4a: while the demo's Desecrated Tomb trigger waits for the main game to resume,
    game 1's box lists it as waiting (with a link to where it triggered); once it is on
    the stack, the list is gone."""
    path, events = page
    deferred = next(e for e in events if e.KIND == "trigger_deferred")
    triggered = next(e for e in events if e.KIND == "ability_triggered")
    on_stack = next(e for e in events if e.KIND == "trigger_put_on_stack")
    data = plain(report_data(events))
    assert view_at(data, deferred.position)["games"]["1"]["waiting_triggers"] == [
        {"trigger": triggered.trigger, "source": "Desecrated Tomb", "controller": "A",
         "deferred": True, "triggered_at": triggered.position}]
    _open(browser, path.as_uri() + f"#p={deferred.position + 30}")
    waiting = browser.find_elements(
        "css selector", 'section[data-path="1"] > .zone.waiting .card.trigger.deferred')
    assert len(waiting) == 1
    assert waiting[0].text.startswith("Desecrated Tomb's triggered ability (A's), waiting "
                                      "for this game to resume (727.4a)")
    link = waiting[0].find_element("css selector", "a.jump")
    assert int(link.get_attribute("data-jump")) == triggered.position
    # On the stack: the emptied list is shown as a change, then no longer shown at all.
    _open(browser, path.as_uri() + f"#p={on_stack.position}")
    assert browser.find_elements("css selector", 'section[data-path="1"] .card.trigger') == []
    _open(browser, path.as_uri() + f"#p={on_stack.position + 1}")
    assert browser.find_elements("css selector", 'section[data-path="1"] > .zone.waiting') == []


def _in_view(driver: Any, game: str) -> bool:
    """Whether game ``game``'s box has its heading inside the visible part of the state
    panel."""
    return bool(driver.execute_script("""
        const side = document.getElementById("side").getBoundingClientRect();
        const box = document.querySelector(`#state section.game[data-path="${arguments[0]}"]`);
        const head = box.querySelector("h3").getBoundingClientRect();
        return head.top >= side.top && head.bottom <= side.bottom;""", game))


def test_the_state_panel_scrolls_to_the_selected_events_game(browser: Any, page: Any) -> None:
    """Selecting an event brings its game's box into view in the state panel: a deep
    subgame's when the panel shows the top, the main game's when it shows the bottom."""
    path, events = page
    deep = next(e.position for e in events if e.game == "1.1.1.1") + 10
    main_game = next(e.position for e in events
                     if e.game == "1" and e.position > deep and e.KIND == "library_shuffled")
    size = browser.get_window_size()
    browser.set_window_size(1400, 600)
    try:
        _open(browser, path.as_uri() + f"#p={deep - 1}")
        scrolls = browser.execute_script(
            "const s = document.getElementById('side'); return s.scrollHeight > s.clientHeight")
        assert scrolls, "the state panel must be taller than its view for this test"
        for position, game in ((deep, "1.1.1.1"), (main_game, "1"), (deep, "1.1.1.1")):
            # Scroll the panel to the end that hides the game, then select the event.
            top = game != "1"
            browser.execute_script(
                "const s = document.getElementById('side');"
                f"s.scrollTop = {'0' if top else 's.scrollHeight'};")
            assert not _in_view(browser, game)
            browser.find_element("id", "goto").clear()
            browser.find_element("id", "goto").send_keys(str(position), "\ue007")  # Enter
            assert _shown(browser)[0] == position
            assert _in_view(browser, game), (position, game)
        assert browser.execute_script("return window.__reportErrors") == []
    finally:
        browser.set_window_size(size["width"], size["height"])
