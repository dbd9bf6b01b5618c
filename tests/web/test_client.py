"""The app's API client: every call goes through an operationId read from the API's
operations map (the OpenAPI document's paths, without the rest)."""

from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

WEB = Path(__file__).resolve().parents[2] / "web"


def test_no_api_url_is_written_in_the_app_but_the_operations_address():
    for path in WEB.rglob("*.js"):
        # the SVG namespace is a name, not an address the app loads
        text = path.read_text(encoding="utf-8").replace("http://www.w3.org/2000/svg", "")
        urls = set(re.findall(r"[\"'`](/api/[^\"'`]*)", text))
        assert urls <= {"/api/v1/operations"}, f"{path.name} hard-codes {urls}"
        assert "http://" not in text and "https://" not in text, f"{path.name} names a host"


def test_the_client_maps_every_operation_of_the_spec(phone, base_url):
    with urllib.request.urlopen(f"{base_url}/api/openapi.json") as answer:  # noqa: S310
        spec = json.load(answer)
    wanted = {op["operationId"]: (method.upper(), path)
              for path, item in spec["paths"].items()
              for method, op in item.items() if isinstance(op, dict) and "operationId" in op}
    page = phone("/")
    mapped = page.evaluate("""async () => {
      const { api } = await import('/js/api.js');
      await api.load();
      return Object.fromEntries(Object.entries(api.ops).map(([k, v]) => [k, [v.method, v.path]]));
    }""")
    assert {k: tuple(v) for k, v in mapped.items()} == wanted
    for name in ("getCatalogue", "createGame", "findByJoinCode", "joinGame", "getGame",
                 "getLegalMoves", "postMove", "getLog", "getJoinQr", "rematchGame"):
        assert name in mapped, name
    url = page.evaluate("""async () => {
      const { api } = await import('/js/api.js');
      await api.load();
      return api.url('getLog', { game_id: 'g 1' }, { after: 3, wait: 20 });
    }""")
    assert url == "/api/v1/games/g%201/log?after=3&wait=20"
