"""The Content-Security-Policy breaks nothing: no screen of the app triggers a violation.

The policy allows only the app's own origin and no inline script or style
(see api/http/headers.py); the app builds its DOM with CSSOM, which the policy allows.
"""

from __future__ import annotations

import pytest

from tests.web.helpers import create_game

pytestmark = pytest.mark.browser

WATCH_JS = """() => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation',
    (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
}"""


def watched(phone, path: str = "/"):
    page = phone("about:blank")
    messages: list[str] = []
    page.on("console", lambda m: messages.append(m.text)
            if "Content Security Policy" in m.text else None)
    page.add_init_script(f"({WATCH_JS})()")
    page.goto(path)
    page.csp_messages = messages
    return page


def violations(page) -> list[str]:
    return list(page.evaluate("window.__csp || []")) + page.csp_messages


def test_no_screen_violates_the_content_security_policy(phone):
    ann = watched(phone)
    ann.get_by_role("link", name="New game").click()
    ann.wait_for_selector("form")
    code = create_game(ann, "driving-me-crazy", "Ann", players=2)
    ann.wait_for_selector("div.qr img")
    bob = watched(phone, f"/?join={code}")
    bob.wait_for_selector("#name")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    for page in (ann, bob):
        page.wait_for_selector("#status")
    drive = watched(phone)
    create_game(drive, "drive", "Cy", bots=(1,), options={"first_player": 0})
    drive.wait_for_selector("svg.board")
    for page in (ann, bob, drive):
        assert violations(page) == []
        assert not page.js_errors


def test_the_policy_comes_with_the_page_and_binds_the_code_it_loads_later(phone):
    """Only documents carry the policy (api/http/headers.py): a game's screen code, loaded when
    its game opens, comes with ``nosniff`` alone and still runs under the page's policy."""
    page = watched(phone)
    heads: dict[str, dict[str, str]] = {}
    page.on("response", lambda r: heads.setdefault(r.url.split("//", 1)[1].split("/", 1)[1],
                                                   r.all_headers()))
    create_game(page, "driving-me-crazy", "Ann", bots=(1,), seed=3)
    page.wait_for_selector("#status")
    page.reload()  # the page's own answer, seen this time
    page.wait_for_selector("#status")
    document = next(h for path, h in heads.items() if path.startswith("games/"))
    assert "frame-ancestors 'none'" in document["content-security-policy"]
    module = heads["js/dmc.js"]
    assert module["x-content-type-options"] == "nosniff"
    assert "content-security-policy" not in module
    ran = page.evaluate("""() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = true';
      document.body.append(s);
      return new Promise((done) => setTimeout(() => done(Boolean(window.__inline)), 100));
    }""")
    assert ran is False
    assert any("script-src" in v for v in violations(page))
