"""The waiters bench's crowd is a table's phones, not one request copied (stop 52)."""

from __future__ import annotations

from bench.waiters import LANGUAGES, phone_headers

TOKENS = {0: "seat-zero", 1: "seat-one"}


def test_the_first_two_waiters_of_each_game_hold_its_seats_and_the_rest_watch():
    games = 10
    crowd = [phone_headers(n, games, TOKENS, spectators=False) for n in range(4 * games)]
    assert [h.get("Authorization") for h in crowd[:games]] == ["Bearer seat-zero"] * games
    assert [h.get("Authorization") for h in crowd[games:2 * games]] == \
        ["Bearer seat-one"] * games
    assert all("Authorization" not in h for h in crowd[2 * games:])


def test_no_two_waiters_send_the_same_headers():
    crowd = [phone_headers(n, 5, TOKENS, spectators=False) for n in range(200)]
    assert len({h["User-Agent"] for h in crowd}) == 200
    assert {h["Accept-Language"].split(";")[0] for h in crowd} == set(LANGUAGES)


def test_the_old_crowd_of_identical_spectators_is_kept_behind_its_flag():
    assert all(phone_headers(n, 5, TOKENS, spectators=True) == {} for n in range(20))


def test_a_bench_imported_by_a_test_leaves_no_metrics_directory_to_the_next_servers():
    # importing bench.waiters imports the shipped gunicorn config, which sets a metrics
    # directory in this process; the suite's autouse fixture takes it away before each test
    import os

    import bench.sampling_conf  # noqa: F401  (imported by bench.waiters at the top)
    from tests.conftest import _METRICS_DIR

    assert os.environ.get("PROMETHEUS_MULTIPROC_DIR") == _METRICS_DIR
