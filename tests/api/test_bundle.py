"""The web app's modules bundled by the server (api/http/bundle.py) and its words per language
(api/http/web.py): what the first answer holds, what comes later, and what is never rewritten."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from api import i18n
from api.http.bundle import ENTRY, BundleError, Bundler, parse
from api.http.web import WEB_PREFIXES
from core import game_names

WEB = Path(__file__).resolve().parents[2] / "web"
GAME_SCREENS = {"js/dmc.js", "js/drive.js", "js/generic.js"}


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_the_apps_modules_bundle_and_the_first_answer_holds_no_games_screen_code():
    bundler = Bundler(WEB)
    first = bundler.first()
    assert first[-1] == ENTRY and "js/screens/home.js" in first
    assert not GAME_SCREENS & set(first)
    assert "js/screens/home.js" in (bundler.answer(ENTRY) or "")


def test_a_games_screen_code_comes_with_what_the_first_answer_lacked_only():
    bundler = Bundler(WEB)
    drive = bundler.answer("js/drive.js") or ""
    # drive.js imports the shared widgets (widgets.js): both come in this answer, and no
    # other game's screen
    assert '__rt["js/drive.js"] ??=' in drive and '__rt["js/widgets.js"] ??=' in drive
    assert '__rt["js/dmc.js"] ??=' not in drive
    assert '__rt["js/i18n.js"] ??=' not in drive  # in the first answer already
    assert drive.rstrip().splitlines()[-1].startswith("export const {")


def test_no_games_screen_imports_another_games_screen():
    """Issue 26 (7): the screens share widgets from a module of their own (widgets.js)."""
    for screen in sorted(GAME_SCREENS):
        imported = set(parse(screen, (WEB / screen).read_text()).imports)
        assert not (GAME_SCREENS - {screen}) & imported, (screen, imported)
    assert "js/widgets.js" in parse("js/generic.js", (WEB / "js/generic.js").read_text()).imports


def test_a_module_of_the_first_answer_is_answered_with_the_bundles_instance():
    text = Bundler(WEB).answer("js/model.js") or ""
    assert "] ??= (() =>" not in text  # no module's code: the bundle's instance only
    assert 'export const {' in text and '= __rt["js/model.js"];' in text


@pytest.mark.skipif(subprocess.run(["which", "node"], capture_output=True).returncode != 0,
                    reason="no node to parse the bundle")
def test_every_answer_is_javascript_node_parses(tmp_path):
    bundler = Bundler(WEB)
    for path in sorted(p.relative_to(WEB).as_posix() for p in (WEB / "js").rglob("*.js")):
        out = tmp_path / (path.replace("/", "_") + ".mjs")
        out.write_text(bundler.answer(path) or "")
        check = subprocess.run(["node", "--check", str(out)], capture_output=True, text=True)
        assert check.returncode == 0, (path, check.stderr)


def test_imports_become_registry_lookups_and_exports_the_modules_own():
    module = parse("js/screens/x.js", 'import { a, b as c } from "../y.js";\n'
                   'import * as z from "./z.js";\nimport "../side.js";\n'
                   "export function f() { return import('../late.js'); }\n"
                   "export const g = 1;\nexport async function h() {}\nexport class K {}\n")
    assert module.imports == ("js/y.js", "js/screens/z.js", "js/side.js")
    assert module.exports == ("f", "g", "h", "K")
    assert 'const { a, b: c } = __rt["js/y.js"];' in module.body
    assert 'const z = __rt["js/screens/z.js"];' in module.body
    assert 'import("/js/late.js")' in module.body  # the code now runs at /js/app.js
    assert "export " not in module.body


@pytest.mark.parametrize("source", [
    "export let n = 1;\n", "export default 1;\n", "const a = 1;\nexport { a };\n",
    'import x from "./y.js";\n', "console.log(import.meta.url);\n",
])
def test_a_form_the_bundler_does_not_rewrite_is_refused(source):
    with pytest.raises(BundleError):
        parse("js/x.js", source)


def test_an_import_cycle_is_refused(tmp_path):
    root = write(tmp_path, {"js/app.js": 'import { b } from "./b.js";\n',
                            "js/b.js": 'import { a } from "./a.js";\nexport const b = 1;\n',
                            "js/a.js": 'import { b } from "./b.js";\nexport const a = 1;\n'})
    with pytest.raises(BundleError, match="cycle"):
        Bundler(root).answer(ENTRY)


def test_a_tree_the_bundler_refuses_is_served_as_files(tmp_path, app):
    root = write(tmp_path, {"index.html": "<!doctype html>",
                            "js/app.js": 'import { n } from "./n.js";\nconsole.log(n);\n',
                            "js/n.js": "export let n = 1;\n"})
    app.config["WEB_DIR"] = str(root)
    client = app.test_client()
    with client.get("/js/app.js") as answer:
        assert answer.status_code == 200
        assert answer.get_data(as_text=True) == (root / "js/app.js").read_text()


def test_a_refused_tree_is_bundled_again_once_it_is_fixed(tmp_path):
    root = write(tmp_path, {"js/app.js": 'import { n } from "./n.js";\nconsole.log(n);\n',
                            "js/n.js": "export let n = 1;\n"})
    bundler = Bundler(root)
    for _ in range(2):
        with pytest.raises(BundleError, match="export let"):
            bundler.answer(ENTRY)
    write(root, {"js/n.js": "export const n = 1;\n\n"})
    assert "const n = 1;" in (bundler.answer(ENTRY) or "")


def test_the_bundle_is_rebuilt_when_a_module_changes(tmp_path):
    root = write(tmp_path, {"js/app.js": 'import { n } from "./n.js";\nconsole.log(n);\n',
                            "js/n.js": "export const n = 1;\n"})
    bundler = Bundler(root)
    assert "const n = 1;" in (bundler.answer(ENTRY) or "")
    write(root, {"js/n.js": "export const n = 22;\n"})
    assert "const n = 22;" in (bundler.answer(ENTRY) or "")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_words_of_a_language_are_the_apps_only_english_filling_no_gap(client, lang):
    with client.get(f"/i18n/web/{lang}.json") as answer:
        assert answer.status_code == 200 and answer.headers["Cache-Control"] == "no-cache"
        body = json.loads(answer.get_data())
    words, own = body["words"], i18n.messages(lang)
    # each installed game's own words come as <game>.<key> (a plug-in's too), the app's by prefix
    games = {}
    for name in game_names():
        games.update(i18n.game_messages(name, lang))
    assert words and all(key.startswith(WEB_PREFIXES) or key in games for key in words)
    assert {k for k in i18n.messages("en") if k.startswith(WEB_PREFIXES)} | set(games) == set(words)
    assert all(words[key] == own[key] for key in words if key in own and key not in games)
    assert all(words[key] == text for key, text in games.items())
    assert body["glossary"] == i18n.glossary(lang)


def test_the_words_of_a_language_nobody_ships_are_a_404(client):
    with client.get("/i18n/web/xx.json") as answer:
        assert answer.status_code == 404


def test_every_catalogue_key_the_app_names_is_one_it_is_sent():
    """A key prefix the app uses but the server leaves out would show the raw key."""
    import re

    used = set()
    for path in (WEB / "js").rglob("*.js"):
        used |= set(re.findall(r"""\b(?:t|tn|maybe)\(\s*["'`]([a-z_]+)\.""", path.read_text()))
    assert used and all(f"{prefix}." in WEB_PREFIXES for prefix in used), used
