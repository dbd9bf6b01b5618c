"""A verdict over HTTP names seats as people do, in the caller's language (Accept-Language)."""

import pytest


@pytest.mark.parametrize("lang, player, detail", [
    ("en", "seat 1 (red)", "it is seat 2 (blue)'s turn, not seat 1 (red)'s"),
    ("nl", "plaats 1 (rood)", "plaats 2 (blauw) is aan de beurt, niet plaats 1 (rood)"),
    ("de", "Platz 1 (rot)", "Platz 2 (blau) ist am Zug, nicht Platz 1 (rot)"),
    ("fr", "place 1 (rouge)", "c'est au tour de la place 2 (bleu), pas de la place 1 (rouge)"),
])
def test_the_api_verdict_speaks_the_callers_language(client, lang, player, detail):
    data = {"game": "drive", "config": {"players": 2, "mode": "referee",
                                        "options": {"first_player": 1}},
            "seed": 1, "moves": [{"seat": 0, "move": {"type": "draw", "card": "crossroads"}}]}
    answer = client.post("/api/v1/transcripts/check", json=data,
                         headers={"Accept-Language": lang})
    body = answer.get_json()
    assert answer.status_code == 200 and body["code"] == "not_your_turn"
    assert (body["seat"], body["number"]) == (0, 1)
    assert body["player"] == player and body["detail"] == detail


def test_a_verdict_names_the_player_when_the_transcript_does(client):
    """Issue 38, item 9: "Ann, seat 1 (red)", in the caller's language."""
    data = {"game": "drive", "config": {"players": 2, "mode": "referee",
                                        "options": {"first_player": 1}},
            "seed": 1, "moves": [{"seat": 0, "move": {"type": "draw", "card": "crossroads"}}],
            "players": [{"seat": 0, "name": "Ann"}, {"seat": 1, "name": "Bob"}]}
    for lang, player in (("en", "Ann, seat 1 (red)"), ("nl", "Ann, plaats 1 (rood)")):
        body = client.post("/api/v1/transcripts/check", json=data,
                           headers={"Accept-Language": lang}).get_json()
        assert body["name"] == "Ann" and body["player"] == player


def test_a_games_transcript_gives_its_players_names(client):
    created = client.post("/api/v1/games", json={
        "game": "drive", "players": 2, "mode": "referee"}).get_json()
    for name in ("Ann", "Bob"):
        client.post(f"/api/v1/games/{created['id']}/players", json={"name": name})
    transcript = client.get(f"/api/v1/games/{created['id']}/transcript").get_json()
    assert transcript["players"] == [{"seat": 0, "name": "Ann"}, {"seat": 1, "name": "Bob"}]
    assert client.post("/api/v1/transcripts/check", json=transcript).status_code == 200
