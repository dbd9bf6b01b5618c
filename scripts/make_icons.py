"""Draw the web app's icons: one SVG drawing, rasterised to PNG by Debian's Chromium.

    python scripts/make_icons.py

Writes ``web/icons/icon.svg`` (rounded, for browsers that take SVG icons),
``web/icons/maskable.svg`` (full bleed: launchers cut their own shape) and
their PNGs at the sizes the manifest lists.  No network: the PNGs are
screenshots of the SVGs in a local headless Chromium.  Run it again after
changing the drawing and commit what it writes.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "web" / "icons"
CHROMIUM = os.environ.get("ROADTRIP_CHROMIUM", "/usr/bin/chromium")
#: a road winding up to the horizon, its centre line dashed, on the app's blue
ROAD = "M160 512 C160 380 352 360 352 240 C352 150 256 130 256 40"
ART = (
    f'<path d="{ROAD}" fill="none" stroke="#374151" stroke-width="112"/>'
    f'<path d="{ROAD}" fill="none" stroke="#facc15" stroke-width="14"'
    ' stroke-dasharray="36 28"/>'
)


def svg(rounded: bool) -> str:
    """Return the icon as SVG: rounded corners for ``any``, full bleed for ``maskable``."""
    corner = ' rx="112"' if rounded else ""
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">'
            f'<rect width="512" height="512"{corner} fill="#1d4ed8"/>{ART}</svg>\n')


#: file name -> (svg, pixel size)
PNGS = {"icon-192.png": (True, 192), "icon-512.png": (True, 512),
        "maskable-512.png": (False, 512), "apple-touch-icon.png": (False, 180)}


def main() -> None:
    """Write the SVGs and render every PNG."""
    from playwright.sync_api import sync_playwright

    ICONS.mkdir(parents=True, exist_ok=True)
    (ICONS / "icon.svg").write_text(svg(True))
    (ICONS / "maskable.svg").write_text(svg(False))
    home = tempfile.mkdtemp(prefix="roadtrip-icons-")
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/config",
               XDG_CACHE_HOME=f"{home}/cache", TMPDIR=home)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, env=env,
                                     args=["--headless", "--no-sandbox", "--disable-gpu"])
        try:
            for name, (rounded, size) in PNGS.items():
                page = browser.new_page(viewport={"width": size, "height": size})
                page.set_content(
                    '<style>html,body{margin:0;background:transparent}svg{display:block;'
                    f'width:{size}px;height:{size}px}}</style>{svg(rounded)}')
                page.screenshot(path=str(ICONS / name), omit_background=True)
                page.close()
        finally:
            browser.close()


if __name__ == "__main__":
    main()
