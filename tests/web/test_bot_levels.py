"""The New game form seats bots at the level chosen per seat, and they play at it."""

from __future__ import annotations

import pytest

from tests.web.helpers import create_game, game_id_of, shot

pytestmark = pytest.mark.browser

# what the server says about the game's seats and what has been played
GAME_JS = """async () => {
  const id = location.pathname.split('/')[2];
  const seat = JSON.parse(localStorage.getItem('roadtrip.seat.' + id));
  const auth = {headers: {Authorization: 'Bearer ' + seat.token}};
  const game = await (await fetch('/api/v1/games/' + id, auth)).json();
  const log = await (await fetch('/api/v1/games/' + id + '/log', auth)).json();
  return {players: game.players, events: log.events.map((e) => e.event)};
}"""


def test_a_bot_seat_plays_at_the_level_chosen_on_the_new_game_form(phone):
    ann = phone("/")
    ann.get_by_role("link", name="New game").click()
    ann.locator("label[for=game-drive]").click()
    ann.select_option("#players", "3")
    # a seat's level is offered for each seat, and chosen once the seat is a bot
    assert ann.locator("#bot-level-2").is_disabled()
    ann.check("#bot-2")
    assert ann.locator("#bot-level-2").is_enabled()
    assert ann.locator("#bot-level-2 option").all_inner_texts() == ["Easy", "Normal", "Hard"]
    assert ann.locator("#bot-level-2").input_value() == "normal"
    # what each level means: Drive says the shared words (a game may say its own:
    # tests/web/test_plugin_words.py)
    assert "many guesses of the hidden cards" in ann.inner_text("#bot-levels")
    shot(ann, "bot-levels-create-form")

    create_game(ann, "drive", "Ann", players=2, bots=(1,), levels={1: "hard"}, seed=5,
                options={"first_player": 1})
    ann.wait_for_selector("#status.your-turn")
    game = ann.evaluate(GAME_JS)
    assert [(p["bot"], p["level"]) for p in game["players"]] == [(False, None), (True, "hard")]
    # the hard bot moved first, inside the commit that started the game
    assert any(event.get("seat") == 1 for event in game["events"])
    assert game_id_of(ann)
    shot(ann, "bot-levels-hard-bot-played", full_page=False)
    assert not ann.js_errors
